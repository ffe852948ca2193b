//! What this device keeps (localStorage): games in progress (with a summary for the home page),
//! correspondence games and their secrets, preferences. Nothing that fails to load is ever
//! overwritten: a kept game whose link no longer opens stays where it is, and its page says why.

pub const GAME: &str = "sandgames.game.";
pub const BY_LINK: &str = "sandgames.corr.";
pub const SECRET: &str = "sandgames.secret.";
/// The summary of a kept game for the home page, under `META` + the game's own key.
pub const META: &str = "sandgames.meta.";

fn raw() -> Option<web_sys::Storage> {
    // `LocalStorage::raw` panics where storage is refused; ask the window directly instead.
    web_sys::window()?.local_storage().ok().flatten()
}

pub fn get(key: &str) -> Option<String> {
    raw()?.get_item(key).ok().flatten()
}

/// Stores `value`; false if the browser refused (private mode, full).
pub fn set(key: &str, value: &str) -> bool {
    raw().is_some_and(|s| s.set_item(key, value).is_ok())
}

pub fn remove(key: &str) {
    if let Some(s) = raw() {
        let _ = s.remove_item(key);
    }
}

/// Every key that starts with `prefix`.
pub fn keys(prefix: &str) -> Vec<String> {
    let Some(s) = raw() else { return Vec::new() };
    let n = s.length().unwrap_or(0);
    (0..n).filter_map(|i| s.key(i).ok().flatten()).filter(|k| k.starts_with(prefix)).collect()
}

/// A short random id for a new saved game.
pub fn new_slot() -> String {
    let n = crate::model::fresh_seed().unwrap_or_else(|| js_sys::Date::now() as u64);
    format!("{:08x}", n as u32)
}
