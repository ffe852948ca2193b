//! Dablot Prejjesne's board: a wooden board with the 191 lines drawn between its 72 points, the
//! Sámi pieces light and the landowners' dark (as in the source: "red or white" against "black"),
//! kings, princes and soldiers told apart by size and marking. A piece is chosen by click, tap,
//! drag or keyboard; a chain of jumps is chosen jump by jump, with the next jumps shown (and, when
//! the rules let a chain stop, a "stop here" button). Every rule question is asked of the engine
//! (`Dablot::{movable_pieces, continuations, legal_paths, capture_forced, path}`).

mod geometry;
mod print;

use super::NotFetched;
use crate::games::dablot::{Dablot, Move, POINTS, Party, Point, Rank, Side, points};
use crate::i18n::Msg;
use crate::model::{Game, Seat};
use crate::ui::table::{GameView, MakeTable, Table, Why, why_line, why_not_now};
use crate::ui::teach::kit_view::KitView;
use crate::ui::text::{marked, t, t_args, t_msg};
use geometry::{H, U, W, xy};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// The drawings of the board and pieces, a static file generated from the rules' geometry with the
/// same `U` and `M` (`tests/dablot_sprite.rs`): kept out of the WebAssembly module, loaded only
/// where a Dablot board is shown.
macro_rules! sprite {
    () => {
        "public/dablot.svg"
    };
}
/// Milliseconds per jump or step of an animated move, at speed 1.
const STEP_MS: u32 = 360;
/// Milliseconds of the slide when a player picks the next jump of a chain, at speed 1.
const PICK_MS: f32 = 200.0;

