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

/// How a record writes the agreement that the game of a match in progress is its last
/// (`Session::agree_last_game`), on a line of its own after the moves made before it.
pub const LAST_GAME_TEXT: &str = "agreed: last game";

/// Makes the agreement on the last game of a match in a game being replayed, after `replayed`
/// moves; if the game refuses it there, the stop says why (every move before it is kept).
pub(crate) fn agree_last_game<G: Game>(
    session: &mut Session<G>,
    replayed: usize,
    revision: u32,
) -> Option<Stop> {
    let e = session.agree_last_game().err()?;
    Some(Stop::new(replayed, LAST_GAME_TEXT.into(), revision, G::REVISION, e.why))
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
        moves: link_moves(session),
        ending: session.ending(),
    }
}

/// The moves of a link: each move's index (`indices`), and where the players agreed that the
/// game of a match in progress was its last (`Session::agree_last_game`, Um dyar's rule
/// `match-stop`), the index one past the last legal move there, which names no move. A game
/// without the agreement gets exactly the indices it always got; a site that does not know the
/// agreement opens such a link up to it and says why it stopped there (`docs/links.md`).
pub(crate) fn link_moves<G: Game>(session: &Session<G>) -> Vec<u32> {
    let mut moves = indices(session);
    if let Some(at) = session.last_game_agreed()
        && let Some(state) = session.state_at(at)
    {
        let mut buf = Vec::new();
        state.moves(&mut buf);
        moves.insert(at.min(moves.len()), buf.len() as u32);
    }
    moves
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

/// Plays the moves given as indices; with `seeded`, each throw must be the seed's. With
/// `agreements` (not in correspondence play, which has no act for it), an index one past the last
/// legal move is the players' agreement that the game of a match in progress is its last
/// (`link_moves`), made where the game accepts it; where it does not, the index names no move, as
/// it always did.
pub(crate) fn replay<G: Game>(
    session: &mut Session<G>,
    moves: &[u32],
    seeded: bool,
    revision: u32,
    agreements: bool,
) -> Option<Stop> {
    let mut buf = Vec::new();
    for &index in moves {
        // Moves replayed so far: the entries before, less an agreement among them.
        let i = session.len();
        let state = session.state();
        state.moves(&mut buf);
        if agreements && index as usize == buf.len() && session.agree_last_game().is_ok() {
            continue;
        }
        let state = session.state();
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
