### Las reglas de Žanstrekt en el diálogo de reglas. Los números de arbitraje (ZAN-8) y la notación
### (g3-c3, a2xa3) no se traducen.

rules-zanstrekt-title = { -zanstrekt }
rules-zanstrekt-summary = Una carrera para dos jugadores, Sur y Norte, con seis piezas cada uno y un dado que se lee de 0 a 5 (el 6 vale 0). Cada pieza entra por el Žan de su dueño, da una vuelta al borde de un tablero de 9 por 3 y sale; gana el primero que saca sus seis piezas.

rules-zanstrekt-start = Tablero y comienzo
rules-zanstrekt-start-1 = Las piezas giran en sentido antihorario por las 20 casillas del borde: Sur desde su Žan i1 sube a i3, va a la izquierda hasta a3, baja a a1 y vuelve a la derecha hasta i1; Norte igual desde su Žan a3, pasando por a1, i1 e i3. La casilla central e2 es el puente; las demás casillas del medio no se usan.
rules-zanstrekt-start-2 = Cada jugador tiene tres casillas especiales: un Oþent (Sur e3, Norte e1), un castillo (Sur a2, Norte i2) y una casilla del destino (Sur i3, Norte a1). Las piezas empiezan en una reserva fuera del tablero; el primer jugador se sortea.

rules-zanstrekt-turn = El turno
rules-zanstrekt-turn-1 = Tire el dado. Con un 0 no pasa nada. Con 1 a 5 debe, si puede, meter una pieza de su reserva en su Žan (usando toda la tirada, y no mientras tenga allí una pieza propia), mover una pieza exactamente ese número de casillas, o sacar una. Para salir hace falta la tirada exacta que lleva la pieza una casilla más allá de su Žan tras una vuelta completa; una tirada mayor no puede moverla.

rules-zanstrekt-captures = Capturas
rules-zanstrekt-captures-1 = Toda pieza rival en la que cae (también al entrar) o que salta vuelve a la reserva de su dueño, así que una jugada puede capturar varias. No puede pasar ni caer sobre una pieza propia: la jugada se detiene en la casilla anterior y se pierde el resto de la tirada.
rules-zanstrekt-captures-caption = Sur ha sacado 4: g3-c3 devuelve a la reserva las dos piezas de Norte que adelanta. La pieza de i1 se detendría en h3, antes de la pieza propia de Sur.

rules-zanstrekt-bridge = El puente
rules-zanstrekt-bridge-1 = Una pieza que termina una jugada en un Oþent con su tirada completa queda comprometida: su siguiente tirada distinta de 0 debe hacerla cruzar el puente, de ese Oþent a e2, al otro Oþent y más allá por el circuito. Desde su propio Oþent, esto ahorra 10 casillas; desde el del rival, le hace retroceder 10. Un 1 la deja en e2, todavía comprometida.
rules-zanstrekt-bridge-caption = La pieza de Sur en e3 está comprometida y Sur ha sacado 3, así que debe cruzar: e3, e2, e1 y hasta f1.

rules-zanstrekt-castle = Castillo y destino
rules-zanstrekt-castle-1 = Una pieza que entra en su propio castillo se detiene allí. Si en el último turno de su rival una pieza rival terminó una jugada, o entró, en la casilla justo encima o debajo de su pieza del castillo, puede moverse sobre ella y capturarla en lugar de tirar; ese es todo su turno.
rules-zanstrekt-castle-2 = Caer en su propia casilla del destino le da otra tirada, para cualquier pieza. Caer en la casilla del destino del rival devuelve su pieza a su reserva.
rules-zanstrekt-castle-caption = Norte acaba de meter una pieza en a3, justo encima de la pieza de Sur en el castillo de a2. En lugar de tirar, Sur puede jugar a2xa3 y capturarla.

rules-zanstrekt-winning = Victoria
rules-zanstrekt-winning-1 = Gana el primero que saca sus seis piezas. No hay tablas.

rules-zanstrekt-rulings = Arbitrajes aplicados
rules-zanstrekt-rulings-1 = ZAN-1, ZAN-2: la disposición del tablero y las casillas especiales están reconstruidas; la imagen original se ha perdido.
rules-zanstrekt-rulings-2 = ZAN-8: una jugada recortada, una entrada o una emboscada nunca comprometen una pieza, y un cruce nunca la vuelve a comprometer. Mientras tenga una pieza comprometida, un Oþent es una casilla normal para sus otras piezas.
rules-zanstrekt-rulings-3 = ZAN-9: con esta disposición, solo una pieza en el Žan de su dueño (a3 o i1) puede sufrir una emboscada.
rules-zanstrekt-rulings-4 = ZAN-10: una jugada que termina en una casilla del destino cuenta aunque se haya recortado.
