//! Options of an embedded board (`embed.html?…` or `<quintet-board …>` attributes), and cell
//! names for `highlight=`. The board itself is [`board::EmbedBoard`]; what it tells its host is
//! typed in [`events`].

pub mod board;
pub mod events;
pub mod size;

use crate::core::{Game, Spot};
use crate::games::AnyGame;
use crate::i18n::tr;

/// Longest record (and puzzle solution) an embed accepts from an attribute, a query or a message.
pub const MAX_RECORD: usize = 20_000;

/// How an embedded board behaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EmbedOptions {
    /// Whether clicks play moves (`interactive=0` makes a static diagram).
    pub interactive: bool,
    /// Replay controls under the board (`controls=1`).
    pub controls: bool,
    /// The board turned 180° (`flip=1`).
    pub flip: bool,
    /// Cell names drawn (`coords=1`).
    pub coords: bool,
    /// Cells marked for an explanation (`highlight=e3,f5`), as written.
    pub highlight: Vec<String>,
    /// A puzzle's lines (`solution=e3xf5,end|…`), as written.
    pub solution: Option<String>,
    /// Words above the board: a puzzle's question or a caption (`prompt=…`).
    pub prompt: String,
    /// Whether the other seats' moves of a puzzle line play themselves (`autoplay-replies=1`).
    pub autoplay_replies: bool,
    /// The board's language (`lang=fr`), as [`i18n::pick`](crate::i18n::pick) reads it: an
    /// unknown code is English, with no note.
    pub lang: Option<&'static str>,
    /// The width in CSS pixels the board keeps within (`size=480`, see [`size`]).
    pub size: Option<u32>,
    /// A lesson instead of the record (`lesson=seesaw/3`, one step; `lesson=seesaw`, the whole
    /// course, docs/lessons.md), as written.
    pub lesson: Option<String>,
    /// The step a whole course opens at (`step=3` or a step's name), as written; by default the
    /// first step not done yet.
    pub step: Option<String>,
}

impl Default for EmbedOptions {
    fn default() -> Self {
        EmbedOptions {
            interactive: true,
            controls: false,
            flip: false,
            coords: false,
            highlight: Vec::new(),
            solution: None,
            prompt: String::new(),
            autoplay_replies: false,
            lang: None,
            size: None,
            lesson: None,
            step: None,
        }
    }
}

/// Most highlighted cells an embed accepts; more are left out with a note.
const MAX_HIGHLIGHTS: usize = 64;

/// Reads options from a query string (`?interactive=0&coords=1`, the `?` optional). An embed never
/// fails because of its options: an unknown key or an unreadable value is left out, and each one
/// is described in the returned notes, which the embed shows as a plain message above the board.
pub fn parse_options(query: &str) -> (EmbedOptions, Vec<String>) {
    // The embeds' words are built into the wasms that show them alone (`i18n::BOARD`).
    crate::i18n::load_area(crate::i18n::BOARD);
    let mut options = EmbedOptions::default();
    let mut notes = Vec::new();
    // A lesson draws its cells' names unless `coords=0` says otherwise: its words name them.
    let mut coords_given = false;
    for pair in query.trim_start_matches('?').split('&') {
        if pair.is_empty() {
            continue;
        }
        let (key, value) = pair.split_once('=').unwrap_or((pair, "1"));
        let (key, value) = (decode(key), decode(value));
        let (key, value) = (key.as_ref(), value.as_ref());
        let on = match value {
            "1" | "true" | "yes" | "" => Some(true),
            "0" | "false" | "no" => Some(false),
            _ => None,
        };
        let flag = match key {
            "interactive" => &mut options.interactive,
            "controls" => &mut options.controls,
            "flip" => &mut options.flip,
            "coords" => &mut options.coords,
            "autoplay-replies" => &mut options.autoplay_replies,
            "solution" if value.len() > MAX_RECORD => {
                notes.push(tr("embed-option-solution-too-long", &[]));
                continue;
            }
            "solution" => {
                options.solution = Some(value.to_string());
                continue;
            }
            "lang" => {
                options.lang = (!value.is_empty()).then(|| crate::i18n::pick(value));
                continue;
            }
            "lesson" | "step" => {
                let value = (!value.is_empty()).then(|| value.chars().take(64).collect());
                match key {
                    "lesson" => options.lesson = value,
                    _ => options.step = value,
                }
                continue;
            }
            "prompt" => {
                // Cut as a caption is (`walk::TEXT_LIMIT`).
                options.prompt = crate::app::walk::within_limit(value);
                continue;
            }
            "size" => {
                match size::parse_size(value) {
                    Some(width) => options.size = Some(width),
                    // The range is written in the message (size::MIN_SIZE, size::MAX_SIZE).
                    None => {
                        notes.push(tr("embed-option-size", &[("value", shorten(value).into())]))
                    }
                }
                continue;
            }
            "highlight" => {
                let names = value.split(',').filter(|name| !name.is_empty());
                options.highlight = names.clone().take(MAX_HIGHLIGHTS).map(shorten).collect();
                if names.count() > MAX_HIGHLIGHTS {
                    let max = ("max", MAX_HIGHLIGHTS.into());
                    notes.push(tr("embed-option-too-many-cells", &[max]));
                }
                continue;
            }
            _ => {
                let name = ("name", shorten(key).into());
                notes.push(tr("embed-option-unknown", &[name]));
                continue;
            }
        };
        coords_given |= key == "coords";
        match on {
            Some(on) => *flag = on,
            None => notes.push(tr(
                "embed-option-not-flag",
                &[("name", key.into()), ("value", shorten(value).into())],
            )),
        }
    }
    if options.lesson.is_some() && !coords_given {
        options.coords = true;
    }
    (options, notes)
}

