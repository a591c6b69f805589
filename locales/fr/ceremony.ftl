## Les cérémonies d'ouverture (SEN-3, ARS-9, ZAN-3) et qui joue quoi, en termes simples.

ceremony-person = Joueur { $n }
ceremony-computer = Ordinateur
ceremony-computer-n = Ordinateur { $n }
ceremony-senet-throws = { $you ->
    [first] Vous et l'ordinateur ({ $level }) lancez les { -sticks } à tour de rôle jusqu'à ce que l'un fasse 1 : { $throws }.
    [second] L'ordinateur ({ $level }) et vous lancez les { -sticks } à tour de rôle jusqu'à ce que l'un fasse 1 : { $throws }.
   *[none] { $first } et { $second } lancent les { -sticks } à tour de rôle jusqu'à ce que l'un fasse 1 : { $throws }.
}
ceremony-senet-throw = { $value ->
    [1] { $you ->
        [you] Vous faites 1 et prenez les Noirs.
        [computer] L'ordinateur fait 1 et prend les Noirs.
       *[none] { $player } fait 1 et prend les Noirs.
    }
   *[other] { $you ->
        [you] Vous faites { $value }.
        [computer] L'ordinateur fait { $value }.
       *[none] { $player } fait { $value }.
    }
}
ceremony-roll = { $you ->
    [first] Vous faites { $a }, l'ordinateur fait { $b }.
    [second] L'ordinateur fait { $a }, vous faites { $b }.
   *[none] { $first } fait { $a }, { $second } fait { $b }.
}
ceremony-roll-tie = { $you ->
    [first] Vous faites { $a }, l'ordinateur fait { $b } : égalité, les deux relancent le dé.
    [second] L'ordinateur fait { $a }, vous faites { $b } : égalité, les deux relancent le dé.
   *[none] { $first } fait { $a }, { $second } fait { $b } : égalité, les deux relancent le dé.
}
ceremony-drawn = { $you ->
    [you] Le tirage vous désigne pour commencer.
    [computer] Le tirage désigne l'ordinateur ({ $level }) pour commencer.
   *[none] Le tirage désigne { $player } pour commencer.
}
ceremony-rematch = Revanche : les joueurs changent de camp.
ceremony-verdict = { $game ->
    [senet] { $you ->
        [first] Vous jouez les Noirs (Sud) et commencez, contre l'ordinateur ({ $level }), qui joue les Blancs (Nord).
        [second] L'ordinateur ({ $level }) joue les Noirs (Sud) et commence ; vous jouez les Blancs (Nord).
       *[none] { $first } joue les Noirs (Sud) et commence ; { $second } joue les Blancs (Nord).
    }
    [zanstrekt] { $you ->
        [first] Vous jouez Sud (bleu, pièces rondes) et commencez, contre l'ordinateur ({ $level }), qui joue Nord (orange, pièces carrées).
        [second] L'ordinateur ({ $level }) joue Sud (bleu, pièces rondes) et commence ; vous jouez Nord (orange, pièces carrées).
       *[none] { $first } joue Sud (bleu, pièces rondes) et commence ; { $second } joue Nord (orange, pièces carrées).
    }
   *[arsisesi] { $you ->
        [first] Vous jouez Sud (bleu) et commencez, contre l'ordinateur ({ $level }), qui joue Nord (orange).
        [second] L'ordinateur ({ $level }) joue Sud (bleu) et commence ; vous jouez Nord (orange).
       *[none] { $first } joue Sud (bleu) et commence ; { $second } joue Nord (orange).
    }
}
ceremony-you-play = Vous jouez { $seat } ({ $colour ->
    [south] bleu
    [west] vert
    [north] orange
   *[east] rose
}) contre l'ordinateur ({ $level }).
ceremony-level = { $level ->
    [easy] facile
    [medium] moyen
    [perfect] parfait
   *[strong] fort
}
ceremony-senet-forced = Le 1 décisif est joué aussitôt : la pièce noire avance de la case 10 à la case 11.
ceremony-pending = On décide qui joue quel camp…
ceremony-title = Qui joue quel camp
ceremony-skip = Passer
ceremony-start = Jouer
