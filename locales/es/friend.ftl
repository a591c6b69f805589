new-friend = Un amigo en otro dispositivo
