//! Playing levels and the one table of search settings per game id.
//!
//! Budgets are iterations, so a level plays the same on every machine; the Strong budgets are
//! sized so that a decision takes at most about 0.4 s of CPU natively in release on a 2-core
//! machine (the longest in docs/performance.md's matches: 0.47 s, side-5 Seesaw; the wasm search
//! ran 1.04–1.41× slower per CPU second in `scripts/bench.sh --ai`, so it stays under a second).
//! Easy searches little and picks among the actions it looked at in proportion to its visits, so
//! it misses tactics and sometimes blunders; Medium searches a moderate budget and plays its best.

use super::search::Config;
use crate::core::shorten;
use std::fmt;
use std::str::FromStr;

/// How well the computer plays.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Level {
    /// A uniformly random legal action: the baseline player, not offered to people.
    Random,
    /// Beatable by a beginner.
    Easy,
    /// A fair opponent.
    Medium,
    /// As strong as the budget allows.
    Strong,
    /// Perfect play from the exact solution ([`crate::ai::exact`]): Arsisesi B only
    /// ([`Level::check`]).
    Perfect,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 5] = [
        Level::Random,
        Level::Easy,
        Level::Medium,
        Level::Strong,
        Level::Perfect,
    ];

    /// The game ids the Perfect level plays: those solved exactly.
    pub const PERFECT_IDS: [&'static str; 1] = ["arsisesi-b"];

    /// The level's name in lower case, as the command line spells it.
    pub fn name(self) -> &'static str {
        match self {
            Level::Random => "random",
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Strong => "strong",
            Level::Perfect => "perfect",
        }
    }

    /// Whether this level can play `game_id`: every level but Perfect plays every game.
    pub fn plays(self, game_id: &str) -> bool {
        self != Level::Perfect || Level::PERFECT_IDS.contains(&game_id)
    }

    /// [`Level::plays`] as a result, with the reason when it cannot.
    pub fn check(self, game_id: &str) -> Result<(), String> {
        if self.plays(game_id) {
            Ok(())
        } else {
            Err(format!(
                "the perfect level plays only Arsisesi B (arsisesi-b), the one game solved \
                 exactly, not {game_id}"
            ))
        }
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    fn from_str(text: &str) -> Result<Level, String> {
        Level::ALL
            .into_iter()
            .find(|l| l.name() == text.to_ascii_lowercase())
            .ok_or_else(|| {
                format!(
                    "'{}' is not a level (random, easy, medium, strong or perfect)",
                    shorten(text)
                )
            })
    }
}

/// A search level's budget and settings.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Settings {
    /// Iterations per decision.
    pub iterations: u32,
    /// How the search explores and ends its playouts.
    pub config: Config,
    /// Pick the action at random in proportion to the root visits instead of the most visited
    /// one: the level then makes the occasional mistake a beginner can punish, and cannot mark
    /// time for ever in a position its short search misjudges.
    pub sample: bool,
}

impl Settings {
    /// The settings for a decision among `choices` legal actions. Medium and Strong give each
    /// choice an eighth of their budget, up to the whole budget from eight choices on: UCT needs
    /// visits per action, and a two-way choice in a dice game (most of Senet's, Arsisesi's and
    /// Žanstrekt's decisions) is settled long before 100,000 iterations, which only made the
    /// computer slow to play obvious moves. Easy keeps its small budget whatever the choice.
    pub fn for_choices(self, choices: usize) -> Settings {
        if self.sample {
            return self;
        }
        let per_choice = self.iterations / FULL_BUDGET_CHOICES;
        let scaled = u32::try_from(choices)
            .unwrap_or(u32::MAX)
            .saturating_mul(per_choice);
        Settings {
            iterations: self.iterations.min(scaled.max(per_choice)),
            ..self
        }
    }
}

/// From how many legal actions on a level searches its whole budget (see
/// [`Settings::for_choices`]).
const FULL_BUDGET_CHOICES: u32 = 8;

/// One game's row: each level's iterations, then the playout depth, exploration and contempt for
/// draws they share.
struct Row {
    id: &'static str,
    easy: u32,
    medium: u32,
    strong: u32,
    depth: u16,
    exploration: f32,
    contempt: f32,
}

