//! Dèleb: every rule on hand-made positions, the exact odds of the billets, the game contract on
//! random games, perft figures, and the `lab` command line.
//!
//! Junctions and steps used below (20 cross-lines): team A's A`k` is step 20 − k, B`k` outward
//! 19 + k, C`k` outward 60 − k, D`k` 59 + k, C`k` homeward 100 − k, B`k` homeward 99 + k. Team D's
//! D`k` is step k − 1, C`k` outward 40 − k, B`k` outward 39 + k, A`k` 80 − k, then B and C homeward.

mod common;

use common::lab::lab;
use sandgames::games::deleb::{
    self, Deleb, Heading, Junction, Line, Move, Phase, Stage, TEAM_A, TEAM_D, ThrowName,
};
use sandgames::i18n;
use sandgames::model::{Game, GameRng, JsonState, Options, Prob, Turn, conformance, perft, playout};
use serde_json::{Value, json};

// ---------------------------------------------------------------------------------------------
// Building positions by hand.

/// Men written as junctions with flags: `*` a slave, `'` on the homeward run of a sea line, `x2`
/// a double man. For example `"A1* B5x2 C4'"`.
fn men(spec: &str) -> Vec<Value> {
    spec.split_whitespace()
        .map(|tok| {
            let (tok, count) = match tok.strip_suffix("x2") {
                Some(t) => (t, 2),
                None => (tok, 1),
            };
            let slave = tok.contains('*');
            let homeward = tok.contains('\'');
            let at: String = tok.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
            json!({"at": at, "count": count, "slave": slave, "homeward": homeward})
        })
        .collect()
}

/// A position: options, phase, seat, team A's and team D's men, each seat's stage (`"entered"`,
/// `"handicapped"`, `"1"`, or `"2:3:1"` for stage 2 with 3 dèlebs and 1 gàsse scored), the pool
/// (throw words) and the stores.
#[allow(clippy::too_many_arguments)]
fn position(
    opts: Value,
    phase: &str,
    seat: u8,
    a: &str,
    d: &str,
    stages: &[&str],
    pool: &[&str],
    store: [u16; 2],
) -> Deleb {
    let players: Vec<Value> = stages
        .iter()
        .enumerate()
        .map(|(seat, s)| {
            let mut parts = s.split(':');
            let stage = parts.next().unwrap();
            let deleb: u64 = parts.next().map_or(0, |x| x.parse().unwrap());
            let gasse: u64 = parts.next().map_or(0, |x| x.parse().unwrap());
            json!({"seat": seat, "stage": stage, "score": {"deleb": deleb, "gasse": gasse}})
        })
        .collect();
    let mut p = json!({"deleb": 0, "dug": 0, "3": 0, "gasse": 0, "sitte": 0});
    for w in pool {
        p[*w] = json!(p[*w].as_u64().unwrap() + 1);
    }
    let v = json!({
        "game": "deleb", "options": opts, "phase": phase, "seat": seat,
        "teams": [{"team": "A", "stored_deleb": store[0], "men": men(a)},
                  {"team": "D", "stored_deleb": store[1], "men": men(d)}],
        "players": players, "pool": p,
    });
    Deleb::from_json(&v).unwrap_or_else(|e| panic!("bad test position: {}", e.why))
}

/// Two players, both in the game, team A (seat 0) giving out `pool`.
fn moving(a: &str, d: &str, pool: &[&str]) -> Deleb {
    position(json!({}), "move", 0, a, d, &["entered", "entered"], pool, [0, 0])
}

fn texts(g: &Deleb) -> Vec<String> {
    let mut ms = Vec::new();
    g.moves(&mut ms);
    ms.iter().map(|&m| g.move_text(m)).collect()
}

fn play(g: &mut Deleb, text: &str) {
    g.play_text(text).unwrap_or_else(|e| panic!("{text} refused: {}", e.why));
}

fn refusal(g: &Deleb, text: &str) -> String {
    let mut probe = g.clone();
    let e = probe.play_text(text).expect_err(text);
    assert_eq!(&probe, g, "a refused move changed the state");
    e.why.key.to_string()
}

fn j(text: &str) -> Junction {
    Junction::parse(text, 20).unwrap()
}

fn man(g: &Deleb, at: &str) -> Option<deleb::ManView> {
    g.man_at(j(at))
}

fn start(opts: &str) -> Deleb {
    Deleb::new(&Options::parse(Deleb::option_specs(), opts).unwrap()).unwrap()
}

/// A new game after seat 0 has chosen "dèleb" for team A (as team A always held it in rules
/// revision 1), at the starting throw.
fn started(opts: &str) -> Deleb {
    let mut g = start(opts);
    play(&mut g, "choose:deleb");
    g
}

fn prob_of(g: &Deleb, text: &str) -> Prob {
    g.probability(g.parse_move(text).unwrap())
}

// ---------------------------------------------------------------------------------------------
// The billets.

#[test]
fn fair_billets_fall_4_6_4_1_1_in_16() {
    let g = started("gar=0");
    assert_eq!(texts(&g), ["start:deleb", "start:dug", "start:3", "start:gasse", "start:sitte"]);
    let p: Vec<Prob> = ["start:deleb", "start:dug", "start:3", "start:gasse", "start:sitte"]
        .iter()
        .map(|t| prob_of(&g, t))
        .collect();
    assert_eq!(p, [4, 6, 4, 1, 1].map(|n| Prob::new(n, 16)));
    // Three billets in stage 2, two in stage 3.
    let s2 = position(json!({"gar": 0}), "throw", 0, "A1*", "D1*", &["2:1", "1"], &[], [0, 0]);
    assert_eq!(s2.billets_due(), 3);
    assert_eq!(texts(&s2), ["s2:bbb", "s2:bbw", "s2:bww", "s2:www"]);
    assert_eq!(prob_of(&s2, "s2:bbw"), Prob::new(3, 8));
    assert_eq!(prob_of(&s2, "s2:www"), Prob::new(1, 8));
    let s3 = position(json!({"gar": 0}), "throw", 0, "A1*", "D1*", &["3:1", "1"], &[], [0, 0]);
    assert_eq!(texts(&s3), ["s3:hab", "s3:dag", "s3:ww"]);
    assert_eq!(prob_of(&s3, "s3:dag"), Prob::new(1, 2));
    assert_eq!(prob_of(&s3, "s3:hab"), Prob::new(1, 4));
}

/// The total probability of the throws named `word` (any number of billets on their side).
fn named_total(g: &Deleb, word: &str) -> Prob {
    let mut ms = Vec::new();
    g.moves(&mut ms);
    ms.iter()
        .filter(|&&m| {
            let t = g.move_text(m);
            t == word || t.starts_with(&format!("{word}+"))
        })
        .fold(Prob::ZERO, |acc, &m| acc + g.probability(m))
}

#[test]
fn billets_on_their_side_count_white_by_day_and_black_by_night() {
    // gar=10: a billet lies on its side 1 time in 10, shows white 9 in 20, black 9 in 20.
    // By day it counts white 11 times in 20, at night 9 times in 20.
    let day = position(json!({"gar": 10}), "throw", 0, "B5", "D1*", &["entered", "entered"], &[], [0, 0]);
    let night = position(
        json!({"gar": 10, "time": "night"}),
        "throw",
        0,
        "B5",
        "D1*",
        &["entered", "entered"],
        &[],
        [0, 0],
    );
    let mut ms = Vec::new();
    day.moves(&mut ms);
    assert_eq!(ms.len(), 15, "every split of four billets into white, black and side");
    let den = 160_000; // 20^4
    let expect_day = [
        ("deleb", 4 * 11 * 729),
        ("dug", 6 * 121 * 81),
        ("3", 4 * 1331 * 9),
        ("gasse", 14641),
        ("sitte", 6561),
    ];
    for (w, num) in expect_day {
        assert_eq!(named_total(&day, w), Prob::new(num, den), "day {w}");
    }
    let expect_night = [
        ("deleb", 4 * 9 * 1331),
        ("dug", 6 * 81 * 121),
        ("3", 4 * 729 * 11),
        ("gasse", 6561),
        ("sitte", 14641),
    ];
    for (w, num) in expect_night {
        assert_eq!(named_total(&night, w), Prob::new(num, den), "night {w}");
    }
    // One exact fall: one white, two black, one on its side: 12 · (9/20)^3 · 1/10.
    assert_eq!(prob_of(&day, "dug+1gar"), Prob::new(12 * 729, 80_000));
    let v = day.throw_view(day.parse_move("dug+1gar").unwrap()).unwrap();
    assert_eq!((v.white, v.black, v.side, v.counted_white, v.value), (1, 2, 1, 2, Some(2)));
    assert_eq!(v.key, "deleb.throw.dug");
    let v = night.throw_view(night.parse_move("dug+1gar").unwrap()).unwrap();
    assert_eq!((v.white, v.black, v.side, v.counted_white), (2, 1, 1, 2));
    // Without the option no billet lands on its side.
    let g = started("gar=0");
    assert_eq!(refusal(&g, "start:dug+1gar"), "deleb.error.no_gar");
}

