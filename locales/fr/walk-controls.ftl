walk-next = Suivant
walk-back = Précédent
walk-first = Retour au début
walk-last = À la dernière étape
walk-counter = { $step } / { $steps }
