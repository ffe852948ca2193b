//! The move type. A move is a whole turn: a step, a chain of jumps (one or more), or — only under
//! `blocked=lone-loses`, for a side that cannot move and is not a lone outranking piece — a pass.
//! It is stored as its effect: start, end and the set of captured points. Two chains with the
//! same effect leave the same position, so they are one move (the list never holds both); the
//! notation writes the first path in direction order, and reads every path that has a legal
//! effect.

use super::board::{ALL, NONE, Point, bits};

/// One turn: `from` → `to`, taking the pieces on the points of `captured`. Packed into one
/// `u128` (bits 0–71 the captured points, then `from` and `to`), so move lists stay small.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move(u128);

impl Move {
    /// Passing the turn: only for a side that cannot move under `blocked=lone-loses`.
    pub const PASS: Move = Move::capture(NONE, NONE, 0);

    #[inline(always)]
    pub(crate) const fn step(from: u8, to: u8) -> Move {
        Move::capture(from, to, 0)
    }

    #[inline(always)]
    pub(crate) const fn capture(from: u8, to: u8, captured: u128) -> Move {
        Move((captured & ALL) | (from as u128) << 72 | (to as u128) << 80)
    }

    /// A 10-bit hash of the move (for the filter of the chain search).
    #[inline(always)]
    pub(crate) const fn hash10(self) -> usize {
        let x = (self.0 as u64) ^ ((self.0 >> 64) as u64).rotate_left(29);
        (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize
    }

    /// The start point's number (`NONE` for a pass).
    #[inline(always)]
    pub(crate) const fn src(self) -> u8 {
        (self.0 >> 72) as u8
    }

    /// The end point's number (`NONE` for a pass).
    #[inline(always)]
    pub(crate) const fn dst(self) -> u8 {
        (self.0 >> 80) as u8
    }

    /// The captured points as a bit set.
    #[inline(always)]
    pub(crate) const fn taken(self) -> u128 {
        self.0 & ALL
    }

    pub fn is_pass(self) -> bool {
        self.src() == NONE
    }

    pub fn is_capture(self) -> bool {
        self.taken() != 0
    }

    /// The start point (`None` for a pass).
    pub fn from(self) -> Option<Point> {
        Point::from_id(self.src() as usize)
    }

    /// The end point (`None` for a pass).
    pub fn to(self) -> Option<Point> {
        Point::from_id(self.dst() as usize)
    }

    /// The points of the pieces this move takes, in point order.
    pub fn captured(self) -> Vec<Point> {
        bits(self.taken()).map(Point::raw).collect()
    }

    /// How many pieces this move takes.
    pub fn captures(self) -> u32 {
        self.taken().count_ones()
    }
}
