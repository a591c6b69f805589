### Status lines for decisions the plain "to move" would not explain (src/app/hints.rs).
### { $seat } is the player's name as the status line gives it, { $throw } the throw to use.

hint-to-move = { $seat } to move with a throw of { $throw }.
hint-ambush = { $seat } may ambush { $opponent }'s piece on { $cells } from the { -castle }: select { $castle }, then { $cells }. Or decline the ambush, then throw.
hint-crossing = { $seat } to move with a throw of { $throw }: the piece on { $cell } must cross the { -zan-bridge }.
# Two cells a choice is between ("a3 or a1").
hint-or = { $first } or { $next }
