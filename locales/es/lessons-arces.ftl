### El curso de Arcēs (lessons/arces.txt, docs/lessons.md): para cada paso su objetivo (una
### frase, sobre el tablero), -done (lo que enseña el paso, una vez alcanzado el objetivo) y
### -miss (por qué una jugada legal no alcanza el objetivo). Las casillas (d4) no cambian.

lesson-arces-move = Mueva una de sus piedras una casilla, en cualquiera de las ocho direcciones.
lesson-arces-move-done = En cada turno mueve una pieza una casilla, recto o en diagonal, y no puede pasar. Su canica va sobre la piedra de d1; el Oro es d4.
lesson-arces-move-miss = Mueva una piedra una casilla.
lesson-arces-tower = Ponga una de sus piedras sobre la otra para formar una Torre.
lesson-arces-tower-done = Una piedra sobre otra piedra propia forma una Torre. Solo se mueve la de arriba, y una piedra que sale de una Torre captura.
lesson-arces-tower-miss = Ponga una piedra sobre su otra piedra sola: c2 sobre d2, o d2 sobre c2.
lesson-arces-cage = Pase a la piedra sola de Norte en e4 para enjaularla.
lesson-arces-cage-done = Una piedra sola que pasa a una piedra rival sola se pone encima y la enjaula: la piedra de abajo no puede moverse mientras está retenida.
lesson-arces-cage-miss = Pase de e3 a la piedra de Norte en e4.
lesson-arces-tower-capture = Capture la piedra de Norte en c4 con la piedra de arriba de su Torre.
lesson-arces-tower-capture-done = Una piedra que sale de una Torre captura una piedra rival sola, que sale de la partida. Una piedra sola, como la de e3, solo podría enjaularla.
lesson-arces-tower-capture-miss = Enjaular no es capturar: la piedra de arriba de su Torre en c3 se lleva para siempre la piedra de c4.
lesson-arces-freed = Su piedra de c4 está enjaulada: libérela capturando desde su Torre la piedra de Norte que tiene encima.
lesson-arces-freed-done = Una piedra que sale de una Torre captura una piedra rival puesta sobre otra, y la de abajo queda libre: aquí forma una Torre con la suya.
lesson-arces-freed-miss = Capture la piedra de Norte en c4 desde su Torre en c3.
lesson-arces-closed = La Torre de Norte en c4 está cerrada para su piedra sola: enjaule en su lugar la piedra de d4.
lesson-arces-closed-done = Una casilla con dos piezas está llena: solo puede entrar en ella una piedra que sale de una Torre, y solo para capturar una piedra rival de arriba.
lesson-arces-closed-miss = Pase de c3 a la piedra de Norte en d4.
lesson-arces-marble = Su canica solo puede pasar a una piedra propia sola: llévela a d3.
lesson-arces-marble-done = La canica va siempre sobre una de sus piedras y nunca captura, así que necesita sus piedras para avanzar.
lesson-arces-marble-miss = Mueva la canica de d2 a su piedra de d3.
lesson-arces-gold = Lleve su canica al Oro, d4, donde está su piedra, para ganar.
lesson-arces-gold-done = Una canica que llega al Oro sobre una de sus piedras gana en el acto.
lesson-arces-gold-miss = Mueva la canica de d3 a su piedra de d4, el Oro.
lesson-arces-take-marble = Cualquier piedra captura una canica rival: tome la canica de Norte en d6.
lesson-arces-take-marble-done = Un jugador cuya canica es capturada queda eliminado, y gana el último jugador que conserva su canica.
lesson-arces-take-marble-miss = Su piedra de d5 puede pasar a la canica de Norte en d6.
lesson-arces-three = Tres jugadores: tome la canica de Oeste en b4.
lesson-arces-three-done = Oeste queda eliminado: sus piedras siguen en el tablero sin moverse, y los turnos pasan ahora de Sur a Norte.
lesson-arces-three-miss = Su piedra de c3 puede pasar a la canica de Oeste en b4.
lesson-arces-four = Cuatro jugadores, y usted juega con Este, que no tiene ninguna jugada: pase.
lesson-arces-four-done = Un jugador que no puede moverse debe pasar y queda eliminado, como si le hubieran tomado la canica. Tras 100 jugadas sin ganador, la partida es tablas.
lesson-arces-four-miss = Este no tiene más jugada que pasar.
