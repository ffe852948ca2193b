//! Exact tables of the smallest endings: one piece against one, and two pieces against one, of
//! every rank. Each position of an ending is solved under the rules in force, the draw rule
//! included, by retrograde analysis: from the positions where the game is over, back through
//! every step that leads to them.
//!
//! **What a table holds.** For each position and side to move: won, lost or drawn, and in how
//! many turns (plies) the winner forces the next capture or the end of the game — the turns that
//! count against the draw rule ("`draw_turns` turns made by each player without a capture").
//! A capture leaves a smaller ending, solved first, which starts with a fresh count. So a position
//! with `q` turns already played without capture is won only if the winner needs at most
//! `2 · draw_turns − q` more turns: past that, the draw rule ends the game first, and the table
//! says so ([`Dablot::exact`]).
//!
//! **Size and time.** An ending of three pieces has 72³ · 2 = 746,496 entries of two bytes
//! (1.5 MB); one of two pieces, 72² · 2 = 10,368. A table is built when the search first meets its
//! ending, under the options of that game (capture reading, blocked side, extra endings, draw
//! limit), and kept for the rest of the session. docs/ai.md gives the build times; four pieces
//! (three against one) would take 72⁴ · 2 entries, 107 MB, which is not for a phone.

use super::super::Dablot;
use super::super::board::{ADJACENT, POINTS, bits};
use super::super::moves::Move;
use super::super::options::{Blocked, Config};
use super::super::pieces::{Rank, Side};
use crate::model::Game;
use std::sync::{Arc, Mutex};

/// What the rules give the side to move with perfect play, counting the draw rule.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Exact {
    /// It wins: the next capture (or the end) comes at the latest after this many turns.
    Win(u16),
    /// It loses, the next capture (or the end) coming at the latest after this many turns.
    Loss(u16),
    Draw,
}

/// A table's entry: 0 drawn, `d` won in `d`, `LOST | d` lost in `d`.
const LOST: u16 = 0x8000;
/// An entry not yet known while a table is built (never stored once built).
const OPEN: u16 = 0xFFFF;

/// An ending: the ranks of side A (one or two pieces, the higher first) against B's one piece.
/// A real position is read with A as the side that has two pieces (or, one against one, the
/// higher rank, side 0 on equal ranks); the rules do not tell the sides apart, so colours may be
/// swapped.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Ending {
    pub a: [Option<Rank>; 2],
    pub b: Rank,
}

impl Ending {
    fn pieces(self) -> usize {
        1 + self.a.iter().flatten().count()
    }

    fn entries(self) -> usize {
        POINTS.pow(self.pieces() as u32) * 2
    }

    /// Every ending a table holds: 9 of one against one, 12 of two against one.
    pub fn all() -> Vec<Ending> {
        let mut out = Vec::new();
        for b in Rank::ALL {
            for a in Rank::ALL {
                out.push(Ending { a: [Some(a), None], b });
            }
            for (x, y) in
                [(Rank::King, Rank::Prince), (Rank::King, Rank::Soldier), (Rank::Prince, Rank::Soldier)]
                    .into_iter()
                    .chain([(Rank::Soldier, Rank::Soldier)])
            {
                out.push(Ending { a: [Some(x), Some(y)], b });
            }
        }
        out
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let letter = |r: Rank| match r {
            Rank::King => 'K',
            Rank::Prince => 'P',
            Rank::Soldier => 'S',
        };
        for r in self.a.iter().flatten() {
            write!(f, "{}", letter(*r))?;
        }
        write!(f, " v {}", letter(self.b))
    }
}

/// The options that change the play of an ending (not who plays which party or moves first).
fn rules_of(cfg: &Config) -> Config {
    Config { sami: 0, first: 0, ..*cfg }
}

/// A solved ending.
pub struct Table {
    pub ending: Ending,
    entries: Vec<u16>,
    /// Positions won, lost and drawn for the side to move (for docs/ai.md and `lab tables`).
    pub counts: [u32; 3],
    /// The longest win (turns to the next capture or the end).
    pub longest: u16,
}

impl Table {
    pub fn bytes(&self) -> usize {
        self.entries.len() * 2
    }
}

type Cache = Vec<(Config, Ending, Arc<Table>)>;
static TABLES: Mutex<Cache> = Mutex::new(Vec::new());

