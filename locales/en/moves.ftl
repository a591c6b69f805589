## The move list.

moves-threw = Threw { $value }
