//! Hard limits on everything read from a link or a record. Every length and count read from input
//! is checked against one of these (and against the bytes actually left) before anything is
//! allocated or looped over, so a hostile link costs at most a bounded amount of work.

/// The longest address (or query) `open` looks at, in characters. A game of `MAX_MOVES` moves
/// fits even when every move takes two bytes (move lists longer than 128).
pub const MAX_ADDRESS_CHARS: usize = 200_000;

/// The most moves (throws included) a link or record may hold. A long Dablot game is a few
/// hundred moves; Dèleb's random games average about 2,300 with the usual 20 cross-lines (and
/// tens of thousands with 100), so the bound is generous. Replaying this many moves is the most
/// work a hostile link can cause.
pub const MAX_MOVES: usize = 50_000;

/// The longest options text (`key=value,…`) in a link or record, in bytes.
pub const MAX_OPTIONS_BYTES: usize = 1_024;

/// The longest player name, in characters (Unicode scalar values) …
pub const MAX_NAME_CHARS: usize = 40;

/// … and in bytes of UTF-8 (40 characters of 4 bytes each).
pub const MAX_NAME_BYTES: usize = 4 * MAX_NAME_CHARS;

/// The most seats (and so the most correspondence participants) a link may describe.
pub const MAX_LINK_SEATS: usize = crate::model::MAX_SEATS;

/// The most seats a link of format 1 could describe (it is still read with this limit, and its
/// seat masks are one byte).
pub const MAX_LINK_SEATS_V1: usize = 8;

/// The most draw offers, answers and resignations (acts) a correspondence link may hold. Each act
/// publishes a value of its participant's chain, so a game can hold at most `CHAIN_LENGTH` per
/// participant; a real game holds a handful.
pub const MAX_ACTS: usize = CHAIN_LENGTH as usize;

/// K, the length of each correspondence participant's hash chain: how many times it can publish
/// a reveal (once per turn it plays, and once more for the creator's start) in one game. A long
/// game of 200 turns uses about 100 per participant, a random two-player Dèleb game about 600;
/// computing a reveal from the secret costs up to K hashes (a few milliseconds in a browser).
pub const CHAIN_LENGTH: u32 = 4_096;

/// The largest record file `import_record` reads, in bytes.
pub const MAX_RECORD_BYTES: usize = 2 * 1024 * 1024;

/// The longest line of a record, in bytes.
pub const MAX_RECORD_LINE_BYTES: usize = 2_048;

/// The most header lines (everything before `moves:`) in a record.
pub const MAX_RECORD_HEADER_LINES: usize = 64;
