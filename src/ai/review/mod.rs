//! Reviewing a finished game (or any game's moves so far): each position's value for every side,
//! each decision graded by what it cost against the best move found, the key moments, and how
//! much of each side's result the throws and the decisions made (docs/ai.md, "Reviewing a game").
//!
//! - [`grade`]: the grades and their thresholds, and a decision's share of accuracy;
//! - [`value`]: what a position is worth (known where the game is over, else the search's
//!   estimate);
//! - [`account`]: luck and skill per side, so that start + luck + own + others = result;
//! - [`moments`]: the key moments, the largest swings;
//! - [`store`]: the review as a short text, kept with a saved game.
//!
//! Everything is deterministic given the seed: the same game reviewed twice gives the same
//! review, however the work is sliced.

pub mod account;
pub mod grade;
pub mod moments;
pub mod store;
pub mod value;

pub use account::Account;
pub use grade::{BLUNDER, GOOD, Grade, INACCURACY, MISTAKE, decision_score};
pub use value::Values;

use super::search::Search;
use crate::model::{Evaluate, MAX_SEATS, Seat, Turn};

/// What the review may spend: search iterations per position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReviewBudget {
    /// Iterations of the search at each decision (a position where a seat has two or more moves)
    /// and at the game's last position when the game is not over.
    pub iterations: u32,
    /// Iterations spent on each outcome of a throw other than the one thrown, to weigh what was
    /// expected before it (the outcome thrown is valued by its own position's search).
    pub chance_iterations: u32,
}

impl ReviewBudget {
    /// The budget the site reviews a game of `G` with: the game's own (`Evaluate::REVIEW`,
    /// chosen so that a 60-decision game is reviewed within 30 s in a browser; docs/ai.md).
    pub fn default_for<G: Evaluate>() -> ReviewBudget {
        let (iterations, chance_iterations) = G::REVIEW;
        ReviewBudget { iterations: iterations.max(1), chance_iterations: chance_iterations.max(1) }
    }

    /// Twice the iterations, for measuring how much the grades depend on the budget.
    pub fn doubled(self) -> ReviewBudget {
        ReviewBudget {
            iterations: self.iterations.saturating_mul(2),
            chance_iterations: self.chance_iterations.saturating_mul(2),
        }
    }
}

/// What one move of the record was.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum StepKind<M> {
    /// A seat chose among two or more moves.
    Decision {
        seat: Seat,
        played: M,
        /// The move the search at this position found best (`played` itself if it was).
        best: M,
        /// What `played` cost `seat` against `best`, never negative, in ten-thousandths: `before`
        /// minus `expected` for `seat`.
        cost: f32,
        /// Every seat's value of `played` as the search at this position estimated it (`before`
        /// if it is `best`). `expected − before` is what the decision moved; `after − expected`
        /// is what the next position's own search revised.
        expected: Values,
        grade: Grade,
        /// Whether the values compared are known (every move's position is over, or solved)
        /// rather than estimated.
        exact: bool,
    },
    /// A throw: each side's luck is `after − before`, `before` being what the throw's outcomes
    /// were worth weighted by their exact odds.
    Chance,
    /// A move nothing else was possible instead of (one legal move, or a throw with one
    /// outcome): it changes no value.
    Forced,
}

/// One move of the record, with every seat's value before and after it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Step<M> {
    /// The move's index in the record (the first move is 0).
    pub index: usize,
    /// Each seat's value of the position before the move (at a throw, what the throw was
    /// expected to be worth).
    pub before: Values,
    /// Each seat's value of the position after the move (the next step's `before`; after the
    /// last move of a finished game, its result).
    pub after: Values,
    pub kind: StepKind<M>,
}

/// A reviewed game.
#[derive(Clone, PartialEq, Debug)]
pub struct GameReview<M> {
    /// One step per move of the record, in order.
    pub steps: Vec<Step<M>>,
    /// One account per side (a seat, or in Dèleb a team), in the order of their first seats.
    pub accounts: Vec<Account>,
}

impl<M> GameReview<M> {
    /// Every seat's value at every position: the start, then after each move (the graph's points).
    pub fn values(&self) -> Vec<Values> {
        let mut out = Vec::with_capacity(self.steps.len() + 1);
        if let Some(first) = self.steps.first() {
            out.push(first.before);
        }
        out.extend(self.steps.iter().map(|s| s.after));
        out
    }
}

