//! Dablot Prejjesne: hand-checked positions for every rule, a naive reference move generator, the
//! conformance contract, perft figures and the `lab` contract.

mod common;

use common::lab::lab;
use sandgames::games::dablot::{Dablot, EndReason, Move, Party, Placed, Point, Rank, lines, points};
use sandgames::i18n;
use sandgames::model::json::state_from_str;
use sandgames::model::perft::{check_perft_file, perft};
use sandgames::model::{Evaluate, Game, GameRng, JsonState, Options, Turn, conformance};
use std::collections::{BTreeSet, HashSet};

// ---------------------------------------------------------------------------------------------
// Helpers

fn opts(text: &str) -> Options {
    Options::parse(Dablot::option_specs(), text).expect("test options parse")
}

fn pt(x: i32, y: i32) -> Point {
    Point::at(x, y).unwrap_or_else(|| panic!("{x},{y} is not a point"))
}

/// A hand-made position: pieces as `(x, y, side, rank)` with rank `k`, `p` or `s`.
fn pos(options: &str, to_move: u8, pieces: &[(i32, i32, u8, char)]) -> Dablot {
    let placed: Vec<Placed> = pieces
        .iter()
        .map(|&(x, y, side, r)| Placed {
            point: pt(x, y),
            side,
            rank: match r {
                'k' => Rank::King,
                'p' => Rank::Prince,
                _ => Rank::Soldier,
            },
        })
        .collect();
    Dablot::from_pieces(&opts(options), to_move, 0, &placed).expect("test position is possible")
}

fn start(options: &str) -> Dablot {
    Dablot::new(&opts(options)).unwrap()
}

/// The legal moves in notation, sorted.
fn texts(d: &Dablot) -> Vec<String> {
    let mut v: Vec<String> = d.legal().into_iter().map(|m| d.move_text(m)).collect();
    v.sort();
    v
}

fn play(d: &Dablot, text: &str) -> Dablot {
    let mut next = *d;
    next.play_text(text).unwrap_or_else(|e| panic!("{text}: {}", e.why));
    next
}

fn refused(d: &Dablot, text: &str) -> String {
    let mut next = *d;
    let e = next.play_text(text).expect_err(text);
    assert_eq!(&next, d, "a refused move changed the state");
    e.why.to_string()
}

const OPTION_SETS: &[&str] = &[
    "",
    "capture=optional",
    "capture=compulsory,first=1,sami=1",
    "capture=optional,draw_turns=5",
    "blocked=lone-loses,lone_kings=draw,single_combat=on,king_capture=loses",
    "capture=optional,blocked=lone-loses,single_combat=on,draw_turns=200",
];

// ---------------------------------------------------------------------------------------------
// The board

#[test]
fn lattice_has_72_points_and_191_lines() {
    let all: Vec<Point> = points().collect();
    assert_eq!(all.len(), 72);
    assert_eq!(all.iter().filter(|p| !p.is_centre()).count(), 42, "6 × 7 corners");
    assert_eq!(all.iter().filter(|p| p.is_centre()).count(), 30, "5 × 6 centres");
    for p in &all {
        assert_eq!((p.x() + p.y()) % 2, 0);
        assert!(p.x() <= 10 && p.y() <= 12);
    }
    let ls = lines();
    assert_eq!(ls.len(), 191);
    let mut seen = HashSet::new();
    let (mut orth, mut diag) = (0, 0);
    for &(a, b) in ls.iter() {
        assert!(seen.insert((a.min(b), a.max(b))), "line {a}–{b} twice");
        let (dx, dy) = ((a.x() as i32 - b.x() as i32).abs(), (a.y() as i32 - b.y() as i32).abs());
        match (dx, dy) {
            (2, 0) | (0, 2) => {
                assert!(!a.is_centre() && !b.is_centre(), "orthogonal lines join corners only");
                orth += 1;
            }
            (1, 1) => {
                assert_ne!(a.is_centre(), b.is_centre(), "a half-diagonal joins a corner and a centre");
                diag += 1;
            }
            _ => panic!("line {a}–{b} is not between neighbours"),
        }
    }
    assert_eq!(orth, 35 + 36);
    assert_eq!(diag, 120);
    // An inner corner has 8 neighbours, a centre 4, a board corner 3.
    let degree = |p: Point| ls.iter().filter(|(a, b)| *a == p || *b == p).count();
    assert_eq!(degree(pt(4, 4)), 8);
    assert_eq!(degree(pt(5, 5)), 4);
    assert_eq!(degree(pt(0, 0)), 3);
    assert_eq!(degree(pt(10, 12)), 3);
    assert_eq!(Point::at(3, 4), None);
    assert_eq!(Point::at(11, 1), None);
}

// ---------------------------------------------------------------------------------------------
// Setup

#[test]
fn setup_places_thirty_pieces_a_side_and_leaves_twelve_points_empty() {
    let d = start("");
    let pieces: Vec<Placed> = d.pieces().collect();
    assert_eq!(pieces.len(), 60);
    for side in 0..2u8 {
        let mine: Vec<&Placed> = pieces.iter().filter(|p| p.side == side).collect();
        assert_eq!(mine.len(), 30);
        assert_eq!(mine.iter().filter(|p| p.rank == Rank::Soldier).count(), 28);
        for p in mine.iter().filter(|p| p.rank == Rank::Soldier) {
            let rank_row = if side == 0 { p.point.y() } else { 12 - p.point.y() };
            assert!(rank_row <= 4, "soldier of side {side} on {}", p.point);
        }
    }
    // Side 0 faces up: its right is x = 10. Side 1 faces down: its right is x = 0.
    assert_eq!(d.piece_at(pt(9, 5)), Some((0, Rank::Prince)));
    assert_eq!(d.piece_at(pt(10, 6)), Some((0, Rank::King)));
    assert_eq!(d.piece_at(pt(1, 7)), Some((1, Rank::Prince)));
    assert_eq!(d.piece_at(pt(0, 6)), Some((1, Rank::King)));
    let empty: Vec<String> = points().filter(|&p| d.piece_at(p).is_none()).map(|p| p.to_string()).collect();
    assert_eq!(empty, ["1,5", "3,5", "5,5", "7,5", "2,6", "4,6", "6,6", "8,6", "3,7", "5,7", "7,7", "9,7"]);
    assert_eq!(d.turn(), Turn::Seat(0));
    assert_eq!(start("first=1").turn(), Turn::Seat(1));
}

