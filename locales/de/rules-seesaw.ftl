### Die Regeln von Seesaw im Regel-Dialog. Regelentscheidungen (SEE-5) und Notation (e4xe5,
### d5-d3) werden nicht übersetzt.

rules-seesaw-title = { -seesaw }
rules-seesaw-summary = Ein damespielartiger Kampf für zwei Spieler, Süd und Nord, auf einem Brett aus Sechsecken mit 5 Feldern je Seite (4 auf dem kleinen Brett). Jeder baut Stapel aus Figuren, die auf einem wachsenden Gebiet aus Plättchen seiner Farbe stehen. Es gibt keine Würfel. Du gewinnst, wenn du alle Stapel des Gegners schlägst.

rules-seesaw-start = Beginn
rules-seesaw-start-1 = Jeder beginnt mit einem Plättchen und einem 1er-Stapel (einer einzelnen Figur) darauf: Süd in der unteren Ecke, Nord in der oberen. Süd zieht zuerst.

rules-seesaw-turn = Ein Zug
rules-seesaw-turn-1 = In deinem Zug ziehst du entweder einen Stapel oder setzt einen neuen ein. Zum Einsetzen legst du ein Plättchen deiner Farbe auf ein Feld ohne Plättchen und ohne Stapel, das an eines deiner Plättchen grenzt, und stellst einen 1er-Stapel darauf.

rules-seesaw-moving = Ziehen
rules-seesaw-moving-1 = Ein Stapel macht 1 bis so viele Schritte, wie er Figuren hat. Stapel ungerader Größe ziehen vorwärts (für Süd gerade oder schräg nach oben, für Nord nach unten), Stapel gerader Größe rückwärts; jeder Schritt darf jede dieser drei Richtungen nehmen. Ein Zug darf kein Feld mit einem Stapel betreten, Plättchen stören aber nie. Es zählt nur, wo der Stapel endet.

rules-seesaw-capturing = Schlagen
rules-seesaw-capturing-1 = Kann einer deiner Stapel einen gegnerischen Stapel innerhalb seiner Größe erreichen, in allen sechs Richtungen über Felder ohne Stapel, musst du schlagen: wähle einen beliebigen dieser Schläge. Der gegnerische Stapel wird entfernt und deiner nimmt sein Feld ein. Das kostet den kürzesten Weg dorthin; bleiben Schritte übrig und ist ein weiterer Gegner in Reichweite, muss der Stapel weiterschlagen. Ist keiner in Reichweite, darf er den Rest für einen gewöhnlichen Zug nutzen oder stehen bleiben.
rules-seesaw-capturing-caption = Süd muss schlagen. Nach e4xe5 hat der 3er-Stapel noch 2 Schritte und muss auch f4 schlagen, einen Schritt nach unten, den seine gewöhnlichen Züge nicht erlauben würden. Danach darf er einen Schritt vorwärts ziehen oder stehen bleiben.

rules-seesaw-promotion = Wachsen
rules-seesaw-promotion-1 = Am Ende deines Zugs bekommt der gezogene Stapel eine Figur dazu, wenn er mit ungerader Größe auf einem gegnerischen Plättchen endet oder mit gerader Größe auf einem eigenen. So wippen die Stapel: vorwärts, um beim Gegner zu wachsen, dann heim, um wieder zu wachsen.
rules-seesaw-promotion-caption = Der 2er-Stapel von Süd zieht rückwärts. d5-d3 endet auf einem Plättchen von Süd, also wächst er zu einem 3er-Stapel, der wieder vorwärts zieht.

rules-seesaw-winning = Sieg und Remis
rules-seesaw-winning-1 = Du gewinnst, wenn dein Gegner am Ende deines Zugs keine Stapel mehr hat. Wer nicht ziehen kann, wird übersprungen; können beide nicht, endet die Partie remis.

rules-seesaw-rulings = Angewandte Regelentscheidungen
rules-seesaw-rulings-1 = SEE-1: Die Sechsecke haben oben eine flache Seite, also hat das Brett eine untere und eine obere Ecke.
rules-seesaw-rulings-2 = SEE-5: Die Schlagpflicht geht dem Ziehen und Einsetzen vor, und jeder Schlag darf gewählt werden.
rules-seesaw-rulings-3 = SEE-6: Nach dem letzten Schlag einer Folge darf der Rest für einen gewöhnlichen Zug genutzt werden, sonst endet der Zug.
rules-seesaw-rulings-4 = SEE-7: Ein Plättchen unter einem geschlagenen Stapel bleibt liegen.
rules-seesaw-rulings-5 = SEE-9: Nur der gezogene Stapel kann wachsen, gemessen an seinem Zielfeld; ein neu eingesetzter Stapel wächst nie.
rules-seesaw-rulings-6 = SEE-10: Wer nicht ziehen kann, wird übersprungen und der Gegner zieht noch einmal (der Originaltext sagt dazu nichts); kann keiner ziehen, endet die Partie remis.
