//! The endgame search: how the computer plays a decided game from the side ahead, and the
//! smallest endings from either side.
//!
//! The general search (Monte Carlo, `ai::search`) values a move by short random games; once a
//! game is decided those mostly say "ahead", whatever the move, and the side ahead wanders until
//! the draw rule ends the game. Here the side ahead searches instead by alpha-beta, several turns
//! deep, every capture followed to its end, with a score that knows what winning is in Dablot
//! (`score.rs`; where only hemming in wins, `hem.rs`), and with **the exact tables** of the
//! smallest endings: with three pieces or fewer at the root the move is the table's own; its
//! table is built first if it is not yet, in steps like the search's ([`table::build_some`]), so
//! that a page builds it in slices and never stops for it; deeper in the search a position of
//! three pieces whose table is built already is scored by it (won or lost in so many turns),
//! never by building one in the middle of a search.
//!
//! It runs in slices (`run(n)`), like the general search, on an explicit stack; its budget is a
//! number of positions looked at, [`NODES_PER_ITERATION`] for each of the general search's
//! iterations, so a level thinks about as long either way and its move is the same on any
//! machine.

use super::super::Dablot;
use super::super::board::{POINTS, bits};
use super::super::moves::Move;
use super::super::pieces::Side;
use super::cage::{Cage, Found};
use super::hem::hemming;
use super::score::score;
use super::table::{self, Ending, Exact};
use crate::model::{Game, Planner, splitmix64};

/// Positions looked at for each iteration of the general search's budget: about the same time
/// (docs/ai.md, "Dablot: the endgame search").
pub const NODES_PER_ITERATION: u64 = 4;
/// Positions of a table built for each iteration of the general search's budget: about the same
/// time (a position read or gone back from costs about what a position searched does).
const BUILD_PER_ITERATION: u32 = 4;
/// Where only hemming in wins, the cage search (`cage.rs`) may spend this part of the budget
/// (one in so many positions) before the search.
const CAGE_SHARE: u64 = 2;
/// The most iterations' worth of work one call of `run` does (see there).
const RUN_MAX: u32 = 32;
/// A won game, less the turns to reach it.
const WIN: i32 = 30_000;
/// Scores this close to [`WIN`] are wins (and are stored in the table relative to the position).
const WON: i32 = WIN - 1_000;
const INF: i32 = 32_000;
/// The deepest iteration.
const MAX_DEPTH: i32 = 40;
/// Entries of the transposition table (a power of two).
const TT_SIZE: usize = 1 << 15;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Exact,
    Lower,
    Upper,
}

#[derive(Clone, Copy)]
struct Entry {
    key: u64,
    mv: Option<Move>,
    score: i32,
    depth: i32,
    bound: Bound,
}

struct Frame {
    pos: Dablot,
    hash: u64,
    depth: i32,
    alpha: i32,
    beta: i32,
    alpha0: i32,
    ply: i32,
    n: usize,
    i: usize,
    best: i32,
    best_move: Option<Move>,
    /// Nodes counted when the current move's search began (at the root).
    since: u64,
}

/// One root move: its score in the last iteration that searched it, and the positions under it.
#[derive(Clone, Copy)]
struct RootMove {
    mv: Move,
    score: i32,
    nodes: u64,
}

pub struct Plan {
    root: Dablot,
    /// The side the scores are for (the side to move at the root).
    me: Side,
    budget: u64,
    nodes: u64,
    depth: i32,
    stack: Vec<Frame>,
    moves: Vec<Vec<Move>>,
    tt: Vec<Option<Entry>>,
    history: Vec<u32>,
    roots: Vec<RootMove>,
    /// The move and score of the last iteration completed.
    best: Option<(Move, i32)>,
    /// A value handed back by the frame just finished (from its side to move's view).
    ret: Option<i32>,
    /// The ending at the root whose table is being built before the move is played by it.
    building: Option<Ending>,
    /// Where only hemming in wins: the search for a cage that leaves the king no move, first.
    cage: Option<Cage>,
    /// With the cage search first, the move whose position scores best a turn on: the move of a
    /// decision stopped (a page's time limit) before any search has finished.
    fallback: Option<Move>,
    finished: bool,
}

