### Le cours d'Arcēs (lessons/arces.txt, docs/lessons.md) : pour chaque étape son but (une
### phrase, au-dessus du plateau), -done (ce que l'étape enseigne, une fois le but atteint) et
### -miss (pourquoi un coup légal manque le but). Les cases (d4) restent telles quelles.

lesson-arces-move = Déplacez une de vos pierres d'une case, dans l'une des huit directions.
lesson-arces-move-done = À chaque tour, vous déplacez une pièce d'une case, tout droit ou en diagonale, et vous ne pouvez pas passer. Votre bille est posée sur la pierre en d1 ; l'Or est en d4.
lesson-arces-move-miss = Déplacez une pierre d'une case.
lesson-arces-tower = Posez une de vos pierres sur l'autre pour former une Tour.
lesson-arces-tower-done = Une pierre sur une de vos pierres forme une Tour. Seule la pierre du dessus bouge, et une pierre qui descend d'une Tour capture.
lesson-arces-tower-miss = Posez une pierre sur votre autre pierre seule : c2 sur d2, ou d2 sur c2.
lesson-arces-cage = Allez sur la pierre de Nord seule en e4 pour l'encager.
lesson-arces-cage-done = Une pierre seule qui va sur une pierre adverse seule se pose dessus et l'encage : la pierre du dessous ne peut plus bouger tant qu'elle est retenue.
lesson-arces-cage-miss = Allez de e3 sur la pierre de Nord en e4.
lesson-arces-tower-capture = Capturez la pierre de Nord en c4 avec la pierre du dessus de votre Tour.
lesson-arces-tower-capture-done = Une pierre qui descend d'une Tour capture une pierre adverse seule, qui quitte la partie. Une pierre seule, comme celle en e3, ne pourrait que l'encager.
lesson-arces-tower-capture-miss = Encager n'est pas capturer : la pierre du dessus de votre Tour en c3 prend définitivement la pierre en c4.
lesson-arces-freed = Votre pierre en c4 est en cage : libérez-la en capturant depuis votre Tour la pierre de Nord posée dessus.
lesson-arces-freed-done = Une pierre qui descend d'une Tour capture une pierre adverse posée sur une autre, et la pierre du dessous est de nouveau libre : ici, elle forme une Tour avec la vôtre.
lesson-arces-freed-miss = Capturez la pierre de Nord en c4 depuis votre Tour en c3.
lesson-arces-closed = La Tour de Nord en c4 est fermée à votre pierre seule : encagez plutôt la pierre en d4.
lesson-arces-closed-done = Une case à deux pièces est pleine : seule une pierre qui descend d'une Tour peut y entrer, et seulement pour capturer une pierre adverse posée dessus.
lesson-arces-closed-miss = Allez de c3 sur la pierre de Nord en d4.
lesson-arces-marble = Votre bille ne peut aller que sur une de vos pierres seule : posez-la en d3.
lesson-arces-marble-done = La bille est toujours posée sur une de vos pierres et ne capture jamais : elle a besoin de vos pierres pour avancer.
lesson-arces-marble-miss = Déplacez la bille de d2 sur votre pierre en d3.
lesson-arces-gold = Amenez votre bille sur l'Or, en d4, où se trouve votre pierre, pour gagner.
lesson-arces-gold-done = Une bille qui atteint l'Or sur une de vos pierres gagne aussitôt.
lesson-arces-gold-miss = Déplacez la bille de d3 sur votre pierre en d4, l'Or.
lesson-arces-take-marble = N'importe quelle pierre capture une bille adverse : prenez la bille de Nord en d6.
lesson-arces-take-marble-done = Un joueur dont la bille est capturée est éliminé, et le dernier joueur qui a encore sa bille gagne.
lesson-arces-take-marble-miss = Votre pierre en d5 peut aller sur la bille de Nord en d6.
lesson-arces-three = Trois joueurs : prenez la bille d'Ouest en b4.
lesson-arces-three-done = Ouest est éliminé : ses pierres restent sur le plateau sans bouger, et les tours passent désormais de Sud à Nord.
lesson-arces-three-miss = Votre pierre en c3 peut aller sur la bille d'Ouest en b4.
lesson-arces-four = Quatre joueurs, et vous jouez Est, qui n'a aucun coup : passez.
lesson-arces-four-done = Un joueur qui ne peut pas bouger doit passer et il est éliminé, comme si sa bille avait été prise. Après 100 coups sans vainqueur, la partie est nulle.
lesson-arces-four-miss = Est n'a pas d'autre coup que passer.
