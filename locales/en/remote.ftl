## Games with a friend on another device (docs/remote.md): the remote variant's panel, its
## refusals and the command line's `quintet remote`. Built into the remote variant alone; the
## plain page's few words for it are in friend.ftl.

remote-title = With a friend on another device
remote-label-you = you
remote-label-friend = your friend
remote-your-side = Your side:
remote-side-random = Random
remote-choose = Choose your side; the page then makes the invitation to send your friend. Each of you plays on your own device, and the throws are fair to both.
remote-you-play = You play { $seat }.
remote-sides-later = Sides are drawn by lot when the game starts.
remote-invite-made = Send this invitation to your friend. The game starts when they accept it.
remote-invited = You are invited to a game of { $game }: you play { $seat }.
remote-invited-random = You are invited to a game of { $game }: sides are drawn by lot.
remote-accept = Accept
remote-accept-note = Accept, then send the link back to your friend.
remote-first-move = You move first: play your move, then send it back.
remote-send = Send your move
remote-send-accept = Send your acceptance
remote-send-note = Send this link to your friend:
remote-share = Share
remote-copy = Copy
remote-qr = QR code
remote-qr-label = QR code of the link to send
remote-copied = Link copied: send it to your friend.
remote-shared = Link handed to the share sheet.
remote-waiting = Waiting for your friend. Open the link they send you, and their move appears here.
remote-your-turn = Your turn.
remote-turn-ready = Your turn is complete: send it to your friend.
remote-replayed = Your friend played: { $moves }
remote-start-ready = Your friend has accepted, and moves first: send them this link to start the game.
remote-start = Start the game
# Words for what the friend played (src/app/remote_news.rs): a throw, and an action in the
# screen reader's words; they follow remote-replayed's colon, one sentence each.
remote-news-threw = Threw { $value }.
remote-news-action = { $action }.
remote-analysis-off = Win chances are off until this game is over: in a game at a distance, nobody plays with the computer's help.
remote-hints-off = Hints are off until this game is over: in a game at a distance, nobody plays with the computer's help.
remote-copy-refused = The link could not be copied: select it in the box below and copy it yourself.
remote-resign = Resign
remote-resign-sure = Resign for good?
remote-you-resigned = You resigned.
remote-they-resigned = Your friend resigned.
remote-watching-among = You are watching this game: it is played { $players ->
    [2] between two other devices.
    [3] among three other devices.
   *[other] among four other devices.
} If it is your game, it is kept in another browser, on this device or another: open the link there, or press Continue in another browser there to bring it here.
remote-other-tab = This game moved on in another tab: here it is as it stands now.
remote-cannot-start = The game could not be made: { $why }
remote-not-yours = This move is for your friend to make.
result-resigned = { $who } resigned.
result-ended = Game over


## Live games through a relay (src/web/remote/live/).
remote-live = ● Live
remote-live-reconnecting = Reconnecting…
remote-live-offline = Offline: send the link instead.
remote-live-another = Reconnecting: trying another relay…
remote-live-overdue = Your friend's device has not answered yet. You can throw now with the link's values, and send your move by link.
remote-live-relay-wait = The relay is away, and it has your request: your friend's device may have answered already, and only that answer keeps this turn valid. The throw happens as soon as the relay is back.
remote-live-by-link = Throw by link
remote-live-thrown-by-link = The relay is away: your throw used the link's values. Send your move by link.
remote-live-waiting = Waiting for your friend: their move appears here by itself.
remote-live-throwing = Throwing: waiting for your friend's device to add its part of the dice. Throw is off until it does.
remote-live-sent = Move sent to your friend.
remote-live-forged = A message on this game's relay did not come from your friend's device and was ignored. Your game is as it was.
remote-already-here = This link's move is already in your game.

## Games of three and four (Arcēs; docs/remote.md, "Three and four").
remote-choose-group = Choose your side; the page then makes the invitation to send the { $others } other players (a group chat suits it: every move goes to everyone). With a side chosen, the others take the next seats in turn order, in the order they join. Each of you plays on your own device.
remote-group-joining = A game of { $game }: { $joined } of { $players } players are in. It starts when everyone has joined.
remote-title-group = With friends on other devices
remote-accept-note-group = Accept, then send the link to the others.
remote-group-full = This game already has its { $players } players: you are watching it. To follow it, ask one of them for their latest link and open it here.
remote-group-start = Everyone is in: send this to the others to start the game.
remote-group-turn-ready = Your turn is complete: send it to the others.
remote-group-waiting = Waiting for { $seat } to move. Open every link the others send you, in order, and the moves appear here.
remote-group-live-waiting = Waiting for { $seat } to move: the moves appear here by themselves.
remote-group-resigned = { $seat } resigned: the game is over.
remote-send-note-group = Send this link to every other player:
remote-replayed-seat = { $seat } played: { $moves }


