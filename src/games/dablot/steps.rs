//! A plain move (rule 3): "All pieces move alike. A piece moves one space along one of the
//! gridlines to any adjacent, unoccupied intersection. All pieces can move forward or backward at
//! any time. Only one piece may be moved per turn, or used to capture."
//!
//! Every piece of a side is moved at once, one direction at a time: the pieces that have a
//! neighbour in that direction, shifted by the direction's constant change of point number, meet
//! the empty points where they can step.

use super::Dablot;
use super::board::{ADJACENT, DELTA, DIRS, POINTS, STEP_FROM, shift};
use super::moves::Move;
use super::pieces::Side;

/// The points where the pieces in `own` land stepping in direction `D`, given the `empty` points.
#[inline(always)]
fn targets<const D: usize>(own: u128, empty: u128) -> u128 {
    shift(own & STEP_FROM[D], DELTA[D]) & empty
}

/// Every step, by direction and target point, ready made (a table lookup is cheaper than
/// assembling the move).
const STEPS: [[Move; POINTS]; DIRS] = {
    let mut t = [[Move::PASS; POINTS]; DIRS];
    let mut d = 0;
    while d < DIRS {
        let mut to = 0;
        while to < POINTS {
            let from = to as i32 - DELTA[d] as i32;
            if from >= 0 && (from as usize) < POINTS && STEP_FROM[d] >> from & 1 == 1 {
                t[d][to] = Move::step(from as u8, to as u8);
            }
            to += 1;
        }
        d += 1;
    }
    t
};

#[inline(always)]
fn push_dir<const D: usize>(own: u128, empty: u128, out: &mut Vec<Move>) {
    let t = targets::<D>(own, empty);
    // The low and high 64 points in turn: plain 64-bit loops are the cheapest.
    for (mut half, base) in [(t as u64, 0usize), ((t >> 64) as u64, 64)] {
        while half != 0 {
            let to = base + half.trailing_zeros() as usize;
            half &= half - 1;
            out.push(STEPS[D][to]);
        }
    }
}

impl Dablot {
    /// The empty points the piece on `p` can step to.
    #[inline]
    pub(crate) fn step_targets(&self, p: u8) -> u128 {
        ADJACENT[p as usize] & self.empty()
    }

    /// Appends every step of the pieces in `own`, direction by direction (E, W, N, S, NE, NW, SE,
    /// SW), each direction in point order.
    #[inline]
    pub(crate) fn add_steps(&self, own: u128, out: &mut Vec<Move>) {
        let empty = self.empty();
        push_dir::<0>(own, empty, out);
        push_dir::<1>(own, empty, out);
        push_dir::<2>(own, empty, out);
        push_dir::<3>(own, empty, out);
        push_dir::<4>(own, empty, out);
        push_dir::<5>(own, empty, out);
        push_dir::<6>(own, empty, out);
        push_dir::<7>(own, empty, out);
    }

    /// The steps of the pieces in `own` as target points, one set per direction: `add_steps`
    /// lists them in this order.
    #[inline]
    pub(crate) fn step_targets_by_dir(&self, own: u128) -> [u128; DIRS] {
        let empty = self.empty();
        [
            targets::<0>(own, empty),
            targets::<1>(own, empty),
            targets::<2>(own, empty),
            targets::<3>(own, empty),
            targets::<4>(own, empty),
            targets::<5>(own, empty),
            targets::<6>(own, empty),
            targets::<7>(own, empty),
        ]
    }

    /// Can any piece of `side` step somewhere?
    #[inline]
    pub(crate) fn can_step(&self, side: Side) -> bool {
        let (own, empty) = (self.men[side as usize], self.empty());
        // The diagonals first: every point has them, so they answer soonest.
        targets::<4>(own, empty) != 0
            || targets::<5>(own, empty) != 0
            || targets::<6>(own, empty) != 0
            || targets::<7>(own, empty) != 0
            || targets::<0>(own, empty) != 0
            || targets::<1>(own, empty) != 0
            || targets::<2>(own, empty) != 0
            || targets::<3>(own, empty) != 0
    }
}

/// The `k`-th step `add_steps` lists, given [`Dablot::step_targets_by_dir`]; `None` if there are
/// `k` steps or fewer.
pub(crate) fn nth_step(by_dir: &[u128; DIRS], mut k: u32) -> Option<Move> {
    for (d, &t) in by_dir.iter().enumerate() {
        let n = t.count_ones();
        if k >= n {
            k -= n;
            continue;
        }
        let (lo, hi) = (t as u64, (t >> 64) as u64);
        let (mut half, base) = if k < lo.count_ones() { (lo, 0) } else { (hi, 64) };
        if base == 64 {
            k -= lo.count_ones();
        }
        for _ in 0..k {
            half &= half - 1;
        }
        return Some(STEPS[d][base + half.trailing_zeros() as usize]);
    }
    None
}
