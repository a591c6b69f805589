### Le cours d'Arsisesi (lessons/arsisesi.txt, docs/lessons.md) : pour chaque étape son but (une
### phrase, au-dessus du plateau), -done (ce que l'étape enseigne, une fois le but atteint) et
### -miss (pourquoi un coup légal manque le but). Rangs (4), cases (c3) et coups restent tels quels.

lesson-arsisesi-points = Lancez le dé, puis répartissez les points : un jeton au rang 2 et un autre au rang 1.
lesson-arsisesi-points-done = Chaque point avance un jeton d'une case, et vous pouvez répartir les points entre vos jetons dans n'importe quel ordre, ou finir le tour plus tôt. Les types A et B se jouent sur le seul Pont.
lesson-arsisesi-points-miss = Dépensez les 3 points sur deux jetons : 2 pour l'un et 1 pour l'autre.
lesson-arsisesi-jump = Sautez par-dessus le jeton de Nord en 3 pour atteindre 4.
lesson-arsisesi-jump-done = Un saut fait passer un jeton par-dessus exactement un jeton, de n'importe quelle couleur, jusqu'à la case vide derrière lui, pour un point.
lesson-arsisesi-jump-miss = Avec votre point, sautez de 2 par-dessus le jeton en 3 jusqu'en 4.
lesson-arsisesi-kick = Sortez en sautant par-dessus le jeton de Nord en 1, puis renvoyez-le en revenant dessus.
lesson-arsisesi-kick-done = Un renvoi est un pas vers votre propre Maison sur un jeton adverse, qui retourne dans sa Maison et doit tout recommencer. Un jeton qui quitte sa Maison saute d'abord, puis renvoie en reculant : 2 points.
lesson-arsisesi-kick-miss = Sautez de votre Maison par-dessus le jeton en 1 jusqu'en 2, puis revenez dessus.
lesson-arsisesi-there = Amenez votre jeton en 7 dans la Maison de Nord.
lesson-arsisesi-there-done = Au type A, un jeton qui atteint la Maison adverse fait demi-tour et y attend, à l'abri des renvois, jusqu'à ce que vous le fassiez repartir.
lesson-arsisesi-there-miss = Utilisez votre point pour passer de 7 dans la Maison de Nord.
lesson-arsisesi-back = Faites repartir votre jeton de la Maison de Nord en renvoyant au passage le jeton de Nord en 7.
lesson-arsisesi-back-done = Un jeton sur le retour renvoie en avançant droit sur un jeton adverse, même au moment où il quitte la Maison adverse.
lesson-arsisesi-back-miss = Sauter par-dessus le jeton en 7 le laisse en place ; allez dessus pour le renvoyer chez lui.
lesson-arsisesi-lock = Le jeton de Nord en 5 pourrait sauter votre jeton en 4 et le renvoyer : serrez derrière lui.
lesson-arsisesi-lock-done = Deux jetons côte à côte ne peuvent pas être sautés, donc aucun ne peut être renvoyé. Quand les deux camps ont de telles paires face à face, le Pont est bloqué et la partie est nulle.
lesson-arsisesi-lock-miss = Votre jeton en 4 reste seul, avec une case vide derrière lui, d'où Nord peut sauter puis renvoyer. Avancez 2 en 3.
lesson-arsisesi-win = Votre dernier jeton est sur le retour : ramenez-le chez vous pour gagner.
lesson-arsisesi-win-done = Un jeton revenu dans sa propre Maison est terminé ; terminer les cinq fait gagner.
lesson-arsisesi-win-miss = Passez de 1 dans votre Maison.
lesson-arsisesi-simple = Type B : amenez votre jeton dans la Maison de Nord, puis dépensez les 2 points restants sur un nouveau jeton.
lesson-arsisesi-simple-done = Au type B, chaque joueur a au plus un jeton sur le Pont, un jeton qui atteint la Maison adverse est terminé aussitôt, et les points restants font sortir un nouveau jeton.
lesson-arsisesi-simple-miss = Entrez d'abord dans la Maison de Nord, puis sortez un nouveau jeton jusqu'au rang 2.
lesson-arsisesi-wide = Type C : renvoyez de côté le jeton de Nord en c3.
lesson-arsisesi-wide-done = Au type C, les jetons entrent dans n'importe lequel des cinq couloirs et peuvent faire un pas de côté ; un pas de côté sur un adversaire le renvoie, un pas en avant jamais.
lesson-arsisesi-wide-miss = Faites un pas de côté de b3 sur c3 ; le jeton en d4 ne peut que sauter celui en d5.
