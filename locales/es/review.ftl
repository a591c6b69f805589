## La revisión de la partida (src/app/review.rs, src/web/review.rs).

review-title = Revisión de la partida
review-close = Cerrar la revisión
review-progress = Revisando: posición { $done } de { $total }
review-chart = Probabilidad de ganar a lo largo de la partida: elige un punto para ver esa posición
review-turns = Turno
review-point-start = Inicio: { $chances }
review-point = Turno { $n }, tras { $move }: { $chances }
review-point-label = Turno { $n }, tras { $move } ({ $label }): { $chances }
review-moments = Momentos clave
review-moment = Turno { $n }: { $seat } jugó { $played } ({ $label }, { $loss }). Mejor: { $best }.
review-no-moments = Ninguna imprecisión: cada decisión quedó a menos de 5 puntos de la mejor.
review-seat = { $seat }: { $decisions ->
    [one] 1 decisión
   *[other] { $decisions } decisiones
  }, { $lost } perdidos de media, { $blunders ->
    [one] 1 error grave
   *[other] { $blunders } errores graves
  }; suerte { $luck }.
review-luck = suerte { $points }
review-exact = Las cifras son exactas: el Arsisesi B está resuelto.
review-estimated = Las cifras son estimaciones de la búsqueda del ordenador; diferencias de uno o dos puntos son ruido.
review-failed = No se pudo hacer la revisión: { $why }
