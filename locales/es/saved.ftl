## Tus partidas: la lista de partidas guardadas, y qué pasa cuando no se pueden guardar.

saved-title = Tus partidas
saved-open = Tus partidas
saved-playing = Sin terminar
saved-finished = Terminadas
saved-unreadable = No se pudieron leer
saved-unreadable-note = Estas partidas guardadas no se pudieron leer. Su texto se conserva: cópialo para guardarlo en otro sitio, o bórralo.
saved-none = Aún no hay partidas guardadas: una partida se guarda en cuanto se hace una jugada.
saved-this-game = Esta partida
saved-resume = Reanudar
saved-review = Revisar
saved-delete = Borrar
saved-delete-sure = ¿Borrar para siempre?
saved-copy = Copiar
saved-copied = Copiado
saved-detail = { $moves ->
    [one] 1 jugada
   *[other] { $moves } jugadas
} · { $when }
saved-person = persona
saved-just-now = ahora mismo
saved-minutes-ago = { $n ->
    [one] hace 1 minuto
   *[other] hace { $n } minutos
}
saved-hours-ago = { $n ->
    [one] hace 1 hora
   *[other] hace { $n } horas
}
saved-days-ago = { $n ->
    [one] hace 1 día
   *[other] hace { $n } días
}
saved-cannot-save = Este navegador no está guardando tus partidas: su almacenamiento está lleno o desactivado. Puedes seguir jugando; para conservar una partida, usa Compartir partida y guarda el enlace. Borrar partidas terminadas en Tus partidas puede liberar espacio.
saved-deleted = Partida borrada.
