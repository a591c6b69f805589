### La opción size de los tableros integrados: el ancho en píxeles CSS que el tablero no supera.

embed-option-size = size: «{ $value }» no es un ancho de 120 a 4000 píxeles; se deja como estaba