/// The spots of `names` on `game`'s board (see [`spot_named`]), and a note for each name that is
/// not a cell of it.
pub fn highlight_spots(game: &AnyGame, names: &[String]) -> (Vec<Spot>, Vec<String>) {
    crate::i18n::load_area(crate::i18n::BOARD);
    let mut spots = Vec::new();
    let mut notes = Vec::new();
    for name in names {
        match spot_named(game, name) {
            Some(spot) => spots.push(spot),
            None => notes.push(tr("embed-option-not-a-cell", &[("name", name.into())])),
        }
    }
    (spots, notes)
}

/// The message above an embedded board: what was wrong with its record (a sentence, or empty),
/// then the notes on its options; empty when all is well.
pub fn board_note(record_note: &str, option_notes: &[String]) -> String {
    crate::i18n::load_area(crate::i18n::BOARD);
    if option_notes.is_empty() {
        return record_note.to_string();
    }
    let options = tr(
        "embed-options",
        &[("notes", option_notes.join("; ").into())],
    );
    if record_note.is_empty() {
        options
    } else {
        format!("{record_note} {options}")
    }
}

/// Percent-decoded text; bytes that are not UTF-8 become U+FFFD.
fn decode(text: &str) -> std::borrow::Cow<'_, str> {
    percent_encoding::percent_decode_str(text).decode_utf8_lossy()
}

/// At most 16 characters of text from a query, for a message: a long value is cut with an
/// ellipsis rather than filling the note.
fn shorten(text: &str) -> String {
    crate::core::cut(text, 16)
}

