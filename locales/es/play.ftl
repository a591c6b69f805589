## Jugar en el tablero: por qué un clic o una tecla no hizo nada, y lo que acaba de pasar.

play-browsing = Estás viendo una posición anterior: vuelve a la partida para jugar.
play-over = La partida ha terminado. Empieza una partida nueva para volver a jugar.
play-throw-first = Tira primero.
play-nothing-there = No hay nada que mover ahí: elige una pieza con contorno.
