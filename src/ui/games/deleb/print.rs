//! Dèleb on the printable kit (`teach::print`): four long lines crossed by the cross-lines, the
//! sea, the men's first junctions, and the way round as the engine runs it.

use crate::games::deleb::{self, Line};
use crate::ui::teach::print::{decimal_mm, fit, mm};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// Dèleb: four long lines crossed by `n` cross-lines, the sea, the men's first junctions, and
/// the way round as the engine runs it (chevrons along each line, arrows at the line ends).
pub(super) fn board(w: i32, h: i32, n: u8) -> (AnyView, String) {
    let n = n.clamp(deleb::MIN_LINES, deleb::MAX_LINES);
    let (gap, line_gap) = (100, 200);
    let x = |cross: u8| (cross as i32 - 1) * gap;
    let y = |line: Line| line.index() as i32 * line_gap;
    let last = x(n);
    let (bx, by, bw, bh) = (-190, -130, last + 300, 3 * line_gap + 230);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    // The way round, from team A's circuit (team D runs every line the same way).
    let len = deleb::circuit_len(n);
    let mut dir = [0i32; 4];
    let mut ends: Vec<(deleb::Junction, deleb::Junction)> = Vec::new();
    for step in 0..len {
        let (a, b) = (deleb::junction(n, deleb::TEAM_A, step), deleb::junction(n, deleb::TEAM_A, step + 1));
        if a.line == b.line {
            dir[a.line.index()] = (b.cross as i32 - a.cross as i32).signum();
        } else if !ends.contains(&(a, b)) {
            ends.push((a, b));
        }
    }
    let mut long = String::new();
    let mut cross = String::new();
    let mut chevrons = String::new();
    for line in Line::ALL {
        let yy = y(line);
        long += &format!("M0 {yy}H{last}");
        let d = dir[line.index()];
        for c in (1..n).filter(|c| c % 2 == 1) {
            let xx = x(c) + gap / 2;
            chevrons += &format!("M{} {}l{} 14l{} 14", xx - 8 * d, yy - 14, 16 * d, -16 * d);
        }
    }
    for c in 1..=n {
        cross += &format!("M{} -30V{}", x(c), 3 * line_gap + 30);
    }
    let connectors = ends
        .iter()
        .map(|(a, b)| {
            let (xa, ya, yb) = (x(a.cross), y(a.line), y(b.line));
            let out = if a.cross == 1 { -70 } else { 70 };
            let d =
                format!("M{} {ya}C{} {ya} {} {yb} {} {yb}", xa + out / 5, xa + out, xa + out, xa + out / 4);
            view! { <path class="way-end" d=d marker-end="url(#dl-arrow)"/> }
        })
        .collect_view();
    let men = [(Line::A, "man team-a"), (Line::D, "man team-d")]
        .into_iter()
        .flat_map(|(line, class)| {
            (1..=n).map(move |c| view! { <circle class=class cx=x(c) cy=y(line) r="26"/> })
        })
        .collect_view();
    let letters = Line::ALL
        .into_iter()
        .map(|l| view! { <text class="line-letter" x="-120" y=y(l) + 22 text-anchor="middle">{l.letter().to_string()}</text> })
        .collect_view();
    let numbers = (1..=n)
        .map(|c| view! { <text class="coord" x=x(c) y="-70" text-anchor="middle">{c}</text> })
        .collect_view();
    let svg = view! {
        <svg class="print-board deleb-print" width=mm(pw) height=mm(ph) viewBox=format!("{bx} {by} {bw} {bh}")
            role="img" aria-label=t("teach.print.deleb.label") data-testid="print-board">
            <defs>
                <marker id="dl-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M0 0L10 5L0 10z" class="arrow-head"/>
                </marker>
            </defs>
            <rect class="sea" x="-50" y=y(Line::B) - 60 width=last + 100 height=line_gap + 120 rx="30"/>
            <path class="cross-lines" d=cross/>
            <path class="long-lines" d=long/>
            <path class="way" d=chevrons/>
            {connectors}
            {men}
            {letters}
            {numbers}
        </svg>
    }
    .into_any();
    let note = t_args("teach.print.deleb.note", &[&n, &decimal_mm(to_mm(gap)), &decimal_mm(to_mm(line_gap))]);
    (svg, note)
}
