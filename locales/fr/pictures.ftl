## Le passage de la page de jeu à l'éditeur de position, et ses images du plateau.

pictures-edit-position = Modifier cette position
pictures-svg = Image SVG
pictures-png = Image PNG
pictures-section = Éditeur et images
