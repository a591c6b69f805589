### El rival del ordenador, del lado de la página.

computer-nobody-to-act = nadie tiene que jugar en esta posición
