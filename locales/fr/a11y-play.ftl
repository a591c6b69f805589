# Jouer sans voir sur la page et les plateaux intégrés (issue 21, phase B).

a11y-entry = Tour { $n }, { $who } : { $action }
a11y-entry-throw = Tour { $n }, { $who } : a lancé { $value }
a11y-threw = Tour { $n } : { $who } a lancé { $value }.
a11y-last = Dernier coup : { $entry }.
a11y-no-move = Aucun coup n'a encore été joué.
a11y-section = Jouer au clavier
a11y-grid = Cases du plateau
a11y-grid-help = Les flèches passent d'une case à l'autre, Entrée ou Espace sélectionne et joue. D lit la position, L le dernier coup, W à qui c'est le tour.
a11y-legal = Coups possibles ({ $n })
a11y-legal-none = Aucun coup à jouer maintenant.
a11y-typed-label = Taper un coup
a11y-typed-play = Jouer
a11y-typed-hint = Par exemple 11-13, +d2, passer, ou t pour lancer.
a11y-looking = Vous regardez une position antérieure.
a11y-embed-heading = Plateau Quintet
