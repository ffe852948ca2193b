//! The board: two rows of holes, each player owning the row nearer to him, joined into one ring
//! in sowing order; closed holes (match play) are left out of the ring.
//!
//! "The board is made of two rows of an even number of holes, between 2 and 12." "Each player
//! controls the holes on his side of the board." (Wikimanqala, "Um dyar", Rules)

use super::UmDyar;
use crate::model::Seat;

/// A hole named the way players name it: whose row it is in, and its place counted from that
/// player's own left, from 0 (the move notation counts from 1: hole `index + 1`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Hole {
    pub player: Seat,
    pub index: usize,
}

/// A row of the board as drawn: player 0 sits at the bottom, player 1 at the top.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Row {
    Top,
    Bottom,
}

/// Where a hole is drawn: its row and its column, 0 being the leftmost column as player 0 sees
/// the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Spot {
    pub row: Row,
    pub column: usize,
}

/// Where hole `hole` is drawn on a board of `holes_per_row` holes a row, player 0 at the bottom.
///
/// Player 0's hole `i` (from his left) is bottom row, column `i`; player 1 faces him, so his hole
/// `i` (from *his* left) is top row, column `holes_per_row - 1 - i`. Sowing is counterclockwise:
/// along the bottom row left to right, then along the top row right to left.
pub fn spot(holes_per_row: usize, hole: Hole) -> Spot {
    if hole.player == 0 {
        Spot { row: Row::Bottom, column: hole.index }
    } else {
        Spot { row: Row::Top, column: holes_per_row.saturating_sub(1).saturating_sub(hole.index) }
    }
}

/// The hole drawn at `at` on a board of `holes_per_row` holes a row: the inverse of [`spot`] (the
/// keyboard moves along the rows as they are drawn).
pub fn hole_drawn_at(holes_per_row: usize, at: Spot) -> Hole {
    match at.row {
        Row::Bottom => Hole { player: 0, index: at.column },
        Row::Top => Hole { player: 1, index: holes_per_row.saturating_sub(1).saturating_sub(at.column) },
    }
}

impl UmDyar {
    /// Holes in the ring, closed ones included (2 × holes per row).
    #[inline]
    pub(super) fn ring_len(&self) -> usize {
        2 * self.holes as usize
    }

    /// The hole at ring index `i`.
    pub(super) fn hole_at(&self, i: usize) -> Hole {
        let n = self.holes as usize;
        Hole { player: (i >= n) as Seat, index: i % n.max(1) }
    }

    /// The ring index of `hole`, if it is on this board.
    pub(super) fn ring_index(&self, hole: Hole) -> Option<usize> {
        let n = self.holes as usize;
        (hole.player < 2 && hole.index < n).then(|| hole.player as usize * n + hole.index)
    }

    #[inline]
    pub(super) fn is_closed_ring(&self, i: usize) -> bool {
        self.closed >> i & 1 != 0
    }

    /// Open holes in the ring: the holes a lap of sowing passes.
    #[inline]
    pub(super) fn open_count(&self) -> usize {
        self.ring_len() - self.closed.count_ones() as usize
    }

    /// The next open hole counterclockwise after ring index `i` (closed holes are skipped: they
    /// are "refilled with sand", out of play).
    #[inline]
    pub(super) fn next_open(&self, i: usize) -> usize {
        let ring = self.ring_len();
        let mut j = i;
        loop {
            j = if j + 1 >= ring { 0 } else { j + 1 };
            if self.closed == 0 || !self.is_closed_ring(j) || j == i {
                return j;
            }
        }
    }

    /// The open hole before ring index `i` (clockwise), skipping closed holes.
    #[inline]
    pub(super) fn prev_open(&self, i: usize) -> usize {
        let ring = self.ring_len();
        let mut j = i;
        loop {
            j = if j == 0 { ring - 1 } else { j - 1 };
            if self.closed == 0 || !self.is_closed_ring(j) || j == i {
                return j;
            }
        }
    }

    /// Seeds on the board.
    pub(super) fn on_board(&self) -> u16 {
        self.pits.iter().sum()
    }

    /// Seeds in player `p`'s holes (his side of the board).
    pub(super) fn on_side(&self, p: usize) -> u16 {
        let n = self.holes as usize;
        self.pits[p * n..(p + 1) * n].iter().sum()
    }
}