#[test]
fn throw_names_and_values_for_the_board() {
    let g = started("");
    let want = [
        ("start:deleb", 1, 1, "deleb.throw.deleb"),
        ("start:dug", 2, 2, "deleb.throw.dug"),
        ("start:3", 3, 3, "deleb.throw.3"),
        ("start:gasse", 4, 4, "deleb.throw.gasse"),
        ("start:sitte", 0, 6, "deleb.throw.sitte"),
    ];
    for (text, white, value, key) in want {
        let v = g.throw_view(g.parse_move(text).unwrap()).unwrap();
        assert_eq!((v.billets, v.white, v.black, v.side), (4, white, 4 - white, 0), "{text}");
        assert_eq!((v.value, v.key), (Some(value), key), "{text}");
        assert!(i18n::has(key));
    }
    assert_eq!(ThrowName::Sitte.value(), 6);
}

// ---------------------------------------------------------------------------------------------
// The start, the seating, throwing again.

#[test]
fn the_start_throw_decides_the_first_team() {
    let mut g = started("players=4");
    play(&mut g, "start:3");
    assert_eq!(g.phase(), Phase::Start, "a 3 decides nothing: throw again");
    play(&mut g, "start:sitte");
    assert_eq!(g.phase(), Phase::Start);
    let mut a = g.clone();
    play(&mut a, "start:deleb");
    assert_eq!((a.phase(), a.turn()), (Phase::Throw, Turn::Chance));
    assert_eq!(a.seat(), 0, "team A chose dèleb; its first player begins");
    play(&mut g, "start:dug");
    assert_eq!(g.seat(), 2, "team D chose dug; seat 2 is its first player");
    assert_eq!(g.seat_team(), TEAM_D);
}

#[test]
fn each_player_throws_his_own_billets_and_the_start_belongs_to_no_seat() {
    let mut g = started("players=4");
    assert_eq!(g.acting_seat(), None, "the starting throw is made by both teams");
    play(&mut g, "start:dug");
    assert_eq!(g.acting_seat(), Some(2));
    play(&mut g, "dug"); // a stage-1 dug ends the turn
    assert_eq!(g.acting_seat(), Some(3));
    let mut m = moving("B1", "D4", &["dug"]);
    assert_eq!((m.turn(), m.acting_seat()), (Turn::Seat(m.seat()), None), "moving is a decision");
    play(&mut m, "end");
    assert_eq!(m.acting_seat(), Some(m.seat()));
}

#[test]
fn partners_play_in_succession() {
    let mut g = started("players=6");
    assert_eq!((0..6).map(|s| deleb::team_of_seat(6, s)).collect::<Vec<_>>(), [0, 0, 0, 1, 1, 1]);
    play(&mut g, "start:deleb");
    let mut seats = vec![g.seat()];
    for _ in 0..6 {
        play(&mut g, "dug"); // a dug ends a stage-1 turn
        seats.push(g.seat());
    }
    assert_eq!(seats, [0, 1, 2, 3, 4, 5, 0]);
}

#[test]
fn deleb_gasse_and_sitte_throw_again_dug_and_3_end_the_throwing() {
    let mut g = position(json!({}), "throw", 0, "B5", "D1*", &["entered", "entered"], &[], [0, 0]);
    for t in ["deleb", "gasse", "sitte"] {
        play(&mut g, t);
        assert_eq!((g.phase(), g.seat()), (Phase::Throw, 0), "after {t}");
    }
    play(&mut g, "3");
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.pool().map(|(_, n)| n), [1, 0, 1, 1, 1]);
    // The throws are given in any order, each whole to one man.
    assert_eq!(texts(&g), ["deleb:B5-B6", "3:B5-B8", "gasse:B5-B9", "sitte:B5-B11", "end"]);
    play(&mut g, "sitte:B5-B11");
    play(&mut g, "deleb:B11-B12");
    assert_eq!(man(&g, "B12").map(|m| m.count), Some(1));
    play(&mut g, "end");
    assert_eq!((g.phase(), g.seat()), (Phase::Throw, 1), "end hands the billets on");
    assert_eq!(g.pool().map(|(_, n)| n), [0; 5], "the rest is forgone");
}

// ---------------------------------------------------------------------------------------------
// Entering the game.

#[test]
fn the_three_entry_stages() {
    let mut g = started("players=4");
    play(&mut g, "start:dug"); // team D begins: seat 2
    play(&mut g, "dug"); // stage 1: a dug ends the turn
    assert_eq!(g.seat(), 3);
    play(&mut g, "3");
    assert_eq!(g.seat(), 0);
    play(&mut g, "gasse"); // stage 1: throw again, nothing scored
    play(&mut g, "sitte");
    assert_eq!((g.seat(), g.entry(0).unwrap().stage, g.entry(0).unwrap().deleb), (0, Stage::One, 0));
    play(&mut g, "deleb"); // one dèleb, and at once to stage 2
    assert_eq!((g.seat(), g.entry(0).unwrap().stage, g.billets_due()), (0, Stage::Two, 3));
    play(&mut g, "s2:bbb");
    play(&mut g, "s2:bbw");
    play(&mut g, "s2:www");
    let e = g.entry(0).unwrap();
    assert_eq!((e.stage, e.deleb, e.gasse), (Stage::Two, 3, 1));
    play(&mut g, "s2:bww"); // one black, two white: stage 3
    assert_eq!((g.seat(), g.entry(0).unwrap().stage, g.billets_due()), (0, Stage::Three, 2));
    play(&mut g, "s3:ww"); // two white: a gàsse, back to stage 2
    let e = g.entry(0).unwrap();
    assert_eq!((e.stage, e.deleb, e.gasse), (Stage::Two, 3, 2));
    play(&mut g, "s2:bww");
    play(&mut g, "s3:dag"); // enters, and plays his scores
    assert_eq!(g.entry(0).unwrap().stage, Stage::Entered);
    assert_eq!(g.phase(), Phase::Move);
    assert_eq!(g.pool().map(|(_, n)| n), [3, 0, 0, 2, 0]);
    // All men are slaves: the dèlebs must free them, a gàsse has no taker.
    assert_eq!(texts(&g), ["deleb:A1-B1"]);
    play(&mut g, "deleb:A1-B1");
    assert_eq!(texts(&g), ["deleb:A2-A1", "gasse:B1-B5"]);
    play(&mut g, "gasse:B1-B5");
    play(&mut g, "gasse:B5-B9");
    play(&mut g, "deleb:A2-A1");
    play(&mut g, "deleb:A3-A2");
    assert_eq!((g.phase(), g.seat()), (Phase::Throw, 1), "he hands all billets to his neighbour");
    assert_eq!(g.entry(1).unwrap().stage, Stage::One, "his partner must enter too");
}

#[test]
fn hab_loses_the_scores() {
    let mut g = position(json!({}), "throw", 0, "A1*", "D1*", &["3:4:2", "1"], &[], [0, 0]);
    play(&mut g, "s3:hab");
    let e = g.entry(0).unwrap();
    assert_eq!((e.stage, e.deleb, e.gasse), (Stage::One, 0, 0));
    assert_eq!(g.seat(), 1, "and the turn ends");
}

#[test]
fn passing_a_stage_may_end_the_turn_as_an_option() {
    let mut marin = started("");
    play(&mut marin, "start:deleb");
    play(&mut marin, "deleb");
    assert_eq!((marin.seat(), marin.billets_due()), (0, 3), "Marin: immediately on to stage 2");
    play(&mut marin, "s2:bww");
    assert_eq!((marin.seat(), marin.billets_due()), (0, 2));

    let mut other = started("stage_pass=end-turn");
    play(&mut other, "start:deleb");
    play(&mut other, "deleb");
    assert_eq!(other.seat(), 1, "the other reading: the turn ends on passing");
    assert_eq!(other.entry(0).unwrap().stage, Stage::Two);
    play(&mut other, "dug");
    assert_eq!((other.seat(), other.billets_due()), (0, 3), "he resumes at stage 2");
    play(&mut other, "s2:bww");
    assert_eq!(other.seat(), 1);
    assert_eq!(other.entry(0).unwrap().stage, Stage::Three);
}