/// The table of `ending` under `cfg`'s rules, built on first use.
pub fn table(cfg: &Config, ending: Ending) -> Arc<Table> {
    let rules = rules_of(cfg);
    {
        let cache = TABLES.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, _, t)) = cache.iter().find(|(c, e, _)| *c == rules && *e == ending) {
            return t.clone();
        }
    }
    // Built without the lock: a table asks for the smaller endings its captures leave.
    keep_under(rules, build(&rules, ending))
}

/// Keeps a table built (its rules are those of the [`Config`] it was built under), or the one
/// kept already for the same ending and rules; returns the one kept.
fn keep_under(rules: Config, t: Table) -> Arc<Table> {
    let mut cache = TABLES.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, _, old)) = cache.iter().find(|(c, e, _)| *c == rules && *e == t.ending) {
        return old.clone();
    }
    let t = Arc::new(t);
    cache.push((rules, t.ending, t.clone()));
    t
}

/// The one table being built in slices ([`build_some`]).
static BUILDING: Mutex<Option<Builder>> = Mutex::new(None);

/// Builds the table of `ending` under `cfg`'s rules by about `work` positions more, and says
/// whether it is built. The build is kept between calls, so a page builds a table in slices
/// between which it paints and answers; one build at a time (another ending's replaces it).
pub fn build_some(cfg: &Config, ending: Ending, work: u32) -> bool {
    if is_built(cfg, ending) {
        return true;
    }
    let mut slot = BUILDING.lock().unwrap_or_else(|e| e.into_inner());
    if !slot.as_ref().is_some_and(|b| b.builds(cfg, ending)) {
        *slot = Some(Builder::new(cfg, ending));
    }
    let Some(b) = slot.as_mut() else { return false };
    if !b.step(work) {
        return false;
    }
    if let Some(b) = slot.take() {
        keep_under(b.rules, b.finish());
    }
    true
}

/// Has the table of `ending` under `cfg`'s rules been built already?
pub fn is_built(cfg: &Config, ending: Ending) -> bool {
    let rules = rules_of(cfg);
    TABLES.lock().unwrap_or_else(|e| e.into_inner()).iter().any(|(c, e, _)| *c == rules && *e == ending)
}

impl Dablot {
    /// The ending of this position and whether its colours are swapped to read it (side 1 as A),
    /// if a table holds it.
    pub fn table_ending(&self) -> Option<(Ending, bool)> {
        let (n0, n1) = (self.count(0), self.count(1));
        if n0 == 0 || n1 == 0 || n0 + n1 > 3 {
            return None;
        }
        let ranks = |s: usize| {
            let mut r: Vec<Rank> = bits(self.men[s]).map(|p| self.rank_at(p)).collect();
            r.sort_by(|a, b| b.cmp(a));
            r
        };
        let (r0, r1) = (ranks(0), ranks(1));
        let swap = n1 > n0 || (n0 == n1 && r1[0] > r0[0]);
        let (a, b) = if swap { (r1, r0) } else { (r0, r1) };
        Some((Ending { a: [a.first().copied(), a.get(1).copied()], b: b[0] }, swap))
    }

    /// What the rules give the side to move with perfect play, if the position is one of the
    /// tables' endings (and the game is not over): the table's answer with the turns already
    /// played without capture counted against the draw rule.
    pub fn exact(&self) -> Option<Exact> {
        if self.end.is_some() {
            return None;
        }
        let (ending, swap) = self.table_ending()?;
        let t = table(&self.cfg, ending);
        let e = t.entries[index(self, ending, swap)?];
        let left = (2 * self.cfg.draw_turns).saturating_sub(self.quiet);
        Some(match e {
            0 => Exact::Draw,
            e if e & LOST != 0 && e & !LOST <= left => Exact::Loss(e & !LOST),
            e if e & LOST == 0 && e <= left => Exact::Win(e),
            _ => Exact::Draw,
        })
    }

    /// [`Dablot::exact`], but only where the table is built already (never builds one): for the
    /// search's inner loops on a page, which must not stop for a build.
    pub fn exact_if_built(&self) -> Option<Exact> {
        let (ending, _) = self.table_ending()?;
        if !is_built(&self.cfg, ending) {
            return None;
        }
        self.exact()
    }
}

