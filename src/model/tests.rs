//! Tests of the shared machinery on the toy game Pig.

use super::pig::{Pig, PigMove};
use super::*;

fn start() -> Pig {
    Pig::new(&Options::defaults(Pig::option_specs())).unwrap()
}

#[test]
fn pig_keeps_the_contract() {
    let n = conformance::check(&start(), 50, 500, 3, |p: &Pig| {
        if p.banked.iter().all(|&b| b <= super::pig::GOAL + 6) {
            Ok(())
        } else {
            Err("score overflow".into())
        }
    });
    assert!(n > 500, "only {n} positions");
}

#[test]
fn perft_counts_chance_outcomes_as_moves() {
    // depth 1: 6 die faces; depth 2: a 1 passes the turn (6 faces again), the others give roll/hold.
    assert_eq!(perft::perft(&start(), 1), 6);
    assert_eq!(perft::perft(&start(), 2), 6 + 5 * 2);
    assert!(perft::check_perft_file::<Pig>("# comment\n\t1\t6\n\t2\t16\n").is_empty());
    assert_eq!(perft::check_perft_file::<Pig>("\t2\t17\n").len(), 1);
}

#[test]
fn illegal_move_leaves_state_untouched() {
    let mut s = start();
    let before = s;
    assert!(s.play(PigMove::Hold).is_err(), "cannot hold before throwing");
    assert_eq!(s, before);
    let mut done = start();
    done.banked = [20, 3];
    assert_eq!(done.play(PigMove::Die(3)).unwrap_err().why.key, "error.game_over");
}

#[test]
fn session_throws_depend_only_on_seed_and_step() {
    let opts = Options::defaults(Pig::option_specs());
    let mut a = Session::<Pig>::new(opts.clone(), vec![], 99).unwrap();
    let first = a.throw().unwrap();
    let b = Session::<Pig>::new(opts.clone(), vec![], 99).unwrap();
    assert_eq!(b.next_throw(), Some(first), "same seed, same first throw");
    // Undo and throw again: the same outcome comes back.
    a.undo();
    assert_eq!(a.throw(), Some(first));
    // Different seeds give different throw sequences (over enough throws).
    let seq = |seed| {
        let mut s = Session::<Pig>::new(opts.clone(), vec![], seed).unwrap();
        (0..40)
            .filter_map(|_| {
                if s.turn() == Turn::Chance {
                    s.throw()
                } else {
                    s.play(PigMove::Roll).ok().map(|_| PigMove::Roll)
                }
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(seq(5), seq(5));
    assert_ne!(seq(5), seq(6));
}

#[test]
fn replay_stops_at_an_illegal_move_and_keeps_the_rest() {
    let opts = Options::defaults(Pig::option_specs());
    let moves = [PigMove::Die(4), PigMove::Hold, PigMove::Hold, PigMove::Die(2)];
    let (s, err) = Session::<Pig>::replay(opts, vec![], 1, &moves).unwrap();
    assert_eq!(s.len(), 2);
    assert_eq!(err.map(|(i, _)| i), Some(2));
    assert_eq!(s.state().banked, [4, 0]);
}

#[test]
fn chance_draw_is_exact_and_stable() {
    let p = start();
    let mut buf = Vec::new();
    // The word's position in [0, 2^64) picks the outcome by cumulative probability.
    assert_eq!(draw_outcome(&p, 0, &mut buf), Some(PigMove::Die(1)));
    assert_eq!(draw_outcome(&p, u64::MAX, &mut buf), Some(PigMove::Die(6)));
    assert_eq!(draw_outcome(&p, u64::MAX / 2, &mut buf), Some(PigMove::Die(3)));
}
