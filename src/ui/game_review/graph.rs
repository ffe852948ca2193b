//! The graph of the game: each side's chance of winning (the hyena game: its expected place) at
//! every position, a line per side, as SVG that scales with the panel (a phone's width, a
//! projector's). The time axis runs in the reading direction: right to left in Arabic. A click on
//! it, or the arrow keys once it has the focus (it is a slider), shows that position on the board.

use super::super::text::{lang, t, t_args};
use super::shown::Shown;
use crate::i18n::decimal;
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;

const W: f32 = 600.0;
const H: f32 = 220.0;
/// Room for the scale's numbers (on the left, or the right in a right-to-left language): "100 %"
/// at the phone's larger type (style/analysis.css) fits.
const GUTTER: f32 = 58.0;
const TOP: f32 = 10.0;
const BOTTOM: f32 = 24.0;

/// The graph for `shown`; `at` is the position shown on the board (moves from the start), which
/// `go` changes; `testid` tells the finished review's graph from the one of a review running.
pub fn graph(
    shown: Arc<Shown>,
    at: Signal<usize>,
    go: Arc<dyn Fn(usize) + Send + Sync>,
    testid: &'static str,
) -> impl IntoView {
    let rtl = lang().rtl();
    let n = shown.len.max(1) as f32;
    // The x of position i, in the reading direction.
    let x = move |i: usize| {
        let f = i as f32 / n;
        if rtl { W - GUTTER - f * (W - 2.0 * GUTTER) } else { GUTTER + f * (W - 2.0 * GUTTER) }
    };
    let places = shown.places;
    let y = move |v: f32| {
        let f = match places {
            // Place 1 at the top, the last place at the bottom.
            Some(p) if p > 1 => (v - 1.0) / (p as f32 - 1.0),
            Some(_) => 0.0,
            None => 1.0 - v / 100.0,
        };
        TOP + f.clamp(0.0, 1.0) * (H - TOP - BOTTOM)
    };
    let lines = (0..shown.sides.len())
        .map(|s| {
            let pts: Vec<String> = shown
                .values
                .iter()
                .enumerate()
                .map(|(i, v)| format!("{},{}", decimal(x(i) as f64, 1), decimal(y(v[s]) as f64, 1)))
                .collect();
            view! { <polyline class=format!("line side-{}", s % 8) points=pts.join(" ")/> }
        })
        .collect_view();
    let scale = scale(places, y, rtl);
    // One hit area over the whole time axis (not one per position: a long game has hundreds, and
    // the graph is drawn again as a long review goes): a click shows the position nearest it.
    let hits = {
        let (go, len) = (go.clone(), shown.len);
        let on_click = move |ev: leptos::ev::MouseEvent| {
            let Some(target) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
                return;
            };
            let r = target.get_bounding_client_rect();
            if r.width() <= 0.0 {
                return;
            }
            let f = ((ev.client_x() as f64 - r.left()) / r.width()).clamp(0.0, 1.0);
            let f = if rtl { 1.0 - f } else { f };
            go((f * len as f64).round() as usize);
        };
        view! {
            <rect class="hit" x=GUTTER.to_string() y="0" width=(W - 2.0 * GUTTER).to_string()
                height=H.to_string() on:click=on_click/>
        }
    };
    let axis_y = H - BOTTOM + 16.0;
    let (start_x, end_x) = (x(0), x(shown.len));
    // The SVG takes the page's direction: in Arabic "start" is a text's right end. So the start's
    // label grows away from the start, the last move's label back from its end, in either.
    let value_text = {
        let shown = shown.clone();
        move || position_text(&shown, at.get())
    };
    let keys = {
        let (go, len) = (go.clone(), shown.len);
        move |ev: leptos::ev::KeyboardEvent| {
            let now = at.get_untracked();
            let (forward, back) = if rtl { ("ArrowLeft", "ArrowRight") } else { ("ArrowRight", "ArrowLeft") };
            let to = match ev.key().as_str() {
                k if k == forward || k == "ArrowUp" => (now < len).then_some(now + 1),
                k if k == back || k == "ArrowDown" => now.checked_sub(1),
                "Home" => Some(0),
                "End" => Some(len),
                _ => return,
            };
            ev.prevent_default();
            if let Some(i) = to {
                go(i);
            }
        }
    };
    let title = if places.is_some() { t("analysis.graph.place") } else { t("analysis.graph") };
    view! {
        <figure class="review-graph">
            <figcaption>{title.clone()}</figcaption>
            <svg viewBox=format!("0 0 {W} {H}") role="slider" tabindex="0" data-testid=testid
                aria-label=title aria-valuemin="0" aria-valuemax=shown.len.to_string()
                aria-valuenow=move || at.get().to_string() aria-valuetext=value_text.clone()
                data-direction=if rtl { "rtl" } else { "ltr" } on:keydown=keys>
                {scale}
                {lines}
                <line class="now" x1=move || decimal(x(at.get()) as f64, 1) x2=move || decimal(x(at.get()) as f64, 1)
                    y1=TOP.to_string() y2=(H - BOTTOM).to_string()/>
                <text class="axis" data-testid="review-axis-start" x=decimal(start_x as f64, 1) y=axis_y.to_string()
                    text-anchor="start">{t("analysis.axis.start")}</text>
                <text class="axis" data-testid="review-axis-end" x=decimal(end_x as f64, 1) y=axis_y.to_string()
                    text-anchor="end">{t_args("analysis.axis.move", &[&shown.len])}</text>
                {hits}
            </svg>
            <p class="graph-now" aria-hidden="true">{value_text}</p>
            <ul class="graph-key">
                {shown.sides.iter().enumerate().map(|(s, side)| view! {
                    <li><span class=format!("swatch side-{}", s % 8)></span>{side.name.clone()}</li>
                }).collect_view()}
            </ul>
        </figure>
    }
}

