//! The score of a position the endgame search does not look into, for the side ahead: what
//! winning is in Dablot once a game is decided, in hundredths of a soldier.
//!
//! - **material**, and **trades**: every enemy piece gone counts beyond its worth, so the side
//!   ahead exchanges down towards "captures all their opponent's pieces";
//! - **room**: the fewer moves the enemy has, the better — a side that cannot move loses
//!   (`blocked=loses`), and a side short of moves must give pieces away;
//! - **the hunt**: each enemy piece by the distance, along the lines, of the nearest piece that
//!   may take it, and by the lines it could be jumped along (a piece in a corner of the board is
//!   never taken, only shut in by three pieces: the side ahead takes soldiers before they hide
//!   there); a piece nothing may take (an enemy king, once one's own is gone) can only be
//!   hemmed in, and counts its free neighbours and how far the hunters stand; and with the last
//!   few enemy pieces (`LAST_FEW`), every hunter closes in on each and its free neighbours
//!   count against it (one hunter alone never catches a piece that flees);
//! - **hemming in**: where nothing of the side's may take anything the other has left (a lone
//!   king against a prince and soldiers), the score is that of `hem.rs` instead;
//! - **the draw rule**: in the second half of the turns allowed without capture the score fades
//!   towards a draw, so a capture in reach is made in time (not when hemming in).

use super::super::Dablot;
use super::super::board::{ADJACENT, DISTANCE, NEIGHBOUR, NONE, POINTS, bits};
use super::super::pieces::{Rank, Side};
use super::hem::{hem, hemming};

/// With this many enemy pieces left or fewer, every hunter closes in on each (see [`score`]):
/// under compulsory capture the last two; under optional capture, where a fleeing piece is
/// never forced into a capture, the last three (docs/ai.md: 46 of 48 decided positions won
/// against intermediate with three, 44 with two; under compulsory capture three gave 35, two 42).
const LAST_FEW: [u32; 2] = [3, 2];

/// How many lines pass through each point with a point on both sides of it: the ways a piece
/// there can be jumped. None in a corner of the board (a piece there is never taken, only shut
/// in by three), one on an edge's corner points (along the edge).
const LINES_THROUGH: [u8; POINTS] = {
    let mut t = [0u8; POINTS];
    let mut p = 0;
    while p < POINTS {
        // Each direction with its opposite: E W, N S, NE SW, NW SE.
        let pairs = [(0, 1), (2, 3), (4, 7), (5, 6)];
        let mut i = 0;
        while i < 4 {
            if NEIGHBOUR[p][pairs[i].0] != NONE && NEIGHBOUR[p][pairs[i].1] != NONE {
                t[p] += 1;
            }
            i += 1;
        }
        p += 1;
    }
    t
};

/// What an enemy piece that could be taken costs more where few lines pass through it
/// ([`LINES_THROUGH`]: none, one): a soldier in a corner of the board is taken by no one.
const HIDDEN: [i32; 2] = [100, 25];

/// The score of `p` for side `a`, in hundredths of a soldier (see the module's text).
pub(crate) fn score(p: &Dablot, a: Side) -> i32 {
    let (a, d) = (a as usize, 1 - a as usize);
    let worth = |m: u128| -> i32 {
        let k = (m & p.kings).count_ones() as i32;
        let pr = (m & p.princes).count_ones() as i32;
        (m.count_ones() as i32 - k - pr) * 100 + pr * 400 + k * 800
    };
    let (ma, md) = (p.men[a], p.men[d]);
    let mut s = worth(ma) - worth(md);
    // Trades: each enemy piece gone counts more than its worth, each of one's own a little less.
    s += 60 * (30 - md.count_ones() as i32) - 20 * (30 - ma.count_ones() as i32);
    // Room: the enemy's steps and captures.
    let steps: u32 = p.step_targets_by_dir(md).iter().map(|t| t.count_ones()).sum();
    s -= 6 * steps as i32 + 30 * p.jumpers(d as Side).count_ones() as i32;
    // The hunt.
    let top_a = p.top_rank(a as Side);
    let hunters = |r: Rank| -> u128 {
        match r {
            Rank::Soldier => ma,
            Rank::Prince => ma & (p.kings | p.princes),
            Rank::King => ma & p.kings,
        }
    };
    let empty = p.empty();
    if hemming(p, a as Side) {
        // Nothing of ours may take what the enemy has left: only hemming it in wins.
        return s - hem(p, d as Side);
    }
    let last_few = md.count_ones() <= LAST_FEW[p.cfg.compulsory as usize];
    for t in bits(md) {
        let r = p.rank_at(t);
        let h = hunters(r);
        if h != 0 {
            let near = bits(h).map(|x| DISTANCE[x as usize][t as usize]).min().unwrap_or(12).min(12);
            s -= 8 * near as i32;
            if let Some(&hidden) = HIDDEN.get(LINES_THROUGH[t as usize] as usize) {
                s -= hidden;
            }
            if last_few {
                // A last piece flees from one hunter: it is caught by all closing in on it and
                // taking its room.
                let all: i32 = bits(h).map(|x| DISTANCE[x as usize][t as usize].min(12) as i32).sum();
                let free = (ADJACENT[t as usize] & empty).count_ones() as i32;
                s -= 6 * all / h.count_ones() as i32 + 25 * free;
            }
        } else if top_a.is_some() {
            // Only to be hemmed in: its free neighbours, and the hunters' distance.
            let free = (ADJACENT[t as usize] & empty).count_ones() as i32;
            let far: i32 = bits(ma).map(|x| DISTANCE[x as usize][t as usize].min(12) as i32).sum();
            s -= 40 * free + 2 * far / ma.count_ones().max(1) as i32;
        }
    }
    // The draw rule: in its second half, the score fades towards a draw.
    let limit = 2 * p.cfg.draw_turns as i32;
    let left = (limit - p.quiet as i32).max(0);
    if 2 * left < limit {
        s = s * 2 * left / limit.max(1);
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::dablot::Point;

    #[test]
    fn a_piece_in_a_corner_of_the_board_lies_on_no_line_to_be_jumped_along() {
        let lines = |x, y| LINES_THROUGH[Point::at(x, y).expect("a point").id()];
        for (x, y) in [(0, 0), (10, 0), (0, 12), (10, 12)] {
            assert_eq!(lines(x, y), 0, "{x},{y}");
        }
        // An edge's corner point: along the edge only; the centre of a corner square: both of
        // its diagonals; an inner corner point: all four lines.
        assert_eq!((lines(4, 0), lines(0, 6), lines(1, 1), lines(4, 4)), (1, 1, 2, 4));
    }
}
