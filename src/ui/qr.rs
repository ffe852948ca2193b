//! A QR code of a link, drawn as SVG, for a class to scan from the projector. The encoder is a
//! chunk of the site of its own (`wasm_split`), fetched the first time a code is asked for: a
//! page that never shows one never downloads it.

use super::text::t;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// The code's modules for `text`: its size and the SVG path of its dark modules, or `None` if the
/// text is too long for any QR code (low error correction keeps long links scannable). Fallible:
/// a chunk that cannot be fetched (offline before the site was kept) is an `Err`, not a panic.
#[leptos::wasm_split::wasm_split(qr, wasm_split_path = ::leptos::wasm_split, fallible)]
fn modules(text: String) -> Result<Option<(i32, String)>, SplitLoaderError> {
    use qrcodegen::{QrCode, QrCodeEcc};
    let Ok(code) = QrCode::encode_text(&text, QrCodeEcc::Low) else { return Ok(None) };
    let n = code.size();
    let mut d = String::with_capacity((n * n) as usize * 3);
    for y in 0..n {
        for x in 0..n {
            if code.get_module(x, y) {
                d.push_str(&format!("M{x} {y}h1v1h-1z"));
            }
        }
    }
    Ok(Some((n, d)))
}

/// The code for `text`, drawn once its encoder has arrived; if the text is too long for any QR
/// code, `too_long` (when given) says so.
pub fn qr(text: &str, label: String, too_long: Option<String>) -> AnyView {
    let drawn = RwSignal::new(None::<Result<Option<(i32, String)>, ()>>);
    let text = text.to_string();
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        drawn.set(Some(modules(text).await.map_err(|_| ())));
    });
    let border = 4;
    (move || match drawn.get() {
        None => view! { <p class="loading" role="status">{t("site.loading")}</p> }.into_any(),
        Some(Ok(Some((n, d)))) => view! {
            <svg class="qr" viewBox=format!("{} {} {} {}", -border, -border, n + 2 * border, n + 2 * border)
                role="img" aria-label=label.clone() shape-rendering="crispEdges" data-testid="qr">
                <rect x=-border y=-border width=n + 2 * border height=n + 2 * border fill="#fff"/>
                <path d=d fill="#000"/>
            </svg>
        }
        .into_any(),
        Some(Ok(None)) => too_long.clone().map(|m| view! { <p class="error">{m}</p> }).into_any(),
        Some(Err(())) => view! { <p class="error" role="alert">{t("site.offline.text")}</p> }.into_any(),
    })
    .into_any()
}
