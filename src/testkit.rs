//! The conformance suite every game joins (OpenSpiel's random-simulation tests): seeded random
//! games, with the `Game` contract checked at every state. Used by each game's tests and by
//! `tests/conformance.rs`; public so that benchmarks and long runs can call it too.

use crate::core::compact::{choices, MARK};
use crate::core::{sample_roll, Game, Record, Rng, ToAct, Token};
use crate::games::AnyGame;

/// What a conformance run saw, for reports.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Report {
    /// Games played to the end.
    pub games: usize,
    /// Actions and rolls played in all.
    pub plies: usize,
    /// Games that ended in a draw.
    pub draws: usize,
}

/// Plays `games` seeded random games from `start` and checks, at every state: the legal list is
/// sorted, unique and non-empty exactly when a player acts; rolls have positive weights and exist
/// exactly at chance points; the outcome exists exactly when the game is over; the position and
/// every action and roll print and parse back to themselves; `play` rejects actions foreign to the
/// position and leaves it unchanged; compact records number the rolls in ascending value and the
/// actions in text order; the whole game as a record, plain and compact, prints and parses back;
/// and every game ends within `max_plies`. Panics with the record so far on the first violation.
pub fn conformance<G: Game>(start: &G, games: usize, seed: u64, max_plies: usize) -> Report {
    let mut rng = Rng::with_seed(seed);
    let mut report = Report::default();
    let mut seen_actions: Vec<G::Action> = Vec::new();
    for _ in 0..games {
        let mut record = Record::new(start.clone());
        let mut plies = 0;
        loop {
            let state = record.position().clone();
            check_state(&state, &record, &seen_actions);
            match state.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let mut rolls = Vec::new();
                    state.rolls(&mut rolls);
                    let roll = sample_roll(&rolls, &mut rng);
                    record.push(Token::Roll(roll)).expect("a listed roll plays");
                }
                ToAct::Player(_) => {
                    let mut actions = Vec::new();
                    state.legal_actions(&mut actions);
                    let action = actions[rng.usize(0..actions.len())];
                    if seen_actions.len() < 4096 && !seen_actions.contains(&action) {
                        seen_actions.push(action);
                    }
                    record
                        .push(Token::Action(action))
                        .expect("a listed action plays");
                }
            }
            plies += 1;
            assert!(
                plies <= max_plies,
                "game did not end within {max_plies} plies: {record}"
            );
        }
        let text = record.to_string();
        let again = Record::<G>::parse(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(again.to_string(), text, "record round trip");
        assert_eq!(again.position(), record.position(), "record replay: {text}");
        check_compact(&record);
        report.games += 1;
        report.plies += plies;
        if record.position().outcome() == Some(crate::core::Outcome::Draw) {
            report.draws += 1;
        }
    }
    report
}

fn check_state<G: Game>(state: &G, record: &Record<G>, seen: &[G::Action]) {
    let context = || record.to_string();
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    let mut rolls = Vec::new();
    state.rolls(&mut rolls);
    assert!(
        actions.windows(2).all(|w| w[0] < w[1]),
        "legal list sorted and unique: {}",
        context()
    );
    match state.to_act() {
        ToAct::Player(seat) => {
            assert!(
                !actions.is_empty(),
                "a player to act has an action: {}",
                context()
            );
            assert!(
                rolls.is_empty(),
                "no rolls when a player acts: {}",
                context()
            );
            assert!(
                state.seats().contains(&seat),
                "acting seat plays: {}",
                context()
            );
            assert!(
                state.outcome().is_none(),
                "no outcome mid-game: {}",
                context()
            );
        }
        ToAct::Chance => {
            assert!(
                actions.is_empty(),
                "no actions at a chance point: {}",
                context()
            );
            assert!(!rolls.is_empty(), "rolls at a chance point: {}", context());
            assert!(
                rolls.iter().all(|&(_, w)| w > 0),
                "positive weights: {}",
                context()
            );
            assert!(
                state.outcome().is_none(),
                "no outcome mid-game: {}",
                context()
            );
        }
        ToAct::Over => {
            assert!(
                actions.is_empty() && rolls.is_empty(),
                "nothing after the end: {}",
                context()
            );
            assert!(
                state.outcome().is_some(),
                "an outcome at the end: {}",
                context()
            );
        }
    }
    let printed = state.to_string();
    let parsed = G::parse_start(&printed).unwrap_or_else(|e| panic!("{printed}: {e}"));
    assert_eq!(&parsed, state, "position round trip: {printed}");
    for &action in &actions {
        let text = action.to_string();
        assert_eq!(
            state.parse_action(&text),
            Ok(action),
            "action round trip {text} in {printed}"
        );
        assert!(state.is_legal(action));
    }
    for &(roll, _) in &rolls {
        let text = roll.to_string();
        assert_eq!(
            state.parse_roll(&text),
            Ok(roll),
            "roll round trip {text} in {printed}"
        );
    }
    check_choice_order(state);
    for &foreign in seen.iter().filter(|a| !actions.contains(a)).take(8) {
        let mut copy = state.clone();
        assert!(
            copy.play(foreign).is_err(),
            "foreign action {foreign} accepted in {printed}"
        );
        assert_eq!(
            &copy, state,
            "a rejected action leaves the position unchanged"
        );
    }
}

