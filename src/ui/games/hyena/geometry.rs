//! Where the places of the spiral lie, in SVG units, computed once at compile time with integer
//! arithmetic only (fixed-point square root, sine and cosine): the page does no trigonometry and
//! formats no floats.
//!
//! The groove is an Archimedean spiral r = RING·θ/2π (its turns are RING apart) and the places lie
//! STEP apart along it, which puts place `j` (counted from the well, outwards) at the angle
//! θ = √(4π·STEP·(j + J0)/RING). Point 0 is the well at the centre; a spiral of `n` hollows uses
//! points 1 to `n` for its hollows (hollow `n`, the last before the well, is point 1) and point
//! `n + 1` for the village at the outer end; on the screen the groove runs on to point `n + 2`,
//! into the village drawn beyond it (`layout::village`). A bigger spiral only adds turns outside.

use crate::games::hyena::MAX_HOLLOWS;

/// Distance between neighbouring places along the groove.
pub const STEP: i64 = 40;
/// Distance between neighbouring turns of the groove.
pub const RING: i64 = 46;
/// Keeps the first hollow clear of the well.
const J0: i64 = 2;
/// Places on the largest spiral: the well, the hollows, the village's point and one more, where
/// the groove runs into the village (`layout::village`).
pub const POINTS: usize = MAX_HOLLOWS as usize + 3;

/// Fixed point: 1.0 is 2^16.
const ONE: i64 = 1 << 16;
/// π in fixed point.
const PI: i64 = 205_887;

const fn isqrt(n: i64) -> i64 {
    if n <= 0 {
        return 0;
    }
    // Newton's method from above.
    let mut x = n;
    let mut y = (x + 1) / 2;
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// (cos a, sin a) in fixed point, for any angle `a` in fixed point (Taylor series after reducing
/// the angle to [-π, π]).
const fn cos_sin(a: i64) -> (i64, i64) {
    let mut a = a % (2 * PI);
    if a > PI {
        a -= 2 * PI;
    }
    let a2 = a * a / ONE;
    let (mut c, mut s) = (ONE, a);
    let (mut tc, mut ts) = (ONE, a);
    let mut k = 1;
    while k < 14 {
        tc = -(tc * a2 / ONE) / ((2 * k - 1) * (2 * k));
        ts = -(ts * a2 / ONE) / ((2 * k) * (2 * k + 1));
        c += tc;
        s += ts;
        k += 1;
    }
    (c, s)
}

/// A fixed-point-squared value rounded to the nearest integer.
const fn round(v: i64) -> i64 {
    let half = ONE * ONE / 2;
    if v >= 0 { (v + half) / (ONE * ONE) } else { -((-v + half) / (ONE * ONE)) }
}

const fn spiral() -> [(i16, i16); POINTS] {
    let mut out = [(0i16, 0i16); POINTS];
    let mut j = 1;
    while j < POINTS {
        // θ² = 4π·STEP·(j + J0)/RING, in fixed point squared.
        let theta = isqrt(4 * PI * ONE / RING * STEP * (j as i64 + J0));
        // r = RING·θ/2π, in fixed point.
        let r = RING * theta * ONE / (2 * PI);
        let (c, s) = cos_sin(theta);
        out[j] = (round(r * c) as i16, round(r * s) as i16);
        j += 1;
    }
    out
}

/// The places from the well outwards.
pub const SPIRAL: [(i16, i16); POINTS] = spiral();

const fn dist2(a: (i16, i16), b: (i16, i16)) -> i64 {
    let (dx, dy) = ((a.0 - b.0) as i64, (a.1 - b.1) as i64);
    dx * dx + dy * dy
}

// Checked when the site is compiled: neighbouring places are about STEP apart everywhere, and the
// outermost place lies about one turn outside the place one turn in.
const _: () = {
    let mut j = 2;
    while j < POINTS {
        let d = dist2(SPIRAL[j], SPIRAL[j - 1]);
        assert!(d > 34 * 34 && d < 44 * 44);
        j += 1;
    }
    assert!(dist2(SPIRAL[1], (0, 0)) > 38 * 38);
    let r = isqrt(dist2(SPIRAL[POINTS - 1], (0, 0)));
    assert!(r > 320 && r < 360);
};

/// The point of `place`-index `j` (0 the well, `n + 1` the village) as `i32`s.
pub fn point(j: usize) -> (i32, i32) {
    let (x, y) = SPIRAL.get(j).copied().unwrap_or((0, 0));
    (x as i32, y as i32)
}

/// The point `by` units further out from the centre than `(x, y)` (integer maths).
pub fn outward((x, y): (i32, i32), by: i32) -> (i32, i32) {
    let r = isqrt((x as i64) * (x as i64) + (y as i64) * (y as i64)).max(1) as i32;
    (x + x * by / r, y + y * by / r)
}

/// The groove's course through points 0..=last as an SVG path: quadratic curves through the
/// midpoints, with each point as a control point, so the groove bends smoothly.
pub fn groove_path(last: usize) -> String {
    use std::fmt::Write;
    let mut d = String::with_capacity(last * 16);
    let (x0, y0) = point(0);
    let _ = write!(d, "M{x0} {y0}");
    for j in 1..last {
        let (x, y) = point(j);
        let (nx, ny) = point(j + 1);
        let _ = write!(d, "Q{x} {y} {} {}", (x + nx) / 2, (y + ny) / 2);
    }
    let (x, y) = point(last);
    let _ = write!(d, "L{x} {y}");
    d
}
