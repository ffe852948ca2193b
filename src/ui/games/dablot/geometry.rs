//! The board's geometry in SVG units, in one place: the page draws its points and pieces with it,
//! and `tests/dablot_sprite.rs`, which draws the board and pieces into `public/dablot.svg`,
//! includes this very file (`#[path]`), so the two cannot disagree. No web type here.
//!
//! Integers: no float formatting in the page. A step of the doubled coordinates is `U`: corners
//! are 2U apart, a centre lies U across and U up from a corner. Side 0 is at the bottom.

use super::Point;

/// One step of the doubled coordinates.
pub const U: i32 = 40;
/// The margin around the outermost points.
pub const M: i32 = 48;
/// The board's width.
pub const W: i32 = 10 * U + 2 * M;
/// The board's height.
pub const H: i32 = 12 * U + 2 * M;

/// The centre of a point on the screen: `(M + x·U, M + (12 − y)·U)`.
pub fn xy(p: Point) -> (i32, i32) {
    (M + p.x() as i32 * U, M + (12 - p.y() as i32) * U)
}
