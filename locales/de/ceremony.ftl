## Die Eröffnungszeremonien (SEN-3, ARS-9, ZAN-3) und wer welche Seite spielt, in einfachen Worten.

ceremony-person = Spieler { $n }
ceremony-computer = Computer
ceremony-computer-n = Computer { $n }
ceremony-senet-throws = { $you ->
    [first] Du und der Computer ({ $level }) werft abwechselnd die { -sticks }, bis einer eine 1 wirft: { $throws }.
    [second] Der Computer ({ $level }) und du werft abwechselnd die { -sticks }, bis einer eine 1 wirft: { $throws }.
   *[none] { $first } und { $second } werfen abwechselnd die { -sticks }, bis einer eine 1 wirft: { $throws }.
}
ceremony-senet-throw = { $value ->
    [1] { $you ->
        [you] Du wirfst eine 1 und nimmst Schwarz.
        [computer] Der Computer wirft eine 1 und nimmt Schwarz.
       *[none] { $player } wirft eine 1 und nimmt Schwarz.
    }
   *[other] { $you ->
        [you] Du wirfst { $value }.
        [computer] Der Computer wirft { $value }.
       *[none] { $player } wirft { $value }.
    }
}
ceremony-roll = { $you ->
    [first] Du würfelst { $a }, der Computer würfelt { $b }.
    [second] Der Computer würfelt { $a }, du würfelst { $b }.
   *[none] { $first } würfelt { $a }, { $second } würfelt { $b }.
}
ceremony-roll-tie = { $you ->
    [first] Du würfelst { $a }, der Computer würfelt { $b }: Gleichstand, beide würfeln noch einmal.
    [second] Der Computer würfelt { $a }, du würfelst { $b }: Gleichstand, beide würfeln noch einmal.
   *[none] { $first } würfelt { $a }, { $second } würfelt { $b }: Gleichstand, beide würfeln noch einmal.
}
ceremony-drawn = { $you ->
    [you] Das Los bestimmt dich als ersten Spieler.
    [computer] Das Los bestimmt den Computer ({ $level }) als ersten Spieler.
   *[none] Das Los bestimmt { $player } als ersten Spieler.
}
ceremony-rematch = Revanche: Die Spieler tauschen die Seiten.
ceremony-verdict = { $game ->
    [senet] { $you ->
        [first] Du spielst Schwarz (Süd) und beginnst, gegen den Computer ({ $level }), der Weiß (Nord) spielt.
        [second] Der Computer ({ $level }) spielt Schwarz (Süd) und beginnt; du spielst Weiß (Nord).
       *[none] { $first } spielt Schwarz (Süd) und beginnt; { $second } spielt Weiß (Nord).
    }
    [zanstrekt] { $you ->
        [first] Du spielst Süd (blau, runde Figuren) und beginnst, gegen den Computer ({ $level }), der Nord (orange, eckige Figuren) spielt.
        [second] Der Computer ({ $level }) spielt Süd (blau, runde Figuren) und beginnt; du spielst Nord (orange, eckige Figuren).
       *[none] { $first } spielt Süd (blau, runde Figuren) und beginnt; { $second } spielt Nord (orange, eckige Figuren).
    }
   *[arsisesi] { $you ->
        [first] Du spielst Süd (blau) und beginnst, gegen den Computer ({ $level }), der Nord (orange) spielt.
        [second] Der Computer ({ $level }) spielt Süd (blau) und beginnt; du spielst Nord (orange).
       *[none] { $first } spielt Süd (blau) und beginnt; { $second } spielt Nord (orange).
    }
}
ceremony-you-play = Du spielst { $seat } ({ $colour ->
    [south] blau
    [west] grün
    [north] orange
   *[east] rosa
}) gegen den Computer ({ $level }).
ceremony-level = { $level ->
    [easy] leicht
    [medium] mittel
    [perfect] perfekt
   *[strong] stark
}
ceremony-senet-forced = Die entscheidende 1 wird sofort gezogen: Die schwarze Figur zieht von Feld 10 auf Feld 11.
ceremony-pending = Es wird entschieden, wer welche Seite spielt …
ceremony-title = Wer welche Seite spielt
ceremony-skip = Überspringen
ceremony-start = Spielen