#[test]
fn parties_and_piece_names() {
    let d = start("");
    assert_eq!(d.party(0), Party::Sami);
    assert_eq!(d.party(1), Party::Landowner);
    assert_eq!(start("sami=1").party(1), Party::Sami);
    let names: Vec<&str> = Rank::ALL.iter().map(|&r| Party::Landowner.piece_key(r)).collect();
    let english: Vec<&str> = names.iter().map(|k| i18n::tr(i18n::Lang::En, k)).collect();
    assert_eq!(english, ["peasant", "landowner's son", "landowner"]);
    let sami: Vec<&str> =
        Rank::ALL.iter().map(|&r| i18n::tr(i18n::Lang::En, Party::Sami.piece_key(r))).collect();
    assert_eq!(sami, ["warrior", "Sámi prince", "Sámi king"]);
    let views = d.piece_views();
    let king = views.iter().find(|v| v.point == pt(0, 6)).unwrap();
    assert_eq!(king.name_key, "dablot.piece.landowner.king");
}

#[test]
fn first_moves_are_the_fifteen_steps_into_the_middle() {
    let d = start("");
    assert_eq!(
        texts(&d),
        [
            "0,4-1,5", "10,6-8,6", "10,6-9,7", "2,4-1,5", "2,4-2,6", "2,4-3,5", "4,4-3,5", "4,4-4,6",
            "4,4-5,5", "6,4-5,5", "6,4-6,6", "6,4-7,5", "8,4-7,5", "8,4-8,6", "9,5-8,6"
        ]
    );
}

// ---------------------------------------------------------------------------------------------
// Moving and capturing

#[test]
fn a_piece_steps_along_any_line_backwards_too() {
    // A lone corner piece has 8 steps, a centre 4; an occupied point is no target.
    let d = pos("", 0, &[(4, 4, 0, 's'), (10, 12, 1, 's')]);
    assert_eq!(
        texts(&d),
        ["4,4-2,4", "4,4-3,3", "4,4-3,5", "4,4-4,2", "4,4-4,6", "4,4-5,3", "4,4-5,5", "4,4-6,4"]
    );
    let d = pos("", 0, &[(5, 5, 0, 's'), (6, 6, 0, 's'), (10, 12, 1, 's')]);
    let from_centre: Vec<String> = texts(&d).into_iter().filter(|t| t.starts_with("5,5")).collect();
    assert_eq!(from_centre, ["5,5-4,4", "5,5-4,6", "5,5-6,4"]);
}

#[test]
fn jumps_go_straight_over_one_neighbour_to_the_empty_point_beyond() {
    // Corner over corner, corner over centre, centre over corner.
    let d = pos("", 0, &[(0, 0, 0, 's'), (2, 0, 1, 's')]);
    assert_eq!(texts(&d), ["0,0x4,0"]);
    let d = pos("", 0, &[(4, 4, 0, 's'), (5, 5, 1, 's')]);
    assert_eq!(texts(&d), ["4,4x6,6"]);
    let d = pos("", 0, &[(5, 5, 0, 's'), (6, 6, 1, 's')]);
    assert_eq!(texts(&d), ["5,5x7,7"]);
    // No jump off the board, over a friend, onto an occupied point, or over two pieces.
    let d = pos("", 0, &[(2, 0, 0, 's'), (0, 0, 1, 's'), (10, 12, 1, 's')]);
    assert!(texts(&d).iter().all(|t| t.contains('-')), "{:?}", texts(&d));
    let d = pos("", 0, &[(0, 0, 0, 's'), (2, 0, 0, 's'), (10, 12, 1, 's')]);
    assert!(texts(&d).iter().all(|t| t.contains('-')));
    let d = pos("", 0, &[(0, 0, 0, 's'), (2, 0, 1, 's'), (4, 0, 1, 's')]);
    assert!(!texts(&d).iter().any(|t| t.starts_with("0,0x")), "{:?}", texts(&d));
    // A centre has no orthogonal line, so it cannot jump orthogonally.
    let d = pos("", 0, &[(5, 5, 0, 's'), (5, 7, 1, 's')]);
    assert!(texts(&d).iter().all(|t| t.contains('-')));
}

#[test]
fn capture_is_limited_by_rank() {
    // A soldier next to an enemy prince (north) and an enemy soldier (east).
    let soldier = pos("", 0, &[(4, 4, 0, 's'), (4, 6, 1, 'p'), (6, 4, 1, 's')]);
    assert_eq!(texts(&soldier), ["4,4x8,4"]);
    assert!(refused(&soldier, "4,4x4,8").contains("soldiers only capture soldiers"));
    // A prince takes the prince and the soldier, not a king.
    let prince = pos("", 0, &[(4, 4, 0, 'p'), (4, 6, 1, 'p'), (6, 4, 1, 's'), (2, 4, 1, 'k')]);
    assert_eq!(texts(&prince), ["4,4x4,8", "4,4x8,4"]);
    assert!(refused(&prince, "4,4x0,4").contains("only a king can capture a king"));
    // A king takes anything, the other king included.
    let king = pos("", 0, &[(4, 4, 0, 'k'), (4, 6, 1, 'p'), (6, 4, 1, 's'), (2, 4, 1, 'k')]);
    assert_eq!(texts(&king), ["4,4x0,4", "4,4x4,8", "4,4x8,4"]);
    // And the enemy soldier cannot take the king back.
    let back = pos("", 1, &[(4, 4, 0, 'k'), (6, 4, 1, 's'), (10, 12, 0, 's')]);
    assert!(texts(&back).iter().all(|t| t.contains('-')));
}

