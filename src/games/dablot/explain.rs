//! A move walked through for the "why?" of the move list: a step, or each jump of a chain with the
//! piece it takes and the rank rule that allows it, the board as it stands after each jump.

use super::board::Point;
use super::{Dablot, Move};
use crate::i18n::Msg;
use crate::model::ExplainStep;
use crate::model::explain::settle;

type Step = ExplainStep<Dablot>;

impl Dablot {
    pub(super) fn walk(&self, mv: Move) -> Vec<Step> {
        if self.end.is_some() || mv.is_pass() {
            return Vec::new();
        }
        let side = self.to_move;
        let path = self.path(mv);
        let Some(&from) = path.first() else { return Vec::new() };
        let party = self.party(side);
        let rank = self.rank_at(from.id() as u8);
        let (piece, opp) = (party.the_key(rank, true), self.party(1 - side));
        let mut s = *self;
        let mut steps = Vec::new();
        if !mv.is_capture() {
            let Some(to) = mv.to() else { return Vec::new() };
            s.shift(from, to);
            steps.push(Step::new(
                Msg::new("dablot.walk.step").arg_text(piece).arg(from).arg(to),
                &["move"],
                s,
            ));
        } else {
            let capture = if self.cfg.compulsory { "capture" } else { "capture-optional" };
            for (n, w) in path.windows(2).enumerate() {
                let (a, b) = (w[0], w[1]);
                let Some(mid) =
                    Point::at((a.x() as i32 + b.x() as i32) / 2, (a.y() as i32 + b.y() as i32) / 2)
                else {
                    continue;
                };
                let victim = opp.the_key(self.rank_at(mid.id() as u8), false);
                s.take(mid);
                s.shift(a, b);
                let key = if n == 0 { "dablot.walk.jump" } else { "dablot.walk.jump_on" };
                let rules: &[&str] = if n == 0 { &["jump", "rank", capture] } else { &["chain", "rank"] };
                let says = Msg::new(key).arg_text(piece).arg(a).arg_text(victim).arg(mid).arg(b);
                steps.push(Step::new(says, rules, s));
            }
            if self.cfg.compulsory
                && mv.captures() > 1
                && let Some(last) = steps.last_mut()
            {
                last.rules.push("chain-complete");
            }
        }
        settle(self, mv, &mut steps, |a, b| (a.men, a.kings, a.princes) == (b.men, b.kings, b.princes));
        steps
    }

    /// Moves the piece on `from` to `to` (a step of the walk-through, not a move).
    fn shift(&mut self, from: Point, to: Point) {
        let (f, t) = (from.bit(), to.bit());
        let [m0, m1] = &mut self.men;
        for set in [m0, m1, &mut self.kings, &mut self.princes] {
            if *set & f != 0 {
                *set = (*set & !f) | t;
            }
        }
    }

    /// Removes the piece on `p` (taken by a jump of the walk-through).
    fn take(&mut self, p: Point) {
        let b = !p.bit();
        let [m0, m1] = &mut self.men;
        for set in [m0, m1, &mut self.kings, &mut self.princes] {
            *set &= b;
        }
    }
}
