//! A move as the board shows it, seed by seed: the hole emptied, each seed falling into its hole,
//! then the captured holes glowing before they empty into the captor's pile (the position after
//! the move). Plain data from the state before the move and the move; the shared animator
//! (`ui::table::animator`) plays it.

use crate::games::um_dyar::{Hole, Move, UmDyar};
use crate::ui::table::Frames;

/// Milliseconds per sown seed at speed 1 (slow enough for a class to count along).
const SEED_MS: u32 = 320;
/// The captured holes glow three seeds long.
const TAKING_MS: u32 = 3 * SEED_MS;
/// What the table waits after a capture before a computer seat acts (a little less than the glow).
const CAPTURE_MS: u32 = 900;

/// What the board shows while a move is being animated.
#[derive(Clone, PartialEq)]
pub struct Frame {
    /// Seeds per hole, indexed by [`slot`].
    pub counts: Vec<u16>,
    pub piles: [u16; 2],
    /// The hole the last seed fell into (at first, the hole emptied).
    pub current: Option<Hole>,
    /// Holes being captured (highlighted before they empty).
    pub taking: Vec<Hole>,
}

/// Where hole `h` is in a list of every hole of a board of `holes` holes a row: player 0's row,
/// then player 1's, each from its owner's left.
pub fn slot(holes: usize, h: Hole) -> usize {
    h.player as usize * holes + h.index
}

/// The frames of move `mv` played from `before`, each shown a seed's time, the glow of the
/// captures three; none for a pass.
pub fn frames(before: &UmDyar, mv: Move) -> Frames<Frame> {
    let Some(e) = before.effect(mv) else { return Vec::new() };
    let n = before.holes_per_row();
    let mut f = Frame {
        counts: (0..2u8)
            .flat_map(|p| (0..n).map(move |i| Hole { player: p, index: i }))
            .map(|h| before.seeds_in(h))
            .collect(),
        piles: [before.captured(0), before.captured(1)],
        current: Some(e.from),
        taking: Vec::new(),
    };
    if let Some(c) = f.counts.get_mut(slot(n, e.from)) {
        *c = 0;
    }
    let mut out = vec![(f.clone(), SEED_MS)];
    for &h in &e.sown {
        if let Some(c) = f.counts.get_mut(slot(n, h)) {
            *c += 1;
        }
        f.current = Some(h);
        out.push((f.clone(), SEED_MS));
    }
    if !e.captures.is_empty() {
        f.taking = e.captures.iter().map(|c| c.0).collect();
        out.push((f, TAKING_MS));
    }
    out
}

/// How long the table lets the board show move `mv` (`GameView::animation_ms`).
pub fn duration(before: &UmDyar, mv: Move) -> u32 {
    before
        .effect(mv)
        .map_or(300, |e| e.sown.len() as u32 * SEED_MS + if e.captures.is_empty() { 0 } else { CAPTURE_MS })
}
