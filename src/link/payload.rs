//! The bytes of a link (format version 1), without any game logic: what is written and read, in
//! which order, within which limits. `docs/links.md` describes the same layout for people.
//!
//! ```text
//! body   = version:u8 (=1)  revision:varint  options:str
//!          seats:varint (1..=8) × { player:u8  name:str }
//!          throws:u8 { 0 seeded: seed:u64le | 1 recorded: seed:u64le
//!                    | 2 correspondence: salt:16  started:u8  participants:varint (1..=8)
//!                                        × { seats:u8 (bit mask)  latest reveal:32 } }
//!          moves:varint (≤ 10 000) × index:varint
//! link   = body ‖ check:4      check = SHA-256("sandgames link" 0 ‖ game id ‖ 0 ‖ body)[0..4]
//! ```
//! `str` is a varint byte length then UTF-8; a varint is LEB128 in its shortest form.

use super::LinkError;
use super::bytes::{ReadError, Reader, Writer};
use super::limits::{MAX_LINK_SEATS, MAX_MOVES, MAX_NAME_BYTES, MAX_OPTIONS_BYTES};
use super::names::check_name;
use super::sha256::{Digest, Sha256};
use crate::i18n::Msg;
use crate::model::{Level, Player, SeatConfig};

/// The format this code writes. Every format ever released stays readable (see
/// `docs/links.md`, "Versioning").
pub const FORMAT_VERSION: u8 = 1;

/// How the throws of the game in a link were decided, with the data that decides them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PayloadThrows {
    /// Throw `n` is `chance_word(seed, n)`; checked on replay.
    Seeded(u64),
    /// Throws as recorded (a game transcribed from real sticks); later throws come from the seed.
    Recorded(u64),
    /// Correspondence play (see `correspondence.rs`).
    Correspondence { salt: [u8; 16], started: bool, participants: Vec<(u8, Digest)> },
}

/// The content of a link, field by field.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Payload {
    /// The rules revision (`Game::REVISION`) of the site that wrote it.
    pub revision: u32,
    /// The options that differ from their defaults, in `Options` text form.
    pub options: String,
    pub seats: Vec<SeatConfig>,
    pub throws: PayloadThrows,
    /// Each move's position in `Game::moves()` order at its turn (throws included).
    pub moves: Vec<u32>,
}

const PERSON: u8 = 0;

fn player_byte(p: Player) -> u8 {
    match p {
        Player::Human => PERSON,
        Player::Computer(level) => 1 + Level::ALL.iter().position(|&l| l == level).unwrap_or(0) as u8,
    }
}

fn player_from(b: u8) -> Option<Player> {
    match b {
        PERSON => Some(Player::Human),
        _ => Level::ALL.get(b as usize - 1).map(|&l| Player::Computer(l)),
    }
}

/// The 4-byte check that ends every link: it catches a link cut short or mistyped, and binds it
/// to its game. (It is no protection against deliberate edits: anyone can recompute it. Throws
/// are protected by the seed or the correspondence chains instead.)
pub fn checksum(game_id: &str, body: &[u8]) -> [u8; 4] {
    let d = Sha256::new()
        .update(b"sandgames link\0")
        .update(game_id.as_bytes())
        .update(&[0])
        .update(body)
        .finalize();
    [d[0], d[1], d[2], d[3]]
}

impl Payload {
    /// The link's bytes (body and check) for game `game_id`.
    pub fn to_bytes(&self, game_id: &str) -> Vec<u8> {
        let mut w = Writer::new();
        w.u8(FORMAT_VERSION).varint(self.revision as u64).str(&self.options);
        w.varint(self.seats.len() as u64);
        for s in &self.seats {
            w.u8(player_byte(s.player)).str(&s.name);
        }
        match &self.throws {
            PayloadThrows::Seeded(seed) => w.u8(0).u64_le(*seed),
            PayloadThrows::Recorded(seed) => w.u8(1).u64_le(*seed),
            PayloadThrows::Correspondence { salt, started, participants } => {
                w.u8(2).bytes(salt).u8(*started as u8).varint(participants.len() as u64);
                for (mask, reveal) in participants {
                    w.u8(*mask).bytes(reveal);
                }
                &mut w
            }
        };
        w.varint(self.moves.len() as u64);
        for &m in &self.moves {
            w.varint(m as u64);
        }
        let check = checksum(game_id, w.as_slice());
        w.bytes(&check);
        w.into_bytes()
    }

