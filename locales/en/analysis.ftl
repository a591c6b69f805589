## Analysis: hints, win chances and game reviews (src/app/analysis.rs).

# A win chance; $value is a number already written with one decimal, such as 62.3.
analysis-percent = { $value }%
# A change of win chance in points (1 point = 1%); $value carries its sign, such as +8.3.
analysis-points = { $value } points

# Labels of a decision, from the drop in the mover's win chance.
analysis-label-best = best
analysis-label-good = good
analysis-label-inaccuracy = inaccuracy
analysis-label-mistake = mistake
analysis-label-blunder = blunder

# The review's verdict: who played better (lost the least win chance per decision) and who threw
# better (had the most luck). $player and $thrower are seat names (South, Black, …).
analysis-verdict-both = { $player } played better and threw better.
analysis-verdict-split = { $player } played better, { $thrower } threw better.
analysis-verdict-played-even-dice = { $player } played better; the dice favoured nobody.
analysis-verdict-played = { $player } played better.
analysis-verdict-threw = Both played about as well; { $thrower } threw better.
analysis-verdict-even-dice = Both played about as well, and the dice favoured nobody.
analysis-verdict-even = Both played about as well.
