//! The rules panel: every rule as implemented, with our summary, the source's own words and the
//! citation; the options in force; and the rules the last move applied, marked.

use super::super::route::jump_to;
use super::super::text::{lang, source_words, t, t_opt};
use super::super::yield_now::after_a_task;
use super::AnyTable;
use super::front::AnyFront;
use crate::i18n::Lang;
use crate::model::RuleRef;
use leptos::prelude::*;

/// The panel for game `front`; `table` is its table once fetched (the options in force and the
/// rules the last move applied come from its game).
pub fn panel(front: AnyFront, table: Signal<Option<AnyTable>>) -> impl IntoView {
    let id = front.game();
    let in_force = move || {
        table.get().and_then(|tv| tv.options()).map(|o| {
            let items = o
                .pairs()
                .map(|(k, v)| {
                    let value = format!("{id}.opt.{k}.{v}");
                    let shown = t_opt(&value).unwrap_or(v);
                    view! { <li><span>{t(&format!("{id}.opt.{k}"))}</span>": " <strong>{shown}</strong></li> }
                })
                .collect_view();
            view! {
                <h3>{t("rules.in_force")}</h3>
                <ul class="in-force" data-testid="options-in-force">{items}</ul>
            }
            .into_any()
        })
    };
    let all = front.rules();
    let applied = Memo::new(move |_| table.get().map(|tv| tv.applied()).unwrap_or_default());
    let rule = move |r: &'static RuleRef| {
        let rid = r.id;
        let cite = if r.cite == "ours" { t("rules.ours") } else { r.cite.to_string() };
        view! {
            <article class="rule" id=format!("rule-{rid}") data-rule=rid tabindex="-1"
                class:applied=move || applied.with(|a| a.contains(&rid))>
                <h3>{t(&format!("{id}.rule.{rid}"))}</h3>
                <p>{t(&format!("{id}.rule.{rid}.text"))}</p>
                {r.quoted.then(|| quote(id, rid))}
                <p class="cite">{t("rules.source")} " " {cite}</p>
            </article>
        }
    };
    // The rules are built in a task of their own once the page is drawn: built with the page, they
    // made its start one long task that held the reader's first tap (measured with
    // scripts/trace.mjs). The list says it is busy until they are in.
    let shown = after_a_task();
    let rules = move || shown.get().then(|| all.iter().map(rule).collect_view());
    // Endings by agreement of ours (resigning, a draw agreed where the source is silent), after
    // the game's own rules.
    let shared = front
        .ending_rules()
        .into_iter()
        .filter(|r| r.shared)
        .map(|r| {
            let key = r.key(id);
            let rid = r.doc.id;
            view! {
                <article class="rule" id=format!("rule-{rid}") data-rule=rid tabindex="-1">
                    <h3>{t(&key)}</h3>
                    <p>{t(&format!("{key}.text"))}</p>
                    <p class="cite">{t("rules.source")} " " {t("rules.ours")}</p>
                </article>
            }
        })
        .collect_view();
    view! {
        <section class="rules panel" id="rules" data-testid="rules" tabindex="-1">
            <h2>{t("rules.title")}</h2>
            <p class="help">{t("rules.intro")}</p>
            {in_force}
            <div class="rule-list" data-testid="rule-list" aria-busy=move || (!shown.get()).to_string()>
                {rules}{shared}
            </div>
        </section>
    }
}

/// A source's words as the source wrote them (they are the evidence; fetched with the game's page,
/// `text::source_words`), and for a reader of another language a translation beside them, marked
/// as one.
fn quote(game: &str, rule: &str) -> impl IntoView + use<> {
    let words = source_words(game, rule);
    let translated = (lang() != Lang::En).then(|| t_opt(&format!("{game}.quote.{rule}"))).flatten();
    view! {
        <blockquote lang="en">{words}</blockquote>
        {translated.map(|text| view! {
            <p class="quote-translation" data-testid="quote-translation">
                <span class="quote-mark">{t("rules.translation")}</span> " " {text}
            </p>
        })}
    }
}

/// One rule as an explained step or a refused move quotes it: its title (a link to the rule in
/// the rules panel), the source's words with their citation, or, for a decision of ours, our
/// summary marked as ours.
pub fn cited(game: &'static str, docs: &'static [RuleRef], id: &'static str) -> AnyView {
    let Some(doc) = docs.iter().find(|r| r.id == id) else { return ().into_any() };
    let title = t(&format!("{game}.rule.{id}"));
    let body = if !doc.quoted {
        view! {
            <p>{t(&format!("{game}.rule.{id}.text"))}</p>
            <p class="cite">{t("rules.source")} " " {t("rules.ours")}</p>
        }
        .into_any()
    } else {
        view! {
            {quote(game, id)}
            <p class="cite">{t("rules.source")} " " {doc.cite}</p>
        }
        .into_any()
    };
    view! {
        <div class="cited-rule" data-rule=id data-testid="cited-rule">
            <a class="rule-chip" href=format!("#rule-{id}")
                on:click=move |ev| jump_to(ev, &format!("rule-{id}"))>{title}</a>
            {body}
        </div>
    }
    .into_any()
}
