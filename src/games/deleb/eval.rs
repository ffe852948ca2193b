//! A quick estimate of how a seat's team is doing, for the computer players: men left (the game is
//! won by eating them all), then men freed, then dèlebs stored.

use super::turn::team_of_seat;
use super::{Deleb, Phase};
use crate::model::{Evaluate, Seat};

impl Evaluate for Deleb {
    /// A turn is a run of throws and then several assignments: about a turn each way.
    const PLAYOUT_DEPTH: u32 = 40;

    fn evaluate(&self, seat: Seat) -> f32 {
        let team = team_of_seat(self.setup.players, seat) as usize;
        if self.phase == Phase::Over {
            return if self.winner as usize == team { 1.0 } else { 0.0 };
        }
        let n = self.setup.lines as f32;
        let (own, foe) = (team, 1 - team);
        let men = (self.men[own] as f32 - self.men[foe] as f32) / n;
        let free_of = |t: usize| self.men[t].saturating_sub(self.slaves[t]) as f32;
        let free = (free_of(own) - free_of(foe)) / n;
        let store = (self.store[own].min(8) as f32 - self.store[foe].min(8) as f32) / 8.0;
        (0.5 + 0.35 * men + 0.1 * free + 0.05 * store).clamp(0.0, 1.0)
    }
}
