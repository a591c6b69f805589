# Ohne Sicht spielen auf der Seite und den eingebetteten Brettern (Issue 21, Phase B).

a11y-entry = Zug { $n }, { $who }: { $action }
a11y-entry-throw = Zug { $n }, { $who }: warf { $value }
a11y-threw = Zug { $n }: { $who } warf { $value }.
a11y-last = Letzter Zug: { $entry }.
a11y-no-move = Es wurde noch kein Zug gespielt.
a11y-section = Mit der Tastatur spielen
a11y-grid = Felder des Bretts
a11y-grid-help = Die Pfeiltasten wechseln das Feld, Eingabe oder Leertaste wählt aus und spielt. D liest die Stellung vor, L den letzten Zug, W wer am Zug ist.
a11y-legal = Mögliche Züge ({ $n })
a11y-legal-none = Jetzt ist kein Zug möglich.
a11y-typed-label = Zug eingeben
a11y-typed-play = Spielen
a11y-typed-hint = Zum Beispiel 11-13, +d2, passen, oder t zum Werfen.
a11y-looking = Sie sehen eine frühere Stellung.
a11y-embed-heading = Quintet-Brett
