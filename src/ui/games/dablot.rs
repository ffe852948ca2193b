//! Dablot Prejjesne's board: a wooden board with the 191 lines drawn between its 72 points, the
//! Sámi pieces light and the landowners' dark (as in the source: "red or white" against "black"),
//! kings, princes and soldiers told apart by size and marking. A piece is chosen by click, tap,
//! drag or keyboard; a chain of jumps is chosen jump by jump, with the next jumps shown (and, when
//! the rules let a chain stop, a "stop here" button). Every rule question is asked of the engine
//! (`Dablot::{movable_pieces, continuations, legal_paths, capture_forced, path}`).

use super::GameView;
use crate::games::dablot::{Dablot, Move, POINTS, Party, Point, Rank, Side, lines, points};
use crate::i18n::Msg;
use crate::model::Seat;
use crate::ui::table::Table;
use crate::ui::text::{t, t_args};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

// Geometry in SVG units (integers: no float formatting in the page). A step of the doubled
// coordinates is `U`: corners are 2U apart, a centre lies U across and U up from a corner.
const U: i32 = 40;
const M: i32 = 44;
const W: i32 = 10 * U + 2 * M;
const H: i32 = 12 * U + 2 * M;
/// Milliseconds per jump or step of an animated move, at speed 1.
const STEP_MS: u32 = 360;
/// Milliseconds of the slide when a player picks the next jump of a chain, at speed 1.
const PICK_MS: f32 = 200.0;

// Flags of a point in the scene.
const MOVABLE: u8 = 1;
const SELECTED: u8 = 2;
const TARGET: u8 = 4;
const LAST: u8 = 8;

impl GameView for Dablot {
    fn board(table: Table<Self>) -> AnyView {
        board(table).into_any()
    }

    fn thumbnail() -> AnyView {
        // A corner of the board: 5 × 3 points, light pieces below, dark above, a king and a prince.
        let at = |c: i32, r: i32| (20 + c * 30, 20 + r * 30);
        let mut d = String::new();
        for r in 0..3 {
            d += &format!("M20 {0}H140", 20 + r * 30);
        }
        for c in 0..5 {
            d += &format!("M{0} 20V80", 20 + c * 30);
        }
        for c in 0..4 {
            for r in 0..2 {
                let (x, y) = at(c, r);
                d += &format!("M{x} {y}l30 30m0 -30l-30 30");
            }
        }
        let pieces = [(0, 2, Rank::Soldier, true), (2, 2, Rank::Soldier, true), (4, 2, Rank::Soldier, true),
            (1, 0, Rank::Soldier, false), (3, 0, Rank::Soldier, false), (4, 0, Rank::Soldier, false)];
        view! {
            <svg viewBox="0 0 160 100" class="db-thumb">
                <rect x="4" y="4" width="152" height="92" rx="8" class="db-wood"/>
                <path d=d class="db-lines"/>
                {pieces.into_iter().map(|(c, r, rank, sami)| {
                    let (x, y) = at(c, r);
                    piece(x, y, rank, sami, false)
                }).collect_view()}
                {piece(65, 65, Rank::King, true, false)}
                {piece(95, 35, Rank::Prince, false, false)}
            </svg>
        }
        .into_any()
    }

    fn seat_name(state: &Self, seat: Seat) -> Msg {
        Msg::new(state.party(seat).name_key())
    }

    fn animation_ms(before: &Self, mv: Move) -> u32 {
        before.path(mv).len() as u32 * STEP_MS
    }
}

/// The centre of a point on the screen (side 0 at the bottom).
fn xy(p: Point) -> (i32, i32) {
    (M + p.x() as i32 * U, M + (12 - p.y() as i32) * U)
}

/// A piece on the board or in the trays: its side and rank, and whether its side is the Sámi.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Pc {
    side: Side,
    rank: Rank,
    sami: bool,
}

impl Pc {
    fn party(self) -> Party {
        if self.sami { Party::Sami } else { Party::Landowner }
    }
}

fn pc_at(d: &Dablot, p: Point) -> Option<Pc> {
    d.piece_at(p).map(|(side, rank)| Pc { side, rank, sami: d.party(side) == Party::Sami })
}

/// A move being shown jump by jump after it was played.
#[derive(Clone, PartialEq)]
struct Frame {
    before: Dablot,
    path: Vec<Point>,
    k: usize,
    start: usize,
}

