## L'éditeur de position (editor.html) : palette, champs, aide, validation et exports.

editor-seat-south = Sud
editor-seat-west = Ouest
editor-seat-north = Nord
editor-seat-east = Est
editor-seat-black = Noir
editor-seat-white = Blanc

editor-tool-piece = Pièce { $seat }
editor-tool-token = Jeton { $seat }
editor-tool-returning = Jeton { $seat }, au retour
editor-tool-tile = Tuile { $seat }
editor-tool-stack = Pile { $seat }
editor-tool-stone = Pierre { $seat }
editor-tool-marble = Bille { $seat }
editor-tool-erase = Effacer
editor-tool-highlight = Surligner

editor-field-to-move = Au trait
editor-field-throw = Lancer à jouer
editor-field-chain = Capture en cours
editor-field-steps = Pas restants
editor-field-stack-size = Taille des nouvelles piles
editor-field-turns = Tours joués
editor-field-out = { $seat } est éliminé
editor-field-movement-points = Points de mouvement restants
editor-field-length = Cases par couloir
editor-field-waiting = { $seat } en attente à la { -home }
editor-field-arrived = { $seat } arrivés, à ramener
editor-field-exited = { $seat } sorties
editor-field-commit = { $seat } engagée
editor-field-ambush = Embuscade en { $cell }
editor-throw-none = aucun pour l'instant
editor-mp-none = aucun pour l'instant : à lancer
editor-chain-none = aucune
editor-commit-none = aucune
editor-commit-othent = en { $cell }
editor-commit-bridge = en { $bridge }, vers { $cell }
editor-no = non
editor-yes = oui

editor-note-borne-off = Sorties : Noir { $south }, Blanc { $north }
editor-note-players = { $players } joueurs, d'après le plateau
editor-note-cleared = Terminés : Sud { $south }, Nord { $north }
editor-note-pool = En réserve : Sud { $south }, Nord { $north }

editor-help-senet = Choisissez une pièce, puis touchez une case pour l'y poser ; touchez-la de nouveau pour l'enlever. Les pièces absentes du plateau sont sorties.
editor-help-seesaw = Touchez une case avec une { -tile } pour la poser, de nouveau pour la retirer. Avec une { -stack }, touchez pour en poser une de la taille choisie plus bas, de nouveau pour l'agrandir d'une pièce. Effacer vide une case.
editor-help-arces = Touchez avec une { -stone } pour la poser, de nouveau pour poser une seconde { -stone } dessus (une { -tower } ou une { -cage }), une troisième fois pour vider la case. Une { -marble } vient avec la { -stone } de son propriétaire ; touchez-la de nouveau pour retirer la { -marble }.
editor-help-arsisesi = Touchez une case pour y poser un { -token }, de nouveau pour l'enlever. Touchez une { -home } avec le { -token } de son propriétaire pour en ajouter un en attente (ou avec un { -token } au retour pour en ajouter un arrivé). Les { -token }s manquants sont terminés.
editor-help-zanstrekt = Touchez une case pour y poser une pièce, de nouveau pour l'enlever. Sur son propre { -zan }, la deuxième touche marque une pièce qui a fait le tour (seul un 1 exact la sort), la troisième l'enlève. Touchez un tas de pièces sorties pour y en ajouter une.

editor-impossible = Cette position est impossible. { $reason }
# Instead of the notation's fix (a flag written !e2-e1), the field that fixes it; $field is its name (editor-field-commit).
editor-problem-bridge = La pièce sur le { -zan-bridge } { $cell } le traverse : choisissez l'{ -othent } où elle va dans le champ « { $field } ».
editor-load-empty = Collez d'abord un lien, une partie ou un nom de jeu.
editor-possible = Cette position est possible : emportez-la ci-dessous.
editor-failed = L'éditeur n'a pas pu démarrer : { $error }
editor-link-unreadable = Ce lien n'a pas pu être ouvert. { $reason } La position de départ est affichée à la place.
editor-paste-unreadable = Impossible d'ouvrir ce texte. { $reason } La position en cours est conservée.
editor-undone = Modification annulée.
editor-redone = Modification rétablie.
editor-loaded = Position ouverte.
# A Copy button's words for a moment after it is pressed: copied, or (the browser refused) the text selected for the reader to copy.
editor-copy-done = Copié
editor-copy-selected = Sélectionné : copiez-le
editor-marks-none = Aucune case surlignée : choisissez Surligner dans la palette, puis touchez des cases.
editor-marks = Surlignées : { $cells }
editor-frame-title = Position de { $game }

editor-page-title = Éditeur de position — Quintet
editor-brand = Quintet
editor-title = Éditeur de position
editor-game = Jeu
editor-start = Position de départ
editor-empty = Plateau vide
editor-board-region = Plateau
editor-palette = Pièces
editor-keys = Touches : les flèches déplacent le curseur, Entrée pose la pièce choisie, 1–9 choisissent dans la palette, U annule, R rétablit, F tourne le plateau.
editor-undo = Annuler
editor-redo = Rétablir
editor-turn-title = Trait et compteurs
editor-notation-title = Notation
editor-paste-label = Ouvrir un lien, une partie ou un nom de jeu
editor-open = Ouvrir
editor-exports-title = Emporter
editor-exports-help = Seule une position possible peut être emportée.
editor-link = Lien vers cette position
editor-copy = Copier
editor-play-here = Jouer à partir d'ici
editor-options-title = Options du plateau
editor-opt-flip = Tourné de 180°
editor-opt-coords = Noms des cases
editor-opt-controls = Commandes de relecture
editor-opt-static = Image fixe (les clics ne font rien)
editor-clear-marks = Effacer les surlignages
editor-snippet-iframe = Toute page web : une iframe
editor-snippet-element = Pages qui permettent les scripts : l'élément quintet-board
editor-snippet-wiki = MediaWiki et DokuWiki, avec l'intégration de Quintet : la balise du wiki
editor-diagram-title = Image
editor-svg = SVG
editor-png-1 = PNG 1×
editor-png-2 = PNG 2×
editor-noscript = L'éditeur a besoin de JavaScript et de WebAssembly.
# The verdict's place before the editor has started (editor.html).
editor-loading = Mise en place du plateau et des pièces…
