//! The contract every game must keep, checked on random games. Each game's tests call
//! [`check`] with a few option sets (a broken promise panics with the position and the move);
//! `lab stats GAME --check` runs the same checks with the game's [`Invariant`] on as many random
//! games as asked, and reports a failure instead of panicking.
//!
//! Checked in every position reached:
//! - a game that is not over has moves, and one that is over has none and has an outcome;
//! - at a chance step the outcomes' probabilities are positive and sum to exactly 1, and the
//!   game's own fast sampling only ever yields listed outcomes;
//! - the game's own random move (`random_move`, used by playouts) is the listed move the same
//!   random number picks;
//! - every legal move's notation parses back to the same move;
//! - `play` accepts every legal move, and refuses a move that is not legal, leaving the state
//!   exactly as it was;
//! - the outcome names every seat;
//! - the game's own invariant (seeds conserved, no two pieces on a point…) holds.

use super::game::{Game, Turn};
use super::prob::Prob;
use super::rng::GameRng;

/// A game's own consistency (seeds conserved, no two pieces on a point, the turn belongs to
/// someone who may move…), checked in every position by `lab stats --check`. Written through the
/// game's public view where it can be, so it checks what a player would see.
pub trait Invariant: Game {
    /// What is wrong with this position, if anything.
    fn invariant(&self) -> Result<(), String>;
}

/// What a checked game did, for `lab stats --check` (the same facts `lab stats` collects).
#[derive(Clone, Debug, Default)]
pub struct Trace {
    /// Moves played, chance steps included.
    pub length: u32,
    /// The rule ids applied at least once (from `rules_applied`).
    pub rules: Vec<&'static str>,
    /// Positions where the seat to move had two or more moves.
    pub decisions: u64,
}

/// Checks positions of random games one game at a time. Moves seen legal in earlier positions
/// (of any game it checked) are tried as illegal moves in later ones.
pub struct Checker<G: Game> {
    moves: Vec<G::Move>,
    foreign: Vec<G::Move>,
    /// How many remembered moves each position tries as illegal ones.
    probes: usize,
    /// Positions checked so far.
    pub positions: u64,
}

impl<G: Game> Checker<G> {
    /// A checker that tries up to `probes` moves seen elsewhere as illegal moves in each position.
    pub fn new(probes: usize) -> Self {
        Checker { moves: Vec::new(), foreign: Vec::new(), probes, positions: 0 }
    }

    /// Plays one random game from `start` (at most `max_moves` moves) drawing from `rng`, checks
    /// every position (`invariant` gets the position and its move number), and returns the last
    /// state; or what went wrong, with the position.
    pub fn game(
        &mut self,
        start: &G,
        rng: &mut GameRng,
        max_moves: u32,
        invariant: &impl Fn(&G, u32) -> Result<(), String>,
        trace: &mut Trace,
    ) -> Result<G, String> {
        let mut state = start.clone();
        for ply in 0..max_moves {
            self.positions += 1;
            let here = |state: &G, what: &str| format!("move {ply}: {what}\nstate: {state:?}");
            macro_rules! ensure {
                ($cond:expr, $($what:tt)*) => {
                    if !$cond {
                        return Err(here(&state, &format!($($what)*)));
                    }
                };
            }
            if let Err(e) = invariant(&state, ply) {
                return Err(here(&state, &format!("invariant broken: {e}")));
            }
            let mut moves = std::mem::take(&mut self.moves);
            state.moves(&mut moves);
            self.moves = moves;
            let moves = &self.moves;
            let turn = state.turn();
            if turn == Turn::Over {
                ensure!(moves.is_empty(), "moves listed after the game is over");
                let Some(o) = state.outcome() else { return Err(here(&state, "over without outcome")) };
                ensure!(o.seats() == state.seats(), "outcome does not rank every seat");
                return Ok(state);
            }
            ensure!(!moves.is_empty(), "no moves but the game is not over");
            ensure!(state.outcome().is_none(), "outcome before the game is over");
            if turn == Turn::Chance {
                let mut total = Prob::ZERO;
                for &m in moves {
                    let p = state.probability(m);
                    ensure!(p != Prob::ZERO, "outcome {m:?} has probability 0");
                    total = total + p;
                }
                ensure!(total == Prob::ONE, "chance outcomes do not sum to 1");
                for _ in 0..4 {
                    let s = state.sample_chance(rng);
                    ensure!(moves.contains(&s), "sampled unlisted outcome {s:?}");
                }
            } else {
                trace.decisions += (moves.len() >= 2) as u64;
            }
            for &m in moves {
                let text = state.move_text(m);
                match state.parse_move(&text) {
                    Ok(back) => ensure!(back == m, "notation {text} reads back wrong"),
                    Err(e) => {
                        return Err(here(&state, &format!("notation {text} does not parse: {:?}", e.why)));
                    }
                }
            }
            for &f in self.foreign.iter().rev().take(self.probes) {
                if !moves.contains(&f) {
                    let mut probe = state.clone();
                    ensure!(probe.play(f).is_err(), "illegal {f:?} accepted");
                    ensure!(probe == state, "a refused move changed the state");
                }
            }
            let mv = if turn == Turn::Chance {
                state.sample_chance(rng)
            } else {
                let mut fast = rng.clone();
                let mv = moves[rng.below(moves.len())];
                let picked = state.random_move(&mut fast, &mut Vec::new());
                ensure!(picked == Some(mv), "random_move is not moves()[rng.below(n)]");
                ensure!(fast == *rng, "random_move drew other numbers");
                mv
            };
            if self.foreign.len() < 4096 && rng.below(8) == 0 {
                self.foreign.push(mv);
            }
            for r in state.rules_applied(mv) {
                if !trace.rules.contains(&r) {
                    trace.rules.push(r);
                }
            }
            let mut checked = state.clone();
            if let Err(e) = checked.play(mv) {
                return Err(here(&state, &format!("legal {mv:?} refused: {:?}", e.why)));
            }
            state.play_unchecked(mv);
            ensure!(checked == state, "play and play_unchecked disagree after {mv:?}");
            trace.length += 1;
        }
        Ok(state)
    }
}

/// Plays `games` random games from `start` (at most `max_moves` moves each) and checks the
/// contract in every position, plus `invariant`, which returns a description of what is wrong.
/// Panics on the first broken promise. Returns the number of positions checked.
pub fn check<G: Game>(
    start: &G,
    games: u32,
    max_moves: u32,
    seed: u64,
    invariant: impl Fn(&G) -> Result<(), String>,
) -> u64 {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut checker = Checker::new(8);
    for game in 0..games {
        if let Err(e) = checker.game(start, &mut rng, max_moves, &|s, _| invariant(s), &mut Trace::default())
        {
            panic!("game {game}, {e}");
        }
    }
    checker.positions
}
