//! A tally of throws from the throw lab (Dèleb's billets, the hyena game's sticks), as a short
//! checked code a pupil gives the teacher, and a class's tallies added up. No server: the code
//! travels by hand, link or QR code, and the teacher's page adds the codes it is given.
//!
//! A code is URL-safe base64 (`base64.rs`) of:
//!
//! | bytes | field |
//! |---|---|
//! | 1 | format, 1 |
//! | 1 | flags: bits 0–1 the game (its `Sticks::tally_code`: 0 Dèleb, 1 the hyena game), bit 2 real sticks (tallied by hand), bit 3 night |
//! | 1 | the rate of sticks on their side in percent (Dèleb's gà·r; 0 for sticks that never lie so) |
//! | 3 | the tally's id (random; a later code of the same tally replaces the earlier one) |
//! | varints | how often each throw came up, in the game's order (Dèleb: dèleb, dug, 3, gàsse, sìtte; hyena: tâba, ymn, three flat, sta) |
//! | varint | sticks that may lie on their side only (Dèleb): those seen on their side |
//! | 3 | check: the first bytes of SHA-256 of `"sandgames tally\0"` and the bytes before it |
//!
//! A hundred throws make a code of about 16 characters. The check catches a code mistyped or cut
//! short (a wrong code passes it about once in 16 million); it is no protection against a pupil
//! who edits his tally on purpose.
//!
//! The margin beside each bar (`margin_bp`) is three standard errors of a share: a fair tally
//! strays further from the exact odds about 3 times in 1,000 for each bar.

use super::base64;
use super::bytes::{Reader, Writer};
use super::sha256::Sha256;
use crate::games::GameId;
use crate::games::info::Sticks;
use crate::i18n::Msg;
use crate::model::Prob;

/// The format written first in every code.
pub const TALLY_FORMAT: u8 = 1;
/// The most throws of one name a tally holds (far more than any class throws by hand).
pub const MAX_COUNT: u64 = 1_000_000_000;
/// Standard errors in the margin shown beside each bar.
pub const MARGIN_SE: u64 = 3;

const CHECK: usize = 3;
const GAME_BITS: u8 = 0b11;
const REAL: u8 = 1 << 2;
const NIGHT: u8 = 1 << 3;

/// A tally of throws and the settings they were thrown under.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Tally {
    /// A game thrown with sticks (its entry's `sticks`).
    pub game: GameId,
    /// Thrown with real sticks and tallied by hand, not drawn by the computer.
    pub real: bool,
    /// Sticks that may lie on their side (Dèleb's billets): one on its side counts black (night)
    /// rather than white (day).
    pub night: bool,
    /// Sticks that may lie on their side: the chance, in percent, that one does (the computer's
    /// throws; Dèleb's gà·r).
    pub gar: u8,
    /// A random number telling this tally from others (24 bits).
    pub id: u32,
    /// How often each throw came up, in the game's order of throws (`Sticks::throws`).
    pub counts: Vec<u64>,
    /// Sticks seen lying on their side.
    pub side: u64,
}

/// The sticks of `game`, if it is thrown with sticks.
fn sticks(game: GameId) -> Option<&'static Sticks> {
    game.info().sticks
}

/// The sticks of `game` may lie on their side (and a tally then says how often, and when).
fn on_side(game: GameId) -> bool {
    sticks(game).is_some_and(|s| s.on_side.is_some())
}

/// The number of named throws of a game's sticks (0 for a game without sticks).
pub fn throw_count(game: GameId) -> usize {
    sticks(game).map_or(0, |s| (s.throws)().len())
}

impl Tally {
    /// An empty tally. The id is cut to 24 bits; the settings the game does not use are zeroed.
    pub fn new(game: GameId, real: bool, gar: u8, night: bool, id: u32) -> Tally {
        let side = on_side(game);
        Tally {
            game,
            real,
            night: night && side,
            gar: if side { gar.min(100) } else { 0 },
            id: id & 0xFF_FFFF,
            counts: vec![0; throw_count(game)],
            side: 0,
        }
    }

    /// Throws in all.
    pub fn throws(&self) -> u64 {
        self.counts.iter().sum()
    }

    /// Were both thrown the same way (same game, same kind of sticks, same gà·r rate and time)?
    /// Only such tallies can be added up against one set of exact odds.
    pub fn same_kind(&self, other: &Tally) -> bool {
        self.game == other.game
            && self.real == other.real
            && self.gar == other.gar
            && self.night == other.night
    }

    /// Counts one throw of the throw numbered `index` (in the game's order) with `side` billets on
    /// their side. False (nothing counted) if the index is out of range or a count is full.
    pub fn count(&mut self, index: usize, side: u8) -> bool {
        match self.counts.get_mut(index) {
            Some(c) if *c < MAX_COUNT && self.side + (side as u64) <= 4 * MAX_COUNT => {
                *c += 1;
                self.side += side as u64;
                true
            }
            _ => false,
        }
    }

