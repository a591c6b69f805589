walk-next = Weiter
walk-back = Zurück
walk-first = Zurück zum Anfang
walk-last = Zum letzten Schritt
walk-counter = { $step } / { $steps }