    /// Reads a link's bytes for game `game_id`: the check first (damage is the likeliest
    /// problem), then the version, then every field within its limits.
    pub fn from_bytes(game_id: &str, bytes: &[u8]) -> Result<Payload, LinkError> {
        if bytes.len() < 5 {
            return Err(LinkError::new(Msg::new("link.error.damaged")));
        }
        let (body, check) = bytes.split_at(bytes.len() - 4);
        if checksum(game_id, body) != check {
            return Err(LinkError::new(Msg::new("link.error.damaged")));
        }
        match body[0] {
            FORMAT_VERSION => read_v1(&body[1..]).map_err(|e| e.offset(1)),
            v if v > FORMAT_VERSION => {
                Err(LinkError::new(Msg::new("link.error.newer_format").arg(v).arg(FORMAT_VERSION)))
            }
            v => Err(LinkError::new(Msg::new("link.error.unknown_format").arg(v))),
        }
    }
}

/// A field-level failure while reading, before it becomes a `LinkError` (positions are relative
/// to the data after the version byte until `offset` fixes them).
enum Bad {
    Read(ReadError),
    Other(LinkError),
}

impl From<ReadError> for Bad {
    fn from(e: ReadError) -> Bad {
        Bad::Read(e)
    }
}

impl Bad {
    fn offset(self, by: usize) -> LinkError {
        match self {
            Bad::Read(e) => LinkError::new(shift(e, by).msg()),
            Bad::Other(e) => e,
        }
    }
}

fn shift(e: ReadError, by: usize) -> ReadError {
    match e {
        ReadError::End { at } => ReadError::End { at: at + by },
        ReadError::Overlong { at } => ReadError::Overlong { at: at + by },
        ReadError::TooBig { at, value, max } => ReadError::TooBig { at: at + by, value, max },
        ReadError::Utf8 { at } => ReadError::Utf8 { at: at + by },
        ReadError::Trailing { at, count } => ReadError::Trailing { at: at + by, count },
    }
}

fn other(why: Msg) -> Bad {
    Bad::Other(LinkError::new(why))
}

