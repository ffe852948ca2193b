//! Whose turn it is, who sits where, how the game ended, and the table's controls.

use super::super::games::GameView;
use super::super::text::{t, t_args, t_msg};
use super::Table;
use crate::model::{Player, Seat, Turn};
use leptos::prelude::*;

/// A seat as the players know it: the game's name for it, and the person's name if one was given.
pub fn seat_title<G: GameView>(table: Table<G>, seat: Seat) -> String
where
    G::Move: Send + Sync,
{
    table.session.with(|s| {
        let Some(s) = s.as_ref() else { return String::new() };
        let place = t_msg(&G::seat_name(s.state(), seat));
        match s.seats().get(seat as usize) {
            Some(c) if !c.name.trim().is_empty() => format!("{place} · {}", c.name.trim()),
            Some(c) if c.is_computer() => format!("{place} · {}", t("table.computer")),
            _ => place,
        }
    })
}

pub fn turn_bar<G: GameView>(table: Table<G>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let turn = move || table.session.with(|s| s.as_ref().map(|s| (s.turn(), s.state().acting_seat())));
    let line = move || match turn() {
        Some((Turn::Seat(seat), _)) => t_args("table.to_move", &[&seat_title(table, seat)]),
        Some((Turn::Chance, Some(seat))) => t_args("table.to_throw", &[&seat_title(table, seat)]),
        Some((Turn::Chance, None)) => t("table.chance"),
        Some((Turn::Over, _)) => result_line(table),
        None => String::new(),
    };
    let human_throw = move || matches!(turn(), Some((Turn::Chance, _))) && table.human_seat().is_some();
    view! {
        <div class="turn-bar" data-testid="turn" aria-live="polite"
            class:over=move || matches!(turn(), Some((Turn::Over, _)))>
            <span class="turn-text">{line}</span>
            <Show when=move || table.thinking.get()>
                <span class="thinking" data-testid="thinking">
                    <span class="dots" aria-hidden="true"></span>{move || t("table.thinking")}
                </span>
            </Show>
            <Show when=human_throw>
                <button type="button" class="button primary throw" data-testid="throw"
                    on:click=move |_| table.throw()>{move || t("table.throw")}</button>
            </Show>
        </div>
    }
}

/// "South wins", "Draw", or for games with degrees of defeat the order of places.
fn result_line<G: GameView>(table: Table<G>) -> String
where
    G::Move: Send + Sync,
{
    let Some(outcome) = table.session.with(|s| s.as_ref().and_then(|s| s.state().outcome())) else {
        return String::new();
    };
    if outcome.is_draw() {
        return t("table.draw");
    }
    let mut ranked: Vec<Seat> = (0..outcome.seats() as Seat).collect();
    ranked.sort_by_key(|&s| outcome.rank(s));
    let winners: Vec<String> =
        ranked.iter().filter(|&&s| outcome.rank(s) == 0).map(|&s| seat_title(table, s)).collect();
    t_args("table.winner", &[&winners.join(", ")])
}

pub fn notice<G: GameView>(table: Table<G>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    move || {
        table.notice.get().map(|m| {
            view! {
                <p class="notice-line" role="alert" data-testid="notice">
                    {t_msg(&m)}
                    <button type="button" class="link" on:click=move |_| table.notice.set(None)>{t("table.dismiss")}</button>
                </p>
            }
        })
    }
}

pub fn seats<G: GameView>(table: Table<G>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let count = move || table.session.with(|s| s.as_ref().map_or(0, |s| s.seats().len()));
    let current = move || {
        table.session.with(|s| {
            s.as_ref().and_then(|s| match s.turn() {
                Turn::Seat(x) => Some(x),
                Turn::Chance => s.state().acting_seat(),
                Turn::Over => None,
            })
        })
    };
    let rank = move |seat: Seat| {
        table.session.with(|s| s.as_ref().and_then(|s| s.state().outcome()).map(|o| o.rank(seat)))
    };
    view! {
        <section class="panel seats-panel">
            <h2>{move || t("table.players")}</h2>
            <ol class="seat-list" data-testid="seat-list">
                <For each=move || 0..count() key=|i| *i let:i>{{
                    let seat = i as Seat;
                    let is_computer = move || table.session.with(|s| s.as_ref().is_some_and(|s|
                        matches!(s.seats().get(i).map(|c| c.player), Some(Player::Computer(_)))));
                    view! {
                        <li class="seat" data-seat=i class:current=move || current() == Some(seat)
                            aria-current=move || (current() == Some(seat)).then_some("true")>
                            <span class=format!("seat-chip seat-{i}") aria-hidden="true"></span>
                            <span class="seat-name">{move || seat_title(table, seat)}</span>
                            {move || is_computer().then(|| view! { <span class="badge">{t("table.computer")}</span> })}
                            {move || rank(seat).map(|r| view! { <span class="badge rank">{t_args("table.place", &[&(r + 1)])}</span> })}
                        </li>
                    }
                }}</For>
            </ol>
        </section>
    }
}

pub fn controls<G: GameView>(table: Table<G>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let speeds: [(f32, &str); 3] =
        [(1.0, "table.speed.class"), (0.35, "table.speed.fast"), (0.0, "table.speed.none")];
    view! {
        <section class="panel controls">
            <button type="button" class="button" data-testid="undo"
                disabled=move || !table.can_undo() on:click=move |_| table.undo()>
                {move || t("table.undo")}
            </button>
            <label class="speed">
                <span>{move || t("table.speed")}</span>
                <select data-testid="speed" on:change=move |ev| {
                    let v: f32 = event_target_value(&ev).parse().unwrap_or(1.0);
                    table.speed.set(v);
                }>
                    {speeds.iter().map(|&(v, key)| view! {
                        <option value=v.to_string() selected=move || table.speed.get() == v>{move || t(key)}</option>
                    }).collect_view()}
                </select>
            </label>
        </section>
    }
}
