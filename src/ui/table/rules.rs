//! The rules panel: every rule as implemented, with our summary, the source's own words and the
//! citation; the options in force; and the rules the last move applied, marked.

use super::super::games::GameView;
use super::super::text::t;
use super::Table;
use leptos::prelude::*;

pub fn panel<G: GameView>(table: Table<G>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let id = G::ID;
    let applied = move || table.last_move().map(|(before, mv)| before.rules_applied(mv)).unwrap_or_default();
    let in_force = move || {
        table.session.with(|s| {
            s.as_ref()
                .map(|s| s.options().pairs().map(|(k, v)| (k, v)).collect::<Vec<_>>())
                .unwrap_or_default()
        })
    };
    view! {
        <section class="rules panel" id="rules" data-testid="rules" tabindex="-1">
            <h2>{move || t("rules.title")}</h2>
            <p class="help">{move || t("rules.intro")}</p>
            <Show when=move || !in_force().is_empty()>
                <h3>{move || t("rules.in_force")}</h3>
                <ul class="in-force" data-testid="options-in-force">
                    {move || in_force().into_iter().map(|(k, v)| {
                        let label = format!("{id}.opt.{k}");
                        let value = format!("{id}.opt.{k}.{v}");
                        let shown = if crate::i18n::has(&value) { t(&value) } else { v };
                        view! { <li><span>{t(&label)}</span>": " <strong>{shown}</strong></li> }
                    }).collect_view()}
                </ul>
            </Show>
            <div class="rule-list">
                {G::rules().iter().map(|r| {
                    let title = format!("{id}.rule.{}", r.id);
                    let text = format!("{id}.rule.{}.text", r.id);
                    let rid = r.id;
                    view! {
                        <article class="rule" id=format!("rule-{}", r.id) data-rule=r.id
                            class:applied=move || applied().contains(&rid)>
                            <h3>{move || t(&title)}</h3>
                            <p>{move || t(&text)}</p>
                            {(!r.quote.is_empty()).then(|| view! { <blockquote>{r.quote}</blockquote> })}
                            <p class="cite">{move || t("rules.source")} " " {if r.cite == "ours" { t("rules.ours") } else { r.cite.to_string() }}</p>
                        </article>
                    }
                }).collect_view()}
            </div>
        </section>
    }
}
