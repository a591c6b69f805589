## Analysis: hints, win chances, reviews (src/app/analysis.rs).

# $value: a number with one decimal (62.3); points: win-chance points, 1 point = 1%.
analysis-percent = { $value }%
analysis-points = { $value } points
analysis-label-best = best
analysis-label-good = good
analysis-label-inaccuracy = inaccuracy
analysis-label-mistake = mistake
analysis-label-blunder = blunder
# The review's verdict; $player and $thrower are seat names.
analysis-verdict-both = { $player } played better and threw better.
analysis-verdict-split = { $player } played better, { $thrower } threw better.
analysis-verdict-played-even-dice = { $player } played better; the dice favoured nobody.
analysis-verdict-played = { $player } played better.
analysis-verdict-threw = Both played about as well; { $thrower } threw better.
analysis-verdict-even-dice = Both played about as well, and the dice favoured nobody.
analysis-verdict-even = Both played about as well.
