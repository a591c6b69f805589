## Deine Partien: die Liste der gespeicherten Partien, und was geschieht, wenn sich Partien nicht speichern lassen.

saved-title = Deine Partien
saved-open = Deine Partien
saved-playing = Laufend
saved-finished = Beendet
saved-unreadable = Nicht lesbar
saved-unreadable-note = Diese gespeicherten Partien ließen sich nicht lesen. Ihr Text bleibt erhalten: Kopiere ihn, um ihn anderswo aufzubewahren, oder lösche ihn.
saved-none = Noch keine gespeicherten Partien: Eine Partie wird gespeichert, sobald ein Zug gespielt ist.
saved-this-game = Diese Partie
saved-resume = Fortsetzen
saved-review = Nachspielen
saved-delete = Löschen
saved-delete-sure = Endgültig löschen?
saved-copy = Kopieren
saved-copied = Kopiert
saved-detail = { $moves ->
    [one] 1 Zug
   *[other] { $moves } Züge
} · { $when }
saved-person = Mensch
saved-just-now = gerade eben
saved-minutes-ago = { $n ->
    [one] vor 1 Minute
   *[other] vor { $n } Minuten
}
saved-hours-ago = { $n ->
    [one] vor 1 Stunde
   *[other] vor { $n } Stunden
}
saved-days-ago = { $n ->
    [one] vor 1 Tag
   *[other] vor { $n } Tagen
}
saved-cannot-save = Dieser Browser speichert deine Partien nicht: Sein Speicher ist voll oder ausgeschaltet. Du kannst weiterspielen; um eine Partie zu behalten, nutze Partie teilen und bewahre den Link auf. Beendete Partien unter Deine Partien zu löschen, kann Platz schaffen.
saved-deleted = Partie gelöscht.