/// Everything the board draws, computed in one place.
#[derive(Clone, PartialEq, Default)]
struct Scene {
    /// The piece on each point as shown (the moving piece excluded).
    occ: Vec<Option<Pc>>,
    /// Pieces taken by the last move or by the chain being chosen, drawn as crossed ghosts.
    ghosts: Vec<(Point, Pc)>,
    /// The piece in motion (being moved, animated or dragged), where it is, and whether it slides
    /// there from its previous place.
    mover: Option<(Pc, Point, bool)>,
    /// The last move's path, or the chain chosen so far.
    path: Vec<Point>,
    chain: bool,
    /// Flags of each point (`MOVABLE`, `SELECTED`, `TARGET`, `LAST`).
    flags: Vec<u8>,
    /// The line under the board (a catalog key), with the piece it names.
    hint: Option<&'static str>,
    hint_arg: Option<&'static str>,
    /// The chain may stop here, or jump on.
    stop: bool,
    cancel: bool,
    pass: bool,
}

/// The points jumped over along a path (the middle of each jump).
fn jumped(path: &[Point]) -> Vec<Point> {
    path.windows(2)
        .filter_map(|w| {
            let (ax, ay, bx, by) = (w[0].x() as i32, w[0].y() as i32, w[1].x() as i32, w[1].y() as i32);
            // A step moves 2 in doubled coordinates (|dx| + |dy|), a jump 4.
            ((ax - bx).abs() + (ay - by).abs() == 4).then(|| Point::at((ax + bx) / 2, (ay + by) / 2)).flatten()
        })
        .collect()
}

