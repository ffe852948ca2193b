//! A cheap estimate of how each player is doing, for the computer players.
//!
//! The hyena's player has already won (1). A mother home is worth more the earlier she came
//! (between 0.65 and 0.95). A mother on her journey is worth her progress (up to 0.6): days
//! walked, tâbas paid at the well, and her credits (a banked day is worth a little less than a
//! day walked, so that spending is never worse than keeping), less a share when the hyena has
//! drunk and she is within his reach ahead of him. An eaten mother is worth 0.

use super::Hyena;
use super::hyena_piece::Prowl;
use super::mother::Journey;
use super::sticks::BANKABLE;
use crate::model::{Evaluate, Seat};

/// A banked day counts this much of a day walked.
const BANKED_DAY: f32 = 0.9;
/// A banked tâba counts this many days walked.
const BANKED_TABA: f32 = 1.5;
/// Days the hyena covers in one turn on average (a mother: about 5⅓; at double rate).
const HYENA_REACH: u8 = 24;

impl Evaluate for Hyena {
    /// A turn is a run of throws until a ymn: a round of every seat's turn.
    const PLAYOUT_DEPTH: u32 = 60;

    fn evaluate(&self, seat: Seat) -> f32 {
        let i = seat as usize;
        if i >= self.players() {
            return 0.0;
        }
        if self.plays_hyena(seat) {
            return 1.0;
        }
        let m = self.mothers[i];
        let well = self.well_day() as f32;
        let cost = self.setup.well as f32;
        // The whole journey in "days": out, the well's tâbas (a tâba is worth about 2.7 days of
        // throwing), back.
        let total = 2.0 * well + cost * 2.7;
        let c = self.credits[i];
        let banked: f32 =
            BANKABLE.iter().map(|&f| c.banked(f) as f32 * self.setup.sticks.value(f) as f32).sum::<f32>();
        let walked = match m.journey {
            Journey::Village => 0.0,
            Journey::Outward => m.day as f32,
            Journey::Well => well + m.paid as f32 * 2.7,
            Journey::Returning => well + cost * 2.7 + (well - m.day as f32),
            Journey::Home => {
                let order = self.home.iter().take(self.homes as usize).position(|&h| h == seat).unwrap_or(0);
                return 0.95 - 0.3 * order as f32 / self.players() as f32;
            }
            Journey::Eaten => return 0.0,
        };
        let left = (total - walked).max(0.0);
        let credit = (banked * BANKED_DAY).min(left) + c.tabas as f32 * BANKED_TABA;
        let mut progress = ((walked + credit) / total).min(1.0);
        let b = self.beast;
        if m.journey == Journey::Returning
            && matches!(b.prowl, Prowl::Returning | Prowl::Well)
            && m.day < b.day
            && b.day - m.day <= HYENA_REACH
        {
            progress *= 0.7;
        }
        0.6 * progress
    }
}