// ---------------------------------------------------------------------------------------------
// The track.

#[test]
fn the_circuit_is_marins_boustrophedon() {
    let name = |team, s| deleb::junction(20, team, s).to_string();
    // Team A: A20 … A1, B1 … B20, C20 … C1, D1 … D20 (sea-farer), C20 … C1, B1 … B20, A20.
    let a: Vec<String> =
        [0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100, 119, 120].iter().map(|&s| name(TEAM_A, s)).collect();
    assert_eq!(a, ["A20", "A1", "B1", "B20", "C20", "C1", "D1", "D20", "C20", "C1", "B1", "B20", "A20"]);
    // Team D: D1 … D20, C20 … C1, B1 … B20, A20 … A1 (sea-farer), B1 … B20, C20 … C1, D1.
    let d: Vec<String> =
        [0, 19, 20, 39, 40, 59, 60, 79, 80, 99, 100, 119, 120].iter().map(|&s| name(TEAM_D, s)).collect();
    assert_eq!(d, ["D1", "D20", "C20", "C1", "B1", "B20", "A20", "A1", "B1", "B20", "C20", "C1", "D1"]);
    assert!(!deleb::is_seafarer(20, 78) && deleb::is_seafarer(20, 79));
    assert_eq!(deleb::heading(20, TEAM_A, 19), (j("B1"), Heading::Across(Line::B)));
    assert_eq!(deleb::heading(20, TEAM_A, 25).1, Heading::Up);
    assert_eq!(deleb::heading(20, TEAM_D, 25).1, Heading::Down);
    assert_eq!(deleb::home_step(20, TEAM_A, 1), 19);
    assert_eq!(deleb::home_step(20, TEAM_D, 20), 19);
}

#[test]
fn sea_farers_come_back_through_the_sea() {
    let mut g = moving("D19 C1 C2'", "B9", &["deleb", "deleb", "dug"]);
    play(&mut g, "deleb:D19-D20");
    let m = man(&g, "D20").unwrap();
    assert!(m.seafarer && m.step == 79, "at D20 the man becomes a sea-farer");
    // The outward man on C1 goes on to D1; the homeward one on C2 comes back to B1.
    play(&mut g, "deleb:C1-D1");
    assert!(!man(&g, "D1").unwrap().seafarer);
    play(&mut g, "dug:C2-B1");
    let m = man(&g, "B1").unwrap();
    assert!(m.seafarer && m.step == 100);
    let mut h = moving("B19'", "D1*", &["dug"]);
    play(&mut h, "dug:B19-A20");
    let m = man(&h, "A20").unwrap();
    assert!(!m.seafarer && !m.slave && m.step == 0, "home again, free, and off round again");
}

// ---------------------------------------------------------------------------------------------
// Slaves and liberation.

#[test]
fn slaves_move_only_by_a_deleb_and_must_be_freed_first() {
    let g = moving("A1* A2* B5", "D1* D20", &["dug"]);
    assert_eq!(texts(&g), ["dug:B5-B7", "end"]);
    assert_eq!(refusal(&g, "dug:A1-B2"), "deleb.error.slave_deleb");

    let mut g = moving("A1* A2* B5", "D1* D20", &["deleb", "dug"]);
    // A2's step is A1, held by a slave; only A1 can be freed. The free man may not take the dèleb,
    // and the turn cannot end while it is owed.
    assert_eq!(texts(&g), ["deleb:A1-B1", "dug:B5-B7"]);
    assert_eq!(refusal(&g, "deleb:B5-B6"), "deleb.error.free_first");
    assert_eq!(refusal(&g, "end"), "deleb.error.free_first");
    assert_eq!(refusal(&g, "deleb:A2-A1"), "deleb.error.join_slave");
    assert_eq!(g.why_not_end().map(|m| m.key), Some("deleb.error.free_first"));
    play(&mut g, "deleb:A1-B1");
    assert!(!man(&g, "B1").unwrap().slave);
    assert_eq!(g.slaves_left(TEAM_A), 1);
    assert_eq!(texts(&g), ["dug:B1-B3", "dug:B5-B7", "end"]);
    // Team D frees D20 to C20, D19 to D20.
    assert_eq!(deleb::junction(20, TEAM_D, deleb::home_step(20, TEAM_D, 19) + 1).to_string(), "D20");
}

#[test]
fn when_no_slave_can_be_freed_the_deleb_may_serve_elsewhere_but_is_not_stored() {
    // A1's step is B1, where a double man of its own stands.
    let mut g = moving("A1* B1x2 C10", "D1*", &["deleb"]);
    assert_eq!(texts(&g), ["deleb:B1-B2", "split:B1-B2", "deleb:C10-C9", "end"]);
    play(&mut g, "end");
    assert_eq!(g.stored_deleb(TEAM_A), 0);
}

// ---------------------------------------------------------------------------------------------
// Passing and eating.

#[test]
fn men_pass_their_own_but_never_an_enemy() {
    let g = moving("B3 B4", "B6 D1*", &["dug", "3", "gasse"]);
    assert_eq!(texts(&g), ["dug:B3-B5", "3:B3-B6", "dug:B4-B6", "end"]);
    assert!(g.rules_applied(g.parse_move("dug:B3-B5").unwrap()).contains(&"pass"));
    assert_eq!(refusal(&g, "gasse:B3-B7"), "deleb.error.pass_enemy");
    let why = g.why_not(ThrowName::Gasse, j("B3")).unwrap();
    assert_eq!(
        (why.key, why.args.clone()),
        ("deleb.error.pass_enemy", vec!["B3".to_string(), "B6".to_string()])
    );
}

#[test]
fn landing_exactly_on_an_enemy_eats_him() {
    let mut g = moving("B3", "B6 B9x2 D1*", &["3", "3"]);
    play(&mut g, "3:B3-B6");
    assert_eq!(g.men_left(TEAM_D), 3);
    assert_eq!(man(&g, "B6").unwrap().team, TEAM_A);
    // A double man is eaten together.
    play(&mut g, "3:B6-B9");
    assert_eq!(g.men_left(TEAM_D), 1);
    // Eating a slave.
    let mut g = moving("C2", "D1* D2*", &["dug"]);
    play(&mut g, "dug:C2-D1");
    assert_eq!((g.men_left(TEAM_D), g.slaves_left(TEAM_D)), (1, 1));
}

#[test]
fn the_estimate_favours_the_team_with_more_men() {
    use sandgames::model::Evaluate;
    let g = moving("B5 B6 B7", "B9 D1*", &["dug"]);
    assert!(g.evaluate(0) > 0.5 && g.evaluate(1) < 0.5);
    let mut won = moving("B5", "B7", &["dug"]);
    play(&mut won, "dug:B5-B7");
    assert_eq!((won.evaluate(0), won.evaluate(1)), (1.0, 0.0));
}

#[test]
fn eating_every_enemy_wins() {
    let mut g = moving("B5 A1*", "B7", &["dug"]);
    let mv = g.parse_move("dug:B5-B7").unwrap();
    assert!(g.rules_applied(mv).contains(&"win"));
    play(&mut g, "dug:B5-B7");
    assert_eq!((g.turn(), g.winner()), (Turn::Over, Some(TEAM_A)));
    let o = g.outcome().unwrap();
    assert!(o.is_winner(0) && !o.is_winner(1));
    assert!(texts(&g).is_empty());
    let mut four =
        position(json!({"players": 4}), "move", 1, "B5", "B7x2", &["entered"; 4], &["dug"], [0, 0]);
    play(&mut four, "dug:B5-B7");
    let o = four.outcome().unwrap();
    assert_eq!(o.ranks(), [0, 0, 1, 1], "partners share the result");
}

// ---------------------------------------------------------------------------------------------
// Double men.

