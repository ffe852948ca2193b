//! Crowd, a team race for up to sixteen seats, for the tests of endings and of links with many
//! seats: two sides (even and odd seats), each seat in turn throws a two-faced die (its own
//! throw) and steps its side's token 1 square or jumps twice the throw. First side to square 30
//! wins. It offers resignation and agreed draws (the shared rules), so a seat resigns for its
//! whole side.

use sandgames::i18n::Msg;
use sandgames::model::{
    Agreements, BadNotation, BadSetup, Evaluate, Game, OptionKind, OptionSpec, Options, Outcome, Prob,
    RuleDoc, RuleRef, Seat, Turn,
};

pub const GOAL: u8 = 30;

const SPECS: &[OptionSpec] = &[OptionSpec {
    key: "seats",
    kind: OptionKind::Int { min: 2, max: 16, step: 1 },
    default: "4",
    rule: "",
}];

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Crowd {
    pub seats: u8,
    pub pos: [u8; 2],
    pub to_move: u8,
    pub die: Option<u8>,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CrowdMove {
    Die(u8),
    Step,
    Jump,
}

impl Game for Crowd {
    type Move = CrowdMove;
    const ID: &'static str = "crowd";
    const AGREEMENTS: Agreements = Agreements::OURS;

    fn option_specs() -> &'static [OptionSpec] {
        SPECS
    }
    fn rules() -> &'static [RuleDoc] {
        &[]
    }
    fn rule_refs() -> &'static [RuleRef] {
        &[]
    }
    fn new(o: &Options) -> Result<Self, BadSetup> {
        Ok(Crowd { seats: o.int("seats") as u8, pos: [0; 2], to_move: 0, die: None })
    }
    fn seats(&self) -> usize {
        self.seats as usize
    }
    fn team(&self, seat: Seat) -> u8 {
        seat % 2
    }
    fn turn(&self) -> Turn {
        if self.pos.iter().any(|&p| p >= GOAL) {
            Turn::Over
        } else if self.die.is_none() {
            Turn::Chance
        } else {
            Turn::Seat(self.to_move)
        }
    }
    fn acting_seat(&self) -> Option<Seat> {
        Some(self.to_move)
    }
    fn moves(&self, out: &mut Vec<CrowdMove>) {
        out.clear();
        match self.turn() {
            Turn::Over => {}
            Turn::Chance => out.extend([CrowdMove::Die(1), CrowdMove::Die(2)]),
            Turn::Seat(_) => out.extend([CrowdMove::Step, CrowdMove::Jump]),
        }
    }
    fn probability(&self, mv: CrowdMove) -> Prob {
        match mv {
            CrowdMove::Die(_) => Prob::new(1, 2),
            _ => Prob::ONE,
        }
    }
    fn play_unchecked(&mut self, mv: CrowdMove) {
        match mv {
            CrowdMove::Die(d) => self.die = Some(d),
            CrowdMove::Step | CrowdMove::Jump => {
                let gain = if mv == CrowdMove::Step { 1 } else { 2 * self.die.unwrap_or(0) };
                let side = (self.to_move % 2) as usize;
                self.pos[side] = self.pos[side].saturating_add(gain);
                self.die = None;
                self.to_move = (self.to_move + 1) % self.seats.max(1);
            }
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.turn() == Turn::Over)
            .then(|| Outcome::winners(self.seats(), |s| self.pos[(s % 2) as usize] >= GOAL))
    }
    fn move_text(&self, mv: CrowdMove) -> String {
        match mv {
            CrowdMove::Die(d) => d.to_string(),
            CrowdMove::Step => "step".into(),
            CrowdMove::Jump => "jump".into(),
        }
    }
    fn parse_move(&self, text: &str) -> Result<CrowdMove, BadNotation> {
        match text {
            "step" => Ok(CrowdMove::Step),
            "jump" => Ok(CrowdMove::Jump),
            "1" => Ok(CrowdMove::Die(1)),
            "2" => Ok(CrowdMove::Die(2)),
            _ => Err(BadNotation { why: Msg::new("error.notation").arg(text) }),
        }
    }
    fn rules_applied(&self, _: CrowdMove) -> Vec<&'static str> {
        Vec::new()
    }
}

/// The side's share of the squares run so far.
impl Evaluate for Crowd {
    /// A race of a few squares: playouts end well within it.
    const PLAYOUT_DEPTH: u32 = 20;

    fn evaluate(&self, seat: Seat) -> f32 {
        let (me, them) = (self.pos[(seat % 2) as usize] as f32, self.pos[(1 - seat % 2) as usize] as f32);
        if me + them == 0.0 { 0.5 } else { me / (me + them) }
    }
}
