//! The game review (`ai::review`): grades, the luck-and-skill identity, the text form, and
//! `lab review` as a teacher runs it.

mod common;

use common::lab::lab_with_input as lab;
use sandgames::ai::review::{GameReview, ReviewBudget, Reviewer, review_game};
use sandgames::games::{deleb::Deleb, hyena::Hyena};
use sandgames::model::{Game, GameRng, Options, Turn, chance_word, draw_outcome};

/// A random game of `G` from its default options (the throws drawn from `seed`, the decisions
/// random), as its moves.
fn random_game<G: Game>(options: &[(&str, &str)], seed: u64) -> (G, Vec<G::Move>) {
    let options = Options::from_pairs(G::option_specs(), options.iter().copied()).expect("options");
    let start = G::new(&options).expect("a game");
    let (mut state, mut rng, mut buf, mut moves) =
        (start.clone(), GameRng::seed_from_u64(seed), Vec::new(), Vec::new());
    let mut throws = 0;
    while moves.len() < 20_000 {
        let mv = match state.turn() {
            Turn::Over => break,
            Turn::Chance => {
                throws += 1;
                draw_outcome(&state, chance_word(seed, throws), &mut buf).expect("a throw")
            }
            Turn::Seat(_) => state.random_move(&mut rng, &mut buf).expect("a move"),
        };
        state.play_unchecked(mv);
        moves.push(mv);
    }
    (start, moves)
}

/// Every side's account adds up: start + luck + own + others + revised = result, to the
/// ten-thousandth the values are kept in; the result is the game's.
fn assert_identity<M>(r: &GameReview<M>, game: &str) {
    for a in &r.accounts {
        let sum = a.start + a.luck + a.own + a.others + a.revised;
        assert!(
            (sum - a.result).abs() < 1e-4,
            "{game}: seat {} adds up to {sum}, not {}: {a:?}",
            a.seat,
            a.result
        );
    }
}

const SMALL: ReviewBudget = ReviewBudget { iterations: 40, chance_iterations: 8 };

#[test]
fn the_luck_identity_holds_in_random_games_of_both_games_of_sticks() {
    // 100 games each here (about N s in the test profile); `lab review-check` runs 1,000.
    for seed in 0..100 {
        let (start, moves) = random_game::<Hyena>(&[], seed);
        let r = review_game(&start, &moves, SMALL, seed);
        assert_eq!(r.steps.len(), moves.len());
        assert_identity(&r, "hyena");
        let (start, moves) = random_game::<Deleb>(&[("lines", "4")], seed);
        let r = review_game(&start, &moves, SMALL, seed);
        assert_identity(&r, "deleb");
        assert_eq!(r.accounts.len(), 2, "Dèleb is reviewed per team");
    }
}

#[test]
fn a_review_does_not_depend_on_how_its_work_is_sliced() {
    let (start, moves) = random_game::<Hyena>(&[("well-pay", "chosen")], 7);
    let whole = review_game(&start, &moves, SMALL, 3);
    let mut r = Reviewer::new(&start, &moves, SMALL, 3);
    let mut slices = 0;
    while !r.run(17) {
        slices += 1;
        let (done, all) = r.progress();
        assert!(done <= all && all as usize == moves.len());
    }
    assert!(slices > 10, "the review ran in {slices} slices");
    assert_eq!(r.review(), Some(whole.clone()), "sliced and whole reviews differ");
    assert_eq!(review_game(&start, &moves, SMALL, 3), whole, "the same game reviewed twice differs");
}

#[test]
fn a_review_reads_back_from_its_text_and_refuses_garbage() {
    let (start, moves) = random_game::<Deleb>(&[("lines", "4")], 5);
    let r = review_game(&start, &moves, SMALL, 1);
    let text = r.to_text(&start, &moves);
    assert_eq!(GameReview::from_text(&text, &start, &moves).as_ref(), Ok(&r));
    let mut rng = GameRng::seed_from_u64(9);
    let bytes = text.as_bytes();
    let mut refused = 0;
    for _ in 0..400 {
        let mut b = bytes.to_vec();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(b.len());
            match rng.below(3) {
                0 => b[i] = b"0123456789 dcf\n-x"[rng.below(17)],
                1 => {
                    b.remove(i);
                }
                _ => b.insert(i, b"0123456789 \n"[rng.below(12)]),
            }
        }
        let Ok(t) = String::from_utf8(b) else { continue };
        match GameReview::from_text(&t, &start, &moves) {
            Err(m) => {
                assert_eq!(m.key, "gamereview.unreadable");
                refused += 1;
            }
            // A change that still reads is a review of this game: its accounts add up.
            Ok(back) => assert_identity(&back, "mutated"),
        }
    }
    assert!(refused > 300, "only {refused} of 400 mutations refused");
    let (_, other) = random_game::<Deleb>(&[("lines", "4")], 6);
    assert!(GameReview::from_text(&text, &start, &other).is_err(), "a review read for another game");
    assert!(GameReview::<<Deleb as Game>::Move>::from_text("", &start, &moves).is_err());
}

#[test]
fn lab_review_prints_a_record_s_review() {
    let record = "game: um-dyar\noptions: mode=game\nmoves:\n6\n6\n5\n";
    let (code, out, err) = lab(&["review", "um-dyar", "--record", "-", "--budget", "200"], Some(record));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("luck and skill"), "{out}");
}