impl Dablot {
    /// The endgame search for this position, if it is one for it: the side to move holds a
    /// decided game ([`Dablot::holds`]), or the position is one of the exact tables' endings.
    pub(crate) fn endgame_plan(&self, iterations: u32) -> Option<Plan> {
        if self.end.is_some() {
            return None;
        }
        if !self.holds(self.to_move) && self.table_ending().is_none() {
            return None;
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        let roots = moves.iter().map(|&mv| RootMove { mv, score: -INF, nodes: 0 }).collect();
        let mut plan = Plan {
            root: *self,
            me: self.to_move,
            budget: iterations as u64 * NODES_PER_ITERATION,
            nodes: 0,
            depth: 0,
            stack: Vec::new(),
            moves: Vec::new(),
            tt: vec![None; TT_SIZE],
            history: vec![0; POINTS * POINTS],
            roots,
            best: None,
            ret: None,
            building: None,
            cage: None,
            fallback: None,
            finished: false,
        };
        if hemming(self, self.to_move) {
            plan.cage = Some(Cage::new(self, plan.budget / CAGE_SHARE));
            plan.fallback = moves.iter().copied().max_by_key(|&mv| {
                let mut c = *self;
                c.play_unchecked(mv);
                score(&c, self.to_move)
            });
        }
        // The smallest endings are played by the table itself, built first if need be.
        if let Some((ending, _)) = self.table_ending() {
            if table::is_built(&self.cfg, ending) {
                plan.play_by_table();
            } else {
                plan.building = Some(ending);
            }
        }
        Some(plan)
    }
}

/// A position's key for the transposition table (the count of turns without capture included:
/// it decides the draw).
fn key(p: &Dablot) -> u64 {
    let m = |x: u128| splitmix64(x as u64 ^ splitmix64((x >> 64) as u64 ^ 0x5851_F42D));
    m(p.men[0])
        ^ m(p.men[1]).rotate_left(17)
        ^ m(p.kings).rotate_left(31)
        ^ m(p.princes).rotate_left(47)
        ^ splitmix64(((p.to_move as u64) << 20) | p.quiet as u64 | 0x9E37_0000_0000)
}

impl Plan {
    /// With the exact table: the fastest win, the slowest loss, or (drawn) the search among the
    /// moves that keep the draw.
    fn play_by_table(&mut self) {
        let Some(here) = self.root.exact_if_built() else { return };
        let mut best: Option<(i32, Move)> = None;
        for r in &mut self.roots {
            let mut c = self.root;
            c.play_unchecked(r.mv);
            let v = match (c.end, c.exact_if_built()) {
                (Some(e), _) => match e.winner {
                    Some(w) if w == self.me => WIN,
                    Some(_) => -WIN,
                    None => 0,
                },
                (None, Some(Exact::Loss(d))) => WIN - 1 - d as i32,
                (None, Some(Exact::Win(d))) => -(WIN - 1 - d as i32),
                _ => 0,
            };
            r.score = v;
            if best.is_none_or(|(b, _)| v > b) {
                best = Some((v, r.mv));
            }
        }
        if let (Some((v, mv)), false) = (best, here == Exact::Draw) {
            self.best = Some((mv, v));
            self.finished = true;
        } else {
            // Drawn: search among the moves that keep the draw.
            self.roots.retain(|r| r.score >= 0);
        }
    }

    fn probe(&self, hash: u64) -> Option<Entry> {
        self.tt[hash as usize & (TT_SIZE - 1)].filter(|e| e.key == hash)
    }

    fn store(&mut self, hash: u64, e: Entry) {
        let slot = &mut self.tt[hash as usize & (TT_SIZE - 1)];
        if slot.is_none_or(|old| old.key != hash || old.depth <= e.depth) {
            *slot = Some(e);
        }
    }

    /// The score of a position the search will not look into: over, or exact by a table.
    fn settled(&self, p: &Dablot, ply: i32) -> Option<i32> {
        if let Some(end) = p.end {
            return Some(match end.winner {
                Some(w) if w == p.to_move => WIN - ply,
                Some(_) => -(WIN - ply),
                None => 0,
            });
        }
        if p.count(0) + p.count(1) <= 3 {
            return Some(match p.exact_if_built()? {
                Exact::Win(d) => WIN - 1 - ply - d as i32,
                Exact::Loss(d) => -(WIN - 1 - ply - d as i32),
                Exact::Draw => 0,
            });
        }
        None
    }

