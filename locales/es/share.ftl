share-copied-game = Enlace copiado: abre la partida entera.
share-copied-position = Enlace copiado: abre esta posición.
share-sheet-game = Enlace a la partida enviado al menú de compartir.
share-sheet-position = Enlace a la posición enviado al menú de compartir.
