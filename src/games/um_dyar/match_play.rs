//! Match play: the next game is set up from each player's pile.
//!
//! "Usually you don't play just a game, but a match. In the next game you start filling the
//! holes with the captured seeds. The winner fills all his holes with the standard initial
//! number of seeds. The loser fills all the holes he can with the standard number of seeds. If
//! he some seeds remain, he puts them in another hole. The empty holes on the loser's side of the
//! board are refilled with sand or marked somehow. In the next game you don't play in them. If
//! the loser has not enough holes for his seeds, he reopens as many holes as he needs. There is
//! no fixed rule about the order to close or reopen the holes. Sometimes they are openend from
//! left to right. However, it is not important. The winner of the match is who captures all the
//! seeds and leaves the opponent with no holes on his side." (Wikimanqala, "Um dyar", Rules)
//!
//! Our readings where the text is silent:
//! - `close-order`: each player fills his holes from his own left; the rightmost holes are the
//!   ones closed (so holes reopen from left to right, as the source says is sometimes done);
//! - `surplus`: the winner's seeds beyond what fills his holes stay in his pile, and count in
//!   the next game's tally (nothing leaves the game);
//! - `match-tie`: every player fills with the same procedure, so after a tie (equal piles of
//!   holes × seeds each) both fill all their holes and the board is whole again;
//! - `next-first`: the loser of a game moves first in the next; after a tie, the player who did
//!   not start the tied game.

use super::UmDyar;
use super::ending::NOTE_CLOSED;
use crate::model::Seat;

impl UmDyar {
    /// The holes each pile would leave closed in a next game (`close-order`: the rightmost
    /// holes a pile cannot fill, one more hole taking what is left over). At a match's end its
    /// standing: the loser's whole row when he has no seed; after the last game by agreement or
    /// by the limit, as the next game would have begun.
    pub(super) fn closed_by_piles(&self) -> u32 {
        let n = self.holes as usize;
        let mut closed = 0;
        for p in 0..2 {
            let (pile, s) = (self.captured[p], self.seeds);
            let filled = ((pile / s) as usize + usize::from(pile % s > 0)).min(n);
            closed |= (((1u32 << n) - 1) & !((1u32 << filled) - 1)) << (p * n);
        }
        closed
    }

    /// Sets up the next game of the match from the piles; `winner` won the game just finished.
    pub(super) fn next_game(&mut self, winner: Option<Seat>) {
        let n = self.holes as usize;
        let s = self.seeds;
        self.closed = 0;
        for p in 0..2 {
            let pile = self.captured[p];
            // Full holes from the player's left, then the rest in one more hole.
            let full = ((pile / s) as usize).min(n);
            let mut left = pile - full as u16 * s;
            for i in 0..n {
                let hole = p * n + i;
                if i < full {
                    self.pits[hole] = s;
                } else if i == full && full < n && left > 0 {
                    self.pits[hole] = left;
                    left = 0;
                } else {
                    self.pits[hole] = 0;
                    self.closed |= 1 << hole;
                }
            }
            // Only a player who filled all his holes keeps seeds back (the surplus).
            self.captured[p] = left;
            self.kept[p] = left;
        }
        if self.closed != 0 {
            self.notes |= NOTE_CLOSED;
        }
        self.starter = match winner {
            Some(w) => 1 - w,
            None => 1 - self.starter,
        };
        self.to_move = self.starter;
        self.since_capture = 0;
        self.game_no += 1;
    }
}
