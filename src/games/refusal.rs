//! Why a move is not legal, as typed facts: which rule refuses it ([`RefusalKind`], with the
//! ruling it applies where one does) and the cells, counts and seats its sentence names. Each game
//! works its refusals out next to its rules (`refusal.rs` in its folder); `app::refusal` puts
//! them into words, so the page, the embeds, lessons and the command line give one reason.
//!
//! A move is asked about as a person makes it: the spots clicked ([`AnyGame::refusal`]: a piece
//! and where it should go, a piece alone, or a place alone), or a typed action
//! ([`AnyGame::action_refusal`]). Either answers `None` when the move is legal, or when nobody
//! is to act (a throw is due or the game is over: the callers say so themselves). Every game
//! has a fallback kind that states its basic movement rule, for a move no more precise rule
//! refuses.

use super::fact::{fact_kinds, Fact};
use super::places::{CellFacts, Occupant};
use super::{AnyAction, AnyGame};
use crate::core::{Game, Seat, Spot, ToAct};

fact_kinds! {
    /// Which rule refuses a move (the catalog message is `refusal-<name>`), with the ruling
    /// it applies.
    RefusalKind;
    /// No piece of the mover's stands on the place (values: `cell`).
    NoPiece "no-piece" None;
    /// The piece on the place is another seat's (values: `cell`, `owner`, `mover`).
    NotYours "not-yours" None;
    /// Senet: a piece moves exactly its throw (values: `throw`).
    SenetThrow "senet-throw" Some("SEN-4");
    /// Senet: backward only when no piece can move forward (values: `throw`).
    SenetForward "senet-forward" Some("SEN-8");
    /// Senet: no landing on an own piece.
    SenetOwn "senet-own" Some("SEN-5");
    /// Senet: the opponent's piece is protected by its neighbour (values: `cell`, `owner`).
    SenetPair "senet-pair" Some("SEN-6");
    /// Senet: the opponent's piece is safe on 26, 28 or 29 (values: `cell`, `owner`).
    SenetSafe "senet-safe" Some("SEN-6");
    /// Senet: three in a row block the way (values: `cell`, `owner`).
    SenetBlock "senet-block" Some("SEN-7");
    /// Senet: no bearing off while a piece is on 1–10 (values: `seat`).
    SenetRowOne "senet-row-one" Some("SEN-12");
    /// Senet: no piece goes back below square 1 (values: `throw`).
    SenetBelowOne "senet-below-one" Some("SEN-8");
    /// Senet: passing only when every movable piece is on a safe square.
    SenetPass "senet-pass" Some("SEN-9");
    /// Seesaw: a capture is due (values: `cell`, a stack that can capture).
    SeesawCapture "seesaw-capture" Some("SEE-5");
    /// Seesaw: mid-chain, only the capturing stack acts (values: `cell`).
    SeesawChain "seesaw-chain" Some("SEE-6");
    /// Seesaw: a stack moves 1 up to its size in steps (values: `size`).
    SeesawSteps "seesaw-steps" Some("SEE-4");
    /// Seesaw: after a capture, the steps left limit the move (values: `left`).
    SeesawLeft "seesaw-left" Some("SEE-6");
    /// Seesaw: odd stacks move forward, even ones back (values: `size`, `way`: `forward` or
    /// `backward`).
    SeesawDirection "seesaw-direction" Some("SEE-3");
    /// Seesaw: every cell a move enters is free of stacks.
    SeesawBlocked "seesaw-blocked" Some("SEE-4");
    /// Seesaw: the enemy stack is beyond the capturing stack's reach (values: `cell`,
    /// `steps`, `size`).
    SeesawReach "seesaw-reach" Some("SEE-5");
    /// Seesaw: a new stack goes next to an own tile.
    SeesawPlaceNext "seesaw-place-next" Some("SEE-8");
    /// Seesaw: a new stack goes on a cell without tile or stack.
    SeesawPlaceFree "seesaw-place-free" Some("SEE-8");
    /// Seesaw: `end` only stops a capture's leftover steps.
    SeesawEnd "seesaw-end" Some("SEE-6");
    /// Arcēs: the stone is caged (values: `top`, the caging stone's seat).
    ArcesCaged "arces-caged" Some("ARC-6");
    /// Arcēs: one cell in any of eight directions.
    ArcesOneCell "arces-one-cell" Some("ARC-4");
    /// Arcēs: a marble steps only onto a lone stone of its own.
    ArcesMarble "arces-marble" Some("ARC-5");
    /// Arcēs: a cell holds at most two pieces.
    ArcesFull "arces-full" Some("ARC-4");
    /// Arcēs: only a stone leaving a Tower captures a stone on another.
    ArcesTower "arces-tower" Some("ARC-6");
    /// Arcēs: passing only without any move.
    ArcesPass "arces-pass" Some("ARC-8");
    /// Arsisesi: the route costs more points than are left (values: `cost`, `points`).
    ArsisesiPoints "arsisesi-points" Some("ARS-2");
    /// Arsisesi: a token goes back only to kick.
    ArsisesiBack "arsisesi-back" Some("ARS-5");
    /// Arsisesi: no landing on an own token.
    ArsisesiOwn "arsisesi-own" Some("ARS-3");
    /// Arsisesi, Type B: one token of each player on the field.
    ArsisesiOne "arsisesi-one" Some("ARS-7");
    /// Arsisesi, Type C: sideways one lane at a time, never diagonally.
    ArsisesiSideways "arsisesi-sideways" Some("ARS-8");
    /// Arsisesi: the basic step and jump.
    ArsisesiMove "arsisesi-move" Some("ARS-3");
    /// Žanstrekt: a piece moves exactly its throw along its lap (values: `throw`, `to`).
    ZanThrow "zan-throw" Some("ZAN-4");
    /// Žanstrekt: a piece stops before its own (values: `to`, where it stops; none: it cannot
    /// move).
    ZanOwn "zan-own" Some("ZAN-7");
    /// Žanstrekt: a piece entering its own castle stops there (values: `to`).
    ZanCastle "zan-castle" Some("ZAN-9");
    /// Žanstrekt: a piece leaves only on the exact throw (values: `need`, `throw`).
    ZanExit "zan-exit" Some("ZAN-5");
    /// Žanstrekt: the committed piece must cross (values: `cell`).
    ZanCommitted "zan-committed" Some("ZAN-8");
    /// Žanstrekt: no entering while an own piece is on the Žan (values: `cell`).
    ZanEnter "zan-enter" Some("ZAN-4");
    /// Žanstrekt: ambush or throw before anything else (values: `castle`).
    ZanAmbushFirst "zan-ambush-first" Some("ZAN-9");
    /// Žanstrekt: an ambush takes an opponent just arrived beside the castle (values: `castle`).
    ZanAmbush "zan-ambush" Some("ZAN-9");
}

