//! Computer players against each other, for measuring them (`lab arena`).
//!
//! Bot `a` plays one side, bot `b` every other. A **seat arrangement** says which seats `a`
//! takes: in a game of two sides (two players, or Dèleb's two teams) `a` takes one side, so there
//! are two arrangements; in a game of more sides (the hyena game) `a` takes one seat and `b` all
//! the others, one arrangement per seat.
//!
//! A **deal** fixes all the luck of a game that the players do not choose: the throw at the
//! game's chance step number `n` is the outcome that `model::chance_word(deal, n)` selects
//! (`model::draw_outcome`, as in a `Session`), independent of the bots, whose own random numbers
//! (the search's, the random player's) come from separate streams: one per seat of the deal,
//! whichever bot sits there. In **paired** play every deal is played once per arrangement, so
//! each bot meets the same throws in the same seat, and where two games of a deal are still alike
//! the bots that sit in the same seat in both draw the same numbers (two identical bots play the
//! same game in every arrangement). Without pairing each game is a deal of its own, in the
//! arrangements in turn.
//!
//! A game scores for `a` the share of the other sides it finished ahead of (½ for a tie), so in a
//! two-sided game: 1 a win, ½ a draw, 0 a loss. See [`Report`] for the intervals.

use super::Bot;
use crate::model::{
    Evaluate, GameRng, Outcome, Seat, Turn, chance_word, draw_outcome, playout::SAFETY_LIMIT, splitmix64,
};

/// What to play.
#[derive(Clone, Copy, Debug)]
pub struct Plan {
    pub a: Bot,
    pub b: Bot,
    /// Games to play; in paired play rounded up to whole deals (a deal is one game per arrangement).
    pub games: u32,
    pub seed: u64,
    pub paired: bool,
    /// Threads to spread the deals over (the results do not depend on it, only the timings).
    pub threads: usize,
    /// Milliseconds on some clock, to time bot `a`'s decisions: `lab` reads the thread's own
    /// processor time, so that other work on the machine does not inflate the figures.
    pub clock: fn() -> f64,
}

/// One game played.
#[derive(Clone, Debug)]
pub struct Played {
    /// `None` if the safety limit stopped it.
    pub outcome: Option<Outcome>,
    /// Bot `a`'s score (see the module's text), `None` if stopped.
    pub score: Option<f64>,
    /// Moves played, throws included.
    pub moves: u32,
    /// Every throw of the game, in order (the deal's luck as this game used it).
    pub throws: u32,
    /// Bot `a`'s decisions: how many, total and longest thinking time in milliseconds.
    pub a_decisions: u32,
    pub a_ms_total: f64,
    pub a_ms_max: f64,
}

/// The seat arrangements of `start`: for each, which seats bot `a` plays.
pub fn arrangements<G: Evaluate>(start: &G) -> Vec<Vec<bool>> {
    let seats = start.seats() as Seat;
    let mut sides: Vec<u8> = (0..seats).map(|s| start.team(s)).collect();
    sides.sort_unstable();
    sides.dedup();
    if sides.len() == 2 {
        sides.iter().map(|&side| (0..seats).map(|s| start.team(s) == side).collect()).collect()
    } else {
        (0..seats).map(|a| (0..seats).map(|s| s == a).collect()).collect()
    }
}

/// Plays one game from `start`: bot `a` in the seats `a_seats` marks, bot `b` in the others, the
/// throws from deal `deal`, the bot in seat `s` drawing its own random numbers from a stream of
/// `bot_seed` and `s`.
pub fn play<G: Evaluate>(
    start: &G,
    bots: (Bot, Bot),
    a_seats: &[bool],
    deal: u64,
    bot_seed: u64,
    clock: fn() -> f64,
) -> Played {
    play_logged(start, bots, a_seats, deal, bot_seed, clock, None)
}

/// [`play`], returning the game's moves too (throws included): a game to study or review.
pub fn play_recorded<G: Evaluate>(
    start: &G,
    bots: (Bot, Bot),
    a_seats: &[bool],
    deal: u64,
    bot_seed: u64,
    clock: fn() -> f64,
) -> (Played, Vec<G::Move>) {
    let mut moves = Vec::new();
    let p = play_logged(start, bots, a_seats, deal, bot_seed, clock, Some(&mut moves));
    (p, moves)
}