#[test]
fn no_promotion_anywhere() {
    // A soldier reaching the far edge stays a soldier.
    let d = pos("", 0, &[(4, 10, 0, 's'), (0, 0, 1, 's')]);
    let mv = d.parse_move("4,10-4,12").unwrap();
    assert_eq!(
        d.rules_applied(mv),
        ["move", "no-promotion"],
        "the rule is cited where a man would be crowned"
    );
    let after = play(&d, "4,10-4,12");
    assert_eq!(after.piece_at(pt(4, 12)), Some((0, Rank::Soldier)));
    // Not for a step along the far edge, nor a prince, nor a side on its own edge.
    assert_eq!(after.rules_applied(after.parse_move("0,0-2,0").unwrap()), ["move"]);
    let d = pos("", 0, &[(4, 10, 0, 'p'), (0, 0, 1, 's')]);
    assert_eq!(d.rules_applied(d.parse_move("4,10-4,12").unwrap()), ["move"]);
    let d = pos("", 1, &[(4, 10, 1, 's'), (0, 0, 0, 's')]);
    assert_eq!(d.rules_applied(d.parse_move("4,10-4,12").unwrap()), ["move"]);
    let d = pos("", 1, &[(4, 2, 1, 's'), (10, 12, 0, 's')]);
    assert_eq!(d.rules_applied(d.parse_move("4,2-4,0").unwrap()), ["move", "no-promotion"]);
}

#[test]
fn chains_change_direction_and_compulsory_chains_are_finished() {
    // 0,0 jumps east over 2,0 to 4,0, then north over 4,2 to 4,4.
    let pieces = [(0, 0, 0, 's'), (2, 0, 1, 's'), (4, 2, 1, 's')];
    let modern = pos("", 0, &pieces);
    assert_eq!(texts(&modern), ["0,0x4,0x4,4"]);
    assert!(refused(&modern, "0,0x4,0").contains("the chain is not finished"));
    let mv = modern.parse_move("0,0x4,0x4,4").unwrap();
    assert_eq!(modern.rules_applied(mv), ["jump", "rank", "capture", "chain", "chain-complete", "win"]);
    let after = play(&modern, "0,0x4,0x4,4");
    assert_eq!(after.winner_reason(), Some((Some(0), EndReason::AllTaken)));
    // Keyland: capture is optional and the chain may stop after any jump.
    let keyland = pos("capture=optional", 0, &pieces);
    assert_eq!(texts(&keyland), ["0,0-0,2", "0,0-1,1", "0,0x4,0", "0,0x4,0x4,4"]);
    let mv = keyland.parse_move("0,0x4,0x4,4").unwrap();
    assert_eq!(keyland.rules_applied(mv), ["jump", "rank", "capture-optional", "chain", "win"]);
    let stopped = play(&keyland, "0,0x4,0");
    assert_eq!(stopped.count(1), 1);
    assert_eq!(stopped.turn(), Turn::Seat(1));
}

#[test]
fn compulsory_capture_leaves_a_free_choice_of_piece_and_path() {
    // One piece: a one-jump chain east or a two-jump chain north then east; both are complete,
    // and the shorter need not give way to the longer.
    let d = pos("", 0, &[(4, 4, 0, 's'), (6, 4, 1, 's'), (4, 6, 1, 's'), (6, 8, 1, 's'), (0, 0, 0, 's')]);
    assert_eq!(texts(&d), ["4,4x4,8x8,8", "4,4x8,4"]);
    assert!(d.capture_forced());
    assert_eq!(d.movable_pieces(), [pt(4, 4)]);
    assert!(refused(&d, "0,0-0,2").contains("capture is compulsory"));
    // Two pieces that can capture: either may.
    let d = pos("", 0, &[(4, 4, 0, 's'), (6, 4, 1, 's'), (0, 0, 0, 's'), (1, 1, 1, 's')]);
    assert_eq!(texts(&d), ["0,0x2,2", "4,4x8,4"]);
    assert_eq!(d.movable_pieces(), [pt(0, 0), pt(4, 4)]);
    // In Keyland's rules nothing is forced.
    let k = pos("capture=optional", 0, &[(4, 4, 0, 's'), (6, 4, 1, 's')]);
    assert!(!k.capture_forced());
    assert_eq!(k.legal().len(), 8);
    assert!(k.legal().iter().any(|m| m.is_capture()));
}

/// Four enemy soldiers around the square 4,4–8,8: the piece on 4,4 can run round it either way.
fn square() -> Vec<(i32, i32, u8, char)> {
    vec![(4, 4, 0, 's'), (6, 4, 1, 's'), (8, 6, 1, 's'), (6, 8, 1, 's'), (4, 6, 1, 's')]
}

#[test]
fn a_chain_may_return_to_its_start_and_paths_with_one_effect_are_one_move() {
    let d = pos("", 0, &square());
    let legal = d.legal();
    assert_eq!(legal.len(), 1, "both ways round the square are one move");
    let mv = legal[0];
    assert_eq!(mv.from(), Some(pt(4, 4)));
    assert_eq!(mv.to(), Some(pt(4, 4)));
    assert_eq!(mv.captured(), [pt(6, 4), pt(4, 6), pt(8, 6), pt(6, 8)]);
    assert_eq!(d.move_text(mv), "4,4x8,4x8,8x4,8x4,4");
    assert_eq!(d.path(mv), [pt(4, 4), pt(8, 4), pt(8, 8), pt(4, 8), pt(4, 4)]);
    // Either path may be typed.
    assert_eq!(d.parse_move("4,4x4,8x8,8x8,4x4,4").unwrap(), mv);
    let after = play(&d, "4,4x4,8x8,8x8,4x4,4");
    assert_eq!(after, play(&d, "4,4x8,4x8,8x4,8x4,4"));
    // Both of our readings decide this move: the chain lands on the point it left, and its two
    // paths are one move.
    let applied = d.rules_applied(mv);
    assert!(applied.contains(&"vacated") && applied.contains(&"same-effect"), "{applied:?}");
    assert_eq!(after.piece_at(pt(4, 4)), Some((0, Rank::Soldier)));
    // Keyland's rules: every stop is a move; the two ways meet only at the end.
    let k = pos("capture=optional", 0, &square());
    let caps: Vec<String> = texts(&k).into_iter().filter(|t| t.contains('x')).collect();
    assert_eq!(
        caps,
        [
            "4,4x4,8",
            "4,4x4,8x8,8",
            "4,4x4,8x8,8x8,4",
            "4,4x8,4",
            "4,4x8,4x8,8",
            "4,4x8,4x8,8x4,8",
            "4,4x8,4x8,8x4,8x4,4"
        ]
    );
}

