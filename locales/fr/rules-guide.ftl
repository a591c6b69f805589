### La première partie guidée (src/app/guide.rs).

guide-why-capture = Pourquoi : { $game ->
    [senet] il attaque la pièce en { $cell }, qui recule à la place de la vôtre
    [arces] il se pose sur la { -stone } ennemie en { $cell }, qui ne peut plus bouger
    [arsisesi] il renvoie le { -token } de { $cell } à sa { -home }
    [seesaw] il capture la { -stack } ennemie en { $cell }
   *[other] il renvoie la pièce de { $cell } à sa { -pool }
}.
guide-why-ambush = Pourquoi : l'embuscade depuis votre { -castle } prend la pièce en { $cell } sans lancer.
guide-why-off = Pourquoi : il sort { $piece ->
    [token] un { -token }
   *[piece] une pièce
} du plateau, une de moins à ramener.
guide-why-enter = Pourquoi : il met en jeu { $piece ->
    [token] un nouveau { -token }
    [stack] une nouvelle { -stack }
   *[piece] une nouvelle pièce
} en { $cell }.
guide-why-place-safe = Pourquoi : il ajoute une { -stack } en { $cell }, hors de portée des { -stack }s ennemies au prochain tour.
guide-why-place = Pourquoi : il ajoute une { -stack } en { $cell } : une { -stack } de plus, c'est du matériel gagné.
guide-why-safe = Pourquoi : il finit en { $cell }, où aucune réponse ne peut le prendre.
guide-why-fate-own = Pourquoi : il arrive sur votre { -gethreln } en { $cell }, qui donne un nouveau lancer.
guide-why-gold = Pourquoi : votre { -marble } passe en { $cell }, plus près de l'{ -gold } au centre, qui fait gagner.
guide-why-best = Pourquoi : de tous les coups, c'est celui qui vous laisse le plus de chances de gagner.

guide-tip-ambush = Première embuscade : une pièce juste au-dessus ou au-dessous d'un { -castle } occupé, en { $cell }, peut être prise au lieu de lancer. Tenez-vous loin du { -castle } ennemi.
guide-tip-chain = Première capture en chaîne, en { $cell } : une { -stack } qui capture avec des pas en reste doit capturer encore si elle le peut, sinon elle peut avancer avec le reste, ou s'arrêter.
guide-tip-cage = Première { -cage }, en { $cell } : une { -stone } posée sur une { -stone } ennemie seule s'assied dessus, et celle du dessous ne bouge plus tant qu'elle n'est pas libérée ; depuis une { -tower }, elle la capture.
guide-tip-kick = Premier renvoi, en { $cell } : un { -token } qui recule vers sa propre { -home } sur un { -token } ennemi le renvoie chez lui, tout son chemin perdu.
guide-tip-fate = Une pièce est arrivée sur un { -gethreln }, en { $cell } : celui de son camp donne un nouveau lancer, celui de l'adversaire la renvoie à la { -pool }.
guide-tip-attack = Première attaque, en { $cell } : une pièce qui arrive sur une pièce ennemie seule échange sa place avec elle ; deux pièces côte à côte se protègent.
