### Los errores en palabras sencillas: notación, jugadas y partidas que no se pueden leer ni jugar.

error-parse = En { $field }, en el carácter { $at }: { $reason }.
error-field-kind = el nombre del juego
error-field-board = el tablero
error-field-turn = el campo del turno
error-field-extra = el último campo
error-field-position = la posición
error-field-action = la jugada
error-field-roll = la tirada
error-field-record = la partida
error-field-other = el texto

error-unexpected-char = «{ $char }» no debería estar aquí
error-unexpected-end = el texto termina demasiado pronto
error-trailing = sobra texto después del final
error-wrong-length = se esperaban { $expected } y hay { $found }
error-out-of-range = { $found } no está entre { $min } y { $max }
error-unknown-game = no hay ningún juego llamado «{ $id }»

error-play = { $reason }.
error-play-illegal = «{ $token }» no es una jugada legal aquí
error-play-roll-due = «{ $token }» no se puede jugar: antes hay que tirar
error-play-game-over = «{ $token }» no se puede jugar: la partida ha terminado
error-play-not-chance = «{ $token }» es una tirada, pero ahora debe mover un jugador
error-play-impossible-roll = «{ $token }» no puede salir aquí

error-record-syntax = La jugada { $index } («{ $token }») no se puede leer: { $reason }.
error-record-play = Jugada { $index }: { $reason }.

error-compact-version = No se puede leer la versión de este registro compacto.
error-compact-base64 = En el carácter { $at }: este carácter no puede estar en un registro compacto.
error-compact-count = No se puede leer el número de jugadas de este registro compacto.
error-compact-index = Jugada { $index }: opción { $choice } de solo { $choices }.
error-compact-game-over = Jugada { $index }: la partida ya ha terminado.
error-compact-truncated = Jugada { $index }: el registro compacto termina demasiado pronto.
error-compact-left-over = El registro compacto sigue después de su última jugada.
