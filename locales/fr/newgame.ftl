### La fenêtre Nouvelle partie.

new-player-number = Joueur { $number }
new-seat-first = { $seat } (commence)
new-ceremony-note = Les lancers d'ouverture décident quel joueur prend quel côté.
