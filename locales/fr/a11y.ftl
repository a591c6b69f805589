## Jouer sans la vue (src/app/a11y) : cases, positions, coups et coups tapés, en mots pour les
## lecteurs d'écran. $name, $cell, $from et $to sont des cases en notation (15, e3, c3) ; $who et
## $owner des noms de camp (a11y-seat) ; $piece choisit un nom : piece, stack, stone, marble,
## tower, token.

a11y-seat = { $seat ->
    [black] Noir
    [white] Blanc
    [west] Ouest
    [north] Nord
    [east] Est
   *[south] Sud
}

## Lieux.

a11y-square = Case { $name }
a11y-house = Case { $name }, { $house ->
    [rebirth] maison de la renaissance
    [beauty] maison de la beauté
    [water] maison de l'eau
    [three] maison des trois
    [two] maison des deux
   *[sun] maison de Rê-Horakhty
}
a11y-gold = { $name }, l'{ -gold }
a11y-special = { $name }, { $kind ->
    [zan] { -zan }
    [othent] { -othent }
    [fetnes] château (Fetneš)
   *[gethreln] case du destin (Geþreln)
} de { $owner }
a11y-bridge-cell = { $name }, le pont
a11y-rank = { -bridge }, rang { $rank }
a11y-lane-bridge = { $name }, sur le { -bridge }
a11y-home = { -home } de { $owner }
a11y-borne-off = Sorties
a11y-pool = Réserve de { $owner }
a11y-exited = Pièces sorties de { $owner }

## Ce qui occupe un lieu. $n compte les cases qu'une description regroupe (1 pour une case).

a11y-cell = { $place } : { $what }
a11y-empty = vide
a11y-piece = { $n ->
    [one] pièce
   *[other] pièces
} de { $owner }
a11y-stack = { $n ->
    [one] pile
   *[other] piles
} de { $size } de { $owner }
a11y-on-tile = { $what } sur une { -tile } de { $owner }
a11y-tile = { $n ->
    [one] tuile
   *[other] tuiles
} de { $owner }
a11y-stone = { $n ->
    [one] pierre
   *[other] pierres
} de { $owner }
a11y-marble = { -marble } de { $owner } sur sa { -stone }
a11y-tower = { $n ->
    [one] Tour
   *[other] Tours
} de { $owner }
a11y-cage = { -cage } : { -stone } de { $top } sur une { -stone } de { $caged }
a11y-token = { $n ->
    [one] jeton
   *[other] jetons
} de { $owner } { $back ->
    [yes] au retour
   *[no] en route
} vers le { $toward ->
    [north] nord
   *[south] sud
}
a11y-lap-done = { $n ->
    [one] pièce de { $owner } qui a fait son tour
   *[other] pièces de { $owner } qui ont fait leur tour
}
a11y-crossing = pièce de { $owner } qui doit traverser jusqu'en { $to }
a11y-borne = Noir { $black }, Blanc { $white }
a11y-count = { $n ->
    [0] aucune
    [one] 1 pièce
   *[other] { $n } pièces
}
a11y-waiting = { $n ->
    [one] { $n } prêt
   *[other] { $n } prêts
} à partir{ $back ->
    [0] {""}
    [one] , 1 jeton de { $other } prêt à repartir
   *[other] , { $back } jetons de { $other } prêts à repartir
}
a11y-group = { $what } : { $cells }.
a11y-held = { $place } : { $what }.

## À qui le tour, et la position entière.

a11y-turn-throw = { $who } doit lancer.
a11y-turn-move = { $who } doit jouer.
a11y-turn-move-throw = { $who } doit jouer un { $throw }.
a11y-turn-points = { $who } doit jouer, { $points ->
    [one] 1 point restant
   *[other] { $points } points restants
}.
a11y-turn-chain = { $who } continue avec la { -stack } en { $cell } : { $left ->
    [one] 1 pas restant
   *[other] { $left } pas restants
}.
a11y-turn-ambush = { $who } peut tendre une embuscade en { $cells } au lieu de lancer.
a11y-turn-commit = La pièce en { $cell } doit traverser le pont.
a11y-turn-count = { $played } coups joués sur { $limit }.
a11y-over-win = Partie finie : { $who } gagne.
a11y-over-points = Partie finie : { $who } gagne avec { $points } points.
a11y-over-draw = Partie finie : nulle.
a11y-sum-senet = { $who } : { $board } sur le plateau, { $off } sorties.
a11y-sum-seesaw = { $who } : { $stacks ->
    [one] 1 pile
   *[other] { $stacks } piles
} de { $pieces ->
    [one] 1 pièce
   *[other] { $pieces } pièces
}, { $tiles ->
    [one] 1 tuile
   *[other] { $tiles } tuiles
}.
a11y-sum-arces = { $who } : { $stones ->
    [one] { $stones } pierre
   *[other] { $stones } pierres
}, { -marble } en { $marble }.
a11y-sum-arces-out = { $who } : éliminé, { $stones ->
    [one] { $stones } pierre restante
   *[other] { $stones } pierres restantes
}.
a11y-sum-arsisesi = { $who } : { $home } à la { -home }, { $field } sur le terrain{ $back ->
    [0] {""}
   *[other] , { $back } prêts à repartir
}, { $cleared } terminés.
a11y-sum-zanstrekt = { $who } : { $pool } en réserve, { $board } sur le plateau, { $exited } sorties.
a11y-board = Plateau de jeu : { $game }. { $position }

