### Règles de notation qu'une position, un coup ou un lancer peut enfreindre : le détail d'un
### message d'erreur. La notation citée reste telle quelle ('s@f4:2', d1, e2).

## Communes à tous les jeux.

notation-leading-zero = les nombres s'écrivent sans zéro initial
notation-no-such-cell = cette case n'existe pas

## Senet.

notation-senet-pieces = { $seat } a { $count } pièces ; au plus { $most }
notation-senet-both-off = les deux camps ne peuvent pas avoir sorti toutes leurs pièces
notation-senet-turn-throw = « { $digit } » n'est pas un lancer (1, 2, 3, 4 ou 6)
notation-senet-action = « { $token } » n'est pas un coup (comme 11-15, 27-off ou pass)
notation-senet-roll = « { $token } » n'est pas un lancer (d1, d2, d3, d4 ou d6)
notation-senet-five = les { -sticks } ne peuvent pas donner 5

## Seesaw.

notation-seesaw-kind = une position s'écrit « seesaw » pour les deux tailles ; la taille se lit sur le plateau
notation-seesaw-steps-without-chain = les pas restants (« :2 ») ne suivent qu'une { -stack } qui capture, comme dans « s@f4:2 »
notation-seesaw-chain-without-steps = une capture en cours demande ses pas restants, comme dans « s@f4:2 »
notation-seesaw-columns = un plateau de { -seesaw } a 7 colonnes (côté 4) ou 9 (côté 5), pas { $found }
notation-seesaw-column-full = la colonne { $column } a { $cells } cases sur ce plateau
notation-seesaw-underscore = « _ » ne sépare qu'une { -tile } nue d'une { -stack } posée juste après sans { -tile }
notation-seesaw-stack-size = une { -stack } s'écrit avec sa taille après sa lettre, comme « s1 »
notation-seesaw-no-column = « { $column } » n'est pas une colonne de ce plateau (a à { $last })
notation-seesaw-action = « { $token } » n'est pas un coup de { -seesaw } (comme e1-e2, e3xf5, +d2 ou end)
notation-seesaw-no-dice = « { $token } » ne peut pas être joué : { -seesaw } n'a pas de dés
notation-seesaw-first-tile = la première { -tile } de { $seat } en { $cell } manque (les tuiles ne sont jamais retirées)
notation-seesaw-stray-tile = la { -tile } de { $seat } en { $cell } n'est pas reliée à sa première { -tile } (chaque tuile se pose à côté d'une des siennes)
notation-seesaw-stacks-over-tiles = { $seat } a { $stacks ->
        [one] { $stacks } pile
       *[other] { $stacks } piles
    }, mais seulement { $tiles ->
        [one] { $tiles } tuile
       *[other] { $tiles } tuiles
    } (chaque { -stack } a été posée avec une { -tile })
notation-seesaw-no-stacks = les deux camps ne peuvent pas avoir perdu toutes leurs piles
notation-seesaw-already-won = { $loser } n'a plus de piles, donc { $winner } a déjà gagné ; une partie finie donne le perdant comme camp au trait (« { $letter } »)
notation-seesaw-skipped = { $seat } n'a aucun coup légal et passe son tour (SEE-10) : { $other } joue, ce qui s'écrit « { $letter } »
notation-seesaw-chain-no-stack = { $seat } n'a pas de { -stack } en { $cell } pour poursuivre ses captures
notation-seesaw-chain-steps = une { -stack } de taille { $size } qui a capturé a au plus { $most ->
        [one] { $most } pas
       *[other] { $most } pas
    } restants
notation-seesaw-chain-won = { $seat } n'a plus de piles, donc le tour est fini
notation-seesaw-chain-stuck = la { -stack } en { $cell } ne peut ni capturer ni avancer avec { $left ->
        [one] { $left } pas restant
       *[other] { $left } pas restants
    }, donc le tour est fini

## Arcēs.

