### Las reglas de Arcēs en el diálogo de reglas. Los números de arbitraje (ARC-6) y la notación
### (c3, d3-d4) no se traducen.

rules-arces-title = { -arces }
rules-arces-summary = Un juego de asedio para 2 a 4 jugadores en un tablero de 7 por 7 casillas, sin dados. Cada jugador tiene cinco piedras y una canica, que siempre va sobre una de sus piedras. Lleve su canica a la casilla central, el Oro, o sea el último jugador que aún tiene canica.

rules-arces-start = Comienzo
rules-arces-start-1 = Las piedras de cada jugador ocupan las cinco casillas centrales de su lado, con la canica sobre la del medio: Sur de b1 a f1, Norte de b7 a f7, Oeste de a2 a a6, Este de g2 a g6. Con dos jugadores se juega Sur y Norte, con tres se añade Oeste, con cuatro Este. El orden es Sur, Oeste, Norte, Este; empieza Sur.

rules-arces-turn = El turno
rules-arces-turn-1 = Mueva una de sus piezas una casilla en cualquiera de las ocho direcciones; no se puede pasar. Una casilla tiene como máximo dos piezas, y solo se mueve la de arriba. Una canica solo puede ir a una casilla con una sola piedra propia, y nunca captura.

rules-arces-towers = Piedras, Torres y Jaulas
rules-arces-towers-1 = Una piedra puede ir a una casilla vacía, o sobre una piedra propia sola para formar una Torre. Sobre una piedra rival sola, la captura si sale de una Torre; si no, se pone encima y forma una Jaula que retiene la piedra de abajo. Una piedra que sale de una Torre también captura la piedra de arriba de una casilla con dos piedras cuando esa piedra es rival. Cualquier piedra, venga de donde venga, captura una canica rival: su dueño queda eliminado. Las demás casillas llenas están cerradas. Las piezas capturadas salen del juego.
rules-arces-towers-caption = La piedra de arriba de la Torre de Sur en c3 captura la piedra de Norte en c4. La piedra sola de e3 solo podría enjaular la piedra de e4.

rules-arces-out = Jugadores eliminados
rules-arces-out-1 = Un jugador cuya canica es capturada, o que no puede mover, queda eliminado. La canica sale del tablero, las piedras se quedan como piezas inertes, y su turno se salta desde entonces.
rules-arces-out-caption = Tres jugadores. La piedra de Sur en c3 puede capturar la canica de Oeste en b4. Oeste quedaría eliminado, y Sur y Norte seguirían jugando.

rules-arces-winning = Victoria y tablas
rules-arces-winning-1 = Si su canica llega al Oro, d4, sobre una de sus piedras, gana en el acto. También gana quien es el último jugador con canica. Tras 100 jugadas sin ganador, la partida acaba en tablas.
rules-arces-winning-caption = Una piedra de Sur ya está en el Oro. La canica sube con d3-d4 y gana Sur.

rules-arces-rulings = Arbitrajes aplicados
rules-arces-rulings-1 = ARC-1, ARC-3: el tamaño del tablero, el Oro y las casillas iniciales están reconstruidos; la imagen original del tablero se ha perdido.
rules-arces-rulings-2 = ARC-6: una piedra que sale de una Torre siempre captura una piedra rival sola; no puede elegir enjaularla. Una piedra que captura una canica ocupa su lugar y enjaula la piedra de abajo.
rules-arces-rulings-3 = ARC-8: un jugador sin jugada debe pasar y queda eliminado. Las piedras de un jugador eliminado no vuelven a moverse, pero aún pueden ser enjauladas o capturadas.
rules-arces-rulings-4 = ARC-9: se cuentan las jugadas hechas; los pases no cuentan, y una jugada 100 ganadora sigue ganando.
