//! Leaving a lone king no move: a search that proves it, for the side hemming it in.
//!
//! Where none of a side's pieces may take what the other has left (a lone king against a prince
//! and soldiers), the only win is a side that cannot move (`blocked=loses`). A king takes any
//! adjacent enemy piece whose far point along the line is empty, so it is shut in only when every
//! neighbour of its point is occupied and each of those is **covered**: the point beyond it,
//! seen from the king, occupied or off the board. In a corner (0,0) that is 6 pieces (3
//! neighbours, 3 behind them), at the centre of a corner square (1,1) 5, on an edge point 10, on
//! an inner corner point 16, at an inner centre 8.
//!
//! The score (`hem.rs`) steers towards such cages; this search finishes them. It asks "can the
//! hemming side leave the king without a move within `n` of its turns, whatever the king does?"
//! for `n` = 1, 2, 3…, an AND-OR search with a table of what is proved and refuted:
//!
//! - the hemming side tries only **safe** moves (after which the king has no capture: a capture
//!   would break the wall and, under compulsory capture, be forced on it) that land within three
//!   steps of the king, the ones that leave the king fewest steps first, and one waiting move
//!   far from the king (a cage is often won by making the king move out of its last good point);
//! - the king tries every move; one that takes a piece refutes the line;
//! - the draw rule is the game's own: a line the draw ends is refuted.
//!
//! What it proves is a win (no line of the king's escapes); what it refutes is only refuted under
//! those limits (a sacrifice, or a piece brought from afar, might still win). It runs within a
//! budget of positions, resumable: each call goes on from what the table already holds.

use super::super::Dablot;
use super::super::board::{DISTANCE, bits};
use super::super::moves::Move;
use super::super::pieces::Side;
use crate::model::{Game, splitmix64};

/// The most turns of the hemming side a proof may take.
pub(crate) const MAX_TURNS: u32 = 8;
/// How far from the nearest hemmed piece a move of the hemming side may land (in steps along
/// the lines) to be tried, besides one waiting move.
const NEAR: u8 = 3;
/// A waiting move stays at least this far from every hemmed piece.
const FAR: u8 = 4;
/// Entries of the table (a power of two).
const TT_SIZE: usize = 1 << 14;

/// What a call of [`Cage::run`] found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Found {
    /// A move that leaves the king no move within so many turns of the hemming side.
    Win(Move, u32),
    /// No proof within the limits (the turns, the budget).
    Nothing,
    /// Not done yet: call again.
    Working,
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    /// Proved within this many turns (0: not proved).
    proved: u8,
    /// Refuted for every count of turns up to this one.
    refuted: u8,
}

pub(crate) struct Cage {
    root: Dablot,
    me: Side,
    /// The proof's length being tried.
    turns: u32,
    pub(crate) nodes: u64,
    budget: u64,
    /// The positions this call may still look at.
    left: u64,
    tt: Vec<Entry>,
    lists: Vec<Vec<Move>>,
}

/// A position's key (the count of turns without capture included: it decides the draw).
fn key(p: &Dablot) -> u64 {
    let m = |x: u128| splitmix64(x as u64 ^ splitmix64((x >> 64) as u64 ^ 0x2545_F491));
    m(p.men[0])
        ^ m(p.men[1]).rotate_left(23)
        ^ m(p.kings).rotate_left(41)
        ^ m(p.princes).rotate_left(53)
        ^ splitmix64(((p.to_move as u64) << 20) | p.quiet as u64 | 0xC0FF_0000_0000)
}

impl Cage {
    /// The search for `root`, where its side to move hems the other in, within `budget`
    /// positions.
    pub(crate) fn new(root: &Dablot, budget: u64) -> Cage {
        Cage {
            root: *root,
            me: root.to_move,
            turns: 1,
            nodes: 0,
            budget,
            left: 0,
            tt: vec![Entry::default(); TT_SIZE],
            lists: Vec::new(),
        }
    }

