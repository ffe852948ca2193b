//! Throwing sticks, drawn and animated: Dèleb's four billets (bark and wood) and the hyena game's
//! three sticks (rounded green and flat white). The game decides the throw; this only shows it:
//! the sticks fly, tumble and land showing the faces of the throw, then its name and value appear.

use super::text::t;
use leptos::prelude::*;

/// What a stick shows when it lands.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Face {
    /// The flat, white side (wood).
    White,
    /// The rounded side with its bark (black for Dèleb's billets, green for the hyena sticks).
    Bark,
    /// Lying on its side (Dèleb's gà·r).
    Side,
}

/// How the sticks look.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    /// Dèleb: black bark.
    Billets,
    /// The hyena game: green rounded side.
    HyenaSticks,
}

/// One throw to show.
#[derive(Clone, PartialEq, Debug)]
pub struct Throw {
    /// Changes with every throw, so the animation plays again even for equal faces.
    pub serial: usize,
    pub faces: Vec<Face>,
    /// The throw's name (already translated, e.g. "dug").
    pub name: String,
    /// Its value as shown ("2", "banked").
    pub value: String,
}

/// The sticks of the last throw (or resting sticks when there is none). `speed` 0 skips the
/// flight; 1 is slow enough for a class to follow.
pub fn sticks(kind: Kind, count: usize, throw: Signal<Option<Throw>>, speed: Signal<f32>) -> impl IntoView {
    let label = move || match throw.get() {
        Some(th) => format!("{}: {} ({})", t("sticks.last"), th.name, th.value),
        None => t("sticks.none"),
    };
    view! {
        <figure class="sticks" class:billets=kind == Kind::Billets class:hyena=kind == Kind::HyenaSticks
            data-testid="sticks" aria-label=label role="img">
            <svg viewBox="0 0 240 110" aria-hidden="true">
                {move || {
                    let th = throw.get();
                    let serial = th.as_ref().map_or(0, |t| t.serial);
                    let ms = (1400.0 * speed.get()).round() as u32;
                    // The billets of the last throw (Dèleb throws 3 or 2 while a player enters).
                    let count = th.as_ref().map_or(count, |t| t.faces.len());
                    (0..count).map(|i| {
                        let face = th.as_ref().and_then(|t| t.faces.get(i).copied()).unwrap_or(Face::Bark);
                        stick(i, count, face, serial, ms)
                    }).collect_view()
                }}
            </svg>
            <figcaption aria-live="polite" data-testid="throw-result">
                {move || throw.get().map(|th| view! {
                    <strong class="throw-name">{th.name.clone()}</strong>
                    <span class="throw-value">{th.value.clone()}</span>
                })}
            </figcaption>
        </figure>
    }
}

fn stick(i: usize, count: usize, face: Face, serial: usize, ms: u32) -> impl IntoView {
    // Integers only: float formatting would add kilobytes to the page.
    let x = 240 / (count as i32 + 1) * (i as i32 + 1);
    // Each stick lands at a slightly different angle, fixed by the throw's serial number.
    let tilt = ((serial * 7 + i * 13) % 21) as i32 - 10;
    let class = match face {
        Face::White => "stick white",
        Face::Bark => "stick bark",
        Face::Side => "stick side",
    };
    let style = format!(
        "--tilt:{tilt}deg;--delay:{}ms;--dur:{ms}ms;transform-origin:{x}px 55px",
        (i as u32 * ms) / 12
    );
    let animate = ms > 0 && serial > 0;
    view! {
        <g class=class class:fly=animate style=style data-serial=serial>
            <rect x=x - 9 y=10 width=18 height=90 rx=8 class="body"/>
            {(face == Face::Bark).then(|| view! {
                <path class="grain" d=format!("M{} 18 q4 20 0 40 t0 36 M{} 20 q-4 22 0 42 t0 30", x - 3, x + 3)/>
            })}
            {(face == Face::White).then(|| view! {
                <path class="grain" d=format!("M{} 16 L{} 96 M{} 22 L{} 90", x - 2, x - 2, x + 3, x + 3)/>
            })}
        </g>
    }
}
