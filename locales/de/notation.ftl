### Notationsregeln, gegen die eine Stellung, ein Zug oder ein Wurf verstoßen kann: die Einzelheit
### einer Fehlermeldung. Zitierte Notation bleibt, wie sie ist ('s@f4:2', d1, e2).

## Für alle Spiele.

notation-leading-zero = Zahlen werden ohne führende Nullen geschrieben
notation-no-such-cell = dieses Feld gibt es nicht

## Senet.

notation-senet-pieces = { $seat } hat { $count } Figuren; höchstens { $most }
notation-senet-both-off = nicht beide Seiten können alle Figuren abgetragen haben
notation-senet-turn-throw = „{ $digit }“ ist kein Wurf (1, 2, 3, 4 oder 6)
notation-senet-action = „{ $token }“ ist kein Zug (wie 11-15, 27-off oder pass)
notation-senet-roll = „{ $token }“ ist kein Wurf (d1, d2, d3, d4 oder d6)
notation-senet-five = die { -sticks } können keine 5 zeigen

## Seesaw.

notation-seesaw-kind = eine Stellung heißt für beide Größen „seesaw“; die Größe ergibt sich aus dem Brett
notation-seesaw-steps-without-chain = verbleibende Schritte („:2“) folgen nur auf einen schlagenden { -stack }, wie in „s@f4:2“
notation-seesaw-chain-without-steps = eine laufende Schlagfolge braucht ihre verbleibenden Schritte, wie in „s@f4:2“
notation-seesaw-columns = ein { -seesaw }-Brett hat 7 Spalten (Seite 4) oder 9 (Seite 5), nicht { $found }
notation-seesaw-column-full = Spalte { $column } hat auf diesem Brett { $cells } Felder
notation-seesaw-underscore = „_“ trennt nur ein leeres { -tile } von einem direkt folgenden { -stack } ohne { -tile }
notation-seesaw-stack-size = ein { -stack } braucht seine Größe nach dem Buchstaben, wie „s1“
notation-seesaw-no-column = „{ $column }“ ist keine Spalte dieses Bretts (a bis { $last })
notation-seesaw-action = „{ $token }“ ist kein { -seesaw }-Zug (wie e1-e2, e3xf5, +d2 oder end)
notation-seesaw-no-dice = „{ $token }“ geht nicht: { -seesaw } hat keine Würfel
notation-seesaw-first-tile = das erste { -tile } von { $seat } auf { $cell } fehlt (Plättchen werden nie entfernt)
notation-seesaw-stray-tile = das { -tile } von { $seat } auf { $cell } hängt nicht mit dem ersten { -tile } zusammen (jedes Plättchen wird neben ein eigenes gelegt)
notation-seesaw-stacks-over-tiles = { $seat } hat { $stacks ->
        [one] { $stacks } Stapel
       *[other] { $stacks } Stapel
    }, aber nur { $tiles ->
        [one] { $tiles } Plättchen
       *[other] { $tiles } Plättchen
    } (jeder { -stack } kam mit einem { -tile } aufs Brett)
notation-seesaw-no-stacks = nicht beide Seiten können alle Stapel verloren haben
notation-seesaw-already-won = { $loser } hat keine Stapel mehr, also hat { $winner } schon gewonnen; eine beendete Partie nennt den Verlierer als Seite am Zug („{ $letter }“)
notation-seesaw-skipped = { $seat } hat keinen erlaubten Zug und wird übersprungen (SEE-10): { $other } ist am Zug, geschrieben „{ $letter }“
notation-seesaw-chain-no-stack = { $seat } hat auf { $cell } keinen { -stack }, mit dem weitergeschlagen werden könnte
notation-seesaw-chain-steps = ein { -stack } der Größe { $size }, der geschlagen hat, hat höchstens { $most ->
        [one] { $most } Schritt
       *[other] { $most } Schritte
    } übrig
notation-seesaw-chain-won = { $seat } hat keine Stapel mehr, also ist der Zug zu Ende
notation-seesaw-chain-stuck = der { -stack } auf { $cell } kann mit { $left ->
        [one] { $left } verbleibenden Schritt
       *[other] { $left } verbleibenden Schritten
    } weder schlagen noch ziehen, also ist der Zug zu Ende

## Arcēs.

notation-arces-two-players = auf dem Brett müssen Figuren von mindestens zwei Spielern stehen
notation-arces-no-marble = kein Spieler hat eine { -marble }
notation-arces-turn-absent = { $seat } hat keine Figuren auf dem Brett und kann nicht am Zug sein
notation-arces-turn-out = { $seat } ist ausgeschieden (hat keine { -marble }) und kann nicht am Zug sein
notation-arces-ranks-over = das Brett hat mehr als 7 Reihen
notation-arces-ranks-under = das Brett hat { $ranks } Reihen; es braucht 7
notation-arces-rank-short = Reihe { $rank } hat { $cells } Felder; jede Reihe hat 7
notation-arces-rank-long = Reihe { $rank } hat mehr als 7 Felder ({ $cells })
notation-arces-lone-marble = eine { -marble } kann nicht allein stehen: schreibe { $pair }
notation-arces-pair-lower = Klammern enthalten genau zwei Figuren; die untere fehlt
notation-arces-pair-upper = Klammern enthalten genau zwei Figuren; die obere fehlt
notation-arces-marble-foreign = die { -marble } in { $pair } muss auf einem { -stone } ihres Besitzers liegen
notation-arces-two-marbles = zwei Murmeln können nicht auf einem Feld sein
notation-arces-marble-under = die { -marble } in { $pair } kann nicht unter einem { -stone } liegen
notation-arces-three-pieces = auf einem Feld stehen höchstens zwei Figuren
notation-arces-stones = { $seat } hat mehr als { $most } Steine
notation-arces-marbles = { $seat } hat mehr als eine { -marble }
notation-arces-action = „{ $token }“ ist kein Zug (wie d2-d3) und kein pass
notation-arces-no-dice = { -arces } hat keine Würfel: es wird nichts geworfen

