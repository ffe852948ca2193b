//! Exact values of Um dyar's smallest single games, by retrograde analysis: the result each
//! position gives the player to move with perfect play under the rules as implemented, and the
//! moves (of either player) until the game ends.
//!
//! **The stall counter is part of the position.** "The game ends when all seeds are captured"
//! (Wikimanqala, "Um dyar", Rules), and our rule `stall` ends it after `stall` moves in a row
//! without a capture, each player taking the seeds on his side. A move either captures (the board
//! holds fewer seeds after it) or adds one to the count of moves since the last capture, so a
//! position *with its count* is never met twice in a game: the game is finite, and its positions
//! can be valued backwards from its ends, with no rule of ours besides `stall`. A position is
//! valued for every count from 0 to `stall − 1`: the same seeds may be won with 90 moves left
//! before the stall and lost with 2.
//!
//! How: every position reachable from the start (either player first) is listed once, without
//! its count; then they are valued by seeds on the board, fewest first (a capture leads to fewer
//! seeds, valued already, with the count back at 0), and within the same seeds from the highest
//! count down (a move without a capture leads to the next count, valued already). The moves are
//! played by the game's own `play_unchecked`, so the solver applies exactly the rules the game
//! does.
//!
//! Which boards: [`Board::of`] answers for the single games of 2 × 2 holes with 4 seeds each
//! (`docs/ai.md`, "Against the limit: Um dyar's solved boards", gives the sizes and times, and
//! why 2 × 4 holes does not fit). The site solves the board on the device the first time a
//! position of it is asked about (a few milliseconds), and keeps it ([`solution`]); `lab solve`
//! solves any board the solver takes ([`Solution::solve`]).

use super::options::{CaptureSide, Mode};
use super::{Move, PASS, UmDyar};
use crate::model::{Game, Seat, Solved};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Bits per hole (and for player 0's pile) in a packed position: counts up to 63.
const BITS: u32 = 6;
/// The most holes in the ring of a board the solver takes.
pub const MAX_RING: usize = 8;
/// The most seeds in all on a board the solver takes (they must fit in [`BITS`]).
pub const MAX_TOTAL: u16 = (1 << BITS) - 1;

/// A board the solver can take: a single game's size, its capture ceiling, which side captures
/// take and the stall limit. Who moves first does not matter: both starts are solved.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Board {
    pub holes: u8,
    pub seeds: u16,
    pub captures: CaptureSide,
    pub stall: u16,
}

impl Board {
    /// The board of a single game the site knows exactly: the source's smallest, "a board which
    /// numbers just four holes has four seeds in each hole" (2 × 2 holes, 4 seeds), whatever the
    /// stall limit, the side captures take and who begins. `None` for a match, another board, or
    /// a state that is not one of a single game (seeds carried or kept, holes closed). (2 × 4
    /// holes with 4 seeds does not fit: `docs/ai.md`, "Against the limit".)
    pub fn of(g: &UmDyar) -> Option<Board> {
        Board::any(g).filter(|b| b.holes == 2 && b.seeds == 4)
    }

    /// The board of any single game (`lab solve`, which may try others): `None` for a match or a
    /// state that is not one of a single game.
    pub fn any(g: &UmDyar) -> Option<Board> {
        (g.mode == Mode::Game && g.closed == 0 && g.carry == 0 && g.kept == [0, 0]).then_some(Board {
            holes: g.holes,
            seeds: g.seeds,
            captures: g.captures,
            stall: g.stall,
        })
    }

    /// Every seed of the game.
    pub fn total(&self) -> u16 {
        2 * self.holes as u16 * self.seeds
    }

    fn ring(&self) -> usize {
        2 * self.holes as usize
    }

    /// Can the solver take it at all (the packed position's limits)?
    fn fits(&self) -> bool {
        (1..=MAX_RING / 2).contains(&(self.holes as usize))
            && self.total() <= MAX_TOTAL
            && self.seeds >= 2
            && self.stall >= 1
    }

    /// The position of `g` without its count, packed: the holes, player 0's pile, the mover.
    fn pack(&self, g: &UmDyar) -> u64 {
        let mut key = 0u64;
        for (i, &c) in g.pits[..self.ring()].iter().enumerate() {
            key |= (c as u64) << (BITS * i as u32);
        }
        key | (g.captured[0] as u64) << (BITS * MAX_RING as u32) | (g.to_move as u64) << (BITS * 9)
    }

    /// The state of a packed position at `count` moves since the last capture.
    fn unpack(&self, key: u64, count: u16) -> UmDyar {
        let mut g = UmDyar::empty(self.holes as usize, self.seeds, self.captures, self.stall, Mode::Game);
        let field = |i: u32| ((key >> (BITS * i)) & ((1 << BITS) - 1)) as u16;
        let mut board = 0;
        for i in 0..self.ring() {
            g.pits[i] = field(i as u32);
            board += g.pits[i];
        }
        g.captured[0] = field(MAX_RING as u32);
        g.captured[1] = self.total().saturating_sub(board + g.captured[0]);
        g.to_move = (key >> (BITS * 9) & 1) as Seat;
        g.since_capture = count;
        g
    }

