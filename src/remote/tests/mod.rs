//! The protocol's tests: REMOTE.md's test vectors, every refusal, the throws' distribution, the
//! device's memory as text, and whole games played by two simulated devices.

mod disputes;
mod distribution;
mod group;
mod memory;
mod refusals;
mod signed;
mod simulated;
mod vectors;

use super::{Device, Link, SeatChoice, SeededEntropy};
use crate::core::{Game, Record, Rng, ToAct, Token};
use crate::games::AnyGame;

/// Every game id with two seats: the ones remote games are for.
pub(super) fn two_seat_ids() -> Vec<&'static str> {
    crate::games::GAME_IDS
        .iter()
        .copied()
        .filter(|id| AnyGame::new(id).is_ok_and(|g| g.seats().len() == 2))
        .collect()
}

/// Two devices playing one game by link, with seeded randomness.
pub(super) struct Pair {
    pub inviter: Device<AnyGame>,
    pub joiner: Device<AnyGame>,
    pub links: Vec<Link>,
    pub rng: Rng,
    pub entropy: SeededEntropy,
}

/// The record `device` reaches by playing its whole turn with random decisions, throwing as
/// the protocol says.
pub(super) fn turn(device: &Device<AnyGame>, rng: &mut Rng) -> Record<AnyGame> {
    let mut record = device.chain().record().clone();
    while device.plays_next(&record) {
        let game = record.position().clone();
        let token = match game.to_act() {
            ToAct::Chance => Token::Roll(device.throw(&game, record.tokens().len()).unwrap()),
            ToAct::Player(_) => decision(&game, rng),
            ToAct::Over => break,
        };
        record.push(token).unwrap();
    }
    record
}

/// A random legal decision where `game` stands.
pub(super) fn decision(game: &AnyGame, rng: &mut Rng) -> Token<AnyGame> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    Token::Action(actions[crate::core::pick_index(actions.len(), rng)])
}

impl Pair {
    /// The invite sent and accepted (message 1, with the joiner's first moves where it starts),
    /// under version 1 (the tests of every refusal forge messages that version 2's signatures
    /// would refuse first; `signed.rs` tests version 2).
    pub fn new(id: &str, choice: SeatChoice, seed: u64) -> Pair {
        Pair::of_version(id, choice, seed, 1)
    }

    /// [`Pair::new`] under protocol `version`.
    pub fn of_version(id: &str, choice: SeatChoice, seed: u64, version: u8) -> Pair {
        let mut entropy = SeededEntropy::new(seed);
        let start = Record::<AnyGame>::from_id(id).unwrap();
        let (inviter, invite) = Device::invite(&start, choice, version, &mut entropy, 1).unwrap();
        let joiner = Device::join(
            &Link::parse(&invite.to_url("https://q.example/")).unwrap(),
            1,
        )
        .unwrap();
        let mut pair = Pair {
            inviter,
            joiner,
            links: vec![invite],
            rng: Rng::with_seed(seed ^ 0x5eed),
            entropy,
        };
        pair.step();
        pair
    }

    /// The device whose message is next, and the other.
    pub fn sides(&mut self) -> (&mut Device<AnyGame>, &mut Device<AnyGame>) {
        if self.inviter.my_turn() {
            (&mut self.inviter, &mut self.joiner)
        } else {
            (&mut self.joiner, &mut self.inviter)
        }
    }

    /// The next message: its sender plays its turn and the other receives the link (read back
    /// from its text, as it would travel).
    pub fn step(&mut self) -> Link {
        let mut rng = self.rng.clone();
        let mut entropy = self.entropy.clone();
        let (sender, receiver) = self.sides();
        let record = turn(sender, &mut rng);
        let link = sender.compose(&record, &mut entropy, 2).unwrap();
        let travelled = Link::parse(&link.to_url("https://q.example/")).unwrap();
        assert_eq!(travelled, link);
        // The joiner's acceptance is its first message: the inviter already holds the invite.
        receiver.receive(&travelled, 3).unwrap();
        self.rng = rng;
        self.entropy = entropy;
        self.links.push(link.clone());
        link
    }

    /// Plays on until the game ends (or `limit` messages).
    pub fn finish(&mut self, limit: usize) {
        while !self.inviter.chain().over() && self.links.len() < limit {
            self.step();
        }
    }
}

/// `device` as it was after the first `n` messages of its game (its secret aside).
pub(super) fn rewind(device: &Device<AnyGame>, n: usize) -> Device<AnyGame> {
    let links = &device.chain().links()[..n];
    let count = links.last().unwrap().count;
    let mut record = device.chain().record().clone();
    record.truncate(count);
    let chain = crate::remote::Chain::rebuild(links, &record).unwrap();
    Device {
        chain,
        ..device.clone()
    }
}