/// The entry of `d` in `ending`'s table (`swap`: side 1 plays A).
fn index(d: &Dablot, ending: Ending, swap: bool) -> Option<usize> {
    let (a, b) = if swap { (d.men[1], d.men[0]) } else { (d.men[0], d.men[1]) };
    let stm = (d.to_move == 1) != swap;
    let pb = b.trailing_zeros() as usize;
    let mut pa: Vec<u8> = bits(a).collect();
    // The higher rank first; two soldiers in point order.
    pa.sort_by(|&x, &y| d.rank_at(y).cmp(&d.rank_at(x)).then(x.cmp(&y)));
    let mut i = 0usize;
    for (k, p) in pa.iter().enumerate() {
        if Some(d.rank_at(*p)) != ending.a[k] {
            return None;
        }
        i = i * POINTS + *p as usize;
    }
    Some((i * POINTS + pb) * 2 + stm as usize)
}

/// The position at entry `i` of `ending`'s table (A is side 0), or `None` if two pieces share a
/// point (or two soldiers are out of order: the same position is stored once).
fn position(rules: &Config, ending: Ending, i: usize) -> Option<Dablot> {
    let stm = (i % 2) as Side;
    let mut rest = i / 2;
    let pb = rest % POINTS;
    rest /= POINTS;
    let n = ending.pieces() - 1;
    let mut pa = [0usize; 2];
    for k in (0..n).rev() {
        pa[k] = rest % POINTS;
        rest /= POINTS;
    }
    let mut d = Dablot { cfg: *rules, men: [0; 2], kings: 0, princes: 0, to_move: stm, quiet: 0, end: None };
    let put = |p: usize, side: usize, r: Rank, d: &mut Dablot| -> bool {
        let bit = 1u128 << p;
        if d.occupied() & bit != 0 {
            return false;
        }
        d.men[side] |= bit;
        match r {
            Rank::King => d.kings |= bit,
            Rank::Prince => d.princes |= bit,
            Rank::Soldier => {}
        }
        true
    };
    for k in 0..n {
        let r = ending.a[k]?;
        if k == 1 && ending.a[0] == Some(r) && pa[1] <= pa[0] {
            return None;
        }
        if !put(pa[k], 0, r, &mut d) {
            return None;
        }
    }
    if !put(pb, 1, ending.b, &mut d) {
        return None;
    }
    d.end = d.compute_end();
    Some(d)
}

/// A position's worth for the side that just moved into it, from its own side to move's result:
/// a capture or the end of the game (`Some(win for the mover)`), as the mover sees it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Exit {
    Win,
    Draw,
    Loss,
}

fn exit_of(child: &Dablot, mover: Side) -> Exit {
    if let Some(end) = child.end {
        return match end.winner {
            Some(w) if w == mover => Exit::Win,
            Some(_) => Exit::Loss,
            None => Exit::Draw,
        };
    }
    // A capture: the smaller ending, with a fresh count.
    match child.exact() {
        Some(Exact::Loss(_)) => Exit::Win,
        Some(Exact::Win(_)) => Exit::Loss,
        Some(Exact::Draw) => Exit::Draw,
        // Not a table's ending: cannot happen from one (captures only remove pieces).
        None => Exit::Draw,
    }
}

/// Flags of a position while its table is built.
const VALID: u8 = 1;
/// Any step of the side to move is legal here (the game is not over, no capture is compulsory,
/// no single combat).
const STEPS_LEGAL: u8 = 2;
/// Single combat: the steps allowed depend on the distance, checked one by one.
const COMBAT: u8 = 4;
/// The side to move can only pass (`blocked=lone-loses`).
const PASSES: u8 = 8;

/// Solves `ending` under `cfg`'s rules anew, without keeping the table (the smaller endings its
/// captures leave are taken from, or put in, the tables kept): for timing the build (`lab tables`).
pub fn solve(cfg: &Config, ending: Ending) -> Table {
    build(&rules_of(cfg), ending)
}

/// Retrograde analysis of `ending` under `rules`, in one go.
fn build(rules: &Config, ending: Ending) -> Table {
    let mut b = Builder::new(rules, ending);
    while !b.step(u32::MAX) {}
    b.finish()
}

