### Les règles d'Arcēs dans la fenêtre Règles. Les numéros d'arbitrage (ARC-6) et la notation
### (c3, d3-d4) restent tels quels. Arcēs vient du Québec : vocabulaire du jeu d'origine.

rules-arces-title = { -arces }
rules-arces-summary = Un jeu de siège pour 2 à 4 joueurs sur un plateau de 7 cases sur 7, sans dés. Chaque joueur a cinq pierres et une bille, toujours posée sur une de ses pierres. Amenez votre bille sur la case centrale, l'Or, ou soyez le dernier joueur à avoir encore une bille.

rules-arces-start = Départ
rules-arces-start-1 = Les pierres de chaque joueur occupent les cinq cases du milieu de son bord, la bille sur celle du centre : Sud de b1 à f1, Nord de b7 à f7, Ouest de a2 à a6, Est de g2 à g6. À deux joueurs, on joue Sud et Nord ; à trois, on ajoute Ouest ; à quatre, Est. L'ordre du jeu est Sud, Ouest, Nord, Est ; Sud commence.

rules-arces-turn = Un tour
rules-arces-turn-1 = Déplacez une de vos pièces d'une case dans l'une des huit directions ; vous ne pouvez pas passer. Une case contient au plus deux pièces, et seule celle du dessus peut bouger. Une bille ne peut aller que sur une case portant une seule pierre à vous, et ne capture jamais.

rules-arces-towers = Pierres, Tours et Cages
rules-arces-towers-1 = Une pierre peut aller sur une case vide, ou sur une de vos pierres seule pour former une Tour. Sur une pierre adverse seule, elle la capture si elle descend d'une Tour ; sinon elle se pose dessus et forme une Cage qui retient la pierre du dessous. Une pierre qui descend d'une Tour capture aussi la pierre du dessus d'une case à deux pierres quand celle-ci est adverse. N'importe quelle pierre, d'où qu'elle vienne, capture une bille adverse : son propriétaire est éliminé. Les autres cases pleines sont fermées. Les pièces capturées quittent la partie.
rules-arces-towers-caption = La pierre du dessus de la Tour de Sud en c3 capture la pierre de Nord en c4. La pierre seule en e3 ne pourrait qu'encager la pierre en e4.

rules-arces-out = Joueurs éliminés
rules-arces-out-1 = Un joueur dont la bille est capturée, ou qui ne peut pas jouer, est éliminé. Sa bille quitte le plateau, ses pierres restent comme des pièces inertes, et son tour est sauté désormais.
rules-arces-out-caption = Trois joueurs. La pierre de Sud en c3 peut prendre la bille d'Ouest en b4. Ouest serait alors éliminé, et Sud et Nord continueraient.

rules-arces-winning = Victoire et nulle
rules-arces-winning-1 = Si votre bille atteint l'Or, d4, sur une de vos pierres, vous gagnez aussitôt. Vous gagnez aussi en étant le dernier joueur à avoir une bille. Après 100 coups sans vainqueur, la partie est nulle.
rules-arces-winning-caption = Une pierre de Sud est déjà sur l'Or. La bille y monte par d3-d4 et Sud gagne.

rules-arces-rulings = Arbitrages appliqués ici
rules-arces-rulings-1 = ARC-1, ARC-3 : la taille du plateau, l'Or et les cases de départ sont reconstitués ; l'image originale du plateau est perdue.
rules-arces-rulings-2 = ARC-6 : une pierre qui quitte une Tour capture toujours une pierre adverse seule ; elle ne peut pas choisir de l'encager. Une pierre qui capture une bille prend sa place et encage la pierre du dessous.
rules-arces-rulings-3 = ARC-8 : un joueur sans coup possible doit passer et est éliminé. Les pierres d'un joueur éliminé ne bougent plus jamais, mais peuvent encore être encagées ou capturées.
rules-arces-rulings-4 = ARC-9 : on compte les coups joués ; les passes ne comptent pas, et un 100e coup gagnant gagne quand même.
