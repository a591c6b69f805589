### Der Senet-Kurs (lessons/senet.txt, docs/lessons.md): für jeden Schritt sein Ziel (ein Satz,
### über dem Brett), -done (was der Schritt lehrt, sobald das Ziel erreicht ist) und -miss (warum
### ein erlaubter Zug das Ziel verfehlt). Feldnummern bleiben, wie sie sind.

lesson-senet-throws = Drücke Werfen und ziehe eine deiner schwarzen Figuren um so viele Felder, wie die Wurfhölzer zeigen.
lesson-senet-throws-done = Zwei flache Seiten oben ergeben 2. Die Figuren laufen das S entlang: 1 bis 10, dann 11 bis 20 von rechts nach links, dann 21 bis 30. Eine 2 oder 3 beendet deinen Zug.
lesson-senet-throws-miss = Ziehe eine Figur um genau so viele Felder, wie der Wurf zeigt.
lesson-senet-again = Du hast eine 4 geworfen, die einen weiteren Wurf bringt: bringe in diesem Zug eine Figur auf Feld 19.
lesson-senet-again-done = Nach einer 1, 4 oder 6 wirfst du noch einmal, also kann ein Zug mehrere Bewegungen umfassen.
lesson-senet-again-miss = Ziehe die Figur von 13 um 4 Felder, wirf noch einmal und ziehe weiter bis 19.
lesson-senet-attack = Greife die weiße Figur auf 16 an.
lesson-senet-attack-done = Wer auf eine einzelne gegnerische Figur zieht, tauscht mit ihr: sie geht auf das Feld zurück, von dem du kamst.
lesson-senet-attack-miss = Ziehe genau auf 16: deine Figur auf 13 ist drei Felder entfernt.
lesson-senet-pair = Zwei weiße Figuren nebeneinander schützen sich: greife stattdessen die einzelne an.
lesson-senet-pair-done = Eine Figur mit einer Partnerin auf dem Feld direkt davor oder dahinter kann nicht angegriffen werden.
lesson-senet-pair-miss = Das Paar auf 17 und 18 kann nicht angegriffen werden; die Figur auf 20 steht allein.
lesson-senet-block = Drei weiße Figuren in einer Reihe versperren den Weg: bringe eine Figur auf 15.
lesson-senet-block-done = Keine Figur darf auf einer Sperre aus drei Figuren landen oder über sie hinwegziehen, weder vorwärts noch rückwärts.
lesson-senet-block-miss = Deine Figur auf 14 kommt nicht an der Sperre vorbei; die Figur auf 9 kann sechs Felder ziehen.
lesson-senet-backward = Kein Zug vorwärts ist möglich: ziehe rückwärts auf die weiße Figur auf 20.
lesson-senet-backward-done = Ein Wurf ohne Zug vorwärts muss rückwärts gezogen werden; eine einzelne gegnerische Figur, auf die du ziehst, tauscht nach vorn.
lesson-senet-backward-miss = Vorwärts käme deine Figur auf die Sperre; dieser Wurf muss rückwärts gezogen werden.
lesson-senet-water = Feld 27 ist das Wasser: bringe eine Figur auf 26, ohne hineinzufallen.
lesson-senet-water-done = Eine Figur, die auf 27 endet, muss zurück auf 15 (oder auf das niedrigste freie Feld, wenn 15 besetzt ist).
lesson-senet-water-miss = Eine Figur, die auf 27 landet, muss zurück auf 15. Die Figur auf 23 erreicht 26 sicher.
lesson-senet-safe = Deine Figur auf 29 ist sicher und muss nicht ziehen: passe.
lesson-senet-safe-done = Figuren auf 26, 28 und 29 können nicht angegriffen werden, und wenn nur sie ziehen könnten, darfst du passen.
lesson-senet-safe-miss = Auf 30 wäre deine Figur vor der weißen Figur auf 26 nicht mehr sicher. Passe, um auf 29 zu bleiben.
lesson-senet-first-row = Solange eine Figur in der ersten Reihe steht, darfst du nicht abtragen: bringe die Figur auf 8 dort heraus.
lesson-senet-first-row-done = Abtragen ist erst erlaubt, wenn alle deine Figuren die Felder 1 bis 10 verlassen haben.
lesson-senet-first-row-miss = Ziehe die Figur von 8 auf 11; die Figur auf 28 muss warten.
lesson-senet-bear-off = Trage die Figur auf 29 vom Brett ab.
lesson-senet-bear-off-done = Ein Wurf, der eine Figur über 30 hinausträgt, trägt sie ab; ein genauer Wurf ist nicht nötig.
lesson-senet-bear-off-miss = 29 plus 2 geht über 30 hinaus: dieser Zug trägt die Figur vom Brett ab.
lesson-senet-win = Trage deine letzte Figur ab, um zu gewinnen.
lesson-senet-win-done = Wer zuerst alle fünf Figuren abträgt, gewinnt und erhält 3 Punkte für jede gegnerische Figur auf 1 bis 20 und 1 Punkt für jede auf 21 bis 30.
lesson-senet-win-miss = Trage die Figur ab: eine 3 von 28 bringt sie über 30 hinaus.
