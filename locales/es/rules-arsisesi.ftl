### Las reglas de Arsisesi en el diálogo de reglas. Los números de arbitraje (ARS-5) y la notación
### (S-2, b3-c3) no se traducen.

rules-arsisesi-title = { -arsisesi }
rules-arsisesi-summary = Una carrera para dos jugadores, Sur y Norte, con cinco fichas cada uno y un dado de seis caras. Las fichas cruzan el tablero hasta la Casa rival y, en el juego normal, vuelven. Hay tres tipos: A (el juego normal, en el Puente), B (Simple) y C (Ancho).

rules-arsisesi-start = Tablero y comienzo
rules-arsisesi-start-1 = Entre las dos Casas hay cinco carriles de 7 espacios; el carril del medio es el Puente. Los tipos A y B solo usan el Puente; el tipo C, los cinco carriles. Todas las fichas empiezan en la Casa de su dueño. Cada jugador tira el dado: quien saca más juega con Sur y empieza; si hay empate, se repite.

rules-arsisesi-turn = El turno
rules-arsisesi-turn-1 = Tire el dado para obtener ese número de puntos de movimiento. Cada acción cuesta 1 punto; puede repartirlos entre sus fichas en cualquier orden y parar cuando quiera. Un paso mueve una ficha un espacio en su camino, a un espacio vacío o a la Casa a la que se dirige. Un salto lleva una ficha por encima de exactamente una ficha, de cualquier color, al espacio vacío de detrás, o a su Casa de destino.

rules-arsisesi-kicking = Expulsiones
rules-arsisesi-kicking-1 = Una expulsión es un paso hacia su propia Casa sobre una ficha rival junto a la suya. La ficha rival vuelve a su Casa y debe empezar de nuevo. Así, una ficha que va de ida expulsa hacia atrás, sobre un rival justo detrás de ella (a menudo uno al que acaba de saltar); una ficha que vuelve expulsa avanzando directamente hacia uno. Las fichas dentro de una Casa están a salvo: nunca bloquean y no se pueden saltar ni expulsar.
rules-arsisesi-kicking-caption = Con 2 puntos, Sur salta desde su Casa por encima de la ficha de Norte en 1 (S-2) y luego vuelve sobre ella (2-1), mandándola a su Casa.

rules-arsisesi-type-a = Tipo A: ida y vuelta
rules-arsisesi-type-a-1 = Una ficha que llega a la Casa rival da media vuelta y puede esperar allí a salvo todo el tiempo que quiera. Más tarde, incluso con puntos sobrantes del mismo turno, emprende la vuelta; al llegar a su propia Casa, queda completada.
rules-arsisesi-type-a-caption = La ficha de Sur en 5 va de vuelta, así que con 1 punto avanza directamente sobre la ficha de Norte en 4 (5-4) y la expulsa.

rules-arsisesi-types-b-c = Tipos B y C
rules-arsisesi-types-b-c-1 = Tipo B: solo puede haber una ficha de cada jugador a la vez en el Puente. Una ficha que llega a la Casa rival queda completada en el acto, y los puntos sobrantes pueden meter una ficha nueva.
rules-arsisesi-types-b-c-2 = Tipo C: una ficha entra en el primer espacio de cualquier carril, o salta un primer espacio ocupado. También puede dar un paso lateral al carril vecino en la misma fila, y un paso lateral sobre una ficha rival es una expulsión. No se permiten saltos laterales ni en diagonal. Las fichas se completan como en el tipo B.
rules-arsisesi-types-b-c-caption = Tipo C, 1 punto. b3-c3 expulsa de lado. La ficha de d4 no puede expulsar hacia delante en d5, pero puede saltarla hasta d6.

rules-arsisesi-winning = Victoria y tablas
rules-arsisesi-winning-1 = Gana el primero que completa sus cinco fichas. Si ningún jugador pudiera hacer nada con ninguna tirada, la partida acaba en tablas.
rules-arsisesi-winning-2 = En el tipo A el Puente puede bloquearse: dos fichas juntas frente a dos fichas rivales juntas nunca pueden cruzarse, porque un salto solo pasa una ficha y ningún bando tiene un rival detrás al que expulsar. Cuando se llenan los espacios de detrás, nadie puede mover y la partida acaba en tablas. Una ficha sola puede ser saltada y expulsada: para jugar a ganar, mantenga sus fichas separadas.
rules-arsisesi-winning-caption = Bloqueo: las fichas de Sur en 3 y 4 están frente a las de Norte en 5 y 6. Ninguna tirada dejará pasar nunca una ficha, así que la partida acabará en tablas.

rules-arsisesi-rulings = Arbitrajes aplicados
rules-arsisesi-rulings-1 = ARS-1: los carriles tienen 7 espacios; la página original del tablero se ha perdido.
rules-arsisesi-rulings-2 = ARS-2: cuando no es posible ninguna acción, se pierde el resto del turno.
rules-arsisesi-rulings-3 = ARS-5: una ficha que sale desde dentro de la Casa rival puede expulsar enseguida. Una ficha que sale de su propia Casa nunca expulsa: debe saltar y luego volver a expulsar, por 2 puntos.
rules-arsisesi-rulings-4 = ARS-4, ARS-5: una ficha de vuelta que se encuentra con un rival puede expulsarlo o saltarlo.
rules-arsisesi-rulings-5 = ARS-6: en la Casa rival puede esperar cualquier número de fichas.
rules-arsisesi-rulings-6 = ARS-10: una posición en la que ninguna tirada dejaría jugar a ninguno de los dos es tablas.

rules-arsisesi-computer-3 = El tipo B es lo bastante pequeño para estar resuelto con exactitud: se conoce la probabilidad de ganar de cada posición con juego perfecto. En él el ordenador tiene un cuarto nivel, Perfecto, que siempre juega una jugada con la mejor probabilidad, y los consejos, las probabilidades de ganar y la revisión dan cifras exactas.
