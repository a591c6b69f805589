## El editor de posiciones (editor.html): paleta, campos, ayuda, validación y exportación.

editor-seat-south = Sur
editor-seat-west = Oeste
editor-seat-north = Norte
editor-seat-east = Este
editor-seat-black = Negro
editor-seat-white = Blanco

editor-tool-piece = Pieza de { $seat }
editor-tool-token = Ficha de { $seat }
editor-tool-returning = Ficha de { $seat }, de vuelta
editor-tool-tile = Loseta de { $seat }
editor-tool-stack = Pila de { $seat }
editor-tool-stone = Piedra de { $seat }
editor-tool-marble = Canica de { $seat }
editor-tool-erase = Borrar
editor-tool-highlight = Resaltar

editor-field-to-move = Mueve
editor-field-throw = Tirada por usar
editor-field-chain = Captura en curso
editor-field-steps = Pasos restantes
editor-field-stack-size = Tamaño de las pilas nuevas
editor-field-turns = Turnos jugados
editor-field-out = { $seat } está eliminado
editor-field-movement-points = Puntos de movimiento restantes
editor-field-length = Espacios por carril
editor-field-waiting = { $seat } esperando en { -home }
editor-field-arrived = { $seat } llegadas, por volver
editor-field-exited = { $seat } fuera
editor-field-commit = { $seat } comprometida
editor-field-ambush = Emboscada en { $cell }
editor-throw-none = ninguna todavía
editor-mp-none = ninguno todavía: por tirar
editor-chain-none = ninguna
editor-commit-none = ninguna
editor-commit-othent = en { $cell }
editor-commit-bridge = en { $bridge }, hacia { $cell }
editor-no = no
editor-yes = sí

editor-note-borne-off = Fuera: Negro { $south }, Blanco { $north }
editor-note-players = { $players } jugadores, según el tablero
editor-note-cleared = Completadas: Sur { $south }, Norte { $north }
editor-note-pool = En la reserva: Sur { $south }, Norte { $north }

editor-help-senet = Elija una pieza y toque una casilla para ponerla allí; tóquela otra vez para quitarla. Las piezas que no están en el tablero han salido.
editor-help-seesaw = Toque una casilla con una { -tile } para colocarla, otra vez para levantarla. Con una { -stack }, toque para poner una del tamaño elegido abajo, otra vez para hacerla una pieza más alta. Borrar vacía una casilla.
editor-help-arces = Toque con una { -stone } para ponerla, otra vez para poner una segunda { -stone } encima (una { -tower } o una { -cage }), una tercera para vaciar la casilla. Una { -marble } va con la { -stone } de su dueño; tóquela otra vez para quitar la { -marble }.
editor-help-arsisesi = Toque un espacio para poner una { -token }, otra vez para quitarla. Toque una { -home } con la { -token } de su dueño para añadir una que espera allí (o con una { -token } de vuelta para añadir una llegada). Las fichas que faltan están completadas.
editor-help-zanstrekt = Toque una casilla para poner una pieza, otra vez para quitarla. En su propio { -zan }, el segundo toque marca una pieza que ya ha dado la vuelta (solo un 1 exacto la saca), el tercero la quita. Toque un montón de piezas fuera para añadirle una.

editor-impossible = Esta posición es imposible. { $reason }
# Instead of the notation's fix (a flag written !e2-e1), the field that fixes it; $field is its name (editor-field-commit).
editor-problem-bridge = La pieza en el { -zan-bridge } { $cell } lo está cruzando: elija el { -othent } al que va en el campo «{ $field }».
editor-load-empty = Pegue primero un enlace, una partida o el nombre de un juego.
editor-possible = Esta posición es posible: llévesela abajo.
editor-failed = El editor no ha podido empezar: { $error }
editor-link-unreadable = No se ha podido abrir este enlace. { $reason } Se muestra la posición inicial.
editor-paste-unreadable = No se puede abrir eso. { $reason } Se conserva la posición que se está editando.
editor-undone = Cambio deshecho.
editor-redone = Cambio rehecho.
editor-loaded = Posición abierta.
# A Copy button's words for a moment after it is pressed: copied, or (the browser refused) the text selected for the reader to copy.
editor-copy-done = Copiado
editor-copy-selected = Seleccionado: cópielo
editor-marks-none = No hay casillas resaltadas: elija Resaltar en la paleta y toque casillas.
editor-marks = Resaltadas: { $cells }
editor-frame-title = Posición de { $game }

editor-page-title = Editor de posiciones — Quintet
editor-brand = Quintet
editor-title = Editor de posiciones
editor-game = Juego
editor-start = Posición inicial
editor-empty = Tablero vacío
editor-board-region = Tablero
editor-palette = Piezas
editor-keys = Teclas: las flechas mueven el cursor, Intro pone la pieza elegida, 1–9 eligen de la paleta, U deshace, R rehace, F gira el tablero.
editor-undo = Deshacer
editor-redo = Rehacer
editor-turn-title = Turno y recuentos
editor-notation-title = Notación
editor-paste-label = Abrir un enlace, una partida o el nombre de un juego
editor-open = Abrir
editor-exports-title = Llevar
editor-exports-help = Solo se puede llevar una posición posible.
editor-link = Enlace a esta posición
editor-copy = Copiar
editor-play-here = Jugar desde aquí
editor-options-title = Opciones del tablero
editor-opt-flip = Girado 180°
editor-opt-coords = Nombres de las casillas
editor-opt-controls = Controles de repetición
editor-opt-static = Imagen fija (los clics no hacen nada)
editor-clear-marks = Quitar los resaltados
editor-snippet-iframe = Cualquier página web: un iframe
editor-snippet-element = Páginas que admiten scripts: el elemento quintet-board
editor-snippet-wiki = MediaWiki y DokuWiki, con la integración de Quintet: la etiqueta del wiki
editor-diagram-title = Imagen
editor-svg = SVG
editor-png-1 = PNG 1×
editor-png-2 = PNG 2×
editor-noscript = El editor necesita JavaScript y WebAssembly.
# The verdict's place before the editor has started (editor.html).
editor-loading = Preparando el tablero y las piezas…
