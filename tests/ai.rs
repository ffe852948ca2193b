//! The computer players and how they are measured: paired comparisons (`ai::arena`), the value
//! the search plays for, the coach's view of a search, and the `lab arena` and
//! `lab stats --check` contracts.

mod common;

use common::lab::lab;
use sandgames::ai::{Bot, Search, arena, result_value};
use sandgames::games::dablot::Dablot;
use sandgames::games::hyena::Hyena;
use sandgames::games::um_dyar::UmDyar;
use sandgames::model::{Evaluate, Game, Level, Options, Outcome, pig::Pig};

fn start<G: Game>(opts: &str) -> G {
    G::new(&Options::parse(G::option_specs(), opts).unwrap()).unwrap()
}

fn plan(a: Bot, b: Bot, games: u32, paired: bool) -> arena::Plan {
    arena::Plan { a, b, games, seed: 3, paired, threads: 1, clock: || 0.0 }
}

// ---------------------------------------------------------------------------------------------
// Paired comparisons

#[test]
fn a_deal_gives_both_arrangements_the_same_throws() {
    // The same bot on both sides: with the throws and each seat's numbers fixed by the deal,
    // both arrangements of a deal are the same game, so every deal scores exactly one half.
    let r = arena::run(&start::<Pig>(""), plan(Bot::Random, Bot::Random, 200, true));
    assert_eq!((r.games, r.deals, r.arrangements), (200, 100, 2));
    assert_eq!(r.score, 0.5);
    assert_eq!(r.wins, r.losses, "each deal: one win and one loss for the same bot");
    // Four seats in the hyena game: four arrangements, and again nothing to tell the bots apart.
    let r = arena::run(&start::<Hyena>("players=4,hollows=12"), plan(Bot::Random, Bot::Random, 40, true));
    assert_eq!((r.deals, r.arrangements), (10, 4));
    assert_eq!(r.score, 0.5);
}

#[test]
fn unpaired_games_each_have_their_own_deal() {
    let r = arena::run(&start::<Pig>(""), plan(Bot::Random, Bot::Random, 200, false));
    assert_eq!((r.games, r.deals, r.arrangements), (200, 200, 1));
    assert!(r.score != 0.5 && (0.35..0.65).contains(&r.score), "{}", r.score);
}

#[test]
fn the_games_of_a_deal_share_its_throws_whatever_the_bots_choose() {
    // Bot a and bot b differ, so the two games of a deal differ; but the nth throw of each comes
    // from the same word: while the games are alike, their throws are alike.
    let pig = start::<Pig>("");
    let arr = arena::arrangements(&pig);
    assert_eq!(arr, vec![vec![true, false], vec![false, true]]);
    let one = arena::play(&pig, (Bot::Random, Bot::Random), &arr[0], 77, 5, || 0.0);
    let two = arena::play(&pig, (Bot::Random, Bot::Random), &arr[1], 77, 5, || 0.0);
    assert_eq!((one.moves, one.throws, one.outcome), (two.moves, two.throws, two.outcome));
    let other_deal = arena::play(&pig, (Bot::Random, Bot::Random), &arr[0], 78, 5, || 0.0);
    assert_ne!((one.moves, one.outcome), (other_deal.moves, other_deal.outcome));
}

#[test]
fn the_paired_interval_comes_from_the_deals_spread() {
    let r = arena::run(&start::<Pig>(""), plan(Bot::Level(Level::Intermediate), Bot::Random, 120, true));
    assert!(r.low > 0.5, "intermediate beats random at Pig: {} ({}–{})", r.score, r.low, r.high);
    assert!(r.low < r.score && r.score < r.high);
    assert_eq!(r.wins + r.draws + r.losses, r.games);
}

// ---------------------------------------------------------------------------------------------
// What the search plays for

