//! The endgame search: how the computer plays a decided game from the side ahead, and the
//! smallest endings from either side.
//!
//! The general search (Monte Carlo, `ai::search`) values a move by short random games; once a
//! game is decided those mostly say "ahead", whatever the move, and the side ahead wanders until
//! the draw rule ends the game. Here the side ahead searches instead by alpha-beta, several turns
//! deep, every capture followed to its end, with a score that knows what winning is in Dablot:
//!
//! - **material**, and **trades**: every enemy piece gone counts beyond its worth, so the side
//!   ahead exchanges down towards "captures all their opponent's pieces";
//! - **room**: the fewer moves the enemy has, the better — a side that cannot move loses
//!   (`blocked=loses`), and a side short of moves must give pieces away;
//! - **the hunt**: each enemy piece by the distance, along the lines, of the nearest piece that
//!   may take it; a piece nothing may take (an enemy king, once one's own is gone) can only be
//!   hemmed in, and counts its free neighbours and how far the hunters stand; and with the last
//!   few enemy pieces (`LAST_FEW`), every hunter closes in on each and its free neighbours
//!   count against it (one hunter alone never catches a piece that flees);
//! - **hemming in**: where nothing of the side's may take anything the other has left (a lone
//!   king against a prince and soldiers), the score is the hemmed pieces' region, what they could
//!   walk to and the hemming pieces they could take (`hem`) instead;
//! - **the draw rule**: in the second half of the turns allowed without capture the score fades
//!   towards a draw, so a capture in reach is made in time (not when hemming in);
//! - **the exact tables** of the smallest endings: with three pieces or fewer at the root the
//!   move is the table's own; its table is built first if it is not yet, in steps like the
//!   search's ([`table::build_some`]), so that a page builds it in slices and never stops for it;
//!   deeper in the search a position of three pieces whose table is built already is scored by
//!   it (won or lost in so many turns), never by building one in the middle of a search.
//!
//! It runs in slices (`run(n)`), like the general search, on an explicit stack; its budget is a
//! number of positions looked at, [`NODES_PER_ITERATION`] for each of the general search's
//! iterations, so a level thinks about as long either way and its move is the same on any
//! machine.

use super::super::Dablot;
use super::super::board::{ADJACENT, DISTANCE, JUMP, NONE, POINTS, bits};
use super::super::moves::Move;
use super::super::pieces::{Rank, Side};
use super::table::{self, Ending, Exact};
use crate::model::{Game, Planner, splitmix64};

/// Positions looked at for each iteration of the general search's budget: about the same time
/// (docs/ai.md, "Dablot: the endgame search").
pub const NODES_PER_ITERATION: u64 = 4;
/// Positions of a table built for each iteration of the general search's budget: about the same
/// time (a position read or gone back from costs about what a position searched does).
const BUILD_PER_ITERATION: u32 = 4;
/// With this many enemy pieces left or fewer, every hunter closes in on each (see [`score`]):
/// under compulsory capture the last two; under optional capture, where a fleeing piece is
/// never forced into a capture, the last three (docs/ai.md: 46 of 48 decided positions won
/// against intermediate with three, 44 with two; under compulsory capture three gave 35, two 42).
const LAST_FEW: [u32; 2] = [3, 2];
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
            finished: false,
        };
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