/// Where a [`Builder`] stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Phase {
    /// Building the smaller endings its captures leave (one piece against one).
    Smaller,
    /// Reading every position once: over, won or lost by a capture at once, or how many moves
    /// are left to refute.
    Read,
    /// Going back from the positions decided, nearest first.
    Back,
    Done,
}

/// A table's retrograde analysis cut into steps, so that a page can build one in slices
/// ([`Builder::step`]) instead of stopping for it: each step reads or goes back from a bounded
/// number of positions.
pub struct Builder {
    rules: Config,
    ending: Ending,
    phase: Phase,
    smaller: Vec<Ending>,
    inner: Option<Box<Builder>>,
    val: Vec<u16>,
    left: Vec<u8>,
    flags: Vec<u8>,
    queue: Vec<u32>,
    wins_at_one: Vec<u32>,
    moves: Vec<Move>,
    /// The next position to read ([`Phase::Read`]) or to go back from ([`Phase::Back`]).
    next: usize,
}

impl Builder {
    pub fn new(cfg: &Config, ending: Ending) -> Builder {
        let rules = rules_of(cfg);
        let n = ending.entries();
        // A capture leaves one of the two pieces against the one: those tables come first.
        let mut smaller: Vec<Ending> = Vec::new();
        if ending.pieces() == 3 {
            for r in ending.a.iter().flatten() {
                let (hi, lo) = if *r >= ending.b { (*r, ending.b) } else { (ending.b, *r) };
                let e = Ending { a: [Some(hi), None], b: lo };
                if !smaller.contains(&e) {
                    smaller.push(e);
                }
            }
        }
        Builder {
            rules,
            ending,
            phase: Phase::Smaller,
            smaller,
            inner: None,
            val: vec![OPEN; n],
            left: vec![0u8; n],
            flags: vec![0u8; n],
            queue: Vec::new(),
            wins_at_one: Vec::new(),
            moves: Vec::new(),
            next: 0,
        }
    }

    /// The ending being built.
    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// Is this the build of `ending` under `cfg`'s rules?
    pub fn builds(&self, cfg: &Config, ending: Ending) -> bool {
        self.ending == ending && self.rules == rules_of(cfg)
    }

    /// Does about `work` positions' worth of the build more; returns whether it is done.
    pub fn step(&mut self, work: u32) -> bool {
        let mut work = work.max(1);
        while work > 0 {
            match self.phase {
                Phase::Smaller => {
                    if let Some(b) = &mut self.inner {
                        // A smaller table is built in steps too; this step ends with its.
                        if b.step(work)
                            && let Some(b) = self.inner.take()
                        {
                            keep_under(b.rules, b.finish());
                        }
                        return false;
                    }
                    match self.smaller.pop() {
                        Some(e) if !is_built(&self.rules, e) => {
                            self.inner = Some(Box::new(Builder::new(&self.rules, e)));
                        }
                        Some(_) => {}
                        None => self.phase = Phase::Read,
                    }
                }
                Phase::Read => {
                    let end = (self.next + work as usize).min(self.val.len());
                    for i in self.next..end {
                        self.read(i);
                    }
                    work -= (end - self.next) as u32;
                    self.next = end;
                    if end == self.val.len() {
                        // Distances in increasing order: the lost positions at 0, then those at 1.
                        let w = std::mem::take(&mut self.wins_at_one);
                        self.queue.extend(w);
                        self.next = 0;
                        self.phase = Phase::Back;
                    }
                }
                Phase::Back => {
                    if self.next >= self.queue.len() {
                        self.phase = Phase::Done;
                        continue;
                    }
                    let c = self.queue[self.next] as usize;
                    self.next += 1;
                    self.back(c);
                    work -= 1;
                }
                Phase::Done => return true,
            }
        }
        self.phase == Phase::Done
    }