    /// Seeds on the board of a packed position.
    fn on_board(&self, key: u64) -> u16 {
        (0..self.ring()).map(|i| ((key >> (BITS * i as u32)) & ((1 << BITS) - 1)) as u16).sum()
    }
}

/// A position's value for the player to move: `0` a draw, `n > 0` he wins and the game ends
/// after `n` more moves (his and his opponent's; passes count), `−n` he loses after `n`, with
/// perfect play on both sides (the winner ending it as soon as he can, the loser holding out).
pub type Value = i16;

/// Where a move leads.
#[derive(Clone, Copy, Debug)]
enum Edge {
    /// A move without a capture: the next count of the same seeds.
    Quiet(u32),
    /// A capture: the count starts again at 0.
    Capture(u32),
    /// The move ends the game (every seed captured): the result for the mover, −1, 0 or 1.
    End(i8),
}

/// The value after one more move: the mover's move to a position worth `v` to his opponent.
fn back(v: Value) -> Value {
    match v {
        0 => 0,
        v if v > 0 => -(v.saturating_add(1)),
        v => v.saturating_neg().saturating_add(1),
    }
}

/// How much the mover prefers a value: a win, the sooner the better; a draw; a loss, the later
/// the better.
pub fn rank(v: Value) -> i32 {
    match v {
        0 => 0,
        v if v > 0 => 100_000 - v as i32,
        v => -100_000 - v as i32,
    }
}

/// Every reachable position of a board with its value at every count.
pub struct Solution {
    board: Board,
    /// The packed positions, fewest seeds on the board first.
    keys: Vec<u64>,
    index: HashMap<u64, u32>,
    /// `values[p * stall + count]`.
    values: Vec<Value>,
}

impl Solution {
    /// Solves `board`: `None` if the solver cannot take it (more than 8 holes or 63 seeds).
    pub fn solve(board: Board) -> Option<Solution> {
        if !board.fits() {
            return None;
        }
        let mut keys = reachable(board);
        keys.sort_by_key(|&k| (board.on_board(k), k));
        let index: HashMap<u64, u32> = keys.iter().enumerate().map(|(i, &k)| (k, i as u32)).collect();
        let (edges, starts, settle) = edges(board, &keys, &index)?;
        let stall = board.stall as usize;
        let mut values = vec![0 as Value; keys.len() * stall];
        let mut layer = 0;
        while layer < keys.len() {
            let seeds = board.on_board(keys[layer]);
            let end = layer + keys[layer..].iter().take_while(|&&k| board.on_board(k) == seeds).count();
            for count in (0..stall).rev() {
                for p in layer..end {
                    let mover = (keys[p] >> (BITS * 9) & 1) as usize;
                    let mut best: Option<Value> = None;
                    for &e in &edges[starts[p] as usize..starts[p + 1] as usize] {
                        let v = match e {
                            Edge::End(r) => r as Value,
                            Edge::Capture(q) => back(values[q as usize * stall]),
                            Edge::Quiet(q) if count + 1 >= stall => {
                                // Our rule `stall`: the game stops, each takes his side's seeds.
                                let s = settle[q as usize];
                                (if mover == 0 { s } else { -s }) as Value
                            }
                            Edge::Quiet(q) => back(values[q as usize * stall + count + 1]),
                        };
                        if best.is_none_or(|b| rank(v) > rank(b)) {
                            best = Some(v);
                        }
                    }
                    values[p * stall + count] = best.unwrap_or(0);
                }
            }
            layer = end;
        }
        Some(Solution { board, keys, index, values })
    }

    pub fn board(&self) -> Board {
        self.board
    }

    /// Positions (without their count) reachable from the start, either player moving first.
    pub fn positions(&self) -> usize {
        self.keys.len()
    }

    /// Values held: positions × counts.
    pub fn values(&self) -> usize {
        self.values.len()
    }

    /// Bytes the solution holds in memory (the values, the positions and their index; the
    /// index's hash table counted at its capacity).
    pub fn bytes(&self) -> usize {
        self.values.len() * std::mem::size_of::<Value>()
            + self.keys.len() * std::mem::size_of::<u64>()
            + self.index.capacity() * (std::mem::size_of::<(u64, u32)>() + 1)
    }

    /// The value of `g` for the player to move, if it is a position of this board (a single
    /// game's, reachable from the start, the game not over).
    pub fn value(&self, g: &UmDyar) -> Option<Value> {
        if g.over || Board::any(g) != Some(self.board) || g.since_capture >= self.board.stall {
            return None;
        }
        let p = *self.index.get(&self.board.pack(g))? as usize;
        self.values.get(p * self.board.stall as usize + g.since_capture as usize).copied()
    }