/// [`play`], appending every move (throws included) to `log` if given.
fn play_logged<G: Evaluate>(
    start: &G,
    (a, b): (Bot, Bot),
    a_seats: &[bool],
    deal: u64,
    bot_seed: u64,
    clock: fn() -> f64,
    mut log: Option<&mut Vec<G::Move>>,
) -> Played {
    let mut rngs: Vec<GameRng> = (0..a_seats.len())
        .map(|s| GameRng::seed_from_u64(splitmix64(bot_seed ^ (s as u64 + 1).wrapping_mul(0x9E37_79B9))))
        .collect();
    let mut state = start.clone();
    let mut buf = Vec::new();
    let mut p = Played {
        outcome: None,
        score: None,
        moves: 0,
        throws: 0,
        a_decisions: 0,
        a_ms_total: 0.0,
        a_ms_max: 0.0,
    };
    while p.moves < SAFETY_LIMIT {
        let mv = match state.turn() {
            Turn::Over => break,
            Turn::Chance => {
                let word = chance_word(deal, p.throws);
                p.throws += 1;
                match draw_outcome(&state, word, &mut buf) {
                    Some(m) => m,
                    None => break,
                }
            }
            Turn::Seat(s) => {
                let mine = a_seats.get(s as usize).copied().unwrap_or(false);
                let t0 = clock();
                let chosen = if mine { a } else { b }.choose(&state, &mut rngs[s as usize]);
                if mine {
                    let ms = clock() - t0;
                    p.a_decisions += 1;
                    p.a_ms_total += ms;
                    p.a_ms_max = p.a_ms_max.max(ms);
                }
                match chosen {
                    Some(m) => m,
                    None => break,
                }
            }
        };
        state.play_unchecked(mv);
        if let Some(log) = log.as_deref_mut() {
            log.push(mv);
        }
        p.moves += 1;
    }
    p.outcome = state.outcome();
    p.score = p.outcome.as_ref().map(|o| score_for(o, a_seats));
    p
}

/// The share of the other sides' seats that bot `a`'s best seat finished ahead of (½ a tie).
pub fn score_for(o: &Outcome, a_seats: &[bool]) -> f64 {
    let a_rank =
        (0..a_seats.len()).filter(|&s| a_seats[s]).map(|s| o.rank(s as Seat)).min().unwrap_or(u8::MAX);
    let others: Vec<u8> = (0..a_seats.len()).filter(|&s| !a_seats[s]).map(|s| o.rank(s as Seat)).collect();
    if others.is_empty() {
        return 0.5;
    }
    let points: f64 = others
        .iter()
        .map(|&r| match a_rank.cmp(&r) {
            std::cmp::Ordering::Less => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Greater => 0.0,
        })
        .sum();
    points / others.len() as f64
}

/// The summary of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct Report {
    pub paired: bool,
    /// Games played (in paired play: deals × arrangements).
    pub games: u32,
    /// Deals played (in unpaired play: one per game).
    pub deals: u32,
    /// Games per deal in paired play (the seat arrangements), 1 otherwise.
    pub arrangements: u32,
    /// Bot `a`'s mean score over the games that ended, and its 95 % interval: in paired play
    /// from the spread of the deals' mean scores (Student's t), otherwise Wilson's interval.
    pub score: f64,
    pub low: f64,
    pub high: f64,
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
    /// Games the safety limit stopped (in paired play their whole deal is left out of the score).
    pub stopped: u32,
    pub mean_length: f64,
    /// Bot `a`'s mean and longest thinking time per decision, in milliseconds (this machine).
    pub a_ms_mean: f64,
    pub a_ms_max: f64,
    /// The deals where bot `a` did worst (at most ten, lowest score first, then by number), to
    /// look at with [`replay_deal`].
    pub worst_deals: Vec<(u32, f64)>,
}

/// Deal `d` of a match seeded `seed`: the seed of its throws (a `Session` seeded with it throws
/// the same) and the seed of its bots' own numbers.
pub fn deal_seeds(seed: u64, d: u32) -> (u64, u64) {
    let deal = splitmix64(seed ^ splitmix64(d as u64 + 1));
    (deal, splitmix64(deal ^ 0xB075_B075_B075_B075))
}

