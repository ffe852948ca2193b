//! What stands on each junction, packed in one byte.
//!
//! A junction holds nothing, or men of one team: one man, or a double man (Marin p. 510: "the two
//! companions move together as if they were a single man"). Landing on an enemy eats him, and a
//! team's second man on a junction joins the first, so one byte per junction describes the field:
//!
//! | bits | meaning |
//! |---|---|
//! | 0–1 | men on the junction: 0, 1 or 2 |
//! | 2 | team (0 = A, 1 = D) |
//! | 3 | slave: the man has never moved from his original junction |
//! | 4 | homeward: on a sea line, the man is on the second run of his circuit |

use super::track::{self, Team};

/// Cells of the largest field: four lines of 100 junctions.
pub const MAX_CELLS: usize = 4 * super::options::MAX_LINES as usize;

pub const COUNT: u8 = 0b0_0011;
pub const TEAM: u8 = 0b0_0100;
pub const SLAVE: u8 = 0b0_1000;
pub const HOMEWARD: u8 = 0b1_0000;

/// The byte for `count` men of `team`.
#[inline]
pub fn cell_byte(team: Team, count: u8, slave: bool, homeward: bool) -> u8 {
    (count & COUNT) | (team << 2) | if slave { SLAVE } else { 0 } | if homeward { HOMEWARD } else { 0 }
}

#[inline]
pub fn count(c: u8) -> u8 {
    c & COUNT
}

#[inline]
pub fn team(c: u8) -> Team {
    (c & TEAM) >> 2
}

#[inline]
pub fn is_slave(c: u8) -> bool {
    c & SLAVE != 0
}

#[inline]
pub fn is_homeward(c: u8) -> bool {
    c & HOMEWARD != 0
}

/// Does the byte hold men of `t`?
#[inline]
pub fn holds(c: u8, t: Team) -> bool {
    c & COUNT != 0 && team(c) == t
}

/// The step of the man (or double man) on `cell`, given its byte, on a field of `n` cross-lines.
#[inline]
pub fn step_at(n: u8, cell: usize, c: u8) -> u16 {
    let j = track::Junction::of_cell(n, cell);
    track::step_of(n, team(c), j, is_homeward(c))
}
