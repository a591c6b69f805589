## Le panneau de résultat sur le plateau en fin de partie : qui a gagné, comment, et les points.

result-wins = { $who } gagne
result-drawn = Partie nulle
result-no-move = { $loser } a lancé { $throw } et n'a pu déplacer aucune pièce, ni en avant ni en arrière : { $loser } perd.
result-borne-off = { $winner } a sorti ses cinq pièces.
result-no-stacks = { $loser } n'a plus de { -stack }.
result-no-actions = Aucun des deux joueurs ne peut jouer.
result-gold = La { -marble } de { $winner } a atteint l'{ -gold }.
result-last-marble = La { -marble } de { $winner } est la dernière sur le plateau.
result-turn-limit = { $turns } tours ont été joués sans vainqueur.
result-no-marbles = Il ne reste aucune { -marble } sur le plateau.
result-cleared = { $winner } a terminé ses cinq { -token }s.
result-stalemate = Aucun des deux joueurs ne peut jouer, quel que soit le dé : c'est le pat.
result-exited = { $winner } a fait le tour avec ses six pièces et les a toutes sorties.
result-points = { $points } { $points ->
        [one] point
       *[other] points
    } : il restait à { $loser } { $first ->
        [0] { $last } { $last ->
            [one] pièce
           *[other] pièces
        } sur les cases 21–30, à 1 point chacune.
       *[other] { $first } { $first ->
            [one] pièce
           *[other] pièces
        } sur les cases 1–20, à 3 points chacune{ $last ->
            [0] .
           *[other] , et { $last } sur les cases 21–30, à 1 point chacune.
        }
    }
result-rematch = Revanche
result-new = Nouvelle partie
result-share = Partager la partie
result-hide = Masquer le résultat
# The Review button stays with the page (its result card), the rest of the review comes later.
review-button = Revoir la partie
