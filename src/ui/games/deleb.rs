//! Dèleb's board: the four long lines A–D crossed by the cross-lines, the sea (B and C) drawn as
//! water, the two teams' stones on the junctions, the billets thrown above the field, the pool of
//! throws to give, and each player's entry stage. A long field folds into bands of at most 20
//! cross-lines (10 on a phone), read like lines of text.
//!
//! A move is made by choosing a throw of the pool, then one of the circled men (the engine's
//! `throw_uses` says who may take it, `why_not` why another may not). Nothing here decides a rule.

use super::GameView;
use crate::games::deleb::{
    Billets, Deleb, EntryStep, Junction, Line, Move, Phase, Stage, ThrowName, ThrowUse, describe_throw,
    entry_steps, junction, start_decides, team_key, team_of_seat,
};
use crate::i18n::Msg;
use crate::model::{Options, Seat};
use crate::ui::sticks::{Face, Kind, Throw, sticks};
use crate::ui::table::Table;
use crate::ui::text::{t, t_args, t_msg};
use leptos::prelude::*;
use std::time::Duration;

// Field geometry in SVG units (integers: no float formatting in the page).
const P: i32 = 44; // between cross-lines
const R: i32 = 44; // between long lines
const LEFT: i32 = 74;
const RIGHT: i32 = 60;
const TOP: i32 = 44;
const BAND: i32 = 208;
/// Milliseconds per junction a man moves, at speed 1.
const STEP_MS: u32 = 230;
/// The billets' flight at speed 1 (1400 ms in `sticks.rs`, plus each billet's small delay).
const THROW_MS: u32 = 1750;

/// This game's page: a chunk of the site of its own, fetched when the page is first opened.
#[leptos::lazy]
pub fn page(query: String) -> AnyView {
    crate::ui::table::game_page::<Deleb>(query)
}

impl GameView for Deleb {
    fn board(table: Table<Self>) -> AnyView {
        board(table).into_any()
    }

    fn seat_name(state: &Self, seat: Seat) -> Msg {
        let players = state.setup().players;
        if team_of_seat(players, seat) == 0 {
            Msg::new("deleb.seat.a").arg(seat + 1)
        } else {
            Msg::new("deleb.seat.d").arg(seat + 1 - players / 2)
        }
    }

    fn animation_ms(_: &Self, mv: Move) -> u32 {
        match mv {
            Move::Throw(_) => THROW_MS,
            Move::Play { throw, .. } => throw.value() as u32 * STEP_MS + 200,
            Move::Beside { throw, .. } => throw.value() as u32 * STEP_MS + 200,
            Move::Split { .. } => STEP_MS + 200,
            Move::Choose(_) | Move::End => 0,
        }
    }

    /// Night from the player's clock (before 06:00 or from 19:00): a billet on its side then
    /// counts black.
    fn proposed_options(options: &mut Options) {
        let hour = js_sys::Date::new_0().get_hours();
        if !(6..19).contains(&hour) {
            let _ = options.set("time", "night");
        }
    }
}

/// A man being moved junction by junction: the position before the move, the junctions he
/// passes, how far he has come, and how many men move (1 when a double man is separated).
#[derive(Clone, PartialEq)]
struct Anim {
    before: Deleb,
    from: Junction,
    path: Vec<Junction>,
    at: usize,
    moving: u8,
}

/// A man (or double man) as drawn.
#[derive(Clone, PartialEq)]
struct Stone {
    at: Junction,
    x: i32,
    y: i32,
    team: u8,
    count: u8,
    slave: bool,
    sea: bool,
    /// Where the chosen throw would take him, if he may take it.
    to: Option<Junction>,
    moving: bool,
    /// Not a man but a ring marking the last move's start ("from") or landing ("to").
    mark: &'static str,
}

