remote-title = Avec un ami sur un autre appareil
remote-label-you = vous
remote-label-friend = votre ami
remote-your-side = Votre camp :
remote-side-random = Au hasard
remote-choose = Choisissez votre camp ; la page prépare ensuite l'invitation à envoyer à votre ami. Chacun joue sur son propre appareil, et les lancers sont équitables pour tous les deux.
remote-you-play = Vous jouez { $seat }.
remote-sides-later = Les camps sont tirés au sort au début de la partie.
remote-invite-made = Envoyez cette invitation à votre ami. La partie commence quand il l'accepte.
remote-invited = Vous êtes invité à une partie de { $game } : vous jouez { $seat }.
remote-invited-random = Vous êtes invité à une partie de { $game } : les camps sont tirés au sort.
remote-accept = Accepter
remote-accept-note = Acceptez, puis renvoyez le lien à votre ami.
remote-first-move = Vous jouez en premier : jouez votre coup, puis renvoyez-le.
remote-send = Envoyer votre coup
remote-send-accept = Envoyer votre acceptation
remote-send-note = Envoyez ce lien à votre ami :
remote-share = Partager
remote-copy = Copier
remote-qr = Code QR
remote-qr-label = Code QR du lien à envoyer
remote-copied = Lien copié : envoyez-le à votre ami.
remote-shared = Lien confié au menu de partage.
remote-waiting = En attente de votre ami. Ouvrez le lien qu'il vous envoie, et son coup apparaît ici.
remote-your-turn = À vous de jouer.
remote-turn-ready = Votre tour est fini : envoyez-le à votre ami.
remote-replayed = Votre ami a joué : { $moves }
remote-start-ready = Votre ami a accepté et joue en premier : envoyez-lui ce lien pour commencer la partie.
remote-start = Commencer la partie
remote-news-threw = A lancé { $value }.
remote-news-action = { $action }.
remote-analysis-off = Les chances de gain sont désactivées jusqu'à la fin de cette partie : dans une partie à distance, personne ne joue avec l'aide de l'ordinateur.
remote-hints-off = Les conseils sont désactivés jusqu'à la fin de cette partie : dans une partie à distance, personne ne joue avec l'aide de l'ordinateur.
remote-copy-refused = Le lien n'a pas pu être copié : sélectionnez-le dans le champ ci-dessous et copiez-le vous-même.
remote-resign = Abandonner
remote-resign-sure = Abandonner pour de bon ?
remote-you-resigned = Vous avez abandonné.
remote-they-resigned = Votre ami a abandonné.
remote-watching-among = Vous regardez cette partie : elle se joue { $players ->
    [2] entre deux autres appareils.
    [3] entre trois autres appareils.
   *[other] entre quatre autres appareils.
} Si c'est votre partie, elle est gardée dans un autre navigateur, sur cet appareil ou un autre : ouvrez-y le lien, ou appuyez là-bas sur Continuer dans un autre navigateur pour l'amener ici.
remote-other-tab = Cette partie a avancé dans un autre onglet : la voici où elle en est.
remote-cannot-start = La partie n'a pas pu être créée : { $why }
remote-not-yours = Ce coup est à votre ami de le jouer.
result-resigned = { $who } a abandonné.
result-ended = Partie terminée
remote-refused = Ce lien n'a pas été accepté : { $why } Votre partie n'a pas changé.
remote-why-damaged = il est abîmé ou coupé. Demandez-le à nouveau.
remote-why-version = il vient d'une autre version de Quintet.
remote-why-record = ses coups ne se lisent pas ({ $error }).
remote-why-other-game = il appartient à une autre partie.
remote-why-no-part = il continue une partie à laquelle cet appareil ne participe pas.
remote-why-seats = seules les parties de deux à quatre joueurs se jouent à distance.
remote-why-earlier = c'est un lien plus ancien de cette partie, qui est allée plus loin depuis.
remote-why-second = quelqu'un a déjà accepté cette invitation : { $players ->
    [2] la partie a ses deux joueurs.
   *[other] cette place parmi les { $players } joueurs a été prise d'abord.
}
remote-why-conflict = il contredit le message { $number }, arrivé avant lui.
remote-why-missing = un lien manque avant lui. Ouvrez dans l'ordre les liens envoyés par votre ami.
remote-why-reveal = il ne vient pas de l'appareil de votre adversaire : son secret ne correspond pas.
remote-why-rewritten = il change la partie avant ses nouveaux coups (au coup { $token }).
remote-why-wrong-seat = le coup { $token } n'est pas à son expéditeur de le jouer.
remote-why-undecided = il joue avant que les camps soient tirés.
remote-why-early-throw = il lance avant qu'aucun lancer soit permis (coup { $token }).
remote-why-forged = le coup { $token } est un lancer de { $found }, mais les dés ont donné { $expected }.
remote-why-unfinished = il s'arrête au milieu d'un tour.
remote-why-over = la partie est déjà finie.
remote-why-resignation = son abandon n'est pas valable ici.
remote-why-live = les valeurs fraîches de cette partie en direct qu'il cite ne sont pas celles que l'autre appareil a données.
remote-why-own = il porte un coup que c'est à vous de jouer.
remote-why-resign-turn = dans une partie à trois ou quatre, on abandonne à son tour, pour ne pas croiser le coup d'un autre joueur.
remote-why-state = la copie de la partie sur cet appareil n'a pas pu être lue ; elle est gardée telle quelle.