fn board(table: Table<Dablot>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let legal = Memo::new(move |_| table.legal_moves());
    // The chosen piece and the landing points chosen so far.
    let sel: RwSignal<Option<(Point, Vec<Point>)>> = RwSignal::new(None);
    let frame: RwSignal<Option<Frame>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    let cursor = RwSignal::new(0usize);
    let drag: RwSignal<Option<(i32, i32)>> = RwSignal::new(None);
    let grab: RwSignal<Option<Point>> = RwSignal::new(None);
    // The session length after the board's own move (already being shown).
    let own = StoredValue::new(None::<usize>);

    let start = move |before: Dablot, path: Vec<Point>, k: usize| {
        run.update(|r| *r += 1);
        let speed = table.speed.get_untracked();
        if speed <= 0.0 || k + 1 >= path.len() {
            frame.set(None);
            return;
        }
        let step = Duration::from_millis((STEP_MS as f32 * speed) as u64);
        animate(Frame { before, path, k, start: k }, frame, run, run.get_untracked(), step);
    };

    Effect::new(move |prev: Option<usize>| {
        let len = table.session.with(|s| s.as_ref().map_or(0, |s| s.len()));
        sel.set(None);
        if own.get_value() == Some(len) {
            own.set_value(None);
        } else if prev.is_some_and(|p| len == p + 1) {
            if let Some((before, mv)) = table.last_move() {
                start(before, before.path(mv), 0);
            }
        } else {
            run.update(|r| *r += 1);
            frame.set(None);
        }
        len
    });

    let scene = Memo::new(move |_| scene_of(state.get(), frame.get(), sel.get(), &legal.get(), table));

    // The player's choice of point `p` (click, tap, drop or key). `dropped`: the piece was dragged
    // there, so it is already shown on `p`.
    let act = move |p: Point, dropped: bool| {
        let (Some(s), None) = (state.get_untracked(), frame.get_untracked()) else { return };
        if legal.with_untracked(Vec::is_empty) {
            return;
        }
        // Plays `mv`, chosen along `path`, whose piece is shown on `path[k]` already.
        let finish = move |mv: Move, path: Vec<Point>, k: usize| {
            let len = table.session.with_untracked(|s| s.as_ref().map_or(0, |s| s.len()));
            own.set_value(Some(len + 1));
            sel.set(None);
            start(s, path, k);
            table.choose(mv);
        };
        let current = sel.get_untracked();
        if let Some((from, so_far)) = current.clone() {
            let c = s.continuations(from, &so_far);
            let mut path = vec![from];
            path.extend(so_far.iter().copied());
            let here = path.len() - 1;
            if c.next.contains(&p) {
                path.push(p);
                let c2 = s.continuations(from, &path[1..]);
                match c2.stop_move {
                    Some(mv) if c2.next.is_empty() => finish(mv, path, if dropped { here + 1 } else { here }),
                    _ => sel.set(Some((from, path[1..].to_vec()))),
                }
                return;
            }
            if Some(&p) == so_far.last() {
                // The chain stops here (where the rules allow it).
                if let Some(mv) = c.stop_move.filter(|_| c.can_stop) {
                    finish(mv, path, here);
                }
                return;
            }
            // A point further on: the end of exactly one move.
            let ends: Vec<(Move, Vec<Point>)> = s
                .legal_paths(from)
                .into_iter()
                .filter(|(_, q)| q.starts_with(&so_far) && q.last() == Some(&p))
                .collect();
            if let Some((mv, rest)) = ends.first().filter(|(m, _)| ends.iter().all(|(n, _)| n == m)) {
                let mut full = vec![from];
                full.extend(rest.iter().copied());
                let k = if dropped { full.len() - 1 } else { here };
                finish(*mv, full, k);
                return;
            }
            if !so_far.is_empty() {
                return;
            }
        }
        let movable = s.movable_pieces().contains(&p);
        sel.set(movable.then(|| (p, Vec::new())).or(current.filter(|(f, _)| *f == p)));
    };

    // Where the pointer is, in SVG units, and the nearest point within reach.
    let svg_xy = |ev: &web_sys::PointerEvent| -> Option<(i32, i32)> {
        let el = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
        let r = el.get_bounding_client_rect();
        if r.width() <= 0.0 || r.height() <= 0.0 {
            return None;
        }
        let x = (ev.client_x() as f64 - r.left()) * W as f64 / r.width();
        let y = (ev.client_y() as f64 - r.top()) * H as f64 / r.height();
        Some((x as i32, y as i32))
    };
    let nearest = |(x, y): (i32, i32)| {
        points()
            .map(|p| {
                let (px, py) = xy(p);
                ((px - x).pow(2) + (py - y).pow(2), p)
            })
            .min()
            .filter(|(d, _)| *d <= (U * 3 / 4).pow(2))
            .map(|(_, p)| p)
    };
    // The point where the chosen piece now stands (its start, or the last landing point).
    let holding = move || sel.with_untracked(|s| s.as_ref().map(|(f, v)| *v.last().unwrap_or(f)));

    let focus = move |id: usize| {
        cursor.set(id);
        if let Some(el) = document()
            .query_selector(&format!("[data-pt=\"{id}\"]"))
            .ok()
            .flatten()
            .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok())
        {
            let _ = el.focus();
        }
    };
    let key = move |ev: web_sys::KeyboardEvent| {
        let Some(p) = Point::from_id(cursor.get_untracked()) else { return };
        let (x, y) = (p.x() as i32, p.y() as i32);
        // Up and down go to the next row of points (corners and centres alternate).
        let row = |dy: i32| {
            let ny = y + dy;
            let nx = if ny % 2 == 1 { if x < 10 { x + 1 } else { x - 1 } } else { x - 1 };
            Point::at(nx, ny)
        };
        let to = match ev.key().as_str() {
            "ArrowLeft" => Point::at(x - 2, y),
            "ArrowRight" => Point::at(x + 2, y),
            "ArrowUp" => row(1),
            "ArrowDown" => row(-1),
            "Enter" | " " => {
                ev.prevent_default();
                act(p, false);
                return;
            }
            "Escape" => {
                sel.set(None);
                return;
            }
            _ => return,
        };
        ev.prevent_default();
        if let Some(q) = to {
            focus(q.id());
        }
    };

    let point_view = move |p: Point| {
        let id = p.id();
        let (x, y) = xy(p);
        let class = move || {
            let f = scene.with(|s| s.flags.get(id).copied().unwrap_or(0));
            let mut c = String::from("db-pt");
            for (bit, name) in [(MOVABLE, " mv"), (SELECTED, " sel"), (TARGET, " tg"), (LAST, " last")] {
                if f & bit != 0 {
                    c.push_str(name);
                }
            }
            c
        };
        let label = move || {
            scene.with(|s| {
                let f = s.flags.get(id).copied().unwrap_or(0);
                let here = s.occ.get(id).copied().flatten().or(s.mover.filter(|m| m.1 == p).map(|m| m.0));
                let what = here.map_or_else(
                    || t("dablot.board.empty"),
                    |pc| t_args("dablot.board.piece", &[&t(pc.party().piece_key(pc.rank)), &t(pc.party().name_key())]),
                );
                let state = if f & SELECTED != 0 {
                    t("dablot.board.selected")
                } else if f & TARGET != 0 {
                    t("dablot.board.target")
                } else if f & MOVABLE != 0 {
                    t("dablot.board.can_move")
                } else {
                    String::new()
                };
                t_args("dablot.board.point", &[&p, &what, &state])
            })
        };
        view! {
            <g class=class role="button" data-pt=id data-testid=format!("pt-{}-{}", p.x(), p.y())
                tabindex=move || if cursor.get() == id { "0" } else { "-1" }
                aria-label=label
                on:focus=move |_| cursor.set(id)>
                <circle class="hit" cx=x cy=y r=U * 3 / 4/>
                <circle class="ring" cx=x cy=y r="24"/>
            </g>
        }
    };

    let line_path = lines().iter().fold(String::new(), |mut d, &(a, b)| {
        let ((ax, ay), (bx, by)) = (xy(a), xy(b));
        d += &format!("M{ax} {ay}L{bx} {by}");
        d
    });
    let dots = points().fold(String::new(), |mut d, p| {
        let (x, y) = xy(p);
        let r = if p.is_centre() { 4 } else { 5 };
        d += &format!("M{} {y}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0", x - r, 2 * r, 2 * r);
        d
    });

    let path_points = move || {
        scene.with(|s| {
            s.path.iter().map(|&p| xy(p)).map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ")
        })
    };
    let mover_style = move || {
        let speed = table.speed.get_untracked();
        scene.with(|s| match s.mover {
            Some((_, p, slide)) => {
                let (x, y) = drag.get().unwrap_or_else(|| xy(p));
                let ms = if slide && drag.with(Option::is_none) {
                    (frame.with(|f| if f.is_some() { STEP_MS as f32 * 0.8 } else { PICK_MS }) * speed) as u32
                } else {
                    0
                };
                format!("transform:translate({x}px,{y}px);transition-duration:{ms}ms")
            }
            None => "display:none".to_string(),
        })
    };
    let taken = Memo::new(move |_| {
        table.session.with(|s| {
            let mut n = [[0u8; 3]; 2];
            if let Some(s) = s.as_ref() {
                for (i, mv) in s.moves().iter().enumerate() {
                    for c in mv.captured() {
                        if let Some((side, rank)) = s.state_at(i).and_then(|b| b.piece_at(c)) {
                            n[side as usize & 1][rank as usize] += 1;
                        }
                    }
                }
            }
            n
        })
    });
    let tray = move |side: Side| {
        let list = move || {
            let Some(s) = state.get() else { return ().into_any() };
            let party = s.party(side);
            let n = taken.get()[side as usize];
            let items = [Rank::King, Rank::Prince, Rank::Soldier]
                .into_iter()
                .filter(|&r| n[r as usize] > 0)
                .map(|r| {
                    let k = n[r as usize];
                    let name = if r == Rank::Soldier && k > 1 { party.soldiers_key() } else { party.piece_key(r) };
                    view! {
                        <li data-rank=r.as_str() data-n=k>
                            <svg viewBox="-24 -24 48 48" aria-hidden="true">{piece(0, 0, r, party == Party::Sami, false)}</svg>
                            <span>{t_args("dablot.board.count", &[&k, &t(name)])}</span>
                        </li>
                    }
                })
                .collect_view();
            let none = (n == [0; 3]).then(|| view! { <li class="none">{t("dablot.board.none")}</li> });
            view! {
                <h3>{t_args("dablot.board.taken", &[&t(party.name_key())])}</h3>
                <ul>{items}{none}</ul>
            }
            .into_any()
        };
        view! { <section class=format!("db-tray side-{side}") data-testid=format!("taken-{side}")>{list}</section> }
    };

    view! {
        <div class="db-board">
            {tray(1)}
            <svg viewBox=format!("0 0 {W} {H}") role="group" aria-label=t("dablot.board.label")
                on:keydown=key
                on:pointerdown=move |ev: web_sys::PointerEvent| {
                    if ev.button() != 0 { return; }
                    let Some(p) = svg_xy(&ev).and_then(nearest) else { return };
                    cursor.set(p.id());
                    act(p, false);
                    if holding() == Some(p) {
                        grab.set(Some(p));
                        if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                            let _ = el.set_pointer_capture(ev.pointer_id());
                        }
                    }
                }
                on:pointermove=move |ev: web_sys::PointerEvent| {
                    if grab.get_untracked().is_some() {
                        drag.set(svg_xy(&ev));
                    }
                }
                on:pointerup=move |ev: web_sys::PointerEvent| {
                    let moved = drag.get_untracked().is_some();
                    drag.set(None);
                    if let Some(from) = grab.get_untracked() {
                        grab.set(None);
                        match svg_xy(&ev).and_then(nearest) {
                            Some(q) if moved && q != from => act(q, true),
                            _ => {}
                        }
                    }
                }
                on:pointercancel=move |_| { grab.set(None); drag.set(None); }>
                <defs>
                    <linearGradient id="db-grain" x1="0" y1="0" x2="1" y2="1">
                        <stop offset="0" stop-color="#e6c691"/>
                        <stop offset="1" stop-color="#c99d5f"/>
                    </linearGradient>
                    <marker id="db-arrow" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="4" markerHeight="4" orient="auto">
                        <path d="M0 0L10 5L0 10z"/>
                    </marker>
                </defs>
                <rect class="db-wood" x="4" y="4" width=W - 8 height=H - 8 rx="14" fill="url(#db-grain)"/>
                <g class="db-coords" aria-hidden="true">
                    {(0..=10).map(|x| view! { <text class=if x % 2 == 1 { "odd" } else { "" } x=M + x * U y=H - 12>{x}</text> }).collect_view()}
                    {(0..=12).map(|y| view! { <text class=if y % 2 == 1 { "odd" } else { "" } x="16" y=M + (12 - y) * U + 5>{y}</text> }).collect_view()}
                </g>
                <path class="db-lines" d=line_path/>
                <path class="db-dots" d=dots/>
                <polyline class=move || if scene.with(|s| s.chain) { "db-path chain" } else { "db-path" }
                    points=path_points marker-end="url(#db-arrow)"/>
                {move || scene.with(|s| {
                    let ghosts = s.ghosts.iter().map(|&(p, pc)| {
                        let (x, y) = xy(p);
                        piece(x, y, pc.rank, pc.sami, true)
                    });
                    let pieces = points().filter_map(|p| {
                        let pc = s.occ.get(p.id()).copied().flatten()?;
                        let (x, y) = xy(p);
                        Some(piece(x, y, pc.rank, pc.sami, false))
                    });
                    ghosts.chain(pieces).collect_view()
                }).into_any()}
                <g class="db-mover" style=mover_style>
                    {move || scene.with(|s| s.mover.map(|(pc, _, _)| piece(0, 0, pc.rank, pc.sami, false))).into_any()}
                </g>
                {points().map(point_view).collect_view()}
            </svg>
            {tray(0)}
            <div class="db-under">
                <p class="db-hint" data-testid="hint" aria-live="polite">
                    {move || scene.with(|s| s.hint.map(|k| match s.hint_arg {
                        Some(a) => t_args(k, &[&t(a)]),
                        None => t(k),
                    }))}
                </p>
                {move || scene.with(|s| s.stop).then(|| view! {
                    <button type="button" class="button primary" data-testid="stop"
                        on:click=move |_| { if let Some(p) = holding() { act(p, false) } }>{t("dablot.board.stop")}</button>
                }.into_any())}
                {move || scene.with(|s| s.cancel).then(|| view! {
                    <button type="button" class="button quiet" data-testid="cancel"
                        on:click=move |_| sel.set(None)>{t("dablot.board.cancel")}</button>
                }.into_any())}
                {move || scene.with(|s| s.pass).then(|| view! {
                    <button type="button" class="button primary" data-testid="pass"
                        on:click=move |_| table.choose(Move::PASS)>{t("dablot.board.pass")}</button>
                }.into_any())}
            </div>
        </div>
    }
}

