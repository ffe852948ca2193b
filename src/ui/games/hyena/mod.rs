//! The hyena game's pages: its board, a spiral groove scooped in the sand with its hollows, the
//! well in the middle and the village at the outer end; each mother a numbered stick in her
//! player's colour, the hyena a spotted head. Under it the three sticks of the last throw, what it
//! did, the player's choices (spending a credit) and every player's credits and mother. Moves are
//! animated hollow by hollow by the table's animator.
//!
//! | file | holds |
//! |---|---|
//! | `board.rs` | the component: the table's signals, the pick and the animator wired into the scene |
//! | `scene.rs` | what the board shows at a moment, as plain data |
//! | `motion.rs` | a move's frames, hollow by hollow |
//! | `layout.rs` | where the board draws the village, the pieces, the view box |
//! | `spiral.rs`, `side.rs` | the markup: the spiral and its pieces; the sticks, choices and players |
//! | `geometry.rs` | the points of the groove (the print kit's too) |
//! | `print.rs`, `lab.rs` | the teacher's kit: the board at real size, the throw lab |
//!
//! What the player is doing (the choice pointed at, what a click or a key does) is the game's
//! pure `games::hyena::Pick`.

mod board;
mod geometry;
mod lab;
mod layout;
mod motion;
mod print;
mod scene;
mod side;
mod spiral;

use super::NotFetched;
use crate::games::hyena::{Hyena, Move};
use crate::model::Game;
use crate::ui::sticks::Face;
use crate::ui::table::{GameView, Later, MakeTable, Table};
use crate::ui::teach::kit_view::{KitView, ThrowLab};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_hyena`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_hyena, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<Hyena>)
}

/// This game's review ("Review this game"): a chunk of its own, fetched when a review is first
/// opened (`ui::game_review`).
#[leptos::wasm_split::wasm_split(review_hyena, wasm_split_path = ::leptos::wasm_split, fallible)]
fn review_chunk(table: Table<Hyena>) -> Result<AnyView, NotFetched> {
    Ok(crate::ui::game_review::panel(table))
}

impl KitView for Hyena {
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String) {
        print::board(w, h, size)
    }

    const THROW_LAB: Option<ThrowLab> = Some(lab::LAB);
}

impl GameView for Hyena {
    fn review(table: Table<Self>) -> Later<Option<AnyView>> {
        Box::pin(async move { review_chunk(table).await.ok() })
    }

    const PRIMARY_OPTIONS: &'static [&'static str] = &["players"];
    const THROWS: bool = true;

    fn outcome_label(state: &Self, mv: Move) -> String {
        match state.throw_info(mv) {
            Some(info) => t_args("hyena.hand.outcome", &[&info.flats, &t(info.name_key)]),
            None => state.move_text(mv),
        }
    }

    fn thrown_by_hand(state: &Self) -> bool {
        // The spiral's count of hollows is drawn by the site; the sticks are the class's.
        let mut moves = Vec::new();
        state.moves(&mut moves);
        matches!(moves.first(), Some(Move::Sticks(_)))
    }

    fn outcome_faces(state: &Self, mv: Move) -> Vec<Face> {
        let flats = state.throw_info(mv).map_or(0, |i| i.flats as usize);
        let mut faces = vec![Face::White; flats];
        faces.resize(3, Face::Bark);
        faces
    }

    fn board(table: Table<Self>) -> AnyView {
        board::board(table).into_any()
    }

    fn animation_ms(before: &Self, mv: Move) -> u32 {
        motion::animation_ms(before, mv)
    }
}
