//! A move walked through for the "why?" of the move list: how the billets fell and what that
//! throw is, or which throw was given to which man, where he went and what he did there (freed,
//! ate, joined a companion, became a sea-farer), each with the rule that makes it so.

use super::billets::ThrowName;
use super::board;
use super::track::{self, Junction};
use super::{Deleb, Move, Phase};
use crate::i18n::Msg;
use crate::model::{ExplainStep, Game};

type Step = ExplainStep<Deleb>;

impl Deleb {
    pub(super) fn walk(&self, mv: Move) -> Vec<Step> {
        let mut after = self.clone();
        after.play_unchecked(mv);
        let step = |says: Msg, rules: &[&'static str]| Step::new(says, rules, after.clone());
        let n = self.setup.lines;
        match mv {
            Move::Throw(b) => {
                let view = self.throw_view(mv);
                let p = self.probability(mv);
                let key = view.map_or("deleb.throw.unknown", |v| v.key);
                let mut steps = vec![step(
                    Msg::new(if b.side > 0 { "deleb.walk.fell_gar" } else { "deleb.walk.fell" })
                        .arg(b.count)
                        .arg(b.white)
                        .arg(b.black())
                        .arg(b.side)
                        .arg_text(key)
                        .arg(crate::model::explain::chance_text(p)),
                    &["billets"],
                )];
                if b.side > 0 {
                    let k = if self.setup.night { "deleb.walk.gar_night" } else { "deleb.walk.gar_day" };
                    steps.push(step(Msg::new(k).arg(b.side), &["gar"]));
                }
                if self.phase == Phase::Throw
                    && let Some(t) = b.name(self.setup.night).filter(|_| b.count == 4)
                {
                    let (k, r) = if t.throws_again() {
                        ("deleb.walk.again", "throw-again")
                    } else {
                        ("deleb.walk.stop", "throw-first")
                    };
                    steps.push(step(Msg::new(k).arg(t.value()).arg_text(t.key()), &[r]));
                }
                steps
            }
            Move::Play { throw, from } | Move::Beside { throw, from } => {
                let Ok(Some(l)) = self.check_move(mv) else { return Vec::new() };
                let (from_j, to_j) = (Junction::of_cell(n, from as usize), Junction::of_cell(n, l.cell));
                let c = self.cells.get(from as usize).copied().unwrap_or_default();
                let mut steps = if board::is_slave(c) {
                    vec![step(Msg::new("deleb.walk.free").arg(from_j).arg(to_j), &["liberation"])]
                } else {
                    let says = Msg::new("deleb.walk.give")
                        .arg(throw.value())
                        .arg_text(throw.key())
                        .arg(from_j)
                        .arg(to_j);
                    vec![step(says, &["use-throws", "track"])]
                };
                self.landing_steps(mv, throw, from as usize, l, &step, &mut steps);
                steps
            }
            Move::Split { from } => {
                let Ok(Some(l)) = self.check_move(mv) else { return Vec::new() };
                let (from_j, to_j) = (Junction::of_cell(n, from as usize), Junction::of_cell(n, l.cell));
                let mut steps = vec![step(Msg::new("deleb.walk.split").arg(from_j).arg(to_j), &["split"])];
                self.landing_steps(mv, ThrowName::Deleb, from as usize, l, &step, &mut steps);
                steps
            }
            Move::End if self.phase == Phase::Move => {
                let left: u16 = self.pool.iter().sum();
                vec![step(Msg::new("deleb.walk.end").arg(left), &["use-throws"])]
            }
            _ => Vec::new(),
        }
    }

    /// What a man does where he lands.
    fn landing_steps(
        &self,
        mv: Move,
        throw: ThrowName,
        from: usize,
        l: super::Landing,
        step: &dyn Fn(Msg, &[&'static str]) -> Step,
        steps: &mut Vec<Step>,
    ) {
        let n = self.setup.lines;
        let c = self.cells.get(from).copied().unwrap_or_default();
        if l.passes_own {
            steps.push(step(Msg::new("deleb.walk.pass_own"), &["pass"]));
        }
        if !board::is_slave(c)
            && track::is_seafarer(n, l.step)
            && !track::is_seafarer(n, board::step_at(n, from, c))
        {
            steps.push(step(Msg::new("deleb.walk.seafarer"), &["seafarer"]));
        }
        if l.eats > 0 {
            steps.push(step(Msg::new("deleb.walk.eat").arg(l.eats), &["eat"]));
        }
        if matches!(mv, Move::Beside { .. }) {
            steps.push(step(Msg::new("deleb.walk.beside"), &["join-choice"]));
        } else if l.joins {
            steps.push(step(Msg::new("deleb.walk.join"), &["double", "double-limit"]));
        }
        if throw == ThrowName::Deleb && !board::is_slave(c) && self.slaves[self.acting_team() as usize] > 0 {
            steps.push(step(Msg::new("deleb.walk.no_slave_free"), &["liberation-blocked"]));
        }
    }
}
