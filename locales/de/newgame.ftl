### Der Dialog „Neues Spiel“.

new-player-number = Spieler { $number }
new-seat-first = { $seat } (beginnt)
new-ceremony-note = Die Eröffnungswürfe entscheiden, wer welche Seite spielt.