#[test]
fn a_man_joining_another_makes_a_double_man() {
    let mut g = moving("B3 B5", "D1*", &["dug", "3"]);
    play(&mut g, "dug:B3-B5");
    assert_eq!(man(&g, "B5").unwrap().count, 2);
    assert!(man(&g, "B3").is_none());
    play(&mut g, "3:B5-B8");
    assert_eq!(man(&g, "B8").unwrap().count, 2, "they move together");
    // No third man; no man joins a slave.
    let g = moving("B3 B5x2 A2 A1*", "D1*", &["dug", "deleb"]);
    assert_eq!(refusal(&g, "dug:B3-B5"), "deleb.error.full");
    assert_eq!(refusal(&g, "deleb:A2-A1"), "deleb.error.free_first");
    let g = moving("A3 A1*", "D1*", &["dug"]);
    assert_eq!(refusal(&g, "dug:A3-A1"), "deleb.error.join_slave");
}

#[test]
fn only_a_deleb_separates_a_double_man() {
    let mut g = moving("B5x2", "D1*", &["deleb", "dug"]);
    assert_eq!(texts(&g), ["deleb:B5-B6", "dug:B5-B7", "split:B5-B6", "end"]);
    play(&mut g, "split:B5-B6");
    assert_eq!((man(&g, "B5").unwrap().count, man(&g, "B6").unwrap().count), (1, 1));
    let g = moving("B5", "D1*", &["deleb"]);
    assert_eq!(refusal(&g, "split:B5-B6"), "deleb.error.not_double");
}

#[test]
fn a_man_who_joins_follows_his_companions_course() {
    // An outward man on C7 joins a sea-farer on C5: the double man goes home by B, not on to D.
    let mut g = moving("C7 C5'", "D1*", &["dug", "gasse", "deleb"]);
    play(&mut g, "dug:C7-C5");
    let m = man(&g, "C5").unwrap();
    assert_eq!((m.count, m.step, m.seafarer), (2, 95, true));
    play(&mut g, "gasse:C5-C1");
    play(&mut g, "deleb:C1-B1");
    assert_eq!(man(&g, "B1").unwrap().count, 2);
}

// ---------------------------------------------------------------------------------------------
// Storing dèlebs.

#[test]
fn free_teams_store_their_delebs() {
    let mut g = moving("B5", "D1*", &["deleb", "dug"]);
    play(&mut g, "dug:B5-B7");
    play(&mut g, "end");
    assert_eq!(g.stored_deleb(TEAM_A), 1);
    assert!(g.rules_applied(Move::End).is_empty(), "end is not a move of the throwing phase");
    // Team D (a slave left, nothing it can do with a dug) hands back.
    play(&mut g, "dug");
    assert_eq!(texts(&g), ["end"]);
    play(&mut g, "end");
    play(&mut g, "dug");
    // The stored dèleb is at hand beside the pool.
    assert_eq!(texts(&g), ["deleb:B7-B8", "dug:B7-B9", "end"]);
    let mv = g.parse_move("deleb:B7-B8").unwrap();
    assert!(g.rules_applied(mv).contains(&"store"));
    play(&mut g, "deleb:B7-B8");
    assert_eq!(g.stored_deleb(TEAM_A), 0);
    // Only dèlebs are kept: a forgone dug is lost.
    play(&mut g, "end");
    assert_eq!(g.stored_deleb(TEAM_A), 0);
    // A stored dèleb alone still gives a moving phase (after a handicapped player's empty throw).
}

#[test]
fn teams_with_slaves_store_nothing() {
    let mut g = moving("A1* B1x2", "D1*", &["deleb"]);
    play(&mut g, "end");
    assert_eq!(g.stored_deleb(TEAM_A), 0);
}

// ---------------------------------------------------------------------------------------------
// Handicapped players.

#[test]
fn a_player_not_entered_when_his_men_are_free_is_handicapped() {
    // Seat 1 (team A) is in stage 2 with scores; seat 0 frees the last slave.
    let mut g = position(
        json!({"players": 4}),
        "move",
        0,
        "A1* B5",
        "D1* D2*",
        &["entered", "2:2:1", "entered", "entered"],
        &["deleb"],
        [0, 0],
    );
    play(&mut g, "deleb:A1-B1");
    assert_eq!(g.seat(), 1);
    let e = g.entry(1).unwrap();
    assert_eq!((e.stage, e.deleb, e.gasse), (Stage::Handicapped, 0, 0));
    assert_eq!(g.billets_due(), 4, "he throws the four billets");
    play(&mut g, "sitte"); // not counted, but he throws again
    assert_eq!((g.seat(), g.phase()), (1, Phase::Throw));
    play(&mut g, "deleb");
    play(&mut g, "dug");
    assert_eq!(g.pool().map(|(_, n)| n), [1, 0, 0, 0, 0], "only his dèlebs count");
    play(&mut g, "deleb:B5-B6");
    assert_eq!(g.seat(), 2);
    // A handicapped player's throw with no dèleb passes the billets on at once.
    let mut h = position(
        json!({"players": 4}),
        "throw",
        1,
        "B5",
        "D1* D2*",
        &["entered", "handicapped", "entered", "entered"],
        &[],
        [0, 0],
    );
    play(&mut h, "gasse");
    play(&mut h, "dug");
    assert_eq!((h.seat(), h.phase()), (2, Phase::Throw));
}

#[test]
fn a_player_still_entering_while_slaves_remain_is_not_handicapped() {
    let mut g = position(
        json!({"players": 4}),
        "move",
        0,
        "A1* A2* B5",
        "D1*",
        &["entered", "1", "entered", "entered"],
        &["deleb"],
        [0, 0],
    );
    play(&mut g, "deleb:A1-B1");
    assert_eq!(g.entry(1).unwrap().stage, Stage::One);
}

// ---------------------------------------------------------------------------------------------
// What the board is told.

#[test]
fn the_board_learns_who_may_take_each_throw_and_why_not() {
    let g = moving("A1* A2* B5 B8", "B7 D1*", &["deleb", "dug", "3"]);
    let uses = g.throw_uses();
    let find = |t| uses.iter().find(|u| u.throw == t).unwrap();
    assert_eq!(find(ThrowName::Deleb).targets, [(j("A1"), j("B1"))]);
    assert_eq!(find(ThrowName::Dug).targets, [(j("B5"), j("B7")), (j("B8"), j("B10"))]);
    assert_eq!(find(ThrowName::Dug).reason, None);
    // A 3 from B5 would pass the enemy on B7; from B8 it reaches B11.
    assert_eq!(find(ThrowName::Three).targets, [(j("B8"), j("B11"))]);
    assert_eq!(g.why_not(ThrowName::Three, j("B5")).unwrap().key, "deleb.error.pass_enemy");
    assert_eq!(g.why_not(ThrowName::Deleb, j("B5")).unwrap().key, "deleb.error.free_first");
    assert_eq!(g.why_not(ThrowName::Dug, j("A1")).unwrap().key, "deleb.error.slave_deleb");
    assert_eq!(g.why_not(ThrowName::Gasse, j("B5")).unwrap().key, "deleb.error.no_throw");
    assert_eq!(g.why_not(ThrowName::Dug, j("C5")).unwrap().key, "deleb.error.no_man");
    let only_slaves = moving("A1* A2*", "D1*", &["dug"]);
    let u = only_slaves.throw_uses();
    assert!(u[0].targets.is_empty());
    assert_eq!(u[0].reason.as_ref().unwrap().key, "deleb.error.slave_deleb");
    let men = g.men_view();
    assert_eq!(men.len(), 6);
    assert!(men.iter().any(|m| m.at == j("A1") && m.slave && m.team == TEAM_A));
}

// ---------------------------------------------------------------------------------------------
// Notation, refusals, JSON.

#[test]
fn notation_checks_the_landing_and_refusals_name_the_reason() {
    let g = moving("B3", "D1*", &["dug"]);
    let e = g.parse_move("dug:B3-B6").unwrap_err();
    assert_eq!(e.why.key, "deleb.error.wrong_target");
    assert_eq!(g.parse_move("dug:B3").unwrap(), g.parse_move("dug:B3-B5").unwrap());
    assert_eq!(g.parse_move("dug:Z3").unwrap_err().why.key, "deleb.error.junction");
    assert_eq!(g.parse_move("hop").unwrap_err().why.key, "deleb.error.notation");
    assert_eq!(g.parse_move("dug+9gar").unwrap_err().why.key, "deleb.error.notation");
    assert_eq!(refusal(&g, "dug"), "deleb.error.not_throw_time");
    assert_eq!(refusal(&g, "3:B3-B6"), "deleb.error.no_throw");
    let t = started("");
    assert_eq!(refusal(&t, "end"), "deleb.error.throw_first");
    assert_eq!(refusal(&t, "s2:bbb"), "deleb.error.billets");
}

