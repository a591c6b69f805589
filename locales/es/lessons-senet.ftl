### El curso de Senet (lessons/senet.txt, docs/lessons.md): para cada paso su objetivo (una
### frase, sobre el tablero), -done (lo que enseña el paso, una vez alcanzado el objetivo) y
### -miss (por qué una jugada legal no alcanza el objetivo). Los números de casilla no cambian.

lesson-senet-throws = Pulse Tirar y mueva una de sus piezas negras tantas casillas como indiquen los palillos.
lesson-senet-throws-done = Dos caras planas hacia arriba dan 2. Las piezas siguen la S: de 1 a 10, luego de 11 a 20 de derecha a izquierda y después de 21 a 30. Un 2 o un 3 termina su turno.
lesson-senet-throws-miss = Mueva una pieza exactamente tantas casillas como la tirada.
lesson-senet-again = Ha sacado un 4, que da otra tirada: lleve una pieza a la casilla 19 en este turno.
lesson-senet-again-done = Un 1, un 4 o un 6 le permite volver a tirar, así que un turno puede tener varias jugadas.
lesson-senet-again-miss = Mueva 4 casillas la pieza de 13, vuelva a tirar y siga hasta 19.
lesson-senet-attack = Ataque la pieza blanca de 16.
lesson-senet-attack-done = Caer en una pieza rival sola intercambia ambas: vuelve a la casilla de la que usted salió.
lesson-senet-attack-miss = Caiga exactamente en 16: su pieza de 13 está a tres casillas.
lesson-senet-pair = Dos piezas blancas juntas se protegen: ataque en su lugar la que está sola.
lesson-senet-pair-done = Una pieza con una compañera en la casilla justo anterior o posterior no se puede atacar.
lesson-senet-pair-miss = La pareja de 17 y 18 no se puede atacar; la pieza de 20 está sola.
lesson-senet-block = Tres piezas blancas seguidas cortan el paso: lleve una pieza a 15.
lesson-senet-block-done = Ninguna pieza puede caer en un bloqueo de tres ni pasar por encima, ni hacia delante ni hacia atrás.
lesson-senet-block-miss = Su pieza de 14 no puede pasar el bloqueo; la pieza de 9 puede avanzar seis casillas.
lesson-senet-backward = No hay ninguna jugada hacia delante: retroceda sobre la pieza blanca de 20.
lesson-senet-backward-done = Una tirada sin jugada hacia delante debe usarse hacia atrás; caer en una pieza rival sola la hace avanzar por intercambio.
lesson-senet-backward-miss = Hacia delante su pieza caería en el bloqueo; esta tirada debe usarse hacia atrás.
lesson-senet-water = La casilla 27 es el agua: lleve una pieza a 26 sin caer en ella.
lesson-senet-water-done = Una pieza que termina en 27 vuelve a 15 (o a la casilla libre más baja si 15 está ocupada).
lesson-senet-water-miss = Una pieza que cae en 27 vuelve a 15. La pieza de 23 llega a 26 sin peligro.
lesson-senet-safe = Su pieza de 29 está a salvo y no tiene que moverse: pase.
lesson-senet-safe-done = Las piezas en 26, 28 y 29 no se pueden atacar, y cuando solo ellas podrían moverse, usted puede pasar.
lesson-senet-safe-miss = En 30 su pieza ya no estaría a salvo de la pieza blanca de 26. Pase para quedarse en 29.
lesson-senet-first-row = No se puede sacar ninguna pieza mientras quede una en la primera fila: saque de ella la pieza de 8.
lesson-senet-first-row-done = Solo se pueden sacar piezas cuando todas las suyas han dejado las casillas 1 a 10.
lesson-senet-first-row-miss = Mueva la pieza de 8 a 11; la pieza de 28 tiene que esperar.
lesson-senet-bear-off = Saque del tablero la pieza de 29.
lesson-senet-bear-off-done = Una tirada que lleva una pieza más allá de 30 la saca; no hace falta la tirada exacta.
lesson-senet-bear-off-miss = 29 más 2 pasa de 30: esa jugada saca la pieza del tablero.
lesson-senet-win = Saque su última pieza para ganar.
lesson-senet-win-done = Gana quien saca primero sus cinco piezas, con 3 puntos por cada pieza rival en las casillas 1 a 20 y 1 por cada una en 21 a 30.
lesson-senet-win-miss = Saque la pieza: un 3 desde 28 la lleva más allá de 30.
