### Le cours de Žanstrekt (lessons/zanstrekt.txt, docs/lessons.md) : pour chaque étape son but
### (une phrase, au-dessus du plateau), -done (ce que l'étape enseigne, une fois le but atteint)
### et -miss (pourquoi un coup légal manque le but). Les cases (i1) et les coups (a2xa3) restent tels quels.

lesson-zanstrekt-enter = Lancez, puis faites entrer une pièce sur votre Žan, i1.
lesson-zanstrekt-enter-done = Tout lancer de 1 à 5 peut faire entrer une pièce sur votre Žan, avec tout le lancer ; un 0 ne fait rien.
lesson-zanstrekt-enter-miss = Faites entrer une pièce de votre réserve en i1.
lesson-zanstrekt-move = Avancez votre pièce de i1 d'exactement 4 cases sur son circuit : vers le haut, puis vers la gauche.
lesson-zanstrekt-move-done = Les pièces tournent en sens antihoraire sur le bord : Sud de i1 monte à i3, va à gauche jusqu'à a3, descend et revient à droite jusqu'à i1. Tant qu'une de vos pièces occupe votre Žan, vous ne pouvez pas en faire entrer une autre.
lesson-zanstrekt-move-miss = Comptez 4 cases : i2, i3, h3, g3.
lesson-zanstrekt-capture = Sautez par-dessus les deux pièces de Nord et arrêtez-vous en c3.
lesson-zanstrekt-capture-done = Chaque pièce adverse sur laquelle vous vous arrêtez ou que vous sautez retourne dans sa réserve : un seul coup peut en capturer plusieurs.
lesson-zanstrekt-capture-miss = La pièce en i1 s'arrête en h3, avant votre propre pièce en g3, et perd le reste du lancer. Avancez plutôt g3.
lesson-zanstrekt-blocked = Votre propre pièce en h3 arrête court la pièce venue de i1 : laissez-la s'arrêter sur votre case du destin, i3.
lesson-zanstrekt-blocked-done = Un coup qui rencontre votre propre pièce s'arrête sur la case d'avant et perd le reste du lancer ; s'arrêter sur votre propre case du destin donne tout de même un autre lancer.
lesson-zanstrekt-blocked-miss = La pièce venue de i1 s'arrête en i3, votre case du destin, ce qui donne un autre lancer.
lesson-zanstrekt-bridge = Arrêtez-vous exactement sur votre Oþent, e3, avec tout le lancer.
lesson-zanstrekt-bridge-done = Une pièce qui termine sur un Oþent avec tout son lancer est engagée : votre prochain lancer qui n'est pas 0 doit lui faire traverser le pont.
lesson-zanstrekt-bridge-miss = Avancez g3 de 2 cases jusqu'en e3, votre Oþent.
lesson-zanstrekt-cross = Votre pièce en e3 est engagée : lancez, puis traversez le pont.
lesson-zanstrekt-cross-done = Depuis votre propre Oþent, la traversée passe par e3, e2, e1 puis continue sur le circuit, 10 cases plus loin. Depuis l'Oþent de Nord, elle vous ferait reculer de 10.
lesson-zanstrekt-cross-miss = Seule la pièce engagée peut bouger : traversez depuis e3.
lesson-zanstrekt-castle = Amenez une pièce dans votre château, a2.
lesson-zanstrekt-castle-done = Une pièce qui entre dans son propre château s'y arrête, quel que soit le reste du lancer.
lesson-zanstrekt-castle-miss = La pièce en c3 atteint votre château, a2, et s'y arrête.
lesson-zanstrekt-ambush = Nord vient d'entrer en a3, au-dessus de votre pièce du château : tendez-lui une embuscade au lieu de lancer.
lesson-zanstrekt-ambush-done = L'embuscade est tout votre tour. Votre pièce est maintenant sur le Žan de Nord, où une pièce de Nord qui entre la capturerait : faites-la vite avancer.
lesson-zanstrekt-ambush-miss = Lancer, c'est renoncer à l'embuscade ; jouez plutôt a2xa3.
lesson-zanstrekt-fate = Arrêtez-vous sur votre case du destin, i3, pour gagner un autre lancer.
lesson-zanstrekt-fate-done = S'arrêter sur votre propre case du destin donne un autre lancer, pour n'importe laquelle de vos pièces.
lesson-zanstrekt-fate-miss = La pièce en i1 atteint i3 avec ce 2.
lesson-zanstrekt-enemy-fate = a1 est la case du destin de Nord : jouez sans vous y arrêter.
lesson-zanstrekt-enemy-fate-done = Une pièce qui s'arrête sur la case du destin adverse retourne dans sa réserve.
lesson-zanstrekt-enemy-fate-miss = En a1, votre pièce retournerait dans votre réserve ; avancez plutôt g3 en f3.
lesson-zanstrekt-exit = Sortez du plateau la pièce en h1.
lesson-zanstrekt-exit-done = Une pièce sort avec le lancer exact qui la mène une case au-delà de son Žan ; un lancer plus grand ne peut pas la faire bouger.
lesson-zanstrekt-exit-miss = Depuis h1, un 2 fait sortir la pièce tout juste du plateau.
lesson-zanstrekt-win = Sortez votre sixième pièce pour gagner.
lesson-zanstrekt-win-done = Le premier à sortir ses six pièces gagne.
lesson-zanstrekt-win-miss = Sortez la pièce en h1.
