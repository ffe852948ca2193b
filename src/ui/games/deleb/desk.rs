//! Beside the field: the billets thrown and the pool of throws to give (with the buttons for the
//! choice of a word, standing beside a companion, a separation, the end of the turn or letting a
//! danger be), what the players are asked, the line under the pool (why the chosen throw has no
//! taker, or the rule of the moment); under the field, each seat's stage and each team's men, and
//! the glossary of Marin's words. Somali words in these texts carry `lang` (`so`).

use super::scene::{Button, Desk};
use crate::games::GameId;
use crate::games::deleb::{
    Act, Billets, Deleb, EntryStep, GLOSSARY, Move, Phase, Pick, Stage, ThrowName, describe_throw,
    entry_steps, somali_spans, start_decides, team_key,
};
use crate::ui::sticks::{Face, Throw, sticks};
use crate::ui::table::Table;
use crate::ui::text::{t, t_args, t_msg};
use leptos::prelude::*;

/// The billets of the last throw (up to the move shown), and the pool with its buttons: a chip
/// pressed is the pick's to choose, a button's move `run`'s to play (or its reason to say).
pub fn desk(
    table: Table<Deleb>,
    desk: Memo<Desk>,
    pick: RwSignal<Pick>,
    run: impl Fn(Act) + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let sel = move || desk.with(|d| pick.get().chosen(&d.uses));
    // The suggested move (the coach's hint, a review's better move): its throw and its button are
    // outlined as the field's mark is.
    let hinted = move || table.suggestion().map(|s| s.mv);
    let choose = move |th: ThrowName| {
        let mut p = pick.get_untracked();
        let act = p.choose(th);
        pick.set(p);
        run(act)
    };
    let say = move || {
        desk.with(|d| (!d.say.is_empty()).then(|| d.say.clone()))
            .map(|say| view! { <p class="dl-say" data-testid="say">{so(say)}</p> })
    };
    let hint = move || {
        let line = desk.with(|d| {
            let mut line = match pick.get().reason(&d.uses).map(t_msg) {
                Some(r) => r,
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
    // Two of the board's children: on a phone the pool is a bar under the field that stays in
    // view while the field is (style/deleb.css). A game over has nothing to give: no pool.
    view! {
        <div class="dl-desk" style=move || format!("--dl-wait:{}ms", (1400.0 * table.speed.get()) as u32)>
            {sticks(GameId::Deleb, last_throw(table).into(), table.speed.into())}
        </div>
        <section class="dl-pool" aria-labelledby="dl-pool-h" data-testid="pool-bar" hidden=move || desk.with(|d| d.over)>
            <h2 id="dl-pool-h">{t("deleb.board.pool")}</h2>
            {say}
            <ul class="dl-chips" data-testid="pool">{move || chips(desk, sel, choose, run, hinted)}</ul>
            <p class="dl-hint" data-testid="hint" aria-live="polite">{hint}</p>
        </section>
    }
}

/// The pool's throws, then the choice of a word, standing beside, the separations and the end
/// of the turn when they are legal.
fn chips(
    desk: Memo<Desk>,
    sel: impl Fn() -> Option<ThrowName> + Copy + Send + Sync + 'static,
    choose: impl Fn(ThrowName) + Copy + Send + Sync + 'static,
    run: impl Fn(Act) + Copy + Send + Sync + 'static,
    hinted: impl Fn() -> Option<Move> + Copy + Send + Sync + 'static,
) -> AnyView {
    let hinted_throw = move || match hinted() {
        Some(Move::Play { throw, .. } | Move::Beside { throw, .. }) => Some(throw),
        _ => None,
    };
    let (moving, chips, buttons) = desk.with(|d| (!d.uses.is_empty(), d.chips.clone(), d.buttons.clone()));
    let th = sel();
    let beside =
        desk.with(|d| d.beside.iter().filter(|b| Some(b.0) == th).map(|b| b.1.clone()).collect::<Vec<_>>());
    let chips = chips
        .into_iter()
        .map(|(th, k, usable)| {
            let on = move || sel() == Some(th);
            view! {
                <li><button type="button" disabled=!moving data-testid=format!("pool-{}", th.notation())
                    class=move || {
                        let class = if on() { "dl-chip on" } else if usable || !moving { "dl-chip" } else { "dl-chip idle" };
                        if hinted_throw() == Some(th) { format!("{class} suggested") } else { class.to_string() }
                    }
                    aria-pressed=move || if on() { "true" } else { "false" }
                    on:click=move |_| choose(th)>
                    <span class="dl-chip-name">{so(t(th.key()))}</span>
                    <span class="dl-chip-value">{th.value()}</span>
                    <span class="dl-chip-count">{if k > 1 { format!("×{k}") } else { String::new() }}</span>
                </button></li>
            }
        })
        .collect_view();
    let button = move |b: Button| {
        let Button { label, id, mv, class, why } = b;
        view! {
            <li class="dl-act"><button type="button" data-testid=id
                class=move || if hinted() == Some(mv) { format!("{class} suggested") } else { class.to_string() }
                aria-disabled=why.is_some().then_some("true")
                on:click=move |_| run(match &why {
                    Some(m) => Act::refuse(m.clone()),
                    None => Act::Play(mv),
                })><span>{so(label)}</span></button></li>
        }
    };
    (chips, beside.into_iter().chain(buttons).map(button).collect_view()).into_any()
}

/// Each seat's stage and scores, each team's men and store, the legend and the glossary.
pub fn info(desk: Memo<Desk>) -> impl IntoView {
    let lines = move || {
        desk.with(|d| d.info.clone())
            .into_iter()
            .map(|(text, id, class, v)| view! { <li class=class data-testid=id data-v=v><span class="sentence">{so(text)}</span></li> })
            .collect_view()
            .into_any()
    };
    let glossary = GLOSSARY
        .iter()
        .map(|w| view! { <div><dt lang=w.lang>{w.word}</dt><dd>{so(t(w.key))}</dd></div> })
        .collect_view();
    view! {
        <div class="dl-info">
            <ul class="dl-lines" data-testid="players">{lines}</ul>
            <p class="help">{so(t("deleb.board.legend"))}</p>
            <details class="dl-glossary" data-testid="glossary">
                <summary><h2>{t("deleb.board.glossary")}</h2></summary>
                <p>{so(t("deleb.board.glossary.intro"))}</p>
                <dl>{glossary}</dl>
            </details>
        </div>
    }
}

/// The last throw (up to the move shown), for the billets.
fn last_throw(table: Table<Deleb>) -> Memo<Option<Throw>> {
    Memo::new(move |_| {
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
    })
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
