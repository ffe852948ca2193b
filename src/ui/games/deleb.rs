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
const TOP: i32 = 34;
const BAND: i32 = 200;
/// Milliseconds per junction a man moves, at speed 1.
const STEP_MS: u32 = 230;
/// The billets' flight at speed 1 (1400 ms in `sticks.rs`, plus each billet's small delay).
const THROW_MS: u32 = 1750;

impl GameView for Deleb {
    fn board(table: Table<Self>) -> AnyView {
        board(table).into_any()
    }

    fn thumbnail() -> AnyView {
        view! {
            <svg viewBox="0 0 160 100">
                <rect x="4" y="8" width="152" height="84" rx="10" class="dl-sand"/>
                <rect x="8" y="38" width="144" height="26" rx="8" class="dl-sea"/>
                <path class="dl-long" d="M12 26H148M12 44H148M12 58H148M12 76H148"/>
                <path class="dl-cross" d="M20 26V76M38 26V76M56 26V76M74 26V76M92 26V76M110 26V76M128 26V76M146 26V76"/>
                {[(20, 26, 0), (56, 26, 0), (74, 26, 0), (110, 26, 0), (146, 26, 0), (38, 44, 0), (92, 58, 0),
                  (20, 76, 1), (38, 76, 1), (74, 76, 1), (128, 76, 1), (146, 76, 1), (110, 58, 1), (56, 44, 1)]
                    .map(|(x, y, team)| view! { <circle cx=x cy=y r="6" class=if team == 0 { "dl-stone t0" } else { "dl-stone t1" }/> })}
            </svg>
        }
        .into_any()
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
            Move::Split { .. } => STEP_MS + 200,
            Move::End => 0,
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
}

/// Where junction `j` is drawn on a field of `n` cross-lines folded in bands of `w`.
fn place((n, w): (u8, u8), j: Junction) -> (i32, i32) {
    let _ = n;
    let k = j.cross.saturating_sub(1) as i32;
    let w = w.max(1) as i32;
    (LEFT + (k % w) * P, 8 + (k / w) * BAND + TOP + j.line.index() as i32 * R)
}

/// The junctions a man of the moving team on `from` passes with `v` steps.
fn path(before: &Deleb, from: Junction, v: u8) -> Vec<Junction> {
    let n = before.setup().lines;
    let team = before.seat_team();
    before.man_at(from).map_or_else(Vec::new, |m| (1..=v as u16).map(|k| junction(n, team, m.step + k)).collect())
}

/// The man a move moves, and how: (from, junctions passed, men moving).
fn motion(before: &Deleb, mv: Move) -> Option<(Junction, Vec<Junction>, u8)> {
    let (from, v, split) = match mv {
        Move::Play { throw, from } => (from, throw.value(), false),
        Move::Split { from } => (from, 1, true),
        _ => return None,
    };
    let j = before.cell_junction(from);
    let count = before.man_at(j)?.count;
    Some((j, path(before, j, v), if split { 1 } else { count }))
}

fn is_narrow() -> bool {
    window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 700.0)
}

