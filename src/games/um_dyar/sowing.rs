//! Sowing: "At his turn, a player takes the contents of any hole of his side of the board and
//! sows them counterclocwise, one by one, starting in the very same hole from where he took
//! them. If you move a singleton, it is put into the next hole counterclockwise."
//! (Wikimanqala, "Um dyar", Rules)
//!
//! So `k` seeds taken from hole `h` land in the `k` open holes that start at `h` itself (at the
//! next hole when `k` is 1). Laps (our reading, rule `laps`): when `k` exceeds the open holes,
//! sowing goes round again through every open hole, the emptied hole included, because the
//! source's first seed goes back into it and it names no hole to skip. Closed holes (match play)
//! receive nothing: they are out of play (rule `closed-skip`).

use super::UmDyar;

impl UmDyar {
    /// The open hole the first seed of hole `from` goes into, for `k` seeds taken from it.
    #[inline]
    fn first_drop(&self, from: usize, k: usize) -> usize {
        if k == 1 { self.next_open(from) } else { from }
    }

    /// Empties ring hole `from` and sows its seeds; returns the ring index of the last seed.
    ///
    /// Computed by laps, not seed by seed: every open hole gets `k / open` seeds, and the
    /// `k % open` holes from the first drop one more.
    #[inline]
    pub(super) fn sow(&mut self, from: usize) -> usize {
        let k = self.pits[from] as usize;
        self.pits[from] = 0;
        let start = self.first_drop(from, k);
        let open = self.open_count();
        let (laps, rest) = if k < open { (0, k) } else { (k / open, k % open) };
        let ring = self.ring_len();
        if self.closed == 0 {
            if laps > 0 {
                for c in &mut self.pits[..ring] {
                    *c += laps as u16;
                }
            }
            let end = start + rest;
            if end <= ring {
                for c in &mut self.pits[start..end] {
                    *c += 1;
                }
            } else {
                for c in &mut self.pits[start..ring] {
                    *c += 1;
                }
                for c in &mut self.pits[..end - ring] {
                    *c += 1;
                }
            }
            let last = start + if k <= open { k - 1 } else { (k - 1) % open };
            if last >= ring { last - ring } else { last }
        } else {
            if laps > 0 {
                for i in 0..ring {
                    if !self.is_closed_ring(i) {
                        self.pits[i] += laps as u16;
                    }
                }
            }
            let mut j = start;
            for _ in 0..rest {
                self.pits[j] += 1;
                j = self.next_open(j);
            }
            // `j` is one past the last seed (also when `rest` is 0: a whole number of laps ends
            // just before the first drop).
            self.prev_open(j)
        }
    }

    /// The holes the seeds of ring hole `from` land in, seed by seed, in order (slow, for the UI
    /// and for tests that check the lap arithmetic of [`UmDyar::sow`]).
    pub(super) fn sowing_path(&self, from: usize) -> Vec<usize> {
        let k = self.pits[from] as usize;
        let mut path = Vec::with_capacity(k);
        let mut j = self.first_drop(from, k);
        for _ in 0..k {
            path.push(j);
            j = self.next_open(j);
        }
        path
    }
}
