### La section qui termine les Règles de chaque jeu : jouer contre l'ordinateur, et l'analyse.

rules-computer = Jouer contre l'ordinateur
rules-computer-1 = Dans Nouvelle partie, l'ordinateur peut tenir n'importe quelle place : Facile se trompe de temps en temps, Moyen joue mieux, et Fort réfléchit dix fois plus longtemps que Moyen.
rules-computer-2 = Conseil (H) marque le meilleur coup avec ses chances de gain ; l'interrupteur Analyse montre les chances de chaque joueur après chaque coup ; Revoir la partie juge chaque décision d'une partie finie et la chance de chaque lancer.
