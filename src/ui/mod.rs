//! The site (Leptos, client-side rendering). Views only: every rule is asked of the game model,
//! never re-implemented here.
//!
//! - `app`: the frame (header, footer) and the page chosen by the URL (`route`);
//! - `home`: the four games;
//! - `table`: everything around a board that is the same for every game (new-game panel, turn,
//!   seats, undo, move list, rules panel, computer players);
//! - `games`: each game's own board;
//! - `text`: the bridge to the translation layer.

mod app;
mod download;
mod games;
mod home;
mod prefs;
mod qr;
mod route;
mod saved;
mod sticks;
mod storage;
mod table;
mod text;
mod yield_now;

pub use app::App;
