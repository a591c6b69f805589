### Nombres comunes a toda la aplicación: puestos, variantes, quién juega cada puesto.

seat-south = Sur
seat-west = Oeste
seat-north = Norte
seat-east = Este
seat-black = Negro
seat-white = Blanco

game-senet = { -senet }
game-seesaw = { -seesaw }
game-seesaw-4 = { -seesaw } (pequeño)
game-arces = { -arces }
game-arces-3 = { -arces }, 3 jugadores
game-arces-4 = { -arces }, 4 jugadores
game-arsisesi-a = { -arsisesi } A: { -bridge }
game-arsisesi-b = { -arsisesi } B: Simple
game-arsisesi-c = { -arsisesi } C: Ancho
game-zanstrekt = { -zanstrekt }
game-unknown = Juego desconocido
rules-unknown-summary = Este juego no tiene reglas.

player-person = Persona
player-easy = Ordenador (fácil)
player-medium = Ordenador (medio)
player-strong = Ordenador (fuerte)
player-unknown = «{ $value }» no es un jugador para { $seat } (person, easy, medium, strong, o perfect en Arsisesi B)