    /// Goes on for at most `n` positions.
    pub(crate) fn run(&mut self, n: u64) -> Found {
        loop {
            if self.turns > MAX_TURNS || self.nodes >= self.budget {
                return Found::Nothing;
            }
            self.left = n.min(self.budget - self.nodes);
            let root = self.root;
            match self.or(&root, self.turns, 0) {
                None => return Found::Working,
                Some(Some(mv)) => return Found::Win(mv, self.turns),
                Some(None) => self.turns += 1,
            }
        }
    }

    fn count(&mut self) -> bool {
        if self.left == 0 {
            return false;
        }
        self.left -= 1;
        self.nodes += 1;
        true
    }

    fn entry(&self, k: u64) -> Option<Entry> {
        let e = self.tt[k as usize & (TT_SIZE - 1)];
        (e.key == k).then_some(e)
    }

    fn keep(&mut self, k: u64, proved: Option<u32>, refuted: Option<u32>) {
        let slot = &mut self.tt[k as usize & (TT_SIZE - 1)];
        if slot.key != k {
            *slot = Entry { key: k, proved: 0, refuted: 0 };
        }
        if let Some(t) = proved
            && (slot.proved == 0 || (t as u8) < slot.proved)
        {
            slot.proved = t as u8;
        }
        if let Some(t) = refuted {
            slot.refuted = slot.refuted.max(t as u8);
        }
    }

    /// The hemming side to move in `p`: a move that wins within `turns` of its turns
    /// (`Some(Some)`), none (`Some(None)`), or out of budget (`None`).
    fn or(&mut self, p: &Dablot, turns: u32, level: usize) -> Option<Option<Move>> {
        if !self.count() {
            return None;
        }
        let k = key(p);
        if let Some(e) = self.entry(k) {
            if e.refuted as u32 >= turns {
                return Some(None);
            }
            // A proof is only kept at the root's level for its move; deeper, its length is enough.
            if e.proved != 0 && e.proved as u32 <= turns && level > 0 {
                return Some(Some(Move::PASS));
            }
        }
        let list = self.candidates(p, turns, level);
        for &(_, mv) in &list {
            let mut c = *p;
            c.play_unchecked(mv);
            let won = match c.end {
                Some(e) => e.winner == Some(self.me),
                None => turns > 1 && self.and(&c, turns - 1, level + 1)?,
            };
            if won {
                self.keep(k, Some(turns), None);
                return Some(Some(mv));
            }
        }
        self.keep(k, None, Some(turns));
        Some(None)
    }

    /// The king's side to move in `p`: is every one of its moves answered by a win within
    /// `turns` turns of the hemming side?
    fn and(&mut self, p: &Dablot, turns: u32, level: usize) -> Option<bool> {
        if !self.count() {
            return None;
        }
        let k = key(p);
        if let Some(e) = self.entry(k) {
            if e.refuted as u32 >= turns {
                return Some(false);
            }
            if e.proved != 0 && e.proved as u32 <= turns {
                return Some(true);
            }
        }
        let mut moves = self.take_list(level);
        p.legal_moves(&mut moves);
        let mut all = true;
        for &mv in &moves {
            if mv.is_capture() {
                all = false;
                break;
            }
            let mut c = *p;
            c.play_unchecked(mv);
            let won = match c.end {
                Some(e) => e.winner == Some(self.me),
                None => match self.or(&c, turns, level + 1) {
                    None => {
                        self.put_list(level, moves);
                        return None;
                    }
                    Some(w) => w.is_some(),
                },
            };
            if !won {
                all = false;
                break;
            }
        }
        self.put_list(level, moves);
        if all {
            self.keep(k, Some(turns), None);
        } else {
            self.keep(k, None, Some(turns));
        }
        Some(all)
    }

