### Registros anotados: notas tras el inicio de un registro o sus jugadas.

## Una nota que no se puede leer, y qué falla.

error-note-start = La nota tras el inicio no se puede leer: { $reason }.
error-note = La nota tras la jugada { $index } («{ $token }») no se puede leer: { $reason }.
error-note-unclosed = su '{"{"}' nunca se cierra con '{"}"}'
error-note-brace = '{"{"}' no puede aparecer dentro de una nota
error-note-directive = '[%{ $name }' no es una directiva (mark o arrow)
error-note-directive-end = una directiva termina con ']'
error-note-mark = '{ $item }' no es una marca (como G13: un color y una casilla)
error-note-arrow = '{ $item }' no es una flecha (como G11-13: un color y dos casillas)
error-note-colour = '{ $colour }' no es un color (G, R, B o Y)
error-note-place = '{ $place }' no es una casilla de este tablero
error-note-after-caption = las marcas y las flechas van antes del texto
error-note-after = '{ $text }' sigue a la nota, que cierra su jugada
error-note-twice = una jugada tiene como mucho una nota
error-note-misplaced = una nota va tras su jugada, y esta va delante de una

## Un tablero comentado: sus pasos y sus controles.

walk-step = Paso { $step } de { $steps }: { $caption }
walk-marks = Marcado en { $colour }: { $places }.
walk-arrow = Flecha en { $colour } de { $from } a { $to }.
walk-green = verde
walk-red = rojo
walk-blue = azul
walk-yellow = amarillo
