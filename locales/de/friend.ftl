new-friend = Ein Freund auf einem anderen Gerät
remote-list-send-again = Erneut senden
remote-list-side = Du spielst { $seat }
remote-list-side-random = Seiten noch nicht ausgelost
remote-list-your-move = Du bist am Zug · empfangen { $when }
remote-list-waiting = Warten auf deinen Freund · gesendet { $when }
remote-list-won = Beendet: Du hast gewonnen
remote-list-lost = Beendet: Du hast verloren
