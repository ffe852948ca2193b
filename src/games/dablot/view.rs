//! What the board UI asks of the rules, as pure functions, so the UI never re-implements a rule:
//! the geometry (`board::points`, `board::lines`), each move's path and captured points, the
//! pieces that can move, a piece's destinations, and a capture chain chosen jump by jump.
//!
//! None of these is on the hot path; they allocate freely.

use super::Dablot;
use super::board::{Point, bits};
use super::moves::Move;
use super::pieces::{Party, Rank, Side};
use crate::model::Game;

/// A piece as the board shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct PieceView {
    pub point: Point,
    pub side: Side,
    pub rank: Rank,
    pub party: Party,
    /// Catalog key of its name ("Sámi king", "peasant"…).
    pub name_key: &'static str,
}

/// Where a piece may go next, part-way through choosing its move.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Continuations {
    /// The next landing points (or step targets, before the first one) that lead to a legal move,
    /// in point order.
    pub next: Vec<Point>,
    /// The path so far is a whole legal move: the turn may end here.
    pub can_stop: bool,
    /// That move, when the turn may end here.
    pub stop_move: Option<Move>,
}

impl Dablot {
    /// Every piece with its side, rank, party and name key, in point order.
    pub fn piece_views(&self) -> Vec<PieceView> {
        self.pieces()
            .map(|p| {
                let party = self.party(p.side);
                PieceView {
                    point: p.point,
                    side: p.side,
                    rank: p.rank,
                    party,
                    name_key: party.piece_key(p.rank),
                }
            })
            .collect()
    }

    /// The legal moves now (empty when the game is over).
    pub fn legal(&self) -> Vec<Move> {
        let mut v = Vec::new();
        self.moves(&mut v);
        v
    }

    /// The path of a move: its start and each landing point in order (for a capture, the first
    /// path with this effect, as the notation writes it). Empty for a pass.
    pub fn path(&self, mv: Move) -> Vec<Point> {
        let (Some(from), Some(to)) = (mv.from(), mv.to()) else { return Vec::new() };
        if !mv.is_capture() {
            return vec![from, to];
        }
        let mut path = vec![from];
        path.extend(self.path_of(mv).unwrap_or_else(|| vec![to]));
        path
    }

    /// The landing points of the first chain of jumps with `mv`'s effect, if `mv` is a capture
    /// the piece on its start point can make (legal now or not).
    pub(crate) fn path_of(&self, mv: Move) -> Option<Vec<Point>> {
        let from = mv.from()?;
        if self.men[self.to_move as usize] & from.bit() == 0 || !mv.is_capture() {
            return None;
        }
        let mut all = Vec::new();
        self.capture_paths(mv.src(), true, &mut all);
        all.into_iter().find(|(m, _)| *m == mv).map(|(_, p)| p.into_iter().map(Point::raw).collect())
    }

    /// Every path a player may take with the piece on `from` (start excluded: each landing point in
    /// order), with the move it makes. Several paths may make the same move.
    pub fn legal_paths(&self, from: Point) -> Vec<(Move, Vec<Point>)> {
        let legal: Vec<Move> = self.legal().into_iter().filter(|m| m.from() == Some(from)).collect();
        let mut out: Vec<(Move, Vec<Point>)> = Vec::new();
        for &m in legal.iter().filter(|m| !m.is_capture()) {
            out.extend(m.to().map(|to| (m, vec![to])));
        }
        if legal.iter().any(|m| m.is_capture()) {
            let mut all = Vec::new();
            self.capture_paths(from.id() as u8, true, &mut all);
            for (m, p) in all {
                if legal.contains(&m) {
                    out.push((m, p.into_iter().map(Point::raw).collect()));
                }
            }
        }
        out
    }

    /// The pieces of the side to move that have a legal move (when capture is compulsory and
    /// possible, only the capturing pieces: see [`Dablot::capture_forced`]).
    pub fn movable_pieces(&self) -> Vec<Point> {
        let b = self.legal().iter().filter_map(|m| m.from()).fold(0u128, |b, p| b | p.bit());
        bits(b).map(Point::raw).collect()
    }

    /// The end points of the legal moves of the piece on `from`, in point order.
    pub fn destinations(&self, from: Point) -> Vec<Point> {
        let b = self
            .legal()
            .iter()
            .filter(|m| m.from() == Some(from))
            .filter_map(|m| m.to())
            .fold(0, |b, p| b | p.bit());
        bits(b).map(Point::raw).collect()
    }

    /// Choosing a move point by point: after the piece on `from` has gone to each point of `so_far`
    /// (empty: nothing chosen yet), where may it go next, and may the turn end here? A point not on
    /// any legal path gives no continuations and no stop.
    pub fn continuations(&self, from: Point, so_far: &[Point]) -> Continuations {
        let mut c = Continuations::default();
        let mut next = 0u128;
        for (m, path) in self.legal_paths(from) {
            if !path.starts_with(so_far) {
                continue;
            }
            match path.get(so_far.len()) {
                Some(p) => next |= p.bit(),
                None if !so_far.is_empty() => {
                    c.can_stop = true;
                    c.stop_move = Some(m);
                }
                None => {}
            }
        }
        c.next = bits(next).map(Point::raw).collect();
        c
    }
}
