//! Dèleb's own consistency (`model::conformance::Invariant`), checked in every position by the
//! conformance tests and by `lab stats GAME --check` together with the shared contract. Written
//! through the game's public view, as its tests are, so that it checks what a player sees.

use super::Deleb;
use crate::model::conformance::Invariant;

/// The men on the field agree with the counts, slaves stand alone on their own home line, the
/// pool and the entry scores fit the phase, and the game is over exactly when a team has no man
/// left ([`Deleb::validate`]).
impl Invariant for Deleb {
    fn invariant(&self) -> Result<(), String> {
        self.validate().map_err(|m| m.to_string())
    }
}
