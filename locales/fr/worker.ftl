## Le programme de l'adversaire ordinateur (src/web/computer.rs).

# Pourquoi l'ordinateur n'a pas pu jouer, quand son programme (un second téléchargement) n'a pas démarré.
worker-failed = son programme n'a pas pu être chargé ou s'est arrêté ; vérifiez la connexion
