//! Random games with invariants checked at every state, for every game id.
//!
//! At every state: the legal list is sorted and unique, non-empty exactly when a player acts; rolls
//! exist exactly at chance points, with positive weights; an outcome exists exactly when the game
//! is over (so only at the end); the acting seat plays in the game. Per game, through its public
//! view API:
//! - Senet: each side's pieces on distinct squares and borne off make 5; borne off never shrinks.
//! - Žanstrekt: each side's pieces on distinct used cells, in the pool and exited make 6; exited
//!   never shrinks.
//! - Arsisesi: each side's tokens in its Home, in the opponent's Home, on distinct spaces and
//!   cleared make 5; cleared never shrinks; Type B has at most one token per side on the field;
//!   only Type A has returning tokens; movement points are 1–6.
//! - Arcēs: at most 5 stones and one marble per seat; stones are never gained; a lost marble never
//!   comes back; at most 100 moves, one per `from-to` action.
//! - Seesaw: every stack has a size; no seat has more stacks than tiles; tiles never disappear or
//!   change hands and appear only by placing; a move moves one stack, a capture removes exactly
//!   one enemy stack, a placement adds one 1-stack, `end` changes no stack (so no stack is ever
//!   lost under another on one cell).
//!
//! The default test plays a few games per id. The long run, 100,000 games per id (release mode):
//! `cargo test --release --test invariants -- --ignored --nocapture`
//! (`QUINTET_GAMES=N` changes the count, `QUINTET_IDS=senet,arces` the ids).

use quintet::core::{sample_roll, Game, Outcome, Rng, Seat, ToAct, Token};
use quintet::games::{arces, arsisesi, seesaw, senet, zanstrekt};
use quintet::games::{AnyAction, AnyGame, GAME_IDS};

/// What the per-state check keeps for comparing a state with the next.
#[derive(Clone, Debug, PartialEq)]
enum Summary {
    Senet {
        borne_off: [u32; 2],
    },
    Zanstrekt {
        exited: [u8; 2],
    },
    Arsisesi {
        cleared: [u8; 2],
    },
    Arces {
        stones: [u32; 4],
        marbles: [u32; 4],
        turns: u8,
    },
    Seesaw {
        /// Cell masks (cell numbers in notation order) of each seat's tiles and stacks.
        tiles: [u64; 2],
        stacks: [u64; 2],
    },
}

type Check = Result<(), String>;

fn ensure(ok: bool, what: impl FnOnce() -> String) -> Check {
    if ok {
        Ok(())
    } else {
        Err(what())
    }
}

fn side(seat: Seat) -> usize {
    usize::from(seat != Seat::South)
}

/// The checks every game shares.
fn check_contract(
    state: &AnyGame,
    actions: &[AnyAction],
    rolls: &[(quintet::games::AnyRoll, u32)],
) -> Check {
    ensure(actions.windows(2).all(|w| w[0] < w[1]), || {
        "legal list not sorted and unique".into()
    })?;
    match state.to_act() {
        ToAct::Player(seat) => {
            ensure(!actions.is_empty(), || {
                "a player to act has no action".into()
            })?;
            ensure(rolls.is_empty(), || "rolls while a player acts".into())?;
            ensure(state.seats().contains(&seat), || {
                format!("{seat:?} acts but does not play")
            })?;
            ensure(state.outcome().is_none(), || {
                "an outcome before the end".into()
            })
        }
        ToAct::Chance => {
            ensure(actions.is_empty(), || "actions at a chance point".into())?;
            ensure(!rolls.is_empty(), || "no rolls at a chance point".into())?;
            ensure(rolls.iter().all(|&(_, w)| w > 0), || {
                "a roll of weight 0".into()
            })?;
            ensure(state.outcome().is_none(), || {
                "an outcome before the end".into()
            })
        }
        ToAct::Over => {
            ensure(actions.is_empty() && rolls.is_empty(), || {
                "actions or rolls after the end".into()
            })?;
            match state.outcome() {
                None => Err("over without an outcome".into()),
                Some(Outcome::Win { winner, .. }) => {
                    ensure(state.seats().contains(&winner), || {
                        format!("{winner:?} wins but does not play")
                    })
                }
                Some(Outcome::Draw) => Ok(()),
            }
        }
    }
}