    /// Starts the search of `p` (or answers at once, in `ret`).
    fn enter(&mut self, p: Dablot, depth: i32, mut alpha: i32, beta: i32, ply: i32) {
        self.nodes += 1;
        if let Some(v) = self.settled(&p, ply) {
            self.ret = Some(v);
            return;
        }
        let hash = key(&p);
        let hit = self.probe(hash);
        if let Some(e) = hit
            && e.depth >= depth
        {
            let v = from_tt(e.score, ply);
            if e.bound == Bound::Exact
                || (e.bound == Bound::Lower && v >= beta)
                || (e.bound == Bound::Upper && v <= alpha)
            {
                self.ret = Some(v);
                return;
            }
        }
        let level = self.stack.len();
        if self.moves.len() <= level {
            self.moves.push(Vec::new());
        }
        let mut list = std::mem::take(&mut self.moves[level]);
        let forced = p.jumpers(p.to_move) != 0 && (p.cfg.compulsory || p.in_single_combat());
        let mut best = -INF;
        if depth <= 0 {
            // Quiescence: only captures, and standing still where no capture is compulsory.
            if !forced {
                let stand = self.eval(&p);
                if stand >= beta {
                    self.moves[level] = list;
                    self.ret = Some(stand);
                    return;
                }
                best = stand;
                alpha = alpha.max(stand);
            }
            list.clear();
            if forced {
                p.legal_moves(&mut list);
            } else {
                for q in bits(p.jumpers(p.to_move)) {
                    p.add_captures(q, !p.cfg.compulsory, &mut list);
                }
            }
            if list.is_empty() {
                self.moves[level] = list;
                self.ret = Some(best);
                return;
            }
        } else {
            p.legal_moves(&mut list);
        }
        self.order(&mut list, hit.and_then(|e| e.mv));
        let n = list.len();
        self.moves[level] = list;
        self.stack.push(Frame {
            pos: p,
            hash,
            depth,
            alpha,
            beta,
            alpha0: alpha,
            ply,
            n,
            i: 0,
            best,
            best_move: None,
            since: self.nodes,
        });
    }

    fn eval(&self, p: &Dablot) -> i32 {
        let s = score(p, self.me);
        if p.to_move == self.me { s } else { -s }
    }

    /// The table's move first, then captures (most pieces first), then steps by their history.
    fn order(&self, list: &mut [Move], first: Option<Move>) {
        let rank = |m: &Move| -> (u32, u32, u32) {
            let tt = (Some(*m) == first) as u32;
            let hist =
                if m.is_pass() { 0 } else { self.history[m.src() as usize * POINTS + m.dst() as usize] };
            (tt, m.captures(), hist)
        };
        list.sort_by_key(|m| std::cmp::Reverse(rank(m)));
    }

    /// The frame on top is done: it stores what it found and hands its score to its parent.
    fn finish(&mut self) {
        let f = self.stack.pop().expect("a frame to finish");
        let bound = if f.best <= f.alpha0 {
            Bound::Upper
        } else if f.best >= f.beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        if f.depth > 0 {
            self.store(
                f.hash,
                Entry { key: f.hash, mv: f.best_move, score: to_tt(f.best, f.ply), depth: f.depth, bound },
            );
        }
        if self.stack.is_empty() {
            // An iteration is complete.
            if let Some(mv) = f.best_move {
                self.best = Some((mv, f.best));
            }
            self.roots.sort_by_key(|r| std::cmp::Reverse(r.score));
            if let Some((mv, _)) = self.best
                && let Some(i) = self.roots.iter().position(|r| r.mv == mv)
            {
                let r = self.roots.remove(i);
                self.roots.insert(0, r);
            }
            if f.best.abs() >= WON || self.depth >= MAX_DEPTH {
                self.finished = true;
            }
            return;
        }
        self.ret = Some(f.best);
    }

    /// One step of the search: a move of the frame on top is searched, or its answer taken.
    fn step(&mut self) {
        let top = self.stack.len() - 1;
        if let Some(v) = self.ret.take() {
            let mv = self.moves[top][self.stack[top].i];
            let score = -v;
            if top == 0 {
                let since = self.stack[0].since;
                if let Some(r) = self.roots.iter_mut().find(|r| r.mv == mv) {
                    r.score = score;
                    r.nodes += self.nodes - since;
                }
            }
            let f = &mut self.stack[top];
            if score > f.best {
                f.best = score;
                f.best_move = Some(mv);
            }
            if score > f.alpha {
                f.alpha = score;
            }
            if f.alpha >= f.beta {
                if !mv.is_capture() && !mv.is_pass() {
                    let d = f.depth.max(1) as u32;
                    self.history[mv.src() as usize * POINTS + mv.dst() as usize] += d * d;
                }
                self.finish();
                return;
            }
            f.i += 1;
        }
        let f = &self.stack[top];
        if f.i >= f.n {
            self.finish();
            return;
        }
        let mv = self.moves[top][f.i];
        let mut child = f.pos;
        child.play_unchecked(mv);
        let (depth, alpha, beta, ply) = (f.depth - 1, -f.beta, -f.alpha, f.ply + 1);
        if top == 0 {
            self.stack[0].since = self.nodes;
        }
        self.enter(child, depth, alpha, beta, ply);
    }

