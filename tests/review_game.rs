//! The game review (`ai::review`): grades, the luck-and-skill identity, the text form, and
//! `lab review` as a teacher runs it.

mod common;

use common::lab::lab_with_input as lab;
use sandgames::ai::review::{GameReview, Grade, ReviewBudget, Reviewer, StepKind, review_game};
use sandgames::games::dablot::{Dablot, Placed, Point, Rank};
use sandgames::games::um_dyar::UmDyar;
use sandgames::games::{deleb::Deleb, hyena::Hyena};
use sandgames::model::{Game, GameRng, JsonState, Options, Turn, chance_word, draw_outcome};

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
    // 100 random games each, through the teacher's suite (`lab review-check`, which docs/ai.md
    // runs on 1,000): every side's start + luck + own + others + revised = its result, and the
    // review reads back from its text. Dèleb on 4 lines: its random games on 20 take about 4 s
    // each to review even with this small budget.
    for (game, opts) in
        [("hyena", vec![]), ("hyena", vec!["--opt", "well-pay=chosen"]), ("deleb", vec!["--opt", "lines=4"])]
    {
        let mut args = vec!["review-check", game, "--games", "100"];
        args.extend(opts);
        let (code, out, err) = lab(&args, None);
        assert_eq!(code, 0, "{game}: {err}");
        assert!(out.starts_with("100 random games of"), "{out}");
        assert!(out.contains("every side's account adds up"), "{out}");
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
fn the_review_so_far_says_of_each_move_what_the_whole_review_says() {
    // What a long game's review shows while it runs (its graph filling): each move reviewed so
    // far with the values and grades the finished review gives it, and its accounts adding up.
    for (opts, seed) in [(vec![("lines", "4")], 5), (vec![("lines", "4")], 6)] {
        let (start, moves) = random_game::<Deleb>(&opts, seed);
        let whole = review_game(&start, &moves, SMALL, 3);
        let mut r = Reviewer::new(&start, &moves, SMALL, 3);
        assert_eq!(r.partial(), None, "nothing is reviewed yet");
        let (mut seen, mut longer) = (0, 0);
        while !r.run(97) {
            let Some(part) = r.partial() else { continue };
            assert!(part.steps.len() < moves.len(), "a review so far is shorter than the game");
            assert_eq!(part.steps[..], whole.steps[..part.steps.len()], "the moves reviewed so far");
            assert_identity(&part, "deleb, so far");
            longer += (part.steps.len() > seen) as u32;
            seen = part.steps.len();
        }
        assert!(longer > 5, "the review so far grew {longer} times");
        assert_eq!(r.partial(), Some(whole), "once done, the review so far is the review");
    }
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
fn lab_review_needs_a_record_and_refuses_a_broken_one() {
    let (code, _, err) = lab(&["review", "um-dyar"], None);
    assert_eq!(code, 2, "{err}");
    let record = "game: um-dyar\noptions: mode=game\nmoves:\n6\n6\n9\n";
    let (code, _, err) = lab(&["review", "um-dyar", "--record", "-"], Some(record));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("move 3"), "{err}");
}

/// The most `score` can grow in one move of the side to play.
fn best_gain<G: Game>(state: &G, score: impl Fn(&G) -> u32) -> u32 {
    let mut moves = Vec::new();
    state.moves(&mut moves);
    let now = score(state);
    moves
        .iter()
        .map(|&mv| {
            let mut next = state.clone();
            next.play_unchecked(mv);
            score(&next).saturating_sub(now)
        })
        .max()
        .unwrap_or(0)
}

/// The grade, cost and better move the review gives the one decision `played` in `state`, with
/// the game's default review budget and with twice it.
fn graded<G: sandgames::model::Evaluate>(state: &G, played: &str) -> Vec<(Grade, f32, String)> {
    let mv = state.parse_move(played).expect("the planted move");
    let budget = ReviewBudget::default_for::<G>();
    [budget, budget.doubled()]
        .into_iter()
        .map(|b| match review_game(state, &[mv], b, 1).steps[0].kind {
            StepKind::Decision { grade, cost, best, .. } => (grade, cost, state.move_text(best)),
            other => panic!("{played} is not a decision: {other:?}"),
        })
        .collect()
}

#[test]
fn a_dablot_piece_left_to_a_capture_chain_is_a_blunder() {
    // Three soldiers a side. Stepping 4,6-6,6 puts a soldier in front of the enemy's 6,8, which
    // then jumps 6,8x6,4x10,4, taking it and the soldier on 8,4: two of the three.
    let soldier = |x, y, side| Placed { point: Point::at(x, y).expect("a point"), side, rank: Rank::Soldier };
    let options = Options::defaults(Dablot::option_specs());
    let d = Dablot::from_pieces(
        &options,
        0,
        0,
        &[
            soldier(4, 6, 0),
            soldier(8, 4, 0),
            soldier(0, 0, 0),
            soldier(6, 8, 1),
            soldier(0, 12, 1),
            soldier(10, 12, 1),
        ],
    )
    .expect("a position");
    let taken = |s: &Dablot| 3 - s.count(0);
    let mut after = d;
    after.play_text("4,6-6,6").expect("legal");
    assert_eq!(best_gain(&after, taken), 2, "the planted chain takes two");
    for (grade, cost, best) in graded(&d, "4,6-6,6") {
        assert_eq!(grade, Grade::Blunder, "cost {cost}");
        let mut better = d;
        better.play_text(&best).expect("the better move is legal");
        assert_eq!(best_gain(&better, taken), 0, "the better move {best} leaves nothing to take");
    }
}

#[test]
fn an_um_dyar_sowing_that_hands_over_a_capture_is_a_blunder() {
    // Late in a single game, 48 seeds to 52. Sowing a2's 35 seeds round the board leaves
    // player 1 a capture; a3's single seed leaves none.
    let u = UmDyar::from_json(&serde_json::json!({
        "game": "um-dyar", "holes": 6, "seeds": 12, "mode": "game", "match_games": 0,
        "rows": [[4, 35, 1, 0, 0, 0], [0, 0, 0, 0, 0, 4]], "captured": [48, 52],
        "to_move": 0, "over": false, "since_capture": 0,
    }))
    .expect("a position");
    let theirs = |s: &UmDyar| s.captured(1) as u32;
    let after = |mv: &str| {
        let mut s = u;
        s.play_text(mv).expect("legal");
        s
    };
    assert!(best_gain(&after("2"), theirs) > 0, "a2 hands over a capture");
    assert_eq!(best_gain(&after("3"), theirs), 0, "a3 hands over nothing");
    for (grade, cost, best) in graded(&u, "2") {
        assert_eq!(grade, Grade::Blunder, "cost {cost}");
        assert_eq!(best, "3");
    }
}

#[test]
fn a_hyena_game_with_the_default_options_is_decided_by_the_throws() {
    // In 20 random games with the default rules, every seat's decisions (own and others')
    // moved its value by at most 0.02 in all, the throws by the rest.
    let budget = ReviewBudget::default_for::<Hyena>();
    let (mut luck, mut decisions) = (0.0f32, 0.0f32);
    for seed in 0..20 {
        let (start, moves) = random_game::<Hyena>(&[], 1000 + seed);
        let r = review_game(&start, &moves, budget, seed);
        assert_identity(&r, "hyena");
        for a in &r.accounts {
            assert!(a.own.abs() + a.others.abs() <= 0.02, "game {seed}: {a:?}");
            luck += a.luck.abs();
            decisions += a.own.abs() + a.others.abs();
        }
    }
    assert!(luck > 50.0 * decisions.max(0.01), "throws {luck}, decisions {decisions}");
}

#[test]
fn a_decision_whose_every_move_ends_the_game_is_compared_exactly() {
    // Dablot: the last enemy soldier on 6,4 and two of ours that must take it, 4,4 over it to
    // 8,4 or 6,6 over it to 6,2. Every move wins: the review compares known results, no search.
    let soldier = |x, y, side| Placed { point: Point::at(x, y).expect("a point"), side, rank: Rank::Soldier };
    let options = Options::defaults(Dablot::option_specs());
    let d = Dablot::from_pieces(&options, 0, 0, &[soldier(4, 4, 0), soldier(6, 6, 0), soldier(6, 4, 1)])
        .expect("a position");
    let mut legal = Vec::new();
    d.moves(&mut legal);
    assert_eq!(legal.len(), 2);
    let r = review_game(&d, &legal[1..], ReviewBudget::default_for::<Dablot>(), 1);
    let StepKind::Decision { exact, cost, grade, .. } = r.steps[0].kind else { panic!("a decision") };
    assert!(exact);
    assert_eq!((cost, grade), (0.0, Grade::Best));
    assert_eq!((r.steps[0].before[0], r.steps[0].after[0], r.steps[0].after[1]), (1.0, 1.0, 0.0));
    assert_eq!((r.accounts[0].start, r.accounts[0].result), (1.0, 1.0));
}

#[test]
fn lab_review_grades_a_recorded_game_and_its_accounts_add_up() {
    // A game the computer played (deal 0 of strong against random, seeded throws), reviewed as a
    // teacher would: one step per move, every decision graded, each side's account adding up.
    let (code, records, err) = lab(
        &["arena", "hyena", "--a", "strong", "--b", "random", "--opt", "well-pay=chosen", "--deal", "0"],
        None,
    );
    assert_eq!(code, 0, "{err}");
    let record: String = records
        .split("# lab arena")
        .nth(1)
        .expect("a record")
        .lines()
        .skip(1)
        .map(|l| format!("{l}\n"))
        .collect();
    let moves =
        record.lines().skip_while(|l| *l != "moves:").skip(1).filter(|l| !l.trim().is_empty()).count();
    let (code, out, err) =
        lab(&["review", "hyena", "--record", "-", "--json", "--budget", "300"], Some(&record));
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("JSON");
    let steps = v["steps"].as_array().expect("steps");
    assert_eq!(steps.len(), moves);
    let decisions = steps.iter().filter(|s| s["kind"] == "decision").count() as u64;
    assert!(
        steps
            .iter()
            .filter(|s| s["kind"] == "decision")
            .all(|s| s["grade"].is_string() && s["best"].is_string())
    );
    let accounts = v["accounts"].as_array().expect("accounts");
    assert_eq!(accounts.len(), 4, "one account per seat in the hyena game");
    let mut graded = 0;
    for a in accounts {
        let f = |k: &str| a[k].as_f64().expect(k);
        let sum = f("start") + f("luck") + f("own") + f("others") + f("revised");
        assert!((sum - f("result")).abs() < 1e-4, "{a}");
        graded += a["decisions"].as_u64().expect("decisions");
    }
    assert_eq!(graded, decisions);
    let (code, text, _) = lab(&["review", "hyena", "--record", "-", "--budget", "300"], Some(&record));
    assert_eq!(code, 0);
    assert!(text.contains("luck and skill:") && text.contains("key moments"), "{text}");
    assert!(text.contains("the throws gave it") || text.contains("the throws cost it"), "{text}");
}

#[test]
fn on_um_dyars_solved_board_every_decision_is_graded_on_exact_values() {
    // 2 × 2 holes of 4 seeds, captures on the opponent's side: solved (the first player loses),
    // and not every move keeps the result, so random play makes real mistakes.
    let opts = [("mode", "game"), ("holes", "2"), ("captures", "opponent-side")];
    let (mut decisions, mut mistakes) = (0, 0);
    for seed in 1..=5 {
        let (start, moves) = random_game::<UmDyar>(&opts, seed);
        let r = review_game(&start, &moves, ReviewBudget { iterations: 50, chance_iterations: 10 }, seed);
        assert_identity(&r, "um-dyar 2 × 2");
        let mut state = start;
        for (step, &mv) in r.steps.iter().zip(&moves) {
            if let StepKind::Decision { exact, cost, grade, .. } = step.kind {
                decisions += 1;
                assert!(exact, "a decision on the solved board is compared on exact values");
                let perfect = sandgames::ai::perfect::perfect_moves(&state).expect("solved");
                // A perfect move costs nothing; any other gives away a whole result (a win for a
                // draw, a draw for a loss: ½ or 1).
                if perfect.contains(&mv) {
                    assert_eq!(cost, 0.0, "{}", state.move_text(mv));
                } else {
                    mistakes += 1;
                    assert!(cost >= 0.5, "{} cost only {cost}", state.move_text(mv));
                    assert_eq!(grade, Grade::Blunder);
                }
            }
            state.play_unchecked(mv);
        }
    }
    assert!(decisions > 20 && mistakes > 0, "{decisions} decisions, {mistakes} mistakes");
}
