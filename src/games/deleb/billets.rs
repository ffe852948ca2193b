//! The billets (throwing sticks) and what a throw counts.
//!
//! G. Marin, "Somali Games", JRAI 61 (1931), p. 508: four billets, each with "a convex side covered
//! with 'black' bark, and a flat one showing the 'white' wood". The names of the five combinations
//! were in a table lost from our copy; they follow from the rest of the text and other published
//! readings: 1 white = dèleb, 2 white = dug, 3 white = tələ·də (our copy prints "txlx·dx"), 4 white
//! = gàsse, none white = sìtte. p. 509: "a dèleb counts as 1, a dug as 2, a tələ·də as 3, a gàsse as
//! 4, and a sìtte as 6."
//!
//! p. 508: "A billet lying on its side is called a gà·r; it is counted as white if the game is
//! played during the day time, as black if it is night time." How often a billet lands on its side
//! is ours to choose (option `gar`, in percent; default 1, 0 = never): a billet lies on its side
//! with probability `g / 100` and shows white or black with `(100 − g) / 200` each.

use crate::model::{GameRng, Prob};

/// The five four-billet throws, named by how many billets count white.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ThrowName {
    /// One white: counts 1. The only throw that frees a slave, separates a double man, or can be
    /// stored.
    Deleb,
    /// Two white: counts 2 and ends the throwing.
    Dug,
    /// Three white (tələ·də): counts 3 and ends the throwing.
    Three,
    /// Four white: counts 4.
    Gasse,
    /// No white: counts 6.
    Sitte,
}

impl ThrowName {
    /// In the order of the pool and of move lists.
    pub const ALL: [ThrowName; 5] =
        [ThrowName::Deleb, ThrowName::Dug, ThrowName::Three, ThrowName::Gasse, ThrowName::Sitte];

    /// The index in [`ThrowName::ALL`] (and in the pool).
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<ThrowName> {
        ThrowName::ALL.get(i).copied()
    }

    /// The number of junctions it moves a man.
    pub fn value(self) -> u8 {
        [1, 2, 3, 4, 6][self.index()]
    }

    /// The throw of four billets with `whites` of them counted white.
    pub fn from_whites(whites: u8) -> Option<ThrowName> {
        match whites {
            0 => Some(ThrowName::Sitte),
            1 => Some(ThrowName::Deleb),
            2 => Some(ThrowName::Dug),
            3 => Some(ThrowName::Three),
            4 => Some(ThrowName::Gasse),
            _ => None,
        }
    }

    pub fn whites(self) -> u8 {
        [1, 2, 3, 4, 0][self.index()]
    }

    /// Marin p. 508: "After throwing a sìtte, a dèleb, or a gàsse, the same person goes on playing,
    /// but after a dug or a tələ·də he must hand over the sticks to the next player."
    pub fn throws_again(self) -> bool {
        matches!(self, ThrowName::Deleb | ThrowName::Gasse | ThrowName::Sitte)
    }

    /// The ASCII word used in move notation and JSON.
    pub fn notation(self) -> &'static str {
        ["deleb", "dug", "3", "gasse", "sitte"][self.index()]
    }

    pub fn from_notation(text: &str) -> Option<ThrowName> {
        ThrowName::ALL.into_iter().find(|t| t.notation() == text)
    }

    /// The catalog key of its Somali name.
    pub fn key(self) -> &'static str {
        ["deleb.throw.deleb", "deleb.throw.dug", "deleb.throw.3", "deleb.throw.gasse", "deleb.throw.sitte"]
            [self.index()]
    }
}

/// One throw: how many billets were thrown and how each fell. Black faces are the rest.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Billets {
    /// 4 in play and in the first entry stage and the start, 3 in the second stage, 2 in the
    /// third.
    pub count: u8,
    /// Billets showing the white (flat) face.
    pub white: u8,
    /// Billets lying on their side (gà·r).
    pub side: u8,
}

impl Billets {
    /// Billets showing the black (bark) face.
    pub fn black(self) -> u8 {
        self.count.saturating_sub(self.white).saturating_sub(self.side)
    }

    /// A possible fall of 2, 3 or 4 billets?
    pub fn is_valid(self) -> bool {
        (2..=4).contains(&self.count) && self.white as u16 + self.side as u16 <= self.count as u16
    }

    /// How many count white: a billet on its side counts white by day, black by night.
    pub fn counted_white(self, night: bool) -> u8 {
        if night { self.white } else { self.white + self.side }
    }

    /// The throw with `counted` billets counted white and `side` on their side.
    pub fn from_counted(count: u8, counted: u8, side: u8, night: bool) -> Option<Billets> {
        let white = if night { counted } else { counted.checked_sub(side)? };
        let b = Billets { count, white, side };
        b.is_valid().then_some(b)
    }

    /// As a four-billet throw.
    pub fn name(self, night: bool) -> Option<ThrowName> {
        if self.count == 4 { ThrowName::from_whites(self.counted_white(night)) } else { None }
    }
}

