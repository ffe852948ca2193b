//! Move notation.
//!
//! - The choice before the start: `choose:deleb` or `choose:dug` (team A takes that word, team D
//!   the other; seat 0 decides), or `draw:deleb` / `draw:dug` when it is drawn (a chance step).
//! - Throws (chance steps): the four-billet names `deleb`, `dug`, `3`, `gasse`, `sitte` (in play,
//!   in the first entry stage, and after `start:` for the starting throw); `s2:bbb`, `s2:bbw`,
//!   `s2:bww`, `s2:www` for three billets in the second stage (b = counted black, w = counted
//!   white); `s3:hab` (two black), `s3:dag` (one of each), `s3:ww` (two white) in the third. When
//!   billets lie on their side, `+Ngar` follows: `dug+1gar` is a dug with one of its four billets
//!   on its side (counted white by day, black by night).
//! - Giving a throw to a man: `dug:B3-B5` (the throw's word, the man's junction, where he lands).
//! - A single man landing beside a companion without joining him (option `join=choose`):
//!   `beside:dug:B3-B5`.
//! - Separating a double man with a dèleb: `split:B3-B4`.
//! - Ending the moving (forgoing what is left; dèlebs are stored when allowed): `end`. While the
//!   other team answers a threat with stored dèlebs, its moves are written the same way, and `end`
//!   lets the danger be.

use super::billets::{self, Billets, ThrowName};
use super::options::StartChoice;
use super::track::Junction;
use super::{Deleb, Move, Phase, board, track};
use crate::i18n::Msg;
use crate::model::BadNotation;

/// `text` in lower case, copied only if it has capitals (moves are written in lower case).
fn lowercase(text: &str) -> std::borrow::Cow<'_, str> {
    if text.bytes().any(|b| b.is_ascii_uppercase()) {
        std::borrow::Cow::Owned(text.to_ascii_lowercase())
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

fn bad(text: &str) -> BadNotation {
    BadNotation { why: Msg::new("deleb.error.notation").arg(text) }
}

impl Deleb {
    /// The junction where the mover's man on `from` lands with `v` steps (by the circuit alone).
    fn geometric_target(&self, from: usize, v: u8) -> Option<Junction> {
        let n = self.setup.lines;
        let c = *self.cells.get(from)?;
        let team = self.acting_team();
        if from >= 4 * n as usize || !board::holds(c, team) {
            return None;
        }
        let s = board::step_at(n, from, c) + v as u16;
        Some(track::junction(n, team, s % track::circuit_len(n)))
    }

    /// `head:B3-B5`: the man's junction and where `v` steps take him (`head:B3` if nowhere).
    fn route_text(&self, head: &str, from: u16, v: u8) -> String {
        use std::fmt::Write;
        let n = self.setup.lines;
        let here = Junction::of_cell(n, from as usize);
        let mut text = String::with_capacity(head.len() + 9);
        text.push_str(head);
        text.push(':');
        let _ = match self.geometric_target(from as usize, v) {
            Some(to) => write!(text, "{here}-{to}"),
            None => write!(text, "{here}"),
        };
        text
    }

    pub(super) fn notation(&self, mv: Move) -> String {
        match mv {
            Move::Choose(word) => {
                let verb = if self.setup.start == StartChoice::Draw { "draw" } else { "choose" };
                format!("{verb}:{}", word.notation())
            }
            Move::Throw(b) => {
                let counted = b.counted_white(self.setup.night);
                let word = billets::outcome_word(b.count, counted).unwrap_or("?");
                let prefix = match b.count {
                    4 if self.phase == Phase::Start => "start:",
                    3 => "s2:",
                    2 => "s3:",
                    _ => "",
                };
                let side = if b.side > 0 { format!("+{}gar", b.side) } else { String::new() };
                format!("{prefix}{word}{side}")
            }
            Move::Play { throw, from } => self.route_text(throw.notation(), from, throw.value()),
            Move::Beside { throw, from } => {
                self.route_text(&format!("beside:{}", throw.notation()), from, throw.value())
            }
            Move::Split { from } => self.route_text("split", from, 1),
            Move::End => "end".into(),
        }
    }

    /// `B3` or `B3-B5` after a throw word: the man's cell, and a check of the landing if given.
    fn parse_from_to(&self, text: &str, whole: &str, v: u8) -> Result<u16, BadNotation> {
        let n = self.setup.lines;
        let (from, to) = match text.split_once('-') {
            Some((f, t)) => (f, Some(t)),
            None => (text, None),
        };
        let junction = |t: &str| {
            Junction::parse(t, n)
                .ok_or_else(|| BadNotation { why: Msg::new("deleb.error.junction").arg(t).arg(n) })
        };
        let from_j = junction(from)?;
        let cell = from_j.cell(n).ok_or_else(|| bad(whole))?;
        if let Some(to) = to {
            let to_j = junction(to)?;
            if let Some(target) = self.geometric_target(cell, v)
                && target != to_j
            {
                return Err(BadNotation {
                    why: Msg::new("deleb.error.wrong_target").arg(v).arg(from_j).arg(target).arg(to_j),
                });
            }
        }
        Ok(cell as u16)
    }

    pub(super) fn parse_notation(&self, text: &str) -> Result<Move, BadNotation> {
        let t = text.trim();
        if t.eq_ignore_ascii_case("end") {
            return Ok(Move::End);
        }
        if let Some((head, rest)) = t.split_once(':') {
            let head = lowercase(head);
            if head == "split" {
                return Ok(Move::Split { from: self.parse_from_to(rest, t, 1)? });
            }
            if head == "choose" || head == "draw" {
                return match ThrowName::from_notation(&rest.to_ascii_lowercase()) {
                    Some(w @ (ThrowName::Deleb | ThrowName::Dug)) => Ok(Move::Choose(w)),
                    _ => Err(bad(t)),
                };
            }
            if head == "beside" {
                let (word, route) = rest.split_once(':').ok_or_else(|| bad(t))?;
                let throw = ThrowName::from_notation(&word.to_ascii_lowercase()).ok_or_else(|| bad(t))?;
                return Ok(Move::Beside { throw, from: self.parse_from_to(route, t, throw.value())? });
            }
            if let Some(throw) = ThrowName::from_notation(&head) {
                return Ok(Move::Play { throw, from: self.parse_from_to(rest, t, throw.value())? });
            }
            // A prefixed throw word.
            let want = match &*head {
                "start" => 4,
                "s2" => 3,
                "s3" => 2,
                _ => return Err(bad(t)),
            };
            let b = self.parse_throw(rest, t)?;
            return if b.count == want { Ok(Move::Throw(b)) } else { Err(bad(t)) };
        }
        self.parse_throw(t, t).map(Move::Throw)
    }

    fn parse_throw(&self, word: &str, whole: &str) -> Result<Billets, BadNotation> {
        let word = lowercase(word);
        let (name, side) = match word.split_once('+') {
            Some((name, s)) => {
                let digits = s.strip_suffix("gar").ok_or_else(|| bad(whole))?;
                let side: u8 = match digits.parse() {
                    Ok(k) if (1..=4).contains(&k) => k,
                    _ => return Err(bad(whole)),
                };
                (name, side)
            }
            None => (&*word, 0),
        };
        let (count, counted) = billets::parse_outcome_word(name).ok_or_else(|| bad(whole))?;
        Billets::from_counted(count, counted, side, self.setup.night).ok_or_else(|| bad(whole))
    }
}
