//! Random playouts: the measure of engine speed (`lab bench`) and of how games end (`lab stats`,
//! with `--check` every position checked against the game's contract).

use super::conformance::{Checker, Trace};
use super::game::{Game, Turn};
use super::outcome::Outcome;
use super::rng::{GameRng, splitmix64};

/// A playout that has not ended after this many moves (decisions and throws) is stopped and
/// counted as "stopped by the safety limit". Every game has rules that end it long before.
pub const SAFETY_LIMIT: u32 = 200_000;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Playout {
    /// Moves played, chance steps included.
    pub length: u32,
    /// `None` if the safety limit stopped it.
    pub outcome: Option<Outcome>,
}

/// Plays uniformly random legal moves (and chance outcomes at their true odds) from `state` to
/// the end, leaving the final state in `state`. `buf` is reused so the loop does not allocate.
pub fn random_playout<G: Game>(
    state: &mut G,
    rng: &mut GameRng,
    buf: &mut Vec<G::Move>,
    limit: u32,
) -> Playout {
    let mut length = 0;
    loop {
        match state.turn() {
            Turn::Over => return Playout { length, outcome: state.outcome() },
            _ if length >= limit => return Playout { length, outcome: None },
            Turn::Chance => {
                let mv = state.sample_chance(rng);
                state.play_unchecked(mv);
            }
            Turn::Seat(_) => {
                // A game must never leave a seat without a move; if it did, count it as stuck.
                let Some(mv) = state.random_move(rng, buf) else {
                    return Playout { length, outcome: None };
                };
                state.play_unchecked(mv);
            }
        }
        length += 1;
    }
}

/// What `lab stats` reports.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub games: u32,
    pub total_length: u64,
    pub stopped_by_limit: u32,
    /// Result label (see [`Game::result_label`]) and how many games ended so.
    pub results: Vec<(String, u32)>,
    /// Each fact from [`Game::end_notes`] and in how many games it held.
    pub notes: Vec<(&'static str, u32)>,
    /// Each rule id (from [`Game::rules_applied`]) and in how many games it applied at least once.
    pub rules: Vec<(&'static str, u32)>,
    /// Positions in which the seat to move had two or more moves to choose from, over all games.
    pub decisions: u64,
}

impl Stats {
    pub fn mean_length(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.total_length as f64 / self.games as f64 }
    }

    /// The mean number of real decisions (two or more moves to choose from) per game.
    pub fn mean_decisions(&self) -> f64 {
        if self.games == 0 { 0.0 } else { self.decisions as f64 / self.games as f64 }
    }

    pub fn add(&mut self, p: &Playout, notes: &[&'static str], label: impl FnOnce(&Outcome) -> String) {
        self.games += 1;
        for &n in notes {
            match self.notes.iter_mut().find(|(k, _)| *k == n) {
                Some((_, c)) => *c += 1,
                None => self.notes.push((n, 1)),
            }
        }
        self.total_length += p.length as u64;
        let key = match &p.outcome {
            Some(o) => label(o),
            None => {
                self.stopped_by_limit += 1;
                "stopped".to_string()
            }
        };
        match self.results.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => self.results.push((key, 1)),
        }
    }
}

/// A random playout like [`random_playout`] (the same moves for the same `rng`), that also
/// collects the rules applied and counts the positions with a real choice.
fn traced_playout<G: Game>(
    state: &mut G,
    rng: &mut GameRng,
    buf: &mut Vec<G::Move>,
    rules: &mut Vec<&'static str>,
    decisions: &mut u64,
) -> Playout {
    let mut length = 0;
    loop {
        let mv = match state.turn() {
            Turn::Over => return Playout { length, outcome: state.outcome() },
            _ if length >= SAFETY_LIMIT => return Playout { length, outcome: None },
            Turn::Chance => state.sample_chance(rng),
            Turn::Seat(_) => {
                state.moves(buf);
                if buf.is_empty() {
                    return Playout { length, outcome: None };
                }
                *decisions += (buf.len() >= 2) as u64;
                buf[rng.below(buf.len())]
            }
        };
        for r in state.rules_applied(mv) {
            if !rules.contains(&r) {
                rules.push(r);
            }
        }
        state.play_unchecked(mv);
        length += 1;
    }
}

