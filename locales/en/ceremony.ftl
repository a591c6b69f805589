## The opening ceremonies (SEN-3, ARS-9, ZAN-3) and who is who, in plain words.

ceremony-person = Player { $n }
ceremony-computer = Computer
ceremony-computer-n = Computer { $n }
ceremony-senet-throws = { $you ->
    [first] You and the computer ({ $level }) throw the { -sticks } in turn until one throws a 1: { $throws }.
    [second] The computer ({ $level }) and you throw the { -sticks } in turn until one throws a 1: { $throws }.
   *[none] { $first } and { $second } throw the { -sticks } in turn until one throws a 1: { $throws }.
}
ceremony-senet-throw = { $value ->
    [1] { $you ->
        [you] You throw 1 and take Black.
        [computer] The computer throws 1 and takes Black.
       *[none] { $player } throws 1 and takes Black.
    }
   *[other] { $you ->
        [you] You throw { $value }.
        [computer] The computer throws { $value }.
       *[none] { $player } throws { $value }.
    }
}
ceremony-roll = { $you ->
    [first] You roll { $a }, the computer rolls { $b }.
    [second] The computer rolls { $a }, you roll { $b }.
   *[none] { $first } rolls { $a }, { $second } rolls { $b }.
}
ceremony-roll-tie = { $you ->
    [first] You roll { $a }, the computer rolls { $b }: a tie, both roll again.
    [second] The computer rolls { $a }, you roll { $b }: a tie, both roll again.
   *[none] { $first } rolls { $a }, { $second } rolls { $b }: a tie, both roll again.
}
ceremony-drawn = { $you ->
    [you] You are drawn to go first.
    [computer] The computer ({ $level }) is drawn to go first.
   *[none] { $player } is drawn to go first.
}
ceremony-rematch = Rematch: the players change sides.
ceremony-verdict = { $game ->
    [senet] { $you ->
        [first] You play Black (South) and move first, against the computer ({ $level }), which plays White (North).
        [second] The computer ({ $level }) plays Black (South) and moves first; you play White (North).
       *[none] { $first } plays Black (South) and moves first; { $second } plays White (North).
    }
    [zanstrekt] { $you ->
        [first] You play South (blue, round pieces) and move first, against the computer ({ $level }), which plays North (orange, square pieces).
        [second] The computer ({ $level }) plays South (blue, round pieces) and moves first; you play North (orange, square pieces).
       *[none] { $first } plays South (blue, round pieces) and moves first; { $second } plays North (orange, square pieces).
    }
   *[arsisesi] { $you ->
        [first] You play South (blue) and move first, against the computer ({ $level }), which plays North (orange).
        [second] The computer ({ $level }) plays South (blue) and moves first; you play North (orange).
       *[none] { $first } plays South (blue) and moves first; { $second } plays North (orange).
    }
}
# A game against the computer without a ceremony (Seesaw, Arcēs): who the person is. $seat is a
# seat's name, $colour its key (south, west, north, east), $level the computer's level in words.
ceremony-you-play = You play { $seat } ({ $colour ->
    [south] blue
    [west] green
    [north] orange
   *[east] pink
}) against the computer ({ $level }).
ceremony-level = { $level ->
    [easy] easy
    [medium] medium
    [perfect] perfect
   *[strong] strong
}
ceremony-senet-forced = The deciding 1 is used at once: Black's piece moves from 10 to 11.
ceremony-pending = Deciding who plays which side…
ceremony-title = Who plays which side
ceremony-skip = Skip
ceremony-start = Play
