//! Move notation.
//!
//! - throws (chance): `taba`, `ymn`, `rab`, `sta` (with `three-flat=3`: `three` instead of `rab`);
//! - the spiral's hollow count (chance, option `spread`): `spiral:37`;
//! - choices: `throw`, `end` (hand on the sticks after the ymn), `step` (spend a banked tâba to
//!   step into the well or the village), `pay` (pay a banked tâba at the well, option
//!   `well-pay=chosen`), `spend:2`, `spend:4`, `spend:6` (`spend:3`): spend a
//!   banked throw of that value.

use super::sticks::TABA;
use super::{Hyena, Move};
use crate::i18n::Msg;
use crate::model::BadNotation;

pub(super) fn text(g: &Hyena, mv: Move) -> String {
    let sticks = g.setup.sticks;
    match mv {
        Move::Spiral(n) => format!("spiral:{n}"),
        Move::Sticks(f) => sticks.info(f).notation.to_string(),
        Move::Throw => "throw".into(),
        Move::EndTurn => "end".into(),
        Move::Step => "step".into(),
        Move::Pay => "pay".into(),
        Move::Spend(f) => format!("spend:{}", sticks.value(f)),
    }
}

pub(super) fn parse(g: &Hyena, text: &str) -> Result<Move, BadNotation> {
    let t = text.trim();
    let bad = || BadNotation { why: Msg::new("error.notation").arg(t) };
    let sticks = g.setup.sticks;
    match t {
        "throw" => return Ok(Move::Throw),
        "end" => return Ok(Move::EndTurn),
        "step" => return Ok(Move::Step),
        "pay" => return Ok(Move::Pay),
        "rab" if sticks.three_flat == 3 => {
            return Err(BadNotation { why: Msg::new("hyena.error.three_not_rab") });
        }
        "three" if sticks.three_flat == 4 => {
            return Err(BadNotation { why: Msg::new("hyena.error.rab_not_three") });
        }
        _ => {}
    }
    if let Some(f) = sticks.parse(t) {
        return Ok(Move::Sticks(f));
    }
    if let Some(n) = t.strip_prefix("spiral:") {
        return n.parse::<u8>().map(Move::Spiral).map_err(|_| bad());
    }
    if let Some(v) = t.strip_prefix("spend:") {
        let value: u8 = v.parse().map_err(|_| bad())?;
        if value == 1 {
            return Err(BadNotation { why: Msg::new("hyena.error.spend_taba") });
        }
        return match sticks.bankable_of_value(value) {
            Some(f) if f != TABA => Ok(Move::Spend(f)),
            _ => Err(BadNotation { why: Msg::new("hyena.error.spend_value").arg(value) }),
        };
    }
    Err(bad())
}
