//! Dablot's own consistency (`model::conformance::Invariant`), checked in every position by the
//! conformance tests and by `lab stats GAME --check` together with the shared contract. Written
//! through the game's public view, as its tests are, so that it checks what a player sees.

use super::Dablot;
use crate::model::conformance::Invariant;

/// No point holds two pieces, each side has at most one king, one prince and 28 soldiers, the
/// count of turns without capture is within the draw limit, and the stored end is the one the
/// position gives ([`Dablot::invariant`]); at most 30 pieces a side.
impl Invariant for Dablot {
    fn invariant(&self) -> Result<(), String> {
        Dablot::invariant(self)?;
        if self.count(0) > 30 || self.count(1) > 30 {
            return Err("more than 30 pieces on a side".into());
        }
        Ok(())
    }
}