/// `games` random playouts from `start`, seeded by `seed`.
pub fn stats<G: Game>(start: &G, games: u32, seed: u64) -> Stats {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut buf = Vec::new();
    let mut st = Stats::default();
    let mut applied = Vec::new();
    for _ in 0..games {
        let mut state = start.clone();
        applied.clear();
        let p = traced_playout(&mut state, &mut rng, &mut buf, &mut applied, &mut st.decisions);
        st.add(&p, &state.end_notes(), |o| state.result_label(o));
        for &r in &applied {
            match st.rules.iter_mut().find(|(k, _)| *k == r) {
                Some((_, c)) => *c += 1,
                None => st.rules.push((r, 1)),
            }
        }
    }
    st.results.sort();
    st.notes.sort();
    st.rules.sort();
    st
}

/// `games` random games from `start` like [`stats`], every position of them checked against the
/// game's contract and `invariant`, which gets each position and its move number ([`Checker`];
/// `lab` passes the game's `Invariant` and the state JSON's round trip): the statistics, and the
/// positions checked, or the first broken promise with its game and position. Game `g` draws
/// from its own stream of `seed`, so the games do not depend on `threads`, the number of threads
/// they are spread over, and a long run can be played in parts: games `first..first + games`.
pub fn checked_stats<G: Game + Send + Sync>(
    start: &G,
    first: u32,
    games: u32,
    seed: u64,
    threads: usize,
    invariant: &(impl Fn(&G, u32) -> Result<(), String> + Sync),
) -> Result<(Stats, u64), String> {
    let threads = threads.clamp(1, 64) as u32;
    let one_thread = |t: u32| -> Result<(Stats, u64), String> {
        // Two probes of moves seen elsewhere per position: the tests try eight on fewer games.
        let mut checker = Checker::new(2);
        let mut st = Stats::default();
        let end = first.saturating_add(games);
        let mut g = first.saturating_add(t);
        while g < end {
            let mut rng =
                GameRng::seed_from_u64(splitmix64(seed) ^ (g as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93));
            let mut trace = Trace::default();
            let end = checker
                .game(start, &mut rng, SAFETY_LIMIT, invariant, &mut trace)
                .map_err(|e| format!("game {g}, {e}"))?;
            let p = Playout { length: trace.length, outcome: end.outcome() };
            st.add(&p, &end.end_notes(), |o| end.result_label(o));
            st.decisions += trace.decisions;
            for &r in &trace.rules {
                match st.rules.iter_mut().find(|(k, _)| *k == r) {
                    Some((_, c)) => *c += 1,
                    None => st.rules.push((r, 1)),
                }
            }
            g += threads;
        }
        Ok((st, checker.positions))
    };
    let parts: Vec<Result<(Stats, u64), String>> = if threads == 1 {
        vec![one_thread(0)]
    } else {
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..threads).map(|t| scope.spawn(move || one_thread(t))).collect();
            workers
                .into_iter()
                .map(|w| w.join().unwrap_or_else(|_| Err("a thread panicked".into())))
                .collect()
        })
    };
    let mut total = Stats::default();
    let mut positions = 0;
    for part in parts {
        let (st, n) = part?;
        positions += n;
        total.games += st.games;
        total.total_length += st.total_length;
        total.stopped_by_limit += st.stopped_by_limit;
        total.decisions += st.decisions;
        for (k, n) in st.results {
            match total.results.iter_mut().find(|(t, _)| *t == k) {
                Some((_, c)) => *c += n,
                None => total.results.push((k, n)),
            }
        }
        for (k, n) in st.notes {
            match total.notes.iter_mut().find(|(t, _)| *t == k) {
                Some((_, c)) => *c += n,
                None => total.notes.push((k, n)),
            }
        }
        for (k, n) in st.rules {
            match total.rules.iter_mut().find(|(t, _)| *t == k) {
                Some((_, c)) => *c += n,
                None => total.rules.push((k, n)),
            }
        }
    }
    total.results.sort();
    total.notes.sort();
    total.rules.sort();
    Ok((total, positions))
}
