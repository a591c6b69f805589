walk-next = Suivant
walk-back = Précédent
walk-first = Retour au début
walk-last = À la dernière étape
walk-counter = { $step } / { $steps }
walk-caption-cut = { $count ->
    [one] La légende de l'étape { $steps } dépasse { $limit } caractères : sa fin n'est pas montrée.
   *[other] Les légendes des étapes { $steps } dépassent { $limit } caractères : leur fin n'est pas montrée.
}
