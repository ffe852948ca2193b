//! The two baselines the search is measured against.

use crate::model::{Evaluate, GameRng, Turn};

/// A uniformly random legal move.
pub fn random_move<G: Evaluate>(state: &G, rng: &mut GameRng) -> Option<G::Move> {
    let mut moves = Vec::new();
    state.moves(&mut moves);
    (!moves.is_empty()).then(|| moves[rng.below(moves.len())])
}

/// The move after which the game's own evaluation is best for the mover (ties broken at random):
/// a player who looks one move ahead and no further.
pub fn greedy_move<G: Evaluate>(state: &G, rng: &mut GameRng) -> Option<G::Move> {
    let Turn::Seat(me) = state.turn() else { return random_move(state, rng) };
    let mut moves = Vec::new();
    state.moves(&mut moves);
    let mut best: Option<(f32, u64, G::Move)> = None;
    for &m in &moves {
        let mut next = state.clone();
        next.play_unchecked(m);
        let v = match next.outcome() {
            Some(o) => super::search::result_value(&next, &o, me) * 2.0 - 0.5, // a won game beats any evaluation
            None => next.evaluate(me),
        };
        let tie = rng.next_u64();
        if best.is_none_or(|(bv, bt, _)| v > bv || (v == bv && tie > bt)) {
            best = Some((v, tie, m));
        }
    }
    best.map(|(_, _, m)| m)
}
