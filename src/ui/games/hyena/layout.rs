//! Where the board draws things, in the spiral's SVG units (`geometry.rs` gives the points of the
//! groove): the village and its name, the drawing's view box, a place's point, a piece's spot.

use super::geometry::{outward, point};
use crate::games::hyena::Place;

/// The village's radius: room for four mothers side by side, their rings clear of each other.
pub const VILLAGE_R: i32 = 48;

/// A `style` that puts an element at `(x, y)`.
pub fn pos((x, y): (i32, i32)) -> String {
    format!("transform:translate({x}px,{y}px)")
}

/// The centre of the village, beyond the groove's outer end: a place further along the groove
/// than the village's own point and outwards, so that the mothers gathered there (up to eight,
/// and the hyena) stay clear of hollow 1 and its number. One place nearer, a mother covered that
/// number on Bell's spiral of 80 hollows with five players or more, and on 99 hollows with four
/// (tests/browser/hyena.test.mjs measures it on such spirals).
pub fn village(n: usize) -> (i32, i32) {
    outward(point(n + 2), 36)
}

/// How far from the village's centre its crowd may reach, across (x) and up or down (y), for
/// `players` mothers: four to a row (`spot`), a row more when the hyena comes home too, each
/// stick about 40 units tall and 24 wide.
fn crowd(players: usize) -> (i32, i32) {
    let rows = players.div_ceil(4).max(1) as i32 + 1;
    let cols = players.clamp(1, 4) as i32;
    ((cols - 1) * 26 / 2 + 12, (rows - 1) * 46 / 2 + 20)
}

/// Where the village's name is written, outside it and its crowd of mothers and away from the
/// spiral: its point, its `text-anchor`, and how far the text reaches either way along x (it is
/// about 80 units long). Two rows of mothers (five players or more) push it further out: at the
/// village's edge it touched the top row.
pub fn village_label(n: usize, players: usize) -> ((i32, i32), &'static str, (i32, i32)) {
    let v = village(n);
    let (across, down) = crowd(players);
    if v.0.abs() >= 2 * v.1.abs() {
        let (x, y) = outward(v, VILLAGE_R.max(across) + 8);
        if v.0 > 0 { ((x, y + 6), "start", (0, 84)) } else { ((x, y + 6), "end", (-84, 0)) }
    } else {
        let (x, y) = outward(v, VILLAGE_R.max(down) + 18);
        ((x, y + 6), "middle", (-42, 42))
    }
}

/// The drawing's view box (x, y, width, height): the groove, the village and its name.
pub fn view_box(n: usize, players: usize) -> (i32, i32, i32, i32) {
    let (mut x0, mut y0, mut x1, mut y1) = (-40, -40, 40, 40);
    for j in 0..n + 2 {
        let (x, y) = point(j);
        (x0, y0, x1, y1) = (x0.min(x - 20), y0.min(y - 20), x1.max(x + 20), y1.max(y + 20));
    }
    let v = village(n);
    let r = VILLAGE_R + 4;
    (x0, y0, x1, y1) = (x0.min(v.0 - r), y0.min(v.1 - r), x1.max(v.0 + r), y1.max(v.1 + r));
    let ((lx, ly), _, (l0, l1)) = village_label(n, players);
    (x0, y0, x1, y1) = (x0.min(lx + l0), y0.min(ly - 22), x1.max(lx + l1), y1.max(ly + 8));
    // Small spirals keep a sensible size (their hollows would otherwise look huge).
    let (w, h) = ((x1 - x0).max(360) + 16, (y1 - y0).max(300) + 16);
    ((x0 + x1 - w) / 2, (y0 + y1 - h) / 2, w, h)
}

/// Where `place` is drawn on a spiral of `n` hollows, and whether it is the village.
pub fn at(n: usize, place: Place) -> ((i32, i32), bool) {
    match place {
        Place::Well => (point(0), false),
        Place::Hollow(d) | Place::Eaten(d) => (point((n + 1).saturating_sub(d as usize)), false),
        Place::Village | Place::Home => (village(n), true),
    }
}

/// Where piece `i` of those drawn at `bases` (the mothers in seat order, then the hyena; each
/// place's point and whether it is the village) stands: mothers sharing a place side by side in
/// seat order, four to a row, each ring clear of her neighbours' numbers; the hyena, if he is
/// there too, in a row below. `hyena_at`: where the hyena stands, once he is loose.
pub fn spot(bases: &[((i32, i32), bool)], i: usize, hyena_at: Option<(i32, i32)>) -> (i32, i32) {
    let players = bases.len() - 1;
    let (base, wide) = bases[i];
    let k = bases[..i.min(players)].iter().filter(|b| b.0 == base).count() as i32;
    let m = bases[..players].iter().filter(|b| b.0 == base).count() as i32;
    let cols = m.clamp(1, 4);
    let rows = (m + cols - 1) / cols + (hyena_at == Some(base)) as i32;
    let (sx, sy) = if wide { (26, 46) } else { (24, 44) };
    let (col, row, cols) = if i == players { (0, rows - 1, 1) } else { (k % cols, k / cols, cols) };
    let dx = (2 * col - (cols - 1)) * sx / 2;
    let dy = (2 * row - (rows - 1)) * sy / 2;
    (base.0 + dx, base.1 + dy)
}
