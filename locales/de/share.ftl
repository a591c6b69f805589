share-copied-game = Link zur Partie kopiert.
share-copied-position = Link zur Stellung kopiert.
share-sheet-game = Link zur Partie an das Teilen-Menü übergeben.
share-sheet-position = Link zur Stellung an das Teilen-Menü übergeben.
