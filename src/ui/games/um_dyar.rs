//! Um dyar's board: two rows of holes scooped in sand, seeds drawn as seeds with their count,
//! each player's pile beside the board. Hovering or focusing a hole previews where the last seed
//! lands and what it would take; a move is animated seed by seed.

use super::GameView;
use crate::games::um_dyar::{Hole, MoveEffect, PASS, Row, UmDyar, spot};
use crate::i18n::Msg;
use crate::model::{Game, Seat, Turn};
use crate::ui::table::Table;
use crate::ui::text::{t, t_args};
use leptos::prelude::*;
use std::time::Duration;

// Board geometry in SVG units. Integers throughout: they keep float formatting out of the page.
const PITCH: i32 = 100;
const SIDE: i32 = 120;
const TOP_Y: i32 = 95;
const BOTTOM_Y: i32 = 215;
const HEIGHT: i32 = 310;
/// Milliseconds per sown seed at speed 1 (slow enough for a class to count along).
const SEED_MS: f32 = 320.0;
const CAPTURE_MS: f32 = 900.0;

/// This game's page: a chunk of the site of its own, fetched when the page is first opened.
#[leptos::lazy]
pub fn page(query: String) -> AnyView {
    crate::ui::table::game_page::<UmDyar>(query)
}

impl GameView for UmDyar {
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

fn center(holes: usize, h: Hole) -> (i32, i32) {
    let s = spot(holes, h);
    let x = SIDE + PITCH * s.column as i32 + PITCH / 2;
    (x, if s.row == Row::Top { TOP_Y } else { BOTTOM_Y })
}

fn board(table: Table<UmDyar>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let frame: RwSignal<Option<Frame>> = RwSignal::new(None);
    let hover: RwSignal<Option<Hole>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    animate_moves(table, frame, run);

    let holes = move || state.with(|s| s.as_ref().map_or(6, |s| s.holes_per_row()));
    let width = move || SIDE * 2 + PITCH * holes() as i32;
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

    let hole_view = move |h: Hole| {
        let (x, y) = center(holes(), h);
        let closed = move || state.with(|s| s.as_ref().is_some_and(|s| s.is_closed(h)));
        let label = move || {
            let who = if h.player == 0 { t("um-dyar.seat.south") } else { t("um-dyar.seat.north") };
            if closed() {
                t_args("um-dyar.board.closed_hole", &[&who, &(h.index + 1)])
            } else {
                t_args("um-dyar.board.hole", &[&who, &(h.index + 1), &count(h)])
            }
        };
        let choose = move || {
            if playable(h) {
                hover.set(None);
                table.choose(h.index as u8 + 1);
            }
        };
        let label_y = if y < 150 { y - 52 } else { y + 62 };
        let number_y = if y < 150 { y + 50 } else { y - 44 };
        let class = move || {
            let mut c = String::from("ud-hole-group");
            let flag = |c: &mut String, on: bool, name: &str| {
                if on {
                    c.push(' ');
                    c.push_str(name)
                }
            };
            flag(&mut c, playable(h), "playable");
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
            <g class=class
                role="button"
                tabindex=move || if playable(h) { "0" } else { "-1" }
                aria-disabled=move || (!playable(h)).to_string()
                aria-label=label
                data-testid=format!("hole-{}-{}", h.player, h.index + 1)
                data-seeds=move || count(h).to_string()
                on:click=move |_| choose()
                on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); choose() }
                on:pointerenter=move |_| hover.set(Some(h))
                on:pointerleave=move |_| hover.set(None)
                on:focus=move |_| hover.set(Some(h))
                on:blur=move |_| hover.set(None)>
                <ellipse class="ud-hole" cx=x cy=y rx="40" ry="36"/>
                <ellipse class="ud-rim" cx=x cy=y rx="44" ry="40"/>
                {move || seeds(x, y, count(h) as usize, 34).collect_view().into_any()}
                <text class="ud-count" x=x y=label_y text-anchor="middle">{move || if closed() { "×".to_string() } else { count(h).to_string() }}</text>
                <text class="ud-number" x=x y=number_y text-anchor="middle">{h.index + 1}</text>
            </g>
        }
    };

    let pile_view = move |p: Seat| {
        let x = SIDE / 2;
        let (cx, cy) = (move || if p == 0 { width() - x } else { x }, if p == 0 { BOTTOM_Y } else { TOP_Y });
        let label = move || {
            t_args(
                "um-dyar.board.pile",
                &[&if p == 0 { t("um-dyar.seat.south") } else { t("um-dyar.seat.north") }, &pile(p)],
            )
        };
        view! {
            <g class="ud-pile" data-testid=format!("pile-{p}") data-seeds=move || pile(p).to_string() role="img" aria-label=label>
                {move || seeds(cx(), cy, pile(p) as usize, 44).collect_view().into_any()}
                <text class="ud-pile-count" x=cx y=if p == 0 { cy + 72 } else { cy - 58 } text-anchor="middle">{move || pile(p).to_string()}</text>
            </g>
        }
    };

    let all_holes = move || {
        let n = holes();
        (0..2u8).flat_map(move |p| (0..n).map(move |i| Hole { player: p, index: i })).collect::<Vec<_>>()
    };
    let can_pass = move || legal.with(|l| l.contains(&PASS));

    view! {
        <div class="ud-board">
            <svg viewBox=move || format!("0 0 {} {HEIGHT}", width()) role="group"
                aria-label=t("um-dyar.board.label")>
                <rect class="ud-sand" x="6" y="6" width=move || width() - 12 height=HEIGHT - 12 rx="46"/>
                <path class="ud-arrow" d=move || sow_arrow(width())/>
                {move || all_holes().into_iter().map(hole_view).collect_view().into_any()}
                {pile_view(0)}
                {pile_view(1)}
            </svg>
            <div class="ud-under">
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
        </div>
    }
}

/// An arrow around the board showing the sowing direction (counterclockwise).
fn sow_arrow(width: i32) -> String {
    let (l, r) = (SIDE - 12, width - SIDE + 12);
    format!(
        "M{l} {mid} L{l} {b} M{r} {b} L{r} {t} M{} {} l-6 -10 l12 0 z M{} {} l-6 10 l12 0 z",
        r,
        TOP_Y + 8,
        l,
        BOTTOM_Y - 8,
        mid = (TOP_Y + BOTTOM_Y) / 2,
        b = BOTTOM_Y + 10,
        t = TOP_Y - 10
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
            <h3>{t_args("um-dyar.match.game", &[&m.game, &m.games_limit])}</h3>
            <table>
                <thead><tr><th></th><th>{t("um-dyar.match.won")}</th><th>{t("um-dyar.match.open")}</th><th>{t("um-dyar.match.closed")}</th></tr></thead>
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
                view! { <p class="help">{text}</p> }
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
        // Only a move just added is animated (not undo, not a game loaded at once).
        if prev.is_some_and(|p| len == p + 1) && speed > 0.0 {
            if let Some((before, mv)) = table.last_move()
                && let Some(effect) = before.effect(mv)
            {
                run.update(|r| *r += 1);
                play_frames(before, effect, frame, run, speed);
            }
        } else {
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