#[test]
fn a_triangle_of_jumps_run_either_way_is_one_move() {
    // From 0,0 over 1,1, 1,3 and 0,2 (or the reverse) back to 0,0: the shortest loop.
    let d = pos("", 0, &[(0, 0, 0, 'k'), (1, 1, 1, 's'), (1, 3, 1, 's'), (0, 2, 1, 's')]);
    let legal = d.legal();
    assert_eq!(legal.len(), 1);
    assert_eq!(legal[0].captures(), 3);
    let a = d.parse_move("0,0x2,2x0,4x0,0").unwrap();
    let b = d.parse_move("0,0x0,4x2,2x0,0").unwrap();
    assert_eq!(a, b);
    assert_eq!(a, legal[0]);
    assert_eq!(
        d.rules_applied(a),
        ["jump", "rank", "capture", "chain", "chain-complete", "vacated", "same-effect", "win"]
    );
    // Two jumps that do not come back: neither reading is needed.
    let d = pos("", 0, &[(0, 0, 0, 's'), (2, 0, 1, 's'), (4, 2, 1, 's'), (10, 12, 1, 's')]);
    let applied = d.rules_applied(d.legal()[0]);
    assert!(!applied.contains(&"vacated") && !applied.contains(&"same-effect"), "{applied:?}");
}

// ---------------------------------------------------------------------------------------------
// Notation

#[test]
fn notation_refuses_nonsense_with_reasons() {
    let d = start("");
    let why = |t: &str| d.parse_move(t).unwrap_err().why.to_string();
    assert!(why("hello").contains("is not a move"));
    assert!(why("3,4-3,5").contains("3,4 is not a point"));
    assert!(why("4,6-4,8").contains("no piece of the side to move on 4,6"));
    assert!(why("4,4-4,2").contains("4,2 is not empty"));
    assert!(why("4,4").contains("is not a move"));
    assert!(why("4,4x4,8").contains("no enemy piece on 4,6"));
    assert!(why("4,4-6,8").contains("neither a step nor a jump"));
    let d = pos("", 0, &[(0, 0, 0, 's'), (2, 0, 1, 's'), (4, 2, 1, 's')]);
    assert!(d.parse_move("0,0x4,0-4,2").unwrap_err().why.to_string().contains("a step cannot be part"));
    // Illegal moves through `play` say why and change nothing.
    let d = start("");
    assert!(refused(&d, "pass").contains("only pass when no move is possible"));
    assert!(refused(&d, "4,4-4,2").contains("not empty"));
}

// ---------------------------------------------------------------------------------------------
// The end of the game

trait EndExt {
    fn winner_reason(&self) -> Option<(Option<u8>, EndReason)>;
}

impl EndExt for Dablot {
    fn winner_reason(&self) -> Option<(Option<u8>, EndReason)> {
        self.end().map(|e| (e.winner, e.reason))
    }
}

#[test]
fn taking_every_enemy_piece_wins() {
    let d = pos("", 0, &[(4, 4, 0, 's'), (6, 4, 1, 's')]);
    assert_eq!(d.rules_applied(d.parse_move("4,4x8,4").unwrap()), ["jump", "rank", "capture", "win"]);
    let after = play(&d, "4,4x8,4");
    assert_eq!(after.turn(), Turn::Over);
    assert_eq!(after.winner_reason(), Some((Some(0), EndReason::AllTaken)));
    assert!(after.rules_applied(Move::PASS).is_empty(), "a finished game applies nothing");
    let o = after.outcome().unwrap();
    assert!(o.is_winner(0) && !o.is_winner(1));
    assert!(after.legal().is_empty());
    assert_eq!(after.end_notes(), ["all-taken"]);
}

/// Side 1's lone piece on 0,0, walled in by six soldiers of side 0 that it cannot jump.
fn walled(rank: char, options: &str) -> Dablot {
    pos(
        options,
        1,
        &[
            (0, 0, 1, rank),
            (2, 0, 0, 's'),
            (0, 2, 0, 's'),
            (1, 1, 0, 's'),
            (4, 0, 0, 's'),
            (0, 4, 0, 's'),
            (2, 2, 0, 's'),
        ],
    )
}

#[test]
fn a_side_that_cannot_move_loses_by_default() {
    let d = walled('s', "");
    assert_eq!(d.winner_reason(), Some((Some(0), EndReason::Blocked)));
    assert_eq!(d.turn(), Turn::Over);
    // The move that closes the wall cites the rule (ours) that ends the game.
    let wall =
        [(0, 0, 1, 's'), (2, 0, 0, 's'), (0, 2, 0, 's'), (1, 1, 0, 's'), (4, 0, 0, 's'), (0, 4, 0, 's')];
    let mut pieces = wall.to_vec();
    pieces.push((2, 4, 0, 's'));
    let d = pos("", 0, &pieces);
    let mv = d.parse_move("2,4-2,2").unwrap();
    assert_eq!(d.rules_applied(mv), ["move", "blocked"]);
    assert_eq!(play(&d, "2,4-2,2").winner_reason(), Some((Some(0), EndReason::Blocked)));
    // Under Keyland's lone-piece rule the same move blocks nothing: the soldier will pass.
    let d = pos("blocked=lone-loses", 0, &pieces);
    assert_eq!(d.rules_applied(mv), ["move"]);
}

#[test]
fn lone_loses_option_passes_unless_the_lone_piece_outranks_the_enemy() {
    // A lone soldier among soldiers passes.
    let d = walled('s', "blocked=lone-loses");
    assert_eq!(d.turn(), Turn::Seat(1));
    assert_eq!(texts(&d), ["pass"]);
    assert_eq!(d.legal(), [Move::PASS]);
    assert_eq!(d.rules_applied(Move::PASS), ["lone-blocked"], "the lone-piece rule lets the others pass");
    let after = play(&d, "pass");
    assert_eq!(after.turn(), Turn::Seat(0));
    assert_eq!(after.turns_without_capture(), 1);
    // A lone king, which only soldiers surround, loses when it cannot move.
    let d = walled('k', "blocked=lone-loses");
    assert_eq!(d.winner_reason(), Some((Some(0), EndReason::LoneBlocked)));
    let mut pieces = vec![(0, 0, 1, 'k'), (2, 0, 0, 's'), (0, 2, 0, 's'), (1, 1, 0, 's'), (4, 0, 0, 's')];
    pieces.extend([(0, 4, 0, 's'), (2, 4, 0, 's')]);
    let d = pos("blocked=lone-loses", 0, &pieces);
    assert_eq!(d.rules_applied(d.parse_move("2,4-2,2").unwrap()), ["move", "lone-blocked"]);
}