/// Shows a played move jump by jump: the piece slides from point to point and the pieces it
/// jumps become crossed ghosts.
fn animate(f: Frame, frame: RwSignal<Option<Frame>>, run: RwSignal<u64>, id: u64, step: Duration) {
    if run.get_untracked() != id {
        return;
    }
    if f.k < f.path.len() {
        frame.set(Some(f.clone()));
        let next = Frame { k: f.k + 1, ..f };
        set_timeout(move || animate(next, frame, run, id, step), step);
    } else {
        frame.set(None);
    }
}

fn scene_of(
    state: Option<Dablot>,
    frame: Option<Frame>,
    sel: Option<(Point, Vec<Point>)>,
    legal: &[Move],
    table: Table<Dablot>,
) -> Scene {
    let Some(s) = state else { return Scene::default() };
    let mut sc = Scene { occ: vec![None; POINTS], flags: vec![0; POINTS], ..Scene::default() };
    let human = !legal.is_empty();
    // The position shown, the moving piece's start, and the path it has taken so far.
    let (shown, from, path, slide) = match (&frame, &sel) {
        (Some(f), _) => (f.before, f.path.first().copied(), f.path[..(f.k + 1).min(f.path.len())].to_vec(), f.k > f.start),
        (None, Some((from, so_far))) if human => {
            let mut path = vec![*from];
            path.extend(so_far.iter().copied());
            (s, Some(*from), path, !so_far.is_empty())
        }
        _ => (s, None, Vec::new(), false),
    };
    let gone = jumped(&path);
    for p in points() {
        let pc = pc_at(&shown, p);
        if Some(p) == from {
            sc.mover = pc.zip(path.last().copied()).map(|(pc, at)| (pc, at, slide));
        } else if gone.contains(&p) {
            sc.ghosts.extend(pc.map(|pc| (p, pc)));
        } else {
            sc.occ[p.id()] = pc;
        }
    }
    sc.path = path;
    sc.chain = frame.is_none() && sel.is_some();
    let flag = |sc: &mut Scene, p: Point, bit: u8| {
        if let Some(f) = sc.flags.get_mut(p.id()) {
            *f |= bit;
        }
    };
    if frame.is_some() {
        return sc;
    }
    if let Some(e) = s.end() {
        sc.hint = Some(e.reason.text_key());
    }
    match (&sel, from) {
        (Some((_, so_far)), Some(from)) => {
            let c = s.continuations(from, so_far);
            for &p in &c.next {
                flag(&mut sc, p, TARGET);
            }
            flag(&mut sc, *so_far.last().unwrap_or(&from), SELECTED);
            if so_far.is_empty() {
                for p in s.movable_pieces() {
                    flag(&mut sc, p, MOVABLE);
                }
                sc.hint = Some("dablot.board.where");
                sc.hint_arg = sc.mover.map(|(pc, _, _)| pc.party().piece_key(pc.rank));
            } else {
                sc.hint = Some(if c.can_stop { "dablot.board.chain_stop" } else { "dablot.board.chain" });
                sc.stop = c.can_stop;
            }
            sc.cancel = true;
        }
        _ => {
            if let Some((before, mv)) = table.last_move() {
                sc.path = before.path(mv);
                for p in mv.captured() {
                    sc.ghosts.extend(pc_at(&before, p).map(|pc| (p, pc)));
                }
                for p in [mv.from(), mv.to()].into_iter().flatten() {
                    flag(&mut sc, p, LAST);
                }
            }
            if human {
                if legal.iter().all(|m| m.is_pass()) {
                    sc.pass = true;
                } else {
                    for p in s.movable_pieces() {
                        flag(&mut sc, p, MOVABLE);
                    }
                    sc.hint = Some(if s.capture_forced() { "dablot.board.forced" } else { "dablot.board.choose" });
                }
            }
        }
    }
    sc
}

