//! Um dyar: hand-checked positions for every rule, the shared contract on random games, perft
//! figures, and the `lab` command-line contract.
//!
//! Ring order (sowing order) on a board of N holes a row: player 0's holes 1..N from his left,
//! then player 1's holes 1..N from his left. In the comments `a3` is player 0's hole 3, `b1`
//! player 1's hole 1 (both counted from their owner's left, as in the notation).

mod common;

use common::lab::lab_with_input as lab;
use sandgames::games::dablot::Dablot;
use sandgames::games::um_dyar::{Ending, Hole, Mode, Row, Spot, UmDyar, seeds_per_hole, spot};
use sandgames::i18n;
use sandgames::link::address::{fragment, payload_bytes};
use sandgames::link::payload::Payload;
use sandgames::link::{Throws, export_record, import_record, seeded_link};
use sandgames::model::{
    Evaluate, Game, JsonState, Options, Session, Step, Turn, conformance, json::state_from_str,
    perft::check_perft_file,
};
use serde_json::{Value, json};

fn new(opts: &str) -> UmDyar {
    UmDyar::new(&Options::parse(UmDyar::option_specs(), opts).unwrap()).unwrap()
}

/// A position from the shared fields plus any extra fields.
fn pos(holes: usize, seeds: u32, rows: [&[u16]; 2], captured: [u16; 2], to_move: u8, extra: Value) -> UmDyar {
    let mut v = json!({
        "game": "um-dyar", "holes": holes, "seeds": seeds, "rows": rows, "captured": captured,
        "to_move": to_move, "over": false,
    });
    if let (Some(o), Some(e)) = (v.as_object_mut(), extra.as_object()) {
        for (k, x) in e {
            o.insert(k.clone(), x.clone());
        }
    }
    UmDyar::from_json(&v).unwrap_or_else(|e| panic!("bad test position: {}", e.why))
}

fn rows(g: &UmDyar) -> [Vec<u16>; 2] {
    let n = g.holes_per_row();
    [0, 1].map(|p| (0..n).map(|index| g.seeds_in(Hole { player: p, index })).collect())
}

fn play(g: &mut UmDyar, mv: &str) {
    g.play_text(mv).unwrap_or_else(|e| panic!("{mv} refused: {}", e.why));
}

fn legal(g: &UmDyar) -> Vec<String> {
    let mut m = Vec::new();
    g.moves(&mut m);
    m.into_iter().map(|x| g.move_text(x)).collect()
}

fn h(player: u8, number: usize) -> Hole {
    Hole { player, index: number - 1 }
}

fn on_board(g: &UmDyar) -> u32 {
    rows(g).iter().flatten().map(|&c| c as u32).sum()
}

// ---------------------------------------------------------------- board and seeds

#[test]
fn seeds_per_hole_follow_the_board_size() {
    // (holes per row, by row?) -> seeds: 4 holes: 4; 8 and 12: the board's count, or a row's;
    // 16 and 24: a row's; 20 (not in the source): a row's.
    let table = [(2, 4, 4), (4, 8, 4), (6, 12, 6), (8, 8, 8), (10, 10, 10), (12, 12, 12)];
    for (n, board, row) in table {
        assert_eq!(seeds_per_hole(n, false), board, "{n} holes a row");
        assert_eq!(seeds_per_hole(n, true), row, "{n} holes a row, fill=row");
    }
    let g = new("");
    assert_eq!((g.holes_per_row(), g.start_seeds()), (6, 12));
    assert_eq!(rows(&g), [vec![12; 6], vec![12; 6]]);
    assert_eq!(new("fill=row").start_seeds(), 6);
    assert_eq!(new("holes=10").start_seeds(), 10);
    assert_eq!(new("holes=2,fill=row").start_seeds(), 4);
    assert_eq!(new("holes=4,seeds=3").start_seeds(), 3);
    assert_eq!(new("").total_seeds(), 144);
}

#[test]
fn impossible_boards_are_refused() {
    let specs = UmDyar::option_specs();
    assert!(Options::parse(specs, "holes=7").is_err());
    assert!(Options::parse(specs, "holes=14").is_err());
    let one = Options::parse(specs, "seeds=1").unwrap();
    assert_eq!(UmDyar::new(&one).unwrap_err().why.key, "um-dyar.error.seeds");
}

#[test]
fn player_zero_starts_unless_told_otherwise() {
    assert_eq!(new("").turn(), Turn::Seat(0));
    assert_eq!(new("first=1").turn(), Turn::Seat(1));
    assert_eq!(legal(&new("")), ["1", "2", "3", "4", "5", "6"]);
}

#[test]
fn coordinates_put_player_zero_at_the_bottom_and_sow_counterclockwise() {
    assert_eq!(spot(6, h(0, 1)), Spot { row: Row::Bottom, column: 0 });
    assert_eq!(spot(6, h(0, 6)), Spot { row: Row::Bottom, column: 5 });
    // Player 1 faces player 0: his hole 1 (his left) is at the top right.
    assert_eq!(spot(6, h(1, 1)), Spot { row: Row::Top, column: 5 });
    assert_eq!(spot(6, h(1, 6)), Spot { row: Row::Top, column: 0 });
    // Following the sowing of a full first move: along the bottom to the right, then the top to
    // the left.
    let e = new("").effect(1).unwrap();
    let spots: Vec<Spot> = e.sown.iter().map(|&x| spot(6, x)).collect();
    for w in spots.windows(2) {
        match (w[0].row, w[1].row) {
            (Row::Bottom, Row::Bottom) => assert_eq!(w[1].column, w[0].column + 1),
            (Row::Bottom, Row::Top) => assert_eq!((w[0].column, w[1].column), (5, 5)),
            (Row::Top, Row::Top) => assert_eq!(w[1].column + 1, w[0].column),
            _ => panic!("sowing went from top to bottom mid-lap: {spots:?}"),
        }
    }
}

// ---------------------------------------------------------------- sowing

#[test]
fn sowing_starts_in_the_emptied_hole() {
    // Default board: a1's 12 seeds go into a1..a6 then b1..b6; the last seed makes b6 13 (odd).
    let mut g = new("");
    play(&mut g, "1");
    assert_eq!(rows(&g), [vec![1, 13, 13, 13, 13, 13], vec![13; 6]]);
    assert_eq!(g.captured(0), 0);
    assert_eq!(g.turn(), Turn::Seat(1));

    // Two seeds in a2 go to a2 and a3: a2 is not left empty.
    let mut g = pos(4, 4, [&[1, 2, 0, 1], &[1, 1, 3, 1]], [12, 10], 0, json!({}));
    play(&mut g, "2");
    assert_eq!(rows(&g), [vec![1, 1, 1, 1], vec![1, 1, 3, 1]]);
}

