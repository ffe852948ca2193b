//! Capture (rules 4 and 5).
//!
//! Rule 4: "Pieces may capture other pieces by jumping over them, similar to draughts. The piece
//! must jump over a single adjacent opposing piece, and land on an unoccupied space on the exact
//! opposite side of the jumped piece from its starting location. The jumped opposing piece is
//! removed from play. … A piece can make multiple jumps in one turn, even changing direction from
//! one jump to the next, as long as the prior rules are followed."
//!
//! Rule 5: "Pieces can only capture opposing pieces of equal or lower rank."
//!
//! A jump goes two steps along one straight line: corner over corner to corner, corner over
//! centre to corner (along a square's diagonal), or centre over corner to centre (the diagonals of
//! two squares that meet at a corner form one straight line).
//!
//! Our decisions (see `docs/rules/dablot.md`): the jumping piece's own starting point is empty as
//! soon as it leaves, so a chain may come back to it (rule `vacated`); a jumped piece is removed at
//! once ("The jumped opposing piece is removed from play") — on this board a chain can never land
//! where it has taken a piece, so when the taken pieces leave makes no difference. Two chains with
//! the same start, the same end and the same captured pieces leave the same position: they are one
//! move (rule `same-effect`).

use super::Dablot;
use super::board::{DELTA, DIRS, JUMP_FROM, JUMP_OVER, landing, shift};
use super::moves::Move;
use super::pieces::{Rank, Side};

impl Dablot {
    /// The enemy pieces a piece of `rank` belonging to `side` may capture: those of equal or
    /// lower rank.
    #[inline]
    pub(crate) fn victims(&self, side: Side, rank: Rank) -> u128 {
        let enemy = self.men[1 - side as usize];
        match rank {
            Rank::King => enemy,
            Rank::Prince => enemy & !self.kings,
            Rank::Soldier => enemy & !(self.kings | self.princes),
        }
    }

    /// For each direction, the points from which a soldier of `side` could jump that way now: an
    /// enemy soldier next to it that way and the point beyond empty (all points at once, one set
    /// of shifts per direction).
    #[inline]
    pub(crate) fn soldier_reach(&self, side: Side) -> [u128; DIRS] {
        let (v, e) = (self.victims(side, Rank::Soldier), self.empty());
        [
            reach::<0>(v, e),
            reach::<1>(v, e),
            reach::<2>(v, e),
            reach::<3>(v, e),
            reach::<4>(v, e),
            reach::<5>(v, e),
            reach::<6>(v, e),
            reach::<7>(v, e),
        ]
    }

    /// The pieces of `side` that can make at least one jump now.
    #[inline]
    pub(crate) fn jumpers(&self, side: Side) -> u128 {
        self.jumpers_with(side, &self.soldier_reach(side))
    }

    /// The same, given [`Dablot::soldier_reach`]: the soldiers where some direction reaches, and
    /// the prince and the king tested one by one.
    #[inline]
    pub(crate) fn jumpers_with(&self, side: Side, reach: &[u128; DIRS]) -> u128 {
        let own = self.men[side as usize];
        let mut j = self.soldiers(side) & reach.iter().fold(0, |a, &b| a | b);
        let empty = self.empty();
        for (piece, rank) in [(own & self.princes, Rank::Prince), (own & self.kings, Rank::King)] {
            if piece != 0 && can_jump(piece.trailing_zeros() as u8, self.victims(side, rank), empty) {
                j |= piece;
            }
        }
        j
    }

