# Jugar sin ver en la página y en los tableros incrustados (issue 21, fase B).

a11y-entry = Turno { $n }, { $who }: { $action }
a11y-entry-throw = Turno { $n }, { $who }: tiró { $value }
a11y-threw = Turno { $n }: { $who } tiró { $value }.
a11y-last = Última jugada: { $entry }.
a11y-no-move = Todavía no se ha hecho ninguna jugada.
a11y-section = Jugar con el teclado
a11y-grid = Casillas del tablero
a11y-grid-help = Las flechas pasan de una casilla a otra; Intro o Espacio selecciona y juega. D lee la posición, L la última jugada, W a quién le toca.
a11y-cell-off = fuera
a11y-legal = Jugadas posibles ({ $n })
a11y-legal-none = No hay jugadas posibles ahora.
a11y-typed-label = Escribir una jugada
a11y-typed-play = Jugar
a11y-typed-hint = Por ejemplo { $game ->
    [senet] 11-13, 27-off, pasar o t para tirar
    [seesaw] +d2, e1-e2, e3xf5 o fin
    [arces] d2-d3 o pasar
    [arsisesi] S-1, 1-3, fin o t para tirar
   *[zanstrekt] +, h1-e3, a2xa3 o t para tirar
}.
a11y-looking = Está viendo una posición anterior.
a11y-embed-heading = Tablero de Quintet
