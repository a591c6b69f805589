### Kommentierte Aufzeichnungen: Notizen nach dem Anfang einer Aufzeichnung oder ihren Zügen.

## Eine nicht lesbare Notiz, und was daran falsch ist.

error-note-start = Die Notiz nach dem Anfang ist nicht lesbar: { $reason }.
error-note = Die Notiz nach Zug { $index } („{ $token }“) ist nicht lesbar: { $reason }.
error-note-unclosed = ihr '{"{"}' wird nie mit '{"}"}' geschlossen
error-note-brace = '{"{"}' darf nicht in einer Notiz stehen
error-note-directive = '[%{ $name }' ist keine Anweisung (mark oder arrow)
error-note-directive-end = eine Anweisung endet mit ']'
error-note-mark = '{ $item }' ist keine Markierung (wie G13: eine Farbe, dann ein Feld)
error-note-arrow = '{ $item }' ist kein Pfeil (wie G11-13: eine Farbe, dann zwei Felder)
error-note-colour = '{ $colour }' ist keine Farbe (G, R, B oder Y)
error-note-place = '{ $place }' ist kein Feld dieses Bretts
error-note-after-caption = Markierungen und Pfeile stehen vor dem Text
error-note-after = '{ $text }' folgt auf die Notiz, die ihren Zug abschließt
error-note-twice = ein Zug hat höchstens eine Notiz
error-note-misplaced = eine Notiz folgt ihrem Zug, und diese steht vor einem

## Ein kommentiertes Brett: seine Schritte und Bedienelemente.

walk-step = Schritt { $step } von { $steps }: { $caption }
walk-marks = Markiert in { $colour }: { $places }.
walk-arrow = Pfeil in { $colour } von { $from } nach { $to }.
walk-green = Grün
walk-red = Rot
walk-blue = Blau
walk-yellow = Gelb
