//! The list of the reviewer's corrections (`#/review`): each with the text it replaces and a way
//! to undo it; the whole as a file in the catalogs' own format (`corrections-<lang>.txt`, which
//! `lab merge-corrections` merges), shared from a phone where the browser can, and as a QR code
//! when it fits in one.

use super::store;
use crate::i18n::Lang;
use crate::i18n::review::live;
use crate::ui::text::{lang, t, t_args};
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

pub fn page() -> AnyView {
    super::bar::style();
    let lang = lang();
    let changes = RwSignal::from(store::changes());
    let list = move || {
        changes.get();
        store::list()
    };
    view! {
        <section class="review-page" data-review-ui data-testid="review-page">
            <h1>{t("review.page.title")}</h1>
            <p>{t("review.page.intro")}</p>
            {move || if list().is_empty() {
                view! { <p data-testid="review-empty">{t("review.page.empty")}</p> }.into_any()
            } else {
                view! { <ul class="review-list">{list().into_iter().map(|(k, v)| item(lang, k, v)).collect_view()}</ul> }.into_any()
            }}
            {move || (!list().is_empty()).then(|| send(lang))}
            <p><a class="button quiet" href="#/">{t("review.page.back")}</a></p>
        </section>
    }
    .into_any()
}

/// One correction: its key, the text it replaces where the page has it, the reviewer's, and undo.
fn item(lang: Lang, key: String, text: String) -> impl IntoView {
    let before = live::catalog_text(lang, &key).map(|b| t_args("review.page.was", &[&b]));
    let k = key.clone();
    let id = format!("review-item-{key}");
    view! {
        <li data-testid=id>
            <code dir="ltr">{key}</code>
            <p class="review-now">{text}</p>
            {before.map(|b| view! { <p class="review-was">{b}</p> })}
            <button type="button" class="button quiet" data-testid="review-item-undo"
                on:click=move |_| store::put(lang, &k, None)>{t("review.page.undo")}</button>
        </li>
    }
}

/// The corrections as a file to download, to share, and as a QR code.
fn send(lang: Lang) -> impl IntoView {
    let file = store::file(lang);
    let name = format!("corrections-{}.txt", lang.tag());
    let shared = file.clone();
    let download = move |_| crate::ui::download::text_file(&name, &file);
    let share = can_share().then(|| {
        view! {
            <button type="button" class="button" data-testid="review-share"
                on:click=move |_| share_text(&shared)>{t("review.page.share")}</button>
        }
    });
    view! {
        <p class="review-send">
            <button type="button" class="button" data-testid="review-download" on:click=download>
                {t("review.page.download")}</button>
            {share}
        </p>
        <div class="review-qr">
            {crate::ui::qr::qr(&store::file(lang), t("review.page.qr"), Some(t("review.page.too_long")))}
        </div>
    }
}

/// Does the browser offer to share (Web Share, on phones mostly)?
fn can_share() -> bool {
    js_sys::Reflect::get(&window().navigator(), &"share".into()).is_ok_and(|f| f.is_function())
}

/// Offers `text` to the phone's apps (a message, a mail). A refusal or a cancel changes nothing.
fn share_text(text: &str) {
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"text".into(), &JsValue::from_str(text));
    let navigator = window().navigator();
    let Ok(share) = js_sys::Reflect::get(&navigator, &"share".into()) else { return };
    let Ok(share) = share.dyn_into::<js_sys::Function>() else { return };
    if let Ok(promise) = share.call1(&navigator, &data).and_then(|p| p.dyn_into::<js_sys::Promise>()) {
        // A cancelled share is a rejected promise: awaited, not an error in the page.
        wasm_bindgen_futures::spawn_local(async move {
            let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
        });
    }
}
