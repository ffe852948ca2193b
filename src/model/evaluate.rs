//! A game's own sense of who is doing well, for the computer players.

use super::game::{Game, Seat};

/// An estimate, from the rules' point of view (material, progress, credits…), of how well `seat`
/// is doing: a value in `[0, 1]`, higher is better, comparable between seats of one state. The
/// one-move-greedy baseline picks the move that maximises it; the search may use it to cut
/// playouts short. Cheap: it is called in inner loops.
/// How the search plays the moves of a playout (`ai::Budget`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Playout {
    /// A uniformly random legal move: cheap, and blind to what the moves do.
    Random,
    /// The move after which [`Evaluate::evaluate`] is best for the mover (ties broken at random),
    /// as the one-move-greedy baseline plays: each playout move costs one evaluation per legal move.
    Greedy,
}

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

    /// The strong level's playout depth: [`PLAYOUT_DEPTH`] unless the game has measured that its
    /// strong search does better with another (docs/ai.md).
    ///
    /// [`PLAYOUT_DEPTH`]: Evaluate::PLAYOUT_DEPTH
    const STRONG_PLAYOUT_DEPTH: u32 = Self::PLAYOUT_DEPTH;

    /// How the strong level plays its playouts: at random unless the game has measured that
    /// one-move-greedy playouts on its evaluation serve its strong search better (docs/ai.md).
    const STRONG_PLAYOUT: Playout = Playout::Random;

    fn evaluate(&self, seat: Seat) -> f32;
}
