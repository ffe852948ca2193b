//! The move type and the legal move list.
//!
//! A move is a whole turn: a step, a chain of jumps (one or more), or — only under
//! `blocked=lone-loses`, for a side that cannot move and is not a lone outranking piece — a pass.
//! It is stored as its effect: start, end and the set of captured points. Two chains with the same
//! effect leave the same position, so they are one move (the list never holds both); the notation
//! writes the first path in direction order, and reads every path that has a legal effect.
//!
//! Capture (the `capture` option, rule `capture`):
//! - `compulsory` (rule 4a, "in modern play"): "a player who has an available capture or chain of
//!   captures is required to make the capture(s). If the player has a choice regarding two or more
//!   pieces that can be used to capture, or between two or more 'paths' for multiple captures by a
//!   single piece, the player may choose freely … but cannot choose not to capture if one is
//!   possible." So when any capture exists only captures are listed, any capturing piece and any
//!   path (not necessarily the longest), and a chain is followed until it cannot go on — "the
//!   capture(s)" are all of them (our reading: rule `chain`).
//! - `optional` (Keyland's record): steps and captures alike, and a chain may stop after any jump;
//!   each stopping point is its own move.

use super::Dablot;
use super::board::{ALL, NONE, Point, bits};
use super::steps::nth_step;
use crate::i18n::Msg;
use crate::model::GameRng;

/// One turn: `from` → `to`, taking the pieces on the points of `captured`. Packed into one
/// `u128` (bits 0–71 the captured points, then `from` and `to`), so move lists stay small.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Move(u128);

impl Move {
    /// Passing the turn: only for a side that cannot move under `blocked=lone-loses`.
    pub const PASS: Move = Move::capture(NONE, NONE, 0);

    #[inline(always)]
    pub(crate) const fn step(from: u8, to: u8) -> Move {
        Move::capture(from, to, 0)
    }

    #[inline(always)]
    pub(crate) const fn capture(from: u8, to: u8, captured: u128) -> Move {
        Move((captured & ALL) | (from as u128) << 72 | (to as u128) << 80)
    }

    /// A 10-bit hash of the move (for the filter of the chain search).
    #[inline(always)]
    pub(crate) const fn hash10(self) -> usize {
        let x = (self.0 as u64) ^ ((self.0 >> 64) as u64).rotate_left(29);
        (x.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 54) as usize
    }

    /// The start point's number (`NONE` for a pass).
    #[inline(always)]
    pub(crate) const fn src(self) -> u8 {
        (self.0 >> 72) as u8
    }

    /// The end point's number (`NONE` for a pass).
    #[inline(always)]
    pub(crate) const fn dst(self) -> u8 {
        (self.0 >> 80) as u8
    }

    /// The captured points as a bit set.
    #[inline(always)]
    pub(crate) const fn taken(self) -> u128 {
        self.0 & ALL
    }

    pub fn is_pass(self) -> bool {
        self.src() == NONE
    }

    pub fn is_capture(self) -> bool {
        self.taken() != 0
    }

    /// The start point (`None` for a pass).
    pub fn from(self) -> Option<Point> {
        Point::from_id(self.src() as usize)
    }

    /// The end point (`None` for a pass).
    pub fn to(self) -> Option<Point> {
        Point::from_id(self.dst() as usize)
    }

    /// The points of the pieces this move takes, in point order.
    pub fn captured(self) -> Vec<Point> {
        bits(self.taken()).map(Point::raw).collect()
    }

    /// How many pieces this move takes.
    pub fn captures(self) -> u32 {
        self.taken().count_ones()
    }
}

