//! Hemming in: the score where only leaving the enemy no move wins, a prince and soldiers
//! against a lone king that none of them may take (a king takes any adjacent enemy piece whose
//! far point is empty, so a wall holds only where each of its pieces is covered).

use super::super::Dablot;
use super::super::board::{ADJACENT, DISTANCE, JUMP, NONE, bits};
use super::super::pieces::{Rank, Side};

/// Can side `a` win only by hemming in: none of its pieces may take any the other has left (a
/// lone king against a prince and soldiers)?
pub(super) fn hemming(p: &Dablot, a: Side) -> bool {
    match p.top_rank(a) {
        Some(top) => p.men[1 - a as usize] != 0 && bits(p.men[1 - a as usize]).all(|t| p.rank_at(t) > top),
        None => false,
    }
}

/// What a piece the hemmed pieces could take costs, by how many steps away they must walk to
/// take it.
const THREAT: [i32; 6] = [150, 100, 60, 40, 25, 15];

/// Hemming in: what side `d`'s pieces (none of which the other side may take) still have, in
/// hundredths of a soldier, to be taken from the score of the side hemming them in. Both sides
/// spread through the empty points a step at a time, the hemmers first: the points the hemmed
/// pieces reach first are their **region** (all they can walk to, once they are shut in), each
/// point of it counted; so is each point they could walk to if nobody moved (up to 40). Each
/// hemming piece that they could take from a point they can walk to costs, the more the fewer
/// steps away ([`THREAT`]): a wall holds only where every piece of it is covered (the point
/// beyond it, seen from inside, occupied or off the board). Every hemming piece counts 300 more
/// than elsewhere (none can be spared to the king), each by its distance from the nearest
/// hemmed piece, and the hemmed pieces' steps count. The score does not fade with the draw
/// rule here: a fresh count, bought by letting the king take a piece, is no gain.
pub(super) fn hem(p: &Dablot, d: Side) -> i32 {
    let empty = p.empty();
    let mine = p.men[d as usize];
    let theirs = p.men[1 - d as usize];
    let (mut region, mut held) = (mine, theirs);
    let (mut frontier, mut front) = (mine, theirs);
    while frontier != 0 {
        let free = empty & !region & !held;
        let ours = bits(front).fold(0u128, |n, r| n | ADJACENT[r as usize]) & free;
        held |= ours;
        front = ours;
        let next = bits(frontier).fold(0u128, |n, r| n | ADJACENT[r as usize]) & free & !ours;
        region |= next;
        frontier = next;
    }
    // And what they could walk to if nobody moved (all of it, unless they are shut in), ring
    // by ring: each piece they could take from a point of a ring counts, the more the nearer.
    let victims = p.victims(d, p.top_rank(d).unwrap_or(Rank::Soldier));
    let (mut reach, mut frontier, mut ring) = (mine, mine, 0usize);
    let (mut open, mut threat) = (0u128, 0i32);
    while frontier != 0 {
        for r in bits(frontier) {
            for (over, onto) in JUMP[r as usize] {
                if onto == NONE {
                    continue;
                }
                let o = 1u128 << over;
                if victims & o & !open != 0 && (empty | mine) & (1u128 << onto) != 0 {
                    open |= o;
                    threat += THREAT[ring.min(THREAT.len() - 1)];
                }
            }
        }
        let next = bits(frontier).fold(0u128, |n, r| n | ADJACENT[r as usize]) & empty & !reach;
        reach |= next;
        frontier = next;
        ring += 1;
    }
    let walk = (reach & !mine).count_ones().min(40) as i32;
    let room = (region & !mine).count_ones() as i32;
    let steps: u32 = p.step_targets_by_dir(mine).iter().map(|t| t.count_ones()).sum();
    // The hemmers close in: each by its distance from the nearest hemmed piece.
    let far: i32 = bits(theirs)
        .map(|x| bits(mine).map(|t| DISTANCE[x as usize][t as usize].min(12) as i32).min().unwrap_or(12))
        .sum();
    20 * far - 300 * theirs.count_ones() as i32 + 20 * room + 20 * walk + threat + 20 * steps as i32
}

#[cfg(test)]
mod tests {
    use super::super::score::score;
    use super::super::{SHUT_CORNER, test_position};
    use super::*;
    use crate::games::dablot::Point;
    use crate::games::dablot::moves::Move;
    use crate::model::Game;

    /// A lone king in the corner with two points left, every piece around it covered; and the
    /// same with one soldier stepped aside, so that the king may take the soldier at 2,2 from
    /// 1,1 and break out.
    fn walls(quiet: u16) -> (Dablot, Dablot) {
        let shut = SHUT_CORNER;
        let mut leaky = shut;
        leaky[5] = ('S', 4, 4);
        (test_position("compulsory", quiet, &shut), test_position("compulsory", quiet, &leaky))
    }

    #[test]
    fn a_covered_wall_scores_above_one_the_king_breaks() {
        let (shut, leaky) = walls(0);
        assert!(hemming(&shut, 0) && hemming(&leaky, 0), "a lone king against soldiers is hemmed in");
        assert!(score(&shut, 0) > score(&leaky, 0) + 100, "{} against {}", score(&shut, 0), score(&leaky, 0));
    }

    #[test]
    fn hemming_in_does_not_fade_with_the_draw_rule() {
        // Near the draw limit the side hemming in must not value a fresh count (the king taking
        // a piece) above the wall it holds.
        let (late, _) = walls(45);
        let (early, _) = walls(0);
        assert_eq!(score(&late, 0), score(&early, 0));
        // A soldier given to the king: it must take it, and the count starts again.
        let (mut given, _) = walls(45);
        let at = |x, y| Point::at(x, y).expect("a point").id() as u8;
        given.play_unchecked(Move::step(at(2, 2), at(1, 1)));
        let mut replies = Vec::new();
        given.legal_moves(&mut replies);
        assert!(replies.len() == 1 && replies[0].is_capture());
        given.play_unchecked(replies[0]);
        assert_eq!(given.quiet, 0);
        assert!(score(&late, 0) > score(&given, 0), "{} against {}", score(&late, 0), score(&given, 0));
    }
}
