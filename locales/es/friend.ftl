new-friend = Un amigo en otro dispositivo
remote-list-send-again = Enviar de nuevo
remote-list-side = Juegas con { $seat }
remote-list-side-random = Bandos aún sin sortear
remote-list-your-move = Te toca · recibido { $when }
remote-list-waiting = Esperando a tu amigo · enviado { $when }
remote-list-won = Terminada: has ganado
remote-list-lost = Terminada: has perdido