#[test]
fn a_singleton_goes_into_the_next_hole() {
    let mut g = pos(4, 4, [&[1, 2, 0, 1], &[1, 1, 3, 1]], [12, 10], 0, json!({}));
    let e = g.effect(1).unwrap();
    assert_eq!(e.sown, [h(0, 2)]);
    play(&mut g, "1");
    // a2 now holds 3: odd, nothing captured.
    assert_eq!(rows(&g), [vec![0, 3, 0, 1], vec![1, 1, 3, 1]]);
    assert_eq!(g.captured(0), 12);
}

#[test]
fn laps_pass_every_hole_including_the_emptied_one() {
    // 2 holes a row, 4 seeds each: a1 holds 5, one lap of 4 and one seed more. Every hole gets
    // one, a1 gets two (first seed of each lap) and the last seed lands back in a1.
    let g = pos(2, 4, [&[5, 1], &[1, 1]], [4, 4], 0, json!({}));
    let e = g.effect(1).unwrap();
    assert_eq!(e.sown, [h(0, 1), h(0, 2), h(1, 1), h(1, 2), h(0, 1)]);
    assert_eq!(e.last, h(0, 1));

    // A big hole on the default board: 30 seeds = 2 laps of 12 + 6.
    let g = pos(6, 12, [&[30, 0, 0, 0, 0, 0], &[0, 0, 0, 0, 0, 0]], [60, 54], 0, json!({}));
    let mut after = g;
    play(&mut after, "1");
    // Every hole 2, then a1..a6 one more; the last seed in a6 (3: odd, nothing captured).
    assert_eq!(rows(&after), [vec![3; 6], vec![2; 6]]);
    let e = g.effect(1).unwrap();
    assert_eq!(e.sown.len(), 30);
    assert_eq!(e.last, h(0, 6));
    assert!(e.captures.is_empty());
}

#[test]
fn the_sowing_sequence_matches_the_fast_sowing() {
    // For every legal move of many random positions, adding the seed-by-seed path to the board
    // gives the board the engine computed by laps (before captures are taken).
    let mut rng = sandgames::model::GameRng::seed_from_u64(5);
    for opts in ["", "holes=2", "holes=12", "mode=match,holes=4"] {
        for _ in 0..30 {
            let mut g = new(opts);
            let mut buf = Vec::new();
            for _ in 0..rng.below(200) {
                g.moves(&mut buf);
                if buf.is_empty() {
                    break;
                }
                g.play_unchecked(buf[rng.below(buf.len())]);
            }
            g.moves(&mut buf);
            for &m in buf.iter().filter(|&&m| m != 0) {
                let e = g.effect(m).unwrap();
                let mut expect = rows(&g);
                expect[e.from.player as usize][e.from.index] = 0;
                for s in &e.sown {
                    assert!(!g.is_closed(*s), "a seed was sown into a closed hole");
                    expect[s.player as usize][s.index] += 1;
                }
                for (c, n) in &e.captures {
                    assert_eq!(expect[c.player as usize][c.index], *n);
                    expect[c.player as usize][c.index] = 0;
                }
                let mut after = g;
                after.play_unchecked(m);
                if e.ends_game.is_none() {
                    assert_eq!(rows(&after), expect, "{opts}: move {m} from {:?}", g.to_json());
                }
            }
        }
    }
}

// ---------------------------------------------------------------- capture

#[test]
fn an_even_last_hole_is_captured_with_the_even_holes_before_it() {
    // a4 (3 seeds) sows a4, b1, b2: b2 and b1 become 2 and are taken; a4 holds 1 and ends it.
    let mut g = pos(4, 4, [&[0, 0, 0, 3], &[1, 1, 1, 2]], [12, 12], 0, json!({}));
    let e = g.effect(4).unwrap();
    assert_eq!(e.last, h(1, 2));
    assert_eq!(e.captures, [(h(1, 2), 2), (h(1, 1), 2)]);
    play(&mut g, "4");
    assert_eq!(rows(&g), [vec![0, 0, 0, 1], vec![0, 0, 1, 2]]);
    assert_eq!([g.captured(0), g.captured(1)], [16, 12]);
}

#[test]
fn rules_applied_name_the_capture_and_the_chain() {
    let g = pos(4, 4, [&[0, 0, 0, 3], &[1, 1, 1, 2]], [12, 12], 0, json!({}));
    // b2 and b1 are taken, a4 (1 seed) ends the chain: it stays on the opponent's row.
    assert_eq!(g.rules_applied(4), ["sow", "capture", "chain"]);
    let g = pos(4, 4, [&[1, 2, 0, 1], &[1, 1, 3, 1]], [12, 10], 0, json!({}));
    assert_eq!(g.rules_applied(1), ["sow", "singleton"]);
    // The first move of a match or game plays on the board as the rules set it up.
    let g = new("");
    assert_eq!(g.rules_applied(1), ["board", "seeds", "own-side", "first", "sow"]);
    let mut next = g;
    play(&mut next, "1");
    assert!(!next.rules_applied(1).contains(&"board"), "only the first move");
    let ten = new("mode=game,holes=10");
    assert_eq!(&ten.rules_applied(1)[..3], ["board", "seeds", "seeds-20"]);
    let ids: Vec<&str> = UmDyar::rules().iter().map(|r| r.id).collect();
    let mut rng = sandgames::model::GameRng::seed_from_u64(9);
    for opts in
        ["mode=game", "holes=4,match-games=10", "holes=2,match-games=10", "mode=game,captures=opponent-side"]
    {
        let mut g = new(opts);
        let mut buf = Vec::new();
        while g.turn() != Turn::Over {
            g.moves(&mut buf);
            let m = buf[rng.below(buf.len())];
            for r in g.rules_applied(m) {
                assert!(ids.contains(&r), "rule id {r} is not in rules()");
            }
            g.play_unchecked(m);
        }
    }
}

#[test]
fn no_capture_above_the_starting_count() {
    // Starting count 4: b1 goes from 5 to 6, even but above 4, so the chain never starts.
    let mut g = pos(4, 4, [&[0, 0, 0, 2], &[5, 1, 1, 1]], [12, 10], 0, json!({}));
    play(&mut g, "4");
    assert_eq!(rows(&g), [vec![0, 0, 0, 1], vec![6, 1, 1, 1]]);
    assert_eq!(g.captured(0), 12);
    // Here b2 becomes 2 and is taken, but b1 (6) is above the ceiling and ends the chain.
    let g = pos(4, 4, [&[0, 0, 0, 3], &[5, 1, 1, 2]], [10, 10], 0, json!({}));
    assert_eq!(g.effect(4).unwrap().captures, [(h(1, 2), 2)]);
}

