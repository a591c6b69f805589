## La revue de partie (src/app/review.rs, src/web/review.rs).

review-title = Revue de la partie
review-close = Fermer la revue
review-progress = Revue en cours : position { $done } sur { $total }
review-chart = Chances de gain au fil de la partie : choisissez un point pour voir cette position
review-turns = Tour
review-point-start = Départ : { $chances }
review-point = Tour { $n }, après { $move } : { $chances }
review-point-label = Tour { $n }, après { $move } ({ $label }) : { $chances }
review-moments = Moments clés
review-moment = Tour { $n } : { $seat } a joué { $played } ({ $label }, { $loss }). Mieux : { $best }.
review-no-moments = Aucune imprécision : chaque décision était à moins de 5 points de la meilleure.
review-seat = { $seat } : { $decisions ->
    [one] 1 décision
   *[other] { $decisions } décisions
  }, { $lost } perdus en moyenne, { $blunders ->
    [one] 1 gaffe
   *[other] { $blunders } gaffes
  } ; chance aux lancers { $luck }.
review-luck = chance { $points }
review-exact = Les chiffres sont exacts : l’Arsisesi B est résolu.
review-estimated = Les chiffres sont des estimations de la recherche de l’ordinateur ; un écart d’un ou deux points n’est que du bruit.
review-failed = La revue n’a pas pu se faire : { $why }
