//! Contempt for draws: a search counts a draw as worth less than an even share to the seat it
//! decides for, as chess engines do, so that the computer plays on for a win instead of settling
//! for a draw it could avoid (issue 42: Arsisesi A's stalemates, ARS-10).
//!
//! The worth is set once per search from the root: the deciding seat's [`Evaluate::evaluate`]
//! there says whether it is level or ahead (a draw is worth `contempt` less to it than an even
//! share) or clearly behind (the sign flips: a draw is worth more, and it seeks one), with a
//! straight ramp between ([`scaled`]). Every other seat counts the draw as the rest of one
//! win, so the search still sees a zero-sum game and expects the opponent to take a draw the
//! deciding seat dislikes, as an engine's contempt does.
//!
//! A draw is scored so wherever the search meets one: a finished game, or an unfinished position
//! its evaluation calls drawn ([`Evaluate::draw_chance`]), in proportion to that chance. With no
//! contempt ([`Config::contempt`] 0, every game id but Arsisesi A, and analysis, whose win chances
//! count a draw as half), the values are left untouched bit for bit: the same trees as before.

use super::eval::{Evaluate, Values};
use super::search::Config;
use crate::core::{Outcome, ToAct};

/// How far below an even share the deciding seat's value at the root must fall for its contempt
/// to vanish: there it is clearly behind. 0.25 below ½ in a two-seat game is a deficit of 1.1
/// times the evaluation's scale (in Arsisesi A, 7 race points: a token kicked back from the far
/// end of the Bridge, or one cleared more).
pub const BEHIND: f32 = 0.25;

/// How far on either side of [`BEHIND`] the contempt takes to turn from all of it to all of it
/// reversed, so that a small change in the evaluation never flips the seat's plan at once.
pub const RAMP: f32 = 0.1;

/// The contempt a seat whose value at the root is `value` holds, from the level's `contempt`:
/// all of it down to [`RAMP`] above the point [`BEHIND`] below an even share (`even`), none at
/// that point, and reversed in full [`RAMP`] below it.
pub fn scaled(contempt: f32, value: f32, even: f32) -> f32 {
    contempt * ((value - (even - BEHIND)) / RAMP).clamp(-1.0, 1.0)
}

/// What one search counts a draw as worth for every seat, or `None` when it counts a draw as an
/// even share like the game's own result.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(super) struct Draws(Option<Values>);

impl Draws {
    /// The draw's worth in a search rooted at `root` with `config`: none unless the contempt is
    /// set and a player decides at the root.
    pub(super) fn new<G: Evaluate>(root: &G, config: &Config) -> Draws {
        let ToAct::Player(deciding) = root.to_act() else {
            return Draws(None);
        };
        let seats = root.seats();
        if config.contempt == 0.0 || seats.len() < 2 {
            return Draws(None);
        }
        let even = 1.0 / seats.len() as f32;
        let held = scaled(config.contempt, root.evaluate()[deciding.index()], even);
        let others = even + held / (seats.len() - 1) as f32;
        let mut values = [0.0; 4];
        for seat in seats {
            values[seat.index()] = if *seat == deciding {
                even - held
            } else {
                others
            };
        }
        Draws(Some(values))
    }

    /// What each seat's results are discounted toward ([`Config::discount`]): an even share
    /// without contempt; with it, the seat's worth of a draw, since a game that never ends is
    /// one (else a seat that dislikes draws would put off a certain one for ever).
    pub(super) fn anchors(&self, even: f32) -> Values {
        self.0.unwrap_or([even; 4])
    }

    /// The value for every seat of `state`, where a search stops: the result of a finished game
    /// (`over`: the caller has just asked [`crate::core::Game::to_act`], or knows it is a terminal
    /// node), otherwise the evaluation, with draws (in full, or the evaluation's certain share,
    /// [`Evaluate::draw_chance`]) at this search's worth. Without contempt, exactly the game's
    /// result or evaluation.
    pub(super) fn result<G: Evaluate>(&self, state: &G, over: bool) -> Values {
        if over {
            self.finished(state)
        } else {
            self.unfinished(state)
        }
    }

