//! Endings the computer must finish (docs/ai.md, "Endings in Dèleb and Um dyar"): in Dèleb, a
//! team's last man eaten when the throws in hand reach him, even by three throws given to one man;
//! in Um dyar, the last seeds of a match taken; and `lab endings`, which measures them.

mod common;

use common::lab::{lab, lab_with_input};
use sandgames::ai::Bot;
use sandgames::games::deleb::{Deleb, Junction, Line, Phase, TEAM_A};
use sandgames::games::um_dyar::{Ending, UmDyar};
use sandgames::model::{Game, GameRng, JsonState, Level, Turn};
use serde_json::{Value, json};

/// A Dèleb position on `lines` cross-lines without gà·r, both players entered, team A (seat 0)
/// giving out `pool`; men as junctions (`C6'` on the homeward run), no slaves, nothing stored.
fn moving(lines: u8, a: &[&str], d: &[&str], pool: &[&str]) -> Deleb {
    moving_stored(lines, a, d, pool, [0, 0])
}

/// [`moving`] with dèlebs stored by team A and team D.
fn moving_stored(lines: u8, a: &[&str], d: &[&str], pool: &[&str], stored: [u16; 2]) -> Deleb {
    let men = |spec: &[&str]| -> Vec<Value> {
        spec.iter()
            .map(|tok| {
                let at: String = tok.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
                json!({"at": at, "count": 1, "slave": false, "homeward": tok.contains('\'')})
            })
            .collect()
    };
    let mut p = json!({"deleb": 0, "dug": 0, "3": 0, "gasse": 0, "sitte": 0});
    for w in pool {
        p[*w] = json!(p[*w].as_u64().unwrap() + 1);
    }
    let players: Vec<Value> =
        (0..2).map(|s| json!({"seat": s, "stage": "entered", "score": {"deleb": 0, "gasse": 0}})).collect();
    let v = json!({
        "game": "deleb", "options": {"lines": lines, "gar": 0}, "phase": "move", "seat": 0,
        "teams": [{"team": "A", "stored_deleb": stored[0], "men": men(a)},
                  {"team": "D", "stored_deleb": stored[1], "men": men(d)}],
        "players": players, "pool": p,
    });
    Deleb::from_json(&v).unwrap_or_else(|e| panic!("bad test position: {}", e.why))
}

/// Plays team A's moving phase by `bot` (seed `seed`) until the billets pass or the game ends.
fn play_turn(mut s: Deleb, bot: Bot, seed: u64) -> Deleb {
    let mut rng = GameRng::seed_from_u64(seed);
    while s.phase() == Phase::Move && s.seat() == 0 {
        let Turn::Seat(_) = s.turn() else { break };
        let mv = bot.choose(&s, &mut rng).expect("a move");
        s.play(mv).expect("the bot's move is legal");
    }
    s
}

/// D's last man stands ten junctions ahead of A's man on B1 (8 cross-lines: B1 is team A's step
/// 8, C6 step 18), with nothing between them; A holds a sìtte, a tələ·də and a dèleb, and no one
/// throw reaches him: only all three given to the man on B1 (6 + 3 + 1, in any order) eat him
/// and win the game. A's other man, on A6 (step 2), is 16 junctions behind him, out of reach.
fn three_throws_to_the_last_man() -> Deleb {
    moving(8, &["B1", "A6"], &["C6"], &["sitte", "3", "deleb"])
}

#[test]
fn the_strong_level_eats_the_last_man_with_three_throws_on_every_seed() {
    for seed in 1..=4 {
        let after = play_turn(three_throws_to_the_last_man(), Bot::Level(Level::Strong), seed);
        assert_eq!(after.winner(), Some(TEAM_A), "seed {seed}: the last man was not eaten");
    }
}

#[test]
fn the_last_man_out_of_reach_is_not_eaten_by_accident() {
    // The same position with a dug instead of the dèleb: 6 + 3 + 2 passes him by and no sum is
    // 10, so the turn cannot win; the position is the test's, not a lucky one.
    let s = moving(8, &["B1", "A6"], &["C6"], &["sitte", "3", "dug"]);
    let after = play_turn(s, Bot::Level(Level::Strong), 1);
    assert_eq!(after.winner(), None);
    assert_eq!(after.men_left(1), 1);
}

/// D's last man on C4 (8 cross-lines) is four junctions behind A's man on B1 (C3, C2, C1, B1)
/// and twelve ahead of him (B2 … B8, C8 … C4); A's other man waits on A7, far from both. Each
/// team has three dèlebs stored, A holds a dug. Left on B1, the man is in reach of nearly any
/// turn of D's (a gàsse, a dug and two dèlebs, a tələ·də and one); moved on by the dug he is six
/// junctions ahead of the lone man and two nearer behind him. Before the evaluation counted how
/// near the side ahead comes behind the men left, the strong level moved the man on A7 instead
/// (seeds 1–4), and forgoing was worth as much to it as coming nearer: docs/ai.md, "Endings in
/// Dèleb and Um dyar".
fn one_man_in_reach_of_the_last_man() -> Deleb {
    moving_stored(8, &["B1", "A7"], &["C4"], &["dug"], [3, 3])
}