/// What the board shows besides the men, from the position and the moves a person may make.
#[derive(Clone, PartialEq, Default)]
struct Desk {
    /// For each throw of the pool: who may take it, or why no one (only while a person moves).
    uses: Vec<ThrowUse>,
    /// The pool as shown: throw, how many, and whether a man can take it.
    chips: Vec<(ThrowName, u16, bool)>,
    /// Buttons: label, test id, move (separations and the end of the turn).
    acts: Vec<(String, String, Move)>,
    /// Why the turn cannot end yet.
    why_end: Option<String>,
    /// While the billets are being thrown: the rule for this throw (a catalog key).
    note: &'static str,
    /// The last move: the man's junction and where he landed.
    last: Option<(Junction, Junction)>,
    /// Each seat's stage and scores, then each team's men and store: text, test id, class, and
    /// a value for tests (the stage word, or men left / dèlebs stored).
    info: Vec<(String, String, &'static str, String)>,
}

impl Desk {
    fn of(s: &Deleb, legal: &[Move], last: Option<(Junction, Junction)>) -> Desk {
        let uses = if legal.is_empty() { Vec::new() } else { s.throw_uses() };
        let chips = if uses.is_empty() {
            s.pool().into_iter().filter(|p| p.1 > 0).map(|(th, k)| (th, k, false)).collect()
        } else {
            uses.iter().map(|u| (u.throw, u.available, !u.targets.is_empty())).collect()
        };
        let mut acts = Vec::new();
        for &mv in legal {
            if let Move::Split { from } = mv {
                let j = s.cell_junction(from);
                acts.push((t_args("deleb.board.split", &[&j]), format!("split-{j}"), mv));
            }
        }
        if legal.contains(&Move::End) {
            acts.push((t("deleb.board.end"), "end-turn".into(), Move::End));
        }
        let why_end = s.why_not_end().filter(|_| !legal.is_empty()).map(|m| t_msg(&m));
        let mut info = Vec::new();
        for seat in 0..s.setup().players {
            let Some(e) = s.entry(seat) else { continue };
            let scored = if e.stage.is_entering() {
                t_args("deleb.board.scored", &[&e.deleb, &e.gasse])
            } else {
                String::new()
            };
            let text =
                t_args("deleb.board.seat", &[&t_msg(&Deleb::seat_name(s, seat)), &t(e.stage.key()), &scored]);
            let now = seat == s.seat() && s.winner().is_none();
            info.push((
                text,
                format!("player-{seat}"),
                if now { "now" } else { "" },
                e.stage.as_str().to_string(),
            ));
        }
        for team in [0u8, 1] {
            let (men, stored) = (s.men_left(team), s.stored_deleb(team));
            let text = t_args("deleb.board.team", &[&t(team_key(team)), &men, &s.slaves_left(team), &stored]);
            info.push((
                text,
                format!("team-{team}"),
                if team == 0 { "team t0" } else { "team t1" },
                format!("{men}/{stored}"),
            ));
        }
        let note = match (s.phase(), s.entry(s.seat()).map(|e| e.stage)) {
            (Phase::Start, _) => "deleb.rule.start.text",
            (Phase::Throw, Some(Stage::One)) => "deleb.rule.entry-1.text",
            (Phase::Throw, Some(Stage::Two)) => "deleb.rule.entry-2.text",
            (Phase::Throw, Some(Stage::Three)) => "deleb.rule.entry-3.text",
            (Phase::Throw, Some(Stage::Handicapped)) => "deleb.rule.handicap-detail.text",
            (Phase::Throw, _) => "deleb.rule.throw-again.text",
            _ => "",
        };
        Desk { uses, chips, acts, why_end, note, last, info }
    }
}

/// Where junction `j` is drawn on a field folded in bands of `w` cross-lines.
fn place(w: u8, j: Junction) -> (i32, i32) {
    let k = j.cross.saturating_sub(1) as i32;
    let w = w.max(1) as i32;
    (LEFT + (k % w) * P, 8 + (k / w) * BAND + TOP + j.line.index() as i32 * R)
}

/// The man a move moves, and how: (from, junctions passed, men moving).
fn motion(before: &Deleb, mv: Move) -> Option<(Junction, Vec<Junction>, u8)> {
    let (from, v, split) = match mv {
        Move::Play { throw, from } => (from, throw.value(), false),
        Move::Split { from } => (from, 1, true),
        _ => return None,
    };
    let j = before.cell_junction(from);
    let m = before.man_at(j)?;
    let (n, team) = (before.setup().lines, before.seat_team());
    let path = (1..=v as u16).map(|k| junction(n, team, m.step + k)).collect();
    Some((j, path, if split { 1 } else { m.count }))
}

fn is_narrow() -> bool {
    window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 700.0)
}