/// The score of `p` for side `a`, in hundredths of a soldier (see the module's text).
pub(crate) fn score(p: &Dablot, a: Side) -> i32 {
    let (a, d) = (a as usize, 1 - a as usize);
    let worth = |m: u128| -> i32 {
        let k = (m & p.kings).count_ones() as i32;
        let pr = (m & p.princes).count_ones() as i32;
        (m.count_ones() as i32 - k - pr) * 100 + pr * 400 + k * 800
    };
    let (ma, md) = (p.men[a], p.men[d]);
    let mut s = worth(ma) - worth(md);
    // Trades: each enemy piece gone counts more than its worth, each of one's own a little less.
    s += 60 * (30 - md.count_ones() as i32) - 20 * (30 - ma.count_ones() as i32);
    // Room: the enemy's steps and captures.
    let steps: u32 = p.step_targets_by_dir(md).iter().map(|t| t.count_ones()).sum();
    s -= 6 * steps as i32 + 30 * p.jumpers(d as Side).count_ones() as i32;
    // The hunt.
    let top_a = p.top_rank(a as Side);
    let hunters = |r: Rank| -> u128 {
        match r {
            Rank::Soldier => ma,
            Rank::Prince => ma & (p.kings | p.princes),
            Rank::King => ma & p.kings,
        }
    };
    let empty = p.empty();
    if hemming(p, a as Side) {
        // Nothing of ours may take what the enemy has left: only hemming it in wins.
        return s - hem(p, d as Side);
    }
    let last_few = md.count_ones() <= LAST_FEW[p.cfg.compulsory as usize];
    for t in bits(md) {
        let r = p.rank_at(t);
        let h = hunters(r);
        if h != 0 {
            let near = bits(h).map(|x| DISTANCE[x as usize][t as usize]).min().unwrap_or(12).min(12);
            s -= 8 * near as i32;
            if last_few {
                // A last piece flees from one hunter: it is caught by all closing in on it and
                // taking its room.
                let all: i32 = bits(h).map(|x| DISTANCE[x as usize][t as usize].min(12) as i32).sum();
                let free = (ADJACENT[t as usize] & empty).count_ones() as i32;
                s -= 6 * all / h.count_ones() as i32 + 25 * free;
            }
        } else if top_a.is_some() {
            // Only to be hemmed in: its free neighbours, and the hunters' distance.
            let free = (ADJACENT[t as usize] & empty).count_ones() as i32;
            let far: i32 = bits(ma).map(|x| DISTANCE[x as usize][t as usize].min(12) as i32).sum();
            s -= 40 * free + 2 * far / ma.count_ones().max(1) as i32;
        }
    }
    // The draw rule: in its second half, the score fades towards a draw.
    let limit = 2 * p.cfg.draw_turns as i32;
    let left = (limit - p.quiet as i32).max(0);
    if 2 * left < limit {
        s = s * 2 * left / limit.max(1);
    }
    s
}

/// Can side `a` win only by hemming in: none of its pieces may take any the other has left (a
/// lone king against a prince and soldiers)?
fn hemming(p: &Dablot, a: Side) -> bool {
    match p.top_rank(a) {
        Some(top) => p.men[1 - a as usize] != 0 && bits(p.men[1 - a as usize]).all(|t| p.rank_at(t) > top),
        None => false,
    }
}

/// What a piece the hemmed pieces could take costs, by how many steps away they must walk to
/// take it.
const THREAT: [i32; 6] = [150, 100, 60, 40, 25, 15];

