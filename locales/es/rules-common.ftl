### La sección con la que terminan las Reglas de cada juego: jugar contra el ordenador, y el análisis.

rules-computer = Jugar contra el ordenador
rules-computer-1 = En Partida nueva el ordenador puede ocupar cualquier puesto: Fácil se equivoca de vez en cuando, Medio juega mejor y Fuerte piensa diez veces más que Medio.
rules-computer-2 = Consejo (H) marca la mejor jugada con su probabilidad de ganar; el interruptor Análisis muestra la probabilidad de cada jugador tras cada jugada; Revisar la partida valora cada decisión de una partida terminada y la suerte de cada tirada.
