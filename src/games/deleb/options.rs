//! The options of a game of Dèleb, and the checked setup they make.
//!
//! Every option names the rule it changes; `docs/rules/deleb.md` gives each beside the sentence of
//! the source it rests on, with the source of the other reading.

use crate::i18n::Msg;
use crate::model::{BadSetup, MAX_SEATS, OldDefault, OptionKind, OptionSpec, Options};

/// Fewest and most cross-lines. Marin p. 508: "Twenty cross-lines are a convenient number, but
/// there may be fewer or more - even four or five times as many."
pub const MIN_LINES: u8 = 4;
pub const MAX_LINES: u8 = 100;
/// Marin p. 508: "The players may be 2, 4, 6, 8, or more": up to sixteen (two teams of eight), as
/// many as the model seats.
pub const MAX_PLAYERS: u8 = 16;
const _: () = assert!(MAX_PLAYERS as usize <= MAX_SEATS);
/// The highest chance, in percent, that a billet lands on its side.
pub const MAX_GAR: u8 = 50;

pub(super) const SPECS: &[OptionSpec] = &[
    OptionSpec {
        key: "lines",
        kind: OptionKind::Int { min: MIN_LINES as i32, max: MAX_LINES as i32, step: 1 },
        default: "20",
        rule: "field",
    },
    OptionSpec {
        key: "players",
        kind: OptionKind::Int { min: 2, max: MAX_PLAYERS as i32, step: 2 },
        default: "2",
        rule: "players",
    },
    OptionSpec {
        key: "gar",
        kind: OptionKind::Int { min: 0, max: MAX_GAR as i32, step: 1 },
        default: "1",
        rule: "gar-rate",
    },
    OptionSpec { key: "time", kind: OptionKind::Choice(&["day", "night"]), default: "day", rule: "gar" },
    OptionSpec {
        key: "stage_pass",
        kind: OptionKind::Choice(&["continue", "end-turn"]),
        default: "continue",
        rule: "stage-pass",
    },
    OptionSpec {
        key: "start_choice",
        kind: OptionKind::Choice(&["choose", "draw", "fixed"]),
        default: "choose",
        rule: "start-choice",
    },
    OptionSpec {
        key: "rescue",
        kind: OptionKind::Choice(&["threat", "own-turn"]),
        default: "threat",
        rule: "rescue",
    },
    OptionSpec {
        key: "join_slave",
        kind: OptionKind::Choice(&["no", "yes"]),
        default: "no",
        rule: "join-slave",
    },
    OptionSpec {
        key: "join_course",
        kind: OptionKind::Choice(&["companion", "newcomer"]),
        default: "companion",
        rule: "join-course",
    },
    OptionSpec {
        key: "double_max",
        kind: OptionKind::Choice(&["two", "any"]),
        default: "two",
        rule: "double-limit",
    },
    OptionSpec {
        key: "join",
        kind: OptionKind::Choice(&["always", "choose"]),
        default: "always",
        rule: "join-choice",
    },
];

/// What links and records made at rules revision 1 played with, where today's default differs or
/// the option did not exist: no billet on its side, team A always holding "dèleb", stored dèlebs
/// spent only in the team's own turn, and the double-man readings that were then fixed.
pub(super) const OLD_DEFAULTS: &[OldDefault] = &[
    OldDefault { until: 1, key: "gar", value: "0" },
    OldDefault { until: 1, key: "start_choice", value: "fixed" },
    OldDefault { until: 1, key: "rescue", value: "own-turn" },
    OldDefault { until: 1, key: "join_slave", value: "no" },
    OldDefault { until: 1, key: "join_course", value: "companion" },
    OldDefault { until: 1, key: "double_max", value: "two" },
    OldDefault { until: 1, key: "join", value: "always" },
];

/// How the sides take "dèleb" and "dug" before the starting throw (Marin p. 508: "One side
/// chooses").
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum StartChoice {
    /// The first seat (team A's first player) chooses for his team: a decision.
    Choose,
    /// Drawn at random, even odds: a chance step.
    Draw,
    /// Team A holds "dèleb" without a choice (rules revision 1).
    Fixed,
}

/// The options as the rules use them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Setup {
    /// Cross-lines, `MIN_LINES ..= MAX_LINES`; also the number of men of each team.
    pub lines: u8,
    /// Players, 2 to 16, an even number, in two equal teams.
    pub players: u8,
    /// Chance in percent that a billet lands on its side (gà·r); 0 = never.
    pub gar: u8,
    /// Played at night: a billet on its side counts black (by day, white).
    pub night: bool,
    /// Passing to the next entry stage ends the turn (the Ludii reading) instead of going on
    /// throwing at once (Marin's "immediately passes on").
    pub pass_ends_turn: bool,
    /// How the sides take "dèleb" and "dug".
    pub start: StartChoice,
    /// Stored dèlebs may answer a threat during the opponents' moving (Marin's "for putting out of
    /// danger a man which is actually preyed upon"), not only in the team's own turn.
    pub rescue: bool,
    /// A man may join a man of his team who is still a slave (the DLP summary sets no limit).
    pub join_slave: bool,
    /// A double man follows the course of the man who joined (not of the man already there).
    pub newcomer_course: bool,
    /// Most men on one junction of a team: 2 (Marin's "the two companions") or the whole team.
    pub double_max: u8,
    /// A man landing on a companion may stand beside him without joining (the DLP summary's
    /// "they may choose to move both pieces as one").
    pub join_choice: bool,
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
        if !(0..=MAX_GAR as i32).contains(&gar) {
            return Err(bad(Msg::new("error.option_range").arg("gar").arg(gar).arg(0).arg(MAX_GAR)));
        }
        Ok(Setup {
            lines: lines as u8,
            players: players as u8,
            gar: gar as u8,
            night: o.choice("time") == "night",
            pass_ends_turn: o.choice("stage_pass") == "end-turn",
            start: match o.choice("start_choice") {
                "draw" => StartChoice::Draw,
                "fixed" => StartChoice::Fixed,
                _ => StartChoice::Choose,
            },
            rescue: o.choice("rescue") != "own-turn",
            join_slave: o.choice("join_slave") == "yes",
            newcomer_course: o.choice("join_course") == "newcomer",
            double_max: if o.choice("double_max") == "any" { lines as u8 } else { 2 },
            join_choice: o.choice("join") == "choose",
        })
    }

    /// Back to options (for JSON and records).
    pub fn to_options(self) -> Options {
        let mut o = Options::defaults(SPECS);
        let start = match self.start {
            StartChoice::Choose => "choose",
            StartChoice::Draw => "draw",
            StartChoice::Fixed => "fixed",
        };
        // Every value here came from checked options, so these cannot fail.
        let _ = o.set("lines", &self.lines.to_string());
        let _ = o.set("players", &self.players.to_string());
        let _ = o.set("gar", &self.gar.to_string());
        let _ = o.set("time", if self.night { "night" } else { "day" });
        let _ = o.set("stage_pass", if self.pass_ends_turn { "end-turn" } else { "continue" });
        let _ = o.set("start_choice", start);
        let _ = o.set("rescue", if self.rescue { "threat" } else { "own-turn" });
        let _ = o.set("join_slave", if self.join_slave { "yes" } else { "no" });
        let _ = o.set("join_course", if self.newcomer_course { "newcomer" } else { "companion" });
        let _ = o.set("double_max", if self.double_max > 2 { "any" } else { "two" });
        let _ = o.set("join", if self.join_choice { "choose" } else { "always" });
        o
    }
}
