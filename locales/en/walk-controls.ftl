# The walkthrough step controls of embedded boards and the editor (not the game page, which steps
# a walkthrough with its replay buttons): an own area, see build.rs.
walk-next = Next
walk-back = Back
walk-first = Back to the start
walk-last = To the last step
walk-counter = { $step } / { $steps }
walk-caption-cut = { $count ->
    [one] The caption of step { $steps } is longer than { $limit } characters: its end is left out.
   *[other] The captions of steps { $steps } are longer than { $limit } characters: their ends are left out.
}
