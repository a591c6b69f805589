# Ohne Sicht spielen auf der Seite und den eingebetteten Brettern (Issue 21, Phase B).

a11y-entry = Zug { $n }, { $who }: { $action }
a11y-entry-throw = Zug { $n }, { $who }: warf { $value }
a11y-threw = Zug { $n }: { $who } warf { $value }.
a11y-last = Letzter Zug: { $entry }.
a11y-no-move = Es wurde noch kein Zug gespielt.
a11y-section = Mit der Tastatur spielen
a11y-grid = Felder des Bretts
a11y-grid-help = Die Pfeiltasten wechseln das Feld, Eingabetaste oder Leertaste wählt aus und spielt. D liest die Stellung vor, L den letzten Zug, W wer am Zug ist.
a11y-cell-off = raus
a11y-legal = Mögliche Züge ({ $n })
a11y-legal-none = Jetzt ist kein Zug möglich.
a11y-typed-label = Zug eingeben
a11y-typed-play = Spielen
a11y-typed-hint = Zum Beispiel { $game ->
    [senet] 11-13, 27-off, passen oder t zum Werfen
    [seesaw] +d2, e1-e2, e3xf5 oder ende
    [arces] d2-d3 oder passen
    [arsisesi] S-1, 1-3, ende oder t zum Werfen
   *[zanstrekt] +, h1-e3, a2xa3 oder t zum Werfen
}.
a11y-looking = Sie sehen eine frühere Stellung.
a11y-embed-heading = Quintet-Brett
