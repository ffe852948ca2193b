//! A move as the field shows it: the man it moves walks junction by junction, one frame a
//! junction, from the position before the move (the table's animator plays the frames). A throw,
//! the choice of a word and the end of a turn move no man: they have no frame.

use crate::games::deleb::{Deleb, Junction, Move, junction};
use crate::ui::table::Frames;

/// Milliseconds per junction a man moves, at speed 1.
pub const STEP_MS: u32 = 230;
/// The billets' flight at speed 1 (1400 ms in `sticks.rs`, plus each billet's small delay).
pub const THROW_MS: u32 = 1750;

/// One frame of a man's walk: the position before the move (its men drawn, less those walking),
/// the walking man's team, the junction he left, how many men walk, and where they stand now.
#[derive(Clone, PartialEq)]
pub struct Walk {
    pub before: Deleb,
    pub team: u8,
    pub from: Junction,
    pub at: Junction,
    pub moving: u8,
}

/// The man a move moves, and how: (his team, from, junctions passed, men moving). One man moves
/// when a dèleb separates a double man, when a man stands beside another, and when one of two men
/// standing apart takes a throw. The man's own team: in a threatened team's answer it is not the
/// team of the seat moving.
pub fn motion(before: &Deleb, mv: Move) -> Option<(u8, Junction, Vec<Junction>, u8)> {
    let (from, v, one) = match mv {
        Move::Play { throw, from } => (from, throw.value(), false),
        Move::Beside { throw, from } => (from, throw.value(), true),
        Move::Split { from } => (from, 1, true),
        _ => return None,
    };
    let j = before.cell_junction(from);
    let m = before.man_at(j)?;
    let n = before.setup().lines;
    let path = (1..=v as u16).map(|k| junction(n, m.team, m.step + k)).collect();
    Some((m.team, j, path, if one || m.apart { 1 } else { m.count }))
}

/// The frames of `mv` played from `before`: the man on his junction, then on each junction he
/// passes, a step's time each; none for a move that moves no man.
pub fn frames(before: &Deleb, mv: Move) -> Frames<Walk> {
    let Some((team, from, path, moving)) = motion(before, mv) else { return Vec::new() };
    std::iter::once(from)
        .chain(path)
        .map(|at| (Walk { before: before.clone(), team, from, at, moving }, STEP_MS))
        .collect()
}

/// The last move's marks: the junction its man left and where he landed.
pub fn marks(before: &Deleb, mv: Move) -> Option<(Junction, Junction)> {
    motion(before, mv).map(|(_, from, path, _)| (from, *path.last().unwrap_or(&from)))
}