#[test]
fn json_round_trips_and_refuses_impossible_positions() {
    let mut rng = GameRng::seed_from_u64(5);
    let mut buf = Vec::new();
    for opts in ["", "players=4,gar=15,time=night", "lines=4,players=8"] {
        let mut g = start(opts);
        for _ in 0..600 {
            let back = Deleb::from_json(&g.to_json()).unwrap_or_else(|e| panic!("{}", e.why));
            assert_eq!(back, g);
            if g.turn() == Turn::Over {
                break;
            }
            g.moves(&mut buf);
            let mv =
                if g.turn() == Turn::Chance { g.sample_chance(&mut rng) } else { buf[rng.below(buf.len())] };
            g.play_unchecked(mv);
        }
    }
    let base = moving("B3", "D1*", &["dug"]).to_json();
    let broken = |f: &dyn Fn(&mut Value)| {
        let mut v = base.clone();
        // The optional counts are left out, so that the position itself is judged.
        for t in 0..2 {
            let team = v["teams"][t].as_object_mut().unwrap();
            team.remove("men_left");
            team.remove("slaves");
        }
        f(&mut v);
        Deleb::from_json(&v).err().map(|e| e.why.key).unwrap_or("accepted")
    };
    assert_eq!(broken(&|v| v["teams"][0]["men"][0]["slave"] = json!(true)), "deleb.error.impossible");
    assert_eq!(broken(&|v| v["teams"][0]["men"][0]["count"] = json!(3)), "deleb.error.json_range");
    assert_eq!(broken(&|v| v["teams"][0]["men"][0]["at"] = json!("B99")), "deleb.error.junction");
    assert_eq!(broken(&|v| v["teams"][0]["men"][0]["step"] = json!(5)), "deleb.error.json_step");
    assert_eq!(broken(&|v| v["teams"][0]["stored_deleb"] = json!(0)), "accepted");
    assert_eq!(broken(&|v| v["teams"][1]["stored_deleb"] = json!(2)), "deleb.error.impossible");
    assert_eq!(broken(&|v| v["teams"][1]["men"] = json!([])), "deleb.error.impossible");
    assert_eq!(broken(&|v| v["phase"] = json!("dance")), "deleb.error.json_phase");
    assert_eq!(broken(&|v| v["pool"]["dug"] = json!(0)), "deleb.error.impossible");
    assert_eq!(broken(&|v| v["options"]["players"] = json!(3)), "error.option_step");
    assert_eq!(broken(&|v| v["players"][0]["stage"] = json!("2")), "deleb.error.impossible");
    assert_eq!(broken(&|v| v["teams"][0]["men_left"] = json!(7)), "deleb.error.json_count");
}

// ---------------------------------------------------------------------------------------------
// Rules, texts, options.

#[test]
fn every_rule_option_and_message_has_its_text() {
    let ids: Vec<&str> = Deleb::rules().iter().map(|r| r.id).collect();
    for r in Deleb::rules() {
        for key in [format!("deleb.rule.{}", r.id), format!("deleb.rule.{}.text", r.id)] {
            assert!(i18n::has(&key), "missing text {key}");
        }
        assert_eq!(r.cite == "ours", r.quote.is_empty(), "rule {}: our decisions have no quote", r.id);
    }
    let mut unique = ids.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), ids.len(), "rule ids are unique");
    for spec in Deleb::option_specs() {
        assert!(ids.contains(&spec.rule), "option {} names an unknown rule", spec.key);
        assert!(i18n::has(&format!("deleb.opt.{}", spec.key)));
        assert!(i18n::has(&format!("deleb.opt.{}.help", spec.key)));
        if let sandgames::model::OptionKind::Choice(values) = spec.kind {
            for v in values {
                assert!(i18n::has(&format!("deleb.opt.{}.{v}", spec.key)), "{}.{v}", spec.key);
            }
        }
    }
    assert!(i18n::has("deleb.name"));
    // Every catalog key written in the game's code exists.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/deleb");
    let mut found = 0;
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for piece in text.split('"').skip(1).step_by(2) {
            if piece.starts_with("deleb.") && piece.len() > 6 && !piece.contains(' ') && !piece.contains("{")
            {
                found += 1;
                assert!(i18n::has(piece), "missing text {piece}");
            }
        }
    }
    assert!(found > 40, "found only {found} keys");
    // And every key the board names (the files of its folder).
    let board = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui/games/deleb");
    let text: String = std::fs::read_dir(board)
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap())
        .collect();
    let keys: Vec<&str> =
        text.split('"').skip(1).step_by(2).filter(|p| p.starts_with("deleb.") && !p.contains(' ')).collect();
    assert!(keys.len() > 20, "found only {} keys in the board", keys.len());
    for key in keys {
        assert!(i18n::has(key), "missing text {key}");
    }
}

#[test]
fn moves_name_only_known_rules() {
    let ids: Vec<&str> = Deleb::rules().iter().map(|r| r.id).collect();
    let mut rng = GameRng::seed_from_u64(11);
    let mut buf = Vec::new();
    let mut seen = std::collections::BTreeSet::new();
    for opts in ["lines=6", "lines=5,players=4,gar=20"] {
        for _ in 0..10 {
            let mut g = start(opts);
            while g.turn() != Turn::Over {
                g.moves(&mut buf);
                for &m in &buf {
                    for id in g.rules_applied(m) {
                        assert!(ids.contains(&id), "unknown rule id {id}");
                        seen.insert(id);
                    }
                }
                let mv = if g.turn() == Turn::Chance {
                    g.sample_chance(&mut rng)
                } else {
                    buf[rng.below(buf.len())]
                };
                g.play_unchecked(mv);
            }
        }
    }
    for id in [
        "start",
        "entry-1",
        "entry-2",
        "entry-3",
        "liberation",
        "eat",
        "double",
        "split",
        "store",
        "win",
        "track",
    ] {
        assert!(seen.contains(id), "no move applied {id}");
    }
}

// ---------------------------------------------------------------------------------------------
// The contract on random games, random games end, perft.

#[test]
fn conformance_on_random_games() {
    for opts in [
        "lines=4",
        "lines=5,players=4",
        "lines=4,players=8",
        "lines=6,gar=20,time=night",
        "lines=4,players=6,stage_pass=end-turn,gar=5",
        "",
        "lines=5,join=choose,double_max=any,join_slave=yes,join_course=newcomer",
        "lines=6,start_choice=draw,players=4,rescue=own-turn",
        "lines=4,players=12,gar=3,join=choose",
        "lines=20,gar=0,start_choice=fixed,rescue=own-turn",
    ] {
        let g = start(opts);
        let games = if opts.is_empty() { 2 } else { 12 };
        let positions =
            conformance::check(&g, games, 4000, 7, |s: &Deleb| s.validate().map_err(|m| m.to_string()));
        assert!(positions > 500, "{opts}: only {positions} positions");
    }
}

#[test]
fn the_move_list_agrees_with_the_reasons_everywhere() {
    let mut rng = GameRng::seed_from_u64(21);
    let mut buf = Vec::new();
    let mut checked = 0;
    let mut rescues = 0;
    for opts in ["lines=5", "lines=4,players=4", "lines=5,join=choose,join_slave=yes,double_max=any"] {
        for _ in 0..8 {
            let mut g = start(opts);
            while g.turn() != Turn::Over {
                g.moves(&mut buf);
                if matches!(g.phase(), Phase::Move | Phase::Rescue) {
                    checked += 1;
                    rescues += (g.phase() == Phase::Rescue) as u32;
                    let n = g.setup().lines;
                    for line in [Line::A, Line::B, Line::C, Line::D] {
                        for cross in 1..=n {
                            let at = Junction { line, cross };
                            for t in ThrowName::ALL {
                                let mv = g.play_move(t, at).unwrap();
                                assert_eq!(
                                    buf.contains(&mv),
                                    g.why_not(t, at).is_none(),
                                    "{t:?} {at} in {g:?}"
                                );
                            }
                            let split = Move::Split { from: (line as u16) * n as u16 + cross as u16 - 1 };
                            assert_eq!(buf.contains(&split), g.why_not_split(at).is_none(), "split {at}");
                            for t in ThrowName::ALL {
                                let beside = Move::Beside { throw: t, from: split_from(&split) };
                                assert_eq!(
                                    buf.contains(&beside),
                                    g.why_not_beside(t, at).is_none(),
                                    "beside {at}"
                                );
                            }
                        }
                    }
                    assert_eq!(buf.contains(&Move::End), g.why_not_end().is_none());
                }
                let mv = if g.turn() == Turn::Chance {
                    g.sample_chance(&mut rng)
                } else {
                    buf[rng.below(buf.len())]
                };
                g.play_unchecked(mv);
            }
        }
    }
    assert!(checked > 1000, "only {checked} moving positions");
    assert!(rescues > 10, "only {rescues} positions where a threatened team answers");
}