/// Checks one state's own invariants and summarises it.
fn summarize(state: &AnyGame) -> Result<Summary, String> {
    match state {
        AnyGame::Senet(g) => {
            let mut borne_off = [0; 2];
            for seat in Seat::TWO {
                let on = g.on_board(seat);
                ensure(on <= senet::PIECES, || {
                    format!("{seat:?} has {on} pieces on the board")
                })?;
                let squares = (1..=senet::SQUARES)
                    .filter(|&s| g.piece_at(s) == Some(seat))
                    .count() as u32;
                ensure(squares == on, || {
                    format!("{seat:?}: {on} pieces on {squares} squares (two on one square?)")
                })?;
                ensure(squares + g.borne_off(seat) == senet::PIECES, || {
                    format!(
                        "{seat:?}: board and borne off do not make {}",
                        senet::PIECES
                    )
                })?;
                borne_off[side(seat)] = g.borne_off(seat);
            }
            Ok(Summary::Senet { borne_off })
        }
        AnyGame::Zanstrekt(g) => {
            let pieces = zanstrekt::board::PIECES;
            let mut exited = [0; 2];
            for seat in Seat::TWO {
                let (on, out) = (g.on_board(seat), g.exited(seat));
                ensure(u32::from(on) + u32::from(out) <= u32::from(pieces), || {
                    format!("{seat:?}: {on} on the board and {out} exited")
                })?;
                let cells = g.pieces().filter(|&(_, s, _)| s == seat).count();
                ensure(cells == usize::from(on), || {
                    format!("{seat:?}: {on} pieces on {cells} cells (two on one cell?)")
                })?;
                ensure(g.pool(seat) + on + out == pieces, || {
                    format!("{seat:?}: pool, board and exited do not make {pieces}")
                })?;
                exited[side(seat)] = out;
            }
            for (cell, _, _) in g.pieces() {
                ensure(cell.is_used(), || format!("a piece on unused cell {cell}"))?;
            }
            Ok(Summary::Zanstrekt { exited })
        }
        AnyGame::Arsisesi(g) => {
            let kind = g.kind();
            let mut cleared = [0; 2];
            for seat in Seat::TWO {
                let field = arsisesi::view::spaces(g)
                    .filter(|(_, p)| p.is_some_and(|p| p.owner == seat))
                    .count();
                ensure(field == usize::from(g.on_field(seat)), || {
                    format!("{seat:?}: on_field {} but {field} spaces", g.on_field(seat))
                })?;
                let in_play = g.waiting(seat) + g.arrived(seat) + g.on_field(seat);
                ensure(in_play <= arsisesi::TOKENS, || {
                    format!("{seat:?}: {in_play} tokens in play")
                })?;
                ensure(in_play + g.cleared(seat) == arsisesi::TOKENS, || {
                    format!("{seat:?}: tokens do not make {}", arsisesi::TOKENS)
                })?;
                if kind == arsisesi::GameType::B {
                    ensure(g.on_field(seat) <= 1, || {
                        format!(
                            "{seat:?}: {} tokens on the field in Type B",
                            g.on_field(seat)
                        )
                    })?;
                }
                if kind != arsisesi::GameType::A {
                    ensure(g.arrived(seat) == 0, || {
                        "arrived tokens outside Type A".into()
                    })?;
                }
                cleared[side(seat)] = g.cleared(seat);
            }
            if kind != arsisesi::GameType::A {
                ensure(
                    arsisesi::view::spaces(g).all(|(_, p)| p.is_none_or(|p| !p.returning)),
                    || "a returning token outside Type A".into(),
                )?;
            }
            if let Some(mp) = g.movement_points() {
                ensure((1..=arsisesi::DIE_FACES).contains(&mp), || {
                    format!("{mp} movement points")
                })?;
            }
            Ok(Summary::Arsisesi { cleared })
        }
        AnyGame::Arces(g) => {
            let mut stones = [0; 4];
            let mut marbles = [0; 4];
            for cell in arces::Cell::all() {
                let stack = g.stack(cell);
                for seat in Seat::ALL {
                    stones[seat.index()] += u32::from(stack.stones_of(seat));
                    marbles[seat.index()] += u32::from(stack == arces::Stack::Command(seat));
                }
            }
            for seat in Seat::ALL {
                let (s, m) = (stones[seat.index()], marbles[seat.index()]);
                ensure(s <= u32::from(arces::board::STONES), || {
                    format!("{seat:?} has {s} stones")
                })?;
                ensure(m <= 1, || format!("{seat:?} has {m} marbles"))?;
            }
            let turns = g.turns_played();
            ensure(turns <= arces::TURN_LIMIT, || {
                format!("{turns} moves played")
            })?;
            Ok(Summary::Arces {
                stones,
                marbles,
                turns,
            })
        }
        AnyGame::Seesaw(g) => {
            let side_len = g.side();
            let mut tiles = [0u64; 2];
            let mut stacks = [0u64; 2];
            for i in 0..seesaw::view::cell_count(side_len) as u8 {
                if let Some(seat) = g.tile_at(i) {
                    tiles[side(seat)] |= 1 << i;
                }
                if let Some((seat, size)) = g.stack_at(i) {
                    ensure(size >= 1, || format!("a stack of size 0 on cell {i}"))?;
                    stacks[side(seat)] |= 1 << i;
                }
            }
            for seat in Seat::TWO {
                let (s, t) = (
                    stacks[side(seat)].count_ones(),
                    tiles[side(seat)].count_ones(),
                );
                ensure(s <= t, || format!("{seat:?} has {s} stacks and {t} tiles"))?;
            }
            ensure(tiles[0] & tiles[1] == 0, || "two tiles on one cell".into())?;
            Ok(Summary::Seesaw { tiles, stacks })
        }
    }
}

