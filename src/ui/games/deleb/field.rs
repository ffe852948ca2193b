//! The field: sand, the sea, the four long lines and the cross-lines with their names, the men
//! on the junctions (`scene::Stone`), the last move's rings and the coach's estimates. A long
//! field folds into bands of at most 20 cross-lines (10 on a phone, 5 when the phone's field is
//! zoomed), read like lines of text. Clicks and keys are taken once, on the field, and handed to
//! the board with the junction of the man they fell on.

use super::scene::Stone;
use crate::games::deleb::{Deleb, Junction, Line, Move, team_key};
use crate::ui::table::Table;
use crate::ui::table::suggest::{Mark, mark};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

// Field geometry in SVG units (integers: no float formatting in the page). A junction's hit area
// is P wide: on a phone with the field zoomed (bands of 5) it is drawn at least 44 px wide.
const P: i32 = 44; // between cross-lines
const R: i32 = 44; // between long lines
const LEFT: i32 = 64;
const RIGHT: i32 = 52;
const TOP: i32 = 44;
const BAND: i32 = 208;
/// Cross-lines per band: on a wide screen, on a phone, and on a phone with the field zoomed.
const BAND_WIDE: u8 = 20;
const BAND_PHONE: u8 = 10;
const BAND_ZOOM: u8 = 5;

/// The field's cross-lines and how many a band holds: bands of at most 20 cross-lines (10 on a
/// narrow screen, 5 when zoomed there), balanced.
pub fn bands(n: u8, narrow: bool, zoom: bool) -> (u8, u8) {
    let most = match (narrow, zoom) {
        (false, _) => BAND_WIDE,
        (true, false) => BAND_PHONE,
        (true, true) => BAND_ZOOM,
    };
    let bands = n.div_ceil(most);
    (n, n.div_ceil(bands.max(1)))
}

/// Where junction `j` is drawn on a field folded in bands of `w` cross-lines.
pub fn place(w: u8, j: Junction) -> (i32, i32) {
    let k = j.cross.saturating_sub(1) as i32;
    let w = w.max(1) as i32;
    (LEFT + (k % w) * P, 8 + (k / w) * BAND + TOP + j.line.index() as i32 * R)
}

/// The junction of the man an event happened on (`data-at` of the nearest man).
fn man_of(ev: &web_sys::Event) -> Option<Junction> {
    use wasm_bindgen::JsCast;
    let el: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let at = el.closest("[data-at]").ok()??.get_attribute("data-at")?;
    Junction::parse(&at, crate::games::deleb::MAX_LINES)
}

/// The field of `geo` (cross-lines, band width): its lines, the marks and men of `men`, the
/// coach's estimates. A click on a man, or Enter or Space on one, is `on_man`'s.
pub fn field(
    table: Table<Deleb>,
    geo: Memo<(u8, u8)>,
    men: Memo<Vec<Stone>>,
    on_man: impl Fn(Junction) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    move || {
        let (n, w) = geo.get();
        let width = LEFT + (w as i32 - 1) * P + RIGHT;
        let height = n.div_ceil(w.max(1)) as i32 * BAND + 16;
        view! {
            // A short field is drawn at most half as large again as its units, not stretched to
            // the page's width.
            <svg viewBox=format!("0 0 {width} {height}") role="group" aria-label=t("deleb.board.label")
                style=format!("max-width:{}px", width * 3 / 2)
                data-testid="field" data-lines=n data-band=w
                on:click=move |ev| if let Some(j) = man_of(&ev) { on_man(j) }
                on:keydown=move |ev| if crate::games::deleb::Pick::activates(&ev.key())
                    && let Some(j) = man_of(&ev)
                {
                    ev.prevent_default();
                    on_man(j)
                }>
                <defs>
                    <marker id="dl-ah" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto">
                        <path d="M0 0L10 5L0 10z" class="dl-ah"/>
                    </marker>
                </defs>
                <rect class="dl-sand" x="4" y="4" width=width - 8 height=height - 8 rx="18"/>
                {lines(n, w)}
                // The last move's start and landing under the men, then the men.
                {move || men.get().into_iter().map(|s| stone(s, w)).collect_view().into_any()}
                {estimates(table, n, w)}
                {suggested(table, w)}
            </svg>
        }
        .into_any()
    }
}

