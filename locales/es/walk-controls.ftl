walk-next = Siguiente
walk-back = Anterior
walk-first = Volver al inicio
walk-last = Al último paso
walk-counter = { $step } / { $steps }
