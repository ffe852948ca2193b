//! The board: "a 6 (width) x 7 (length) grid board with diagonal lines running through each
//! 'square' of the board. Pieces are placed on the intersections between gridlines" (Wikipedia,
//! Equipment).
//!
//! **Doubled coordinates.** A corner point is `(X, Y)` with `X = 0, 2, …, 10` and
//! `Y = 0, 2, …, 12`; the centre of a square (where its diagonals cross) has both coordinates odd.
//! That gives 6 × 7 = 42 corners and 5 × 6 = 30 centres: **72 points**. Side 0 sits at `Y = 0`.
//!
//! **Lines.** Each corner is joined to its orthogonal neighbours (35 horizontal and 36 vertical
//! lines) and each centre to its square's four corners (120 half-diagonals): **191 lines**.
//! A centre has no orthogonal line, so it has 4 neighbours; an inner corner has 8.
//!
//! **Numbering.** Internally a point is a number `0..72`, row by row from `Y = 0`, left to right
//! (a corner row has 6 points, a centre row 5). With this numbering every direction is the same
//! shift everywhere it exists (north-east is always `+6`, north `+11`…), so sets of points are
//! bits of a `u128` and a whole side's steps can be found with a few shifts. The tables below are
//! computed at compile time from the coordinates; a test checks the shifts against them.

/// Number of points.
pub const POINTS: usize = 72;
/// Number of lines.
pub const LINES: usize = 191;
/// "No point": a direction that leaves the board.
pub const NONE: u8 = u8::MAX;
/// Every point, as a bit set.
pub const ALL: u128 = (1u128 << POINTS) - 1;

/// A point of the board. `Point::at(x, y)` takes doubled coordinates.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Point(u8);

impl Point {
    /// The point with doubled coordinates `(x, y)`, if there is one.
    pub fn at(x: i32, y: i32) -> Option<Point> {
        if !(0..=10).contains(&x) || !(0..=12).contains(&y) || (x + y) % 2 != 0 {
            return None;
        }
        Some(Point(id_of(x as u8, y as u8)))
    }

    /// The point numbered `id` (`0..72`, row by row from side 0's edge).
    pub fn from_id(id: usize) -> Option<Point> {
        (id < POINTS).then_some(Point(id as u8))
    }

    pub(crate) const fn raw(id: u8) -> Point {
        Point(id)
    }

    pub const fn id(self) -> usize {
        self.0 as usize
    }

    /// Doubled x coordinate, `0..=10`.
    pub const fn x(self) -> u8 {
        XY[self.0 as usize].0
    }

    /// Doubled y coordinate, `0..=12` (side 0's edge is `y = 0`).
    pub const fn y(self) -> u8 {
        XY[self.0 as usize].1
    }

    /// Is this the centre of a square (both coordinates odd) rather than a corner?
    pub const fn is_centre(self) -> bool {
        self.y() % 2 == 1
    }

    pub(crate) const fn bit(self) -> u128 {
        1u128 << self.0
    }
}

impl std::fmt::Display for Point {
    /// The notation of a point: `x,y` in doubled coordinates.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{},{}", self.x(), self.y())
    }
}

/// Every point in numbering order.
pub fn points() -> impl Iterator<Item = Point> {
    (0..POINTS as u8).map(Point)
}

/// Every line of the board as a pair of points (for drawing): 191 pairs, each once.
pub fn lines() -> &'static [(Point, Point); LINES] {
    &LINE_LIST
}

// ---------------------------------------------------------------------------------------------
// Directions

/// The eight directions: `E, W, N, S` (orthogonal, corners only) then `NE, NW, SE, SW`.
pub const DIRS: usize = 8;
/// `(dx, dy)` of one step in each direction, in doubled coordinates.
pub const STEP: [(i8, i8); DIRS] = [(2, 0), (-2, 0), (0, 2), (0, -2), (1, 1), (-1, 1), (1, -1), (-1, -1)];
/// The change of point number for one step in each direction (the same everywhere it exists).
pub const DELTA: [i8; DIRS] = [1, -1, 11, -11, 6, 5, -5, -6];

/// The number of the point in row `y` at column `x` (doubled coordinates, `x + y` even).
const fn id_of(x: u8, y: u8) -> u8 {
    // Rows 0..y hold ceil(y/2) corner rows of 6 and floor(y/2) centre rows of 5.
    let base = (y as usize).div_ceil(2) * 6 + (y as usize / 2) * 5;
    (base + x as usize / 2) as u8
}

/// Doubled coordinates of each point.
pub(crate) const XY: [(u8, u8); POINTS] = {
    let mut t = [(0u8, 0u8); POINTS];
    let mut y = 0u8;
    while y <= 12 {
        let mut x = y % 2;
        while x <= 10 {
            t[id_of(x, y) as usize] = (x, y);
            x += 2;
        }
        y += 1;
    }
    t
};

/// The neighbour of each point in each direction along a line, or [`NONE`].
pub(crate) const NEIGHBOUR: [[u8; DIRS]; POINTS] = {
    let mut t = [[NONE; DIRS]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let (x, y) = XY[p];
        let centre = y % 2 == 1;
        let mut d = 0;
        while d < DIRS {
            // Centres have only the four half-diagonals.
            if !(centre && d < 4) {
                let nx = x as i32 + STEP[d].0 as i32;
                let ny = y as i32 + STEP[d].1 as i32;
                if nx >= 0 && nx <= 10 && ny >= 0 && ny <= 12 {
                    t[p][d] = id_of(nx as u8, ny as u8);
                }
            }
            d += 1;
        }
        p += 1;
    }
    t
};