// Flags of a point in the scene.
const MOVABLE: u8 = 1;
const SELECTED: u8 = 2;
const TARGET: u8 = 4;
const LAST: u8 = 8;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_dablot`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_dablot, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<Dablot>)
}

impl KitView for Dablot {
    fn print_board(w: i32, h: i32, _size: u8) -> (AnyView, String) {
        print::board(w, h)
    }
}

impl GameView for Dablot {
    fn board(table: Table<Self>) -> AnyView {
        board(table).into_any()
    }

    fn seat_name(state: &Self, seat: Seat) -> Msg {
        Msg::new(state.party(seat).name_key())
    }

    fn animation_ms(before: &Self, mv: Move) -> u32 {
        before.path(mv).len() as u32 * STEP_MS
    }
}

/// A piece as the board draws it.
#[derive(Clone, Copy, PartialEq, Debug)]
struct Pc {
    rank: Rank,
    sami: bool,
}

impl Pc {
    fn party(self) -> Party {
        if self.sami { Party::Sami } else { Party::Landowner }
    }

    fn class(self, ghost: bool) -> &'static str {
        ["db-pc lo", "db-pc sa", "db-pc lo ghost", "db-pc sa ghost"][self.sami as usize + 2 * ghost as usize]
    }
}

/// The drawing of each rank in the board's `<defs>` (indexed by `Rank as usize`).
const HREF: [&str; 3] =
    [concat!(sprite!(), "#soldier"), concat!(sprite!(), "#prince"), concat!(sprite!(), "#king")];
const NONE: &str = concat!(sprite!(), "#none");

fn pc_at(d: &Dablot, p: Point) -> Option<Pc> {
    d.piece_at(p).map(|(side, rank)| Pc { rank, sami: d.party(side) == Party::Sami })
}

/// A move being shown jump by jump after it was played.
#[derive(Clone, PartialEq)]
struct Frame {
    before: Dablot,
    path: Vec<Point>,
    k: usize,
    start: usize,
}

/// Everything the board shows, computed in one place; the page reads it through small functions
/// of the scene (`Show`), which keeps the page's code small.
#[derive(Clone, PartialEq, Default)]
struct Scene {
    /// The piece each point shows (the moving piece excluded), and whether it is a ghost: a piece
    /// taken by the last move or by the chain being chosen.
    occ: Vec<Option<(Pc, bool)>>,
    /// The piece in motion (being moved, animated or dragged), where it is, and whether it slides
    /// there from its previous place.
    mover: Option<(Pc, Point, bool)>,
    /// The last move's path, or the chain chosen so far.
    path: Vec<Point>,
    chain: bool,
    /// Flags of each point (`MOVABLE`, `SELECTED`, `TARGET`, `LAST`).
    flags: Vec<u8>,
    /// The line under the board.
    hint: String,
    /// The buttons shown under the board (bits `1 << STOP`, `1 << CANCEL`, `1 << PASS`).
    buttons: u8,
    /// The pieces each side has lost, by rank.
    taken: [[u8; 3]; 2],
    /// The side playing the Sámi.
    sami: Side,
}

/// The points jumped over along a path (the middle of each jump).
fn jumped(path: &[Point]) -> Vec<Point> {
    path.windows(2)
        .filter_map(|w| {
            let (ax, ay, bx, by) = (w[0].x() as i32, w[0].y() as i32, w[1].x() as i32, w[1].y() as i32);
            // A step moves 2 in doubled coordinates (|dx| + |dy|), a jump 4.
            ((ax - bx).abs() + (ay - by).abs() == 4)
                .then(|| Point::at((ax + bx) / 2, (ay + by) / 2))
                .flatten()
        })
        .collect()
}

/// A piece held by the pointer: its point, and the pointer (SVG units) once it has moved away.
type Held = (Point, Option<(i32, i32)>);

/// One thing the page shows, read from the scene: an attribute or a text of element `i`.
type Show = fn(&Scene, usize) -> String;

fn board(table: Table<Dablot>) -> impl IntoView {
    // The chosen piece and the landing points chosen so far.
    let sel: RwSignal<Option<(Point, Vec<Point>)>> = RwSignal::new(None);
    let frame: RwSignal<Option<Frame>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    // The point that has the keyboard focus (one tab stop; arrow keys move it).
    let cursor = RwSignal::new(0usize);
    // A piece held by the pointer: where it was picked up, and where the pointer is once it moves.
    let drag: RwSignal<Option<Held>> = RwSignal::new(None);
    // The session length after the board's own move (which the board is already showing), or 0.
    let own = RwSignal::new(0usize);
    let len = move || table.session.with_untracked(|s| s.as_ref().map_or(0, |s| s.len()));
    // Why the last click did nothing (cleared by the next move and by stepping through the game).
    let why: RwSignal<Option<Why>> = RwSignal::new(None);

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

    // The position shown is the game after `n` moves (the live game, or a step of its replay). A
    // move just added, or a step forward in the replay, is animated; anything else is shown at once.
    Effect::new(move |prev: Option<usize>| {
        let n =
            table.view_at.get().unwrap_or_else(|| table.session.with(|s| s.as_ref().map_or(0, |s| s.len())));
        sel.set(None);
        why.set(None);
        if own.get_untracked() == n {
            own.set(0);
        } else if prev.is_some_and(|p| n == p + 1) {
            if let Some((before, mv)) = table.last_move() {
                start(before, before.path(mv), 0);
            }
        } else {
            run.update(|r| *r += 1);
            frame.set(None);
        }
        n
    });

    let scene = Memo::new(move |_| scene_of(table, frame.get(), sel.get()));
    let show = move |i: usize, f: Show| move || scene.with(|s| f(s, i));

    // The player's choice of point `p` (click, tap, drop or key). `dropped`: the piece was dragged
    // there, so it is already shown on `p`.
    let act = move |p: Point, dropped: bool| {
        let (Some(s), None) = (table.state(), frame.get_untracked()) else { return };
        why.set(None);
        if table.legal_moves().is_empty() {
            why.set(why_not_now(table).map(Why::said));
            return;
        }
        // Plays `mv`, chosen along `path`, whose piece is shown on `path[k]` already.
        let finish = move |mv: Move, path: Vec<Point>, k: usize| {
            own.set(len() + 1);
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
                    Some(mv) if c2.next.is_empty() => finish(mv, path, here + dropped as usize),
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
                path.truncate(1);
                path.extend(rest.iter().copied());
                let k = if dropped { path.len() - 1 } else { here };
                finish(*mv, path, k);
                return;
            }
            // A point the chosen piece cannot reach: the rules say why (the move written out
            // and refused as the engine refuses it).
            let mine = s.piece_at(p).is_some_and(|(side, _)| side == s.to_move());
            if !so_far.is_empty() || !mine {
                path.push(p);
                let text = path.iter().map(Point::to_string).collect::<Vec<_>>().join("-");
                let refused = match s.parse_move(&text) {
                    Err(e) => Some(e.why),
                    Ok(mv) => s.clone().play(mv).err().map(|e| e.why),
                };
                let name = pc_at(&s, from).map_or("", |pc| pc.party().piece_key(pc.rank));
                why.set(Some(match refused {
                    Some(m) => {
                        Why::by::<Dablot>(t_args("dablot.why.cannot_go", &[&t(name), &p, &t_msg(&m)]), m.key)
                    }
                    None => Why::said(t_args("dablot.why.cannot_go_here", &[&t(name), &p])),
                }));
                return;
            }
        }
        let movable = s.movable_pieces().contains(&p);
        if !movable && current.as_ref().is_none_or(|(f, _)| *f != p) {
            why.set(Some(why_not_piece(&s, p)));
        }
        sel.set(movable.then(|| (p, Vec::new())).or(current.filter(|(f, _)| *f == p)));
    };
    // The point where the chosen piece now stands (its start, or the last landing point).
    let holding = move || sel.with_untracked(|s| s.as_ref().map(|(f, v)| *v.last().unwrap_or(f)));

    let key = move |ev: web_sys::KeyboardEvent| {
        let Some(p) = Point::from_id(cursor.get_untracked()) else { return };
        let (x, y) = (p.x() as i32, p.y() as i32);
        // Up and down go to the next row of points (corner rows and centre rows alternate).
        let row = |dy: i32| Point::at(if (y + dy) % 2 != 0 && x < 10 { x + 1 } else { x - 1 }, y + dy);
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
            cursor.set(q.id());
            if let Some(el) = document()
                .query_selector(&format!("[data-testid=\"pt-{}-{}\"]", q.x(), q.y()))
                .ok()
                .flatten()
                .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok())
            {
                let _ = el.focus();
            }
        }
    };
    let press = move |b: u8| match b {
        STOP => {
            if let Some(p) = holding() {
                act(p, false)
            }
        }
        CANCEL => sel.set(None),
        _ => table.choose(Move::PASS),
    };

    let mover_style = move || {
        let speed = table.speed.get_untracked();
        let held = drag.with(|d| d.and_then(|d| d.1));
        scene.with(|s| match s.mover {
            Some((_, p, slide)) => {
                let (x, y) = held.unwrap_or_else(|| xy(p));
                let ms = match (slide, held, frame.with(Option::is_some)) {
                    (true, None, true) => STEP_MS as f32 * 0.8 * speed,
                    (true, None, false) => PICK_MS * speed,
                    _ => 0.0,
                };
                format!("transform:translate({x}px,{y}px);transition-duration:{}ms", ms as u32)
            }
            None => "display:none".to_string(),
        })
    };

    view! {
        <div class="db-board" data-sami=move || scene.with(|s| s.sami)>
            <svg viewBox=format!("0 0 {W} {H}") role="group" aria-label=move || scene.with(board_label)
                on:keydown=key
                on:pointerdown=move |ev: web_sys::PointerEvent| {
                    let Some(p) = pointer_xy(&ev).and_then(near).filter(|_| ev.button() == 0) else { return };
                    cursor.set(p.id());
                    act(p, false);
                    if holding() == Some(p) {
                        drag.set(Some((p, None)));
                        if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                            let _ = el.set_pointer_capture(ev.pointer_id());
                        }
                    }
                }
                on:pointermove=move |ev: web_sys::PointerEvent| {
                    // The piece follows the pointer once it has left its point a little.
                    if let (Some((p, held)), Some((x, y))) = (drag.get_untracked(), pointer_xy(&ev)) {
                        let (px, py) = xy(p);
                        if held.is_some() || (x - px).pow(2) + (y - py).pow(2) > 100 {
                            drag.set(Some((p, Some((x, y)))));
                        }
                    }
                }
                on:pointerup=move |ev: web_sys::PointerEvent| {
                    let held = drag.get_untracked();
                    drag.set(None);
                    if let (Some((from, Some(_))), Some(q)) = (held, pointer_xy(&ev).and_then(near))
                        && q != from
                    {
                        act(q, true);
                    }
                }
                on:pointercancel=move |_| drag.set(None)>
                <use href=concat!(sprite!(), "#board")/>
                <polyline class=show(0, path_class) points=show(0, path_points)/>
                {points().map(|p| {
                    let (id, (x, y)) = (p.id(), xy(p));
                    // Its piece (or nothing), and over it the point itself: its ring shows what
                    // can be done there; it takes the keyboard focus and names what is there.
                    view! {
                        <g>
                            <use class=show(id, piece_class) href=show(id, piece_href) x=x y=y/>
                            <circle class=show(id, hit_class) cx=x cy=y r="26" role="button"
                                data-testid=format!("pt-{}-{}", p.x(), p.y())
                                tabindex=move || if cursor.get() == id { "0" } else { "-1" }
                                aria-label=show(id, hit_label)
                                on:focus=move |_| cursor.set(id)/>
                        </g>
                    }
                }).collect_view()}
                <use class=show(0, mover_class) href=show(0, mover_href) style=mover_style/>
                // The coach's estimates ("what the computer sees"), at the point each move ends
                // on (the best of the moves that end there).
                {move || {
                    let mut best: Vec<(Point, u32)> = Vec::new();
                    for (mv, pct) in table.estimates.get() {
                        let Some(to) = mv.to() else { continue };
                        match best.iter_mut().find(|(p, _)| *p == to) {
                            Some(b) => b.1 = b.1.max(pct),
                            None => best.push((to, pct)),
                        }
                    }
                    best.into_iter().map(|(p, pct)| {
                        let (x, y) = xy(p);
                        view! {
                            <g class="estimate" data-testid="estimate" data-point=p.to_string() aria-hidden="true">
                                <rect x=x - 28 y=y - 16 width="56" height="32" rx="10"/>
                                <text x=x y=y + 7 text-anchor="middle">{format!("{pct} %")}</text>
                            </g>
                        }
                    }).collect_view()
                }}
            </svg>
            {[1usize, 0].map(|side| view! {
                <section class=format!("db-tray side-{side}") data-testid=format!("taken-{side}")>
                    <h2>{show(side, tray_title)}</h2>
                    <ul>
                        {[2usize, 1, 0].map(|r| view! {
                            <li class=show(side * 3 + r, tray_class) data-rank=Rank::ALL[r].as_str()
                                data-n=show(side * 3 + r, tray_count)>
                                <svg viewBox="-24 -24 48 48" aria-hidden="true">
                                    <use class=show(side, tray_glyph) href=HREF[r]/>
                                </svg>
                                {show(side * 3 + r, tray_text)}
                            </li>
                        })}
                        <li class=show(6 + side, tray_class)>{t("dablot.board.none")}</li>
                    </ul>
                </section>
            })}
            <div class="db-under">
                {why_line::<Dablot>("db-why", why)}
                <p class="db-hint" data-testid="hint" aria-live="polite">{show(0, hint)}</p>
                {[STOP, CANCEL, PASS].map(|b| {
                    let (id, key) = BUTTONS[b as usize];
                    view! {
                        <button type="button" class=show(b as usize, button_class) data-testid=id
                            on:click=move |_| press(b)>{t(key)}</button>
                    }
                })}
            </div>
            <p class="db-words help" data-testid="words">{marked("dablot", t("dablot.board.words"))}</p>
        </div>
    }
}

// What the page shows, read from the scene (see `Show`).

fn piece_class(s: &Scene, i: usize) -> String {
    s.occ.get(i).copied().flatten().map_or("", |(pc, ghost)| pc.class(ghost)).to_string()
}

fn piece_href(s: &Scene, i: usize) -> String {
    s.occ.get(i).copied().flatten().map_or(NONE, |(pc, _)| HREF[pc.rank as usize]).to_string()
}

fn mover_class(s: &Scene, _: usize) -> String {
    format!("db-mover {}", s.mover.map_or("", |m| m.0.class(false)))
}

fn mover_href(s: &Scene, _: usize) -> String {
    s.mover.map_or(NONE, |m| HREF[m.0.rank as usize]).to_string()
}

fn path_class(s: &Scene, _: usize) -> String {
    if s.chain { "db-path chain" } else { "db-path" }.to_string()
}

fn path_points(s: &Scene, _: usize) -> String {
    s.path.iter().map(|&p| format!("{},{} ", xy(p).0, xy(p).1)).collect()
}

fn hint(s: &Scene, _: usize) -> String {
    s.hint.clone()
}

fn button_class(s: &Scene, b: usize) -> String {
    let primary = if b == CANCEL as usize { "button quiet" } else { "button primary" };
    format!("{primary}{}", if s.buttons & (1 << b) == 0 { " gone" } else { "" })
}

fn hit_class(s: &Scene, i: usize) -> String {
    let f = s.flags.get(i).copied().unwrap_or(0);
    let mut c = String::from("db-pt");
    for (bit, name) in [(MOVABLE, " mv"), (SELECTED, " sel"), (TARGET, " tg"), (LAST, " last")] {
        if f & bit != 0 {
            c.push_str(name);
        }
    }
    c
}

/// "Point 4,6: warrior (Sámi). Can move."
fn hit_label(s: &Scene, i: usize) -> String {
    let Some(p) = Point::from_id(i) else { return String::new() };
    let f = s.flags.get(i).copied().unwrap_or(0);
    let here = match s.occ.get(i).copied().flatten() {
        Some((pc, false)) => Some(pc),
        _ => s.mover.filter(|m| m.1 == p).map(|m| m.0),
    };
    let what = here.map_or_else(
        || t("dablot.board.empty"),
        |pc| t_args("dablot.board.piece", &[&t(pc.party().piece_key(pc.rank)), &t(pc.party().name_key())]),
    );
    let state = [
        (SELECTED, "dablot.board.selected"),
        (TARGET, "dablot.board.target"),
        (MOVABLE, "dablot.board.can_move"),
    ]
    .into_iter()
    .find(|(bit, _)| f & bit != 0)
    .map_or_else(String::new, |(_, k)| t(k));
    t_args("dablot.board.point", &[&p, &what, &state])
}

fn party_of(s: &Scene, side: usize) -> Party {
    if side == s.sami as usize { Party::Sami } else { Party::Landowner }
}

/// The board's label: which party starts at the bottom (side 0, whoever moves first) and which
/// at the top.
fn board_label(s: &Scene) -> String {
    t_args("dablot.board.label", &[&t(party_of(s, 0).name_key()), &t(party_of(s, 1).name_key())])
}

fn tray_title(s: &Scene, side: usize) -> String {
    t_args("dablot.board.taken", &[&t(party_of(s, side).name_key())])
}

fn tray_glyph(s: &Scene, side: usize) -> String {
    if party_of(s, side) == Party::Sami { "db-pc sa" } else { "db-pc lo" }.to_string()
}

fn tray_count(s: &Scene, i: usize) -> String {
    s.taken[(i / 3) & 1].get(i % 3).copied().unwrap_or(0).to_string()
}

/// Item `side * 3 + rank` of the trays, or `6 + side`: the "none yet" line.
fn tray_class(s: &Scene, i: usize) -> String {
    let hidden = match i.checked_sub(6) {
        Some(side) => s.taken[side & 1] != [0; 3],
        None => s.taken[(i / 3) & 1][i % 3] == 0,
    };
    if hidden { "gone" } else { "" }.to_string()
}

fn tray_text(s: &Scene, i: usize) -> String {
    let (party, rank) = (party_of(s, i / 3), Rank::ALL[i % 3]);
    let k = s.taken[(i / 3) & 1][i % 3];
    let name = if rank == Rank::Soldier && k != 1 { party.soldiers_key() } else { party.piece_key(rank) };
    t_args("dablot.board.count", &[&k, &t(name)])
}

/// Why the piece (or empty point) `p` cannot be chosen now, on the turn of a person here.
fn why_not_piece(s: &Dablot, p: Point) -> Why {
    let (key, text) = match pc_at(s, p).zip(s.piece_at(p)) {
        None => ("dablot.why.empty", t_args("dablot.why.empty", &[&p])),
        Some((pc, (side, _))) if side != s.to_move() => (
            "dablot.why.theirs",
            t_args(
                "dablot.why.theirs",
                &[
                    &t(pc.party().piece_key(pc.rank)),
                    &t(pc.party().name_key()),
                    &t(s.party(s.to_move()).name_key()),
                ],
            ),
        ),
        Some((pc, _)) if s.capture_forced() => {
            ("dablot.why.forced", t_args("dablot.why.forced", &[&t(pc.party().piece_key(pc.rank))]))
        }
        Some((pc, _)) => {
            ("dablot.why.blocked", t_args("dablot.why.blocked", &[&t(pc.party().piece_key(pc.rank))]))
        }
    };
    Why::by::<Dablot>(text, key)
}

/// Where the pointer is, in SVG units.
fn pointer_xy(ev: &web_sys::PointerEvent) -> Option<(i32, i32)> {
    let r = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?.get_bounding_client_rect();
    (r.width() > 0.0).then(|| {
        let x = (ev.client_x() as f64 - r.left()) * W as f64 / r.width();
        let y = (ev.client_y() as f64 - r.top()) * H as f64 / r.height();
        (x as i32, y as i32)
    })
}

/// The point within reach of `(x, y)`, if any.
fn near((x, y): (i32, i32)) -> Option<Point> {
    let (d, p) = points().map(|p| ((xy(p).0 - x).pow(2) + (xy(p).1 - y).pow(2), p)).min()?;
    (d <= (U * 3 / 4).pow(2)).then_some(p)
}

// The buttons under the board: stop a chain here, cancel the choice, pass.
const STOP: u8 = 0;
const CANCEL: u8 = 1;
const PASS: u8 = 2;
const BUTTONS: [(&str, &str); 3] =
    [("stop", "dablot.board.stop"), ("cancel", "dablot.board.cancel"), ("pass", "dablot.board.pass")];

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

fn scene_of(table: Table<Dablot>, frame: Option<Frame>, sel: Option<(Point, Vec<Point>)>) -> Scene {
    let Some(s) = table.state() else { return Scene::default() };
    let sami = if s.party(0) == Party::Sami { 0 } else { 1 };
    let mut sc = Scene { occ: vec![None; POINTS], flags: vec![0; POINTS], sami, ..Scene::default() };
    // The pieces each move up to the position shown took (while stepping through the game too).
    let at = table.view_at.get();
    table.session.with(|x| {
        if let Some(x) = x.as_ref() {
            let shown = at.unwrap_or(x.len()).min(x.len());
            for (i, mv) in x.moves()[..shown].iter().enumerate() {
                for c in mv.captured() {
                    if let Some((side, rank)) = x.state_at(i).and_then(|b| b.piece_at(c)) {
                        sc.taken[side as usize & 1][rank as usize] += 1;
                    }
                }
            }
        }
    });
    let legal = table.legal_moves();
    let human = !legal.is_empty();
    // The position shown, the moving piece's start, and the path it has taken so far.
    let (shown, from, path, slide) = match (&frame, &sel) {
        (Some(f), _) => {
            (f.before, f.path.first().copied(), f.path[..(f.k + 1).min(f.path.len())].to_vec(), f.k > f.start)
        }
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
        } else {
            sc.occ[p.id()] = pc.map(|pc| (pc, gone.contains(&p)));
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
        sc.hint = t(e.reason.text_key());
    }
    let chosen = match (&sel, from) {
        (Some((_, so_far)), Some(from)) => Some((so_far, from)),
        _ => None,
    };
    // The last move stays marked until the chosen piece makes its first jump.
    if chosen.is_none_or(|(so_far, _)| so_far.is_empty()) {
        sc.chain = false;
        sc.path.clear();
        if let Some((before, mv)) = table.last_move() {
            sc.path = before.path(mv);
            for p in mv.captured() {
                sc.occ[p.id()] = pc_at(&before, p).map(|pc| (pc, true));
            }
            for p in [mv.from(), mv.to()].into_iter().flatten() {
                flag(&mut sc, p, LAST);
            }
        }
    }
    match chosen {
        Some((so_far, from)) => {
            let c = s.continuations(from, so_far);
            for &p in &c.next {
                flag(&mut sc, p, TARGET);
            }
            flag(&mut sc, *so_far.last().unwrap_or(&from), SELECTED);
            if so_far.is_empty() {
                for p in s.movable_pieces() {
                    flag(&mut sc, p, MOVABLE);
                }
                let name = sc.mover.map_or("", |(pc, _, _)| pc.party().piece_key(pc.rank));
                sc.hint = t_args("dablot.board.where", &[&t(name)]);
            } else {
                sc.hint = t(if c.can_stop { "dablot.board.chain_stop" } else { "dablot.board.chain" });
                sc.buttons |= (c.can_stop as u8) << STOP;
            }
            sc.buttons |= 1 << CANCEL;
        }
        None => {
            if human {
                if legal.iter().all(|m| m.is_pass()) {
                    sc.buttons |= 1 << PASS;
                } else {
                    for p in s.movable_pieces() {
                        flag(&mut sc, p, MOVABLE);
                    }
                    sc.hint =
                        t(if s.capture_forced() { "dablot.board.forced" } else { "dablot.board.choose" });
                }
            }
        }
    }
    sc
}
