//! How the game ends. Checked after every turn, for the side about to move, in this order (a win
//! reached on a turn counts before a draw reached on the same turn):
//!
//! 1. "A player wins if it captures all their opponent's pieces" (Wikipedia, Goal).
//! 2. Option `king_capture=loses`: a side whose king has been captured loses (Wiklund 1892).
//! 3. Option `lone_kings=draw`: "If only the Kings are left on the board the game is a draw"
//!    (Ludii evidence DLP.Evidence.1862).
//! 4. A side that cannot move on its turn: with `blocked=loses` (our decision, as in draughts) it
//!    loses; with `blocked=lone-loses` only a lone piece that outranks every enemy piece loses
//!    ("A player wins … by blocking a higher ranking piece from being able to move if it is the
//!    only remaining piece belonging to the opponent", DLP.Evidence.1862) and any other side
//!    passes.
//! 5. "A draw is possible … after a number of turns made by each player without a capture": after
//!    `draw_turns` turns of each player (twice that many turns in all) without a capture.
//!
//! The draw "by mutual agreement" the source also allows, and resignation, are not moves of the
//! rules engine: the session layer offers them.

use super::Dablot;
use super::options::Blocked;
use super::pieces::Side;

/// Why the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The loser has no pieces left.
    AllTaken,
    /// The loser's king was captured (`king_capture=loses`).
    KingTaken,
    /// The loser could not move on its turn (`blocked=loses`).
    Blocked,
    /// The loser's lone piece, outranking every enemy piece, could not move (`blocked=lone-loses`).
    LoneBlocked,
    /// Only the two kings were left (`lone_kings=draw`).
    LoneKings,
    /// `draw_turns` turns of each player without a capture.
    NoCapture,
}

impl EndReason {
    /// A stable label (for `lab stats` and the catalog key `dablot.end.<label>`).
    pub fn as_str(self) -> &'static str {
        match self {
            EndReason::AllTaken => "all-taken",
            EndReason::KingTaken => "king-taken",
            EndReason::Blocked => "blocked",
            EndReason::LoneBlocked => "lone-blocked",
            EndReason::LoneKings => "lone-kings",
            EndReason::NoCapture => "no-capture",
        }
    }

    /// The catalog key of the sentence explaining it.
    pub fn text_key(self) -> &'static str {
        match self {
            EndReason::AllTaken => "dablot.end.all-taken",
            EndReason::KingTaken => "dablot.end.king-taken",
            EndReason::Blocked => "dablot.end.blocked",
            EndReason::LoneBlocked => "dablot.end.lone-blocked",
            EndReason::LoneKings => "dablot.end.lone-kings",
            EndReason::NoCapture => "dablot.end.no-capture",
        }
    }
}

/// The end of a game: the winner (`None` for a draw) and why.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct End {
    pub winner: Option<Side>,
    pub reason: EndReason,
}

impl Dablot {
    /// Is the game over in this position, with the side `to_move` about to move?
    pub(crate) fn compute_end(&self) -> Option<End> {
        let n = self.to_move;
        let other = 1 - n;
        let win = |w: Side, reason| Some(End { winner: Some(w), reason });
        if self.men[n as usize] == 0 {
            return win(other, EndReason::AllTaken);
        }
        if self.cfg.king_capture_loses {
            for s in [n, other] {
                if self.men[s as usize] & self.kings == 0 {
                    return win(1 - s, EndReason::KingTaken);
                }
            }
        }
        let lone = |s: Side| self.men[s as usize].count_ones() == 1;
        if self.cfg.lone_kings_draw && lone(0) && lone(1) && self.occupied() & !self.kings == 0 {
            return Some(End { winner: None, reason: EndReason::LoneKings });
        }
        if !self.can_step(n) && self.jumpers(n) == 0 {
            match self.cfg.blocked {
                Blocked::Loses => return win(other, EndReason::Blocked),
                Blocked::LoneLoses if lone(n) && self.top_rank(n) > self.top_rank(other) => {
                    return win(other, EndReason::LoneBlocked);
                }
                Blocked::LoneLoses => {} // it passes
            }
        }
        if self.quiet >= 2 * self.cfg.draw_turns {
            return Some(End { winner: None, reason: EndReason::NoCapture });
        }
        None
    }
}
