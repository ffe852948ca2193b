//! Small preferences remembered on this device. A browser that refuses storage (private mode,
//! disabled) simply forgets them.

use super::storage;

const SPEED_KEY: &str = "sandgames.speed";

/// The animation speed chosen on this device (1 when none was chosen: slow, for a class).
pub fn speed() -> f32 {
    match storage::get(SPEED_KEY).and_then(|v| v.parse::<u32>().ok()) {
        Some(p) if p <= 100 => p as f32 / 100.0,
        _ => 1.0,
    }
}

/// Keeps the animation speed chosen (in percent) on this device.
pub fn save_speed(percent: u32) {
    storage::set(SPEED_KEY, &percent.to_string());
}
