//! Dablot's endgame: the exact tables of the smallest endings checked against a plain search
//! written here, and fixed won endings that the strong level must finish before the draw rule.

use sandgames::ai::Bot;
use sandgames::games::dablot::endgame::Exact;
use sandgames::games::dablot::endgame::table::{self, Ending};
use sandgames::games::dablot::options::Config;
use sandgames::games::dablot::{Dablot, Placed, Point, Rank};
use sandgames::model::{Game, GameRng, Level, Options, Turn};
use std::collections::HashMap;

fn options(pairs: &[(&str, &str)]) -> Options {
    Options::from_pairs(Dablot::option_specs(), pairs.iter().copied()).expect("valid options")
}

fn piece(x: i32, y: i32, side: u8, rank: Rank) -> Placed {
    Placed { point: Point::at(x, y).expect("a point of the board"), side, rank }
}

/// What the rules give the side to move, found by plain recursion over the game's own moves
/// and its own draw rule: a win (or loss) with the turns to the next capture or the end of the
/// game, the winner taking the shortest way and the loser the longest.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Plain {
    Win(u16),
    Loss(u16),
    Draw,
}

fn plain(d: &Dablot, memo: &mut HashMap<Dablot, Plain>) -> Plain {
    if let Some(&v) = memo.get(d) {
        return v;
    }
    let Turn::Seat(me) = d.turn() else { panic!("plain() is asked only of positions in play") };
    let mut moves = Vec::new();
    d.moves(&mut moves);
    let (mut win, mut draw, mut loss): (Option<u16>, bool, Option<u16>) = (None, false, None);
    for m in moves {
        let mut c = *d;
        c.play(m).expect("a legal move");
        // What the move gives the mover, and in how many turns the capture or the end comes.
        let got = if c.turn() == Turn::Over {
            match c.end().and_then(|e| e.winner) {
                Some(w) if w == me => Plain::Win(1),
                Some(_) => Plain::Loss(1),
                None => Plain::Draw,
            }
        } else {
            let captured = c.turns_without_capture() == 0;
            match (plain(&c, memo), captured) {
                (Plain::Draw, _) => Plain::Draw,
                (Plain::Win(_), true) => Plain::Loss(1),
                (Plain::Loss(_), true) => Plain::Win(1),
                (Plain::Win(k), false) => Plain::Loss(k + 1),
                (Plain::Loss(k), false) => Plain::Win(k + 1),
            }
        };
        match got {
            Plain::Win(k) => win = Some(win.map_or(k, |w| w.min(k))),
            Plain::Draw => draw = true,
            Plain::Loss(k) => loss = Some(loss.map_or(k, |l| l.max(k))),
        }
    }
    let v = match (win, draw, loss) {
        (Some(k), _, _) => Plain::Win(k),
        (None, true, _) => Plain::Draw,
        (None, false, Some(k)) => Plain::Loss(k),
        (None, false, None) => panic!("a position in play without a move"),
    };
    memo.insert(*d, v);
    v
}

