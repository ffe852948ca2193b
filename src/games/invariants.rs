//! Each game's own consistency ([`Invariant`]), checked in every position by
//! `lab stats GAME --check` together with the shared contract (`model::conformance`). Written
//! through each game's public view, as its tests do, so they check what a player sees. A new game
//! adds its `impl` here.

use super::dablot::Dablot;
use super::deleb::Deleb;
use super::hyena::{Hyena, HyenaState, MotherState, Place};
use super::um_dyar::{Hole, Mode, UmDyar};
use crate::model::conformance::Invariant;
use crate::model::{Game, Turn};

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

/// The men on the field agree with the counts, slaves stand alone on their own home line, the
/// pool and the entry scores fit the phase, and the game is over exactly when a team has no man
/// left ([`Deleb::validate`]).
impl Invariant for Deleb {
    fn invariant(&self) -> Result<(), String> {
        self.validate().map_err(|m| m.to_string())
    }
}

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
