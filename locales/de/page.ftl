### Die festen Wörter der Spielseite (index.html) und die Spracheinstellung.

page-title = Quintet — fünf Brettspiele
page-game = Spiel
page-new-game = Neues Spiel
page-flip = Drehen
page-flip-board = Brett drehen
page-rules = Regeln
page-rules-unavailable = Die Regeln konnten nicht geladen werden. Versuch es noch einmal, wenn du online bist.
page-rules-close = Regeln schließen
page-close = Schließen
page-players = Spieler
page-cancel = Abbrechen
page-start = Starten
page-board = Spielbrett
page-keys = Tasten: Pfeile bewegen den Cursor, die Eingabetaste wählt aus und zieht, T wirft, H zeigt einen Tipp, 1–9 drücken die angebotenen Knöpfe (passen, Zug beenden, verzichten…), U macht rückgängig, R stellt wieder her, F dreht das Brett, P pausiert den Computer.
page-thinking = Der Computer denkt nach…
page-throw = Werfen
page-undo = Rückgängig
page-redo = Wiederherstellen
page-live = Zurück zur Partie
page-pause = Pause
page-ceremony = Eröffnung
page-moves = Züge
page-replay = Nachspielen
page-first = Anfangsstellung
page-back = Einen Zug zurück
page-scrub = Stellung in der Partie
page-forward = Einen Zug vor
page-last = Letzte Stellung
page-play-here = Von hier weiterspielen
page-share = Teilen
page-share-position = Stellung teilen
page-share-game = Partie teilen
page-share-link = Link zum Teilen
page-dice = Ehrliche Würfel
page-dice-throw = Wurf
page-dice-seen = Gesehen
page-dice-expected = Erwartet
page-dice-empty = Noch keine Würfe.
page-show-targets = Mögliche Züge zeigen
page-coords = Feldnamen zeigen
guide-offer = Oder spiel eine geführte erste Partie
page-undo-turns = Ganze Züge rückgängig machen und wiederherstellen
page-language = Sprache
page-download = Herunterladen und offline spielen
page-record = Partienotation
page-start-failed = Das Spiel konnte nicht starten: { $why }

## Die Spielseite: was gerade geschah, und warum etwas nicht ging.

page-seat-problems = { $n ->
    [one] Dieser Link verlangt einen Spieler, den Quintet nicht kennt, darum spielt ein Mensch diese Seite.
   *[other] Dieser Link verlangt Spieler, die Quintet nicht kennt, darum spielen Menschen diese Seiten.
} Details: { $problems }.
page-choose = Mehrere Züge passen zu diesem Klick: Wähle einen aus.
page-played = { $who } hat { $move } gezogen.
page-played-button = Gezogen: { $move }.
page-thrown = Geworfen: { $value }.
page-nothing-moves = { $value } geworfen: Damit kann keine Figur ziehen.
page-undone = Zug zurückgenommen.
page-redone = Zug wiederhergestellt.
page-link-broken = Dieser Link enthält keine Partie, die sich öffnen lässt: Ein Teil fehlt oder ist falsch geschrieben, vielleicht beim Kopieren abgeschnitten. Stattdessen beginnt eine neue Partie. Details: { $error }
page-computer-played = { $who } (Computer) hat { $move } gezogen.
page-computer-failed = Der Computer konnte nicht ziehen ({ $why }). Nimm den Zug zurück oder beginne eine neue Partie.
page-computer-turn = { $seat } spielt der Computer: Warte auf seinen Zug.
page-paused = Der Computer pausiert.
page-resumed = Der Computer spielt weiter.
page-resumed-game = Deine Partie { $game } wird fortgesetzt.
page-saved-kept = { $n ->
    [one] Deine offene Partie { $game } ist weiter unter Deine Partien.
   *[other] Deine { $n } offenen Partien sind weiter unter Deine Partien.
}
dialog-close = Schließen
page-computer-doing = { $doing ->
    [throw] { $seat } (Computer) wirft…
    [think] { $seat } (Computer) denkt nach…
   *[move] { $seat } (Computer) zieht…
}
page-resume = Fortsetzen
page-learn = Lernen
page-learn-game = Dieses Spiel lernen
page-learn-new = Neu in diesem Spiel? Lerne es in wenigen Minuten