## Arsisesi.

notation-arsisesi-parts = { $game } braucht zwei Häuser und { $lanes ->
        [one] { $lanes } Bahn
       *[other] { $lanes } Bahnen
    }, getrennt durch „/“; gefunden: { $parts ->
        [one] { $parts } Teil
       *[other] { $parts } Teile
    }
notation-arsisesi-returning = heimkehrende Spielsteine (S, N) gibt es nur in Typ A (arsisesi-a)
notation-arsisesi-zero-run = eine Folge leerer Felder beginnt bei 1
notation-arsisesi-empty-home = ein leeres { -home } wird „-“ geschrieben
notation-arsisesi-outbound-home = die ausziehenden Spielsteine von { $seat } warten im eigenen { -home }, nicht in dem von { $other }
notation-arsisesi-returning-home = die heimkehrenden Spielsteine von { $seat } warten im { -home } von { $other }
notation-arsisesi-home-order = ein { -home } nennt „{ $own }“ einmal, dann „{ $guest }“ einmal
notation-arsisesi-count = auf „{ $letter }“ muss eine Anzahl folgen
notation-arsisesi-tokens = { $seat } hat { $total } Spielsteine; höchstens { $most }
notation-arsisesi-bridge-tokens = { $seat } hat { $count } Spielsteine auf der { -bridge }; Typ B erlaubt einen
notation-arsisesi-both-cleared = nicht beide Seiten können alle Spielsteine ins Ziel gebracht haben
notation-arsisesi-over = { $seat } hat alle Spielsteine ins Ziel gebracht: die Partie ist zu Ende und das Zugfeld lautet „{ $letter }“
notation-arsisesi-no-move = { $seat } hat keinen Zug, also wäre der Zug schon vorbei
notation-arsisesi-action = „{ $token }“ ist kein Zug (wie S-1, 1-3, c4-b4, 7-N oder end)
notation-arsisesi-lane = „{ $letter }“ ist weder eine Bahn (a bis e) noch ein { -home } (S, N)
notation-arsisesi-roll = „{ $token }“ ist kein Wurf (d1 bis d6)

## Žanstrekt.

notation-zanstrekt-ranks = das Brett hat nur 3 Reihen
notation-zanstrekt-unused-cell = auf { $cell } stehen keine Figuren (nur auf dem Rundkurs und auf e2)
notation-zanstrekt-capital = ein großes { $letter } markiert eine Figur, die auf ihr eigenes { -zan } zurückgekehrt ist, und das ist { $cell }
notation-zanstrekt-on-gethreln = eine Figur von { $seat } auf { $cell } wäre entfernt worden: dort ist das Geþreln des Gegners
notation-zanstrekt-pieces = { $seat } hat { $count } Figuren auf dem Brett; höchstens { $most }
notation-zanstrekt-exited = { $seat } hat { $count } Figuren auf dem Brett und { $exited } draußen; es hat nur { $most }
notation-zanstrekt-both-exited = nicht beide Seiten können alle Figuren hinausgebracht haben
notation-zanstrekt-action = „{ $token }“ ist kein Zug (wie +, h1-e3, h1-off, a2xa3 oder throw)
notation-zanstrekt-roll = „{ $token }“ ist kein Wurf (d0 bis d5)
notation-zanstrekt-throw = ein offener Wurf ist 1 bis 5, nicht { $digit } (eine 0 verfällt sofort)
notation-zanstrekt-flag-order = Markierungen stehen je einmal da: erst Bindungen (!), dann Hinterhalte (*), jeweils in Feldreihenfolge
notation-zanstrekt-commit-empty = auf { $cell } steht keine Figur, die gebunden sein könnte
notation-zanstrekt-bridge-heading = die Figur auf der { -zan-bridge } e2 braucht ihre Richtung, wie !e2-e1
notation-zanstrekt-crossing = eine Überquerung führt zu einem { -othent }, nicht nach { $cell }
notation-zanstrekt-commit-where = gebunden ist nur eine Figur auf einem { -othent } oder auf der { -zan-bridge }, nicht auf { $cell }
notation-zanstrekt-commit-twice = eine Seite hat höchstens eine gebundene Figur
notation-zanstrekt-ambush-where = { $cell } liegt nicht neben einer { -castle }, also kann dort kein Hinterhalt zielen
notation-zanstrekt-ambush-target = ein Hinterhalt auf { $cell } braucht dort einen Gegner des Burgbesitzers
notation-zanstrekt-ambush-castle = ein Hinterhalt auf { $cell } braucht eine Figur in der { -castle } { $castle }
notation-zanstrekt-ambush-sides = Hinterhalt-Markierungen betreffen nur eine Seite auf einmal
notation-zanstrekt-bridge-flag = die Figur auf der { -zan-bridge } e2 ist gebunden: ergänze ihre Markierung, wie !e2-e1
notation-zanstrekt-over = { $seat } hat alle Figuren hinausgebracht: die Partie ist zu Ende, { $other } wäre am Zug, ohne Wurf und ohne Hinterhalt
notation-zanstrekt-ambush-throw = ein Hinterhalt ersetzt den Wurf, also kann kein Wurf offen sein
notation-zanstrekt-unusable = keine Figur kann einen Wurf von { $throw } nutzen: er wäre sofort verfallen
