//! Small preferences remembered on this device. A browser that refuses storage (private mode,
//! disabled) simply forgets them.

use super::storage;
use leptos::prelude::document;

const SPEED_KEY: &str = "sandgames.speed";

/// The animation speeds the table offers, in percent of the slowest (integers keep float
/// formatting out of the page's code), with their names: slow enough for a class to follow, fast
/// for a player alone, none.
pub const SPEEDS: [(u32, &str); 3] =
    [(CLASS, "table.speed.class"), (FAST, "table.speed.fast"), (0, "table.speed.none")];
const CLASS: u32 = 100;
const FAST: u32 = 35;

/// The animation speed: the one chosen on this device, else slow for a class when the page is
/// in projector mode, fast for a player alone.
pub fn speed() -> f32 {
    let chosen = storage::get(SPEED_KEY).and_then(|v| v.parse::<u32>().ok()).filter(|&p| p <= 100);
    chosen.unwrap_or(if projector() { CLASS } else { FAST }) as f32 / 100.0
}

/// The page is in projector mode (a class watches).
fn projector() -> bool {
    document().body().is_some_and(|b| b.class_list().contains("projector"))
}

/// Keeps the animation speed chosen (in percent) on this device.
pub fn save_speed(percent: u32) {
    storage::set(SPEED_KEY, &percent.to_string());
}
