//! Whose turn it is, who sits where, how the game ended, and the table's controls.

use super::super::sticks::Face;
use super::super::text::{t, t_args, t_msg, t_opt};
use super::AnyTable;
use super::view::HandThrow;
use crate::games::GameId;
use crate::i18n::fill;
use crate::model::{Player, Seat, Turn};
use leptos::prelude::*;

/// A table text in a game's own words where it has them (Dèleb's billets rather than sticks):
/// `<game>.<key>`, else `table.<key>` (`to_throw`, `throw`, `chance`, `hand.intro`).
fn game_text(game: &str, key: &str) -> String {
    t_opt(&format!("{game}.{key}")).unwrap_or_else(|| t(&format!("table.{key}")))
}

pub fn turn_bar(tv: AnyTable) -> impl IntoView {
    let id = tv.game();
    let text = move |key: &str| game_text(id, key);
    let tv2 = tv.clone();
    let line = move || match tv.turn() {
        // A game by link not begun: said first, and no one is offered a move.
        Some(_) if tv.waiting_to_start() => t("corr.not_started"),
        Some((Turn::Seat(seat), _)) => t_args("table.to_move", &[&tv.seat_title(seat)]),
        Some((Turn::Chance, Some(seat))) => fill(&text("to_throw"), &[tv.seat_title(seat)]),
        Some((Turn::Chance, None)) => text("chance"),
        Some((Turn::Over, _)) => result_line(&tv),
        None => String::new(),
    };
    let tv = tv2;
    let (a, b, c, d, e, f, g, h) =
        (tv.clone(), tv.clone(), tv.clone(), tv.clone(), tv.clone(), tv.clone(), tv.clone(), tv.clone());
    view! {
        <div class="turn-bar" data-testid="turn" aria-live="polite"
            class:over=move || matches!(a.turn(), Some((Turn::Over, _)))
            class:past=move || g.view_at().is_some()>
            // Stepping through: the bar says plainly that a past position is shown.
            {move || e.view_at().map(|at| {
                let f = f.clone();
                view! {
                    <span class="past-note" data-testid="past">{t_args("table.past", &[&at, &f.len()])}</span>
                    <button type="button" class="button quiet" data-testid="to-present"
                        on:click=move |_| f.set_view_at(None)>{t("table.to_present")}</button>
                }
            })}
            <span class="turn-text">{line}</span>
            {move || b.thinking().then(|| view! {
                <span class="thinking" data-testid="thinking">
                    <span class="dots" aria-hidden="true"></span>{t("table.thinking")}
                </span>
            }.into_any())}
            // On a projector the panels are folded beside the board: this opens them.
            <button type="button" class="button quiet panels-toggle" data-testid="panels"
                on:click=|_| {
                    if let Some(body) = document().body() {
                        let _ = body.class_list().toggle("panels-open");
                    }
                }>{t("table.panels")}</button>
            // A game over: another like it at once.
            {move || (h.turn().is_some_and(|(turn, _)| turn == Turn::Over) && h.view_at().is_none() && h.can_play_on()).then(|| {
                let h = h.clone();
                view! {
                    <button type="button" class="button primary" data-testid="play-again"
                        on:click=move |_| if let Some(Err(why)) = h.play_again() { h.set_notice(Some(why)) }>
                        {t("table.play_again")}
                    </button>
                }.into_any()
            })}
            // The site throws on request; with throws entered by hand (or a game whose throws are
            // recorded, opened from a record) it may still throw for the players.
            {move || (c.at_throw() && c.human_seat().is_some() && c.view_at().is_none()).then(|| {
                let d = d.clone();
                let by_hand = !c.hand_throws().is_empty();
                view! {
                    <button type="button" class="button throw" data-testid="throw"
                        class:primary=!by_hand class:quiet=by_hand
                        on:click=move |_| d.throw()>{if by_hand { t("table.throw_by_site") } else { text("throw") }}</button>
                }.into_any()
            })}
        </div>
    }
}

/// "Won by South", "Drawn", or for games with degrees of defeat, the winners of the first place.
fn result_line(tv: &AnyTable) -> String {
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
    let note = match tv.ending_rule() {
        // Ended by agreement: say which rule did it.
        Some(rule) => Some(t(&rule.key(tv.game()))),
        None => tv.result_note().map(|n| t_msg(&n)),
    };
    match note {
        Some(note) => format!("{line} — {note}"),
        None => line,
    }
}

pub fn notice(tv: AnyTable) -> impl IntoView {
    move || {
        let tv2 = tv.clone();
        tv.notice().map(|m| {
            // A move the rules refuse: the rule that forbids it, quoted under the reason.
            let rule = tv.forbidding_rule(m.key).map(|r| super::rules::cited(tv.game(), tv.rules(), r));
            view! {
                <div class="notice-line" role="alert" data-testid="notice">
                    <p>
                        // A reason written to fit inside a sentence, shown as one of its own:
                        // its first letter is capitalised (style/main.css, `.sentence`).
                        <span class="sentence">{tv.say(&m)}</span>
                        <button type="button" class="link" on:click=move |_| tv2.set_notice(None)>{t("table.dismiss")}</button>
                    </p>
                    {rule}
                </div>
            }
            .into_any()
        })
    }
}