    /// Reads position `i`: over, decided at once, or the count of moves left to refute.
    fn read(&mut self, i: usize) {
        let Some(d) = position(&self.rules, self.ending, i) else { return };
        self.flags[i] = VALID;
        if let Some(end) = d.end {
            // Over: lost for the side to move, or drawn (won is impossible: it just moved).
            self.val[i] = match end.winner {
                Some(w) if w != d.to_move => {
                    self.queue.push(i as u32);
                    LOST
                }
                _ => 0,
            };
            return;
        }
        if d.in_single_combat() {
            self.flags[i] |= COMBAT;
        } else if !(d.cfg.compulsory && d.jumpers(d.to_move) != 0) {
            self.flags[i] |= STEPS_LEGAL;
        }
        d.legal_moves(&mut self.moves);
        if self.moves == [Move::PASS] {
            self.flags[i] |= PASSES;
        }
        let (mut best, mut inner) = (Exit::Loss, 0u8);
        for &m in &self.moves {
            let mut c = d;
            c.play_unchecked(m);
            if m.is_capture() || c.end.is_some() {
                let e = exit_of(&c, d.to_move);
                if e == Exit::Win || best == Exit::Loss {
                    best = e;
                }
                if e == Exit::Win {
                    break;
                }
            } else {
                inner = inner.saturating_add(1);
            }
        }
        match best {
            Exit::Win => {
                self.val[i] = 1;
                self.wins_at_one.push(i as u32);
            }
            // Every move is a capture or an ending that loses.
            Exit::Loss if inner == 0 => {
                self.val[i] = LOST | 1;
                self.wins_at_one.push(i as u32);
            }
            // A drawing exit: never lost; it may still be won through an inner move.
            Exit::Draw => self.left[i] = u8::MAX,
            Exit::Loss => self.left[i] = inner,
        }
    }

    /// Goes back from the decided position `c` to every position one step before it.
    fn back(&mut self, c: usize) {
        let limit = 2 * self.rules.draw_turns;
        let v = self.val[c];
        let dist = v & !LOST;
        if dist == 0 && v & LOST != 0 {
            // Over: the steps into it are exits, counted when their positions were read.
            return;
        }
        if dist >= limit {
            return;
        }
        let Some(child) = position(&self.rules, self.ending, c) else { return };
        let mover = 1 - child.to_move;
        // Every position one step before: the side that just moved had a piece on a neighbour.
        let mut preds: Vec<usize> = Vec::new();
        let empty = child.empty();
        for b in bits(child.men[mover as usize]) {
            for a in bits(ADJACENT[b as usize] & empty) {
                let mut p = child;
                let (fb, fa) = (1u128 << b, 1u128 << a);
                p.men[mover as usize] = (p.men[mover as usize] & !fb) | fa;
                if p.kings & fb != 0 {
                    p.kings = (p.kings & !fb) | fa;
                } else if p.princes & fb != 0 {
                    p.princes = (p.princes & !fb) | fa;
                }
                p.to_move = mover;
                let Some(pi) = index(&p, self.ending, false) else { continue };
                let f = self.flags[pi];
                if f & VALID == 0 {
                    continue;
                }
                let legal = f & STEPS_LEGAL != 0
                    || (f & COMBAT != 0 && {
                        p.end = p.compute_end();
                        p.legal_moves(&mut self.moves);
                        self.moves.contains(&Move::step(a, b))
                    });
                if legal {
                    preds.push(pi);
                }
            }
        }
        // A pass before (the same pieces, the other side to move).
        if self.rules.blocked == Blocked::LoneLoses && self.flags[c ^ 1] & PASSES != 0 {
            preds.push(c ^ 1);
        }
        for p in preds {
            if self.val[p] != OPEN {
                continue;
            }
            if v & LOST != 0 {
                self.val[p] = dist + 1;
                self.queue.push(p as u32);
            } else if self.left[p] != u8::MAX {
                self.left[p] -= 1;
                if self.left[p] == 0 {
                    self.val[p] = LOST | (dist + 1);
                    self.queue.push(p as u32);
                }
            }
        }
    }

    /// The table, once [`Builder::step`] has said it is done (positions not decided are drawn).
    pub fn finish(self) -> Table {
        let Builder { ending, mut val, flags, .. } = self;
        let mut counts = [0u32; 3];
        let mut longest = 0;
        for (i, e) in val.iter_mut().enumerate() {
            if *e == OPEN {
                *e = 0;
            }
            if flags[i] & VALID == 0 {
                continue;
            }
            match *e {
                0 => counts[2] += 1,
                e if e & LOST != 0 => counts[1] += 1,
                e => {
                    counts[0] += 1;
                    longest = longest.max(e);
                }
            }
        }
        Table { ending, entries: val, counts, longest }
    }
}
