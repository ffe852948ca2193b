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

    /// A search of the game's own for this position, where the game knows how to play it better
    /// than the general search does (Dablot: the endgame of a decided game, and the exact tables
    /// of the smallest endings), given the general search's budget of `iterations` and its seed.
    /// `None` (the default): the general search plays. It must spend about what the general search
    /// would in `iterations` and be as reproducible.
    fn planner(&self, _iterations: u32, _seed: u64) -> Option<Box<dyn Planner<Self>>> {
        None
    }

    /// What the rules give `seat` with perfect play from here, where the game knows it exactly
    /// (Dablot's tables of the smallest endings): for the coach's "wins in N". `None` (the
    /// default): not known.
    fn solved(&self, _seat: Seat) -> Option<Solved> {
        None
    }
}

/// A position's result with perfect play, for one seat (see [`Evaluate::solved`]). The turns are
/// those (of either player) until the win is sealed: the end of the game, or the capture after
/// which the rest is won again.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Solved {
    Win(u32),
    Loss(u32),
    Draw,
}

/// A game's own search for a position (see [`Evaluate::planner`]), run in slices like the general
/// one (`ai::Search`), which hands its work to it.
pub trait Planner<G: Game> {
    /// Does about `n` iterations' worth of work more; returns whether it is finished.
    fn run(&mut self, n: u32) -> bool;
    /// The work done so far, in the general search's iterations.
    fn iterations(&self) -> u32;
    fn finished(&self) -> bool;
    /// The move it plays.
    fn best_move(&self) -> Option<G::Move>;
    /// Each root move it looked at: the work spent under it (as the general search's visits) and
    /// its value for the mover in `[0, 1]`, the move it plays first.
    fn root_stats(&self) -> Vec<(G::Move, u32, f32)>;
}
