//! What the teacher's kit draws of each game beyond its entry in the registry: its board at real
//! size for the print kit and, for a game of sticks, its throw lab's explanations. Implemented in
//! each game's folder (`ui/games/<game>/print.rs`, `lab.rs`), read by the kit through
//! `with_game!`.

use crate::link::tally::Tally;
use leptos::prelude::*;

/// A game as the teacher's kit draws it.
pub trait KitView {
    /// The board drawn to fit `w` × `h` tenths of a millimetre, at `size` (the registry's
    /// `print.size`: cross-lines, hollows or holes a row; 0 for a board of one size), and the
    /// line under it (its size and use).
    fn print_board(w: i32, h: i32, size: u8) -> (AnyView, String);

    /// The throw lab's explanations of a game thrown with sticks; `None` for a game without.
    const THROW_LAB: Option<ThrowLab> = None;
}

/// What a game's throw lab explains, for a rate of sticks on their side and a time of day (the
/// tally's settings).
#[derive(Clone, Copy)]
pub struct ThrowLab {
    /// How the odds follow from counting the ways the sticks fall.
    pub odds: fn(on_side: u8, night: bool) -> AnyView,
    /// Questions for the class, answered by the rules engine.
    pub questions: fn(on_side: u8, night: bool) -> AnyView,
    /// A line on what a tally shows beyond its chart (sticks seen on their side; throws per
    /// tâba).
    pub tally_note: fn(&Tally) -> AnyView,
}