fn split_from(m: &Move) -> u16 {
    match m {
        Move::Split { from } => *from,
        _ => 0,
    }
}

#[test]
fn random_games_end_by_eating() {
    for opts in [
        "players=2",
        "players=4",
        "players=8",
        "lines=4",
        "lines=40,players=6",
        "players=16",
        "double_max=any,join=choose,join_slave=yes",
    ] {
        let st = playout::stats(&start(opts), 20, 3);
        assert_eq!(st.stopped_by_limit, 0, "{opts}");
        assert!(st.results.iter().all(|(k, _)| k.starts_with("team-")), "{opts}: {:?}", st.results);
    }
}

#[test]
fn perft_figures() {
    let text = include_str!("data/perft/deleb.tsv");
    let bad = perft::check_perft_file::<Deleb>(text);
    assert!(bad.is_empty(), "{bad:#?}");
    // By hand: the start throw has 5 outcomes, 15 with billets on their side.
    let rev1 = start("gar=0,start_choice=fixed");
    assert_eq!(perft::perft(&rev1, 1), 5);
    assert_eq!(perft::perft(&start("gar=5,start_choice=fixed"), 1), 15);
    // Two throws: 2 undecided falls lead to 5 more, 2 deciding ones to 5 stage-1 throws.
    assert_eq!(perft::perft(&rev1, 2), 25);
    // Three: the 3 undecided falls give 25 each; after each of the 2 deciding ones, the first
    // player's stage-1 dèleb leads to 4 stage-2 falls and his 4 other throws to 5 falls each.
    assert_eq!(perft::perft(&rev1, 3), 3 * 25 + 2 * (4 + 4 * 5));
    // Today's defaults: seat 0 chooses "dèleb" or "dug" (2), then every throw of four billets
    // falls 15 ways, since a billet may lie on its side; the second throw is again of four.
    assert_eq!(perft::perft(&start(""), 1), 2);
    assert_eq!(perft::perft(&start(""), 3), 2 * 15 * 15);
}

// ---------------------------------------------------------------------------------------------
// The lab command line.

#[test]
fn lab_show_moves_and_play() {
    let (code, out, _) = lab(&["show", "deleb", "--opt", "lines=6", "--opt", "players=4"]);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "deleb");
    assert_eq!(v["phase"], "choose", "seat 0 first chooses dèleb or dug");
    assert_eq!(v["options"]["gar"], 1);
    assert_eq!(v["options"]["start_choice"], "choose");
    assert_eq!((v["over"].clone(), v["winner"].clone()), (json!(false), Value::Null));
    assert_eq!(v["teams"][0]["men"].as_array().unwrap().len(), 6);
    assert_eq!(
        v["teams"][0]["men"][0],
        json!({"at": "A1", "step": 5, "count": 1, "slave": true, "seafarer": false})
    );
    assert_eq!(v["teams"][1]["seats"], json!([2, 3]));
    assert_eq!(
        v["players"][3],
        json!({"seat": 3, "team": "D", "stage": "1", "score": {"deleb": 0, "gasse": 0}})
    );
    assert_eq!(v["pool"], json!({"deleb": 0, "dug": 0, "3": 0, "gasse": 0, "sitte": 0}));

    let (code, out, _) = lab(&["moves", "deleb", "--opt", "gar=0", "choose:deleb", "start:dug", "deleb"]);
    assert_eq!(code, 0);
    assert_eq!(out, "s2:bbb 1/8\ns2:bbw 3/8\ns2:bww 3/8\ns2:www 1/8\n");
    let (code, out, _) = lab(&["moves", "deleb", "choose:deleb", "start:dug", "deleb", "s2:bww", "s3:dag"]);
    assert_eq!((code, out.as_str()), (0, "deleb:D20-C20\n"));

    let (code, _, err) =
        lab(&["play", "deleb", "choose:dug", "start:dug", "deleb", "s2:bww", "s3:dag", "deleb:A2-A1"]);
    assert_eq!(code, 1);
    assert!(err.contains("deleb:A2-A1") && err.contains("slave"), "{err}");
    let (code, _, err) = lab(&["play", "deleb", "choose:dug", "start:dug", "hop"]);
    assert_eq!(code, 1);
    assert!(err.contains("hop"), "{err}");
}

