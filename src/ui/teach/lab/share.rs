//! A pupil's tally given to the teacher: its code, its link (copied with one button) and its QR
//! code.

use super::super::super::qr::qr;
use super::super::super::text::t;
use leptos::prelude::*;

/// A tally's code, its link (copied with one button) and its QR code.
pub(super) fn row(code: String, link: String) -> impl IntoView {
    let show_qr = RwSignal::new(false);
    let copied = RwSignal::new(false);
    let l2 = link.clone();
    let l3 = link.clone();
    view! {
        <div class="share-tally">
            <p class="tally-code">
                <span>{t("teach.lab.code")}</span> " "
                <code data-testid="own-code">{code}</code>
            </p>
            <div class="link-row">
                <input type="text" readonly data-testid="own-link" prop:value=link aria-label=t("teach.lab.link")/>
                <button type="button" class="button" data-testid="own-copy" on:click=move |_| {
                    if let Some(w) = web_sys::window() {
                        let _ = w.navigator().clipboard().write_text(&l2);
                        copied.set(true);
                    }
                }>
                    {move || t(if copied.get() { "teach.lab.copied" } else { "teach.lab.copy" })}
                </button>
                <button type="button" class="button quiet" data-testid="own-qr"
                    aria-pressed=move || show_qr.get().to_string() on:click=move |_| show_qr.update(|q| *q = !*q)>
                    {t("teach.lab.qr")}
                </button>
            </div>
            {move || show_qr.get().then(|| qr(&l3, t("teach.lab.qr.label"), None))}
        </div>
    }
}