/// Checks what one token (an action of `mover`, or a roll) may change.
fn check_step(before: &Summary, prev: &AnyGame, token: Token<AnyGame>, after: &Summary) -> Check {
    match (before, after) {
        (Summary::Senet { borne_off: a }, Summary::Senet { borne_off: b }) => {
            ensure(a[0] <= b[0] && a[1] <= b[1], || {
                "a borne-off piece came back".into()
            })
        }
        (Summary::Zanstrekt { exited: a }, Summary::Zanstrekt { exited: b }) => {
            ensure(a[0] <= b[0] && a[1] <= b[1], || {
                "an exited piece came back".into()
            })
        }
        (Summary::Arsisesi { cleared: a }, Summary::Arsisesi { cleared: b }) => {
            ensure(a[0] <= b[0] && a[1] <= b[1], || {
                "a cleared token came back".into()
            })
        }
        (
            Summary::Arces {
                stones: s0,
                marbles: m0,
                turns: t0,
            },
            Summary::Arces {
                stones: s1,
                marbles: m1,
                turns: t1,
            },
        ) => {
            for i in 0..4 {
                ensure(s1[i] <= s0[i], || format!("seat {i} gained a stone"))?;
                ensure(m1[i] <= m0[i], || format!("seat {i} gained a marble"))?;
            }
            let is_move = matches!(
                token,
                Token::Action(AnyAction::Arces(arces::ArcesAction::Move { .. }))
            );
            ensure(*t1 == *t0 + u8::from(is_move), || {
                format!("move count went from {t0} to {t1}")
            })
        }
        (
            Summary::Seesaw {
                tiles: t0,
                stacks: s0,
            },
            Summary::Seesaw {
                tiles: t1,
                stacks: s1,
            },
        ) => seesaw_step(prev, token, (t0, s0), (t1, s1)),
        _ => Err("the game changed kind".into()),
    }
}

fn seesaw_step(
    prev: &AnyGame,
    token: Token<AnyGame>,
    (t0, s0): (&[u64; 2], &[u64; 2]),
    (t1, s1): (&[u64; 2], &[u64; 2]),
) -> Check {
    let (AnyGame::Seesaw(g), Token::Action(AnyAction::Seesaw(action))) = (prev, token) else {
        return Err("Seesaw has no rolls".into());
    };
    let ToAct::Player(mover) = prev.to_act() else {
        return Err("an action where no player acts".into());
    };
    let (me, them) = (side(mover), 1 - side(mover));
    let cell = |c: seesaw::Cell| -> u64 {
        seesaw::view::spot_of(g.side(), c).map_or(0, |spot| 1 << spot.0)
    };
    for i in 0..2 {
        ensure(t0[i] & !t1[i] == 0, || {
            "a tile disappeared or changed hands".into()
        })?;
    }
    let new_tiles = (t1[0] & !t0[0]) | (t1[1] & !t0[1]);
    let counts = |s: &[u64; 2]| [s[0].count_ones(), s[1].count_ones()];
    let (c0, c1) = (counts(s0), counts(s1));
    match action {
        seesaw::SeesawAction::Move { from, to } => {
            ensure(new_tiles == 0, || "a move placed a tile".into())?;
            ensure(c0 == c1, || {
                format!("a move changed the stack counts {c0:?} → {c1:?}")
            })?;
            ensure(s0[me] & cell(from) != 0 && s1[me] & cell(from) == 0, || {
                format!("{from}-{to} did not leave {from}")
            })?;
            ensure(s1[me] & cell(to) != 0, || {
                format!("{from}-{to} did not reach {to}")
            })
        }
        seesaw::SeesawAction::Capture { from, to } => {
            ensure(new_tiles == 0, || "a capture placed a tile".into())?;
            ensure(c1[me] == c0[me] && c1[them] + 1 == c0[them], || {
                format!("{from}x{to}: stack counts {c0:?} → {c1:?}")
            })?;
            ensure(s0[them] & cell(to) != 0 && s1[me] & cell(to) != 0, || {
                format!("{from}x{to} did not take {to}")
            })
        }
        seesaw::SeesawAction::Place { cell: at } => {
            ensure(new_tiles == cell(at) && t1[me] & cell(at) != 0, || {
                format!("+{at} did not place exactly its own tile")
            })?;
            ensure(c1[me] == c0[me] + 1 && c1[them] == c0[them], || {
                format!("+{at}: stack counts {c0:?} → {c1:?}")
            })
        }
        seesaw::SeesawAction::End => ensure(new_tiles == 0 && s0 == s1, || {
            "end changed the board".into()
        }),
    }
}