pub fn seats(tv: AnyTable) -> impl IntoView {
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
                let level = match tv.seat_player(seat) {
                    Some(Player::Computer(l)) => Some(l),
                    _ => None,
                };
                let rank = outcome.map(|o| o.rank(seat));
                view! {
                    // Its chip drawn as the side's pieces are (each board's style sheet).
                    <li class="seat" data-seat=seat data-side=tv.seat_side(seat) class:current=here aria-current=here.then_some("true")>
                        <span class=format!("seat-chip seat-{seat}") aria-hidden="true"></span>
                        <span class="seat-name">{tv.seat_place(seat)}</span>
                        // The computer's level, once (the seat's name does not repeat it).
                        {level.map(|l| view! { <span class="badge">{t(&format!("table.computer.{}", l.as_str()))}</span> })}
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

pub fn controls(tv: AnyTable) -> impl IntoView {
    let speeds = super::super::prefs::SPEEDS;
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
                    let percent = event_target_value(&ev).parse::<u32>().unwrap_or(100).min(100);
                    // Kept on this device: a class's setting stays after a reload.
                    super::super::prefs::save_speed(percent);
                    c.set_speed(percent as f32 / 100.0);
                }>
                    {speeds.iter().map(|&(v, key)| view! {
                        <option value=v selected=current == v>{t(key)}</option>
                    }).collect_view()}
                </select>
            </label>
        </section>
    }
}

/// Throws by hand (the players' own sticks or billets): one large button per outcome, with its
/// exact probability; the keys 1–9, 0 and then a, b, c… choose too. A wrong tap is taken back like a move.
pub fn hand_throws(tv: AnyTable) -> impl IntoView {
    let outcomes = {
        let tv = tv.clone();
        Memo::new(move |_| tv.hand_throws())
    };
    let keys = tv.clone();
    let handle = window_event_listener(leptos::ev::keydown, move |ev| {
        let typing = ev
            .target()
            .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
            .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if typing || ev.ctrl_key() || ev.alt_key() || ev.meta_key() {
            return;
        }
        let n = outcomes.with_untracked(Vec::len);
        if let Some(i) = (0..n).find(|&i| key_for(i).eq_ignore_ascii_case(&ev.key())) {
            ev.prevent_default();
            keys.enter_throw(i);
        }
    });
    on_cleanup(move || handle.remove());
    let game = tv.game();
    move || {
        let list = outcomes.get();
        (!list.is_empty()).then(|| {
            let buttons = list
                .into_iter()
                .enumerate()
                .map(|(i, HandThrow { label, odds: (num, den), faces })| {
                    let tv = tv.clone();
                    // Tenths of a percent, rounded (no float formatting in the page).
                    let tenths = (num * 1000 + den / 2) / den.max(1);
                    // A fraction a reader can take in (1/8, 3/16), else the percentage alone
                    // (with gà·r the exact chances run to nine digits).
                    let percent = format!("{}.{}\u{a0}%", tenths / 10, tenths % 10);
                    let odds = if den <= 1000 { format!("{num}/{den} · {percent}") } else { percent };
                    view! {
                        <button type="button" class="button hand-throw" data-testid=format!("hand-throw-{i}")
                            aria-keyshortcuts=key_for(i) on:click=move |_| tv.enter_throw(i)>
                            <kbd aria-hidden="true">{key_for(i)}</kbd>
                            {fallen(game, &faces)}
                            <span class="hand-label">{label}</span>
                            <span class="hand-odds">{odds}</span>
                        </button>
                    }
                })
                .collect_view();
            view! {
                <section class="hand-throws" data-testid="hand-throws" aria-label=t("table.hand.title")>
                    <p>{game_text(game, "hand.intro")}</p>
                    <div class="hand-buttons">{buttons}</div>
                </section>
            }
        })
    }
}

/// The key that enters outcome `i`: 1 to 9, then 0, then letters (Dèleb with gà·r has 15).
fn key_for(i: usize) -> String {
    match i {
        0..9 => (i + 1).to_string(),
        9 => "0".to_string(),
        _ => char::from(b'a' + (i - 10).min(25) as u8).to_string(),
    }
}

/// Sticks or billets lying as they fell, small, for a throw's button: flat white side, rounded
/// bark (green for the hyena sticks, black for the billets), or on its side.
fn fallen(game: &str, faces: &[Face]) -> impl IntoView + use<> {
    let bark = GameId::parse(game).and_then(GameId::sticks_look).map_or("#4f7a3a", |(_, (bark, _))| bark);
    let sticks = faces
        .iter()
        .enumerate()
        .map(|(i, f)| {
            let x = 2 + i as u32 * 9;
            let (fill, stroke) = match f {
                Face::White => ("#f7efdc", "#8a6b45"),
                Face::Bark => (bark, bark),
                Face::Side => ("#c9b48f", "#8a6b45"),
            };
            let w = if *f == Face::Side { 3 } else { 6 };
            view! { <rect x=x + (6 - w) / 2 y="2" width=w height="28" rx="2" fill=fill stroke=stroke stroke-width="1"/> }
        })
        .collect_view();
    let width = 4 + faces.len() as u32 * 9;
    (!faces.is_empty()).then(|| view! {
        <svg class="hand-fallen" viewBox=format!("0 0 {width} 32") width=width height="32" aria-hidden="true">{sticks}</svg>
    })
}
