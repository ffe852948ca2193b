//! The options ("rulesets") of the hyena game, and the checked setup they make.

use super::board::{MAX_HOLLOWS, MIN_HOLLOWS};
use super::sticks::StickReading;
use crate::i18n::Msg;
use crate::model::{BadSetup, MAX_SEATS, OldDefault, OptionKind, OptionSpec, Options};

/// The most players (the `players` option's largest value); the state keeps one mother per seat
/// in arrays of this size, which keeps it small for playouts although the model seats more
/// (Dèleb's sixteen).
pub const MAX_PLAYERS: usize = 8;
const _: () = assert!(MAX_PLAYERS <= MAX_SEATS);

pub(super) const SPECS: &[OptionSpec] = &[
    // "Fig. 11 shows a board set for four players."
    OptionSpec {
        key: "players",
        kind: OptionKind::Int { min: 2, max: MAX_PLAYERS as i32, step: 1 },
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
    // "making a random number of hollows along its course": the count is drawn at the start from
    // hollows − spread to hollows + spread (narrowed to stay within 6 to 200); 0 is a fixed count.
    // Revision 3 made the random count the default (it was 0 until revision 2).
    OptionSpec {
        key: "spread",
        kind: OptionKind::Int { min: 0, max: 50, step: 1 },
        default: SPREAD_DEFAULT,
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
    // What a mother's credit becomes when she is home (the text is silent): it lapses, so the
    // hyena starts with nothing and rules 7 and 8 cost him throws (revision 3); or it passes to
    // the hyena, her player (until revision 2).
    OptionSpec {
        key: "home-credit",
        kind: OptionKind::Choice(&["lapse", "pass"]),
        default: "lapse",
        rule: "home-credit",
    },
    // Davies's degrees of defeat: the hyena, the mothers home safe, the mothers eaten. Ranking the
    // safe mothers by arrival is ours (the only ranking until revision 2).
    OptionSpec {
        key: "home-rank",
        kind: OptionKind::Choice(&["shared", "arrival"]),
        default: "shared",
        rule: "end",
    },
];

/// The default `spread`: counts from 70 to 90 around the 80 of Bell's drawing (see
/// `docs/rules/hyena.md`, rule `spiral`).
const SPREAD_DEFAULT: &str = "10";

/// The defaults of earlier revisions (see [`crate::model::OldDefault`]): until revision 2 the
/// count was fixed, a mother's tâbas passed to the hyena, and safe mothers ranked by arrival.
pub(super) const OLD_DEFAULTS: &[OldDefault] = &[
    OldDefault { until: 2, key: "spread", value: "0" },
    OldDefault { until: 2, key: "home-credit", value: "pass" },
    OldDefault { until: 2, key: "home-rank", value: "arrival" },
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
    /// A mother's banked tâbas stay her player's when she is home, so the first one's pay the
    /// hyena (option `home-credit=pass`); by default they lapse.
    pub credit_passes: bool,
    /// The mothers home safe rank by arrival (option `home-rank=arrival`); by default they share
    /// one rank.
    pub rank_by_arrival: bool,
}

impl Setup {
    pub fn from_options(o: &Options) -> Result<Setup, BadSetup> {
        let players = o.int("players");
        let (min, max) = (MIN_HOLLOWS as i32, MAX_HOLLOWS as i32);
        let hollows = o.int("hollows");
        if !(2..=MAX_PLAYERS as i32).contains(&players) {
            return Err(BadSetup { why: Msg::new("hyena.error.players").arg(players) });
        }
        if !(min..=max).contains(&hollows) {
            return Err(BadSetup {
                why: Msg::new("error.option_range").arg("hollows").arg(hollows).arg(min).arg(max),
            });
        }
        // The range is narrowed evenly on both sides where the spiral's limits would cut it, so
        // its middle stays `hollows` (a small spiral with the default spread is still valid).
        let spread = o.int("spread").clamp(0, (hollows - min).min(max - hollows));
        let (lo, hi) = (hollows - spread, hollows + spread);
        Ok(Setup {
            players: players as u8,
            lo: lo as u8,
            hi: hi as u8,
            sticks: StickReading { three_flat: if o.choice("three-flat") == "3" { 3 } else { 4 } },
            well: if o.choice("well") == "4" { 4 } else { 5 },
            pay_chosen: o.choice("well-pay") == "chosen",
            hyena_well: if o.choice("hyena-well") == "9" { 9 } else { 10 },
            eat_on_landing: o.choice("eat") == "reach",
            credit_passes: o.choice("home-credit") == "pass",
            rank_by_arrival: o.choice("home-rank") == "arrival",
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
            ("home-credit", if self.credit_passes { "pass" } else { "lapse" }.to_string()),
            ("home-rank", if self.rank_by_arrival { "arrival" } else { "shared" }.to_string()),
        ];
        for (k, v) in pairs {
            // Every value here comes from a valid setup, so it is one of the option's values.
            let _ = o.set(k, &v);
        }
        o
    }
}