fn board(table: Table<Deleb>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let narrow = RwSignal::new(is_narrow());
    let resize = window_event_listener(leptos::ev::resize, move |_| narrow.set(is_narrow()));
    on_cleanup(move || resize.remove());
    let frame: RwSignal<Option<Anim>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    animate_moves(table, frame, run);

    // Lines and band width: bands of at most 20 cross-lines (10 on a narrow screen), balanced.
    let geo = Memo::new(move |_| {
        let n = state.with(|s| s.as_ref().map_or(20, |s| s.setup().lines));
        let bands = n.div_ceil(if narrow.get() { 10 } else { 20 });
        (n, n.div_ceil(bands.max(1)))
    });
    let legal = Memo::new(move |_| table.legal_moves());
    let uses: Memo<Vec<ThrowUse>> = Memo::new(move |_| {
        if legal.with(Vec::is_empty) {
            return Vec::new();
        }
        state.with(|s| s.as_ref().map(Deleb::throw_uses).unwrap_or_default())
    });
    let pick: RwSignal<Option<ThrowName>> = RwSignal::new(None);
    // The chosen throw: the player's pick while it is in the pool, else the first that a man can
    // take, else the first.
    let sel = Memo::new(move |_| {
        uses.with(|u| {
            let p = pick.get();
            u.iter()
                .find(|x| Some(x.throw) == p)
                .or_else(|| u.iter().find(|x| !x.targets.is_empty()))
                .or(u.first())
                .map(|x| x.throw)
        })
    });
    let sel_use = Memo::new(move |_| uses.with(|u| u.iter().find(|x| Some(x.throw) == sel.get()).cloned()));
    let hover: RwSignal<Option<Junction>> = RwSignal::new(None);

    let stones = Memo::new(move |_| {
        let g = geo.get();
        let targets = sel_use.with(|u| u.as_ref().map(|u| u.targets.clone()).unwrap_or_default());
        frame.with(|f| {
            let mut out = Vec::new();
            let (men, mover) = match f {
                Some(a) => (a.before.men_view(), Some(a)),
                None => (state.with(|s| s.as_ref().map(Deleb::men_view).unwrap_or_default()), None),
            };
            for m in men {
                let mut count = m.count;
                if let Some(a) = mover.filter(|a| a.from == m.at) {
                    count -= a.moving.min(count);
                }
                if count == 0 {
                    continue;
                }
                let (x, y) = place(g, m.at);
                let to = targets.iter().find(|t| t.0 == m.at).map(|t| t.1);
                out.push(Stone { at: m.at, x, y, team: m.team, count, slave: m.slave, sea: m.seafarer, to, moving: false });
            }
            if let Some(a) = mover {
                let at = a.path.get(a.at.wrapping_sub(1)).copied().unwrap_or(a.from);
                let (x, y) = place(g, at);
                let team = a.before.seat_team();
                out.push(Stone { at, x, y, team, count: a.moving, slave: false, sea: false, to: None, moving: true });
            }
            out
        })
    });

    // Rings under the men: the last move's start and landing, and where the hovered man would land.
    let marks = Memo::new(move |_| {
        let g = geo.get();
        let mut out: Vec<(i32, i32, &'static str)> = Vec::new();
        if frame.with(Option::is_none) {
            if let Some((from, p, _)) = table.last_move().and_then(|(b, mv)| motion(&b, mv)) {
                let (x, y) = place(g, from);
                out.push((x, y, "dl-mark from"));
                if let Some(&to) = p.last() {
                    let (x, y) = place(g, to);
                    out.push((x, y, "dl-mark to"));
                }
            }
        }
        if let Some(to) = hover.get().and_then(|h| stones.with(|s| s.iter().find(|s| s.at == h).and_then(|s| s.to))) {
            let (x, y) = place(g, to);
            out.push((x, y, "dl-mark land"));
        }
        out
    });

    let act = move |j: Junction| {
        if frame.with_untracked(Option::is_some) {
            return;
        }
        let (Some(th), Some(st)) = (sel.get_untracked(), state.get_untracked()) else { return };
        let ok = sel_use.with_untracked(|u| u.as_ref().is_some_and(|u| u.targets.iter().any(|x| x.0 == j)));
        match st.play_move(th, j).filter(|_| ok) {
            Some(mv) => {
                hover.set(None);
                table.choose(mv);
            }
            None => table.notice.set(st.why_not(th, j)),
        }
    };

    let field = move || {
        let g = geo.get();
        let (n, w) = g;
        let bands = n.div_ceil(w.max(1)) as i32;
        let width = LEFT + (w as i32 - 1) * P + RIGHT;
        let height = bands * BAND + 16;
        view! {
            <svg viewBox=format!("0 0 {width} {height}") role="group" aria-label=t("deleb.board.label")
                data-testid="field" data-lines=n data-band=w>
                <defs>
                    <marker id="dl-ah" viewBox="0 0 10 10" refX="7" refY="5" markerWidth="5" markerHeight="5" orient="auto">
                        <path d="M0 0L10 5L0 10z" class="dl-ah"/>
                    </marker>
                </defs>
                <rect class="dl-sand" x="4" y="4" width=width - 8 height=height - 8 rx="18"/>
                {lines(g)}
                {move || marks.get().into_iter().map(|(x, y, c)| view! { <circle class=c cx=x cy=y r="19"/> }).collect_view().into_any()}
                {move || stones.get().into_iter().map(|s| stone(s, act, hover)).collect_view().into_any()}
            </svg>
        }
        .into_any()
    };

    // The last throw, for the billets.
    let last_throw = Memo::new(move |_| {
        table.session.with(|s| {
            let s = s.as_ref()?;
            let i = s.moves().iter().rposition(|m| matches!(m, Move::Throw(_)))?;
            let (Some(before), Some(&Move::Throw(b))) = (s.state_at(i), s.moves().get(i)) else { return None };
            Some(throw_shown(before, b, i + 1))
        })
    });
    let billets = Memo::new(move |_| last_throw.with(|t| t.as_ref().map_or(4, |t| t.faces.len())));

    let pool = move || {
        let u = uses.get();
        if u.is_empty() {
            // Not this person's moving: the pool as it stands.
            return state.with(|s| {
                s.as_ref().map(|s| {
                    s.pool()
                        .into_iter()
                        .filter(|p| p.1 > 0)
                        .map(|(th, k)| view! { <li class="dl-chip" data-testid=format!("pool-{}", th.notation())>{chip(th, k)}</li> })
                        .collect_view()
                })
            })
            .into_any();
        }
        u.into_iter()
            .map(|x| {
                let th = x.throw;
                let class = move || {
                    let mut c = String::from("dl-chip button");
                    if sel.get() == Some(th) {
                        c.push_str(" on");
                    }
                    if x.targets.is_empty() {
                        c.push_str(" idle");
                    }
                    c
                };
                view! {
                    <li><button type="button" class=class data-testid=format!("pool-{}", th.notation())
                        aria-pressed=move || (sel.get() == Some(th)).to_string()
                        on:click=move |_| { pick.set(Some(th)); table.notice.set(None); }>
                        {chip(th, x.available)}
                    </button></li>
                }
            })
            .collect_view()
            .into_any()
    };

    let hint = move || {
        let line = hover
            .get()
            .and_then(|h| stones.with(|s| s.iter().find(|s| s.at == h).and_then(|s| s.to.map(|to| (h, to)))))
            .zip(sel.get())
            .map(|((from, to), th)| t_args("deleb.board.preview", &[&t(th.key()), &from, &to]))
            .or_else(|| sel_use.with(|u| u.as_ref().and_then(|u| u.reason.as_ref().map(t_msg))))
            .or_else(|| (!uses.with(Vec::is_empty)).then(|| t("deleb.board.hint")));
        line.unwrap_or_default()
    };

    let actions = move || {
        let st = state.get();
        let legal = legal.get();
        let mut out = Vec::new();
        for mv in &legal {
            if let (Move::Split { from }, Some(st)) = (*mv, st.as_ref()) {
                let j = st.cell_junction(from);
                out.push(view! {
                    <button type="button" class="button" data-testid=format!("split-{j}")
                        on:click=move |_| table.choose(Move::Split { from })>{t_args("deleb.board.split", &[&j])}</button>
                }.into_any());
            }
        }
        if legal.contains(&Move::End) {
            out.push(view! {
                <button type="button" class="button primary" data-testid="end-turn"
                    on:click=move |_| table.choose(Move::End)>{t("deleb.board.end")}</button>
            }.into_any());
        } else if let Some(why) = st.filter(|_| !legal.is_empty()).and_then(|s| s.why_not_end()) {
            out.push(view! { <span class="help" data-testid="why-not-end">{t_msg(&why)}</span> }.into_any());
        }
        out.into_iter().collect_view()
    };

    view! {
        <div class="dl-board">
            <div class="dl-desk" style=move || format!("--dl-wait:{}ms", (1400.0 * table.speed.get()) as u32)>
                {move || sticks(Kind::Billets, billets.get(), last_throw.into(), table.speed.into()).into_any()}
                <section class="dl-pool" aria-label=t("deleb.board.pool")>
                    <h3>{t("deleb.board.pool")}</h3>
                    <ul class="dl-chips" data-testid="pool">{pool}</ul>
                    <p class="dl-hint" data-testid="hint" aria-live="polite">{hint}</p>
                    <div class="dl-actions">{actions}</div>
                </section>
            </div>
            <div class="dl-field">{field}</div>
            {move || state.get().map(|s| info(&s)).map(IntoAny::into_any)}
        </div>
    }
}

/// A throw of the pool: its name, what it counts, how many.
fn chip(th: ThrowName, k: u16) -> impl IntoView {
    view! {
        <span class="dl-chip-name">{t(th.key())}</span>
        <span class="dl-chip-value">{th.value()}</span>
        {(k > 1).then(|| view! { <span class="dl-chip-count">{format!("×{k}")}</span> })}
    }
}

/// One man or double man, clickable.
fn stone(
    s: Stone,
    act: impl Fn(Junction) + Copy + Send + Sync + 'static,
    hover: RwSignal<Option<Junction>>,
) -> impl IntoView {
    let Stone { at, x, y, team, count, slave, sea, to, moving } = s;
    let mut class = format!("dl-man t{team}");
    for (on, name) in [(slave, " slave"), (count > 1, " double"), (sea, " sea"), (to.is_some(), " target"), (moving, " moving")] {
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
    view! {
        <g class=class role="button" tabindex=if to.is_some() { "0" } else { "-1" } aria-label=label
            data-testid=format!("man-{at}") data-team=team data-count=count
            on:click=move |_| act(at)
            on:keydown=move |ev| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); act(at) }
            on:pointerenter=move |_| hover.set(Some(at))
            on:pointerleave=move |_| hover.set(None)
            on:focus=move |_| hover.set(Some(at))
            on:blur=move |_| hover.set(None)>
            <circle class="dl-hit" cx=x cy=y r="20"/>
            {(count > 1).then(|| view! { <circle class="dl-stone back" cx=x - 5 cy=y - 6 r="13"/> })}
            <circle class="dl-stone" cx=x cy=y r="13"/>
            {slave.then(|| view! { <circle class="dl-tie" cx=x cy=y r="17"/> })}
            {sea.then(|| view! { <path class="dl-wave" d=format!("M{} {}q3 -5 6 0t6 0", x - 6, y + 1)/> })}
            {(count > 1).then(|| view! { <text class="dl-two" x=x y=y + 5 text-anchor="middle">"2"</text> })}
        </g>
    }
}

