//! Computer players for every game and every seat, over the shared model only: they need the
//! legal moves, `play`, the chance odds and the game's own evaluation, nothing game-specific.
//!
//! - [`search`]: Monte Carlo tree search with chance nodes and a value per seat (max^n), so it
//!   serves two-player games, teams and the hyena game's many seats alike;
//! - [`baseline`]: the uniformly random player and the one-move-greedy player, used to measure
//!   the search (`lab arena`);
//! - [`level`]: what beginner, intermediate and strong mean, as thinking budgets;
//! - [`arena`]: bots against each other with the same throws in every seat arrangement, for
//!   measuring them (`lab arena --paired`);
//! - [`draw`]: the computer's answer to a draw offer, by the game's own evaluation;
//! - [`perfect`]: where a game knows positions exactly, the perfect moves and how often a player
//!   plays one (`lab perfect`);
//! - [`review`]: a game reviewed after it was played: each decision graded, the key moments, and
//!   how much of each side's result was the throws' and how much its decisions'.
//!
//! Everything is deterministic given a seed, so tests and shared links replay exactly.

pub mod arena;
pub mod baseline;
pub mod draw;
pub mod level;
pub mod perfect;
pub mod review;
pub mod search;

pub use baseline::{greedy_move, random_move};
pub use draw::{ACCEPT_AT_MOST, accepts_draw};
pub use level::{Budget, Pick};
pub use review::{Account, GameReview, Grade, ReviewBudget, Reviewer, Step, StepKind};
pub use search::{Insight, Search, result_value};

use crate::model::{Evaluate, GameRng, Level};

/// Any computer player, by name (`lab arena --a strong --b greedy`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Bot {
    Random,
    Greedy,
    Level(Level),
    /// The strong level's search with another number of iterations (`search:N`), and optionally
    /// another playout depth and exploration constant in hundredths (`search:N:DEPTH:C`), for
    /// measuring what other settings would bring (not a level of the site).
    Search {
        iterations: u32,
        depth: Option<u32>,
        exploration: Option<u32>,
    },
}

impl Bot {
    pub fn parse(text: &str) -> Option<Bot> {
        match text {
            "random" => Some(Bot::Random),
            "greedy" => Some(Bot::Greedy),
            _ => match text.strip_prefix("search:") {
                Some(spec) => {
                    let mut parts = spec.split(':');
                    let iterations = parts.next()?.parse().ok().filter(|&n| (1..=10_000_000).contains(&n))?;
                    let mut next = |most: u32| match parts.next() {
                        None => Some(None),
                        Some(t) => t.parse().ok().filter(|&x| (1..=most).contains(&x)).map(Some),
                    };
                    let (depth, exploration) = (next(10_000)?, next(1000)?);
                    parts.next().is_none().then_some(Bot::Search { iterations, depth, exploration })
                }
                None => Level::parse(text).map(Bot::Level),
            },
        }
    }

    pub fn name(self) -> String {
        match self {
            Bot::Random => "random".into(),
            Bot::Greedy => "greedy".into(),
            Bot::Level(l) => l.as_str().into(),
            Bot::Search { iterations, depth: None, .. } => format!("search:{iterations}"),
            Bot::Search { iterations, depth: Some(d), exploration: None } => {
                format!("search:{iterations}:{d}")
            }
            Bot::Search { iterations, depth: Some(d), exploration: Some(c) } => {
                format!("search:{iterations}:{d}:{c}")
            }
        }
    }

    /// The search budget of a level or `search:` bot (`None` for the baselines).
    pub fn budget<G: Evaluate>(self) -> Option<Budget> {
        match self {
            Bot::Random | Bot::Greedy => None,
            Bot::Level(level) => Some(Budget::of::<G>(level)),
            Bot::Search { iterations, depth, exploration } => {
                let strong = Budget::of::<G>(Level::Strong);
                Some(Budget {
                    iterations,
                    playout_depth: depth.unwrap_or(strong.playout_depth),
                    exploration: exploration.map_or(strong.exploration, |c| c as f32 / 100.0),
                    ..strong
                })
            }
        }
    }

    /// This bot's move in `state` (which must be a seat's decision), thinking in one go.
    pub fn choose<G: Evaluate>(self, state: &G, rng: &mut GameRng) -> Option<G::Move> {
        match self {
            Bot::Random => random_move(state, rng),
            Bot::Greedy => greedy_move(state, rng),
            Bot::Level(level) => {
                let mut s = Search::playing(state, level, rng.next_u64());
                s.run_to_end();
                s.best_move()
            }
            Bot::Search { .. } => {
                let budget = self.budget::<G>().expect("a search has a budget");
                let mut s = Search::new(state, budget, rng.next_u64());
                s.run_to_end();
                s.best_move()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::pig::Pig;
    use crate::model::{Game, Options, Turn};

    /// Plays Pig between two bots; returns how many of `games` bot `a` won (alternating seats).
    fn duel(a: Bot, b: Bot, games: u32) -> u32 {
        let mut rng = GameRng::seed_from_u64(11);
        let mut wins = 0;
        for g in 0..games {
            let mut s = Pig::new(&Options::defaults(Pig::option_specs())).unwrap();
            let a_seat = (g % 2) as u8;
            while let Some(mv) = match s.turn() {
                Turn::Over => None,
                Turn::Chance => Some(s.sample_chance(&mut rng)),
                Turn::Seat(seat) => if seat == a_seat { a } else { b }.choose(&s, &mut rng),
            } {
                s.play_unchecked(mv);
            }
            wins += s.outcome().unwrap().is_winner(a_seat) as u32;
        }
        wins
    }

    #[test]
    fn search_beats_random_at_pig() {
        let w = duel(Bot::Level(Level::Intermediate), Bot::Random, 60);
        assert!(w >= 45, "intermediate won only {w} of 60 against random");
    }

    #[test]
    fn search_is_deterministic_given_a_seed() {
        let s = Pig { banked: [10, 15], pending: 6, to_move: 0, must_throw: false };
        let budget =
            Budget { iterations: 300, playout_depth: 20, exploration: 0.7, pick: level::Pick::MostSearched };
        let mut a = Search::new(&s, budget, 5);
        let mut b = Search::new(&s, budget, 5);
        a.run_to_end();
        b.run(100);
        b.run(1000);
        assert_eq!(a.root_stats(), b.root_stats(), "slicing the search must not change it");
        assert_eq!(a.best_move(), b.best_move());
    }
}
