### Die Regeln von Senet im Regel-Dialog. Regelentscheidungen (SEN-3) und Notation (12-15,
### 29-off) werden nicht übersetzt.

rules-senet-title = { -senet }
rules-senet-summary = Ein Wettrennen für zwei Spieler, Schwarz und Weiß, mit je fünf Figuren auf einem Brett aus 30 Feldern, gezogen nach Würfen von vier zweiseitigen Wurfhölzern. Wer zuerst alle fünf Figuren über Feld 30 hinaus vom Brett bringt, gewinnt.

rules-senet-start = Brett und Beginn
rules-senet-start-1 = Die Felder laufen in einem S: 1 bis 10 in der oberen Reihe von links, 11 bis 20 in der mittleren Reihe zurück, 21 bis 30 in der unteren Reihe. Weiß beginnt auf 1, 3, 5, 7, 9 und Schwarz auf 2, 4, 6, 8, 10.
rules-senet-start-2 = Um die Farben zu wählen, werfen die Spieler abwechselnd, bis einer eine 1 wirft. Dieser Spieler nimmt Schwarz, zieht mit der 1 die Figur von 10 auf 11 und wirft noch einmal.

rules-senet-turn = Ein Zug
rules-senet-turn-1 = Die Wurfhölzer ergeben 1, 2, 3 oder 4, je nachdem, wie viele flache Seiten oben liegen, und 6, wenn keine oben liegt; eine 5 gibt es nicht. Die 2 ist der häufigste Wurf, 4 und 6 die seltensten. Jeder Wurf zieht eine Figur um genau so viele Felder. Nach einer 1, 4 oder 6 wirfst du noch einmal; nach einer 2 oder 3 ist der andere dran.

rules-senet-attack = Ziehen und angreifen
rules-senet-attack-1 = Du darfst nicht auf eine eigene Figur ziehen. Wer auf eine gegnerische Figur zieht, greift sie an: die beiden Figuren tauschen die Plätze. Eine Figur mit einer Partnerin ihrer Farbe auf dem nächsten oder vorigen Feld ist aber geschützt und kann nicht angegriffen werden.
rules-senet-attack-caption = Schwarz hat eine 3 geworfen. 12-15 greift die einzelne weiße Figur auf 15 an, die auf 12 zurücktauscht. 14-17 ist nicht erlaubt, weil sich 17 und 18 gegenseitig schützen.

rules-senet-blocks = Sperren und Rückwärtszüge
rules-senet-blocks-1 = Drei oder mehr Figuren einer Farbe in einer Reihe bilden eine Sperre, auf die gegnerische Figuren weder ziehen noch über die sie hinwegziehen dürfen, in keiner Richtung.
rules-senet-blocks-2 = Erlaubt ein Wurf keinen Vorwärtszug, muss eine Figur um dieselbe Zahl zurückziehen, nach denselben Regeln; eine gegnerische Figur, auf die sie zieht, tauscht nach vorn. Gibt es in keiner Richtung einen Zug, verlierst du sofort.
rules-senet-blocks-caption = Schwarz hat eine 3 geworfen. Die weiße Sperre hält 14 und 15 auf, und 12 käme auf eine eigene schwarze Figur, also muss Schwarz zurückziehen: 12-9 oder 14-11.

rules-senet-squares = Besondere Felder
rules-senet-squares-1 = Feld 27 ist das Wasser. Eine Figur, die dort ihren Zug beendet, kommt auf 15 oder, wenn 15 besetzt ist, auf das freie Feld mit der niedrigsten Nummer. Über 27 hinwegzuziehen ist harmlos.
rules-senet-squares-2 = Die Felder 26, 28 und 29 sind sicher: Figuren dort können nicht angegriffen werden und müssen nie ziehen. Wenn deine einzigen Züge von solchen Figuren kämen, darfst du stattdessen passen.
rules-senet-squares-caption = Schwarz hat eine 3 geworfen und 24-27 ins Wasser gezogen; die Figur kam auf 15.

rules-senet-winning = Abtragen und gewinnen
rules-senet-winning-1 = Sobald du keine Figur mehr auf 1 bis 10 hast, trägt ein Wurf, der eine Figur über 30 hinausführt, sie vom Brett ab; ein genauer Wurf ist nicht nötig, aber der Weg darf keine Sperre kreuzen. Eine Figur, die in die obere Reihe zurückgeschickt wurde, verhindert das Abtragen, bis sie sie wieder verlässt.
rules-senet-winning-2 = Wer zuerst alle fünf abgetragen hat, gewinnt und erhält 1 Punkt je gegnerischer Figur auf 21 bis 30 und 3 je gegnerischer Figur auf 1 bis 20. Ein Remis gibt es nicht.
rules-senet-winning-caption = Schwarz hat eine 4 geworfen und kann 29-off oder 26-30 ziehen oder passen, da beide Figuren auf sicheren Feldern stehen.

rules-senet-rulings = Angewandte Regelentscheidungen
rules-senet-rulings-1 = SEN-3: Die eigentliche Partie beginnt nach dem Auswerfen der Farben; Schwarz wirft zuerst.
rules-senet-rulings-2 = SEN-6: Ein Paar schützt sich auch über ein Reihenende hinweg, wie 10 und 11.
rules-senet-rulings-3 = SEN-9: Figuren auf 26, 28, 29 dürfen stehen bleiben: du darfst passen.
rules-senet-rulings-4 = SEN-10: Ein Wurf, den keine Figur nutzen kann, verliert die Partie.
rules-senet-rulings-5 = SEN-11: Ist 15 besetzt, gilt das Feld, von dem die Figur kam, als leer.
