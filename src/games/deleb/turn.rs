//! Whose turn it is: the start, the seating, throwing until a dug or a 3, and the hand-over.
//!
//! Marin 1931, p. 508: "The players may be 2, 4, 6, 8, or more, and divide into two equal teams.
//! Each child takes his turn after his left-hand neighbour, so that partners (who all squat, on the
//! same side) play in succession." Seats `0 .. P/2` are team A, seats `P/2 .. P` team D, and the
//! turn passes from seat `s` to seat `s + 1` (round the circle), so partners play in succession.
//!
//! The start (p. 508): "One side chooses 'dèleb' and the other 'dug'. A member of each team throws
//! two of the billets; this is repeated, if necessary, until either a dèleb (3 black + 1 white) or a
//! dug (2 black + 2 white) turn up to decide which team will be the first to try its luck." By
//! default the first seat chooses for team A (a decision); option `start_choice=draw` draws it
//! (even odds), `fixed` gives team A "dèleb" (rules revision 1). The two pairs make one fall of
//! four billets: a dèleb sends the team that took "dèleb" to its first seat (0 or P/2), a dug the
//! other team, anything else is thrown again.

use super::billets::{Billets, ThrowName};
use super::entry::{Entry, Stage};
use super::track::{TEAM_A, TEAM_D, Team};
use super::{Deleb, Phase};

/// The team of seat `seat` at a table of `players`: the first half of the seats is team A.
pub fn team_of_seat(players: u8, seat: u8) -> Team {
    if seat < players / 2 { TEAM_A } else { TEAM_D }
}

/// The team that starts after this fall of the four starting billets, if it decides, when
/// `deleb_team` took "dèleb" (see [`Deleb::deleb_team`]).
pub fn start_decides(b: Billets, night: bool, deleb_team: Team) -> Option<Team> {
    match b.name(night)? {
        ThrowName::Deleb => Some(deleb_team),
        ThrowName::Dug => Some(1 - deleb_team),
        _ => None,
    }
}

impl Deleb {
    /// "One side chooses 'dèleb' and the other 'dug'": team A takes `word`, team D the other.
    pub(super) fn choose(&mut self, word: ThrowName) {
        self.deleb_team = if word == ThrowName::Dug { TEAM_D } else { TEAM_A };
        self.phase = Phase::Start;
    }

    /// The starting throw.
    pub(super) fn start_throw(&mut self, b: Billets) {
        if let Some(team) = start_decides(b, self.setup.night, self.deleb_team) {
            let seat = if team == TEAM_A { 0 } else { self.setup.players / 2 };
            self.begin_turn(seat);
        }
    }

    /// Gives the billets to `seat`. A player who has not entered when all his team's men are free
    /// becomes handicapped (Marin p. 510: "he is saved any further endeavour to pass through the
    /// three introductory stages"); what he had scored in the stages is dropped, since he never
    /// enters to make it good.
    pub(super) fn begin_turn(&mut self, seat: u8) {
        self.seat = seat;
        self.phase = Phase::Throw;
        let team = self.seat_team();
        if let Some(e) = self.entry.get_mut(seat as usize)
            && e.stage.is_entering()
            && self.slaves[team as usize] == 0
        {
            *e = Entry { stage: Stage::Handicapped, deleb: 0, gasse: 0 };
        }
    }

    /// Hands the billets to the left-hand neighbour.
    pub(super) fn next_turn(&mut self) {
        let next = (self.seat + 1) % self.setup.players.max(2);
        self.begin_turn(next);
    }

    /// A throw of a player who has entered (or is handicapped): "After throwing a sìtte, a dèleb, or
    /// a gàsse, the same person goes on playing, but after a dug or a təl…də he must hand over the
    /// sticks" — so the throws go to the pool, and a dug or a 3 ends the throwing and starts the
    /// moving. A handicapped player's throws other than dèlebs are not counted.
    pub(super) fn play_throw(&mut self, name: ThrowName) {
        let handicapped = self.entry.get(self.seat as usize).is_some_and(|e| e.stage == Stage::Handicapped);
        if !handicapped || name == ThrowName::Deleb {
            let p = &mut self.pool[name.index()];
            *p = p.saturating_add(1);
        }
        if !name.throws_again() {
            self.start_moving();
        }
    }

    /// The throwing is over: the player now gives his throws to men. With nothing to give (a
    /// handicapped player without a dèleb, and none stored), the billets pass on at once. Otherwise
    /// the other team may first answer the danger his throws put its men in (`rescue.rs`).
    pub(super) fn start_moving(&mut self) {
        if self.pool.iter().all(|&p| p == 0) && self.store[self.seat_team() as usize] == 0 {
            self.next_turn();
        } else {
            self.phase = Phase::Move;
            self.answered = false;
            self.offer_rescue();
        }
    }
}
