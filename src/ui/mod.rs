//! The site (Leptos, client-side rendering). Views only: every rule is asked of the game model,
//! never re-implemented here.
//!
//! - `app`: the page chosen by the URL (`route`), in the frame index.html writes (`frame`: header,
//!   language menu, footer);
//! - `home`: the four games, and the games in progress (`saved`);
//! - `table`: everything around a board that is the same for every game (new-game panel, turn,
//!   seats, undo, move list, rules panel, computer players);
//! - `games`: each game's own board, and its table as a chunk of the site fetched when a game
//!   starts on its page;
//! - `teach`: the teacher's kit (throw lab, printable kit, the games' stories, lessons), one chunk
//!   for all its pages;
//! - `text`: the bridge to the translation layer, which fetches the catalogs a page needs;
//! - `review`: review mode, native speakers correcting the texts on the page (its code in the kit's chunk).
//!
//! The site's module (this module, a game page's frame, new-game panel and rules) is fetched when
//! the first page that needs code opens (the home page is written in index.html); a game's table
//! brings its own code (`wasm_split`, split off by the build) and texts.

mod app;
mod download;
mod frame;
mod game_review;
mod games;
mod home;
mod language;
mod offline;
mod prefs;
mod qr;
mod review;
mod route;
mod saved;
mod sticks;
mod storage;
mod table;
mod teach;
mod text;
mod yield_now;

pub use app::App;

/// Starts the site: the reader's language, its texts for the frame and home page, then the app in
/// the page's `<main>` (the frame around it is index.html's, kept: `frame`). Each step is a task of
/// its own (the module's instantiation, these first steps, the app): the texts are fetched early
/// and often in already, and the start was then one long task that held a reader's first tap
/// (docs/performance.md, "The start in tasks, and the code fetched after the first paint").
pub async fn start() {
    yield_now::a_task().await;
    text::use_browser_plurals();
    let lang = language::first_language();
    text::load_parts(lang, vec!["site"]).await;
    yield_now::a_task().await;
    offline::keep_language(lang);
    review::starting();
    let document = leptos::prelude::document();
    let main = document.get_element_by_id("main").and_then(|m| wasm_bindgen::JsCast::dyn_into(m).ok());
    if let Some(main) = main.or_else(|| document.body()) {
        leptos::mount::mount_to(main, move || leptos::view! { <App lang/> }).forget();
    }
}
