### Der Žanstrekt-Kurs (lessons/zanstrekt.txt, docs/lessons.md): für jeden Schritt sein Ziel (ein
### Satz, über dem Brett), -done (was der Schritt lehrt, sobald das Ziel erreicht ist) und -miss
### (warum ein erlaubter Zug das Ziel verfehlt). Felder (i1) und Züge (a2xa3) bleiben, wie sie sind.

lesson-zanstrekt-enter = Wirf und setze eine Figur auf dein Žan, i1.
lesson-zanstrekt-enter-done = Jeder Wurf von 1 bis 5 kann eine Figur auf dein Žan setzen, mit dem ganzen Wurf; eine 0 bewirkt nichts.
lesson-zanstrekt-enter-miss = Setze eine Figur aus deinem Vorrat auf i1.
lesson-zanstrekt-move = Ziehe deine Figur von i1 genau 4 Felder auf ihrem Rundkurs: hinauf, dann nach links.
lesson-zanstrekt-move-done = Die Figuren laufen gegen den Uhrzeigersinn am Rand entlang: Süd von i1 hinauf nach i3, nach links bis a3, hinunter und nach rechts zurück bis i1. Solange eine eigene Figur auf deinem Žan steht, kannst du keine weitere einsetzen.
lesson-zanstrekt-move-miss = Zähle 4 Felder: i2, i3, h3, g3.
lesson-zanstrekt-capture = Springe über beide Figuren von Nord und lande auf c3.
lesson-zanstrekt-capture-done = Jede gegnerische Figur, auf der du landest oder die du überspringst, muss zurück in ihren Vorrat: ein Zug kann mehrere schlagen.
lesson-zanstrekt-capture-miss = Die Figur auf i1 bleibt auf h3 stehen, vor deiner eigenen Figur auf g3, und verliert den Rest des Wurfs. Ziehe stattdessen g3.
lesson-zanstrekt-blocked = Deine eigene Figur auf h3 hält die Figur von i1 früher auf: lass sie auf deinem Schicksalsfeld i3 stehen bleiben.
lesson-zanstrekt-blocked-done = Ein Zug, der auf eine eigene Figur trifft, bleibt auf dem Feld davor stehen und verliert den Rest des Wurfs; endet er auf deinem eigenen Schicksalsfeld, bringt das trotzdem einen weiteren Wurf.
lesson-zanstrekt-blocked-miss = Die Figur von i1 bleibt auf i3 stehen, deinem Schicksalsfeld, und das bringt einen weiteren Wurf.
lesson-zanstrekt-bridge = Lande mit dem ganzen Wurf genau auf deinem Oþent, e3.
lesson-zanstrekt-bridge-done = Eine Figur, die mit ihrem ganzen Wurf auf einem Oþent endet, ist gebunden: dein nächster Wurf, der keine 0 ist, muss sie über die Brücke führen.
lesson-zanstrekt-bridge-miss = Ziehe g3 um 2 Felder auf e3, dein Oþent.
lesson-zanstrekt-cross = Deine Figur auf e3 ist gebunden: wirf und überquere die Brücke.
lesson-zanstrekt-cross-done = Vom eigenen Oþent führt die Überquerung über e3, e2, e1 und weiter auf dem Rundkurs, 10 Felder voraus. Vom Oþent von Nord aus würde sie dich 10 zurückwerfen.
lesson-zanstrekt-cross-miss = Nur die gebundene Figur darf ziehen: überquere von e3 aus.
lesson-zanstrekt-castle = Bringe eine Figur in deine Burg, a2.
lesson-zanstrekt-castle-done = Eine Figur, die in ihre eigene Burg zieht, bleibt dort stehen, egal was vom Wurf übrig ist.
lesson-zanstrekt-castle-miss = Die Figur auf c3 erreicht deine Burg, a2, und bleibt dort stehen.
lesson-zanstrekt-ambush = Nord hat gerade auf a3 eingesetzt, über deiner Burgfigur: lege einen Hinterhalt, statt zu werfen.
lesson-zanstrekt-ambush-done = Der Hinterhalt ist dein ganzer Zug. Deine Figur steht jetzt auf Nords Žan, wo eine einziehende Figur von Nord sie schlagen würde: zieh sie bald weiter.
lesson-zanstrekt-ambush-miss = Wer wirft, verzichtet auf den Hinterhalt; spiele stattdessen a2xa3.
lesson-zanstrekt-fate = Lande auf deinem Schicksalsfeld i3, um einen weiteren Wurf zu bekommen.
lesson-zanstrekt-fate-done = Wer auf seinem eigenen Schicksalsfeld landet, darf noch einmal werfen, für eine beliebige eigene Figur.
lesson-zanstrekt-fate-miss = Die Figur auf i1 erreicht mit dieser 2 das Feld i3.
lesson-zanstrekt-enemy-fate = a1 ist Nords Schicksalsfeld: ziehe, ohne dort zu landen.
lesson-zanstrekt-enemy-fate-done = Eine Figur, die auf dem Schicksalsfeld des Gegners landet, muss zurück in ihren Vorrat.
lesson-zanstrekt-enemy-fate-miss = Von a1 müsste deine Figur zurück in deinen Vorrat; ziehe stattdessen g3 nach f3.
lesson-zanstrekt-exit = Bringe die Figur auf h1 vom Brett.
lesson-zanstrekt-exit-done = Eine Figur geht mit genau dem Wurf hinaus, der sie ein Feld über ihr Žan hinausträgt; ein größerer Wurf kann sie nicht bewegen.
lesson-zanstrekt-exit-miss = Von h1 bringt eine 2 die Figur genau vom Brett.
lesson-zanstrekt-win = Bringe deine sechste Figur hinaus, um zu gewinnen.
lesson-zanstrekt-win-done = Wer zuerst alle sechs Figuren hinausbringt, gewinnt.
lesson-zanstrekt-win-miss = Bringe die Figur auf h1 hinaus.
