//! The starting position (rule 2): "The 28 soldiers or peasants are initially set up on each
//! player's half of the board, on each intersection of the gridlines of the first 5 ranks
//! (including the intersections of the diagonals in between the 'main' orthogonal grid). The Sami
//! Prince is placed on the sixth rank, on the intersection of diagonals to that player's farthest
//! right. The Sami King is placed on the seventh rank, at the right edge of the board."
//!
//! A rank is a row of points, corner rows and centre rows alike, counted from the player's own
//! edge: side 0's first five ranks are `y = 0…4`, its sixth `y = 5` and its seventh the middle row
//! `y = 6`. "Right" is the player's right as they face the board: the far end of `x` for side 0,
//! `x = 0` for side 1 (the position is symmetric under a half turn). So side 0's prince stands on
//! `9,5` and its king on `10,6`; side 1's prince on `1,7` and its king on `0,6`. Twelve points stay
//! empty: four in each of the rows `y = 5, 6, 7`.

use super::board::{ALL, Point};

/// Side 0's soldiers: every point of the rows `y ≤ 4`.
pub const SOLDIERS_0: u128 = rows_up_to(4);
/// Side 1's soldiers: every point of the rows `y ≥ 8`.
pub const SOLDIERS_1: u128 = ALL & !rows_up_to(7);

const fn rows_up_to(y: u8) -> u128 {
    let mut b = 0u128;
    let mut p = 0;
    while p < super::board::POINTS {
        if super::board::XY[p].1 <= y {
            b |= 1u128 << p;
        }
        p += 1;
    }
    b
}

/// Where each side's prince starts: `9,5` and `1,7`.
pub fn prince_start(side: u8) -> Point {
    let (x, y) = if side == 0 { (9, 5) } else { (1, 7) };
    Point::at(x, y).unwrap_or(Point::raw(0))
}

/// Where each side's king starts: `10,6` and `0,6`.
pub fn king_start(side: u8) -> Point {
    let (x, y) = if side == 0 { (10, 6) } else { (0, 6) };
    Point::at(x, y).unwrap_or(Point::raw(0))
}
