## Spielen ohne Sehen (src/app/a11y): Felder, Stellungen, Züge und getippte Züge in Worten für
## Bildschirmleser. $name, $cell, $from und $to sind Felder in Notation (15, e3, c3); $who und
## $owner sind Namen von Plätzen (a11y-seat); $piece wählt ein Wort: piece, stack, stone,
## marble, tower, token.

a11y-seat = { $seat ->
    [black] Schwarz
    [white] Weiß
    [west] West
    [north] Nord
    [east] Ost
   *[south] Süd
}

## Orte.

a11y-square = Feld { $name }
a11y-house = Feld { $name }, { $house ->
    [rebirth] Haus der Wiedergeburt
    [beauty] Haus der Schönheit
    [water] Haus des Wassers
    [three] Haus der Drei
    [two] Haus der Zwei
   *[sun] Haus des Re-Harachte
}
a11y-gold = { $name }, das { -gold }
a11y-special = { $name }, { $kind ->
    [zan] { -zan }
    [othent] { -othent }
    [fetnes] Burg (Fetneš)
   *[gethreln] Schicksalsfeld (Geþreln)
} von { $owner }
a11y-bridge-cell = { $name }, die Brücke
a11y-rank = { -bridge }, Reihe { $rank }
a11y-lane-bridge = { $name }, auf der { -bridge }
a11y-home = { -home } von { $owner }
a11y-borne-off = Abgetragen
a11y-pool = { -pool } von { $owner }
a11y-exited = Figuren von { $owner } draußen

## Was auf einem Ort steht. $n zählt die Felder, die eine Beschreibung zusammenfasst (1 für ein Feld).

a11y-cell = { $place }: { $what }
a11y-empty = leer
a11y-piece = { $n ->
    [one] Figur
   *[other] Figuren
} von { $owner }
a11y-stack = { $n ->
    [one] { -stack }
   *[other] { -stack }
} der Höhe { $size } von { $owner }
a11y-on-tile = { $what } auf einem { -tile } von { $owner }
a11y-tile = { $n ->
    [one] { -tile }
   *[other] { -tile }
} von { $owner }
a11y-stone = { $n ->
    [one] { -stone }
   *[other] Steine
} von { $owner }
a11y-marble = { -marble } von { $owner } auf ihrem { -stone }
a11y-tower = { $n ->
    [one] { -tower }
   *[other] Türme
} von { $owner }
a11y-cage = { -cage }: { -stone } von { $top } auf einem { -stone } von { $caged }
a11y-token = { $n ->
    [one] { -token }
   *[other] Spielsteine
} von { $owner }, { $back ->
    [yes] auf dem Rückweg
   *[no] unterwegs
} nach { $toward ->
    [north] Norden
   *[south] Süden
}
a11y-lap-done = { $n ->
    [one] Figur von { $owner }, die ihre Runde gemacht hat
   *[other] Figuren von { $owner }, die ihre Runde gemacht haben
}
a11y-crossing = Figur von { $owner }, die nach { $to } hinüber muss
a11y-borne = Schwarz { $black }, Weiß { $white }
a11y-count = { $n ->
    [0] keine
    [one] 1 Figur
   *[other] { $n } Figuren
}
a11y-waiting = { $n ->
    [one] { $n } wartet
   *[other] { $n } warten
} auf den Aufbruch{ $back ->
    [0] {""}
    [one] , 1 Spielstein von { $other } wartet auf den Rückweg
   *[other] , { $back } Spielsteine von { $other } warten auf den Rückweg
}
a11y-group = { $what }: { $cells }.
a11y-held = { $place }: { $what }.

## Wer am Zug ist, und die ganze Stellung.

a11y-turn-throw = { $who } muss werfen.
a11y-turn-move = { $who } ist am Zug.
a11y-turn-move-throw = { $who } zieht mit einer { $throw }.
a11y-turn-points = { $who } ist am Zug, { $points ->
    [one] 1 Punkt
   *[other] { $points } Punkte
} übrig.
a11y-turn-chain = { $who } macht mit dem { -stack } auf { $cell } weiter: { $left ->
    [one] 1 Schritt
   *[other] { $left } Schritte
} übrig.
a11y-turn-ambush = { $who } darf statt zu werfen einen Hinterhalt auf { $cells } legen.
a11y-turn-commit = Die Figur auf { $cell } muss über die Brücke.
a11y-turn-count = { $played } von { $limit } Runden gespielt.
a11y-over-win = Spiel vorbei: { $who } gewinnt.
a11y-over-points = Spiel vorbei: { $who } gewinnt mit { $points } Punkten.
a11y-over-draw = Spiel vorbei: Remis.
a11y-sum-senet = { $who }: { $board } auf dem Brett, { $off } abgetragen.
a11y-sum-seesaw = { $who }: { $stacks ->
    [one] 1 { -stack }
   *[other] { $stacks } { -stack }
} mit { $pieces ->
    [one] 1 Figur
   *[other] { $pieces } Figuren
}, { $tiles ->
    [one] 1 { -tile }
   *[other] { $tiles } { -tile }
}.
a11y-sum-arces = { $who }: { $stones ->
    [one] 1 Stein
   *[other] { $stones } Steine
}, { -marble } auf { $marble }.
a11y-sum-arces-out = { $who }: ausgeschieden, noch { $stones ->
    [one] 1 Stein
   *[other] { $stones } Steine
}.
a11y-sum-arsisesi = { $who }: { $home } im { -home }, { $field } auf dem Feld{ $back ->
    [0] {""}
   *[other] , { $back } warten auf den Rückweg
}, { $cleared } im Ziel.
a11y-sum-zanstrekt = { $who }: { $pool } im { -pool }, { $board } auf dem Brett, { $exited } draußen.
a11y-board = Spielbrett: { $game }. { $position }

