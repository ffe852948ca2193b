//! The drawing: the sand, the sowing arrow, the rows of holes with their seeds, count and number,
//! the piles, and over each hole its target, which takes the clicks, the keyboard's focus and the
//! hole's name (the drawing itself is not read out).

use super::layout::{Geo, PITCH};
use super::scene::{Names, Scene};
use crate::games::um_dyar::{Hole, Pick, UmDyar};
use crate::model::Seat;
use crate::ui::table::Table;
use crate::ui::table::suggest::{Mark, mark};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// What the targets do: a hole clicked, a key pressed on the hole with the focus.
#[derive(Clone, Copy)]
pub struct Hands<C, K> {
    pub pick: RwSignal<Pick>,
    pub click: C,
    pub key: K,
}

/// The board's drawing, with `over` drawn over the holes and under their targets (the suggested
/// move).
pub fn field<C, K>(
    geo: Memo<Geo>,
    scene: Memo<Scene>,
    names: Memo<Names>,
    hands: Hands<C, K>,
    over: impl IntoView + 'static,
) -> impl IntoView
where
    C: Fn(Hole) + Copy + Send + Sync + 'static,
    K: Fn(web_sys::KeyboardEvent) + Copy + Send + Sync + 'static,
{
    let all_holes = move || {
        let n = geo.get().holes;
        (0..2u8).flat_map(move |p| (0..n).map(move |i| Hole { player: p, index: i })).collect::<Vec<_>>()
    };
    view! {
        <svg viewBox=move || format!("0 0 {} {}", geo.get().width(), geo.get().height()) role="group"
            aria-label=t("um-dyar.board.label") data-testid="um-dyar-board"
            data-layout=move || if geo.get().narrow { "narrow" } else { "wide" }
            style=move || format!("min-width:{}px", geo.get().min_px())>
            <rect class="ud-sand" x="6" y="6" width=move || geo.get().width() - 12 height=move || geo.get().height() - 12 rx="46"/>
            <path class="ud-arrow" d=move || geo.get().sow_arrow()/>
            {move || all_holes().into_iter().map(|h| hole(h, geo, scene)).collect_view().into_any()}
            {pile(0, geo, scene, names)}
            {pile(1, geo, scene, names)}
            {over}
            {move || all_holes().into_iter().map(|h| target(h, geo, scene, names, hands)).collect_view().into_any()}
        </svg>
    }
}

/// The suggested move (the coach's hint, a review's better move): the hole sown, the hole its
/// last seed lands in (a double ring; no line between them, the seeds go round the board), and
/// the holes it captures crossed.
pub fn suggested(table: Table<UmDyar>, geo: Memo<Geo>) -> impl IntoView {
    let name = |h: Hole| format!("{}-{}", h.player, h.index + 1);
    move || {
        let s = table.suggestion()?;
        let e = s.before.effect(s.mv)?;
        let g = geo.get();
        let at = |h: Hole| g.center(h);
        let path = if e.last == e.from { vec![at(e.from)] } else { vec![at(e.from), at(e.last)] };
        let taken = e.captures.iter().map(|&(h, _)| at(h)).collect();
        Some(mark(&s, Mark { path, taken, r: 50, joined: false, from: name(e.from), to: name(e.last) }))
    }
}

/// A hole as drawn: the hole, its seeds, its count (× when closed), its number and the coach's
/// estimate.
fn hole(h: Hole, geo: Memo<Geo>, scene: Memo<Scene>) -> impl IntoView {
    let c = move || geo.get().center(h);
    let top = move || geo.get().on_top(h);
    // Read in place: a memo a hole would cost more code than it saves work.
    let show = move || scene.with(|s| s.hole(h));
    let count = move || show().seeds;
    view! {
        <g class=move || show().class() data-testid=format!("hole-{}-{}", h.player, h.index + 1) data-seeds=move || count().to_string()>
            <ellipse class="ud-hole" cx=move || c().0 cy=move || c().1 rx="40" ry="36"/>
            <ellipse class="ud-rim" cx=move || c().0 cy=move || c().1 rx="44" ry="40"/>
            {move || { let (x, y) = c(); seeds(x, y, count() as usize, 34).collect_view().into_any() }}
            <text class="ud-count" x=move || c().0 y=move || if top() { c().1 - 52 } else { c().1 + 62 } text-anchor="middle">
                {move || if show().closed { "×".to_string() } else { count().to_string() }}
            </text>
            <text class="ud-number" x=move || c().0 y=move || if top() { c().1 + 64 } else { c().1 - 46 } text-anchor="middle">{h.index + 1}</text>
            {move || show().estimate.map(|pct| {
                let (x, y) = c();
                view! {
                    <g class="estimate" data-testid="estimate" aria-hidden="true">
                        <rect x=x - 32 y=y - 17 width="64" height="34" rx="10"/>
                        <text x=x y=y + 8 text-anchor="middle">{format!("{pct} %")}</text>
                    </g>
                }
            })}
        </g>
    }
}

