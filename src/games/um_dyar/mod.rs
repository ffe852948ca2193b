//! Um dyar, the mancala of the Hassaniya-speaking women of western Mauritania, as described by
//! Wikimanqala's article "Um dyar" (retrieved 2010). `docs/rules/um-dyar.md` gives every rule
//! with its source sentence.
//!
//! Where each rule lives:
//!
//! | file | rule |
//! |---|---|
//! | `setup.rs` | seeds per hole by board size, the first position |
//! | `board.rs` | the ring of holes, closed holes, board coordinates for the UI |
//! | `sowing.rs` | taking a hole and sowing it counterclockwise, singletons, laps |
//! | `capture.rs` | even-count captures and the chain of preceding holes |
//! | `ending.rs` | passing, the end of a game, the lone seed, our stall rule, the winner, why a game of a match was won when kept seeds decided it, and a match ended by agreement after its game in progress |
//! | `endgame.rs` | the last few seeds of a game, played by a search of the game in progress (the strong level's) |
//! | `explain.rs` | a move told step by step, each step with its rules (`Game::explain`) |
//! | `info.rs` | the game's entry in the registry of games (words, lesson, printable kit, story) |
//! | `invariant.rs` | the game's own consistency, checked in every position |
//! | `match_play.rs` | the next game of a match: filling, closing and reopening holes |
//! | `solve.rs` | exact values of the smallest single games (retrograde analysis), for the coach and `lab solve` |
//! | `view.rs` | what the board UI reads: previews, sowing sequences, match data |
//! | `pick.rs` | what the player is doing on the board: the hole previewed, the cursor, a click, a key |
//! | `options.rs`, `rules.rs`, `notation.rs`, `json.rs`, `eval.rs` | options, rule list, move text, JSON, evaluation |

mod board;
mod capture;
mod endgame;
mod ending;
mod eval;
mod explain;
mod info;
mod invariant;
mod json;
mod match_play;
mod notation;
mod options;
mod pick;
mod rules;
mod setup;
pub mod solve;
mod sowing;
mod view;

pub use board::{Hole, Row, Spot, hole_drawn_at, spot};
pub use ending::{Ending, GameEnd};
pub use options::{CaptureSide, Mode};
pub use pick::{Act, Pick, Refusal};
pub use setup::seeds_per_hole;
pub use view::{MatchView, MoveEffect, seat_key};

use crate::i18n::Msg;
use crate::model::{Game, Options, Outcome, Prob, RuleDoc, RuleRef, Seat, Turn};

/// The most holes a row may have.
pub const MAX_HOLES: usize = 12;
/// Holes in the ring of the largest board.
const RING: usize = 2 * MAX_HOLES;

/// A move: `PASS`, or the hole number 1..=holes counted from the mover's own left.
pub type Move = u8;
/// The move of a player who has no seeds.
pub const PASS: Move = 0;

/// A position of Um dyar (and, in match play, of the whole match).
///
/// The holes form one ring in sowing (counterclockwise) order: ring index `i < holes` is player
/// 0's hole `i` counted from *his* left, ring index `holes + i` is player 1's hole `i` counted
/// from *his* left. So the seeds of player 0's rightmost hole flow on into player 1's leftmost.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct UmDyar {
    /// Seeds per hole, in ring order; unused entries past `2 * holes` stay 0.
    pits: [u16; RING],
    /// Each player's pile of captured seeds (in a match, also the seeds he kept back when he
    /// filled his holes: see `match_play.rs`).
    captured: [u16; 2],
    /// The part of each pile kept back from the game before (match play: the seeds a winner's
    /// full holes could not take, rule `surplus`); 0 in a first or single game. The rest of the
    /// pile was taken in this game.
    kept: [u16; 2],
    /// Closed holes (match play), one bit per ring index. A closed hole is always empty.
    closed: u32,
    /// Every seed of the game: 2 × holes × seeds per hole. Board + piles + carry always sum to it.
    total: u16,
    /// Seeds set aside by the lone-seed rule, for the next game's first capture.
    carry: u16,
    /// Moves (passes included) since the last capture, for our stall rule.
    since_capture: u16,
    /// After this many moves without a capture the game stops (option `stall`).
    stall: u16,
    /// Holes per row.
    holes: u8,
    /// Seeds per hole at the start: also the capture ceiling.
    seeds: u16,
    to_move: Seat,
    /// Who moved first in the current game (a tied game in a match is followed by the other).
    starter: Seat,
    /// The game (single mode) or the match is over.
    over: bool,
    captures: CaptureSide,
    mode: Mode,
    /// Game number in a match, from 1.
    game_no: u16,
    /// The most games this match lasts (option `match-games`; 0: no limit).
    match_games: u16,
    /// Games won in this match, per player.
    wins: [u16; 2],
    /// The players agreed that the game in progress is the match's last (our rule `match-stop`):
    /// when it ends, the match ends and the bigger pile wins it.
    last_agreed: bool,
    /// How the previous game ended (in a match, the game just finished; in a single game, the
    /// game itself once over).
    last: Option<GameEnd>,
    /// Facts seen so far (`ending::NOTE_*` bits), for `lab stats`.
    notes: u8,
}

