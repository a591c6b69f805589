### Noms communs à toute l'application : places, variantes, qui joue une place.

seat-south = Sud
seat-west = Ouest
seat-north = Nord
seat-east = Est
seat-black = Noir
seat-white = Blanc

game-senet = { -senet }
game-seesaw = { -seesaw }
game-seesaw-4 = { -seesaw } (petit)
game-arces = { -arces }
game-arces-3 = { -arces }, 3 joueurs
game-arces-4 = { -arces }, 4 joueurs
game-arsisesi-a = { -arsisesi } A : { -bridge }
game-arsisesi-b = { -arsisesi } B : Simple
game-arsisesi-c = { -arsisesi } C : Large
game-zanstrekt = { -zanstrekt }
game-unknown = Jeu inconnu
rules-unknown-summary = Ce jeu n'a pas de règles.

player-person = Personne
player-easy = Ordinateur (facile)
player-medium = Ordinateur (moyen)
player-strong = Ordinateur (fort)
player-unknown = « { $value } » n'est pas un joueur pour { $seat } (person, easy, medium, strong, ou perfect en Arsisesi B)
