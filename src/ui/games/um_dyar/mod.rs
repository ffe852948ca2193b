//! Um dyar's board: two rows of holes scooped in sand, seeds drawn as seeds with their count,
//! each player's pile beside the board (above and below it on a narrow screen). Hovering or
//! focusing a hole previews where the last seed lands and what it would take; a move is animated
//! seed by seed. Clicking a hole that cannot be played says why.

mod print;

use super::NotFetched;
use crate::games::um_dyar::{Hole, MoveEffect, PASS, Row, UmDyar, spot};
use crate::i18n::Msg;
use crate::model::{Game, Seat, Turn};
use crate::ui::table::{GameView, MakeTable, Table, Why, why_line, why_not_now};
use crate::ui::teach::kit_view::KitView;
use crate::ui::text::{marked, t, t_args, t_msg};
use leptos::prelude::*;
use std::time::Duration;

// Board geometry in SVG units. Integers throughout: they keep float formatting out of the page.
const PITCH: i32 = 100;
/// The band beside the rows that holds a pile (wide layout).
const SIDE: i32 = 120;
/// The margin beside the rows (narrow layout, the piles above and below).
const PAD: i32 = 20;
/// The band above and below the rows that holds a pile (narrow layout).
const STRIP: i32 = 100;
const TOP_Y: i32 = 95;
/// The rows are far enough apart for both rows' hole numbers to be read between them.
const BOTTOM_Y: i32 = 239;
const HEIGHT: i32 = 334;
/// The smallest a hole's target may be on the screen, in CSS pixels (WCAG's 44 px); a board too
/// wide for it scrolls sideways within its frame instead.
const TARGET_PX: i32 = 44;
/// Milliseconds per sown seed at speed 1 (slow enough for a class to count along).
const SEED_MS: f32 = 320.0;
const CAPTURE_MS: f32 = 900.0;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_um_dyar`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_um_dyar, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<UmDyar>)
}

impl KitView for UmDyar {
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String) {
        print::board(w, h, size)
    }
}

impl GameView for UmDyar {
    const PRIMARY_OPTIONS: &'static [&'static str] = &["mode"];

    fn board(table: Table<Self>) -> AnyView {
        board(table).into_any()
    }

    fn seat_name(_: &Self, seat: Seat) -> Msg {
        Msg::new(if seat == 0 { "um-dyar.seat.south" } else { "um-dyar.seat.north" })
    }

    fn result_note(state: &Self) -> Option<Msg> {
        let g = state.last_game()?;
        // When the seeds kept back from the game before decided the last game, say so (it names
        // the piles too); otherwise the piles alone.
        Some(g.why().unwrap_or_else(|| Msg::new("um-dyar.result.piles").arg(g.piles[0]).arg(g.piles[1])))
    }

    fn animation_ms(before: &Self, mv: Self::Move) -> u32 {
        before.effect(mv).map_or(300, |e| {
            (e.sown.len() as f32 * SEED_MS + if e.captures.is_empty() { 0.0 } else { CAPTURE_MS }) as u32
        })
    }
}

/// What the board shows while a move is being animated.
#[derive(Clone, PartialEq)]
struct Frame {
    /// Seeds per hole, indexed `player * holes + index`.
    counts: Vec<u16>,
    piles: [u16; 2],
    /// The hole the last seed fell into.
    current: Option<Hole>,
    /// Holes being captured (highlighted before they empty).
    taking: Vec<Hole>,
}

fn slot(holes: usize, h: Hole) -> usize {
    h.player as usize * holes + h.index
}

/// Where things go on a board of `holes` holes a row: wide (piles at the ends of the rows, as on
/// a board in the sand) or narrow (piles above and below the rows, so that a phone's width goes
/// to the holes).
#[derive(Clone, Copy, PartialEq)]
struct Geo {
    holes: usize,
    narrow: bool,
}

impl Geo {
    /// Left edge of the first column of holes.
    fn side(self) -> i32 {
        if self.narrow { PAD } else { SIDE }
    }
    /// How far the rows are moved down.
    fn top(self) -> i32 {
        if self.narrow { STRIP } else { 0 }
    }
    fn width(self) -> i32 {
        2 * self.side() + PITCH * self.holes as i32
    }
    fn height(self) -> i32 {
        HEIGHT + 2 * self.top()
    }
    fn center(self, h: Hole) -> (i32, i32) {
        let s = spot(self.holes, h);
        let x = self.side() + PITCH * s.column as i32 + PITCH / 2;
        (x, self.top() + if s.row == Row::Top { TOP_Y } else { BOTTOM_Y })
    }
    /// A pile's centre: North's by the top row's left end (or above the rows), South's by the
    /// bottom row's right end (or below them).
    fn pile(self, p: Seat) -> (i32, i32) {
        match (self.narrow, p) {
            (false, 0) => (self.width() - SIDE / 2, BOTTOM_Y),
            (false, _) => (SIDE / 2, TOP_Y),
            (true, 0) => (self.width() - PAD - 50, self.height() - STRIP / 2 - 6),
            (true, _) => (PAD + 50, STRIP / 2 + 6),
        }
    }
    /// The smallest width (CSS px) at which every hole's target is `TARGET_PX` wide.
    fn min_px(self) -> i32 {
        (self.width() * TARGET_PX + PITCH - 1) / PITCH
    }
}

/// Is the screen too narrow for the wide board's holes to be `TARGET_PX` wide?
fn is_narrow(holes: usize) -> bool {
    // The layout viewport's width (a phone may zoom out over a page wider than itself, which
    // `innerWidth` would follow).
    let w = document().document_element().map_or(1280, |e| e.client_width());
    // The frame and the page's margins take about 60 px of the screen's width.
    w - 60 < Geo { holes, narrow: false }.min_px()
}

/// Where a pile's count, its owner's name and the word "captured" go (x, y, text-anchor): on the
/// wide board the count beyond the pile and the words in the band between the rows; on the
/// narrow one all beside the pile, towards the middle of the board.
fn pile_marks(g: Geo, p: Seat) -> [(i32, i32, &'static str); 3] {
    let (x, y) = g.pile(p);
    match (g.narrow, p) {
        (false, 0) => [(x, y + 72, "middle"), (x, y - 78, "middle"), (x, y - 56, "middle")],
        (false, _) => [(x, y - 58, "middle"), (x, y + 70, "middle"), (x, y + 92, "middle")],
        (true, 0) => [(x - 62, y + 12, "end"), (x - 124, y - 4, "end"), (x - 124, y + 24, "end")],
        (true, _) => [(x + 62, y + 12, "start"), (x + 124, y - 4, "start"), (x + 124, y + 24, "start")],
    }
}

fn board(table: Table<UmDyar>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let frame: RwSignal<Option<Frame>> = RwSignal::new(None);
    let hover: RwSignal<Option<Hole>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    animate_moves(table, frame, run);

    let holes = move || state.with(|s| s.as_ref().map_or(6, |s| s.holes_per_row()));
    // The layout follows the screen's width (a phone turned, a window resized).
    let width_px = RwSignal::new(0u32);
    let resize = window_event_listener(leptos::ev::resize, move |_| width_px.update(|w| *w += 1));
    on_cleanup(move || resize.remove());
    let geo = Memo::new(move |_| {
        width_px.track();
        let holes = holes();
        Geo { holes, narrow: is_narrow(holes) }
    });
    let legal = Memo::new(move |_| table.legal_moves());
    let to_move = move || {
        state.with(|s| {
            s.as_ref().and_then(|s| match s.turn() {
                Turn::Seat(p) => Some(p),
                _ => None,
            })
        })
    };
    let playable = move |h: Hole| {
        frame.with(Option::is_none)
            && to_move() == Some(h.player)
            && legal.with(|l| l.contains(&(h.index as u8 + 1)))
    };
    let preview = Memo::new(move |_| {
        let h = hover.get()?;
        state.with(|s| s.as_ref().and_then(|s| s.preview(h)))
    });
    let last = Memo::new(move |_| table.last_move().and_then(|(before, mv)| before.effect(mv)));

    let count = move |h: Hole| match frame.get() {
        Some(f) => f.counts.get(slot(holes(), h)).copied().unwrap_or(0),
        None => state.with(|s| s.as_ref().map_or(0, |s| s.seeds_in(h))),
    };
    let pile = move |p: Seat| match frame.get() {
        Some(f) => f.piles[p as usize],
        None => state.with(|s| s.as_ref().map_or(0, |s| s.captured(p))),
    };

    // Why a click did nothing (cleared by the next move, or by stepping through the game).
    let why: RwSignal<Option<Why>> = RwSignal::new(None);
    Effect::new(move |_| {
        table.session.with(|s| s.as_ref().map(|s| s.len()));
        table.view_at.track();
        why.set(None);
    });
    let who = |p: Seat| if p == 0 { t("um-dyar.seat.south") } else { t("um-dyar.seat.north") };

    // Each hole is drawn (hole, seeds, count, number), then covered by its target: a rectangle
    // the width of its column, from the count's edge of the board to the middle, which takes
    // the clicks, the keyboard focus and the hole's name (the drawing itself is not read out).
    // The coach's estimate of sowing a hole ("what the computer sees"), drawn on it.
    let estimate = move |h: Hole| {
        let mover = to_move()?;
        let mv = h.index as u8 + 1;
        table.estimates.with(|e| e.iter().find(|(m, _)| h.player == mover && *m == mv).map(|&(_, p)| p))
    };
    let hole_view = move |h: Hole| {
        let c = move || geo.get().center(h);
        let closed = move || state.with(|s| s.as_ref().is_some_and(|s| s.is_closed(h)));
        let top = move || c().1 < geo.get().top() + 150;
        let class = move || {
            let mut c = String::from("ud-hole-group");
            let flag = |c: &mut String, on: bool, name: &str| {
                if on {
                    c.push(' ');
                    c.push_str(name)
                }
            };
            flag(&mut c, playable(h), "playable");
            flag(&mut c, playable(h) && hover.get() == Some(h), "hot");
            flag(&mut c, closed(), "closed");
            preview.with(|p| {
                if let Some(p) = p {
                    flag(&mut c, p.last == h, "preview-last");
                    flag(&mut c, p.captures.iter().any(|x| x.0 == h), "preview-take");
                }
            });
            frame.with(|f| match f {
                Some(f) => {
                    flag(&mut c, f.current == Some(h), "current");
                    flag(&mut c, f.taking.contains(&h), "taking");
                }
                None => flag(&mut c, last.with(|l| l.as_ref().is_some_and(|l| l.from == h)), "last-from"),
            });
            c
        };
        view! {
            <g class=class data-testid=format!("hole-{}-{}", h.player, h.index + 1) data-seeds=move || count(h).to_string()>
                <ellipse class="ud-hole" cx=move || c().0 cy=move || c().1 rx="40" ry="36"/>
                <ellipse class="ud-rim" cx=move || c().0 cy=move || c().1 rx="44" ry="40"/>
                {move || { let (x, y) = c(); seeds(x, y, count(h) as usize, 34).collect_view().into_any() }}
                <text class="ud-count" x=move || c().0 y=move || if top() { c().1 - 52 } else { c().1 + 62 } text-anchor="middle">
                    {move || if closed() { "×".to_string() } else { count(h).to_string() }}
                </text>
                <text class="ud-number" x=move || c().0 y=move || if top() { c().1 + 64 } else { c().1 - 46 } text-anchor="middle">{h.index + 1}</text>
                {move || estimate(h).map(|pct| {
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
    };
    let target_view = move |h: Hole| {
        let c = move || geo.get().center(h);
        let top = move || c().1 < geo.get().top() + 150;
        let label = move || {
            let closed = state.with(|s| s.as_ref().is_some_and(|s| s.is_closed(h)));
            if closed {
                t_args("um-dyar.board.closed_hole", &[&who(h.player), &(h.index + 1)])
            } else {
                t_args("um-dyar.board.hole", &[&who(h.player), &(h.index + 1), &count(h)])
            }
        };
        let choose = move || {
            if playable(h) {
                hover.set(None);
                why.set(None);
                table.choose(h.index as u8 + 1);
            } else if frame.with_untracked(Option::is_none) {
                why.set(why_not_now(table).map(Why::said).or_else(|| {
                    state.with_untracked(|s| {
                        let s = s.as_ref()?;
                        let mover = to_move()?;
                        if h.player != mover {
                            let text = t_args("um-dyar.why.theirs", &[&who(h.player), &who(mover)]);
                            return Some(Why::by::<UmDyar>(text, "um-dyar.why.theirs"));
                        }
                        s.clone()
                            .play(h.index as u8 + 1)
                            .err()
                            .map(|e| Why::by::<UmDyar>(t_msg(&e.why), e.why.key))
                    })
                }));
            }
        };
        view! {
            <rect class="ud-hit" role="button" x=move || c().0 - PITCH / 2 y=move || c().1 - if top() { 78 } else { 72 }
                width=PITCH height="150" rx="14"
                tabindex=move || if playable(h) { "0" } else { "-1" }
                aria-label=label
                data-testid=format!("target-{}-{}", h.player, h.index + 1)
                on:click=move |_| choose()
                on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); choose() }
                on:pointerenter=move |_| hover.set(Some(h))
                on:pointerleave=move |_| hover.set(None)
                on:focus=move |_| hover.set(Some(h))
                on:blur=move |_| hover.set(None)/>
        }
    };

    let pile_view = move |p: Seat| {
        let c = move || geo.get().pile(p);
        let label = move || {
            let kept = state.with(|s| s.as_ref().map_or(0, |s| s.kept(p)));
            if kept > 0 {
                t_args("um-dyar.board.pile_kept", &[&who(p), &pile(p), &kept])
            } else {
                t_args("um-dyar.board.pile", &[&who(p), &pile(p)])
            }
        };
        let mark = move |i: usize| pile_marks(geo.get(), p)[i];
        view! {
            <g class="ud-pile" data-testid=format!("pile-{p}") data-seeds=move || pile(p).to_string() role="img" aria-label=label>
                {move || { let (x, y) = c(); seeds(x, y, pile(p) as usize, 44).collect_view().into_any() }}
                <text class="ud-pile-count" x=move || mark(0).0 y=move || mark(0).1 text-anchor=move || mark(0).2>{move || pile(p).to_string()}</text>
                <text class="ud-pile-name" x=move || mark(1).0 y=move || mark(1).1 text-anchor=move || mark(1).2>{who(p)}</text>
                <text class="ud-pile-note" x=move || mark(2).0 y=move || mark(2).1 text-anchor=move || mark(2).2>{t("um-dyar.board.captured")}</text>
            </g>
        }
    };

    let all_holes = move || {
        let n = geo.get().holes;
        (0..2u8).flat_map(move |p| (0..n).map(move |i| Hole { player: p, index: i })).collect::<Vec<_>>()
    };
    let can_pass = move || legal.with(|l| l.contains(&PASS));

    view! {
        <div class="ud-board">
            <div class="ud-field">
                <svg viewBox=move || format!("0 0 {} {}", geo.get().width(), geo.get().height()) role="group"
                    aria-label=t("um-dyar.board.label") data-testid="um-dyar-board"
                    data-layout=move || if geo.get().narrow { "narrow" } else { "wide" }
                    style=move || format!("min-width:{}px", geo.get().min_px())>
                    <rect class="ud-sand" x="6" y="6" width=move || geo.get().width() - 12 height=move || geo.get().height() - 12 rx="46"/>
                    <path class="ud-arrow" d=move || sow_arrow(geo.get())/>
                    {move || all_holes().into_iter().map(hole_view).collect_view().into_any()}
                    {pile_view(0)}
                    {pile_view(1)}
                    {move || all_holes().into_iter().map(target_view).collect_view().into_any()}
                </svg>
            </div>
            <div class="ud-under">
                {why_line::<UmDyar>("ud-why", why)}
                <p class="ud-preview" data-testid="preview" aria-live="polite">
                    {move || preview.get().map(|e| preview_text(&e))}
                </p>
                {move || can_pass().then(|| view! {
                    <button type="button" class="button primary" data-testid="pass"
                        on:click=move |_| table.choose(PASS)>{t("um-dyar.board.pass")}</button>
                }.into_any())}
                {move || frame.with(Option::is_some).then(|| view! {
                    <button type="button" class="button quiet" data-testid="skip"
                        on:click=move |_| { run.update(|r| *r += 1); frame.set(None); }>{t("um-dyar.board.skip")}</button>
                }.into_any())}
            </div>
            {move || state.get().and_then(|s| match_panel(&s)).map(IntoAny::into_any)}
            <p class="ud-words help" data-testid="words">{marked("um-dyar", t("um-dyar.board.words"))}</p>
        </div>
    }
}

/// An arrow around the board showing the sowing direction (counterclockwise).
fn sow_arrow(g: Geo) -> String {
    let (l, r, dy) = (g.side() - 12, g.width() - g.side() + 12, g.top());
    format!(
        "M{l} {mid} L{l} {b} M{r} {b} L{r} {t} M{} {} l-6 -10 l12 0 z M{} {} l-6 10 l12 0 z",
        r,
        dy + TOP_Y + 8,
        l,
        dy + BOTTOM_Y - 8,
        mid = dy + (TOP_Y + BOTTOM_Y) / 2,
        b = dy + BOTTOM_Y + 10,
        t = dy + TOP_Y - 10
    )
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

fn preview_text(e: &MoveEffect) -> String {
    let whose = |p: Seat| if p == 0 { t("um-dyar.seat.south") } else { t("um-dyar.seat.north") };
    let land = t_args("um-dyar.preview.lands", &[&whose(e.last.player), &(e.last.index + 1), &e.sown.len()]);
    if e.captures.is_empty() {
        format!("{land} {}", t("um-dyar.preview.no_capture"))
    } else {
        format!("{land} {}", t_args("um-dyar.preview.captures", &[&e.captured(), &e.captures.len()]))
    }
}

fn match_panel(s: &UmDyar) -> Option<impl IntoView + use<>> {
    let m = s.match_view()?;
    let who = |p: usize| if p == 0 { t("um-dyar.seat.south") } else { t("um-dyar.seat.north") };
    let leader = m
        .leader
        .map_or_else(|| t("um-dyar.match.level"), |p| t_args("um-dyar.match.leads", &[&who(p as usize)]));
    Some(view! {
        <section class="ud-match" data-testid="match">
            <h2>{t_msg(&m.heading())}</h2>
            <table>
                <thead><tr><th scope="col">{t("um-dyar.match.player")}</th><th>{t("um-dyar.match.won")}</th><th>{t("um-dyar.match.open")}</th><th>{t("um-dyar.match.closed")}</th></tr></thead>
                <tbody>
                    {(0..2).map(|p| view! {
                        <tr><th scope="row">{who(p)}</th><td>{m.wins[p]}</td><td>{m.open_holes[p]}</td><td>{m.closed_holes[p]}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p>{leader}{(m.carry > 0).then(|| format!(" · {}", t_args("um-dyar.match.carry", &[&m.carry])))}</p>
            {m.last_game.map(|g| {
                let text = match g.winner {
                    Some(w) => t_args("um-dyar.match.last_won", &[&g.number, &who(w as usize), &g.piles[w as usize], &g.piles[1 - w as usize]]),
                    None => t_args("um-dyar.match.last_tie", &[&g.number, &g.piles[0]]),
                };
                let why = g.why().map(|w| view! { <p class="help" data-testid="last-game-why">{t_msg(&w)}</p> });
                view! { <p class="help" data-testid="last-game">{text}</p> {why} }
            })}
        </section>
    })
}

/// Plays each new move seed by seed: the hole empties, the seeds fall one by one, captured holes
/// glow and empty into the captor's pile. Speed 0 (or "skip") shows the result at once.
fn animate_moves(table: Table<UmDyar>, frame: RwSignal<Option<Frame>>, run: RwSignal<u64>) {
    Effect::new(move |prev: Option<usize>| {
        let len = table.session.with(|s| s.as_ref().map_or(0, |s| s.len()));
        let speed = table.speed.get_untracked();
        // Only a move just added to the game shown is animated (not undo, not a game loaded at
        // once, not while stepping through the game: the board shows the position stepped to).
        let live = table.view_at.get().is_none();
        if prev.is_some_and(|p| len == p + 1) && speed > 0.0 && live {
            if let Some((before, mv)) = table.last_move()
                && let Some(effect) = before.effect(mv)
            {
                run.update(|r| *r += 1);
                play_frames(before, effect, frame, run, speed);
            }
        } else {
            run.update(|r| *r += 1);
            frame.set(None);
        }
        len
    });
}

fn play_frames(
    before: UmDyar,
    e: MoveEffect,
    frame: RwSignal<Option<Frame>>,
    run: RwSignal<u64>,
    speed: f32,
) {
    let n = before.holes_per_row();
    let mut f = Frame {
        counts: (0..2u8)
            .flat_map(|p| (0..n).map(move |i| Hole { player: p, index: i }))
            .map(|h| before.seeds_in(h))
            .collect(),
        piles: [before.captured(0), before.captured(1)],
        current: Some(e.from),
        taking: Vec::new(),
    };
    if let Some(c) = f.counts.get_mut(slot(n, e.from)) {
        *c = 0;
    }
    frame.set(Some(f.clone()));
    let id = run.get_untracked();
    let step = Duration::from_millis((SEED_MS * speed) as u64);
    #[allow(clippy::too_many_arguments)]
    fn next(
        i: usize,
        mut f: Frame,
        e: MoveEffect,
        n: usize,
        frame: RwSignal<Option<Frame>>,
        run: RwSignal<u64>,
        id: u64,
        step: Duration,
    ) {
        if run.get_untracked() != id {
            return;
        }
        if let Some(&h) = e.sown.get(i) {
            if let Some(c) = f.counts.get_mut(slot(n, h)) {
                *c += 1;
            }
            f.current = Some(h);
            frame.set(Some(f.clone()));
            set_timeout(move || next(i + 1, f, e, n, frame, run, id, step), step);
        } else if !e.captures.is_empty() && f.taking.is_empty() {
            f.taking = e.captures.iter().map(|c| c.0).collect();
            frame.set(Some(f.clone()));
            set_timeout(move || next(i, f, e, n, frame, run, id, step), step * 3);
        } else {
            frame.set(None);
        }
    }
    set_timeout(move || next(0, f, e, n, frame, run, id, step), step);
}
