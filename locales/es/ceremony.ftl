## Las ceremonias de apertura (SEN-3, ARS-9, ZAN-3) y quién juega con qué, en palabras sencillas.

ceremony-person = Jugador { $n }
ceremony-computer = Ordenador
ceremony-computer-n = Ordenador { $n }
ceremony-senet-throws = { $first } y { $second } tiran los { -sticks } por turnos hasta que uno saque un 1: { $throws }.
ceremony-senet-throw = { $value ->
    [1] { $player } saca un 1 y se queda con las negras.
   *[other] { $player } saca { $value }.
}
ceremony-roll = { $first } saca { $a }, { $second } saca { $b }.
ceremony-roll-tie = { $first } saca { $a }, { $second } saca { $b }: empate, los dos vuelven a tirar.
ceremony-drawn = El sorteo elige a { $player } para empezar.
ceremony-rematch = Revancha: los jugadores cambian de lado.
ceremony-verdict = { $game ->
    [senet] { $first } juega con Negro (Sur) y empieza; { $second } juega con Blanco (Norte).
    [zanstrekt] { $first } juega como Sur (azul, piezas redondas) y empieza; { $second } juega como Norte (naranja, piezas cuadradas).
   *[arsisesi] { $first } juega como Sur (azul) y empieza; { $second } juega como Norte (naranja).
}
ceremony-senet-forced = El 1 decisivo se juega en el acto: la pieza negra avanza de la casilla 10 a la 11.
ceremony-pending = Se decide quién juega con qué lado…
ceremony-title = Quién juega con qué lado
ceremony-skip = Saltar
ceremony-start = Jugar
