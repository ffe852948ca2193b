//! Um dyar's board: two rows of holes scooped in sand, seeds drawn as seeds with their count,
//! each player's pile beside the board (above and below it on a narrow screen). Hovering or
//! focusing a hole previews where the last seed lands and what it would take; a move is animated
//! seed by seed. Clicking a hole that cannot be played says why.
//!
//! | file | holds |
//! |---|---|
//! | `board.rs` | the component: the table's signals wired into the view |
//! | `scene.rs` | what the board shows at a moment, from the position, the pick and the frame |
//! | `motion.rs` | a move's frames, seed by seed, for the shared animator |
//! | `layout.rs` | where things go, wide or narrow |
//! | `field.rs` | the drawing: the rows of holes, their targets, the piles |
//! | `panels.rs` | around the drawing: the preview line, the buttons, the match panel |
//! | `print.rs` | the board at real size, for the teacher's kit |
//!
//! What the player is doing (the hole previewed, the keyboard's cursor, what a click does) is
//! the game's `Pick` (`src/games/um_dyar/pick.rs`), tested natively.

mod board;
mod field;
mod layout;
mod motion;
mod panels;
mod print;
mod scene;

use super::NotFetched;
use crate::games::um_dyar::{UmDyar, seat_key};
use crate::i18n::Msg;
use crate::model::Seat;
use crate::ui::table::{GameView, Later, MakeTable, Table};
use crate::ui::teach::kit_view::KitView;
use leptos::prelude::*;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_um_dyar`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_um_dyar, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<UmDyar>)
}

/// This game's review ("Review this game"): a chunk of its own, fetched when a review is first
/// opened (`ui::game_review`).
#[leptos::wasm_split::wasm_split(review_um_dyar, wasm_split_path = ::leptos::wasm_split, fallible)]
fn review_chunk(table: Table<UmDyar>) -> Result<AnyView, NotFetched> {
    Ok(crate::ui::game_review::panel(table))
}

impl KitView for UmDyar {
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String) {
        print::board(w, h, size)
    }
}

impl GameView for UmDyar {
    fn review(table: Table<Self>) -> Later<Option<AnyView>> {
        Box::pin(async move { review_chunk(table).await.ok() })
    }

    const PRIMARY_OPTIONS: &'static [&'static str] = &["mode"];

    fn board(table: Table<Self>) -> AnyView {
        board::board(table).into_any()
    }

    fn seat_name(_: &Self, seat: Seat) -> Msg {
        Msg::new(seat_key(seat))
    }

    fn result_note(state: &Self) -> Option<Msg> {
        let g = state.last_game()?;
        // A match the players agreed to end after this game: the standing decided it.
        if state.stopped_by_agreement() {
            return Some(Msg::new("um-dyar.result.stopped").arg(g.number).arg(g.piles[0]).arg(g.piles[1]));
        }
        // When the seeds kept back from the game before decided the last game, say so (it names
        // the piles too); otherwise the piles alone.
        Some(g.why().unwrap_or_else(|| Msg::new("um-dyar.result.piles").arg(g.piles[0]).arg(g.piles[1])))
    }

    fn animation_ms(before: &Self, mv: Self::Move) -> u32 {
        motion::duration(before, mv)
    }
}