/// The table. Rows are matched by exact game id; an unknown id takes the last row's settings.
///
/// Playout depth: Arcēs evaluates each new leaf at once (depth 0), because random moves almost
/// never make the captures that decide it and only add noise (depth 0 beat depth 6 in 16 of 16
/// test games at equal iterations); Seesaw's compulsory captures make random continuations
/// telling, so it plays 12 plies; the dice games play 4, where longer playouts tested no better
/// and cost time. Exploration is lower where results are exact (Arcēs, Seesaw) than where dice
/// make them noisy.
///
/// Medium has a tenth of Strong's budget in the games without dice, and about a three-hundredth
/// in the dice games (issue 54). With dice a decision is settled by few iterations and the
/// throws decide much of each game, so a tenth played almost as well as Strong: in Arsisesi B,
/// rated against the exact solution over 1,190 decisions of Medium's own games, 9,000
/// iterations lost 0.100 points of win chance per decision and Strong's 90,000 0.048, some 3
/// points a game, an expected score near 0.53 that 400 games cannot tell from 0.5 (Perfect
/// itself scores only 0.58 against that Medium); 300 iterations lose 0.203. Strong's budget buys
/// little more (360,000 iterations: 0.042), so the levels are spaced by Medium
/// (docs/performance.md, "Levels"): over 200 games Strong then scored 0.560 against it, Medium
/// 0.960 against Easy, and per decision Strong lost 0.065 points, Medium 0.206.
///
/// In Senet even 400 iterations played as well as Strong (0.53 over 100 games), so Medium
/// searches 100 there: over 200 games Strong scored 0.665 (0.597–0.727) against it, and it
/// 0.705 (0.638–0.764) against Easy. Hints and reviews use Strong's budgets, which stay.
///
/// Contempt ([`Config::contempt`], [`super::contempt`]): only Arsisesi A's stalemates (ARS-10)
/// come often enough to matter; there a draw is worth 0.3 less than an even share to the seat
/// deciding while it is level or ahead, and 0.3 more when it is clearly behind (issue 42:
/// without it, three games in four between the levels ended in a lock; the measurements are in
/// `docs/performance.md`). Every other game keeps the draw at an even share, and with it the same
/// trees as before.
#[rustfmt::skip]
const TABLE: &[Row] = &[
    Row { id: "senet", easy: 200, medium: 100, strong: 120000, depth: 4, exploration: 0.7, contempt: 0.0 },
    Row { id: "seesaw", easy: 200, medium: 8000, strong: 80000, depth: 12, exploration: 0.5, contempt: 0.0 },
    Row { id: "seesaw-4", easy: 200, medium: 8000, strong: 80000, depth: 12, exploration: 0.5, contempt: 0.0 },
    Row { id: "arces", easy: 200, medium: 6000, strong: 60000, depth: 0, exploration: 0.4, contempt: 0.0 },
    Row { id: "arces-3", easy: 200, medium: 5000, strong: 50000, depth: 0, exploration: 0.4, contempt: 0.0 },
    Row { id: "arces-4", easy: 200, medium: 5000, strong: 50000, depth: 0, exploration: 0.4, contempt: 0.0 },
    Row { id: "arsisesi-a", easy: 200, medium: 300, strong: 90000, depth: 4, exploration: 0.7, contempt: 0.3 },
    Row { id: "arsisesi-b", easy: 200, medium: 300, strong: 90000, depth: 4, exploration: 0.7, contempt: 0.0 },
    Row { id: "arsisesi-c", easy: 200, medium: 250, strong: 45000, depth: 4, exploration: 0.7, contempt: 0.0 },
    Row { id: "zanstrekt", easy: 200, medium: 500, strong: 160000, depth: 4, exploration: 0.7, contempt: 0.0 },
];

/// The settings of `level` for `game_id`; `None` for [`Level::Random`] and [`Level::Perfect`],
/// which do not search.
pub fn settings(game_id: &str, level: Level) -> Option<Settings> {
    let row = TABLE
        .iter()
        .find(|r| r.id == game_id)
        .unwrap_or(&TABLE[TABLE.len() - 1]);
    let iterations = match level {
        Level::Random | Level::Perfect => return None,
        Level::Easy => row.easy,
        Level::Medium => row.medium,
        Level::Strong => row.strong,
    };
    Some(Settings {
        iterations,
        config: Config {
            exploration: row.exploration,
            playout_depth: row.depth,
            contempt: row.contempt,
            ..Config::default()
        },
        sample: level == Level::Easy,
    })
}
