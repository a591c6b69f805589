## Eine Lektion auf einem eingebetteten Brett (lesson="seesaw/3", docs/lessons.md): die Worte rund
## um einen Schritt. Die Worte jedes einzelnen Schritts stehen in lessons-<kurs>.ftl.

lesson-loading = Die Lektion wird geladen …
embed-option-lesson = lesson: „{ $name }“ ist keine Lektion; das Brett zeigt stattdessen seine Partie
lesson-heading = { $game } lernen
lesson-step = Schritt { $step } von { $steps }
lesson-announce = Schritt { $step } von { $steps }: { $goal }
lesson-missed = Nicht ganz: { $why } Versuch es noch einmal.
lesson-done = Gut gemacht! { $what }
lesson-hint = Der richtige Zug ist auf dem Brett markiert.
lesson-throw = Drücke Werfen.
lesson-course-done = Du hast den { $game }-Kurs abgeschlossen.
lesson-first-game = Deine erste Partie gegen den Computer spielen
lesson-retry = Noch einmal
lesson-next = Nächster Schritt
lesson-previous = Voriger Schritt
lesson-steps = Schritte
lesson-chip = Schritt { $step }
lesson-chip-done = Schritt { $step }, geschafft
lesson-rule = Die Regeln dieses Schritts ({ $id })
lesson-typed = Zug eingeben
lesson-typed-play = Spielen
lesson-not-kept = Dein Fortschritt in diesem Kurs konnte in diesem Browser nicht gespeichert werden.
lesson-words-failed = Die Worte der Lektion konnten nicht von { $file } geladen werden.