/// What a run saw.
#[derive(Debug, Default)]
struct Report {
    games: u64,
    plies: u64,
    draws: u64,
    longest: u64,
}

/// Plays `games` random games of `id` seeded `seed`, checking every state; panics with the record
/// on the first violation.
fn run(id: &str, games: u64, seed: u64) -> Report {
    const MAX_PLIES: u64 = 100_000;
    let start = AnyGame::new(id).unwrap_or_else(|e| panic!("{id}: {e}"));
    let mut rng = Rng::with_seed(seed);
    let mut report = Report::default();
    let (mut actions, mut rolls) = (Vec::new(), Vec::new());
    let mut tokens: Vec<Token<AnyGame>> = Vec::new();
    for n in 0..games {
        let mut state = start.clone();
        tokens.clear();
        let fail = |tokens: &[Token<AnyGame>], state: &AnyGame, what: String| -> ! {
            let record: Vec<String> = tokens.iter().map(ToString::to_string).collect();
            panic!(
                "{id}, game {n} of seed {seed}: {what}\nposition: {state}\nrecord: {id};{}",
                record.join(",")
            )
        };
        let mut summary = summarize(&state).unwrap_or_else(|e| fail(&tokens, &state, e));
        loop {
            actions.clear();
            rolls.clear();
            state.legal_actions(&mut actions);
            state.rolls(&mut rolls);
            if let Err(e) = check_contract(&state, &actions, &rolls) {
                fail(&tokens, &state, e);
            }
            let token = match state.to_act() {
                ToAct::Over => break,
                ToAct::Chance => Token::Roll(sample_roll(&rolls, &mut rng)),
                ToAct::Player(_) => {
                    Token::Action(actions[rng.u32(0..actions.len() as u32) as usize])
                }
            };
            let prev = state.clone();
            match token {
                Token::Roll(r) => state.apply_roll_unchecked(r),
                Token::Action(a) => state.apply_unchecked(a),
            }
            tokens.push(token);
            let next = summarize(&state).unwrap_or_else(|e| fail(&tokens, &state, e));
            if let Err(e) = check_step(&summary, &prev, token, &next) {
                fail(&tokens, &state, format!("after {token}: {e}"));
            }
            summary = next;
            if tokens.len() as u64 > MAX_PLIES {
                fail(&tokens, &state, format!("no end within {MAX_PLIES} plies"));
            }
        }
        report.games += 1;
        report.plies += tokens.len() as u64;
        report.longest = report.longest.max(tokens.len() as u64);
        report.draws += u64::from(state.outcome() == Some(Outcome::Draw));
    }
    report
}

fn run_all(games: u64) {
    let wanted = std::env::var("QUINTET_IDS").ok();
    for (i, id) in GAME_IDS.iter().enumerate() {
        if wanted
            .as_deref()
            .is_some_and(|w| !w.split(',').any(|x| x == *id))
        {
            continue;
        }
        let r = run(id, games, 0xC0FFEE + i as u64);
        println!(
            "{id:<10} {} games, {} plies ({:.1} per game, longest {}), {} draws: every invariant held",
            r.games,
            r.plies,
            r.plies as f64 / r.games as f64,
            r.longest,
            r.draws
        );
    }
}

#[test]
fn invariants_hold_in_random_games() {
    run_all(30);
}

#[test]
#[ignore = "the long run: 100,000 games per id; use --release"]
fn invariants_hold_in_100_000_random_games_per_id() {
    let games = std::env::var("QUINTET_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    run_all(games);
}
