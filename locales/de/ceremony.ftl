## Die Eröffnungszeremonien (SEN-3, ARS-9, ZAN-3) und wer welche Seite spielt, in einfachen Worten.

ceremony-person = Spieler { $n }
ceremony-computer = Computer
ceremony-computer-n = Computer { $n }
ceremony-senet-throws = { $first } und { $second } werfen abwechselnd die { -sticks }, bis einer eine 1 wirft: { $throws }.
ceremony-senet-throw = { $value ->
    [1] { $player } wirft eine 1 und nimmt Schwarz.
   *[other] { $player } wirft { $value }.
}
ceremony-roll = { $first } würfelt { $a }, { $second } würfelt { $b }.
ceremony-roll-tie = { $first } würfelt { $a }, { $second } würfelt { $b }: Gleichstand, beide würfeln noch einmal.
ceremony-drawn = Das Los bestimmt { $player } als ersten Spieler.
ceremony-rematch = Revanche: Die Spieler tauschen die Seiten.
ceremony-verdict = { $game ->
    [senet] { $first } spielt Schwarz (Süd) und beginnt; { $second } spielt Weiß (Nord).
    [zanstrekt] { $first } spielt Süd (blau, runde Figuren) und beginnt; { $second } spielt Nord (orange, eckige Figuren).
   *[arsisesi] { $first } spielt Süd (blau) und beginnt; { $second } spielt Nord (orange).
}
ceremony-senet-forced = Die entscheidende 1 wird sofort gezogen: Die schwarze Figur zieht von Feld 10 auf Feld 11.
ceremony-pending = Es wird entschieden, wer welche Seite spielt …
ceremony-title = Wer welche Seite spielt
ceremony-skip = Überspringen
ceremony-start = Spielen
