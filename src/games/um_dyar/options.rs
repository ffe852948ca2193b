//! The options of Um dyar, and the settings a state carries once they are read.

use crate::model::{OldDefault, OptionKind, OptionSpec, Options};

/// Holes per row: "two rows of an even number of holes, between 2 and 12".
pub const HOLES: &str = "holes";
/// Seeds per hole at the start (also the capture ceiling); 0 = by the board's size, as the source
/// says (see [`super::setup::seeds_per_hole`]).
pub const SEEDS: &str = "seeds";
/// For boards of 8 and 12 holes: as many seeds as the whole board has holes (`board`, the
/// source's first reading) or as one row has (`row`, its alternative).
pub const FILL: &str = "fill";
/// Which side's holes a capture may take (ours: the source names no side).
pub const CAPTURES: &str = "captures";
/// Moves without a capture after which a game stops (ours: the source has no such rule).
pub const STALL: &str = "stall";
/// A match of games set up from each player's captures (the source's usual way, the default
/// since rules revision 2), or a single game.
pub const MODE: &str = "mode";
/// The most games a match lasts; 0 (the default since rules revision 2) for no limit, as in the
/// source (ours: a limit for players who want a match of a set length).
pub const MATCH_GAMES: &str = "match-games";
/// Who moves first in the (first) game.
pub const FIRST: &str = "first";

/// The options in the order the new-game panel shows them: how much is played (the source:
/// "Usually you don't play just a game, but a match") first.
pub const SPECS: &[OptionSpec] = &[
    OptionSpec { key: MODE, kind: OptionKind::Choice(&["match", "game"]), default: "match", rule: "match" },
    OptionSpec {
        key: MATCH_GAMES,
        kind: OptionKind::Int { min: 0, max: 99, step: 1 },
        default: "0",
        rule: "match-limit",
    },
    OptionSpec {
        key: HOLES,
        kind: OptionKind::Int { min: 2, max: 12, step: 2 },
        default: "6",
        rule: "board",
    },
    OptionSpec {
        key: SEEDS,
        kind: OptionKind::Int { min: 0, max: 24, step: 1 },
        default: "0",
        rule: "seeds",
    },
    OptionSpec { key: FILL, kind: OptionKind::Choice(&["board", "row"]), default: "board", rule: "seeds" },
    OptionSpec {
        key: CAPTURES,
        kind: OptionKind::Choice(&["both-sides", "opponent-side"]),
        default: "both-sides",
        rule: "capture-side",
    },
    OptionSpec {
        key: STALL,
        kind: OptionKind::Int { min: 20, max: 1000, step: 10 },
        default: "100",
        rule: "stall",
    },
    OptionSpec { key: FIRST, kind: OptionKind::Choice(&["0", "1"]), default: "0", rule: "first" },
];

/// The defaults of rules revision 1: a single game, and a match of at most 10 games.
pub const OLD_DEFAULTS: &[OldDefault] = &[
    OldDefault { until: 1, key: MODE, value: "game" },
    OldDefault { until: 1, key: MATCH_GAMES, value: "10" },
];

/// Which holes a capture may take.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CaptureSide {
    /// Holes on either side of the board (our default: the source names no side).
    Both,
    /// Only the opponent's holes (the reading of some other mancalas and of Ludii's "Manddiaré").
    Opponent,
}

impl CaptureSide {
    pub fn as_str(self) -> &'static str {
        match self {
            CaptureSide::Both => "both-sides",
            CaptureSide::Opponent => "opponent-side",
        }
    }

    pub fn parse(text: &str) -> Option<CaptureSide> {
        [CaptureSide::Both, CaptureSide::Opponent].into_iter().find(|c| c.as_str() == text)
    }
}

/// A single game or a match.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Mode {
    Game,
    Match,
}

impl Mode {
    pub fn as_str(self) -> &'static str {
        match self {
            Mode::Game => "game",
            Mode::Match => "match",
        }
    }

    pub fn parse(text: &str) -> Option<Mode> {
        [Mode::Game, Mode::Match].into_iter().find(|m| m.as_str() == text)
    }
}

/// The options read into plain values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Settings {
    pub holes: usize,
    /// 0 = by the board's size.
    pub seeds: u32,
    /// `fill=row`.
    pub fill_by_row: bool,
    pub captures: CaptureSide,
    pub stall: u16,
    pub mode: Mode,
    /// 0: no limit.
    pub match_games: u16,
    pub first: u8,
}

impl Settings {
    pub fn read(o: &Options) -> Settings {
        Settings {
            holes: o.int(HOLES).max(0) as usize,
            seeds: o.int(SEEDS).max(0) as u32,
            fill_by_row: o.choice(FILL) == "row",
            captures: CaptureSide::parse(o.choice(CAPTURES)).unwrap_or(CaptureSide::Both),
            stall: o.int(STALL).clamp(1, u16::MAX as i32) as u16,
            mode: Mode::parse(o.choice(MODE)).unwrap_or(Mode::Match),
            match_games: o.int(MATCH_GAMES).clamp(0, 99) as u16,
            first: (o.choice(FIRST) == "1") as u8,
        }
    }
}
