//! Hash chains for correspondence play: each participant's secret, the values it publishes (its
//! anchor, then one reveal per turn), and how anyone checks a reveal.
//!
//! From a secret seed `x`, the chain is `c_k = SHA-256^k(x)` for `k = 0..=K` (`K` =
//! [`CHAIN_LENGTH`]). The participant publishes the anchor `c_K` when it joins; its `j`-th reveal
//! is `c_{K-j}`. Hashing a reveal once gives the one before it, so anyone can check a reveal
//! against an earlier one, but nobody can compute the next reveal without the secret.

use super::LinkError;
use super::base64;
use super::limits::CHAIN_LENGTH;
use super::sha256::{Digest, sha256};
use crate::i18n::Msg;
use std::fmt;

/// A participant's secret seed. The site keeps it in the browser's storage (never in a link);
/// whoever loses it cannot play on in that game.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret {
    seed: [u8; 32],
    /// `c_K`, computed once (it takes K hashes).
    anchor: Digest,
}

/// Never printed, so it cannot leak into a log or an error message.
impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl Secret {
    pub fn from_bytes(seed: [u8; 32]) -> Secret {
        Secret { seed, anchor: hash_times(&seed, CHAIN_LENGTH) }
    }

    /// A new secret from the operating system's (or browser's) random source; `None` where there
    /// is none.
    pub fn fresh() -> Option<Secret> {
        let mut b = [0u8; 32];
        getrandom::fill(&mut b).ok()?;
        Some(Secret::from_bytes(b))
    }

    /// The secret as 43 characters of URL-safe base64, for the site's storage.
    pub fn to_text(&self) -> String {
        base64::encode(&self.seed)
    }

    /// Reads [`Secret::to_text`] back.
    pub fn from_text(text: &str) -> Result<Secret, LinkError> {
        let bytes =
            base64::decode(text.trim()).map_err(|_| LinkError::new(Msg::new("link.corr.secret_text")))?;
        let arr: [u8; 32] =
            bytes.try_into().map_err(|_| LinkError::new(Msg::new("link.corr.secret_text")))?;
        Ok(Secret::from_bytes(arr))
    }

    /// The `index`-th value this secret publishes: `c_{K-index}` (index 0 is the anchor). `None`
    /// past the end of the chain.
    pub fn reveal(&self, index: u32) -> Option<Digest> {
        let k = CHAIN_LENGTH.checked_sub(index)?;
        Some(if k == CHAIN_LENGTH { self.anchor } else { hash_times(&self.seed, k) })
    }

    /// The anchor `c_K`, published when the participant joins.
    pub fn anchor(&self) -> Digest {
        self.anchor
    }
}

/// `SHA-256^times(value)`.
pub fn hash_times(value: &[u8; 32], times: u32) -> Digest {
    let mut v = *value;
    for _ in 0..times {
        v = sha256(&v);
    }
    v
}

/// Does `reveal` come right after `previous` in a chain (`SHA-256(reveal) == previous`)?
pub fn follows(reveal: &Digest, previous: &Digest) -> bool {
    sha256(reveal) == *previous
}

/// Every value of a chain up to the reveal `latest`, published as number `index`: `out[j]` is
/// reveal `j` (`out[0]` the anchor). `None` if `index` is beyond the chain's length.
pub fn unroll(latest: Digest, index: u32) -> Option<Vec<Digest>> {
    if index > CHAIN_LENGTH {
        return None;
    }
    let mut out = vec![latest; index as usize + 1];
    for j in (0..index as usize).rev() {
        out[j] = sha256(&out[j + 1]);
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reveals_check_against_each_other_and_the_anchor() {
        let s = Secret::from_bytes([7; 32]);
        let anchor = s.anchor();
        assert_eq!(s.reveal(0), Some(anchor));
        let r1 = s.reveal(1).unwrap();
        let r2 = s.reveal(2).unwrap();
        assert!(follows(&r1, &anchor));
        assert!(follows(&r2, &r1));
        assert!(!follows(&r2, &anchor), "a reveal cannot skip a step");
        assert_eq!(unroll(r2, 2).unwrap(), vec![anchor, r1, r2]);
        assert_eq!(s.reveal(CHAIN_LENGTH), Some([7; 32]), "the last reveal is the seed itself");
        assert_eq!(s.reveal(CHAIN_LENGTH + 1), None);
        assert_eq!(unroll(r2, CHAIN_LENGTH + 1), None);
        // A different secret gives an unrelated chain.
        assert_ne!(Secret::from_bytes([8; 32]).anchor(), anchor);
    }

    #[test]
    fn secrets_survive_storage_and_never_print() {
        let s = Secret::from_bytes(core::array::from_fn(|i| (i * 9) as u8));
        let text = s.to_text();
        assert_eq!(text.len(), 43);
        assert_eq!(Secret::from_text(&text).unwrap(), s);
        assert_eq!(format!("{s:?}"), "Secret(…)");
        assert!(Secret::from_text("short").is_err());
        assert!(Secret::from_text(&format!("{text}AA")).is_err());
        assert!(Secret::fresh().is_some_and(|a| Some(a) != Secret::fresh()));
    }
}
