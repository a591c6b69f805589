//! Options of an embedded board (`embed.html?…` or `<quintet-board …>` attributes), and cell
//! names for `highlight=`.

use crate::core::{Game, Spot};
use crate::games::AnyGame;

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
}

impl Default for EmbedOptions {
    fn default() -> Self {
        EmbedOptions {
            interactive: true,
            controls: false,
            flip: false,
            coords: false,
            highlight: Vec::new(),
        }
    }
}

/// Reads options from a query string (`?interactive=0&coords=1`, the `?` optional). Unknown keys
/// and unreadable values are ignored: an embed never fails because of its options.
pub fn parse_options(query: &str) -> EmbedOptions {
    let mut options = EmbedOptions::default();
    for pair in query.trim_start_matches('?').split('&') {
        let (key, value) = pair.split_once('=').unwrap_or((pair, "1"));
        let on = match value {
            "1" | "true" | "yes" | "" => Some(true),
            "0" | "false" | "no" => Some(false),
            _ => None,
        };
        match (key, on) {
            ("interactive", Some(on)) => options.interactive = on,
            ("controls", Some(on)) => options.controls = on,
            ("flip", Some(on)) => options.flip = on,
            ("coords", Some(on)) => options.coords = on,
            ("highlight", _) => {
                options.highlight = value
                    .split(',')
                    .filter(|name| !name.is_empty() && name.len() <= 8)
                    .take(64)
                    .map(str::to_string)
                    .collect();
            }
            _ => {}
        }
    }
    options
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
        let o = parse_options("?interactive=0&controls=1&flip=true&coords&highlight=e3,f5&x=9");
        assert!(!o.interactive && o.controls && o.flip && o.coords);
        assert_eq!(o.highlight, ["e3", "f5"]);
        assert_eq!(parse_options(""), EmbedOptions::default());
        assert_eq!(parse_options("interactive=maybe"), EmbedOptions::default());
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
