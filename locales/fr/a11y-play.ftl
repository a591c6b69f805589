# Jouer sans voir sur la page et les plateaux intégrés (issue 21, phase B).

a11y-entry = Tour { $n }, { $who } : { $action }
a11y-entry-throw = Tour { $n }, { $who } : a lancé { $value }
a11y-threw = Tour { $n } : { $who } a lancé { $value }.
a11y-last = Dernier coup : { $entry }.
a11y-no-move = Aucun coup n'a encore été joué.
a11y-section = Jouer au clavier
a11y-grid = Cases du plateau
a11y-grid-help = Les flèches passent d'une case à l'autre, Entrée ou Espace sélectionne et joue. D lit la position, L le dernier coup, W à qui c'est le tour.
a11y-cell-off = sortie
a11y-legal = Coups possibles ({ $n })
a11y-legal-none = Aucun coup à jouer maintenant.
a11y-typed-label = Taper un coup
a11y-typed-play = Jouer
a11y-typed-hint = Par exemple { $game ->
    [senet] 11-13, 27-off, passer ou t pour lancer
    [seesaw] +d2, e1-e2, e3xf5 ou fin
    [arces] d2-d3 ou passer
    [arsisesi] S-1, 1-3, fin ou t pour lancer
   *[zanstrekt] +, h1-e3, a2xa3 ou t pour lancer
}.
a11y-looking = Vous regardez une position antérieure.
a11y-embed-heading = Plateau Quintet
