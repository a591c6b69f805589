### Las palabras fijas de la página de juego (index.html) y el ajuste del idioma.

page-title = Quintet — cinco juegos de tablero
page-game = Juego
page-new-game = Partida nueva
page-flip = Girar
page-flip-board = Girar el tablero
page-rules = Reglas
page-rules-unavailable = No se han podido cargar las reglas. Vuelva a intentarlo cuando tenga conexión.
page-rules-close = Cerrar las reglas
page-close = Cerrar
page-players = Jugadores
page-cancel = Cancelar
page-start = Empezar
page-board = Tablero de juego
page-keys = Teclas: las flechas mueven el cursor, Intro selecciona y juega, T tira, H da un consejo, 1–9 pulsan los botones ofrecidos (pasar, terminar el turno, renunciar…), U deshace, R rehace, F gira el tablero, P pausa el ordenador.
page-thinking = El ordenador está pensando…
page-throw = Tirar
page-undo = Deshacer
page-redo = Rehacer
page-live = Volver a la partida
page-pause = Pausa
page-ceremony = Ceremonia inicial
page-moves = Jugadas
page-replay = Repetición
page-first = Primera posición
page-back = Una jugada atrás
page-scrub = Posición en la partida
page-forward = Una jugada adelante
page-last = Última posición
page-play-here = Jugar desde aquí
page-share = Compartir
page-share-position = Compartir la posición
page-share-game = Compartir la partida
page-share-link = Enlace para compartir
page-dice = Honradez de los dados
page-dice-throw = Tirada
page-dice-seen = Vistas
page-dice-expected = Esperadas
page-dice-empty = Todavía no hay tiradas.
page-show-targets = Mostrar las jugadas posibles
page-coords = Mostrar el nombre de las casillas
guide-offer = O juega una primera partida guiada
page-undo-turns = Deshacer y rehacer turnos enteros
page-language = Idioma
page-download = Descargar para jugar sin conexión
page-record = Registro de la partida
page-start-failed = El juego no ha podido empezar: { $why }

## La página de juego: lo que acaba de pasar, y por qué algo no pasó.

page-seat-problems = { $n ->
    [one] Este enlace pide un jugador que Quintet no conoce, así que ese lado lo juega una persona.
   *[other] Este enlace pide jugadores que Quintet no conoce, así que esos lados los juegan personas.
} Detalles: { $problems }.
page-choose = Varias jugadas encajan con ese clic: elige una.
page-played = { $who } jugó { $move }.
page-played-button = Jugada: { $move }.
page-thrown = Tirada: { $value }.
page-nothing-moves = Tirada de { $value }: ninguna pieza puede moverse.
page-undone = Jugada deshecha.
page-redone = Jugada rehecha.
page-link-broken = Este enlace no contiene una partida que se pueda abrir: le falta una parte o está mal escrito, quizá se cortó al copiarlo. En su lugar empieza una partida nueva. Detalles: { $error }
page-computer-played = { $who } (ordenador) jugó { $move }.
page-computer-failed = El ordenador no pudo jugar ({ $why }). Deshaz, o empieza una partida nueva.
page-computer-turn = { $seat } lo juega el ordenador: espera su jugada.
page-paused = El ordenador está en pausa.
page-resumed = El ordenador sigue jugando.
page-resumed-game = Se reanudó tu partida de { $game }.
page-saved-kept = { $n ->
    [one] Tu partida sin terminar de { $game } sigue en Tus partidas.
   *[other] Tus { $n } partidas sin terminar siguen en Tus partidas.
}
dialog-close = Cerrar
page-computer-doing = { $doing ->
    [throw] { $seat } (ordenador) tira…
    [think] { $seat } (ordenador) está pensando…
   *[move] { $seat } (ordenador) mueve…
}
page-resume = Reanudar
page-learn = Aprender
page-learn-game = Aprender este juego
page-learn-new = ¿Nuevo en este juego? Apréndalo en pocos minutos
