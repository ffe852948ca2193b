//! Who sits at each seat: a person or the computer, and a name to show.

/// A place at the table, `0..seats`.
pub type Seat = u8;

/// Games seat at most this many players (Dèleb's "2, 4, 6, 8, or more": up to two teams of 8).
pub const MAX_SEATS: usize = 16;

/// How hard the computer plays. Each level is a thinking budget (see `ai::Level`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Level {
    Beginner,
    Intermediate,
    Strong,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Beginner, Level::Intermediate, Level::Strong];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Beginner => "beginner",
            Level::Intermediate => "intermediate",
            Level::Strong => "strong",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.as_str() == text)
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    Human,
    Computer(Level),
}

/// One seat's player. The name is whatever a person typed (or came in a link): it is only ever
/// shown as text, never as markup.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SeatConfig {
    pub name: String,
    pub player: Player,
}

impl SeatConfig {
    pub fn human(name: impl Into<String>) -> SeatConfig {
        SeatConfig { name: name.into(), player: Player::Human }
    }

    pub fn computer(level: Level) -> SeatConfig {
        SeatConfig { name: String::new(), player: Player::Computer(level) }
    }

    pub fn is_computer(&self) -> bool {
        matches!(self.player, Player::Computer(_))
    }
}
