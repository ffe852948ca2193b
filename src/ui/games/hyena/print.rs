//! The hyena game on the printable kit (`teach::print`): the spiral groove with its hollows, the
//! well in the middle and the village at the outer end, every tenth day numbered.

use super::geometry::{groove_path, outward, point};
use crate::ui::teach::print::{decimal_mm, fit, mm};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// The village of a spiral of `n` hollows, at the groove's outer end (as the game's board).
fn village(n: usize) -> (i32, i32) {
    outward(point(n + 1), 26)
}

/// The hyena game: the spiral groove with `n` hollows, the well in the middle and the village at
/// the outer end, every tenth day numbered.
pub(super) fn board(w: i32, h: i32, n: u8) -> (AnyView, String) {
    let n = n.clamp(crate::games::hyena::MIN_HOLLOWS, crate::games::hyena::MAX_HOLLOWS) as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (-60, -60, 60, 60);
    for j in 0..n + 2 {
        let (x, y) = point(j);
        (x0, y0, x1, y1) = (x0.min(x - 30), y0.min(y - 30), x1.max(x + 30), y1.max(y + 30));
    }
    let v = village(n);
    (x0, y0, x1, y1) = (x0.min(v.0 - 60), y0.min(v.1 - 60), x1.max(v.0 + 60), y1.max(v.1 + 60));
    let (bw, bh) = (x1 - x0, y1 - y0);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    let hollows = (1..=n)
        .map(|j| {
            let (x, y) = point(j);
            let day = n + 1 - j;
            view! {
                <circle class="hollow" cx=x cy=y r="15"/>
                {(day == 1 || day.is_multiple_of(10)).then(|| view! {
                    <text class="day" x=x y=y + 4 text-anchor="middle">{day}</text>
                })}
            }
        })
        .collect_view();
    let svg = view! {
        <svg class="print-board hyena-print" width=mm(pw) height=mm(ph) viewBox=format!("{x0} {y0} {bw} {bh}")
            role="img" aria-label=t("hyena.board.label") data-testid="print-board" data-hollows=n>
            <path class="groove" d=groove_path(n + 1)/>
            {hollows}
            <circle class="well" r="26"/>
            <text class="place-label" y="5" text-anchor="middle">{t("hyena.board.well")}</text>
            <circle class="village" cx=v.0 cy=v.1 r="40"/>
            <text class="place-label" x=v.0 y=v.1 + 5 text-anchor="middle">{t("hyena.board.village")}</text>
        </svg>
    }
    .into_any();
    let note = t_args("teach.print.hyena.note", &[&n, &decimal_mm(to_mm(40))]);
    (svg, note)
}