/// For each point and direction, `(over, onto)`: the point jumped over and the landing point of a
/// jump "along a straight line" (two steps in the same direction), or `(NONE, NONE)`.
pub(crate) const JUMP: [[(u8, u8); DIRS]; POINTS] = {
    let mut t = [[(NONE, NONE); DIRS]; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < DIRS {
            let over = NEIGHBOUR[p][d];
            if over != NONE {
                let onto = NEIGHBOUR[over as usize][d];
                if onto != NONE {
                    t[p][d] = (over, onto);
                }
            }
            d += 1;
        }
        p += 1;
    }
    t
};

/// For each point, the neighbours that a jump from it may pass over (those with a landing point
/// beyond them on the same line). Jumping over `over` from `p` lands on `2 * over - p`: the
/// numbering makes every direction a constant shift (a test checks it).
pub(crate) const JUMP_OVER: [u128; POINTS] = {
    let mut t = [0u128; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < DIRS {
            if JUMP[p][d].1 != NONE {
                t[p] |= 1u128 << JUMP[p][d].0;
            }
            d += 1;
        }
        p += 1;
    }
    t
};

/// Where a jump from `from` over `over` lands (`over` must be in `JUMP_OVER[from]`).
#[inline(always)]
pub(crate) const fn landing(from: u8, over: u8) -> u8 {
    (2 * over as i16 - from as i16) as u8
}

/// The neighbours of each point, as a bit set.
pub(crate) const ADJACENT: [u128; POINTS] = {
    let mut t = [0u128; POINTS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < DIRS {
            if NEIGHBOUR[p][d] != NONE {
                t[p] |= 1u128 << NEIGHBOUR[p][d];
            }
            d += 1;
        }
        p += 1;
    }
    t
};

/// The points that have a neighbour in each direction.
pub(crate) const STEP_FROM: [u128; DIRS] = {
    let mut t = [0u128; DIRS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < DIRS {
            if NEIGHBOUR[p][d] != NONE {
                t[d] |= 1u128 << p;
            }
            d += 1;
        }
        p += 1;
    }
    t
};

/// The points from which a jump in each direction stays on the board.
pub(crate) const JUMP_FROM: [u128; DIRS] = {
    let mut t = [0u128; DIRS];
    let mut p = 0;
    while p < POINTS {
        let mut d = 0;
        while d < DIRS {
            if JUMP[p][d].1 != NONE {
                t[d] |= 1u128 << p;
            }
            d += 1;
        }
        p += 1;
    }
    t
};

const LINE_LIST: [(Point, Point); LINES] = {
    let mut t = [(Point(0), Point(0)); LINES];
    let mut n = 0;
    let mut p = 0;
    while p < POINTS {
        // E, N, NE, NW: each line once, from its lower (or left) end.
        let forward = [0usize, 2, 4, 5];
        let mut i = 0;
        while i < forward.len() {
            let q = NEIGHBOUR[p][forward[i]];
            if q != NONE {
                t[n] = (Point(p as u8), Point(q));
                n += 1;
            }
            i += 1;
        }
        p += 1;
    }
    assert!(n == LINES, "the board must have 191 lines");
    t
};

/// Shortest distance in steps along the lines between two points (for single combat, where a
/// piece must step "toward" the other).
pub(crate) const DISTANCE: [[u8; POINTS]; POINTS] = {
    let mut t = [[u8::MAX; POINTS]; POINTS];
    let mut src = 0;
    while src < POINTS {
        let mut queue = [0u8; POINTS];
        let (mut head, mut tail) = (0, 1);
        queue[0] = src as u8;
        t[src][src] = 0;
        while head < tail {
            let p = queue[head] as usize;
            head += 1;
            let mut d = 0;
            while d < DIRS {
                let q = NEIGHBOUR[p][d];
                if q != NONE && t[src][q as usize] == u8::MAX {
                    t[src][q as usize] = t[src][p] + 1;
                    queue[tail] = q;
                    tail += 1;
                }
                d += 1;
            }
        }
        src += 1;
    }
    t
};

/// `b` shifted by `delta` point numbers (positive: towards higher numbers), cut to the board.
#[inline(always)]
pub(crate) const fn shift(b: u128, delta: i8) -> u128 {
    (if delta >= 0 { b << delta as u32 } else { b >> (-delta) as u32 }) & ALL
}

/// The points of a bit set, in numbering order (the low and high 64 bits in turn, which is
/// cheaper than 128-bit arithmetic).
#[inline]
pub(crate) fn bits(b: u128) -> impl Iterator<Item = u8> {
    let (mut lo, mut hi) = (b as u64, (b >> 64) as u64);
    std::iter::from_fn(move || {
        if lo != 0 {
            let p = lo.trailing_zeros() as u8;
            lo &= lo - 1;
            Some(p)
        } else if hi != 0 {
            let p = hi.trailing_zeros() as u8;
            hi &= hi - 1;
            Some(64 + p)
        } else {
            None
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_match_the_tables() {
        for p in 0..POINTS {
            for d in 0..DIRS {
                let n = NEIGHBOUR[p][d];
                if n != NONE {
                    assert_eq!(n as i32, p as i32 + DELTA[d] as i32, "point {p} direction {d}");
                    assert_eq!(shift(1u128 << p, DELTA[d]), 1u128 << n);
                }
                let (over, onto) = JUMP[p][d];
                if onto != NONE {
                    assert_eq!(landing(p as u8, over), onto, "jump from {p} direction {d}");
                    assert!(JUMP_OVER[p] >> over & 1 == 1);
                }
            }
        }
    }

    #[test]
    fn numbering_round_trips() {
        for p in points() {
            assert_eq!(Point::at(p.x() as i32, p.y() as i32), Some(p));
        }
        assert_eq!(Point::at(1, 2), None);
        assert_eq!(Point::at(12, 0), None);
        assert_eq!(Point::at(-1, 1), None);
    }
}
