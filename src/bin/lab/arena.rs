//! `lab arena`: computer players against each other, for measuring them.
//!
//! Bot `a` plays one side, bot `b` the others. In games of two sides (two players, or Dèleb's
//! two teams) `a` takes each side in turn; in games of more sides (the hyena game) `a` sits in
//! each seat in turn and `b` fills every other seat. A game scores for `a` the share of `b`'s
//! sides that `a` finished ahead of (a tie counts half), so in a two-sided game: 1 a win, ½ a
//! draw, 0 a loss. The summary gives the mean score with a 95 % interval, and how often `a`
//! finished first (alone or tied with partners).

use sandgames::ai::Bot;
use sandgames::model::{Evaluate, GameRng, Outcome, Seat, Turn, playout::SAFETY_LIMIT, splitmix64};

pub struct Report {
    pub games: u32,
    pub score: f64,
    /// The 95 % interval of the score (Wilson).
    pub low: f64,
    pub high: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    pub stopped: u32,
    pub mean_length: f64,
    /// Bot `a`'s mean and longest thinking time per decision, in milliseconds (this machine).
    pub a_ms_mean: f64,
    pub a_ms_max: f64,
}

/// Plays `games` games from `start`.
pub fn run<G: Evaluate>(start: &G, a: Bot, b: Bot, games: u32, seed: u64) -> Report {
    let seats = start.seats();
    let sides: Vec<u8> = {
        let mut t: Vec<u8> = (0..seats as Seat).map(|s| start.team(s)).collect();
        t.sort_unstable();
        t.dedup();
        t
    };
    let (mut total, mut wins, mut draws, mut losses, mut stopped, mut length) = (0.0f64, 0, 0, 0, 0, 0u64);
    let (mut a_ms, mut a_n, mut a_max) = (0.0f64, 0u64, 0.0f64);
    for g in 0..games {
        let mut rng = GameRng::seed_from_u64(splitmix64(seed ^ g as u64));
        // Which seats bot `a` plays this game.
        let a_seats: Vec<bool> = if sides.len() == 2 {
            let side = sides[g as usize % 2];
            (0..seats as Seat).map(|s| start.team(s) == side).collect()
        } else {
            (0..seats).map(|s| s == g as usize % seats).collect()
        };
        let mut state = start.clone();
        let mut moves = 0u32;
        while moves < SAFETY_LIMIT {
            let mv = match state.turn() {
                Turn::Over => break,
                Turn::Chance => state.sample_chance(&mut rng),
                Turn::Seat(s) => {
                    let mine = a_seats[s as usize];
                    let t0 = std::time::Instant::now();
                    let chosen = if mine { a } else { b }.choose(&state, &mut rng);
                    if mine {
                        let ms = t0.elapsed().as_secs_f64() * 1000.0;
                        (a_ms, a_n, a_max) = (a_ms + ms, a_n + 1, a_max.max(ms));
                    }
                    match chosen {
                        Some(m) => m,
                        None => break,
                    }
                }
            };
            state.play_unchecked(mv);
            moves += 1;
        }
        length += moves as u64;
        let Some(outcome) = state.outcome() else {
            stopped += 1;
            continue;
        };
        let score = score_for(&outcome, &a_seats);
        total += score;
        match score {
            s if s >= 1.0 => wins += 1,
            s if s <= 0.0 => losses += 1,
            _ => draws += 1,
        }
    }
    let n = (games - stopped).max(1) as f64;
    let mean = total / n;
    // Wilson's score interval: sound near 0 and 1, where the normal approximation collapses.
    let z = 1.96f64;
    let centre = (mean + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (mean * (1.0 - mean) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    Report {
        games,
        score: mean,
        low: (centre - half).max(0.0),
        high: (centre + half).min(1.0),
        wins,
        draws,
        losses,
        stopped,
        mean_length: length as f64 / games.max(1) as f64,
        a_ms_mean: a_ms / a_n.max(1) as f64,
        a_ms_max: a_max,
    }
}

/// The share of the other sides' seats that bot `a`'s best seat finished ahead of.
fn score_for(o: &Outcome, a_seats: &[bool]) -> f64 {
    let a_rank =
        (0..a_seats.len()).filter(|&s| a_seats[s]).map(|s| o.rank(s as Seat)).min().unwrap_or(u8::MAX);
    let others: Vec<u8> = (0..a_seats.len()).filter(|&s| !a_seats[s]).map(|s| o.rank(s as Seat)).collect();
    if others.is_empty() {
        return 0.5;
    }
    let points: f64 = others
        .iter()
        .map(|&r| {
            if a_rank < r {
                1.0
            } else if a_rank == r {
                0.5
            } else {
                0.0
            }
        })
        .sum();
    points / others.len() as f64
}
