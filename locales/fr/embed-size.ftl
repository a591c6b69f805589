### L'option size des plateaux intégrés : la largeur en pixels CSS que le plateau ne dépasse pas.

embed-option-size = size : « { $value } » n'est pas une largeur de 120 à 4000 pixels ; laissée telle quelle
