new-friend = Un amigo en otro dispositivo
new-friends = Amigos en otros dispositivos
