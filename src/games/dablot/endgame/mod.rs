//! The endgame: what winning means once a game is decided, for the computer players.
//!
//! A game is **decided** (by the measure of docs/ai.md's conversion benchmark) when one side leads
//! by at least six pieces, or holds a rank higher than any piece the other has left
//! ([`Dablot::holds`], [`Dablot::ahead`]). Winning it then is not a matter of piece count: the rules end a game only
//! when a side has no piece left, or cannot move (`blocked=loses`), or is a lone outranking piece
//! that cannot move (`blocked=lone-loses`), or has lost its king (`king_capture=loses`); and the
//! game is drawn when each side has made `draw_turns` turns without a capture.
//!
//! | file | holds |
//! |---|---|
//! | `plan.rs` | the endgame search (alpha-beta, iteratively deeper, in slices) and its moves by the tables |
//! | `score.rs` | the score of a decided position for the side ahead: material, trades, room, the hunt, the draw rule |
//! | `cage.rs` | the search that proves a lone king can be left no move within a few turns, and how |
//! | `hem.rs` | the score where only hemming in wins (a lone king against a prince and soldiers) |
//! | `table.rs` | the exact tables of one and two pieces against one, built in slices |

mod cage;
mod hem;
pub mod plan;
mod score;
pub mod table;

use super::Dablot;
use super::pieces::Side;

pub use table::{Ending, Exact};

/// The lead in pieces that makes a position won for the conversion benchmark.
pub const LEAD: u32 = 6;

impl Dablot {
    /// Does `side` hold a decided position: it leads by at least [`LEAD`] pieces, or it holds a
    /// rank higher than every piece the other side has left? Both sides may (a lone king against
    /// a prince and many soldiers: the king cannot be taken, the soldiers can only hem it in).
    pub fn holds(&self, side: Side) -> bool {
        let o = 1 - side;
        self.end.is_none()
            && (self.count(side) >= self.count(o) + LEAD || self.top_rank(side) > self.top_rank(o))
    }

    /// The side that holds a decided position, for the conversion benchmark: the side that leads
    /// by at least [`LEAD`] pieces, else the side that holds a rank higher than every piece the
    /// other has left. `None` when neither does, or the game is over.
    pub fn ahead(&self) -> Option<Side> {
        let lead = |s: Side| self.end.is_none() && self.count(s) >= self.count(1 - s) + LEAD;
        [0, 1].into_iter().find(|&s| lead(s)).or_else(|| [0, 1].into_iter().find(|&s| self.holds(s)))
    }
}

/// For the endgame's unit tests: a lone king in the corner 0,0 with two points left (0,0 and
/// 1,1), every piece around it covered; side 0's prince far off.
#[cfg(test)]
const SHUT_CORNER: [(char, i32, i32); 8] =
    [('S', 2, 0), ('S', 4, 0), ('S', 0, 2), ('S', 0, 4), ('S', 2, 2), ('S', 3, 3), ('P', 8, 8), ('k', 0, 0)];

/// A position for the endgame's unit tests: pieces written `('S', 4, 0)` (side 0's soldier on
/// 4,0; `P` a prince, `K` a king), lower case for side 1's; side 0 to move, under the given capture
/// reading, with `quiet` turns already played without a capture.
#[cfg(test)]
fn test_position(capture: &str, quiet: u16, pieces: &[(char, i32, i32)]) -> Dablot {
    use super::pieces::Rank;
    use super::{Placed, Point};
    use crate::model::{Game, Options};
    let options = Options::from_pairs(Dablot::option_specs(), [("capture", capture)]).expect("options");
    let placed: Vec<Placed> = pieces
        .iter()
        .map(|&(c, x, y)| Placed {
            point: Point::at(x, y).expect("a point"),
            side: c.is_ascii_lowercase() as u8,
            rank: match c.to_ascii_uppercase() {
                'K' => Rank::King,
                'P' => Rank::Prince,
                _ => Rank::Soldier,
            },
        })
        .collect();
    Dablot::from_pieces(&options, 0, quiet, &placed).expect("a position")
}
