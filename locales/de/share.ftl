share-copied-game = Link kopiert: Er öffnet die ganze Partie.
share-copied-position = Link kopiert: Er öffnet diese Stellung.
share-sheet-game = Link zur Partie an das Teilen-Menü übergeben.
share-sheet-position = Link zur Stellung an das Teilen-Menü übergeben.
