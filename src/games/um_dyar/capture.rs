//! Capture: "If the last seed ends in a hole making a total of an even number of seeds, not
//! greater than the initial number of seeds per hole, these seeds are captured and removed from
//! the board. If you have captured, you also get the contents of the preceding holes (in an
//! unbroken sequence) that contain an even number of seeds, not greater than the initial number
//! of seeds per hole." (Wikimanqala, "Um dyar", Rules)
//!
//! Our readings where the text is silent:
//! - `capture-side`: the last hole and the chain may be on either side (option `captures`:
//!   `opponent-side` limits both to the opponent's row);
//! - `empty-breaks`: an empty hole "contains" no seeds, so it ends the chain;
//! - `chain-length`: the chain runs back clockwise as far as the rule holds, across the middle
//!   of the board and round the ring, stopping before it would reach the last hole again;
//!   closed holes are skipped (they are out of play), neither taken nor ending the chain.

use super::UmDyar;
use super::options::CaptureSide;
use crate::model::Seat;

impl UmDyar {
    /// May a capture by `mover` take ring hole `i` with `count` seeds?
    #[inline]
    pub(super) fn takes(&self, i: usize, count: u16, mover: Seat) -> bool {
        count != 0
            && count & 1 == 0
            && count <= self.seeds
            && (self.captures == CaptureSide::Both || (i >= self.holes as usize) != (mover == 1))
    }

    /// Takes the seeds the last seed (in ring hole `last`) captures for `mover`, reporting each
    /// hole taken to `record(ring index, seeds)` from the last hole backwards; returns the total.
    /// The holes taken are emptied, which also stops the walk if it comes round to `last`.
    #[inline]
    pub(super) fn capture(&mut self, last: usize, mover: Seat, mut record: impl FnMut(usize, u16)) -> u16 {
        let mut taken = 0;
        let mut i = last;
        loop {
            let c = self.pits[i];
            if !self.takes(i, c, mover) {
                return taken;
            }
            record(i, c);
            taken += c;
            self.pits[i] = 0;
            i = self.prev_open(i);
        }
    }
}
