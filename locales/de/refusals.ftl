## Warum ein Zug abgelehnt wird: ein Satz, der die Regel nennt.

refusal-no-piece = Auf { $cell } hast du { $piece ->
    [stack] keinen { -stack }
    [token] keinen { -token }
   *[piece] keine Figur
} zum Ziehen.
refusal-not-yours = { $piece ->
    [stack] Der { -stack }
    [token] Der { -token }
   *[piece] Die Figur
} auf { $cell } gehört { $owner }, und { $mover } ist am Zug.
refusal-senet-throw = Ein Wurf von { $throw } zieht eine Figur { $throw ->
    [one] { $throw } Feld
   *[other] { $throw } Felder
} weit.
refusal-senet-forward = Eine Figur zieht nur zurück, wenn keine Figur { $throw } vorwärts ziehen kann.
refusal-senet-own = Eine Figur kann nicht auf einer eigenen Figur landen.
refusal-senet-pair = Die Figur von { $owner } auf { $cell } ist geschützt: eine weitere Figur von { $owner } steht daneben.
refusal-senet-safe = Die Figur von { $owner } auf { $cell } ist sicher: auf 26, 28 und 29 wird keine Figur angegriffen.
refusal-senet-block = { $owner } hält ab { $cell } drei Felder in Folge: keine Figur überspringt eine solche Sperre oder landet darauf.
refusal-senet-row-one = Keine Figur wird abgetragen, solange { $seat } noch eine Figur auf den Feldern 1 bis 10 hat.
refusal-senet-below-one = Ein Wurf von { $throw } würde diese Figur hinter Feld 1 zurückziehen.
refusal-senet-pass = Passen darf nur, wessen zugfähige Figuren alle auf 26, 28 oder 29 stehen.
refusal-seesaw-capture = Schlagen geht vor: der { -stack } auf { $cell } kann schlagen, also muss geschlagen werden.
refusal-seesaw-chain = Nur der { -stack }, der gerade geschlagen hat, auf { $cell }, zieht in diesem Zug weiter.
refusal-seesaw-steps = Ein { -stack } von { $size } zieht { $size ->
    [1] genau 1 Feld
   *[other] 1 bis { $size } Felder
}.
refusal-seesaw-left = Nach dem Schlag bleiben dem { -stack } noch { $left ->
    [1] 1 Schritt
   *[other] { $left } Schritte
}.
refusal-seesaw-direction = Ein { -stack } von { $size } zieht nur { $way ->
    [forward] vorwärts, weg von der eigenen Seite
   *[other] rückwärts, zur eigenen Seite hin
}: ungerade Stapel ziehen vorwärts, gerade rückwärts.
refusal-seesaw-blocked = Ein { -stack } zieht nur über und auf Felder ohne Stapel, und ein { -stack } steht im Weg.
refusal-seesaw-reach = Der { -stack } auf { $cell } ist { $steps } Schritte entfernt, und dieser { -stack } schlägt höchstens { $size } weit.
refusal-seesaw-place-next = Ein neuer { -stack } kommt nur auf ein Feld neben einem deiner Plättchen.
refusal-seesaw-place-free = Ein neuer { -stack } kommt nur auf ein Feld ohne { -tile } und ohne { -stack }.
refusal-seesaw-end = Ein Zug endet nur nach einem Schlag vorzeitig, mit ungenutzten Schritten.
refusal-arces-caged = Dieser { -stone } ist eingesperrt: ein { -stone } von { $top } steht auf ihm.
refusal-arces-one-cell = Eine Figur zieht genau ein Feld, in eine der acht Richtungen.
refusal-arces-marble = Eine { -marble } zieht nur auf einen einzelnen eigenen { -stone }.
refusal-arces-full = Auf einem Feld stehen höchstens zwei Figuren.
refusal-arces-tower = Nur ein { -stone }, der einen { -tower } verlässt, kann einen { -stone } schlagen, der auf einem anderen steht.
refusal-arces-pass = Passen darf nur, wer keinen Zug hat; wer passt, scheidet aus.
refusal-arsisesi-points = Das kostet { $cost } Bewegungspunkte, und { $points ->
    [1] 1 ist
   *[other] { $points } sind
} übrig.
refusal-arsisesi-back = Ein { -token } zieht nur zurück zum eigenen { -home }, um einen gegnerischen { -token } rauszuwerfen.
refusal-arsisesi-own = Ein { -token } kann nicht auf einem eigenen { -token } landen.
refusal-arsisesi-one = Im Spiel Einfach hat jeder nur einen { -token } zugleich auf dem Feld.
refusal-arsisesi-sideways = Ein { -token } wechselt die Bahn nur mit einem Schritt zur Seite, nie schräg.
refusal-arsisesi-move = Ein { -token } zieht ein Feld auf das { -home } zu, zu dem er unterwegs ist, oder überspringt einen { -token }, für je 1 Punkt.
refusal-zan-throw = Ein Wurf von { $throw } zieht eine Figur genau { $throw } Felder auf ihrer Runde: { $to ->
    [off] diese verlässt das Brett.
   *[other] diese kommt auf { $to }.
}
refusal-zan-own = Eine Figur hält auf dem Feld vor einer eigenen Figur: diese kommt nicht weiter als { $to }.
refusal-zan-castle = Eine Figur, die in ihre eigene { -castle } zieht, hält dort, auf { $to }.
refusal-zan-exit = Eine Figur verlässt das Brett nur mit dem genauen Wurf: diese braucht eine { $need }, keine { $throw }.
refusal-zan-committed = Die Figur auf { $cell } ist gebunden: sie muss mit diesem Wurf über die { -zan-bridge }.
refusal-zan-enter = Eine Figur kommt nur auf dein { -zan }, { $cell }, und nicht, solange dort eine deiner Figuren steht.
refusal-zan-ambush-first = Vor dem Wurf kannst du aus deiner { -castle } auf { $castle } einen Hinterhalt legen: lege ihn, oder lehne ab und wirf.
refusal-zan-ambush = Ein Hinterhalt geht von deiner { -castle } auf { $castle } auf eine gegnerische Figur, die gerade direkt darüber oder darunter angehalten hat.
