//! The bytes of a link, without any game logic: what is written and read, in which order, within
//! which limits. `docs/links.md` describes the same layout for people. This code writes format 2
//! and reads formats 1 and 2 (every format ever released stays readable).
//!
//! ```text
//! body   = version:u8 (=2)  revision:varint  options:str
//!          seats:varint (1..=16) × { player:u8  name:str }
//!          throws:u8 { 0 seeded: seed:u64le | 1 recorded: seed:u64le
//!                    | 2 correspondence: salt:16  started:u8  participants:varint (1..=16)
//!                                        × { seats:varint (bit mask < 2^16)  latest reveal:32 } }
//!          moves:varint (≤ 50 000) × index:varint
//!          ending:u8 { 0 none | 1 draw agreed | 2 resigned: seat:varint }
//!          [correspondence only] acts:varint (≤ 4 096)
//!                                × { after:varint  participant:varint
//!                                    kind:u8 { 0 offer | 1 accept | 2 decline | 3 resign: seat:varint } }
//! link   = body ‖ check:4      check = SHA-256("sandgames link" 0 ‖ game id ‖ 0 ‖ body)[0..4]
//! ```
//! `str` is a varint byte length then UTF-8; a varint is LEB128 in its shortest form. Format 1 is
//! the same up to the moves, with at most 8 seats and participants, one byte per seat mask, and
//! nothing after the moves.

use super::LinkError;
use super::acts::{Act, ActKind};
use super::bytes::{ReadError, Reader, Writer};
use super::limits::{
    MAX_ACTS, MAX_LINK_SEATS, MAX_LINK_SEATS_V1, MAX_MOVES, MAX_NAME_BYTES, MAX_OPTIONS_BYTES,
};
use super::names::check_name;
use super::sha256::{Digest, Sha256};
use crate::i18n::Msg;
use crate::model::{Ending, Level, Player, SeatConfig};

/// The format this code writes. Every format ever released stays readable (see
/// `docs/links.md`, "Versioning").
pub const FORMAT_VERSION: u8 = 2;

