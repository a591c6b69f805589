### El curso de Žanstrekt (lessons/zanstrekt.txt, docs/lessons.md): para cada paso su objetivo
### (una frase, sobre el tablero), -done (lo que enseña el paso, una vez alcanzado el objetivo) y
### -miss (por qué una jugada legal no alcanza el objetivo). Casillas (i1) y jugadas (a2xa3) no cambian.

lesson-zanstrekt-enter = Tire y meta una pieza en su Žan, i1.
lesson-zanstrekt-enter-done = Cualquier tirada de 1 a 5 puede meter una pieza en su Žan, usando toda la tirada; un 0 no hace nada.
lesson-zanstrekt-enter-miss = Meta una pieza de su reserva en i1.
lesson-zanstrekt-move = Mueva su pieza de i1 exactamente 4 casillas por su circuito: hacia arriba y luego a la izquierda.
lesson-zanstrekt-move-done = Las piezas giran en sentido antihorario por el borde: Sur sube de i1 a i3, va a la izquierda hasta a3, baja y vuelve a la derecha hasta i1. Mientras una pieza suya esté en su Žan, no puede meter otra.
lesson-zanstrekt-move-miss = Cuente 4 casillas: i2, i3, h3, g3.
lesson-zanstrekt-capture = Salte sobre las dos piezas de Norte y caiga en c3.
lesson-zanstrekt-capture-done = Cada pieza rival en la que cae o sobre la que salta vuelve a su reserva: una jugada puede capturar varias.
lesson-zanstrekt-capture-miss = La pieza de i1 se detiene en h3, antes de su propia pieza de g3, y pierde el resto de la tirada. Mueva g3 en su lugar.
lesson-zanstrekt-blocked = Su propia pieza de h3 detiene antes de tiempo la que viene de i1: deje que se pare en su casilla del destino, i3.
lesson-zanstrekt-blocked-done = Una jugada que encuentra una pieza propia se detiene en la casilla anterior y pierde el resto de la tirada; terminar en su propia casilla del destino da igualmente otra tirada.
lesson-zanstrekt-blocked-miss = La pieza que viene de i1 se para en i3, su casilla del destino, y eso da otra tirada.
lesson-zanstrekt-bridge = Caiga exactamente en su Oþent, e3, con toda la tirada.
lesson-zanstrekt-bridge-done = Una pieza que termina en un Oþent con toda su tirada queda comprometida: su siguiente tirada distinta de 0 debe hacerla cruzar el puente.
lesson-zanstrekt-bridge-miss = Mueva g3 2 casillas hasta e3, su Oþent.
lesson-zanstrekt-cross = Su pieza de e3 está comprometida: tire y cruce el puente.
lesson-zanstrekt-cross-done = Desde su propio Oþent, el cruce pasa por e3, e2, e1 y sigue por el circuito, 10 casillas más adelante. Desde el Oþent de Norte le haría retroceder 10.
lesson-zanstrekt-cross-miss = Solo la pieza comprometida puede moverse: cruce desde e3.
lesson-zanstrekt-castle = Lleve una pieza a su castillo, a2.
lesson-zanstrekt-castle-done = Una pieza que entra en su propio castillo se detiene allí, sobre lo que quede de la tirada.
lesson-zanstrekt-castle-miss = La pieza de c3 llega a su castillo, a2, y se detiene allí.
lesson-zanstrekt-ambush = Norte acaba de entrar en a3, encima de su pieza del castillo: tiéndale una emboscada en lugar de tirar.
lesson-zanstrekt-ambush-done = La emboscada es todo su turno. Ahora su pieza está en el Žan de Norte, donde una pieza de Norte que entre la capturaría: muévala pronto.
lesson-zanstrekt-ambush-miss = Tirar es renunciar a la emboscada; juegue a2xa3 en su lugar.
lesson-zanstrekt-fate = Caiga en su casilla del destino, i3, para ganar otra tirada.
lesson-zanstrekt-fate-done = Caer en su propia casilla del destino da otra tirada, para cualquiera de sus piezas.
lesson-zanstrekt-fate-miss = La pieza de i1 llega a i3 con este 2.
lesson-zanstrekt-enemy-fate = a1 es la casilla del destino de Norte: mueva sin caer en ella.
lesson-zanstrekt-enemy-fate-done = Una pieza que cae en la casilla del destino del rival vuelve a su reserva.
lesson-zanstrekt-enemy-fate-miss = Desde a1 su pieza volvería a su reserva; mueva g3 a f3 en su lugar.
lesson-zanstrekt-exit = Saque del tablero la pieza de h1.
lesson-zanstrekt-exit-done = Una pieza sale con la tirada exacta que la lleva una casilla más allá de su Žan; una tirada mayor no puede moverla.
lesson-zanstrekt-exit-miss = Desde h1, un 2 saca la pieza justo del tablero.
lesson-zanstrekt-win = Saque su sexta pieza para ganar.
lesson-zanstrekt-win-done = Gana quien saca primero sus seis piezas.
lesson-zanstrekt-win-miss = Saque la pieza de h1.
