//! Dèleb's board: the four long lines A–D crossed by the cross-lines, the sea (B and C) drawn as
//! water, the two teams' stones on the junctions, the billets thrown above the field, the pool of
//! throws to give, and each player's entry stage.
//!
//! A move is made by choosing a throw of the pool, then one of the men ringed for it (the
//! engine's `throw_uses` says who may take it, `why_not` why another may not, and a click on a man
//! who cannot move now says why). Before the start, seat 0 chooses "dèleb" or "dug"; while the
//! other team may answer a threat with a stored dèleb (`Phase::Rescue`), the men preyed upon are
//! marked; with option `join=choose` a man may stand beside a companion. Somali words in the
//! board's texts carry `lang` (`somali_spans`), and the glossary lists Marin's words. Nothing here
//! decides a rule.
//!
//! | file | holds |
//! |---|---|
//! | `board.rs` | the component: the table's signals wired into the views |
//! | `scene.rs` | what the board shows at a moment: the men, the pool, the buttons, the players' lines |
//! | `motion.rs` | a move's frames for the table's animator (a man walking junction by junction) |
//! | `field.rs` | the field's geometry and drawing: lines, sea, men, marks, estimates |
//! | `desk.rs` | the billets, the pool and its buttons, the line under it, the players' lines, the glossary |
//!
//! What the player is doing (the throw chosen) and what a click does is the game's
//! `games::deleb::Pick`, tested natively.

mod board;
mod desk;
mod field;
mod lab;
mod motion;
mod print;
mod scene;

use super::NotFetched;
use crate::games::deleb::{Deleb, Move, Phase, describe_throw, team_of_seat};
use crate::i18n::Msg;
use crate::model::{Game, Options, Seat};
use crate::ui::sticks::Face;
use crate::ui::table::{GameView, Later, MakeTable, Table};
use crate::ui::teach::kit_view::{KitView, ThrowLab};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;
use motion::{STEP_MS, THROW_MS};

/// What builds this game's table (board, computer, the panels of play): a chunk of the site of
/// its own, fetched when a game starts on its page or the address names one. Its split point's
/// name (`page_deleb`) is how scripts/wasm.sh finds the files a game's address needs, for
/// index.html to fetch them alongside the site's module.
#[leptos::wasm_split::wasm_split(page_deleb, wasm_split_path = ::leptos::wasm_split, fallible)]
pub fn table() -> Result<MakeTable, NotFetched> {
    Ok(crate::ui::table::table_for::<Deleb>)
}

/// This game's review ("Review this game"): a chunk of its own, fetched when a review is first
/// opened (`ui::game_review`).
#[leptos::wasm_split::wasm_split(review_deleb, wasm_split_path = ::leptos::wasm_split, fallible)]
fn review_chunk(table: Table<Deleb>) -> Result<AnyView, NotFetched> {
    Ok(crate::ui::game_review::panel(table))
}

impl KitView for Deleb {
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String) {
        print::board(w, h, size)
    }

    const THROW_LAB: Option<ThrowLab> = Some(lab::LAB);
}

impl GameView for Deleb {
    fn review(table: Table<Self>) -> Later<Option<AnyView>> {
        Box::pin(async move { review_chunk(table).await.ok() })
    }

    const PRIMARY_OPTIONS: &'static [&'static str] = &["players"];
    const THROWS: bool = true;

    fn outcome_label(state: &Self, mv: Move) -> String {
        let Move::Throw(b) = mv else { return state.move_text(mv) };
        let v = describe_throw(b, state.setup().night);
        if v.side > 0 {
            t_args("deleb.hand.outcome_side", &[&t(v.key), &v.white, &v.black, &v.side])
        } else {
            t_args("deleb.hand.outcome", &[&t(v.key), &v.white, &v.black])
        }
    }

    fn thrown_by_hand(state: &Self) -> bool {
        // The choice of "dèleb" or "dug" is made on the board; the billets are the class's.
        matches!(state.phase(), Phase::Start | Phase::Throw)
    }

    fn outcome_faces(_: &Self, mv: Move) -> Vec<Face> {
        let Move::Throw(b) = mv else { return Vec::new() };
        let mut faces = vec![Face::White; b.white as usize];
        faces.extend(std::iter::repeat_n(Face::Side, b.side as usize));
        faces.extend(std::iter::repeat_n(Face::Bark, b.black() as usize));
        faces
    }

    fn board(table: Table<Self>) -> AnyView {
        board::board(table).into_any()
    }

    fn seat_name(state: &Self, seat: Seat) -> Msg {
        let players = state.setup().players;
        if team_of_seat(players, seat) == 0 {
            Msg::new("deleb.seat.a").arg(seat + 1)
        } else {
            Msg::new("deleb.seat.d").arg(seat + 1 - players / 2)
        }
    }

    fn side_name(state: &Self, seat: Seat) -> Msg {
        let team = team_of_seat(state.setup().players, seat);
        Msg::new(if team == 0 { "deleb.team.a" } else { "deleb.team.d" })
    }

    fn animation_ms(_: &Self, mv: Move) -> u32 {
        match mv {
            Move::Throw(_) => THROW_MS,
            Move::Play { throw, .. } => throw.value() as u32 * STEP_MS + 200,
            Move::Beside { throw, .. } => throw.value() as u32 * STEP_MS + 200,
            Move::Split { .. } => STEP_MS + 200,
            Move::Choose(_) | Move::End => 0,
        }
    }

    /// Night from the player's clock (before 06:00 or from 19:00): a billet on its side then
    /// counts black.
    fn proposed_options(options: &mut Options) {
        let hour = js_sys::Date::new_0().get_hours();
        if !(6..19).contains(&hour) {
            let _ = options.set("time", "night");
        }
    }
}
