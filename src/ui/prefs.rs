//! Small preferences remembered on this device. A browser that refuses storage (private mode,
//! disabled) simply forgets them.

use super::storage;

pub fn load_bool(key: &str) -> bool {
    storage::get(key).as_deref() == Some("1")
}

pub fn save_bool(key: &str, value: bool) {
    storage::set(key, if value { "1" } else { "0" });
}
