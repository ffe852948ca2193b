//! Throwing sticks, drawn and animated: Dèleb's four billets (bark and wood) and the hyena game's
//! three sticks (rounded green and flat white). The game decides the throw; this only shows it:
//! the sticks fly, tumble and land showing the faces of the throw, then its name and value appear.

use super::text::{t, t_opt};
use crate::games::GameId;
pub use crate::games::info::Face;
use leptos::prelude::*;

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

/// The colours of a game's sticks for the page (`--bark` and `--grain`, the rounded side's), from
/// its entry in the registry.
pub fn bark_style(game: GameId) -> String {
    let (bark, grain) = game.sticks_look().map_or(("#5f7d3a", "#3e5424"), |(_, bark)| bark);
    format!("--bark:{bark};--grain:{grain}")
}

/// The sticks of game `game`'s last throw (or resting sticks when there is none). `speed` 0 skips
/// the flight; 1 is slow enough for a class to follow.
pub fn sticks(game: GameId, throw: Signal<Option<Throw>>, speed: Signal<f32>) -> impl IntoView {
    // The throws' names are words of the game's own language (`<game>.words.lang` in the
    // catalog, e.g. Davies's Sudanese Arabic for the hyena sticks).
    let lang = t_opt(&format!("{}.words.lang", game.as_str()));
    let count = game.sticks_look().map_or(3, |(count, _)| count);
    let label = move || match throw.get() {
        Some(th) => format!("{}: {} ({})", t("sticks.last"), th.name, th.value),
        None => t("sticks.none"),
    };
    view! {
        // A figure may not take `role="img"`: the drawing is the image, named by the throw, and
        // the caption (announced when it changes) gives the throw in words.
        <figure class="sticks" style=bark_style(game) data-testid="sticks">
            <svg viewBox="0 0 240 110" role="img" aria-label=label>
                {let mut flip = flipper(); move || {
                    let th = throw.get();
                    let serial = th.as_ref().map_or(0, |t| t.serial);
                    let ms = (1400.0 * speed.get()).round() as u32;
                    // The billets of the last throw (Dèleb throws 3 or 2 while a player enters).
                    let count = th.as_ref().map_or(count, |t| t.faces.len());
                    let sticks = (0..count).map(|i| {
                        let face = th.as_ref().and_then(|t| t.faces.get(i).copied()).unwrap_or(Face::Bark);
                        stick(i, count, face, serial, ms)
                    }).collect_view();
                    view! { <g class=flip(serial)>{sticks}</g> }
                }}
            </svg>
            <figcaption aria-live="polite" data-testid="throw-result">
                {let mut flip = flipper(); move || throw.get().map(|th| view! {
                    <span class=flip(th.serial)>
                        <strong class="throw-name" lang=lang.clone()>{th.name.clone()}</strong>
                        <span class="throw-value">{th.value.clone()}</span>
                    </span>
                })}
            </figcaption>
        </figure>
    }
}

/// The page updates the sticks in place, so a new throw restarts their flight (and its caption's
/// entrance) by switching to the other of two identical animations: "odd" and "even" alternate
/// with every new serial number.
fn flipper() -> impl FnMut(usize) -> &'static str {
    let (mut last, mut odd) = (0, false);
    move |serial| {
        if serial != last {
            last = serial;
            odd = !odd;
        }
        if odd { "odd" } else { "even" }
    }
}

fn stick(i: usize, count: usize, face: Face, serial: usize, ms: u32) -> impl IntoView {
    // Integers only: float formatting would add kilobytes to the page.
    let x = 240 / (count as i32 + 1) * (i as i32 + 1);
    // Each stick lands at a slightly different angle, fixed by the throw's serial number.
    let tilt = ((serial * 7 + i * 13) % 21) as i32 - 10;
    let animate = ms > 0 && serial > 0;
    // One element per stick with its grain drawn as one path: fewer kinds of element, less code.
    let (class, grain) = match face {
        Face::White => ("stick white", format!("M{} 16 L{} 96 M{} 22 L{} 90", x - 2, x - 2, x + 3, x + 3)),
        Face::Bark => {
            ("stick bark", format!("M{} 18 q4 20 0 40 t0 36 M{} 20 q-4 22 0 42 t0 30", x - 3, x + 3))
        }
        Face::Side => ("stick side", String::new()),
    };
    let class = if animate { format!("{class} fly") } else { class.to_string() };
    let style = format!(
        "--tilt:{tilt}deg;--delay:{}ms;--dur:{ms}ms;transform-origin:{x}px 55px",
        (i as u32 * ms) / 12
    );
    view! {
        <g class=class style=style data-serial=serial>
            <rect x=x - 9 y=10 width=18 height=90 rx=8 class="body"/>
            <path class="grain" d=grain/>
        </g>
    }
}
