## Analysis: hints, win chances, reviews (src/app/analysis.rs).

# $value: a number with one decimal (62.3); points: win-chance points, 1 point = 1%.
analysis-percent = { $value }%
analysis-points = { $value } points
analysis-label-best = best
analysis-label-excellent = excellent
analysis-label-good = good
analysis-label-inaccuracy = inaccuracy
analysis-label-mistake = mistake
analysis-label-blunder = blunder
# What the rules say of a blunder a move ahead, after its label (`quintet review`).
analysis-fact-missed = misses a win at once
analysis-fact-allowed = lets an opponent win at once
# The review's verdict; $player and $thrower are seat names.
analysis-verdict-both = { $player } played better and threw better.
analysis-verdict-split = { $player } played better, { $thrower } threw better.
analysis-verdict-played-even-dice = { $player } played better; the dice favoured nobody.
analysis-verdict-played = { $player } played better.
analysis-verdict-threw = Both played about as well; { $thrower } threw better.
analysis-verdict-even-dice = Both played about as well, and the dice favoured nobody.
analysis-verdict-even = Both played about as well.

## The page: hints and the win-chance bar (src/web/analysis.rs).

analysis-hint-button = Hint
# $move: the best action in words; $seat: who is to move; $chance: a percentage.
analysis-hint = Hint: { $move }. Win chance for { $seat }: { $chance }.
analysis-hint-throw = Hint: throw. Win chance for { $seat }: { $chance }.
analysis-hint-over = The game is over: there is nothing to hint.
analysis-hint-working = Looking for the best move…
analysis-hints-computer-off = Hints are off in games against the computer. Turn them on with “Hints and win chances against the computer” below.
analysis-bar-computer-off = Win chances are off in games against the computer. Turn them on with “Hints and win chances against the computer” just below.
analysis-hints-setting = Hints and win chances against the computer
analysis-switch = Analysis: win chances
# One seat's win chance, in the bar and the review's chart: "South 62.3%".
analysis-seat-chance = { $seat } { $chance }
analysis-bar = Win chances: { $chances }
analysis-bar-working = Win chances: working them out…
analysis-failed = Analysis could not run: { $why }
analysis-level-perfect = Computer (perfect)
