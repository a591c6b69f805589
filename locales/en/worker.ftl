## The computer opponent's worker (src/web/computer.rs).

# Why the computer could not move, when its program (a second download) did not start.
worker-failed = its program could not be loaded; check the connection
