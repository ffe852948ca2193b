//! Dablot Prejjesne, the Sámi battle game of the draughts family, after Wikipedia's article
//! "Dablot Prejjesne" / "Dablo" (after J. Keyland, "Dablot prejjesne", Fataburen 1921). The long
//! form of every rule and decision is `docs/rules/dablot.md`.
//!
//! Where each rule lives:
//!
//! | file | rule |
//! |---|---|
//! | `board.rs` | the 72 points and 191 lines, neighbour and jump tables |
//! | `pieces.rs` | ranks (king ≥ prince ≥ soldier) and the names of each party's pieces |
//! | `setup.rs` | the starting position |
//! | `options.rs` | the options and the compact [`options::Config`] |
//! | `steps.rs` | a move: one step along a line to an empty point |
//! | `capture.rs` | jumps, rank-limited capture, chains |
//! | `moves.rs` | the move type and the legal move list (compulsory or optional capture, passes) |
//! | `single_combat.rs` | the single-combat option |
//! | `ending.rs` | how the game ends (all taken, blocked, draws, the extra conditions) |
//! | `notation.rs` | move text (`4,4-4,6`, `2,4x2,8x6,8`, `pass`) |
//! | `json.rs`, `eval.rs` | the state JSON, the computer players' estimate |
//! | `view.rs` | what the board UI asks: paths, selectable pieces, chains jump by jump |
//! | `explain.rs` | a move told step by step, each step with its rules (`Game::explain`) |
//! | `info.rs` | the game's entry in the registry of games (words, lesson, printable kit, story) |
//! | `invariant.rs` | the game's own consistency, checked in every position |
//! | `pick.rs` | what the player is doing on the board (piece and jumps chosen, cursor) and what a click or key does |
//! | `rules.rs` | the rule list with citations |

pub mod board;
mod capture;
pub mod endgame;
mod ending;
mod eval;
mod explain;
mod info;
mod invariant;
mod json;
mod moves;
mod notation;
pub mod options;
mod pick;
pub mod pieces;
mod rules;
pub mod setup;
mod single_combat;
mod steps;
mod view;

pub use board::{LINES, POINTS, Point, lines, points};
pub use ending::{End, EndReason};
pub use moves::Move;
pub use pick::{Act, Pick, chooses};
pub use pieces::{Party, Rank, Side};
pub use view::{Continuations, PieceView};

use crate::i18n::Msg;
use crate::model::{
    BadNotation, BadSetup, Game, GameRng, OptionSpec, Options, Outcome, Prob, RuleDoc, RuleRef, Turn,
};
use board::bits;
use options::Config;

/// A position of Dablot Prejjesne with the options it is played under. Small and `Copy`: two bit
/// sets of pieces, two of ranks, whose turn it is and the count of turns without a capture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Dablot {
    cfg: Config,
    /// The points each side's pieces stand on.
    men: [u128; 2],
    /// The points of the two kings (both sides).
    kings: u128,
    /// The points of the two princes (both sides).
    princes: u128,
    to_move: Side,
    /// Turns (of either player) since the last capture.
    quiet: u16,
    /// Set once the game is over.
    end: Option<End>,
}

/// One piece as a position is described (JSON, hand-made positions in tests and lessons).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Placed {
    pub point: Point,
    pub side: Side,
    pub rank: Rank,
}

