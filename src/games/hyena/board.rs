//! The board: a spiral groove in the sand with hollows ("days") along it.
//!
//! > "The board is made by scooping a spiral groove in the sand and making a random number of
//! > hollows along its course. The bigger the spiral, of course, the longer the game will last."
//! > "The middle hollow X is the well. The hollow Y at the other end of the spiral is the village."
//! > (Davies, p. 145)
//!
//! Places are counted in days from the village along the groove: day 0 is the village, days
//! `1..=hollows` are the hollows between, and day `hollows + 1` is the well. The option `hollows`
//! counts only the hollows between village and well (Bell's drawing: 80 of them, 82 places).

use crate::i18n::Msg;

/// The fewest hollows between village and well we allow (the hyena's 12 days still fit twice).
pub const MIN_HOLLOWS: u8 = 6;
/// The most (the well's day, plus a sta at double rate, still fits in a byte).
pub const MAX_HOLLOWS: u8 = 200;

/// Where a piece is, for the board display.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Place {
    /// In the village, not yet gone out (a mother at the start; the hyena before he leaves).
    Village,
    /// On hollow `n` of the groove, `1..=hollows`, counted from the village.
    Hollow(u8),
    /// At the well in the middle of the spiral.
    Well,
    /// Back in the village after the journey.
    Home,
    /// Eaten by the hyena on hollow `n`.
    Eaten(u8),
}

impl Place {
    /// The place `day` days from the village on a spiral of `hollows` hollows, for a piece on its
    /// journey (day 0 on the way back is home).
    pub fn on_road(day: u8, hollows: u8, returning: bool) -> Place {
        match day {
            0 if returning => Place::Home,
            0 => Place::Village,
            d if d > hollows => Place::Well,
            d => Place::Hollow(d),
        }
    }

    /// The place in words (`hyena.place.*`).
    pub fn describe(self) -> Msg {
        match self {
            Place::Hollow(n) => Msg::new("hyena.place.hollow").arg(n),
            Place::Eaten(n) => Msg::new("hyena.place.eaten").arg(n),
            Place::Village => Msg::new("hyena.place.village"),
            Place::Well => Msg::new("hyena.place.well"),
            Place::Home => Msg::new("hyena.place.home"),
        }
    }

    /// Its notation in the state JSON: `village`, `hollow`, `well`, `home`, `eaten`.
    pub fn key(self) -> &'static str {
        match self {
            Place::Village => "village",
            Place::Hollow(_) => "hollow",
            Place::Well => "well",
            Place::Home => "home",
            Place::Eaten(_) => "eaten",
        }
    }
}

/// The hollows a piece goes through moving from day `from` to day `to`, one by one, the last
/// being where it stops (empty if it does not move).
pub fn path(from: u8, to: u8, hollows: u8, returning: bool) -> Vec<Place> {
    let mut out = Vec::new();
    let mut d = from;
    while d != to {
        d = if to > d { d + 1 } else { d - 1 };
        out.push(Place::on_road(d, hollows, returning));
    }
    out
}
