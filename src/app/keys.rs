//! Keyboard play: arrows move a cursor over the board's spots, Enter or Space clicks it, and
//! letter keys reach the controls, so every action is possible without a pointer.

use crate::core::Spot;
use crate::render::Scene;

/// What a key asks for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Move the cursor by a direction (dx, dy).
    Cursor(i8, i8),
    /// Click the spot under the cursor.
    Activate,
    /// Throw.
    Throw,
    /// Undo one decision.
    Undo,
    /// Redo.
    Redo,
    /// Turn the board.
    Flip,
    /// Pause or resume the computer players.
    Pause,
    /// Show a hint.
    Hint,
    /// Clear the selection and stop browsing.
    Escape,
    /// Play the n-th offered button (1-based).
    Offered(usize),
}

/// The command for a key, if any. `on_board` says whether the board has the focus (Enter and
/// Space belong to a focused button otherwise).
pub fn command(key: &str, ctrl: bool, shift: bool, on_board: bool) -> Option<Command> {
    Some(match key {
        "ArrowLeft" => Command::Cursor(-1, 0),
        "ArrowRight" => Command::Cursor(1, 0),
        "ArrowUp" => Command::Cursor(0, -1),
        "ArrowDown" => Command::Cursor(0, 1),
        "Enter" | " " if on_board => Command::Activate,
        "z" | "Z" if ctrl && shift => Command::Redo,
        "z" if ctrl => Command::Undo,
        "y" if ctrl => Command::Redo,
        _ if ctrl => return None,
        "t" | "T" => Command::Throw,
        "u" | "U" => Command::Undo,
        "r" | "R" => Command::Redo,
        "f" | "F" => Command::Flip,
        "p" | "P" => Command::Pause,
        "h" | "H" => Command::Hint,
        "Escape" => Command::Escape,
        digit if digit.len() == 1 && digit.as_bytes()[0].is_ascii_digit() && digit != "0" => {
            Command::Offered(usize::from(digit.as_bytes()[0] - b'0'))
        }
        _ => return None,
    })
}

/// The spot the cursor moves to from `from` in direction (dx, dy): the nearest spot whose centre
/// lies in that direction (within 60° of it), so square and hex boards, Homes and trays are all
/// reachable the same way. With no cursor yet, the first of `preferred` or the first spot.
pub fn step(scene: &Scene, from: Option<Spot>, dx: i8, dy: i8, preferred: &[Spot]) -> Option<Spot> {
    let Some(from) = from.filter(|s| scene.spot_center(*s).is_some()) else {
        return preferred
            .first()
            .copied()
            .or_else(|| scene.hits.first().map(|(s, _)| *s));
    };
    let (x0, y0) = scene.spot_center(from)?;
    let (dx, dy) = (f32::from(dx), f32::from(dy));
    let mut best: Option<(f32, Spot)> = None;
    for (spot, area) in &scene.hits {
        if *spot == from {
            continue;
        }
        let (x, y) = area.center();
        let (vx, vy) = (x - x0, y - y0);
        let along = vx * dx + vy * dy;
        let across = (vx * dy - vy * dx).abs();
        // Within 60° of the direction; prefer straight lines over near ones to the side.
        if along <= 0.5 || across > along * 1.74 {
            continue;
        }
        let cost = along + 2.0 * across;
        if best.is_none_or(|(c, _)| cost < c) {
            best = Some((cost, *spot));
        }
    }
    best.map(|(_, s)| s).or(Some(from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::AnyGame;
    use crate::render::{scene, Overlay};

    #[test]
    fn arrows_walk_the_senet_track_grid() {
        let game = AnyGame::new("senet").unwrap();
        let scene = scene(&game, &Overlay::default());
        // Square 1 is top left; right is 2, down is 20 (the S turns back on row 2).
        assert_eq!(step(&scene, Some(Spot(1)), 1, 0, &[]), Some(Spot(2)));
        assert_eq!(step(&scene, Some(Spot(1)), 0, 1, &[]), Some(Spot(20)));
        assert_eq!(step(&scene, Some(Spot(20)), 0, 1, &[]), Some(Spot(21)));
        // Nothing further left: the cursor stays.
        assert_eq!(step(&scene, Some(Spot(1)), -1, 0, &[]), Some(Spot(1)));
        // No cursor yet: start on a preferred spot.
        assert_eq!(step(&scene, None, 1, 0, &[Spot(11)]), Some(Spot(11)));
    }

    #[test]
    fn keys_map_to_commands() {
        assert_eq!(
            command("Enter", false, false, true),
            Some(Command::Activate)
        );
        assert_eq!(command("Enter", false, false, false), None);
        assert_eq!(command("z", true, false, false), Some(Command::Undo));
        assert_eq!(command("Z", true, true, false), Some(Command::Redo));
        assert_eq!(command("t", false, false, false), Some(Command::Throw));
        assert_eq!(command("3", false, false, false), Some(Command::Offered(3)));
        assert_eq!(command("0", false, false, false), None);
        assert_eq!(command("x", false, false, false), None);
    }
}
