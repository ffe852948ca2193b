//! Small preferences remembered on this device (localStorage). A browser that refuses storage
//! (private mode, disabled) simply forgets them.

use gloo::storage::{LocalStorage, Storage};

pub fn load_bool(key: &str) -> bool {
    LocalStorage::raw().get_item(key).ok().flatten().as_deref() == Some("1")
}

pub fn save_bool(key: &str, value: bool) {
    let _ = LocalStorage::raw().set_item(key, if value { "1" } else { "0" });
}
