//! The contract every game must keep, checked on random games. Each game's tests call
//! [`check`] with a few option sets; a broken promise panics with the position and the move.
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

/// Plays `games` random games from `start` (at most `max_moves` moves each) and checks the
/// contract in every position, plus `invariant`, which returns a description of what is wrong.
/// Returns the number of positions checked.
pub fn check<G: Game>(
    start: &G,
    games: u32,
    max_moves: u32,
    seed: u64,
    invariant: impl Fn(&G) -> Result<(), String>,
) -> u64 {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut moves = Vec::new();
    let mut positions = 0u64;
    // Moves seen legal somewhere, to try as illegal moves elsewhere.
    let mut foreign: Vec<G::Move> = Vec::new();
    for game in 0..games {
        let mut state = start.clone();
        for ply in 0..max_moves {
            positions += 1;
            let here = |what: &str| format!("game {game}, move {ply}: {what}\nstate: {state:?}");
            if let Err(e) = invariant(&state) {
                panic!("{}", here(&format!("invariant broken: {e}")));
            }
            state.moves(&mut moves);
            let turn = state.turn();
            if turn == Turn::Over {
                assert!(moves.is_empty(), "{}", here("moves listed after the game is over"));
                let o = state.outcome().unwrap_or_else(|| panic!("{}", here("over without outcome")));
                assert_eq!(o.seats(), state.seats(), "{}", here("outcome does not rank every seat"));
                break;
            }
            assert!(!moves.is_empty(), "{}", here("no moves but the game is not over"));
            assert!(state.outcome().is_none(), "{}", here("outcome before the game is over"));
            if turn == Turn::Chance {
                let mut total = Prob::ZERO;
                for &m in &moves {
                    let p = state.probability(m);
                    assert!(p != Prob::ZERO, "{}", here(&format!("outcome {m:?} has probability 0")));
                    total = total + p;
                }
                assert_eq!(total, Prob::ONE, "{}", here("chance outcomes do not sum to 1"));
                for _ in 0..4 {
                    let s = state.sample_chance(&mut rng);
                    assert!(moves.contains(&s), "{}", here(&format!("sampled unlisted outcome {s:?}")));
                }
            }
            for &m in &moves {
                let text = state.move_text(m);
                match state.parse_move(&text) {
                    Ok(back) => assert_eq!(back, m, "{}", here(&format!("notation {text} reads back wrong"))),
                    Err(e) => panic!("{}", here(&format!("notation {text} does not parse: {:?}", e.why))),
                }
            }
            for &f in foreign.iter().rev().take(8) {
                if !moves.contains(&f) {
                    let before = state.clone();
                    let mut probe = state.clone();
                    assert!(probe.play(f).is_err(), "{}", here(&format!("illegal {f:?} accepted")));
                    assert_eq!(probe, before, "{}", here("a refused move changed the state"));
                }
            }
            let mv = if turn == Turn::Chance {
                state.sample_chance(&mut rng)
            } else {
                let mut fast = rng.clone();
                let mv = moves[rng.below(moves.len())];
                let picked = state.random_move(&mut fast, &mut Vec::new());
                assert_eq!(picked, Some(mv), "{}", here("random_move is not moves()[rng.below(n)]"));
                assert_eq!(fast, rng, "{}", here("random_move drew other numbers"));
                mv
            };
            if foreign.len() < 4096 && rng.below(8) == 0 {
                foreign.push(mv);
            }
            let mut checked = state.clone();
            checked
                .play(mv)
                .unwrap_or_else(|e| panic!("{}", here(&format!("legal {mv:?} refused: {:?}", e.why))));
            let mut unchecked = state.clone();
            unchecked.play_unchecked(mv);
            assert_eq!(checked, unchecked, "{}", here("play and play_unchecked disagree"));
            state = unchecked;
        }
    }
    positions
}
