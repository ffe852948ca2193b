//! Passing, and the end of a game.
//!
//! - "If a player has no seeds to play with, he passes and his opponent plays again." (rule
//!   `pass`)
//! - "The game ends when all seeds are captured. The player who has captured most seeds, wins
//!   the game." (rules `end`, `winner`; equal piles are a tie, rule `tie`)
//! - "If at the end of the game a single seed remains (i.e. there has been some mistake or
//!   cheating), the players who has an odd number of captured seeds loses one seed. These two
//!   seeds (the lost one and the seed remaining on the board) are not counted." (rule
//!   `single-seed`)
//! - Ours (rule `match-limit`, option `match-games`, off by default): a match stops after that
//!   many games; the bigger pile wins it.
//! - Ours (rule `match-stop`): the players may agree, during any game of a match, that it is the
//!   match's last; when it ends the match ends, and the bigger pile wins it (equal piles draw).
//! - Ours (rule `stall`): after `stall` moves in a row without a capture the game stops and each
//!   player takes the seeds left in his own holes.
//!
//! When can a lone seed remain? Every capture takes holes of even counts, so it removes an even
//! number of seeds; a single game starts with 2 × holes × seeds (even) on the board, so the board
//! always holds an even number and never exactly one seed. In match play it can happen: after a
//! game ended by the stall rule the piles may be odd, and the next game then starts with an odd
//! number of seeds on the board. A lone seed can never be captured, so the game ends there.

use super::UmDyar;
use super::options::Mode;
use crate::i18n::Msg;
use crate::model::Seat;

/// Facts worth counting over many games (`lab stats`), as bits of `UmDyar::notes`.
pub(super) const NOTE_STALL: u8 = 1;
pub(super) const NOTE_LONE_SEED: u8 = 2;
pub(super) const NOTE_CARRY: u8 = 4;
pub(super) const NOTE_TIE: u8 = 8;
pub(super) const NOTE_CLOSED: u8 = 16;

/// The labels of the facts in `notes`.
pub(super) fn notes(bits: u8) -> Vec<&'static str> {
    let names = [
        (NOTE_STALL, "stalled"),
        (NOTE_LONE_SEED, "lone-seed"),
        (NOTE_CARRY, "carry-won"),
        (NOTE_TIE, "tied-game"),
        (NOTE_CLOSED, "holes-closed"),
    ];
    names.iter().filter(|(b, _)| bits & b != 0).map(|&(_, n)| n).collect()
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// Every seed was captured.
    AllCaptured,
    /// One seed was left, which can never be captured (the source's lone-seed rule applied).
    LoneSeed,
    /// Our stall rule stopped it; each player took the seeds on his side.
    Stalled,
}

impl Ending {
    pub fn as_str(self) -> &'static str {
        match self {
            Ending::AllCaptured => "all-captured",
            Ending::LoneSeed => "lone-seed",
            Ending::Stalled => "stalled",
        }
    }

    pub fn parse(text: &str) -> Option<Ending> {
        [Ending::AllCaptured, Ending::LoneSeed, Ending::Stalled].into_iter().find(|e| e.as_str() == text)
    }
}

/// A finished game: its number, how it ended, each player's pile at its end (after the
/// lone-seed rule and the stall rule), and its winner (`None`: a tie): the bigger pile.
///
/// In a match a pile is more than the game's captures: it also holds the seeds its owner kept
/// back at the start of the game (`kept`, rule `surplus`). `taken` is what each player took during
/// the game: his captures, the carried seeds a capture collected, and under the stall rule the
/// seeds left on his side. So `piles = kept + taken`, less one seed for an odd pile under the
/// lone-seed rule. [`GameEnd::why`] explains a result the kept seeds decided.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameEnd {
    pub number: u16,
    pub ending: Ending,
    pub piles: [u16; 2],
    pub winner: Option<Seat>,
    pub kept: [u16; 2],
    pub taken: [u16; 2],
}

impl UmDyar {
    /// The player with the bigger pile, `None` when they are equal.
    pub(super) fn leader_by_pile(&self) -> Option<Seat> {
        let [a, b] = self.captured;
        (a != b).then_some((b > a) as Seat)
    }

    /// The player to move has no seeds: he passes, and his opponent plays again.
    pub(super) fn pass(&mut self) {
        self.since_capture += 1;
        self.to_move = 1 - self.to_move;
        self.after_move();
    }

    /// Ends the game if no seed is left to capture, a lone seed is left, or the stall limit is
    /// reached.
    #[inline]
    pub(super) fn after_move(&mut self) {
        let left = self.total - self.captured[0] - self.captured[1] - self.carry;
        if left < 2 {
            self.end_game(if left == 0 { Ending::AllCaptured } else { Ending::LoneSeed });
        } else if self.since_capture >= self.stall {
            self.end_game(Ending::Stalled);
        }
    }