/// Deal `d` of the match `plan` in every seat arrangement, as `run` plays it: for each, which
/// seats bot `a` played, the game, and its moves (throws included), to replay or record
/// (`lab arena --deal D` prints them as game records seeded with the deal's seed).
pub fn replay_deal<G: Evaluate>(start: &G, plan: Plan, d: u32) -> Vec<(Vec<bool>, Played, Vec<G::Move>)> {
    let (deal, bots) = deal_seeds(plan.seed, d);
    arrangements(start)
        .into_iter()
        .map(|seats| {
            let mut moves = Vec::new();
            let p = play_logged(start, (plan.a, plan.b), &seats, deal, bots, plan.clock, Some(&mut moves));
            (seats, p, moves)
        })
        .collect()
}

/// Plays the match `plan` from `start`.
pub fn run<G: Evaluate + Send + Sync>(start: &G, plan: Plan) -> Report {
    let arr = arrangements(start);
    let k = arr.len().max(1) as u32;
    let deals = if plan.paired { plan.games.div_ceil(k) } else { plan.games };
    // Deal `d`'s games: in paired play one per arrangement, otherwise arrangement `d mod k`.
    let deal_games = |d: u32| -> Vec<Played> {
        let (deal, bots) = deal_seeds(plan.seed, d);
        let which: Vec<usize> =
            if plan.paired { (0..arr.len()).collect() } else { vec![d as usize % arr.len()] };
        which.into_iter().map(|i| play(start, (plan.a, plan.b), &arr[i], deal, bots, plan.clock)).collect()
    };
    let mut played = by_deal(deals, plan.threads, deal_games);
    summarise(&mut played, plan.paired, k)
}

/// `one(d)` for every deal `d` below `deals`, on `threads` threads (1 to 64) that each take the
/// next deal not yet taken; the results in the order of the deals.
pub fn by_deal<T: Send>(deals: u32, threads: usize, one: impl Fn(u32) -> T + Sync) -> Vec<(u32, T)> {
    let threads = threads.clamp(1, 64);
    if threads == 1 {
        return (0..deals).map(|d| (d, one(d))).collect();
    }
    let next = std::sync::atomic::AtomicU32::new(0);
    let mut all = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let d = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if d >= deals {
                            return mine;
                        }
                        mine.push((d, one(d)));
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("an arena thread panicked")).collect::<Vec<_>>()
    });
    all.sort_by_key(|(d, _)| *d);
    all
}

fn summarise(played: &mut [(u32, Vec<Played>)], paired: bool, k: u32) -> Report {
    let mut by_deal: Vec<(u32, f64)> = played
        .iter()
        .filter(|(_, g)| g.iter().all(|p| p.score.is_some()))
        .map(|(d, g)| (*d, g.iter().filter_map(|p| p.score).sum::<f64>() / g.len().max(1) as f64))
        .collect();
    by_deal.sort_by(|a, b| a.1.total_cmp(&b.1).then(a.0.cmp(&b.0)));
    by_deal.truncate(10);
    let mut r = Report {
        paired,
        games: 0,
        deals: played.len() as u32,
        arrangements: if paired { k } else { 1 },
        score: 0.0,
        low: 0.0,
        high: 1.0,
        wins: 0,
        draws: 0,
        losses: 0,
        stopped: 0,
        mean_length: 0.0,
        a_ms_mean: 0.0,
        a_ms_max: 0.0,
        worst_deals: by_deal,
    };
    let (mut length, mut decisions, mut ms) = (0u64, 0u64, 0.0f64);
    // One value per deal that ended whole: its games' mean score.
    let mut deal_scores = Vec::new();
    for (_, games) in played.iter() {
        let mut scores = Vec::new();
        for g in games {
            r.games += 1;
            length += g.moves as u64;
            decisions += g.a_decisions as u64;
            ms += g.a_ms_total;
            r.a_ms_max = r.a_ms_max.max(g.a_ms_max);
            match g.score {
                None => r.stopped += 1,
                Some(s) => {
                    scores.push(s);
                    match s {
                        s if s >= 1.0 => r.wins += 1,
                        s if s <= 0.0 => r.losses += 1,
                        _ => r.draws += 1,
                    }
                }
            }
        }
        if scores.len() == games.len() && !scores.is_empty() {
            deal_scores.push(scores.iter().sum::<f64>() / scores.len() as f64);
        }
    }
    r.mean_length = length as f64 / r.games.max(1) as f64;
    r.a_ms_mean = ms / decisions.max(1) as f64;
    let (mean, low, high) = if paired {
        paired_interval(&deal_scores)
    } else {
        let mean = deal_scores.iter().sum::<f64>() / deal_scores.len().max(1) as f64;
        let (low, high) = wilson(mean, deal_scores.len());
        (mean, low, high)
    };
    (r.score, r.low, r.high) = (mean, low, high);
    r
}

