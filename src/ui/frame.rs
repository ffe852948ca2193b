//! The frame around every page: the skip link, the header (the site's name, the language menu,
//! the projector button) and the footer. They are written in index.html, read before the site's
//! code has arrived, and kept when it starts: drawn again by the site, they lengthened the task
//! that starts it on a reader's phone (docs/performance.md, "The frame kept, not drawn again").
//! The site puts its texts in them (the page's own script has put them there already, unless it
//! could not fetch them), shows the reader's language in the menu and switches language from it.
//! The projector button and the skip link are the page's own script's (index.html): they work
//! before the site has started, and after.

use super::language::switch_language;
use super::text::t;
use crate::i18n::Lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// The language menu's id in index.html.
const MENU: &str = "site-language";

/// Keeps the page's written frame for a site in `lang`. Called in `App`, whose context has the
/// language that switching reads.
pub fn keep(lang: Lang) {
    let doc = document();
    for el in elements("[data-frame][data-t], [data-frame] [data-t]") {
        if let Some(key) = el.get_attribute("data-t") {
            el.set_text_content(Some(&t(&key)));
        }
    }
    // Every language in its own name; a draft translation says so, in the language read now.
    for option in elements(&format!("#{MENU} option")) {
        if let Some(l) = option.get_attribute("value").and_then(|v| Lang::parse(&v)) {
            let draft = if l.draft() { format!(" ({})", t("site.draft")) } else { String::new() };
            option.set_text_content(Some(&format!("{}{draft}", l.name())));
        }
    }
    let Some(menu) =
        doc.get_element_by_id(MENU).and_then(|e| e.dyn_into::<web_sys::HtmlSelectElement>().ok())
    else {
        return;
    };
    menu.set_value(lang.tag());
    // Its last entry turns review mode on or off (index.html, `ui::review`): it says which.
    if super::review::is_on()
        && let Ok(Some(entry)) = doc.query_selector(&format!("#{MENU} option[data-review]"))
    {
        entry.set_text_content(Some(&t("site.review.stop")));
    }
    // Switching asks the site's context for the language now shown: the listener runs in `App`'s.
    let owner = Owner::current();
    let chosen = menu.clone();
    let on_change = Closure::<dyn FnMut()>::new(move || {
        // Its last entry (review mode) is index.html's script's.
        if let (Some(owner), Some(l)) = (&owner, Lang::parse(&chosen.value())) {
            owner.with(|| switch_language(l));
        }
    });
    let _ = menu.add_event_listener_with_callback("change", on_change.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    on_change.forget();
}

/// The page's elements that `selector` matches.
pub fn elements(selector: &str) -> impl Iterator<Item = web_sys::Element> {
    let found = document().query_selector_all(selector).ok();
    let count = found.as_ref().map_or(0, |f| f.length());
    (0..count).filter_map(move |i| found.as_ref()?.item(i)?.dyn_into::<web_sys::Element>().ok())
}
