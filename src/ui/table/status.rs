//! Whose turn it is, who sits where, how the game ended, and the table's controls.

use super::super::text::{t, t_args, t_msg};
use super::Tv;
use crate::model::{Player, Seat, Turn};
use leptos::prelude::*;

pub fn turn_bar(tv: Tv) -> impl IntoView {
    let tv2 = tv.clone();
    let line = move || match tv.turn() {
        Some((Turn::Seat(seat), _)) => t_args("table.to_move", &[&tv.seat_title(seat)]),
        Some((Turn::Chance, Some(seat))) => t_args("table.to_throw", &[&tv.seat_title(seat)]),
        Some((Turn::Chance, None)) => t("table.chance"),
        Some((Turn::Over, _)) => result_line(&tv),
        None => String::new(),
    };
    let tv = tv2;
    let (a, b, c, d) = (tv.clone(), tv.clone(), tv.clone(), tv.clone());
    view! {
        <div class="turn-bar" data-testid="turn" aria-live="polite"
            class:over=move || matches!(a.turn(), Some((Turn::Over, _)))>
            <span class="turn-text">{line}</span>
            {move || b.thinking().then(|| view! {
                <span class="thinking" data-testid="thinking">
                    <span class="dots" aria-hidden="true"></span>{t("table.thinking")}
                </span>
            }.into_any())}
            {move || (matches!(c.turn(), Some((Turn::Chance, _))) && c.human_seat().is_some()).then(|| {
                let d = d.clone();
                view! {
                    <button type="button" class="button primary throw" data-testid="throw"
                        on:click=move |_| d.throw()>{t("table.throw")}</button>
                }.into_any()
            })}
        </div>
    }
}

/// "Won by South", "Drawn", or for games with degrees of defeat, the winners of the first place.
fn result_line(tv: &Tv) -> String {
    let Some(outcome) = tv.outcome() else { return String::new() };
    let line = if outcome.is_draw() {
        t("table.draw")
    } else {
        let winners: Vec<String> = (0..outcome.seats() as Seat)
            .filter(|&s| outcome.rank(s) == 0)
            .map(|s| tv.seat_title(s))
            .collect();
        t_args("table.winner", &[&winners.join(", ")])
    };
    match tv.result_note() {
        Some(note) => format!("{line} — {}", t_msg(&note)),
        None => line,
    }
}

pub fn notice(tv: Tv) -> impl IntoView {
    move || {
        let tv2 = tv.clone();
        tv.notice().map(|m| {
            view! {
                <p class="notice-line" role="alert" data-testid="notice">
                    {t_msg(&m)}
                    <button type="button" class="link" on:click=move |_| tv2.set_notice(None)>{t("table.dismiss")}</button>
                </p>
            }
            .into_any()
        })
    }
}

pub fn seats(tv: Tv) -> impl IntoView {
    let list = move || {
        let current = match tv.turn() {
            Some((Turn::Seat(x), _)) => Some(x),
            Some((Turn::Chance, s)) => s,
            _ => None,
        };
        let outcome = tv.outcome();
        (0..tv.seat_count() as Seat)
            .map(|seat| {
                let here = current == Some(seat);
                let computer = matches!(tv.seat_player(seat), Some(Player::Computer(_)));
                let rank = outcome.map(|o| o.rank(seat));
                view! {
                    <li class="seat" data-seat=seat class:current=here aria-current=here.then_some("true")>
                        <span class=format!("seat-chip seat-{seat}") aria-hidden="true"></span>
                        <span class="seat-name">{tv.seat_title(seat)}</span>
                        {computer.then(|| view! { <span class="badge">{t("table.computer")}</span> })}
                        {rank.map(|r| view! { <span class="badge rank">{t_args("table.place", &[&(r + 1)])}</span> })}
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <section class="panel seats-panel">
            <h2>{t("table.players")}</h2>
            <ol class="seat-list" data-testid="seat-list">{list}</ol>
        </section>
    }
}

pub fn controls(tv: Tv) -> impl IntoView {
    // Speeds in percent (integers keep float formatting out of the page's code).
    let speeds: [(u32, &str); 3] =
        [(100, "table.speed.class"), (35, "table.speed.fast"), (0, "table.speed.none")];
    let (a, b, c) = (tv.clone(), tv.clone(), tv.clone());
    let current = (tv.speed() * 100.0).round() as u32;
    view! {
        <section class="panel controls">
            <button type="button" class="button" data-testid="undo"
                disabled=move || !a.can_undo() on:click=move |_| b.undo()>
                {t("table.undo")}
            </button>
            <label class="speed">
                <span>{t("table.speed")}</span>
                <select data-testid="speed" on:change=move |ev| {
                    c.set_speed(event_target_value(&ev).parse::<u32>().map_or(1.0, |p| p as f32 / 100.0));
                }>
                    {speeds.iter().map(|&(v, key)| view! {
                        <option value=v selected=current == v>{t(key)}</option>
                    }).collect_view()}
                </select>
            </label>
        </section>
    }
}
