//! Who plays which moves in a correspondence game, and which reveals each throw uses.
//!
//! Each participant (a browser) owns some seats. The moves fall into *turns*: maximal runs of
//! consecutive moves by the same participant. A move belongs to the owner of the seat that makes
//! it; a throw to the owner of the seat whose throw it is (`Game::acting_seat`), and a throw that
//! belongs to no seat to whoever made the move before it (participant 0 at the very start).
//!
//! Every turn publishes exactly one new reveal of its participant's chain, and the game's start
//! is participant 0's first turn (it publishes reveal 1 even if another seat moves first). So the
//! number of reveals each participant has published after any move is a function of the moves
//! alone: nobody can choose to publish an extra reveal to get another throw. A throw's random word
//! is fixed by the step number and, for every participant, its reveal as of that throw (the
//! thrower's being the one of its current turn).

use super::sha256::{Digest, Sha256};
use crate::i18n::Msg;
use crate::model::{Game, MAX_SEATS, Seat, Turn};

/// Which participant owns each seat.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Owners {
    of_seat: [Option<u8>; MAX_SEATS],
    seats: usize,
}

impl Owners {
    /// From each participant's seat mask (bit `s` set = owns seat `s`) for a game of `seats`
    /// seats: every mask non-empty, within the game's seats, and no seat owned twice.
    pub fn new(masks: &[u16], seats: usize) -> Result<Owners, Msg> {
        let mut of_seat = [None; MAX_SEATS];
        let all = if seats >= 16 { 0xFFFF } else { ((1u32 << seats) - 1) as u16 };
        for (p, &mask) in masks.iter().enumerate() {
            if mask == 0 || mask & !all != 0 || p >= MAX_SEATS {
                return Err(Msg::new("link.error.owners"));
            }
            for (s, owner) in of_seat.iter_mut().enumerate().take(seats) {
                if mask & (1 << s) != 0 {
                    if owner.is_some() {
                        return Err(Msg::new("link.error.owners"));
                    }
                    *owner = Some(p as u8);
                }
            }
        }
        Ok(Owners { of_seat, seats: seats.min(MAX_SEATS) })
    }

    /// Nobody owns any seat yet.
    pub fn none(seats: usize) -> Owners {
        Owners { of_seat: [None; MAX_SEATS], seats: seats.min(super::limits::MAX_LINK_SEATS) }
    }

    pub fn of(&self, seat: Seat) -> Option<usize> {
        self.of_seat.get(seat as usize).copied().flatten().map(usize::from)
    }

    /// Is every seat owned?
    pub fn complete(&self) -> bool {
        self.of_seat.iter().take(self.seats).all(Option::is_some)
    }

    /// The seats nobody owns yet, as a mask.
    pub fn free(&self) -> u16 {
        (0..self.seats).filter(|&s| self.of_seat[s].is_none()).fold(0, |m, s| m | 1 << s)
    }
}

/// The participant who makes the next move at `state`, given who made the move before (`last`).
/// `None` when the game is over or the seat to act has no owner yet.
pub fn actor<G: Game>(state: &G, last: usize, owners: &Owners) -> Option<usize> {
    match state.turn() {
        Turn::Seat(s) => owners.of(s),
        Turn::Chance => match state.acting_seat() {
            Some(s) => owners.of(s),
            None => Some(last),
        },
        Turn::Over => None,
    }
}

/// How many reveals each participant has published, and whose turn is open.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Count {
    pub reveals: [u32; MAX_SEATS],
    /// The participant whose turn is open (the author of the last move; 0 right after the start).
    pub current: usize,
}

impl Count {
    /// Before the game starts, participants have published their anchors only.
    pub fn joining() -> Count {
        Count { reveals: [0; MAX_SEATS], current: 0 }
    }

    /// The start: participant 0 publishes reveal 1 and its turn is open.
    pub fn started() -> Count {
        let mut c = Count::joining();
        c.reveals[0] = 1;
        c
    }

