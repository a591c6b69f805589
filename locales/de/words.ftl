### Namen, die die ganze Anwendung teilt: Plätze, Spielvarianten, wer einen Platz spielt.

seat-south = Süd
seat-west = West
seat-north = Nord
seat-east = Ost
seat-black = Schwarz
seat-white = Weiß

game-senet = { -senet }
game-seesaw = { -seesaw }
game-seesaw-4 = { -seesaw } (klein)
game-arces = { -arces }
game-arces-3 = { -arces }, 3 Spieler
game-arces-4 = { -arces }, 4 Spieler
game-arsisesi-a = { -arsisesi } A: { -bridge }
game-arsisesi-b = { -arsisesi } B: Einfach
game-arsisesi-c = { -arsisesi } C: Breit
game-zanstrekt = { -zanstrekt }
game-unknown = Unbekanntes Spiel
rules-unknown-summary = Für dieses Spiel gibt es keine Regeln.

player-person = Mensch
player-easy = Computer (leicht)
player-medium = Computer (mittel)
player-strong = Computer (stark)
player-unknown = „{ $value }“ ist kein Spieler für { $seat } (person, easy, medium, strong oder perfect in Arsisesi B)
