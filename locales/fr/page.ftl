### Les mots fixes de la page de jeu (index.html) et le réglage de la langue.

page-title = Quintet — cinq jeux de plateau
page-game = Jeu
page-new-game = Nouvelle partie
page-flip = Tourner
page-flip-board = Tourner le plateau
page-rules = Règles
page-rules-unavailable = Les règles n'ont pas pu être chargées. Réessayez une fois en ligne.
page-rules-close = Fermer les règles
page-close = Fermer
page-players = Joueurs
page-cancel = Annuler
page-start = Commencer
page-board = Plateau de jeu
page-keys = Touches : les flèches déplacent le curseur, Entrée sélectionne et joue, T lance, H donne un conseil, 1–9 pressent les boutons proposés (passer, finir le tour, renoncer…), U annule, R rétablit, F tourne le plateau, P met l'ordinateur en pause.
page-thinking = L'ordinateur réfléchit…
page-throw = Lancer
page-undo = Annuler
page-redo = Rétablir
page-live = Retour à la partie
page-pause = Pause
page-ceremony = Cérémonie d'ouverture
page-moves = Coups
page-replay = Relecture
page-first = Première position
page-back = Un coup en arrière
page-scrub = Position dans la partie
page-forward = Un coup en avant
page-last = Dernière position
page-play-here = Jouer à partir d'ici
page-share = Partager
page-share-position = Partager la position
page-share-game = Partager la partie
page-share-link = Lien à partager
page-dice = Honnêteté des dés
page-dice-throw = Lancer
page-dice-seen = Vu
page-dice-expected = Attendu
page-dice-empty = Aucun lancer pour l'instant.
page-show-targets = Montrer les coups possibles
page-coords = Montrer le nom des cases
guide-offer = Ou jouez une première partie guidée
page-undo-turns = Annuler et rétablir des tours entiers
page-language = Langue
page-download = Télécharger pour jouer hors ligne
page-record = Partie notée
page-start-failed = Le jeu n'a pas pu démarrer : { $why }

## La page de jeu : ce qui vient de se passer, et pourquoi quelque chose n'a pas eu lieu.

page-seat-problems = { $n ->
    [one] Ce lien demande un joueur que Quintet ne connaît pas : une personne joue donc ce camp.
   *[other] Ce lien demande des joueurs que Quintet ne connaît pas : des personnes jouent donc ces camps.
} Détails : { $problems }.
page-choose = Plusieurs coups correspondent à ce clic : choisissez-en un.
page-played = { $who } a joué { $move }.
page-played-button = Joué : { $move }.
page-thrown = Lancer : { $value }.
page-nothing-moves = Lancer de { $value } : aucune pièce ne peut bouger.
page-undone = Coup annulé.
page-redone = Coup rejoué.
page-link-broken = Ce lien ne contient pas de partie qui puisse s'ouvrir : une partie manque ou est mal écrite, peut-être coupée lors de la copie. Une nouvelle partie commence à la place. Détails : { $error }
page-computer-played = { $who } (ordinateur) a joué { $move }.
page-computer-failed = L'ordinateur n'a pas pu jouer ({ $why }). Annulez, ou commencez une nouvelle partie.
page-computer-turn = { $seat } est joué par l'ordinateur : attendez son coup.
page-paused = L'ordinateur est en pause.
page-resumed = L'ordinateur reprend la partie.
page-resumed-game = Reprise de votre partie de { $game }.
page-saved-kept = { $n ->
    [one] Votre partie de { $game } en cours est toujours dans Vos parties.
   *[other] Vos { $n } parties en cours sont toujours dans Vos parties.
}
dialog-close = Fermer
page-computer-doing = { $doing ->
    [throw] { $seat } (ordinateur) lance…
    [think] { $seat } (ordinateur) réfléchit…
   *[move] { $seat } (ordinateur) joue…
}
page-resume = Reprendre
page-learn = Apprendre
page-learn-game = Apprendre ce jeu
page-learn-new = Vous découvrez ce jeu ? Apprenez-le en quelques minutes
