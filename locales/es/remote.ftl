remote-title = Con un amigo en otro dispositivo
remote-label-you = tú
remote-label-friend = tu amigo
remote-your-side = Tu bando:
remote-side-random = Al azar
remote-choose = Elige tu bando; la página prepara entonces la invitación para tu amigo. Cada uno juega en su propio dispositivo, y las tiradas son justas para los dos.
remote-you-play = Juegas con { $seat }.
remote-sides-later = Los bandos se sortean al empezar la partida.
remote-invite-made = Envía esta invitación a tu amigo. La partida empieza cuando la acepte.
remote-invited = Te invitan a una partida de { $game }: juegas con { $seat }.
remote-invited-random = Te invitan a una partida de { $game }: los bandos se sortean.
remote-accept = Aceptar
remote-accept-note = Acepta y después envía el enlace a tu amigo.
remote-first-move = Juegas primero: haz tu jugada y después envíala.
remote-send = Enviar tu jugada
remote-send-accept = Enviar tu aceptación
remote-send-note = Envía este enlace a tu amigo:
remote-share = Compartir
remote-copy = Copiar
remote-qr = Código QR
remote-qr-label = Código QR del enlace que hay que enviar
remote-copied = Enlace copiado: envíaselo a tu amigo.
remote-shared = Enlace entregado al menú de compartir.
remote-waiting = Esperando a tu amigo. Abre el enlace que te envíe y su jugada aparecerá aquí.
remote-your-turn = Te toca.
remote-turn-ready = Tu turno está completo: envíaselo a tu amigo.
remote-replayed = Tu amigo jugó: { $moves }
remote-start-ready = Tu amigo ha aceptado y juega primero: envíale este enlace para empezar la partida.
remote-start = Empezar la partida
remote-news-threw = Tiró { $value }.
remote-news-action = { $action }.
remote-analysis-off = Las probabilidades de ganar están desactivadas hasta que termine esta partida: en una partida a distancia, nadie juega con la ayuda del ordenador.
remote-hints-off = Los consejos están desactivados hasta que termine esta partida: en una partida a distancia, nadie juega con la ayuda del ordenador.
remote-copy-refused = No se pudo copiar el enlace: selecciónalo en el cuadro de abajo y cópialo tú.
remote-resign = Rendirse
remote-resign-sure = ¿Rendirse de verdad?
remote-you-resigned = Te has rendido.
remote-they-resigned = Tu amigo se ha rendido.
remote-watching-among = Estás viendo esta partida: se juega { $players ->
    [2] entre otros dos dispositivos.
    [3] entre otros tres dispositivos.
   *[other] entre otros cuatro dispositivos.
} Si es tu partida, se guarda en otro navegador, en este dispositivo o en otro: abre el enlace allí, o pulsa allí Continuar en otro navegador para traerla aquí.
remote-other-tab = Esta partida avanzó en otra pestaña: aquí está tal como va.
remote-cannot-start = No se pudo crear la partida: { $why }
remote-not-yours = Esta jugada le toca a tu amigo.
result-resigned = { $who } se rindió.
result-ended = Partida terminada
remote-refused = Este enlace no se aceptó: { $why } Tu partida sigue como estaba.
remote-why-damaged = está dañado o cortado. Pídelo de nuevo.
remote-why-version = lo hizo otra versión de Quintet.
remote-why-record = sus jugadas no se pueden leer ({ $error }).
remote-why-other-game = pertenece a otra partida.
remote-why-no-part = continúa una partida en la que este dispositivo no participa.
remote-why-seats = solo las partidas de dos a cuatro jugadores se juegan a distancia.
remote-why-earlier = es un enlace anterior de esta partida, que ha avanzado desde entonces.
remote-why-second = alguien ya aceptó esta invitación: { $players ->
    [2] la partida tiene sus dos jugadores.
   *[other] ese lugar entre los { $players } jugadores ya estaba tomado.
}
remote-why-conflict = contradice el mensaje { $number }, que llegó antes.
remote-why-missing = falta un enlace antes de este. Abre en orden los enlaces que envió tu amigo.
remote-why-reveal = no viene del dispositivo de tu rival: su secreto no coincide.
remote-why-rewritten = cambia la partida antes de sus jugadas nuevas (en la jugada { $token }).
remote-why-wrong-seat = la jugada { $token } no le toca a quien la envía.
remote-why-undecided = juega antes de que se sorteen los bandos.
remote-why-early-throw = tira antes de que se pueda tirar (jugada { $token }).
remote-why-forged = la jugada { $token } es una tirada de { $found }, pero los dados dieron { $expected }.
remote-why-unfinished = se detiene en medio de un turno.
remote-why-over = la partida ya terminó.
remote-why-resignation = su rendición no es válida aquí.
remote-why-live = los valores nuevos de esta partida en directo que cita no son los que dio el otro dispositivo.
remote-why-own = lleva una jugada que te toca a ti.
remote-why-resign-turn = en una partida de tres o cuatro, se abandona en el propio turno, para que no se cruce con la jugada de otro.
remote-why-state = la copia de la partida en este dispositivo no se pudo leer; se guarda tal cual.