#[test]
fn turns_without_capture_draw_the_game() {
    let pieces = [(0, 0, 0, 'k'), (10, 12, 1, 'k')];
    let placed: Vec<Placed> =
        pieces.iter().map(|&(x, y, side, _)| Placed { point: pt(x, y), side, rank: Rank::King }).collect();
    // draw_turns=5: five turns each, ten in all.
    let d = Dablot::from_pieces(&opts("draw_turns=5"), 0, 9, &placed).unwrap();
    assert_eq!(d.turn(), Turn::Seat(0));
    let mv = d.parse_move("0,0-2,0").unwrap();
    assert_eq!(d.rules_applied(mv), ["move", "no-capture-draw", "draw-limit"]);
    let after = play(&d, "0,0-2,0");
    assert_eq!(after.winner_reason(), Some((None, EndReason::NoCapture)));
    assert!(after.outcome().unwrap().is_draw());
    // A capture resets the count.
    let d = Dablot::from_pieces(
        &opts("draw_turns=5"),
        0,
        9,
        &[
            Placed { point: pt(4, 4), side: 0, rank: Rank::Soldier },
            Placed { point: pt(6, 4), side: 1, rank: Rank::Soldier },
            Placed { point: pt(10, 12), side: 1, rank: Rank::Soldier },
        ],
    )
    .unwrap();
    let after = play(&d, "4,4x8,4");
    assert_eq!(after.turns_without_capture(), 0);
    assert_eq!(after.turn(), Turn::Seat(1));
    // A full game from the start counts from zero.
    assert_eq!(start("").turns_without_capture(), 0);
}

#[test]
fn lone_kings_draw_when_the_option_is_on() {
    let pieces = [(0, 0, 0, 'k'), (4, 4, 1, 'k'), (2, 0, 1, 's')];
    let d = pos("lone_kings=draw", 0, &pieces);
    assert!(d.rules_applied(d.parse_move("0,0x4,0").unwrap()).contains(&"lone-kings"));
    let after = play(&d, "0,0x4,0");
    assert_eq!(after.winner_reason(), Some((None, EndReason::LoneKings)));
    let d = pos("", 0, &pieces);
    assert_eq!(play(&d, "0,0x4,0").turn(), Turn::Seat(1));
}

#[test]
fn single_combat_makes_equal_lone_pieces_close_in() {
    // Two lone princes two steps apart: only the step straight at the enemy brings it closer.
    let d = pos("single_combat=on", 0, &[(4, 4, 0, 'p'), (4, 8, 1, 'p')]);
    assert!(d.in_single_combat());
    assert_eq!(texts(&d), ["4,4-4,6"]);
    assert!(refused(&d, "4,4-4,2").contains("single combat"));
    assert!(d.rules_applied(d.legal()[0]).contains(&"single-combat"));
    let next = play(&d, "4,4-4,6");
    assert_eq!(texts(&next), ["4,8x4,4"]);
    assert!(next.capture_forced());
    // Without the option, every step is allowed; with unequal ranks, there is no combat.
    assert_eq!(pos("", 0, &[(4, 4, 0, 'p'), (4, 8, 1, 'p')]).legal().len(), 8);
    assert!(!pos("single_combat=on", 0, &[(4, 4, 0, 'k'), (4, 8, 1, 'p')]).in_single_combat());
}

#[test]
fn losing_the_king_loses_when_the_option_is_on() {
    let pieces = [(4, 4, 0, 'k'), (6, 4, 1, 'k'), (10, 12, 1, 's'), (0, 0, 0, 's')];
    let d = pos("king_capture=loses", 0, &pieces);
    assert!(d.rules_applied(d.parse_move("4,4x8,4").unwrap()).contains(&"king-capture"));
    let after = play(&d, "4,4x8,4");
    assert_eq!(after.winner_reason(), Some((Some(0), EndReason::KingTaken)));
    let d = pos("", 0, &pieces);
    assert_eq!(play(&d, "4,4x8,4").turn(), Turn::Seat(1));
}

// ---------------------------------------------------------------------------------------------
// What the board UI asks

#[test]
fn a_chain_can_be_chosen_jump_by_jump() {
    let d = pos("", 0, &square());
    let c = d.continuations(pt(4, 4), &[]);
    assert_eq!(c.next, [pt(8, 4), pt(4, 8)]);
    assert!(!c.can_stop);
    let c = d.continuations(pt(4, 4), &[pt(8, 4)]);
    assert_eq!(c.next, [pt(8, 8)]);
    assert!(!c.can_stop, "the modern rules do not let the chain stop here");
    let c = d.continuations(pt(4, 4), &[pt(8, 4), pt(8, 8), pt(4, 8), pt(4, 4)]);
    assert!(c.next.is_empty());
    assert!(c.can_stop);
    assert_eq!(c.stop_move, Some(d.legal()[0]));
    // Keyland's rules let it stop after any jump.
    let k = pos("capture=optional", 0, &square());
    let c = k.continuations(pt(4, 4), &[pt(8, 4)]);
    assert!(c.can_stop);
    assert_eq!(c.next, [pt(8, 8)]);
    assert_eq!(k.continuations(pt(4, 4), &[]).next.len(), 8 - 2 + 2, "six steps and two jumps");
    // A point off every legal path leads nowhere.
    let c = d.continuations(pt(4, 4), &[pt(6, 6)]);
    assert!(c.next.is_empty() && !c.can_stop);
    assert_eq!(d.destinations(pt(4, 4)), [pt(4, 4)]);
    assert!(d.destinations(pt(6, 4)).is_empty());
}

#[test]
fn destinations_and_movable_pieces_at_the_start() {
    let d = start("");
    assert_eq!(d.destinations(pt(4, 4)), [pt(3, 5), pt(5, 5), pt(4, 6)]);
    assert_eq!(d.movable_pieces().len(), 7);
    assert!(!d.capture_forced());
    let mv = d.parse_move("4,4-4,6").unwrap();
    assert_eq!(d.path(mv), [pt(4, 4), pt(4, 6)]);
    assert!(mv.captured().is_empty());
    // The first move is made on the board, with the pieces, from the setup, by the side that
    // was chosen to start: those rules are cited on it, and on no later move.
    assert_eq!(d.rules_applied(mv), ["board", "pieces", "setup", "sides", "move"]);
    let next = play(&d, "4,4-4,6");
    assert_eq!(next.rules_applied(next.parse_move("4,8-3,7").unwrap()), ["move"]);
    let other = start("first=1");
    assert_eq!(
        other.rules_applied(other.parse_move("4,8-3,7").unwrap()),
        ["board", "pieces", "setup", "sides", "move"]
    );
}

