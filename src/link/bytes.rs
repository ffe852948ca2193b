//! Reading and writing the bytes of a link: a writer, and a reader that never reads past its end,
//! never believes a length or count without checking it against a limit *and* against what is
//! left, and accepts each number in exactly one form (LEB128 varints without overlong forms).

use crate::i18n::Msg;

/// Why bytes could not be read. `at` is the byte offset where reading failed.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ReadError {
    /// The data ends before the value does.
    End { at: usize },
    /// A varint written with more bytes than needed (or longer than any `u64`).
    Overlong { at: usize },
    /// A number larger than the field allows.
    TooBig { at: usize, value: u64, max: u64 },
    /// A text that is not UTF-8.
    Utf8 { at: usize },
    /// Bytes left over after the last field.
    Trailing { at: usize, count: usize },
}

impl ReadError {
    /// The message for people: every kind of damage is an error they can act on (ask for the link
    /// again), with the position for whoever debugs it.
    pub fn msg(&self) -> Msg {
        match *self {
            ReadError::End { at } => Msg::new("link.error.truncated").arg(at),
            ReadError::Overlong { at } => Msg::new("link.error.overlong").arg(at),
            ReadError::TooBig { at, value, max } => {
                Msg::new("link.error.too_big").arg(at).arg(value).arg(max)
            }
            ReadError::Utf8 { at } => Msg::new("link.error.utf8").arg(at),
            ReadError::Trailing { at, count } => Msg::new("link.error.trailing").arg(count).arg(at),
        }
    }
}

/// Appends values to a byte string.
#[derive(Clone, Debug, Default)]
pub struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    pub fn new() -> Writer {
        Writer::default()
    }

    pub fn u8(&mut self, v: u8) -> &mut Writer {
        self.buf.push(v);
        self
    }

    /// Unsigned LEB128: seven bits per byte, low bits first, the high bit saying "more follows".
    pub fn varint(&mut self, mut v: u64) -> &mut Writer {
        loop {
            let low = (v & 0x7F) as u8;
            v >>= 7;
            if v == 0 {
                self.buf.push(low);
                return self;
            }
            self.buf.push(low | 0x80);
        }
    }

    pub fn bytes(&mut self, b: &[u8]) -> &mut Writer {
        self.buf.extend_from_slice(b);
        self
    }

    /// A text: its length in bytes as a varint, then its UTF-8.
    pub fn str(&mut self, s: &str) -> &mut Writer {
        self.varint(s.len() as u64).bytes(s.as_bytes())
    }

    pub fn u64_le(&mut self, v: u64) -> &mut Writer {
        self.bytes(&v.to_le_bytes())
    }

    pub fn len(&self) -> usize {
        self.buf.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buf.is_empty()
    }

    pub fn as_slice(&self) -> &[u8] {
        &self.buf
    }

    pub fn into_bytes(self) -> Vec<u8> {
        self.buf
    }
}

