//! A decision's grade: what it cost the mover against the best move found, on the same scale in
//! every game (the value's scale: a chance of winning, a draw counting half; in the hyena game the
//! expected share of the others finished ahead of). docs/ai.md, "Reviewing a game".

/// How good a decision was, from what it cost the side that made it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Grade {
    /// It cost less than [`GOOD`]: as good as the best move found.
    Best,
    /// It cost from [`GOOD`] to less than [`INACCURACY`].
    Good,
    /// It cost from [`INACCURACY`] to less than [`MISTAKE`].
    Inaccuracy,
    /// It cost from [`MISTAKE`] to less than [`BLUNDER`].
    Mistake,
    /// It cost [`BLUNDER`] or more.
    Blunder,
}

/// The least cost graded [`Grade::Good`] rather than Best: 0.01, one game in a hundred.
pub const GOOD: f32 = 0.01;
/// The least cost graded an inaccuracy: 0.03.
pub const INACCURACY: f32 = 0.03;
/// The least cost graded a mistake: 0.06.
pub const MISTAKE: f32 = 0.06;
/// The least cost graded a blunder: 0.12, about one game in eight thrown away (in Dablot,
/// leaving two of one's last four men to a capture chain costs 0.14 on the search's scale).
pub const BLUNDER: f32 = 0.12;

impl Grade {
    /// Every grade, best first (the order of `Account::grades`).
    pub const ALL: [Grade; 5] = [Grade::Best, Grade::Good, Grade::Inaccuracy, Grade::Mistake, Grade::Blunder];

    /// The grade of a decision that cost `cost` (negative or not a number counts as nothing).
    pub fn of(cost: f32) -> Grade {
        match cost {
            c if c >= BLUNDER => Grade::Blunder,
            c if c >= MISTAKE => Grade::Mistake,
            c if c >= INACCURACY => Grade::Inaccuracy,
            c if c >= GOOD => Grade::Good,
            _ => Grade::Best,
        }
    }

    /// Its place in [`Grade::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its name in English, for `lab` and the text form (the site shows a catalog text).
    pub fn as_str(self) -> &'static str {
        match self {
            Grade::Best => "best",
            Grade::Good => "good",
            Grade::Inaccuracy => "inaccuracy",
            Grade::Mistake => "mistake",
            Grade::Blunder => "blunder",
        }
    }
}

/// A decision's share of a player's accuracy: 1 for a decision that cost nothing, falling in a
/// straight line to 0 at a blunder's cost ([`BLUNDER`]) and staying there.
pub fn decision_score(cost: f32) -> f32 {
    if cost.is_nan() {
        return 1.0;
    }
    (1.0 - cost.max(0.0) / BLUNDER).clamp(0.0, 1.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_thresholds_grade_as_documented() {
        assert_eq!(Grade::of(0.0), Grade::Best);
        assert_eq!(Grade::of(-0.2), Grade::Best);
        assert_eq!(Grade::of(f32::NAN), Grade::Best);
        assert_eq!(Grade::of(0.009), Grade::Best);
        assert_eq!(Grade::of(GOOD), Grade::Good);
        assert_eq!(Grade::of(0.05), Grade::Inaccuracy);
        assert_eq!(Grade::of(0.1), Grade::Mistake);
        assert_eq!(Grade::of(0.1199), Grade::Mistake);
        assert_eq!(Grade::of(BLUNDER), Grade::Blunder);
        assert_eq!(Grade::of(1.0), Grade::Blunder);
        for (i, g) in Grade::ALL.iter().enumerate() {
            assert_eq!(g.index(), i);
        }
    }

    #[test]
    fn a_decision_scores_less_the_more_it_cost() {
        assert_eq!(decision_score(0.0), 1.0);
        assert!((decision_score(0.06) - 0.5).abs() < 1e-6);
        assert_eq!(decision_score(BLUNDER), 0.0);
        assert_eq!(decision_score(0.9), 0.0);
    }
}
