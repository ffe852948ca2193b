//! The computer players' estimate: the material difference, with a prince worth 4 soldiers and
//! a king 8 (a piece's worth grows with what it can take and what can take it: only the enemy
//! king can take a king). A finished game scores its result.
//!
//! When the opponent is down to a few pieces, a small bonus for standing close to them (by
//! pieces that may take them) and for taking away their room to move makes the search hunt the
//! last pieces down instead of drifting into the no-capture draw — and, where none of one's
//! pieces may take a piece that outranks them all, hem it in: a side that cannot move loses.

use super::Dablot;
use super::board::{DIRS, NEIGHBOUR, NONE, Point};
use crate::model::{Evaluate, Game, Seat};

/// The opponent is "down to a few pieces" at this count.
const HUNT_BELOW: u32 = 5;
/// The hunting bonus never outweighs a soldier (1 / ~30 of the material share).
const HUNT_WEIGHT: f32 = 0.06;

impl Dablot {
    fn material(&self, side: usize) -> f32 {
        let m = self.men[side];
        let kings = (m & self.kings).count_ones() as f32;
        let princes = (m & self.princes).count_ones() as f32;
        (m.count_ones() as f32 - kings - princes) + 4.0 * princes + 8.0 * kings
    }

    fn rank_of(&self, bit: u128) -> u8 {
        if self.kings & bit != 0 {
            2
        } else if self.princes & bit != 0 {
            1
        } else {
            0
        }
    }

    /// How little room the pieces of side `1 - s` have to step, in `[0, 1]` (1: none can move).
    fn hemmed_in(&self, s: usize) -> f32 {
        let empty = !(self.men[0] | self.men[1]);
        let theirs = self.men[1 - s];
        let (mut free, mut lines) = (0u32, 0u32);
        let mut t = theirs;
        while t != 0 {
            let i = t.trailing_zeros() as usize;
            t &= t - 1;
            for d in 0..DIRS {
                let n = NEIGHBOUR[i][d];
                if n != NONE {
                    lines += 1;
                    free += (empty >> n & 1) as u32;
                }
            }
        }
        if lines == 0 { 1.0 } else { 1.0 - free as f32 / lines as f32 }
    }

    /// How close side `s`'s pieces stand to the enemy pieces they may take, in `[0, 1]`
    /// (1: every enemy piece has such a hunter next to it).
    fn closeness(&self, s: usize) -> f32 {
        let (mine, theirs) = (self.men[s], self.men[1 - s]);
        let mut total = 0.0;
        let mut t = theirs;
        while t != 0 {
            let i = t.trailing_zeros();
            t &= t - 1;
            let (Some(target), rank) = (Point::from_id(i as usize), self.rank_of(1u128 << i)) else {
                continue;
            };
            let mut best = u8::MAX;
            let mut m = mine;
            while m != 0 {
                let j = m.trailing_zeros();
                m &= m - 1;
                if self.rank_of(1u128 << j) < rank {
                    continue;
                }
                if let Some(p) = Point::from_id(j as usize) {
                    let d = p.x().abs_diff(target.x()).max(p.y().abs_diff(target.y()));
                    best = best.min(d);
                }
            }
            // Doubled coordinates: the board is 12 across its longest side.
            total += 1.0 - (best.min(12) as f32) / 12.0;
        }
        let n = theirs.count_ones();
        if n == 0 { 1.0 } else { total / n as f32 }
    }
}

impl Evaluate for Dablot {
    fn evaluate(&self, seat: Seat) -> f32 {
        if let Some(o) = self.outcome() {
            return o.utility(seat);
        }
        let s = seat as usize & 1;
        // The material difference, squashed into (0, 1): a soldier ahead is worth about 0.07, a
        // king about 0.29, so the search can tell a good move from a bad one (a plain share of the
        // material would move by 1/60 per soldier at the start, lost in the noise).
        let d = self.material(s) - self.material(1 - s);
        let share = 0.5 + 0.5 * d / (d.abs() + 6.0);
        // The hunt: for the side ahead, closeness to the few pieces left; for the side behind,
        // distance from the hunters (both sides' bonuses, so the two seats' values stay comparable).
        let hunt = |side: usize| {
            if self.men[1 - side].count_ones() < HUNT_BELOW
                && self.men[side].count_ones() > self.men[1 - side].count_ones()
            {
                (self.closeness(side) + self.hemmed_in(side)) / 2.0
            } else {
                0.0
            }
        };
        (share * (1.0 - HUNT_WEIGHT) + HUNT_WEIGHT * (hunt(s) - hunt(1 - s) + 1.0) / 2.0).clamp(0.0, 1.0)
    }
}
