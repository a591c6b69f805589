//! The move list's model: a record's tokens grouped into numbered turns, each with the seat that
//! played it. Kept up to date incrementally ([`Turns::sync`] replays only new tokens), because a
//! Žanstrekt game runs to thousands of tokens and the list is brought up to date after each.

use super::session::seat_to_decide;
use crate::core::{Game, Record, Seat, Token};
use crate::games::AnyGame;

/// One turn: a seat's throws and actions in a row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// Its number, from 1.
    pub number: usize,
    /// Who played it.
    pub seat: Seat,
    /// The index of its first token in the record.
    pub first: usize,
    /// How many tokens it holds.
    pub len: usize,
}

/// A record's turns, brought up to date by [`Turns::sync`].
#[derive(Clone, Debug)]
pub struct Turns {
    turns: Vec<Turn>,
    tokens: Vec<Token<AnyGame>>,
    /// The position after `tokens`, where the next token is played.
    end: AnyGame,
    start: AnyGame,
}

impl Turns {
    /// No turns yet, from `start`.
    pub fn new(start: &AnyGame) -> Turns {
        Turns {
            turns: Vec::new(),
            tokens: Vec::new(),
            end: start.clone(),
            start: start.clone(),
        }
    }

    /// The turns.
    pub fn turns(&self) -> &[Turn] {
        &self.turns
    }

    /// Brings the turns up to `record`, replaying only what changed (a record from another
    /// start begins again). Returns how many tokens were kept as they were: the page keeps
    /// their entries and redraws the rest.
    pub fn sync(&mut self, record: &Record<AnyGame>) -> usize {
        if *record.start() != self.start {
            *self = Turns::new(record.start());
        }
        let new = record.tokens();
        let kept = self
            .tokens
            .iter()
            .zip(new)
            .take_while(|(a, b)| a == b)
            .count();
        if kept < self.tokens.len() {
            self.tokens.truncate(kept);
            self.end = record.position_at(kept);
            while self.turns.last().is_some_and(|t| t.first >= kept) {
                self.turns.pop();
            }
            if let Some(last) = self.turns.last_mut() {
                last.len = kept - last.first;
            }
        }
        for &token in &new[kept..] {
            let seat = seat_to_decide(&self.end);
            // Seesaw skips a player who cannot act (SEE-10): the same seat then starts a new
            // turn, which only the end of its capture chain tells apart.
            let continues = match &self.end {
                AnyGame::Seesaw(g) => g.chain().is_some(),
                _ => true,
            };
            match self.turns.last_mut() {
                Some(last) if Some(last.seat) == seat && continues => last.len += 1,
                _ => self.turns.push(Turn {
                    number: self.turns.len() + 1,
                    seat: seat.unwrap_or(Seat::South),
                    first: self.tokens.len(),
                    len: 1,
                }),
            }
            match token {
                Token::Roll(r) => self.end.apply_roll_unchecked(r),
                Token::Action(a) => self.end.apply_unchecked(a),
            }
            self.tokens.push(token);
        }
        kept
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turns(record: &str) -> Vec<(usize, Seat, usize, usize)> {
        let record = Record::<AnyGame>::parse(record).unwrap();
        let mut list = Turns::new(record.start());
        list.sync(&record);
        list.turns()
            .iter()
            .map(|t| (t.number, t.seat, t.first, t.len))
            .collect()
    }

    #[test]
    fn a_turn_holds_a_seats_throws_and_moves_in_a_row() {
        // Black throws 1 (another throw follows), moves, throws 2, moves; then White.
        assert_eq!(
            turns("senet;d1,11-12,d2,12-14,d2,9-11"),
            [(1, Seat::South, 0, 4), (2, Seat::North, 4, 2)]
        );
        // Arsisesi spends one roll in several unit actions.
        assert_eq!(
            turns("arsisesi-a;d3,S-1,1-2,2-3,d2"),
            [(1, Seat::South, 0, 4), (2, Seat::North, 4, 1)]
        );
        // Arcēs: one move a turn, seats in turn order.
        let arces = turns("arces-3;e1-e2,a3-b3,c7-c6,e2-e3");
        let seats: Vec<Seat> = arces.iter().map(|t| t.1).collect();
        assert_eq!(seats, [Seat::South, Seat::West, Seat::North, Seat::South]);
    }

    #[test]
    fn seesaw_captures_chain_in_one_turn() {
        let chain = "seesaw-4;+d2,d7-c6,d1-e1,c6-c5,+c1,+c6,+e2,c5-b4,+d3,+e6,e2-e3,e6-f5,c1-b1,\
                     c6-d6,e1-e2,+e5,e3-f3,+d5,+f2,d5-e4,f3xe4,e5xe4,+f3,e4xf3,f2xf3,b4-b3,f3-e4,\
                     b3-c3,d3xc3,d6-e5,e4xe5,f5xe5,c3-c4,+e4,+e3,e4xe3,e2xe3,+c5,c4xc5,+f5,c5xe5,\
                     f5xe5,b1-a1,e5-d5,+c2,+b4,+g3,+f4,g3xf4,d5-e4,f4xe4,end";
        let list = turns(chain);
        // The last capture and its `end` are one turn; every other turn is one action.
        assert_eq!(list.last().map(|t| t.3), Some(2), "{list:?}");
        assert!(list.windows(2).all(|w| w[0].1 != w[1].1));
    }

    #[test]
    fn undo_and_new_tokens_replay_only_the_change() {
        let long = Record::<AnyGame>::parse("senet;d1,11-12,d2,12-14,d2,9-11,d3").unwrap();
        let mut list = Turns::new(long.start());
        assert_eq!(list.sync(&long), 0);
        assert_eq!(list.sync(&long), 7);
        let short = Record::<AnyGame>::parse("senet;d1,11-12,d2").unwrap();
        assert_eq!(list.sync(&short), 3);
        assert_eq!(
            list.turns(),
            [Turn {
                number: 1,
                seat: Seat::South,
                first: 0,
                len: 3
            }]
        );
        let other = Record::<AnyGame>::parse("senet;d1,11-12,d3,12-15").unwrap();
        assert_eq!(list.sync(&other), 2);
        assert_eq!(list.turns()[0].len, 4);
        // Another game altogether starts over.
        let seesaw = Record::<AnyGame>::parse("seesaw;+d1").unwrap();
        assert_eq!(list.sync(&seesaw), 0);
        assert_eq!(list.turns().len(), 1);
    }

    #[test]
    fn a_long_zanstrekt_game_is_grouped_once() {
        let line = include_str!("../../tests/endings.txt")
            .lines()
            .find(|l| l.starts_with("zanstrekt"))
            .unwrap();
        let record = Record::<AnyGame>::parse(line.rsplit('\t').next().unwrap()).unwrap();
        let mut list = Turns::new(record.start());
        list.sync(&record);
        let total: usize = list.turns().iter().map(|t| t.len).sum();
        assert_eq!(total, record.tokens().len());
        assert!(list
            .turns()
            .iter()
            .enumerate()
            .all(|(i, t)| t.number == i + 1));
    }
}