/// A piece drawn at `(x, y)`: a disc whose size and marking give its rank (a plain ring for a
/// soldier, a diamond for a prince, a crown within a double rim for a king), light for the Sámi,
/// dark for the landowners. A ghost is a piece just taken: faint and crossed out.
fn piece(x: i32, y: i32, rank: Rank, sami: bool, ghost: bool) -> AnyView {
    let class = match (sami, ghost) {
        (true, false) => "db-pc sa",
        (false, false) => "db-pc lo",
        (true, true) => "db-pc sa ghost",
        (false, true) => "db-pc lo ghost",
    };
    let body = match rank {
        Rank::Soldier => view! {
            <circle class="b" r="14"/>
            <circle class="m" r="7"/>
        }
        .into_any(),
        Rank::Prince => view! {
            <circle class="b" r="18"/>
            <path class="m" d="M0 -11L9 0L0 11L-9 0z"/>
        }
        .into_any(),
        Rank::King => view! {
            <circle class="b" r="21"/>
            <circle class="r" r="16.5"/>
            <path class="m" d="M-10 7V-6L-5 0L0 -10L5 0L10 -6V7z"/>
        }
        .into_any(),
    };
    view! {
        <g class=class transform=format!("translate({x} {y})")>
            {body}
            {ghost.then(|| view! { <path class="x" d="M-10 -10L10 10M10 -10L-10 10"/> })}
        </g>
    }
    .into_any()
}
