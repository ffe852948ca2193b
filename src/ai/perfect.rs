//! Against the limit: where a game knows positions exactly (`Evaluate::solved`: Um dyar's
//! smallest single games), which moves are perfect, and how often a player plays one.
//!
//! A move's exact result is counted from the mover's side, the move itself included: a move
//! that wins at once "wins in 1". A move is **perfect** when its result is of the best class the
//! position offers — a win where a win is possible, else a draw, else a loss — however many moves
//! it takes (a slower win is still a win). `lab perfect` measures, over the positions reached in
//! games between the computer players, the share in which each player plays a perfect move
//! (`docs/ai.md`, "Against the limit").

use super::Bot;
use super::search::result_value;
use crate::model::{Evaluate, GameRng, Level, Solved, Turn, splitmix64};

/// The class of a result: 1 a win, 0 a draw, −1 a loss.
pub fn class(s: Solved) -> i8 {
    match s {
        Solved::Win(_) => 1,
        Solved::Draw => 0,
        Solved::Loss(_) => -1,
    }
}

/// How much the mover prefers a result: a win, the sooner the better; a draw; a loss, the later
/// the better.
pub fn rank(s: Solved) -> i64 {
    match s {
        Solved::Win(n) => 1_000_000_000 - n as i64,
        Solved::Draw => 0,
        Solved::Loss(n) => -1_000_000_000 + n as i64,
    }
}

/// Move `mv`'s exact result for the player to move in `state`, the move counted: what the game
/// knows of the position after it, one move more; for a move that ends the game in a position the
/// game knows, its result in one move. `None` where the game does not know.
pub fn exact_move<G: Evaluate>(state: &G, mv: G::Move) -> Option<Solved> {
    let Turn::Seat(me) = state.turn() else { return None };
    let mut after = state.clone();
    after.play_unchecked(mv);
    match after.outcome() {
        Some(o) => {
            state.solved(me)?;
            let v = result_value(&after, &o, me);
            Some(if v > 0.5 {
                Solved::Win(1)
            } else if v < 0.5 {
                Solved::Loss(1)
            } else {
                Solved::Draw
            })
        }
        None => Some(match after.solved(me)? {
            Solved::Win(n) => Solved::Win(n + 1),
            Solved::Loss(n) => Solved::Loss(n + 1),
            Solved::Draw => Solved::Draw,
        }),
    }
}

/// Every legal move of `state` with its exact result, in the order of `Game::moves`; `None`
/// unless the game knows every one.
pub fn exact_moves<G: Evaluate>(state: &G) -> Option<Vec<(G::Move, Solved)>> {
    let mut moves = Vec::new();
    state.moves(&mut moves);
    moves.into_iter().map(|m| Some((m, exact_move(state, m)?))).collect()
}

/// The perfect moves of `state`: those of the best class. `None` where the game does not know
/// every move's result.
pub fn perfect_moves<G: Evaluate>(state: &G) -> Option<Vec<G::Move>> {
    let all = exact_moves(state)?;
    let best = all.iter().map(|&(_, s)| class(s)).max()?;
    Some(all.into_iter().filter(|&(_, s)| class(s) == best).map(|(m, _)| m).collect())
}

/// The players `lab perfect` measures, weakest first.
pub const PLAYERS: [Bot; 5] = [
    Bot::Random,
    Bot::Greedy,
    Bot::Level(Level::Beginner),
    Bot::Level(Level::Intermediate),
    Bot::Level(Level::Strong),
];

/// How often one player played a perfect move.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    /// Decisions (two legal moves or more, every result known).
    pub decisions: u32,
    /// Of them, those where the player played a perfect move.
    pub perfect: u32,
    /// Decisions where some move is not perfect (a mistake was possible).
    pub critical: u32,
    /// Of them, those where the player played a perfect move.
    pub critical_perfect: u32,
}

/// The positions of `games` games between the [`PLAYERS`] (game g: South is `PLAYERS[g % 5]`,
/// North `PLAYERS[(g / 5) % 5]`, so 25 games meet every pairing once), seeded by `seed`: every
/// decision the game knows exactly, as often as it was reached.
pub fn positions<G: Evaluate>(start: &G, games: u32, seed: u64) -> Vec<G> {
    let mut out = Vec::new();
    let mut moves = Vec::new();
    for g in 0..games {
        let seats = [PLAYERS[g as usize % 5], PLAYERS[(g as usize / 5) % 5]];
        let mut rng = GameRng::seed_from_u64(splitmix64(seed ^ (g as u64) << 20));
        let mut state = start.clone();
        // Every game of the solved boards ends (the stall rule), but a bound keeps it certain.
        for _ in 0..100_000 {
            let Turn::Seat(s) = state.turn() else { break };
            state.moves(&mut moves);
            if moves.len() > 1 && state.solved(s).is_some() {
                out.push(state.clone());
            }
            let Some(mv) = seats[s as usize % 2].choose(&state, &mut rng) else { break };
            state.play_unchecked(mv);
        }
    }
    out
}

/// How often `bot` plays a perfect move in `positions`, each decision seeded by its number.
pub fn tally<G: Evaluate>(bot: Bot, positions: &[G], seed: u64) -> Tally {
    let mut t = Tally::default();
    for (i, p) in positions.iter().enumerate() {
        let Some(all) = exact_moves(p) else { continue };
        let Some(best) = all.iter().map(|&(_, s)| class(s)).max() else { continue };
        let mut rng = GameRng::seed_from_u64(splitmix64(seed ^ 0x9E37_0000 ^ i as u64));
        let Some(mv) = bot.choose(p, &mut rng) else { continue };
        let good = all.iter().any(|&(m, s)| m == mv && class(s) == best);
        let critical = all.iter().any(|&(_, s)| class(s) != best);
        t.decisions += 1;
        t.perfect += good as u32;
        t.critical += critical as u32;
        t.critical_perfect += (critical && good) as u32;
    }
    t
}