/// Every table entry of two endings of three pieces (king and prince against a soldier, prince and
/// soldier against a prince) at a short draw limit (`draw` turns each) and with every count of
/// turns already played without capture, sampled on a stride through the board: the table's answer
/// is the plain search's. With `sliced`, the tables are built in small steps, as a page builds them
/// between its paints (`build_some`), not in one go.
fn tables_agree_with_a_plain_search(capture: &str, draw: &str, sliced: bool) {
    let points: Vec<(i32, i32)> = (0..=12)
        .flat_map(|y| (0..=10).map(move |x| (x, y)))
        .filter(|&(x, y)| Point::at(x, y).is_some())
        .collect();
    assert_eq!(points.len(), 72);
    let mut checked = 0;
    let mut decided = 0;
    {
        let o = options(&[("capture", capture), ("draw_turns", draw)]);
        let mut memo = HashMap::new();
        for (ranks, b) in
            [([Rank::King, Rank::Prince], Rank::Soldier), ([Rank::Prince, Rank::Soldier], Rank::Prince)]
        {
            if sliced {
                let cfg = Config::from_options(&o);
                let ending = Ending { a: [Some(ranks[0]), Some(ranks[1])], b };
                assert!(!table::is_built(&cfg, ending));
                let mut steps = 0;
                while !table::build_some(&cfg, ending, 997) {
                    steps += 1;
                }
                assert!(steps > 700, "{ending}: built in {steps} steps only");
                assert!(table::is_built(&cfg, ending));
            }
            let mut k = 0usize;
            for (i, &a0) in points.iter().enumerate() {
                for &a1 in points.iter().skip(i % 7).step_by(7) {
                    k += 1;
                    let bp = points[(k * 29) % 72];
                    if a0 == a1 || a0 == bp || a1 == bp {
                        continue;
                    }
                    let to_move = (k % 2) as u8;
                    let quiet = (k % 10) as u16;
                    let pieces = [
                        piece(a0.0, a0.1, 0, ranks[0]),
                        piece(a1.0, a1.1, 0, ranks[1]),
                        piece(bp.0, bp.1, 1, b),
                    ];
                    let Ok(d) = Dablot::from_pieces(&o, to_move, quiet, &pieces) else { continue };
                    if d.turn() == Turn::Over {
                        continue;
                    }
                    let table = d.exact().expect("a three-piece ending has a table");
                    let want = plain(&d, &mut memo);
                    let got = match table {
                        Exact::Win(n) => Plain::Win(n),
                        Exact::Loss(n) => Plain::Loss(n),
                        Exact::Draw => Plain::Draw,
                    };
                    assert_eq!(got, want, "{capture}: {:?}", d.pieces().collect::<Vec<_>>());
                    checked += 1;
                    decided += (want != Plain::Draw) as u32;
                }
            }
        }
    }
    assert!(checked > 1_000, "only {checked} positions checked");
    assert!(decided > 50, "only {decided} positions decided: the check would prove little");
}

// Three tests, not one loop, so that the test harness runs them side by side.
#[test]
fn exact_tables_agree_with_a_plain_search_compulsory() {
    tables_agree_with_a_plain_search("compulsory", "5", false);
}

#[test]
fn exact_tables_agree_with_a_plain_search_optional() {
    tables_agree_with_a_plain_search("optional", "5", false);
}

#[test]
fn exact_tables_built_in_steps_agree_with_a_plain_search() {
    tables_agree_with_a_plain_search("compulsory", "6", true);
}

/// Plays `start` to its end: the strong level for `strong`, `defender` for the other side.
fn play_out(start: Dablot, strong: u8, defender: Bot, seed: u64) -> Dablot {
    let mut rngs = [GameRng::seed_from_u64(seed), GameRng::seed_from_u64(seed ^ 0x9E37)];
    let mut d = start;
    for _ in 0..1_000 {
        let Turn::Seat(s) = d.turn() else { break };
        let bot = if s == strong { Bot::Level(Level::Strong) } else { defender };
        let mv = bot.choose(&d, &mut rngs[s as usize]).expect("a move in play");
        d.play(mv).expect("a bot plays legal moves");
    }
    d
}

