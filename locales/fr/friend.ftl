new-friend = Un ami sur un autre appareil
remote-list-send-again = Renvoyer
remote-list-side = Vous jouez { $seat }
remote-list-side-random = Camps pas encore tirés
remote-list-your-move = À vous de jouer · reçu { $when }
remote-list-waiting = En attente de votre ami · envoyé { $when }
remote-list-won = Terminée : vous avez gagné
remote-list-lost = Terminée : vous avez perdu
