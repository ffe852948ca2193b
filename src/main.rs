//! The site's entry point: it only starts the app (`ui::start`: texts first, then the page).

fn main() {
    // Leptos's own task runner starts when the app mounts; the texts are fetched before that.
    wasm_bindgen_futures::spawn_local(sandgames::ui::start());
}
