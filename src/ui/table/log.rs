//! The list of moves so far, in the game's notation, each with the rules it applied.

use super::super::games::GameView;
use super::super::text::t;
use super::Table;
use super::status::seat_title;
use crate::model::Turn;
use leptos::prelude::*;

struct Line {
    number: usize,
    who: Option<u8>,
    text: String,
    rules: Vec<&'static str>,
}

pub fn move_list<G: GameView>(table: Table<G>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let lines = move || {
        table.session.with(|s| {
            let Some(s) = s.as_ref() else { return Vec::new() };
            s.moves()
                .iter()
                .enumerate()
                .filter_map(|(i, &mv)| {
                    let before = s.state_at(i)?;
                    let who = match before.turn() {
                        Turn::Seat(x) => Some(x),
                        _ => before.acting_seat(),
                    };
                    Some(Line {
                        number: i + 1,
                        who,
                        text: before.move_text(mv),
                        rules: before.rules_applied(mv),
                    })
                })
                .collect::<Vec<_>>()
        })
    };
    let id = G::ID;
    view! {
        <section class="panel move-log">
            <h2>{move || t("table.moves")}</h2>
            <ol class="moves" data-testid="move-list" aria-live="polite">
                {move || lines().into_iter().rev().take(200).map(|l| {
                    let who = l.who.map(|w| seat_title(table, w)).unwrap_or_default();
                    view! {
                        <li value=l.number>
                            <span class="who">{who}</span>
                            <code class="notation">{l.text}</code>
                            {l.rules.into_iter().map(|r| {
                                let title = format!("{id}.rule.{r}");
                                view! { <a class="rule-chip" href=format!("#rule-{r}")>{t(&title)}</a> }
                            }).collect_view()}
                        </li>
                    }
                }).collect_view()}
            </ol>
        </section>
    }
}
