### El curso de Seesaw (lessons/seesaw.txt, docs/lessons.md): para cada paso su objetivo (una
### frase, sobre el tablero), -done (lo que enseña el paso, una vez alcanzado el objetivo) y
### -miss (por qué una jugada legal no alcanza el objetivo). Casillas (d3) y jugadas (d2xd3) no cambian.

lesson-seesaw-step = Su pila tiene 1 pieza, así que da exactamente 1 paso, hacia delante: muévala hacia arriba o en diagonal hacia arriba.
lesson-seesaw-step-done = Una pila da desde 1 paso hasta tantos pasos como piezas tiene. Las pilas de tamaño impar avanzan, y ningún paso puede entrar en una casilla con una pila.
lesson-seesaw-step-miss = Esta vez mueva su pila de 1 un paso hacia delante en lugar de colocar una nueva.
lesson-seesaw-two = Una pila de 2 retrocede, 1 o 2 pasos: bájela hasta d2.
lesson-seesaw-two-done = Las pilas de tamaño par retroceden y las de tamaño impar avanzan; cada paso puede tomar cualquiera de las tres direcciones.
lesson-seesaw-two-miss = Su pila de 2 puede dar 2 pasos: baje hasta d2.
lesson-seesaw-place = En lugar de mover, coloque una loseta nueva con una pila de 1 encima junto a su loseta.
lesson-seesaw-place-done = Puede colocar en cualquier casilla vacía junto a una de sus losetas. Cada loseta nueva le permite colocar más lejos y es una casilla donde sus pilas pueden crecer.
lesson-seesaw-place-miss = Esa jugada movió su pila; para colocar, pulse una casilla vacía junto a su loseta.
lesson-seesaw-grow = Una pila de tamaño impar que termina su turno en una loseta rival crece: avance a la loseta de Norte en d6.
lesson-seesaw-grow-done = Su pila de 1 terminó en una loseta de Norte, así que ganó una pieza. Ahora es una pila de 2 y retrocede, hacia sus losetas.
lesson-seesaw-grow-miss = Solo una loseta de Norte hace crecer una pila de tamaño impar: avance a d6.
lesson-seesaw-home = Una pila de tamaño par crece en una loseta propia: lleve su pila de 2 de vuelta a d2.
lesson-seesaw-home-done = Las pilas pares crecen en casa y las impares entre las losetas rivales: así las pilas suben y bajan por el tablero como un balancín mientras crecen.
lesson-seesaw-home-miss = d3 no tiene loseta suya; dos pasos más abajo, d2 sí.
lesson-seesaw-capture = Si puede capturar, debe hacerlo, en cualquiera de las seis direcciones: tome la pila de Norte en d3.
lesson-seesaw-capture-done = Capturar va antes que mover o colocar, incluso hacia atrás. La pila capturada sale del tablero; una loseta debajo se quedaría.
lesson-seesaw-capture-miss = Debe capturar la pila de d3.
lesson-seesaw-chain = Su pila de 3 tiene pasos de sobra: capture las dos pilas de Norte en un mismo turno.
lesson-seesaw-chain-done = Una captura cuesta los pasos que necesita; si otro rival queda al alcance de los pasos restantes, la pila debe capturar otra vez.
lesson-seesaw-chain-miss = Tras una captura, la otra pila de Norte sigue al alcance: tómela también.
lesson-seesaw-leftover = Capture la pila de d3 y use después sus 2 pasos restantes para llegar a la loseta de Norte en d5.
lesson-seesaw-leftover-done = Cuando ya no queda ningún rival al alcance, los pasos restantes pueden hacer un movimiento normal, o end termina el turno. En d5 su pila creció.
lesson-seesaw-leftover-miss = Se detuvo con pasos de sobra: 2 de ellos llevan su pila a la loseta de Norte en d5, donde crece.
lesson-seesaw-win = Tome la última pila de Norte para ganar.
lesson-seesaw-win-done = Usted gana cuando su rival no tiene ninguna pila al final de su turno.
lesson-seesaw-win-miss = Capture la pila de d5: es la última de Norte.
