## Games with a friend on another device, as the plain game page shows them: the new-game
## dialogue's choice and the group in Your games (src/web/newgame.rs, src/web/saved_view.rs). The
## remote games' own words are in remote.ftl, built into the remote variant alone.

new-friend = A friend on another device
remote-list-send-again = Send again
remote-list-side = You play { $seat }
remote-list-side-random = Sides not drawn yet
remote-list-your-move = Your move · received { $when }
remote-list-waiting = Waiting for your friend · sent { $when }
remote-list-won = Finished: you won
remote-list-lost = Finished: you lost
