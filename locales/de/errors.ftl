### Fehler in einfachen Worten: Notation, Züge und Partien, die sich nicht lesen oder spielen lassen.

error-parse = In { $field }, bei Zeichen { $at }: { $reason }.
error-field-kind = dem Spielnamen
error-field-board = dem Brett
error-field-turn = dem Zugfeld
error-field-extra = dem letzten Feld
error-field-position = der Stellung
error-field-action = dem Zug
error-field-roll = dem Wurf
error-field-record = der Partie
error-field-other = dem Text

error-unexpected-char = „{ $char }“ gehört hier nicht hin
error-unexpected-end = der Text endet zu früh
error-trailing = nach dem Ende folgt noch Text
error-wrong-length = { $expected } erwartet, { $found } gefunden
error-out-of-range = { $found } liegt nicht zwischen { $min } und { $max }
error-unknown-game = es gibt kein Spiel namens „{ $id }“

error-play = { $reason }.
error-play-illegal = „{ $token }“ ist hier kein erlaubter Zug
error-play-roll-due = „{ $token }“ geht nicht: zuerst muss geworfen werden
error-play-game-over = „{ $token }“ geht nicht: die Partie ist zu Ende
error-play-not-chance = „{ $token }“ ist ein Wurf, aber jetzt muss ein Spieler ziehen
error-play-impossible-roll = „{ $token }“ kann hier nicht fallen
error-record-syntax = Zug { $index } („{ $token }“) ist nicht lesbar: { $reason }.
error-record-play = Zug { $index }: { $reason }.

error-compact-version = Die Version dieser Kurzaufzeichnung ist nicht lesbar.
error-compact-base64 = Bei Zeichen { $at }: Dieses Zeichen darf in einer Kurzaufzeichnung nicht stehen.
error-compact-count = Die Zahl der Züge dieser Kurzaufzeichnung ist nicht lesbar.
error-compact-index = Zug { $index }: Wahl { $choice } von nur { $choices }.
error-compact-game-over = Zug { $index }: Die Partie ist schon zu Ende.
error-compact-truncated = Zug { $index }: Die Kurzaufzeichnung endet zu früh.
error-compact-left-over = Die Kurzaufzeichnung geht nach ihrem letzten Zug weiter.