    /// The value of each legal move of `g` for its mover, in the order of `Game::moves`: the
    /// value of the position it leads to, seen by the mover (`n` counting this move); a move
    /// that ends the game is worth ±1 or 0.
    pub fn move_values(&self, g: &UmDyar) -> Option<Vec<(Move, Value)>> {
        let mut moves = Vec::new();
        g.moves(&mut moves);
        let mover = g.to_move;
        moves
            .into_iter()
            .map(|m| {
                let mut after = *g;
                after.play_unchecked(m);
                let v = if after.over { result(&after, mover) as Value } else { back(self.value(&after)?) };
                Some((m, v))
            })
            .collect()
    }
}

/// The result of a finished game for `seat`: 1 won, 0 drawn, −1 lost (the bigger pile wins).
fn result(over: &UmDyar, seat: Seat) -> i8 {
    let [a, b] = over.captured;
    (if seat == 0 { a.cmp(&b) } else { b.cmp(&a) }) as i8
}

/// The positions reachable from either start, each once, without its count.
fn reachable(board: Board) -> Vec<u64> {
    let mut seen: HashMap<u64, ()> = HashMap::new();
    let mut todo = Vec::new();
    for first in 0..2 {
        let mut g = UmDyar::empty(board.holes as usize, board.seeds, board.captures, board.stall, Mode::Game);
        for i in 0..board.ring() {
            g.pits[i] = board.seeds;
        }
        g.to_move = first;
        let k = board.pack(&g);
        if seen.insert(k, ()).is_none() {
            todo.push(k);
        }
    }
    let mut moves = Vec::new();
    while let Some(k) = todo.pop() {
        let g = quiet_state(board, k);
        g.moves(&mut moves);
        for &m in &moves {
            let mut after = g;
            after.play_unchecked(m);
            if !after.over {
                let c = board.pack(&after);
                if seen.insert(c, ()).is_none() {
                    todo.push(c);
                }
            }
        }
    }
    seen.into_keys().collect()
}

/// A position at count 0 with a stall limit it never reaches: a move's seeds and captures only.
fn quiet_state(board: Board, key: u64) -> UmDyar {
    let mut g = board.unpack(key, 0);
    g.stall = u16::MAX;
    g
}

/// Every position's moves (flat, `starts[p]..starts[p + 1]`), and each position's result if the
/// game were stopped there by the stall rule, for player 0 (−1, 0, 1).
type Edges = (Vec<Edge>, Vec<u32>, Vec<i8>);

fn edges(board: Board, keys: &[u64], index: &HashMap<u64, u32>) -> Option<Edges> {
    let mut edges = Vec::with_capacity(keys.len() * board.holes as usize);
    let mut starts = Vec::with_capacity(keys.len() + 1);
    let mut settle = Vec::with_capacity(keys.len());
    let mut moves = Vec::new();
    for &k in keys {
        starts.push(edges.len() as u32);
        let g = quiet_state(board, k);
        let side = |p: usize| g.on_side(p) + g.captured[p];
        settle.push(side(0).cmp(&side(1)) as i8);
        g.moves(&mut moves);
        for &m in &moves {
            let mut after = g;
            after.play_unchecked(m);
            let e = if after.over {
                Edge::End(result(&after, g.to_move))
            } else {
                let q = *index.get(&board.pack(&after))?;
                if m != PASS && after.on_board() < g.on_board() { Edge::Capture(q) } else { Edge::Quiet(q) }
            };
            edges.push(e);
        }
    }
    starts.push(edges.len() as u32);
    Some((edges, starts, settle))
}

/// The solutions made so far on this device, most recent last (a few: a solved board is kept
/// while it is played, and an option changed makes another).
static SOLVED: Mutex<Vec<Arc<Solution>>> = Mutex::new(Vec::new());
/// Solutions kept at once.
const KEEP: usize = 2;

/// The solution of `board`, solved the first time it is asked for and kept.
pub fn solution(board: Board) -> Option<Arc<Solution>> {
    let mut kept = SOLVED.lock().unwrap_or_else(|e| e.into_inner());
    if let Some(s) = kept.iter().find(|s| s.board == board) {
        return Some(s.clone());
    }
    let s = Arc::new(Solution::solve(board)?);
    if kept.len() >= KEEP {
        kept.remove(0);
    }
    kept.push(s.clone());
    Some(s)
}

impl UmDyar {
    /// What the rules give `seat` from here with perfect play, on a board the site solves
    /// ([`Board::of`]); `None` elsewhere.
    pub fn solved_for(&self, seat: Seat) -> Option<Solved> {
        let v = solution(Board::of(self)?)?.value(self)?;
        let n = v.unsigned_abs() as u32;
        let mine = if seat == self.to_move { v } else { -v };
        Some(match mine {
            0 => Solved::Draw,
            v if v > 0 => Solved::Win(n),
            _ => Solved::Loss(n),
        })
    }
}
