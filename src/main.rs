//! The site's entry point: it only mounts the app.

fn main() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(sandgames::ui::App);
}