#[test]
fn a_capture_cites_the_capture_rule_in_force() {
    let opening = ["10,6-8,6", "0,6-2,6", "8,6-10,6", "2,8-3,7", "9,5-8,6", "6,8-6,6"];
    let modern: &[&str] = &["jump", "rank", "capture", "chain", "chain-complete"];
    let keyland: &[&str] = &["jump", "rank", "capture-optional", "chain"];
    for (options, rules) in [("", modern), ("capture=optional", keyland)] {
        let d = opening.iter().fold(start(options), |d, m| play(&d, m));
        let mv = d.parse_move("8,6x4,6x2,8x0,6").unwrap();
        assert_eq!(d.rules_applied(mv), rules, "{options}");
    }
}

// ---------------------------------------------------------------------------------------------
// A naive reference generator, straight from the rules and the coordinates

type Effect = (Point, Point, BTreeSet<Point>);

fn neighbour(p: Point, dx: i32, dy: i32) -> Option<Point> {
    // Orthogonal lines join corners only; half-diagonals join a corner and a centre.
    if dx != 0 && dy != 0 || !p.is_centre() { Point::at(p.x() as i32 + dx, p.y() as i32 + dy) } else { None }
}

const DIRS: [(i32, i32); 8] = [(2, 0), (-2, 0), (0, 2), (0, -2), (1, 1), (-1, 1), (1, -1), (-1, -1)];

fn reference_moves(d: &Dablot, compulsory: bool) -> BTreeSet<Effect> {
    let mut board = std::collections::HashMap::new();
    for p in d.pieces() {
        board.insert(p.point, (p.side, p.rank));
    }
    let me = match d.turn() {
        Turn::Seat(s) => s,
        _ => return BTreeSet::new(),
    };
    let mut steps = BTreeSet::new();
    let mut caps = BTreeSet::new();
    for (&from, &(side, rank)) in &board {
        if side != me {
            continue;
        }
        for (dx, dy) in DIRS {
            if let Some(to) = neighbour(from, dx, dy)
                && !board.contains_key(&to)
            {
                steps.insert((from, to, BTreeSet::new()));
            }
        }
        let mut b = board.clone();
        b.remove(&from);
        walk(&b, from, from, rank, me, &mut BTreeSet::new(), compulsory, &mut caps);
    }
    if compulsory && !caps.is_empty() {
        return caps;
    }
    if compulsory {
        return steps;
    }
    steps.extend(caps);
    steps
}

#[allow(clippy::too_many_arguments)]
fn walk(
    board: &std::collections::HashMap<Point, (u8, Rank)>,
    from: Point,
    at: Point,
    rank: Rank,
    me: u8,
    taken: &mut BTreeSet<Point>,
    only_complete: bool,
    out: &mut BTreeSet<Effect>,
) {
    let mut more = false;
    for (dx, dy) in DIRS {
        let Some(over) = neighbour(at, dx, dy) else { continue };
        let Some(onto) = neighbour(over, dx, dy) else { continue };
        let Some(&(side, r)) = board.get(&over) else { continue };
        if side == me
            || r > rank
            || taken.contains(&over)
            || board.contains_key(&onto) && !taken.contains(&onto)
        {
            continue;
        }
        more = true;
        taken.insert(over);
        if !only_complete {
            out.insert((from, onto, taken.clone()));
        }
        walk(board, from, onto, rank, me, taken, only_complete, out);
        taken.remove(&over);
    }
    if !more && only_complete && !taken.is_empty() {
        out.insert((from, at, taken.clone()));
    }
}

fn engine_moves(d: &Dablot) -> BTreeSet<Effect> {
    let legal = d.legal();
    let set: BTreeSet<Effect> = legal
        .iter()
        .filter(|m| !m.is_pass())
        .map(|m| (m.from().unwrap(), m.to().unwrap(), m.captured().into_iter().collect()))
        .collect();
    assert_eq!(set.len(), legal.iter().filter(|m| !m.is_pass()).count(), "duplicate moves in the list");
    set
}

#[test]
fn the_move_list_matches_a_naive_reading_of_the_rules() {
    let mut rng = GameRng::seed_from_u64(11);
    let mut checked = 0;
    for options in ["", "capture=optional"] {
        let compulsory = options.is_empty();
        for _ in 0..12 {
            let mut d = start(options);
            while d.turn() != Turn::Over {
                assert_eq!(engine_moves(&d), reference_moves(&d, compulsory), "{d:?}");
                checked += 1;
                let legal = d.legal();
                d.play_unchecked(legal[rng.below(legal.len())]);
            }
        }
        // Crowded random positions with princes and kings scattered among soldiers.
        for _ in 0..300 {
            let mut placed = Vec::new();
            for p in points() {
                if rng.below(10) < 6 {
                    let side = rng.below(2) as u8;
                    let have = |r: Rank| placed.iter().any(|q: &Placed| q.side == side && q.rank == r);
                    let rank = match rng.below(12) {
                        0 if !have(Rank::King) => Rank::King,
                        1 if !have(Rank::Prince) => Rank::Prince,
                        _ => Rank::Soldier,
                    };
                    placed.push(Placed { point: p, side, rank });
                }
            }
            if let Ok(d) = Dablot::from_pieces(&opts(options), 0, 0, &placed) {
                assert_eq!(engine_moves(&d), reference_moves(&d, compulsory));
                checked += 1;
            }
        }
    }
    assert!(checked > 2000, "{checked}");
}

// ---------------------------------------------------------------------------------------------
// Conformance, invariants, perft

#[test]
fn random_games_keep_the_contract_and_end() {
    for (i, o) in OPTION_SETS.iter().enumerate() {
        let d = start(o);
        let n = conformance::check(&d, 12, 5000, 100 + i as u64, |s: &Dablot| {
            s.invariant()?;
            if s.count(0) > 30 || s.count(1) > 30 {
                return Err("more than 30 pieces on a side".into());
            }
            Ok(())
        });
        assert!(n > 100, "{o}: {n} positions");
    }
}

