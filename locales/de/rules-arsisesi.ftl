### Die Regeln von Arsisesi im Regel-Dialog. Regelentscheidungen (ARS-5) und Notation (S-2,
### b3-c3) werden nicht übersetzt.

rules-arsisesi-title = { -arsisesi }
rules-arsisesi-summary = Ein Wettrennen für zwei Spieler, Süd und Nord, mit je fünf Spielsteinen und einem sechsseitigen Würfel. Die Spielsteine überqueren das Brett bis zum gegnerischen Haus und, im Standardspiel, wieder zurück. Es gibt drei Typen: A (das Standardspiel, auf der Brücke), B (Einfach) und C (Breit).

rules-arsisesi-start = Brett und Beginn
rules-arsisesi-start-1 = Zwischen den beiden Häusern liegen fünf Bahnen mit 7 Feldern; die mittlere Bahn ist die Brücke. Die Typen A und B nutzen nur die Brücke, Typ C alle fünf Bahnen. Alle Spielsteine beginnen im Haus ihres Besitzers. Jeder würfelt: Wer höher würfelt, spielt Süd und beginnt; bei Gleichstand wird neu gewürfelt.

rules-arsisesi-turn = Ein Zug
rules-arsisesi-turn-1 = Würfle und erhalte so viele Bewegungspunkte. Jede Aktion kostet 1 Punkt; du darfst sie beliebig auf deine Spielsteine verteilen und jederzeit aufhören. Ein Schritt bringt einen Spielstein ein Feld weiter auf seinem Weg, auf ein leeres Feld oder in das Haus, auf das er zusteuert. Ein Sprung führt einen Spielstein über genau einen Spielstein beliebiger Farbe hinweg auf das leere Feld dahinter oder in sein Zielhaus.

rules-arsisesi-kicking = Rauswerfen
rules-arsisesi-kicking-1 = Ein Rauswurf ist ein Schritt in Richtung deines eigenen Hauses auf einen gegnerischen Spielstein neben deinem. Der gegnerische Spielstein kehrt in sein Haus zurück und muss von vorn beginnen. Ein Spielstein auf dem Hinweg wirft also rückwärts raus, auf einen Gegner direkt hinter ihm (oft einen, den er gerade übersprungen hat); ein Spielstein auf dem Heimweg wirft raus, indem er geradewegs auf einen zuläuft. Spielsteine in einem Haus sind sicher: Sie blockieren nie und können weder übersprungen noch rausgeworfen werden.
rules-arsisesi-kicking-caption = Mit 2 Punkten springt Süd aus dem Haus über den Spielstein von Nord auf 1 (S-2) und tritt dann zurück auf ihn (2-1), wodurch er nach Hause muss.

rules-arsisesi-type-a = Typ A: hin und zurück
rules-arsisesi-type-a-1 = Ein Spielstein, der das gegnerische Haus erreicht, kehrt um und darf dort sicher warten, so lange du willst. Später, auch mit übrigen Punkten im selben Zug, macht er sich auf den Heimweg; erreicht er sein eigenes Haus, ist er im Ziel.
rules-arsisesi-type-a-caption = Der Spielstein von Süd auf 5 ist auf dem Heimweg, also tritt er mit 1 Punkt geradewegs auf den Spielstein von Nord auf 4 (5-4) und wirft ihn raus.

rules-arsisesi-types-b-c = Typen B und C
rules-arsisesi-types-b-c-1 = Typ B: Von jedem Spieler darf immer nur ein Spielstein auf der Brücke sein. Ein Spielstein, der das gegnerische Haus erreicht, ist sofort im Ziel, und übrige Punkte dürfen einen neuen Spielstein ins Spiel bringen.
rules-arsisesi-types-b-c-2 = Typ C: Ein Spielstein betritt das erste Feld einer beliebigen Bahn oder überspringt ein besetztes erstes Feld. Er darf auch seitwärts auf die Nachbarbahn in derselben Reihe treten, und ein Seitwärtsschritt auf einen gegnerischen Spielstein ist ein Rauswurf. Seitliche und schräge Sprünge sind nicht erlaubt. Spielsteine kommen ins Ziel wie in Typ B.
rules-arsisesi-types-b-c-caption = Typ C, 1 Punkt. b3-c3 wirft seitwärts raus. Der Spielstein auf d4 darf nicht vorwärts auf d5 rauswerfen, ihn aber nach d6 überspringen.

rules-arsisesi-winning = Sieg und Remis
rules-arsisesi-winning-1 = Wer zuerst alle fünf Spielsteine ins Ziel bringt, gewinnt. Könnte keiner der beiden mit irgendeinem Wurf noch etwas tun, endet die Partie remis.
rules-arsisesi-winning-2 = In Typ A kann die Brücke sich sperren: Zwei Spielsteine nebeneinander vor zwei gegnerischen Spielsteinen nebeneinander kommen nie aneinander vorbei, denn ein Sprung überwindet nur einen Spielstein, und keine Seite hat einen Gegner hinter sich, den sie rauswerfen könnte. Sind die Felder dahinter gefüllt, kann niemand mehr ziehen, und die Partie endet remis. Ein einzelner Spielstein kann übersprungen und rausgeworfen werden: Wer auf Sieg spielt, hält seine Spielsteine auseinander.
rules-arsisesi-winning-caption = Gesperrt: Süds Spielsteine auf 3 und 4 stehen Nords auf 5 und 6 gegenüber. Kein Wurf lässt je einen Spielstein vorbei, also endet die Partie remis.

rules-arsisesi-rulings = Angewandte Regelentscheidungen
rules-arsisesi-rulings-1 = ARS-1: Bahnen haben 7 Felder; die Originalseite mit dem Brett ist verloren.
rules-arsisesi-rulings-2 = ARS-2: Ist keine Aktion möglich, verfällt der Rest des Zugs.
rules-arsisesi-rulings-3 = ARS-5: Ein Spielstein, der aus dem gegnerischen Haus heraus startet, darf sofort rauswerfen. Ein Spielstein, der sein eigenes Haus verlässt, wirft nie raus: Er muss springen und dann zurücktreten, für 2 Punkte.
rules-arsisesi-rulings-4 = ARS-4, ARS-5: Ein Spielstein auf dem Heimweg, der auf einen Gegner trifft, darf ihn rauswerfen oder überspringen.
rules-arsisesi-rulings-5 = ARS-6: Im gegnerischen Haus dürfen beliebig viele Spielsteine warten.
rules-arsisesi-rulings-6 = ARS-10: Eine Stellung, in der kein Wurf einen der beiden ziehen ließe, ist remis.

rules-arsisesi-computer-3 = Typ B ist klein genug, um exakt gelöst zu sein: Für jede Stellung ist die Gewinnchance bei perfektem Spiel bekannt. Dort hat der Computer eine vierte Stufe, Perfekt, die immer einen Zug mit der besten Chance spielt, und Tipps, Gewinnchancen und die Analyse geben exakte Zahlen.