/// Why a move is not legal: the rule and the values its sentence names (cells as the game's
/// notation names them, counts, and seats by the game's names for them).
pub type Refusal = Fact<RefusalKind>;

/// Whose piece would move from a place: the occupant's (a Cage's top stone), or for a Home, a
/// pool or a tray holding some of `mover`'s pieces, the mover's.
pub fn holder(place: &CellFacts, mover: Seat) -> Option<Seat> {
    match place.occupant {
        Some(
            Occupant::Piece(s)
            | Occupant::Stone(s)
            | Occupant::Marble(s)
            | Occupant::Tower(s)
            | Occupant::Cage { top: s, .. }
            | Occupant::Stack { owner: s, .. }
            | Occupant::Token { owner: s, .. }
            | Occupant::Runner { owner: s, .. },
        ) => Some(s),
        None => {
            let held = |mine: bool| {
                place
                    .counts
                    .iter()
                    .find(|&&(s, n)| (s == mover) == mine && n > 0)
                    .map(|&(s, _)| s)
            };
            held(true).or_else(|| held(false))
        }
    }
}

impl AnyGame {
    /// Why the player to act cannot move as clicked: the piece on `from` to `to`, the piece on
    /// `from` at all (`to` none), or a new piece onto `to` (`from` none, as a Seesaw placement).
    /// `None` when a legal move does that, or nobody is to act.
    pub fn refusal(&self, from: Option<Spot>, to: Option<Spot>) -> Option<Refusal> {
        let ToAct::Player(mover) = self.to_act() else {
            return None;
        };
        if let AnyGame::Arsisesi(g) = self {
            return g.refusal(mover, from, to);
        }
        let mut legal = Vec::new();
        self.legal_actions(&mut legal);
        let fits = |a: &AnyAction| {
            let spots = self.action_spots(*a);
            match (from, to) {
                (Some(_), Some(_)) => (spots.from, spots.to) == (from, to),
                // A piece to select there, or a direct move onto it (a Seesaw placement).
                (Some(_), None) => spots.from == from || (spots.from.is_none() && spots.to == from),
                _ => spots.from.is_none() && spots.to == to,
            }
        };
        if (from, to) != (None, None) && legal.iter().any(fits) {
            return None;
        }
        if let Some(place) = from.and_then(|spot| self.place(spot)) {
            if let Some(Occupant::Cage { caged, top }) = place.occupant {
                if caged == mover && top != mover {
                    return Some(
                        Refusal::new(RefusalKind::ArcesCaged).seat("top", self.seat_name(top)),
                    );
                }
            }
            match holder(&place, mover) {
                Some(owner) if owner != mover => {
                    return Some(
                        Refusal::new(RefusalKind::NotYours)
                            .text("cell", &place.name)
                            .seat("owner", self.seat_name(owner))
                            .seat("mover", self.seat_name(mover)),
                    )
                }
                // Seesaw reads a click on an empty cell alone as a placement.
                None if to.is_some() || !matches!(self, AnyGame::Seesaw(_)) => {
                    return Some(Refusal::new(RefusalKind::NoPiece).text("cell", &place.name))
                }
                _ => {}
            }
        }
        Some(match self {
            AnyGame::Senet(g) => g.refusal(from, to),
            AnyGame::Seesaw(g) => g.refusal(from, to),
            AnyGame::Arces(g) => g.refusal(from, to),
            AnyGame::Zanstrekt(g) => g.refusal(from, to),
            AnyGame::Arsisesi(_) => return None,
        })
    }

    /// Why `action` (an action of this game) cannot be played here; `None` when it can, or
    /// nobody is to act.
    pub fn action_refusal(&self, action: AnyAction) -> Option<Refusal> {
        if self.to_act() == ToAct::Over || self.to_act() == ToAct::Chance || self.is_legal(action) {
            return None;
        }
        if let (AnyGame::Arsisesi(g), AnyAction::Arsisesi(a), ToAct::Player(mover)) =
            (self, action, self.to_act())
        {
            return Some(g.action_refusal(mover, a));
        }
        let spots = self.action_spots(action);
        if spots.from.is_some() || spots.to.is_some() {
            return self.refusal(spots.from, spots.to);
        }
        // An action without spots: pass, end or Žanstrekt's throw.
        Some(Refusal::new(match self {
            AnyGame::Senet(_) => RefusalKind::SenetPass,
            AnyGame::Arces(_) => RefusalKind::ArcesPass,
            AnyGame::Seesaw(g) => return Some(g.end_refusal()),
            AnyGame::Arsisesi(_) => return None,
            AnyGame::Zanstrekt(g) => return Some(g.refusal(None, None)),
        }))
    }
}

#[cfg(test)]
pub(crate) mod tests;