/// The work the review does at one position of the record.
#[derive(Clone, Copy, Debug)]
enum Plan {
    /// The game is over: its result.
    Over,
    /// One move possible: worth what the next position is.
    Forced,
    /// A seat's decision: one search at the position.
    Decision,
    /// A throw: one search per outcome other than the one thrown.
    Chance,
    /// The game's last position when it is not over: one search for its value.
    Last,
}

/// One search the review runs.
#[derive(Clone, Copy, Debug)]
struct Job {
    /// The position in the record (0 the start).
    at: usize,
    /// At a throw, which outcome (its place in the position's move list); else unused.
    outcome: usize,
}

/// What a job found.
#[derive(Clone, Copy, Debug)]
struct Found<M> {
    value: Values,
    exact: bool,
    /// At a decision: the best move and what the played move is worth to every seat.
    best: Option<M>,
    played: Values,
}

/// A search under way, with its root position.
type Running<G> = (Search<G>, G);

/// The longest run of forced moves followed when valuing a throw's outcome.
const FORCED_LIMIT: usize = 10_000;

/// A game under review, worked through in slices.
pub struct Reviewer<G: Evaluate> {
    positions: Vec<G>,
    moves: Vec<G::Move>,
    plans: Vec<Plan>,
    jobs: Vec<Job>,
    found: Vec<Option<Found<G::Move>>>,
    /// The throws' outcomes at each position (`Plan::Chance`), in the game's order.
    outcomes: Vec<Vec<G::Move>>,
    next: usize,
    current: Option<Running<G>>,
    budget: ReviewBudget,
    seed: u64,
    review: Option<GameReview<G::Move>>,
}

impl<G: Evaluate> Reviewer<G> {
    /// A review of the game that starts at `start` and plays `moves`. The moves are replayed
    /// with the rules' checks: the review covers the moves up to the first one that cannot be
    /// played, if any ([`Reviewer::reviewed`] says how many). Nothing is searched yet.
    pub fn new(start: &G, moves: &[G::Move], budget: ReviewBudget, seed: u64) -> Self {
        let mut positions = vec![start.clone()];
        let mut kept = Vec::with_capacity(moves.len());
        let mut state = start.clone();
        for &mv in moves {
            if state.play(mv).is_err() {
                break;
            }
            kept.push(mv);
            positions.push(state.clone());
        }
        let (mut plans, mut jobs, mut outcomes) = (Vec::new(), Vec::new(), Vec::new());
        let mut buf = Vec::new();
        let last = positions.len() - 1;
        for (i, p) in positions.iter().enumerate() {
            p.moves(&mut buf);
            let plan = match p.turn() {
                Turn::Over => Plan::Over,
                _ if i == last => Plan::Last,
                _ if buf.len() <= 1 => Plan::Forced,
                Turn::Seat(_) => Plan::Decision,
                Turn::Chance => Plan::Chance,
            };
            match plan {
                Plan::Decision | Plan::Last => jobs.push(Job { at: i, outcome: 0 }),
                Plan::Chance => {
                    for (o, &mv) in buf.iter().enumerate() {
                        if mv != kept[i] {
                            jobs.push(Job { at: i, outcome: o });
                        }
                    }
                }
                Plan::Over | Plan::Forced => {}
            }
            outcomes.push(if matches!(plan, Plan::Chance) { buf.clone() } else { Vec::new() });
            plans.push(plan);
        }
        let found = vec![None; jobs.len()];
        Reviewer {
            positions,
            moves: kept,
            plans,
            jobs,
            found,
            outcomes,
            next: 0,
            current: None,
            budget,
            seed,
            review: None,
        }
    }

    /// How many moves of those given are reviewed (all, unless one could not be played).
    pub fn reviewed(&self) -> usize {
        self.moves.len()
    }

    /// Runs about `work` more search iterations (a search is never cut short: a slice ends at
    /// the first search's end past `work`, or sooner); returns true once the review is done.
    pub fn run(&mut self, work: u32) -> bool {
        let mut left = work.max(1);
        while self.review.is_none() {
            if self.current.is_none() && self.next >= self.jobs.len() {
                self.review = Some(self.assemble());
                break;
            }
            if left == 0 {
                break;
            }
            let (search, root) = match self.current.take() {
                Some(c) => c,
                None => match self.start_job(self.next) {
                    Ok(c) => c,
                    Err(f) => {
                        self.found[self.next] = Some(*f);
                        self.next += 1;
                        left -= 1;
                        continue;
                    }
                },
            };
            let mut search = search;
            let before = search.iterations();
            let finished = search.run(left);
            left = left.saturating_sub((search.iterations() - before).max(1));
            if finished {
                self.found[self.next] = Some(self.finish_job(self.next, &search, &root));
                self.next += 1;
            } else {
                self.current = Some((search, root));
            }
        }
        self.review.is_some()
    }

