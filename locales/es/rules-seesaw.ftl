### Las reglas de Seesaw en el diálogo de reglas. Los números de arbitraje (SEE-5) y la notación
### (e4xe5, d5-d3) no se traducen.

rules-seesaw-title = { -seesaw }
rules-seesaw-summary = Una batalla al estilo de las damas para dos jugadores, Sur y Norte, en un tablero de hexágonos con 5 casillas de lado (4 en el tablero pequeño). Cada jugador forma pilas de piezas sobre un territorio creciente de losetas de su color. No hay dados. Gana quien captura todas las pilas del rival.

rules-seesaw-start = Comienzo
rules-seesaw-start-1 = Cada jugador empieza con una loseta y una pila de 1 (una sola pieza) encima: Sur en la esquina de abajo, Norte en la de arriba. Empieza Sur.

rules-seesaw-turn = El turno
rules-seesaw-turn-1 = En su turno, mueva una pila o coloque una nueva. Para colocar, ponga una loseta de su color en una casilla sin loseta ni pila que toque una de sus losetas, y coloque encima una pila de 1.

rules-seesaw-moving = Movimiento
rules-seesaw-moving-1 = Una pila da de 1 paso hasta tantos pasos como piezas tiene. Las pilas de tamaño impar avanzan (Sur hacia arriba, recto o en diagonal; Norte hacia abajo) y las de tamaño par retroceden; cada paso puede tomar cualquiera de esas tres direcciones. Una jugada no puede entrar en una casilla con una pila, pero las losetas nunca estorban. Solo cuenta la casilla donde termina la pila.

rules-seesaw-capturing = Captura
rules-seesaw-capturing-1 = Si alguna de sus pilas puede alcanzar una pila rival en tantos pasos como su tamaño como máximo, en las seis direcciones y por casillas sin pilas, debe capturar: elija cualquiera de esas capturas. La pila rival se retira y la suya ocupa su casilla. Cuesta el camino más corto; si quedan pasos y hay otro rival a su alcance, la pila debe capturar otra vez. Si no lo hay, puede usar el resto en un movimiento normal, o parar.
rules-seesaw-capturing-caption = Sur debe capturar. Tras e4xe5, la pila de 3 tiene 2 pasos más y debe tomar también f4, un paso hacia abajo que sus movimientos normales no permitirían. Después puede avanzar un paso o parar.

rules-seesaw-promotion = Promoción
rules-seesaw-promotion-1 = Al final de su turno, la pila que se ha movido gana una pieza si termina con tamaño impar sobre una loseta rival, o con tamaño par sobre una loseta propia. Así las pilas se balancean: hacia delante para crecer entre las losetas rivales, y de vuelta a casa para crecer otra vez.
rules-seesaw-promotion-caption = La pila de 2 de Sur retrocede. d5-d3 termina en una loseta de Sur, así que crece a una pila de 3, que volverá a avanzar.

rules-seesaw-winning = Victoria y tablas
rules-seesaw-winning-1 = Gana quien, al final de su turno, deja al rival sin pilas. Un jugador que no puede jugar pierde el turno; si ninguno de los dos puede, la partida acaba en tablas.

rules-seesaw-rulings = Arbitrajes aplicados
rules-seesaw-rulings-1 = SEE-1: los hexágonos tienen un lado plano arriba, así que el tablero tiene una esquina abajo y otra arriba.
rules-seesaw-rulings-2 = SEE-5: la obligación de capturar va antes que mover o colocar, y se puede elegir cualquier captura.
rules-seesaw-rulings-3 = SEE-6: tras la última captura de una cadena, el resto se puede gastar en un movimiento normal, o el turno termina.
rules-seesaw-rulings-4 = SEE-7: la loseta de debajo de una pila capturada se queda.
rules-seesaw-rulings-5 = SEE-9: solo puede crecer la pila que se ha movido, según su casilla final; una pila recién colocada nunca crece.
rules-seesaw-rulings-6 = SEE-10: un jugador que no puede jugar pierde el turno y el rival vuelve a mover (el texto original no lo dice); si ninguno puede jugar, la partida acaba en tablas.