    /// Takes back one throw of number `index` (for a mis-tallied real throw).
    pub fn uncount(&mut self, index: usize, side: u8) {
        if let Some(c) = self.counts.get_mut(index).filter(|c| **c > 0) {
            *c -= 1;
            self.side = self.side.saturating_sub(side as u64);
        }
    }

    /// Adds another tally's throws to this one's (capped, never overflowing).
    pub fn add(&mut self, other: &Tally) {
        for (a, b) in self.counts.iter_mut().zip(&other.counts) {
            *a = a.saturating_add(*b);
        }
        self.side = self.side.saturating_add(other.side);
    }

    /// The tally as a code.
    pub fn to_code(&self) -> String {
        let mut w = Writer::new();
        let game = sticks(self.game).map_or(0, |s| s.tally_code) & GAME_BITS;
        let flags = game | if self.real { REAL } else { 0 } | if self.night { NIGHT } else { 0 };
        w.u8(TALLY_FORMAT).u8(flags).u8(self.gar);
        w.bytes(&self.id.to_le_bytes()[..3]);
        for &c in &self.counts {
            w.varint(c.min(MAX_COUNT));
        }
        if on_side(self.game) {
            w.varint(self.side.min(4 * MAX_COUNT));
        }
        let check = check(w.as_slice());
        w.bytes(&check);
        base64::encode(w.as_slice())
    }

    /// The page address that carries the tally: `#/deleb/lab?t=…`.
    pub fn fragment(&self) -> String {
        format!("#/{}/lab?t={}", self.game.as_str(), self.to_code())
    }

    /// Reads a code, or a link or address holding one (`…#/deleb/lab?t=…`, `t=…`), made in the
    /// throw lab of `game`. Says what is wrong otherwise.
    pub fn from_code(text: &str, game: GameId) -> Result<Tally, Msg> {
        let text = text.trim();
        if text.len() > 400 {
            return Err(Msg::new("teach.code.damaged"));
        }
        let after = text.rsplit_once(['?', '&']).map_or(text, |(_, q)| q);
        let code = after.strip_prefix("t=").unwrap_or(after).trim();
        if code.is_empty() {
            return Err(Msg::new("teach.code.empty"));
        }
        let bytes = base64::decode(code).map_err(|e| match e {
            base64::Base64Error::BadChar { ch, .. } => Msg::new("teach.code.char").arg(ch.escape_default()),
            _ => Msg::new("teach.code.damaged"),
        })?;
        if bytes.len() < 6 + CHECK {
            return Err(Msg::new("teach.code.damaged"));
        }
        let (body, sum) = bytes.split_at(bytes.len() - CHECK);
        if check(body) != sum {
            return Err(Msg::new("teach.code.damaged"));
        }
        let damaged = |_| Msg::new("teach.code.damaged");
        let mut r = Reader::new(body);
        let format = r.u8().map_err(damaged)?;
        if format != TALLY_FORMAT {
            return Err(Msg::new("teach.code.newer").arg(format));
        }
        let flags = r.u8().map_err(damaged)?;
        let found = GameId::ALL
            .iter()
            .copied()
            .find(|&g| sticks(g).is_some_and(|s| s.tally_code == flags & GAME_BITS))
            .ok_or_else(|| Msg::new("teach.code.damaged"))?;
        let side = on_side(found);
        if flags & !(GAME_BITS | REAL | NIGHT) != 0 || (!side && flags & NIGHT != 0) {
            return Err(Msg::new("teach.code.damaged"));
        }
        if found != game {
            return Err(Msg::new("teach.code.wrong_game"));
        }
        let gar = r.u8().map_err(damaged)?;
        if gar > 100 || (!side && gar != 0) {
            return Err(Msg::new("teach.code.damaged"));
        }
        let id = r.bytes(3).map_err(damaged)?;
        let mut t = Tally::new(found, flags & REAL != 0, gar, flags & NIGHT != 0, 0);
        t.id = u32::from_le_bytes([id[0], id[1], id[2], 0]);
        for c in t.counts.iter_mut() {
            *c = r.varint(MAX_COUNT).map_err(damaged)?;
        }
        if side {
            t.side = r.varint(4 * MAX_COUNT).map_err(damaged)?;
        }
        r.finish().map_err(damaged)?;
        Ok(t)
    }
}

fn check(body: &[u8]) -> [u8; CHECK] {
    let d = Sha256::new().update(b"sandgames tally\0").update(body).finalize();
    [d[0], d[1], d[2]]
}

/// A class's tallies, added up against one set of exact odds.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Pool {
    pub tallies: Vec<Tally>,
}

/// What adding a tally to a pool did.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Added {
    /// A new tally.
    New,
    /// It replaced the earlier code of the same tally (same id), which had fewer or other throws.
    Replaced,
    /// The very same code was already there.
    Already,
}

