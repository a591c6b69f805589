## Die Partieanalyse (src/app/review.rs, src/web/review.rs).

review-title = Partieanalyse
review-close = Analyse schließen
review-progress = Analyse läuft: Stellung { $done } von { $total }
review-chart = Gewinnchance im Lauf der Partie: Wähle einen Punkt, um diese Stellung zu sehen
review-turns = Zug
review-point-start = Anfang: { $chances }
review-point = Zug { $n }, nach { $move }: { $chances }
review-point-label = Zug { $n }, nach { $move } ({ $label }): { $chances }
review-moments = Schlüsselmomente
review-moment = Zug { $n }: { $seat } spielte { $played } ({ $label }, { $loss }). Besser: { $best }.
review-no-moments = Keine Ungenauigkeiten: Jede Entscheidung lag weniger als 5 Punkte unter der besten.
review-seat = { $seat }: { $decisions ->
    [one] 1 Entscheidung
   *[other] { $decisions } Entscheidungen
  }, im Schnitt { $lost } verloren, { $blunders ->
    [one] 1 grober Fehler
   *[other] { $blunders } grobe Fehler
  }; Wurfglück { $luck }.
review-luck = Glück { $points }
review-exact = Die Zahlen sind exakt: Arsisesi B ist gelöst.
review-estimated = Die Zahlen sind Schätzungen der Computersuche; Unterschiede von ein, zwei Punkten sind Rauschen.
review-failed = Die Analyse konnte nicht laufen: { $why }
