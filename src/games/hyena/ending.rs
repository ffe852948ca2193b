//! The end of the game and its degrees of defeat.
//!
//! > "In this game, the hyena may be said to be the winner, but there are degrees of defeat. The
//! > player whose mother gets eaten by the hyena is rudely mocked by the one who manages to get
//! > the old lady safely back to the village." (Davies, p. 146, rule 9)
//!
//! Our reading (rule `end`): the game ends when every mother is home or eaten. The hyena's player
//! ranks first; the other mothers brought home share the next rank (option `home-rank=arrival`,
//! ours: they rank in the order they arrived); the eaten mothers share the last rank.

use super::Hyena;
use super::mother::Journey;
use crate::model::{MAX_SEATS, Outcome, Seat};

/// The standing so far: the hyena's player, the mothers home in order, the mothers eaten.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Standing {
    /// The hyena's player (the first mother home), once there is one.
    pub hyena: Option<Seat>,
    /// The other mothers brought home safely, in the order they arrived.
    pub home: Vec<Seat>,
    /// The mothers eaten, by seat.
    pub eaten: Vec<Seat>,
}

impl Hyena {
    /// Ranks: the hyena 0, then the mothers home (1, or 1, 2, … in arrival order with option
    /// `home-rank=arrival`), the eaten ones last (shared).
    pub(super) fn ranks(&self) -> Outcome {
        let n = self.players();
        let by_arrival = self.setup.rank_by_arrival;
        let mut r = [0u8; MAX_SEATS];
        for (order, &s) in self.home.iter().take(self.homes as usize).enumerate() {
            if let Some(x) = r.get_mut(s as usize) {
                *x = if by_arrival { order as u8 } else { order.min(1) as u8 };
            }
        }
        let eaten_rank = if by_arrival { self.homes } else { self.homes.min(2) };
        for (s, m) in self.mothers.iter().enumerate().take(n) {
            if m.journey == Journey::Eaten {
                r[s] = eaten_rank;
            }
        }
        Outcome::from_ranks(&r[..n])
    }

    pub(super) fn standing_of(&self) -> Standing {
        let mut home = self.home.iter().take(self.homes as usize).copied();
        let hyena = home.next();
        let eaten =
            (0..self.players() as Seat).filter(|&s| self.mothers[s as usize].journey == Journey::Eaten);
        Standing { hyena, home: home.collect(), eaten: eaten.collect() }
    }
}

/// Facts counted by `lab stats`: `hyena-ate` (the hyena ate at least one mother), `hyena-drank`
/// (he reached the well and came away before the end).
pub(super) fn end_notes(g: &Hyena) -> Vec<&'static str> {
    let mut notes = Vec::new();
    if g.eaten > 0 {
        notes.push("hyena-ate");
    }
    if g.beast.has_drunk() {
        notes.push("hyena-drank");
    }
    notes
}