/// How the throws of the game in a link were decided, with the data that decides them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PayloadThrows {
    /// Throw `n` is `chance_word(seed, n)`; checked on replay.
    Seeded(u64),
    /// Throws as recorded (a game transcribed from real sticks); later throws come from the seed.
    Recorded(u64),
    /// Correspondence play (see `correspondence.rs`): each participant's seats (a mask, bit `s`
    /// = seat `s`) and latest published value, and the draw offers, answers and resignations
    /// (`acts.rs`).
    Correspondence { salt: [u8; 16], started: bool, participants: Vec<(u16, Digest)>, acts: Vec<Act> },
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
    /// How the game ended by agreement after its moves (format 2; always `None` in format 1).
    /// In correspondence play it must be the ending the acts give.
    pub ending: Option<Ending>,
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
            PayloadThrows::Correspondence { salt, started, participants, .. } => {
                w.u8(2).bytes(salt).u8(*started as u8).varint(participants.len() as u64);
                for (mask, reveal) in participants {
                    w.varint(*mask as u64).bytes(reveal);
                }
                &mut w
            }
        };
        w.varint(self.moves.len() as u64);
        for &m in &self.moves {
            w.varint(m as u64);
        }
        match self.ending {
            None => w.u8(0),
            Some(Ending::DrawAgreed) => w.u8(1),
            Some(Ending::Resigned(seat)) => w.u8(2).varint(seat as u64),
        };
        if let PayloadThrows::Correspondence { acts, .. } = &self.throws {
            w.varint(acts.len() as u64);
            for a in acts {
                w.varint(a.after as u64).varint(a.participant as u64);
                match a.kind {
                    ActKind::Offer => w.u8(0),
                    ActKind::Accept => w.u8(1),
                    ActKind::Decline => w.u8(2),
                    ActKind::Resign(seat) => w.u8(3).varint(seat as u64),
                };
            }
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
            1 => read_v1(&body[1..]).map_err(|e| e.offset(1)),
            2 => read_v2(&body[1..]).map_err(|e| e.offset(1)),
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

/// Format 1 (the first released): at most 8 seats, one-byte seat masks, nothing after the moves.
/// Kept as it was read then, so every link made then opens the same game.
fn read_v1(data: &[u8]) -> Result<Payload, Bad> {
    let mut r = Reader::new(data);
    let (revision, options, seats) = read_head(&mut r, MAX_LINK_SEATS_V1)?;
    let throws = read_throws(&mut r, MAX_LINK_SEATS_V1, |r| Ok(r.u8()? as u16))?;
    let moves = read_moves(&mut r)?;
    r.finish()?;
    Ok(Payload { revision, options, seats, throws, moves, ending: None })
}

/// Format 2: up to 16 seats, seat masks as varints, then the ending and, in correspondence play,
/// the acts.
fn read_v2(data: &[u8]) -> Result<Payload, Bad> {
    let mut r = Reader::new(data);
    let (revision, options, seats) = read_head(&mut r, MAX_LINK_SEATS)?;
    let mut throws = read_throws(&mut r, MAX_LINK_SEATS, |r| Ok(r.varint(u16::MAX as u64)? as u16))?;
    let moves = read_moves(&mut r)?;
    let ending = match r.u8()? {
        0 => None,
        1 => Some(Ending::DrawAgreed),
        2 => Some(Ending::Resigned(read_seat(&mut r, seats.len())?)),
        b => return Err(other(Msg::new("link.error.ending").arg(b))),
    };
    if let PayloadThrows::Correspondence { participants, acts, .. } = &mut throws {
        let n = r.count(MAX_ACTS, 3)?;
        let mut after_last = 0;
        for _ in 0..n {
            let after = r.varint(moves.len() as u64)? as usize;
            if after < after_last {
                return Err(other(Msg::new("link.error.acts")));
            }
            after_last = after;
            let participant = r.varint(participants.len() as u64 - 1)? as usize;
            let kind = match r.u8()? {
                0 => ActKind::Offer,
                1 => ActKind::Accept,
                2 => ActKind::Decline,
                3 => ActKind::Resign(read_seat(&mut r, seats.len())?),
                b => return Err(other(Msg::new("link.error.act").arg(b))),
            };
            acts.push(Act { after, participant, kind });
        }
    }
    r.finish()?;
    Ok(Payload { revision, options, seats, throws, moves, ending })
}

/// A seat number of a game of `seats` seats.
fn read_seat(r: &mut Reader, seats: usize) -> Result<u8, Bad> {
    Ok(r.varint(seats.saturating_sub(1) as u64)? as u8)
}

/// The revision, options and seats (at most `max_seats`).
fn read_head(r: &mut Reader, max_seats: usize) -> Result<(u32, String, Vec<SeatConfig>), Bad> {
    let revision = r.varint(u32::MAX as u64)? as u32;
    let options = r.str(MAX_OPTIONS_BYTES)?.to_string();
    let n = r.count(max_seats, 2)?;
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
    Ok((revision, options, seats))
}

/// How the throws are decided; `mask` reads one participant's seat mask (its form differs by
/// format). Correspondence acts come later and start empty.
fn read_throws(
    r: &mut Reader,
    max_participants: usize,
    mask: impl Fn(&mut Reader) -> Result<u16, ReadError>,
) -> Result<PayloadThrows, Bad> {
    Ok(match r.u8()? {
        0 => PayloadThrows::Seeded(r.u64_le()?),
        1 => PayloadThrows::Recorded(r.u64_le()?),
        2 => {
            let salt = r.array::<16>()?;
            let started = match r.u8()? {
                0 => false,
                1 => true,
                b => return Err(other(Msg::new("link.error.started").arg(b))),
            };
            let p = r.count(max_participants, 33)?;
            if p == 0 {
                return Err(other(Msg::new("link.error.owners")));
            }
            let mut participants = Vec::with_capacity(p);
            for _ in 0..p {
                let m = mask(r)?;
                participants.push((m, r.array::<32>()?));
            }
            PayloadThrows::Correspondence { salt, started, participants, acts: Vec::new() }
        }
        b => return Err(other(Msg::new("link.error.throws").arg(b))),
    })
}

fn read_moves(r: &mut Reader) -> Result<Vec<u32>, Bad> {
    let m = r.count(MAX_MOVES, 1)?;
    let mut moves = Vec::with_capacity(m);
    for _ in 0..m {
        moves.push(r.varint(u32::MAX as u64)? as u32);
    }
    Ok(moves)
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
            ending: None,
        }
    }

    #[test]
    fn layout_is_as_documented() {
        let p = Payload {
            options: String::new(),
            moves: vec![2, 200],
            ending: Some(Ending::Resigned(1)),
            ..sample()
        };
        let b = p.to_bytes("pig");
        let body: &[u8] = &[
            2, 3, 0, // version, revision, empty options
            2, 0, 4, 0xC3, 0x85, b's', b'a', 3, 0, // two seats: person "Åsa", strong computer
            0, 0xEF, 0xCD, 0xAB, 0x89, 0x67, 0x45, 0x23, 0x01, // seeded, seed little-endian
            2, 2, 0xC8, 0x01, // two moves: 2 and 200
            2, 1, // ending: seat 1 resigned
        ];
        assert_eq!(&b[..b.len() - 4], body);
        assert_eq!(b[b.len() - 4..], checksum("pig", body));
        assert_eq!(Payload::from_bytes("pig", &b).unwrap(), p);
        // Correspondence: masks are varints, and the acts follow the ending.
        let p = Payload {
            options: String::new(),
            moves: vec![],
            throws: PayloadThrows::Correspondence {
                salt: [5; 16],
                started: true,
                participants: vec![(0x0101, [6; 32])],
                acts: vec![Act { after: 0, participant: 0, kind: ActKind::Resign(1) }],
            },
            ending: Some(Ending::Resigned(1)),
            ..sample()
        };
        let b = p.to_bytes("pig");
        let mut body = vec![2, 3, 0, 2, 0, 4, 0xC3, 0x85, b's', b'a', 3, 0, 2];
        body.extend([5; 16]);
        body.extend([1, 1, 0x81, 0x02]); // started, one participant, seats 0 and 8
        body.extend([6; 32]);
        body.extend([0, 2, 1]); // no moves, ending: seat 1 resigned
        body.extend([1, 0, 0, 3, 1]); // one act: after 0 moves, participant 0 resigns seat 1
        assert_eq!(&b[..b.len() - 4], &body[..]);
        assert_eq!(Payload::from_bytes("pig", &b).unwrap(), p);
    }

    #[test]
    fn format_1_is_still_read_as_it_was() {
        // A body of format 1, as the first released site wrote it.
        let body: &[u8] = &[
            1, 3, 0, // version, revision, empty options
            2, 0, 4, 0xC3, 0x85, b's', b'a', 3, 0, // two seats: person "Åsa", strong computer
            0, 0xEF, 0xCD, 0xAB, 0x89, 0x67, 0x45, 0x23, 0x01, // seeded, seed little-endian
            2, 2, 0xC8, 0x01, // two moves: 2 and 200
        ];
        let mut b = body.to_vec();
        b.extend_from_slice(&checksum("pig", body));
        let p = Payload { options: String::new(), moves: vec![2, 200], ..sample() };
        assert_eq!(Payload::from_bytes("pig", &b).unwrap(), p);
        // Its correspondence part: one byte per seat mask, no acts.
        let mut body = vec![1, 0, 0, 1, 0, 0, 2];
        body.extend([0; 16]);
        body.extend([1, 1, 0x01]);
        body.extend([9; 32]);
        body.push(0);
        let mut b = body.clone();
        b.extend_from_slice(&checksum("pig", &body));
        let p = Payload::from_bytes("pig", &b).unwrap();
        assert_eq!(
            p.throws,
            PayloadThrows::Correspondence {
                salt: [0; 16],
                started: true,
                participants: vec![(1, [9; 32])],
                acts: vec![]
            }
        );
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
                acts: vec![
                    Act { after: 2, participant: 1, kind: ActKind::Offer },
                    Act { after: 2, participant: 0, kind: ActKind::Decline },
                    Act { after: 5, participant: 0, kind: ActKind::Offer },
                    Act { after: 5, participant: 1, kind: ActKind::Accept },
                ],
            },
        ] {
            for ending in [None, Some(Ending::DrawAgreed), Some(Ending::Resigned(0))] {
                let p = Payload { throws: throws.clone(), ending, ..sample() };
                assert_eq!(Payload::from_bytes("pig", &p.to_bytes("pig")).unwrap(), p);
            }
        }
        // Sixteen seats, owned by two participants.
        let p = Payload {
            seats: (0..16).map(|i| SeatConfig::human(format!("P{i}"))).collect(),
            throws: PayloadThrows::Correspondence {
                salt: [1; 16],
                started: false,
                participants: vec![(0x5555, [3; 32]), (0xAAAA, [4; 32])],
                acts: vec![],
            },
            moves: vec![],
            ending: Some(Ending::Resigned(15)),
            ..sample()
        };
        assert_eq!(Payload::from_bytes("pig", &p.to_bytes("pig")).unwrap(), p);
    }

    #[test]
    fn the_check_binds_the_game_and_catches_damage() {
        let b = sample().to_bytes("pig");
        assert_eq!(Payload::from_bytes("other", &b).unwrap_err().why.key, "link.error.damaged");
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
        assert_eq!(key(&[3, 0]), "link.error.newer_format");
        assert_eq!(key(&[0, 0]), "link.error.unknown_format");
        // Format 1.
        assert_eq!(key(&[1]), "link.error.truncated");
        assert_eq!(key(&[1, 0x80, 0x00]), "link.error.overlong");
        assert_eq!(key(&[1, 0, 0, 9]), "link.error.too_big", "nine seats in format 1");
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
        // Format 2: seventeen seats; the ending; the acts.
        let seeded = [2, 0, 0, 1, 0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8];
        assert!(sealed(&[&seeded[..], &[0, 0]].concat()).is_ok());
        assert_eq!(key(&[2, 0, 0, 17]), "link.error.too_big", "seventeen seats");
        assert_eq!(key(&[&seeded[..], &[0]].concat()), "link.error.truncated", "no ending byte");
        assert_eq!(key(&[&seeded[..], &[0, 3]].concat()), "link.error.ending");
        assert_eq!(key(&[&seeded[..], &[0, 2, 1]].concat()), "link.error.too_big", "seat 1 of one");
        assert_eq!(key(&[&seeded[..], &[0, 0, 0]].concat()), "link.error.trailing", "acts in a seeded link");
        let mut corr = vec![2, 0, 0, 2, 0, 0, 0, 0, 2];
        corr.extend([0; 16]);
        corr.extend([1, 2, 0x01]);
        corr.extend([0; 32]);
        corr.push(0x02);
        corr.extend([0; 32]);
        corr.extend([1, 0]); // one move, index 0
        let acts = |a: &[u8]| [&corr[..], &[0], a].concat();
        assert!(sealed(&acts(&[0])).is_ok());
        assert!(sealed(&acts(&[2, 1, 1, 0, 1, 0, 2])).is_ok());
        assert_eq!(key(&acts(&[1, 2, 0, 0])), "link.error.too_big", "an act after move 2 of 1");
        assert_eq!(key(&acts(&[1, 0, 2, 0])), "link.error.too_big", "participant 2 of 2");
        assert_eq!(key(&acts(&[1, 0, 0, 4])), "link.error.act");
        assert_eq!(key(&acts(&[1, 0, 0, 3, 2])), "link.error.too_big", "resigning seat 2 of 2");
        assert_eq!(key(&acts(&[2, 1, 0, 0, 0, 1, 1])), "link.error.acts", "acts out of order");
        assert_eq!(key(&acts(&[0xFF, 0x1F])), "link.error.truncated", "more acts than bytes");
        let mut wide = vec![2, 0, 0, 1, 0, 0, 2];
        wide.extend([0; 16]);
        wide.extend([1, 1, 0x80, 0x80, 0x04]); // a mask of 2^16
        wide.extend([0; 32]);
        wide.extend([0, 0, 0]);
        assert_eq!(key(&wide), "link.error.too_big");
    }
}
