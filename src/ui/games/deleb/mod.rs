//! Dèleb's board: the four long lines A–D crossed by the cross-lines, the sea (B and C) drawn as
//! water, the two teams' stones on the junctions, the billets thrown above the field, the pool of
//! throws to give, and each player's entry stage. A long field folds into bands of at most 20
//! cross-lines (10 on a phone, 5 when the phone's field is zoomed), read like lines of text.
//!
//! A move is made by choosing a throw of the pool, then one of the men ringed for it (the
//! engine's `throw_uses` says who may take it, `why_not` why another may not, and a click on a man
//! who cannot move now says why). Before the start, seat 0 chooses "dèleb" or "dug"; while the
//! other team may answer a threat with a stored dèleb (`Phase::Rescue`), the men preyed upon are
//! marked; with option `join=choose` a man may stand beside a companion. Somali words in the
//! board's texts carry `lang` (`somali_spans`), and the glossary lists Marin's words. Nothing here
//! decides a rule.

mod lab;
mod print;

use super::NotFetched;
use crate::games::GameId;
use crate::games::deleb::{
    Billets, Deleb, EntryStep, GLOSSARY, Junction, Line, Move, Phase, Stage, ThrowName, ThrowUse,
    describe_throw, entry_steps, junction, somali_spans, start_decides, team_key, team_of_seat,
};
use crate::i18n::Msg;
use crate::model::{Game, Options, Seat, Turn};
use crate::ui::sticks::{Face, Throw, sticks};
use crate::ui::table::{GameView, MakeTable, Table};
use crate::ui::teach::kit_view::{KitView, ThrowLab};
use crate::ui::text::{t, t_args, t_msg};
use leptos::prelude::*;
use std::time::Duration;

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
/// Milliseconds per junction a man moves, at speed 1.
const STEP_MS: u32 = 230;
/// The billets' flight at speed 1 (1400 ms in `sticks.rs`, plus each billet's small delay).
const THROW_MS: u32 = 1750;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_deleb`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_deleb, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<Deleb>)
}

impl KitView for Deleb {
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String) {
        print::board(w, h, size)
    }

    const THROW_LAB: Option<ThrowLab> = Some(lab::LAB);
}

impl GameView for Deleb {
    const PRIMARY_OPTIONS: &'static [&'static str] = &["players"];
    const THROWS: bool = true;

    fn outcome_label(state: &Self, mv: Move) -> String {
        let Move::Throw(b) = mv else { return state.move_text(mv) };
        let v = describe_throw(b, state.setup().night);
        if v.side > 0 {
            t_args("deleb.hand.outcome_side", &[&t(v.key), &v.white, &v.black, &v.side])
        } else {
            t_args("deleb.hand.outcome", &[&t(v.key), &v.white, &v.black])
        }
    }

    fn thrown_by_hand(state: &Self) -> bool {
        // The choice of "dèleb" or "dug" is made on the board; the billets are the class's.
        matches!(state.phase(), Phase::Start | Phase::Throw)
    }

    fn outcome_faces(_: &Self, mv: Move) -> Vec<Face> {
        let Move::Throw(b) = mv else { return Vec::new() };
        let mut faces = vec![Face::White; b.white as usize];
        faces.extend(std::iter::repeat_n(Face::Side, b.side as usize));
        faces.extend(std::iter::repeat_n(Face::Bark, b.black() as usize));
        faces
    }

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

/// A man being moved junction by junction: the position before the move, his team, the junctions
/// he passes, how far he has come, and how many men move (1 when a double man is separated, when
/// a man stands beside another, or when one of two men standing apart moves).
#[derive(Clone, PartialEq)]
struct Anim {
    before: Deleb,
    team: u8,
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
    /// Two men sharing the junction without being joined (option `join=choose`).
    apart: bool,
    /// Preyed upon: the player moving could eat him now (marked while his team may answer).
    danger: bool,
    /// Where the chosen throw would take him, if he may take it.
    to: Option<Junction>,
    moving: bool,
    /// Not a man but a ring marking the last move's start ("from") or landing ("to").
    mark: &'static str,
}

impl Stone {
    /// Nothing but a place: a man is filled in from there, or a mark of the last move.
    fn on(at: Junction, (x, y): (i32, i32)) -> Stone {
        Stone {
            at,
            x,
            y,
            team: 0,
            count: 0,
            slave: false,
            sea: false,
            apart: false,
            danger: false,
            to: None,
            moving: false,
            mark: "",
        }
    }
}

/// A button beside the pool: its label, test id, move, and why it cannot be played (then it only
/// says so when pressed).
#[derive(Clone, PartialEq)]
struct Act {
    label: String,
    id: String,
    mv: Move,
    class: &'static str,
    why: Option<Msg>,
}

/// What the board shows besides the men, from the position and the moves a person may make.
#[derive(Clone, PartialEq, Default)]
struct Desk {
    /// For each throw of the pool: who may take it, or why no one (only while a person moves).
    uses: Vec<ThrowUse>,
    /// The pool as shown: throw, how many, and whether a man can take it.
    chips: Vec<(ThrowName, u16, bool)>,
    /// Buttons: the choice of "dèleb" or "dug", separations, the end of the turn (or letting a
    /// danger be).
    acts: Vec<Act>,
    /// Standing beside a companion (option `join=choose`): for each throw, one per man it would
    /// take onto a companion.
    beside: Vec<(ThrowName, Act)>,
    /// Why the turn cannot end yet.
    why_end: Option<String>,
    /// The rule for this moment (a catalog key), shown when there is nothing to give.
    note: &'static str,
    /// What the players are asked or told now: who chooses, who holds "dèleb", a threat.
    say: String,
    /// The men preyed upon, while their team may answer with a stored dèleb.
    danger: Vec<Junction>,
    /// The last move: the man's junction and where he landed.
    last: Option<(Junction, Junction)>,
    /// Each seat's stage and scores, then each team's men and store: text, test id, class, and
    /// a value for tests (the stage word, or men left / dèlebs stored).
    info: Vec<(String, String, &'static str, String)>,
}

impl Desk {
    fn of(
        s: &Deleb,
        legal: &[Move],
        last: Option<(Junction, Junction)>,
        who: impl Fn(Seat) -> String,
    ) -> Desk {
        let uses = if legal.is_empty() { Vec::new() } else { s.throw_uses() };
        let chips = if uses.is_empty() {
            s.pool().into_iter().filter(|p| p.1 > 0).map(|(th, k)| (th, k, false)).collect()
        } else {
            uses.iter().map(|u| (u.throw, u.available, !u.targets.is_empty())).collect()
        };
        let rescue = s.phase() == Phase::Rescue;
        let act = |label: String, id: String, mv: Move, class: &'static str| Act {
            label,
            id,
            mv,
            class,
            why: None,
        };
        let mut acts = Vec::new();
        for &mv in legal {
            match mv {
                Move::Choose(word) => {
                    let (key, id) = if word == ThrowName::Dug {
                        ("deleb.board.choose.dug", "choose-dug")
                    } else {
                        ("deleb.board.choose.deleb", "choose-deleb")
                    };
                    acts.push(act(t(key), id.into(), mv, "button"));
                }
                Move::Split { from } => {
                    let j = s.cell_junction(from);
                    acts.push(act(t_args("deleb.board.split", &[&j]), format!("split-{j}"), mv, "button"));
                }
                Move::End if rescue => acts.push(act(t("deleb.board.let_be"), "let-be".into(), mv, "button")),
                Move::End => acts.push(act(t("deleb.board.end"), "end-turn".into(), mv, "button primary")),
                _ => {}
            }
        }
        // A man whose throw would take him onto a companion may stand beside him instead, when
        // the option allows it; where it does not for this man, the button says why.
        let mut beside = Vec::new();
        if s.setup().join_choice {
            for u in &uses {
                for &(from, to) in &u.targets {
                    if s.man_at(to).is_none_or(|m| m.team != s.acting_team()) {
                        continue;
                    }
                    let Some(Move::Play { throw, from: cell }) = s.play_move(u.throw, from) else { continue };
                    let why = s.why_not_beside(u.throw, from);
                    let class = if why.is_some() { "button idle" } else { "button" };
                    let label = t_args("deleb.board.beside", &[&to, &from]);
                    let mv = Move::Beside { throw, from: cell };
                    beside.push((u.throw, Act { label, id: format!("beside-{from}"), mv, class, why }));
                }
            }
        }
        let why_end = s.why_not_end().filter(|_| !legal.is_empty()).map(|m| t_msg(&m));
        let danger = if rescue { s.in_danger() } else { Vec::new() };
        // Who acts now: seat 0 choosing, the player throwing or moving, the seat deciding for a
        // threatened team; nobody during the starting throw.
        let now = match (s.phase(), s.turn()) {
            (Phase::Start | Phase::Over, _) => None,
            (_, Turn::Seat(x)) => Some(x),
            (Phase::Throw, _) => Some(s.seat()),
            _ => None,
        };
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
            info.push((
                text,
                format!("player-{seat}"),
                if now == Some(seat) { "now" } else { "" },
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
        let deleb_team = s.deleb_team();
        let say = match s.phase() {
            Phase::Choose if s.turn() != Turn::Chance => t_args("deleb.board.choose", &[&who(0)]),
            Phase::Start => t_args(
                if s.setup().start == crate::games::deleb::StartChoice::Draw {
                    "deleb.board.drawn"
                } else {
                    "deleb.board.chosen"
                },
                &[&t(team_key(deleb_team)), &t(team_key(1 - deleb_team))],
            ),
            Phase::Rescue => {
                let decider = match s.turn() {
                    Turn::Seat(x) => x,
                    _ => s.seat(),
                };
                // A man the stored dèleb can take out of danger, else any man preyed upon.
                let movable = |j: &&Junction| uses.iter().any(|u| u.targets.iter().any(|x| x.0 == **j));
                let at = danger.iter().find(movable).or(danger.first()).map(|j| j.to_string());
                t_args("deleb.board.rescue", &[&who(decider), &who(s.seat()), &at.unwrap_or_default()])
            }
            _ => String::new(),
        };
        let note = match (s.phase(), s.entry(s.seat()).map(|e| e.stage)) {
            (Phase::Choose, _) => "deleb.rule.start-choice.text",
            (Phase::Start, _) => "deleb.rule.start.text",
            (Phase::Throw, Some(Stage::One)) => "deleb.rule.entry-1.text",
            (Phase::Throw, Some(Stage::Two)) => "deleb.rule.entry-2.text",
            (Phase::Throw, Some(Stage::Three)) => "deleb.rule.entry-3.text",
            (Phase::Throw, Some(Stage::Handicapped)) => "deleb.rule.handicap-detail.text",
            (Phase::Throw, _) => "deleb.rule.throw-again.text",
            (Phase::Rescue, _) => "deleb.rule.rescue.text",
            _ => "",
        };
        Desk { uses, chips, acts, beside, why_end, note, say, danger, last, info }
    }
}

/// Where junction `j` is drawn on a field folded in bands of `w` cross-lines.
fn place(w: u8, j: Junction) -> (i32, i32) {
    let k = j.cross.saturating_sub(1) as i32;
    let w = w.max(1) as i32;
    (LEFT + (k % w) * P, 8 + (k / w) * BAND + TOP + j.line.index() as i32 * R)
}

/// The man a move moves, and how: (his team, from, junctions passed, men moving). One man moves
/// when a dèleb separates a double man, when a man stands beside another, and when one of two men
/// standing apart takes a throw. The man's own team: in a threatened team's answer it is not the
/// team of the seat moving.
fn motion(before: &Deleb, mv: Move) -> Option<(u8, Junction, Vec<Junction>, u8)> {
    let (from, v, one) = match mv {
        Move::Play { throw, from } => (from, throw.value(), false),
        Move::Beside { throw, from } => (from, throw.value(), true),
        Move::Split { from } => (from, 1, true),
        _ => return None,
    };
    let j = before.cell_junction(from);
    let m = before.man_at(j)?;
    let n = before.setup().lines;
    let path = (1..=v as u16).map(|k| junction(n, m.team, m.step + k)).collect();
    Some((m.team, j, path, if one || m.apart { 1 } else { m.count }))
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

/// A text with Marin's words marked by language (`<span lang="so">`), so that a screen reader
/// pronounces them as Somali and a translation keeps them apart from its own words.
fn so(text: String) -> AnyView {
    somali_spans(&text)
        .into_iter()
        .map(|(piece, term)| match term {
            Some(term) => view! { <span lang=term.lang>{piece.to_string()}</span> }.into_any(),
            None => piece.to_string().into_any(),
        })
        .collect_view()
        .into_any()
}

/// How seat `seat` is called, with the person's name when one was given.
fn who(table: Table<Deleb>, s: &Deleb, seat: Seat) -> String {
    let place = t_msg(&Deleb::seat_name(s, seat));
    let name = table.session.with_untracked(|x| {
        x.as_ref().and_then(|x| x.seats().get(seat as usize)).map(|c| c.name.trim().to_string())
    });
    match name {
        Some(name) if !name.is_empty() => format!("{place} · {name}"),
        _ => place,
    }
}

/// Why a man clicked on cannot move now: an earlier position is shown, the game is over, another
/// seat (or chance) is to act, the choice or the billets come first, or the rule that forbids
/// giving the chosen throw to him.
fn why_not_now(table: Table<Deleb>, s: &Deleb, th: Option<ThrowName>, j: Junction) -> Msg {
    if table.view_at.get_untracked().is_some() {
        return Msg::new("deleb.why.replay");
    }
    let turn = table.session.with_untracked(|x| x.as_ref().map_or(Turn::Over, |x| x.turn()));
    if turn == Turn::Over {
        return Msg::new("error.game_over");
    }
    if untrack(|| table.human_seat()).is_none() {
        let seat = match turn {
            Turn::Seat(x) => Some(x),
            _ => s.acting_seat(),
        };
        return match seat {
            Some(x) => Msg::new("deleb.why.turn").arg(who(table, s, x)),
            None => Msg::new("deleb.why.chance"),
        };
    }
    match (s.phase(), th) {
        (Phase::Choose, _) => Msg::new("deleb.why.choose"),
        (Phase::Move | Phase::Rescue, Some(th)) => {
            s.why_not(th, j).unwrap_or_else(|| Msg::new("error.not_legal_now"))
        }
        _ => Msg::new("deleb.error.throw_first"),
    }
}

fn board(table: Table<Deleb>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let narrow = RwSignal::new(is_narrow());
    let resize = window_event_listener(leptos::ev::resize, move |_| narrow.set(is_narrow()));
    on_cleanup(move || resize.remove());
    let zoom = RwSignal::new(false);
    let frame: RwSignal<Option<Anim>> = RwSignal::new(None);
    let run = RwSignal::new(0u64);
    animate_moves(table, frame, run);
    let pick: RwSignal<Option<ThrowName>> = RwSignal::new(None);

    // Cross-lines and band width: bands of at most 20 cross-lines (10 on a narrow screen, 5 when
    // zoomed there), balanced.
    let geo = Memo::new(move |_| {
        let n = state.with(|s| s.as_ref().map_or(20, |s| s.setup().lines));
        let most = match (narrow.get(), zoom.get()) {
            (false, _) => BAND_WIDE,
            (true, false) => BAND_PHONE,
            (true, true) => BAND_ZOOM,
        };
        let bands = n.div_ceil(most);
        (n, n.div_ceil(bands.max(1)))
    });
    let desk = Memo::new(move |_| {
        let legal = table.legal_moves();
        let last = table
            .last_move()
            .and_then(|(b, mv)| motion(&b, mv))
            .map(|(_, f, p, _)| (f, *p.last().unwrap_or(&f)));
        state
            .with(|s| s.as_ref().map(|s| Desk::of(s, &legal, last, |x| who(table, s, x))).unwrap_or_default())
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
        let (targets, danger) = desk.with(|d| {
            let targets = d.uses.iter().find(|u| Some(u.throw) == th).map(|u| u.targets.clone());
            (targets.unwrap_or_default(), d.danger.clone())
        });
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
                    out.push(Stone {
                        team: m.team,
                        count,
                        slave: m.slave,
                        sea: m.seafarer,
                        apart: m.apart && count > 1,
                        danger: f.is_none() && danger.contains(&m.at),
                        to: targets.iter().find(|t| t.0 == m.at).map(|t| t.1),
                        ..Stone::on(m.at, place(w, m.at))
                    });
                }
            }
            if let Some(a) = f {
                let at = a.path.get(a.at.wrapping_sub(1)).copied().unwrap_or(a.from);
                out.push(Stone {
                    team: a.team,
                    count: a.moving,
                    moving: true,
                    ..Stone::on(at, place(w, at))
                });
            }
            out
        })
    });

    let act = move |j: Junction| {
        if frame.with_untracked(Option::is_some) {
            return;
        }
        let Some(st) = state.get_untracked() else { return };
        let th = untrack(sel);
        let ok = stones.with_untracked(|s| s.iter().any(|s| s.at == j && s.to.is_some()));
        match th.and_then(|th| st.play_move(th, j)).filter(|_| ok) {
            Some(mv) => table.choose(mv),
            None => table.notice.set(Some(why_not_now(table, &st, th, j))),
        }
    };

    let field = move || {
        let (n, w) = geo.get();
        let width = LEFT + (w as i32 - 1) * P + RIGHT;
        let height = n.div_ceil(w.max(1)) as i32 * BAND + 16;
        view! {
            // A short field is drawn at most half as large again as its units, not stretched to
            // the page's width.
            <svg viewBox=format!("0 0 {width} {height}") role="group" aria-label=t("deleb.board.label")
                style=format!("max-width:{}px", width * 3 / 2)
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
                    let marks = marks.into_iter().map(|(at, mark)| Stone { mark, ..Stone::on(at, place(w, at)) });
                    marks.chain(stones.get()).map(|s| stone(s, w)).collect_view().into_any()
                }}
                // The coach's estimates ("what the computer sees"), on the man each move moves
                // (the best of the throws he could be given).
                {move || {
                    let mut best: Vec<(Junction, u32)> = Vec::new();
                    for (mv, pct) in table.estimates.get() {
                        let (Move::Play { from, .. } | Move::Beside { from, .. } | Move::Split { from }) = mv else { continue };
                        let j = Junction::of_cell(n, from as usize);
                        match best.iter_mut().find(|(at, _)| *at == j) {
                            Some(b) => b.1 = b.1.max(pct),
                            None => best.push((j, pct)),
                        }
                    }
                    best.into_iter().map(|(j, pct)| {
                        let (x, y) = place(w, j);
                        view! {
                            <g class="estimate dl-estimate" data-testid="estimate" data-junction=j.to_string() aria-hidden="true">
                                <rect x=x - 22 y=y - 37 width="44" height="20" rx="7"/>
                                <text x=x y=y - 22 text-anchor="middle">{format!("{pct} %")}</text>
                            </g>
                        }
                    }).collect_view()
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

    let button = move |a: Act| {
        let Act { label, id, mv, class, why } = a;
        let idle = why.is_some();
        view! {
            <li class="dl-act"><button type="button" class=class data-testid=id
                aria-disabled=idle.then_some("true")
                on:click=move |_| match &why {
                    Some(m) => table.notice.set(Some(m.clone())),
                    None => table.choose(mv),
                }><span>{so(label)}</span></button></li>
        }
    };

    // The pool's throws, then the choice of a word, standing beside, the separations and the end
    // of the turn when they are legal.
    let chips = move || {
        let (moving, chips, acts) = desk.with(|d| (!d.uses.is_empty(), d.chips.clone(), d.acts.clone()));
        let th = sel();
        let beside = desk
            .with(|d| d.beside.iter().filter(|b| Some(b.0) == th).map(|b| b.1.clone()).collect::<Vec<_>>());
        let chips = chips
            .into_iter()
            .map(|(th, k, usable)| {
                let on = move || sel() == Some(th);
                view! {
                    <li><button type="button" disabled=!moving data-testid=format!("pool-{}", th.notation())
                        class=move || if on() { "dl-chip on" } else if usable || !moving { "dl-chip" } else { "dl-chip idle" }
                        aria-pressed=move || if on() { "true" } else { "false" }
                        on:click=move |_| { pick.set(Some(th)); table.notice.set(None); }>
                        <span class="dl-chip-name">{so(t(th.key()))}</span>
                        <span class="dl-chip-value">{th.value()}</span>
                        <span class="dl-chip-count">{if k > 1 { format!("×{k}") } else { String::new() }}</span>
                    </button></li>
                }
            })
            .collect_view();
        (chips, beside.into_iter().chain(acts).map(button).collect_view()).into_any()
    };

    let say = move || {
        desk.with(|d| (!d.say.is_empty()).then(|| d.say.clone()))
            .map(|say| view! { <p class="dl-say" data-testid="say">{so(say)}</p> })
    };

    let hint = move || {
        let line = desk.with(|d| {
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
        });
        so(line)
    };

    let info = move || {
        desk.with(|d| d.info.clone())
            .into_iter()
            .map(|(text, id, class, v)| view! { <li class=class data-testid=id data-v=v><span>{so(text)}</span></li> })
            .collect_view()
            .into_any()
    };

    let glossary = GLOSSARY
        .iter()
        .map(|w| view! { <div><dt lang=w.lang>{w.word}</dt><dd>{so(t(w.key))}</dd></div> })
        .collect_view();

    view! {
        <div class="dl-board">
            <div class="dl-desk" style=move || format!("--dl-wait:{}ms", (1400.0 * table.speed.get()) as u32)>
                {sticks(GameId::Deleb, last_throw.into(), table.speed.into())}
                <section class="dl-pool" aria-labelledby="dl-pool-h">
                    <h2 id="dl-pool-h">{t("deleb.board.pool")}</h2>
                    {say}
                    <ul class="dl-chips" data-testid="pool">{chips}</ul>
                    <p class="dl-hint" data-testid="hint" aria-live="polite">{hint}</p>
                </section>
            </div>
            <div class="dl-field">
                {field}
                {move || narrow.get().then(|| view! {
                    <button type="button" class="button quiet dl-zoom" data-testid="zoom"
                        aria-pressed=move || if zoom.get() { "true" } else { "false" }
                        on:click=move |_| zoom.update(|z| *z = !*z)>{t("deleb.board.zoom")}</button>
                })}
            </div>
            <div class="dl-info">
                <ul class="dl-lines" data-testid="players">{info}</ul>
                <p class="help">{so(t("deleb.board.legend"))}</p>
                <details class="dl-glossary" data-testid="glossary">
                    <summary><h2>{t("deleb.board.glossary")}</h2></summary>
                    <p>{so(t("deleb.board.glossary.intro"))}</p>
                    <dl>{glossary}</dl>
                </details>
            </div>
        </div>
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
            && let Some((team, from, path, moving)) = motion(&before, mv)
        {
            let id = run.get_untracked();
            let step = Duration::from_millis((STEP_MS as f32 * speed) as u64);
            frame.set(Some(Anim { before, team, from, path, at: 0, moving }));
            tick(frame, run, id, step);
        }
        len
    });
}

/// One step of a man's walk. `try_`: the page may have been left (its signals disposed) before the
/// timer fires, and a disposed signal read plainly would stop the whole site.
fn tick(frame: RwSignal<Option<Anim>>, run: RwSignal<u64>, id: u64, step: Duration) {
    set_timeout(
        move || {
            if run.try_get_untracked() != Some(id) {
                return;
            }
            let done = frame.try_with_untracked(|f| f.as_ref().is_none_or(|a| a.at >= a.path.len()));
            match done {
                None => {}
                Some(true) => {
                    frame.try_set(None);
                }
                Some(false) => {
                    frame.try_update(|f| {
                        if let Some(a) = f {
                            a.at += 1;
                        }
                    });
                    tick(frame, run, id, step);
                }
            }
        },
        step,
    );
}