#[test]
fn an_empty_hole_ends_the_chain() {
    // The singleton of a2 makes a3 2 (taken); a2 is now empty, which ends the chain, so a1's 2
    // seeds stay.
    let mut g = pos(4, 4, [&[2, 1, 1, 0], &[1, 1, 1, 1]], [12, 12], 0, json!({}));
    assert_eq!(g.effect(2).unwrap().captures, [(h(0, 3), 2)]);
    // Our reading decided it: counted as even, a2 would have let the chain take a1's 2 seeds.
    assert!(g.rules_applied(2).contains(&"empty-breaks"));
    play(&mut g, "2");
    assert_eq!(rows(&g), [vec![2, 0, 0, 0], vec![1, 1, 1, 1]]);
    assert_eq!(g.captured(0), 14);
}

#[test]
fn captures_take_either_row_by_default_and_only_the_opponents_as_an_option() {
    // a3 (3 seeds) sows a3, a4, b1: b1 and a4 become 2.
    let rows0: [&[u16]; 2] = [&[0, 0, 3, 1], &[1, 1, 1, 1]];
    let mut both = pos(4, 4, rows0, [12, 12], 0, json!({}));
    play(&mut both, "3");
    assert_eq!(rows(&both), [vec![0, 0, 1, 0], vec![0, 1, 1, 1]]);
    assert_eq!(both.captured(0), 16);

    let mut opp = pos(4, 4, rows0, [12, 12], 0, json!({"captures": "opponent-side"}));
    play(&mut opp, "3");
    assert_eq!(rows(&opp), [vec![0, 0, 1, 2], vec![0, 1, 1, 1]]);
    assert_eq!(opp.captured(0), 14);

    // A last seed on the mover's own row captures nothing with that option.
    let own: [&[u16]; 2] = [&[0, 1, 1, 0], &[1, 1, 1, 3]];
    let both = pos(4, 4, own, [12, 12], 0, json!({}));
    assert_eq!(both.effect(2).unwrap().captured(), 2);
    // Which side a capture may take is our reading, and it decided both moves.
    assert_eq!(both.rules_applied(2), ["sow", "singleton", "capture", "capture-side"]);
    let g = pos(4, 4, own, [12, 12], 0, json!({"captures": "opponent-side"}));
    assert!(g.effect(2).unwrap().captures.is_empty());
    assert_eq!(g.rules_applied(2), ["sow", "singleton", "capture-side"]);
    // A capture wholly on the opponent's row is the same under both readings.
    let g = pos(4, 4, [&[0, 0, 0, 3], &[1, 1, 1, 2]], [12, 12], 0, json!({"captures": "opponent-side"}));
    assert_eq!(g.rules_applied(4), ["sow", "capture", "chain"]);
}

#[test]
fn a_chain_can_run_round_the_whole_board_and_end_the_game() {
    // a1's 5 seeds: one lap and one more, all four holes hold 2 and the last is a1. The chain
    // takes a1, then b2, b1, a2, and stops at a1, already empty: the board is cleared.
    let mut g = pos(2, 4, [&[5, 1], &[1, 1]], [4, 4], 0, json!({}));
    let e = g.effect(1).unwrap();
    assert_eq!(e.captures, [(h(0, 1), 2), (h(1, 2), 2), (h(1, 1), 2), (h(0, 2), 2)]);
    let end = e.ends_game.unwrap();
    assert_eq!((end.ending, end.piles, end.winner), (Ending::AllCaptured, [12, 4], Some(0)));
    assert!(g.rules_applied(1).contains(&"chain-length"), "the chain crossed the middle and came round");
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.outcome().unwrap().is_winner(0));
    assert_eq!(on_board(&g), 0);
}

// ---------------------------------------------------------------- passing and the end

#[test]
fn a_player_without_seeds_passes_and_the_opponent_plays_again() {
    let mut g = pos(2, 4, [&[0, 0], &[1, 1]], [8, 6], 0, json!({}));
    assert_eq!(legal(&g), ["pass"]);
    let before = g;
    let err = g.play_text("1").unwrap_err();
    assert_eq!(err.why.key, "um-dyar.error.must_pass");
    assert_eq!(g, before);
    play(&mut g, "pass");
    assert_eq!(g.turn(), Turn::Seat(1));
    // b1's singleton makes b2 2: taken, the board is empty, 8 each: a tie.
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.outcome().unwrap().is_draw());
    assert_eq!(g.last_game().unwrap().winner, None);

    let mut g = new("mode=game");
    assert_eq!(g.play_text("pass").unwrap_err().why.key, "um-dyar.error.cannot_pass");
}

#[test]
fn the_game_ends_when_all_seeds_are_captured_and_the_bigger_pile_wins() {
    // a1's singleton makes a2 2: the last seeds are taken, 8 against 8 would tie, 10 to 6 wins.
    let mut g = pos(2, 4, [&[1, 1], &[0, 0]], [8, 6], 0, json!({}));
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!([g.captured(0), g.captured(1)], [10, 6]);
    assert!(g.outcome().unwrap().is_winner(0));
    assert_eq!(g.rules_applied(1), Vec::<&str>::new());
    let g = pos(2, 4, [&[1, 1], &[0, 0]], [8, 6], 0, json!({}));
    // a2 is on the mover's own row: the capture is ours to allow (rule `capture-side`).
    assert_eq!(g.rules_applied(1), ["sow", "singleton", "capture", "capture-side", "end", "winner"]);
    let g = pos(2, 4, [&[1, 1], &[0, 0]], [6, 8], 0, json!({}));
    assert_eq!(g.rules_applied(1), ["sow", "singleton", "capture", "capture-side", "end", "tie"]);
}

#[test]
fn the_stall_rule_stops_a_game_without_captures() {
    // 99 moves without a capture; one more stops the game: each player takes his own row.
    let mut g = pos(2, 4, [&[1, 0], &[0, 1]], [8, 6], 0, json!({"since_capture": 99}));
    assert_eq!(g.stall_count(), (99, 100));
    assert_eq!(g.rules_applied(1), ["sow", "singleton", "stall", "winner"]);
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert_eq!([g.captured(0), g.captured(1)], [9, 7]);
    assert_eq!(g.last_game().unwrap().ending, Ending::Stalled);
    assert!(g.outcome().unwrap().is_winner(0));
    assert_eq!(on_board(&g), 0);
    // The limit is an option.
    let g = new("stall=20");
    assert_eq!(g.stall_count(), (0, 20));
}

#[test]
fn a_single_game_never_leaves_a_lone_seed() {
    // Captures take even counts from an even board, so a position with an odd board cannot be
    // reached in a single game, and is refused.
    let v = json!({"game": "um-dyar", "holes": 2, "seeds": 4, "rows": [[1, 0], [1, 1]],
                   "captured": [7, 6], "to_move": 0, "over": false});
    assert_eq!(UmDyar::from_json(&v).unwrap_err().why.key, "um-dyar.error.json_odd");
    // And random games never see one.
    let mut rng = sandgames::model::GameRng::seed_from_u64(3);
    for opts in ["mode=game", "mode=game,holes=2", "mode=game,holes=4,fill=row", "mode=game,seeds=3"] {
        for _ in 0..300 {
            let mut g = new(opts);
            let mut buf = Vec::new();
            while g.turn() != Turn::Over {
                g.moves(&mut buf);
                g.play_unchecked(buf[rng.below(buf.len())]);
                assert_ne!(on_board(&g), 1);
            }
            assert_ne!(g.last_game().unwrap().ending, Ending::LoneSeed);
        }
    }
}

