//! The computer players' estimate: the material difference, with a prince worth 4 soldiers and
//! a king 8 (a piece's worth grows with what it can take and what can take it: only the enemy
//! king can take a king), and a king twice that once the enemy king is gone, for then nothing
//! can ever take it. A finished game scores its result.
//!
//! When the opponent is down to a few pieces, a small bonus for standing close to them (by
//! pieces that may take them) and for taking away their room to move makes the search hunt the
//! last pieces down instead of drifting into the no-capture draw. Where none of one's pieces may
//! take any piece left (soldiers against a lone king), hemming it in is the only way to win
//! (a side that cannot move loses), and the bonus weighs far more. And as the turns without
//! capture run out, any lead fades toward the draw they will bring, so the side ahead looks for a
//! capture in time.

use super::Dablot;
use super::board::{ADJACENT, ALL, NEIGHBOUR, NONE, Point, bits};
use super::endgame::Exact;
use super::pieces::Side;
use crate::model::{Evaluate, Game, Planner, Seat, Solved};

/// The opponent is "down to a few pieces" at this count.
const HUNT_BELOW: u32 = 5;
/// A piece's worth in soldiers.
const PRINCE: f32 = 4.0;
const KING: f32 = 8.0;
/// The hunting bonus never outweighs a soldier (1 / ~30 of the material share).
const HUNT_WEIGHT: f32 = 0.06;
/// Its weight when the enemy's last pieces can no longer be taken, only hemmed in.
const BLOCK_WEIGHT: f32 = 0.4;

impl Dablot {
    fn material(&self, side: usize) -> f32 {
        let m = self.men[side];
        let kings = (m & self.kings).count_ones() as f32;
        let princes = (m & self.princes).count_ones() as f32;
        // A king whose enemy king is gone can never be taken, and a side that has lost its king
        // while the enemy's lives can no longer win by capture: then it counts double.
        let king = if self.men[1 - side] & self.kings == 0 { 2.0 * KING } else { KING };
        (m.count_ones() as f32 - kings - princes) + PRINCE * princes + king * kings
    }

    /// How small the enemy's room is, in `[0, 1]`: the empty points side `1 - s`'s pieces could
    /// reach in three steps, against the whole board (1: none can move).
    fn enclosed(&self, s: usize) -> f32 {
        let empty = ALL & !(self.men[0] | self.men[1]);
        let mut region = self.men[1 - s];
        for _ in 0..3 {
            let mut grown = region;
            for p in bits(region) {
                grown |= ADJACENT[p as usize] & empty;
            }
            region = grown;
        }
        let room = (region & empty).count_ones() as f32;
        1.0 - room / (empty.count_ones().max(1) as f32)
    }

    /// How little room the pieces of side `1 - s` have to step, in `[0, 1]` (1: none can move).
    fn hemmed_in(&self, s: usize) -> f32 {
        let empty = !(self.men[0] | self.men[1]);
        let (mut free, mut lines) = (0u32, 0u32);
        for i in bits(self.men[1 - s]) {
            for &n in &NEIGHBOUR[i as usize] {
                if n != NONE {
                    lines += 1;
                    free += (empty >> n & 1) as u32;
                }
            }
        }
        if lines == 0 { 1.0 } else { 1.0 - free as f32 / lines as f32 }
    }

    /// How close side `s`'s pieces stand to the enemy pieces, in `[0, 1]`. An enemy piece that
    /// some of `s`'s pieces may take counts the nearest of those (1: such a hunter stands next to
    /// it); one that none may take can only be hemmed in, so it counts how near all of `s`'s
    /// pieces stand to it.
    fn closeness(&self, s: usize) -> f32 {
        let (mine, theirs) = (self.men[s], self.men[1 - s]);
        let near = |a: Point, b: Point| {
            let d = a.x().abs_diff(b.x()).max(a.y().abs_diff(b.y()));
            // Doubled coordinates: the board is 12 across its longest side.
            1.0 - (d.min(12) as f32) / 12.0
        };
        let mut total = 0.0;
        for i in bits(theirs) {
            let (Some(target), rank) = (Point::from_id(i as usize), self.rank_at(i)) else {
                continue;
            };
            let (mut best, mut sum, mut n) = (0.0f32, 0.0f32, 0u32);
            let mut can_take = false;
            for j in bits(mine) {
                let Some(p) = Point::from_id(j as usize) else { continue };
                let c = near(p, target);
                (sum, n) = (sum + c, n + 1);
                if self.rank_at(j) >= rank {
                    can_take = true;
                    best = best.max(c);
                }
            }
            total += if can_take {
                best
            } else if n > 0 {
                sum / n as f32
            } else {
                0.0
            };
        }
        let n = theirs.count_ones();
        if n == 0 { 1.0 } else { total / n as f32 }
    }

