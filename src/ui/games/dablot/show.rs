//! What the page shows, read from the scene: each attribute or text of the board is one of these
//! small functions of the scene and an index (a point's id, a side, a button, a tray's line), so
//! that the views stay small and every reading is compiled once.

use super::geometry::xy;
use super::scene::{CANCEL, LAST, MOVABLE, SELECTED, Scene, TARGET};
use crate::games::dablot::{Party, Point, Rank};
use crate::ui::text::{t, t_args, t_msg};

/// One thing the page shows, read from the scene: an attribute or a text of element `i`.
pub type Show = fn(&Scene, usize) -> String;

/// The drawings of the board and pieces, a static file generated from the rules' geometry with the
/// same `U` and `M` (`tests/dablot_sprite.rs`): kept out of the WebAssembly module, loaded only
/// where a Dablot board is shown.
macro_rules! sprite {
    () => {
        "public/dablot.svg"
    };
}
pub(super) use sprite;

/// The drawing of each rank in the board's `<defs>` (indexed by `Rank as usize`).
pub const HREF: [&str; 3] =
    [concat!(sprite!(), "#soldier"), concat!(sprite!(), "#prince"), concat!(sprite!(), "#king")];
const NONE: &str = concat!(sprite!(), "#none");

pub fn piece_class(s: &Scene, i: usize) -> String {
    s.occ.get(i).copied().flatten().map_or("", |(pc, ghost)| pc.class(ghost)).to_string()
}

pub fn piece_href(s: &Scene, i: usize) -> String {
    s.occ.get(i).copied().flatten().map_or(NONE, |(pc, _)| HREF[pc.rank as usize]).to_string()
}

pub fn mover_class(s: &Scene, _: usize) -> String {
    format!("db-mover {}", s.mover.map_or("", |m| m.0.class(false)))
}

pub fn mover_href(s: &Scene, _: usize) -> String {
    s.mover.map_or(NONE, |m| HREF[m.0.rank as usize]).to_string()
}

pub fn path_class(s: &Scene, _: usize) -> String {
    if s.chain { "db-path chain" } else { "db-path" }.to_string()
}

pub fn path_points(s: &Scene, _: usize) -> String {
    s.path.iter().map(|&p| format!("{},{} ", xy(p).0, xy(p).1)).collect()
}

pub fn hint(s: &Scene, _: usize) -> String {
    s.hint.as_ref().map(t_msg).unwrap_or_default()
}

pub fn button_class(s: &Scene, b: usize) -> String {
    let primary = if b == CANCEL as usize { "button quiet" } else { "button primary" };
    format!("{primary}{}", if s.buttons & (1 << b) == 0 { " gone" } else { "" })
}

pub fn hit_class(s: &Scene, i: usize) -> String {
    let f = s.flags.get(i).copied().unwrap_or(0);
    let mut c = String::from("db-pt");
    for (bit, name) in [(MOVABLE, " mv"), (SELECTED, " sel"), (TARGET, " tg"), (LAST, " last")] {
        if f & bit != 0 {
            c.push_str(name);
        }
    }
    c
}

/// "Point 4,6: warrior (Sámi). Can move."
pub fn hit_label(s: &Scene, i: usize) -> String {
    let Some(p) = Point::from_id(i) else { return String::new() };
    let f = s.flags.get(i).copied().unwrap_or(0);
    let here = match s.occ.get(i).copied().flatten() {
        Some((pc, false)) => Some(pc),
        _ => s.mover.filter(|m| m.1 == p).map(|m| m.0),
    };
    let what = here.map_or_else(|| t("dablot.board.empty"), |pc| t(pc.party().piece_key(pc.rank)));
    let state = [
        (SELECTED, "dablot.board.selected"),
        (TARGET, "dablot.board.target"),
        (MOVABLE, "dablot.board.can_move"),
    ]
    .into_iter()
    .find(|(bit, _)| f & bit != 0)
    .map_or_else(String::new, |(_, k)| t(k));
    t_args("dablot.board.point", &[&p, &what, &state])
}

fn party_of(s: &Scene, side: usize) -> Party {
    if side == s.sami as usize { Party::Sami } else { Party::Landowner }
}

/// The board's label: which party starts at the bottom (side 0, whoever moves first) and which
/// at the top.
pub fn board_label(s: &Scene) -> String {
    t_args("dablot.board.label", &[&t(party_of(s, 0).name_key()), &t(party_of(s, 1).name_key())])
}

pub fn tray_glyph(s: &Scene, side: usize) -> String {
    if party_of(s, side) == Party::Sami { "db-pc sa" } else { "db-pc lo" }.to_string()
}

pub fn tray_count(s: &Scene, i: usize) -> String {
    s.taken[(i / 3) & 1].get(i % 3).copied().unwrap_or(0).to_string()
}

/// Item `side * 3 + rank` of the trays, or `6 + side`: the "none yet" line.
pub fn tray_class(s: &Scene, i: usize) -> String {
    let hidden = match i.checked_sub(6) {
        Some(side) => s.taken[side & 1] != [0; 3],
        None => s.taken[(i / 3) & 1][i % 3] == 0,
    };
    if hidden { "gone" } else { "" }.to_string()
}

pub fn tray_text(s: &Scene, i: usize) -> String {
    let (party, rank) = (party_of(s, i / 3), Rank::ALL[i % 3]);
    let k = s.taken[(i / 3) & 1][i % 3];
    t_args(party.taken_key(rank), &[&k])
}
