//! The correcting panel: a selected text's key, its English original, its translation now and the
//! glossary's terms in it; the reviewer's own translation, checked as it is typed (the merge
//! command's own check, `i18n::review::check`) and applied on the page at once.

use super::store;
use crate::i18n::glossary::{self, Term};
use crate::i18n::review::{self, live};
use crate::i18n::{self, Lang};
use crate::ui::text::{Language, app_base, fetch_text, lang, load_parts, t};
use leptos::prelude::*;
use std::sync::Mutex;
use wasm_bindgen::JsCast;

/// What the reviewer has selected on the page.
#[derive(Clone, PartialEq, Debug)]
pub enum Selected {
    Nothing,
    /// An element that shows no text of the site.
    NotFound,
    /// Several texts: the reviewer chooses one.
    Choose(Vec<String>),
    Key(String),
}

/// The panel for what is selected (nothing when nothing is). Built again only when the selection
/// changes: a correction applied redraws the page's texts, not the panel the reviewer types in.
pub fn panel(selected: RwSignal<Selected>) -> AnyView {
    let chosen = selected.get();
    untrack(move || panel_for(selected, chosen))
}

fn panel_for(selected: RwSignal<Selected>, chosen: Selected) -> AnyView {
    let close = move |_| selected.set(Selected::Nothing);
    let body = match chosen {
        Selected::Nothing => return ().into_any(),
        Selected::NotFound => view! { <p data-testid="review-none">{t("review.none")}</p> }.into_any(),
        Selected::Choose(keys) => choose(selected, keys),
        Selected::Key(key) => correct(key),
    };
    view! {
        <section class="review-panel" role="dialog" aria-label=t("review.panel.title") data-review-ui
            data-testid="review-panel">
            <button type="button" class="button quiet review-close" data-testid="review-close"
                on:click=close>{t("review.panel.close")}</button>
            {body}
        </section>
    }
    .into_any()
}

/// Several texts in the element selected: each one's text now, to choose from.
fn choose(selected: RwSignal<Selected>, keys: Vec<String>) -> AnyView {
    let lang = lang();
    view! {
        <h2>{t("review.choose")}</h2>
        <ul class="review-choices">
            {keys.into_iter().map(|key| {
                let shown = review::plain(i18n::lookup(lang, &key).unwrap_or(""));
                let k = key.clone();
                view! { <li><button type="button" class="button quiet" data-testid=format!("review-choice-{key}")
                    on:click=move |_| selected.set(Selected::Key(k.clone()))>{shown}</button></li> }
            }).collect_view()}
        </ul>
    }
    .into_any()
}

/// The text of `key` without direction marks (a right-to-left catalog's, `i18n::isolate_latin`).
fn unmarked(text: &str) -> String {
    text.chars().filter(|c| !matches!(c, '\u{2066}'..='\u{2069}')).collect()
}

/// Correcting one text (typed once the English texts are here: the check reads them).
fn correct(key: String) -> AnyView {
    // Read here: event handlers may run without the page's context.
    let lang = lang();
    let language = use_context::<Language>();
    let english = RwSignal::new(None::<String>);
    let terms = RwSignal::new(Vec::<Term>::new());
    leptos::task::spawn_local_scoped_with_cancellation({
        let key = key.clone();
        async move {
            // The English texts of every part the page has loaded (fetched once, for the panel).
            load_parts(Lang::En, i18n::loaded_parts(lang)).await;
            let en = i18n::lookup(Lang::En, &key).unwrap_or("").to_string();
            let all = glossary_of(lang).await;
            terms.set(all.into_iter().filter(|term| glossary::has_word(&en, &term.english)).collect());
            english.set(Some(en));
        }
    });
    let catalog = unmarked(live::catalog_text(lang, &key).unwrap_or(""));
    let now = live::override_of(lang, &key).map_or_else(|| catalog.clone(), unmarked);
    let typed = RwSignal::new(now);
    let problem = RwSignal::new(None::<String>);
    let applied = RwSignal::new(false);
    let k = key.clone();
    let on_input = move |ev| {
        let text = event_target_value(&ev);
        typed.set(text.clone());
        let english = |k: &str| live::catalog_text(Lang::En, k).map(str::to_string);
        match review::check(lang, &k, &text, &english) {
            Ok(()) => {
                problem.set(None);
                apply(lang, &k, (text != catalog).then_some(text.as_str()), language);
                applied.set(true);
            }
            Err(why) => problem.set(Some(why.text(lang))),
        }
    };
    view! {
        <h2>{t("review.panel.title")}</h2>
        <dl class="review-facts">
            <dt>{t("review.panel.key")}</dt><dd><code dir="ltr" data-testid="review-key">{key.clone()}</code></dd>
            <dt>{t("review.panel.english")}</dt><dd lang="en" dir="ltr" data-testid="review-english">{move || english.get()}</dd>
            <dt>{t("review.panel.current")}</dt><dd data-testid="review-current">{typed.get_untracked()}</dd>
        </dl>
        {move || terms_view(terms.get())}
        <label class="review-yours">{t("review.panel.yours")}
            <textarea rows="3" data-testid="review-input" prop:value=move || typed.get() on:input=on_input
                prop:disabled=move || english.get().is_none()></textarea>
        </label>
        {move || match problem.get() {
            Some(why) => view! { <p class="error" role="alert" data-testid="review-problem">{why}</p> }.into_any(),
            None => applied.get().then(|| view! {
                <p class="review-ok" role="status" data-testid="review-applied">{t("review.panel.applied")}</p>
            }).into_any(),
        }}
        <p><button type="button" class="button quiet" data-testid="review-undo"
            on:click=move |_| { apply(lang, &key, None, language); typed.set(unmarked(live::catalog_text(lang, &key).unwrap_or(""))); problem.set(None); }>
            {t("review.panel.undo")}</button></p>
    }
    .into_any()
}

