## Der Stellungseditor (editor.html): Palette, Felder, Hilfe, Prüfung und Export.

editor-seat-south = Süd
editor-seat-west = West
editor-seat-north = Nord
editor-seat-east = Ost
editor-seat-black = Schwarz
editor-seat-white = Weiß

editor-tool-piece = Figur { $seat }
editor-tool-token = { -token } { $seat }
editor-tool-returning = { -token } { $seat }, auf dem Rückweg
editor-tool-tile = { -tile } { $seat }
editor-tool-stack = { -stack } { $seat }
editor-tool-stone = { -stone } { $seat }
editor-tool-marble = { -marble } { $seat }
editor-tool-erase = Löschen
editor-tool-highlight = Markieren

editor-field-to-move = Am Zug
editor-field-throw = Zu spielender Wurf
editor-field-chain = Laufender Schlag
editor-field-steps = Verbleibende Schritte
editor-field-stack-size = Größe neuer { -stack }
editor-field-turns = Gespielte Runden
editor-field-out = { $seat } ist ausgeschieden
editor-field-movement-points = Verbleibende Bewegungspunkte
editor-field-length = Felder je Bahn
editor-field-waiting = { $seat } wartet im { -home }
editor-field-arrived = { $seat } angekommen, zurück zu bringen
editor-field-exited = { $seat } draußen
editor-field-commit = { $seat } gebunden
editor-field-ambush = Hinterhalt auf { $cell }
editor-throw-none = noch keiner
editor-mp-none = noch keine: erst würfeln
editor-chain-none = keiner
editor-commit-none = keine
editor-commit-othent = auf { $cell }
editor-commit-bridge = auf { $bridge }, nach { $cell }
editor-no = nein
editor-yes = ja

editor-note-borne-off = Abgetragen: Schwarz { $south }, Weiß { $north }
editor-note-players = { $players } Spieler, vom Brett abgelesen
editor-note-cleared = Im Ziel: Süd { $south }, Nord { $north }
editor-note-pool = Im { -pool }: Süd { $south }, Nord { $north }

editor-help-senet = Wähle eine Figur und tippe auf ein Feld, um sie dorthin zu stellen; tippe noch einmal, um sie wegzunehmen. Figuren, die nicht auf dem Brett stehen, sind abgetragen.
editor-help-seesaw = Tippe mit einem { -tile } auf ein Feld, um es zu legen, noch einmal, um es aufzuheben. Tippe mit einem { -stack }, um einen der unten gewählten Größe hinzustellen, noch einmal, um ihn um eins zu erhöhen. Löschen leert ein Feld.
editor-help-arces = Tippe mit einem { -stone }, um ihn hinzustellen, noch einmal, um einen zweiten { -stone } daraufzusetzen (ein { -tower } oder ein { -cage }), ein drittes Mal, um das Feld zu leeren. Eine { -marble } kommt mit dem { -stone } ihres Besitzers; tippe noch einmal darauf, um die { -marble } wegzunehmen.
editor-help-arsisesi = Tippe auf ein Feld, um einen { -token } daraufzustellen, noch einmal, um ihn wegzunehmen. Tippe mit dem { -token } seines Besitzers auf ein { -home }, um dort einen wartenden hinzuzufügen (oder mit einem zurückkehrenden { -token }, um einen angekommenen hinzuzufügen). Fehlende { -token }e sind im Ziel.
editor-help-zanstrekt = Tippe auf ein Feld, um eine Figur hinzustellen, noch einmal, um sie wegzunehmen. Auf ihrem eigenen { -zan } markiert das zweite Tippen eine Figur, die ihre Runde gemacht hat (nur eine genaue 1 nimmt sie heraus), das dritte nimmt sie weg. Tippe auf einen Stapel draußen, um ihm eine Figur hinzuzufügen.

editor-impossible = Diese Stellung ist unmöglich. { $reason }
# Instead of the notation's fix (a flag written !e2-e1), the field that fixes it; $field is its name (editor-field-commit).
editor-problem-bridge = Die Figur auf der { -zan-bridge } { $cell } überquert sie: wähle im Feld „{ $field }“ das { -othent }, zu dem sie geht.
editor-load-empty = Füge zuerst einen Link, eine Partie oder einen Spielnamen ein.
editor-possible = Diese Stellung ist möglich: unten kannst du sie mitnehmen.
editor-failed = Der Editor konnte nicht starten: { $error }
editor-link-unreadable = Dieser Link ließ sich nicht öffnen. { $reason } Stattdessen wird der Anfang des Spiels gezeigt.
editor-paste-unreadable = Das lässt sich nicht öffnen. { $reason } Die bearbeitete Stellung bleibt erhalten.
editor-undone = Änderung rückgängig gemacht.
editor-redone = Änderung wiederhergestellt.
editor-loaded = Stellung geöffnet.
# A Copy button's words for a moment after it is pressed: copied, or (the browser refused) the text selected for the reader to copy.
editor-copy-done = Kopiert
editor-copy-selected = Markiert: jetzt kopieren
editor-marks-none = Keine Felder markiert: wähle Markieren in der Palette und tippe dann auf Felder.
editor-marks = Markiert: { $cells }
editor-frame-title = Stellung in { $game }

## Fester Text von editor.html (data-l10n).

editor-page-title = Stellungseditor — Quintet
editor-brand = Quintet
editor-title = Stellungseditor
editor-game = Spiel
editor-start = Anfangsstellung
editor-empty = Leeres Brett
editor-board-region = Brett
editor-palette = Figuren
editor-keys = Tasten: Pfeile bewegen den Cursor, die Eingabetaste setzt die gewählte Figur, 1–9 wählen aus der Palette, U macht rückgängig, R stellt wieder her, F dreht das Brett.
editor-undo = Rückgängig
editor-redo = Wiederherstellen
editor-turn-title = Zug und Zähler
editor-notation-title = Notation
editor-paste-label = Einen Link, eine Partie oder einen Spielnamen öffnen
editor-open = Öffnen
editor-exports-title = Mitnehmen
editor-exports-help = Nur eine mögliche Stellung lässt sich mitnehmen.
editor-link = Link zu dieser Stellung
editor-copy = Kopieren
editor-play-here = Von hier aus spielen
editor-options-title = Brettoptionen
editor-opt-flip = Um 180° gedreht
editor-opt-coords = Feldnamen
editor-opt-controls = Knöpfe zum Nachspielen
editor-opt-static = Festes Bild (Klicks bewirken nichts)
editor-clear-marks = Markierungen löschen
editor-snippet-iframe = Jede Webseite: ein iframe
editor-snippet-element = Seiten, die Skripte erlauben: das Element quintet-board
editor-snippet-wiki = MediaWiki und DokuWiki mit Quintets Erweiterung: das Wiki-Tag
editor-diagram-title = Bild
editor-svg = SVG
editor-png-1 = PNG 1×
editor-png-2 = PNG 2×
editor-noscript = Der Editor braucht JavaScript und WebAssembly.
# The verdict's place before the editor has started (editor.html).
editor-loading = Brett und Figuren werden aufgestellt…
