# The walkthrough step controls of embedded boards and the editor (not the game page, which steps
# a walkthrough with its replay buttons): an own area, see build.rs.
walk-next = Next
walk-back = Back
walk-first = Back to the start
walk-last = To the last step
walk-counter = { $step } / { $steps }
