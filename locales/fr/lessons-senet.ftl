### Le cours de Senet (lessons/senet.txt, docs/lessons.md) : pour chaque étape son but (une
### phrase, au-dessus du plateau), -done (ce que l'étape enseigne, une fois le but atteint) et
### -miss (pourquoi un coup légal manque le but). Les numéros de case restent tels quels.

lesson-senet-throws = Appuyez sur Lancer, puis avancez une de vos pièces noires d'autant de cases que l'indiquent les bâtonnets.
lesson-senet-throws-done = Deux faces plates visibles font 2. Les pièces suivent le S : de 1 à 10, puis de 11 à 20 de droite à gauche, puis de 21 à 30. Un 2 ou un 3 termine votre tour.
lesson-senet-throws-miss = Avancez une pièce d'exactement autant de cases que le lancer.
lesson-senet-again = Vous avez lancé un 4, qui donne un nouveau lancer : amenez une pièce sur la case 19 pendant ce tour.
lesson-senet-again-done = Un 1, un 4 ou un 6 vous fait relancer : un seul tour peut donc compter plusieurs coups.
lesson-senet-again-miss = Avancez la pièce de 13 de 4 cases, puis relancez et allez jusqu'à 19.
lesson-senet-attack = Attaquez la pièce blanche en 16.
lesson-senet-attack-done = S'arrêter sur une pièce adverse isolée échange les deux : elle recule sur la case que vous avez quittée.
lesson-senet-attack-miss = Arrêtez-vous exactement en 16 : votre pièce en 13 en est à trois cases.
lesson-senet-pair = Deux pièces blanches côte à côte se protègent : attaquez plutôt la pièce isolée.
lesson-senet-pair-done = Une pièce qui a une partenaire sur la case juste avant ou juste après elle ne peut pas être attaquée.
lesson-senet-pair-miss = La paire en 17 et 18 ne peut pas être attaquée ; la pièce en 20 est seule.
lesson-senet-block = Trois pièces blanches à la suite barrent le chemin : amenez une pièce en 15.
lesson-senet-block-done = Aucune pièce ne peut s'arrêter sur un blocage de trois ni le franchir, en avant comme en arrière.
lesson-senet-block-miss = Votre pièce en 14 ne peut pas franchir le blocage ; la pièce en 9 peut avancer de six cases.
lesson-senet-backward = Aucun coup en avant n'est possible : reculez sur la pièce blanche en 20.
lesson-senet-backward-done = Un lancer sans coup en avant doit servir à reculer ; s'arrêter sur une pièce adverse isolée la fait avancer par échange.
lesson-senet-backward-miss = En avançant, votre pièce s'arrêterait sur le blocage ; ce lancer doit servir à reculer.
lesson-senet-water = La case 27 est l'eau : amenez une pièce en 26 sans y tomber.
lesson-senet-water-done = Une pièce qui s'arrête en 27 retourne en 15 (ou sur la plus petite case libre si 15 est occupée).
lesson-senet-water-miss = Une pièce qui s'arrête en 27 retourne en 15. La pièce en 23 atteint 26 sans danger.
lesson-senet-safe = Votre pièce en 29 est à l'abri et n'est pas obligée de bouger : passez.
lesson-senet-safe-done = Les pièces en 26, 28 et 29 ne peuvent pas être attaquées, et quand elles seules pourraient bouger, vous pouvez passer.
lesson-senet-safe-miss = En 30, votre pièce ne serait plus à l'abri de la pièce blanche en 26. Passez pour rester en 29.
lesson-senet-first-row = Impossible de sortir une pièce tant qu'une autre est dans la première rangée : faites-en sortir la pièce en 8.
lesson-senet-first-row-done = On ne peut sortir des pièces qu'une fois toutes ses pièces parties des cases 1 à 10.
lesson-senet-first-row-miss = Avancez la pièce de 8 en 11 ; la pièce en 28 doit attendre.
lesson-senet-bear-off = Sortez du plateau la pièce en 29.
lesson-senet-bear-off-done = Un lancer qui mène une pièce au-delà de 30 la sort ; inutile de tomber juste.
lesson-senet-bear-off-miss = 29 plus 2 dépasse 30 : ce coup sort la pièce du plateau.
lesson-senet-win = Sortez votre dernière pièce pour gagner.
lesson-senet-win-done = Le premier à sortir ses cinq pièces gagne, et marque 3 points par pièce adverse sur les cases 1 à 20 et 1 point par pièce sur 21 à 30.
lesson-senet-win-miss = Sortez la pièce : un 3 depuis 28 l'emmène au-delà de 30.