impl UmDyar {
    /// A board with no seeds yet: the shared part of every constructor.
    fn empty(holes: usize, seeds: u16, captures: CaptureSide, stall: u16, mode: Mode) -> UmDyar {
        UmDyar {
            pits: [0; RING],
            captured: [0; 2],
            kept: [0; 2],
            closed: 0,
            total: (2 * holes) as u16 * seeds,
            carry: 0,
            since_capture: 0,
            stall,
            holes: holes as u8,
            seeds,
            to_move: 0,
            starter: 0,
            over: false,
            captures,
            mode,
            game_no: 1,
            match_games: 0,
            wins: [0; 2],
            last_agreed: false,
            last: None,
            notes: 0,
        }
    }

    /// Does `seat` have a seed in any of his holes?
    #[inline]
    fn has_seeds(&self, seat: Seat) -> bool {
        let n = self.holes as usize;
        let base = seat as usize * n;
        self.pits[base..base + n].iter().any(|&c| c != 0)
    }

    /// Plays hole `index` (0-based from the mover's left) without checks.
    #[inline]
    fn play_hole(&mut self, index: usize) {
        let mover = self.to_move;
        let from = mover as usize * self.holes as usize + index;
        let last = self.sow(from);
        let taken = self.capture(last, mover, |_, _| {});
        if taken > 0 {
            // "If there was a couple of seeds out of game … they are given to the first player
            // who makes a capture in the next game."
            self.captured[mover as usize] += taken + self.carry;
            if self.carry > 0 {
                self.notes |= ending::NOTE_CARRY;
            }
            self.carry = 0;
            self.since_capture = 0;
        } else {
            self.since_capture += 1;
        }
        self.to_move = 1 - mover;
        self.after_move();
    }
}

impl Game for UmDyar {
    type Move = Move;

    const ID: &'static str = "um-dyar";
    /// Resigning and agreed draws are ours: the sources are silent.
    const AGREEMENTS: crate::model::Agreements = crate::model::Agreements::OURS;

    /// 2: a match (without a limit on its games) is the default, as the source says it usually
    /// is; revision 1 played a single game by default, and a match of at most 10 games.
    const REVISION: u32 = 2;

    fn old_defaults() -> &'static [crate::model::OldDefault] {
        options::OLD_DEFAULTS
    }

    fn option_specs() -> &'static [crate::model::OptionSpec] {
        options::SPECS
    }

    fn rules() -> &'static [RuleDoc] {
        rules::RULES
    }
    fn rule_refs() -> &'static [RuleRef] {
        const REFS: [RuleRef; rules::RULES.len()] = RuleDoc::references(rules::RULES);
        &REFS
    }

    fn new(o: &Options) -> Result<Self, crate::model::BadSetup> {
        UmDyar::start(&options::Settings::read(o))
    }

    fn seats(&self) -> usize {
        2
    }

    #[inline]
    fn turn(&self) -> Turn {
        if self.over { Turn::Over } else { Turn::Seat(self.to_move) }
    }

    /// The holes of the mover that hold seeds, left to right; `pass` alone if he has none.
    #[inline]
    fn moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.over {
            return;
        }
        let n = self.holes as usize;
        let base = self.to_move as usize * n;
        for (i, &c) in self.pits[base..base + n].iter().enumerate() {
            if c != 0 {
                out.push(i as Move + 1);
            }
        }
        if out.is_empty() {
            out.push(PASS);
        }
    }

    fn probability(&self, _mv: Move) -> Prob {
        Prob::ONE
    }

    #[inline]
    fn play_unchecked(&mut self, mv: Move) {
        if mv == PASS {
            self.pass();
        } else {
            self.play_hole(mv as usize - 1);
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if !self.over {
            return None;
        }
        Some(match self.leader_by_pile() {
            Some(w) => Outcome::winners(2, |s| s == w),
            None => Outcome::draw(2),
        })
    }

    fn move_text(&self, mv: Move) -> String {
        notation::text(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, crate::model::BadNotation> {
        notation::parse(text, self.holes as usize)
    }

    fn explain(&self, mv: Move) -> Vec<crate::model::ExplainStep<Self>> {
        self.walk(mv)
    }

    fn forbidding_rule(why: &str) -> Option<&'static str> {
        rules::forbidding(why)
    }

    fn why_illegal(&self, mv: Move) -> Msg {
        let n = self.holes as usize;
        if mv == PASS {
            return Msg::new("um-dyar.error.cannot_pass");
        }
        let i = mv as usize - 1;
        if i >= n {
            return Msg::new("um-dyar.error.no_hole").arg(mv).arg(n);
        }
        let ring = self.to_move as usize * n + i;
        if self.is_closed_ring(ring) {
            Msg::new("um-dyar.error.closed").arg(mv)
        } else if self.pits[ring] == 0 {
            if self.has_seeds(self.to_move) {
                Msg::new("um-dyar.error.empty").arg(mv)
            } else {
                Msg::new("um-dyar.error.must_pass")
            }
        } else {
            Msg::new("error.not_legal_now")
        }
    }

    fn rules_applied(&self, mv: Move) -> Vec<&'static str> {
        view::rules_applied(self, mv)
    }

    fn end_notes(&self) -> Vec<&'static str> {
        ending::notes(self.notes)
    }

    /// Our rule `match-stop`: the players agree that the game in progress is the match's last.
    fn agree_last_game(&mut self) -> Result<(), Msg> {
        self.agree_last()
    }
}
