### Der Arsisesi-Kurs (lessons/arsisesi.txt, docs/lessons.md): für jeden Schritt sein Ziel (ein
### Satz, über dem Brett), -done (was der Schritt lehrt, sobald das Ziel erreicht ist) und -miss
### (warum ein erlaubter Zug das Ziel verfehlt). Reihen (4), Felder (c3) und Züge bleiben, wie sie sind.

lesson-arsisesi-points = Würfle und teile die Punkte auf: einen Spielstein auf Reihe 2 und einen anderen auf Reihe 1.
lesson-arsisesi-points-done = Jeder Punkt bringt einen Spielstein ein Feld weiter, und du darfst die Punkte beliebig auf deine Spielsteine verteilen oder den Zug früher beenden. Die Typen A und B spielen nur auf der Brücke.
lesson-arsisesi-points-miss = Verteile die 3 Punkte auf zwei Spielsteine: 2 für den einen und 1 für den anderen.
lesson-arsisesi-jump = Springe über den Spielstein von Nord auf 3 nach 4.
lesson-arsisesi-jump-done = Ein Sprung bringt einen Spielstein über genau einen Spielstein beliebiger Farbe auf das leere Feld dahinter, für einen Punkt.
lesson-arsisesi-jump-miss = Springe mit deinem Punkt von 2 über den Spielstein auf 3 nach 4.
lesson-arsisesi-kick = Springe hinaus über den Spielstein von Nord auf 1 und wirf ihn dann zurückspringend raus.
lesson-arsisesi-kick-done = Ein Rauswurf ist ein Schritt in Richtung deines eigenen Hauses auf einen gegnerischen Spielstein, der in sein Haus zurück muss und von vorn beginnt. Ein Spielstein, der sein Haus verlässt, springt erst und wirft dann rückwärts raus: 2 Punkte.
lesson-arsisesi-kick-miss = Springe aus deinem Haus über den Spielstein auf 1 nach 2 und ziehe dann zurück auf ihn.
lesson-arsisesi-there = Bringe deinen Spielstein von 7 in Nords Haus.
lesson-arsisesi-there-done = Im Typ A kehrt ein Spielstein, der das gegnerische Haus erreicht, um und wartet dort, sicher vor Rauswürfen, bis du ihn zurückschickst.
lesson-arsisesi-there-miss = Ziehe mit deinem Punkt von 7 in Nords Haus.
lesson-arsisesi-back = Schicke deinen Spielstein aus Nords Haus zurück und wirf dabei den Spielstein von Nord auf 7 raus.
lesson-arsisesi-back-done = Ein Spielstein auf dem Rückweg wirft raus, indem er geradewegs auf einen gegnerischen Spielstein zieht, auch beim Verlassen des gegnerischen Hauses.
lesson-arsisesi-back-miss = Der Sprung über den Spielstein auf 7 lässt ihn stehen; ziehe auf ihn, um ihn heimzuschicken.
lesson-arsisesi-lock = Der Spielstein von Nord auf 5 könnte deinen Spielstein auf 4 überspringen und rauswerfen: rücke hinter ihm auf.
lesson-arsisesi-lock-done = Zwei Spielsteine nebeneinander können nicht übersprungen und daher nicht rausgeworfen werden. Stehen sich auf beiden Seiten solche Paare gegenüber, ist die Brücke gesperrt, und die Partie endet remis.
lesson-arsisesi-lock-miss = Dein Spielstein auf 4 bleibt allein, mit einem leeren Feld dahinter, von dem aus Nord springen und rauswerfen kann. Ziehe 2 nach 3.
lesson-arsisesi-win = Dein letzter Spielstein ist auf dem Rückweg: bringe ihn heim, um zu gewinnen.
lesson-arsisesi-win-done = Ein Spielstein, der wieder in seinem eigenen Haus ist, ist im Ziel; wer alle fünf ins Ziel bringt, gewinnt.
lesson-arsisesi-win-miss = Ziehe von 1 in dein Haus.
lesson-arsisesi-simple = Typ B: bringe deinen Spielstein in Nords Haus und setze dann die 2 übrigen Punkte für einen neuen Spielstein ein.
lesson-arsisesi-simple-done = Im Typ B hat jeder Spieler höchstens einen Spielstein auf der Brücke, ein Spielstein im gegnerischen Haus ist sofort im Ziel, und übrige Punkte bringen einen neuen Spielstein heraus.
lesson-arsisesi-simple-miss = Ziehe zuerst in Nords Haus und bringe dann einen neuen Spielstein bis auf Reihe 2.
lesson-arsisesi-wide = Typ C: wirf den Spielstein von Nord auf c3 seitwärts raus.
lesson-arsisesi-wide-done = Im Typ C ziehen Spielsteine auf jede der fünf Bahnen ein und dürfen seitwärts ziehen; ein Seitwärtsschritt auf einen Gegner wirft ihn raus, ein Schritt vorwärts nie.
lesson-arsisesi-wide-miss = Ziehe seitwärts von b3 auf c3; der Spielstein auf d4 darf den auf d5 nur überspringen.
