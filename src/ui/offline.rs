//! The site kept on the device (the service worker registered by index.html, `sw.js`): the page
//! says when a new version is ready and reloads when the player agrees, and asks for the reader's
//! language to be kept for use offline. The worker itself is plain JavaScript (scripts/sw.js);
//! index.html's script registers it once the page is shown, and offers the functions this module
//! calls.

use super::text::t;
use crate::i18n::Lang;
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

/// Calls `window.<name>(arg)` if index.html defined it (it does not where service workers are
/// unavailable, e.g. a page opened from a file).
fn call(name: &str, arg: &str) {
    let f = js_sys::Reflect::get(&window(), &name.into())
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
    if let Some(f) = f {
        let _ = f.call1(&wasm_bindgen::JsValue::NULL, &arg.into());
    }
}

/// Says the page being opened is shown, whole: index.html's script then registers the service
/// worker, the next moment the browser is idle, and the worker fetches the offline copy (every file
/// of the site). Registered as the page loaded, its downloads and their unpacking competed with the
/// page's own files and start (docs/performance.md, "The offline copy fetched once the page is
/// shown"). Each page says so once it is whole; the first time counts.
pub fn page_shown() {
    call("sandgamesKeepSite", "");
}

/// Asks the offline copy to keep this language's texts (every part of the site), so that pages
/// opened later without a network still read in it.
pub fn keep_language(lang: Lang) {
    call("sandgamesKeepLanguage", lang.tag());
}

/// "A new version is ready": shown once index.html's script says a new version has been kept and
/// waits; reloading starts it (the game in progress is in the address and on this device).
pub fn update_banner() -> impl IntoView {
    let html = document().document_element();
    let ready = RwSignal::new(html.as_ref().and_then(|h| h.get_attribute("data-update")).is_some());
    let on_ready = Closure::<dyn FnMut()>::new(move || ready.set(true));
    let _ =
        document().add_event_listener_with_callback("sandgames-update", on_ready.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    on_ready.forget();
    let dismissed = RwSignal::new(false);
    move || {
        (ready.get() && !dismissed.get()).then(|| {
            view! {
                <div class="update-banner" role="status" data-testid="update-banner">
                    <span>{t("sw.ready")}</span>
                    <button type="button" class="button primary" data-testid="update-reload"
                        on:click=|_| call("sandgamesUpdate", "")>{t("sw.reload")}</button>
                    <button type="button" class="button quiet" on:click=move |_| dismissed.set(true)>{t("sw.later")}</button>
                </div>
            }
        })
    }
}
