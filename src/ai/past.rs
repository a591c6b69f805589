//! What a search knows of the game before its root: the latest positions where a roll was due
//! (turn starts), so that a game marking time is seen for what it is.
//!
//! Arsisesi lets a player end a turn without spending a point (ARS-2), and a player whose tokens
//! cannot move passes. When every player does so the game comes back to where it was, and if
//! they keep doing so it never ends; a search sees no end to it within its horizon. In issue
//! 42's arena Strong, ahead, ended its turns idle for 4,600 plies against a Medium whose tokens
//! could not move (`arsisesi-a` seed 31, games 55 and 72). A search with a contempt for draws
//! ([`super::contempt`], Arsisesi A's levels) now scores a game whose turns changed nothing for
//! [`IDLE_ROUNDS`] rounds in a row as worth nothing to anyone (`NEVER_ENDS` in the search): a
//! game that never ends has no result, so no seat that can do anything else lets it come to
//! that, ahead or behind.
//!
//! The measurements behind the choice (Strong against Medium, seed 31, `quintet arena`):
//! - **Every position that comes back, as chess engines count a repetition:** with dice, a
//!   position also comes back through moves (a token kicked home and entering again, with the
//!   same throws), and the game goes on from it as it did the first time. Scoring those as
//!   draws made Strong dodge its best moves: 33 of the first 38 games drawn, where none of 8
//!   did before.
//! - **One idle round, as a draw:** a seat behind held it for ever, its opponent's tokens unable
//!   to move (8 of 68 games at the 5,000-ply cap).
//! - **One idle round, worth nothing:** a seat may no longer wait a round for a better throw, as
//!   South does with one point and a stuck North in `arsisesi-a:s1/sssnnnn/n1S1:s1`; moving at
//!   once walked into locks (24 of the first 40 games drawn).
//! - **Three rounds (kept):** a seat waits for a better throw twice, then moves; over 300 games no
//!   game reached the cap, and draws stayed as rare as before (docs/performance.md).
//!
//! The rounds may begin before the search's root, so callers pass the game's turn starts
//! ([`turn_starts`]): told nothing, a search rooted in the middle of a turn cannot count the
//! rounds already idle, and can put the last one off for ever. The rules are not changed: the
//! game itself goes on, and only the search's value of the line counts.

use crate::core::{Game, Record, Token};

/// The rounds in a row of turns that changed nothing after which a search counts the game as
/// one that never ends.
pub const IDLE_ROUNDS: usize = 3;

/// Turn starts a search keeps from before its root: one per seat (at most four) and round.
pub const KEPT: usize = 4 * IDLE_ROUNDS;

/// The positions of `record` where a roll was due, the latest last (at most [`KEPT`]): what
/// [`super::Search::remember`] takes.
pub fn turn_starts<G: Game>(record: &Record<G>) -> Vec<G> {
    let mut game = record.start().clone();
    let mut starts = TurnStarts::default();
    for token in record.tokens() {
        match token {
            Token::Roll(roll) => {
                starts.push(&game);
                game.apply_roll_unchecked(*roll);
            }
            Token::Action(action) => game.apply_unchecked(*action),
        }
    }
    starts.0
}

/// Keeps the turn starts of a game being played, one position at a time (the arena, which
/// holds no record).
#[derive(Clone, Debug)]
pub struct TurnStarts<G>(Vec<G>);

// A derive would ask `G: Default`.
impl<G> Default for TurnStarts<G> {
    fn default() -> Self {
        TurnStarts(Vec::new())
    }
}

impl<G: Game> TurnStarts<G> {
    /// Notes a position where a roll is due, about to be rolled.
    pub fn push(&mut self, game: &G) {
        if self.0.len() == KEPT {
            self.0.remove(0);
        }
        self.0.push(game.clone());
    }

    /// The positions kept, the latest last.
    pub fn as_slice(&self) -> &[G] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::{turn_starts, KEPT};
    use crate::ai::contempt::Draws;
    use crate::ai::{choose, choose_after, plan, ActionStats, Config, Level, Search, STEP};
    use crate::core::{Game, Record, Seat, ToAct, Token};
    use crate::games::arsisesi::{Arsisesi, ArsisesiAction};

    /// Where game 55 of `quintet arena arsisesi-a strong medium --seed 31` marked time for 4,600
    /// plies before this module: South's tokens on 1 and 2 can move for no roll (North's on 3
    /// and 4 block them), North is ahead and acts with 3 points. Ending the turn with every point
    /// unspent (ARS-2: `end` at any time) hands South a throw it cannot use, and North is back
    /// where it was.
    const STALL: &str = "arsisesi-a:s2/ssnN1Nn/-:n3";
    /// The same as a game reaches it after two idle rounds: North ended its turn twice, South
    /// threw and could not move, and North threw 3 again.
    const STALL_RECORD: &str = "arsisesi-a:s2/ssnN1Nn/-:n;d4,end,d2,d5,end,d6,d3";
    /// The turn starts there: South to throw, North to throw.
    const SOUTH_THROWS: &str = "arsisesi-a:s2/ssnN1Nn/-:s";
    const NORTH_THROWS: &str = "arsisesi-a:s2/ssnN1Nn/-:n";

    fn position(text: &str) -> Arsisesi {
        Arsisesi::parse_start(text).unwrap()
    }

    fn end() -> ArsisesiAction {
        position(STALL).parse_action("end").unwrap()
    }

    fn root(
        game: &Arsisesi,
        config: Config,
        remembered: &[Arsisesi],
    ) -> Vec<ActionStats<ArsisesiAction>> {
        let plan = plan(game, Level::Strong).expect("a search");
        let mut search = Search::new(game.clone(), config, 3);
        search.remember(remembered);
        while !search.step(&plan, STEP) {}
        search.root_stats()
    }