/// A king and a prince against a prince, and a king and a soldier against a soldier (the exact
/// tables play them): won by the strong level before the draw rule ends the game, against the
/// intermediate and greedy defenders, on every seed tried. Under compulsory capture only: where
/// capture is optional the defender is never forced into a capture, and the tables find most of
/// these endings drawn (`lab tables dablot --opt capture=optional`).
#[test]
fn strong_level_finishes_fixed_won_endings() {
    let endings: [(&str, [Placed; 3]); 2] = [
        (
            "king and prince against prince",
            [piece(0, 0, 0, Rank::King), piece(10, 0, 0, Rank::Prince), piece(5, 7, 1, Rank::Prince)],
        ),
        (
            "king and soldier against soldier",
            [piece(10, 12, 0, Rank::King), piece(0, 12, 0, Rank::Soldier), piece(5, 3, 1, Rank::Soldier)],
        ),
    ];
    for capture in ["compulsory"] {
        let o = options(&[("capture", capture)]);
        for (what, pieces) in &endings {
            let start = Dablot::from_pieces(&o, 0, 0, pieces).expect("a valid position");
            assert!(matches!(start.exact(), Some(Exact::Win(_))), "{what}: not a won ending");
            for defender in [Bot::Level(Level::Intermediate), Bot::Greedy] {
                for seed in 1..=SEEDS {
                    let start = Dablot::from_pieces(&o, 0, 0, pieces).expect("a valid position");
                    let end = play_out(start, 0, defender, seed);
                    let e = end.end().expect("the game ended");
                    assert_eq!(
                        e.winner,
                        Some(0),
                        "{what}, {capture} capture, against {}, seed {seed}: {:?}",
                        defender.name(),
                        e.reason
                    );
                }
            }
        }
    }
}

/// The seeds tried for each fixed ending, reading and defender.
const SEEDS: u64 = 4;

/// Pieces written as `lab convert` writes them: `S4,0` side 0's soldier on 4,0, `k1,1` side 1's
/// king on 1,1.
fn pieces_of(text: &str) -> Vec<Placed> {
    text.split_whitespace()
        .map(|w| {
            let (c, at) = w.split_at(1);
            let (x, y) = at.split_once(',').expect("x,y");
            let rank = match c.to_ascii_uppercase().as_str() {
                "K" => Rank::King,
                "P" => Rank::Prince,
                _ => Rank::Soldier,
            };
            let side = c.chars().all(|c| c.is_ascii_lowercase()) as u8;
            piece(x.parse().expect("x"), y.parse().expect("y"), side, rank)
        })
        .collect()
}

/// A lone king against a prince and soldiers, none of which may take it: the strong level (side
/// 0, to move) leaves it no move before the draw rule ends the game, on every seed tried. The
/// first, a king in a corner cage with one way out and back, needs a waiting move (the king must
/// step out of the corner before the last piece shuts it); under both readings, against the
/// intermediate and greedy defenders. The others are positions 1 and 2 of
/// `tests/data/dablot/hemming.txt` (a king near a corner behind walls that still leak), against
/// greedy under compulsory capture: the intermediate defender draws them (docs/ai.md, "Hemming in
/// a lone king").
#[test]
fn strong_level_leaves_a_lone_king_no_move() {
    let cage = "P8,8 S0,2 S0,4 S1,1 S2,2 S4,0 S6,0 S2,4 S3,1 S4,2 k2,0";
    let hemming = [
        "P8,8 S4,0 S6,0 S0,4 S0,6 S3,3 S4,2 S2,4 S4,4 S6,2 S2,6 k1,1",
        "P8,8 S6,0 S8,0 S0,6 S0,8 S5,3 S6,4 S4,6 S2,6 S6,2 S3,5 k2,2",
    ];
    let mut games: Vec<(&str, &str, Bot)> = Vec::new();
    for capture in ["compulsory", "optional"] {
        for defender in [Bot::Level(Level::Intermediate), Bot::Greedy] {
            games.push((cage, capture, defender));
        }
    }
    for text in hemming {
        games.push((text, "compulsory", Bot::Greedy));
    }
    for (text, capture, defender) in games {
        let o = options(&[("capture", capture)]);
        for seed in 1..=SEEDS {
            let start = Dablot::from_pieces(&o, 0, 0, &pieces_of(text)).expect("a valid position");
            let end = play_out(start, 0, defender, seed);
            let e = end.end().expect("the game ended");
            assert_eq!(
                (e.winner, e.reason.as_str()),
                (Some(0), "blocked"),
                "{text}, {capture} capture, against {}, seed {seed}",
                defender.name(),
            );
        }
    }
}
