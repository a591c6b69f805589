## Jouer sur le plateau : pourquoi un clic ou une touche n'a rien fait, et ce qui vient de se passer.

play-browsing = Vous regardez une position antérieure : revenez à la partie pour jouer.
play-over = La partie est terminée. Commencez une nouvelle partie pour rejouer.
play-throw-first = Lancez d'abord.
play-nothing-there = Rien à déplacer ici : choisissez une pièce entourée.
