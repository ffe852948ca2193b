//! What the levels mean. Each is a thinking budget for the search (a number of iterations, so
//! the same seed gives the same move on any machine), plus how the beginner errs.

use crate::model::{Evaluate, Level};

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Budget {
    /// Search iterations (each one descends the tree, adds a node and plays a short playout).
    pub iterations: u32,
    /// Moves of random playout after the tree before the game's evaluation is used instead.
    pub playout_depth: u32,
    /// UCB exploration constant.
    pub exploration: f32,
    /// False: play the most-searched move. True: choose among the searched moves with odds
    /// proportional to the square of their visit counts, so a beginner makes the plausible
    /// mistakes a person makes (a good-looking second choice), never wild ones.
    pub human_mistakes: bool,
}

impl Budget {
    pub fn of<G: Evaluate>(level: Level) -> Budget {
        let (iterations, human_mistakes) = match level {
            Level::Beginner => (150, true),
            Level::Intermediate => (1_500, false),
            Level::Strong => (12_000, false),
        };
        Budget { iterations, playout_depth: G::PLAYOUT_DEPTH, exploration: 0.7, human_mistakes }
    }
}