/// The mean of the deals' scores and its 95 % interval from their spread: Student's t with
/// `n − 1` degrees of freedom. In a two-sided game a deal's score `x` is ½ + ½·d, where `d` is the
/// paired difference between the two bots' results in the same seat with the same throws, so this
/// is the usual paired-difference interval, on the scale of the score. If every deal scored the
/// same, the spread says nothing about what more deals would show: Wilson's interval over the
/// deals is used instead (e.g. 100 deals all won: 96.3–100 %).
pub fn paired_interval(xs: &[f64]) -> (f64, f64, f64) {
    let n = xs.len();
    if n == 0 {
        return (0.0, 0.0, 1.0);
    }
    let (mean, var) = mean_and_variance(xs);
    if n < 2 || var <= 1e-18 {
        let (low, high) = wilson(mean, n);
        return (mean, low, high);
    }
    let half = t975(n - 1) * (var / n as f64).sqrt();
    (mean, (mean - half).max(0.0), (mean + half).min(1.0))
}

/// The mean of `xs` (at least one value) and their sample variance (0 for a single value).
pub fn mean_and_variance(xs: &[f64]) -> (f64, f64) {
    let n = xs.len();
    let mean = xs.iter().sum::<f64>() / n as f64;
    let var = if n > 1 { xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1) as f64 } else { 0.0 };
    (mean, var)
}

/// Wilson's 95 % score interval for a mean in `[0, 1]` over `n` trials: sound near 0 and 1, where
/// the normal approximation collapses.
pub fn wilson(mean: f64, n: usize) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let n = n as f64;
    let z = 1.959_964f64;
    let centre = (mean + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (mean * (1.0 - mean) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Student's t quantile 0.975 for `df` degrees of freedom: the table to 30, then the
/// Cornish–Fisher expansion (error below 0.001 from 30 on).
pub fn t975(df: usize) -> f64 {
    const TABLE: [f64; 30] = [
        12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.160, 2.145,
        2.131, 2.120, 2.110, 2.101, 2.093, 2.086, 2.080, 2.074, 2.069, 2.064, 2.060, 2.056, 2.052, 2.048,
        2.045, 2.042,
    ];
    match df {
        0 => f64::INFINITY,
        1..=30 => TABLE[df - 1],
        _ => {
            let (z, v) = (1.959_964f64, df as f64);
            z + (z.powi(3) + z) / (4.0 * v) + (5.0 * z.powi(5) + 16.0 * z.powi(3) + 3.0 * z) / (96.0 * v * v)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn t_quantiles_match_the_tables() {
        assert_eq!(t975(10), 2.228);
        assert!((t975(40) - 2.021).abs() < 0.001, "{}", t975(40));
        assert!((t975(120) - 1.980).abs() < 0.001, "{}", t975(120));
        assert!((t975(1_000_000) - 1.960).abs() < 0.001);
    }

    #[test]
    fn intervals() {
        // All won: Wilson over the deals.
        let (m, lo, hi) = paired_interval(&[1.0; 100]);
        assert_eq!((m, hi), (1.0, 1.0));
        assert!((lo - 0.963).abs() < 0.001, "{lo}");
        // Half the deals split (each bot won once), half won twice: mean 0.75, s = 0.2513.
        let xs: Vec<f64> = (0..100).map(|i| if i % 2 == 0 { 0.5 } else { 1.0 }).collect();
        let (m, lo, hi) = paired_interval(&xs);
        assert!((m - 0.75).abs() < 1e-12);
        let half = t975(99) * 0.251_259 / 10.0;
        assert!((lo - (0.75 - half)).abs() < 1e-4 && (hi - (0.75 + half)).abs() < 1e-4, "{lo} {hi}");
    }
}
