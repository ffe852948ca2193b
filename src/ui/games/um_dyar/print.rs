//! Um dyar on the printable kit (`teach::print`): two rows of holes, numbered from each player's
//! own left, sown counterclockwise.

use crate::games::um_dyar::{self, Hole, Row};
use crate::ui::teach::print::{decimal_mm, fit, mm};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// Um dyar: two rows of holes, numbered from each player's own left, sown counterclockwise.
pub(super) fn board(w: i32, h: i32, holes: u8) -> (AnyView, String) {
    let n = (holes.clamp(2, um_dyar::MAX_HOLES as u8) / 2 * 2) as i32;
    let (bx, by, bw, bh) = (-30, 0, n * 100 + 60, 320);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    let row_y = |r: Row| if r == Row::Top { 110 } else { 220 };
    let cx = |c: usize| c as i32 * 100 + 50;
    let holes_view = (0..2u8)
        .flat_map(|player| (0..n as usize).map(move |index| (player, index)))
        .map(|(player, index)| {
            let spot = um_dyar::spot(n as usize, Hole { player, index });
            let (x, y) = (cx(spot.column), row_y(spot.row));
            // Each player reads his numbers from his own side: North's are turned round.
            let (ly, turn) = if spot.row == Row::Top {
                (y - 66, format!("rotate(180 {x} {})", y - 74))
            } else {
                (y + 82, String::new())
            };
            view! {
                <circle class="hole" cx=x cy=y r="44"/>
                <text class="hole-num" x=x y=ly text-anchor="middle" transform=turn>{index + 1}</text>
            }
        })
        .collect_view();
    // Counterclockwise: the bottom row left to right, the top row right to left.
    let mut arrows = String::new();
    for c in 0..n as usize - 1 {
        let x = cx(c) + 50;
        arrows += &format!("M{} {}l10 -7v14z", x - 5, row_y(Row::Bottom));
        arrows += &format!("M{} {}l-10 -7v14z", x + 5, row_y(Row::Top));
    }
    let (xl, xr) = (cx(0) - 50, cx(n as usize - 1) + 50);
    let ends = format!(
        "M{xr} {}C{} {} {} {} {xr} {}M{xl} {}C{} {} {} {} {xl} {}",
        row_y(Row::Bottom),
        xr + 24,
        row_y(Row::Bottom),
        xr + 24,
        row_y(Row::Top),
        row_y(Row::Top),
        row_y(Row::Top),
        xl - 24,
        row_y(Row::Top),
        xl - 24,
        row_y(Row::Bottom),
        row_y(Row::Bottom)
    );
    let svg = view! {
        <svg class="print-board um-dyar-print" width=mm(pw) height=mm(ph) viewBox=format!("{bx} {by} {bw} {bh}")
            role="img" aria-label=t("um-dyar.board.label") data-testid="print-board">
            <defs>
                <marker id="ud-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
                    <path d="M0 0L10 5L0 10z" class="arrow-head"/>
                </marker>
            </defs>
            <rect class="board-bg" x=-20 y=40 width=n * 100 + 40 height=250 rx="40"/>
            {holes_view}
            <path class="sow-arrows" d=arrows/>
            <path class="sow-ends" d=ends marker-end="url(#ud-arrow)"/>
        </svg>
    }
    .into_any();
    let seeds = um_dyar::seeds_per_hole(n as usize, false);
    let note =
        t_args("teach.print.um-dyar.note", &[&n, &decimal_mm(to_mm(88)), &seeds, &t("um-dyar.board.label")]);
    (svg, note)
}