## Parties en direct par un relais (src/web/remote/live/).
remote-live = ● En direct
remote-live-reconnecting = Reconnexion…
remote-live-offline = Hors ligne : envoyez plutôt le lien.
remote-live-another = Reconnexion : essai d'un autre relais…
remote-live-overdue = L'appareil de votre ami n'a pas encore répondu. Vous pouvez lancer maintenant avec les valeurs du lien, et envoyer votre coup par lien.
remote-live-relay-wait = Le relais est absent, et il a votre demande : l'appareil de votre ami a peut-être déjà répondu, et seule cette réponse garde ce tour valable. Le lancer aura lieu dès le retour du relais.
remote-live-by-link = Lancer par lien
remote-live-thrown-by-link = Le relais est absent : votre lancer a utilisé les valeurs du lien. Envoyez votre coup par lien.
remote-live-waiting = En attente de votre ami : son coup apparaîtra ici de lui-même.
remote-live-throwing = Lancer en cours : l'appareil de votre ami ajoute sa part des dés. Le bouton Lancer est désactivé d'ici là.
remote-live-sent = Coup envoyé à votre ami.
remote-live-forged = Un message sur le relais de cette partie ne venait pas de l'appareil de votre ami et a été ignoré. Votre partie est telle qu'elle était.
remote-already-here = Le coup de ce lien est déjà dans votre partie.

## The group in Your games (src/web/remote/games.rs).
remote-list-send-again = Renvoyer
remote-list-side = Vous jouez { $seat }
remote-list-side-random = Camps pas encore tirés
remote-list-your-move = À vous de jouer · reçu { $when }
remote-list-waiting = En attente de votre ami · envoyé { $when }
remote-list-waiting-group = En attente des autres · envoyé { $when }
remote-list-won = Terminée : vous avez gagné
remote-list-lost = Terminée : vous avez perdu
remote-list-ended = Terminée : finie par un abandon