impl Pool {
    /// Adds a tally, or replaces the one with the same id. Refused (nothing changes) when it was
    /// thrown another way than the tallies already there.
    pub fn add(&mut self, t: Tally) -> Result<Added, Msg> {
        if self.tallies.first().is_some_and(|f| !f.same_kind(&t)) {
            return Err(Msg::new("teach.class.mismatch"));
        }
        match self.tallies.iter_mut().find(|o| o.id == t.id) {
            Some(o) if *o == t => Ok(Added::Already),
            Some(o) => {
                *o = t;
                Ok(Added::Replaced)
            }
            None => {
                self.tallies.push(t);
                Ok(Added::New)
            }
        }
    }

    /// Every tally added up (`None` for an empty pool).
    pub fn total(&self) -> Option<Tally> {
        let first = self.tallies.first()?;
        let mut sum = Tally { id: 0, ..first.clone() };
        sum.counts.iter_mut().for_each(|c| *c = 0);
        sum.side = 0;
        for t in &self.tallies {
            sum.add(t);
        }
        Some(sum)
    }

    /// The codes, space-separated (how a page keeps the pool on the device).
    pub fn to_text(&self) -> String {
        self.tallies.iter().map(Tally::to_code).collect::<Vec<_>>().join(" ")
    }

    /// A pool from [`Pool::to_text`]; codes that do not read are skipped and counted.
    pub fn from_text(text: &str, game: GameId) -> (Pool, usize) {
        let mut pool = Pool::default();
        let mut bad = 0;
        for code in text.split_whitespace() {
            match Tally::from_code(code, game).map(|t| pool.add(t)) {
                Ok(Ok(_)) => {}
                _ => bad += 1,
            }
        }
        (pool, bad)
    }
}

/// `count / n` in hundredths of a percent (basis points), rounded.
pub fn share_bp(count: u64, n: u64) -> u64 {
    if n == 0 { 0 } else { (count as u128 * 20_000 / n as u128).div_ceil(2) as u64 }
}

/// A probability in hundredths of a percent, rounded.
pub fn prob_bp(p: Prob) -> u64 {
    share_bp(p.num(), p.den())
}

fn isqrt(n: u128) -> u128 {
    if n < 2 {
        return n;
    }
    let mut x = n;
    let mut y = x.div_ceil(2);
    while y < x {
        x = y;
        y = (x + n / x) / 2;
    }
    x
}

/// The margin beside a bar: three standard errors of the share of `n` throws that an event of
/// chance `p` should take, `3 · √(p (1 − p) / n)`, in hundredths of a percent, rounded up
/// (10,000 when there are no throws).
pub fn margin_bp(p: Prob, n: u64) -> u64 {
    if n == 0 {
        return 10_000;
    }
    let (num, den) = (p.num() as u128, p.den() as u128);
    let scale = (MARGIN_SE as u128 * 10_000).pow(2);
    let square = scale * num * (den - num);
    let div = den * den * n as u128;
    let mut m = isqrt(square / div);
    // Round up: the margin shown is never narrower than the true one.
    while m * m * div < square {
        m += 1;
    }
    m.min(10_000) as u64
}

/// Does `count` of `n` lie within the margin of the exact chance `p`? Checked exactly against the
/// margin as shown (`margin_bp`), so the page and the test agree on every bar.
pub fn within(count: u64, n: u64, p: Prob) -> bool {
    let (num, den) = (p.num() as u128, p.den() as u128);
    let gap = (count as u128 * den).abs_diff(n as u128 * num);
    gap * 10_000 <= margin_bp(p, n) as u128 * n as u128 * den
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::GameRng;

    #[test]
    fn margins() {
        // 3 · √(1/4 · 3/4 / 10,000) = 1.299 %: shown as 1.30 %.
        assert_eq!(margin_bp(Prob::new(1, 4), 10_000), 130);
        assert_eq!(margin_bp(Prob::new(1, 16), 10_000), 73);
        assert_eq!(margin_bp(Prob::new(1, 4), 0), 10_000);
        assert!(within(2_630, 10_000, Prob::new(1, 4)));
        assert!(!within(2_631, 10_000, Prob::new(1, 4)));
        assert!(within(2_370, 10_000, Prob::new(1, 4)));
        assert!(!within(2_369, 10_000, Prob::new(1, 4)));
        assert_eq!(share_bp(1, 3), 3333);
        assert_eq!(prob_bp(Prob::new(1, 16)), 625);
    }

    #[test]
    fn fair_throws_stay_within_the_margin_about_997_times_in_1000() {
        // 2,000 tallies of 400 fair throws of a 1/4 event: about 6 should stray (0.27 %).
        let mut rng = GameRng::seed_from_u64(11);
        let strays = (0..2000)
            .filter(|_| {
                let hits = (0..400).filter(|_| rng.below(4) == 0).count() as u64;
                !within(hits, 400, Prob::new(1, 4))
            })
            .count();
        assert!(strays <= 20, "{strays} of 2000 strayed");
    }
}