    /// Appends every capture of the piece on `from` to `out`, one move per distinct effect
    /// (start, end, captured pieces). With `stop_anywhere` a chain may end after any jump
    /// (Keyland's reading); otherwise only chains that cannot be extended are moves (rule 4a: the
    /// player "is required to make the capture(s)").
    pub(crate) fn add_captures(&self, from: u8, stop_anywhere: bool, out: &mut Vec<Move>) {
        let victims = self.victims(self.to_move, self.rank_at(from));
        // The mover's own point is free as soon as it leaves.
        let empty = self.empty() | 1u128 << from;
        // The first jumps are handled here; the search for longer chains starts only where a
        // chain goes on. (One jump is told apart by the piece it takes: no duplicates here.)
        let mut chain: Option<Chain> = None;
        let first = out.len();
        let mut over_set = JUMP_OVER[from as usize] & victims;
        while over_set != 0 {
            let over = over_set.trailing_zeros() as u8;
            over_set &= over_set - 1;
            let onto = landing(from, over);
            if empty >> onto & 1 == 0 {
                continue;
            }
            let ob = 1u128 << over;
            // The jumped piece is removed at once: its point is free for the rest of the chain.
            let (victims, empty) = (victims & !ob, empty | ob);
            if !can_jump(onto, victims, empty) {
                out.push(Move::capture(from, onto, ob));
                continue;
            }
            if stop_anywhere {
                out.push(Move::capture(from, onto, ob));
            }
            let chain = chain.get_or_insert(Chain { from, stop_anywhere, first, seen: None });
            chain.extend(onto, victims, empty, ob, 1, out);
        }
    }

    /// The chains of jumps from `from` as paths (each landing point in order), every path that
    /// reaches each distinct effect — for the UI and the notation, not for play.
    pub(crate) fn capture_paths(&self, from: u8, stop_anywhere: bool, out: &mut Vec<(Move, Vec<u8>)>) {
        let victims = self.victims(self.to_move, self.rank_at(from));
        let empty = self.empty() | 1u128 << from;
        let mut path = Vec::new();
        paths(from, from, stop_anywhere, victims, empty, 0, &mut path, out);
    }
}

/// The points from which a jump in direction `D` over a piece of `victims` lands on an empty
/// point.
#[inline(always)]
fn reach<const D: usize>(victims: u128, empty: u128) -> u128 {
    let back = -DELTA[D];
    JUMP_FROM[D] & shift(victims, back) & shift(empty, 2 * back)
}

/// Can a piece on `p` jump over one of `victims`?
#[inline(always)]
fn can_jump(p: u8, victims: u128, empty: u128) -> bool {
    let mut over = JUMP_OVER[p as usize] & victims;
    while over != 0 {
        if empty >> landing(p, over.trailing_zeros() as u8) & 1 != 0 {
            return true;
        }
        over &= over - 1;
    }
    false
}

/// One chain search: the piece that jumps, where its moves begin in the output list, and a
/// small filter of the effects already listed (so that most new ones need no search).
struct Chain {
    from: u8,
    stop_anywhere: bool,
    first: usize,
    /// A 1024-bit filter of the effects of three jumps or more listed so far (cleared on first
    /// use: most searches never need it).
    seen: Option<[u64; 16]>,
}

impl Chain {
    /// Jumps on from `at`, having taken `captured` in `jumps` jumps; `victims` are the pieces
    /// still there to take and `empty` the free points.
    fn extend(&mut self, at: u8, victims: u128, empty: u128, captured: u128, jumps: u8, out: &mut Vec<Move>) {
        // Jumps are tried in point order of the piece jumped over.
        let mut over_set = JUMP_OVER[at as usize] & victims;
        while over_set != 0 {
            let over = over_set.trailing_zeros() as u8;
            over_set &= over_set - 1;
            let onto = landing(at, over);
            if empty >> onto & 1 == 0 {
                continue;
            }
            let ob = 1u128 << over;
            let taken = captured | ob;
            // The jumped piece is removed at once: its point is free for the rest of the chain.
            let (victims, empty) = (victims & !ob, empty | ob);
            let more = can_jump(onto, victims, empty);
            if self.stop_anywhere || !more {
                // Reaching the same point with the same pieces taken by another path gives the
                // same move, and the same continuations: nothing new below it.
                if !self.push(Move::capture(self.from, onto, taken), jumps + 1, out) {
                    continue;
                }
            }
            if more {
                self.extend(onto, victims, empty, taken, jumps + 1, out);
            }
        }
    }

