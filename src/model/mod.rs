//! The shared game model: what every game is, and the tools that work on any game.
//! Pure Rust: no web types here (a test checks it).

mod agreements;
pub mod conformance;
mod ending;
mod evaluate;
pub mod explain;
mod explain_step;
mod game;
pub mod json;
mod options;
mod outcome;
pub mod perft;
pub mod playout;
mod prob;
mod rng;
mod seats;
mod session;

pub use agreements::{Agreements, DRAW_AGREED, RESIGN};
pub use ending::{Ending, EndingRule, SHARED_RULES, check_ending, ending_rule, ending_rules, sides};
pub use evaluate::{Evaluate, Planner, Solved};
pub use explain::explain;
pub use explain_step::ExplainStep;
pub use game::{
    BadNotation, BadSetup, Game, IllegalMove, MAX_SEATS, RuleDoc, RuleRef, Seat, Turn, draw_outcome,
};
pub use json::JsonState;
pub use options::{OldDefault, OptionKind, OptionSpec, Options};
pub use outcome::Outcome;
pub use prob::{Prob, choose};
pub use rng::{GameRng, chance_word, fresh_seed, splitmix64, word_below};
pub use seats::{Level, Player, SeatConfig};
pub use session::{Session, Step};

/// A toy dice game for testing the shared machinery (not a site game).
#[doc(hidden)]
pub mod pig;
#[cfg(test)]
mod tests;