/// The field without the men: sand, the sea, the long lines and cross-lines with their names,
/// which way the lines are run, and how the ends join (both teams run every line the same way).
fn lines((n, w): (u8, u8)) -> impl IntoView {
    let w = w.max(1);
    let bands = n.div_ceil(w);
    let mut sea = String::new();
    let mut long = String::new();
    let mut cross = String::new();
    let mut ways = String::new();
    let mut letters = Vec::new();
    let mut nums = Vec::new();
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
            letters.push(view! { <text class="dl-letter" x=LEFT - 56 y=y + 6>{Line::ALL[i as usize].letter().to_string()}</text> });
        }
        for c in 0..cols {
            let x = x0 + c * P;
            cross += &format!("M{x} {}V{}", ya - 8, ya + 3 * R + 8);
            nums.push(view! { <text class="dl-num" x=x y=ya - 14 text-anchor="middle">{first + c}</text> });
        }
    }
    // The ends: at cross-line 1, A→B, C→B and C→D; at cross-line N, B→C, B→A and D→C.
    let last = bands as i32 - 1;
    let xn = LEFT + (n as i32 - last * w as i32 - 1) * P;
    let ends = [(LEFT, 0, -1, 0, 1), (LEFT, 0, -1, 2, 1), (LEFT, 0, -1, 2, 3), (xn, last, 1, 1, 2), (xn, last, 1, 1, 0), (xn, last, 1, 3, 2)]
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
        {letters}
        {nums}
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
        match start_decides(b, night) {
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

/// Each player's stage and scores, each team's men and stored dèlebs, and what the marks mean.
fn info(s: &Deleb) -> impl IntoView + use<> {
    let players = s.setup().players;
    let current = s.seat();
    let rows = (0..players)
        .filter_map(|seat| {
            let e = s.entry(seat)?;
            let scored = e.stage.is_entering().then(|| t_args("deleb.board.scored", &[&e.deleb, &e.gasse]));
            Some(view! {
                <tr class:now=seat == current data-testid=format!("player-{seat}") data-stage=e.stage.as_str()>
                    <th scope="row">{t_msg(&Deleb::seat_name(s, seat))}</th>
                    <td>{t(e.stage.key())}</td>
                    <td>{scored}</td>
                </tr>
            })
        })
        .collect_view();
    let teams = [0u8, 1]
        .map(|team| {
            view! {
                <li data-testid=format!("team-{team}") data-men=s.men_left(team) data-stored=s.stored_deleb(team)>
                    <span class=format!("dl-key t{team}") aria-hidden="true"></span>
                    {t_args("deleb.board.team", &[&t(team_key(team)), &s.men_left(team), &s.slaves_left(team), &s.stored_deleb(team)])}
                </li>
            }
        });
    view! {
        <div class="dl-info">
            <table class="dl-players">
                <thead><tr><th>{t("deleb.board.player")}</th><th>{t("deleb.board.stage")}</th><th>{t("deleb.board.scores")}</th></tr></thead>
                <tbody>{rows}</tbody>
            </table>
            <ul class="dl-teams">{teams}</ul>
            <p class="help">{t("deleb.board.legend")}</p>
        </div>
    }
}

/// Moves each man junction by junction after a move; speed 0 (or a throw) shows the result at once.
fn animate_moves(table: Table<Deleb>, frame: RwSignal<Option<Anim>>, run: RwSignal<u64>) {
    Effect::new(move |prev: Option<usize>| {
        let len = table.session.with(|s| s.as_ref().map_or(0, |s| s.len()));
        let speed = table.speed.get_untracked();
        run.update(|r| *r += 1);
        frame.set(None);
        if prev.is_some_and(|p| len == p + 1) && speed > 0.0 {
            if let Some((before, mv)) = table.last_move() {
                if let Some((from, path, moving)) = motion(&before, mv) {
                    let id = run.get_untracked();
                    let step = Duration::from_millis((STEP_MS as f32 * speed) as u64);
                    frame.set(Some(Anim { before, from, path, at: 0, moving }));
                    tick(frame, run, id, step);
                }
            }
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
