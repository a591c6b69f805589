## Games with a friend on another device, as the plain game page shows them: the new-game
## dialogue's choice (src/web/newgame.rs). The remote games' own words, their group in Your games
## included, are in remote.ftl, built into the remote variant alone.

new-friend = A friend on another device
new-friends = Friends on other devices
