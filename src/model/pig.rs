//! Pig, a tiny dice game used only by the tests of the shared model and the computer players:
//! a chance step (the die), decisions (roll on or hold), two seats and an end. Not a site game.
//!
//! On your turn you throw the die: a 1 loses the turn's points and ends the turn; anything else
//! adds to the turn's points, and you may throw again or hold (bank them). First to `GOAL` wins.

use super::json::{get_bool, get_u64, get_u64_list};
use super::{
    BadNotation, BadSetup, Evaluate, Game, JsonState, OptionKind, OptionSpec, Options, Outcome, Prob,
    RuleDoc, RuleRef, Turn,
};
use crate::i18n::Msg;
use serde_json::{Value, json};

pub const GOAL: u8 = 20;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pig {
    pub banked: [u8; 2],
    pub pending: u8,
    pub to_move: u8,
    pub must_throw: bool,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PigMove {
    Die(u8),
    Roll,
    Hold,
}

const SPECS: &[OptionSpec] = &[OptionSpec {
    key: "goal",
    kind: OptionKind::Int { min: 20, max: 20, step: 1 },
    default: "20",
    rule: "",
}];

impl Game for Pig {
    type Move = PigMove;
    const ID: &'static str = "pig";
    const AGREEMENTS: super::Agreements = super::Agreements::OURS;

    fn option_specs() -> &'static [OptionSpec] {
        SPECS
    }
    fn rules() -> &'static [RuleDoc] {
        &[]
    }
    fn rule_refs() -> &'static [RuleRef] {
        &[]
    }
    fn new(_: &Options) -> Result<Self, BadSetup> {
        Ok(Pig { banked: [0, 0], pending: 0, to_move: 0, must_throw: true })
    }
    fn seats(&self) -> usize {
        2
    }
    fn turn(&self) -> Turn {
        if self.banked.iter().any(|&b| b >= GOAL) {
            Turn::Over
        } else if self.must_throw {
            Turn::Chance
        } else {
            Turn::Seat(self.to_move)
        }
    }
    fn acting_seat(&self) -> Option<u8> {
        Some(self.to_move)
    }
    fn moves(&self, out: &mut Vec<PigMove>) {
        out.clear();
        match self.turn() {
            Turn::Over => {}
            Turn::Chance => out.extend((1..=6).map(PigMove::Die)),
            Turn::Seat(_) => out.extend([PigMove::Roll, PigMove::Hold]),
        }
    }
    fn probability(&self, mv: PigMove) -> Prob {
        match mv {
            PigMove::Die(_) => Prob::new(1, 6),
            _ => Prob::ONE,
        }
    }
    fn play_unchecked(&mut self, mv: PigMove) {
        match mv {
            PigMove::Die(1) => {
                self.pending = 0;
                self.to_move ^= 1;
            }
            PigMove::Die(n) => {
                self.pending += n;
                self.must_throw = false;
                if self.banked[self.to_move as usize] + self.pending >= GOAL {
                    self.banked[self.to_move as usize] += self.pending;
                    self.pending = 0;
                }
            }
            PigMove::Roll => self.must_throw = true,
            PigMove::Hold => {
                self.banked[self.to_move as usize] += self.pending;
                self.pending = 0;
                self.to_move ^= 1;
                self.must_throw = true;
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.turn() == Turn::Over).then(|| Outcome::winners(2, |s| self.banked[s as usize] >= GOAL))
    }
    fn move_text(&self, mv: PigMove) -> String {
        match mv {
            PigMove::Die(n) => n.to_string(),
            PigMove::Roll => "roll".into(),
            PigMove::Hold => "hold".into(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<PigMove, BadNotation> {
        match text {
            "roll" => Ok(PigMove::Roll),
            "hold" => Ok(PigMove::Hold),
            _ => text
                .parse()
                .ok()
                .filter(|n| (1..=6).contains(n))
                .map(PigMove::Die)
                .ok_or(BadNotation { why: Msg::new("error.notation").arg(text) }),
        }
    }
    fn rules_applied(&self, _: PigMove) -> Vec<&'static str> {
        Vec::new()
    }
}

/// Nobody scores past the goal by more than a throw.
impl super::conformance::Invariant for Pig {
    fn invariant(&self) -> Result<(), String> {
        if self.banked.iter().all(|&b| b <= GOAL + 6) { Ok(()) } else { Err("score overflow".into()) }
    }
}

impl Evaluate for Pig {
    const PLAYOUT_DEPTH: u32 = 20;

    fn evaluate(&self, seat: u8) -> f32 {
        let mine =
            self.banked[seat as usize] as f32 + if seat == self.to_move { self.pending as f32 } else { 0.0 };
        let theirs = self.banked[1 - seat as usize] as f32;
        (0.5 + (mine - theirs) / (2.0 * GOAL as f32)).clamp(0.0, 1.0)
    }
}

/// The state as JSON, so `lab` can show and read Pig positions (the link tests analyse Pig records
/// with `lab`).
impl JsonState for Pig {
    fn to_json(&self) -> Value {
        json!({
            "game": Self::ID,
            "banked": self.banked,
            "pending": self.pending,
            "to_move": self.to_move,
            "must_throw": self.must_throw,
        })
    }

    fn from_json(v: &Value) -> Result<Self, BadSetup> {
        let bad = |key: &str, what: &str| BadSetup { why: Msg::new("error.json_field").arg(key).arg(what) };
        let banked = get_u64_list(v, "banked")?;
        let most = (GOAL + 5) as u64;
        let [a, b] = banked[..] else { return Err(bad("banked", "two scores")) };
        if a > most || b > most || (a >= GOAL as u64 && b >= GOAL as u64) {
            return Err(bad("banked", "two scores, at most one of them reaching the goal"));
        }
        let to_move = get_u64(v, "to_move")?;
        if to_move > 1 {
            return Err(bad("to_move", "0 or 1"));
        }
        let pending = get_u64(v, "pending")?;
        if pending.saturating_add([a, b][to_move as usize]) >= GOAL as u64 && pending > 0 {
            return Err(bad("pending", "below what would reach the goal"));
        }
        Ok(Pig {
            banked: [a as u8, b as u8],
            pending: pending as u8,
            to_move: to_move as u8,
            must_throw: get_bool(v, "must_throw")?,
        })
    }
}
