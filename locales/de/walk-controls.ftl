walk-next = Weiter
walk-back = Zurück
walk-first = Zurück zum Anfang
walk-last = Zum letzten Schritt
walk-counter = { $step } / { $steps }
walk-caption-cut = { $count ->
    [one] Der Text von Schritt { $steps } ist länger als { $limit } Zeichen: sein Ende wird nicht gezeigt.
   *[other] Die Texte der Schritte { $steps } sind länger als { $limit } Zeichen: ihr Ende wird nicht gezeigt.
}
