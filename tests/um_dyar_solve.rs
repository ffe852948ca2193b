//! Um dyar's solved board (2 × 2 holes, 4 seeds, single game: `src/games/um_dyar/solve.rs`):
//! the retrograde solver's values against a plain minimax written here, on every position
//! reachable from the start; positions a person can check by hand; the strong computer's moves
//! there; and `lab solve` / `lab perfect`.
//!
//! In the comments `a2` is player 0's hole 2 and `b1` player 1's hole 1, each counted from its
//! owner's left; sowing runs a1, a2, b1, b2, a1…

mod common;

use common::lab::lab_with_input as lab;
use sandgames::ai::perfect::{self, PLAYERS};
use sandgames::ai::{Bot, result_value};
use sandgames::games::um_dyar::UmDyar;
use sandgames::model::{Evaluate, Game, JsonState, Level, Options, Solved, Turn};
use serde_json::{Value, json};
use std::collections::HashMap;

fn new(opts: &str) -> UmDyar {
    UmDyar::new(&Options::parse(UmDyar::option_specs(), opts).unwrap()).unwrap()
}

/// A single game's position on 2 × 2 holes of 4 seeds.
fn pos(rows: [[u16; 2]; 2], captured: [u16; 2], to_move: u8, extra: Value) -> UmDyar {
    let mut v = json!({
        "game": "um-dyar", "holes": 2, "seeds": 4, "rows": rows, "captured": captured,
        "to_move": to_move, "over": false, "mode": "game",
    });
    if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
        for (k, x) in e {
            o.insert(k.clone(), x.clone());
        }
    }
    UmDyar::from_json(&v).unwrap_or_else(|e| panic!("bad test position: {}", e.why))
}

/// The plain solver: minimax with a memo over the game's own moves, each position a whole state
/// (its count of moves since the last capture included). Its value for the player to move: `n`
/// he wins and the game ends `n` moves later, `−n` he loses, `0` a draw; the winner hurries, the
/// loser holds out.
fn plain(g: &UmDyar, memo: &mut HashMap<UmDyar, i32>) -> i32 {
    if let Some(&v) = memo.get(g) {
        return v;
    }
    let Turn::Seat(me) = g.turn() else { panic!("plain: asked about a finished game") };
    let mut moves = Vec::new();
    g.moves(&mut moves);
    let mut best: Option<i32> = None;
    for m in moves {
        let mut after = *g;
        after.play(m).expect("a listed move is legal");
        let v = match after.outcome() {
            Some(o) => {
                let r = result_value(&after, &o, me);
                if r > 0.5 {
                    1
                } else if r < 0.5 {
                    -1
                } else {
                    0
                }
            }
            None => match plain(&after, memo) {
                0 => 0,
                c if c > 0 => -(c + 1),
                c => -c + 1,
            },
        };
        let score = |v: i32| {
            if v > 0 {
                100_000 - v
            } else if v < 0 {
                -100_000 - v
            } else {
                0
            }
        };
        if best.is_none_or(|b| score(v) > score(b)) {
            best = Some(v);
        }
    }
    let v = best.expect("a player to move always has a move (a pass at least)");
    memo.insert(*g, v);
    v
}

fn solved_of(v: i32) -> Solved {
    match v {
        0 => Solved::Draw,
        v if v > 0 => Solved::Win(v as u32),
        v => Solved::Loss((-v) as u32),
    }
}

/// Every position reachable from the start (both players first), each at its own count, valued
/// by the plain solver; the game's `solved` must say the same for both seats.
fn check_against_plain(opts: &str) -> usize {
    let mut memo = HashMap::new();
    for first in ["0", "1"] {
        plain(&new(&format!("{opts},first={first}")), &mut memo);
    }
    for (g, &v) in &memo {
        let Turn::Seat(me) = g.turn() else { unreachable!() };
        assert_eq!(g.solved(me), Some(solved_of(v)), "{opts}: {}", g.to_json());
        assert_eq!(g.solved(1 - me), Some(solved_of(-v)), "{opts}: the other seat, {}", g.to_json());
    }
    memo.len()
}

#[test]
fn the_solver_agrees_with_a_plain_minimax_on_every_reachable_position() {
    // Deep recursions (a hundred moves without a capture, several times over): a big stack.
    let run = std::thread::Builder::new().stack_size(512 << 20).spawn(|| {
        let mut counts = Vec::new();
        for opts in [
            "mode=game,holes=2",
            "mode=game,holes=2,stall=20",
            "mode=game,holes=2,stall=30,captures=opponent-side",
        ] {
            counts.push(check_against_plain(opts));
        }
        counts
    });
    let counts = run.unwrap().join().unwrap();
    // Positions with their counts: far more than the 628 without (`lab solve`).
    assert!(counts.iter().all(|&n| n > 628), "{counts:?}");
}

