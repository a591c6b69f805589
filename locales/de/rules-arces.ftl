### Die Regeln von Arcēs im Regel-Dialog. Regelentscheidungen (ARC-6) und Notation (c3, d3-d4)
### werden nicht übersetzt.

rules-arces-title = { -arces }
rules-arces-summary = Ein Belagerungsspiel für 2 bis 4 Spieler auf einem Brett aus 7 mal 7 Feldern, ohne Würfel. Jeder hat fünf Steine und eine Murmel, die immer auf einem seiner Steine liegt. Bring deine Murmel auf das Mittelfeld, das Gold, oder sei der letzte Spieler, der noch eine Murmel hat.

rules-arces-start = Beginn
rules-arces-start-1 = Die Steine jedes Spielers belegen die mittleren fünf Felder seines Randes, die Murmel auf dem mittleren: Süd b1 bis f1, Nord b7 bis f7, West a2 bis a6, Ost g2 bis g6. Zu zweit spielen Süd und Nord, zu dritt kommt West dazu, zu viert Ost. Die Reihenfolge ist Süd, West, Nord, Ost; Süd beginnt.

rules-arces-turn = Ein Zug
rules-arces-turn-1 = Ziehe eine deiner Figuren um ein Feld in eine der acht Richtungen; passen ist nicht erlaubt. Auf einem Feld stehen höchstens zwei Figuren, und nur die obere kann ziehen. Eine Murmel darf nur auf ein Feld mit einem einzelnen eigenen Stein ziehen und schlägt nie.

rules-arces-towers = Steine, Türme und Käfige
rules-arces-towers-1 = Ein Stein darf auf ein leeres Feld ziehen oder auf einen einzelnen eigenen Stein, der so zum Turm wird. Auf einem einzelnen gegnerischen Stein schlägt er diesen, wenn er von einem Turm kommt; sonst setzt er sich darauf und bildet einen Käfig, der den unteren Stein festhält. Ein Stein, der von einem Turm kommt, schlägt außerdem den oberen Stein eines Feldes mit zwei Steinen, wenn dieser dem Gegner gehört. Jeder Stein, woher auch immer, schlägt eine gegnerische Murmel: ihr Besitzer scheidet aus. Andere volle Felder sind gesperrt. Geschlagene Figuren verlassen das Spiel.
rules-arces-towers-caption = Der obere Stein von Süds Turm auf c3 schlägt den Stein von Nord auf c4. Der einzelne Stein auf e3 könnte den Stein auf e4 nur einsperren.

rules-arces-out = Ausgeschiedene Spieler
rules-arces-out-1 = Wessen Murmel geschlagen wird oder wer nicht ziehen kann, scheidet aus. Die Murmel verlässt das Brett, die Steine bleiben als leblose Figuren liegen, und der Platz wird fortan übersprungen.
rules-arces-out-caption = Drei Spieler. Der Stein von Süd auf c3 kann die Murmel von West auf b4 schlagen. West schiede dann aus, und Süd und Nord spielten weiter.

rules-arces-winning = Sieg und Remis
rules-arces-winning-1 = Erreicht deine Murmel auf einem deiner Steine das Gold, d4, gewinnst du sofort. Ebenso, wenn du als letzter Spieler eine Murmel hast. Nach 100 Zügen ohne Sieger endet die Partie remis.
rules-arces-winning-caption = Ein Stein von Süd steht schon auf dem Gold. Die Murmel zieht mit d3-d4 darauf, und Süd gewinnt.

rules-arces-rulings = Angewandte Regelentscheidungen
rules-arces-rulings-1 = ARC-1, ARC-3: Brettgröße, Gold und Startfelder sind rekonstruiert; das Originalbild des Bretts ist verloren.
rules-arces-rulings-2 = ARC-6: Ein Stein, der einen Turm verlässt, schlägt einen einzelnen gegnerischen Stein immer; er kann ihn nicht stattdessen einsperren. Ein Stein, der eine Murmel schlägt, nimmt ihren Platz ein und sperrt den Stein darunter ein.
rules-arces-rulings-3 = ARC-8: Wer keinen Zug hat, muss passen und scheidet aus. Die Steine eines ausgeschiedenen Spielers ziehen nie wieder, können aber noch eingesperrt oder geschlagen werden.
rules-arces-rulings-4 = ARC-9: Gezählt werden gespielte Züge; Passen zählt nicht, und ein siegreicher 100. Zug gewinnt trotzdem.