    /// [`Draws::result`] of a game the search found over (a terminal node, or a playout that
    /// ended): its outcome, asked once. `to_act` is not asked again: in Arsisesi it looks for a
    /// stalemate in both sides' moves, and terminal nodes are met at thousands of iterations.
    pub(super) fn finished<G: Evaluate>(&self, state: &G) -> Values {
        match (state.outcome(), self.0) {
            (Some(Outcome::Draw), Some(worth)) => worth,
            (Some(outcome), _) => {
                let mut values = [0.0; 4];
                for &seat in state.seats() {
                    values[seat.index()] = outcome.score_for(seat) as f32;
                }
                values
            }
            // Only a game breaking the `Game` contract (no legal action, no roll) gets here.
            (None, _) => self.unfinished(state),
        }
    }

    /// [`Draws::result`] of a game that goes on.
    fn unfinished<G: Evaluate>(&self, state: &G) -> Values {
        let Some(worth) = self.0 else {
            return state.evaluate();
        };
        let (values, chance) = state.judge();
        if chance <= 0.0 {
            return values;
        }
        // The draw's share was evaluated as an even share each: move it to this worth.
        let even = 1.0 / state.seats().len() as f32;
        let mut shifted = values;
        for seat in state.seats() {
            let i = seat.index();
            shifted[i] += chance.min(1.0) * (worth[i] - even);
        }
        shifted
    }
}

#[cfg(test)]
mod tests {
    use super::{scaled, Draws, BEHIND, RAMP};
    use crate::ai::eval::lock::locked;
    use crate::ai::{plan, settings, ActionStats, Config, Level, Search, STEP};
    use crate::core::{Game, Seat, ToAct};
    use crate::games::arsisesi::{Arsisesi, ArsisesiAction};

    fn position(text: &str) -> Arsisesi {
        Arsisesi::parse_start(text).unwrap()
    }

    /// The issue's game (`d4,S-1,S-2,1-3,2-4,d6,N-7,7-6,N-7`): South's pair on 3 and 4, North's
    /// on 6 and 7, North to act with 3 points. Closing up to 5 (`7-5`, or `6-5` then `7-6`)
    /// locks the Bridge; before the contempt, every level rated the lock its best.
    const LEVEL: &str = "arsisesi-a:s3/2ss1nn/n3:n3";
    /// The same Bridge with South three tokens up and North to act with 1 point: North is
    /// clearly behind, and `7-5` locks.
    const BEHIND_BY_THREE: &str = "arsisesi-a:-/2ss1nn/n3:n1";

    fn action(text: &str) -> ArsisesiAction {
        position(LEVEL).parse_action(text).unwrap()
    }

    /// The root statistics of `level`'s search with `config` (its own by default) and `seed`.
    fn root(
        game: &Arsisesi,
        level: Level,
        config: Option<Config>,
        seed: u64,
    ) -> Vec<ActionStats<ArsisesiAction>> {
        let plan = plan(game, level).expect("a search");
        let mut search = Search::new(game.clone(), config.unwrap_or(plan.config), seed);
        while !search.step(&plan, STEP) {}
        search.root_stats()
    }

    fn mean(stats: &[ActionStats<ArsisesiAction>], action: ArsisesiAction) -> f32 {
        stats
            .iter()
            .find(|s| s.action == action)
            .expect("a root action")
            .mean
    }

