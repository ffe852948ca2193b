//! A move told step by step, for a player or a teacher who asks "why?" about it: what happened,
//! in the order it happened, which rule made each step so, and the position after each step for
//! the board to show (the seeds of a sowing one by one, each jump of a chain).
//!
//! A game tells its own steps ([`Game::explain`]); [`explain`] closes them so that every
//! explanation keeps the same promises whatever the game: it has at least one step, its last step
//! shows the position the move really leaves, and every rule the move applied
//! ([`Game::rules_applied`]) is named by some step. `tests/explain.rs` holds every game to them on
//! random games.

use super::explain_step::ExplainStep;
use super::game::{Game, Turn};
use super::prob::Prob;
use crate::i18n::Msg;

/// The steps of `mv`, played from `before`: the game's own ([`Game::explain`]) closed as the
/// module says. `None` if `mv` is not legal in `before`.
pub fn explain<G: Game>(before: &G, mv: G::Move) -> Option<Vec<ExplainStep<G>>> {
    let mut legal = Vec::new();
    before.moves(&mut legal);
    if !legal.contains(&mv) {
        return None;
    }
    let mut after = before.clone();
    after.play_unchecked(mv);
    let mut steps = before.explain(mv);
    let named = |steps: &[ExplainStep<G>], r: &str| steps.iter().any(|s| s.rules.contains(&r));
    let missing: Vec<&'static str> =
        before.rules_applied(mv).into_iter().filter(|r| !named(&steps, r)).collect();
    match steps.last_mut() {
        Some(last) if last.shows == after => {
            for r in missing {
                if !last.rules.contains(&r) {
                    last.rules.push(r);
                }
            }
        }
        _ => {
            let says = if steps.is_empty() { plain(before, mv) } else { Msg::new("explain.after") };
            steps.push(ExplainStep { says, rules: missing, shows: after });
        }
    }
    Some(steps)
}

/// Lets the last of a game's steps show the position `mv` leaves (from `before`) when `same` says
/// the board looks as that step left it — only whose turn it is, or a counter, differs — so that
/// [`explain`] adds no closing step that would show nothing new.
pub fn settle<G: Game>(before: &G, mv: G::Move, steps: &mut [ExplainStep<G>], same: impl Fn(&G, &G) -> bool) {
    let mut after = before.clone();
    after.play_unchecked(mv);
    if let Some(last) = steps.last_mut()
        && same(&last.shows, &after)
    {
        last.shows = after;
    }
}

/// A move in one sentence, for a game (or a kind of move) with nothing more to tell: a chance
/// outcome with its exact chance, or a choice among the legal moves.
pub fn plain<G: Game>(before: &G, mv: G::Move) -> Msg {
    let mut legal = Vec::new();
    before.moves(&mut legal);
    match before.turn() {
        Turn::Chance => {
            let p = before.probability(mv);
            Msg::new("explain.chance").arg(before.move_text(mv)).arg(chance_text(p))
        }
        _ => Msg::new("explain.choice").arg(legal.len()).arg(before.move_text(mv)),
    }
}

/// A chance as a reader takes it in: the exact fraction when it is short (`3/8`), else a
/// percentage (Dèleb's odds with gà·r have denominators in the billions).
pub fn chance_text(p: Prob) -> String {
    if p.den() <= 1000 {
        format!("{}/{}", p.num(), p.den())
    } else {
        let percent = p.num() as f64 * 100.0 / p.den() as f64;
        let digits = if percent >= 10.0 {
            1
        } else if percent >= 0.1 {
            2
        } else {
            4
        };
        format!("{} %", crate::i18n::decimal(percent, digits))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chances_read_as_fractions_or_percentages() {
        assert_eq!(chance_text(Prob::new(3, 8)), "3/8");
        assert_eq!(chance_text(Prob::new(96059601, 400000000)), "24.0 %");
        assert_eq!(chance_text(Prob::new(2910897, 200000000)), "1.46 %");
    }
}
