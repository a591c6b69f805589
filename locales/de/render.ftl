### Die Wörter auf den Brettern und die Beschreibungen der Bretter für Bildschirmleser und
### SVG-Titel. Beschriftungen haben wenig Platz: bitte kurz halten.

## Senet.

render-senet-title = { -senet }-Brett: { $position }
render-senet-off-named = { $seat }: { $off }/{ $all } draußen
render-senet-off = { $off }/{ $all } draußen
render-senet-again =
    nach dem Zug
    nochmal werfen
render-senet-passes =
    nach dem Zug
    ist der andere dran
render-senet-stuck =
    kein Zug
    mit diesem Wurf

## Seesaw.

render-seesaw-counts = { $stacks } { -stack } · { $tiles } { -tile }
render-seesaw-won = { $winner } gewinnt: { $loser } hat keine Stapel mehr
render-seesaw-drawn = Remis: keine Seite kann ziehen
render-seesaw-chain-capture = { -stack } von { $seat } auf { $cell }: { $left ->
        [one] { $left } Schritt
       *[other] { $left } Schritte
    } übrig · weiter schlagen
render-seesaw-chain-move = { -stack } von { $seat } auf { $cell }: { $left ->
        [one] { $left } Schritt
       *[other] { $left } Schritte
    } übrig · ziehen oder Zug beenden
render-seesaw-must-capture = { $seat } muss schlagen
render-seesaw-move-or-place = { $seat } zieht oder setzt
render-seesaw-place = { $seat } setzt
render-seesaw-move = { $seat } ist am Zug
render-seesaw-seat = { $stacks ->
        [0] { $seat } hat keine Stapel
        [one] { $seat } hat 1 Stapel (Größe { $sizes })
       *[other] { $seat } hat { $stacks } Stapel (Größen { $sizes })
    } und { $tiles } { -tile }
render-seesaw-title = { -seesaw }-Brett, Seite { $side }. { $south }; { $north }. { $status }

## Arcēs.

render-arces-tag-to-move = am Zug
render-arces-tag-out = raus
render-arces-tag-wins = gewinnt
render-arces-turn = Runde { $turn } von { $limit }
render-arces-draw-at = Remis bei { $limit }
render-arces-won = gewonnen
render-arces-drawn = Remis
render-arces-title = { -arces }-Brett, { $players } Spieler, Runde { $turn } von { $limit }: { $state }{ $out }
render-arces-state-drawn = Remis
render-arces-state-won = { $seat } gewinnt
render-arces-state-to-move = { $seat } ist am Zug
render-arces-out = ; { $seat } ist ausgeschieden

## Arsisesi.

render-arsisesi-title = { -arsisesi }-Brett, { $type } ({ $variant }): { $position }
render-arsisesi-type = Typ { $letter }
render-arsisesi-variant-a = { -bridge }
render-arsisesi-variant-b = Einfach
render-arsisesi-variant-c = Breit
render-arsisesi-home = { -home } { $seat }
render-arsisesi-home-waiting = { $home } · { $waiting ->
    [one] { $waiting } wartet
   *[other] { $waiting } warten
}
render-arsisesi-waiting = { $waiting ->
    [one] { $waiting } wartet
   *[other] { $waiting } warten
}
render-arsisesi-returning = { $returning } zurück
render-arsisesi-cleared = Im Ziel
render-arsisesi-points-left =
    { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    }
    übrig
render-arsisesi-game-over = Partie vorbei
render-arsisesi-to-roll = muss würfeln
render-arsisesi-to-roll-last =
    muss würfeln
    (letzter Wurf)
render-arsisesi-drawn = Remis
render-arsisesi-wins = { $seat } gewinnt

## Žanstrekt.

render-zanstrekt-die = Würfel 0–5
render-zanstrekt-not-thrown = noch nicht geworfen
render-zanstrekt-zero = 0: nichts bewegt sich
render-zanstrekt-last-throw = letzter Wurf: { $throw }
render-zanstrekt-laps-head = Runden gegen den Uhrzeigersinn
render-zanstrekt-laps-note =
    von jedem { -zan } einmal herum,
    zurück zu ihm, dann hinaus
render-zanstrekt-zan = { -zan }
render-zanstrekt-zan-gloss =
    hier hinein; hinaus
    nach einer ganzen Runde
render-zanstrekt-othent = { -othent }
render-zanstrekt-othent-gloss =
    genau treffen:
    über die { -zan-bridge }
render-zanstrekt-fetnes = { -fetnes }
render-zanstrekt-fetnes-gloss =
    { -castle }: hält an;
    Hinterhalt daneben
render-zanstrekt-gethreln = { -gethreln }
render-zanstrekt-gethreln-gloss =
    eigenes: nochmal werfen;
    fremdes: in den { -pool }
render-zanstrekt-laps = Runden
render-zanstrekt-laps-gloss =
    gegen den Uhrzeigersinn:
    { -zan }, herum, { -zan }, hinaus
render-zanstrekt-pool = { -pool } { $seat }
render-zanstrekt-exited = { $seat } draußen
render-zanstrekt-exited-count = { $exited } von { $all }
render-zanstrekt-seat = { $seat } ({ $looks }): { $board } auf dem Brett, { $pool } im { -pool }, { $exited } draußen
render-zanstrekt-looks-south = blau, rund
render-zanstrekt-looks-north = orange, eckig
render-zanstrekt-title = { -zanstrekt }-Brett: { $south }; { $north }. { $south-name } zieht auf { $south-zan } ein, { $north-name } auf { $north-zan }
