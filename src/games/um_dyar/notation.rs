//! Move notation: the hole number counted 1..holes from the mover's own left, or `pass` when he
//! has no seeds.

use super::{Move, PASS};
use crate::i18n::Msg;
use crate::model::BadNotation;

pub fn text(mv: Move) -> String {
    if mv == PASS { "pass".to_string() } else { mv.to_string() }
}

pub fn parse(text: &str, holes: usize) -> Result<Move, BadNotation> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("pass") {
        return Ok(PASS);
    }
    match t.parse::<usize>() {
        Ok(n) if (1..=holes).contains(&n) => Ok(n as Move),
        Ok(n) => Err(BadNotation { why: Msg::new("um-dyar.error.no_hole").arg(n).arg(holes) }),
        Err(_) => Err(BadNotation { why: Msg::new("um-dyar.error.notation").arg(t).arg(holes) }),
    }
}