impl Dablot {
    /// A position from a list of pieces: the options, whose turn it is, and how many turns have
    /// passed since the last capture. Impossible positions (two pieces on a point, two kings on a
    /// side, more than 28 soldiers on a side, a side without pieces that has just moved) are
    /// refused with a reason.
    pub fn from_pieces(
        options: &Options,
        to_move: Side,
        quiet: u16,
        pieces: &[Placed],
    ) -> Result<Dablot, BadSetup> {
        let cfg = Config::from_options(options);
        let bad = |m: Msg| Err(BadSetup { why: m });
        if to_move > 1 {
            return bad(Msg::new("dablot.error.json_to_move"));
        }
        let mut d = Dablot { cfg, men: [0; 2], kings: 0, princes: 0, to_move, quiet, end: None };
        for pc in pieces {
            let b = pc.point.bit();
            if pc.side > 1 {
                return bad(Msg::new("dablot.error.json_side"));
            }
            if d.occupied() & b != 0 {
                return bad(Msg::new("dablot.error.json_twice").arg(pc.point));
            }
            d.men[pc.side as usize] |= b;
            match pc.rank {
                Rank::King if d.kings & d.men[pc.side as usize] != 0 => {
                    return bad(Msg::new("dablot.error.json_two_kings").arg(pc.side));
                }
                Rank::Prince if d.princes & d.men[pc.side as usize] != 0 => {
                    return bad(Msg::new("dablot.error.json_two_princes").arg(pc.side));
                }
                Rank::King => d.kings |= b,
                Rank::Prince => d.princes |= b,
                Rank::Soldier => {}
            }
        }
        for s in 0..2u8 {
            if d.soldiers(s).count_ones() > 28 {
                return bad(Msg::new("dablot.error.json_soldiers").arg(s));
            }
        }
        if d.men[1 - to_move as usize] == 0 {
            // The side that just moved cannot have lost its last piece by moving.
            return bad(Msg::new("dablot.error.json_no_pieces").arg(1 - to_move));
        }
        if cfg.king_capture_loses && d.kings == 0 {
            return bad(Msg::new("dablot.error.json_no_kings"));
        }
        if quiet > 2 * cfg.draw_turns {
            return bad(Msg::new("dablot.error.json_quiet").arg(quiet).arg(2 * cfg.draw_turns));
        }
        d.end = d.compute_end();
        Ok(d)
    }

    /// The options this game is played under.
    pub fn options(&self) -> Options {
        self.cfg.to_options()
    }

    /// The side to move (also when the game is over: the side that would move).
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Turns played (by either side) since the last capture; the game is drawn when it reaches
    /// twice the `draw_turns` option.
    pub fn turns_without_capture(&self) -> u16 {
        self.quiet
    }

    /// How the game ended, with the reason, once it is over.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// The party a side plays (Sámi or landowners).
    pub fn party(&self, side: Side) -> Party {
        if side == self.cfg.sami { Party::Sami } else { Party::Landowner }
    }

    /// The piece on `p`, if any.
    pub fn piece_at(&self, p: Point) -> Option<(Side, Rank)> {
        let b = p.bit();
        let side = if self.men[0] & b != 0 {
            0
        } else if self.men[1] & b != 0 {
            1
        } else {
            return None;
        };
        Some((side, self.rank_at(p.id() as u8)))
    }

    /// Every piece on the board, in point order.
    pub fn pieces(&self) -> impl Iterator<Item = Placed> + '_ {
        bits(self.occupied()).map(|p| {
            let point = Point::raw(p);
            let side = (self.men[1] >> p & 1) as Side;
            Placed { point, side, rank: self.rank_at(p) }
        })
    }

    /// How many pieces a side has left.
    pub fn count(&self, side: Side) -> u32 {
        self.men[side as usize & 1].count_ones()
    }

    /// Checks the position's own consistency (for the conformance tests): no point holds two
    /// pieces, each side has at most one king, one prince and 28 soldiers, ranks only mark
    /// pieces, the count of turns without capture is within the draw limit, and the stored end
    /// of the game is the one the position gives.
    pub fn invariant(&self) -> Result<(), String> {
        let [a, b] = self.men;
        if a & b != 0 {
            return Err("a point holds pieces of both sides".into());
        }
        if (a | b) & !board::ALL != 0 || (self.kings | self.princes) & !(a | b) != 0 {
            return Err("a rank marks an empty point or a point off the board".into());
        }
        if self.kings & self.princes != 0 {
            return Err("a piece is both king and prince".into());
        }
        for (s, m) in self.men.iter().enumerate() {
            if (m & self.kings).count_ones() > 1 || (m & self.princes).count_ones() > 1 {
                return Err(format!("side {s} has two kings or two princes"));
            }
            if self.soldiers(s as Side).count_ones() > 28 {
                return Err(format!("side {s} has more than 28 soldiers"));
            }
        }
        if self.quiet > 2 * self.cfg.draw_turns {
            return Err(format!("{} turns without capture, beyond the limit", self.quiet));
        }
        if self.end != self.compute_end() {
            return Err(format!("stored end {:?} but the position gives {:?}", self.end, self.compute_end()));
        }
        Ok(())
    }

    // --- bit sets used by the rules -------------------------------------------------------

    #[inline(always)]
    pub(crate) fn occupied(&self) -> u128 {
        self.men[0] | self.men[1]
    }

    #[inline(always)]
    pub(crate) fn empty(&self) -> u128 {
        board::ALL & !self.occupied()
    }

    #[inline(always)]
    pub(crate) fn soldiers(&self, side: Side) -> u128 {
        self.men[side as usize] & !(self.kings | self.princes)
    }

    #[inline(always)]
    pub(crate) fn rank_at(&self, p: u8) -> Rank {
        let b = 1u128 << p;
        if self.kings & b != 0 {
            Rank::King
        } else if self.princes & b != 0 {
            Rank::Prince
        } else {
            Rank::Soldier
        }
    }

    /// The highest rank among a side's pieces (`None` for a side with no pieces).
    pub(crate) fn top_rank(&self, side: Side) -> Option<Rank> {
        let m = self.men[side as usize];
        if m & self.kings != 0 {
            Some(Rank::King)
        } else if m & self.princes != 0 {
            Some(Rank::Prince)
        } else if m != 0 {
            Some(Rank::Soldier)
        } else {
            None
        }
    }
}