/// The junction of the man an event happened on (`data-at` of the nearest man).
fn man_of(ev: &web_sys::Event) -> Option<Junction> {
    use wasm_bindgen::JsCast;
    let el: web_sys::Element = ev.target()?.dyn_into().ok()?;
    let at = el.closest("[data-at]").ok()??.get_attribute("data-at")?;
    Junction::parse(&at, crate::games::deleb::MAX_LINES)
}

fn board(table: Table<Deleb>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let narrow = RwSignal::new(is_narrow());
    let resize = window_event_listener(leptos::ev::resize, move |_| narrow.set(is_narrow()));
    on_cleanup(move || resize.remove());
    let frame: RwSignal<Option<Anim>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    animate_moves(table, frame, run);
    let pick: RwSignal<Option<ThrowName>> = RwSignal::new(None);

    // Cross-lines and band width: bands of at most 20 cross-lines (10 on a narrow screen),
    // balanced.
    let geo = Memo::new(move |_| {
        let n = state.with(|s| s.as_ref().map_or(20, |s| s.setup().lines));
        let bands = n.div_ceil(if narrow.get() { 10 } else { 20 });
        (n, n.div_ceil(bands.max(1)))
    });
    let desk = Memo::new(move |_| {
        let legal = table.legal_moves();
        let last = table
            .last_move()
            .and_then(|(b, mv)| motion(&b, mv))
            .map(|(f, p, _)| (f, *p.last().unwrap_or(&f)));
        state.with(|s| s.as_ref().map(|s| Desk::of(s, &legal, last)).unwrap_or_default())
    });
    // The chosen throw: the player's pick while it is in the pool, else the first that a man can
    // take, else the first.
    let sel = move || {
        let p = pick.get();
        desk.with(|d| {
            let u = &d.uses;
            u.iter()
                .find(|x| Some(x.throw) == p)
                .or_else(|| u.iter().find(|x| !x.targets.is_empty()))
                .or(u.first())
                .map(|x| x.throw)
        })
    };
    let stones = Memo::new(move |_| {
        let w = geo.get().1;
        let th = sel();
        let targets = desk.with(|d| d.uses.iter().find(|u| Some(u.throw) == th).map(|u| u.targets.clone()));
        let targets = targets.unwrap_or_default();
        frame.with(|f| {
            // While a man moves, the position is the one before: no man is offered a throw.
            let targets = if f.is_some() { &[][..] } else { &targets[..] };
            let mut out = Vec::new();
            let men = match f {
                Some(a) => a.before.men_view(),
                None => state.with(|s| s.as_ref().map(Deleb::men_view).unwrap_or_default()),
            };
            for m in men {
                let mut count = m.count;
                if let Some(a) = f.as_ref().filter(|a| a.from == m.at) {
                    count -= a.moving.min(count);
                }
                if count > 0 {
                    let (x, y) = place(w, m.at);
                    let to = targets.iter().find(|t| t.0 == m.at).map(|t| t.1);
                    out.push(Stone {
                        at: m.at,
                        x,
                        y,
                        team: m.team,
                        count,
                        slave: m.slave,
                        sea: m.seafarer,
                        to,
                        moving: false,
                        mark: "",
                    });
                }
            }
            if let Some(a) = f {
                let at = a.path.get(a.at.wrapping_sub(1)).copied().unwrap_or(a.from);
                let (x, y) = place(w, at);
                out.push(Stone {
                    at,
                    x,
                    y,
                    team: a.before.seat_team(),
                    count: a.moving,
                    slave: false,
                    sea: false,
                    to: None,
                    moving: true,
                    mark: "",
                });
            }
            out
        })
    });

    let act = move |j: Junction| {
        if frame.with_untracked(Option::is_some) {
            return;
        }
        let (Some(th), Some(st)) = (untrack(sel), state.get_untracked()) else { return };
        let ok = stones.with_untracked(|s| s.iter().any(|s| s.at == j && s.to.is_some()));
        match st.play_move(th, j).filter(|_| ok) {
            Some(mv) => table.choose(mv),
            None => table.notice.set(st.why_not(th, j)),
        }
    };

    let field = move || {
        let (n, w) = geo.get();
        let width = LEFT + (w as i32 - 1) * P + RIGHT;
        let height = n.div_ceil(w.max(1)) as i32 * BAND + 16;
        view! {
            <svg viewBox=format!("0 0 {width} {height}") role="group" aria-label=t("deleb.board.label")
                data-testid="field" data-lines=n data-band=w
                on:click=move |ev| if let Some(j) = man_of(&ev) { act(j) }
                on:keydown=move |ev| if (ev.key() == "Enter" || ev.key() == " ")
                    && let Some(j) = man_of(&ev)
                {
                    ev.prevent_default();
                    act(j)
                }>
                <defs>
                    <marker id="dl-ah" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto">
                        <path d="M0 0L10 5L0 10z" class="dl-ah"/>
                    </marker>
                </defs>
                <rect class="dl-sand" x="4" y="4" width=width - 8 height=height - 8 rx="18"/>
                {lines(n, w)}
                // The last move's start and landing under the men, then the men.
                {move || {
                    let last = desk.with(|d| d.last).filter(|_| frame.with(Option::is_none));
                    let marks = last.map_or(vec![], |(a, b)| vec![(a, "from"), (b, "to")]);
                    let marks = marks.into_iter().map(|(at, mark)| {
                        let (x, y) = place(w, at);
                        Stone { at, x, y, team: 0, count: 0, slave: false, sea: false, to: None, moving: false, mark }
                    });
                    marks.chain(stones.get()).map(|s| stone(s, w)).collect_view().into_any()
                }}
            </svg>
        }
        .into_any()
    };

    // The last throw (up to the move shown), for the billets.
    let last_throw = Memo::new(move |_| {
        let at = table.view_at.get();
        table.session.with(|s| {
            let s = s.as_ref()?;
            let shown = &s.moves()[..at.unwrap_or(usize::MAX).min(s.len())];
            let i = shown.iter().rposition(|m| matches!(m, Move::Throw(_)))?;
            let (Some(before), Some(&Move::Throw(b))) = (s.state_at(i), s.moves().get(i)) else {
                return None;
            };
            // Counting the throws makes consecutive throws alternate odd and even (see `sticks`).
            Some(throw_shown(before, b, shown.iter().filter(|m| matches!(m, Move::Throw(_))).count()))
        })
    });

    // The pool's throws, then the separations and the end of the turn when they are legal.
    let chips = move || {
        let (moving, chips, acts) = desk.with(|d| (!d.uses.is_empty(), d.chips.clone(), d.acts.clone()));
        let chips = chips
            .into_iter()
            .map(|(th, k, usable)| {
                let on = move || sel() == Some(th);
                view! {
                    <li><button type="button" disabled=!moving data-testid=format!("pool-{}", th.notation())
                        class=move || if on() { "dl-chip on" } else if usable || !moving { "dl-chip" } else { "dl-chip idle" }
                        aria-pressed=move || if on() { "true" } else { "false" }
                        on:click=move |_| { pick.set(Some(th)); table.notice.set(None); }>
                        <span class="dl-chip-name">{t(th.key())}</span>
                        <span class="dl-chip-value">{th.value()}</span>
                        <span class="dl-chip-count">{if k > 1 { format!("×{k}") } else { String::new() }}</span>
                    </button></li>
                }
            })
            .collect_view();
        let acts = acts
            .into_iter()
            .map(|(label, id, mv)| {
                let class = if mv == Move::End { "button primary" } else { "button" };
                view! { <li class="dl-act"><button type="button" class=class data-testid=id on:click=move |_| table.choose(mv)>{label}</button></li> }
            })
            .collect_view();
        (chips, acts).into_any()
    };

    let hint = move || {
        desk.with(|d| {
            let reason = d.uses.iter().find(|u| Some(u.throw) == sel()).and_then(|u| u.reason.as_ref());
            let mut line = match reason {
                Some(r) => t_msg(r),
                None if !d.uses.is_empty() => t("deleb.board.hint"),
                None if !d.note.is_empty() => t(d.note),
                None => String::new(),
            };
            if let Some(why) = &d.why_end {
                line = format!("{line} {why}.");
            }
            line
        })
    };

    let info = move || {
        desk.with(|d| d.info.clone())
            .into_iter()
            .map(|(text, id, class, v)| view! { <li class=class data-testid=id data-v=v>{text}</li> })
            .collect_view()
            .into_any()
    };

    view! {
        <div class="dl-board">
            <div class="dl-desk" style=move || format!("--dl-wait:{}ms", (1400.0 * table.speed.get()) as u32)>
                {sticks(Kind::Billets, 4, last_throw.into(), table.speed.into())}
                <section class="dl-pool" aria-label=t("deleb.board.pool")>
                    <h3>{t("deleb.board.pool")}</h3>
                    <ul class="dl-chips" data-testid="pool">{chips}</ul>
                    <p class="dl-hint" data-testid="hint" aria-live="polite">{hint}</p>
                </section>
            </div>
            <div class="dl-field">{field}</div>
            <div class="dl-info">
                <ul class="dl-lines" data-testid="players">{info}</ul>
                <p class="help">{t("deleb.board.legend")}</p>
            </div>
        </div>
    }
}

