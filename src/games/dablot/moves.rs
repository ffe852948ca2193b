//! The move type and the legal move list.
//!
//! The move type: a move is a whole turn: a step, a chain of jumps (one or more), or — only under
//! `blocked=lone-loses`, for a side that cannot move and is not a lone outranking piece — a pass.
//! It is stored as its effect: start, end and the set of captured points. Two chains with the
//! same effect leave the same position, so they are one move (the list never holds both); the
//! notation writes the first path in direction order, and reads every path that has a legal
//! effect.
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
use super::ending::EndReason;
use super::pieces::Rank;
use super::steps::nth_step;
use crate::i18n::Msg;
use crate::model::{Game, GameRng};

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

    /// The rule ids a move applies (see `rules.rs` and `docs/rules/dablot.md`, "Which rules a
    /// move reports"): the setup rules on the first move of a game, the step or capture rules,
    /// our readings where they decide something about this very move, and the rule that ends the
    /// game if the move ends it.
    pub(crate) fn rules_of(&self, mv: Move) -> Vec<&'static str> {
        let mut r = Vec::new();
        if self.end.is_some() {
            return r;
        }
        if self.is_start() {
            // The first move is made on the board, with the pieces, from the setup, by the side
            // rule 1 chose: the rules that set the game up apply from here on.
            r.extend(["board", "pieces", "setup", "sides"]);
        }
        if mv.is_pass() {
            // Only `blocked=lone-loses` lets a side pass: the variant's "any other side passes".
            r.push("lone-blocked");
        } else if mv.is_capture() {
            // The capture rule in force: compulsory (modern play) or optional (Keyland's record).
            r.extend(["jump", "rank", if self.cfg.compulsory { "capture" } else { "capture-optional" }]);
            if mv.captures() > 1 {
                r.push("chain");
                if self.cfg.compulsory {
                    // The piece could have stopped after its first jump: it had to jump on.
                    r.push("chain-complete");
                }
            }
            if mv.captures() >= 3 {
                // Only chains of three jumps or more can come back to their start or meet
                // another path (see `capture.rs`).
                let mut paths = Vec::new();
                self.capture_paths(mv.src(), true, &mut paths);
                let mut same = paths.iter().filter(|(m, _)| *m == mv);
                if same.next().is_some_and(|(_, p)| p.contains(&mv.src())) {
                    // The path shown (the notation's) lands on the point the piece left.
                    r.push("vacated");
                }
                if same.next().is_some() {
                    r.push("same-effect");
                }
            }
        } else {
            r.push("move");
        }
        if !mv.is_pass()
            && self.rank_at(mv.src()) == Rank::Soldier
            && self.far_edge(mv.dst())
            && !self.far_edge(mv.src())
        {
            // A soldier reaching the enemy's edge, where a draughts man would be crowned, stays a
            // soldier.
            r.push("no-promotion");
        }
        if self.in_single_combat() {
            r.push("single-combat");
        }
        let mut after = *self;
        after.play_unchecked(mv);
        if let Some(end) = after.end {
            match end.reason {
                EndReason::AllTaken => r.push("win"),
                EndReason::KingTaken => r.push("king-capture"),
                EndReason::Blocked => r.push("blocked"),
                EndReason::LoneBlocked => r.push("lone-blocked"),
                EndReason::LoneKings => r.push("lone-kings"),
                EndReason::NoCapture => r.extend(["no-capture-draw", "draw-limit"]),
            }
        }
        r
    }

    /// Is point number `p` on the far edge of the side to move (the enemy's first row)?
    fn far_edge(&self, p: u8) -> bool {
        let y = Point::raw(p).y();
        if self.to_move == 0 { y == 12 } else { y == 0 }
    }

    /// Is this the starting position, with the side that rule 1 chose to move first to move?
    pub(crate) fn is_start(&self) -> bool {
        let (p0, p1) = (super::setup::prince_start(0).bit(), super::setup::prince_start(1).bit());
        let (k0, k1) = (super::setup::king_start(0).bit(), super::setup::king_start(1).bit());
        self.quiet == 0
            && self.to_move == self.cfg.first
            && self.men == [super::setup::SOLDIERS_0 | p0 | k0, super::setup::SOLDIERS_1 | p1 | k1]
            && self.kings == k0 | k1
            && self.princes == p0 | p1
    }
}
