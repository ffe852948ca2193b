//! How a finished game ended, for any number of seats.

use super::seats::{MAX_SEATS, Seat};

/// The result of a finished game: a rank per seat, 0 being best. Seats that share a rank tied
/// (partners in a team game share their team's rank; a draw gives everyone rank 0). Games with
/// "degrees of defeat", like the hyena game, use more than two ranks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Outcome {
    seats: u8,
    ranks: [u8; MAX_SEATS],
}

impl Outcome {
    /// A short label for the result (`lab stats`): `draw`, or `win:` and the winning seats
    /// (`win:0`, `win:1+3`).
    pub fn label(&self) -> String {
        if self.is_draw() {
            return "draw".into();
        }
        let winners: Vec<String> =
            (0..self.seats()).filter(|&s| self.rank(s as u8) == 0).map(|s| s.to_string()).collect();
        format!("win:{}", winners.join("+"))
    }

    /// Ranks per seat, 0 best. `ranks.len()` is the number of seats (at most [`MAX_SEATS`]).
    pub fn from_ranks(ranks: &[u8]) -> Outcome {
        let mut r = [0u8; MAX_SEATS];
        let n = ranks.len().min(MAX_SEATS);
        r[..n].copy_from_slice(&ranks[..n]);
        Outcome { seats: n as u8, ranks: r }
    }

    /// Everyone ties.
    pub fn draw(seats: usize) -> Outcome {
        Outcome::from_ranks(&[0; MAX_SEATS][..seats.min(MAX_SEATS)])
    }

    /// The seats for which `won(seat)` holds rank 0, the others rank 1.
    pub fn winners(seats: usize, won: impl Fn(Seat) -> bool) -> Outcome {
        let mut r = [1u8; MAX_SEATS];
        for (s, rank) in r.iter_mut().enumerate().take(seats) {
            if won(s as Seat) {
                *rank = 0;
            }
        }
        Outcome::from_ranks(&r[..seats.min(MAX_SEATS)])
    }

    pub fn seats(&self) -> usize {
        self.seats as usize
    }

    pub fn rank(&self, seat: Seat) -> u8 {
        self.ranks.get(seat as usize).copied().unwrap_or(u8::MAX)
    }

    pub fn ranks(&self) -> &[u8] {
        &self.ranks[..self.seats as usize]
    }

    pub fn is_draw(&self) -> bool {
        self.ranks().iter().all(|&r| r == 0)
    }

    /// Did this seat finish first (alone or tied)?
    pub fn is_winner(&self, seat: Seat) -> bool {
        self.rank(seat) == 0 && !self.is_draw()
    }

    /// A score in `[0, 1]` for search: 1 for the best rank, 0 for the worst, evenly spaced by the
    /// distinct ranks in between; 0.5 for everyone in a draw.
    pub fn utility(&self, seat: Seat) -> f32 {
        let worst = self.ranks().iter().copied().max().unwrap_or(0);
        if worst == 0 {
            return 0.5;
        }
        let mut distinct = [false; MAX_SEATS + 1];
        for &r in self.ranks() {
            distinct[(r as usize).min(MAX_SEATS)] = true;
        }
        let levels = distinct.iter().filter(|&&d| d).count() as f32;
        let rank = self.rank(seat) as usize;
        let below = distinct[..rank.min(MAX_SEATS)].iter().filter(|&&d| d).count() as f32;
        1.0 - below / (levels - 1.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utilities_follow_ranks() {
        let teams = Outcome::winners(4, |s| s % 2 == 0);
        assert_eq!(teams.utility(0), 1.0);
        assert_eq!(teams.utility(1), 0.0);
        assert_eq!(teams.utility(2), 1.0);
        assert!(teams.is_winner(2) && !teams.is_draw());

        let draw = Outcome::draw(2);
        assert!(draw.is_draw());
        assert_eq!(draw.utility(1), 0.5);

        // Degrees of defeat: hyena first, two mothers home, one eaten (ranks need not be dense).
        let degrees = Outcome::from_ranks(&[0, 1, 2, 5]);
        assert_eq!(degrees.utility(0), 1.0);
        assert!((degrees.utility(1) - 2.0 / 3.0).abs() < 1e-6);
        assert!((degrees.utility(2) - 1.0 / 3.0).abs() < 1e-6);
        assert_eq!(degrees.utility(3), 0.0);
    }
}
