### Le cours de Seesaw (lessons/seesaw.txt, docs/lessons.md) : pour chaque étape son but (une
### phrase, au-dessus du plateau), -done (ce que l'étape enseigne, une fois le but atteint) et
### -miss (pourquoi un coup légal manque le but). Les cases (d3) et les coups (d2xd3) restent tels quels.

lesson-seesaw-step = Votre pile a 1 pièce, elle fait donc exactement 1 pas, en avant : avancez-la tout droit ou en diagonale vers le haut.
lesson-seesaw-step-done = Une pile fait de 1 pas jusqu'à autant de pas qu'elle a de pièces. Les piles de taille impaire vont en avant, et aucun pas ne peut entrer dans une case occupée par une pile.
lesson-seesaw-step-miss = Cette fois, avancez votre pile de 1 d'un pas plutôt que d'en poser une nouvelle.
lesson-seesaw-two = Une pile de 2 recule, de 1 ou 2 pas : ramenez-la jusqu'en d2.
lesson-seesaw-two-done = Les piles de taille paire reculent, celles de taille impaire avancent ; chaque pas peut prendre l'une des trois directions.
lesson-seesaw-two-miss = Votre pile de 2 peut faire 2 pas : descendez jusqu'en d2.
lesson-seesaw-place = Au lieu de bouger, posez une nouvelle tuile portant une pile de 1 à côté de votre tuile.
lesson-seesaw-place-done = Vous pouvez poser sur toute case vide voisine d'une de vos tuiles. Chaque nouvelle tuile permet de poser plus loin, et vos piles peuvent y grandir.
lesson-seesaw-place-miss = Ce coup a déplacé votre pile ; pour poser, cliquez une case vide à côté de votre tuile.
lesson-seesaw-grow = Une pile de taille impaire qui finit son tour sur une tuile adverse grandit : avancez sur la tuile de Nord en d6.
lesson-seesaw-grow-done = Votre pile de 1 a fini sur une tuile de Nord, elle a donc gagné une pièce. Devenue une pile de 2, elle recule, vers vos tuiles.
lesson-seesaw-grow-miss = Seule une tuile de Nord fait grandir une pile de taille impaire : avancez en d6.
lesson-seesaw-home = Une pile de taille paire grandit sur une de ses propres tuiles : ramenez votre pile de 2 en d2.
lesson-seesaw-home-done = Les piles paires grandissent chez elles et les impaires chez l'adversaire : les piles font ainsi la bascule sur le plateau en grandissant.
lesson-seesaw-home-miss = d3 n'a pas de tuile à vous ; deux pas plus bas, d2 en a une.
lesson-seesaw-capture = Si vous pouvez capturer, vous devez le faire, dans n'importe laquelle des six directions : prenez la pile de Nord en d3.
lesson-seesaw-capture-done = Capturer passe avant bouger ou poser, même en arrière. La pile capturée quitte le plateau ; une tuile dessous resterait.
lesson-seesaw-capture-miss = Vous devez capturer la pile en d3.
lesson-seesaw-chain = Votre pile de 3 a des pas à revendre : capturez les deux piles de Nord dans le même tour.
lesson-seesaw-chain-done = Une capture coûte les pas qu'elle demande ; si un autre adversaire est à portée des pas restants, la pile doit capturer encore.
lesson-seesaw-chain-miss = Après une capture, l'autre pile de Nord est encore à portée : prenez-la aussi.
lesson-seesaw-leftover = Capturez la pile en d3, puis utilisez vos 2 pas restants pour atteindre la tuile de Nord en d5.
lesson-seesaw-leftover-done = Quand plus aucun adversaire n'est à portée, les pas restants peuvent faire un déplacement ordinaire, ou end arrête le tour. En d5, votre pile a grandi.
lesson-seesaw-leftover-miss = Vous vous êtes arrêté avec des pas en réserve : 2 d'entre eux mènent votre pile sur la tuile de Nord en d5, où elle grandit.
lesson-seesaw-win = Prenez la dernière pile de Nord pour gagner.
lesson-seesaw-win-done = Vous gagnez quand votre adversaire n'a plus aucune pile à la fin de votre tour.
lesson-seesaw-win-miss = Capturez la pile en d5 : c'est la dernière de Nord.
