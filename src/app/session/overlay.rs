//! The marks drawn over the board: selection, targets, movable pieces, the last turn's spots and
//! the last throw.

use super::super::moves::{moves, touched};
use super::Session;
use crate::core::{Game, Spot, ToAct, Token};
use crate::games::AnyGame;
use crate::render::Overlay;

impl Session {
    /// The marks to draw: selection, targets, movable pieces, last move, last throw.
    pub fn overlay(&self) -> Overlay {
        let mut overlay = Overlay {
            selected: self.selected,
            ..Overlay::default()
        };
        let live = if self.viewing.is_some() {
            Vec::new()
        } else {
            moves(self.game())
        };
        for mv in live {
            match (mv.from, mv.to) {
                (Some(from), _) if !overlay.movable.contains(&from) => overlay.movable.push(from),
                (None, Some(to)) if !overlay.placements.contains(&to) => {
                    overlay.placements.push(to)
                }
                _ => {}
            }
            let chosen = self.selected.is_some() && mv.from == self.selected;
            if let (Some(to), true) = (mv.to, chosen) {
                let list = if mv.capture {
                    &mut overlay.captures
                } else {
                    &mut overlay.targets
                };
                if !list.contains(&to) {
                    list.push(to);
                }
            }
        }
        overlay.last = self.last_action_spots();
        overlay.roll = self.last_roll();
        // A walkthrough's marks and arrows at the point shown.
        if let Some(note) = crate::app::walk::shown_note(self) {
            overlay.add_note(note);
        }
        overlay
    }

    /// Spots of the last turn, for the last-move tint: every action the same player played in a
    /// row up to the last action, without crossing a throw (Arsisesi spends one roll in several
    /// unit actions, and one click can play many; other games' turns are one action). Kicked
    /// pieces add the place they were sent back to.
    fn last_action_spots(&self) -> Vec<Spot> {
        let tokens = self.shown_tokens();
        let Some(last) = tokens.iter().rposition(|t| matches!(t, Token::Action(_))) else {
            return Vec::new();
        };
        let start = tokens[..last]
            .iter()
            .rposition(|t| matches!(t, Token::Roll(_)))
            .map_or(0, |roll| roll + 1);
        let mut game = self.record.position_at(start);
        let mut turn: Vec<(ToAct, Vec<Spot>)> = Vec::new();
        for token in &tokens[start..=last] {
            if let Token::Action(action) = *token {
                turn.push((game.to_act(), touched(&game, action)));
                game.apply_unchecked(action);
            }
        }
        let mover = turn.last().map(|(who, _)| *who);
        let mut spots = Vec::new();
        for (_, touched) in turn.iter().rev().take_while(|(who, _)| Some(*who) == mover) {
            for &spot in touched.iter().rev() {
                if !spots.contains(&spot) {
                    spots.push(spot);
                }
            }
        }
        spots.reverse();
        spots
    }

    /// The tokens up to the shown position.
    fn shown_tokens(&self) -> &[Token<AnyGame>] {
        let tokens = self.record.tokens();
        &tokens[..self.viewing.unwrap_or(tokens.len()).min(tokens.len())]
    }

    /// The most recent roll's value and a varying number to vary its look. Before the record's
    /// first roll, the throw its starting position holds (a position link with a pending throw).
    pub fn last_roll(&self) -> Option<(u8, u32)> {
        let tokens = self.shown_tokens();
        let Some(index) = tokens.iter().rposition(|t| matches!(t, Token::Roll(_))) else {
            return self.record.start().pending_throw().map(|value| (value, 0));
        };
        let Token::Roll(roll) = tokens[index] else {
            return None;
        };
        let value = roll.to_string().trim_start_matches('d').parse().ok()?;
        Some((value, index as u32 * 7 + 3))
    }
}
