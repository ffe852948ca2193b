//! From a link's content to a game and back, for every kind of link: the options and seats make
//! a `Session`, then every move is replayed from the start, each one checked (it must be one of
//! the moves possible there, and a seeded game's throws must be the ones its seed gives). Replay
//! stops at the first move that fails, keeping everything before it, and says why. Used by plain
//! links (`replay`), records and correspondence play alike.

use super::LinkError;
use super::names::{check_name, clean_name};
use super::payload::{Payload, PayloadThrows};
use crate::i18n::Msg;
use crate::model::{Ending, Game, SeatConfig, Session, Turn, chance_word, draw_outcome};

/// Where and why a replay stopped.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Stop {
    /// How many moves were replayed (the session holds exactly these); move `replayed + 1` (in
    /// people's numbering) is the one that failed. When every move replayed but the ending by
    /// agreement could not be applied, this is the number of moves and the ending is left out.
    pub replayed: usize,
    /// That move as written in the record, or in notation (empty when a link's index names no
    /// move); or the ending left out (`draw agreed`, `resigned seat 1`).
    pub move_text: String,
    /// The summary for people: made with other rules, or edited/damaged, and how far it got.
    pub why: Msg,
    /// The precise reason the next move (or the ending) could not be played.
    pub reason: Msg,
    /// The ending by agreement that was left out, when every move replayed but the game could
    /// not end so (`None` when a move stopped the replay).
    pub ending: Option<Ending>,
}

impl Stop {
    pub(crate) fn new(replayed: usize, move_text: String, revision: u32, current: u32, reason: Msg) -> Stop {
        let why = if revision < current {
            Msg::new("link.stop.older_rules").arg(revision).arg(current).arg(replayed)
        } else if revision > current {
            Msg::new("link.stop.newer_rules").arg(revision).arg(current).arg(replayed)
        } else {
            Msg::new("link.stop.edited").arg(replayed)
        };
        Stop { replayed, move_text, why, reason, ending: None }
    }

    pub fn into_error(self) -> LinkError {
        LinkError::new(self.why).detail(self.reason)
    }
}

/// Ends a replayed game by agreement; if it cannot end so (the game does not offer it, or it is
/// already over by its rules), every move is kept and the stop says why the ending was left out.
pub(crate) fn end<G: Game>(session: &mut Session<G>, ending: Ending, revision: u32) -> Option<Stop> {
    let e = session.end_with(ending).err()?;
    let mut stop = Stop::new(session.len(), ending.text(), revision, G::REVISION, e.why);
    stop.why = Msg::new("link.stop.ending").arg(session.len());
    stop.ending = Some(ending);
    Some(stop)
}

/// The content of a link for `session` (moves as indices into `moves()`).
pub(crate) fn payload_of<G: Game>(session: &Session<G>, throws: PayloadThrows) -> Payload {
    Payload {
        revision: G::REVISION,
        options: session.options().changed_text(),
        seats: session
            .seats()
            .iter()
            .map(|s| SeatConfig { name: clean_name(&s.name), player: s.player })
            .collect(),
        throws,
        moves: indices(session),
        ending: session.ending(),
    }
}

/// Each move's position in `moves()` order at its turn. (A session only holds legal moves, so
/// every move is found; were one not, its index would be past the end and replay would stop
/// there rather than play something else.)
pub(crate) fn indices<G: Game>(session: &Session<G>) -> Vec<u32> {
    let mut buf = Vec::new();
    (0..session.len())
        .map(|i| match (session.state_at(i), session.moves().get(i)) {
            (Some(state), Some(mv)) => {
                state.moves(&mut buf);
                buf.iter().position(|m| m == mv).unwrap_or(buf.len()) as u32
            }
            _ => u32::MAX,
        })
        .collect()
}

/// A new session with the link's options and seats (no moves yet).
pub(crate) fn setup<G: Game>(p: &Payload, seed: u64) -> Result<Session<G>, LinkError> {
    let options = G::options_at(&p.options, p.revision)
        .map_err(|why| LinkError::new(Msg::new("link.error.options")).detail(why))?;
    for (i, s) in p.seats.iter().enumerate() {
        check_name(&s.name).map_err(|why| LinkError::new(Msg::new("link.error.name").arg(i)).detail(why))?;
    }
    let session = Session::<G>::new(options, p.seats.clone(), seed)
        .map_err(|e| LinkError::new(Msg::new("link.error.setup")).detail(e.why))?;
    if session.seats().len() != p.seats.len() {
        return Err(LinkError::new(
            Msg::new("link.error.seats").arg(p.seats.len()).arg(session.seats().len()),
        ));
    }
    Ok(session)
}

/// Plays the moves given as indices; with `seeded`, each throw must be the seed's.
pub(crate) fn replay<G: Game>(
    session: &mut Session<G>,
    moves: &[u32],
    seeded: bool,
    revision: u32,
) -> Option<Stop> {
    let mut buf = Vec::new();
    for (i, &index) in moves.iter().enumerate() {
        let state = session.state();
        state.moves(&mut buf);
        let Some(&mv) = buf.get(index as usize) else {
            let reason = if state.turn() == Turn::Over {
                Msg::new("link.reason.after_end").arg(i + 1)
            } else {
                Msg::new("link.reason.no_such_move").arg(i + 1).arg(index).arg(buf.len())
            };
            return Some(Stop::new(i, String::new(), revision, G::REVISION, reason));
        };
        if seeded && state.turn() == Turn::Chance {
            let expected = draw_outcome(state, chance_word(session.seed(), session.chance_steps()), &mut buf);
            if expected != Some(mv) {
                let shown = expected.map(|e| state.move_text(e)).unwrap_or_default();
                let reason =
                    Msg::new("link.reason.seed_throw").arg(i + 1).arg(state.move_text(mv)).arg(shown);
                return Some(Stop::new(i, state.move_text(mv), revision, G::REVISION, reason));
            }
        }
        let text = state.move_text(mv);
        if let Err(e) = session.play(mv) {
            return Some(Stop::new(i, text, revision, G::REVISION, e.why));
        }
    }
    None
}