fn read_v1(data: &[u8]) -> Result<Payload, Bad> {
    let mut r = Reader::new(data);
    let revision = r.varint(u32::MAX as u64)? as u32;
    let options = r.str(MAX_OPTIONS_BYTES)?.to_string();
    let n = r.count(MAX_LINK_SEATS, 2)?;
    if n == 0 {
        return Err(other(Msg::new("link.error.no_seats")));
    }
    let mut seats = Vec::with_capacity(n);
    for i in 0..n {
        let b = r.u8()?;
        let player = player_from(b).ok_or_else(|| other(Msg::new("link.error.player").arg(i).arg(b)))?;
        let name = r.str(MAX_NAME_BYTES)?;
        check_name(name)
            .map_err(|why| Bad::Other(LinkError::new(Msg::new("link.error.name").arg(i)).detail(why)))?;
        seats.push(SeatConfig { name: name.to_string(), player });
    }
    let throws = match r.u8()? {
        0 => PayloadThrows::Seeded(r.u64_le()?),
        1 => PayloadThrows::Recorded(r.u64_le()?),
        2 => {
            let salt = r.array::<16>()?;
            let started = match r.u8()? {
                0 => false,
                1 => true,
                b => return Err(other(Msg::new("link.error.started").arg(b))),
            };
            let p = r.count(MAX_LINK_SEATS, 33)?;
            if p == 0 {
                return Err(other(Msg::new("link.error.owners")));
            }
            let mut participants = Vec::with_capacity(p);
            for _ in 0..p {
                let mask = r.u8()?;
                participants.push((mask, r.array::<32>()?));
            }
            PayloadThrows::Correspondence { salt, started, participants }
        }
        b => return Err(other(Msg::new("link.error.throws").arg(b))),
    };
    let m = r.count(MAX_MOVES, 1)?;
    let mut moves = Vec::with_capacity(m);
    for _ in 0..m {
        moves.push(r.varint(u32::MAX as u64)? as u32);
    }
    r.finish()?;
    Ok(Payload { revision, options, seats, throws, moves })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Payload {
        Payload {
            revision: 3,
            options: "goal=20".into(),
            seats: vec![SeatConfig::human("Åsa"), SeatConfig::computer(Level::Strong)],
            throws: PayloadThrows::Seeded(0x0123_4567_89AB_CDEF),
            moves: vec![0, 1, 127, 128, 70_000],
        }
    }

    #[test]
    fn layout_is_as_documented() {
        let p = Payload { options: String::new(), moves: vec![2, 200], ..sample() };
        let b = p.to_bytes("pig");
        let body: &[u8] = &[
            1, 3, 0, // version, revision, empty options
            2, 0, 4, 0xC3, 0x85, b's', b'a', 3, 0, // two seats: person "Åsa", strong computer
            0, 0xEF, 0xCD, 0xAB, 0x89, 0x67, 0x45, 0x23, 0x01, // seeded, seed little-endian
            2, 2, 0xC8, 0x01, // two moves: 2 and 200
        ];
        assert_eq!(&b[..b.len() - 4], body);
        assert_eq!(b[b.len() - 4..], checksum("pig", body));
        assert_eq!(Payload::from_bytes("pig", &b).unwrap(), p);
    }

    #[test]
    fn every_kind_of_throws_round_trips() {
        for throws in [
            PayloadThrows::Seeded(7),
            PayloadThrows::Recorded(u64::MAX),
            PayloadThrows::Correspondence {
                salt: [9; 16],
                started: true,
                participants: vec![(1, [3; 32]), (2, [4; 32])],
            },
        ] {
            let p = Payload { throws, ..sample() };
            assert_eq!(Payload::from_bytes("pig", &p.to_bytes("pig")).unwrap(), p);
        }
    }

    #[test]
    fn the_check_binds_the_game_and_catches_damage() {
        let b = sample().to_bytes("pig");
        assert_eq!(Payload::from_bytes("dablot", &b).unwrap_err().why.key, "link.error.damaged");
        for cut in 0..b.len() {
            assert_eq!(Payload::from_bytes("pig", &b[..cut]).unwrap_err().why.key, "link.error.damaged");
        }
    }

    /// Seals a hand-made body with a correct check, to reach the field checks behind it.
    fn sealed(body: &[u8]) -> Result<Payload, LinkError> {
        let mut b = body.to_vec();
        b.extend_from_slice(&checksum("pig", body));
        Payload::from_bytes("pig", &b)
    }

    #[test]
    fn field_errors_are_reported_not_panicked() {
        let key = |body: &[u8]| sealed(body).unwrap_err().why.key;
        assert_eq!(key(&[2, 0]), "link.error.newer_format");
        assert_eq!(key(&[0, 0]), "link.error.unknown_format");
        assert_eq!(key(&[1]), "link.error.truncated");
        assert_eq!(key(&[1, 0x80, 0x00]), "link.error.overlong");
        assert_eq!(key(&[1, 0, 0, 9]), "link.error.too_big", "nine seats");
        assert_eq!(key(&[1, 0, 0, 0]), "link.error.no_seats");
        assert_eq!(key(&[1, 0, 0, 1, 4, 0]), "link.error.player");
        assert_eq!(key(&[1, 0, 0, 1, 0, 2, 0xFF, 0xFE]), "link.error.utf8");
        assert_eq!(key(&[1, 0, 0, 1, 0, 1, b'\n']), "link.error.name");
        assert_eq!(key(&[1, 0, 0, 1, 0, 0, 3]), "link.error.throws");
        assert_eq!(
            key(&[1, 0, 0, 1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0xFF, 0xFF, 0x03]),
            "link.error.too_big"
        );
        assert_eq!(key(&[1, 0, 0, 1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0x90, 0x4E]), "link.error.truncated");
        assert_eq!(key(&[1, 0, 0, 1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 0]), "link.error.trailing");
        let mut corr = vec![1, 0, 0, 1, 0, 0, 2];
        corr.extend([0; 16]);
        assert_eq!(key(&[&corr[..], &[2]].concat()), "link.error.started");
        assert_eq!(key(&[&corr[..], &[1, 0]].concat()), "link.error.owners");
        assert_eq!(key(&[&corr[..], &[1, 1, 1]].concat()), "link.error.truncated");
        assert!(sealed(&[1, 0, 0, 1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 0]).is_ok());
    }
}