    #[test]
    fn after_two_idle_rounds_every_level_plays_on() {
        let record = Record::<Arsisesi>::parse(STALL_RECORD).unwrap();
        let game = record.position().clone();
        assert_eq!(game, position(STALL));
        let past = turn_starts(&record);
        assert_eq!(past.len(), 5);
        for level in [Level::Medium, Level::Strong] {
            for seed in 1..=3 {
                let chosen = choose_after(&game, &past, level, seed);
                assert_ne!(chosen, Some(end()), "{level} {seed}");
            }
        }
        // Told nothing of the game, Strong ends its turn: the rounds it sees are all ahead of
        // it, and the last can always be put off by one more.
        assert_eq!(choose(&game, Level::Strong, 1), Some(end()));
        // Easy draws its action in proportion to its visits, so it may end a turn idle now
        // and then, but it moves on within a few turns (every throw a 3 here).
        for seed in 1..=5 {
            let mut record = Record::<Arsisesi>::parse(STALL_RECORD).unwrap();
            while record.position() == &game || record.position().to_act() == ToAct::Chance {
                let turn = record.position().clone();
                let token = match turn.to_act() {
                    ToAct::Chance if record.tokens().len() < 30 => {
                        Token::Roll(turn.parse_roll("d3").unwrap())
                    }
                    ToAct::Player(_) => {
                        let past = turn_starts(&record);
                        let k = record.tokens().len() as u64;
                        Token::Action(
                            choose_after(&turn, &past, Level::Easy, seed * 100 + k).unwrap(),
                        )
                    }
                    _ => panic!("Easy marked time for a dozen turns (seed {seed})"),
                };
                record.push(token).unwrap();
            }
        }
    }

    /// After two idle rounds (South could not move, North ended its turns), North's third idle
    /// `end` makes a game that never ends, worth nothing: its mean is the seat's worth of a draw
    /// ([`Draws`], what results are discounted toward) moved all but one ply's discount of the
    /// way to 0.
    #[test]
    fn a_third_idle_round_is_worth_nothing() {
        let game = position(STALL);
        let config = plan(&game, Level::Strong).unwrap().config;
        let anchor = Draws::new(&game, &config).anchors(0.5)[Seat::North.index()];
        let nothing = anchor * (1.0 - config.discount);
        let mean = |stats: &[ActionStats<ArsisesiAction>]| {
            stats.iter().find(|s| s.action == end()).expect("end").mean
        };
        let rounds = |first: Arsisesi| {
            let (s, n) = (position(SOUTH_THROWS), position(NORTH_THROWS));
            vec![first, n.clone(), s.clone(), n.clone(), s, n]
        };
        let told = root(&game, config, &rounds(position(SOUTH_THROWS)));
        assert!((mean(&told) - nothing).abs() < 1e-6, "{told:?}");
        // Not told, the search finds three rounds only two throws of North's deeper.
        let untold = root(&game, config, &[]);
        assert!(mean(&untold) > 0.1, "{untold:?}");
        // South moved four turns ago: the third round closes a throw of South's deeper, where
        // the first visit of the line, a playout, does not look for it.
        let moved = rounds(position("arsisesi-a:s2/ss1nNNn/-:s"));
        let later = mean(&root(&game, config, &moved));
        assert!(later > nothing + 1e-4 && later < 0.2, "{later}");
        // Without a contempt, nothing is looked for: the same tree bit for bit.
        let even = Config {
            contempt: 0.0,
            ..config
        };
        let past = rounds(position(SOUTH_THROWS));
        assert_eq!(root(&game, even, &past), root(&game, even, &[]));
    }

    /// Behind, with its opponent unable to move, a level holding on by ending its turns would
    /// mark time for ever (game 1 of the seed 31 match on a first try of this fix, until the
    /// ply cap). After two idle rounds it moves, though moving loses.
    #[test]
    fn a_level_behind_does_not_mark_time_for_ever_either() {
        // North's last token, on 4, is stuck behind South's on 1 to 3; South threw 5.
        let record =
            Record::<Arsisesi>::parse("arsisesi-a:s2/sssn3/-:s;d5,end,d3,d4,end,d2,d5").unwrap();
        let past = turn_starts(&record);
        let game = record.position();
        for level in [Level::Medium, Level::Strong] {
            for seed in 1..=3 {
                let chosen = choose_after(game, &past, level, seed);
                assert_ne!(chosen, Some(end()), "{level} {seed}");
            }
        }
    }

    #[test]
    fn the_turn_starts_are_the_latest_positions_where_a_roll_was_due() {
        let record = Record::<Arsisesi>::parse("arsisesi-a;d3,S-1,1-2,S-1,d2,N-7,7-6").unwrap();
        assert_eq!(
            turn_starts(&record),
            vec![record.position_at(0), record.position_at(4)]
        );
        // A long game keeps the last few, the latest last.
        let text = format!("arsisesi-a;d1,S-1{}", ",d2,end".repeat(KEPT + 2));
        let long = Record::<Arsisesi>::parse(&text).unwrap();
        let rolls: Vec<usize> = long
            .tokens()
            .iter()
            .enumerate()
            .filter(|(_, t)| matches!(t, Token::Roll(_)))
            .map(|(i, _)| i)
            .collect();
        let expected: Vec<Arsisesi> = rolls[rolls.len() - KEPT..]
            .iter()
            .map(|&i| long.position_at(i))
            .collect();
        assert_eq!(turn_starts(&long), expected);
    }
}