#[test]
fn a_capture_that_takes_the_last_seeds_wins_in_one() {
    // South's lone seed in a2 goes into b1 (a singleton moves on), making 2 there: captured, and
    // nothing is left. South ends with 8 + 2 against North's 6.
    let g = pos([[0, 1], [1, 0]], [8, 6], 0, json!({}));
    assert_eq!(g.solved(0), Some(Solved::Win(1)));
    assert_eq!(g.solved(1), Some(Solved::Loss(1)));
    assert_eq!(perfect::exact_move(&g, 2), Some(Solved::Win(1)));
    assert_eq!(perfect::perfect_moves(&g), Some(vec![2]));
}

#[test]
fn the_last_move_before_the_stall_limit_settles_by_the_seeds_on_each_side() {
    // South's only move: a1's seed into a2, no capture. At the 20th move without a capture the
    // stall rule stops the game: South 8 + 1 on his side, North 6 + 1: South wins in 1.
    let late = pos([[1, 0], [0, 1]], [8, 6], 0, json!({"stall": 20, "since_capture": 19}));
    assert_eq!(late.solved(0), Some(Solved::Win(1)));
    // The same seeds with the count at 0: play goes on (North's seed into a1, and so on), and the
    // result is not the quick win: the count is part of the position.
    let early = pos([[1, 0], [0, 1]], [8, 6], 0, json!({"stall": 20, "since_capture": 0}));
    assert_ne!(early.solved(0), Some(Solved::Win(1)));
}

#[test]
fn only_the_solved_board_answers() {
    let start = new("mode=game,holes=2");
    assert_eq!(start.solved(0), Some(Solved::Draw), "the 2 × 2 board of 4 seeds is a draw (lab solve)");
    assert_eq!(new("mode=game").solved(0), None, "the default board is not solved");
    assert_eq!(new("holes=2").solved(0), None, "a match is not solved");
    assert_eq!(new("mode=game,holes=2,seeds=6").solved(0), None, "another count of seeds");
    assert_eq!(new("mode=game,holes=4,seeds=4").solved(0), None, "2 × 4 holes does not fit");
}

#[test]
fn the_strong_computer_plays_a_perfect_move_in_every_decision_of_the_levels_games() {
    // The positions of 25 games, every pairing of random, greedy and the three levels once
    // (`lab perfect um-dyar --opt mode=game --opt holes=2`).
    let start = new("mode=game,holes=2");
    let positions = perfect::positions(&start, 25, 1);
    assert!(positions.len() > 100, "{} decisions", positions.len());
    let strong = perfect::tally(Bot::Level(Level::Strong), &positions, 1);
    assert_eq!(strong.perfect, strong.decisions, "{strong:?}");
    assert!(strong.critical > 50, "many decisions had a losing or drawing move to avoid: {strong:?}");
    // And the measure tells players apart: random play errs where it can.
    let random = perfect::tally(PLAYERS[0], &positions, 1);
    assert!(random.critical_perfect < random.critical * 3 / 4, "{random:?}");
}

#[test]
fn lab_solve_prints_the_size_time_and_the_value_of_the_start() {
    let (code, out, err) =
        lab(&["solve", "um-dyar", "--opt", "mode=game", "--opt", "holes=2", "--json"], None);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["positions"], 628);
    assert_eq!(v["values"], 62_800, "628 positions × 100 counts");
    assert_eq!(v["start_text"], "draw");
    assert!(v["ms"].as_f64().is_some() && v["bytes"].as_u64().unwrap() > 62_800 * 2);
    let (code, _, err) = lab(&["solve", "um-dyar", "--opt", "holes=2"], None);
    assert_eq!(code, 2, "a match cannot be solved: {err}");
    let (code, _, _) = lab(&["solve", "dablot"], None);
    assert_eq!(code, 2);
}

#[test]
fn lab_perfect_reports_each_player_and_refuses_an_unsolved_board() {
    let (code, out, err) = lab(
        &["perfect", "um-dyar", "--opt", "mode=game", "--opt", "holes=2", "--games", "5", "--json"],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let names: Vec<&str> =
        v["players"].as_array().unwrap().iter().map(|p| p["bot"].as_str().unwrap()).collect();
    assert_eq!(names, ["random", "greedy", "beginner", "intermediate", "strong"]);
    assert_eq!(v["players"][4]["share"], 1.0, "strong: {out}");
    let (code, _, err) = lab(&["perfect", "um-dyar", "--opt", "mode=game"], None);
    assert_eq!(code, 1, "the default board is not solved: {err}");
}
