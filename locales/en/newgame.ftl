### The new-game dialogue (src/web/newgame.rs; its fixed labels are in page.ftl).

# Where the opening throws decide the seats (Senet, Arsisesi, Žanstrekt), rows are numbered.
new-player-number = Player { $number }
new-seat-first = { $seat } (first)
new-ceremony-note = The opening throws decide which player takes which side.