// ---------------------------------------------------------------- match play

fn match_pos(holes: usize, rows: [&[u16]; 2], captured: [u16; 2], to_move: u8, extra: Value) -> UmDyar {
    let mut e = json!({"mode": "match", "game_number": 2, "games_won": [1, 0], "starter": to_move});
    for (k, x) in extra.as_object().unwrap() {
        e[k] = x.clone();
    }
    pos(holes, 4, rows, captured, to_move, e)
}

#[test]
fn a_lone_seed_costs_the_odd_pile_one_seed_and_both_wait_for_the_next_capture() {
    // A match after a stalled game: 3 seeds on the board. a1's singleton makes a2 2 (taken);
    // one seed is left on b1. Player 0's pile (9) is odd: he loses one; those two are set aside.
    let mut g = match_pos(2, [&[1, 1], &[1, 0]], [7, 6], 0, json!({}));
    play(&mut g, "1");
    let end = g.last_game().unwrap();
    assert_eq!((end.ending, end.piles, end.winner), (Ending::LoneSeed, [8, 6], Some(0)));
    assert_eq!(g.carried(), 2);
    // The next game: player 0 fills both holes; player 1 fills one, puts 2 in the other.
    assert_eq!(rows(&g), [vec![4, 4], vec![4, 2]]);
    assert_eq!(g.turn(), Turn::Seat(1), "the loser starts");
    assert_eq!(g.match_view().unwrap().carry, 2);

    // The first capture of that game collects the two seeds.
    let mut g = match_pos(2, [&[1, 1], &[3, 3]], [2, 4], 0, json!({"carry": 2, "game_number": 3}));
    play(&mut g, "1");
    assert_eq!(g.captured(0), 2 + 2 + 2);
    assert_eq!(g.carried(), 0);
    let g = match_pos(2, [&[1, 1], &[3, 3]], [2, 4], 0, json!({"carry": 2, "game_number": 3}));
    assert_eq!(g.effect(1).unwrap().carry_won, 2);
    assert!(g.rules_applied(1).contains(&"carry"));
}

#[test]
fn the_next_game_is_filled_from_the_piles_and_the_losers_empty_holes_close() {
    // 4 holes a row, 4 seeds: a4's singleton makes b1 2, the last seeds; 22 against 10.
    let mut g = pos(4, 4, [&[0, 0, 0, 1], &[1, 0, 0, 0]], [20, 10], 0, json!({"mode": "match"}));
    assert_eq!(g.mode(), Mode::Match);
    play(&mut g, "4");
    assert_eq!(g.turn(), Turn::Seat(1), "a match goes straight on; the loser starts");
    let before = pos(4, 4, [&[0, 0, 0, 1], &[1, 0, 0, 0]], [20, 10], 0, json!({"mode": "match"}));
    assert_eq!(
        before.rules_applied(4),
        [
            "sow",
            "singleton",
            "capture",
            "end",
            "winner",
            "match",
            "match-fill",
            "closed",
            "close-order",
            "next-first",
            "surplus"
        ]
    );
    // Winner: all holes 4, his 6 extra seeds stay in his pile. Loser: 10 = 4 + 4 + 2, the last
    // hole closed.
    assert_eq!(rows(&g), [vec![4, 4, 4, 4], vec![4, 4, 2, 0]]);
    assert_eq!([g.captured(0), g.captured(1)], [6, 0]);
    assert!(g.is_closed(h(1, 4)) && !g.is_closed(h(1, 3)) && !g.is_closed(h(0, 4)));
    let v = g.match_view().unwrap();
    assert_eq!((v.game, v.wins, v.open_holes, v.closed_holes), (2, [1, 0], [4, 3], [0, 1]));
    assert_eq!(v.leader, Some(0));
    assert!(!v.over);
    // A closed hole cannot be played.
    assert_eq!(g.play_text("4").unwrap_err().why.key, "um-dyar.error.closed");
}

#[test]
fn sowing_and_chains_skip_closed_holes() {
    // b4 is closed. b2's 3 seeds go to b2, b3, then straight to a1. a1 and b3 become 2 and are
    // taken (the chain steps over b4); b2 holds 1 and ends it.
    let closed = json!({"closed": [[false, false, false, false], [false, false, false, true]]});
    let mut g = match_pos(4, [&[1, 0, 0, 1], &[0, 3, 1, 0]], [16, 10], 1, closed);
    let e = g.effect(2).unwrap();
    assert_eq!(e.sown, [h(1, 2), h(1, 3), h(0, 1)]);
    assert_eq!(e.captures, [(h(0, 1), 2), (h(1, 3), 2)]);
    assert!(g.rules_applied(2).contains(&"closed-skip"));
    play(&mut g, "2");
    assert_eq!(rows(&g), [vec![0, 0, 0, 1], vec![0, 1, 0, 0]]);
    assert_eq!(g.captured(1), 14);
}

#[test]
fn a_winner_reopens_his_closed_holes() {
    // Player 1 plays with one hole (b2 closed). His singleton skips b2 and makes a1 2: taken,
    // the board is empty, he wins 10 to 6 and reopens b2; player 0 now closes nothing (6 = 4+2).
    let closed = json!({"closed": [[false, false], [false, true]]});
    let mut g = match_pos(2, [&[1, 0], &[1, 0]], [6, 8], 1, closed);
    assert_eq!(g.effect(1).unwrap().sown, [h(0, 1)]);
    assert!(g.rules_applied(1).contains(&"reopen"));
    play(&mut g, "1");
    assert_eq!(rows(&g), [vec![4, 2], vec![4, 4]]);
    assert_eq!([g.captured(0), g.captured(1)], [0, 2]);
    assert!(!g.is_closed(h(1, 2)));
    assert_eq!(g.match_view().unwrap().wins, [1, 1]);
    assert_eq!(g.turn(), Turn::Seat(0));
}

#[test]
fn a_loser_reopens_as_many_holes_as_his_seeds_need() {
    // Player 1 had 2 holes open of 4; he loses 14 to 18 but 14 seeds open 4 holes (4+4+4+2).
    let closed = json!({"closed": [[false, false, false, false], [false, false, true, true]]});
    let mut g = match_pos(4, [&[1, 1, 0, 0], &[0, 0, 0, 0]], [16, 14], 0, closed);
    play(&mut g, "1");
    assert_eq!(rows(&g), [vec![4, 4, 4, 4], vec![4, 4, 4, 2]]);
    assert_eq!(g.match_view().unwrap().closed_holes, [0, 0]);
}