impl Game for Dablot {
    type Move = Move;

    const ID: &'static str = "dablot";
    /// A draw "by mutual agreement" is the source's rule `agreement`; resigning is ours.
    const AGREEMENTS: crate::model::Agreements =
        crate::model::Agreements { resign: Some(crate::model::RESIGN), draw: Some("agreement") };

    fn option_specs() -> &'static [OptionSpec] {
        options::SPECS
    }

    fn rules() -> &'static [RuleDoc] {
        rules::RULES
    }
    fn rule_refs() -> &'static [RuleRef] {
        const REFS: [RuleRef; rules::RULES.len()] = RuleDoc::references(rules::RULES);
        &REFS
    }

    fn new(options: &Options) -> Result<Self, BadSetup> {
        let cfg = Config::from_options(options);
        let (p0, p1) = (setup::prince_start(0).bit(), setup::prince_start(1).bit());
        let (k0, k1) = (setup::king_start(0).bit(), setup::king_start(1).bit());
        let mut d = Dablot {
            cfg,
            men: [setup::SOLDIERS_0 | p0 | k0, setup::SOLDIERS_1 | p1 | k1],
            kings: k0 | k1,
            princes: p0 | p1,
            to_move: cfg.first,
            quiet: 0,
            end: None,
        };
        d.end = d.compute_end();
        Ok(d)
    }

    fn seats(&self) -> usize {
        2
    }

    #[inline]
    fn turn(&self) -> Turn {
        if self.end.is_some() { Turn::Over } else { Turn::Seat(self.to_move) }
    }

    fn moves(&self, out: &mut Vec<Move>) {
        self.legal_moves(out);
    }

    fn random_move(&self, rng: &mut GameRng, buf: &mut Vec<Move>) -> Option<Move> {
        self.random_legal_move(rng, buf)
    }

    fn probability(&self, _mv: Move) -> Prob {
        Prob::ONE
    }

    fn play_unchecked(&mut self, mv: Move) {
        let s = self.to_move as usize;
        if !mv.is_pass() {
            let (from, to, taken) = (1u128 << mv.src(), 1u128 << mv.dst(), mv.taken());
            if taken != 0 {
                self.men[1 - s] &= !taken;
                self.kings &= !taken;
                self.princes &= !taken;
                self.quiet = 0;
            } else {
                self.quiet = self.quiet.saturating_add(1);
            }
            self.men[s] = (self.men[s] & !from) | to;
            if self.kings & from != 0 {
                self.kings = (self.kings & !from) | to;
            } else if self.princes & from != 0 {
                self.princes = (self.princes & !from) | to;
            }
        } else {
            self.quiet = self.quiet.saturating_add(1);
        }
        self.to_move ^= 1;
        self.end = self.compute_end();
    }

    fn outcome(&self) -> Option<Outcome> {
        self.end.map(|e| match e.winner {
            Some(w) => Outcome::winners(2, |s| s == w),
            None => Outcome::draw(2),
        })
    }

    fn move_text(&self, mv: Move) -> String {
        notation::text(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, BadNotation> {
        notation::parse(self, text)
    }

    fn why_illegal(&self, mv: Move) -> Msg {
        self.why_not(mv)
    }

    fn explain(&self, mv: Move) -> Vec<crate::model::ExplainStep<Self>> {
        self.walk(mv)
    }

    fn forbidding_rule(why: &str) -> Option<&'static str> {
        rules::forbidding(why)
    }

    fn rules_applied(&self, mv: Move) -> Vec<&'static str> {
        self.rules_of(mv)
    }

    fn end_notes(&self) -> Vec<&'static str> {
        self.end.map(|e| vec![e.reason.as_str()]).unwrap_or_default()
    }
}
