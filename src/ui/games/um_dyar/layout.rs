//! Where things go on the board, in SVG units: wide (piles at the ends of the rows, as on a board
//! in the sand) or narrow (piles above and below the rows, so that a phone's width goes to the
//! holes). Integers throughout: they keep float formatting out of the page.

use crate::games::um_dyar::{Hole, Row, spot};
use crate::model::Seat;
use leptos::prelude::document;

pub const PITCH: i32 = 100;
/// The band beside the rows that holds a pile (wide layout).
const SIDE: i32 = 120;
/// The margin beside the rows (narrow layout, the piles above and below).
const PAD: i32 = 20;
/// The band above and below the rows that holds a pile (narrow layout).
const STRIP: i32 = 100;
const TOP_Y: i32 = 95;
/// The rows are far enough apart for both rows' hole numbers to be read between them.
const BOTTOM_Y: i32 = 239;
const HEIGHT: i32 = 334;
/// The smallest a hole's target may be on the screen, in CSS pixels (WCAG's 44 px); a board too
/// wide for it scrolls sideways within its frame instead.
const TARGET_PX: i32 = 44;

/// Where things go on a board of `holes` holes a row.
#[derive(Clone, Copy, PartialEq)]
pub struct Geo {
    pub holes: usize,
    pub narrow: bool,
}

impl Geo {
    /// The layout for a board of `holes` holes a row on this screen.
    pub fn for_screen(holes: usize) -> Geo {
        Geo { holes, narrow: is_narrow(holes) }
    }
    /// Left edge of the first column of holes.
    fn side(self) -> i32 {
        if self.narrow { PAD } else { SIDE }
    }
    /// How far the rows are moved down.
    pub fn top(self) -> i32 {
        if self.narrow { STRIP } else { 0 }
    }
    pub fn width(self) -> i32 {
        2 * self.side() + PITCH * self.holes as i32
    }
    pub fn height(self) -> i32 {
        HEIGHT + 2 * self.top()
    }
    pub fn center(self, h: Hole) -> (i32, i32) {
        let s = spot(self.holes, h);
        let x = self.side() + PITCH * s.column as i32 + PITCH / 2;
        (x, self.top() + if s.row == Row::Top { TOP_Y } else { BOTTOM_Y })
    }
    /// Is hole `h` in the top row (its count above it, its number below)?
    pub fn on_top(self, h: Hole) -> bool {
        self.center(h).1 < self.top() + 150
    }
    /// A pile's centre: North's by the top row's left end (or above the rows), South's by the
    /// bottom row's right end (or below them).
    pub fn pile(self, p: Seat) -> (i32, i32) {
        match (self.narrow, p) {
            (false, 0) => (self.width() - SIDE / 2, BOTTOM_Y),
            (false, _) => (SIDE / 2, TOP_Y),
            (true, 0) => (self.width() - PAD - 50, self.height() - STRIP / 2 - 6),
            (true, _) => (PAD + 50, STRIP / 2 + 6),
        }
    }
    /// The smallest width (CSS px) at which every hole's target is `TARGET_PX` wide.
    pub fn min_px(self) -> i32 {
        (self.width() * TARGET_PX + PITCH - 1) / PITCH
    }

    /// Where a pile's count, its owner's name and the word "captured" go (x, y, text-anchor): on
    /// the wide board the count beyond the pile and the words in the band between the rows; on
    /// the narrow one all beside the pile, towards the middle of the board.
    pub fn pile_marks(self, p: Seat) -> [(i32, i32, &'static str); 3] {
        let (x, y) = self.pile(p);
        match (self.narrow, p) {
            (false, 0) => [(x, y + 72, "middle"), (x, y - 78, "middle"), (x, y - 56, "middle")],
            (false, _) => [(x, y - 58, "middle"), (x, y + 70, "middle"), (x, y + 92, "middle")],
            (true, 0) => [(x - 62, y + 12, "end"), (x - 124, y - 4, "end"), (x - 124, y + 24, "end")],
            (true, _) => [(x + 62, y + 12, "start"), (x + 124, y - 4, "start"), (x + 124, y + 24, "start")],
        }
    }

    /// An arrow around the board showing the sowing direction (counterclockwise).
    pub fn sow_arrow(self) -> String {
        let (l, r, dy) = (self.side() - 12, self.width() - self.side() + 12, self.top());
        format!(
            "M{l} {mid} L{l} {b} M{r} {b} L{r} {t} M{} {} l-6 -10 l12 0 z M{} {} l-6 10 l12 0 z",
            r,
            dy + TOP_Y + 8,
            l,
            dy + BOTTOM_Y - 8,
            mid = dy + (TOP_Y + BOTTOM_Y) / 2,
            b = dy + BOTTOM_Y + 10,
            t = dy + TOP_Y - 10
        )
    }
}

/// Is the screen too narrow for the wide board's holes to be `TARGET_PX` wide?
fn is_narrow(holes: usize) -> bool {
    // The layout viewport's width (a phone may zoom out over a page wider than itself, which
    // `innerWidth` would follow).
    let w = document().document_element().map_or(1280, |e| e.client_width());
    // The frame and the page's margins take about 60 px of the screen's width.
    w - 60 < Geo { holes, narrow: false }.min_px()
}
