## Plateaux intégrés (embed.html, <quintet-board>, les balises des wikis). Les noms d'options
## (flip, highlight, solution…) et la notation ne se traduisent pas.

embed-throw = Lancer
embed-unreadable = Ce plateau n'a pas pu être lu ({ $error }) ; une nouvelle partie est affichée à la place.
embed-too-long = la partie est trop longue
embed-options = Options du plateau : { $notes }.
embed-option-unknown = « { $name } » n'est pas une option ; ignorée
embed-option-not-flag = { $name } : « { $value } » n'est ni 1 ni 0 ; laissée telle quelle
embed-option-too-many-cells = highlight : seules les { $max } premières cases sont marquées
embed-option-not-a-cell = highlight : « { $name } » n'est pas une case de ce plateau
embed-option-solution-too-long = solution : trop longue ; ignorée
embed-no-ply = goTo demande un nombre entier de coups à partir de 0.

## Problèmes (solution="…").

embed-puzzle-unusable = Ce problème ne peut pas être joué : { $error }. Le plateau fonctionne comme un plateau ordinaire.
embed-puzzle-empty = la solution est vide
embed-puzzle-too-many = la solution a plus de { $max } variantes
embed-puzzle-illegal = la ligne { $line } de la solution ne correspond pas au plateau ({ $error })
embed-puzzle-nothing-to-find = la ligne { $line } de la solution n'a aucun coup à trouver
embed-puzzle-wrong = Pas celui-ci.
embed-puzzle-solved = { $tries ->
    [one] Résolu du premier coup.
   *[other] Résolu en { $tries } essais.
}
