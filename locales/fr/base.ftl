### Les messages de Quintet en français. Source : locales/en/ (l'anglais, langue de repli).
###
### Typographie : espace insécable avant le deux-points, aucune avant ; ! ? (usage québécois,
### qui se lit naturellement partout) ; la notation (12-15, e3, d4, SEN-3) reste telle quelle.
### Le glossaire ci-dessous fixe un mot par idée (voir locales/GLOSSARY.md).

## Glossaire.

-senet = Senet
-seesaw = Seesaw
-arces = Arcēs
-arsisesi = Arsisesi
-zanstrekt = Žanstrekt
-zan = Žan
-othent = Oþent
-bridge = Pont
-home = Maison
-stack = pile
-tile = tuile
-stone = pierre
-marble = bille
-tower = Tour
-cage = Cage
-gold = Or
-token = jeton
-sticks = bâtonnets
-zan-bridge = pont
-castle = château
-pool = réserve
-fetnes = Fetneš
-gethreln = Geþreln

## Boutons des coups qui ne passent par aucune case.

move-pass = Passer
move-end = Finir le tour
move-decline-ambush = Renoncer à l'embuscade
