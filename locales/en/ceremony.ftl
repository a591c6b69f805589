## The opening ceremonies (SEN-3, ARS-9, ZAN-3) and who is who, in plain words.

ceremony-person = Player { $n }
ceremony-computer = Computer
ceremony-computer-n = Computer { $n }
ceremony-senet-throws = { $first } and { $second } throw the sticks in turn until one throws a 1: { $throws }.
ceremony-senet-throw = { $value ->
    [1] { $player } throws 1 and takes Black.
   *[other] { $player } throws { $value }.
}
ceremony-roll = { $first } rolls { $a }, { $second } rolls { $b }.
ceremony-roll-tie = { $first } rolls { $a }, { $second } rolls { $b }: a tie, both roll again.
ceremony-drawn = { $player } is drawn to go first.
ceremony-rematch = Rematch: the players change sides.
ceremony-verdict = { $game ->
    [senet] { $first } plays Black (South) and moves first; { $second } plays White (North).
    [zanstrekt] { $first } plays South (blue, round pieces) and moves first; { $second } plays North (orange, square pieces).
   *[arsisesi] { $first } plays South (blue) and moves first; { $second } plays North (orange).
}
ceremony-senet-forced = The deciding 1 is used at once: Black's piece moves from 10 to 11.
ceremony-pending = Deciding who plays which side…
ceremony-title = Who plays which side
ceremony-skip = Skip
ceremony-start = Play
