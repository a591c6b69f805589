//! Checking a whole game as a third party could, from its links alone: the first must be the
//! invite, and each later one must pass every check a receiver makes (`quintet remote verify`).
//! Under version 2 that includes each message's signature; the acceptances of a game of three or
//! four may come in any order before its starting message.

use super::chain::Chain;
use super::link::Link;
use super::refusal::Refusal;
use crate::core::Game;

/// The link that failed, counted from 0, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Which link, from 0.
    pub index: usize,
    /// Why it was refused.
    pub refusal: Refusal,
}

/// Reads and checks `links` in order; the copy of the game they make.
pub fn verify<G: Game>(links: &[&str]) -> Result<Chain<G>, Failure> {
    let fail = |index| move |refusal| Failure { index, refusal };
    let parsed = |i: usize| Link::parse(links[i]).map_err(|e| fail(i)(Refusal::Link(e)));
    if links.is_empty() {
        return Err(fail(0)(Refusal::NotInvite));
    }
    let mut chain = Chain::<G>::open(&parsed(0)?).map_err(fail(0))?;
    for i in 1..links.len() {
        let link = parsed(i)?;
        // Version 2, three or four: an acceptance goes to the inviter, whose starting message
        // lists the ones that count; checked here, and left to that message.
        if chain.gathers() && link.number == 1 && !chain.full() {
            chain.check_acceptance(&link).map_err(fail(i))?;
            continue;
        }
        chain.accept(&link).map_err(fail(i))?;
    }
    Ok(chain)
}
