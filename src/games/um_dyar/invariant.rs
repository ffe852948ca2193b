//! Um dyar's own consistency (`model::conformance::Invariant`), checked in every position by the
//! conformance tests and by `lab stats GAME --check` together with the shared contract. Written
//! through the game's public view, as its tests are, so that it checks what a player sees.

use super::{Hole, Mode, UmDyar};
use crate::model::conformance::Invariant;

/// Every seed is on the board, in a pile or carried; a closed hole holds none; a single game
/// carries nothing.
impl Invariant for UmDyar {
    fn invariant(&self) -> Result<(), String> {
        let n = self.holes_per_row();
        let mut sum = self.captured(0) as u32 + self.captured(1) as u32 + self.carried() as u32;
        for player in 0..2 {
            for index in 0..n {
                let x = Hole { player, index };
                let seeds = self.seeds_in(x);
                if self.is_closed(x) && seeds != 0 {
                    return Err(format!("closed hole {x:?} holds seeds"));
                }
                sum += seeds as u32;
            }
        }
        if sum != self.total_seeds() as u32 {
            return Err(format!("seeds not conserved: {sum} != {}", self.total_seeds()));
        }
        if self.mode() == Mode::Game && self.carried() != 0 {
            return Err("seeds carried in a single game".into());
        }
        Ok(())
    }
}
