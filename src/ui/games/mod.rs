//! Each game's own drawing: its board (handed the state and the legal moves, it emits the chosen
//! move and animates by comparing the previous state with the new one) and its small picture for
//! the home page. No rule is decided here.

use super::table::Table;
use crate::i18n::Msg;
use crate::model::{Evaluate, Options, Seat};
use leptos::prelude::*;

mod dablot;
mod hyena;
mod um_dyar;

use crate::games::GameId;

/// The games that have a board (while boards are being written, a subset of `GameId::ALL`).
pub const PLAYABLE: &[GameId] = &[GameId::Hyena, GameId::UmDyar, GameId::Dablot];

/// Like `with_game!`, over the games that have a board: `with_view!(id, G => page::<G>())`.
/// Returns `None` for a game without one.
macro_rules! with_view {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            crate::games::GameId::Hyena => {
                type $G = crate::games::hyena::Hyena;
                Some($body)
            }
            crate::games::GameId::UmDyar => {
                type $G = crate::games::um_dyar::UmDyar;
                Some($body)
            }
            crate::games::GameId::Dablot => {
                type $G = crate::games::dablot::Dablot;
                Some($body)
            }
            #[allow(unreachable_patterns)]
            _ => None,
        }
    };
}
pub(crate) use with_view;

pub trait GameView: Evaluate + Send + Sync
where
    Self::Move: Send + Sync,
{
    /// The board for a game in progress.
    fn board(table: Table<Self>) -> AnyView;

    /// A small drawing of the board for the home page (decorative: the card carries the text).
    fn thumbnail() -> AnyView;

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
