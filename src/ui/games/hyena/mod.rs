//! The hyena game's board: a spiral groove scooped in the sand with its hollows, the well in the
//! middle and the village at the outer end; each mother a numbered stick in her player's colour,
//! the hyena a spotted head. Under it the three sticks of the last throw, what it did, the
//! player's choices (spending a credit) and every player's credits and mother. Moves are animated
//! hollow by hollow by comparing the state before the last move with the move.

mod geometry;
mod lab;
mod print;

use super::NotFetched;
use crate::games::GameId;
use crate::games::hyena::{Hyena, HyenaState, MotherState, Move, Piece, Place};
use crate::model::{Game, Seat, Turn};
use crate::ui::sticks::{Face, Throw, sticks};
use crate::ui::table::{GameView, MakeTable, Table, TableView, Why, why_line, why_not_now};
use crate::ui::teach::kit_view::{KitView, ThrowLab};
use crate::ui::text::{marked, t, t_args, t_msg};
use geometry::{groove_path, outward, point};
use leptos::prelude::*;
use std::time::Duration;

/// Milliseconds per hollow at speed 1 (slow enough for a class to count along).
const STEP_MS: u32 = 220;
/// Milliseconds the sticks take to land at speed 1, before the piece moves.
const STICKS_MS: u32 = 1200;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_hyena`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_hyena, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<Hyena>)
}

impl KitView for Hyena {
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String) {
        print::board(w, h, size)
    }

    const THROW_LAB: Option<ThrowLab> = Some(lab::LAB);
}

impl GameView for Hyena {
    const PRIMARY_OPTIONS: &'static [&'static str] = &["players"];
    const THROWS: bool = true;

    fn outcome_label(state: &Self, mv: Move) -> String {
        match state.throw_info(mv) {
            Some(info) => t_args("hyena.hand.outcome", &[&info.flats, &t(info.name_key)]),
            None => state.move_text(mv),
        }
    }

    fn thrown_by_hand(state: &Self) -> bool {
        // The spiral's count of hollows is drawn by the site; the sticks are the class's.
        let mut moves = Vec::new();
        state.moves(&mut moves);
        matches!(moves.first(), Some(Move::Sticks(_)))
    }

    fn outcome_faces(state: &Self, mv: Move) -> Vec<Face> {
        let flats = state.throw_info(mv).map_or(0, |i| i.flats as usize);
        let mut faces = vec![Face::White; flats];
        faces.resize(3, Face::Bark);
        faces
    }

    fn board(table: Table<Self>) -> AnyView {
        board(table).into_any()
    }

    fn animation_ms(before: &Self, mv: Move) -> u32 {
        let steps = before.move_effect(mv).map_or(0, |e| e.paths.iter().map(|p| p.1.len() as u32).sum());
        let sticks = if matches!(mv, Move::Sticks(_)) { STICKS_MS } else { 0 };
        sticks + if steps > 0 { (steps + 1) * STEP_MS } else { 0 }
    }
}

/// A piece's place overridden while a move is animated (the state already holds the result).
type Frame = Vec<(Piece, Place)>;

/// A piece as drawn.
#[derive(Clone, PartialEq, Default)]
struct Spot {
    class: String,
    style: String,
    label: String,
    /// The place in short (`hollow-12`, `well`, `village`, `home`, `eaten-7`), for tests.
    place: String,
}

/// One player's line under the board.
#[derive(Clone, PartialEq)]
struct Row {
    seat: Seat,
    title: String,
    state: String,
    tabas: u8,
    throws: String,
    hyena: Option<String>,
    current: bool,
}

fn pos((x, y): (i32, i32)) -> String {
    format!("transform:translate({x}px,{y}px)")
}

/// The centre of the village, at the groove's outer end.
fn village(n: usize) -> (i32, i32) {
    outward(point(n + 1), 36)
}

/// The village's radius: room for four mothers side by side, their rings clear of each other.
const VILLAGE_R: i32 = 48;

/// Where the village's name is written, outside it and away from the spiral: its point, its
/// `text-anchor`, and how far the text reaches either way along x (it is about 80 units long).
fn village_label(n: usize) -> ((i32, i32), &'static str, (i32, i32)) {
    let v = village(n);
    if v.0.abs() >= 2 * v.1.abs() {
        let (x, y) = outward(v, VILLAGE_R + 8);
        if v.0 > 0 { ((x, y + 6), "start", (0, 84)) } else { ((x, y + 6), "end", (-84, 0)) }
    } else {
        let (x, y) = outward(v, VILLAGE_R + 18);
        ((x, y + 6), "middle", (-42, 42))
    }
}

/// The drawing's view box (x, y, width, height): the groove, the village and its name.
fn view_box(n: usize) -> (i32, i32, i32, i32) {
    let (mut x0, mut y0, mut x1, mut y1) = (-40, -40, 40, 40);
    for j in 0..n + 2 {
        let (x, y) = point(j);
        (x0, y0, x1, y1) = (x0.min(x - 20), y0.min(y - 20), x1.max(x + 20), y1.max(y + 20));
    }
    let v = village(n);
    let r = VILLAGE_R + 4;
    (x0, y0, x1, y1) = (x0.min(v.0 - r), y0.min(v.1 - r), x1.max(v.0 + r), y1.max(v.1 + r));
    let ((lx, ly), _, (l0, l1)) = village_label(n);
    (x0, y0, x1, y1) = (x0.min(lx + l0), y0.min(ly - 22), x1.max(lx + l1), y1.max(ly + 8));
    // Small spirals keep a sensible size (their hollows would otherwise look huge).
    let (w, h) = ((x1 - x0).max(360) + 16, (y1 - y0).max(300) + 16);
    ((x0 + x1 - w) / 2, (y0 + y1 - h) / 2, w, h)
}

/// Where `place` is drawn on a spiral of `n` hollows, and whether it is the village.
fn at(n: usize, place: Place) -> ((i32, i32), bool) {
    match place {
        Place::Well => (point(0), false),
        Place::Hollow(d) | Place::Eaten(d) => (point((n + 1).saturating_sub(d as usize)), false),
        Place::Village | Place::Home => (village(n), true),
    }
}

fn place_key(p: Place) -> String {
    match p {
        Place::Hollow(d) => format!("hollow-{d}"),
        Place::Eaten(d) => format!("eaten-{d}"),
        p => p.key().to_string(),
    }
}

fn place_of(s: &Hyena, p: Piece) -> Option<Place> {
    match p {
        Piece::Mother(m) => s.mother_place(m),
        Piece::Hyena => s.hyena_place(),
    }
}

fn spot_list(s: &Hyena, frame: Option<&Frame>, title: &dyn Fn(Seat) -> String) -> Vec<Spot> {
    let n = s.hollow_count().unwrap_or(s.hollow_range().1) as usize;
    let players = s.player_count();
    let current = s.current_player();
    let hunter = s.hyena_player();
    let pieces: Vec<(Piece, Option<Place>, Place)> = (0..=players)
        .map(|i| {
            let piece = if i < players { Piece::Mother(i as Seat) } else { Piece::Hyena };
            let shown = frame.and_then(|f| f.iter().find(|e| e.0 == piece).map(|e| e.1));
            let real = place_of(s, piece);
            (piece, real, shown.or(real).unwrap_or(Place::Village))
        })
        .collect();
    let bases: Vec<((i32, i32), bool)> = pieces.iter().map(|p| at(n, p.2)).collect();
    // Where the hyena stands, once he is loose (caged, he is not drawn and takes no room).
    let hyena_at = pieces.last().filter(|p| p.1.is_some()).map(|p| at(n, p.2).0);
    pieces
        .iter()
        .enumerate()
        .map(|(i, &(piece, real, place))| {
            let (base, wide) = bases[i];
            let hyena = piece == Piece::Hyena;
            // Mothers sharing a place stand side by side in seat order, four to a row, each ring
            // clear of her neighbours' numbers; the hyena, if he is there too, in a row below.
            let k = bases[..i.min(players)].iter().filter(|b| b.0 == base).count() as i32;
            let m = bases[..players].iter().filter(|b| b.0 == base).count() as i32;
            let cols = m.clamp(1, 4);
            let rows = (m + cols - 1) / cols + (hyena_at == Some(base)) as i32;
            let (sx, sy) = if wide { (26, 46) } else { (24, 44) };
            let (col, row, cols) = if hyena { (0, rows - 1, 1) } else { (k % cols, k / cols, cols) };
            let dx = (2 * col - (cols - 1)) * sx / 2;
            let dy = (2 * row - (rows - 1)) * sy / 2;
            let mut class = String::from(if hyena { "hy-piece hy-hyena" } else { "hy-piece hy-mother" });
            let mut flag = |on: bool, name: &str| {
                if on {
                    class.push(' ');
                    class.push_str(name);
                }
            };
            flag(matches!(place, Place::Eaten(_)), "eaten");
            flag(place == Place::Home && !hyena, "home");
            let mine = current.is_some()
                && if hyena { hunter == current } else { current == Some(i as Seat) && hunter != current };
            flag(mine, "turn");
            flag(hyena && real.is_none(), "caged");
            flag(hyena && s.hyena_state() == HyenaState::Returning, "hunting");
            let label = match piece {
                Piece::Mother(m) => t_args(
                    "hyena.board.mother",
                    &[
                        &title(m),
                        &t_msg(&place.describe()),
                        &s.mother_state(m).map(|x| t_msg(&x.describe())).unwrap_or_default(),
                    ],
                ),
                Piece::Hyena => t_args("hyena.board.hyena", &[&t_msg(&s.hyena_state().describe())]),
            };
            let at = pos((base.0 + dx, base.1 + dy));
            let style = if hyena { at } else { format!("--c:var(--seat-{i});{at}") };
            Spot { class, style, label, place: place_key(place) }
        })
        .collect()
}

fn rows(s: &Hyena, title: &dyn Fn(Seat) -> String) -> Vec<Row> {
    let hyena = s.hyena_player();
    (0..s.player_count() as Seat)
        .map(|seat| {
            let c = s.credits(seat).unwrap_or_default();
            let throws: Vec<String> = [2u8, 3, 0]
                .into_iter()
                .filter(|&f| c.banked(f) > 0)
                .filter_map(|f| Some(format!("{} ×{}", s.throw_outcome(f)?.value, c.banked(f))))
                .collect();
            Row {
                seat,
                title: title(seat),
                state: s.mother_state(seat).map(|m| t_msg(&m.describe())).unwrap_or_default(),
                tabas: c.tabas,
                throws: throws.join(", "),
                hyena: (hyena == Some(seat)).then(|| t_msg(&s.hyena_state().describe())),
                current: s.current_player() == Some(seat),
            }
        })
        .collect()
}

/// What the last move did, in words.
fn effect_line(before: &Hyena, mv: Move, title: &dyn Fn(Seat) -> String) -> String {
    let Some(e) = before.move_effect(mv) else { return String::new() };
    let mut parts = Vec::new();
    for (piece, path) in &e.paths {
        if let Some(to) = path.last() {
            let to = t_msg(&to.describe());
            parts.push(match *piece {
                Piece::Mother(m) => t_args("hyena.effect.mother", &[&title(m), &to]),
                Piece::Hyena => t_args("hyena.effect.hyena", &[&to]),
            });
        }
    }
    for &m in &e.eaten {
        parts.push(t_args("hyena.effect.eaten", &[&title(m)]));
    }
    if e.banked_taba {
        parts.push(t("hyena.effect.banked_taba"));
    }
    if e.banked_throw {
        parts.push(t("hyena.effect.banked_throw"));
    }
    if e.paid > 0 {
        parts.push(t_args("hyena.effect.paid", &[&e.paid]));
    }
    if e.hyena_loosed {
        let who = before.current_player().map(title).unwrap_or_default();
        parts.push(t_args("hyena.effect.loosed", &[&who]));
    }
    if e.lost {
        parts.push(t("hyena.effect.lost"));
    }
    if e.over {
        parts.push(t("hyena.effect.over"));
    } else if e.turn_ends {
        parts.push(t("hyena.effect.turn_ends"));
    }
    parts.join(" ")
}

/// Everything under the spiral but the sticks, read in one go (one closure renders it).
#[derive(Clone, PartialEq)]
struct Panel {
    effect: String,
    /// The choices open to a person: (move, test id, text).
    choices: Vec<(Move, String, String)>,
    rows: Vec<Row>,
    /// The degrees of defeat, once the game is over: (seat, rank, text).
    result: Option<Vec<(Seat, u8, String)>>,
}

fn board(table: Table<Hyena>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let frame: RwSignal<Option<Frame>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    let hover: RwSignal<Option<Move>> = RwSignal::new(None);
    animate_moves(table, frame, run);

    // The seat's full title (with the person's name, or "computer") in the lists; its short name
    // in sentences ("Player 2's mother").
    let title = move |s: Seat| table.seat_title(s);
    let short = move |s: Seat| t_args("table.seat_n", &[&(s as usize + 1)]);
    // The spiral's size, and the sentence that gives it.
    let spiral = Memo::new(move |_| {
        state.with(|s| {
            let s = s.as_ref()?;
            let (lo, hi) = s.hollow_range();
            let text = match s.hollow_count() {
                Some(c) if lo == hi => t_args("hyena.board.count", &[&c]),
                Some(c) => t_args("hyena.board.count_drawn", &[&c, &lo, &hi]),
                None => t_args("hyena.board.count_pending", &[&lo, &hi]),
            };
            Some((s.hollow_count().unwrap_or(hi) as usize, s.player_count() + 1, text))
        })
    });
    let spots = Memo::new(move |_| {
        let f = frame.get();
        state.with(|s| s.as_ref().map(|s| spot_list(s, f.as_ref(), &short)).unwrap_or_default())
    });
    // Where each choice that moves her takes her, on the spiral: (move, test id, text, x, y).
    let targets = move || {
        let moves = table.legal_moves();
        state.with(|s| {
            let Some(s) = s.as_ref() else { return Vec::new() };
            let n = s.hollow_count().unwrap_or(0) as usize;
            let seat = s.current_player();
            moves
                .iter()
                .filter_map(|&m| {
                    let e = s.move_effect(m)?;
                    let path = e.paths.into_iter().find(|p| Some(p.0) == seat.map(Piece::Mother))?;
                    let (x, y) = at(n, *path.1.last()?).0;
                    Some((m, s.move_text(m).replace(':', "-"), t_msg(&s.describe(m)), x, y))
                })
                .collect::<Vec<_>>()
        })
    };
    // The last move's course: the hollows the piece started from and went through.
    let trail = move || {
        let Some((before, mv)) = table.last_move() else { return Vec::new() };
        let Some(e) = before.move_effect(mv) else { return Vec::new() };
        let n = before.hollow_count().unwrap_or(0) as usize;
        e.paths
            .iter()
            .flat_map(|(p, path)| place_of(&before, *p).into_iter().chain(path.iter().copied()))
            .filter(|p| matches!(p, Place::Hollow(_)))
            .map(|p| at(n, p).0)
            .collect::<Vec<_>>()
    };
    // The last throw up to the position shown (while stepping through the game too).
    let last_throw = Signal::derive(move || {
        let at = table.view_at.get();
        table.session.with(|s| {
            let s = s.as_ref()?;
            let shown = at.unwrap_or(s.len()).min(s.len());
            let (i, mv) =
                s.moves()[..shown].iter().enumerate().rev().find(|(_, m)| matches!(m, Move::Sticks(_)))?;
            let before = s.state_at(i)?;
            let info = before.throw_info(*mv)?;
            let for_hyena = before.current_player().is_some_and(|p| before.hyena_player() == Some(p));
            let value = if info.notation == "taba" {
                t("hyena.board.value_taba")
            } else if for_hyena {
                t_args("hyena.board.value_hyena", &[&(2 * info.value)])
            } else {
                t_args("hyena.board.value_days", &[&info.value])
            };
            Some(Throw {
                serial: i + 1,
                faces: (0..3).map(|k| if k < info.flats { Face::White } else { Face::Bark }).collect(),
                name: t(info.name_key),
                value,
            })
        })
    });
    let panel = move || {
        let effect =
            table.last_move().map(|(before, mv)| effect_line(&before, mv, &short)).unwrap_or_default();
        let moves = table.legal_moves();
        state.with(|s| {
            let s = s.as_ref()?;
            let choices = moves
                .iter()
                .map(|&m| (m, format!("choice-{}", s.move_text(m).replace(':', "-")), t_msg(&s.describe(m))))
                .collect();
            let result = s.outcome().map(|o| {
                let st = s.standing();
                let mut lines = Vec::new();
                if let Some(h) = st.hyena {
                    lines.push((h, o.rank(h), t_args("hyena.result.hyena", &[&title(h)])));
                }
                // Mothers home before her: the hyena's mother and those in front of her. Said as
                // a count, not a place: safe mothers share their rank unless `home-rank=arrival`.
                for (i, &h) in st.home.iter().enumerate() {
                    lines.push((h, o.rank(h), t_args("hyena.result.home", &[&(i + 1), &title(h)])));
                }
                for &e in &st.eaten {
                    lines.push((e, o.rank(e), t_args("hyena.result.eaten", &[&title(e)])));
                }
                lines
            });
            Some(Panel { effect, choices, rows: rows(s, &title), result })
        })
    };

    // Why a click on a piece did nothing (cleared by the next move).
    let why: RwSignal<Option<Why>> = RwSignal::new(None);
    Effect::new(move |_| {
        table.session.with(|s| s.as_ref().map(|s| s.len()));
        table.view_at.track();
        why.set(None);
    });
    let explain = move |piece: Piece| {
        let text = why_not_now(table).map(Why::said).or_else(|| {
            state.with_untracked(|s| {
                let s = s.as_ref()?;
                let current = s.current_player()?;
                let hunter = s.hyena_player();
                let whose = match piece {
                    Piece::Mother(m) => t_args("hyena.why.mother", &[&short(m)]),
                    Piece::Hyena => t("hyena.why.the_hyena"),
                };
                let gone = match piece {
                    Piece::Mother(m) => {
                        matches!(s.mother_state(m), Some(MotherState::Home { .. } | MotherState::Eaten))
                    }
                    Piece::Hyena => s.hyena_state() == HyenaState::Home,
                };
                let moves_now = match piece {
                    Piece::Mother(m) => m == current && hunter != Some(current),
                    Piece::Hyena => hunter == Some(current),
                };
                let (key, text) = if gone {
                    ("hyena.why.done", t_args("hyena.why.done", &[&whose]))
                } else if !moves_now {
                    ("hyena.why.not_now", t_args("hyena.why.not_now", &[&whose, &short(current)]))
                } else if untrack(|| table.turn()).is_some_and(|(t, _)| t == Turn::Chance) {
                    ("hyena.why.throw", t_args("hyena.why.throw", &[&whose]))
                } else {
                    ("hyena.why.choose", t("hyena.why.choose"))
                };
                Some(Why::by::<Hyena>(text, key))
            })
        });
        why.set(text);
    };

    let act = move |m: Move| {
        hover.set(None);
        table.choose(m);
        // Choosing to throw is throwing: the person's sticks fly at once.
        if m == Move::Throw {
            table.throw();
        }
    };

    let piece_view = move |i: usize, mother: bool| {
        let get = move |f: fn(&Spot) -> String| move || spots.with(|v| v.get(i).map(f).unwrap_or_default());
        let piece = if mother { Piece::Mother(i as Seat) } else { Piece::Hyena };
        view! {
            <g class=get(|s| s.class.clone()) style=get(|s| s.style.clone()) role="img"
                aria-label=get(|s| s.label.clone()) data-place=get(|s| s.place.clone())
                data-testid={if mother { format!("mother-{i}") } else { "hyena".to_string() }}
                on:click=move |_| explain(piece)>
                {if mother { mother_figure(i + 1).into_any() } else { hyena_figure().into_any() }}
            </g>
        }
    };

    // The spiral: redrawn whole only for a new game; its pieces, the last move's course and the
    // targets of the choices follow the game. It keeps its proportions within the room the page
    // gives the board (`--board-room`, see style/hyena.css).
    let drawing = move || {
        let Some((n, pieces, _)) = spiral.get() else { return ().into_any() };
        let (x, y, w, h) = view_box(n);
        let v = village(n);
        let (label, anchor, _) = village_label(n);
        let groove = groove_path(n + 1);
        view! {
            <svg class="hy-spiral" viewBox=format!("{x} {y} {w} {h}") role="group" aria-label=t("hyena.board.label")
                data-testid="spiral" data-hollows=n>
                <rect class="hy-sand" x=x y=y width=w height=h rx="36"/>
                <path class="hy-groove" d=groove/>
                {(1..=n).map(|j| {
                    let (x, y) = point(j);
                    let day = n + 1 - j;
                    view! {
                        <circle class="hy-hollow" cx=x cy=y r="13"/>
                        {(day == 1 || day % 10 == 0).then(|| view! {
                            <text class="hy-day" x=x y={y + 4} text-anchor="middle">{day}</text>
                        })}
                    }
                }).collect_view()}
                <circle class="hy-well" r="23" data-testid="well"/>
                <text class="hy-well-label" y="4" text-anchor="middle">{t("hyena.board.well")}</text>
                <g class="hy-village-group" data-testid="village">
                    <circle class="hy-village" cx=v.0 cy=v.1 r=VILLAGE_R/>
                    <text class="hy-village-label" x=label.0 y=label.1 text-anchor=anchor>{t("hyena.board.village")}</text>
                </g>
                {move || trail().into_iter().map(|(x, y)| view! {
                    <circle class="hy-trail" cx=x cy=y r="17"/>
                }).collect_view().into_any()}
                {(0..pieces).map(|i| piece_view(i, i + 1 < pieces)).collect_view()}
                {move || targets().into_iter().map(|(m, id, text, x, y)| {
                    let class = move || if hover.get() == Some(m) { "hy-target hot" } else { "hy-target" };
                    view! {
                        <g class=class role="button" tabindex="0" aria-label=text data-testid=format!("target-{id}")
                            style=pos((x, y))
                            on:click=move |_| act(m)
                            on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); act(m) }
                            on:pointerenter=move |_| hover.set(Some(m))
                            on:pointerleave=move |_| hover.set(None)>
                            <circle r="22"/>
                        </g>
                    }
                }).collect_view().into_any()}
            </svg>
        }
        .into_any()
    };

    // Beside the spiral (under it on a narrow screen): the count, the sticks, what the last move
    // did and the choices.
    let act_panel = move || {
        let Some(p) = panel() else { return ().into_any() };
        view! {
            <p class="hy-effect" data-testid="effect" aria-live="polite">{marked("hyena", p.effect)}</p>
            <div class="hy-choices" data-testid="choices">
                {p.choices.into_iter().map(|(m, id, text)| view! {
                    <button type="button" class={if m == Move::Throw || m == Move::EndTurn { "button primary" } else { "button" }}
                        data-testid=id
                        on:click=move |_| act(m)
                        on:pointerenter=move |_| hover.set(Some(m))
                        on:pointerleave=move |_| hover.set(None)
                        on:focus=move |_| hover.set(Some(m))
                        on:blur=move |_| hover.set(None)>
                        <span class="cap">{marked("hyena", text)}</span>
                        // The coach's estimate of this choice ("what the computer sees").
                        {move || table.estimates.with(|e| e.iter().find(|(x, _)| *x == m).map(|&(_, pct)| view! {
                            <span class="estimate-chip" data-testid="estimate">{format!("{pct} %")}</span>
                        }))}
                    </button>
                }).collect_view()}
            </div>
        }
        .into_any()
    };

    let players = move || {
        let Some(p) = panel() else { return ().into_any() };
        view! {
            <ul class="hy-players" data-testid="players">
                {p.rows.into_iter().map(|r| view! {
                    <li class={if r.current { "hy-player current" } else { "hy-player" }} data-testid=format!("player-{}", r.seat)
                        data-tabas=r.tabas>
                        <svg class="hy-chip" viewBox="-13 -22 26 44" aria-hidden="true">
                            <g class="hy-mother" style=format!("--c:var(--seat-{})", r.seat)>{mother_figure(r.seat as usize + 1)}</g>
                        </svg>
                        <div>
                            <strong>{r.title}</strong>
                            <span class="hy-state">{marked("hyena", r.state)}</span>
                            {r.hyena.map(|h| view! { <span class="hy-hyena-state">{marked("hyena", t_args("hyena.board.plays_hyena", &[&h]))}</span> })}
                            <span class="hy-credits">
                                {marked("hyena", t_args("hyena.board.tabas", &[&r.tabas]))}
                                {(!r.throws.is_empty()).then(|| format!(" · {}", t_args("hyena.board.throws", &[&r.throws])))}
                            </span>
                        </div>
                    </li>
                }).collect_view()}
            </ul>
            {p.result.map(|lines| view! {
                <section class="hy-result" data-testid="result">
                    <h2>{t("hyena.result.title")}</h2>
                    <ol>
                        {lines.into_iter().map(|(s, r, text)| view! {
                            <li data-testid=format!("rank-{s}") data-rank={r as usize + 1}>
                                <span class="hy-rank">{r as usize + 1}</span>{text}
                            </li>
                        }).collect_view()}
                    </ol>
                </section>
            })}
        }
        .into_any()
    };

    // The throw's name shows when the sticks have landed (see style/hyena.css).
    let wait = move || format!("--hy-wait:{}ms", (1400.0 * table.speed.get()) as u32);
    view! {
        <div class="hy-board">
            <div class="hy-main">
                <div class="hy-field">{drawing}</div>
                <div class="hy-side" style=wait>
                    <p class="hy-count" data-testid="hollow-count">{move || spiral.get().map(|s| s.2)}</p>
                    <div class="hy-throw">
                        {sticks(GameId::Hyena, last_throw, table.speed.into())}
                        {move || frame.with(Option::is_some).then(|| view! {
                            <button type="button" class="button quiet hy-skip" data-testid="skip"
                                on:click=move |_| { run.update(|r| *r += 1); frame.set(None); }>{t("hyena.board.skip")}</button>
                        }.into_any())}
                    </div>
                    <div class="hy-act">
                        {why_line::<Hyena>("hy-why", why)}
                        {act_panel}
                    </div>
                </div>
            </div>
            {players}
        </div>
    }
}

/// A mother: a stick planted in the sand, in her player's colour, with his number.
fn mother_figure(number: usize) -> impl IntoView {
    view! {
        <rect class="hy-ring" x="-11" y="-21" width="22" height="42" rx="10"/>
        <rect class="hy-stick" x="-9" y="-18" width="18" height="36" rx="8"/>
        <text class="hy-num" y="6" text-anchor="middle">{number}</text>
        <path class="hy-x" d="M-12 -12L12 12M12 -12L-12 12"/>
    }
}

/// The hyena: a spotted head with round ears and amber eyes, on a dark disc.
fn hyena_figure() -> impl IntoView {
    view! {
        <circle class="hy-ring" r="24"/>
        <circle class="hy-disc" r="20"/>
        <path class="hy-ear" d="M-17.5 -12a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M4.5 -12a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0"/>
        <ellipse class="hy-head" cy="-1" rx="14" ry="12"/>
        <path class="hy-spot" d="M-10 -6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M6 -6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M-2 -10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M-7.5 6a7.5 6 0 1 0 15 0a7.5 6 0 1 0 -15 0"/>
        <path class="hy-face" d="M-3.4 3a3.4 2.2 0 1 0 6.8 0a3.4 2.2 0 1 0 -6.8 0"/>
        <path class="hy-eye" d="M-7.5 -2.5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M3.5 -2.5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"/>
    }
}

/// Plays each new move hollow by hollow (after the sticks have landed, for a throw). Speed 0 (or
/// "skip") shows the result at once.
fn animate_moves(table: Table<Hyena>, frame: RwSignal<Option<Frame>>, run: RwSignal<u64>) {
    Effect::new(move |prev: Option<usize>| {
        let len = table.session.with(|s| s.as_ref().map_or(0, |s| s.len()));
        let speed = table.speed.get_untracked();
        run.update(|r| *r += 1);
        frame.set(None);
        // Only a move just added is animated (not undo, not a game loaded at once).
        if prev.is_some_and(|p| len == p + 1)
            && speed > 0.0
            && let Some((before, mv)) = table.last_move()
        {
            start_frames(before, mv, frame, run, speed);
        }
        len
    });
}

fn start_frames(before: Hyena, mv: Move, frame: RwSignal<Option<Frame>>, run: RwSignal<u64>, speed: f32) {
    let Some(e) = before.move_effect(mv) else { return };
    if e.paths.is_empty() {
        return;
    }
    // The moving pieces where they were, and the mothers about to be eaten still standing.
    let mut f: Frame =
        e.paths.iter().map(|(p, _)| (*p, place_of(&before, *p).unwrap_or(Place::Village))).collect();
    f.extend(e.eaten.iter().filter_map(|&s| Some((Piece::Mother(s), before.mother_place(s)?))));
    let steps: Vec<(Piece, Place)> =
        e.paths.iter().flat_map(|(p, path)| path.iter().map(move |&pl| (*p, pl))).collect();
    frame.set(Some(f.clone()));
    let id = run.get_untracked();
    let step = Duration::from_millis((STEP_MS as f32 * speed) as u64);
    let first = if matches!(mv, Move::Sticks(_)) {
        Duration::from_millis((STICKS_MS as f32 * speed) as u64)
    } else {
        step
    };
    set_timeout(move || next_frame(0, f, steps, e.eaten, frame, run, id, step), first);
}

#[allow(clippy::too_many_arguments)]
fn next_frame(
    i: usize,
    mut f: Frame,
    steps: Vec<(Piece, Place)>,
    eaten: Vec<Seat>,
    frame: RwSignal<Option<Frame>>,
    run: RwSignal<u64>,
    id: u64,
    step: Duration,
) {
    // `try_`: the page may have been left (its signals disposed) before the timer fires.
    if run.try_get_untracked() != Some(id) {
        return;
    }
    let Some(&(piece, place)) = steps.get(i) else {
        frame.set(None);
        return;
    };
    for e in f.iter_mut().filter(|e| e.0 == piece) {
        e.1 = place;
    }
    if piece == Piece::Hyena {
        // A mother is eaten as the hyena reaches her hollow.
        let day = match place {
            Place::Hollow(d) => d,
            _ => 0,
        };
        f.retain(|e| !matches!(e, (Piece::Mother(s), Place::Hollow(d)) if eaten.contains(s) && *d >= day));
    }
    frame.set(Some(f.clone()));
    set_timeout(move || next_frame(i + 1, f, steps, eaten, frame, run, id, step), step);
}
