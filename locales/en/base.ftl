### Quintet's messages in English: the source and the fallback of every other language.
###
### Fluent syntax (https://projectfluent.org), in the subset src/i18n/parse.rs reads: messages,
### -terms, { $variables }, { message-references }, and { $n -> [one] … *[other] … } selectors.
### No attributes or functions. Keys are grouped by prefix: glossary terms first, then each area.
### Game names and notation are never translated.

## Glossary: one word per idea, used through these terms so that every message agrees.

-senet = Senet
-seesaw = Seesaw
-arces = Arcēs
-arsisesi = Arsisesi
-zanstrekt = Žanstrekt
-zan = Žan
-othent = Oþent
-bridge = Bridge
-home = Home
-stack = stack
-tile = tile
-stone = stone
-marble = marble
-tower = Tower
-cage = Cage
-gold = Gold
-token = token
-sticks = sticks
# Žanstrekt's centre cell (e2), its castles, the pool pieces wait in, and its special cells' names.
-zan-bridge = bridge
-castle = castle
-pool = pool
-fetnes = Fetneš
-gethreln = Geþreln

## Buttons for moves that need no board spot.

move-pass = Pass
move-end = End turn
move-decline-ambush = Decline ambush
