## Por qué se rechaza una jugada: una frase que nombra la regla.

refusal-no-piece = No tienes ninguna { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] pieza
} que mover desde { $cell }.
refusal-not-yours = La { $piece ->
    [stack] { -stack }
    [token] { -token }
   *[piece] pieza
} de { $cell } es de { $owner }, y juega { $mover }.
refusal-senet-throw = Una tirada de { $throw } mueve una pieza { $throw ->
    [one] { $throw } casilla
   *[other] { $throw } casillas
}.
refusal-senet-forward = Una pieza solo retrocede si ninguna pieza puede avanzar { $throw }.
refusal-senet-own = Una pieza no puede caer sobre una pieza propia.
refusal-senet-pair = La pieza de { $owner } en { $cell } está protegida: otra pieza de { $owner } está a su lado.
refusal-senet-safe = La pieza de { $owner } en { $cell } está a salvo: en 26, 28 y 29 no se ataca ninguna pieza.
refusal-senet-block = { $owner } ocupa tres casillas seguidas desde { $cell }: ninguna pieza pasa ni cae sobre un bloqueo así.
refusal-senet-row-one = Ninguna pieza sale mientras { $seat } tenga aún una pieza en las casillas 1 a 10.
refusal-senet-below-one = Una tirada de { $throw } llevaría esta pieza por detrás de la casilla 1.
refusal-senet-pass = Solo se puede pasar si todas las piezas que pueden moverse están en 26, 28 o 29.
refusal-seesaw-capture = Capturar va primero: la { -stack } de { $cell } puede capturar, así que hay que jugar una captura.
refusal-seesaw-chain = Solo la { -stack } que acaba de capturar, en { $cell }, sigue jugando este turno.
refusal-seesaw-steps = Una { -stack } de { $size } avanza { $size ->
    [1] exactamente 1 casilla
   *[other] de 1 a { $size } casillas
}.
refusal-seesaw-left = Tras su captura, a la { -stack } le { $left ->
    [1] queda 1 paso
   *[other] quedan { $left } pasos
} para moverse.
refusal-seesaw-direction = Una { -stack } de { $size } solo va { $way ->
    [forward] hacia delante, lejos de su lado
   *[other] hacia atrás, hacia su lado
}: las pilas impares avanzan y las pares retroceden.
refusal-seesaw-blocked = Una { -stack } solo pasa y se detiene en casillas sin pilas, y una { -stack } cierra el paso.
refusal-seesaw-reach = La { -stack } de { $cell } está a { $steps } pasos, y esta { -stack } captura a { $size } como mucho.
refusal-seesaw-place-next = Una { -stack } nueva solo se coloca en una casilla junto a una de tus losetas.
refusal-seesaw-place-free = Una { -stack } nueva solo se coloca en una casilla sin { -tile } ni { -stack }.
refusal-seesaw-end = Un turno solo termina antes de tiempo tras una captura, dejando sus pasos sin usar.
refusal-arces-caged = Esta { -stone } está enjaulada: una { -stone } de { $top } está encima.
refusal-arces-one-cell = Una pieza avanza exactamente una casilla, en cualquiera de las ocho direcciones.
refusal-arces-marble = Una { -marble } solo pasa a una { -stone } sola de su color.
refusal-arces-full = Una casilla tiene como mucho dos piezas.
refusal-arces-tower = Solo una { -stone } que deja una { -tower } puede capturar una { -stone } que está sobre otra.
refusal-arces-pass = Solo se puede pasar sin ninguna jugada posible; pasar te elimina de la partida.
refusal-arsisesi-points = Eso cuesta { $cost } puntos de movimiento, y { $points ->
    [1] queda 1
   *[other] quedan { $points }
}.
refusal-arsisesi-back = Una { -token } solo retrocede hacia su { -home } para expulsar una { -token } rival.
refusal-arsisesi-own = Una { -token } no puede caer sobre una { -token } propia.
refusal-arsisesi-one = En Simple cada jugador tiene una sola { -token } a la vez en el campo.
refusal-arsisesi-sideways = Una { -token } solo cambia de carril con un paso de lado, nunca en diagonal.
refusal-arsisesi-move = Una { -token } avanza una casilla hacia la { -home } a la que va, o salta una { -token }, por 1 punto cada vez.
refusal-zan-throw = Una tirada de { $throw } mueve una pieza exactamente { $throw } casillas por su vuelta: { $to ->
    [off] esta sale del tablero.
   *[other] esta va a { $to }.
}
refusal-zan-own = Una pieza se detiene en la casilla anterior a una pieza propia: esta no pasa de { $to }.
refusal-zan-castle = Una pieza que entra en su { -castle } se detiene allí, en { $to }.
refusal-zan-exit = Una pieza solo sale del tablero con la tirada exacta: esta necesita un { $need }, no un { $throw }.
refusal-zan-committed = La pieza de { $cell } está comprometida: debe cruzar el { -zan-bridge } con esta tirada.
refusal-zan-enter = Una pieza solo entra en tu { -zan }, { $cell }, y no mientras haya allí una pieza tuya.
refusal-zan-ambush-first = Antes de tirar puedes tender una emboscada desde tu { -castle } en { $castle }: tiéndela, o recházala y tira.
refusal-zan-ambush = Una emboscada va desde tu { -castle } en { $castle } a una pieza rival que acaba de detenerse justo encima o debajo.
