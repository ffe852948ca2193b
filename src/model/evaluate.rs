//! A game's own sense of who is doing well, for the computer players.

use super::game::{Game, Seat};

/// An estimate, from the rules' point of view (material, progress, credits…), of how well `seat`
/// is doing: a value in `[0, 1]`, higher is better, comparable between seats of one state. The
/// one-move-greedy baseline picks the move that maximises it; the search may use it to cut
/// playouts short. Cheap: it is called in inner loops.
pub trait Evaluate: Game {
    fn evaluate(&self, seat: Seat) -> f32;
}
