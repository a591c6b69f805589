### Der Arcēs-Kurs (lessons/arces.txt, docs/lessons.md): für jeden Schritt sein Ziel (ein Satz,
### über dem Brett), -done (was der Schritt lehrt, sobald das Ziel erreicht ist) und -miss (warum
### ein erlaubter Zug das Ziel verfehlt). Felder (d4) bleiben, wie sie sind.

lesson-arces-move = Ziehe einen deiner Steine um ein Feld, in eine der acht Richtungen.
lesson-arces-move-done = In jedem Zug ziehst du eine Figur um ein Feld, gerade oder schräg, und passen ist nicht erlaubt. Deine Murmel liegt auf dem Stein auf d1; das Gold ist d4.
lesson-arces-move-miss = Ziehe einen Stein um ein Feld.
lesson-arces-tower = Setze einen deiner Steine auf den anderen, um einen Turm zu bauen.
lesson-arces-tower-done = Ein Stein auf einem eigenen Stein bildet einen Turm. Nur der obere Stein zieht, und ein Stein, der von einem Turm kommt, schlägt.
lesson-arces-tower-miss = Setze einen Stein auf deinen anderen einzelnen Stein: c2 auf d2 oder d2 auf c2.
lesson-arces-cage = Ziehe auf den einzelnen Stein von Nord auf e4, um ihn einzusperren.
lesson-arces-cage-done = Ein einzelner Stein, der auf einen einzelnen gegnerischen Stein zieht, setzt sich darauf und sperrt ihn ein: der untere Stein kann nicht ziehen, solange er festgehalten wird.
lesson-arces-cage-miss = Ziehe von e3 auf den Stein von Nord auf e4.
lesson-arces-tower-capture = Schlage den Stein von Nord auf c4 mit dem oberen Stein deines Turms.
lesson-arces-tower-capture-done = Ein Stein, der von einem Turm kommt, schlägt einen einzelnen gegnerischen Stein, der das Spiel verlässt. Ein einzelner Stein wie der auf e3 könnte ihn nur einsperren.
lesson-arces-tower-capture-miss = Einsperren ist kein Schlagen: der obere Stein deines Turms auf c3 nimmt den Stein auf c4 endgültig.
lesson-arces-freed = Dein Stein auf c4 ist eingesperrt: befreie ihn, indem du von deinem Turm aus den Stein von Nord darauf schlägst.
lesson-arces-freed-done = Ein Stein, der von einem Turm kommt, schlägt einen gegnerischen Stein, der auf einem anderen liegt, und der untere ist wieder frei: hier bildet er mit deinem einen Turm.
lesson-arces-freed-miss = Schlage den Stein von Nord auf c4 von deinem Turm auf c3 aus.
lesson-arces-closed = Nords Turm auf c4 ist für deinen einzelnen Stein geschlossen: sperre stattdessen den Stein auf d4 ein.
lesson-arces-closed-done = Ein Feld mit zwei Figuren ist voll: nur ein Stein, der von einem Turm kommt, darf es betreten, und nur, um einen gegnerischen Stein obenauf zu schlagen.
lesson-arces-closed-miss = Ziehe von c3 auf den Stein von Nord auf d4.
lesson-arces-marble = Deine Murmel darf nur auf einen einzelnen eigenen Stein ziehen: setze sie auf d3.
lesson-arces-marble-done = Die Murmel liegt immer auf einem deiner Steine und schlägt nie, also braucht sie deine Steine, um voranzukommen.
lesson-arces-marble-miss = Ziehe die Murmel von d2 auf deinen Stein auf d3.
lesson-arces-gold = Bringe deine Murmel auf das Gold, d4, wo dein Stein steht, um zu gewinnen.
lesson-arces-gold-done = Eine Murmel, die das Gold auf einem deiner Steine erreicht, gewinnt sofort.
lesson-arces-gold-miss = Ziehe die Murmel von d3 auf deinen Stein auf d4, das Gold.
lesson-arces-take-marble = Jeder Stein schlägt eine gegnerische Murmel: nimm Nords Murmel auf d6.
lesson-arces-take-marble-done = Wessen Murmel geschlagen wird, scheidet aus, und wer als Letzter noch eine Murmel hat, gewinnt.
lesson-arces-take-marble-miss = Dein Stein auf d5 kann auf Nords Murmel auf d6 ziehen.
lesson-arces-three = Drei Spieler: nimm Wests Murmel auf b4.
lesson-arces-three-done = West ist ausgeschieden: seine Steine bleiben reglos auf dem Brett, und die Züge gehen jetzt von Süd zu Nord.
lesson-arces-three-miss = Dein Stein auf c3 kann auf Wests Murmel auf b4 ziehen.
lesson-arces-four = Vier Spieler, und du spielst Ost, der gar keinen Zug hat: passe.
lesson-arces-four-done = Wer nicht ziehen kann, muss passen und scheidet aus, als wäre seine Murmel geschlagen. Nach 100 Zügen ohne Sieger endet die Partie remis.
lesson-arces-four-miss = Ost hat keinen anderen Zug als passen.