## Partidas en directo por un relé (src/web/remote/live/).
remote-live = ● En directo
remote-live-reconnecting = Reconectando…
remote-live-offline = Sin conexión: envía el enlace en su lugar.
remote-live-another = Reconectando: probando otro relé…
remote-live-overdue = El dispositivo de tu amigo aún no ha respondido. Puedes tirar ahora con los valores del enlace y enviar tu jugada por enlace.
remote-live-relay-wait = El relé no está disponible y tiene tu petición: puede que el dispositivo de tu amigo ya haya respondido, y solo esa respuesta mantiene válido este turno. La tirada se hará en cuanto vuelva el relé.
remote-live-by-link = Tirar por enlace
remote-live-thrown-by-link = El relé no está disponible: tu tirada usó los valores del enlace. Envía tu jugada por enlace.
remote-live-waiting = Esperando a tu amigo: su jugada aparecerá aquí sola.
remote-live-throwing = Tirando: el dispositivo de tu amigo añade su parte de los dados. El botón Tirar está desactivado hasta entonces.
remote-live-sent = Jugada enviada a tu amigo.
remote-live-forged = Un mensaje en el relé de esta partida no venía del dispositivo de tu amigo y se ignoró. Tu partida sigue como estaba.
remote-already-here = La jugada de este enlace ya está en tu partida.

## The group in Your games (src/web/remote/games.rs).
remote-list-send-again = Enviar de nuevo
remote-list-side = Juegas con { $seat }
remote-list-side-random = Bandos aún sin sortear
remote-list-your-move = Te toca · recibido { $when }
remote-list-waiting = Esperando a tu amigo · enviado { $when }
remote-list-waiting-group = Esperando a los demás · enviado { $when }
remote-list-won = Terminada: has ganado
remote-list-lost = Terminada: has perdido
remote-list-ended = Terminada: por un abandono

## Partidas de tres y cuatro (Arcēs; docs/remote.md, «Three and four»).
remote-choose-group = Elige tu lado; la página prepara entonces la invitación para los { $others } otros jugadores (un chat de grupo va bien: cada jugada va a todos). Si eliges un lado, los demás ocupan los puestos siguientes en el orden de juego, en el orden en que se unen. Cada uno juega en su propio dispositivo.
remote-group-joining = Una partida de { $game }: se han unido { $joined } de { $players } jugadores. Empieza cuando se hayan unido todos.
remote-title-group = Con amigos en otros dispositivos
remote-accept-note-group = Acepta y envía el enlace a los demás.
remote-group-full = Esta partida ya tiene sus { $players } jugadores: la estás viendo. Para seguirla, pide a uno de ellos su último enlace y ábrelo aquí.
remote-group-start = Ya están todos: envía esto a los demás para empezar la partida.
remote-group-turn-ready = Tu turno está completo: envíalo a los demás.
remote-group-waiting = Le toca a { $seat }. Abre en orden cada enlace que te envíen los demás, y las jugadas aparecerán aquí.
remote-group-live-waiting = Le toca a { $seat }: las jugadas aparecen aquí solas.
remote-group-resigned = { $seat } abandonó: la partida ha terminado.
remote-send-note-group = Envía este enlace a cada uno de los otros jugadores:
remote-replayed-seat = { $seat } jugó: { $moves }

## Versión 2: mensajes firmados, grupos que se unen a la vez (docs/remote.md, «Version 2»).
remote-why-altered = fue modificado después de que el dispositivo de tu amigo lo hiciera (su firma no coincide). Pide a tu amigo que lo envíe de nuevo.
remote-why-other-version = es de otra versión del protocolo que esta partida.
remote-why-group-full = la partida ya tiene sus { $players } jugadores: esta aceptación llegó tarde. Quien la envió puede ver la partida: envíale tu último enlace.
remote-group-gathering = La partida empieza cuando todos hayan aceptado: abre cada aceptación que te envíen tus amigos, en cualquier orden (en directo, llegan solas).
remote-group-accepted = Tu aceptación está lista: envíala a quien te invitó. La partida empieza cuando su dispositivo tenga las de todos; entonces abre el enlace que envíe.
remote-list-watching = Viendo
remote-list-watched = Viendo · jugada { $when }

## Cuando dos copias difieren (docs/remote.md, «When two copies differ»).
remote-dispute = Vuestras copias de esta partida difieren desde la jugada { $token }: el dispositivo de tu amigo tiene { $theirs }; el tuyo tiene { $ours }.
remote-dispute-mine = Ese turno era tuyo, así que cuenta el tuyo: vuelve a enviar tu enlace de ese turno (abajo), y el dispositivo de tu amigo podrá tomarlo.
remote-dispute-theirs = Ese turno era de tu amigo, así que cuenta el suyo: tómalo para seguir (tus jugadas posteriores se deshacen y vuelves a jugar tu turno).
remote-dispute-ask = Ese turno era de tu amigo, así que cuenta el suyo: pídele que vuelva a enviar su enlace de ese turno y ábrelo aquí.
remote-dispute-take = Tomar la versión de tu amigo
remote-dispute-taken = La versión de tu amigo de ese turno está en tu partida: sigue desde ahí.

## Una partida que sigue a su jugador (docs/remote.md, «A game that follows its player»).
remote-continue = Continuar en otro navegador
remote-continue-note = Privado: este enlace lleva tu parte de la partida, secretos incluidos. Ábrelo en tu otro navegador; nunca lo envíes a tu amigo ni a nadie: quien lo abra juega en tu lugar.
remote-moved = Has movido esta partida a otro navegador: sigue allí, y aquí solo la ves. El enlace privado está abajo, por si lo necesitas de nuevo.
remote-continued = Esta partida sigue ahora en este navegador. El navegador del que viene solo la ve.
remote-continue-older = Este navegador ya tiene esta partida más avanzada: se guarda tal cual.
