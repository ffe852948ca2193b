//! Each game's own drawing: its board (handed the state and the legal moves, it emits the chosen
//! move and animates by comparing the previous state with the new one) and its small picture for
//! the home page. No rule is decided here.

use super::table::Table;
use crate::i18n::Msg;
use crate::model::{Evaluate, Options, Seat};
use leptos::prelude::*;

mod dablot;
mod deleb;
mod hyena;
mod um_dyar;

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