# Refusals: a link that was not accepted. The saved game stays as it was.
remote-refused = This link was not accepted: { $why } Your game is as it was.
remote-why-damaged = it is damaged or cut short. Ask for it again.
remote-why-version = it was made by another version of Quintet.
remote-why-record = its moves do not read ({ $error }).
remote-why-other-game = it belongs to another game.
remote-why-no-part = it continues a game this device has no part in.
remote-why-seats = only games of two to four players are played at a distance.
remote-why-earlier = it is an earlier link of this game, which has gone further since.
remote-why-second = someone has already accepted this invitation: { $players ->
    [2] the game has its two players.
   *[other] that place among the { $players } players was taken first.
}
remote-why-conflict = it contradicts message { $number }, which arrived before.
remote-why-missing = a link is missing before it. Open the links your friend sent in order.
remote-why-reveal = it does not come from your opponent's device: its secret does not match.
remote-why-rewritten = it changes the game before its new moves (at move { $token }).
remote-why-wrong-seat = move { $token } is not its sender's to play.
remote-why-undecided = it moves before the sides are drawn.
remote-why-early-throw = it throws before any throw may be made (move { $token }).
remote-why-forged = move { $token } is a throw of { $found }, but the dice gave { $expected }.
remote-why-unfinished = it stops in the middle of a turn.
remote-why-over = the game is already over.
remote-why-resignation = its resignation is not valid here.
remote-why-live = the fresh values of this live game it lists are not the ones the other device gave.
remote-why-own = it carries a move that is yours to make.
remote-why-resign-turn = in a game of three or four, you resign in your turn, so that it cannot cross another player's move.
remote-why-state = this device's copy of the game could not be read; it was kept as it is.

## The group in Your games (src/web/remote/games.rs).
remote-list-send-again = Send again
remote-list-side = You play { $seat }
remote-list-side-random = Sides not drawn yet
remote-list-your-move = Your move · received { $when }
remote-list-waiting = Waiting for your friend · sent { $when }
remote-list-waiting-group = Waiting for the others · sent { $when }
remote-list-won = Finished: you won
remote-list-lost = Finished: you lost
remote-list-ended = Finished: ended by a resignation

## Version 2: signed messages, groups that join at once (docs/remote.md, "Version 2").
remote-why-altered = it was changed after your friend's device made it (its signature does not match). Ask your friend to send it again.
remote-why-other-version = it is of another version of the protocol than this game.
remote-why-group-full = the game already has its { $players } players: this acceptance came too late. Whoever sent it can watch the game: send them your latest link.
remote-group-gathering = The game starts once everyone has accepted: open each acceptance your friends send you, in any order (live, they arrive by themselves).
remote-group-accepted = Your acceptance is made: send it to the one who invited you. The game starts when their device has everyone's; then open the link it sends.
remote-list-watching = Watching
remote-list-watched = Watching · moved { $when }

## When two copies differ (docs/remote.md, "When two copies differ").
remote-dispute = Your copies of this game differ from move { $token }: your friend's device has { $theirs }; yours has { $ours }.
remote-dispute-mine = That turn was yours, so yours counts: send your link of it again (below), and your friend's device can take it.
remote-dispute-theirs = That turn was your friend's, so theirs counts: take it to go on (your moves after it are taken back, and you play your turn again).
remote-dispute-ask = That turn was your friend's, so theirs counts: ask them to send their link of it again, then open it here.
remote-dispute-take = Take your friend's version
remote-dispute-taken = Your friend's version of that turn is in your game: it goes on from there.

## A game that follows its player (docs/remote.md, "A game that follows its player").
remote-continue = Continue in another browser
remote-continue-note = Private: this link carries your part of the game, its secrets included. Open it in your own other browser; never send it to your friend or anyone else: whoever opens it plays in your place.
remote-moved = You moved this game to another browser: it goes on there, and here you only watch. The private link is below, should you need it again.
remote-continued = This game now continues in this browser. The browser it came from only watches it.
remote-continue-older = This browser holds this game further on already: it was kept as it is.
