//! The starting position: how many seeds go in each hole, and the new game.
//!
//! "The number of seeds which are initially in each hole depends on the size of the board. A
//! board which numbers just four holes has four seeds in each hole. Board that have eight or
//! twelve holes have as many seeds as the whole board numbers holes or, alternatively, just as
//! many as one row numbers holes. Large boards which have 16 or 24 holes have initially in each
//! hole as many seeds as a row counts holes." (Wikimanqala, "Um dyar", Rules)

use super::UmDyar;
use super::options::Settings;
use crate::i18n::Msg;
use crate::model::{BadSetup, Seat};

/// The fewest seeds per hole we accept: with one seed a hole can never hold an even number not
/// above the starting count, so nothing could ever be captured.
pub const MIN_SEEDS: u32 = 2;
/// The most seeds per hole the `seeds` option takes (the largest board's own count is 12).
pub const MAX_SEEDS: u32 = 24;

/// Seeds per hole at the start, by the source's rule, for `holes_per_row` holes a row.
///
/// - 4 holes in all: 4 seeds.
/// - 8 or 12 holes: the number of holes on the whole board (8, 12), or with `by_row` the number
///   on one row (4, 6).
/// - 16 or 24 holes: one row's count (8, 12).
/// - 20 holes, which the source does not name: one row's count (10), like the other "large
///   boards" it lies between (our decision, rule `seeds-20`).
pub fn seeds_per_hole(holes_per_row: usize, by_row: bool) -> u32 {
    let board = 2 * holes_per_row as u32;
    match board {
        0..=4 => 4,
        8 | 12 if !by_row => board,
        _ => holes_per_row as u32,
    }
}

impl UmDyar {
    /// The first position for these settings, or why they make no game.
    pub(super) fn start(s: &Settings) -> Result<UmDyar, BadSetup> {
        if !(2..=super::MAX_HOLES).contains(&s.holes) || !s.holes.is_multiple_of(2) {
            return Err(BadSetup { why: Msg::new("um-dyar.error.holes").arg(s.holes) });
        }
        let seeds = if s.seeds == 0 { seeds_per_hole(s.holes, s.fill_by_row) } else { s.seeds };
        if !(MIN_SEEDS..=MAX_SEEDS).contains(&seeds) {
            return Err(BadSetup {
                why: Msg::new("um-dyar.error.seeds").arg(seeds).arg(MIN_SEEDS).arg(MAX_SEEDS),
            });
        }
        let mut g = UmDyar::empty(s.holes, seeds as u16, s.captures, s.stall, s.mode);
        for i in 0..2 * s.holes {
            g.pits[i] = seeds as u16;
        }
        g.match_games = s.match_games;
        g.to_move = s.first as Seat;
        g.starter = s.first as Seat;
        Ok(g)
    }

    /// Is this the first move of the match (or single game): the board as set up, nothing
    /// captured yet, and the first player to move?
    pub(super) fn is_first_move(&self) -> bool {
        let ring = self.ring_len();
        self.game_no == 1
            && self.captured == [0, 0]
            && self.carry == 0
            && self.closed == 0
            && self.to_move == self.starter
            && self.pits[..ring].iter().all(|&c| c == self.seeds)
    }
}
