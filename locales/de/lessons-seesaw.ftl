### Der Seesaw-Kurs (lessons/seesaw.txt, docs/lessons.md): für jeden Schritt sein Ziel (ein Satz,
### über dem Brett), -done (was der Schritt lehrt, sobald das Ziel erreicht ist) und -miss (warum
### ein erlaubter Zug das Ziel verfehlt). Felder (d3) und Züge (d2xd3) bleiben, wie sie sind.

lesson-seesaw-step = Dein Stapel hat 1 Figur, also macht er genau 1 Schritt, vorwärts: ziehe ihn nach oben oder schräg nach oben.
lesson-seesaw-step-done = Ein Stapel macht 1 Schritt bis zu so vielen Schritten, wie er Figuren hat. Stapel ungerader Größe ziehen vorwärts, und kein Schritt darf ein Feld mit einem Stapel betreten.
lesson-seesaw-step-miss = Ziehe diesmal deinen 1er-Stapel einen Schritt vorwärts, statt einen neuen zu setzen.
lesson-seesaw-two = Ein 2er-Stapel zieht rückwärts, 1 oder 2 Schritte: bringe ihn hinunter nach d2.
lesson-seesaw-two-done = Stapel gerader Größe ziehen rückwärts, ungerade vorwärts; jeder Schritt darf jede der drei Richtungen nehmen.
lesson-seesaw-two-miss = Dein 2er-Stapel darf 2 Schritte machen: ziehe ganz hinunter nach d2.
lesson-seesaw-place = Statt zu ziehen, setze neben dein Plättchen ein neues Plättchen mit einem 1er-Stapel darauf.
lesson-seesaw-place-done = Du darfst auf jedes leere Feld neben einem deiner Plättchen setzen. Jedes neue Plättchen lässt dich weiter setzen und ist ein Feld, auf dem deine Stapel wachsen können.
lesson-seesaw-place-miss = Dieser Zug hat deinen Stapel bewegt; um zu setzen, klicke ein leeres Feld neben deinem Plättchen.
lesson-seesaw-grow = Ein Stapel ungerader Größe, der seinen Zug auf einem gegnerischen Plättchen beendet, wächst: ziehe auf Nords Plättchen auf d6.
lesson-seesaw-grow-done = Dein 1er-Stapel endete auf einem Plättchen von Nord und hat daher eine Figur dazubekommen. Als 2er-Stapel zieht er nun rückwärts, zu deinen Plättchen.
lesson-seesaw-grow-miss = Nur ein Plättchen von Nord lässt einen Stapel ungerader Größe wachsen: ziehe nach d6.
lesson-seesaw-home = Ein Stapel gerader Größe wächst auf einem eigenen Plättchen: bringe deinen 2er-Stapel zurück nach d2.
lesson-seesaw-home-done = Gerade Stapel wachsen zu Hause, ungerade bei den Plättchen des Gegners: so wippen die Stapel beim Wachsen über das Brett auf und ab.
lesson-seesaw-home-miss = Auf d3 liegt kein Plättchen von dir; zwei Schritte tiefer, auf d2, schon.
lesson-seesaw-capture = Wenn du schlagen kannst, musst du es, in jeder der sechs Richtungen: schlage Nords Stapel auf d3.
lesson-seesaw-capture-done = Schlagen geht vor Ziehen und Setzen, auch rückwärts. Der geschlagene Stapel verlässt das Brett; ein Plättchen darunter bliebe liegen.
lesson-seesaw-capture-miss = Du musst den Stapel auf d3 schlagen.
lesson-seesaw-chain = Dein 3er-Stapel hat Schritte übrig: schlage beide Stapel von Nord in einem Zug.
lesson-seesaw-chain-done = Ein Schlag kostet die Schritte, die er braucht; ist ein weiterer Gegner in Reichweite der übrigen Schritte, muss der Stapel erneut schlagen.
lesson-seesaw-chain-miss = Nach einem Schlag ist der andere Stapel von Nord noch in Reichweite: schlage ihn auch.
lesson-seesaw-leftover = Schlage den Stapel auf d3 und nutze dann deine 2 übrigen Schritte, um Nords Plättchen auf d5 zu erreichen.
lesson-seesaw-leftover-done = Ist kein Gegner mehr in Reichweite, dürfen die übrigen Schritte einen gewöhnlichen Zug machen, oder end beendet den Zug. Auf d5 ist dein Stapel gewachsen.
lesson-seesaw-leftover-miss = Du hast mit Schritten in Reserve aufgehört: 2 davon bringen deinen Stapel auf Nords Plättchen auf d5, wo er wächst.
lesson-seesaw-win = Schlage Nords letzten Stapel, um zu gewinnen.
lesson-seesaw-win-done = Du gewinnst, wenn dein Gegner am Ende deines Zuges keinen Stapel mehr hat.
lesson-seesaw-win-miss = Schlage den Stapel auf d5: es ist der letzte von Nord.