#[test]
fn pieces_only_disappear_by_capture() {
    let mut rng = GameRng::seed_from_u64(5);
    for o in OPTION_SETS {
        for _ in 0..10 {
            let mut d = start(o);
            let mut plies = 0;
            while d.turn() != Turn::Over {
                assert!(plies < 100_000, "{o}: the game does not end");
                let legal = d.legal();
                let mv = legal[rng.below(legal.len())];
                let before: BTreeSet<(Point, u8, Rank)> =
                    d.pieces().map(|p| (p.point, p.side, p.rank)).collect();
                let mover = mv.from().and_then(|f| d.piece_at(f));
                d.play_unchecked(mv);
                let after: BTreeSet<(Point, u8, Rank)> =
                    d.pieces().map(|p| (p.point, p.side, p.rank)).collect();
                let mut expect = before.clone();
                if let (Some(f), Some(t), Some((side, rank))) = (mv.from(), mv.to(), mover) {
                    expect.remove(&(f, side, rank));
                    expect.retain(|(p, _, _)| !mv.captured().contains(p));
                    expect.insert((t, side, rank));
                }
                assert_eq!(after, expect, "{o}: {mv:?}");
                plies += 1;
            }
            assert!(plies > 0);
            assert!(d.outcome().is_some());
        }
    }
}

#[test]
fn perft_figures_hold() {
    let text = include_str!("data/perft/dablot.tsv");
    assert!(text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()).count() >= 8);
    let bad = check_perft_file::<Dablot>(text);
    assert!(bad.is_empty(), "{bad:#?}");
    // The position is symmetric under a half turn: starting with side 1 changes nothing.
    assert_eq!(perft(&start("first=1"), 3), perft(&start(""), 3));
}

#[test]
fn evaluation_follows_material_and_results() {
    let d = start("");
    assert!((d.evaluate(0) - 0.5).abs() < 1e-6);
    let up = pos("", 0, &[(0, 0, 0, 'k'), (2, 2, 0, 's'), (10, 12, 1, 's')]);
    assert!(up.evaluate(0) > 0.75 && up.evaluate(1) < 0.25);
    let won = play(&pos("", 0, &[(4, 4, 0, 's'), (6, 4, 1, 's')]), "4,4x8,4");
    assert_eq!(won.evaluate(0), 1.0);
}

#[test]
fn evaluation_knows_an_untakable_king_and_the_coming_draw() {
    // Nine soldiers against a lone king: they can never take it (only a king takes a king), so
    // the king's side is ahead, whatever the count says.
    let mut pieces = vec![(4, 6, 0, 'k')];
    pieces.extend((0..6).map(|i| (2 * i, 12, 1, 's')));
    pieces.extend((0..3).map(|i| (2 * i, 10, 1, 's')));
    assert!(pos("", 0, &pieces).evaluate(0) > 0.5);
    // A clear lead fades toward the draw as the turns without capture run out.
    let up = [(0, 0, 0, 'k'), (2, 2, 0, 's'), (10, 12, 1, 's')];
    let placed = |quiet: u16| {
        let placed: Vec<Placed> = up
            .iter()
            .map(|&(x, y, side, r)| Placed {
                point: pt(x, y),
                side,
                rank: if r == 'k' { Rank::King } else { Rank::Soldier },
            })
            .collect();
        Dablot::from_pieces(&opts("draw_turns=10"), 0, quiet, &placed).unwrap().evaluate(0)
    };
    let (fresh, half, late) = (placed(0), placed(10), placed(18));
    assert!(fresh > 0.75, "{fresh}");
    assert_eq!(half, fresh);
    assert!(late < fresh - 0.2 && late > 0.5, "{late}");
}

// ---------------------------------------------------------------------------------------------
// Texts and rules

