//! Move notation: the start point and each landing point in doubled coordinates, `-` before a
//! step and `x` before each jump: `4,4-4,6` (a step), `2,4x2,8x6,8` (two jumps), and `pass` (only
//! for a side that cannot move under `blocked=lone-loses`).
//!
//! A move is its effect (start, end, captured pieces), and several paths may have the same effect.
//! [`text`] writes the first such path in the order the rules search them (at each jump, the
//! piece jumped over with the lowest point number first); [`parse`] reads **any** path, checking each jump against the
//! position, and returns the move it makes; `play` then decides whether that move is legal now
//! (compulsory capture, unfinished chain…). Either separator is read before either kind of
//! segment: the geometry decides whether a segment is a step or a jump.

use super::Dablot;
use super::board::{ADJACENT, JUMP, Point};
use super::moves::Move;
use crate::i18n::Msg;
use crate::model::BadNotation;

/// The notation of `mv` in position `state`.
pub fn text(state: &Dablot, mv: Move) -> String {
    let (Some(from), Some(to)) = (mv.from(), mv.to()) else { return "pass".into() };
    if !mv.is_capture() {
        return format!("{from}-{to}");
    }
    match state.path_of(mv) {
        Some(path) => {
            let mut s = from.to_string();
            for p in path {
                s.push('x');
                s.push_str(&p.to_string());
            }
            s
        }
        // Not a capture in this position: name its ends only.
        None => format!("{from}x{to}"),
    }
}

fn bad(m: Msg) -> BadNotation {
    BadNotation { why: m }
}

fn point(word: &str, whole: &str) -> Result<Point, BadNotation> {
    let (x, y) = word.split_once(',').ok_or_else(|| bad(Msg::new("dablot.error.notation").arg(whole)))?;
    let (x, y) = (x.trim().parse::<i32>(), y.trim().parse::<i32>());
    match (x, y) {
        (Ok(x), Ok(y)) => {
            Point::at(x, y).ok_or_else(|| bad(Msg::new("dablot.error.no_point").arg(word.trim())))
        }
        _ => Err(bad(Msg::new("dablot.error.notation").arg(whole))),
    }
}

/// Reads a move: a pass, a step, or any path of jumps, checked against the position.
pub fn parse(state: &Dablot, text: &str) -> Result<Move, BadNotation> {
    let text = text.trim();
    if text.eq_ignore_ascii_case("pass") {
        return Ok(Move::PASS);
    }
    let pts = text.split(['-', 'x', 'X']).map(|w| point(w, text)).collect::<Result<Vec<Point>, _>>()?;
    let [from, rest @ ..] = &pts[..] else { return Err(bad(Msg::new("dablot.error.notation").arg(text))) };
    if rest.is_empty() {
        return Err(bad(Msg::new("dablot.error.notation").arg(text)));
    }
    let side = state.to_move as usize;
    if state.men[side] & from.bit() == 0 {
        return Err(bad(Msg::new("dablot.error.not_yours").arg(from)));
    }
    let (f, first) = (from.id() as u8, rest[0]);
    if rest.len() == 1 && ADJACENT[f as usize] & first.bit() != 0 {
        if state.occupied() & first.bit() != 0 {
            return Err(bad(Msg::new("dablot.error.occupied").arg(first)));
        }
        return Ok(Move::step(f, first.id() as u8));
    }
    let rank = state.rank_at(f);
    let victims = state.victims(state.to_move, rank);
    let enemy = state.men[1 - side];
    let mut empty = state.empty() | from.bit();
    let (mut at, mut captured) = (*from, 0u128);
    for &next in rest {
        if ADJACENT[at.id()] & next.bit() != 0 {
            return Err(bad(Msg::new("dablot.error.step_in_chain").arg(at).arg(next)));
        }
        let Some(&(over, _)) = JUMP[at.id()].iter().find(|j| j.1 as usize == next.id()) else {
            return Err(bad(Msg::new("dablot.error.not_a_jump").arg(at).arg(next)));
        };
        let ob = 1u128 << over;
        let over_pt = Point::raw(over);
        if enemy & ob == 0 || captured & ob != 0 {
            return Err(bad(Msg::new("dablot.error.nothing_to_jump").arg(over_pt)));
        }
        if victims & ob == 0 {
            let key = if rank == super::Rank::Soldier {
                "dablot.error.outranked_soldier"
            } else {
                "dablot.error.outranked_prince"
            };
            return Err(bad(Msg::new(key).arg(over_pt)));
        }
        if empty & next.bit() == 0 {
            return Err(bad(Msg::new("dablot.error.occupied").arg(next)));
        }
        captured |= ob;
        empty |= ob;
        at = next;
    }
    Ok(Move::capture(f, at.id() as u8, captured))
}