    #[test]
    fn the_contempt_holds_when_level_or_ahead_and_flips_when_clearly_behind() {
        let zero = 0.5 - BEHIND;
        assert_eq!(scaled(0.3, 0.5, 0.5), 0.3);
        assert_eq!(scaled(0.3, 0.9, 0.5), 0.3);
        assert!((scaled(0.3, zero + RAMP, 0.5) - 0.3).abs() < 1e-6);
        assert_eq!(scaled(0.3, zero, 0.5), 0.0);
        assert!(scaled(0.3, zero - 0.01, 0.5) < 0.0);
        assert!((scaled(0.3, zero - RAMP, 0.5) + 0.3).abs() < 1e-6);
        assert_eq!(scaled(0.3, 0.0, 0.5), -0.3);

        let config = settings("arsisesi-a", Level::Strong).unwrap().config;
        assert!(config.contempt > 0.0);
        let level = Draws::new(&position(LEVEL), &config).0.expect("a contempt");
        assert!(level[Seat::North.index()] < 0.5 && level[Seat::South.index()] > 0.5);
        let behind = Draws::new(&position(BEHIND_BY_THREE), &config)
            .0
            .expect("a contempt");
        assert!(behind[Seat::North.index()] > 0.5 && behind[Seat::South.index()] < 0.5);
        // The draw is still one result shared out.
        for worth in [level, behind] {
            assert!((worth[0] + worth[1] + worth[2] + worth[3] - 1.0).abs() < 1e-6);
        }
    }

    #[test]
    fn without_contempt_a_draw_is_the_games_own_result() {
        for text in [LEVEL, BEHIND_BY_THREE, "arsisesi-a:s1/ssssnnn/n2:s"] {
            let game = position(text);
            let draws = Draws::new(&game, &Config::default());
            assert_eq!(draws, Draws(None));
            let expected = match game.to_act() {
                ToAct::Over => crate::ai::eval::outcome_values(&game),
                _ => crate::ai::Evaluate::evaluate(&game),
            };
            let over = game.to_act() == ToAct::Over;
            assert_eq!(draws.result(&game, over), expected, "{text}");
        }
        // Only Arsisesi A holds one; analysis reports honest win chances without it.
        for id in crate::games::GAME_IDS {
            let contempt = settings(id, Level::Medium).unwrap().config.contempt;
            assert_eq!(contempt > 0.0, *id == "arsisesi-a", "{id}");
            assert_eq!(crate::ai::analysis::config(id).contempt, 0.0, "{id}");
        }
    }

    /// Every level rates the locking move below the others when level, where the game's own
    /// worth of a draw made it the best; Medium and Strong then play a turn that leaves the
    /// Bridge open.
    #[test]
    fn every_level_steers_clear_of_the_issues_lock() {
        let game = position(LEVEL);
        let lock = action("7-5");
        for level in [Level::Easy, Level::Medium, Level::Strong] {
            for seed in 1..=2 {
                let stats = root(&game, level, None, seed);
                for s in stats.iter().filter(|s| s.action != lock) {
                    assert!(s.mean > mean(&stats, lock), "{level} {seed}: {stats:?}");
                }
                // Before: the draw at an even share, and the lock the best there is.
                let even = Config {
                    contempt: 0.0,
                    ..plan(&game, level).unwrap().config
                };
                let old = root(&game, level, Some(even), seed);
                for s in &old {
                    assert!(mean(&old, lock) >= s.mean, "{level} {seed}: {old:?}");
                }
                if level == Level::Easy {
                    continue;
                }
                let mut turn = game.clone();
                while turn.to_act() == ToAct::Player(Seat::North) {
                    let chosen = crate::ai::choose(&turn, level, seed).unwrap();
                    turn.apply_unchecked(chosen);
                }
                assert!(!locked(&turn), "{level} {seed}: {turn}");
            }
        }
    }

    /// Clearly behind, every level seeks the lock: its worth of a draw is above an even share.
    #[test]
    fn a_level_clearly_behind_seeks_the_lock() {
        let game = position(BEHIND_BY_THREE);
        let lock = action("7-5");
        for level in [Level::Easy, Level::Medium, Level::Strong] {
            let stats = root(&game, level, None, 1);
            for s in &stats {
                assert!(mean(&stats, lock) >= s.mean, "{level}: {stats:?}");
            }
            assert!(mean(&stats, lock) > 0.5, "{level}: {stats:?}");
            if level != Level::Easy {
                assert_eq!(crate::ai::choose(&game, level, 1), Some(lock), "{level}");
            }
        }
    }
}
