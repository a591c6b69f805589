### The section every game's Rules dialog ends with: playing the computer, and analysis.

rules-computer = Playing the computer
rules-computer-1 = In New game the computer can take any seat: Easy makes a mistake now and then, Medium plays better, and Strong thinks ten times longer than Medium.
rules-computer-2 = Hint (H) marks the best move with its chance of winning; the Analysis switch shows every player's chance after each move; Review the game rates each decision of a finished game and the luck of each throw.
