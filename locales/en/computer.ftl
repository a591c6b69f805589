### The computer opponent's side of the page (src/web/computer.rs).

# Why the computer could not move: it was asked in a position where nobody acts.
computer-nobody-to-act = nobody is to act in this position
