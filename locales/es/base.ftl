### Los mensajes de Quintet en español. Origen: locales/en/ (el inglés, idioma de reserva).
###
### La notación (12-15, e3, d4, SEN-3) no se traduce. El glosario fija una palabra por idea
### (véase locales/GLOSSARY.md).

## Glosario.

-senet = Senet
-seesaw = Seesaw
-arces = Arcēs
-arsisesi = Arsisesi
-zanstrekt = Žanstrekt
-zan = Žan
-othent = Oþent
-bridge = Puente
-home = Casa
-stack = pila
-tile = loseta
-stone = piedra
-marble = canica
-tower = Torre
-cage = Jaula
-gold = Oro
-token = ficha
-sticks = palillos
-zan-bridge = puente
-castle = castillo
-pool = reserva
-fetnes = Fetneš
-gethreln = Geþreln

## Botones de jugadas que no pasan por ninguna casilla.

move-pass = Pasar
move-end = Terminar el turno
move-decline-ambush = Renunciar a la emboscada
