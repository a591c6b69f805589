### Les mots dessinés sur les plateaux, et les descriptions des plateaux pour les lecteurs
### d'écran et les titres SVG. Les légendes ont peu de place : restez brefs.

## Senet.

render-senet-title = Plateau de { -senet } : { $position }
render-senet-off-named = { $seat } : { $off }/{ $all } sorties
render-senet-off = { $off }/{ $all } sorties
render-senet-again =
    relancez
    après le coup
render-senet-passes =
    le tour passe
    après le coup
render-senet-stuck =
    aucun coup
    avec ce lancer

## Seesaw.

render-seesaw-counts = { $stacks ->
        [one] { $stacks } pile
       *[other] { $stacks } piles
    } · { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }
render-seesaw-won = { $winner } gagne : { $loser } n'a plus de piles
render-seesaw-drawn = Nulle : aucun camp ne peut jouer
render-seesaw-chain-capture = { -stack } de { $seat } en { $cell } : { $left ->
        [one] { $left } pas restant
       *[other] { $left } pas restants
    } · capturez encore
render-seesaw-chain-move = { -stack } de { $seat } en { $cell } : { $left ->
        [one] { $left } pas restant
       *[other] { $left } pas restants
    } · avancez ou finissez le tour
render-seesaw-must-capture = { $seat } doit capturer
render-seesaw-move-or-place = { $seat } avance ou pose
render-seesaw-place = { $seat } pose
render-seesaw-move = { $seat } joue
render-seesaw-seat = { $stacks ->
        [0] { $seat } n'a aucune pile
        [one] { $seat } a 1 pile (taille { $sizes })
       *[other] { $seat } a { $stacks } piles (tailles { $sizes })
    } et { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    }
render-seesaw-title = Plateau de { -seesaw }, côté { $side }. { $south } ; { $north }. { $status }

## Arcēs.

render-arces-tag-to-move = joue
render-arces-tag-out = éliminé
render-arces-tag-wins = gagne
render-arces-turn = Tour { $turn } sur { $limit }
render-arces-draw-at = nulle au { $limit }e
render-arces-won = gagnée
render-arces-drawn = nulle
render-arces-title = Plateau d'{ -arces }, { $players } joueurs, tour { $turn } sur { $limit } : { $state }{ $out }
render-arces-state-drawn = partie nulle
render-arces-state-won = { $seat } gagne
render-arces-state-to-move = { $seat } joue
render-arces-out = ; { $seat } est éliminé

## Arsisesi.

render-arsisesi-title = Plateau d'{ -arsisesi }, { $type } ({ $variant }) : { $position }
render-arsisesi-type = Type { $letter }
render-arsisesi-variant-a = { -bridge }
render-arsisesi-variant-b = Simple
render-arsisesi-variant-c = Large
render-arsisesi-home = { -home } { $seat }
render-arsisesi-home-waiting = { $home } · { $waiting } en attente
render-arsisesi-waiting = { $waiting } en attente
render-arsisesi-returning = { $returning } de retour
render-arsisesi-cleared = Terminés
render-arsisesi-points-left =
    { $points ->
        [one] { $points } point
       *[other] { $points } points
    }
    restants
render-arsisesi-game-over = partie finie
render-arsisesi-to-roll = doit lancer
render-arsisesi-to-roll-last =
    doit lancer
    (dernier jet)
render-arsisesi-drawn = Nulle
render-arsisesi-wins = { $seat } gagne

## Žanstrekt.

render-zanstrekt-die = Dé 0–5
render-zanstrekt-not-thrown = pas encore lancé
render-zanstrekt-zero = 0 : rien ne bouge
render-zanstrekt-last-throw = dernier lancer : { $throw }
render-zanstrekt-laps-head = Tours en sens antihoraire
render-zanstrekt-laps-note =
    un tour depuis chaque { -zan },
    retour au { -zan }, puis sortie
render-zanstrekt-zan = { -zan }
render-zanstrekt-zan-gloss =
    entrée ici ; sortie
    après un tour complet
render-zanstrekt-othent = { -othent }
render-zanstrekt-othent-gloss =
    arrivée exacte :
    on traverse le { -zan-bridge }
render-zanstrekt-fetnes = { -fetnes }
render-zanstrekt-fetnes-gloss =
    { -castle } : arrêt;
    embuscade à côté
render-zanstrekt-gethreln = { -gethreln }
render-zanstrekt-gethreln-gloss =
    le sien : relancer;
    l'autre : à la { -pool }
render-zanstrekt-laps = Tours
render-zanstrekt-laps-gloss =
    sens antihoraire :
    { -zan }, le tour, { -zan }, sortie
# The term -pool, capitalised at the start of the caption.
render-zanstrekt-pool = Réserve de { $seat }
render-zanstrekt-exited = { $seat } : sorties
render-zanstrekt-exited-count = { $exited } sur { $all }
render-zanstrekt-seat = { $seat } ({ $looks }) : { $board } sur le plateau, { $pool } en { -pool }, { $exited } sorties
render-zanstrekt-looks-south = bleu, rond
render-zanstrekt-looks-north = orange, carré
render-zanstrekt-title = Plateau de { -zanstrekt } : { $south } ; { $north }. { $south-name } entre en { $south-zan }, { $north-name } en { $north-zan }