    /// Settles the end of a game, then ends a single game, or in a match starts the next game
    /// (or ends the match when a player has no seeds left to fill a hole with).
    pub(super) fn end_game(&mut self, ending: Ending) {
        if ending == Ending::Stalled {
            self.notes |= NOTE_STALL;
            for p in 0..2 {
                self.captured[p] += self.on_side(p);
            }
        }
        // What each took in this game: his pile less what he began it with (before the lone-seed
        // rule takes a seed away).
        let taken = [0, 1].map(|p| self.captured[p].saturating_sub(self.kept[p]));
        match ending {
            Ending::AllCaptured | Ending::Stalled => {}
            Ending::LoneSeed => {
                self.notes |= NOTE_LONE_SEED;
                // The seed left on the board and one seed of the odd pile are not counted; in a
                // match they wait for the next game's first capture.
                self.carry += self.on_board();
                if let Some(p) = (0..2).find(|&p| self.captured[p] % 2 == 1) {
                    self.captured[p] -= 1;
                    self.carry += 1;
                }
            }
        }
        self.pits = [0; super::RING];
        self.since_capture = 0;
        let winner = self.leader_by_pile();
        if winner.is_none() {
            self.notes |= NOTE_TIE;
        }
        let (kept, taken) = (self.kept, taken);
        self.last = Some(GameEnd { number: self.game_no, ending, piles: self.captured, winner, kept, taken });
        self.kept = [0; 2];
        if let (Some(w), Mode::Match) = (winner, self.mode) {
            self.wins[w as usize] += 1;
        }
        if self.mode == Mode::Game {
            self.over = true;
        } else if self.captured.contains(&0) {
            // "The winner of the match is who captures all the seeds and leaves the opponent with
            // no holes on his side": the loser's whole row is closed.
            self.over = true;
            self.closed = self.closed_by_piles();
        } else if self.last_agreed {
            // Ours (rule `match-stop`): the players agreed that this game was the match's last;
            // the bigger pile wins the match. The standing shows the holes each pile would fill.
            self.over = true;
            self.closed = self.closed_by_piles();
        } else if self.match_games > 0 && self.game_no >= self.match_games {
            // Ours (rule `match-limit`, when a limit is set): the last game allowed has been
            // played; the bigger pile wins the match, the standing as above.
            self.over = true;
            self.closed = self.closed_by_piles();
        } else {
            self.next_game(winner);
        }
    }
}

impl UmDyar {
    /// Our rule `match-stop`: the players agree that the game in progress is the match's last. It
    /// is played to its end; then the match is over and the bigger pile wins it. Refused in a
    /// single game, once the match is over, and when already agreed; nothing changes then.
    pub(super) fn agree_last(&mut self) -> Result<(), Msg> {
        if self.mode != Mode::Match {
            return Err(Msg::new("um-dyar.error.not_match"));
        }
        if self.over {
            return Err(Msg::new("error.game_over"));
        }
        if self.last_agreed {
            return Err(Msg::new("um-dyar.error.last_agreed"));
        }
        self.last_agreed = true;
        Ok(())
    }

    /// Have the players agreed that the game in progress is the match's last (rule `match-stop`),
    /// or, once the match is over, did their agreement end it?
    pub fn last_agreed(&self) -> bool {
        self.last_agreed
    }

    /// Did the players' agreement end the match (rule `match-stop`), rather than a player left
    /// with no seed for a hole (`match-end`)?
    pub fn stopped_by_agreement(&self) -> bool {
        self.over && self.mode == Mode::Match && self.last_agreed && !self.captured.contains(&0)
    }
}

// Why a game of a match was won, in words, when the seeds kept back from the game before
// decided it.
//
// "The player who has captured most seeds, wins the game." (Wikimanqala, "Um dyar", Rules). In a
// match a player's captured seeds are not only this game's: the winner of the game before filled
// all his holes and kept the seeds they could not take (rule `surplus`). Those seeds were
// captured too, never went back on the board, and count for him: so a player who took 12 seeds
// in a game can win it against one who took 26, if he began it holding 30. The score panel's
// piles do not show that by themselves; [`GameEnd::why`] says it.

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
    /// Arguments of the message: his kept seeds (first: the count its plural form follows), the
    /// seeds the player with kept seeds took in this game, the seeds the other took, then the
    /// piles (winner's, loser's; for a tie, the pile each holds).
    pub fn why(&self) -> Option<Msg> {
        let [t, k, p] = [self.taken, self.kept, self.piles];
        match self.winner {
            Some(w) => {
                let l = (1 - w) as usize;
                let w = w as usize;
                if k[w] == 0 || t[w] > t[l] {
                    return None;
                }
                Some(Msg::new(WON[w]).arg(k[w]).arg(t[w]).arg(t[l]).arg(p[w]).arg(p[l]))
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
                Some(Msg::new(TIE[a]).arg(k[a]).arg(t[a]).arg(t[b]).arg(p[a]))
            }
        }
    }
}
