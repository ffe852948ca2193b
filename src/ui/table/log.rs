//! The list of moves so far, in the game's notation, each with the rules it applied.

use super::super::route::jump_to;
use super::super::text::{t, t_args};
use super::AnyTable;
use leptos::prelude::*;

pub fn move_list(tv: AnyTable) -> impl IntoView {
    let id = tv.game();
    let lines = move || {
        tv.log()
            .into_iter()
            .rev()
            .map(|l| {
                let who = l.who.map(|w| tv.seat_title(w)).unwrap_or_default();
                let (number, why) = (l.number, tv.clone());
                view! {
                    <li value=l.number>
                        <button type="button" class="link why" data-testid=format!("why-{number}")
                            aria-label=format!("{} {}", t("explain.why"), t_args("explain.why.label", &[&number]))
                            on:click=move |_| {
                                why.explain_move(number);
                                board_to_top();
                            }>{t("explain.why")}</button>
                        <span class="who">{who}</span>
                        <code class="notation">{l.text}</code>
                        {l.rules.into_iter().map(|r| view! {
                            <a class="rule-chip" href=format!("#rule-{r}")
                                on:click=move |ev| jump_to(ev, &format!("rule-{r}"))>{t(&format!("{id}.rule.{r}"))}</a>
                        }).collect_view()}
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    view! {
        <section class="panel move-log">
            <h2>{t("table.moves")}</h2>
            <ol class="moves" data-testid="move-list" aria-live="polite">{lines}</ol>
        </section>
    }
}

/// Brings the board to the top of the screen, with the explanation under it.
fn board_to_top() {
    if let Ok(Some(bar)) = document().query_selector(".turn-bar") {
        bar.scroll_into_view();
    }
}
