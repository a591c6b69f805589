## Eingebettete Bretter (embed.html, <quintet-board>, die Wiki-Tags). Optionsnamen (flip,
## highlight, solution …) und Notation werden nicht übersetzt.

embed-throw = Werfen
embed-unreadable = Dieses Brett ließ sich nicht lesen ({ $error }); stattdessen wird eine neue Partie gezeigt.
embed-too-long = die Partie ist zu lang
embed-options = Brettoptionen: { $notes }.
embed-option-unknown = „{ $name }“ ist keine Option; weggelassen
embed-option-not-flag = { $name }: „{ $value }“ ist weder 1 noch 0; unverändert gelassen
embed-option-too-many-cells = highlight: nur die ersten { $max } Felder werden markiert
embed-option-not-a-cell = highlight: „{ $name }“ ist kein Feld dieses Bretts
embed-option-solution-too-long = solution: zu lang; weggelassen
embed-no-ply = goTo braucht eine ganze Zahl von Zügen ab 0.

## Aufgaben (solution="…").

embed-puzzle-unusable = Diese Aufgabe lässt sich nicht spielen: { $error }. Das Brett funktioniert wie ein normales Brett.
embed-puzzle-empty = die Lösung ist leer
embed-puzzle-too-many = die Lösung hat mehr als { $max } Varianten
embed-puzzle-illegal = Zeile { $line } der Lösung passt nicht zum Brett ({ $error })
embed-puzzle-nothing-to-find = Zeile { $line } der Lösung hat keinen Zug zu finden
embed-puzzle-wrong = Nicht dieser.
embed-puzzle-solved = { $tries ->
    [one] Im ersten Versuch gelöst.
   *[other] In { $tries } Versuchen gelöst.
}
