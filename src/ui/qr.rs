//! A QR code of a link, drawn as SVG, for a class to scan from the projector.

use leptos::prelude::*;
use qrcodegen::{QrCode, QrCodeEcc};

/// The code for `text` (low error correction keeps long links scannable), or nothing if the
/// text is too long for any QR code.
pub fn qr(text: &str, label: String) -> Option<AnyView> {
    let code = QrCode::encode_text(text, QrCodeEcc::Low).ok()?;
    let n = code.size();
    let mut d = String::with_capacity((n * n) as usize * 3);
    for y in 0..n {
        for x in 0..n {
            if code.get_module(x, y) {
                d.push_str(&format!("M{x} {y}h1v1h-1z"));
            }
        }
    }
    let border = 4;
    Some(
        view! {
            <svg class="qr" viewBox=format!("{} {} {} {}", -border, -border, n + 2 * border, n + 2 * border)
                role="img" aria-label=label shape-rendering="crispEdges" data-testid="qr">
                <rect x=-border y=-border width=n + 2 * border height=n + 2 * border fill="#fff"/>
                <path d=d fill="#000"/>
            </svg>
        }
        .into_any(),
    )
}
