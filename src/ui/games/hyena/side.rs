//! Beside the spiral (under it on a narrow screen): the count, the sticks, what the last move did
//! and the choices; under the board, the players' cards and, once the game is over, the degrees
//! of defeat.

use super::board::Board;
use super::scene::{Acts, Row};
use super::spiral::mother_figure;
use crate::games::GameId;
use crate::games::hyena::{Hyena, Move};
use crate::model::Seat;
use crate::ui::sticks::sticks;
use crate::ui::table::why_line;
use crate::ui::text::{marked, t, t_args};
use leptos::prelude::*;

pub fn side(b: Board) -> impl IntoView {
    // The throw's name shows when the sticks have landed (see style/hyena.css).
    let wait = move || format!("--hy-wait:{}ms", (1400.0 * b.table.speed.get()) as u32);
    view! {
        <div class="hy-side" style=wait>
            <p class="hy-count" data-testid="hollow-count">{move || b.spiral.get().map(|s| s.count)}</p>
            <div class="hy-throw">
                {sticks(GameId::Hyena, b.last_throw, b.table.speed.into())}
                {move || b.anim.playing().then(|| view! {
                    <button type="button" class="button quiet hy-skip" data-testid="skip"
                        on:click=move |_| b.anim.stop()>{t("hyena.board.skip")}</button>
                }.into_any())}
            </div>
            <div class="hy-act">
                {why_line::<Hyena>("hy-why", b.why)}
                {move || match b.with(|s| Some(s.acts.clone())) {
                    Some(a) => acts(b, a).into_any(),
                    None => ().into_any(),
                }}
            </div>
        </div>
    }
}

/// What the last move did, and the choices open to a person.
fn acts(b: Board, a: Acts) -> impl IntoView {
    view! {
        <p class="hy-effect" data-testid="effect" aria-live="polite">{marked("hyena", a.effect)}</p>
        <div class="hy-choices" data-testid="choices">
            {a.choices.into_iter().map(|(m, id, text)| choice(b, m, id, text)).collect_view()}
        </div>
    }
}

fn choice(b: Board, m: Move, id: String, text: String) -> impl IntoView {
    let base = if m == Move::Throw || m == Move::EndTurn { "button primary" } else { "button" };
    // The suggested choice (the coach's hint, a review's better move), outlined and named.
    let suggested = move || b.table.suggestion().filter(|s| s.mv == m).map(|s| s.why);
    view! {
        <button type="button" class=move || if suggested().is_some() { format!("{base} suggested") } else { base.to_string() }
            data-testid=id
            on:click=move |_| b.choose(m)
            on:pointerenter=move |_| b.point(Some(m))
            on:pointerleave=move |_| b.point(None)
            on:focus=move |_| b.point(Some(m))
            on:blur=move |_| b.point(None)>
            <span class="cap">{marked("hyena", text)}</span>
            // The coach's estimate of this choice ("what the computer sees").
            {move || b.table.estimates.with(|e| e.iter().find(|(x, _)| *x == m).map(|&(_, pct)| view! {
                <span class="estimate-chip" data-testid="estimate">{format!("{pct} %")}</span>
            }))}
            {move || suggested().map(|why| view! {
                <span class="suggest-chip" data-testid="suggested-choice" data-why=why.as_str()>{t(why.chip_key())}</span>
            })}
        </button>
    }
}

/// Every player's card, and the degrees of defeat once the game is over.
pub fn players(b: Board) -> impl IntoView {
    move || {
        let Some(p) = b.with(|s| Some(s.players.clone())) else { return ().into_any() };
        view! {
            <ul class="hy-players" data-testid="players">
                {p.rows.into_iter().map(row).collect_view()}
            </ul>
            {p.result.map(result)}
        }
        .into_any()
    }
}

fn row(r: Row) -> impl IntoView {
    view! {
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
    }
}

/// The degrees of defeat: (seat, rank, text).
fn result(lines: Vec<(Seat, u8, String)>) -> impl IntoView {
    view! {
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
    }
}