impl Dablot {
    /// The legal moves, in a fixed order: the steps direction by direction, then the captures
    /// (the soldiers' direction by direction, then the prince's and the king's); only the
    /// captures when capture is compulsory and one exists.
    pub(crate) fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        if self.in_single_combat() {
            self.single_combat_moves(out);
        } else {
            let side = self.to_move;
            let jumpers = self.jumpers(side);
            if self.cfg.compulsory && jumpers != 0 {
                for p in bits(jumpers) {
                    self.add_captures(p, false, out);
                }
                return;
            }
            self.add_steps(self.men[side as usize], out);
            for p in bits(jumpers) {
                self.add_captures(p, true, out);
            }
        }
        if out.is_empty() {
            // The game is not over, so the side may pass (see `ending.rs`).
            out.push(Move::PASS);
        }
    }

    /// `legal_moves()[rng.below(n)]`, drawing the same number, without listing the steps: they
    /// are counted direction by direction and only the one drawn is made (random playouts spend
    /// most of their time here).
    pub(crate) fn random_legal_move(&self, rng: &mut GameRng, buf: &mut Vec<Move>) -> Option<Move> {
        let side = self.to_move;
        let jumpers = self.jumpers(side);
        if self.end.is_some() || self.in_single_combat() || (self.cfg.compulsory && jumpers != 0) {
            self.legal_moves(buf);
            return (!buf.is_empty()).then(|| buf[rng.below(buf.len())]);
        }
        // The captures are few: list them, after the steps as `legal_moves` does.
        buf.clear();
        for p in bits(jumpers) {
            self.add_captures(p, true, buf);
        }
        let by_dir = self.step_targets_by_dir(self.men[side as usize]);
        let steps = by_dir.iter().map(|t| t.count_ones()).sum::<u32>() as usize;
        match steps + buf.len() {
            // Nothing to do: the pass `legal_moves` lists alone.
            0 => {
                rng.below(1);
                Some(Move::PASS)
            }
            n => {
                let k = rng.below(n);
                if k < steps { nth_step(&by_dir, k as u32) } else { Some(buf[k - steps]) }
            }
        }
    }

    /// Is a capture compulsory right now? True when the rules force the side to move to capture
    /// (capture is compulsory and one is possible, or single combat and a capture is possible):
    /// then only capturing pieces can be chosen.
    pub fn capture_forced(&self) -> bool {
        self.end.is_none()
            && (self.cfg.compulsory || self.in_single_combat())
            && self.jumpers(self.to_move) != 0
    }

    /// Why `mv` is not legal here (it is not in the move list).
    pub(crate) fn why_not(&self, mv: Move) -> Msg {
        let side = self.to_move;
        if mv.is_pass() {
            return Msg::new("dablot.error.pass");
        }
        let Some(from) = mv.from() else { return Msg::new("error.not_legal_now") };
        if self.men[side as usize] & from.bit() == 0 {
            return Msg::new("dablot.error.not_yours").arg(from);
        }
        if self.capture_forced() && !mv.is_capture() {
            return Msg::new("dablot.error.must_capture");
        }
        if self.in_single_combat() && !mv.is_capture() {
            return Msg::new("dablot.error.single_combat");
        }
        if mv.is_capture() && self.cfg.compulsory {
            // Is it a chain that stops early?
            let mut all = Vec::new();
            self.add_captures(mv.src(), true, &mut all);
            if all.contains(&mv) {
                return Msg::new("dablot.error.chain_unfinished");
            }
        }
        Msg::new("error.not_legal_now")
    }

    /// The rule ids a move applies (see `rules.rs`).
    pub(crate) fn rules_of(&self, mv: Move) -> Vec<&'static str> {
        if mv.is_pass() {
            return vec!["blocked"];
        }
        let mut r = Vec::new();
        if mv.is_capture() {
            // The capture rule in force: compulsory (modern play) or optional (Keyland's record).
            r.extend(["jump", "rank", if self.cfg.compulsory { "capture" } else { "capture-optional" }]);
            if mv.captures() > 1 {
                r.push("chain");
            }
        } else {
            r.push("move");
        }
        if self.in_single_combat() {
            r.push("single-combat");
        }
        r
    }
}
