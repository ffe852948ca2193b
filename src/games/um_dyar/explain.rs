//! Why a game of a match was won, in words, when the seeds kept back from the game before
//! decided it.
//!
//! "The player who has captured most seeds, wins the game." (Wikimanqala, "Um dyar", Rules). In a
//! match a player's captured seeds are not only this game's: the winner of the game before filled
//! all his holes and kept the seeds they could not take (rule `surplus`). Those seeds were
//! captured too, never went back on the board, and count for him: so a player who took 12 seeds
//! in a game can win it against one who took 26, if he began it holding 30. The score panel's
//! piles do not show that by themselves; [`GameEnd::why`] says it.

use super::ending::GameEnd;
use crate::i18n::Msg;
use crate::model::Seat;

/// The message for a game won thanks to kept seeds, by winner (0 South, 1 North).
const WON: [&str; 2] = ["um-dyar.result.kept_won.south", "um-dyar.result.kept_won.north"];
/// The message for a tie that the kept seeds of one player made, by that player.
const TIE: [&str; 2] = ["um-dyar.result.kept_tie.south", "um-dyar.result.kept_tie.north"];

impl GameEnd {
    /// Why this game's result is what it is, when the seeds kept back from the game before
    /// decided it: the winner took no more seeds in this game than the loser (or, in a tie, the
    /// players took different numbers). `None` when this game's takings decide it by themselves,
    /// which is always so in a single game and in the first game of a match (nobody keeps seeds
    /// then).
    ///
    /// Arguments of the message: seeds the player with kept seeds took in this game, seeds the
    /// other took, his kept seeds, then the piles (winner's, loser's; for a tie, the pile each
    /// holds).
    pub fn why(&self) -> Option<Msg> {
        let [t, k, p] = [self.taken, self.kept, self.piles];
        match self.winner {
            Some(w) => {
                let l = (1 - w) as usize;
                let w = w as usize;
                if k[w] == 0 || t[w] > t[l] {
                    return None;
                }
                Some(Msg::new(WON[w]).arg(t[w]).arg(t[l]).arg(k[w]).arg(p[w]).arg(p[l]))
            }
            None => {
                // A tie with different takings: the player who took fewer made it up with kept
                // seeds.
                if t[0] == t[1] {
                    return None;
                }
                let less: Seat = (t[1] < t[0]) as Seat;
                let (a, b) = (less as usize, 1 - less as usize);
                if k[a] == 0 {
                    return None;
                }
                Some(Msg::new(TIE[a]).arg(t[a]).arg(t[b]).arg(k[a]).arg(p[a]))
            }
        }
    }
}
