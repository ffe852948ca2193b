//! The key moments of a reviewed game: the moves that moved the values most.

use super::{GameReview, StepKind};
use crate::model::MAX_SEATS;

impl<M> GameReview<M> {
    /// How far a step moved the values: the largest change of any seat's value across it (at a
    /// decision, at least what it cost the mover). Forced moves move nothing.
    pub fn swing(&self, step: usize) -> f32 {
        let Some(s) = self.steps.get(step) else { return 0.0 };
        let moved = (0..MAX_SEATS).map(|i| (s.after[i] - s.before[i]).abs()).fold(0.0, f32::max);
        match s.kind {
            StepKind::Decision { cost, .. } => moved.max(cost),
            StepKind::Chance => moved,
            StepKind::Forced => 0.0,
        }
    }

    /// The `n` steps with the largest swings (fewer if fewer moved anything), in the order of
    /// the game; of equal swings the earlier is taken.
    pub fn key_moments(&self, n: usize) -> Vec<usize> {
        let mut order: Vec<usize> = (0..self.steps.len()).filter(|&i| self.swing(i) > 0.0).collect();
        order.sort_by(|&a, &b| self.swing(b).total_cmp(&self.swing(a)).then(a.cmp(&b)));
        order.truncate(n);
        order.sort_unstable();
        order
    }
}
