//! Games as links: writing a local game's link (seeded or recorded throws), and opening any link
//! (the replay itself is in `rebuild`, shared with records and correspondence play).

use super::LinkError;
use super::address::{fragment, payload_bytes};
use super::correspondence::Correspondence;
use super::payload::{Payload, PayloadThrows};
pub use super::rebuild::Stop;
use super::rebuild::{end, payload_of, replay, setup};
use crate::model::{Game, Session};

/// How the throws of a game are decided.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Throws {
    /// Throw `n` is `chance_word(seed, n)` (`Session::throw`): local games, saved games and
    /// lesson links. Replay checks every throw against the seed.
    Seeded,
    /// Throws as recorded, not checked (a game transcribed from real sticks, or imported from a
    /// record without a seed). Throws played afterwards come from the session's seed.
    Recorded,
    /// Correspondence play: see [`Correspondence`].
    Correspondence,
}

/// A game read from a link or a record.
#[derive(Clone, Debug)]
pub struct Opened<G: Game> {
    /// The game, replayed as far as it would go.
    pub session: Session<G>,
    pub throws: Throws,
    /// The rules revision it was made with (compare `G::REVISION`).
    pub revision: u32,
    /// `Some` if replay stopped before the end.
    pub stop: Option<Stop>,
}

/// The link for a local game whose throws come from its seed (`Session::throw`): the address
/// bar, saved games, and lesson links (a whole class opening it gets the same throws).
pub fn seeded_link<G: Game>(session: &Session<G>) -> String {
    let p = payload_of(session, PayloadThrows::Seeded(session.seed()));
    fragment(G::ID, &p.to_bytes(G::ID))
}

/// The link for a game whose throws are as recorded (not derived from its seed), such as a game
/// imported from a record without a seed. Later throws come from the session's seed.
pub fn recorded_link<G: Game>(session: &Session<G>) -> String {
    let p = payload_of(session, PayloadThrows::Recorded(session.seed()));
    fragment(G::ID, &p.to_bytes(G::ID))
}

/// Opens any game link (a whole URL, the fragment, or the router's `g=…` query). Damaged,
/// truncated, edited or hostile links give an error; a link that replays only partly (other rules
/// since, or an edited seeded throw) gives the part that replays and a [`Stop`]. A correspondence
/// link is checked in full (every throw against the reveals) and refused if anything fails; to
/// play on in one, use [`Correspondence::open`].
pub fn open<G: Game>(address: &str) -> Result<Opened<G>, LinkError> {
    let payload = Payload::from_bytes(G::ID, &payload_bytes(address, G::ID)?)?;
    match payload.throws {
        PayloadThrows::Seeded(seed) => opened(&payload, seed, Throws::Seeded),
        PayloadThrows::Recorded(seed) => opened(&payload, seed, Throws::Recorded),
        PayloadThrows::Correspondence { .. } => {
            let c = Correspondence::<G>::from_payload(&payload)?;
            Ok(Opened {
                session: c.session().clone(),
                throws: Throws::Correspondence,
                revision: payload.revision,
                stop: None,
            })
        }
    }
}

/// Opens a link of a game played on one screen (throws seeded or recorded), like [`open`]; a
/// correspondence link gives `Ok(None)` without being read further, so that a page that plays
/// on one screen needs none of the correspondence code (the site loads it only for such links).
pub fn open_local<G: Game>(address: &str) -> Result<Option<Opened<G>>, LinkError> {
    let payload = Payload::from_bytes(G::ID, &payload_bytes(address, G::ID)?)?;
    match payload.throws {
        PayloadThrows::Seeded(seed) => opened(&payload, seed, Throws::Seeded).map(Some),
        PayloadThrows::Recorded(seed) => opened(&payload, seed, Throws::Recorded).map(Some),
        PayloadThrows::Correspondence { .. } => Ok(None),
    }
}

fn opened<G: Game>(p: &Payload, seed: u64, throws: Throws) -> Result<Opened<G>, LinkError> {
    let mut session = setup::<G>(p, seed)?;
    let mut stop = replay(&mut session, &p.moves, throws == Throws::Seeded, p.revision, true);
    if stop.is_none()
        && let Some(e) = p.ending
    {
        stop = end(&mut session, e, p.revision);
    }
    Ok(Opened { session, throws, revision: p.revision, stop })
}
