### Der Abschnitt, mit dem die Regeln jedes Spiels enden: gegen den Computer spielen, und die Analyse.

rules-computer = Gegen den Computer spielen
rules-computer-1 = Unter Neues Spiel kann der Computer jeden Platz übernehmen: Leicht macht hin und wieder einen Fehler, Mittel spielt besser, und Stark denkt zehnmal so lange nach wie Mittel.
rules-computer-2 = Tipp (H) markiert den besten Zug mit seiner Gewinnchance; der Schalter Analyse zeigt nach jedem Zug die Chancen aller Spieler; Partie analysieren bewertet jede Entscheidung einer beendeten Partie und das Glück jedes Wurfs.
