### Die Regeln von Žanstrekt im Regel-Dialog. Regelentscheidungen (ZAN-8) und Notation (g3-c3,
### a2xa3) werden nicht übersetzt.

rules-zanstrekt-title = { -zanstrekt }
rules-zanstrekt-summary = Ein Wettrennen für zwei Spieler, Süd und Nord, mit je sechs Figuren und einem Würfel, der 0 bis 5 zeigt (die 6 zählt als 0). Jede Figur zieht auf dem Žan ihres Besitzers ein, läuft einmal um den Rand eines Bretts aus 9 mal 3 Feldern und zieht hinaus; wer zuerst alle sechs hinausbringt, gewinnt.

rules-zanstrekt-start = Brett und Beginn
rules-zanstrekt-start-1 = Die Figuren laufen gegen den Uhrzeigersinn um die 20 Randfelder: Süd von seinem Žan i1 hinauf nach i3, nach links bis a3, hinunter nach a1 und nach rechts zurück bis i1; Nord ebenso von seinem Žan a3 über a1, i1 und i3. Das Mittelfeld e2 ist die Brücke; die übrigen mittleren Felder werden nicht benutzt.
rules-zanstrekt-start-2 = Jeder Spieler hat drei besondere Felder: ein Oþent (Süd e3, Nord e1), eine Burg (Süd a2, Nord i2) und ein Schicksalsfeld (Süd i3, Nord a1). Die Figuren beginnen in einem Vorrat neben dem Brett; wer anfängt, wird ausgelost.

rules-zanstrekt-turn = Ein Zug
rules-zanstrekt-turn-1 = Wirf den Würfel. Bei 0 passiert nichts. Bei 1 bis 5 musst du, wenn möglich, eine Figur aus deinem Vorrat auf dein Žan einsetzen (mit dem ganzen Wurf, und nicht, solange dort eine eigene Figur steht), eine Figur um genau so viele Felder ziehen oder eine hinausbringen. Zum Hinausziehen braucht es genau den Wurf, der eine Figur nach einer ganzen Runde ein Feld über ihr Žan hinausführt; ein größerer Wurf kann sie nicht bewegen.

rules-zanstrekt-captures = Schlagen
rules-zanstrekt-captures-1 = Jede gegnerische Figur, auf die du ziehst (auch beim Einsetzen) oder die du überspringst, kehrt in den Vorrat ihres Besitzers zurück; ein Zug kann also mehrere schlagen. Du darfst eine eigene Figur weder überspringen noch auf sie ziehen: Der Zug endet auf dem Feld davor, und der Rest des Wurfs verfällt.
rules-zanstrekt-captures-caption = Süd hat eine 4 geworfen: g3-c3 schickt beide überholten Figuren von Nord in den Vorrat zurück. Die Figur auf i1 bliebe auf h3 stehen, vor Süds eigener Figur.

rules-zanstrekt-bridge = Die Brücke
rules-zanstrekt-bridge-1 = Eine Figur, die einen Zug mit ihrem vollen Wurf auf einem Oþent beendet, ist gebunden: Dein nächster Wurf, der keine 0 ist, muss sie über die Brücke führen, von diesem Oþent nach e2, zum anderen Oþent und weiter auf dem Rundkurs. Vom eigenen Oþent aus sparst du so 10 Felder; vom gegnerischen aus wirft es dich 10 zurück. Eine 1 lässt sie auf e2 stehen, weiter gebunden.
rules-zanstrekt-bridge-caption = Die Figur von Süd auf e3 ist gebunden, und Süd hat eine 3 geworfen, also muss sie hinüber: e3, e2, e1 und weiter nach f1.

rules-zanstrekt-castle = Burg und Schicksal
rules-zanstrekt-castle-1 = Eine Figur, die in ihre eigene Burg zieht, bleibt dort stehen. Hat im letzten Zug deines Gegners eine gegnerische Figur einen Zug direkt über oder unter deiner Burgfigur beendet oder wurde dort eingesetzt, darfst du statt zu werfen auf sie ziehen und sie schlagen; das ist dann dein ganzer Zug.
rules-zanstrekt-castle-2 = Landest du auf deinem eigenen Schicksalsfeld, darfst du noch einmal werfen, für eine beliebige Figur. Landest du auf dem Schicksalsfeld des Gegners, muss deine Figur zurück in deinen Vorrat.
rules-zanstrekt-castle-caption = Nord hat gerade eine Figur auf a3 eingesetzt, direkt über Süds Burgfigur auf a2. Statt zu werfen, darf Süd a2xa3 ziehen und sie schlagen.

rules-zanstrekt-winning = Sieg
rules-zanstrekt-winning-1 = Wer zuerst alle sechs Figuren hinausbringt, gewinnt. Ein Remis gibt es nicht.

rules-zanstrekt-rulings = Angewandte Regelentscheidungen
rules-zanstrekt-rulings-1 = ZAN-1, ZAN-2: Der Aufbau des Bretts und die besonderen Felder sind rekonstruiert; das Originalbild ist verloren.
rules-zanstrekt-rulings-2 = ZAN-8: Ein verkürzter Zug, ein Einsetzen oder ein Hinterhalt binden nie eine Figur, und eine Überquerung bindet sie nie erneut. Solange du eine gebundene Figur hast, ist ein Oþent für deine anderen Figuren ein gewöhnliches Feld.
rules-zanstrekt-rulings-3 = ZAN-9: Bei diesem Aufbau kann nur eine Figur auf dem Žan ihres Besitzers (a3 oder i1) in einen Hinterhalt geraten.
rules-zanstrekt-rulings-4 = ZAN-10: Ein Zug, der auf einem Schicksalsfeld endet, zählt, auch wenn er verkürzt wurde.
