//! Turns: throwing time after time until a ymn, the points where the player chooses, and handing
//! the sticks on.
//!
//! > "The players throw the dice in turn, each player throwing time after time, during his turn,
//! > until he is brought to a standstill by a throw of "ymn", when he hands the dice to the next
//! > player." (Davies, p. 145, rule 1)
//!
//! Our decisions (rule `choices`): every throw is used at once in the only way the rules allow
//! (moving her, banking it, paying at the well), or is lost if it cannot be used. The player's
//! choices are the credits: before each throw, and once more after the ymn before the sticks go
//! on, a player who can spend a banked tâba or a banked throw chooses between spending one and
//! throwing (or, after the ymn, ending the turn). A player with nothing to spend just throws.
//! Rule `sit-out`: a player whose mother is home (unless he is the hyena) or eaten no longer
//! throws; the hyena's player throws for the hyena until the hyena is back in the village.

use super::sticks::YMN;
use super::{Hyena, Move};
use crate::i18n::Msg;
use crate::model::Seat;

/// Where the game stands within a turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Chance: the hollow count is drawn (option `spread`).
    Spiral,
    /// Chance: the current player throws the sticks.
    Throw,
    /// The current player may spend a credit, or throw.
    Choose,
    /// The ymn has come: the current player may spend a credit, or end the turn.
    Close,
    /// Every mother is home or eaten.
    Over,
}

impl Phase {
    pub fn key(self) -> &'static str {
        match self {
            Phase::Spiral => "spiral",
            Phase::Throw => "throw",
            Phase::Choose => "choose",
            Phase::Close => "close",
            Phase::Over => "over",
        }
    }

    pub fn parse(text: &str) -> Option<Phase> {
        [Phase::Spiral, Phase::Throw, Phase::Choose, Phase::Close, Phase::Over]
            .into_iter()
            .find(|p| p.key() == text)
    }
}

impl Hyena {
    /// Does `seat` play the hyena now (his mother is home and the hyena is loose)?
    #[inline]
    pub(super) fn plays_hyena(&self, seat: Seat) -> bool {
        self.beast.owner == seat && self.beast.is_loose()
    }

    /// Does `seat` still take turns: a mother on her journey, or the hyena not yet back?
    #[inline]
    pub(super) fn active(&self, seat: Seat) -> bool {
        self.mothers[seat as usize].is_travelling() || (self.plays_hyena(seat) && !self.beast.is_done())
    }

    /// A throw of the sticks, then what comes next in the turn.
    pub(super) fn play_throw(&mut self, flats: u8) {
        let s = self.seat;
        let value = self.setup.sticks.value(flats);
        if self.plays_hyena(s) {
            self.hyena_throw(flats, value);
        } else {
            self.mother_throw(s, flats, value);
        }
        if self.all_done() {
            self.phase = Phase::Over;
        } else if !self.active(s) {
            // Her mother is home (and someone else is the hyena), or the hyena is back: nothing
            // is left for this player to do with the sticks.
            self.pass_turn();
        } else if flats == YMN {
            if self.has_spend(s) { self.phase = Phase::Close } else { self.pass_turn() }
        } else {
            self.phase = if self.has_spend(s) { Phase::Choose } else { Phase::Throw };
        }
    }

    /// After a credit was spent: more choices, or on with the turn.
    pub(super) fn after_spend(&mut self) {
        let s = self.seat;
        if self.all_done() {
            self.phase = Phase::Over;
        } else if !self.active(s) {
            self.pass_turn();
        } else if !self.has_spend(s) {
            match self.phase {
                Phase::Close => self.pass_turn(),
                _ => self.phase = Phase::Throw,
            }
        }
    }

    /// Hands the sticks to the next player who still plays.
    pub(super) fn pass_turn(&mut self) {
        if self.all_done() {
            self.phase = Phase::Over;
            return;
        }
        let n = self.setup.players;
        let mut s = self.seat;
        for _ in 0..n {
            s = if s + 1 >= n { 0 } else { s + 1 };
            if self.active(s) {
                break;
            }
        }
        self.seat = s;
        self.phase = if self.has_spend(s) { Phase::Choose } else { Phase::Throw };
    }
}

/// Why `mv` is not legal here (it is not in `moves()`).
pub(super) fn why_illegal(g: &Hyena, mv: Move) -> Msg {
    match (g.phase, mv) {
        (Phase::Spiral, Move::Spiral(n)) => {
            Msg::new("hyena.error.spiral_range").arg(n).arg(g.setup.lo).arg(g.setup.hi)
        }
        (Phase::Spiral, _) => Msg::new("hyena.error.spiral_first"),
        (_, Move::Spiral(_)) => Msg::new("hyena.error.spiral_made"),
        (Phase::Throw, _) => Msg::new("hyena.error.throw_now"),
        (_, Move::Sticks(_)) => Msg::new("hyena.error.choose_first"),
        (Phase::Choose | Phase::Close, Move::Throw | Move::EndTurn) if g.must_spend(g.seat) => {
            Msg::new("hyena.error.must_come_home")
        }
        (Phase::Close, Move::Throw) => Msg::new("hyena.error.turn_over"),
        (Phase::Choose, Move::EndTurn) => Msg::new("hyena.error.no_ymn_yet"),
        (_, Move::Step) => g.why_no_step(g.seat),
        (_, Move::Pay) => g.why_no_pay(g.seat),
        (_, Move::Spend(f)) => g.why_no_spend(g.seat, f),
        _ => Msg::new("error.not_legal_now"),
    }
}
