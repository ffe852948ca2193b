//! Base64 with the URL- and filename-safe alphabet of RFC 4648 §5 (`A–Z a–z 0–9 - _`), without
//! padding, read strictly: every text has exactly one reading and every byte string exactly one
//! text. Strictness matters for links: a character changed or lost is an error, not a silently
//! different game.

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Why a text is not strict URL-safe base64.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Base64Error {
    /// A character outside the alphabet (padding `=` included), at this character position.
    BadChar { at: usize, ch: char },
    /// The length leaves a lone character (4n + 1 characters cannot encode whole bytes).
    BadLength,
    /// The last character carries bits that encode nothing (a non-canonical text).
    TrailingBits,
}

pub fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [chunk[0], chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let n = (b[0] as u32) << 16 | (b[1] as u32) << 8 | b[2] as u32;
        let chars = chunk.len() + 1;
        for i in 0..chars {
            out.push(ALPHABET[(n >> (18 - 6 * i) & 63) as usize] as char);
        }
    }
    out
}

fn value(c: u8) -> Option<u32> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'-' => 62,
        b'_' => 63,
        _ => return None,
    } as u32)
}

pub fn decode(text: &str) -> Result<Vec<u8>, Base64Error> {
    let raw = text.as_bytes();
    if raw.len() % 4 == 1 {
        return Err(Base64Error::BadLength);
    }
    let mut out = Vec::with_capacity(raw.len() / 4 * 3 + 2);
    for (c, chunk) in raw.chunks(4).enumerate() {
        let mut n = 0u32;
        for (i, &ch) in chunk.iter().enumerate() {
            let v = value(ch).ok_or_else(|| {
                let at = c * 4 + i;
                // Report the whole character, even when it is several bytes of UTF-8.
                let ch = text.get(at..).and_then(|s| s.chars().next()).unwrap_or('\u{FFFD}');
                Base64Error::BadChar { at: text.get(..at).map_or(at, |s| s.chars().count()), ch }
            })?;
            n |= v << (18 - 6 * i);
        }
        let bytes = [(n >> 16) as u8, (n >> 8) as u8, n as u8];
        let whole = chunk.len() - 1;
        // Bits below the last whole byte must be zero.
        if whole < 3 && n & (0xFF_FFFF >> (8 * whole)) != 0 {
            return Err(Base64Error::TrailingBits);
        }
        out.extend_from_slice(&bytes[..whole]);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rfc_4648_vectors_without_padding() {
        let cases =
            [("", ""), ("f", "Zg"), ("fo", "Zm8"), ("foo", "Zm9v"), ("foob", "Zm9vYg"), ("fooba", "Zm9vYmE")];
        for (plain, coded) in cases {
            assert_eq!(encode(plain.as_bytes()), coded);
            assert_eq!(decode(coded).unwrap(), plain.as_bytes());
        }
        assert_eq!(encode(&[0xfb, 0xff, 0xbf]), "-_-_", "the URL-safe characters");
        assert_eq!(decode("-_-_").unwrap(), [0xfb, 0xff, 0xbf]);
    }

    #[test]
    fn every_byte_string_round_trips() {
        let data: Vec<u8> = (0..=255).collect();
        for len in 0..40 {
            let d = &data[len * 3 % 200..len * 3 % 200 + len];
            assert_eq!(decode(&encode(d)).unwrap(), d);
        }
    }

    #[test]
    fn rejects_everything_not_canonical() {
        assert_eq!(decode("Zm9vY"), Err(Base64Error::BadLength));
        assert_eq!(decode("Zg=="), Err(Base64Error::BadChar { at: 2, ch: '=' }));
        assert_eq!(decode("Zm+v"), Err(Base64Error::BadChar { at: 2, ch: '+' }));
        assert_eq!(decode("Zm/v"), Err(Base64Error::BadChar { at: 2, ch: '/' }));
        assert_eq!(decode("Zm v"), Err(Base64Error::BadChar { at: 2, ch: ' ' }));
        assert_eq!(decode("aé"), Err(Base64Error::BadChar { at: 1, ch: 'é' }));
        // "Zh" would decode to "f" too, but its last character has a stray bit.
        assert_eq!(decode("Zh"), Err(Base64Error::TrailingBits));
        assert_eq!(decode("Zm9"), Err(Base64Error::TrailingBits));
    }
}
