//! Exact probabilities of chance steps (stick throws), as reduced fractions.

use std::fmt;

/// An exact probability `num / den`, always reduced, with `den > 0` and `num <= den`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Prob {
    num: u64,
    den: u64,
}

fn gcd(mut a: u64, mut b: u64) -> u64 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Prob {
    pub const ZERO: Prob = Prob { num: 0, den: 1 };
    pub const ONE: Prob = Prob { num: 1, den: 1 };

    /// `num / den`, reduced. A zero denominator or `num > den` is a programming error in a
    /// game's chance table; it is clamped (to 0 or 1) rather than allowed to panic in the page.
    pub fn new(num: u64, den: u64) -> Prob {
        debug_assert!(den > 0 && num <= den, "bad probability {num}/{den}");
        if den == 0 {
            return Prob::ZERO;
        }
        if num >= den {
            return Prob::ONE;
        }
        let g = gcd(num, den).max(1);
        Prob { num: num / g, den: den / g }
    }

    pub fn num(self) -> u64 {
        self.num
    }

    pub fn den(self) -> u64 {
        self.den
    }

    pub fn to_f64(self) -> f64 {
        self.num as f64 / self.den as f64
    }

    /// Parses `"3/8"`, `"1"` or `"0"`.
    pub fn parse(text: &str) -> Option<Prob> {
        let (n, d) = match text.split_once('/') {
            Some((n, d)) => (n.trim().parse().ok()?, d.trim().parse().ok()?),
            None => (text.trim().parse().ok()?, 1),
        };
        (d > 0 && n <= d).then(|| Prob::new(n, d))
    }
}

pub(crate) fn lcm(a: u64, b: u64) -> u64 {
    a / gcd(a, b).max(1) * b
}

impl fmt::Display for Prob {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.den == 1 { write!(f, "{}", self.num) } else { write!(f, "{}/{}", self.num, self.den) }
    }
}

/// Binomial coefficient for small `n` (stick counts).
pub fn choose(n: u32, k: u32) -> u64 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut r: u64 = 1;
    for i in 0..k {
        r = r * (n - i) as u64 / (i + 1) as u64;
    }
    r
}

/// The sum, exact while the result's denominator fits (chance tables here stay tiny).
impl std::ops::Add for Prob {
    type Output = Prob;
    fn add(self, other: Prob) -> Prob {
        let l = lcm(self.den, other.den);
        Prob::new(self.num * (l / self.den) + other.num * (l / other.den), l)
    }
}

impl std::ops::Mul for Prob {
    type Output = Prob;
    fn mul(self, other: Prob) -> Prob {
        Prob::new(self.num * other.num, self.den * other.den)
    }
}

/// The complement `1 - p`.
impl std::ops::Not for Prob {
    type Output = Prob;
    fn not(self) -> Prob {
        Prob::new(self.den - self.num, self.den)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduces_and_prints() {
        assert_eq!(Prob::new(6, 16).to_string(), "3/8");
        assert_eq!(Prob::new(16, 16), Prob::ONE);
        assert_eq!(Prob::new(0, 5), Prob::ZERO);
        assert_eq!(Prob::parse("3/8"), Some(Prob::new(3, 8)));
        assert_eq!(Prob::parse("9/8"), None);
        assert_eq!(Prob::parse("1/0"), None);
    }

    #[test]
    fn arithmetic_is_exact() {
        let p = Prob::new(1, 16) + Prob::new(4, 16) + Prob::new(6, 16);
        assert_eq!(p, Prob::new(11, 16));
        assert_eq!(!p, Prob::new(5, 16));
        assert_eq!(Prob::new(1, 2) * Prob::new(3, 4), Prob::new(3, 8));
        assert_eq!(choose(4, 2), 6);
        assert_eq!(choose(3, 0), 1);
    }
}