## Züge, wie die Liste der erlaubten Züge sie anbietet. $what ist eine Figur mit ihrem Artikel
## (a11y-the). Eine Ansage sagt, wer einen gespielt hat (a11y-played).

a11y-the = { $piece ->
    [stack] den { -stack }
    [stone] den { -stone }
    [marble] die { -marble }
    [tower] den oberen { -stone }
    [token] den { -token }
   *[piece] die Figur
}
a11y-do-move = Ziehe { $what } von { $from } nach { $to }
a11y-do-capture = Ziehe { $what } von { $from } nach { $to } und schlage
a11y-do-attack = Ziehe { $what } von { $from } nach { $to } und greife an: Die beiden Figuren tauschen die Plätze
a11y-do-cage = Ziehe { $what } von { $from } nach { $to } und bilde einen { -cage }
a11y-do-route = Ziehe { $what } von { $from } nach { $to } für { $cost ->
    [one] 1 Punkt
   *[other] { $cost } Punkte
}{ $kicks ->
    [0] {""}
    [one] {" "}und wirf einen Spielstein raus
   *[other] {" "}und wirf { $kicks } Spielsteine raus
}
a11y-do-place = Setze ein { -tile } und einen { -stack } auf { $to }
a11y-do-pass = Passen
a11y-do-end = Zug beenden
a11y-do-enter = Setze eine Figur auf { $to } ein
a11y-do-enter-capture = Setze eine Figur auf { $to } ein und schlage
a11y-do-bear-off = Trage die Figur auf { $from } ab
a11y-do-exit = Ziehe die Figur auf { $from } hinaus
a11y-do-ambush = Lege einen Hinterhalt von { $from } auf { $to } und schlage
a11y-do-throw = Verzichte auf den Hinterhalt und wirf
a11y-played = { $who }: { $action }.

## Das Feld mit dem Fokus auf dem zugänglichen Brett.

a11y-selected = Ausgewählt.
a11y-goes = Kann nach { $cells }.
a11y-captures = Kann auf { $cells } { $kind ->
    [attack] angreifen
   *[capture] schlagen
}.
a11y-place-here = Hier kann ein neuer { -stack } hin.
a11y-target = { $piece ->
    [stack] Der { -stack }
    [stone] Der { -stone }
    [marble] Die { -marble }
    [tower] Der obere { -stone }
    [token] Der { -token }
   *[piece] Die Figur
} auf { $from } kann { $kind ->
    [attack] hier angreifen
    [capture] hier schlagen
   *[go] hierhin
}.

## Getippte Züge. Die Wortlisten sind, was man außer der Notation tippen darf, durch Leerzeichen
## getrennt.

a11y-words-filler = zug ziehe ziehen ziehst spiele von vom nach zum zur auf der die das den dem ein eine einen figur figuren stapel spielstein stein murmel feld mit und dann bitte
a11y-words-throw = t werfen wirf wurf würfeln würfle
a11y-words-pass = passen passe
a11y-words-end = ende beenden fertig
a11y-words-enter = einsetzen setze
a11y-words-off = abtragen raus hinaus
a11y-words-capture = x schlagen schlägt schlage nimmt rauswerfen hinterhalt angreifen greift greife angriff
a11y-words-place = setzen legen lege
a11y-typed-empty = Tippe einen Zug, zum Beispiel { $example }.
a11y-typed-over = Das Spiel ist vorbei.
a11y-typed-throw-first = Erst werfen: tippe t.
a11y-typed-no-throw = Gerade gibt es nichts zu werfen.
a11y-typed-unknown = „{ $text }“ ist hier weder ein Zug noch ein Feld.
a11y-typed-stuck = { $piece ->
    [stack] Der { -stack }
    [token] Der { -token }
   *[piece] Die Figur
} auf { $cell } kann nicht ziehen{ $throw ->
    [0] {""}
   *[other] {" "}mit einer { $throw }
}.
a11y-typed-cannot-reach = { $piece ->
    [stack] Der { -stack }
    [token] Der { -token }
   *[piece] Die Figur
} auf { $from } kann { $to } nicht erreichen{ $throw ->
    [0] {""}
   *[other] {" "}mit einer { $throw }
}.
a11y-typed-ambiguous = { $n ->
    [2] Zwei Züge passen
   *[other] { $n } Züge passen
}: { $moves }. Tippe einen davon.
a11y-typed-illegal = „{ $text }“ ist hier nicht erlaubt.
