//! The computer's answer to a draw offer, by the game's own evaluation (`model::Evaluate`).
//!
//! A draw is worth one half to every side (`Outcome::utility`), and each game's evaluation says,
//! on the same scale, how well a seat is doing: one half where the sides stand level. So a draw
//! is good for the computer's side where its evaluation is below one half. But the evaluations
//! are estimates (mostly material), not odds of winning: a soldier or a few seeds behind is far
//! from lost. The computer therefore accepts only when it is *clearly* behind, at most
//! [`ACCEPT_AT_MOST`], and plays on otherwise: level or ahead, it declines, so nobody can end a
//! game against the computer at will by offering a draw in an even position.
//!
//! What 0.4 means in each game (from its `eval.rs`): Dablot, about two soldiers down (a king
//! counts 8); Um dyar, 40 % of the seeds (those taken, and half of those on one's own side);
//! Dèleb, about six men down with 20 cross-lines.

use crate::model::{Evaluate, Seat, Turn};

/// The highest evaluation at which the computer's side accepts a draw.
pub const ACCEPT_AT_MOST: f32 = 0.4;

/// Does the computer playing `seat` accept a draw offered in `state`? (Its partners, if any, are
/// of the same side and share its evaluation.) Never once the game is over.
pub fn accepts_draw<G: Evaluate>(state: &G, seat: Seat) -> bool {
    state.turn() != Turn::Over && (seat as usize) < state.seats() && state.evaluate(seat) <= ACCEPT_AT_MOST
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::pig::Pig;

    #[test]
    fn pig_accepts_only_when_clearly_behind() {
        // Pig's evaluation: the share of the points toward the goal.
        let level = Pig { banked: [10, 10], pending: 0, to_move: 0, must_throw: true };
        let behind = Pig { banked: [2, 18], pending: 0, to_move: 0, must_throw: true };
        assert!(!accepts_draw(&level, 0));
        assert!(accepts_draw(&behind, 0));
        assert!(!accepts_draw(&behind, 1));
        let over = Pig { banked: [2, 20], ..behind };
        assert!(!accepts_draw(&over, 0), "not once the game is over");
        assert!(!accepts_draw(&behind, 5), "no such seat");
    }
}
