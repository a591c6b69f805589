### Los botones que eligen entre varias jugadas.

move-kicks = { $moves } ({ $kicks ->
        [one] { $kicks } expulsión
       *[other] { $kicks } expulsiones
    })

## La lista de jugadas.

moves-threw = Sacó { $value }
