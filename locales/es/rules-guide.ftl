### La primera partida guiada (src/app/guide.rs).

guide-why-capture = Por qué: { $game ->
    [senet] ataca la pieza de { $cell }, que retrocede al lugar de la tuya
    [arces] se posa sobre la { -stone } enemiga de { $cell }, que ya no puede moverse
    [arsisesi] devuelve la { -token } de { $cell } a su { -home }
    [seesaw] captura la { -stack } enemiga de { $cell }
   *[other] devuelve la pieza de { $cell } a su { -pool }
}.
guide-why-ambush = Por qué: la emboscada desde tu { -castle } toma la pieza de { $cell } sin tirar.
guide-why-off = Por qué: saca { $piece ->
    [token] una { -token }
   *[piece] una pieza
} del tablero, una menos que llevar a casa.
guide-why-enter = Por qué: pone en juego { $piece ->
    [token] una nueva { -token }
    [stack] una nueva { -stack }
   *[piece] una nueva pieza
} en { $cell }.
guide-why-place-safe = Por qué: añade una { -stack } en { $cell }, donde ninguna { -stack } enemiga la alcanza en el próximo turno.
guide-why-place = Por qué: añade una { -stack } en { $cell }: una { -stack } más es material ganado.
guide-why-safe = Por qué: termina en { $cell }, donde ninguna respuesta puede tomarla.
guide-why-fate-own = Por qué: cae en tu propio { -gethreln } en { $cell }, que da otra tirada.
guide-why-gold = Por qué: tu { -marble } pasa a { $cell }, más cerca del { -gold } del centro, que gana.
guide-why-best = Por qué: de todas las jugadas, es la que te deja más posibilidades de ganar.

guide-tip-ambush = Primera emboscada: una pieza justo encima o debajo de un { -castle } ocupado, en { $cell }, puede tomarse en lugar de tirar. Mantente lejos del { -castle } enemigo.
guide-tip-chain = Primera captura en cadena, en { $cell }: una { -stack } que captura con pasos de sobra debe capturar otra vez si puede; si no, puede seguir con lo que le queda, o parar.
guide-tip-cage = Primera { -cage }, en { $cell }: una { -stone } movida sobre una { -stone } enemiga sola se sienta encima, y la de abajo no puede moverse hasta que la liberen; desde una { -tower }, la captura.
guide-tip-kick = Primera patada, en { $cell }: una { -token } que retrocede hacia su propia { -home } sobre una { -token } enemiga la manda a casa, perdido todo su avance.
guide-tip-fate = Una pieza cayó en un { -gethreln }, en { $cell }: el de su dueño da otra tirada, el del rival la devuelve a la { -pool }.
guide-tip-attack = Primer ataque, en { $cell }: una pieza que cae sobre una pieza enemiga sola intercambia su lugar con ella; dos piezas juntas se protegen.