#[test]
fn the_strong_level_ahead_comes_nearer_behind_the_last_man_out_of_his_reach() {
    for seed in 1..=4 {
        let after = play_turn(one_man_in_reach_of_the_last_man(), Bot::Level(Level::Strong), seed);
        assert_eq!(after.men_left(0), 2, "seed {seed}");
        let a: Vec<Junction> =
            after.men_view().into_iter().filter(|m| m.team == TEAM_A).map(|m| m.at).collect();
        // The man from B1 went on along B: to B3 at least (out of the lone man's gàsse, and of a
        // tələ·də with a dèleb), behind the lone man still.
        let moved_on = a.iter().any(|j| j.line == Line::B && j.cross >= 3);
        assert!(moved_on, "seed {seed}: team A's men on {a:?}");
    }
}

#[test]
fn lab_endings_sees_the_win_in_hand_and_that_the_strong_level_takes_it() {
    let state = three_throws_to_the_last_man().to_json().to_string();
    let (code, out, err) = lab_with_input(
        &["endings", "deleb", "--state", "-", "--a", "strong", "--b", "greedy", "--games", "2", "--json"],
        Some(&state),
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("JSON");
    let moment = &v["moments"][1];
    assert_eq!(moment["moment"], "last man against two or more");
    // Strong, on team A's side, is ahead: the win was in hand at once and taken.
    let a_ahead = &moment["rows"][0];
    assert_eq!(a_ahead["ahead"], "a");
    assert_eq!(a_ahead["games"], 1);
    assert_eq!(a_ahead["ahead_in_hand"], 1);
    assert_eq!(a_ahead["ahead_missed"], 0);
    assert_eq!(a_ahead["turns_max"], 0.0);
    assert_eq!(a_ahead["down_eaten"], 1);
}

#[test]
fn lab_endings_refuses_other_games_and_needs_its_bots() {
    let (code, _, err) = lab(&["endings", "dablot", "--a", "strong", "--b", "greedy"]);
    assert_eq!(code, 2, "{err}");
    let (code, _, err) = lab(&["endings", "deleb", "--a", "strong"]);
    assert_eq!(code, 2, "{err}");
}

/// A match at game 3: South (10 seeds in his pile) has nothing left on the board and can only
/// pass; North (132) has two lone seeds on his row, in his holes 2 and 5, and is to move.
/// Sowing the back one forward three times unites them (1 + 1 = 2, even) and takes both, which
/// ends the game; sowing the front one on only sends them round until the stall rule ends it.
const TWO_LONE_SEEDS: &str = r#"{"game":"um-dyar","mode":"match","holes":6,"seeds":12,"stall":100,
  "captures":"both-sides","game_number":3,"games_won":[0,2],"match_games":0,"starter":0,"to_move":1,
  "rows":[[0,0,0,0,0,0],[0,1,0,0,1,0]],"closed":[[false,false,true,true,true,true],
  [false,false,false,false,false,false]],"captured":[10,132],"kept":[0,56],"carry":0,
  "since_capture":2,"last_agreed":false,"last_game":null,"notes":[],"over":false,"winner":null}"#;

#[test]
fn the_strong_level_takes_two_lone_seeds_at_once_instead_of_sending_them_round() {
    let start = sandgames::model::json::state_from_str::<UmDyar>(TWO_LONE_SEEDS).expect("the position");
    for seed in 1..=4 {
        let mut s = start;
        let mut rng = GameRng::seed_from_u64(seed);
        let mut moves = 0;
        while s.match_view().expect("a match").game == 3 && moves < 200 {
            let mv = Bot::Level(Level::Strong).choose(&s, &mut rng).expect("a move");
            s.play(mv).expect("legal");
            moves += 1;
        }
        let last = s.last_game().expect("game 3 ended");
        // Three sowings of North's and South's two passes between them.
        assert_eq!((last.ending, moves), (Ending::AllCaptured, 5), "seed {seed}");
        assert_eq!(last.piles, [10, 134], "seed {seed}");
    }
}

#[test]
fn lab_endings_follows_a_match_from_its_last_seeds() {
    let (code, out, err) = lab_with_input(
        &["endings", "um-dyar", "--state", "-", "--a", "strong", "--b", "strong", "--games", "2", "--json"],
        Some(TWO_LONE_SEEDS),
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).expect("JSON");
    // Identical bots play one game; the next game (South down to 10 seeds, one hole) ends the
    // match, without a game stopped by the stall rule.
    assert_eq!(v["matches"], 1);
    let one_hole = &v["milestones"][0]["rows"][0];
    assert_eq!(one_hole["ahead"], "either");
    assert_eq!(one_hole["matches"], 1);
    assert_eq!(one_hole["down_lost"], 1);
    assert_eq!(one_hole["stalled_games"], 0);
    assert!(one_hole["games_max"].as_f64().unwrap() <= 2.0, "{one_hole}");
}
