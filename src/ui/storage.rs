//! What this device keeps (localStorage): games in progress, correspondence games and their
//! secrets, preferences. Nothing that fails to load is ever overwritten: it is moved aside under
//! `sandgames.broken.…` with the reason, and the page says so.

pub const GAME: &str = "sandgames.game.";
pub const CORR: &str = "sandgames.corr.";
pub const SECRET: &str = "sandgames.secret.";
pub const BROKEN: &str = "sandgames.broken.";

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

/// Moves the value at `key` aside (never overwriting an earlier one), with why it failed.
pub fn keep_aside(key: &str, why: &str) {
    let Some(value) = get(key) else { return };
    let mut aside = format!("{BROKEN}{key}");
    let mut n = 1;
    while get(&aside).is_some() {
        n += 1;
        aside = format!("{BROKEN}{key}.{n}");
    }
    if set(&aside, &format!("{why}\n{value}")) {
        remove(key);
    }
}

/// A short random id for a new saved game.
pub fn new_slot() -> String {
    let n = crate::model::fresh_seed().unwrap_or_else(|| js_sys::Date::now() as u64);
    format!("{:08x}", n as u32)
}
