//! A move as the board shows it, played by the table's animator (`ui::table::Animator`): the
//! moving pieces where they were, then hollow by hollow to where they stop (after the sticks have
//! landed, for a throw), each mother the hyena eats standing until he reaches her hollow.

use crate::games::hyena::{Hyena, Move, Piece, Place};
use crate::ui::table::Frames;

/// Milliseconds per hollow at speed 1 (slow enough for a class to count along).
const STEP_MS: u32 = 220;
/// Milliseconds the sticks take to land at speed 1, before the piece moves.
const STICKS_MS: u32 = 1200;

/// The places of the pieces drawn elsewhere than the position says, while a move is shown (the
/// position already holds its result).
pub type Frame = Vec<(Piece, Place)>;

/// Where piece `p` is in `s`.
pub fn place_of(s: &Hyena, p: Piece) -> Option<Place> {
    match p {
        Piece::Mother(m) => s.mother_place(m),
        Piece::Hyena => s.hyena_place(),
    }
}

/// The frames of `mv` played from `before`: none when no piece moves.
pub fn frames(before: &Hyena, mv: Move) -> Frames<Frame> {
    let Some(e) = before.move_effect(mv) else { return Vec::new() };
    if e.paths.is_empty() {
        return Vec::new();
    }
    // The moving pieces where they were, and the mothers about to be eaten still standing.
    let mut f: Frame =
        e.paths.iter().map(|(p, _)| (*p, place_of(before, *p).unwrap_or(Place::Village))).collect();
    f.extend(e.eaten.iter().filter_map(|&s| Some((Piece::Mother(s), before.mother_place(s)?))));
    let first = if matches!(mv, Move::Sticks(_)) { STICKS_MS } else { STEP_MS };
    let mut out = vec![(f.clone(), first)];
    for (piece, path) in &e.paths {
        for &place in path {
            for at in f.iter_mut().filter(|at| at.0 == *piece) {
                at.1 = place;
            }
            if *piece == Piece::Hyena {
                // A mother is eaten as the hyena reaches her hollow.
                let day = match place {
                    Place::Hollow(d) => d,
                    _ => 0,
                };
                f.retain(|at| !matches!(at, (Piece::Mother(s), Place::Hollow(d)) if e.eaten.contains(s) && *d >= day));
            }
            out.push((f.clone(), STEP_MS));
        }
    }
    out
}

/// How long the table waits for `mv` to be shown (`GameView::animation_ms`): the sticks landing
/// for a throw, and a hollow's time more than the pieces' steps.
pub fn animation_ms(before: &Hyena, mv: Move) -> u32 {
    let steps = before.move_effect(mv).map_or(0, |e| e.paths.iter().map(|p| p.1.len() as u32).sum());
    let sticks = if matches!(mv, Move::Sticks(_)) { STICKS_MS } else { 0 };
    sticks + if steps > 0 { (steps + 1) * STEP_MS } else { 0 }
}
