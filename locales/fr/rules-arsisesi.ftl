### Les règles d'Arsisesi dans la fenêtre Règles. Les numéros d'arbitrage (ARS-5) et la notation
### (S-2, b3-c3) restent tels quels.

rules-arsisesi-title = { -arsisesi }
rules-arsisesi-summary = Une course pour deux joueurs, Sud et Nord, avec cinq jetons chacun et un dé à six faces. Les jetons traversent le plateau jusqu'à la Maison adverse et, dans le jeu standard, en reviennent. Il y a trois types : A (le jeu standard, sur le Pont), B (Simple) et C (Large).

rules-arsisesi-start = Plateau et départ
rules-arsisesi-start-1 = Cinq couloirs de 7 cases s'étendent entre les deux Maisons ; le couloir du milieu est le Pont. Les types A et B n'utilisent que le Pont, le type C les cinq couloirs. Tous les jetons partent de la Maison de leur propriétaire. Chaque joueur lance le dé : le plus haut joue Sud et commence ; en cas d'égalité, on relance.

rules-arsisesi-turn = Un tour
rules-arsisesi-turn-1 = Lancez le dé pour obtenir autant de points de mouvement. Chaque action coûte 1 point ; vous pouvez les répartir entre vos jetons dans n'importe quel ordre et vous arrêter quand vous voulez. Un pas avance un jeton d'une case sur son chemin, sur une case vide ou dans la Maison qu'il vise. Un saut fait passer un jeton par-dessus exactement un jeton, de n'importe quelle couleur, jusqu'à la case vide derrière lui, ou dans sa Maison d'arrivée.

rules-arsisesi-kicking = Renvois
rules-arsisesi-kicking-1 = Un renvoi est un pas vers votre propre Maison sur un jeton adverse voisin du vôtre. Le jeton adverse retourne dans sa Maison et doit tout recommencer. Un jeton à l'aller renvoie donc en reculant, sur un adversaire juste derrière lui (souvent celui qu'il vient de sauter) ; un jeton au retour renvoie en marchant droit sur lui. Les jetons dans une Maison sont à l'abri : ils ne bloquent jamais et ne peuvent être ni sautés ni renvoyés.
rules-arsisesi-kicking-caption = Avec 2 points, Sud saute depuis sa Maison par-dessus le jeton de Nord en 1 (S-2), puis revient sur lui (2-1) et le renvoie chez lui.

rules-arsisesi-type-a = Type A : l'aller et le retour
rules-arsisesi-type-a-1 = Un jeton qui atteint la Maison adverse fait demi-tour et peut y attendre à l'abri aussi longtemps que vous voulez. Plus tard, même s'il reste des points dans le même tour, il repart ; quand il atteint sa propre Maison, il est terminé.
rules-arsisesi-type-a-caption = Le jeton de Sud en 5 est sur le retour : avec 1 point, il va droit sur le jeton de Nord en 4 (5-4) et le renvoie.

rules-arsisesi-types-b-c = Types B et C
rules-arsisesi-types-b-c-1 = Type B : un seul jeton de chaque joueur peut être sur le Pont à la fois. Un jeton qui atteint la Maison adverse est aussitôt terminé, et les points restants peuvent faire entrer un nouveau jeton.
rules-arsisesi-types-b-c-2 = Type C : un jeton entre sur la première case de n'importe quel couloir, ou saute une première case occupée. Il peut aussi faire un pas de côté vers le couloir voisin, au même rang, et un pas de côté sur un jeton adverse est un renvoi. Les sauts de côté et en diagonale sont interdits. Les jetons sont terminés comme au type B.
rules-arsisesi-types-b-c-caption = Type C, 1 point. b3-c3 renvoie de côté. Le jeton en d4 ne peut pas renvoyer vers l'avant sur d5, mais peut le sauter jusqu'en d6.

rules-arsisesi-winning = Victoire et nulle
rules-arsisesi-winning-1 = Le premier à terminer ses cinq jetons gagne. Si aucun joueur ne pouvait plus rien faire, quel que soit le jet, la partie est nulle.
rules-arsisesi-winning-2 = En type A, le Pont peut se bloquer : deux jetons côte à côte face à deux jetons adverses côte à côte ne peuvent jamais se croiser, car un saut ne passe qu'un seul jeton et aucun camp n'a d'adversaire derrière lui à renvoyer. Une fois les cases derrière eux remplies, plus personne ne peut jouer et la partie est nulle. Un jeton isolé peut être sauté puis renvoyé : pour jouer la victoire, gardez vos jetons espacés.
rules-arsisesi-winning-caption = Bloqué : les jetons de Sud sur 3 et 4 font face à ceux de Nord sur 5 et 6. Aucun jet ne laissera jamais passer un jeton : la partie sera nulle.

rules-arsisesi-rulings = Arbitrages appliqués ici
rules-arsisesi-rulings-1 = ARS-1 : les couloirs ont 7 cases ; la page originale du plateau est perdue.
rules-arsisesi-rulings-2 = ARS-2 : quand aucune action n'est possible, le reste du tour est perdu.
rules-arsisesi-rulings-3 = ARS-5 : un jeton qui part de l'intérieur de la Maison adverse peut renvoyer aussitôt. Un jeton qui quitte sa propre Maison ne renvoie jamais : il doit sauter, puis revenir renvoyer, pour 2 points.
rules-arsisesi-rulings-4 = ARS-4, ARS-5 : un jeton au retour qui rencontre un adversaire peut le renvoyer ou le sauter.
rules-arsisesi-rulings-5 = ARS-6 : autant de jetons qu'on veut peuvent attendre dans la Maison adverse.
rules-arsisesi-rulings-6 = ARS-10 : une position où aucun jet ne permettrait à l'un ou l'autre joueur de jouer est nulle.

rules-arsisesi-computer-3 = Le type B est assez petit pour être résolu exactement : on connaît les chances de gain de chaque position quand les deux joueurs jouent parfaitement. L'ordinateur y a un quatrième niveau, Parfait, qui joue toujours un coup aux meilleures chances, et les conseils, les chances de gain et la revue de partie donnent des chiffres exacts.