## Parties à trois et à quatre (Arcēs ; docs/remote.md, « Three and four »).
remote-choose-group = Choisissez votre camp ; la page prépare ensuite l'invitation à envoyer aux { $others } autres joueurs (une discussion de groupe convient : chaque coup va à tous). Si vous choisissez un camp, les autres prennent les places suivantes dans l'ordre du jeu, dans l'ordre où ils rejoignent. Chacun joue sur son propre appareil.
remote-group-joining = Une partie de { $game } : { $joined } joueurs sur { $players } ont rejoint. Elle commence quand tout le monde est là.
remote-title-group = Avec des amis sur d'autres appareils
remote-accept-note-group = Acceptez, puis envoyez le lien aux autres.
remote-group-full = Cette partie a déjà ses { $players } joueurs : vous la regardez. Pour la suivre, demandez à l'un d'eux son dernier lien et ouvrez-le ici.
remote-group-start = Tout le monde est là : envoyez ceci aux autres pour commencer la partie.
remote-group-turn-ready = Votre tour est complet : envoyez-le aux autres.
remote-group-waiting = { $seat } doit jouer. Ouvrez dans l'ordre chaque lien que les autres vous envoient, et les coups apparaissent ici.
remote-group-live-waiting = { $seat } doit jouer : les coups apparaissent ici d'eux-mêmes.
remote-group-resigned = { $seat } a abandonné : la partie est finie.
remote-send-note-group = Envoyez ce lien à chacun des autres joueurs :
remote-replayed-seat = { $seat } a joué : { $moves }

## Version 2 : messages signés, groupes qui se forment d'un coup (docs/remote.md, « Version 2 »).
remote-why-altered = il a été modifié après que l'appareil de votre ami l'a fait (sa signature ne correspond pas). Demandez à votre ami de le renvoyer.
remote-why-other-version = il relève d'une autre version du protocole que cette partie.
remote-why-group-full = la partie a déjà ses { $players } joueurs : cette acceptation est arrivée trop tard. Qui l'a envoyée peut regarder la partie : envoyez-lui votre dernier lien.
remote-group-gathering = La partie commence quand tout le monde a accepté : ouvrez chaque acceptation que vos amis vous envoient, dans n'importe quel ordre (en direct, elles arrivent d'elles-mêmes).
remote-group-accepted = Votre acceptation est prête : envoyez-la à qui vous a invité. La partie commence quand son appareil a celles de tous ; ouvrez alors le lien qu'il envoie.
remote-list-watching = Vous regardez
remote-list-watched = Vous regardez · joué { $when }

## Quand deux copies diffèrent (docs/remote.md, « When two copies differ »).
remote-dispute = Vos copies de cette partie diffèrent à partir du coup { $token } : l'appareil de votre ami a { $theirs } ; le vôtre a { $ours }.
remote-dispute-mine = Ce tour était le vôtre, c'est donc le vôtre qui compte : renvoyez votre lien de ce tour (ci-dessous), et l'appareil de votre ami pourra le prendre.
remote-dispute-theirs = Ce tour était celui de votre ami, c'est donc le sien qui compte : prenez-le pour continuer (vos coups d'après sont repris, et vous rejouez votre tour).
remote-dispute-ask = Ce tour était celui de votre ami, c'est donc le sien qui compte : demandez-lui de renvoyer son lien de ce tour, puis ouvrez-le ici.
remote-dispute-take = Prendre la version de votre ami
remote-dispute-taken = La version de votre ami de ce tour est dans votre partie : elle continue à partir de là.

## Une partie qui suit son joueur (docs/remote.md, « A game that follows its player »).
remote-continue = Continuer dans un autre navigateur
remote-continue-note = Privé : ce lien porte votre part de la partie, secrets compris. Ouvrez-le dans votre autre navigateur ; ne l'envoyez jamais à votre ami ni à personne : qui l'ouvre joue à votre place.
remote-moved = Vous avez déplacé cette partie dans un autre navigateur : elle continue là-bas, et ici vous ne faites que regarder. Le lien privé est ci-dessous, au besoin.
remote-continued = Cette partie continue désormais dans ce navigateur. Celui d'où elle vient ne fait plus que la regarder.
remote-continue-older = Ce navigateur a déjà cette partie plus avancée : elle est gardée telle quelle.
