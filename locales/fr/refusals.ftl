## Pourquoi un coup est refusé : une phrase qui nomme la règle.

refusal-no-piece = Vous n'avez { $piece ->
    [stack] aucune { -stack }
    [token] aucun { -token }
   *[piece] aucune pièce
} à déplacer depuis { $cell }.
refusal-not-yours = { $piece ->
    [stack] La { -stack }
    [token] Le { -token }
   *[piece] La pièce
} en { $cell } est à { $owner }, et c'est à { $mover } de jouer.
refusal-senet-throw = Un lancer de { $throw } avance une pièce de { $throw ->
    [one] { $throw } case
   *[other] { $throw } cases
}.
refusal-senet-forward = Une pièce ne recule que si aucune pièce ne peut avancer de { $throw }.
refusal-senet-own = Une pièce ne peut pas s'arrêter sur une pièce de son camp.
refusal-senet-pair = La pièce de { $owner } en { $cell } est protégée : une autre pièce de { $owner } est à côté d'elle.
refusal-senet-safe = La pièce de { $owner } en { $cell } est à l'abri : on n'attaque aucune pièce sur 26, 28 ou 29.
refusal-senet-block = { $owner } tient trois cases de suite à partir de { $cell } : aucune pièce ne franchit un tel blocage ni ne s'y arrête.
refusal-senet-row-one = Aucune pièce ne sort tant que { $seat } a encore une pièce sur les cases 1 à 10.
refusal-senet-below-one = Un lancer de { $throw } ferait reculer cette pièce avant la case 1.
refusal-senet-pass = On ne peut passer que si toutes les pièces qui peuvent bouger sont sur 26, 28 ou 29.
refusal-seesaw-capture = La capture passe avant tout : la { -stack } en { $cell } peut capturer, il faut donc jouer une capture.
refusal-seesaw-chain = Seule la { -stack } qui vient de capturer, en { $cell }, joue encore ce tour.
refusal-seesaw-steps = Une { -stack } de { $size } avance de { $size ->
    [1] 1 case exactement
   *[other] 1 à { $size } cases
}.
refusal-seesaw-left = Après sa capture, il reste à la { -stack } { $left ->
    [1] 1 pas
   *[other] { $left } pas
} pour avancer.
refusal-seesaw-direction = Une { -stack } de { $size } ne va que { $way ->
    [forward] vers l'avant, loin de son camp
   *[other] vers l'arrière, vers son camp
} : les piles impaires avancent, les piles paires reculent.
refusal-seesaw-blocked = Une { -stack } ne passe et ne s'arrête que sur des cases sans pile, et une { -stack } barre le chemin.
refusal-seesaw-reach = La { -stack } en { $cell } est à { $steps } pas, et cette { -stack } capture à { $size } pas au plus.
refusal-seesaw-place-next = Une nouvelle { -stack } se pose seulement sur une case voisine d'une de vos tuiles.
refusal-seesaw-place-free = Une nouvelle { -stack } se pose seulement sur une case sans { -tile } ni { -stack }.
refusal-seesaw-end = On ne termine un tour plus tôt qu'après une capture, en laissant ses pas inutilisés.
refusal-arces-caged = Cette { -stone } est encagée : une { -stone } de { $top } est posée dessus.
refusal-arces-one-cell = Une pièce avance d'une seule case, dans l'une des huit directions.
refusal-arces-marble = Une { -marble } ne se pose que sur une { -stone } seule de son camp.
refusal-arces-full = Une case contient au plus deux pièces.
refusal-arces-tower = Seule une { -stone } qui quitte une { -tower } peut prendre une { -stone } posée sur une autre.
refusal-arces-pass = On ne peut passer que sans aucun coup possible ; passer vous élimine de la partie.
refusal-arsisesi-points = Cela coûte { $cost } points de mouvement, et il en reste { $points }.
refusal-arsisesi-back = Un { -token } ne recule vers sa { -home } que pour renvoyer un { -token } adverse.
refusal-arsisesi-own = Un { -token } ne peut pas s'arrêter sur un { -token } de son camp.
refusal-arsisesi-one = En Simple, chaque joueur n'a qu'un { -token } à la fois sur le terrain.
refusal-arsisesi-sideways = Un { -token } ne change de couloir que d'un pas de côté, jamais en diagonale.
refusal-arsisesi-move = Un { -token } avance d'une case vers la { -home } qu'il vise, ou saute un { -token }, pour 1 point chaque fois.
refusal-zan-throw = Un lancer de { $throw } avance une pièce d'exactement { $throw } cases sur son tour : { $to ->
    [off] celle-ci sort du plateau.
   *[other] celle-ci va en { $to }.
}
refusal-zan-own = Une pièce s'arrête sur la case avant une pièce de son camp : celle-ci ne va pas plus loin que { $to }.
refusal-zan-castle = Une pièce qui entre dans son { -castle } s'y arrête, en { $to }.
refusal-zan-exit = Une pièce ne sort du plateau qu'avec le lancer exact : il faut un { $need } à celle-ci, pas un { $throw }.
refusal-zan-committed = La pièce en { $cell } est engagée : elle doit traverser le { -zan-bridge } avec ce lancer.
refusal-zan-enter = Une pièce n'entre que sur votre { -zan }, { $cell }, et pas tant qu'une de vos pièces s'y trouve.
refusal-zan-ambush-first = Avant de lancer, vous pouvez tendre une embuscade depuis votre { -castle } en { $castle } : tendez-la, ou refusez-la et lancez.
refusal-zan-ambush = Une embuscade part de votre { -castle } en { $castle } vers une pièce adverse qui vient de s'arrêter juste au-dessus ou au-dessous.
