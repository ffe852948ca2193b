//! The options ("rulesets"), as data for the new-game panel, `lab --opt` and links, and the
//! compact [`Config`] the rules read in the hot path. Each option names the rule it changes; the
//! defaults are the primary source's reading (or, where it is silent, our documented decision).

use super::pieces::Side;
use crate::model::{OptionKind, OptionSpec, Options};

pub const SPECS: &[OptionSpec] = &[
    // Rule 4a (modern play) against Keyland's record as the Ludii evidence summarises it.
    OptionSpec {
        key: "capture",
        kind: OptionKind::Choice(&["compulsory", "optional"]),
        default: "compulsory",
        rule: "capture",
    },
    // Rule 1: "Players decide what colors to play, and who starts first."
    OptionSpec { key: "sami", kind: OptionKind::Choice(&["0", "1"]), default: "0", rule: "sides" },
    OptionSpec { key: "first", kind: OptionKind::Choice(&["0", "1"]), default: "0", rule: "sides" },
    // "A draw is possible … after a number of turns made by each player without a capture."
    OptionSpec {
        key: "draw_turns",
        kind: OptionKind::Int { min: 5, max: 200, step: 1 },
        default: "25",
        rule: "no-capture-draw",
    },
    // Our decision (draughts) against the lone-piece condition of Keyland's record.
    OptionSpec {
        key: "blocked",
        kind: OptionKind::Choice(&["loses", "lone-loses"]),
        default: "loses",
        rule: "blocked",
    },
    OptionSpec {
        key: "lone_kings",
        kind: OptionKind::Choice(&["play", "draw"]),
        default: "play",
        rule: "lone-kings",
    },
    OptionSpec {
        key: "single_combat",
        kind: OptionKind::Choice(&["off", "on"]),
        default: "off",
        rule: "single-combat",
    },
    OptionSpec {
        key: "king_capture",
        kind: OptionKind::Choice(&["play-on", "loses"]),
        default: "play-on",
        rule: "king-capture",
    },
];

/// What a side that cannot move on its turn does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Blocked {
    /// It loses (as in draughts).
    Loses,
    /// Only a lone piece that outranks every enemy piece loses; any other side passes.
    LoneLoses,
}

/// The options, read once into plain fields.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Config {
    /// Rule 4a: a side that can capture must.
    pub compulsory: bool,
    /// The side that plays the Sámi party (the other plays the landowners).
    pub sami: Side,
    /// The side that moves first.
    pub first: Side,
    /// Turns *per player* without a capture after which the game is drawn.
    pub draw_turns: u16,
    pub blocked: Blocked,
    /// Only the two kings left: a draw.
    pub lone_kings_draw: bool,
    /// One piece each of equal rank: they must close in on each other.
    pub single_combat: bool,
    /// A side whose king is captured loses.
    pub king_capture_loses: bool,
}

impl Config {
    pub fn from_options(o: &Options) -> Config {
        Config {
            compulsory: o.choice("capture") != "optional",
            sami: (o.choice("sami") == "1") as Side,
            first: (o.choice("first") == "1") as Side,
            draw_turns: o.int("draw_turns").clamp(1, 10_000) as u16,
            blocked: if o.choice("blocked") == "lone-loses" { Blocked::LoneLoses } else { Blocked::Loses },
            lone_kings_draw: o.choice("lone_kings") == "draw",
            single_combat: o.choice("single_combat") == "on",
            king_capture_loses: o.choice("king_capture") == "loses",
        }
    }

    /// Back to the shared option form (for the state JSON and records).
    pub fn to_options(self) -> Options {
        let pairs = [
            ("capture", if self.compulsory { "compulsory" } else { "optional" }.to_string()),
            ("sami", self.sami.to_string()),
            ("first", self.first.to_string()),
            ("draw_turns", self.draw_turns.to_string()),
            ("blocked", if self.blocked == Blocked::Loses { "loses" } else { "lone-loses" }.to_string()),
            ("lone_kings", if self.lone_kings_draw { "draw" } else { "play" }.to_string()),
            ("single_combat", if self.single_combat { "on" } else { "off" }.to_string()),
            ("king_capture", if self.king_capture_loses { "loses" } else { "play-on" }.to_string()),
        ];
        let mut o = Options::defaults(SPECS);
        for (k, v) in &pairs {
            // Every value written here is one of the option's own values.
            let _ = o.set(k, v);
        }
        o
    }
}
