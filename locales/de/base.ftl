### Quintets Texte auf Deutsch. Quelle: locales/en/ (Englisch, die Rückfallsprache).
###
### Die Notation (12-15, e3, d4, SEN-3) wird nicht übersetzt. Das Glossar legt ein Wort je
### Begriff fest (siehe locales/GLOSSARY.md). Anrede: du, wie in Spielregeln üblich.

## Glossar.

-senet = Senet
-seesaw = Seesaw
-arces = Arcēs
-arsisesi = Arsisesi
-zanstrekt = Žanstrekt
-zan = Žan
-othent = Oþent
-bridge = Brücke
-home = Haus
-stack = Stapel
-tile = Plättchen
-stone = Stein
-marble = Murmel
-tower = Turm
-cage = Käfig
-gold = Gold
-token = Spielstein
-sticks = Wurfhölzer
-zan-bridge = Brücke
-castle = Burg
-pool = Vorrat
-fetnes = Fetneš
-gethreln = Geþreln

## Knöpfe für Züge, die kein Feld brauchen.

move-pass = Passen
move-end = Zug beenden
move-decline-ambush = Auf den Hinterhalt verzichten
