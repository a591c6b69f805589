## Tableros incrustados (embed.html, <quintet-board>, las etiquetas de los wikis). Los nombres de
## las opciones (flip, highlight, solution…) y la notación no se traducen.

embed-throw = Tirar
embed-unreadable = No se ha podido leer este tablero ({ $error }); se muestra una partida nueva en su lugar.
embed-too-long = la partida es demasiado larga
embed-options = Opciones del tablero: { $notes }.
embed-option-unknown = «{ $name }» no es una opción; se omite
embed-option-not-flag = { $name }: «{ $value }» no es 1 ni 0; se deja como estaba
embed-option-too-many-cells = highlight: solo se marcan las { $max } primeras casillas
embed-option-not-a-cell = highlight: «{ $name }» no es una casilla de este tablero
embed-option-solution-too-long = solution: demasiado larga; se omite
embed-no-ply = goTo necesita un número entero de jugadas desde 0.

## Problemas (solution="…").

embed-puzzle-unusable = Este problema no se puede jugar: { $error }. El tablero funciona como un tablero normal.
embed-puzzle-empty = la solución está vacía
embed-puzzle-too-many = la solución tiene más de { $max } alternativas
embed-puzzle-illegal = la línea { $line } de la solución no encaja con el tablero ({ $error })
embed-puzzle-nothing-to-find = la línea { $line } de la solución no tiene ninguna jugada que encontrar
embed-puzzle-wrong = Esa no es.
embed-puzzle-solved = { $tries ->
    [one] Resuelto al primer intento.
   *[other] Resuelto en { $tries } intentos.
}
