//! A game's own sense of who is doing well, for the computer players.

use super::game::{Game, Seat};

/// An estimate, from the rules' point of view (material, progress, credits…), of how well `seat`
/// is doing: a value in `[0, 1]`, higher is better, comparable between seats of one state. The
/// one-move-greedy baseline picks the move that maximises it; the search may use it to cut
/// playouts short. Cheap: it is called in inner loops.
pub trait Evaluate: Game {
    /// Moves of random playout the search plays after its tree before it asks [`evaluate`]
    /// instead (`ai::Budget`). Each game chooses it (there is no default, so a new game must):
    /// long enough to see a move's consequences (a capture and its reply, a turn of throws),
    /// short enough that the evaluation still says something about the move that led there.
    ///
    /// [`evaluate`]: Evaluate::evaluate
    const PLAYOUT_DEPTH: u32;

    /// The strong level's iterations in this game (`ai::Budget`): 12,000 unless the game has
    /// measured that it needs another budget (docs/ai.md gives the measurements).
    const STRONG_ITERATIONS: u32 = 12_000;

    /// The intermediate level's iterations and playout depth in this game (`ai::Budget`): 1,500
    /// and [`PLAYOUT_DEPTH`] unless the game has measured that the levels need another spacing
    /// (docs/ai.md: a learner must feel each level stronger than the one below).
    ///
    /// [`PLAYOUT_DEPTH`]: Evaluate::PLAYOUT_DEPTH
    const INTERMEDIATE: (u32, u32) = (1_500, Self::PLAYOUT_DEPTH);

    /// What the game review (`ai::review::ReviewBudget`) searches: iterations at each decision,
    /// and at each throw per outcome other than the one thrown. The strong level's iterations
    /// and a twentieth of them unless the game measured that a review would then take too long
    /// (docs/ai.md, "Reviewing a game").
    const REVIEW: (u32, u32) = (Self::STRONG_ITERATIONS, Self::STRONG_ITERATIONS / 20);

    fn evaluate(&self, seat: Seat) -> f32;
}