## Les coups, tels que la liste des coups légaux les propose. $what est une pièce avec son
## article (a11y-the). Une annonce dit qui en a joué un (a11y-played).

a11y-the = { $piece ->
    [stack] la { -stack }
    [stone] la { -stone }
    [marble] la { -marble }
    [tower] la { -stone } du dessus
    [token] le { -token }
   *[piece] la pièce
}
a11y-do-move = Déplacer { $what } de { $from } en { $to }
a11y-do-capture = Déplacer { $what } de { $from } en { $to }, avec capture
a11y-do-attack = Déplacer { $what } de { $from } en { $to }, en attaquant : les deux pièces s'échangent
a11y-do-cage = Déplacer { $what } de { $from } en { $to }, en l'encageant
a11y-do-route = Déplacer { $what } de { $from } en { $to } pour { $cost ->
    [one] 1 point
   *[other] { $cost } points
}{ $kicks ->
    [0] {""}
    [one] , en renvoyant un jeton
   *[other] , en renvoyant { $kicks } jetons
}
a11y-do-place = Poser une { -tile } et une { -stack } en { $to }
a11y-do-pass = Passer
a11y-do-end = Finir le tour
a11y-do-enter = Faire entrer une pièce en { $to }
a11y-do-enter-capture = Faire entrer une pièce en { $to }, avec capture
a11y-do-bear-off = Sortir la pièce de { $from }
a11y-do-exit = Sortir la pièce de { $from }
a11y-do-ambush = Embuscade de { $from } en { $to }, avec capture
a11y-do-throw = Renoncer à l'embuscade et lancer
a11y-played = { $who } : { $action }.

## La case qui a le focus sur le plateau accessible.

a11y-selected = Sélectionnée.
a11y-goes = Peut aller en { $cells }.
a11y-captures = Peut { $kind ->
    [attack] attaquer
   *[capture] capturer
} en { $cells }.
a11y-place-here = Une nouvelle { -stack } peut venir ici.
a11y-target = { $piece ->
    [stack] La { -stack }
    [stone] La { -stone }
    [marble] La { -marble }
    [tower] La { -stone } du dessus
    [token] Le { -token }
   *[piece] La pièce
} en { $from } peut { $kind ->
    [attack] attaquer ici
    [capture] capturer ici
   *[go] venir ici
}.

## Coups tapés. Les listes de mots sont ce qu'on peut taper en plus de la notation, séparés par
## des espaces.

a11y-words-filler = jouer joue déplacer de du des à en vers la le les un une pièce pièces pile jeton pierre bille sur case avec et puis tour svp
a11y-words-throw = t lancer lance lancé dé
a11y-words-pass = passer passe
a11y-words-end = fin finir terminer
a11y-words-enter = entrer entre
a11y-words-off = sortir sortie sors
a11y-words-capture = x prend prendre capture capturer renvoi renvoyer embuscade attaque attaquer
a11y-words-place = poser pose placer
a11y-typed-empty = Tapez un coup, par exemple { $example }.
a11y-typed-over = La partie est finie.
a11y-typed-throw-first = Lancez d'abord : tapez t.
a11y-typed-no-throw = Il n'y a rien à lancer maintenant.
a11y-typed-unknown = « { $text } » n'est ni un coup ni une case ici.
a11y-typed-stuck = { $piece ->
    [stack] La { -stack }
    [token] Le { -token }
   *[piece] La pièce
} en { $cell } ne peut pas bouger{ $throw ->
    [0] {""}
   *[other] {" "}avec un { $throw }
}.
a11y-typed-cannot-reach = { $piece ->
    [stack] La { -stack }
    [token] Le { -token }
   *[piece] La pièce
} en { $from } ne peut pas atteindre { $to }{ $throw ->
    [0] {""}
   *[other] {" "}avec un { $throw }
}.
a11y-typed-ambiguous = { $n ->
    [2] Deux coups conviennent
   *[other] { $n } coups conviennent
} : { $moves }. Tapez l'un d'eux.
a11y-typed-illegal = « { $text } » n'est pas légal ici.
