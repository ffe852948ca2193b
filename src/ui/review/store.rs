//! The reviewer's corrections, kept on this device as a corrections file per language (the file
//! the list page exports, `i18n::review::write_file`), and shown on the page through the
//! translation layer's hook. A device that refuses to keep them: the tab keeps them
//! (sessionStorage, else this page's memory), and the bar says so.

use crate::i18n::Lang;
use crate::i18n::review::{self, live};
use crate::ui::text::Language;
use leptos::prelude::*;
use std::sync::Mutex;

/// The corrections file of `lang`, on this device.
fn storage_key(lang: Lang) -> String {
    format!("sandgames.review.{}", lang.tag())
}

/// The corrections of the page's language (key with its category, text), in the order made.
static LIST: Mutex<Vec<(String, String)>> = Mutex::new(Vec::new());
/// Set when the device refused to keep the last change.
static UNSAVED: Mutex<bool> = Mutex::new(false);

fn session() -> Option<web_sys::Storage> {
    use wasm_bindgen::JsCast;
    js_sys::Reflect::get(&window(), &"sessionStorage".into()).ok()?.dyn_into().ok()
}

/// The corrections kept for `lang`, applied to the translation layer and to the page already drawn
/// (as review mode's code arrives).
pub fn apply_kept(lang: Lang, language: Option<Language>) {
    let key = storage_key(lang);
    let kept =
        session().and_then(|s| s.get_item(&key).ok().flatten()).or_else(|| super::super::storage::get(&key));
    // A kept file that no longer reads (edited by hand, cut short) is left where it is, unused.
    let list = kept.and_then(|text| review::read_file(&text).ok()).unwrap_or_default();
    for (key, text) in &list {
        let before = crate::i18n::lookup(lang, key).unwrap_or("");
        live::set_override(lang, key, Some(text));
        super::panel::rewrite(before, crate::i18n::lookup(lang, key).unwrap_or(""));
    }
    *LIST.lock().unwrap_or_else(|e| e.into_inner()) = list;
    if let Some(language) = language {
        language.0.update(|_| {});
    }
}

/// The corrections of the page's language.
pub fn list() -> Vec<(String, String)> {
    LIST.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Did the device refuse to keep the corrections?
pub fn unsaved() -> bool {
    *UNSAVED.lock().unwrap_or_else(|e| e.into_inner())
}

/// The reviewer's text for `key` (`None`: the catalog's again), kept and shown.
pub fn put(lang: Lang, key: &str, text: Option<&str>) {
    let file = {
        let mut list = LIST.lock().unwrap_or_else(|e| e.into_inner());
        match (list.iter().position(|(k, _)| k == key), text) {
            (Some(i), Some(t)) => list[i].1 = t.to_string(),
            (None, Some(t)) => list.push((key.to_string(), t.to_string())),
            (Some(i), None) => {
                list.remove(i);
            }
            (None, None) => {}
        }
        review::write_file(lang, &list)
    };
    live::set_override(lang, key, text);
    let key = storage_key(lang);
    let kept = super::super::storage::set(&key, &file);
    if kept {
        if let Some(s) = session() {
            let _ = s.remove_item(&key);
        }
    } else if let Some(s) = session() {
        let _ = s.set_item(&key, &file);
    }
    *UNSAVED.lock().unwrap_or_else(|e| e.into_inner()) = !kept;
    changes().update(|n| *n += 1);
}

/// Counts the changes to the corrections: what shows them reads it to follow them. Counted, not
/// owned by a page: it lives as long as the page does.
pub fn changes() -> ArcRwSignal<u32> {
    thread_local! {
        static CHANGES: ArcRwSignal<u32> = ArcRwSignal::new(0);
    }
    CHANGES.with(Clone::clone)
}

/// The corrections of `lang` as the file the list page exports.
pub fn file(lang: Lang) -> String {
    review::write_file(lang, &list())
}
