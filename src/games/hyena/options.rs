//! The options ("rulesets") of the hyena game, and the checked setup they make.

use super::MAX_PLAYERS;
use super::board::{MAX_HOLLOWS, MIN_HOLLOWS};
use super::sticks::StickReading;
use crate::i18n::Msg;
use crate::model::{BadSetup, OptionKind, OptionSpec, Options};

pub(super) const SPECS: &[OptionSpec] = &[
    // "Fig. 11 shows a board set for four players."
    OptionSpec {
        key: "players",
        kind: OptionKind::Int { min: 2, max: 8, step: 1 },
        default: "4",
        rule: "players",
    },
    // Bell's drawing of the board shows 82 places, village and well included (80 hollows
    // between them); Ludii's spiral has 83 cells.
    OptionSpec {
        key: "hollows",
        kind: OptionKind::Int { min: MIN_HOLLOWS as i32, max: MAX_HOLLOWS as i32, step: 1 },
        default: "80",
        rule: "spiral",
    },
    // "making a random number of hollows along its course": 0 is a fixed count; otherwise the
    // count is drawn at the start from hollows − spread to hollows + spread.
    OptionSpec {
        key: "spread",
        kind: OptionKind::Int { min: 0, max: 50, step: 1 },
        default: "0",
        rule: "spiral",
    },
    OptionSpec { key: "three-flat", kind: OptionKind::Choice(&["4", "3"]), default: "4", rule: "sticks" },
    OptionSpec { key: "well", kind: OptionKind::Choice(&["5", "4"]), default: "5", rule: "well" },
    OptionSpec {
        key: "well-pay",
        kind: OptionKind::Choice(&["at-once", "chosen"]),
        default: "at-once",
        rule: "well",
    },
    OptionSpec {
        key: "hyena-well",
        kind: OptionKind::Choice(&["10", "9"]),
        default: "10",
        rule: "hyena-well",
    },
    OptionSpec {
        key: "eat",
        kind: OptionKind::Choice(&["pass", "reach"]),
        default: "pass",
        rule: "hyena-eat",
    },
];

/// The rules a game is played under, read from its options once.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    pub players: u8,
    /// The hollow count is drawn from `lo..=hi` (equal for a fixed count).
    pub lo: u8,
    pub hi: u8,
    pub sticks: StickReading,
    /// Tâbas a mother pays at the well (5, Davies; 4, Ludii).
    pub well: u8,
    /// The player chooses when to pay each tâba at the well (option `well-pay=chosen`); by
    /// default they are paid at once.
    pub pay_chosen: bool,
    /// Tâbas the hyena pays at the well (10, Davies; 9, Ludii).
    pub hyena_well: u8,
    /// The hyena also eats a mother on the hollow where his move ends (option `eat=reach`).
    pub eat_on_landing: bool,
}

impl Setup {
    pub fn from_options(o: &Options) -> Result<Setup, BadSetup> {
        let players = o.int("players");
        let (hollows, spread) = (o.int("hollows"), o.int("spread"));
        if !(2..=MAX_PLAYERS as i32).contains(&players) {
            return Err(BadSetup { why: Msg::new("hyena.error.players").arg(players) });
        }
        let (lo, hi) = (hollows - spread, hollows + spread);
        if lo < MIN_HOLLOWS as i32 || hi > MAX_HOLLOWS as i32 {
            let why = Msg::new("hyena.error.spread").arg(lo).arg(hi).arg(MIN_HOLLOWS).arg(MAX_HOLLOWS);
            return Err(BadSetup { why });
        }
        Ok(Setup {
            players: players as u8,
            lo: lo as u8,
            hi: hi as u8,
            sticks: StickReading { three_flat: if o.choice("three-flat") == "3" { 3 } else { 4 } },
            well: if o.choice("well") == "4" { 4 } else { 5 },
            pay_chosen: o.choice("well-pay") == "chosen",
            hyena_well: if o.choice("hyena-well") == "9" { 9 } else { 10 },
            eat_on_landing: o.choice("eat") == "reach",
        })
    }

    /// The options that make this setup (the inverse of [`Setup::from_options`]).
    pub fn to_options(self) -> Options {
        let mut o = Options::defaults(SPECS);
        let pairs = [
            ("players", self.players.to_string()),
            ("hollows", ((self.lo as u16 + self.hi as u16) / 2).to_string()),
            ("spread", ((self.hi - self.lo) / 2).to_string()),
            ("three-flat", self.sticks.three_flat.to_string()),
            ("well", self.well.to_string()),
            ("well-pay", if self.pay_chosen { "chosen" } else { "at-once" }.to_string()),
            ("hyena-well", self.hyena_well.to_string()),
            ("eat", if self.eat_on_landing { "reach" } else { "pass" }.to_string()),
        ];
        for (k, v) in pairs {
            // Every value here comes from a valid setup, so it is one of the option's values.
            let _ = o.set(k, &v);
        }
        o
    }
}
