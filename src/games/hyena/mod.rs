//! Li'b El Merafib, the hyena game of the Sudan (R. Davies, Sudan Notes and Records, pp. 145–146).
//!
//! Each player's mother walks from the village along a spiral groove to the well in its middle,
//! drinks and washes there, and walks back. The first mother home lets the hyena loose: her player
//! becomes the hyena, who goes to the well at double rates, drinks, and on the way back eats every
//! mother he overtakes.
//!
//! Where each rule lives:
//!
//! | file | rule |
//! |---|---|
//! | `sticks.rs` | the three sticks, the throws' names, values and chances |
//! | `board.rs` | the spiral, its hollows, places |
//! | `options.rs` | the options and the setup they make |
//! | `turn.rs` | throwing until a ymn, decision points, passing the sticks, who still plays |
//! | `mother.rs` | leaving the village, moving, exact arrival, the well, the way back |
//! | `credits.rs` | banked tâbas and banked throws, and spending them |
//! | `hyena_piece.rs` | the hyena: let loose, leaving, double rates, the well, eating |
//! | `ending.rs` | the end and the degrees of defeat |
//! | `effect.rs` | what a move does (paths, eaten mothers) and which rules it applies |
//! | `view.rs` | read-only answers for the board display |
//! | `pick.rs` | what the player is doing on the board: the choice pointed at, what a click or a key does |
//! | `odds.rs` | the sticks' arithmetic for the throw lab |
//! | `explain.rs` | a move told step by step, each step with its rules (`Game::explain`) |
//! | `info.rs` | the game's entry in the registry of games (words, lesson, printable kit, story, sticks) |
//! | `invariant.rs` | the game's own consistency, checked in every position |
//! | `notation.rs`, `json.rs`, `eval.rs`, `rules.rs` | notation, state JSON, estimate, rule list |

mod board;
mod credits;
mod effect;
mod ending;
mod eval;
mod explain;
mod hyena_piece;
mod info;
mod invariant;
mod json;
mod mother;
mod notation;
mod odds;
mod options;
mod pick;
mod rules;
mod sticks;
mod turn;
mod view;

pub use board::{MAX_HOLLOWS, MIN_HOLLOWS, Place};
pub use credits::Credits;
pub use effect::{MoveEffect, Piece};
pub use ending::Standing;
pub use hyena_piece::HyenaState;
pub use mother::MotherState;
pub use odds::{
    Ratio, falls, flats_of, leave_in_a_turn, order_index, throw_faces, throw_names, throw_odds,
    throws_for_tabas, turns_to_leave,
};
pub use options::MAX_PLAYERS;
pub use pick::{Act, Pick};
pub use sticks::{ThrowInfo, probability as throw_probability};

use crate::i18n::Msg;
use crate::model::{
    BadNotation, BadSetup, Game, GameRng, OldDefault, OptionSpec, Options, Outcome, Prob, RuleDoc, RuleRef,
    Seat, Turn,
};
use hyena_piece::Beast;
use mother::Mother;
use options::Setup;
use turn::Phase;

/// A move: a chance outcome (the spiral's hollow count, a throw of the sticks) or one of the
/// player's choices.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Chance, at the start when the hollow count is random: the spiral has this many hollows.
    Spiral(u8),
    /// Chance: the sticks fall with this many flat sides up (0 to 3).
    Sticks(u8),
    /// Choice: throw the sticks (instead of spending a credit first).
    Throw,
    /// Choice, after the ymn: hand the sticks on (instead of spending a credit first).
    EndTurn,
    /// Choice: spend a banked tâba to step the one day into the well or into the village.
    Step,
    /// Choice (option `well-pay=chosen`): pay a banked tâba at the well.
    Pay,
    /// Choice: spend a banked throw (given by its flat sides) to move the mother on her way home.
    Spend(u8),
}

/// A position of the hyena game. Small and `Copy`: playouts clone it freely.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Hyena {
    pub(super) setup: Setup,
    /// Hollows between village and well (0 while the spiral is still to be drawn).
    pub(super) hollows: u8,
    /// Whose turn it is.
    pub(super) seat: Seat,
    pub(super) phase: Phase,
    pub(super) mothers: [Mother; MAX_PLAYERS],
    pub(super) credits: [Credits; MAX_PLAYERS],
    pub(super) beast: Beast,
    /// Seats in the order their mothers came home (the first is the hyena's player).
    pub(super) home: [Seat; MAX_PLAYERS],
    pub(super) homes: u8,
    /// Mothers eaten so far.
    pub(super) eaten: u8,
}

impl Hyena {
    /// The day of the well (days from the village).
    #[inline]
    pub(super) fn well_day(&self) -> u8 {
        self.hollows + 1
    }

    #[inline]
    pub(super) fn players(&self) -> usize {
        self.setup.players as usize
    }

    /// Is the game over: every mother home or eaten?
    #[inline]
    pub(super) fn all_done(&self) -> bool {
        self.homes + self.eaten >= self.setup.players
    }
}