    /// Steps reviewed so far, and steps in all.
    pub fn progress(&self) -> (u32, u32) {
        let all = self.moves.len() as u32;
        if self.review.is_some() {
            return (all, all);
        }
        let at = self.jobs.get(self.next).map_or(self.moves.len(), |j| j.at);
        (at.min(self.moves.len()) as u32, all)
    }

    /// The review, once [`run`](Self::run) has returned true.
    pub fn review(&self) -> Option<GameReview<G::Move>> {
        self.review.clone()
    }

    /// The review of the game so far reviewed, while the rest is still being worked through:
    /// the moves up to the last decision valued, as if the game had stopped there (its figures
    /// for those moves are what the whole review will say of them, except the accounts' end).
    /// `None` before the first decision after the start has been valued.
    pub fn partial(&self) -> Option<GameReview<G::Move>> {
        if let Some(r) = &self.review {
            return Some(r.clone());
        }
        // The jobs are worked in the order of the positions: every job before `next` is done.
        let upto = self.jobs[..self.next]
            .iter()
            .rev()
            .find(|j| matches!(self.plans[j.at], Plan::Decision | Plan::Last))
            .map(|j| j.at)
            .filter(|&at| at > 0)?;
        Some(self.assemble_upto(upto))
    }

    /// A job's search, or its value at once where nothing needs searching.
    fn start_job(&self, j: usize) -> Result<Running<G>, Box<Found<G::Move>>> {
        let job = self.jobs[j];
        let mut root = self.positions[job.at].clone();
        let mut buf = Vec::new();
        let iterations = match self.plans[job.at] {
            Plan::Chance => {
                root.play_unchecked(self.outcomes[job.at][job.outcome]);
                self.budget.chance_iterations
            }
            _ => self.budget.iterations,
        };
        value::skip_forced(&mut root, &mut buf, FORCED_LIMIT);
        // A decision is compared move by move where every move's position is known (a solved
        // position is known too, but its value alone would not grade the move played).
        if let (Plan::Decision, Some(f)) = (self.plans[job.at], self.exact_decision(job.at)) {
            return Err(Box::new(f));
        }
        if let Some(v) = value::known(&root) {
            return Err(Box::new(Found { value: v, exact: true, best: None, played: v }));
        }
        root.moves(&mut buf);
        let budget = value::search_budget::<G>(iterations, buf.len());
        let seed = job_seed(self.seed, job.at, job.outcome);
        Ok((Search::new(&root, budget, seed), root))
    }

    /// A decision whose every move leads to a known position is compared on known values.
    fn exact_decision(&self, at: usize) -> Option<Found<G::Move>> {
        let state = &self.positions[at];
        let Turn::Seat(me) = state.turn() else { return None };
        let mut legal = Vec::new();
        state.moves(&mut legal);
        let mut best: Option<(G::Move, Values)> = None;
        let mut played = None;
        for &mv in &legal {
            let mut next = state.clone();
            next.play_unchecked(mv);
            let v = value::known(&next)?;
            if best.is_none_or(|(_, b)| v[me as usize] > b[me as usize]) {
                best = Some((mv, v));
            }
            if mv == self.moves[at] {
                played = Some(v);
            }
        }
        let (mv, v) = best?;
        Some(Found { value: v, exact: true, best: Some(mv), played: played? })
    }

    fn finish_job(&self, j: usize, search: &Search<G>, root: &G) -> Found<G::Move> {
        let job = self.jobs[j];
        let value = value::searched_value(search, root);
        let (mut best, mut played) = (None, value);
        if let Plan::Decision = self.plans[job.at] {
            let children = search.root_values();
            if let Some(b) = value::best_child(&children) {
                best = Some(children[b].0);
                played = children.iter().find(|c| c.0 == self.moves[job.at]).map_or(children[b].2, |c| c.2);
            }
        }
        Found { value, exact: false, best, played }
    }