/// Compact records number the choices as the notation says: rolls in ascending value (the number
/// after `d`), actions strictly ascending as text, and exactly the possible tokens.
fn check_choice_order<G: Game>(state: &G) {
    let texts: Vec<String> = choices(state).iter().map(ToString::to_string).collect();
    let sorted = match state.to_act() {
        ToAct::Chance => texts
            .windows(2)
            .all(|w| roll_value(&w[0]) < roll_value(&w[1])),
        _ => texts.windows(2).all(|w| w[0] < w[1]),
    };
    assert!(sorted, "compact choice order {texts:?} in {state}");
    let (mut actions, mut rolls) = (Vec::new(), Vec::new());
    state.legal_actions(&mut actions);
    state.rolls(&mut rolls);
    assert_eq!(
        texts.len(),
        actions.len() + rolls.len(),
        "choices of {state}"
    );
}

fn roll_value(text: &str) -> u32 {
    text.strip_prefix('d')
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| panic!("a roll prints as d<value>: {text}"))
}

/// The record's compact form reads back to the same record, and prints again the same.
fn check_compact<G: Game>(record: &Record<G>) {
    let compact = record.to_compact();
    let again = Record::<G>::parse(&compact)
        .unwrap_or_else(|e| panic!("{record} as {compact:?} is refused: {e}"));
    assert_eq!(&again, record, "compact round trip: {compact}");
    assert_eq!(again.to_compact(), compact, "compact print, parse, print");
}