#[test]
fn a_tied_game_refills_the_whole_board_and_scores_for_nobody() {
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [6, 8], 0, json!({"games_won": [0, 0], "starter": 0}));
    assert!(g.rules_applied(1).contains(&"match-tie"));
    play(&mut g, "1");
    assert_eq!(rows(&g), [vec![4, 4], vec![4, 4]]);
    let v = g.match_view().unwrap();
    assert_eq!((v.game, v.wins, v.closed_holes, v.leader), (3, [0, 0], [0, 0], None));
    assert_eq!(v.last_game.unwrap().winner, None);
    assert_eq!(g.turn(), Turn::Seat(1), "the player who did not start the tied game starts");
}

#[test]
fn the_match_is_won_by_leaving_the_opponent_no_hole() {
    let closed = json!({"closed": [[false, false], [false, true]]});
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [14, 0], 0, closed);
    assert!(g.rules_applied(1).contains(&"match-end"));
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.outcome().unwrap().is_winner(0));
    assert!(g.is_closed(h(1, 1)) && g.is_closed(h(1, 2)));
    let v = g.match_view().unwrap();
    assert!(v.over);
    assert_eq!(v.wins, [2, 0]);
}

#[test]
fn a_match_stops_after_its_last_game_and_the_bigger_pile_wins() {
    let extra = json!({"match_games": 3, "game_number": 3});
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [4, 10], 0, extra);
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.outcome().unwrap().is_winner(1));
    let g = match_pos(2, [&[1, 1], &[0, 0]], [4, 10], 0, json!({"match_games": 3, "game_number": 3}));
    assert!(g.rules_applied(1).contains(&"match-limit"));
    assert!(!g.rules_applied(1).contains(&"match-end"), "nobody has lost every hole");
    assert_eq!(new("match-games=10").match_view().unwrap().games_limit, 10);
    assert!(new("mode=game").match_view().is_none());
}

#[test]
fn a_match_without_a_limit_is_the_default_and_goes_on_past_any_number_of_games() {
    // "Usually you don't play just a game, but a match": the default, with no limit on games.
    let g = new("");
    assert_eq!(g.mode(), Mode::Match);
    assert_eq!(g.match_view().unwrap().games_limit, 0);
    assert_eq!(g.match_view().unwrap().heading().to_string(), "Match: game 1");
    assert_eq!(
        new("match-games=10").match_view().unwrap().heading().to_string(),
        "Match: game 1 of at most 10"
    );
    assert_eq!(UmDyar::option_specs()[0].key, "mode", "the new-game panel shows the mode first");
    // Game 10 of a match ends; game 11 begins.
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [4, 10], 0, json!({"match_games": 0, "game_number": 10}));
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Seat(0), "the loser of game 10 begins game 11");
    assert_eq!(g.match_view().unwrap().game, 11);
}

#[test]
fn links_of_rules_revision_1_keep_a_single_game_and_a_ten_game_match() {
    // Revision 1 played a single game unless told otherwise, and a match of at most 10 games.
    let old = UmDyar::options_at("", 1).unwrap();
    assert_eq!((old.choice("mode"), old.int("match-games")), ("game", 10));
    let old_match = UmDyar::options_at("mode=match", 1).unwrap();
    assert_eq!(old_match.int("match-games"), 10);
    let today = UmDyar::options_at("", 2).unwrap();
    assert_eq!((today.choice("mode"), today.int("match-games")), ("match", 0));
    // A default-options game link made at revision 1 opens as the single game it was.
    let rev1 = include_str!("data/links/rev1.tsv");
    let link = rev1
        .lines()
        .filter(|l| l.starts_with("um-dyar\t"))
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|f| f[2].contains("mode=game") && f[2].contains("holes=6,") && f[3].split(' ').count() > 40)
        .map(|f| f[1].to_string())
        .expect("a full default game among the revision-1 fixtures");
    let opened = sandgames::link::open::<UmDyar>(&link).unwrap();
    assert_eq!(opened.stop, None);
    let s = opened.session.state();
    assert_eq!(s.mode(), Mode::Game);
    assert_eq!(s.turn(), Turn::Over, "the single game ended: no next game was set up");
    assert!(s.match_view().is_none());
}

// ---------------------------------------------------------------- ending a match after a game

/// Game 3 of a match on 2 × 2 holes of 4: South's singleton a1 → a2 makes 2 and takes it, the
/// last seeds on the board. Piles before: South `south`, North `north`.
fn last_move_of_game_3(south: u16, north: u16) -> UmDyar {
    match_pos(2, [&[1, 1], &[0, 0]], [south, north], 0, json!({"game_number": 3}))
}

#[test]
fn agreeing_that_a_game_is_the_last_ends_the_match_after_it_and_the_bigger_pile_wins() {
    // Without the agreement the match goes on: game 4 is set up.
    let mut g = last_move_of_game_3(4, 10);
    play(&mut g, "1");
    assert_eq!((g.turn(), g.match_view().unwrap().game), (Turn::Seat(0), 4));
    // Agreed during game 3 (our rule `match-stop`): game 3 is played to its end, then the match
    // is over and the bigger pile wins it (South 4 + 2 = 6, North 10), however the games won
    // stand (South won game 1, North none).
    let mut g = last_move_of_game_3(4, 10);
    assert_eq!(g.agree_last_game(), Ok(()));
    assert!(g.last_agreed() && g.turn() == Turn::Seat(0), "the game in progress goes on");
    let v = g.match_view().unwrap();
    assert!(v.last_agreed && !v.over);
    let applied = g.rules_applied(1);
    assert!(applied.contains(&"match-stop"), "{applied:?}");
    assert!(!applied.contains(&"match-limit") && !applied.contains(&"match-end"), "{applied:?}");
    play(&mut g, "1");
    assert_eq!(g.turn(), Turn::Over);
    assert!(g.outcome().unwrap().is_winner(1), "North holds more seeds, though South won more games");
    assert!(g.stopped_by_agreement());
    let v = g.match_view().unwrap();
    assert_eq!((v.over, v.played, v.seeds, v.leader, v.wins), (true, 3, [6, 10], Some(1), [1, 1]));
    assert_eq!(UmDyar::rules().iter().find(|r| r.id == "match-stop").map(|r| r.cite), Some("ours"));
    // The standing at the end shows the holes each pile fills, as a next game would have begun
    // (South 2 + 2 = 4 seeds: one hole of 4; North 12: both), not every hole reopened.
    let mut g = last_move_of_game_3(2, 12);
    g.agree_last_game().unwrap();
    play(&mut g, "1");
    let v = g.match_view().unwrap();
    assert_eq!((v.over, v.seeds, v.open_holes), (true, [4, 12], [1, 2]));
    // Equal piles draw the match (South 6 + 2, North 8).
    let mut g = last_move_of_game_3(6, 8);
    g.agree_last_game().unwrap();
    play(&mut g, "1");
    assert!(g.outcome().unwrap().is_draw());
    assert_eq!(g.match_view().unwrap().leader, None);
    // A player left with no seed for a hole loses the match outright: that rule ends it.
    let closed = json!({"closed": [[false, false], [false, true]], "game_number": 3});
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [14, 0], 0, closed);
    g.agree_last_game().unwrap();
    assert!(g.rules_applied(1).contains(&"match-end") && !g.rules_applied(1).contains(&"match-stop"));
    play(&mut g, "1");
    assert!(!g.stopped_by_agreement() && g.outcome().unwrap().is_winner(0));
}

