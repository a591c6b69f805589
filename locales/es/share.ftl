share-copied-game = Enlace a la partida copiado.
share-copied-position = Enlace a la posición copiado.
share-sheet-game = Enlace a la partida enviado al menú de compartir.
share-sheet-position = Enlace a la posición enviado al menú de compartir.
