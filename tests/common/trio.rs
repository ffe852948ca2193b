//! Trio, a three-seat race for the link tests: a throw that belongs to nobody decides who starts,
//! then each seat throws a die of two faces and chooses to step (1 square) or jump (twice the
//! throw). First to square 12 wins. It gives the tests what Pig lacks: more than two seats (so
//! three participants), and a throw with no acting seat.

use sandgames::i18n::Msg;
use sandgames::model::{
    Agreements, BadNotation, BadSetup, Game, OptionSpec, Options, Outcome, Prob, RuleDoc, RuleRef, Seat, Turn,
};

pub const GOAL: u8 = 12;

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Trio {
    pub pos: [u8; 3],
    /// `None` until the first throw says who starts.
    pub to_move: Option<u8>,
    /// The current seat's throw, once thrown.
    pub die: Option<u8>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum TrioMove {
    Starts(u8),
    Die(u8),
    Step,
    Jump,
}

impl Game for Trio {
    type Move = TrioMove;
    const ID: &'static str = "trio";
    /// Three sides: agreed draws, but no resignation (the model refuses it with more than two).
    const AGREEMENTS: Agreements = Agreements::OURS;

    fn option_specs() -> &'static [OptionSpec] {
        &[]
    }
    fn rules() -> &'static [RuleDoc] {
        &[]
    }
    fn rule_refs() -> &'static [RuleRef] {
        &[]
    }
    fn new(_: &Options) -> Result<Self, BadSetup> {
        Ok(Trio { pos: [0; 3], to_move: None, die: None })
    }
    fn seats(&self) -> usize {
        3
    }
    fn turn(&self) -> Turn {
        match (self.to_move, self.die) {
            _ if self.pos.iter().any(|&p| p >= GOAL) => Turn::Over,
            (None, _) | (Some(_), None) => Turn::Chance,
            (Some(s), Some(_)) => Turn::Seat(s),
        }
    }
    fn acting_seat(&self) -> Option<Seat> {
        self.to_move
    }
    fn moves(&self, out: &mut Vec<TrioMove>) {
        out.clear();
        match (self.turn(), self.to_move) {
            (Turn::Over, _) => {}
            (Turn::Chance, None) => out.extend((0..3).map(TrioMove::Starts)),
            (Turn::Chance, Some(_)) => out.extend([TrioMove::Die(1), TrioMove::Die(2)]),
            (Turn::Seat(_), _) => out.extend([TrioMove::Step, TrioMove::Jump]),
        }
    }
    fn probability(&self, mv: TrioMove) -> Prob {
        match mv {
            TrioMove::Starts(_) => Prob::new(1, 3),
            TrioMove::Die(_) => Prob::new(1, 2),
            _ => Prob::ONE,
        }
    }
    fn play_unchecked(&mut self, mv: TrioMove) {
        match mv {
            TrioMove::Starts(s) => self.to_move = Some(s),
            TrioMove::Die(d) => self.die = Some(d),
            TrioMove::Step | TrioMove::Jump => {
                let s = self.to_move.unwrap_or(0);
                let gain = if mv == TrioMove::Step { 1 } else { 2 * self.die.unwrap_or(0) };
                self.pos[s as usize] += gain;
                self.die = None;
                self.to_move = Some((s + 1) % 3);
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.turn() == Turn::Over).then(|| Outcome::winners(3, |s| self.pos[s as usize] >= GOAL))
    }
    fn move_text(&self, mv: TrioMove) -> String {
        match mv {
            TrioMove::Starts(s) => format!("start:{s}"),
            TrioMove::Die(d) => d.to_string(),
            TrioMove::Step => "step".into(),
            TrioMove::Jump => "jump".into(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<TrioMove, BadNotation> {
        let bad = || BadNotation { why: Msg::new("error.notation").arg(text) };
        match text {
            "step" => Ok(TrioMove::Step),
            "jump" => Ok(TrioMove::Jump),
            "1" | "2" => Ok(TrioMove::Die(text.parse().map_err(|_| bad())?)),
            _ => match text.strip_prefix("start:").and_then(|s| s.parse::<u8>().ok()) {
                Some(s) if s < 3 => Ok(TrioMove::Starts(s)),
                _ => Err(bad()),
            },
        }
    }
    fn rules_applied(&self, _: TrioMove) -> Vec<&'static str> {
        Vec::new()
    }
}