#[test]
fn the_agreement_is_refused_where_it_means_nothing_and_changes_nothing_then() {
    let mut single = new("mode=game");
    assert_eq!(single.agree_last_game().unwrap_err().key, "um-dyar.error.not_match");
    assert_eq!(single, new("mode=game"));
    let mut g = last_move_of_game_3(4, 10);
    g.agree_last_game().unwrap();
    let agreed = g;
    assert_eq!(g.agree_last_game().unwrap_err().key, "um-dyar.error.last_agreed");
    assert_eq!(g, agreed);
    play(&mut g, "1");
    let over = g;
    assert_eq!(g.agree_last_game().unwrap_err().key, "error.game_over");
    assert_eq!(g, over);
    // The state's JSON carries it, and reading refuses it in a single game.
    let back = UmDyar::from_json(&agreed.to_json()).unwrap();
    assert_eq!(back, agreed);
    assert_eq!(UmDyar::from_json(&over.to_json()).unwrap(), over, "a match over by agreement");
    let mut j = new("mode=game").to_json();
    j["last_agreed"] = json!(true);
    assert!(UmDyar::from_json(&j).is_err());
}

/// A match on 2 × 2 holes, played with the first legal move each time: the session after
/// `before` moves, the agreement, and the rest of the match.
fn agreed_session(before: usize) -> Session<UmDyar> {
    let options = Options::parse(UmDyar::option_specs(), "holes=2").unwrap();
    let mut s = Session::<UmDyar>::new(options, Vec::new(), 7).unwrap();
    let mut buf = Vec::new();
    for _ in 0..before {
        s.state().moves(&mut buf);
        s.play(buf[0]).unwrap();
    }
    s.agree_last_game().unwrap();
    let game = s.state().match_view().unwrap().game;
    while s.turn() != Turn::Over {
        s.state().moves(&mut buf);
        s.play(buf[0]).unwrap();
        assert!(s.len() < 10_000, "the agreed last game ends");
    }
    assert_eq!(s.state().match_view().unwrap().game, game, "no game after the agreed one");
    s
}

#[test]
fn links_and_records_carry_the_agreement_and_undo_takes_it_back() {
    let s = agreed_session(9);
    assert_eq!(s.last_game_agreed(), Some(9));
    let last = s.len() - 1;
    assert!(s.state_at(last).unwrap().rules_applied(s.moves()[last]).contains(&"match-stop"));
    assert!(s.state().stopped_by_agreement());
    // A link opens the same game, agreement included. It is written in link format 2, as every
    // link: the agreement stands among the moves' indices, after the 9 moves before it, as the
    // index one past the last legal move there; without it the same moves give the same bytes
    // as before, one index fewer.
    let payload = |link: &str| {
        let bytes = payload_bytes(link, "um-dyar").unwrap();
        (bytes[0], Payload::from_bytes("um-dyar", &bytes).unwrap())
    };
    let link = seeded_link(&s);
    let (version, p) = payload(&link);
    assert_eq!((version, p.moves.len()), (2, s.len() + 1));
    let mut buf = Vec::new();
    s.state_at(9).unwrap().moves(&mut buf);
    assert_eq!(p.moves[9], buf.len() as u32, "the agreement's index names no move");
    let opened = sandgames::link::open::<UmDyar>(&link).unwrap();
    assert_eq!(opened.stop, None);
    assert_eq!(opened.session.last_game_agreed(), Some(9));
    assert_eq!(opened.session.state(), s.state());
    assert_eq!(opened.session.outcome(), s.outcome());
    assert_eq!(seeded_link(&opened.session), link, "the same link again");
    let mut plain = Session::<UmDyar>::new(s.options().clone(), Vec::new(), 7).unwrap();
    for &m in &s.moves()[..9] {
        plain.play(m).unwrap();
    }
    let (version, q) = payload(&seeded_link(&plain));
    assert_eq!((version, &q.moves[..]), (2, &p.moves[..9]));
    // Agreed after the last move so far, the index ends the list; opened, it is made again.
    plain.agree_last_game().unwrap();
    let (_, q) = payload(&seeded_link(&plain));
    assert_eq!(q.moves.len(), 10);
    let opened = sandgames::link::open::<UmDyar>(&seeded_link(&plain)).unwrap();
    assert_eq!((opened.stop, opened.session.last_game_agreed()), (None, Some(9)));
    assert!(opened.session.state().last_agreed());
    // An agreement the game refuses there (twice) is no move either: the link stops before it,
    // every move before it kept, as a link naming no move always did.
    let mut twice = p.clone();
    twice.moves.insert(10, twice.moves[9]);
    let opened = sandgames::link::open::<UmDyar>(&fragment("um-dyar", &twice.to_bytes("um-dyar"))).unwrap();
    assert_eq!(opened.stop.map(|s| (s.replayed, s.reason.key)), Some((9, "link.reason.no_such_move")));
    // A record writes it after the moves made before it, and reads it back.
    let record = export_record(&s, Throws::Seeded);
    let lines: Vec<&str> = record.lines().collect();
    let at = lines.iter().position(|l| *l == "agreed: last game").expect("the agreement's line");
    assert!(lines[at - 1].starts_with("9. ") && lines[at + 1].starts_with("10. "), "{record}");
    let read = import_record::<UmDyar>(&record, 0).unwrap();
    assert_eq!(read.stop, None);
    assert_eq!((read.session.last_game_agreed(), read.session.state()), (Some(9), s.state()));
    let twice = record.replace("agreed: last game", "agreed: last game\nagreed: last game");
    assert_eq!(import_record::<UmDyar>(&twice, 0).unwrap_err().why.key, "link.record.duplicate");
    // In a single game it cannot be made: every move is kept and the stop says why.
    let single =
        Session::<UmDyar>::new(Options::parse(UmDyar::option_specs(), "mode=game").unwrap(), Vec::new(), 1)
            .unwrap();
    let text = export_record(&single, Throws::Seeded).replace("moves:\n", "moves:\nagreed: last game\n");
    let read = import_record::<UmDyar>(&text, 0).unwrap();
    assert_eq!(read.stop.unwrap().reason.key, "um-dyar.error.not_match");
    // Undo: the agreement alone when no move was played since, with the move before it else.
    let mut u = agreed_session(9);
    u.truncate(9);
    assert_eq!(u.last_game_agreed(), Some(9));
    assert_eq!(u.undo(), Some(Step::LastGame));
    assert_eq!((u.last_game_agreed(), u.state().last_agreed(), u.len()), (None, false, 9));
    let mut u = agreed_session(9);
    u.truncate(8);
    assert_eq!((u.last_game_agreed(), u.state().last_agreed()), (None, false));
    // Refused once the match is over, or in a single game (nothing changes).
    let mut over = agreed_session(0);
    assert_eq!(over.agree_last_game().unwrap_err().why.key, "error.game_over");
    let mut single = single;
    assert_eq!(single.agree_last_game().unwrap_err().why.key, "um-dyar.error.not_match");
    assert_eq!(single.last_game_agreed(), None);
    // A game that offers no such agreement (the model's default) refuses it; its links are as
    // they were, and a link index one past the last legal move still names no move there.
    let mut dablot =
        Session::<Dablot>::new(Options::defaults(Dablot::option_specs()), Vec::new(), 3).unwrap();
    assert!(!dablot.can_agree_last_game());
    assert_eq!(dablot.agree_last_game().unwrap_err().why.key, "error.not_legal_now");
    let before = seeded_link(&dablot);
    let (_, mut p) = {
        let bytes = payload_bytes(&before, "dablot").unwrap();
        (bytes[0], Payload::from_bytes("dablot", &bytes).unwrap())
    };
    let mut legal = Vec::new();
    dablot.state().moves(&mut legal);
    p.moves.push(legal.len() as u32);
    let opened = sandgames::link::open::<Dablot>(&fragment("dablot", &p.to_bytes("dablot"))).unwrap();
    assert_eq!(opened.stop.map(|s| (s.replayed, s.reason.key)), Some((0, "link.reason.no_such_move")));
}