    /// Accounts for an act (a draw offer, an answer, a resignation) by `p`: always a new reveal,
    /// and `p`'s turn is open after it. (Were an act to use the reveal of a turn already
    /// published, anyone holding that link could add one in `p`'s name.)
    pub fn act(&mut self, p: usize) {
        if let Some(r) = self.reveals.get_mut(p) {
            *r += 1;
        }
        self.current = p;
    }

    /// Accounts for a move by `p`: a new turn (and a new reveal) when the author changes.
    pub fn step(&mut self, p: usize) {
        if p != self.current {
            if let Some(r) = self.reveals.get_mut(p) {
                *r += 1;
            }
            self.current = p;
        }
    }
}

/// A throw's random word: the first 8 bytes (little-endian) of
/// SHA-256("sandgames throw" 0 ‖ salt ‖ step as u32 LE ‖ each participant's reveal in order).
pub fn throw_word(salt: &[u8; 16], step: u32, reveals: &[Digest]) -> u64 {
    let mut h = Sha256::new();
    h.update(b"sandgames throw\0").update(salt).update(&step.to_le_bytes());
    for r in reveals {
        h.update(r);
    }
    let d = h.finalize();
    u64::from_le_bytes([d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7]])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::pig::{Pig, PigMove};
    use crate::model::{Game, Options};

    #[test]
    fn owners_must_share_out_distinct_seats() {
        let o = Owners::new(&[0b01, 0b10], 2).unwrap();
        assert_eq!((o.of(0), o.of(1), o.of(5)), (Some(0), Some(1), None));
        assert!(o.complete());
        let half = Owners::new(&[0b10], 2).unwrap();
        assert!(!half.complete());
        assert_eq!(half.free(), 0b01);
        assert!(Owners::new(&[0b01, 0b01], 2).is_err(), "a seat owned twice");
        assert!(Owners::new(&[0], 2).is_err(), "a participant with no seat");
        assert!(Owners::new(&[0b100], 2).is_err(), "a seat the game does not have");
        assert!(Owners::new(&[0xFF], 8).unwrap().complete());
        let sixteen = Owners::new(&[0x00FF, 0xFF00], 16).unwrap();
        assert!(sixteen.complete());
        assert_eq!((sixteen.of(7), sixteen.of(8), sixteen.of(15)), (Some(0), Some(1), Some(1)));
        assert!(Owners::new(&[0x8000], 15).is_err(), "seat 15 of a 15-seat game");
        assert_eq!(Owners::new(&[0x0001], 16).unwrap().free(), 0xFFFE);
    }

    #[test]
    fn turns_follow_the_seats_and_count_reveals() {
        let mut pig = Pig::new(&Options::defaults(Pig::option_specs())).unwrap();
        let owners = Owners::new(&[0b10, 0b01], 2).unwrap(); // participant 0 owns seat 1
        let mut c = Count::started();
        // Seat 0 (participant 1) throws first: a new turn for participant 1.
        let a = actor(&pig, c.current, &owners).unwrap();
        assert_eq!(a, 1);
        c.step(a);
        pig.play(PigMove::Die(3)).unwrap();
        c.step(actor(&pig, c.current, &owners).unwrap());
        pig.play(PigMove::Hold).unwrap();
        assert_eq!(c.reveals[..2], [1, 1], "one turn each so far (the start is participant 0's)");
        c.step(actor(&pig, c.current, &owners).unwrap());
        assert_eq!((c.reveals[..2].to_vec(), c.current), (vec![2, 1], 0));
    }

    #[test]
    fn throw_words_depend_on_everything_they_hash() {
        let w = throw_word(&[1; 16], 5, &[[2; 32], [3; 32]]);
        assert_ne!(w, throw_word(&[0; 16], 5, &[[2; 32], [3; 32]]));
        assert_ne!(w, throw_word(&[1; 16], 6, &[[2; 32], [3; 32]]));
        assert_ne!(w, throw_word(&[1; 16], 5, &[[3; 32], [2; 32]]));
        assert_eq!(w, throw_word(&[1; 16], 5, &[[2; 32], [3; 32]]));
    }
}