/// Reads values from a byte string, front to back.
#[derive(Clone, Debug)]
pub struct Reader<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    pub fn new(data: &'a [u8]) -> Reader<'a> {
        Reader { data, pos: 0 }
    }

    pub fn position(&self) -> usize {
        self.pos
    }

    pub fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub fn u8(&mut self) -> Result<u8, ReadError> {
        let b = *self.data.get(self.pos).ok_or(ReadError::End { at: self.pos })?;
        self.pos += 1;
        Ok(b)
    }

    /// Exactly `n` bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], ReadError> {
        if n > self.remaining() {
            return Err(ReadError::End { at: self.data.len() });
        }
        let out = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(out)
    }

    pub fn array<const N: usize>(&mut self) -> Result<[u8; N], ReadError> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.bytes(N)?);
        Ok(out)
    }

    pub fn u64_le(&mut self) -> Result<u64, ReadError> {
        Ok(u64::from_le_bytes(self.array()?))
    }

    /// A LEB128 varint in its shortest form, at most `max`.
    pub fn varint(&mut self, max: u64) -> Result<u64, ReadError> {
        let start = self.pos;
        let mut value = 0u64;
        for i in 0..10 {
            let b = self.u8()?;
            let bits = (b & 0x7F) as u64;
            // The tenth byte holds bit 63 only.
            if i == 9 && bits > 1 {
                return Err(ReadError::Overlong { at: start });
            }
            value |= bits << (7 * i);
            if b & 0x80 == 0 {
                // A last byte of zero after others means the same number fits in fewer bytes.
                if i > 0 && b == 0 {
                    return Err(ReadError::Overlong { at: start });
                }
                if value > max {
                    return Err(ReadError::TooBig { at: start, value, max });
                }
                return Ok(value);
            }
        }
        Err(ReadError::Overlong { at: start })
    }

    /// A count of items that take at least `min_item_bytes` each: at most `max`, and no more than
    /// the bytes left could hold (so no allocation is ever sized by an unchecked number).
    pub fn count(&mut self, max: usize, min_item_bytes: usize) -> Result<usize, ReadError> {
        let start = self.pos;
        let n = self.varint(max as u64)? as usize;
        if n.saturating_mul(min_item_bytes.max(1)) > self.remaining() {
            return Err(ReadError::End { at: start });
        }
        Ok(n)
    }

    /// A text of at most `max_bytes` bytes of UTF-8.
    pub fn str(&mut self, max_bytes: usize) -> Result<&'a str, ReadError> {
        let n = self.count(max_bytes, 1)?;
        let at = self.pos;
        std::str::from_utf8(self.bytes(n)?).map_err(|_| ReadError::Utf8 { at })
    }

    /// Checks that nothing is left.
    pub fn finish(&self) -> Result<(), ReadError> {
        match self.remaining() {
            0 => Ok(()),
            count => Err(ReadError::Trailing { at: self.pos, count }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn varint_bytes(v: u64) -> Vec<u8> {
        let mut w = Writer::new();
        w.varint(v);
        w.into_bytes()
    }

    #[test]
    fn varints_round_trip_in_their_shortest_form() {
        let cases: [(u64, &[u8]); 6] = [
            (0, &[0]),
            (1, &[1]),
            (127, &[0x7F]),
            (128, &[0x80, 0x01]),
            (300, &[0xAC, 0x02]),
            (u64::MAX, &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01]),
        ];
        for (v, bytes) in cases {
            assert_eq!(varint_bytes(v), bytes, "{v}");
            let mut r = Reader::new(bytes);
            assert_eq!(r.varint(u64::MAX), Ok(v));
            assert!(r.finish().is_ok());
        }
        for shift in 0..64 {
            for v in [1u64 << shift, (1u64 << shift) - 1, (1u64 << shift) + 1] {
                assert_eq!(Reader::new(&varint_bytes(v)).varint(u64::MAX), Ok(v));
            }
        }
    }

    #[test]
    fn overlong_and_oversized_varints_are_refused() {
        let over = |b: &[u8]| Reader::new(b).varint(u64::MAX);
        assert_eq!(over(&[0x80, 0x00]), Err(ReadError::Overlong { at: 0 }), "0 in two bytes");
        assert_eq!(over(&[0x81, 0x80, 0x00]), Err(ReadError::Overlong { at: 0 }), "1 in three bytes");
        // Bits beyond 64: the tenth byte may only be 0 or 1 (and 0 would be overlong).
        assert_eq!(
            over(&[0xFF; 9].iter().copied().chain([0x02]).collect::<Vec<_>>()),
            Err(ReadError::Overlong { at: 0 })
        );
        assert_eq!(over(&[0xFF; 10]), Err(ReadError::Overlong { at: 0 }));
        assert_eq!(over(&[0xFF; 11]), Err(ReadError::Overlong { at: 0 }));
        assert_eq!(over(&[0x80; 3]), Err(ReadError::End { at: 3 }), "runs off the end");
        assert_eq!(over(&[]), Err(ReadError::End { at: 0 }));
        assert_eq!(
            Reader::new(&[0xAC, 0x02]).varint(299),
            Err(ReadError::TooBig { at: 0, value: 300, max: 299 })
        );
    }

    #[test]
    fn counts_and_texts_are_checked_against_what_is_left() {
        // A count of 5 items of 2 bytes each with only 4 bytes left.
        let mut r = Reader::new(&[5, 0, 0, 0, 0]);
        assert_eq!(r.count(100, 2), Err(ReadError::End { at: 0 }));
        // A huge count is refused before anything is allocated.
        let mut r = Reader::new(&[0xFF, 0xFF, 0xFF, 0xFF, 0x0F]);
        assert!(matches!(r.count(1000, 1), Err(ReadError::TooBig { .. })));
        let mut w = Writer::new();
        w.str("Åsa").u8(7);
        let mut r = Reader::new(w.as_slice());
        assert_eq!(r.str(10), Ok("Åsa"));
        assert_eq!(r.finish(), Err(ReadError::Trailing { at: 5, count: 1 }));
        assert_eq!(Reader::new(w.as_slice()).str(3), Err(ReadError::TooBig { at: 0, value: 4, max: 3 }));
        assert_eq!(Reader::new(&[2, 0xC3, 0x28]).str(10), Err(ReadError::Utf8 { at: 1 }));
        assert_eq!(Reader::new(&[1, 2]).bytes(3), Err(ReadError::End { at: 2 }));
        let mut r = Reader::new(&[1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(r.u64_le(), Ok(0x0807060504030201));
        assert_eq!(r.u8(), Err(ReadError::End { at: 8 }));
    }
}
