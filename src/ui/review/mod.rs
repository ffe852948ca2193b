//! Review mode (docs/i18n.md, "Review mode"): a native speaker corrects the site's texts on the
//! page. Turned on from the language menu and kept on this device; off by default. What every
//! reader's page carries of it is this file: whether it is on, turning it on and off, and where its
//! bar and its page go. The rest (the bar, selecting a text, the correcting panel, the list of
//! corrections with its file and QR code) is a chunk of the site of its own (`#[lazy] review`),
//! fetched with its texts (catalog part `review`) and style sheet (`style/review.css`) only when
//! review mode is on.

mod bar;
mod page;
mod panel;
mod store;

use super::text::{app_base, fetch_text, lang, load_parts};
use crate::i18n;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// Where this device keeps that review mode is on.
const ON_KEY: &str = "sandgames.review";
/// Where the tab keeps it when the device refuses to (the window's name, as `language.rs` does).
const TAB_MARK: &str = "sandgames-review";

/// Is review mode on (on this device, or in this tab)?
pub fn is_on() -> bool {
    super::storage::get(ON_KEY).as_deref() == Some("1") || window().name().is_ok_and(|n| n.contains(TAB_MARK))
}

/// As the site starts: in review mode, the translation layer remembers the keys it shows from the
/// first page on (the reviewer's corrections kept on this device are applied once review mode's
/// code is here, `store::apply_kept`).
pub fn starting() {
    if is_on() {
        i18n::review::live::set_on(true);
    }
}

/// Turns review mode on or off (the language menu's entry), then opens the page again: every text
/// it shows is then built with review mode's hook in the translation layer, or without.
pub fn toggle() {
    let name = window().name().unwrap_or_default();
    if is_on() {
        super::storage::remove(ON_KEY);
        let _ = window().set_name(name.replace(TAB_MARK, "").trim());
    } else if !super::storage::set(ON_KEY, "1") {
        let _ = window().set_name(&format!("{name} {TAB_MARK}"));
    }
    let _ = window().location().reload();
}

/// Review mode's bar at the top of every page (nothing when it is off).
pub fn bar() -> AnyView {
    if !is_on() { ().into_any() } else { open(Which::Bar) }
}

/// The page listing the reviewer's corrections (`#/review`).
pub fn page() -> AnyView {
    open(Which::Page)
}

/// A part of review mode.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Which {
    Bar,
    Page,
}

/// A part of review mode, drawn once its code is here (then its texts and style sheet: `loaded`).
fn open(which: Which) -> AnyView {
    let ready = RwSignal::new(false);
    let built = StoredValue::new_local(None::<AnyView>);
    // The page's owner, with its context (the language): the chunk's views are built under it.
    let owner = Owner::current();
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        let view = match (review(which, owner).await, which) {
            (Ok(view), _) => view,
            (Err(_), Which::Page) => super::app::not_found("review"),
            (Err(_), Which::Bar) => ().into_any(),
        };
        built.set_value(Some(view));
        ready.set(true);
    });
    (move || match ready.get().then(|| built.try_update_value(Option::take).flatten()).flatten() {
        Some(view) => view,
        None => ().into_any(),
    })
    .into_any()
}

/// Review mode's views: one chunk of the site, fetched only when review mode is on or its page is
/// opened. Fallible: a chunk that cannot be fetched (offline before the site was kept) is an
/// `Err`, not a panic.
#[leptos::wasm_split::wasm_split(review, wasm_split_path = ::leptos::wasm_split, fallible)]
fn review(which: Which, owner: Option<Owner>) -> Result<AnyView, SplitLoaderError> {
    let build = move || match which {
        Which::Bar => loaded(Which::Bar, bar::bar),
        Which::Page => loaded(Which::Page, page::page),
    };
    Ok(match owner {
        Some(owner) => owner.with(build),
        None => build(),
    })
}

/// `view` once review mode's texts (catalog part `review`) and style sheet are here; for the bar,
/// once the corrections kept on this device are applied to the page too.
fn loaded(which: Which, view: fn() -> AnyView) -> AnyView {
    let ready = RwSignal::new(false);
    let built = StoredValue::new_local(None::<AnyView>);
    let lang = lang();
    let language = use_context::<super::text::Language>();
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        let texts = load_parts(lang, vec!["review"]);
        let ok = texts.await & style().await;
        if which == Which::Bar {
            store::apply_kept(lang, language);
        }
        built.set_value(Some(match (ok, which) {
            (true, _) => view(),
            (false, Which::Page) => super::app::not_found("review"),
            (false, Which::Bar) => ().into_any(),
        }));
        ready.set(true);
        if which == Which::Page {
            super::offline::page_shown();
        }
    });
    (move || match ready.get().then(|| built.try_update_value(Option::take).flatten()).flatten() {
        Some(view) => view,
        None => ().into_any(),
    })
    .into_any()
}

/// Puts review mode's style sheet in the page (once).
fn style() -> impl std::future::Future<Output = bool> {
    let present = document().get_element_by_id("style-review").is_some();
    let css = (!present).then(|| fetch_text(&format!("{}style/review.css", app_base())));
    async move {
        let Some(css) = css else { return true };
        let Some(css) = css.await else { return false };
        let Ok(style) = document().create_element("style") else { return false };
        style.set_id("style-review");
        style.set_text_content(Some(&css));
        document().head().is_some_and(|h| h.append_child(&style).is_ok())
    }
}