#[test]
fn kept_seeds_count_and_the_result_says_so_when_they_decide_the_game() {
    // Game 2 of a match on 2 × 2 holes of 4. South won game 1 with 12 seeds: he filled his two
    // holes and kept 4 back; North (4 seeds) plays with one hole. So far South has taken 4 seeds
    // in this game and North 6; South's singleton takes the last 2. Each took 6 in the game, but
    // South ends with 4 kept + 6 taken = 10 against 6.
    let closed = json!({"closed": [[false, false], [false, true]], "kept": [4, 0]});
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [8, 6], 0, closed);
    assert_eq!((g.kept(0), g.kept(1)), (4, 0));
    assert_eq!(g.match_view().unwrap().kept, [4, 0]);
    play(&mut g, "1");
    let end = g.last_game().unwrap();
    assert_eq!((end.piles, end.kept, end.taken, end.winner), ([10, 6], [4, 0], [6, 6], Some(0)));
    let why = end.why().expect("the kept seeds decided it");
    assert_eq!(why.key, "um-dyar.result.kept_won.south");
    assert_eq!(
        why.to_string(),
        "Seeds taken in this game: South 6, North 6. But South began it with 4 seeds kept back from \
         the game before, more than his holes could take. They are captured seeds too, and the \
         player with more captured seeds wins: South 10, North 6."
    );
    // The next game keeps South's new surplus apart.
    assert_eq!((g.kept(0), g.kept(1)), (2, 0));

    // A tie made by kept seeds: North took 8, South 6, but South had 2 kept back.
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [6, 8], 0, json!({"kept": [2, 0]}));
    play(&mut g, "1");
    let end = g.last_game().unwrap();
    assert_eq!((end.piles, end.taken, end.winner), ([8, 8], [6, 8], None));
    let why = end.why().unwrap();
    assert_eq!(why.key, "um-dyar.result.kept_tie.south");
    assert!(why.to_string().ends_with("both hold 8, a tie."), "{why}");

    // A winner who also took more needs no explanation; nor does any game without kept seeds.
    let mut g = match_pos(2, [&[1, 1], &[0, 0]], [10, 4], 0, json!({"kept": [2, 0]}));
    play(&mut g, "1");
    assert_eq!(g.last_game().unwrap().why(), None);
    let mut g = pos(2, 4, [&[1, 1], &[0, 0]], [8, 6], 0, json!({}));
    play(&mut g, "1");
    assert_eq!(g.last_game().unwrap().why(), None);
    // Kept seeds are part of a pile: a position claiming more kept than held is refused.
    let v = match_pos(2, [&[1, 1], &[0, 0]], [8, 6], 0, json!({"kept": [4, 0]})).to_json();
    let mut bad = v.clone();
    bad["kept"] = json!([9, 0]);
    assert_eq!(UmDyar::from_json(&bad).unwrap_err().why.key, "um-dyar.error.json_kept");
}

#[test]
fn evaluation_prefers_the_bigger_pile() {
    let g = pos(2, 4, [&[1, 1], &[0, 0]], [4, 10], 0, json!({}));
    assert!(g.evaluate(1) > g.evaluate(0));
    let s = new("");
    assert_eq!(s.evaluate(0), s.evaluate(1));
}

// ---------------------------------------------------------------- contract, perft, texts

fn invariant(g: &UmDyar) -> Result<(), String> {
    let board = on_board(g);
    let sum = board + g.captured(0) as u32 + g.captured(1) as u32 + g.carried() as u32;
    if sum != g.total_seeds() as u32 {
        return Err(format!("seeds not conserved: {sum} != {}", g.total_seeds()));
    }
    for p in 0..2 {
        for index in 0..g.holes_per_row() {
            let x = Hole { player: p, index };
            if g.is_closed(x) && g.seeds_in(x) != 0 {
                return Err(format!("closed hole {x:?} holds seeds"));
            }
        }
    }
    if g.mode() == Mode::Game && g.carried() != 0 {
        return Err("seeds carried in a single game".into());
    }
    Ok(())
}

#[test]
fn random_games_keep_the_contract_and_conserve_seeds() {
    let sets = [
        ("mode=game", 150),
        ("mode=game,holes=2", 300),
        ("mode=game,holes=4,fill=row", 200),
        ("mode=game,holes=12", 40),
        ("mode=game,holes=10,seeds=3", 60),
        ("mode=game,captures=opponent-side", 100),
        ("mode=game,stall=20,first=1", 150),
        // Today's defaults: a match with no limit on games (each run stops after 5000 moves).
        ("", 5),
        ("mode=match,holes=4,match-games=10", 20),
        ("mode=match,match-games=3", 10),
        ("holes=4", 5),
        ("mode=match,holes=2,captures=opponent-side", 100),
    ];
    for (i, (opts, games)) in sets.into_iter().enumerate() {
        let n = conformance::check(&new(opts), games, 5000, 100 + i as u64, invariant);
        assert!(n > games as u64 * 10, "{opts}: only {n} positions");
    }
}

