## Las ceremonias de apertura (SEN-3, ARS-9, ZAN-3) y quién juega con qué, en palabras sencillas.

ceremony-person = Jugador { $n }
ceremony-computer = Ordenador
ceremony-computer-n = Ordenador { $n }
ceremony-senet-throws = { $you ->
    [first] Tú y el ordenador ({ $level }) tiráis los { -sticks } por turnos hasta que uno saque un 1: { $throws }.
    [second] El ordenador ({ $level }) y tú tiráis los { -sticks } por turnos hasta que uno saque un 1: { $throws }.
   *[none] { $first } y { $second } tiran los { -sticks } por turnos hasta que uno saque un 1: { $throws }.
}
ceremony-senet-throw = { $value ->
    [1] { $you ->
        [you] Sacas un 1 y te quedas con las negras.
        [computer] El ordenador saca un 1 y se queda con las negras.
       *[none] { $player } saca un 1 y se queda con las negras.
    }
   *[other] { $you ->
        [you] Sacas { $value }.
        [computer] El ordenador saca { $value }.
       *[none] { $player } saca { $value }.
    }
}
ceremony-roll = { $you ->
    [first] Sacas { $a }, el ordenador saca { $b }.
    [second] El ordenador saca { $a }, tú sacas { $b }.
   *[none] { $first } saca { $a }, { $second } saca { $b }.
}
ceremony-roll-tie = { $you ->
    [first] Sacas { $a }, el ordenador saca { $b }: empate, los dos volvéis a tirar.
    [second] El ordenador saca { $a }, tú sacas { $b }: empate, los dos volvéis a tirar.
   *[none] { $first } saca { $a }, { $second } saca { $b }: empate, los dos vuelven a tirar.
}
ceremony-drawn = { $you ->
    [you] El sorteo te elige para empezar.
    [computer] El sorteo elige al ordenador ({ $level }) para empezar.
   *[none] El sorteo elige a { $player } para empezar.
}
ceremony-rematch = Revancha: los jugadores cambian de lado.
ceremony-verdict = { $game ->
    [senet] { $you ->
        [first] Juegas con Negro (Sur) y empiezas, contra el ordenador ({ $level }), que juega con Blanco (Norte).
        [second] El ordenador ({ $level }) juega con Negro (Sur) y empieza; tú juegas con Blanco (Norte).
       *[none] { $first } juega con Negro (Sur) y empieza; { $second } juega con Blanco (Norte).
    }
    [zanstrekt] { $you ->
        [first] Juegas como Sur (azul, piezas redondas) y empiezas, contra el ordenador ({ $level }), que juega como Norte (naranja, piezas cuadradas).
        [second] El ordenador ({ $level }) juega como Sur (azul, piezas redondas) y empieza; tú juegas como Norte (naranja, piezas cuadradas).
       *[none] { $first } juega como Sur (azul, piezas redondas) y empieza; { $second } juega como Norte (naranja, piezas cuadradas).
    }
   *[arsisesi] { $you ->
        [first] Juegas como Sur (azul) y empiezas, contra el ordenador ({ $level }), que juega como Norte (naranja).
        [second] El ordenador ({ $level }) juega como Sur (azul) y empieza; tú juegas como Norte (naranja).
       *[none] { $first } juega como Sur (azul) y empieza; { $second } juega como Norte (naranja).
    }
}
ceremony-you-play = Juegas como { $seat } ({ $colour ->
    [south] azul
    [west] verde
    [north] naranja
   *[east] rosa
}) contra el ordenador ({ $level }).
ceremony-level = { $level ->
    [easy] fácil
    [medium] medio
    [perfect] perfecto
   *[strong] fuerte
}
ceremony-senet-forced = El 1 decisivo se juega en el acto: la pieza negra avanza de la casilla 10 a la 11.
ceremony-pending = Se decide quién juega con qué lado…
ceremony-title = Quién juega con qué lado
ceremony-skip = Saltar
ceremony-start = Jugar
