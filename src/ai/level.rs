//! What the levels mean. Each is a thinking budget for the search (a number of iterations, so
//! the same seed gives the same move on any machine), plus how often it errs.

use crate::model::{Evaluate, Level};

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Budget {
    /// Search iterations (each one descends the tree, adds a node and plays a short playout).
    pub iterations: u32,
    /// Moves of random playout after the tree before the game's evaluation is used instead.
    pub playout_depth: u32,
    /// UCB exploration constant.
    pub exploration: f32,
    /// How the move is picked from the search.
    pub pick: Pick,
}

/// How a level picks its move once it has searched.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Pick {
    /// The most-searched move.
    MostSearched,
    /// Among the searched moves, with odds proportional to their visit counts to this power: the
    /// plausible mistakes a person makes (a good-looking second choice, more often the closer it
    /// looked), never wild ones. The lower the power, the more mistakes.
    Weighted(u32),
}

impl Budget {
    pub fn of<G: Evaluate>(level: Level) -> Budget {
        let (iterations, playout_depth, pick) = match level {
            Level::Beginner => (150, G::PLAYOUT_DEPTH, Pick::Weighted(2)),
            // 1,500 iterations unless the game measured another spacing (`Evaluate::INTERMEDIATE`).
            Level::Intermediate => (G::INTERMEDIATE.0, G::INTERMEDIATE.1, Pick::MostSearched),
            // 12,000 unless the game measured that it needs more (`Evaluate::STRONG_ITERATIONS`).
            Level::Strong => (G::STRONG_ITERATIONS, G::PLAYOUT_DEPTH, Pick::MostSearched),
        };
        Budget { iterations, playout_depth, exploration: 0.7, pick }
    }
}