/// One man or double man. Its children are always there (CSS shows those that apply), which
/// keeps the page's code small; clicks and keys are handled once, on the field. A man who may take
/// the chosen throw carries a ring where he would land, shown while he is hovered or focused.
fn stone(s: Stone, w: u8) -> impl IntoView {
    let Stone { at, x, y, team, count, slave, sea, to, moving, mark } = s;
    let (lx, ly) = to.map_or((x, y), |j| place(w, j));
    let mut class = String::from(if team == 0 { "dl-man t0" } else { "dl-man t1" });
    for (on, name) in [
        (slave, " slave"),
        (count > 1, " double"),
        (sea, " sea"),
        (to.is_some(), " target"),
        (moving, " moving"),
    ] {
        if on {
            class.push_str(name);
        }
    }
    let mut label = t_args(
        "deleb.board.man",
        &[&at, &t(team_key(team)), &t(if count > 1 { "deleb.double" } else { "deleb.man" })],
    );
    for (on, key) in [(slave, "deleb.slave"), (sea, "deleb.seafarer")] {
        if on {
            label = format!("{label}, {}", t(key));
        }
    }
    if let Some(to) = to {
        label = format!("{label}. {}", t_args("deleb.board.goes", &[&to]));
    }
    let (mut role, mut at_text, mut id) = ("button", at.to_string(), format!("man-{at}"));
    if !mark.is_empty() {
        // A ring of the last move: the same element (less code), with no man and nothing to act on.
        (class, label, role, at_text, id) =
            (format!("dl-mark {mark}"), String::new(), "presentation", String::new(), format!("mark-{mark}"));
    }
    view! {
        <g class=class transform=format!("translate({x} {y})") role=role tabindex=if to.is_some() { "0" } else { "-1" }
            aria-label=label data-at=at_text data-testid=id data-team=team data-count=count>
            <circle class="dl-land" cx=lx - x cy=ly - y r="21"/>
            <circle class="dl-hit" r="21"/>
            <circle class="dl-stone back" cx="-5" cy="-6" r="15"/>
            <circle class="dl-stone" r="15"/>
            <circle class="dl-tie" r="19"/>
            <path class="dl-wave" d="M-7 1q3.5 -5 7 0t7 0"/>
            <text class="dl-two" y="5" text-anchor="middle">"2"</text>
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

/// The billets of a throw, its name and what it does.
fn throw_shown(before: &Deleb, b: Billets, serial: usize) -> Throw {
    let night = before.setup().night;
    let v = describe_throw(b, night);
    let mut faces = vec![Face::White; v.white as usize];
    faces.extend(std::iter::repeat_n(Face::Side, v.side as usize));
    faces.extend(std::iter::repeat_n(Face::Bark, v.black as usize));
    let k = serial % faces.len().max(1);
    faces.rotate_left(k);
    let stage = before.entry(before.seat()).map_or(Stage::Entered, |e| e.stage);
    let mut value = if before.phase() == Phase::Start {
        match start_decides(b, night, before.deleb_team()) {
            Some(team) => t_args("deleb.board.begins", &[&t(team_key(team))]),
            None => t("deleb.board.again"),
        }
    } else if stage.is_entering() {
        const STEPS: [&str; 7] = [
            "deleb.board.step.ends",
            "deleb.board.step.again",
            "deleb.board.step.deleb",
            "deleb.board.step.gasse",
            "deleb.board.step.next",
            "deleb.board.step.hab",
            "deleb.board.step.dag",
        ];
        let steps = entry_steps(stage, v.counted_white);
        steps.iter().map(|s: &EntryStep| t(STEPS[*s as usize])).collect::<Vec<_>>().join(" · ")
    } else if stage == Stage::Handicapped && v.throw != Some(ThrowName::Deleb) {
        t("deleb.board.not_counted")
    } else {
        t_args("deleb.board.counts", &[&v.value.unwrap_or(0)])
    };
    if v.side > 0 {
        value = format!(
            "{value} · {}",
            t_args(if night { "deleb.board.gar_night" } else { "deleb.board.gar_day" }, &[&v.side])
        );
    }
    Throw { serial, faces, name: t(v.key), value }
}

/// Moves each man junction by junction after a move; speed 0 (or a throw) shows the result at once.
fn animate_moves(table: Table<Deleb>, frame: RwSignal<Option<Anim>>, run: RwSignal<u64>) {
    Effect::new(move |prev: Option<usize>| {
        let len = table.session.with(|s| s.as_ref().map_or(0, |s| s.len()));
        let speed = table.speed.get_untracked();
        run.update(|r| *r += 1);
        frame.set(None);
        if prev.is_some_and(|p| len == p + 1)
            && speed > 0.0
            && let Some((before, mv)) = table.last_move()
            && let Some((from, path, moving)) = motion(&before, mv)
        {
            let id = run.get_untracked();
            let step = Duration::from_millis((STEP_MS as f32 * speed) as u64);
            frame.set(Some(Anim { before, from, path, at: 0, moving }));
            tick(frame, run, id, step);
        }
        len
    });
}

fn tick(frame: RwSignal<Option<Anim>>, run: RwSignal<u64>, id: u64, step: Duration) {
    set_timeout(
        move || {
            if run.get_untracked() != id {
                return;
            }
            let done = frame.with_untracked(|f| f.as_ref().is_none_or(|a| a.at >= a.path.len()));
            if done {
                frame.set(None);
            } else {
                frame.update(|f| {
                    if let Some(a) = f {
                        a.at += 1;
                    }
                });
                tick(frame, run, id, step);
            }
        },
        step,
    );
}
