//! The options of a game of Dèleb, and the checked setup they make.

use crate::i18n::Msg;
use crate::model::{BadSetup, OptionKind, OptionSpec, Options};

/// Fewest and most cross-lines. Marin p. 508: "Twenty cross-lines are a convenient number, but
/// there may be fewer or more - even four or five times as many."
pub const MIN_LINES: u8 = 4;
pub const MAX_LINES: u8 = 100;
/// The model seats at most eight players (two teams of four).
pub const MAX_PLAYERS: u8 = 8;

pub(super) const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "lines",
        kind: OptionKind::Int { min: MIN_LINES as i32, max: MAX_LINES as i32, step: 1 },
        default: "20",
        rule: "field",
    },
    OptionSpec {
        key: "players",
        kind: OptionKind::Int { min: 2, max: 8, step: 2 },
        default: "2",
        rule: "players",
    },
    OptionSpec { key: "gar", kind: OptionKind::Int { min: 0, max: 50, step: 5 }, default: "0", rule: "gar" },
    OptionSpec { key: "time", kind: OptionKind::Choice(&["day", "night"]), default: "day", rule: "gar" },
    OptionSpec {
        key: "stage_pass",
        kind: OptionKind::Choice(&["continue", "end-turn"]),
        default: "continue",
        rule: "stage-pass",
    },
];

/// The options as the rules use them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Cross-lines, `MIN_LINES ..= MAX_LINES`; also the number of men of each team.
    pub lines: u8,
    /// Players, 2, 4, 6 or 8, in two equal teams.
    pub players: u8,
    /// Chance in percent that a billet lands on its side (gà·r); 0 = never.
    pub gar: u8,
    /// Played at night: a billet on its side counts black (by day, white).
    pub night: bool,
    /// Passing to the next entry stage ends the turn (the Ludii reading) instead of going on
    /// throwing at once (Marin's "immediately passes on").
    pub pass_ends_turn: bool,
}

impl Setup {
    pub fn from_options(o: &Options) -> Result<Setup, BadSetup> {
        let (lines, players, gar) = (o.int("lines"), o.int("players"), o.int("gar"));
        let bad = |m: Msg| BadSetup { why: m };
        if !(MIN_LINES as i32..=MAX_LINES as i32).contains(&lines) {
            return Err(bad(Msg::new("error.option_range")
                .arg("lines")
                .arg(lines)
                .arg(MIN_LINES)
                .arg(MAX_LINES)));
        }
        if !(2..=MAX_PLAYERS as i32).contains(&players) || players % 2 != 0 {
            return Err(bad(Msg::new("deleb.error.players").arg(players)));
        }
        if !(0..=50).contains(&gar) {
            return Err(bad(Msg::new("error.option_range").arg("gar").arg(gar).arg(0).arg(50)));
        }
        Ok(Setup {
            lines: lines as u8,
            players: players as u8,
            gar: gar as u8,
            night: o.choice("time") == "night",
            pass_ends_turn: o.choice("stage_pass") == "end-turn",
        })
    }

    /// Back to options (for JSON and records).
    pub fn to_options(self) -> Options {
        let mut o = Options::defaults(SPECS);
        // Every value here came from checked options, so these cannot fail.
        let _ = o.set("lines", &self.lines.to_string());
        let _ = o.set("players", &self.players.to_string());
        let _ = o.set("gar", &self.gar.to_string());
        let _ = o.set("time", if self.night { "night" } else { "day" });
        let _ = o.set("stage_pass", if self.pass_ends_turn { "end-turn" } else { "continue" });
        o
    }
}
