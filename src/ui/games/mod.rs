//! Each game's own drawing: its board (handed the state and the legal moves, it emits the chosen
//! move and animates by comparing the previous state with the new one). No rule is decided here.
//!
//! Each game's page is a chunk of the site of its own (`#[lazy]`): its rules, its board and the
//! computer's search for it are fetched when the page is first opened, never on the home page.

use super::table::{ByLinkJob, Table, view::Later};
use crate::games::GameId;
use crate::i18n::Msg;
use crate::model::{Evaluate, Options, Seat};
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

pub trait GameView: Evaluate + Send + Sync
where
    Self::Move: Send + Sync,
{
    /// The board for a game in progress.
    fn board(table: Table<Self>) -> AnyView;

    /// The sharing panel (links, QR codes, records) for this game, built when it is first opened
    /// (`table::share::panel`). A future, so that it can become a chunk of its own: measured,
    /// with `#[leptos::lazy]` it saved nothing (docs/architecture.md, "Size").
    fn share(table: Table<Self>) -> Later<AnyView> {
        Box::pin(std::future::ready(super::table::share::panel(table)))
    }

    /// Playing this game by link (`table::by_link::run`), for a game by link created or opened.
    /// A future for the same reason as `share`.
    fn by_link(table: Table<Self>, job: ByLinkJob) -> Later<Option<Msg>> {
        Box::pin(std::future::ready(super::table::by_link::run(table, job)))
    }

    /// How a seat is called in this game ("South", "Team A, player 2", "the Sámi"…).
    fn seat_name(state: &Self, seat: Seat) -> Msg {
        let _ = state;
        Msg::new("table.seat_n").arg(seat as usize + 1)
    }

    /// A line on how a finished game ended, shown after the winner ("92 seeds to 52").
    fn result_note(state: &Self) -> Option<Msg> {
        let _ = state;
        None
    }

    /// How long the board animates `mv` (played from `before`), in milliseconds at speed 1.
    /// The table waits this long before a computer seat or an automatic throw acts.
    fn animation_ms(before: &Self, mv: Self::Move) -> u32 {
        let _ = (before, mv);
        400
    }

    /// Options the new-game panel proposes before the player changes anything, when they depend
    /// on the player (Dèleb's day or night from the local clock). Default: the game's defaults.
    fn proposed_options(options: &mut Options) {
        let _ = options;
    }
}