notation-arces-two-players = le plateau doit porter les pièces d'au moins deux joueurs
notation-arces-no-marble = aucun joueur n'a de { -marble }
notation-arces-turn-absent = { $seat } n'a aucune pièce sur le plateau et ne peut pas avoir le trait
notation-arces-turn-out = { $seat } est éliminé (il n'a plus de { -marble }) et ne peut pas avoir le trait
notation-arces-ranks-over = le plateau a plus de 7 rangées
notation-arces-ranks-under = le plateau a { $ranks } rangées ; il en faut 7
notation-arces-rank-short = la rangée { $rank } a { $cells } cases ; chaque rangée en a 7
notation-arces-rank-long = la rangée { $rank } a plus de 7 cases ({ $cells })
notation-arces-lone-marble = une { -marble } ne peut pas être seule : écrivez { $pair }
notation-arces-pair-lower = les parenthèses contiennent exactement deux pièces ; celle du dessous manque
notation-arces-pair-upper = les parenthèses contiennent exactement deux pièces ; celle du dessus manque
notation-arces-marble-foreign = la { -marble } de { $pair } doit reposer sur une { -stone } de son propriétaire
notation-arces-two-marbles = deux billes ne peuvent pas partager une case
notation-arces-marble-under = la { -marble } de { $pair } ne peut pas être sous une { -stone }
notation-arces-three-pieces = une case contient au plus deux pièces
notation-arces-stones = { $seat } a plus de { $most } pierres
notation-arces-marbles = { $seat } a plus d'une { -marble }
notation-arces-action = « { $token } » n'est pas un coup (comme d2-d3) ni pass
notation-arces-no-dice = { -arces } n'a pas de dés : on ne lance rien

## Arsisesi.

notation-arsisesi-parts = { $game } demande deux Maisons et { $lanes ->
        [one] { $lanes } couloir
       *[other] { $lanes } couloirs
    }, séparés par « / » ; { $parts ->
        [one] { $parts } partie trouvée
       *[other] { $parts } parties trouvées
    }
notation-arsisesi-returning = les { -token }s qui reviennent (S, N) n'existent qu'au Type A (arsisesi-a)
notation-arsisesi-zero-run = une suite de cases vides commence à 1
notation-arsisesi-empty-home = une { -home } vide s'écrit « - »
notation-arsisesi-outbound-home = les jetons de { $seat } qui partent attendent dans leur propre { -home }, pas dans celle de { $other }
notation-arsisesi-returning-home = les jetons de { $seat } qui reviennent attendent dans la { -home } de { $other }
notation-arsisesi-home-order = une { -home } indique « { $own } » une fois, puis « { $guest } » une fois
notation-arsisesi-count = « { $letter } » doit être suivi d'un nombre
notation-arsisesi-tokens = { $seat } a { $total } jetons ; au plus { $most }
notation-arsisesi-bridge-tokens = { $seat } a { $count } jetons sur le { -bridge } ; le Type B en permet un
notation-arsisesi-both-cleared = les deux camps ne peuvent pas avoir terminé tous leurs jetons
notation-arsisesi-over = { $seat } a terminé tous ses jetons : la partie est finie et le champ du tour est « { $letter } »
notation-arsisesi-no-move = { $seat } n'a aucun coup, donc le tour serait déjà passé
notation-arsisesi-action = « { $token } » n'est pas un coup (comme S-1, 1-3, c4-b4, 7-N ou end)
notation-arsisesi-lane = « { $letter } » n'est ni un couloir (a à e) ni une { -home } (S, N)
notation-arsisesi-roll = « { $token } » n'est pas un jet de dé (d1 à d6)

## Žanstrekt.

notation-zanstrekt-ranks = le plateau n'a que 3 rangées
notation-zanstrekt-unused-cell = { $cell } n'est pas une case où poser des pièces (seuls le circuit et e2 le sont)
notation-zanstrekt-capital = une majuscule { $letter } marque une pièce revenue sur son propre { -zan }, qui est { $cell }
notation-zanstrekt-on-gethreln = une pièce de { $seat } en { $cell } aurait été retirée : c'est le Geþreln de l'adversaire
notation-zanstrekt-pieces = { $seat } a { $count } pièces sur le plateau ; au plus { $most }
notation-zanstrekt-exited = { $seat } a { $count } pièces sur le plateau et { $exited } sorties ; il n'en a que { $most }
notation-zanstrekt-both-exited = les deux camps ne peuvent pas avoir sorti toutes leurs pièces
notation-zanstrekt-action = « { $token } » n'est pas un coup (comme +, h1-e3, h1-off, a2xa3 ou throw)
notation-zanstrekt-roll = « { $token } » n'est pas un jet de dé (d0 à d5)
notation-zanstrekt-throw = un lancer en attente vaut de 1 à 5, pas { $digit } (un 0 passe aussitôt)
notation-zanstrekt-flag-order = les marques s'écrivent une fois chacune : engagements (!) d'abord, puis embuscades (*), chacune dans l'ordre des cases
notation-zanstrekt-commit-empty = aucune pièce en { $cell } à engager
notation-zanstrekt-bridge-heading = la pièce sur le { -zan-bridge } e2 doit indiquer sa direction, comme !e2-e1
notation-zanstrekt-crossing = une traversée mène à un { -othent }, pas en { $cell }
notation-zanstrekt-commit-where = seule une pièce sur un { -othent } ou sur le { -zan-bridge } est engagée, pas en { $cell }
notation-zanstrekt-commit-twice = un camp a au plus une pièce engagée
notation-zanstrekt-ambush-where = { $cell } n'est pas à côté d'un { -castle }, donc aucune embuscade ne peut la viser
notation-zanstrekt-ambush-target = une embuscade en { $cell } demande là un adversaire du propriétaire du { -castle }
notation-zanstrekt-ambush-castle = une embuscade en { $cell } demande une pièce dans le { -castle } { $castle }
notation-zanstrekt-ambush-sides = les marques d'embuscade ne concernent qu'un camp à la fois
notation-zanstrekt-bridge-flag = la pièce sur le { -zan-bridge } e2 est engagée : ajoutez sa marque, comme !e2-e1
notation-zanstrekt-over = { $seat } a sorti toutes ses pièces : la partie est finie, { $other } a le trait, sans lancer ni embuscade
notation-zanstrekt-ambush-throw = une embuscade se joue au lieu de lancer, donc aucun lancer ne peut être en attente
notation-zanstrekt-unusable = aucune pièce ne peut jouer un lancer de { $throw } : il serait déjà passé
