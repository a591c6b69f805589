## El paso de la página de juego al editor de posiciones, y sus imágenes del tablero.

pictures-edit-position = Editar esta posición
pictures-svg = Imagen SVG
pictures-png = Imagen PNG
pictures-section = Editor e imágenes