    /// Adds `mv` unless another path of this piece already gave the same effect; says whether
    /// it was new. Two different paths only ever meet after three jumps or more (a triangle of
    /// jumps run either way round; a unit test below checks every path of up to four jumps on
    /// the board), so shorter chains need no search; the filter spares the search for most longer
    /// ones that are new.
    #[inline]
    fn push(&mut self, mv: Move, jumps: u8, out: &mut Vec<Move>) -> bool {
        if jumps >= 3 {
            let h = mv.hash10();
            let (word, bit) = (h >> 6, 1u64 << (h & 63));
            let seen = self.seen.get_or_insert([0; 16]);
            if seen[word] & bit != 0 && out[self.first..].contains(&mv) {
                return false;
            }
            seen[word] |= bit;
        }
        out.push(mv);
        true
    }
}

/// Like [`Chain::extend`], keeping every path (the same effect may be reached by several).
#[allow(clippy::too_many_arguments)]
fn paths(
    from: u8,
    at: u8,
    stop_anywhere: bool,
    victims: u128,
    empty: u128,
    captured: u128,
    path: &mut Vec<u8>,
    out: &mut Vec<(Move, Vec<u8>)>,
) {
    let mut extended = false;
    let mut over_set = JUMP_OVER[at as usize] & victims;
    while over_set != 0 {
        let over = over_set.trailing_zeros() as u8;
        over_set &= over_set - 1;
        let onto = landing(at, over);
        if empty >> onto & 1 == 0 {
            continue;
        }
        let ob = 1u128 << over;
        extended = true;
        path.push(onto);
        if stop_anywhere {
            out.push((Move::capture(from, onto, captured | ob), path.clone()));
        }
        paths(from, onto, stop_anywhere, victims & !ob, empty | ob, captured | ob, path, out);
        path.pop();
    }
    if !extended && captured != 0 && !stop_anywhere {
        out.push((Move::capture(from, at, captured), path.clone()));
    }
}

#[cfg(test)]
mod tests {
    use super::super::board::{JUMP_OVER, POINTS, landing};
    use std::collections::HashMap;

    /// Every chain of up to `max` jumps from `p` on the bare board (any piece may be jumped, each
    /// at most once, landing points need not be empty): a superset of every real chain.
    fn chains(p: u8, max: usize, taken: u128, path: &mut Vec<u8>, out: &mut Vec<(u8, u128, Vec<u8>)>) {
        if path.len() == max {
            return;
        }
        let at = *path.last().unwrap_or(&p);
        let mut over_set = JUMP_OVER[at as usize] & !taken;
        while over_set != 0 {
            let over = over_set.trailing_zeros() as u8;
            over_set &= over_set - 1;
            let onto = landing(at, over);
            let t = taken | 1u128 << over;
            path.push(onto);
            out.push((onto, t, path.clone()));
            chains(p, max, t, path, out);
            path.pop();
        }
    }

    #[test]
    fn different_paths_meet_only_after_three_jumps() {
        let mut shortest = usize::MAX;
        for p in 0..POINTS as u8 {
            let mut all = Vec::new();
            chains(p, 4, 0, &mut Vec::new(), &mut all);
            let mut by_effect: HashMap<(u8, u128), Vec<Vec<u8>>> = HashMap::new();
            for (end, taken, path) in all {
                by_effect.entry((end, taken)).or_default().push(path);
            }
            for paths in by_effect.values().filter(|v| v.len() > 1) {
                shortest = shortest.min(paths[0].len());
            }
        }
        // A triangle: from 0,0 over 1,1, 1,3 and 0,2 back to 0,0, or the other way round.
        assert_eq!(shortest, 3);
    }

    #[test]
    fn a_chain_never_lands_where_it_took_a_piece() {
        for p in 0..POINTS as u8 {
            let mut all = Vec::new();
            chains(p, 5, 0, &mut Vec::new(), &mut all);
            for (end, taken, path) in all {
                assert_eq!(taken >> end & 1, 0, "from {p} along {path:?}");
            }
        }
    }
}
