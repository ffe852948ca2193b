//! What participants in correspondence play do besides moves: offer a draw, accept or decline
//! one, resign. Each is an *act*, written in the link with its place among the moves and its
//! author, and each publishes a new value of its author's hash chain, exactly as a turn does: so
//! only the holder of a participant's secret can offer, accept, decline or resign for it, and the
//! number of values every participant has published still follows from the link alone.
//!
//! Who may act, and when (checked on every link, so a link that breaks it is refused):
//! - **offer** a draw: the game offers draws; no offer is open; the author *holds the game* — it
//!   is to play next, or it made the last move or act (it plays its move, then offers);
//! - **accept** or **decline**: an offer is open and the author is the participant whose answer
//!   is awaited: the first, counting on from the offerer, who has not accepted yet. Once every
//!   participant has accepted (partners included: nobody answers for another's browser), the
//!   game is drawn; a decline closes the offer and play goes on;
//! - **resign** for one of its own seats: the game offers resignation and two sides play; the
//!   author holds the game, or is the one whose answer to an offer is awaited (resigning is an
//!   answer too). Its side loses.
//!
//! While an offer is open, nobody moves; after an ending, nothing more happens.

use super::turns::{Count, Owners, actor};
use crate::model::{Ending, Game, Seat, Turn, check_ending};

/// What an act does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ActKind {
    /// Offers a draw to every other participant.
    Offer,
    /// Accepts the open offer.
    Accept,
    /// Declines the open offer: play goes on.
    Decline,
    /// Resigns for this seat's side.
    Resign(Seat),
}

/// One act: after how many moves it came, who made it (a participant's number) and what it does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Act {
    pub after: usize,
    pub participant: usize,
    pub kind: ActKind,
}

/// An open draw offer.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Offer {
    /// The participant who offered.
    pub by: usize,
    /// The participants who agree so far (the offerer included), as a mask (bit `p`).
    pub accepted: u32,
}

impl Offer {
    pub fn has_accepted(&self, participant: usize) -> bool {
        participant < 32 && self.accepted & (1 << participant) != 0
    }
}

/// The course of a correspondence game up to some point: how many values each participant has
/// published, the open offer and the ending.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Course {
    pub count: Count,
    pub offer: Option<Offer>,
    pub ending: Option<Ending>,
}

impl Course {
    pub fn new(started: bool) -> Course {
        Course { count: if started { Count::started() } else { Count::joining() }, offer: None, ending: None }
    }

    /// The participant whose answer to the open offer is awaited, among `participants`.
    pub fn answering(&self, participants: usize) -> Option<usize> {
        let o = self.offer?;
        (1..participants).map(|k| (o.by + k) % participants).find(|&q| !o.has_accepted(q))
    }

    /// Does `p` hold the game at `state`: is it to play next, or did it make the last move or act?
    fn holds<G: Game>(&self, p: usize, state: &G, owners: &Owners) -> bool {
        self.count.current == p || actor(state, self.count.current, owners) == Some(p)
    }

    /// Accounts for the move played at `state`; returns its author, or why no move may come here.
    pub fn step_move<G: Game>(&mut self, state: &G, owners: &Owners) -> Result<usize, &'static str> {
        if self.ending.is_some() {
            return Err("link.corr.after_end");
        }
        if self.offer.is_some() {
            return Err("link.corr.answer_first");
        }
        let a = actor(state, self.count.current, owners).ok_or("link.corr.not_all_joined")?;
        self.count.step(a);
        Ok(a)
    }

    /// Checks `act`, made at `state` in a game of `participants` participants, and accounts for
    /// it; or says why it may not come here (a catalog key).
    pub fn step_act<G: Game>(
        &mut self,
        act: &Act,
        state: &G,
        owners: &Owners,
        participants: usize,
    ) -> Result<(), &'static str> {
        let p = act.participant;
        if p >= participants {
            return Err("link.corr.not_yours");
        }
        if self.ending.is_some() || state.turn() == Turn::Over {
            return Err("link.corr.after_end");
        }
        let everyone = if participants >= 32 { u32::MAX } else { (1u32 << participants) - 1 };
        let answering = self.answering(participants);
        match act.kind {
            ActKind::Offer => {
                check_ending(state, Ending::DrawAgreed).map_err(|m| m.key)?;
                if self.offer.is_some() {
                    return Err("link.corr.offer_open");
                }
                if !self.holds(p, state, owners) {
                    return Err("link.corr.not_your_turn");
                }
                self.offer = Some(Offer { by: p, accepted: 1 << p });
            }
            ActKind::Accept | ActKind::Decline => {
                if self.offer.is_none() {
                    return Err("link.corr.no_offer");
                }
                if answering != Some(p) {
                    return Err("link.corr.not_your_answer");
                }
                if act.kind == ActKind::Decline {
                    self.offer = None;
                } else if let Some(o) = self.offer.as_mut() {
                    o.accepted |= 1 << p;
                }
            }
            ActKind::Resign(seat) => {
                check_ending(state, Ending::Resigned(seat)).map_err(|m| m.key)?;
                if owners.of(seat) != Some(p) {
                    return Err("link.corr.not_your_seat");
                }
                let may =
                    if self.offer.is_some() { answering == Some(p) } else { self.holds(p, state, owners) };
                if !may {
                    return Err("link.corr.not_your_turn");
                }
                self.offer = None;
                self.ending = Some(Ending::Resigned(seat));
            }
        }
        if self.offer.is_some_and(|o| o.accepted & everyone == everyone) {
            self.offer = None;
            self.ending = Some(Ending::DrawAgreed);
        }
        self.count.act(p);
        Ok(())
    }
}
