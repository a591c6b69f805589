### Die Knöpfe, mit denen man zwischen mehreren Zügen wählt.

move-kicks = { $moves } ({ $kicks ->
        [one] { $kicks } Rauswurf
       *[other] { $kicks } Rauswürfe
    })

## Die Zugliste.

moves-threw = Warf { $value }