#[test]
fn a_finished_game_is_worth_the_share_of_the_others_beaten() {
    let hyena = start::<Hyena>("players=4");
    // The hyena's player, two mothers home safe (sharing a rank), one eaten.
    let o = Outcome::from_ranks(&[0, 1, 1, 2]);
    assert_eq!(result_value(&hyena, &o, 0), 1.0);
    assert_eq!(result_value(&hyena, &o, 1), (0.0 + 0.5 + 1.0) / 3.0);
    assert_eq!(result_value(&hyena, &o, 3), 0.0);
    // Two sides: 1, ½, 0.
    let pig = start::<Pig>("");
    assert_eq!(result_value(&pig, &Outcome::from_ranks(&[0, 1]), 0), 1.0);
    assert_eq!(result_value(&pig, &Outcome::draw(2), 1), 0.5);
    // Teams: partners do not count (Dèleb, 4 players: seats 0 and 1 against 2 and 3).
    let deleb = start::<sandgames::games::deleb::Deleb>("players=4,lines=4");
    let team_a_won = Outcome::winners(4, |s| deleb.team(s) == deleb.team(0));
    assert_eq!(result_value(&deleb, &team_a_won, 0), 1.0);
    assert_eq!(result_value(&deleb, &team_a_won, 1), 1.0);
    assert_eq!(result_value(&deleb, &team_a_won, 2), 0.0);
}

#[test]
fn insights_list_every_move_with_its_rules_and_value() {
    let g = start::<UmDyar>("holes=4");
    let mut s = Search::new(&g, sandgames::ai::Budget::of::<UmDyar>(Level::Intermediate), 9);
    s.run_to_end();
    let mut legal = Vec::new();
    g.moves(&mut legal);
    let seen = s.insights();
    assert_eq!(seen.len(), legal.len(), "every legal move is tried");
    assert!(seen.windows(2).all(|w| w[0].visits >= w[1].visits), "most visited first");
    assert_eq!(Some(seen[0].mv), s.best_move(), "the move it plays is the most visited");
    for i in &seen {
        assert!((0.0..=1.0).contains(&i.value) && (0.0..=1.0).contains(&i.evaluation));
        assert_eq!(i.rules, g.rules_applied(i.mv));
    }
}

#[test]
fn every_game_chooses_its_playout_depth() {
    // Declared in each game's eval.rs (no default): long enough to see a move's consequences.
    assert_eq!(
        <Dablot as Evaluate>::PLAYOUT_DEPTH,
        sandgames::ai::Budget::of::<Dablot>(Level::Strong).playout_depth
    );
    for depth in [
        <Dablot as Evaluate>::PLAYOUT_DEPTH,
        <UmDyar as Evaluate>::PLAYOUT_DEPTH,
        <Hyena as Evaluate>::PLAYOUT_DEPTH,
        <sandgames::games::deleb::Deleb as Evaluate>::PLAYOUT_DEPTH,
    ] {
        assert!((4..=200).contains(&depth), "{depth}");
    }
}

#[test]
fn a_level_is_the_search_its_figures_were_measured_with() {
    // docs/ai.md measures Dèleb's intermediate level as `search:500:8` (its own budget: 500
    // iterations, 8-move playouts) and the others' as their game's defaults.
    use sandgames::games::deleb::Deleb;
    let intermediate = Bot::Level(Level::Intermediate);
    assert_eq!(intermediate.budget::<Deleb>(), Bot::parse("search:500:8").unwrap().budget::<Deleb>());
    assert_eq!(intermediate.budget::<UmDyar>(), Bot::parse("search:1500:16").unwrap().budget::<UmDyar>());
    let strong = Bot::Level(Level::Strong).budget::<Deleb>().unwrap();
    let below = intermediate.budget::<Deleb>().unwrap();
    assert!(strong.iterations > below.iterations && strong.playout_depth > below.playout_depth);
}

// ---------------------------------------------------------------------------------------------
// The ladder, in small (the full figures: docs/ai.md)

#[test]
fn each_level_beats_the_one_below_at_um_dyar() {
    let g = start::<UmDyar>("holes=4");
    for (a, b) in [
        (Bot::Level(Level::Beginner), Bot::Random),
        (Bot::Level(Level::Intermediate), Bot::Level(Level::Beginner)),
    ] {
        let r = arena::run(&g, plan(a, b, 20, true));
        assert!(r.score > 0.5, "{a:?} vs {b:?}: {}", r.score);
    }
}

#[test]
fn strong_dablot_sees_the_quiet_reply_that_cost_its_king() {
    // Deal 53 of `lab arena dablot --a strong --b random --games 200 --paired` (seed 1), the
    // strong side second, after move 17. With 12,000 iterations the strong search played
    // 3,5-4,4 for 3 of 8 seeds; the quiet reply 6,6-7,7 then forces two captures that both lose
    // its king, and the game was drawn. Dablot's strong level now searches 24,000 (docs/ai.md).
    let mut g = start::<Dablot>("");
    for m in "6,4-6,6 6,8x6,4 5,3x7,5 0,6-2,6 6,2-5,3 1,7-0,6 7,3-6,4 4,8-5,7 8,4-7,3 2,8-4,8 6,4-6,6 \
              5,7-6,8 9,5-8,4 6,8x6,4x8,6 10,6x6,6 2,6-3,5 4,4-5,5"
        .split_whitespace()
    {
        g.play_text(m).unwrap();
    }
    let blunder = g.parse_move("3,5-4,4").unwrap();
    for seed in 1..=4 {
        let mut s = Search::new(&g, sandgames::ai::Budget::of::<Dablot>(Level::Strong), seed);
        s.run_to_end();
        assert_ne!(s.best_move(), Some(blunder), "seed {seed}");
    }
}

