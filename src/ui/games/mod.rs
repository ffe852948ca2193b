//! Each game's own drawing: its board (handed the state and the legal moves, it emits the chosen
//! move and animates by comparing the previous state with the new one). No rule is decided here.
//! Each implements the table's `GameView` (`ui::table::game_view`): the table knows a game only
//! through it.
//!
//! Each game's page is a chunk of the site of its own (`#[lazy]`): its rules, its board and the
//! computer's search for it are fetched when the page is first opened, never on the home page.

use crate::games::GameId;
use leptos::prelude::*;

mod dablot;
mod deleb;
pub(super) mod hyena;
mod um_dyar;

/// The page of game `id` for the address's query (`g=…`: a game link), its code fetched first.
pub async fn page(id: GameId, query: String) -> AnyView {
    match id {
        GameId::Deleb => deleb::page(query).await,
        GameId::Hyena => hyena::page(query).await,
        GameId::UmDyar => um_dyar::page(query).await,
        GameId::Dablot => dablot::page(query).await,
    }
}

/// Fetches game `id`'s code without building anything (so it travels beside the page's texts).
pub async fn preload(id: GameId) {
    match id {
        GameId::Deleb => deleb::__preload_page().await,
        GameId::Hyena => hyena::__preload_page().await,
        GameId::UmDyar => um_dyar::__preload_page().await,
        GameId::Dablot => dablot::__preload_page().await,
    }
}