/// The fuzz check of record text (`fuzz/fuzz_targets/record.rs` feeds it arbitrary bytes): reading
/// `text` as a record of any game, plain or compact, must not panic. If it is accepted, the record
/// must print as text that reads back to the same record, and so must its compact form; a compact
/// record accepted must be the one its record encodes to (the same version and payload after the
/// start); every position along it must print and parse back to itself, its last position must draw (as a scene and as SVG, plain and flipped with
/// coordinates), and up to 32 further random plies from there (seeded by the text) must keep the
/// [`conformance`] contract at every state. Panics on the first violation.
pub fn check_record_text(text: &str) {
    let Ok(record) = Record::<AnyGame>::parse(text) else {
        return;
    };
    let printed = record.to_string();
    let again = Record::<AnyGame>::parse(&printed)
        .unwrap_or_else(|e| panic!("{text:?} prints as {printed:?}, which is refused: {e}"));
    assert_eq!(again.to_string(), printed, "record print, parse, print");
    assert_eq!(
        again.position(),
        record.position(),
        "record replay: {printed}"
    );
    check_compact(&record);
    if let Some((_, payload)) = text.split_once(MARK) {
        let encoded = record.to_compact();
        assert!(
            encoded.ends_with(payload) && encoded[..encoded.len() - payload.len()].ends_with(MARK),
            "{text:?} is accepted but encodes as {encoded:?}"
        );
    }
    for n in 0..=record.tokens().len() {
        let state = record.position_at(n);
        let shown = state.to_string();
        let parsed = AnyGame::parse_start(&shown)
            .unwrap_or_else(|e| panic!("position {shown:?} from {printed:?} is refused: {e}"));
        assert_eq!(parsed, state, "position round trip: {shown}");
    }
    for overlay in [
        crate::render::Overlay::default(),
        crate::render::Overlay {
            flip: true,
            coords: true,
            portrait: true,
            ..Default::default()
        },
    ] {
        let scene = crate::render::scene(record.position(), &overlay);
        crate::render::svg::to_svg(&scene);
    }
    // A walkthrough's notes draw at their points.
    for (at, note) in record.notes() {
        let mut overlay = crate::render::Overlay::default();
        overlay.add_note(note);
        let scene = crate::render::scene(&record.position_at(*at), &overlay);
        let drawn = scene.annotations.len();
        assert_eq!(
            drawn,
            note.marks().count() + note.arrows().count(),
            "{printed}"
        );
    }
    let seed = printed.bytes().fold(0xCBF2_9CE4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01B3)
    });
    let mut rng = Rng::with_seed(seed);
    let mut walk = record;
    for _ in 0..32 {
        let state = walk.position().clone();
        check_state(&state, &walk, &[]);
        let token = match state.to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                let mut rolls = Vec::new();
                state.rolls(&mut rolls);
                Token::Roll(sample_roll(&rolls, &mut rng))
            }
            ToAct::Player(_) => {
                let mut actions = Vec::new();
                state.legal_actions(&mut actions);
                Token::Action(actions[rng.u32(0..actions.len() as u32) as usize])
            }
        };
        walk.push(token)
            .unwrap_or_else(|e| panic!("{token} listed but refused after {walk}: {e}"));
    }
}

/// Checks a perft data file: one case per line, `<depth> <count> <record>`; `#` starts a comment.
/// Every line is checked; the first mismatch panics naming the line.
pub fn check_perft_file<G: Game>(data: &str) -> usize {
    let mut cases = 0;
    for (n, line) in data.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut parts = line.splitn(3, ' ');
        let (Some(depth), Some(count), Some(record)) = (parts.next(), parts.next(), parts.next())
        else {
            panic!("perft line {}: expected '<depth> <count> <record>'", n + 1);
        };
        let depth: u32 = depth.parse().expect("depth");
        let count: u64 = count.parse().expect("count");
        let record = Record::<G>::parse(record).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        let found = crate::core::perft(record.position(), depth);
        assert_eq!(
            found,
            count,
            "perft line {}: depth {depth} of {record}",
            n + 1
        );
        cases += 1;
    }
    cases
}

/// A random token where `game` stands (a uniformly random action, or a roll by its weights), or
/// `None` once the game is over.
pub fn random_token<G: Game>(game: &G, rng: &mut Rng) -> Option<Token<G>> {
    match game.to_act() {
        ToAct::Over => None,
        ToAct::Chance => {
            let mut rolls = Vec::new();
            game.rolls(&mut rolls);
            Some(Token::Roll(sample_roll(&rolls, rng)))
        }
        ToAct::Player(_) => {
            let mut actions = Vec::new();
            game.legal_actions(&mut actions);
            Some(Token::Action(actions[rng.usize(0..actions.len())]))
        }
    }
}

/// The positions of one seeded random game from `start`: `start` itself, then the position after
/// each ply (uniformly random actions, rolls by weight), up to the end or `max_plies` plies. For
/// tests that check something at every kind of position a game reaches.
pub fn random_walk<G: Game>(start: &G, seed: u64, max_plies: usize) -> Vec<G> {
    let mut rng = Rng::with_seed(seed);
    let mut game = start.clone();
    let mut out = vec![game.clone()];
    let (mut actions, mut rolls) = (Vec::new(), Vec::new());
    for _ in 0..max_plies {
        match game.to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                rolls.clear();
                game.rolls(&mut rolls);
                game.apply_roll_unchecked(sample_roll(&rolls, &mut rng));
            }
            ToAct::Player(_) => {
                actions.clear();
                game.legal_actions(&mut actions);
                game.apply_unchecked(actions[rng.usize(0..actions.len())]);
            }
        }
        out.push(game.clone());
    }
    out
}
