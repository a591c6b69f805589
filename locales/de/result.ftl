## Die Ergebnistafel über dem Brett am Ende einer Partie: wer gewonnen hat, wie, und die Punkte.

result-wins = { $who } gewinnt
result-drawn = Remis
result-no-move = { $loser } hat { $throw } geworfen und konnte damit keine Figur ziehen, weder vor noch zurück: { $loser } verliert.
result-borne-off = { $winner } hat alle fünf Figuren abgetragen.
result-no-stacks = { $loser } hat keine { -stack } mehr.
result-no-actions = Keiner der beiden kann noch ziehen.
result-gold = Die { -marble } von { $winner } hat das { -gold } erreicht.
result-last-marble = Die { -marble } von { $winner } ist die letzte auf dem Brett.
result-turn-limit = { $turns } Runden wurden ohne Sieger gespielt.
result-no-marbles = Es ist keine { -marble } mehr auf dem Brett.
result-cleared = { $winner } hat alle fünf { -token }e ins Ziel gebracht.
result-stalemate = Keiner der beiden kann mit irgendeinem Wurf ziehen: ein Patt.
result-exited = { $winner } hat alle sechs Figuren herumgeführt und hinausgebracht.
result-points = { $points } { $points ->
        [one] Punkt
       *[other] Punkte
    }: { $loser } hatte noch { $first ->
        [0] { $last } { $last ->
            [one] Figur
           *[other] Figuren
        } auf den Feldern 21–30, je 1 Punkt wert.
       *[other] { $first } { $first ->
            [one] Figur
           *[other] Figuren
        } auf den Feldern 1–20, je 3 Punkte wert{ $last ->
            [0] .
           *[other] , und { $last } auf den Feldern 21–30, je 1 Punkt wert.
        }
    }
result-rematch = Revanche
result-new = Neue Partie
result-share = Partie teilen
result-hide = Ergebnis ausblenden
# The Review button stays with the page (its result card), the rest of the review comes later.
review-button = Partie analysieren
