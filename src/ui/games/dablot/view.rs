//! The board's markup, in its parts: the field (the board's drawing, its 72 points with their
//! pieces, the piece in motion, the coach's estimates), the trays of taken pieces, and the line
//! under the board with its buttons. Each reads the scene through `show.rs` and sends what the
//! player does to the board's wiring (`board.rs`).

use super::board::Wires;
use super::geometry::{H, W, xy};
use super::scene::{CANCEL, PASS, STOP};
use super::show::*;
use crate::games::dablot::{Dablot, Point, Rank, points};
use crate::model::Seat;
use crate::ui::table::suggest::{Mark, mark};
use crate::ui::table::{Table, TableView, why_line};
use crate::ui::text::{marked, t, t_args};
use leptos::prelude::*;

/// Milliseconds of the slide when a player picks the next jump of a chain, at speed 1.
const PICK_MS: f32 = 200.0;

const BUTTONS: [(&str, &str); 3] =
    [("stop", "dablot.board.stop"), ("cancel", "dablot.board.cancel"), ("pass", "dablot.board.pass")];

/// The whole board: the field, the trays, the line under it, the sources' words.
pub(super) fn board(w: Wires) -> impl IntoView {
    view! {
        <div class="db-board" data-sami=move || w.scene.with(|s| s.sami)>
            {field(w)}
            {[1usize, 0].map(|side| tray(w, side))}
            {under(w)}
            <p class="db-words help" data-testid="words">{marked("dablot", t("dablot.board.words"))}</p>
        </div>
    }
}

/// The board's drawing: one tab stop, the arrow keys between points, a piece chosen by click,
/// tap, drag or key.
fn field(w: Wires) -> impl IntoView {
    view! {
        <svg viewBox=format!("0 0 {W} {H}") role="group" aria-label=move || w.scene.with(board_label)
            on:keydown=move |ev| w.key(ev)
            on:pointerdown=move |ev| w.pointer_down(ev)
            on:pointermove=move |ev| w.pointer_move(ev)
            on:pointerup=move |ev| w.pointer_up(ev)
            on:pointercancel=move |_| w.drag.set(None)>
            <use href=concat!(sprite!(), "#board")/>
            <polyline class=w.show(0, path_class) points=w.show(0, path_points)/>
            {points().map(|p| point(w, p)).collect_view()}
            <use class=w.show(0, mover_class) href=w.show(0, mover_href) style=move || mover_style(w)/>
            {estimates(w.table)}
            {suggested(w.table)}
        </svg>
    }
}

/// A point's piece (or nothing), and over it the point itself: its ring shows what can be done
/// there; it takes the keyboard focus and names what is there.
fn point(w: Wires, p: Point) -> impl IntoView {
    let (id, (x, y), pick) = (p.id(), xy(p), w.pick);
    view! {
        <g>
            <use class=w.show(id, piece_class) href=w.show(id, piece_href) x=x y=y/>
            <circle class=w.show(id, hit_class) cx=x cy=y r="26" role="button"
                data-testid=format!("pt-{}-{}", p.x(), p.y())
                tabindex=move || if pick.with(|k| k.cursor.id()) == id { "0" } else { "-1" }
                aria-label=w.show(id, hit_label)
                on:focus=move |_| pick.update(|k| k.cursor = p)/>
        </g>
    }
}

/// Where the piece in motion is drawn, and how fast it slides there: a jump of a move being
/// shown, the next jump the player picked, or under the pointer at once.
fn mover_style(w: Wires) -> String {
    let speed = w.table.speed.get_untracked();
    let held = w.drag.with(|d| d.and_then(|d| d.1));
    w.scene.with(|s| match s.mover {
        Some((_, p, slide)) => {
            let (x, y) = held.unwrap_or_else(|| xy(p));
            let ms = match (slide, held, w.anim.playing()) {
                (true, None, true) => super::motion::STEP_MS as f32 * 0.8 * speed,
                (true, None, false) => PICK_MS * speed,
                _ => 0.0,
            };
            format!("transform:translate({x}px,{y}px);transition-duration:{}ms", ms as u32)
        }
        None => "display:none".to_string(),
    })
}

/// The coach's estimates ("what the computer sees"), at the point each move ends on (the best of
/// the moves that end there).
fn estimates(table: Table<Dablot>) -> impl IntoView {
    move || {
        let mut best: Vec<(Point, u32)> = Vec::new();
        for (mv, pct) in table.estimates.get() {
            let Some(to) = mv.to() else { continue };
            match best.iter_mut().find(|(p, _)| *p == to) {
                Some(b) => b.1 = b.1.max(pct),
                None => best.push((to, pct)),
            }
        }
        best.into_iter()
            .map(|(p, pct)| {
                let (x, y) = xy(p);
                view! {
                    <g class="estimate" data-testid="estimate" data-point=p.to_string() aria-hidden="true">
                        <rect x=x - 28 y=y - 16 width="56" height="32" rx="10"/>
                        <text x=x y=y + 7 text-anchor="middle">{format!("{pct} %")}</text>
                    </g>
                }
            })
            .collect_view()
    }
}

/// The suggested move (the coach's hint, a review's better move): the piece's path, as the
/// notation writes it, and the pieces it takes. A pass is said in words only (`suggest::caption`).
fn suggested(table: Table<Dablot>) -> impl IntoView {
    let name = |p: Option<Point>| p.map_or(String::new(), |p| p.to_string());
    move || {
        table.suggestion().filter(|s| !s.mv.is_pass()).map(|s| {
            let path = s.before.path(s.mv).into_iter().map(xy).collect();
            let taken = s.mv.captured().into_iter().map(xy).collect();
            let (from, to) = (name(s.mv.from()), name(s.mv.to()));
            mark(&s, Mark { path, taken, r: 30, joined: true, from, to })
        })
    }
}

/// The pieces a side has lost, by rank, beside the board.
fn tray(w: Wires, side: usize) -> impl IntoView {
    view! {
        <section class=format!("db-tray side-{side}") data-testid=format!("taken-{side}")>
            // The side as the table names its seat: "Taken from the Sámi · Sara".
            <h2>{move || t_args("dablot.board.taken", &[&w.table.seat_place(side as Seat)])}</h2>
            <ul>
                {[2usize, 1, 0].map(|r| view! {
                    <li class=w.show(side * 3 + r, tray_class) data-rank=Rank::ALL[r].as_str()
                        data-n=w.show(side * 3 + r, tray_count)>
                        <svg viewBox="-24 -24 48 48" aria-hidden="true">
                            <use class=w.show(side, tray_glyph) href=HREF[r]/>
                        </svg>
                        {w.show(side * 3 + r, tray_text)}
                    </li>
                })}
                <li class=w.show(6 + side, tray_class)>{t("dablot.board.none")}</li>
            </ul>
        </section>
    }
}

/// Under the board: why the last click did nothing, what to do now, and the buttons.
fn under(w: Wires) -> impl IntoView {
    view! {
        <div class="db-under">
            {why_line::<Dablot>("db-why", w.why)}
            <p class="db-hint" data-testid="hint" aria-live="polite">{w.show(0, hint)}</p>
            {[STOP, CANCEL, PASS].map(|b| {
                let (id, key) = BUTTONS[b as usize];
                view! {
                    <button type="button" class=w.show(b as usize, button_class) data-testid=id
                        on:click=move |_| w.press(b)>{t(key)}</button>
                }
            })}
        </div>
    }
}