/// A hole's target: a rectangle the width of its column, from the count's edge of the board to
/// the middle.
fn target<C, K>(
    h: Hole,
    geo: Memo<Geo>,
    scene: Memo<Scene>,
    names: Memo<Names>,
    hands: Hands<C, K>,
) -> impl IntoView
where
    C: Fn(Hole) + Copy + Send + Sync + 'static,
    K: Fn(web_sys::KeyboardEvent) + Copy + Send + Sync + 'static,
{
    let c = move || geo.get().center(h);
    let top = move || geo.get().on_top(h);
    let show = move || scene.with(|s| s.hole(h));
    let label = move || {
        let (who, s) = (names.with(|n| n.called[h.player as usize].clone()), show());
        if s.closed {
            t_args("um-dyar.board.closed_hole", &[&who, &(h.index + 1)])
        } else {
            t_args("um-dyar.board.hole", &[&s.seeds, &who, &(h.index + 1)])
        }
    };
    let Hands { pick, click, key } = hands;
    view! {
        <rect class="ud-hit" role="button" x=move || c().0 - PITCH / 2 y=move || c().1 - if top() { 78 } else { 72 }
            width=PITCH height="150" rx="14"
            tabindex=move || if show().playable { "0" } else { "-1" }
            aria-label=label
            data-testid=target_id(h)
            on:click=move |_| click(h)
            on:keydown=key
            on:pointerenter=move |_| pick.update(|p| p.point(Some(h)))
            on:pointerleave=move |_| pick.update(|p| p.point(None))
            on:focus=move |_| pick.update(|p| p.focus(Some(h)))
            on:blur=move |_| pick.update(|p| p.focus(None))/>
    }
}

fn target_id(h: Hole) -> String {
    format!("target-{}-{}", h.player, h.index + 1)
}

/// Gives hole `h`'s target the keyboard's focus.
pub fn focus_target(h: Hole) {
    if let Some(el) = document()
        .query_selector(&format!("[data-testid=\"{}\"]", target_id(h)))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok())
    {
        let _ = el.focus();
    }
}

/// A player's pile of captured seeds, with its count, his name and the word "captured".
fn pile(p: Seat, geo: Memo<Geo>, scene: Memo<Scene>, names: Memo<Names>) -> impl IntoView {
    let c = move || geo.get().pile(p);
    let n = move || scene.with(|s| s.pile(p).0);
    let who = move || names.with(|n| n.called[p as usize].clone());
    let label = move || match scene.with(|s| s.pile(p).1) {
        0 => t_args("um-dyar.board.pile", &[&who(), &n()]),
        kept => t_args("um-dyar.board.pile_kept", &[&who(), &n(), &kept]),
    };
    let mark = move |i: usize| geo.get().pile_marks(p)[i];
    view! {
        <g class="ud-pile" data-testid=format!("pile-{p}") data-seeds=move || n().to_string() role="img" aria-label=label>
            {move || { let (x, y) = c(); seeds(x, y, n() as usize, 44).collect_view().into_any() }}
            <text class="ud-pile-count" x=move || mark(0).0 y=move || mark(0).1 text-anchor=move || mark(0).2>{move || n().to_string()}</text>
            <text class="ud-pile-name" x=move || mark(1).0 y=move || mark(1).1 text-anchor=move || mark(1).2>{who}</text>
            <text class="ud-pile-note" x=move || mark(2).0 y=move || mark(2).1 text-anchor=move || mark(2).2>{t("um-dyar.board.captured")}</text>
        </g>
    }
}

/// Up to 40 seeds in a sunflower pattern inside a circle of radius `r` (the count says the rest).
fn seeds(cx: i32, cy: i32, n: usize, r: i32) -> impl Iterator<Item = impl IntoView> {
    let shown = n.min(SUNFLOWER.len());
    // The table fills the radius with 40 seeds; fewer seeds spread out by √(40/n), so a dozen
    // already fill the hole and two or three sit near its middle.
    let spread = isqrt(40 * 10_000 / shown.max(12) as i32);
    (0..shown).map(move |k| {
        let (dx, dy) = SUNFLOWER[k];
        let x = cx + dx * r * spread / 10_000;
        let y = cy + dy * r * spread / 10_000;
        let turn = (k * 137) % 180;
        let tone = ["ud-seed", "ud-seed b", "ud-seed c"][k % 3];
        view! { <ellipse class=tone cx=x cy=y rx="5.6" ry="3.9" transform=format!("rotate({turn} {x} {y})")/> }
    })
}

fn isqrt(n: i32) -> i32 {
    let mut x = 0;
    while (x + 1) * (x + 1) <= n {
        x += 1;
    }
    x
}

/// Where the k-th of 40 seeds lies in a hole of radius 100: a sunflower pattern (angle k·137.5°,
/// distance √((k+½)/40), flattened to 0.88 vertically like the hole). Precomputed, so the page
/// needs no trigonometry.
const SUNFLOWER: [(i32, i32); 40] = [
    (11, 0),
    (-14, 12),
    (2, -22),
    (18, 21),
    (-33, -5),
    (31, -18),
    (-10, 34),
    (-20, -34),
    (43, 14),
    (-45, 16),
    (22, -41),
    (16, 45),
    (-48, -25),
    (57, -11),
    (-35, 43),
    (-8, -54),
    (49, 36),
    (-66, 2),
    (48, -42),
    (-3, 61),
    (-46, -48),
    (73, 9),
    (-62, 38),
    (17, -66),
    (39, 60),
    (-76, -21),
    (74, -30),
    (-32, 67),
    (-29, -70),
    (76, 35),
    (-84, 20),
    (48, -66),
    (15, 78),
    (-72, -49),
    (93, -7),
    (-64, 61),
    (0, -84),
    (65, 63),
    (-98, -8),
    (79, -53),
];
