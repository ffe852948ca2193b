//! The computer players' estimate: material, with a prince worth 4 soldiers and a king 8 (a
//! piece's worth grows with what it can take and what can take it: only the enemy king can take
//! a king). A finished game scores its result.

use super::Dablot;
use crate::model::{Evaluate, Game, Seat};

impl Dablot {
    fn material(&self, side: usize) -> f32 {
        let m = self.men[side];
        let kings = (m & self.kings).count_ones() as f32;
        let princes = (m & self.princes).count_ones() as f32;
        (m.count_ones() as f32 - kings - princes) + 4.0 * princes + 8.0 * kings
    }
}

impl Evaluate for Dablot {
    fn evaluate(&self, seat: Seat) -> f32 {
        if let Some(o) = self.outcome() {
            return o.utility(seat);
        }
        let s = seat as usize & 1;
        let (mine, theirs) = (self.material(s), self.material(1 - s));
        if mine + theirs == 0.0 { 0.5 } else { mine / (mine + theirs) }
    }
}
