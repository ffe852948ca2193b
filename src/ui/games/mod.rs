//! Each game's own drawing: its board (handed the state and the legal moves, it emits the chosen
//! move and animates by comparing the previous state with the new one). No rule is decided here.
//! Each implements the table's `GameView` (`ui::table::game_view`): the table knows a game only
//! through it.
//!
//! Each game's table is a chunk of the site of its own (`wasm_split`): its board, the computer's
//! search for it and the panels of play are fetched when a game starts on its page (or the
//! address names one), never on the home page nor to show the new-game panel and the rules.

use super::table::{self, AnyFront, MakeTable};
use crate::games::GameId;
use crate::games::dablot::Dablot;
use crate::games::deleb::Deleb;
use crate::games::hyena::Hyena;
use crate::games::um_dyar::UmDyar;
use crate::i18n::Msg;

mod dablot;
mod deleb;
mod hyena;
mod um_dyar;

/// What a game's page shows before its table is there (part of the site's module).
pub fn front(id: GameId) -> AnyFront {
    match id {
        GameId::Deleb => table::front::<Deleb>(),
        GameId::Hyena => table::front::<Hyena>(),
        GameId::UmDyar => table::front::<UmDyar>(),
        GameId::Dablot => table::front::<Dablot>(),
    }
}

/// What builds game `id`'s table, its code fetched first (each game's table is a chunk of its
/// own), or why it could not be fetched.
pub async fn table(id: GameId) -> Result<MakeTable, Msg> {
    let fetched = match id {
        GameId::Deleb => deleb::table().await,
        GameId::Hyena => hyena::table().await,
        GameId::UmDyar => um_dyar::table().await,
        GameId::Dablot => dablot::table().await,
    };
    fetched.map_err(|NotFetched| Msg::new("table.not_fetched"))
}

/// A game's chunk could not be fetched (no connection, and not kept on this device yet).
pub struct NotFetched;

impl From<leptos::wasm_split::SplitLoaderError> for NotFetched {
    fn from(_: leptos::wasm_split::SplitLoaderError) -> Self {
        NotFetched
    }
}