#[test]
fn lab_state_files_round_trip_and_bad_ones_are_refused() {
    let dir = std::env::temp_dir().join(format!("deleb-lab-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (_, shown, _) = lab(&[
        "play",
        "deleb",
        "--opt",
        "players=4",
        "choose:deleb",
        "start:deleb",
        "deleb",
        "s2:bww",
        "s3:dag",
    ]);
    let file = dir.join("state.json");
    std::fs::write(&file, &shown).unwrap();
    let path = file.to_str().unwrap();
    let (code, again, err) = lab(&["show", "deleb", "--state", path]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(again, shown);
    let (code, out, _) = lab(&["moves", "deleb", "--state", path]);
    assert_eq!((code, out.as_str()), (0, "deleb:A1-B1\n"));

    std::fs::write(&file, "{\"game\": \"deleb\", ").unwrap();
    let (code, _, err) = lab(&["show", "deleb", "--state", path]);
    assert_eq!(code, 1);
    assert!(err.contains("not valid JSON"), "{err}");

    let mut v: Value = serde_json::from_str(&shown).unwrap();
    v["teams"][1]["men"][0]["at"] = json!("B3");
    v["teams"][1]["men"][0]["step"] = Value::Null;
    std::fs::write(&file, v.to_string()).unwrap();
    let (code, _, err) = lab(&["show", "deleb", "--state", path]);
    assert_eq!(code, 1);
    assert!(err.contains("impossible position") && err.contains("slave"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

// ---------------------------------------------------------------------------------------------
// Rules revision 2: the readings that were fixed, now options; the choice of "dèleb"; stored
// dèlebs against a threat; the gà·r rate; sixteen players; Marin's words.

#[test]
fn one_side_chooses_deleb_or_dug_before_the_start() {
    let g = start("players=4");
    assert_eq!((g.phase(), g.turn()), (Phase::Choose, Turn::Seat(0)), "seat 0 decides for team A");
    assert_eq!(texts(&g), ["choose:deleb", "choose:dug"]);
    assert!(g.rules_applied(g.parse_move("choose:dug").unwrap()).contains(&"start-choice"));
    assert_eq!(refusal(&g, "start:dug"), "deleb.error.choose_first");
    // Team A takes "dug": a dug at the start now lets team A begin, a dèleb team D.
    let mut a = g.clone();
    play(&mut a, "choose:dug");
    assert_eq!((a.phase(), a.deleb_team()), (Phase::Start, TEAM_D));
    assert_eq!(refusal(&a, "choose:deleb"), "deleb.error.chosen");
    let mut d = a.clone();
    play(&mut a, "start:dug");
    assert_eq!(a.seat(), 0);
    play(&mut d, "start:deleb");
    assert_eq!(d.seat(), 2);
    // Drawn: a chance step, even odds, nobody's throw.
    let drawn = start("start_choice=draw");
    assert_eq!((drawn.turn(), drawn.acting_seat()), (Turn::Chance, None));
    assert_eq!(texts(&drawn), ["draw:deleb", "draw:dug"]);
    assert_eq!(prob_of(&drawn, "draw:dug"), Prob::new(1, 2));
    // Rules revision 1: team A holds "dèleb" without a choice.
    let fixed = start("start_choice=fixed");
    assert_eq!((fixed.phase(), fixed.deleb_team()), (Phase::Start, TEAM_A));
}

#[test]
fn a_threatened_team_may_spend_a_stored_deleb_when_the_danger_arises() {
    // Team A's man on B5 throws a dug: he could eat team D's man on B7. Team D has a stored dèleb.
    let base = position(json!({}), "throw", 0, "B5", "B7 C3", &["entered", "entered"], &[], [0, 1]);
    let mut g = base.clone();
    play(&mut g, "dug");
    assert_eq!((g.phase(), g.turn(), g.seat()), (Phase::Rescue, Turn::Seat(1), 0));
    assert_eq!(g.in_danger(), [j("B7")]);
    assert_eq!(texts(&g), ["deleb:B7-B8", "end"], "only the man preyed upon, or let it be");
    assert_eq!(refusal(&g, "deleb:C3-C2"), "deleb.error.not_preyed");
    let uses = g.throw_uses();
    assert_eq!((uses.len(), uses[0].throw, uses[0].available), (1, ThrowName::Deleb, 1));
    assert_eq!(uses[0].targets, [(j("B7"), j("B8"))]);
    let mv = g.parse_move("deleb:B7-B8").unwrap();
    assert!(g.rules_applied(mv).contains(&"rescue") && g.rules_applied(mv).contains(&"store"));
    play(&mut g, "deleb:B7-B8");
    assert_eq!((g.phase(), g.turn(), g.stored_deleb(TEAM_D)), (Phase::Move, Turn::Seat(0), 0));
    assert_eq!(man(&g, "B8").unwrap().team, TEAM_D);
    assert_eq!(texts(&g), ["dug:B5-B7", "end"], "the dug no longer eats");
    // Letting it be: the mover eats.
    let mut h = base.clone();
    play(&mut h, "dug");
    play(&mut h, "end");
    assert_eq!((h.phase(), h.turn(), h.stored_deleb(TEAM_D)), (Phase::Move, Turn::Seat(0), 1));
    play(&mut h, "dug:B5-B7");
    assert_eq!(h.men_left(TEAM_D), 1);
    // Rules revision 1: stored dèlebs serve only in the team's own turn.
    let mut old =
        position(json!({"rescue": "own-turn"}), "throw", 0, "B5", "B7 C3", &["entered"; 2], &[], [0, 1]);
    play(&mut old, "dug");
    assert_eq!((old.phase(), old.turn()), (Phase::Move, Turn::Seat(0)));
}

#[test]
fn the_threatened_team_is_asked_again_after_each_move_of_the_mover() {
    // A's pool: a dèleb and a dug. From B3 neither reaches D's man on B6; from B4 the dug does.
    let mut g = position(json!({}), "throw", 0, "B3", "B6 C3", &["entered", "entered"], &["deleb"], [0, 2]);
    play(&mut g, "dug");
    assert_eq!(g.phase(), Phase::Move, "no man is preyed upon yet");
    assert!(g.in_danger().is_empty());
    play(&mut g, "deleb:B3-B4");
    assert_eq!((g.phase(), g.turn()), (Phase::Rescue, Turn::Seat(1)));
    play(&mut g, "end");
    assert_eq!((g.phase(), g.turn()), (Phase::Move, Turn::Seat(0)), "not asked twice for one danger");
    // The stored dèleb also serves against the mover's own stored dèlebs and while he moves, and a
    // rescue may eat: D's man on B6 steps onto A's man on B7.
    let mut e = position(json!({}), "throw", 0, "B4 B7 A9", "B6 C3", &["entered", "entered"], &[], [0, 1]);
    play(&mut e, "dug");
    assert_eq!(texts(&e), ["deleb:B6-B7", "end"]);
    play(&mut e, "deleb:B6-B7");
    assert_eq!((e.men_left(TEAM_A), man(&e, "B7").unwrap().team), (2, TEAM_D));
}

#[test]
fn with_four_players_the_threatened_teams_next_player_decides() {
    let mut g = position(json!({"players": 4}), "throw", 1, "B5", "B7 C3", &["entered"; 4], &[], [0, 1]);
    play(&mut g, "dug");
    assert_eq!((g.seat(), g.turn()), (1, Turn::Seat(2)));
    let mut h = position(json!({"players": 4}), "throw", 3, "B7 C3", "B5", &["entered"; 4], &[], [1, 0]);
    play(&mut h, "dug");
    assert_eq!((h.seat(), h.turn()), (3, Turn::Seat(0)), "round the table from seat 3 to seat 0");
}

#[test]
fn a_man_may_join_a_slave_as_an_option() {
    let opts = json!({"join_slave": "yes"});
    let mut g = position(
        opts.clone(),
        "move",
        0,
        "A1* A2* B9",
        "D1*",
        &["entered"; 2],
        &["deleb", "deleb", "dug"],
        [0, 0],
    );
    // A2 may be freed before A1 has moved: he joins A1, who stays a slave.
    assert_eq!(texts(&g), ["deleb:A1-B1", "deleb:A2-A1", "dug:B9-B11"]);
    let mv = g.parse_move("deleb:A2-A1").unwrap();
    assert!(g.rules_applied(mv).contains(&"join-slave"));
    play(&mut g, "deleb:A2-A1");
    let m = man(&g, "A1").unwrap();
    assert_eq!((m.count, m.slave, g.slaves_left(TEAM_A)), (2, true, 1));
    // The pair moves only by a dèleb, which frees the slave; or the slave steps out alone.
    assert_eq!(texts(&g), ["deleb:A1-B1", "split:A1-B1", "dug:B9-B11"]);
    assert_eq!(refusal(&g, "dug:A1-B2"), "deleb.error.slave_deleb");
    let mut split = g.clone();
    play(&mut split, "split:A1-B1");
    let (left, out) = (man(&split, "A1").unwrap(), man(&split, "B1").unwrap());
    assert_eq!(
        (left.count, left.slave, out.count, out.slave, split.slaves_left(TEAM_A)),
        (1, false, 1, false, 0)
    );
    play(&mut g, "deleb:A1-B1");
    let m = man(&g, "B1").unwrap();
    assert_eq!((m.count, m.slave, g.slaves_left(TEAM_A)), (2, false, 0));
    // Eating a slave pair eats both and one slave.
    let mut e = position(opts, "move", 1, "A1*x2 A4*", "A3", &["entered"; 2], &["dug"], [0, 0]);
    play(&mut e, "dug:A3-A1");
    assert_eq!((e.men_left(TEAM_A), e.slaves_left(TEAM_A)), (1, 1));
}

#[test]
fn a_double_man_may_take_the_newcomers_way_as_an_option() {
    // An outward man on C7 joins a sea-farer on C5: by the other reading the pair goes on to D.
    let mut g = position(
        json!({"join_course": "newcomer"}),
        "move",
        0,
        "C7 C5'",
        "D1*",
        &["entered"; 2],
        &["dug", "gasse", "deleb"],
        [0, 0],
    );
    let mv = g.parse_move("dug:C7-C5").unwrap();
    assert!(g.rules_applied(mv).contains(&"join-course"));
    play(&mut g, "dug:C7-C5");
    let m = man(&g, "C5").unwrap();
    assert_eq!((m.count, m.step, m.seafarer), (2, 55, false));
    play(&mut g, "gasse:C5-C1");
    play(&mut g, "deleb:C1-D1");
    assert_eq!(man(&g, "D1").unwrap().count, 2);
}

#[test]
fn more_than_two_men_may_stand_together_as_an_option() {
    let mut g = position(
        json!({"double_max": "any"}),
        "move",
        0,
        "B3 B5x2",
        "D1*",
        &["entered"; 2],
        &["dug", "3"],
        [0, 0],
    );
    play(&mut g, "dug:B3-B5");
    assert_eq!(man(&g, "B5").unwrap().count, 3);
    play(&mut g, "3:B5-B8");
    assert_eq!(man(&g, "B8").unwrap().count, 3, "they move as one");
    assert_eq!(Deleb::from_json(&g.to_json()).unwrap(), g);
    let two = moving("B3 B5x2", "D1*", &["dug"]);
    assert_eq!(refusal(&two, "dug:B3-B5"), "deleb.error.full");
}

#[test]
fn a_man_may_stand_beside_a_companion_as_an_option() {
    let opts = json!({"join": "choose"});
    let mut g =
        position(opts.clone(), "move", 0, "B3 B5", "D1*", &["entered"; 2], &["dug", "3", "deleb"], [0, 0]);
    assert_eq!(&texts(&g)[..2], ["deleb:B3-B4", "dug:B3-B5"]);
    assert!(texts(&g).contains(&"beside:dug:B3-B5".to_string()));
    let mv = g.parse_move("beside:dug:B3-B5").unwrap();
    assert!(g.rules_applied(mv).contains(&"join-choice"));
    play(&mut g, "beside:dug:B3-B5");
    let m = man(&g, "B5").unwrap();
    assert_eq!((m.count, m.apart), (2, true));
    // Standing apart, each moves alone, with any throw.
    assert_eq!(texts(&g), ["deleb:B5-B6", "3:B5-B8", "end"]);
    play(&mut g, "3:B5-B8");
    assert_eq!((man(&g, "B5").unwrap().count, man(&g, "B5").unwrap().apart), (1, false));
    assert_eq!(Deleb::from_json(&g.to_json()).unwrap(), g);
    // Not beside a double man, nor beside a man going the other way along the sea.
    let d = position(opts.clone(), "move", 0, "B3 B5x2", "D1*", &["entered"; 2], &["dug"], [0, 0]);
    assert_eq!(refusal(&d, "beside:dug:B3-B5"), "deleb.error.full");
    let w = position(opts.clone(), "move", 0, "C7 C5'", "D1*", &["entered"; 2], &["dug"], [0, 0]);
    assert_eq!(refusal(&w, "beside:dug:C7-C5"), "deleb.error.beside_none");
    // Two men standing apart are eaten together.
    let mut e = position(opts, "move", 1, "B5x2", "B3", &["entered"; 2], &["dug"], [0, 0]);
    let mut v = e.to_json();
    v["teams"][0]["men"][0]["apart"] = json!(true);
    e = Deleb::from_json(&v).unwrap();
    play(&mut e, "dug:B3-B5");
    assert_eq!(e.winner(), Some(TEAM_D));
    // By default he always joins.
    assert_eq!(refusal(&moving("B3 B5", "D1*", &["dug"]), "beside:dug:B3-B5"), "deleb.error.beside_off");
}

#[test]
fn billets_lie_on_their_side_one_time_in_a_hundred_by_default() {
    let g = started("");
    let mut ms = Vec::new();
    g.moves(&mut ms);
    assert_eq!(ms.len(), 15);
    // No billet on its side: 0.99^4; at least one: 1 − 0.99^4 (about 3.9 %).
    let none: Prob = ms
        .iter()
        .filter(|&&m| !g.move_text(m).contains("gar"))
        .fold(Prob::ZERO, |a, &m| a + g.probability(m));
    assert_eq!(none, Prob::new(99u64.pow(4), 100u64.pow(4)));
    assert!(g.rules_applied(g.parse_move("start:dug+1gar").unwrap()).contains(&"gar"));
    assert_eq!(perft::perft(&start("gar=0"), 1), 2);
}

#[test]
fn sixteen_players_play_in_two_teams_of_eight() {
    let g = start("players=16,lines=4");
    assert_eq!(g.seats(), 16);
    assert_eq!((0..16).map(|s| g.team(s)).collect::<Vec<_>>(), [[0u8; 8], [1; 8]].concat());
    assert!(Options::parse(Deleb::option_specs(), "players=18").is_err(), "at most sixteen");
    let positions = conformance::check(&g, 6, 6000, 3, |s: &Deleb| s.validate().map_err(|m| m.to_string()));
    assert!(positions > 1000, "only {positions} positions");
    let st = playout::stats(&start("players=16"), 5, 9);
    assert_eq!(st.stopped_by_limit, 0);
}

#[test]
fn a_game_of_sixteen_players_plays_and_travels_by_link() {
    use sandgames::link::{Correspondence, Secret, open, seeded_link};
    use sandgames::model::{SeatConfig, Session};
    let options = Options::parse(Deleb::option_specs(), "players=16,lines=4").unwrap();
    let seats = vec![SeatConfig::human("A"); 16];
    let mut s = Session::<Deleb>::new(options.clone(), seats.clone(), 7).unwrap();
    let mut rng = GameRng::seed_from_u64(7);
    let mut buf = Vec::new();
    while s.len() < 300 && s.turn() != Turn::Over {
        if s.turn() == Turn::Chance {
            s.throw();
        } else {
            s.state().moves(&mut buf);
            s.play(buf[rng.below(buf.len())]).unwrap();
        }
    }
    let back = open::<Deleb>(&seeded_link(&s)).expect("a link of sixteen seats opens (link format 2)");
    assert_eq!((back.session.len(), back.session.seats().len()), (s.len(), 16));
    assert_eq!(back.session.state(), s.state());
    let secret = Secret::from_bytes([7; 32]);
    let c = Correspondence::<Deleb>::create(options, seats, &[0], &secret, [1; 16]).expect("created");
    let link = c.link(Some(&secret)).expect("a link");
    assert!(Correspondence::<Deleb>::open(&link, None, None).is_ok());
}

#[test]
fn a_revision_1_link_opens_with_the_old_readings() {
    use sandgames::link::open;
    let rev1 = include_str!("data/links/rev1.tsv");
    let links: Vec<&str> =
        rev1.lines().filter(|l| l.starts_with("deleb\t")).map(|l| l.split('\t').nth(1).unwrap()).collect();
    assert!(links.len() >= 6);
    for link in links {
        let o = open::<Deleb>(link).unwrap();
        assert_eq!((o.revision, o.stop.is_none()), (1, true));
        let opts = o.session.options();
        assert_eq!(opts.get("start_choice"), "fixed");
        assert_eq!(opts.get("rescue"), "own-turn");
        let night_25 = opts.get("gar") == "25";
        assert!(night_25 || opts.get("gar") == "0", "gà·r as the link named it, or none");
        assert_eq!(o.session.start().phase(), Phase::Start, "no choice: team A held dèleb");
        for i in 0..o.session.len() {
            let st = o.session.state_at(i).unwrap();
            assert_ne!(st.phase(), Phase::Rescue, "stored dèlebs were never spent in the other's turn");
        }
    }
    // Options a revision-1 link does not name take revision 1's values.
    let old = Deleb::options_at("lines=8", 1).unwrap();
    for (k, v) in [
        ("gar", "0"),
        ("start_choice", "fixed"),
        ("rescue", "own-turn"),
        ("join_slave", "no"),
        ("join", "always"),
    ] {
        assert_eq!(old.get(k), v, "{k}");
    }
    let new = Deleb::options_at("lines=8", Deleb::REVISION).unwrap();
    assert_eq!(
        (new.get("gar"), new.get("start_choice"), new.get("rescue")),
        ("1".into(), "choose".into(), "threat".into())
    );
}

#[test]
fn marins_words_are_in_the_glossary_the_rules_and_can_be_marked() {
    let quotes: String = Deleb::rules().iter().map(|r| r.quote).collect::<Vec<_>>().join(" ");
    let texts: String = Deleb::rules()
        .iter()
        .map(|r| i18n::tr(i18n::Lang::En, &format!("deleb.rule.{}.text", r.id)).to_string())
        .collect::<Vec<_>>()
        .join(" ");
    for term in deleb::GLOSSARY {
        assert!(i18n::has(term.key), "missing meaning {}", term.key);
        let found =
            |t: &str| deleb::somali_spans(t).iter().any(|(_, w)| w.is_some_and(|w| w.word == term.word));
        assert!(found(&quotes) || term.word == "Da·rò·d", "{} not in Marin's quotes", term.word);
        let intro = i18n::tr(i18n::Lang::En, "deleb.board.glossary.intro");
        assert!(found(&texts) || found(intro), "{} in no rule text", term.word);
    }
    assert!(!quotes.contains("txlx") && !quotes.contains("seeds/"), "the copy's garbling is read");
    assert!(Deleb::rules().iter().all(|r| !r.cite.contains("seeds")));
    let words = Deleb::rules().iter().find(|r| r.id == "words").unwrap();
    assert!(words.quote.contains("qabsej") && words.quote.contains("ta·b"));
    let mut g = moving("B5", "D1*", &["gasse"]);
    let mv = g.parse_move("gasse:B5-B9").unwrap();
    assert!(g.rules_applied(mv).contains(&"words"), "counting four points uses the words");
    play(&mut g, "gasse:B5-B9");
}

/// The done-condition of "faithful by default": with the default options, every rule that has a
/// source applies in random games, or the catalog says why it seldom does (`.rare`).
#[test]
fn every_sourced_rule_applies_by_default_or_says_why_not() {
    let st = playout::stats(&start(""), 100, 4);
    for r in Deleb::rules().iter().filter(|r| r.cite != "ours") {
        let n = st.rules.iter().find(|(k, _)| *k == r.id).map_or(0, |(_, n)| *n);
        let rare = i18n::has(&format!("deleb.rule.{}.rare", r.id));
        assert!(n >= 1 || rare, "rule {} applied in none of 100 games and has no .rare text", r.id);
        assert!(!(rare && n >= 50), "rule {} applies in {n} of 100 games but is called rare", r.id);
    }
}
