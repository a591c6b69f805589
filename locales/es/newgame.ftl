### El diálogo de partida nueva.

new-player-number = Jugador { $number }
new-seat-first = { $seat } (empieza)
new-ceremony-note = Las tiradas iniciales deciden qué jugador ocupa cada lado.