/// The ASCII word for `counted` whites among `count` billets: the four-billet names, the second
/// stage's `bbb` `bbw` `bww` `www` and the third stage's `hab` (two black), `dag` (one of each) and
/// `ww` (two white).
pub fn outcome_word(count: u8, counted: u8) -> Option<&'static str> {
    match count {
        4 => ThrowName::from_whites(counted).map(ThrowName::notation),
        3 => ["bbb", "bbw", "bww", "www"].get(counted as usize).copied(),
        2 => ["hab", "dag", "ww"].get(counted as usize).copied(),
        _ => None,
    }
}

/// The catalog key naming `counted` whites among `count` billets.
pub fn outcome_key(count: u8, counted: u8) -> Option<&'static str> {
    match count {
        4 => ThrowName::from_whites(counted).map(ThrowName::key),
        3 => ["deleb.throw.bbb", "deleb.throw.bbw", "deleb.throw.bww", "deleb.throw.www"]
            .get(counted as usize)
            .copied(),
        2 => ["deleb.throw.hab", "deleb.throw.dag", "deleb.throw.ww"].get(counted as usize).copied(),
        _ => None,
    }
}

/// The billet count and counted whites of an outcome word (inverse of [`outcome_word`]).
pub fn parse_outcome_word(word: &str) -> Option<(u8, u8)> {
    if let Some(t) = ThrowName::from_notation(word) {
        return Some((4, t.whites()));
    }
    for count in [3u8, 2] {
        for counted in 0..=count {
            if outcome_word(count, counted) == Some(word) {
                return Some((count, counted));
            }
        }
    }
    None
}

fn factorial(n: u8) -> u64 {
    (1..=n as u64).product()
}

/// The exact probability of a fall, when a billet lies on its side with probability `gar / 100`
/// and shows either face with `(100 − gar) / 200`: the multinomial
/// `count! / (white! black! side!) · (100 − gar)^(white + black) · (2 gar)^side / 200^count`.
/// With `gar = 0` this is the binomial `C(count, white) / 2^count` (4, 6, 4, 1, 1 out of 16).
pub fn probability(b: Billets, gar: u8) -> Prob {
    if !b.is_valid() || gar > 100 || (gar == 0 && b.side > 0) {
        return Prob::ZERO;
    }
    let black = b.black();
    let ways = factorial(b.count) / (factorial(b.white) * factorial(black) * factorial(b.side));
    let face = (100 - gar) as u64;
    let num = ways * face.pow((b.white + black) as u32) * (2 * gar as u64).pow(b.side as u32);
    Prob::new(num, 200u64.pow(b.count as u32))
}

/// Every fall of `count` billets that can happen, in a fixed order: by white faces (the
/// four-billet names first in the order dèleb, dug, 3, gàsse, sìtte), then by billets on their
/// side.
pub fn for_each_outcome(count: u8, gar: u8, mut f: impl FnMut(Billets)) {
    let max_side = if gar == 0 { 0 } else { count };
    for side in 0..=max_side {
        for k in 0..=count - side {
            // Four billets: list one white first, so that without gà·r the order is the names'.
            let white = if count == 4 { (k + 1) % (count - side + 1) } else { k };
            f(Billets { count, white, side });
        }
    }
}

/// A fall of `count` billets drawn with the right odds (each billet on its own).
#[inline]
pub fn sample(count: u8, gar: u8, rng: &mut GameRng) -> Billets {
    if gar == 0 {
        let bits = rng.next_u64() & ((1u64 << count) - 1);
        return Billets { count, white: bits.count_ones() as u8, side: 0 };
    }
    let (mut white, mut side) = (0u8, 0u8);
    for _ in 0..count {
        let r = rng.below(200) as u16;
        if r < 2 * gar as u16 {
            side += 1;
        } else if r < 2 * gar as u16 + (100 - gar as u16) {
            white += 1;
        }
    }
    Billets { count, white, side }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fair_billets_give_4_6_4_1_1() {
        let p = |w| probability(Billets { count: 4, white: w, side: 0 }, 0);
        assert_eq!([p(1), p(2), p(3), p(4), p(0)], [4, 6, 4, 1, 1].map(|n| Prob::new(n, 16)));
        let mut words = Vec::new();
        for_each_outcome(4, 0, |b| words.push(outcome_word(4, b.counted_white(false)).unwrap()));
        assert_eq!(words, ["deleb", "dug", "3", "gasse", "sitte"]);
    }

    #[test]
    fn outcomes_sum_to_one() {
        for gar in [0u8, 5, 10, 25, 50] {
            for count in 2..=4 {
                let mut total = Prob::ZERO;
                let mut n = 0;
                for_each_outcome(count, gar, |b| {
                    total = total + probability(b, gar);
                    n += 1;
                });
                assert_eq!(total, Prob::ONE, "gar {gar} count {count}");
                let expect =
                    if gar == 0 { count as u32 + 1 } else { (count as u32 + 1) * (count as u32 + 2) / 2 };
                assert_eq!(n, expect);
            }
        }
    }

    #[test]
    fn words_round_trip() {
        for count in 2..=4u8 {
            for c in 0..=count {
                assert_eq!(parse_outcome_word(outcome_word(count, c).unwrap()), Some((count, c)));
            }
        }
        assert_eq!(parse_outcome_word("dag"), Some((2, 1)));
        assert_eq!(parse_outcome_word("x"), None);
    }
}