    /// The review from every job's findings: each position's value from the last back to the
    /// first (a forced move's position is worth the next one's, a throw's the odds-weighted mean
    /// of its outcomes'), then the steps and the accounts.
    fn assemble(&self) -> GameReview<G::Move> {
        self.assemble_upto(self.moves.len())
    }

    /// The review of the moves before position `n`, valued from the search at `n` (the last
    /// position's, or a decision's: its best value).
    fn assemble_upto(&self, n: usize) -> GameReview<G::Move> {
        let seats = self.positions[0].seats();
        let mut by_position: Vec<Vec<(usize, Found<G::Move>)>> = vec![Vec::new(); n + 1];
        for (job, found) in self.jobs.iter().zip(&self.found) {
            if let Some(f) = (*found).filter(|_| job.at <= n) {
                by_position[job.at].push((job.outcome, f));
            }
        }
        let mut values = vec![[0.0; MAX_SEATS]; n + 1];
        let mut kinds = vec![StepKind::Forced; n];
        for i in (0..=n).rev() {
            let state = &self.positions[i];
            let half = {
                let mut h = [0.0; MAX_SEATS];
                h[..seats].fill(0.5);
                h
            };
            let plan =
                if i == n && matches!(self.plans[i], Plan::Decision) { Plan::Last } else { self.plans[i] };
            values[i] = match plan {
                Plan::Over => value::quantized(&value::known(state).unwrap_or(half), seats),
                Plan::Forced => values[i + 1],
                Plan::Last => by_position[i].first().map_or(half, |(_, f)| value::quantized(&f.value, seats)),
                Plan::Decision => {
                    let (Some(&(_, f)), Turn::Seat(me)) = (by_position[i].first(), state.turn()) else {
                        values[i] = values[i + 1];
                        continue;
                    };
                    let best_value = value::quantized(&f.value, seats);
                    let played = self.moves[i];
                    let best = f.best.unwrap_or(played);
                    let expected =
                        if best == played { best_value } else { value::quantized(&f.played, seats) };
                    let cost = value::quantize(best_value[me as usize] - expected[me as usize]);
                    kinds[i] = StepKind::Decision {
                        seat: me,
                        played,
                        best,
                        cost,
                        grade: Grade::of(cost),
                        exact: f.exact,
                        expected,
                    };
                    best_value
                }
                Plan::Chance => {
                    kinds[i] = StepKind::Chance;
                    self.expected(i, &values[i + 1], &by_position[i], seats)
                }
            };
        }
        let steps: Vec<Step<G::Move>> = (0..n)
            .map(|i| Step { index: i, before: values[i], after: values[i + 1], kind: kinds[i] })
            .collect();
        let accounts = account::accounts(&self.positions[0], &steps, values[n]);
        GameReview { steps, accounts }
    }

    /// What the throw at position `i` was worth before it was thrown: each outcome's value
    /// weighted by its exact odds, the outcome thrown valued as the position it led to.
    fn expected(&self, i: usize, thrown: &Values, found: &[(usize, Found<G::Move>)], seats: usize) -> Values {
        let state = &self.positions[i];
        let mut sum = [0.0f64; MAX_SEATS];
        for (o, &mv) in self.outcomes[i].iter().enumerate() {
            let p = state.probability(mv).to_f64();
            let v = if mv == self.moves[i] {
                *thrown
            } else {
                match found.iter().find(|(k, _)| *k == o) {
                    Some((_, f)) => value::quantized(&f.value, seats),
                    None => *thrown,
                }
            };
            for (s, x) in sum.iter_mut().enumerate().take(seats) {
                *x += p * v[s] as f64;
            }
        }
        let mut out = [0.0; MAX_SEATS];
        for (o, x) in out.iter_mut().zip(&sum).take(seats) {
            *o = value::quantize(*x as f32);
        }
        out
    }
}

/// The seed of one search of a review: from the review's seed and the search's place, so the
/// review does not depend on how its work is sliced.
fn job_seed(seed: u64, at: usize, outcome: usize) -> u64 {
    let mut x = seed
        ^ (at as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
        ^ (outcome as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F);
    x ^= x >> 31;
    x = x.wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 29)
}

/// Reviews a whole game in one go (`lab`, tests).
pub fn review_game<G: Evaluate>(
    start: &G,
    moves: &[G::Move],
    budget: ReviewBudget,
    seed: u64,
) -> GameReview<G::Move> {
    let mut r = Reviewer::new(start, moves, budget, seed);
    while !r.run(u32::MAX) {}
    r.review().expect("a finished review has its result")
}
