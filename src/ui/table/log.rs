//! The list of moves so far, in the game's notation, each with the rules it applied.

use super::super::route::jump_to;
use super::super::text::t;
use super::Tv;
use leptos::prelude::*;

pub fn move_list(tv: Tv) -> impl IntoView {
    let id = tv.game();
    let lines = move || {
        tv.log()
            .into_iter()
            .rev()
            .map(|l| {
                let who = l.who.map(|w| tv.seat_title(w)).unwrap_or_default();
                view! {
                    <li value=l.number>
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
