## The game review (src/app/review.rs, src/web/review.rs).

review-title = Game review
review-close = Close the review
review-progress = Reviewing: position { $done } of { $total }
review-chart = Win chance over the game: choose a point to see that position
# The chart's time axis: the turns, numbered as the move list numbers them.
review-turns = Turn
# A chart point's name. $n: the turn (as the move list numbers it); $move: the last token in notation; $chances: every
# seat's win chance ("South 62.3%, North 37.7%"); $label: a decision label (best, mistake…).
review-point-start = Start: { $chances }
review-point = Turn { $n }, after { $move }: { $chances }
review-point-label = Turn { $n }, after { $move } ({ $label }): { $chances }
review-moments = Key moments
# $n: the turn's number; $played and $best: moves in words; $loss: win-chance points lost.
review-moment = Turn { $n }: { $seat } played { $played } ({ $label }, { $loss }). Better: { $best }.
review-no-moments = No inaccuracies: every decision was within 5 points of the best.
# One player's figures: $lost is the mean win chance lost per decision, $luck the throws' total.
review-seat = { $seat }: { $decisions ->
    [one] 1 decision
   *[other] { $decisions } decisions
  }, { $lost } lost on average, { $blunders ->
    [one] 1 blunder
   *[other] { $blunders } blunders
  }; luck { $luck }.
# A throw's luck in the move list: $points is a change of win chance ("+3.1 points").
review-luck = luck { $points }
review-exact = The figures are exact: Arsisesi B is solved.
review-estimated = The figures are estimates of the computer's search; differences of a point or two are noise.
review-failed = The review could not run: { $why }