#[test]
fn perft_figures_match_the_data_file() {
    let text = include_str!("data/perft/um-dyar.tsv");
    assert!(text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).count() >= 10);
    let bad = check_perft_file::<UmDyar>(text);
    assert!(bad.is_empty(), "{bad:#?}");
}

#[test]
fn every_text_exists() {
    for r in UmDyar::rules() {
        for key in [format!("um-dyar.rule.{}", r.id), format!("um-dyar.rule.{}.text", r.id)] {
            assert!(i18n::has(&key), "missing {key}");
        }
        assert!(r.cite == "ours" || !r.quote.is_empty(), "{}: a source rule needs its quote", r.id);
        assert!(r.cite != "ours" || r.quote.is_empty(), "{}: our decisions quote nothing", r.id);
    }
    let ids: Vec<&str> = UmDyar::rules().iter().map(|r| r.id).collect();
    for s in UmDyar::option_specs() {
        assert!(ids.contains(&s.rule), "option {} belongs to unknown rule {}", s.key, s.rule);
        assert!(i18n::has(&format!("um-dyar.opt.{}", s.key)));
        assert!(i18n::has(&format!("um-dyar.opt.{}.help", s.key)));
        if let sandgames::model::OptionKind::Choice(values) = s.kind {
            for v in values {
                assert!(i18n::has(&format!("um-dyar.opt.{}.{v}", s.key)), "{}.{v}", s.key);
            }
        }
    }
    // Every catalog key the code names.
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/games/um_dyar");
    let mut found = 0;
    for f in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
        for part in text.split("\"um-dyar.").skip(1) {
            let key = format!("um-dyar.{}", part.split('"').next().unwrap());
            assert!(i18n::has(&key), "missing text {key}");
            found += 1;
        }
    }
    assert!(found > 20);
    for e in ["all-captured", "lone-seed", "stalled"] {
        assert!(i18n::has(&format!("um-dyar.ending.{e}")));
    }
    assert_eq!(i18n::tr(i18n::Lang::En, "um-dyar.name"), "Um dyar");
}

#[test]
fn json_round_trips_and_refuses_impossible_positions() {
    let mut rng = sandgames::model::GameRng::seed_from_u64(11);
    for opts in ["", "mode=match,holes=4", "holes=2,mode=match"] {
        let mut g = new(opts);
        let mut buf = Vec::new();
        for _ in 0..400 {
            let back = state_from_str::<UmDyar>(&g.to_json().to_string()).unwrap();
            assert_eq!(back, g);
            g.moves(&mut buf);
            if buf.is_empty() {
                break;
            }
            g.play_unchecked(buf[rng.below(buf.len())]);
        }
    }
    let base = || new("").to_json();
    let refused = |v: Value, key: &str| {
        assert_eq!(UmDyar::from_json(&v).unwrap_err().why.key, key, "{v}");
    };
    let mut v = base();
    v["rows"][0][0] = json!(11);
    refused(v, "um-dyar.error.json_total");
    let mut v = base();
    v["holes"] = json!(5);
    refused(v, "um-dyar.error.holes");
    let mut v = base();
    v["rows"] = json!([[12, 12], [12]]);
    refused(v, "um-dyar.error.json_rows");
    let mut v = base();
    v["closed"][1][5] = json!(true);
    refused(v, "um-dyar.error.json_closed_seeds");
    let mut v = base();
    v["rows"][0][0] = json!(-3);
    refused(v, "um-dyar.error.json_rows");
    let mut v = base();
    v["to_move"] = json!(2);
    refused(v, "um-dyar.error.json_seat");
    let mut v = base();
    v["over"] = json!(true);
    refused(v, "um-dyar.error.json_over_board");
    assert!(state_from_str::<UmDyar>("{\"game\": \"um-dyar\", \"holes\": ").is_err());
}

// ---------------------------------------------------------------- the lab contract

#[test]
fn lab_show_prints_the_contract_fields() {
    let (code, out, _) = lab(&["show", "um-dyar", "--opt", "holes=4", "--opt", "seeds=3"], None);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "um-dyar");
    assert_eq!(v["holes"], 4);
    assert_eq!(v["seeds"], 3);
    assert_eq!(v["rows"], json!([[3, 3, 3, 3], [3, 3, 3, 3]]));
    assert_eq!(v["captured"], json!([0, 0]));
    assert_eq!(v["to_move"], 0);
    assert_eq!(v["over"], false);
}

#[test]
fn lab_moves_and_play() {
    let (code, out, _) = lab(&["moves", "um-dyar", "--opt", "holes=4"], None);
    assert_eq!((code, out.as_str()), (0, "1\n2\n3\n4\n"));
    let (code, out, _) = lab(&["play", "um-dyar", "1"], None);
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["rows"], json!([[1, 13, 13, 13, 13, 13], [13, 13, 13, 13, 13, 13]]));
    assert_eq!(v["to_move"], 1);
    // Illegal: a hole that does not exist, an empty hole, a pass with seeds.
    let (code, _, err) = lab(&["play", "um-dyar", "7"], None);
    assert_eq!(code, 1);
    assert!(err.contains("(7)") && err.contains("no hole 7"), "{err}");
    let state = json!({"game": "um-dyar", "holes": 4, "seeds": 4, "rows": [[1, 2, 0, 1], [1, 1, 3, 1]],
                       "captured": [12, 10], "to_move": 0, "over": false});
    let (code, _, err) = lab(&["play", "um-dyar", "--state", "-", "1", "2", "3"], Some(&state.to_string()));
    assert_eq!(code, 1);
    assert!(err.contains("move 3 (3)") && err.contains("hole 3 is empty"), "{err}");
    let (code, _, err) = lab(&["play", "um-dyar", "pass"], None);
    assert_eq!(code, 1);
    assert!(err.contains("pass"), "{err}");
}

#[test]
fn lab_reads_back_its_own_states_and_refuses_bad_ones() {
    let (_, shown, _) = lab(&["play", "um-dyar", "--opt", "mode=match", "3", "2"], None);
    let (code, again, _) = lab(&["show", "um-dyar", "--state", "-"], Some(&shown));
    assert_eq!((code, &again), (0, &shown));
    let (code, moves, _) = lab(&["moves", "um-dyar", "--state", "-"], Some(&shown));
    assert_eq!(code, 0);
    assert!(!moves.is_empty());

    let (code, _, err) = lab(&["show", "um-dyar", "--state", "-"], Some("{\"game\":\"um-dyar\",\"holes\":"));
    assert_eq!(code, 1);
    assert!(err.contains("JSON"), "{err}");
    let mut v: Value = serde_json::from_str(&shown).unwrap();
    v["captured"][0] = json!(5);
    let impossible = v.to_string();
    let (code, _, err) = lab(&["show", "um-dyar", "--state", "-"], Some(&impossible));
    assert_eq!(code, 1);
    assert!(err.contains("do not add up"), "{err}");
}
