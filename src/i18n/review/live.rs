//! Review mode's hook in the translation layer: while it is on, every lookup is remembered (the
//! keys the page has shown, so that a text selected on the page can be traced to its key) and a
//! reviewer's corrections are consulted before the catalogs. Off (every other reader), a lookup
//! costs one atomic read more.

use super::super::{Lang, isolate_latin};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

static ON: AtomicBool = AtomicBool::new(false);

/// Plain lists, searched in order: a page shows a few hundred keys, and a hash map's or a tree's
/// code would be downloaded by every reader for review mode's sake (the lookup below is in the
/// site's first module).
struct State {
    /// Every key found since review mode began (with its plural category), and its language.
    seen: Vec<(Lang, String)>,
    /// The reviewer's texts, by language and key, as the page shows them.
    overrides: Vec<(Lang, String, &'static str)>,
}

static STATE: Mutex<State> = Mutex::new(State { seen: Vec::new(), overrides: Vec::new() });

fn with<R>(f: impl FnOnce(&mut State) -> R) -> R {
    f(&mut STATE.lock().unwrap_or_else(|e| e.into_inner()))
}

/// Turns review mode's remembering and corrections on or off.
pub fn set_on(on: bool) {
    ON.store(on, Ordering::Relaxed);
}

/// Is review mode on?
pub fn is_on() -> bool {
    ON.load(Ordering::Relaxed)
}

/// The translation layer's hook in review mode, called with what a lookup of `key` in `lang` found
/// in the catalogs: the reviewer's text for it if there is one, else what was found; a key found
/// either way is remembered.
pub(crate) fn consult(lang: Lang, key: &str, found: Option<&'static str>) -> Option<&'static str> {
    with(|s| {
        let text = s.overrides.iter().find(|(l, k, _)| *l == lang && k == key).map(|o| o.2).or(found);
        if text.is_some() && !s.seen.iter().any(|(l, k)| *l == lang && k == key) {
            s.seen.push((lang, key.to_string()));
        }
        text
    })
}

/// Every key found in `lang` since review mode began.
pub fn seen(lang: Lang) -> Vec<String> {
    with(|s| s.seen.iter().filter(|(l, _)| *l == lang).map(|(_, k)| k.clone()).collect())
}

/// Shows `text` for `key` in `lang` from now on (`None`: the catalog's again). In a right-to-left
/// language its Latin words are isolated as the catalogs' are.
pub fn set_override(lang: Lang, key: &str, text: Option<&str>) {
    let text = text.map(|t| {
        let shown = if lang.rtl() { isolate_latin(t) } else { t.to_string() };
        &*Box::leak(shown.into_boxed_str())
    });
    with(|s| {
        s.overrides.retain(|(l, k, _)| !(*l == lang && k == key));
        if let Some(t) = text {
            s.overrides.push((lang, key.to_string(), t));
        }
    });
}

/// The reviewer's text for `key` in `lang`, as set.
pub fn override_of(lang: Lang, key: &str) -> Option<&'static str> {
    with(|s| s.overrides.iter().find(|(l, k, _)| *l == lang && k == key).map(|o| o.2))
}

/// The catalogs' text for `key` in `lang`, without the reviewer's.
pub fn catalog_text(lang: Lang, key: &str) -> Option<&'static str> {
    let was = ON.swap(false, Ordering::Relaxed);
    let text = super::super::lookup(lang, key);
    ON.store(was, Ordering::Relaxed);
    text
}
