//! The project's random numbers. The algorithms here are fixed for good: lesson links and game
//! records depend on them giving the same numbers on every machine and in every version.

use std::convert::Infallible;

/// SplitMix64's finaliser: a good 64-bit mixing function.
pub const fn splitmix64(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The random word behind chance step number `index` of a game whose seed is `seed`.
///
/// A pure function of the two, so taking a move back and playing it again can never re-roll a
/// throw, and every pupil who opens the same lesson link sees the same throws.
pub const fn chance_word(seed: u64, index: u32) -> u64 {
    splitmix64(splitmix64(seed) ^ (index as u64).wrapping_mul(0xD6E8_FEB8_6659_FD93))
}

/// xoshiro256++, seeded through SplitMix64. Small, fast, and fixed (unlike `rand::rngs::SmallRng`,
/// whose algorithm may change between releases). Implements `rand`'s traits, so `rand::RngExt`
/// works on it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRng {
    s: [u64; 4],
}

impl GameRng {
    pub fn seed_from_u64(seed: u64) -> GameRng {
        let mut x = seed;
        let mut s = [0u64; 4];
        for w in &mut s {
            x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
            *w = splitmix64(x);
        }
        GameRng { s }
    }

    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        let s = &mut self.s;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// A number in `0..n` (0 when `n == 0`), by Lemire's multiply-shift: unbiased enough for
    /// playouts (bias below 2^-32 for the small `n` games use) and branch-free.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() as u128 * n as u128) >> 64) as usize
    }

    /// True with probability `num / den`.
    #[inline]
    pub fn chance(&mut self, num: u64, den: u64) -> bool {
        word_below(self.next_u64(), den) < num
    }
}

/// Maps a uniform 64-bit word onto `0..n` (multiply-shift).
#[inline]
pub const fn word_below(word: u64, n: u64) -> u64 {
    ((word as u128 * n as u128) >> 64) as u64
}

impl rand::TryRng for GameRng {
    type Error = Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok((self.next_u64() >> 32) as u32)
    }

    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        Ok(self.next_u64())
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let w = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&w[..chunk.len()]);
        }
        Ok(())
    }
}

/// A fresh seed from the operating system (or the browser's `crypto.getRandomValues`), or
/// `None` on a platform without an entropy source.
pub fn fresh_seed() -> Option<u64> {
    getrandom::u64().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn sequence_is_fixed() {
        // These values pin the algorithm: if they change, old lesson links change their throws.
        let mut r = GameRng::seed_from_u64(42);
        let first: Vec<u64> = (0..3).map(|_| r.next_u64()).collect();
        assert_eq!(first, [17283472583437600544, 8370042955726067862, 16573922359171953602]);
        assert_eq!(chance_word(7, 0), 13309476754707697221);
        assert_ne!(chance_word(7, 0), chance_word(7, 1));
        assert_ne!(chance_word(7, 0), chance_word(8, 0));
    }

    #[test]
    fn below_stays_in_range_and_covers_it() {
        let mut r = GameRng::seed_from_u64(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[r.below(6)] += 1;
        }
        assert!(seen.iter().all(|&c| (800..1200).contains(&c)), "{seen:?}");
        assert_eq!(r.below(0), 0);
        let x: u32 = r.random_range(10..20);
        assert!((10..20).contains(&x));
    }
}
