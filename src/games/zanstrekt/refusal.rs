//! Why a Žanstrekt move is refused (see `games::refusal`): before the throw only an ambush
//! (ZAN-9); with a throw, the committed piece first (ZAN-8), then where the throw takes the piece
//! clicked (ZAN-4): short of an own piece (ZAN-7), into its castle (ZAN-9), or not off the board
//! without the exact throw (ZAN-5). Entering needs a free Žan (ZAN-4).

use super::board::{side, FETNES, OFF, ZAN};
use super::movegen::End;
use super::rules::{Commitment, Zanstrekt};
use super::view::{cell_spot, spot_cell, EXITED_SPOT, POOL_SPOT};
use crate::core::Spot;
use crate::games::refusal::{Refusal, RefusalKind as K};

impl Zanstrekt {
    /// Why the piece on `from` (or the pool's) cannot go to `to` (or cannot move at all); the
    /// caller has checked that the mover's piece is there and that the move is not legal.
    pub(crate) fn refusal(&self, from: Option<Spot>, to: Option<Spot>) -> Refusal {
        let me = side(self.turn);
        let castle = FETNES[me];
        let Some(v) = self.throw else {
            let kind = if from == Some(cell_spot(castle)) {
                K::ZanAmbush
            } else {
                K::ZanAmbushFirst
            };
            return Refusal::new(kind).text("castle", &castle);
        };
        let committed = self.commit[me]
            .map(Commitment::cell)
            .filter(|&c| self.plan(me, c, v).is_some());
        let piece = from.and_then(spot_cell);
        if let Some(cell) = committed.filter(|&c| piece != Some(c)) {
            return Refusal::new(K::ZanCommitted).text("cell", &cell);
        }
        if from == Some(POOL_SPOT[me]) {
            return Refusal::new(K::ZanEnter).text("cell", &ZAN[me]);
        }
        let Some(from) = piece else {
            return Refusal::new(K::ZanAmbush).text("castle", &castle);
        };
        let lap = self.lap_of(me, from);
        let exit = |kind| {
            Refusal::new(kind)
                .num("need", i64::from(OFF.saturating_sub(lap)))
                .num("throw", i64::from(v))
        };
        let Some(plan) = self.plan(me, from, v) else {
            let crossing = committed == Some(from);
            return if !crossing && lap.saturating_add(v) > OFF {
                exit(K::ZanExit)
            } else {
                Refusal::new(K::ZanOwn).text("to", &from)
            };
        };
        let End::Cell(end) = plan.end else {
            return Refusal::new(K::ZanThrow)
                .num("throw", i64::from(v))
                .text("to", &"off");
        };
        if to == Some(EXITED_SPOT[me]) {
            return exit(K::ZanExit);
        }
        let mut alone = self.clone();
        alone.pieces[me] = from.bit();
        let refusal = match alone.plan(me, from, v).map(|p| p.end) {
            Some(End::Cell(open)) if open != end => Refusal::new(K::ZanOwn),
            _ if end == castle && from != castle => Refusal::new(K::ZanCastle),
            _ => Refusal::new(K::ZanThrow).num("throw", i64::from(v)),
        };
        refusal.text("to", &end)
    }
}
