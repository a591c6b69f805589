share-copied-game = Lien copié : il ouvre toute la partie.
share-copied-position = Lien copié : il ouvre cette position.
share-sheet-game = Lien vers la partie transmis au menu de partage.
share-sheet-position = Lien vers la position transmis au menu de partage.
