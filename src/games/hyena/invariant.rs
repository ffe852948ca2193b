//! The hyena game's own consistency (`model::conformance::Invariant`), checked in every position by the
//! conformance tests and by `lab stats GAME --check` together with the shared contract. Written
//! through the game's public view, as its tests are, so that it checks what a player sees.

use super::{Hyena, HyenaState, MotherState, Place};
use crate::model::conformance::Invariant;
use crate::model::{Game, Turn};

/// Each mother's place agrees with her state and lies on the spiral; banked throws only while she
/// may use them; the hyena is the first mother home; nobody is eaten before the hyena drank; a
/// hyena paid in full does not wait; the game is over exactly when every mother is home or eaten;
/// the seat to move is the current player.
impl Invariant for Hyena {
    fn invariant(&self) -> Result<(), String> {
        let n = self.player_count();
        let standing = self.standing();
        let mut home = 0;
        for s in 0..n as u8 {
            let (Some(place), Some(state)) = (self.mother_place(s), self.mother_state(s)) else {
                return Err(format!("mother {s} missing"));
            };
            let ok = match (state, place) {
                (MotherState::InVillage, Place::Village) => true,
                (MotherState::Outward, Place::Hollow(_)) => true,
                (MotherState::AtWell { paid, of }, Place::Well) => paid < of,
                (MotherState::Returning, Place::Hollow(_) | Place::Well) => true,
                (MotherState::Home { .. }, Place::Home) => {
                    home += 1;
                    true
                }
                (MotherState::Eaten, Place::Eaten(_)) => true,
                _ => false,
            };
            if !ok {
                return Err(format!("mother {s}: {state:?} at {place:?}"));
            }
            if let Place::Hollow(h) | Place::Eaten(h) = place
                && (h == 0 || h > self.hollow_count().unwrap_or(0))
            {
                return Err(format!("mother {s} off the spiral: {place:?}"));
            }
            let banked = self.credits(s).is_some_and(|c| c.throws.iter().any(|&t| t > 0));
            if banked
                && matches!(state, MotherState::InVillage | MotherState::Outward | MotherState::Home { .. })
            {
                return Err(format!("mother {s} has banked throws while {state:?}"));
            }
        }
        if home != standing.home.len() + standing.hyena.is_some() as usize {
            return Err("home count".into());
        }
        if standing.hyena != self.hyena_player() {
            return Err("the hyena is not the first mother home".into());
        }
        if !standing.eaten.is_empty()
            && !matches!(self.hyena_state(), HyenaState::Returning | HyenaState::Home)
        {
            return Err("eaten before the hyena drank".into());
        }
        if let HyenaState::AtWell { paid, of } | HyenaState::InVillage { paid, of } = self.hyena_state()
            && paid >= of
        {
            return Err("hyena paid in full but still waiting".into());
        }
        if self.is_over() != (home + standing.eaten.len() == n) {
            return Err("over exactly when every mother is home or eaten".into());
        }
        if let Turn::Seat(s) = self.turn()
            && self.current_player() != Some(s)
        {
            return Err("the seat to move is not the current player".into());
        }
        Ok(())
    }
}
