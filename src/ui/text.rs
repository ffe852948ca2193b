//! Every visible text goes through here: `t("key")` in the current language. The catalogs are
//! fetched as data, a part at a time (`i18n::PARTS`): a page first loads the parts it shows in
//! the reader's language, then draws. A game's own words in a text are marked with their language
//! (`marked`). Which language that is, and switching it: `language.rs`. The sources' words the
//! rules quote are fetched the same way, a game at a time (`load_quotes`).

use crate::i18n::catalog::{self, Entries};
use crate::i18n::{self, Lang, Msg, tr};
use leptos::prelude::*;
use std::sync::Mutex;
use wasm_bindgen::JsCast;

/// The language the page is shown in (provided by `App`).
#[derive(Clone, Copy)]
pub struct Language(pub RwSignal<Lang>);

pub fn lang() -> Lang {
    use_context::<Language>().map(|l| l.0.get()).unwrap_or_default()
}

/// The text for `key` in the current language (reactive when read inside a view closure).
pub fn t(key: &str) -> String {
    tr(lang(), key).to_string()
}

/// The text for `key` if the catalog has one (for optional texts such as an option's help).
pub fn t_opt(key: &str) -> Option<String> {
    i18n::lookup(lang(), key).map(str::to_string)
}

/// A message with arguments, in the current language.
pub fn t_msg(msg: &Msg) -> String {
    msg.text(lang())
}

/// `t` with `{0}`, `{1}`… filled in.
pub fn t_args(key: &'static str, args: &[&dyn std::fmt::Display]) -> String {
    let mut m = Msg::new(key);
    for a in args {
        m = m.arg(a);
    }
    t_msg(&m)
}

/// Where the site's versioned files are (`./app-<hash>/`), as the page's boot script wrote it on
/// `<html data-app>`; the catalogs are under `texts/` there.
pub fn app_base() -> String {
    document()
        .document_element()
        .and_then(|e| e.get_attribute("data-app"))
        .unwrap_or_else(|| "./".to_string())
}

/// Fetches one of the site's text files: the request leaves at once, the future gives its text,
/// or `None` when the browser could not have it (offline on a first visit, a file missing).
pub fn fetch_text(url: &str) -> impl std::future::Future<Output = Option<String>> + use<> {
    text_of(window().fetch_with_str(url))
}

async fn text_of(request: js_sys::Promise) -> Option<String> {
    use wasm_bindgen_futures::JsFuture;
    let response: web_sys::Response = JsFuture::from(request).await.ok()?.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// The sources' words for each game's rules, as fetched (`quotes/<game>.txt`: the site's code lists
/// the rules without them, `model::RuleRef`).
static QUOTES: Mutex<Vec<(&'static str, Entries)>> = Mutex::new(Vec::new());

/// Makes sure the sources' words for `game`'s rules are here (fetched with its page); false if
/// they could not be had.
pub fn load_quotes(game: &'static str) -> impl std::future::Future<Output = bool> {
    let here = QUOTES.lock().unwrap_or_else(|e| e.into_inner()).iter().any(|(g, _)| *g == game);
    let text = (!here).then(|| fetch_text(&format!("{}quotes/{game}.txt", app_base())));
    async move {
        let Some(text) = text else { return true };
        let Some(entries) = text.await.and_then(|t| catalog::parse(&t).ok()) else { return false };
        QUOTES.lock().unwrap_or_else(|e| e.into_inner()).push((game, entries));
        true
    }
}

/// The source's words that rule `rule` of `game` rests on, verbatim, once fetched.
pub fn source_words(game: &str, rule: &str) -> Option<&'static str> {
    QUOTES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .find(|(g, _)| *g == game)
        .and_then(|(_, e)| catalog::find(e, rule))
}

/// Makes sure `parts` of the catalog are loaded in `lang`: the missing ones are requested at
/// once (together, and while the caller fetches anything else), and the future resolves when
/// they are in. False if one could not be had.
pub fn load_parts(lang: Lang, parts: Vec<&'static str>) -> impl std::future::Future<Output = bool> {
    let base = app_base();
    // Every request is sent before the first answer is awaited: they travel together.
    let requests: Vec<(&'static str, js_sys::Promise)> = parts
        .iter()
        .filter(|p| !i18n::is_loaded(lang, p))
        .map(|&p| {
            let url = format!("{base}texts/{}/{p}.txt", lang.tag());
            (p, window().fetch_with_str(&url))
        })
        .collect();
    async move {
        let mut ok = true;
        for (part, request) in requests {
            ok &= text_of(request).await.is_some_and(|text| i18n::load(lang, part, &text).is_ok());
        }
        ok
    }
}

/// The browser's own plural rules (CLDR data the browser keeps), for `key[one]`-style texts.
pub fn use_browser_plurals() {
    i18n::set_plural_rule(|lang, n| {
        let locales = js_sys::Array::of1(&lang.tag().into());
        let rules = js_sys::Intl::PluralRules::new(&locales, &js_sys::Object::new());
        match rules.select(n).as_string().as_deref() {
            Some("zero") => "zero",
            Some("one") => "one",
            Some("two") => "two",
            Some("few") => "few",
            Some("many") => "many",
            _ => "other",
        }
    });
}

/// `text` with the words of the game's source language marked with their language tag, for screen
/// readers and translation tools. The catalog lists them: `<game>.words` (separated by `|`, as
/// this language writes them) and `<game>.words.lang` (their tag, e.g. `mey-Latn`); a word is
/// marked where it stands as a whole word (an English plural "s" may follow).
pub fn marked(game: &str, text: String) -> AnyView {
    let (Some(list), Some(tag)) = (t_opt(&format!("{game}.words")), t_opt(&format!("{game}.words.lang")))
    else {
        return text.into_any();
    };
    let words: Vec<&str> = list.split('|').filter(|w| !w.is_empty()).collect();
    let mut parts: Vec<AnyView> = Vec::new();
    let (mut plain, mut i) = (0, 0);
    let is_word = |c: char| c.is_alphanumeric() || c == '\'';
    while i < text.len() {
        let rest = &text[i..];
        let starts = text[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let found = words
            .iter()
            .filter(|w| starts && rest.starts_with(**w))
            .map(|w| {
                let after = &rest[w.len()..];
                let after = after.strip_prefix('s').filter(|a| !a.starts_with(is_word)).unwrap_or(after);
                (rest.len() - after.len(), after)
            })
            .filter(|(_, after)| !after.starts_with(|c: char| c.is_alphanumeric()))
            .map(|(len, _)| len)
            .max();
        match found {
            Some(len) => {
                if plain < i {
                    parts.push(text[plain..i].to_string().into_any());
                }
                let tag = tag.clone();
                parts.push(view! { <span lang=tag>{text[i..i + len].to_string()}</span> }.into_any());
                i += len;
                plain = i;
            }
            None => i += rest.chars().next().map_or(1, char::len_utf8),
        }
    }
    if plain < text.len() {
        parts.push(text[plain..].to_string().into_any());
    }
    parts.collect_view().into_any()
}
