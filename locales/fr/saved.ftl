## Vos parties : la liste des parties enregistrées, et ce qui se passe quand elles ne peuvent pas l'être.

saved-title = Vos parties
saved-open = Vos parties
saved-playing = En cours
saved-finished = Terminées
saved-unreadable = Illisibles
saved-unreadable-note = Ces parties enregistrées n'ont pas pu être lues. Leur texte est conservé : copiez-le pour le garder ailleurs, ou supprimez-le.
saved-none = Aucune partie enregistrée pour l'instant : une partie est enregistrée dès qu'un coup est joué.
saved-this-game = Cette partie
saved-resume = Reprendre
saved-review = Revoir
saved-delete = Supprimer
saved-delete-sure = Supprimer définitivement ?
saved-copy = Copier
saved-copied = Copié
saved-detail = { $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
} · { $when }
saved-person = personne
saved-just-now = à l'instant
saved-minutes-ago = { $n ->
    [one] il y a { $n } minute
   *[other] il y a { $n } minutes
}
saved-hours-ago = { $n ->
    [one] il y a { $n } heure
   *[other] il y a { $n } heures
}
saved-days-ago = { $n ->
    [one] il y a { $n } jour
   *[other] il y a { $n } jours
}
saved-cannot-save = Ce navigateur ne garde pas vos parties : son stockage est plein ou désactivé. Vous pouvez continuer à jouer ; pour garder une partie, utilisez Partager la partie et conservez le lien. Supprimer des parties terminées dans Vos parties peut libérer de la place.
saved-deleted = Partie supprimée.