#[test]
fn every_rule_option_and_message_has_its_text() {
    let ids: HashSet<&str> = Dablot::rules().iter().map(|r| r.id).collect();
    for r in Dablot::rules() {
        assert!(i18n::has(&format!("dablot.rule.{}", r.id)), "title of {}", r.id);
        assert!(i18n::has(&format!("dablot.rule.{}.text", r.id)), "summary of {}", r.id);
        assert!(
            r.cite == "ours" && r.quote.is_empty() || r.cite != "ours" && !r.quote.is_empty(),
            "{}",
            r.id
        );
    }
    for s in Dablot::option_specs() {
        assert!(ids.contains(s.rule), "option {} names rule {}", s.key, s.rule);
        for suffix in ["", ".help"] {
            assert!(i18n::has(&format!("dablot.opt.{}{suffix}", s.key)), "{}{suffix}", s.key);
        }
        if let sandgames::model::OptionKind::Choice(values) = s.kind {
            for v in values {
                assert!(i18n::has(&format!("dablot.opt.{}.{v}", s.key)), "{}.{v}", s.key);
            }
        }
    }
    assert!(i18n::has("dablot.name"));
    // Every catalog key written in the game's source exists.
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/dablot");
    let mut keys = 0;
    // The folder's files and those of its subfolders (the endgame's).
    let mut files = Vec::new();
    let mut dirs = vec![dir];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() { dirs.push(path) } else { files.push(path) }
        }
    }
    for path in files {
        let text = std::fs::read_to_string(path).unwrap();
        for (i, _) in text.match_indices("\"dablot.") {
            let rest = &text[i + 1..];
            let key = &rest[..rest.find('"').unwrap()];
            if key.ends_with('.') {
                continue;
            }
            assert!(i18n::has(key), "missing text for {key}");
            keys += 1;
        }
        for (i, _) in text.match_indices("Msg::new(\"error.") {
            let rest = &text[i + 10..];
            let key = &rest[..rest.find('"').unwrap()];
            assert!(i18n::has(key), "missing text for {key}");
        }
    }
    assert!(keys > 30, "{keys}");
    // Rules applied are rules listed.
    let mut rng = GameRng::seed_from_u64(3);
    for o in OPTION_SETS {
        let mut d = start(o);
        while d.turn() != Turn::Over {
            let legal = d.legal();
            for &m in &legal {
                for r in d.rules_applied(m) {
                    assert!(ids.contains(r), "{r}");
                }
            }
            d.play_unchecked(legal[rng.below(legal.len())]);
        }
        for e in [
            EndReason::AllTaken,
            EndReason::KingTaken,
            EndReason::Blocked,
            EndReason::LoneBlocked,
            EndReason::LoneKings,
            EndReason::NoCapture,
        ] {
            assert!(i18n::has(e.text_key()));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// JSON

#[test]
fn json_round_trips_and_refuses_impossible_positions() {
    let d = play(&start("capture=optional,draw_turns=40,sami=1"), "4,4-4,6");
    let text = d.to_json().to_string();
    let back: Dablot = state_from_str(&text).unwrap();
    assert_eq!(back, d);
    let v = d.to_json();
    assert_eq!(v["game"], "dablot");
    assert_eq!(v["capture"], "optional");
    assert_eq!(v["to_move"], 1);
    assert_eq!(v["pieces"].as_array().unwrap().len(), 60);
    assert_eq!(v["draw_turns"], 40);
    let err = |s: &str| state_from_str::<Dablot>(s).unwrap_err().why.to_string();
    let one = |extra: &str| {
        format!(
            r#"{{"game":"dablot","capture":"compulsory","to_move":0,"pieces":[{{"x":0,"y":0,"side":0,"rank":"soldier"}},{{"x":4,"y":4,"side":1,"rank":"soldier"}}{extra}]}}"#
        )
    };
    assert!(state_from_str::<Dablot>(&one("")).is_ok());
    assert!(err("{").contains("not valid JSON"));
    assert!(err(r#"{"game":"dablot","to_move":0,"pieces":[]}"#).contains("capture"));
    assert!(err(&one(r#",{"x":0,"y":0,"side":1,"rank":"soldier"}"#)).contains("two pieces on 0,0"));
    assert!(err(&one(r#",{"x":1,"y":2,"side":1,"rank":"soldier"}"#)).contains("1,2 is not a point"));
    assert!(err(&one(r#",{"x":5,"y":5,"side":1,"rank":"queen"}"#)).contains("not a rank"));
    assert!(err(&one(r#",{"x":5,"y":5,"side":2,"rank":"king"}"#)).contains("side"));
    assert!(
        err(&one(r#",{"x":5,"y":5,"side":1,"rank":"king"},{"x":7,"y":5,"side":1,"rank":"king"}"#))
            .contains("more than one king")
    );
    assert!(
        err(r#"{"game":"dablot","capture":"compulsory","to_move":0,"pieces":[{"x":0,"y":0,"side":0,"rank":"soldier"}]}"#)
            .contains("side 1 has no pieces")
    );
    assert!(
        err(&one("").replace("\"to_move\":0", "\"to_move\":0,\"turns_without_capture\":61"))
            .contains("turns_without_capture")
    );
    assert!(err(&one("").replace("compulsory", "sometimes")).contains("cannot be"));
    assert!(err(&one("").replace("\"to_move\":0", "\"to_move\":3")).contains("to_move"));
    // Too many soldiers.
    let many: String = points()
        .take(29)
        .map(|p| format!(r#",{{"x":{},"y":{},"side":1,"rank":"soldier"}}"#, p.x(), p.y()))
        .collect();
    let text = format!(
        r#"{{"game":"dablot","capture":"compulsory","to_move":0,"pieces":[{{"x":10,"y":12,"side":0,"rank":"soldier"}}{many}]}}"#
    );
    assert!(err(&text).contains("more than 28 soldiers"));
}

// ---------------------------------------------------------------------------------------------
// The `lab` contract

#[test]
fn lab_shows_lists_plays_and_refuses() {
    let (code, out, _) = lab(&["show", "dablot", "--opt", "capture=optional"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["game"], "dablot");
    assert_eq!(v["capture"], "optional");
    assert_eq!(v["to_move"], 0);
    let pieces = v["pieces"].as_array().unwrap();
    assert_eq!(pieces.len(), 60);
    assert!(pieces.iter().any(|p| p["x"] == 10 && p["y"] == 6 && p["side"] == 0 && p["rank"] == "king"));

    let (code, out, _) = lab(&["moves", "dablot"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 15);
    assert!(out.lines().any(|l| l == "4,4-4,6"));

    let (code, out, _) = lab(&["play", "dablot", "4,4-4,6", "4,8x4,4"]);
    assert_eq!(code, 0, "{out}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["to_move"], 0);
    assert_eq!(v["pieces"].as_array().unwrap().len(), 59);

    let (code, _, err) = lab(&["play", "dablot", "4,4-4,6", "0,8-0,10"]);
    assert_eq!(code, 1);
    assert!(err.contains("move 2 (0,8-0,10)") && err.contains("not empty"), "{err}");
    let (code, _, err) = lab(&["play", "dablot", "4,4-4,6", "2,8-3,7"]);
    assert_eq!(code, 1);
    assert!(err.contains("2,8-3,7") && err.contains("capture is compulsory"), "{err}");

    let (code, out, _) = lab(&["perft", "dablot", "2", "--opt", "capture=optional"]);
    assert_eq!((code, out.trim()), (0, "223"));
}

#[test]
fn lab_reads_its_own_states_back_and_refuses_bad_ones() {
    let dir = std::env::temp_dir().join(format!("dablot-lab-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (_, shown, _) = lab(&["play", "dablot", "--opt", "capture=optional", "4,4-4,6", "4,8x4,4"]);
    let file = dir.join("state.json");
    std::fs::write(&file, &shown).unwrap();
    let f = file.to_str().unwrap();
    let (code, again, _) = lab(&["show", "dablot", "--state", f]);
    assert_eq!(code, 0);
    assert_eq!(again, shown);
    let (code, moves, _) = lab(&["moves", "dablot", "--state", f]);
    assert_eq!(code, 0);
    assert!(moves.lines().count() > 10);

    std::fs::write(&file, "{\"game\":\"dablot\",").unwrap();
    let (code, _, err) = lab(&["show", "dablot", "--state", f]);
    assert_eq!(code, 1);
    assert!(err.contains("not valid JSON") && !err.contains("panicked"), "{err}");

    let two = r#"{"game":"dablot","capture":"compulsory","to_move":0,"pieces":[
        {"x":0,"y":0,"side":0,"rank":"soldier"},{"x":0,"y":0,"side":1,"rank":"king"}]}"#;
    std::fs::write(&file, two).unwrap();
    let (code, _, err) = lab(&["show", "dablot", "--state", f]);
    assert_eq!(code, 1);
    assert!(err.contains("two pieces on 0,0") && !err.contains("panicked"), "{err}");
    std::fs::remove_dir_all(&dir).ok();
}
