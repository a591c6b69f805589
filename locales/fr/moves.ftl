### Les boutons qui départagent plusieurs coups.

move-kicks = { $moves } ({ $kicks ->
        [one] { $kicks } renvoi
       *[other] { $kicks } renvois
    })

## La liste des coups.

moves-threw = A lancé { $value }
