//! What the levels mean. Each is a thinking budget for the search (a number of iterations, so
//! the same seed gives the same move on any machine), plus how often it errs.

use crate::model::{Evaluate, Level, Playout};

#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Budget {
    /// Search iterations (each one descends the tree, adds a node and plays a short playout).
    pub iterations: u32,
    /// Moves of random playout after the tree before the game's evaluation is used instead.
    pub playout_depth: u32,
    /// How the playout's moves are chosen.
    pub playout: Playout,
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
        let (iterations, playout_depth, playout, pick) = match level {
            Level::Beginner => (150, G::PLAYOUT_DEPTH, Playout::Random, Pick::Weighted(2)),
            Level::Intermediate => (1_500, G::PLAYOUT_DEPTH, Playout::Random, Pick::MostSearched),
            // 12,000 iterations at the game's playout depth with random playouts, unless the game
            // measured better (`Evaluate::STRONG_ITERATIONS`, `STRONG_PLAYOUT_DEPTH`,
            // `STRONG_PLAYOUT`).
            Level::Strong => {
                (G::STRONG_ITERATIONS, G::STRONG_PLAYOUT_DEPTH, G::STRONG_PLAYOUT, Pick::MostSearched)
            }
        };
        Budget { iterations, playout_depth, playout, exploration: 0.7, pick }
    }
}
