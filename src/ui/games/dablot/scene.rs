//! Everything the board shows at a moment, computed in one place from the position shown, the
//! moves a person here may choose, what the player has chosen and the frame of a move being shown.
//! Plain data (texts as catalog messages): the views read it through small functions (`show.rs`).

use super::motion::Frame;
use crate::games::dablot::{Dablot, Move, POINTS, Party, Point, Rank, Side, points};
use crate::i18n::Msg;

// Flags of a point in the scene.
pub const MOVABLE: u8 = 1;
pub const SELECTED: u8 = 2;
pub const TARGET: u8 = 4;
pub const LAST: u8 = 8;

// The buttons under the board: stop a chain here, cancel the choice, pass.
pub const STOP: u8 = 0;
pub const CANCEL: u8 = 1;
pub const PASS: u8 = 2;

/// A piece as the board draws it.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct Pc {
    pub rank: Rank,
    pub sami: bool,
}

impl Pc {
    pub fn party(self) -> Party {
        if self.sami { Party::Sami } else { Party::Landowner }
    }

    pub fn class(self, ghost: bool) -> &'static str {
        ["db-pc lo", "db-pc sa", "db-pc lo ghost", "db-pc sa ghost"][self.sami as usize + 2 * ghost as usize]
    }
}

fn pc_at(d: &Dablot, p: Point) -> Option<Pc> {
    d.piece_at(p).map(|(side, rank)| Pc { rank, sami: d.party(side) == Party::Sami })
}

/// Everything the board shows.
#[derive(Clone, PartialEq, Default, Debug)]
pub struct Scene {
    /// The piece each point shows (the moving piece excluded), and whether it is a ghost: a piece
    /// taken by the last move or by the chain being chosen.
    pub occ: Vec<Option<(Pc, bool)>>,
    /// The piece in motion (being moved, animated or dragged), where it is, and whether it slides
    /// there from its previous place.
    pub mover: Option<(Pc, Point, bool)>,
    /// The last move's path, or the chain chosen so far.
    pub path: Vec<Point>,
    pub chain: bool,
    /// Flags of each point (`MOVABLE`, `SELECTED`, `TARGET`, `LAST`).
    pub flags: Vec<u8>,
    /// The line under the board.
    pub hint: Option<Msg>,
    /// The buttons shown under the board (bits `1 << STOP`, `1 << CANCEL`, `1 << PASS`).
    pub buttons: u8,
    /// The pieces each side has lost, by rank.
    pub taken: [[u8; 3]; 2],
    /// The side playing the Sámi.
    pub sami: Side,
}

/// The points jumped over along a path (the middle of each jump).
fn jumped(path: &[Point]) -> Vec<Point> {
    path.windows(2)
        .filter_map(|w| {
            let (ax, ay, bx, by) = (w[0].x() as i32, w[0].y() as i32, w[1].x() as i32, w[1].y() as i32);
            // A step moves 2 in doubled coordinates (|dx| + |dy|), a jump 4.
            ((ax - bx).abs() + (ay - by).abs() == 4)
                .then(|| Point::at((ax + bx) / 2, (ay + by) / 2))
                .flatten()
        })
        .collect()
}

impl Scene {
    /// The scene of position `s` (the live game, a step of its replay or of a move explained),
    /// with the moves a person here may choose (`legal`), the move that led to it (`last`: the
    /// position before and the move), the pieces taken so far, the frame of a move being shown,
    /// and the piece and landing points the player has chosen.
    pub fn new(
        s: &Dablot,
        legal: &[Move],
        last: Option<(Dablot, Move)>,
        taken: [[u8; 3]; 2],
        frame: Option<&Frame>,
        chosen: Option<&(Point, Vec<Point>)>,
    ) -> Scene {
        let sami = if s.party(0) == Party::Sami { 0 } else { 1 };
        let mut sc =
            Scene { occ: vec![None; POINTS], flags: vec![0; POINTS], sami, taken, ..Scene::default() };
        let human = !legal.is_empty();
        // The position shown, the moving piece's start, and the path it has taken so far.
        let (shown, from, path, slide) = match (frame, chosen) {
            (Some(f), _) => (f.before, f.path.first().copied(), f.path.clone(), f.slide),
            (None, Some((from, so_far))) if human => {
                let mut path = vec![*from];
                path.extend(so_far.iter().copied());
                (*s, Some(*from), path, !so_far.is_empty())
            }
            _ => (*s, None, Vec::new(), false),
        };
        let gone = jumped(&path);
        for p in points() {
            let pc = pc_at(&shown, p);
            if Some(p) == from {
                sc.mover = pc.zip(path.last().copied()).map(|(pc, at)| (pc, at, slide));
            } else {
                sc.occ[p.id()] = pc.map(|pc| (pc, gone.contains(&p)));
            }
        }
        sc.path = path;
        sc.chain = frame.is_none() && chosen.is_some();
        if frame.is_some() {
            return sc;
        }
        if let Some(e) = s.end() {
            sc.hint = Some(Msg::new(e.reason.text_key()));
        }
        let chosen = match (chosen, from) {
            (Some((_, so_far)), Some(from)) => Some((so_far, from)),
            _ => None,
        };
        // The last move stays marked until the chosen piece makes its first jump.
        if chosen.is_none_or(|(so_far, _)| so_far.is_empty()) {
            sc.mark_last(last);
        }
        match chosen {
            Some((so_far, from)) => sc.choosing(s, from, so_far),
            None if human => {
                if legal.iter().all(|m| m.is_pass()) {
                    sc.buttons |= 1 << PASS;
                } else {
                    for p in s.movable_pieces() {
                        sc.flag(p, MOVABLE);
                    }
                    sc.hint = Some(Msg::new(if s.capture_forced() {
                        "dablot.board.forced"
                    } else {
                        "dablot.board.choose"
                    }));
                }
            }
            None => {}
        }
        sc
    }

    fn flag(&mut self, p: Point, bit: u8) {
        if let Some(f) = self.flags.get_mut(p.id()) {
            *f |= bit;
        }
    }

    /// The last move: its path, the pieces it took (as ghosts), its start and end marked.
    fn mark_last(&mut self, last: Option<(Dablot, Move)>) {
        self.chain = false;
        self.path.clear();
        if let Some((before, mv)) = last {
            self.path = before.path(mv);
            for p in mv.captured() {
                self.occ[p.id()] = pc_at(&before, p).map(|pc| (pc, true));
            }
            for p in [mv.from(), mv.to()].into_iter().flatten() {
                self.flag(p, LAST);
            }
        }
    }

    /// The piece on `from` chosen, gone to `so_far`: where it can go next, what to do, the buttons.
    fn choosing(&mut self, s: &Dablot, from: Point, so_far: &[Point]) {
        let c = s.continuations(from, so_far);
        for &p in &c.next {
            self.flag(p, TARGET);
        }
        self.flag(*so_far.last().unwrap_or(&from), SELECTED);
        if so_far.is_empty() {
            for p in s.movable_pieces() {
                self.flag(p, MOVABLE);
            }
            let name = self.mover.map_or("", |(pc, _, _)| pc.party().the_key(pc.rank, false));
            self.hint = Some(Msg::new("dablot.board.where").arg_text(name));
        } else {
            self.hint =
                Some(Msg::new(if c.can_stop { "dablot.board.chain_stop" } else { "dablot.board.chain" }));
            self.buttons |= (c.can_stop as u8) << STOP;
        }
        self.buttons |= 1 << CANCEL;
    }
}