/// The scale's lines and numbers: 0, 50 and 100 %, or each place.
fn scale(places: Option<usize>, y: impl Fn(f32) -> f32, rtl: bool) -> impl IntoView {
    let marks: Vec<(f32, String)> = match places {
        // The places' numbers alone: the caption says they are places.
        Some(p) => (1..=p).map(|k| (k as f32, k.to_string())).collect(),
        None => {
            [0.0, 50.0, 100.0].into_iter().map(|v| (v, t_args("analysis.percent", &[&(v as u32)]))).collect()
        }
    };
    let label_x = if rtl { W - GUTTER + 4.0 } else { GUTTER - 4.0 };
    // Its end towards the plot, whichever the direction (the SVG takes the page's).
    marks
        .into_iter()
        .map(|(v, label)| {
            let yy = decimal(y(v) as f64, 1);
            view! {
                <line class="grid" x1=GUTTER.to_string() x2=(W - GUTTER).to_string() y1=yy.clone() y2=yy.clone()/>
                <text class="scale" x=label_x.to_string() y=yy dominant-baseline="middle" text-anchor="end">{label}</text>
            }
        })
        .collect_view()
}

/// The position `at` in words, each side's value: what a screen reader says of the slider.
pub fn position_text(shown: &Shown, at: usize) -> String {
    let Some(values) = shown.values.get(at) else { return String::new() };
    let each = shown
        .sides
        .iter()
        .zip(values)
        .map(|(side, &v)| match shown.places {
            Some(_) => t_args("analysis.side_place", &[&side.name, &decimal(v as f64, 1)]),
            None => t_args(
                "analysis.side_value",
                &[&side.name, &t_args("analysis.percent", &[&(v.round() as i32)])],
            ),
        })
        // The language's own comma between the sides (Arabic's "،").
        .reduce(|list, next| t_args("analysis.list", &[&list, &next]))
        .unwrap_or_default();
    if at == 0 { t_args("analysis.at_start", &[&each]) } else { t_args("analysis.after_move", &[&at, &each]) }
}