// ---------------------------------------------------------------------------------------------
// The `lab` contracts

#[test]
fn lab_arena_paired_prints_the_score_and_its_interval() {
    let (code, out, err) =
        lab(&["arena", "pig", "--a", "intermediate", "--b", "random", "--games", "40", "--paired", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    for key in ["score", "low", "high", "games", "wins", "draws", "losses"] {
        assert!(v.get(key).is_some(), "{key} missing in {out}");
    }
    assert_eq!(v["games"], 40);
    assert_eq!(v["deals"], 20);
    assert_eq!(v["paired"], true);
    let (code, out, _) =
        lab(&["arena", "pig", "--a", "search:200", "--b", "random", "--games", "4", "--paired"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("search:200 vs random over 4 games (2 deals, each played in 2 seat arrangements)"),
        "{out}"
    );
    let (code, _, err) = lab(&["arena", "pig", "--a", "search:0", "--b", "random"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn lab_arena_deal_prints_records_that_replay() {
    let (code, out, err) =
        lab(&["arena", "pig", "--a", "beginner", "--b", "random", "--seed", "4", "--deal", "7"]);
    assert_eq!(code, 0, "{err}");
    let records: Vec<&str> = out.split("# lab arena deal 7 (seed 4), arrangement ").skip(1).collect();
    assert_eq!(records.len(), 2, "{out}");
    assert!(
        records[0].starts_with("0: beginner in seats [0]")
            && records[1].starts_with("1: beginner in seats [1]")
    );
    let dir = std::env::temp_dir().join(format!("sandgames-ai-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (i, r) in records.iter().enumerate() {
        let path = dir.join(format!("deal{i}.txt"));
        std::fs::write(&path, format!("# {r}")).unwrap();
        // A seeded record is refused unless its throws are the seed's: the deal's throws are.
        let (code, _, err) = lab(&["play", "pig", "--record", path.to_str().unwrap()]);
        assert_eq!(code, 0, "arrangement {i}: {err}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn lab_stats_check_passes_on_every_game() {
    // The short run CI keeps; the million-game figures are in docs/ai.md.
    // Um dyar's default match has no limit on games, which random players seldom finish: its
    // games are checked one by one.
    for (game, games, opt) in [
        ("um-dyar", "60", "mode=game"),
        ("um-dyar", "2", "match-games=3"),
        ("dablot", "30", ""),
        ("hyena", "60", ""),
        ("deleb", "4", ""),
        ("pig", "100", ""),
    ] {
        let mut args = vec!["stats", game, "--games", games, "--check", "--json", "--threads", "2"];
        if !opt.is_empty() {
            args.extend(["--opt", opt]);
        }
        let (code, out, err) = lab(&args);
        assert_eq!(code, 0, "{game}: {err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["failures"], 0, "{game}");
        assert!(v["checked_positions"].as_u64().unwrap() > 100, "{game}: {out}");
        assert_eq!(v["stopped_by_limit"], 0, "{game}");
    }
}

#[test]
fn lab_stats_check_in_parts_checks_the_same_games() {
    // A long checked run may be played in parts (`--from`): games 0-5 and 6-11 are games 0-11.
    let run = |from: &str, games: &str| {
        let (code, out, err) =
            lab(&["stats", "hyena", "--check", "--json", "--from", from, "--games", games]);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v["first_game"], from.parse::<u64>().unwrap());
        v["checked_positions"].as_u64().unwrap()
    };
    let (a, b, whole) = (run("0", "6"), run("6", "6"), run("0", "12"));
    assert!(a > 0 && b > 0);
    assert_eq!(a + b, whole);
    let (code, _, err) = lab(&["stats", "hyena", "--from", "6"]);
    assert_eq!(code, 1, "--from without --check");
    assert!(err.contains("--check"), "{err}");
}
