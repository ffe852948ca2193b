//! Dablot Prejjesne on the printable kit (`teach::print`): 72 points, 191 lines, the pieces'
//! starting points (rule 2), the coordinates of the notation along the edges.

use crate::games::dablot::{self, Party};
use crate::ui::teach::print::{decimal_mm, fit, mm};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// Dablot Prejjesne: 72 points, 191 lines, the pieces' starting points (rule 2), the
/// coordinates of the notation along the edges.
pub(super) fn board(w: i32, h: i32) -> (AnyView, String) {
    // Units: a doubled coordinate is 100; side 0 (the Sámi by default) at the bottom.
    let (pad, lab) = (90, 90);
    let (bx, by, bw, bh) = (-pad - lab, -pad, 1000 + 2 * pad + lab, 1200 + 2 * pad + lab);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    let at = |p: dablot::Point| (p.x() as i32 * 100, 1200 - p.y() as i32 * 100);
    let mut lines = String::new();
    for &(a, b) in dablot::lines().iter() {
        let ((x0, y0), (x1, y1)) = (at(a), at(b));
        lines += &format!("M{x0} {y0}L{x1} {y1}");
    }
    let soldiers = [dablot::setup::SOLDIERS_0, dablot::setup::SOLDIERS_1];
    let points = dablot::points()
        .map(|p| {
            let (x, y) = at(p);
            let bit = 1u128 << p.id();
            let side = soldiers.iter().position(|s| s & bit != 0);
            let king = (0..2u8).find(|&s| dablot::setup::king_start(s) == p);
            let prince = (0..2u8).find(|&s| dablot::setup::prince_start(s) == p);
            let class = match (side, king.or(prince)) {
                (Some(0), _) | (_, Some(0)) => "pt start0",
                (Some(_), _) | (_, Some(_)) => "pt start1",
                _ => "pt",
            };
            let mark =
                king.map(|_| t("teach.print.dablot.king")).or(prince.map(|_| t("teach.print.dablot.prince")));
            view! {
                <circle class=class cx=x cy=y r=if p.is_centre() { 44 } else { 52 }/>
                {mark.map(|m| view! { <text class="pt-mark" x=x y=y + 22 text-anchor="middle">{m}</text> })}
            }
        })
        .collect_view();
    let labels = (0..=10)
        .map(|x| view! { <text class="coord" x=x * 100 y=1200 + pad + 40 text-anchor="middle">{x}</text> })
        .chain((0..=12).map(|y| {
            view! { <text class="coord" x=-pad - 30 y=1200 - y * 100 + 22 text-anchor="middle">{y}</text> }
        }))
        .collect_view();
    let svg = view! {
        <svg class="print-board dablot-print" width=mm(pw) height=mm(ph) viewBox=format!("{bx} {by} {bw} {bh}")
            role="img" aria-label=t("teach.print.dablot.label") data-testid="print-board">
            <rect class="board-bg" x=-pad y=-pad width=1000 + 2 * pad height=1200 + 2 * pad rx="30"/>
            <path class="board-lines" d=lines/>
            {points}
            {labels}
        </svg>
    }
    .into_any();
    let note = t_args(
        "teach.print.dablot.note",
        &[&decimal_mm(to_mm(200)), &t(Party::Sami.name_key()), &t(Party::Landowner.name_key())],
    );
    (svg, note)
}
