//! Review mode's bar (it says review mode is on, counts the corrections, links to their list,
//! lists the texts of the page, and ends review mode) and selecting a text on the page: a click or
//! a tap, or Enter on the element that has the keyboard's focus, opens the correcting panel for
//! it instead of doing what it would do (a move is not played).

use super::panel::{Selected, panel};
use super::store;
use crate::i18n::{self, Lang, review};
use crate::ui::text::{lang, t, t_args};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// The most keys offered for one selected element.
const MOST: usize = 8;

/// Review mode begins on the page: the corrections kept on this device applied, and its bar.
pub fn begin() -> AnyView {
    style();
    store::apply_kept(lang(), use_context::<crate::ui::text::Language>());
    bar()
}

/// Puts review mode's style sheet in the page (once); until it is in, the bar and panel are plain.
pub fn style() {
    if document().get_element_by_id("style-review").is_some() {
        return;
    }
    let css = crate::ui::text::fetch_text(&format!("{}style/review.css", crate::ui::text::app_base()));
    leptos::task::spawn_local(async move {
        let Some(css) = css.await else { return };
        let Ok(style) = document().create_element("style") else { return };
        style.set_id("style-review");
        style.set_text_content(Some(&css));
        if let Some(head) = document().head() {
            let _ = head.append_child(&style);
        }
    });
}

/// Ends review mode (kept on this device, or in the tab's name when the device refused: index.html
/// turns it on), and opens the page again without it.
fn stop() {
    crate::ui::storage::remove("sandgames.review");
    let name = window().name().unwrap_or_default();
    let _ = window().set_name(name.replace("sandgames-review", "").trim());
    let _ = window().location().reload();
}

fn bar() -> AnyView {
    let selected = RwSignal::new(Selected::Nothing);
    // Read here: the page's listeners run outside the page's reactive owner, without its context.
    let lang = lang();
    listen(selected, lang);
    let changes = RwSignal::from(store::changes());
    let count = move || {
        changes.get();
        store::list().len()
    };
    view! {
        <div class="review-bar" role="region" aria-label=t("review.bar") data-review-ui data-testid="review-bar">
            <p>{t("review.bar")} " "
                <strong data-testid="review-count">{move || t_args("review.bar.count", &[&count()])}</strong></p>
            {move || { changes.get(); store::unsaved() }.then(|| view! {
                <p class="notice-line" role="status" data-testid="review-unsaved">{t("review.unsaved")}</p>
            })}
            <p class="review-actions">
                <a class="button quiet" href="#/review" data-testid="review-list">{t("review.bar.list")}</a>
                <button type="button" class="button quiet" data-testid="review-texts"
                    on:click=move |_| selected.set(Selected::Choose(page_keys(lang)))>{t("review.bar.texts")}</button>
                <button type="button" class="button quiet" data-testid="review-stop"
                    on:click=|_| stop()>{t("review.bar.stop")}</button>
            </p>
        </div>
        {move || panel(selected)}
    }
    .into_any()
}

/// Every key the page has shown in its language, review mode's own texts left out.
fn page_keys(lang: Lang) -> Vec<String> {
    i18n::review::live::seen(lang).into_iter().filter(|k| !own(k)).collect()
}

/// Review mode's own texts (its bar, its panel, its menu entry), not offered for correction here.
fn own(key: &str) -> bool {
    key.starts_with("review.") || key.starts_with("site.review")
}

/// The keys whose texts `element` shows, the one that accounts for most of it first.
fn keys_of(element: &web_sys::HtmlElement, lang: Lang) -> Vec<String> {
    let keys = page_keys(lang);
    let texts: Vec<(&str, &str)> =
        keys.iter().filter_map(|k| Some((k.as_str(), i18n::lookup(lang, k)?))).collect();
    let mut at = Some(element.clone());
    // An element with no text of its own (a picture, an empty cell): its nearest parent's.
    for _ in 0..4 {
        let Some(el) = at else { break };
        // `innerText`: the text as shown (hidden parts left out).
        let shown = js_sys::Reflect::get(&el, &"innerText".into())
            .ok()
            .and_then(|t| t.as_string())
            .unwrap_or_default();
        if !shown.trim().is_empty() {
            return review::keys_shown(&shown, &texts, MOST).into_iter().map(str::to_string).collect();
        }
        at = js_sys::Reflect::get(&el, &"parentElement".into()).ok().and_then(|p| p.dyn_into().ok());
    }
    Vec::new()
}

/// Listens, for as long as the bar is shown, to clicks and to Enter anywhere on the page but on
/// review mode's own controls and the language menu: each selects the text of its element.
fn listen(selected: RwSignal<Selected>, lang: Lang) {
    let select = move |ev: &web_sys::Event, target: Option<web_sys::EventTarget>| {
        let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::HtmlElement>().ok()) else { return };
        if el.closest("[data-review-ui], #site-language").ok().flatten().is_some() {
            return;
        }
        ev.prevent_default();
        ev.stop_immediate_propagation();
        let keys = keys_of(&el, lang);
        selected.set(match keys.len() {
            0 => Selected::NotFound,
            1 => Selected::Key(keys[0].clone()),
            _ => Selected::Choose(keys),
        });
    };
    let on_click = Closure::<dyn Fn(web_sys::MouseEvent)>::new(move |ev: web_sys::MouseEvent| {
        select(&ev, ev.target());
    });
    let on_key = Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Enter" {
            select(&ev, document().active_element().map(Into::into));
        }
    });
    let doc = document();
    // Before the page's own listeners (the capturing phase), so that they never see it.
    let _ = doc.add_event_listener_with_callback_and_bool("click", on_click.as_ref().unchecked_ref(), true);
    let _ = doc.add_event_listener_with_callback_and_bool("keydown", on_key.as_ref().unchecked_ref(), true);
    let handles = StoredValue::new_local(Some((on_click, on_key)));
    on_cleanup(move || {
        if let Some((click, key)) = handles.try_update_value(Option::take).flatten() {
            let doc = document();
            let _ = doc.remove_event_listener_with_callback_and_bool(
                "click",
                click.as_ref().unchecked_ref(),
                true,
            );
            let _ = doc.remove_event_listener_with_callback_and_bool(
                "keydown",
                key.as_ref().unchecked_ref(),
                true,
            );
        }
    });
}