    /// The moves of the hemming side worth trying in `p`, the ones that leave the king fewest
    /// steps first: safe, and near the hemmed pieces (the last turn: within two steps, where a
    /// move can complete a cage), and one waiting move far from them.
    fn candidates(&mut self, p: &Dablot, turns: u32, level: usize) -> Vec<(u32, Move)> {
        let them = p.men[1 - self.me as usize];
        let near = |q: u8| bits(them).map(|t| DISTANCE[t as usize][q as usize]).min().unwrap_or(u8::MAX);
        let reach = if turns == 1 { 2 } else { NEAR };
        let mut moves = self.take_list(level);
        p.legal_moves(&mut moves);
        let mut out = Vec::with_capacity(moves.len());
        let mut waiting = false;
        for &mv in &moves {
            if mv.is_pass() {
                continue;
            }
            let (from, to) = (near(mv.src()), near(mv.dst()));
            let wait = from >= FAR && to >= FAR;
            if to > reach && !(wait && !waiting && turns > 1) {
                continue;
            }
            let mut c = *p;
            c.play_unchecked(mv);
            if c.end.is_none() && c.jumpers(c.to_move) != 0 {
                continue;
            }
            waiting |= wait && to > reach;
            let room: u32 = c.step_targets_by_dir(them).iter().map(|t| t.count_ones()).sum();
            out.push((if c.end.is_some() { 0 } else { room + 1 }, mv));
        }
        self.put_list(level, moves);
        out.sort_by_key(|&(room, _)| room);
        out
    }

    fn take_list(&mut self, level: usize) -> Vec<Move> {
        while self.lists.len() <= level {
            self.lists.push(Vec::new());
        }
        std::mem::take(&mut self.lists[level])
    }

    fn put_list(&mut self, level: usize, list: Vec<Move>) {
        self.lists[level] = list;
    }
}

#[cfg(test)]
mod tests {
    use super::super::test_position;
    use super::*;
    use crate::games::dablot::Point;

    /// A king on 2,0 whose only move is back to the corner 0,0, where the soldier on 3,1 shuts it
    /// in: side 0 must first wait (a move far from the king), then step 3,1-2,0.
    const CORNER: [(char, i32, i32); 11] = [
        ('P', 8, 8),
        ('S', 0, 2),
        ('S', 0, 4),
        ('S', 1, 1),
        ('S', 2, 2),
        ('S', 4, 0),
        ('S', 6, 0),
        ('S', 2, 4),
        ('S', 3, 1),
        ('S', 4, 2),
        ('k', 2, 0),
    ];

    fn solve(p: &Dablot) -> Found {
        let mut cage = Cage::new(p, 200_000);
        loop {
            match cage.run(100) {
                Found::Working => continue,
                found => return found,
            }
        }
    }

    #[test]
    fn proves_a_corner_cage_that_needs_a_waiting_move() {
        for capture in ["compulsory", "optional"] {
            let p = test_position(capture, 0, &CORNER);
            let Found::Win(mv, turns) = solve(&p) else { panic!("{capture}: no proof found") };
            assert_eq!(turns, 2, "{capture}");
            let king = Point::at(2, 0).expect("a point").id();
            assert!(DISTANCE[king][mv.dst() as usize] >= FAR, "{capture}: {mv:?} is no waiting move");
            // And once the king is back in its corner, the soldier shuts it in.
            let mut q = p;
            q.play_unchecked(mv);
            let mut replies = Vec::new();
            q.legal_moves(&mut replies);
            assert_eq!(replies.len(), 1, "{capture}: the king has one move");
            q.play_unchecked(replies[0]);
            let Found::Win(last, 1) = solve(&q) else { panic!("{capture}: no last move") };
            q.play_unchecked(last);
            assert_eq!(q.end.map(|e| (e.winner, e.reason.as_str())), Some((Some(0), "blocked")));
        }
    }

    #[test]
    fn proves_nothing_where_the_king_breaks_out() {
        // Without the soldier on 3,1 the king steps there and takes the soldier on 4,2.
        let leaky: Vec<_> = CORNER.iter().copied().filter(|&(_, x, y)| (x, y) != (3, 1)).collect();
        let p = test_position("compulsory", 0, &leaky);
        assert_eq!(solve(&p), Found::Nothing);
    }
}
