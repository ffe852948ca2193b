//! Luck and skill, per side: how a side's value went from the start to its result, every change
//! put down to exactly one cause — a throw (luck), one of its own decisions, another side's
//! decision, or the review's searches seeing further from one position to the next (revised) —
//! so that start + luck + own + others + revised = result holds exactly.

use super::grade::decision_score;
use super::value::{UNIT, Values};
use super::{Step, StepKind};
use crate::model::{Game, Seat};

/// One side's account of a reviewed game (a seat, or in Dèleb a team). All values are on the
/// value's scale (a chance of winning, a draw counting half; in the hyena game the share of the
/// others finished ahead of).
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Account {
    /// The side's first seat (its partners share its values).
    pub seat: Seat,
    /// Its value at the start.
    pub start: f32,
    /// What the throws moved it by: each throw's value after it minus what it was expected to be
    /// worth before it.
    pub luck: f32,
    /// What its own decisions moved it by, as the search at each decision saw it: minus the sum
    /// of their costs (a decision that the search valued above its best move adds a little).
    pub own: f32,
    /// What the other sides' decisions moved it by, as the search at each decision saw it.
    pub others: f32,
    /// What the search at each position after a decision found that the search before it had
    /// not seen (the next move's search looking one move further): neither the throws' doing
    /// nor a graded decision's. Small where the search sees far enough.
    pub revised: f32,
    /// Its value at the end: the result of a finished game.
    pub result: f32,
    /// The mean of its decisions' scores (`grade::decision_score`: 1 for a decision that cost
    /// nothing, 0 for a blunder); 1 when it had no decision to make.
    pub accuracy: f32,
    /// How many of its decisions had each grade, in the order of `Grade::ALL`.
    pub grades: [u32; 5],
}

impl Account {
    /// How many decisions it made (moves of a position with two or more).
    pub fn decisions(&self) -> u32 {
        self.grades.iter().sum()
    }
}

/// Values in whole ten-thousandths (every value of a review is one), so the sums are exact.
fn units(x: f32) -> i64 {
    (x * UNIT).round() as i64
}

/// Every side's account: the sides in the order of their first seats in `start`.
pub fn accounts<G: Game, M>(start: &G, steps: &[Step<M>], end: Values) -> Vec<Account> {
    let mut firsts: Vec<Seat> = Vec::new();
    for s in 0..start.seats() as Seat {
        if !firsts.iter().any(|&f| start.team(f) == start.team(s)) {
            firsts.push(s);
        }
    }
    let begin = steps.first().map_or(end, |s| s.before);
    firsts
        .into_iter()
        .map(|seat| {
            let me = seat as usize;
            let (mut luck, mut own, mut others, mut revised) = (0i64, 0i64, 0i64, 0i64);
            let (mut scores, mut grades) = (0.0f64, [0u32; 5]);
            for step in steps {
                let change = units(step.after[me]) - units(step.before[me]);
                match step.kind {
                    StepKind::Chance => luck += change,
                    // Nothing else was possible: before and after are the same value.
                    StepKind::Forced => revised += change,
                    StepKind::Decision { seat: mover, cost, grade, expected, .. } => {
                        let moved = units(expected[me]) - units(step.before[me]);
                        revised += change - moved;
                        if start.team(mover) == start.team(seat) {
                            own += moved;
                            scores += decision_score(cost) as f64;
                            grades[grade.index()] += 1;
                        } else {
                            others += moved;
                        }
                    }
                }
            }
            let made: u32 = grades.iter().sum();
            let f = |u: i64| u as f32 / UNIT;
            Account {
                seat,
                start: f(units(begin[me])),
                luck: f(luck),
                own: f(own),
                others: f(others),
                revised: f(revised),
                result: f(units(end[me])),
                accuracy: if made == 0 { 1.0 } else { (scores / made as f64) as f32 },
                grades,
            }
        })
        .collect()
}
