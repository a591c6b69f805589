### Les règles de Žanstrekt dans la fenêtre Règles. Les numéros d'arbitrage (ZAN-8) et la
### notation (g3-c3, a2xa3) restent tels quels.

rules-zanstrekt-title = { -zanstrekt }
rules-zanstrekt-summary = Une course pour deux joueurs, Sud et Nord, avec six pièces chacun et un dé lu de 0 à 5 (le 6 compte pour 0). Chaque pièce entre sur le Žan de son propriétaire, fait une fois le tour du bord d'un plateau de 9 sur 3 et sort ; le premier à sortir ses six pièces gagne.

rules-zanstrekt-start = Plateau et départ
rules-zanstrekt-start-1 = Les pièces tournent en sens antihoraire sur les 20 cases du bord : Sud part de son Žan i1, monte à i3, va à gauche jusqu'à a3, descend à a1 et revient à droite jusqu'à i1 ; Nord de même depuis son Žan a3, par a1, i1 et i3. La case centrale e2 est le pont ; les autres cases du milieu ne servent pas.
rules-zanstrekt-start-2 = Chaque joueur a trois cases spéciales : un Oþent (Sud e3, Nord e1), un château (Sud a2, Nord i2) et une case du destin (Sud i3, Nord a1). Les pièces partent d'une réserve hors du plateau ; le premier joueur est tiré au sort.

rules-zanstrekt-turn = Un tour
rules-zanstrekt-turn-1 = Lancez le dé. Sur un 0, rien ne se passe. De 1 à 5, vous devez, si possible, faire entrer une pièce de votre réserve sur votre Žan (avec tout le lancer, et pas tant qu'une de vos pièces s'y trouve), avancer une pièce d'exactement autant de cases, ou en sortir une. Pour sortir, il faut le lancer exact qui mène une pièce une case au-delà de son Žan après un tour complet ; un lancer plus fort ne peut pas la bouger.

rules-zanstrekt-captures = Captures
rules-zanstrekt-captures-1 = Toute pièce adverse sur laquelle vous vous arrêtez (en entrant aussi) ou que vous sautez retourne dans la réserve de son propriétaire ; un seul coup peut donc en prendre plusieurs. Vous ne pouvez ni passer ni vous arrêter sur votre propre pièce : le coup s'arrête sur la case d'avant et le reste du lancer est perdu.
rules-zanstrekt-captures-caption = Sud a lancé 4 : g3-c3 renvoie à la réserve les deux pièces de Nord qu'il dépasse. La pièce en i1 s'arrêterait en h3, avant la pièce de Sud.

rules-zanstrekt-bridge = Le pont
rules-zanstrekt-bridge-1 = Une pièce qui termine un coup sur un Oþent avec son lancer entier est engagée : votre prochain lancer qui n'est pas 0 doit lui faire traverser le pont, de cet Oþent à e2, jusqu'à l'autre Oþent et plus loin sur le circuit. Depuis votre propre Oþent, vous gagnez 10 cases ; depuis celui de l'adversaire, vous reculez de 10. Un 1 la laisse en e2, toujours engagée.
rules-zanstrekt-bridge-caption = La pièce de Sud en e3 est engagée et Sud a lancé 3 : elle doit traverser, par e3, e2, e1 et jusqu'en f1.

rules-zanstrekt-castle = Château et destin
rules-zanstrekt-castle-1 = Une pièce qui entre dans son propre château s'y arrête. Si, au dernier tour de votre adversaire, une pièce adverse a terminé un coup, ou est entrée, sur la case juste au-dessus ou au-dessous de votre pièce du château, vous pouvez aller sur elle et la capturer au lieu de lancer ; c'est alors tout votre tour.
rules-zanstrekt-castle-2 = Tomber sur votre propre case du destin vous donne un autre lancer, pour n'importe quelle pièce. Tomber sur la case du destin de l'adversaire renvoie votre pièce dans votre réserve.
rules-zanstrekt-castle-caption = Nord vient de faire entrer une pièce en a3, juste au-dessus de la pièce de Sud dans le château en a2. Au lieu de lancer, Sud peut jouer a2xa3 et la capturer.

rules-zanstrekt-winning = Victoire
rules-zanstrekt-winning-1 = Le premier à sortir ses six pièces gagne. Il n'y a pas de partie nulle.

rules-zanstrekt-rulings = Arbitrages appliqués ici
rules-zanstrekt-rulings-1 = ZAN-1, ZAN-2 : la disposition du plateau et les cases spéciales sont reconstituées ; l'image originale est perdue.
rules-zanstrekt-rulings-2 = ZAN-8 : un coup écourté, une entrée ou une embuscade n'engagent jamais une pièce, et une traversée ne l'engage jamais de nouveau. Tant que vous avez une pièce engagée, un Oþent est une case ordinaire pour vos autres pièces.
rules-zanstrekt-rulings-3 = ZAN-9 : avec cette disposition, seule une pièce sur le Žan de son propriétaire (a3 ou i1) peut tomber dans une embuscade.
rules-zanstrekt-rulings-4 = ZAN-10 : un coup qui se termine sur une case du destin compte même s'il a été écourté.
