### Les règles de Seesaw dans la fenêtre Règles. Les numéros d'arbitrage (SEE-5) et la notation
### (e4xe5, d5-d3) restent tels quels.

rules-seesaw-title = { -seesaw }
rules-seesaw-summary = Une bataille dans l'esprit des dames pour deux joueurs, Sud et Nord, sur un plateau d'hexagones de 5 cases de côté (4 sur le petit plateau). Chaque joueur bâtit des piles de pièces dressées sur un territoire grandissant de tuiles de sa couleur. Il n'y a pas de dés. On gagne en prenant toutes les piles adverses.

rules-seesaw-start = Départ
rules-seesaw-start-1 = Chaque joueur commence avec une tuile portant une pile de 1 (une seule pièce) : Sud dans le coin du bas, Nord dans le coin du haut. Sud joue en premier.

rules-seesaw-turn = Un tour
rules-seesaw-turn-1 = À votre tour, vous déplacez une pile ou vous en posez une nouvelle. Pour poser, placez une tuile de votre couleur sur une case sans tuile ni pile qui touche une de vos tuiles, et dressez-y une pile de 1.

rules-seesaw-moving = Déplacement
rules-seesaw-moving-1 = Une pile fait de 1 pas jusqu'à autant de pas qu'elle a de pièces. Les piles de taille impaire avancent (pour Sud tout droit vers le haut ou en diagonale vers le haut, pour Nord vers le bas), les piles de taille paire reculent ; chaque pas peut prendre n'importe laquelle de ces trois directions. Un coup ne peut pas entrer dans une case occupée par une pile, mais les tuiles ne gênent jamais. Seule compte la case où la pile s'arrête.

rules-seesaw-capturing = Capture
rules-seesaw-capturing-1 = Si l'une de vos piles peut atteindre une pile adverse en autant de pas au plus que sa taille, en allant dans les six directions par des cases sans pile, vous devez capturer : choisissez n'importe laquelle de ces captures. La pile adverse est retirée et la vôtre prend sa case. Cela coûte le plus court chemin ; s'il reste des pas et qu'un autre adversaire est à leur portée, la pile doit capturer encore. Sinon, elle peut utiliser le reste pour un déplacement ordinaire, ou s'arrêter.
rules-seesaw-capturing-caption = Sud doit capturer. Après e4xe5, la pile de 3 a encore 2 pas et doit aussi prendre f4, un pas vers le bas que ses déplacements ordinaires ne permettraient pas. Elle peut ensuite avancer d'un pas ou s'arrêter.

rules-seesaw-promotion = Promotion
rules-seesaw-promotion-1 = À la fin de votre tour, la pile qui a bougé gagne une pièce si elle s'arrête avec une taille impaire sur une tuile adverse, ou avec une taille paire sur une de vos tuiles. Les piles font donc la bascule : en avant pour grandir chez l'adversaire, puis retour chez soi pour grandir encore.
rules-seesaw-promotion-caption = La pile de 2 de Sud recule. d5-d3 s'arrête sur une tuile de Sud, donc elle devient une pile de 3, qui repartira vers l'avant.

rules-seesaw-winning = Victoire et nulle
rules-seesaw-winning-1 = Vous gagnez quand, à la fin de votre tour, votre adversaire n'a plus de pile. Un joueur qui ne peut pas jouer passe son tour ; si aucun des deux ne le peut, la partie est nulle.

rules-seesaw-rulings = Arbitrages appliqués ici
rules-seesaw-rulings-1 = SEE-1 : les hexagones ont un côté plat en haut, donc le plateau a un coin en bas et un coin en haut.
rules-seesaw-rulings-2 = SEE-5 : l'obligation de capturer passe avant le déplacement ou la pose, et n'importe quelle capture peut être choisie.
rules-seesaw-rulings-3 = SEE-6 : après la dernière capture d'une chaîne, le reste peut servir à un déplacement ordinaire, sinon le tour prend fin.
rules-seesaw-rulings-4 = SEE-7 : la tuile sous une pile capturée reste en place.
rules-seesaw-rulings-5 = SEE-9 : seule la pile qui a bougé peut grandir, d'après sa case d'arrivée ; une pile qu'on vient de poser ne grandit jamais.
rules-seesaw-rulings-6 = SEE-10 : un joueur qui ne peut pas jouer passe son tour et l'adversaire rejoue (le texte original ne le dit pas) ; si aucun ne peut jouer, la partie est nulle.