/// The glossary's terms found in the text's English original.
fn terms_view(terms: Vec<Term>) -> AnyView {
    if terms.is_empty() {
        return view! { <p class="review-terms">{t("review.panel.no_terms")}</p> }.into_any();
    }
    view! {
        <h3>{t("review.panel.glossary")}</h3>
        <ul class="review-terms" data-testid="review-terms">
            {terms.into_iter().map(|term| view! {
                <li><span lang="en" dir="ltr">{term.english}</span> " → " <strong>{term.forms.join(" | ")}</strong>
                    {term.avoid.into_iter().map(|(form, why)| view! {
                        " " <em>{crate::ui::text::t_args("review.panel.avoid", &[&form, &why])}</em>
                    }).collect_view()}
                </li>
            }).collect_view()}
        </ul>
    }
    .into_any()
}

/// Keeps the reviewer's text for `key` (`None`: the catalog's again) and shows it on the page.
pub fn apply(lang: Lang, key: &str, text: Option<&str>, language: Option<Language>) {
    let before = i18n::lookup(lang, key).unwrap_or("");
    store::put(lang, key, text);
    let after = i18n::lookup(lang, key).unwrap_or("");
    // Every text the page reads reactively, read again (as a change of language would).
    if let Some(language) = language {
        language.0.update(|_| {});
    }
    rewrite(before, after);
}

/// Writes `after`, a key's text, in place of `before` in the page's texts that were built once, not
/// reactively (a text with arguments is shown corrected where the page reads it again: when it is
/// next drawn).
pub fn rewrite(before: &str, after: &str) {
    if before.trim().is_empty() || !review::arguments(before).is_empty() {
        return;
    }
    if let Some(body) = document().body() {
        rewrite_in(&body, before, after);
    }
}

fn rewrite_in(node: &web_sys::Node, before: &str, after: &str) {
    let mut child = node.first_child();
    while let Some(n) = child {
        if let Some(el) = n.dyn_ref::<web_sys::Element>() {
            if el.get_attribute("data-review-ui").is_none() {
                rewrite_in(&n, before, after);
            }
        } else if n.node_value().is_some_and(|v| v.trim() == before.trim()) {
            // The whole of a text node, not a part: "Play" is not rewritten inside "Player".
            n.set_node_value(Some(after));
        }
        child = n.next_sibling();
    }
}

/// The glossary of `lang` (`texts/<lang>/glossary.txt`), fetched once; none for English, or when it
/// cannot be had or read.
async fn glossary_of(lang: Lang) -> Vec<Term> {
    static KEPT: Mutex<Vec<(Lang, Vec<Term>)>> = Mutex::new(Vec::new());
    if let Some((_, terms)) = KEPT.lock().unwrap_or_else(|e| e.into_inner()).iter().find(|(l, _)| *l == lang)
    {
        return terms.clone();
    }
    if lang == Lang::En {
        return Vec::new();
    }
    let text = fetch_text(&format!("{}texts/{}/glossary.txt", app_base(), lang.tag())).await;
    let terms = text.and_then(|t| glossary::parse(&t).ok()).unwrap_or_default();
    KEPT.lock().unwrap_or_else(|e| e.into_inner()).push((lang, terms.clone()));
    terms
}
