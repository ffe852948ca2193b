//! What a position is worth to every seat, as the review reads it: known exactly where the game
//! is over (and, where a game can tell, solved: [`known`] is the one place that asks), else
//! estimated by the computer's search (`ai::search`, on `result_value`'s scale).

use crate::ai::level::Budget;
use crate::ai::search::{Search, result_value};
use crate::model::{Evaluate, Game, Level, MAX_SEATS, Seat, Turn};

/// One value per seat, in `[0, 1]`.
pub type Values = [f32; MAX_SEATS];

/// Values are kept in ten-thousandths, so sums of them are exact and a review written as text
/// reads back identical (`store`).
pub const UNIT: f32 = 10_000.0;

/// `x` rounded to the nearest ten-thousandth, within `[0, 1]`.
pub fn quantize(x: f32) -> f32 {
    if x.is_nan() {
        return 0.5;
    }
    (x.clamp(0.0, 1.0) * UNIT).round() / UNIT
}

/// Every seat's value rounded to ten-thousandths (the seats past `seats` zero).
pub fn quantized(v: &Values, seats: usize) -> Values {
    let mut out = [0.0; MAX_SEATS];
    for (o, x) in out.iter_mut().zip(v).take(seats) {
        *o = quantize(*x);
    }
    out
}

/// The position's value for every seat where it is known, not estimated: the result where the
/// game is over. This is the one place a game's exact knowledge plugs in (a solved position's
/// win, loss or draw for each seat); every value the review reads that is known here is marked
/// exact.
pub fn known<G: Evaluate>(state: &G) -> Option<Values> {
    result(state)
}

/// Every seat's result where the game is over (`result_value`: 1 a win, ½ a draw, 0 a loss in a
/// game of two sides).
pub fn result<G: Game>(state: &G) -> Option<Values> {
    let outcome = state.outcome()?;
    let mut v = [0.0; MAX_SEATS];
    for (s, x) in v.iter_mut().enumerate().take(state.seats()) {
        *x = result_value(state, &outcome, s as Seat);
    }
    Some(v)
}

/// The search the review runs at a position: the strong level's playouts and exploration, with
/// the review's number of iterations, and at least two per legal move so that every move is
/// tried (and so has a value) whatever the budget.
pub fn search_budget<G: Evaluate>(iterations: u32, legal: usize) -> Budget {
    let strong = Budget::of::<G>(Level::Strong);
    let least = u32::try_from(legal.saturating_mul(2)).unwrap_or(u32::MAX);
    Budget { iterations: iterations.max(least).max(1), ..strong }
}

/// Plays the moves a position leaves no choice about (one legal move, one possible throw), at
/// most `limit` of them: such a position is worth what the next one is.
pub fn skip_forced<G: Evaluate>(state: &mut G, buf: &mut Vec<G::Move>, limit: usize) {
    for _ in 0..limit {
        if state.turn() == Turn::Over {
            return;
        }
        state.moves(buf);
        match buf.as_slice() {
            [only] => state.play_unchecked(*only),
            _ => return,
        }
    }
}

/// The value a finished search gives its root: at a seat's decision, the value of the move it
/// searched most (the move it would play) for every seat; at a throw, its mean over the outcomes
/// it sampled at their odds.
pub fn searched_value<G: Evaluate>(search: &Search<G>, root: &G) -> Values {
    match root.turn() {
        Turn::Seat(_) => {
            let children = search.root_values();
            match best_child(&children) {
                Some(i) => children[i].2,
                None => search.root_mean(),
            }
        }
        _ => search.root_mean(),
    }
}

/// The most searched of a search's root moves (the first of equals, so every run agrees).
pub fn best_child<M>(children: &[(M, u32, Values)]) -> Option<usize> {
    let mut best: Option<usize> = None;
    for (i, c) in children.iter().enumerate() {
        if best.is_none_or(|b| c.1 > children[b].1) {
            best = Some(i);
        }
    }
    best
}
