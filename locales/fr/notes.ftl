### Enregistrements annotés : notes après le début d'un enregistrement ou ses coups.

## Une note illisible, et ce qui ne va pas.

error-note-start = La note après le début est illisible : { $reason }.
error-note = La note après le coup { $index } (« { $token } ») est illisible : { $reason }.
error-note-unclosed = son '{"{"}' n'est jamais fermé par '{"}"}'
error-note-brace = '{"{"}' ne peut pas figurer dans une note
error-note-directive = '[%{ $name }' n'est pas une directive (mark ou arrow)
error-note-directive-end = une directive se termine par ']'
error-note-mark = '{ $item }' n'est pas une marque (comme G13 : une couleur, puis une case)
error-note-arrow = '{ $item }' n'est pas une flèche (comme G11-13 : une couleur, puis deux cases)
error-note-colour = '{ $colour }' n'est pas une couleur (G, R, B ou Y)
error-note-place = '{ $place }' n'est pas une case de ce plateau
error-note-after-caption = les marques et les flèches précèdent la légende
error-note-after = '{ $text }' suit la note, qui termine son coup
error-note-twice = un coup a au plus une note
error-note-misplaced = une note suit son coup, et celle-ci en précède un

## Un tableau commenté : ses étapes et ses commandes.

walk-step = Étape { $step } sur { $steps } : { $caption }
walk-marks = Marqué en { $colour } : { $places }.
walk-arrow = Flèche en { $colour } de { $from } à { $to }.
walk-green = vert
walk-red = rouge
walk-blue = bleu
walk-yellow = jaune
