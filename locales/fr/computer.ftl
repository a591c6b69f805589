### L'adversaire ordinateur, côté page.

computer-nobody-to-act = personne n'a à jouer dans cette position
