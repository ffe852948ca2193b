//! Review mode (docs/i18n.md, "Review mode"): a native speaker corrects the site's texts on the
//! page. Turned on from the language menu (its last entry, answered by index.html's own script,
//! which marks the page `<html data-review>`) and kept on this device; off by default. What every
//! reader's page carries of it is this file: whether it is on, and where its bar goes. The rest
//! (the bar, selecting a text, the correcting panel, the list of corrections with its file and QR
//! code) rides in the teacher's kit's chunk (`TeachPage::ReviewBar`, `TeachPage::Review`), which no
//! other reader fetches, with texts (catalog part `review`) and a style sheet
//! (`style/review.css`) of its own: a split point of its own cost every reader's first download
//! about 2 KB (`node scripts/size.mjs dist`), for its loader.

pub(crate) mod bar;
pub(crate) mod page;
mod panel;
mod store;

use super::route::TeachPage;
use crate::i18n;
use leptos::prelude::*;

/// Is review mode on (on this device, or in this tab)? index.html's script says so on `<html>`.
pub fn is_on() -> bool {
    document().document_element().and_then(|html| html.get_attribute("data-review")).is_some()
}

/// As the site starts: in review mode, the translation layer remembers the keys it shows from the
/// first page on (the reviewer's corrections kept on this device are applied once review mode's
/// code is here, `bar::begin`).
pub fn starting() {
    if is_on() {
        i18n::review::live::set_on(true);
    }
}

/// Review mode's bar at the top of every page (nothing when it is off).
pub fn bar() -> AnyView {
    if is_on() { super::teach::open(TeachPage::ReviewBar) } else { ().into_any() }
}
