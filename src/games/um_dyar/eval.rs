//! A cheap estimate for the computer players: the share of the game's seeds in each player's
//! pile, plus half the seeds on his own side (seeds he can still sow and perhaps keep).

use super::UmDyar;
use crate::model::{Evaluate, Planner, Seat, Solved};

impl Evaluate for UmDyar {
    /// A sowing and its capture, then a few replies.
    const PLAYOUT_DEPTH: u32 = 16;

    fn evaluate(&self, seat: Seat) -> f32 {
        let own = |p: usize| -> f32 { self.captured[p] as f32 + 0.5 * self.on_side(p) as f32 };
        let (me, them) = if seat == 0 { (own(0), own(1)) } else { (own(1), own(0)) };
        let total = (me + them).max(1.0);
        (me / total).clamp(0.0, 1.0)
    }

    /// The last few seeds of a game (at most `endgame::FEW_SEEDS` on the board): a search of the
    /// game in progress that takes them as soon as it can (`endgame.rs`).
    fn planner(&self, iterations: u32, _seed: u64) -> Option<Box<dyn Planner<Self>>> {
        super::endgame::plan(self, iterations).map(|p| Box::new(p) as Box<dyn Planner<Self>>)
    }

    /// Exact on the smallest single games (`solve.rs`), `None` elsewhere.
    fn solved(&self, seat: Seat) -> Option<Solved> {
        self.solved_for(seat)
    }
}
