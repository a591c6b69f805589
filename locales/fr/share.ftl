share-copied-game = Lien vers la partie copié.
share-copied-position = Lien vers la position copié.
share-sheet-game = Lien vers la partie transmis au menu de partage.
share-sheet-position = Lien vers la position transmis au menu de partage.
