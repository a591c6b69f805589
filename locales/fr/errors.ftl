### Les erreurs en mots simples : notation, coups et parties qu'on ne peut pas lire ou jouer.

error-parse = Dans { $field }, au caractère { $at } : { $reason }.
error-field-kind = le nom du jeu
error-field-board = le plateau
error-field-turn = le champ du tour
error-field-extra = le dernier champ
error-field-position = la position
error-field-action = le coup
error-field-roll = le lancer
error-field-record = la partie
error-field-other = le texte

error-unexpected-char = « { $char } » n'a pas sa place ici
error-unexpected-end = le texte s'arrête trop tôt
error-trailing = il reste du texte après la fin
error-wrong-length = { $expected } attendus, { $found } trouvés
error-out-of-range = { $found } n'est pas entre { $min } et { $max }
error-unknown-game = aucun jeu ne s'appelle « { $id } »

error-play = { $reason }.
error-play-illegal = « { $token } » n'est pas un coup légal ici
error-play-roll-due = « { $token } » ne peut pas être joué : il faut d'abord lancer
error-play-game-over = « { $token } » ne peut pas être joué : la partie est finie
error-play-not-chance = « { $token } » est un lancer, mais un joueur doit jouer maintenant
error-play-impossible-roll = « { $token } » ne peut pas sortir ici

error-record-syntax = Le coup { $index } (« { $token } ») est illisible : { $reason }.
error-record-play = Coup { $index } : { $reason }.

error-compact-version = La version de cet enregistrement compact est illisible.
error-compact-base64 = Au caractère { $at } : ce caractère n'a pas sa place dans un enregistrement compact.
error-compact-count = Le nombre de coups de cet enregistrement compact est illisible.
error-compact-index = Coup { $index } : choix { $choice } sur { $choices } seulement.
error-compact-game-over = Coup { $index } : la partie est déjà terminée.
error-compact-truncated = Coup { $index } : l'enregistrement compact s'arrête trop tôt.
error-compact-left-over = L'enregistrement compact continue après son dernier coup.
