## Les cérémonies d'ouverture (SEN-3, ARS-9, ZAN-3) et qui joue quoi, en termes simples.

ceremony-person = Joueur { $n }
ceremony-computer = Ordinateur
ceremony-computer-n = Ordinateur { $n }
ceremony-senet-throws = { $first } et { $second } lancent les { -sticks } à tour de rôle jusqu'à ce que l'un fasse 1 : { $throws }.
ceremony-senet-throw = { $value ->
    [1] { $player } fait 1 et prend les Noirs.
   *[other] { $player } fait { $value }.
}
ceremony-roll = { $first } fait { $a }, { $second } fait { $b }.
ceremony-roll-tie = { $first } fait { $a }, { $second } fait { $b } : égalité, les deux relancent le dé.
ceremony-drawn = Le tirage désigne { $player } pour commencer.
ceremony-rematch = Revanche : les joueurs changent de camp.
ceremony-verdict = { $game ->
    [senet] { $first } joue les Noirs (Sud) et commence ; { $second } joue les Blancs (Nord).
    [zanstrekt] { $first } joue Sud (bleu, pièces rondes) et commence ; { $second } joue Nord (orange, pièces carrées).
   *[arsisesi] { $first } joue Sud (bleu) et commence ; { $second } joue Nord (orange).
}
ceremony-senet-forced = Le 1 décisif est joué aussitôt : la pièce noire avance de la case 10 à la case 11.
ceremony-pending = On décide qui joue quel camp…
ceremony-title = Qui joue quel camp
ceremony-skip = Passer
ceremony-start = Jouer