/// The coach's estimates ("what the computer sees"), on the man each move moves (the best of the
/// throws he could be given).
fn estimates(table: Table<Deleb>, n: u8, w: u8) -> impl IntoView {
    move || {
        let mut best: Vec<(Junction, u32)> = Vec::new();
        for (mv, pct) in table.estimates.get() {
            let (Move::Play { from, .. } | Move::Beside { from, .. } | Move::Split { from }) = mv else {
                continue;
            };
            let j = Junction::of_cell(n, from as usize);
            match best.iter_mut().find(|(at, _)| *at == j) {
                Some(b) => b.1 = b.1.max(pct),
                None => best.push((j, pct)),
            }
        }
        best.into_iter()
            .map(|(j, pct)| {
                let (x, y) = place(w, j);
                view! {
                    <g class="estimate dl-estimate" data-testid="estimate" data-junction=j.to_string() aria-hidden="true">
                        <rect x=x - 22 y=y - 37 width="44" height="20" rx="7"/>
                        <text x=x y=y - 22 text-anchor="middle">{format!("{pct} %")}</text>
                    </g>
                }
            })
            .collect_view()
    }
}

/// The suggested move (the coach's hint, a review's better move): the man it moves (or enters),
/// junction by junction to where he lands. A move that moves no man is outlined among the pool's
/// buttons only (`desk.rs`).
fn suggested(table: Table<Deleb>, w: u8) -> impl IntoView {
    move || {
        let s = table.suggestion()?;
        let (_, from, path, _) = super::motion::motion(&s.before, s.mv)?;
        let to = *path.last().unwrap_or(&from);
        let at = |j: &Junction| place(w, *j);
        let path = std::iter::once(&from).chain(&path).map(at).collect();
        Some(mark(
            &s,
            Mark { path, taken: Vec::new(), r: 19, joined: true, from: from.to_string(), to: to.to_string() },
        ))
    }
}

