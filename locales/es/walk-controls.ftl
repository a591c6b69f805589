walk-next = Siguiente
walk-back = Anterior
walk-first = Volver al inicio
walk-last = Al último paso
walk-counter = { $step } / { $steps }
walk-caption-cut = { $count ->
    [one] El texto del paso { $steps } tiene más de { $limit } caracteres: su final no se muestra.
   *[other] Los textos de los pasos { $steps } tienen más de { $limit } caracteres: su final no se muestra.
}
