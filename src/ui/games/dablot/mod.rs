//! Dablot Prejjesne's board: a wooden board with the 191 lines drawn between its 72 points, the
//! Sámi pieces light and the landowners' dark (as in the source: "red or white" against "black"),
//! kings, princes and soldiers told apart by size and marking. A piece is chosen by click, tap,
//! drag or keyboard; a chain of jumps is chosen jump by jump, with the next jumps shown (and, when
//! the rules let a chain stop, a "stop here" button). Every rule question is asked of the engine,
//! by the player's pick (`games::dablot::Pick`, tested natively).
//!
//! | file | holds |
//! |---|---|
//! | `board.rs` | the component: its signals, and the view's events wired to the pick |
//! | `scene.rs` | what the board shows at a moment, from the position, the pick and the frame |
//! | `show.rs` | each attribute and text of the board, read from the scene |
//! | `view.rs` | the markup: the field, the trays, the line under the board |
//! | `motion.rs` | a played move's frames, for the shared animator (`table::Animator`) |
//! | `geometry.rs` | the board's geometry in SVG units (shared with `tests/dablot_sprite.rs`) |
//! | `print.rs` | the board at real size, for the print kit |

mod board;
mod geometry;
mod motion;
mod print;
mod scene;
mod show;
mod view;

use super::NotFetched;
use crate::games::dablot::{Dablot, Move, Point};
use crate::i18n::Msg;
use crate::model::Seat;
use crate::ui::table::{GameView, Later, MakeTable, Table};
use crate::ui::teach::kit_view::KitView;
use leptos::prelude::*;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_dablot`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_dablot, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<Dablot>)
}

/// This game's review ("Review this game"): a chunk of its own, fetched when a review is first
/// opened (`ui::game_review`).
#[leptos::wasm_split::wasm_split(review_dablot, wasm_split_path = ::leptos::wasm_split, fallible)]
fn review_chunk(table: Table<Dablot>) -> Result<AnyView, NotFetched> {
    Ok(crate::ui::game_review::panel(table))
}

impl KitView for Dablot {
    fn print_board(w: i32, h: i32, _size: u8) -> (AnyView, String) {
        print::board(w, h)
    }
}

impl GameView for Dablot {
    fn review(table: Table<Self>) -> Later<Option<AnyView>> {
        Box::pin(async move { review_chunk(table).await.ok() })
    }

    fn board(table: Table<Self>) -> AnyView {
        board::board(table).into_any()
    }

    fn seat_name(state: &Self, seat: Seat) -> Msg {
        Msg::new(state.party(seat).name_key())
    }

    fn animation_ms(before: &Self, mv: Move) -> u32 {
        before.path(mv).len() as u32 * motion::STEP_MS
    }
}
