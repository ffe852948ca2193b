//! Which language the site speaks — chosen once, by the page's script (`readerLanguage` in
//! index.html: a lesson link's `lang=`, the reader's choice kept on this device, else the
//! browser's), which the site reads as it starts — and switching to another (its texts fetched
//! first).

use super::text::{Language, load_parts};
use crate::i18n::{self, Lang};
use leptos::prelude::*;

const LANG_KEY: &str = "sandgames.lang";
/// Where the tab keeps the choice when the device refuses to (the window's name, which lasts as
/// long as the tab, reloads included; index.html's `readerLanguage` reads it).
const TAB_MARK: &str = "sandgames-lang=";

/// The language the page's script chose for the site to start in (`<html data-reading>`, written
/// by index.html's `readerLanguage`: a lesson link's `lang=`, else the reader's choice kept on this
/// device, else the first of the browser's languages the site has), English when there is none.
pub fn first_language() -> Lang {
    document()
        .document_element()
        .and_then(|html| html.get_attribute("data-reading"))
        .and_then(|tag| Lang::parse(&tag))
        .unwrap_or_default()
}

/// The language a page's address names (`…?lang=fr&…`), if any.
pub fn query_language(hash: &str) -> Option<Lang> {
    let query = hash.split_once('?')?.1;
    query.split('&').find_map(|kv| kv.strip_prefix("lang=")).and_then(Lang::parse)
}

/// Shows the site in `lang`: its texts for every part the page has loaded are fetched first (so
/// that offline, a language never fetched leaves the page as it was); then the choice is kept on
/// this device (and for use offline) and the page opens again in it. Everything a page shows was
/// built from the texts of its language, and a game in progress is kept on the device, so opening
/// the page again is the one switch that misses no text.
pub fn switch_language(to: Lang) {
    let Some(language) = use_context::<Language>() else { return };
    let from = language.0.get_untracked();
    if from == to {
        return;
    }
    let parts = i18n::loaded_parts(from);
    let loading = load_parts(to, parts);
    leptos::task::spawn_local(async move {
        if loading.await {
            let name = if super::storage::set(LANG_KEY, to.tag()) {
                String::new()
            } else {
                format!("{TAB_MARK}{}", to.tag())
            };
            let _ = window().set_name(&name);
            super::offline::keep_language(to);
            let location = window().location();
            // A lesson link's `lang=` would win over the reader's choice: it is dropped.
            let hash = super::route::current_hash();
            let kept = without_language(&hash);
            if kept != hash {
                let _ = window().history().and_then(|h| {
                    h.replace_state_with_url(
                        &wasm_bindgen::JsValue::NULL,
                        "",
                        Some(&format!("{}{kept}", page_address())),
                    )
                });
            }
            let _ = location.reload();
        }
    });
}

/// When this device refuses to keep the choice of language (storage full or blocked), the tab
/// keeps it, and the page says so.
pub fn unsaved_note() -> impl IntoView {
    let name = window().name().unwrap_or_default();
    let in_tab = name.split_once(TAB_MARK).map(|(_, tag)| tag.split(' ').next().unwrap_or("").to_string());
    (in_tab.is_some() && super::storage::get(LANG_KEY) != in_tab).then(|| {
        view! {
            <p class="notice-line frame-note" role="status" data-testid="language-unsaved">
                {super::text::t("site.language_unsaved")}
            </p>
        }
    })
}

/// The address without its fragment.
fn page_address() -> String {
    let href = window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or("").to_string()
}

/// A page's fragment without its `lang=` query entry.
fn without_language(hash: &str) -> String {
    let Some((path, query)) = hash.split_once('?') else { return hash.to_string() };
    let rest: Vec<&str> = query.split('&').filter(|kv| !kv.starts_with("lang=")).collect();
    if rest.is_empty() { path.to_string() } else { format!("{path}?{}", rest.join("&")) }
}