/// Hemming in: what side `d`'s pieces (none of which the other side may take) still have, in
/// hundredths of a soldier, to be taken from the score of the side hemming them in. Both sides
/// spread through the empty points a step at a time, the hemmers first: the points the hemmed
/// pieces reach first are their **region** (all they can walk to, once they are shut in), each
/// point of it counted; so is each point they could walk to if nobody moved (up to 40). Each
/// hemming piece that they could take from a point they can walk to costs, the more the fewer
/// steps away ([`THREAT`]): a wall holds only where every piece of it is covered (the point
/// beyond it, seen from inside, occupied or off the board). Every hemming piece counts 300 more
/// than elsewhere (none can be spared to the king), each by its distance from the nearest
/// hemmed piece, and the hemmed pieces' steps count. The score does not fade with the draw
/// rule here: a fresh count, bought by letting the king take a piece, is no gain.
fn hem(p: &Dablot, d: Side) -> i32 {
    let empty = p.empty();
    let mine = p.men[d as usize];
    let theirs = p.men[1 - d as usize];
    let (mut region, mut held) = (mine, theirs);
    let (mut frontier, mut front) = (mine, theirs);
    while frontier != 0 {
        let free = empty & !region & !held;
        let ours = bits(front).fold(0u128, |n, r| n | ADJACENT[r as usize]) & free;
        held |= ours;
        front = ours;
        let next = bits(frontier).fold(0u128, |n, r| n | ADJACENT[r as usize]) & free & !ours;
        region |= next;
        frontier = next;
    }
    // And what they could walk to if nobody moved (all of it, unless they are shut in), ring
    // by ring: each piece they could take from a point of a ring counts, the more the nearer.
    let victims = p.victims(d, p.top_rank(d).unwrap_or(Rank::Soldier));
    let (mut reach, mut frontier, mut ring) = (mine, mine, 0usize);
    let (mut open, mut threat) = (0u128, 0i32);
    while frontier != 0 {
        for r in bits(frontier) {
            for (over, onto) in JUMP[r as usize] {
                if onto == NONE {
                    continue;
                }
                let o = 1u128 << over;
                if victims & o & !open != 0 && (empty | mine) & (1u128 << onto) != 0 {
                    open |= o;
                    threat += THREAT[ring.min(THREAT.len() - 1)];
                }
            }
        }
        let next = bits(frontier).fold(0u128, |n, r| n | ADJACENT[r as usize]) & empty & !reach;
        reach |= next;
        frontier = next;
        ring += 1;
    }
    let walk = (reach & !mine).count_ones().min(40) as i32;
    let room = (region & !mine).count_ones() as i32;
    let steps: u32 = p.step_targets_by_dir(mine).iter().map(|t| t.count_ones()).sum();
    // The hemmers close in: each by its distance from the nearest hemmed piece.
    let far: i32 = bits(theirs)
        .map(|x| bits(mine).map(|t| DISTANCE[x as usize][t as usize].min(12) as i32).min().unwrap_or(12))
        .sum();
    20 * far - 300 * theirs.count_ones() as i32 + 20 * room + 20 * walk + threat + 20 * steps as i32
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
        self.best.map(|(m, _)| m).or(self.roots.first().map(|r| r.mv))
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
    use super::*;
    use crate::games::dablot::{Placed, Point};
    use crate::model::Options;

    /// Side 0's pieces `S`/`P`, side 1's lone king `k`, side 0 to move, `quiet` turns without
    /// capture.
    fn position(pieces: &[(char, i32, i32)], quiet: u16) -> Dablot {
        let options =
            Options::from_pairs(Dablot::option_specs(), [("capture", "compulsory")]).expect("options");
        let placed: Vec<Placed> = pieces
            .iter()
            .map(|&(c, x, y)| Placed {
                point: Point::at(x, y).expect("a point"),
                side: c.is_ascii_lowercase() as u8,
                rank: match c.to_ascii_uppercase() {
                    'K' => Rank::King,
                    'P' => Rank::Prince,
                    _ => Rank::Soldier,
                },
            })
            .collect();
        Dablot::from_pieces(&options, 0, quiet, &placed).expect("a position")
    }

    /// A lone king in the corner with two points left, every piece around it covered; and the
    /// same with one soldier stepped aside, so that the king may take the soldier at 2,2 from
    /// 1,1 and break out.
    fn walls(quiet: u16) -> (Dablot, Dablot) {
        let shut = [
            ('S', 2, 0),
            ('S', 4, 0),
            ('S', 0, 2),
            ('S', 0, 4),
            ('S', 2, 2),
            ('S', 3, 3),
            ('P', 8, 8),
            ('k', 0, 0),
        ];
        let mut leaky = shut;
        leaky[5] = ('S', 4, 4);
        (position(&shut, quiet), position(&leaky, quiet))
    }

    #[test]
    fn a_covered_wall_scores_above_one_the_king_breaks() {
        let (shut, leaky) = walls(0);
        assert!(hemming(&shut, 0) && hemming(&leaky, 0), "a lone king against soldiers is hemmed in");
        assert!(score(&shut, 0) > score(&leaky, 0) + 100, "{} against {}", score(&shut, 0), score(&leaky, 0));
    }

    #[test]
    fn hemming_in_does_not_fade_with_the_draw_rule() {
        // Near the draw limit the side hemming in must not value a fresh count (the king taking
        // a piece) above the wall it holds.
        let (late, _) = walls(45);
        let (early, _) = walls(0);
        assert_eq!(score(&late, 0), score(&early, 0));
        // A soldier given to the king: it must take it, and the count starts again.
        let (mut given, _) = walls(45);
        let at = |x, y| Point::at(x, y).expect("a point").id() as u8;
        given.play_unchecked(Move::step(at(2, 2), at(1, 1)));
        let mut replies = Vec::new();
        given.legal_moves(&mut replies);
        assert!(replies.len() == 1 && replies[0].is_capture());
        given.play_unchecked(replies[0]);
        assert_eq!(given.quiet, 0);
        assert!(score(&late, 0) > score(&given, 0), "{} against {}", score(&late, 0), score(&given, 0));
    }
}
