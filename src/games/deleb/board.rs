//! What stands on each junction, packed in one 16-bit word.
//!
//! A junction holds nothing, or men of one team: one man, or a double man (Marin p. 510: "the two
//! companions move together as if they were a single man"). Landing on an enemy eats him, and a
//! team's man landing on a junction of his own team joins the man there, so one word per junction
//! describes the field:
//!
//! | bits | meaning |
//! |---|---|
//! | 0–7 | men on the junction: 0, 1, 2 (or more with option `double_max=any`) |
//! | 8 | team (0 = A, 1 = D) |
//! | 9 | slave: one of the men has never moved from his original junction (alone, or joined by a free man with option `join_slave=yes`) |
//! | 10 | homeward: on a sea line, the men are on the second run of their circuit |
//! | 11 | apart: two men who share the junction without being joined (option `join=choose`, after the DLP summary's "they may choose to move both pieces as one") |

use super::track::{self, Team};

/// Cells of the largest field: four lines of 100 junctions.
pub const MAX_CELLS: usize = 4 * super::options::MAX_LINES as usize;

/// What stands on one junction.
pub type Cell = u16;

pub const COUNT: Cell = 0x00FF;
pub const TEAM: Cell = 0x0100;
pub const SLAVE: Cell = 0x0200;
pub const HOMEWARD: Cell = 0x0400;
pub const APART: Cell = 0x0800;

/// The word for `count` joined men of `team`.
#[inline]
pub fn cell_byte(team: Team, count: u8, slave: bool, homeward: bool) -> Cell {
    (count as Cell & COUNT)
        | ((team as Cell & 1) << 8)
        | if slave { SLAVE } else { 0 }
        | if homeward { HOMEWARD } else { 0 }
}

#[inline]
pub fn count(c: Cell) -> u8 {
    (c & COUNT) as u8
}

#[inline]
pub fn team(c: Cell) -> Team {
    ((c & TEAM) >> 8) as Team
}

#[inline]
pub fn is_slave(c: Cell) -> bool {
    c & SLAVE != 0
}

#[inline]
pub fn is_homeward(c: Cell) -> bool {
    c & HOMEWARD != 0
}

/// Two men standing on one junction without being joined: each moves alone.
#[inline]
pub fn is_apart(c: Cell) -> bool {
    c & APART != 0
}

/// The same men, `count` of them.
#[inline]
pub fn with_count(c: Cell, count: u8) -> Cell {
    (c & !COUNT) | count as Cell
}

/// Does the word hold men of `t`?
#[inline]
pub fn holds(c: Cell, t: Team) -> bool {
    c & COUNT != 0 && team(c) == t
}

/// How many men one move takes from this junction: all of them when joined, one when they stand
/// apart.
#[inline]
pub fn movers(c: Cell) -> u8 {
    if is_apart(c) { 1 } else { count(c) }
}

/// The step of the man (or double man) on `cell`, given its word, on a field of `n` cross-lines.
#[inline]
pub fn step_at(n: u8, cell: usize, c: Cell) -> u16 {
    let j = track::Junction::of_cell(n, cell);
    track::step_of(n, team(c), j, is_homeward(c))
}
