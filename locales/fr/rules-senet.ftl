### Les règles du Senet dans la fenêtre Règles. Les numéros d'arbitrage (SEN-3) et la notation
### (12-15, 29-off) restent tels quels.

rules-senet-title = { -senet }
rules-senet-summary = Une course pour deux joueurs, Noir et Blanc, avec cinq pièces chacun sur un plateau de 30 cases, que l'on déplace en lançant quatre bâtonnets à deux faces. Le premier à faire passer ses cinq pièces au-delà de la case 30 et à les sortir du plateau gagne.

rules-senet-start = Plateau et départ
rules-senet-start-1 = Les cases se suivent en S : de 1 à 10 sur la rangée du haut depuis la gauche, de 11 à 20 en revenant sur la rangée du milieu, de 21 à 30 sur la rangée du bas. Blanc commence sur 1, 3, 5, 7, 9 et Noir sur 2, 4, 6, 8, 10.
rules-senet-start-2 = Pour choisir les couleurs, les joueurs lancent à tour de rôle jusqu'à ce que l'un d'eux obtienne un 1. Ce joueur prend Noir, utilise ce 1 pour avancer la pièce de 10 à 11, et relance.

rules-senet-turn = Un tour
rules-senet-turn-1 = Les bâtonnets donnent 1, 2, 3 ou 4 selon le nombre de faces plates visibles, et 6 quand il n'y en a aucune ; le 5 n'existe pas. Le 2 est le lancer le plus fréquent, le 4 et le 6 les plus rares. Chaque lancer avance une pièce d'exactement autant de cases. Après un 1, un 4 ou un 6, on relance ; après un 2 ou un 3, la main passe.

rules-senet-attack = Avancer et attaquer
rules-senet-attack-1 = On ne peut pas s'arrêter sur sa propre pièce. S'arrêter sur une pièce adverse l'attaque : les deux pièces échangent leurs places. Mais une pièce qui a une partenaire de sa couleur sur la case suivante ou précédente est protégée et ne peut pas être attaquée.
rules-senet-attack-caption = Noir a lancé 3. 12-15 attaque la pièce blanche isolée en 15, qui recule en 12. 14-17 est interdit, car 17 et 18 se protègent l'une l'autre.

rules-senet-blocks = Blocages et coups en arrière
rules-senet-blocks-1 = Trois pièces ou plus de la même couleur à la suite forment un blocage, sur lequel les pièces adverses ne peuvent ni s'arrêter ni passer, dans un sens comme dans l'autre.
rules-senet-blocks-2 = Si un lancer ne permet aucun coup vers l'avant, une pièce doit reculer d'autant de cases, selon les mêmes règles ; la pièce adverse sur laquelle elle s'arrête est échangée vers l'avant. Si aucun coup n'est possible dans aucun sens, vous perdez aussitôt.
rules-senet-blocks-caption = Noir a lancé 3. Le blocage de Blanc arrête 14 et 15, et 12 tomberait sur une pièce noire, donc Noir doit reculer : 12-9 ou 14-11.

rules-senet-squares = Cases spéciales
rules-senet-squares-1 = La case 27 est l'eau. Une pièce qui y termine son coup va en 15, ou sur la case libre de plus petit numéro si 15 est occupée. Passer au-dessus de 27 est sans danger.
rules-senet-squares-2 = Les cases 26, 28 et 29 sont sûres : les pièces qui s'y trouvent ne peuvent pas être attaquées et ne sont jamais obligées de bouger. Si vos seuls coups possibles viennent de telles pièces, vous pouvez passer à la place.
rules-senet-squares-caption = Noir a lancé 3 et joué 24-27 dans l'eau ; la pièce est allée en 15.

rules-senet-winning = Sortie et victoire
rules-senet-winning-1 = Dès que vous n'avez plus de pièce entre 1 et 10, un lancer qui mène une pièce au-delà de 30 la sort du plateau ; pas besoin d'un lancer exact, mais le chemin ne doit pas franchir de blocage. Une pièce renvoyée dans la rangée du haut vous empêche de sortir jusqu'à ce qu'elle en reparte.
rules-senet-winning-2 = Le premier à sortir ses cinq pièces gagne et marque 1 point par pièce adverse entre 21 et 30 et 3 par pièce adverse entre 1 et 20. Il n'y a pas de partie nulle.
rules-senet-winning-caption = Noir a lancé 4 et peut jouer 29-off ou 26-30, ou passer, puisque ses deux pièces sont sur des cases sûres.

rules-senet-rulings = Arbitrages appliqués ici
rules-senet-rulings-1 = SEN-3 : la partie proprement dite commence après le tirage des couleurs, Noir lançant le premier.
rules-senet-rulings-2 = SEN-6 : une paire protège même par-delà la fin d'une rangée, comme 10 et 11.
rules-senet-rulings-3 = SEN-9 : les pièces en 26, 28, 29 peuvent rester sur place : vous pouvez passer.
rules-senet-rulings-4 = SEN-10 : un lancer qu'aucune pièce ne peut utiliser fait perdre la partie.
rules-senet-rulings-5 = SEN-11 : quand 15 est occupée, la case d'où vient la pièce compte comme vide.