/// One man or double man. Its children are always there (CSS shows those that apply), which
/// keeps the page's code small; clicks and keys are handled once, on the field. A man who may take
/// the chosen throw is ringed (a solid blue circle) and carries a ring where he would land, shown
/// while he is hovered or focused; a slave stands in a dashed square, a man preyed upon between
/// four red ticks, two men standing apart side by side.
fn stone(s: Stone, w: u8) -> impl IntoView {
    let Stone { at, x, y, team, count, slave, sea, apart, danger, to, moving, mark } = s;
    let (lx, ly) = to.map_or((x, y), |j| place(w, j));
    let mut class = String::from(if team == 0 { "dl-man t0" } else { "dl-man t1" });
    for (on, name) in [
        (slave, " slave"),
        (count > 1 && !apart, " double"),
        (apart, " apart"),
        (sea, " sea"),
        (danger, " danger"),
        (to.is_some(), " target"),
        (moving, " moving"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    let what = match (count > 1, apart) {
        (true, true) => "deleb.board.apart",
        (true, false) => "deleb.double",
        _ => "deleb.man",
    };
    let mut label = t_args("deleb.board.man", &[&at, &t(team_key(team)), &t(what)]);
    for (on, key) in [(slave, "deleb.slave"), (sea, "deleb.seafarer"), (danger, "deleb.board.in_danger")] {
        if on {
            label = format!("{label}, {}", t(key));
        }
    }
    if let Some(to) = to {
        label = format!("{label}. {}", t_args("deleb.board.goes", &[&to]));
    }
    let (mut role, mut at_text, mut id) = ("button", at.to_string(), format!("man-{at}"));
    let mut tab = Some(if to.is_some() { "0" } else { "-1" });
    if !mark.is_empty() {
        // A ring of the last move: the same element (less code), with no man and nothing to act on.
        (class, label, role, at_text, id) =
            (format!("dl-mark {mark}"), String::new(), "presentation", String::new(), format!("mark-{mark}"));
        tab = None;
    }
    view! {
        <g class=class transform=format!("translate({x} {y})") role=role tabindex=tab
            aria-label=label data-at=at_text data-testid=id data-team=team data-count=count>
            <circle class="dl-land" cx=lx - x cy=ly - y r="21"/>
            <circle class="dl-hit" r="22"/>
            <rect class="dl-tie" x="-19" y="-19" width="38" height="38" rx="6"/>
            <circle class="dl-stone back" cx="-5" cy="-6" r="15"/>
            <circle class="dl-stone" r="15"/>
            <path class="dl-wave" d="M-7 1q3.5 -5 7 0t7 0"/>
            <text class="dl-two" y="5" text-anchor="middle">"2"</text>
            <path class="dl-prey" d="M0 -30v7M0 23v7M-30 0h7M23 0h7"/>
        </g>
    }
}

/// The field without the men: sand, the sea, the long lines and cross-lines with their names,
/// which way the lines are run, and how the ends join (both teams run every line the same way).
fn lines(n: u8, w: u8) -> impl IntoView {
    let w = w.max(1);
    let bands = n.div_ceil(w);
    let mut sea = String::new();
    let mut long = String::new();
    let mut cross = String::new();
    let mut ways = String::new();
    let mut labels = Vec::new();
    for b in 0..bands {
        let first = b as i32 * w as i32 + 1;
        let cols = (n as i32 - first + 1).min(w as i32);
        let ya = 8 + b as i32 * BAND + TOP;
        let (x0, x1) = (LEFT, LEFT + (cols - 1) * P);
        sea += &format!("M{} {}h{}v{}h-{}z", x0 - 22, ya + R - 18, x1 - x0 + 44, R + 36, x1 - x0 + 44);
        // The long lines run on into the next band (and come from the previous one).
        let (l, r) = (if b > 0 { x0 - 30 } else { x0 }, if b + 1 < bands { x1 + 30 } else { x1 });
        for i in 0..4 {
            let y = ya + i * R;
            long += &format!("M{l} {y}H{r}");
            // A chevron every third gap, pointing the way the line is run (A and C towards 1).
            let d = if i % 2 == 0 { -1 } else { 1 };
            for c in (1..cols).filter(|c| c % 3 == 2) {
                let x = x0 + c * P - P / 2;
                ways += &format!("M{} {}l{} 5l{} 5", x - 3 * d, y - 5, 6 * d, -6 * d);
            }
            labels.push(("dl-letter", LEFT - 50, y + 6, Line::ALL[i as usize].letter().to_string()));
        }
        for c in 0..cols {
            let x = x0 + c * P;
            cross += &format!("M{x} {}V{}", ya - 8, ya + 3 * R + 8);
            labels.push(("dl-num", x, ya - 24, (first + c).to_string()));
        }
    }
    // The ends: at cross-line 1, A→B, C→B and C→D; at cross-line N, B→C, B→A and D→C.
    let last = bands as i32 - 1;
    let xn = LEFT + (n as i32 - last * w as i32 - 1) * P;
    let ends = [
        (LEFT, 0, -1, 0, 1),
        (LEFT, 0, -1, 2, 1),
        (LEFT, 0, -1, 2, 3),
        (xn, last, 1, 1, 2),
        (xn, last, 1, 1, 0),
        (xn, last, 1, 3, 2),
    ]
    .map(|(x, band, d, a, b)| {
        let ya = 8 + band * BAND + TOP;
        let (y0, y1) = (ya + a * R, ya + b * R);
        let d = format!("M{} {y0}C{} {y0} {} {y1} {} {y1}", x + 14 * d, x + 36 * d, x + 36 * d, x + 16 * d);
        view! { <path class="dl-end" d=d marker-end="url(#dl-ah)"/> }
    });
    view! {
        <path class="dl-sea" d=sea/>
        <path class="dl-cross" d=cross/>
        <path class="dl-long" d=long/>
        <path class="dl-way" d=ways/>
        {ends}
        {labels.into_iter().map(|(c, x, y, text)| view! { <text class=c x=x y=y text-anchor="middle">{text}</text> }).collect_view()}
    }
}

/// On a phone the turn bar (with the throw button) stays at the top of the screen and the pool at
/// its bottom while the field is in view (style/deleb.css); after each step of a person's turn the
/// page scrolls itself, by the least it can, so that what is needed next lies between them: the
/// men ringed for the chosen throw, else the throw button.
pub fn bring_into_view() {
    let doc = document();
    let rect = |el: web_sys::Element| {
        let r = el.get_bounding_client_rect();
        (r.top(), r.bottom())
    };
    let find = |sel: &str| doc.query_selector(sel).ok().flatten();
    let mut men: Option<(f64, f64)> = None;
    if let Ok(list) = doc.query_selector_all(".dl-man.target .dl-hit") {
        for i in 0..list.length() {
            use wasm_bindgen::JsCast;
            let Some(el) = list.item(i).and_then(|n| n.dyn_into::<web_sys::Element>().ok()) else { continue };
            let (t, b) = rect(el);
            men = Some(men.map_or((t, b), |(t0, b0)| (t0.min(t), b0.max(b))));
        }
    }
    let screen = window().inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    // Men are seen below the turn bar and above the pool; the throw button is in the turn bar.
    let (span, above, below) = match men {
        Some(span) => (
            span,
            find(".turn-bar").map_or(0.0, |e| rect(e).1.max(0.0)),
            find(".dl-pool").map_or(screen, |e| rect(e).0.min(screen)),
        ),
        None => match find("[data-testid=throw]") {
            Some(button) => (rect(button), 0.0, screen),
            None => return,
        },
    };
    const MARGIN: f64 = 8.0;
    let ((top, bottom), (above, below)) = (span, (above + MARGIN, below - MARGIN));
    let dy = if top < above || bottom - top > below - above {
        top - above
    } else if bottom > below {
        bottom - below
    } else {
        return;
    };
    window().scroll_by_with_x_and_y(0.0, dy);
}