impl Game for Hyena {
    /// 2: rule `come-home` (a step or payment with no reason to wait is no longer optional).
    /// 3: the spiral's count is drawn by default (`spread=10`), a mother's credit lapses when she
    /// is home (`home-credit=lapse`), the safe mothers share one rank (`home-rank=shared`); the
    /// old defaults are in `old_defaults`.
    const REVISION: u32 = 3;
    type Move = Move;

    const ID: &'static str = "hyena";
    /// None: every player's place is the result (degrees of defeat), so one player cannot end
    /// the race for the others (docs/endings.md).
    const AGREEMENTS: crate::model::Agreements = crate::model::Agreements::NONE;

    fn option_specs() -> &'static [OptionSpec] {
        options::SPECS
    }

    fn old_defaults() -> &'static [OldDefault] {
        options::OLD_DEFAULTS
    }

    fn rules() -> &'static [RuleDoc] {
        rules::RULES
    }
    fn rule_refs() -> &'static [RuleRef] {
        const REFS: [RuleRef; rules::RULES.len()] = RuleDoc::references(rules::RULES);
        &REFS
    }

    fn new(options: &Options) -> Result<Self, BadSetup> {
        let setup = Setup::from_options(options)?;
        let mut g = Hyena {
            setup,
            hollows: 0,
            seat: 0,
            phase: Phase::Spiral,
            mothers: [Mother::START; MAX_PLAYERS],
            credits: [Credits::NONE; MAX_PLAYERS],
            beast: Beast::CAGED,
            home: [0; MAX_PLAYERS],
            homes: 0,
            eaten: 0,
        };
        if setup.lo == setup.hi {
            g.hollows = setup.lo;
            g.phase = Phase::Throw;
        }
        Ok(g)
    }

    fn seats(&self) -> usize {
        self.players()
    }

    /// The player throws the sticks himself; the draw of the spiral's length is nobody's.
    fn acting_seat(&self) -> Option<Seat> {
        (self.phase == Phase::Throw).then_some(self.seat)
    }

    #[inline]
    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Spiral | Phase::Throw => Turn::Chance,
            Phase::Choose | Phase::Close => Turn::Seat(self.seat),
            Phase::Over => Turn::Over,
        }
    }

    fn moves(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            Phase::Spiral => out.extend((self.setup.lo..=self.setup.hi).map(Move::Spiral)),
            Phase::Throw => out.extend(sticks::ORDER.map(Move::Sticks)),
            Phase::Choose | Phase::Close => {
                if !self.must_spend(self.seat) {
                    out.push(if self.phase == Phase::Choose { Move::Throw } else { Move::EndTurn });
                }
                self.spends(self.seat, out);
            }
            Phase::Over => {}
        }
    }

    fn probability(&self, mv: Move) -> Prob {
        match (self.phase, mv) {
            (Phase::Spiral, Move::Spiral(n)) if (self.setup.lo..=self.setup.hi).contains(&n) => {
                Prob::new(1, (self.setup.hi - self.setup.lo) as u64 + 1)
            }
            (Phase::Throw, Move::Sticks(f)) => sticks::probability(f),
            (Phase::Choose | Phase::Close, _) => Prob::ONE,
            _ => Prob::ZERO,
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        match mv {
            Move::Spiral(n) => {
                self.hollows = n;
                self.phase = Phase::Throw;
            }
            Move::Sticks(f) => self.play_throw(f),
            Move::Throw => self.phase = Phase::Throw,
            Move::EndTurn => self.pass_turn(),
            Move::Step => {
                self.step(self.seat);
                self.after_spend();
            }
            Move::Pay => {
                self.pay_at_well(self.seat);
                self.after_spend();
            }
            Move::Spend(f) => {
                self.spend(self.seat, f);
                self.after_spend();
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        (self.phase == Phase::Over).then(|| self.ranks())
    }

    fn move_text(&self, mv: Move) -> String {
        notation::text(self, mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, BadNotation> {
        notation::parse(self, text)
    }

    fn why_illegal(&self, mv: Move) -> Msg {
        turn::why_illegal(self, mv)
    }

    fn rules_applied(&self, mv: Move) -> Vec<&'static str> {
        effect::rules_applied(self, mv)
    }

    fn explain(&self, mv: Move) -> Vec<crate::model::ExplainStep<Self>> {
        self.walk(mv)
    }

    fn forbidding_rule(why: &str) -> Option<&'static str> {
        rules::forbidding(why)
    }

    fn result_label(&self, outcome: &Outcome) -> String {
        let _ = outcome;
        format!("eaten:{}", self.eaten)
    }

    fn end_notes(&self) -> Vec<&'static str> {
        ending::end_notes(self)
    }

    #[inline]
    fn sample_chance(&self, rng: &mut GameRng) -> Move {
        if self.phase == Phase::Spiral {
            let n = rng.below((self.setup.hi - self.setup.lo) as usize + 1) as u8;
            return Move::Spiral(self.setup.lo + n);
        }
        Move::Sticks(sticks::throw(rng))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn state_stays_small() {
        // Playouts copy the state: keep it within two cache lines.
        assert!(std::mem::size_of::<Hyena>() <= 128, "{}", std::mem::size_of::<Hyena>());
    }
}
