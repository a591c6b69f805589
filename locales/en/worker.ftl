## The computer opponent's worker (src/web/computer.rs).

# Why the computer could not move, when its program (a second download) did not start, or stopped
# on an error (a crash in its wasm).
worker-failed = its program could not be loaded or stopped; check the connection
