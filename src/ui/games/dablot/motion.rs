//! A played move shown jump by jump, as frames for the shared animator (`table::Animator`): at
//! each frame the piece has reached the next point of its path (sliding there) and the pieces it
//! has jumped are crossed ghosts; then the board shows the position after the move.

use crate::games::dablot::{Dablot, Move, Point};
use crate::ui::table::Frames;

/// Milliseconds per jump or step of an animated move, at speed 1.
pub const STEP_MS: u32 = 360;

/// What the board draws at one step of a move being shown.
#[derive(Clone, PartialEq, Debug)]
pub struct Frame {
    /// The position before the move.
    pub before: Dablot,
    /// The path taken so far: the piece's start, then each point reached, the last where the
    /// piece is now.
    pub path: Vec<Point>,
    /// The piece slides to its point (from the one before): every frame but the first.
    pub slide: bool,
}

/// The frames of `mv` played from `before`, along the path the notation writes.
pub fn frames(before: &Dablot, mv: Move) -> Frames<Frame> {
    from_step(before, &before.path(mv), 0)
}

/// The frames of a move along `path` whose piece the board already shows on `path[shown]`: one
/// per point from there on. None when it is already at the end (or the move has no path: a pass).
pub fn from_step(before: &Dablot, path: &[Point], shown: usize) -> Frames<Frame> {
    if shown + 1 >= path.len() {
        return Vec::new();
    }
    (shown..path.len())
        .map(|k| (Frame { before: *before, path: path[..=k].to_vec(), slide: k > shown }, STEP_MS))
        .collect()
}