    /// True when none of side `s`'s pieces may take any enemy piece: capturing everything is out
    /// of reach, and only hemming the enemy in (`blocked=loses`) can still win.
    fn untouchable(&self, s: usize) -> bool {
        let ranks = |side: usize| bits(self.men[side]).map(|i| self.rank_at(i));
        match (ranks(s).max(), ranks(1 - s).min()) {
            (Some(top), Some(low)) => top < low,
            _ => false,
        }
    }
}

impl Evaluate for Dablot {
    /// A capture chain and its reply are a few moves; past a dozen random moves the material
    /// says more than the playout.
    const PLAYOUT_DEPTH: u32 = 12;

    /// Twice the shared 12,000: with 12,000 the strong search sometimes missed a quiet reply that
    /// forces the loss of its king (3 of 8 seeds in deal 53's position after move 17), with
    /// 24,000 and more it never did (docs/ai.md, "Dablot").
    const STRONG_ITERATIONS: u32 = 24_000;

    fn evaluate(&self, seat: Seat) -> f32 {
        if let Some(o) = self.outcome() {
            return o.utility(seat);
        }
        let s = seat as usize & 1;
        // The material difference, squashed into (0, 1): a soldier ahead is worth about 0.07, a
        // king about 0.29, so the search can tell a good move from a bad one (a plain share of the
        // material would move by 1/60 per soldier at the start, lost in the noise).
        let d = self.material(s) - self.material(1 - s);
        let share = 0.5 + 0.5 * d / (d.abs() + 6.0);
        // The hunt: for the side ahead, closeness to the few pieces left; for the side behind,
        // distance from the hunters (both sides' bonuses, so the two seats' values stay comparable).
        let hunting = |side: usize| {
            self.men[1 - side].count_ones() < HUNT_BELOW
                && self.men[side].count_ones() > self.men[1 - side].count_ones()
        };
        // Where the side ahead can only win by hemming the enemy in, hemming in weighs far more.
        let blocking = (0..2).any(|side| hunting(side) && self.untouchable(side));
        let hunt = |side: usize| match (hunting(side), blocking) {
            (false, _) => 0.0,
            (true, false) => (self.closeness(side) + self.hemmed_in(side)) / 2.0,
            (true, true) => (self.closeness(side) + self.hemmed_in(side) + 2.0 * self.enclosed(side)) / 4.0,
        };
        let weight = if blocking { BLOCK_WEIGHT } else { HUNT_WEIGHT };
        let value = share * (1.0 - weight) + weight * (hunt(s) - hunt(1 - s) + 1.0) / 2.0;
        // The no-capture draw coming: in the second half of the quiet turns allowed, any lead
        // fades toward the draw, so the side ahead looks for a capture (which resets the count)
        // before it is too late.
        let limit = 2.0 * self.cfg.draw_turns as f32;
        let left = if limit > 0.0 { (limit - self.quiet as f32) / limit } else { 1.0 };
        let fade = (2.0 * left).min(1.0);
        (0.5 + (value - 0.5) * fade).clamp(0.0, 1.0)
    }

    /// The endgame search (`endgame/plan.rs`) where the side to move is ahead in a decided game,
    /// or in the smallest endings (the exact tables).
    fn planner(&self, iterations: u32, _seed: u64) -> Option<Box<dyn Planner<Self>>> {
        self.endgame_plan(iterations).map(|p| Box::new(p) as Box<dyn Planner<Self>>)
    }

    /// The exact tables' answer, where the table is built already (never builds one).
    fn solved(&self, seat: Seat) -> Option<Solved> {
        let e = self.exact_if_built()?;
        let mine = seat as Side == self.to_move;
        Some(match (e, mine) {
            (Exact::Draw, _) => Solved::Draw,
            (Exact::Win(d), true) | (Exact::Loss(d), false) => Solved::Win(d as u32),
            (Exact::Win(d), false) | (Exact::Loss(d), true) => Solved::Loss(d as u32),
        })
    }
}
