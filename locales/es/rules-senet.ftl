### Las reglas del Senet en el diálogo de reglas. Los números de arbitraje (SEN-3) y la notación
### (12-15, 29-off) no se traducen.

rules-senet-title = { -senet }
rules-senet-summary = Una carrera para dos jugadores, Negro y Blanco, con cinco piezas cada uno en un tablero de 30 casillas, que se mueven con tiradas de cuatro palillos de dos caras. Gana el primero que lleva sus cinco piezas más allá de la casilla 30 y las saca del tablero.

rules-senet-start = Tablero y comienzo
rules-senet-start-1 = Las casillas forman una S: de 1 a 10 por la fila de arriba desde la izquierda, de 11 a 20 de vuelta por la fila del medio y de 21 a 30 por la fila de abajo. Blanco empieza en 1, 3, 5, 7, 9 y Negro en 2, 4, 6, 8, 10.
rules-senet-start-2 = Para elegir color, los jugadores tiran por turnos hasta que uno saca un 1. Ese jugador se queda con Negro, gasta el 1 en mover la pieza de 10 a 11 y vuelve a tirar.

rules-senet-turn = El turno
rules-senet-turn-1 = Los palillos dan 1, 2, 3 o 4 según cuántas caras planas queden hacia arriba, y 6 si no queda ninguna; el 5 no existe. El 2 es la tirada más frecuente, el 4 y el 6 las más raras. Cada tirada mueve una pieza exactamente ese número de casillas. Tras un 1, un 4 o un 6 se vuelve a tirar; tras un 2 o un 3 pasa el turno.

rules-senet-attack = Mover y atacar
rules-senet-attack-1 = No se puede caer en una pieza propia. Caer en una pieza rival la ataca: las dos piezas se intercambian. Pero una pieza con una compañera de su color en la casilla siguiente o en la anterior está protegida y no se puede atacar.
rules-senet-attack-caption = Negro ha sacado 3. 12-15 ataca la pieza blanca aislada de 15, que retrocede a 12. 14-17 no está permitido, porque 17 y 18 se protegen entre sí.

rules-senet-blocks = Bloqueos y jugadas hacia atrás
rules-senet-blocks-1 = Tres o más piezas seguidas del mismo color forman un bloqueo, en el que las piezas rivales no pueden caer ni al que pueden saltar, en ninguna dirección.
rules-senet-blocks-2 = Si una tirada no permite ninguna jugada hacia delante, una pieza debe retroceder el mismo número, con las mismas reglas; la pieza rival en la que cae se cambia hacia delante. Si no hay jugada posible en ningún sentido, se pierde en el acto.
rules-senet-blocks-caption = Negro ha sacado 3. El bloqueo blanco detiene 14 y 15, y 12 caería en una pieza negra, así que Negro debe retroceder: 12-9 o 14-11.

rules-senet-squares = Casillas especiales
rules-senet-squares-1 = La casilla 27 es el agua. Una pieza que termina allí su jugada va a la 15, o a la casilla libre de número más bajo si la 15 está ocupada. Pasar por encima de la 27 no hace nada.
rules-senet-squares-2 = Las casillas 26, 28 y 29 son seguras: las piezas que están en ellas no pueden ser atacadas y nunca están obligadas a moverse. Si sus únicas jugadas son de esas piezas, puede pasar.
rules-senet-squares-caption = Negro sacó 3 y jugó 24-27, al agua; la pieza fue a la 15.

rules-senet-winning = Sacar piezas y ganar
rules-senet-winning-1 = En cuanto no tenga ninguna pieza entre 1 y 10, una tirada que lleve una pieza más allá de 30 la saca del tablero; no hace falta la tirada exacta, pero el camino no puede atravesar un bloqueo. Una pieza devuelta a la fila de arriba impide sacar piezas hasta que vuelva a salir de ella.
rules-senet-winning-2 = Gana el primero en sacar sus cinco piezas, y suma 1 punto por cada pieza rival entre 21 y 30 y 3 por cada pieza rival entre 1 y 20. No hay tablas.
rules-senet-winning-caption = Negro ha sacado 4 y puede jugar 29-off o 26-30, o pasar, ya que sus dos piezas están en casillas seguras.

rules-senet-rulings = Arbitrajes aplicados
rules-senet-rulings-1 = SEN-3: la partida propiamente dicha empieza tras el sorteo de colores, con Negro en la tirada.
rules-senet-rulings-2 = SEN-6: una pareja protege incluso al cambiar de fila, como 10 y 11.
rules-senet-rulings-3 = SEN-9: las piezas en 26, 28 y 29 pueden quedarse: se puede pasar.
rules-senet-rulings-4 = SEN-10: una tirada que ninguna pieza puede usar hace perder la partida.
rules-senet-rulings-5 = SEN-11: si la 15 está ocupada, la casilla de la que sale la pieza cuenta como vacía.