/// The spot of a cell written as in the game's action notation (`15` in Senet, `e3` in Arcēs,
/// Seesaw and Žanstrekt, `3`, `c3`, `S` or `N` in Arsisesi). Every game writes moves as
/// `from-to` with these names, so a move from the cell to itself names it.
pub fn spot_named(game: &AnyGame, name: &str) -> Option<Spot> {
    if name.is_empty() || name.contains(['-', 'x', ',', ';']) {
        return None;
    }
    let action = game.parse_action(&format!("{name}-{name}")).ok()?;
    game.action_spots(action).from
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_read_tolerantly() {
        let (o, notes) =
            parse_options("?interactive=0&controls=1&flip=true&coords&highlight=e3,f5");
        assert!(!o.interactive && o.controls && o.flip && o.coords);
        assert_eq!(o.highlight, ["e3", "f5"]);
        assert!(notes.is_empty(), "{notes:?}");
        // What `<quintet-board>` sends: each attribute's value percent-encoded.
        let (o, notes) = parse_options("highlight=e3%2Cf5&flip=%31");
        assert_eq!(o.highlight, ["e3", "f5"]);
        assert!(o.flip && notes.is_empty());
        assert_eq!(parse_options(""), (EmbedOptions::default(), Vec::new()));
        assert_eq!(parse_options("?"), (EmbedOptions::default(), Vec::new()));
    }

    #[test]
    fn puzzle_options_are_read_as_text() {
        let (o, notes) = parse_options(
            "solution=e3xf5%2Cend%7Cd2-d3&prompt=Find%20the%20capture&autoplay-replies=1",
        );
        assert_eq!(o.solution.as_deref(), Some("e3xf5,end|d2-d3"));
        assert_eq!(o.prompt, "Find the capture");
        assert!(o.autoplay_replies && notes.is_empty(), "{notes:?}");
        let (o, notes) = parse_options(&format!("solution={}", "a".repeat(MAX_RECORD + 1)));
        assert_eq!(
            (o.solution, notes),
            (None, vec!["solution: too long; left out".to_string()])
        );
        let (o, _) = parse_options(&format!("prompt={}", "é".repeat(600)));
        assert_eq!(o.prompt, format!("{}…", "é".repeat(500)));
    }

    #[test]
    fn a_size_is_read_in_pixels() {
        let (o, notes) = parse_options("size=480");
        assert_eq!((o.size, notes.len()), (Some(480), 0));
        let (o, notes) = parse_options("size=huge&size=12");
        assert_eq!(o.size, None);
        assert_eq!(
            notes,
            [
                "size: 'huge' is not a width from 120 to 4000 pixels; left as it was",
                "size: '12' is not a width from 120 to 4000 pixels; left as it was",
            ]
        );
    }

    #[test]
    fn bad_options_are_left_out_with_a_note() {
        let (o, notes) = parse_options("interactive=maybe&flip=1&x=9&coords=<b>");
        assert_eq!(
            o,
            EmbedOptions {
                flip: true,
                ..EmbedOptions::default()
            }
        );
        assert_eq!(
            notes,
            [
                "interactive: 'maybe' is not 1 or 0; left as it was",
                "'x' is not an option; left out",
                "coords: '<b>' is not 1 or 0; left as it was",
            ]
        );
        let long = "a".repeat(40);
        let (_, notes) = parse_options(&format!("{long}=1"));
        assert_eq!(
            notes,
            [format!("'{}…' is not an option; left out", &long[..16])]
        );
        let many = vec!["e3"; 70].join(",");
        let (o, notes) = parse_options(&format!("highlight={many}"));
        assert_eq!(o.highlight.len(), MAX_HIGHLIGHTS);
        assert_eq!(notes, ["highlight: only the first 64 cells are marked"]);
    }

    #[test]
    fn the_note_names_the_record_first_then_the_options() {
        let option = ["'x' is not an option; left out".to_string()];
        assert_eq!(board_note("", &[]), "");
        assert_eq!(board_note("Bad record.", &[]), "Bad record.");
        assert_eq!(
            board_note("", &option),
            "Board options: 'x' is not an option; left out."
        );
        assert_eq!(
            board_note("Bad record.", &option),
            "Bad record. Board options: 'x' is not an option; left out."
        );
    }

    #[test]
    fn highlights_that_are_not_cells_get_a_note() {
        let game = AnyGame::new("arces").unwrap();
        let names = ["d4".to_string(), "z9".to_string(), "e3".to_string()];
        let (spots, notes) = highlight_spots(&game, &names);
        assert_eq!(spots.len(), 2);
        assert_eq!(notes, ["highlight: 'z9' is not a cell of this board"]);
    }

    #[test]
    fn cells_are_named_as_in_each_games_notation() {
        let cases = [
            ("senet", "15", Some(15)),
            ("arces", "d4", Some(24)),
            ("seesaw", "e1", Some(26)),
            ("zanstrekt", "e2", Some(13)),
            ("arsisesi-a", "3", Some(23)),
            ("arsisesi-c", "c3", Some(23)),
            ("arsisesi-b", "S", Some(0)),
            ("senet", "31", None),
            ("arces", "z9", None),
            ("senet", "1-2", None),
            ("senet", "", None),
        ];
        for (id, name, spot) in cases {
            let game = AnyGame::new(id).unwrap();
            assert_eq!(spot_named(&game, name), spot.map(Spot), "{id} {name}");
        }
    }
}
