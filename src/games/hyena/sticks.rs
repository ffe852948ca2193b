//! The three throwing sticks.
//!
//! > "The dice consist of three pieces of split stick […] so that each stick has one rounded green
//! > surface and one flat white one." (Davies, p. 145)
//!
//! The source's table of throws did not survive in our copy; the usual reading (the Digital
//! Ludeme Project's Ludii encoding "Li'b el-Merafib", release 1.3.13, and other published
//! readings) is: one flat side up = tâba (1, banked), two = ymn (2, ends the turn),
//! three = rab' (4), none = sta (6). Other sites score three flat sides as 3 (option
//! `three-flat=3`). With fair sticks each side is up half the time, so the chances are
//! 3/8, 3/8, 1/8, 1/8 for tâba, ymn, three flat, sta.

use crate::model::{GameRng, Prob, choose};

/// The number of sticks.
pub const STICKS: u32 = 3;

/// One flat side up: the tâba.
pub const TABA: u8 = 1;
/// Two flat sides up: the ymn, which ends the turn.
pub const YMN: u8 = 2;
/// Three flat sides up: rab' (4), or "three" (3) in the other reading.
pub const THREE_FLAT: u8 = 3;
/// No flat side up: sta (6).
pub const STA: u8 = 0;

/// The throws in the order `moves()` lists them at a chance step.
pub const ORDER: [u8; 4] = [TABA, YMN, THREE_FLAT, STA];

/// The throws that can be banked at the well and spent later (every throw but the tâba), in the
/// order spending choices are listed.
pub const BANKABLE: [u8; 3] = [YMN, THREE_FLAT, STA];

/// How the sticks are read: only the value of three flat sides differs between readings.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct StickReading {
    /// 4 (rab', the usual reading) or 3.
    pub three_flat: u8,
}

/// What a throw is, for the move list and the throw animation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ThrowInfo {
    /// How many sticks show their flat white side (0 to 3).
    pub flats: u8,
    /// The throw's name as a catalog key (`hyena.throw.taba`…).
    pub name_key: &'static str,
    /// Its notation (`taba`, `ymn`, `rab`, `three`, `sta`).
    pub notation: &'static str,
    /// Days a mother moves for it (the tâba's 1 is a credit, never a move).
    pub value: u8,
}

impl StickReading {
    /// Days a throw with `flats` flat sides up is worth to a mother (the tâba: 1).
    #[inline]
    pub fn value(self, flats: u8) -> u8 {
        match flats {
            TABA => 1,
            YMN => 2,
            THREE_FLAT => self.three_flat,
            _ => 6,
        }
    }

    pub fn info(self, flats: u8) -> ThrowInfo {
        let (name_key, notation) = match flats {
            TABA => ("hyena.throw.taba", "taba"),
            YMN => ("hyena.throw.ymn", "ymn"),
            THREE_FLAT if self.three_flat == 3 => ("hyena.throw.three", "three"),
            THREE_FLAT => ("hyena.throw.rab", "rab"),
            _ => ("hyena.throw.sta", "sta"),
        };
        ThrowInfo { flats: flats.min(3), name_key, notation, value: self.value(flats) }
    }

    /// The throw written `text`, as its number of flat sides.
    pub fn parse(self, text: &str) -> Option<u8> {
        ORDER.into_iter().find(|&f| self.info(f).notation == text)
    }

    /// The bankable throw worth `value` days, as its number of flat sides.
    pub fn bankable_of_value(self, value: u8) -> Option<u8> {
        BANKABLE.into_iter().find(|&f| self.value(f) == value)
    }
}

/// The exact chance of `flats` flat sides up with fair sticks: C(3, flats) / 8.
pub fn probability(flats: u8) -> Prob {
    if flats as u32 > STICKS {
        return Prob::ZERO;
    }
    Prob::new(choose(STICKS, flats as u32), 1 << STICKS)
}

/// Throws the sticks: each of three bits of one random word is one stick (1 = flat side up).
#[inline]
pub fn throw(rng: &mut GameRng) -> u8 {
    (rng.next_u64() >> 61).count_ones() as u8
}