    /// Starts the next iteration, one turn deeper, the best moves so far first.
    fn next_iteration(&mut self) {
        self.depth += 1;
        let p = self.root;
        let level = 0;
        if self.moves.is_empty() {
            self.moves.push(Vec::new());
        }
        self.moves[level] = self.roots.iter().map(|r| r.mv).collect();
        self.nodes += 1;
        let n = self.roots.len();
        self.stack.push(Frame {
            pos: p,
            hash: key(&p),
            depth: self.depth,
            alpha: -INF,
            beta: INF,
            alpha0: -INF,
            ply: 0,
            n,
            i: 0,
            best: -INF,
            best_move: None,
            since: self.nodes,
        });
    }
}

/// Win scores are stored relative to the position, not the root.
fn to_tt(v: i32, ply: i32) -> i32 {
    if v >= WON {
        v + ply
    } else if v <= -WON {
        v - ply
    } else {
        v
    }
}

fn from_tt(v: i32, ply: i32) -> i32 {
    if v >= WON {
        v - ply
    } else if v <= -WON {
        v + ply
    } else {
        v
    }
}

impl Planner<Dablot> for Plan {
    fn run(&mut self, n: u32) -> bool {
        // At most RUN_MAX iterations' worth a call: a position's cost varies tenfold (a full list
        // of moves or a capture only), so a batch sized from cheap ones could overrun a page's
        // slice; the caller asks again (`ai::Search::run_to_end` until finished).
        let n = n.min(RUN_MAX);
        if let Some(ending) = self.building {
            // The table first, in steps: the work counts for no iterations, so a page that stops
            // a decision after its time limit does not stop this one before the table is built.
            if !table::build_some(&self.root.cfg, ending, n.saturating_mul(BUILD_PER_ITERATION)) {
                return false;
            }
            self.building = None;
            self.play_by_table();
            if self.finished {
                return true;
            }
        }
        if let Some(cage) = &mut self.cage {
            let before = cage.nodes;
            let found = cage.run(n as u64 * NODES_PER_ITERATION);
            self.nodes += cage.nodes - before;
            match found {
                Found::Working => return false,
                Found::Nothing => self.cage = None,
                Found::Win(mv, turns) => {
                    let v = WIN - 2 * turns as i32;
                    if let Some(r) = self.roots.iter_mut().find(|r| r.mv == mv) {
                        r.score = v;
                    }
                    self.best = Some((mv, v));
                    self.finished = true;
                    return true;
                }
            }
        }
        let stop = (self.nodes + n as u64 * NODES_PER_ITERATION).min(self.budget);
        while !self.finished && self.nodes < stop {
            if self.roots.is_empty() {
                self.finished = true;
                break;
            }
            if self.stack.is_empty() {
                self.next_iteration();
            }
            self.step();
        }
        if self.nodes >= self.budget {
            self.finished = true;
        }
        self.finished
    }

    fn iterations(&self) -> u32 {
        (self.nodes / NODES_PER_ITERATION) as u32
    }

    fn finished(&self) -> bool {
        self.finished
    }

    fn best_move(&self) -> Option<Move> {
        // The iteration under way counts once its first move (the best so far) is searched: a
        // move that beats it then is better at the greater depth.
        if let Some(f) = self.stack.first()
            && f.i >= 1
            && let Some(mv) = f.best_move
        {
            return Some(mv);
        }
        self.best.map(|(m, _)| m).or(self.fallback).or(self.roots.first().map(|r| r.mv))
    }

    fn root_stats(&self) -> Vec<(Move, u32, f32)> {
        let played = self.best_move();
        let mut out: Vec<(Move, u32, f32)> = self
            .roots
            .iter()
            .map(|r| {
                let visits = (r.nodes / NODES_PER_ITERATION) as u32;
                (r.mv, visits, value_of(r.score))
            })
            .collect();
        if let Some(i) = out.iter().position(|(m, _, _)| Some(*m) == played) {
            let r = out.remove(i);
            out.insert(0, r);
        }
        out
    }
}

/// A score as a value in `[0, 1]` for the mover (1 a win).
fn value_of(score: i32) -> f32 {
    if score >= WON {
        1.0
    } else if score <= -WON {
        0.0
    } else {
        0.5 + 0.5 * (score as f32 / 1500.0).tanh()
    }
}

#[cfg(test)]
mod tests {
    use super::super::{SHUT_CORNER, test_position};
    use super::*;

    /// A decision stopped before any search has finished (a slow phone's time limit while the
    /// cage search runs) still plays a move that gives the king nothing to take, where the
    /// first legal move would.
    #[test]
    fn a_decision_stopped_at_once_keeps_the_wall() {
        let p = test_position("compulsory", 0, &SHUT_CORNER);
        let gives = |mv: Move| {
            let mut c = p;
            c.play_unchecked(mv);
            c.jumpers(1) != 0
        };
        let mut moves = Vec::new();
        p.legal_moves(&mut moves);
        assert!(gives(moves[0]), "the first legal move keeps the wall: the test would prove nothing");
        let plan = p.endgame_plan(24_000).expect("a hemming position");
        let mv = plan.best_move().expect("a move");
        assert!(!gives(mv), "{mv:?} gives the king a soldier");
    }
}
