//! Credits marked down on the sand: banked tâbas, and the throws banked while waiting at the well.
//!
//! > "She does not move for a tba, which is, however, marked down on the sand to the credit of the
//! > player, for a use which will appear presently." (rule 3)
//! > "[…] and may then use one of her son's credit of tbas to complete the journey." (rule 4)
//! > "If she has to wait there, however, the player is allowed to mark down for later use any
//! > other scores of two, four, or six, which he may throw in the meantime." (rule 5)
//!
//! Spending is the player's choice (rules `step` and `spend`): a banked tâba steps her the one day
//! into the well or into the village when she stands one day short; a banked throw moves her its
//! value in days on her way home, if that does not carry her past the village. Tâbas owed at the
//! well (and by the hyena) are paid at once, not chosen: she "has to wait until he has scored
//! them" — except with option `well-pay=chosen`, where paying each tâba at the well is the
//! player's choice too (rule `well`).

use super::sticks::{BANKABLE, TABA};
use super::{Hyena, Move, mother::Journey};
use crate::i18n::Msg;
use crate::model::Seat;

/// What a player has to his credit.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Credits {
    /// Banked tâbas.
    pub tabas: u8,
    /// Banked throws, counted by their number of flat sides (index 0: sta, 2: ymn, 3: rab' or
    /// three; index 1, the tâba, is always 0: see `tabas`).
    pub throws: [u8; 4],
}

impl Credits {
    pub const NONE: Credits = Credits { tabas: 0, throws: [0; 4] };

    /// How many throws with `flats` flat sides are banked.
    pub fn banked(&self, flats: u8) -> u8 {
        self.throws.get(flats as usize).copied().unwrap_or(0)
    }

    #[inline]
    pub(super) fn bank_taba(&mut self) {
        self.tabas = self.tabas.saturating_add(1);
    }

    #[inline]
    pub(super) fn bank_throw(&mut self, flats: u8) {
        if flats != TABA
            && let Some(n) = self.throws.get_mut(flats as usize)
        {
            *n = n.saturating_add(1);
        }
    }

    pub(super) fn take_throw(&mut self, flats: u8) {
        if let Some(n) = self.throws.get_mut(flats as usize) {
            *n = n.saturating_sub(1);
        }
    }
}

impl Hyena {
    /// Can `s` spend a banked tâba to step in (one day short of the well or of the village)?
    #[inline]
    fn can_step(&self, s: Seat) -> bool {
        let m = self.mothers[s as usize];
        self.credits[s as usize].tabas > 0
            && match m.journey {
                Journey::Outward => m.day == self.hollows,
                Journey::Returning => m.day == 1,
                _ => false,
            }
    }

    /// Is the hyena out and able still to eat (loose, not yet home)? Only then may a player hold
    /// back a step into the well or a payment at the well (rule `come-home`).
    #[inline]
    fn hyena_hunting(&self) -> bool {
        self.beast.is_loose() && !self.beast.is_done()
    }

    /// Must `s` spend now rather than throw or hand on (rule `come-home`, ours)? A mother one day
    /// from home steps in as soon as she can; a mother one day short of the well, or waiting at
    /// it with option `well-pay=chosen`, may hold back only while the hyena is out hunting.
    /// Otherwise a player could refuse for ever and the game would never end.
    #[inline]
    pub(super) fn must_spend(&self, s: Seat) -> bool {
        let m = self.mothers[s as usize];
        match m.journey {
            Journey::Returning => self.can_step(s),
            Journey::Outward => self.can_step(s) && !self.hyena_hunting(),
            Journey::Well => self.can_pay(s) && !self.hyena_hunting(),
            _ => false,
        }
    }

    /// Can `s` pay a banked tâba at the well (option `well-pay=chosen`)?
    #[inline]
    fn can_pay(&self, s: Seat) -> bool {
        self.setup.pay_chosen
            && self.mothers[s as usize].journey == Journey::Well
            && self.credits[s as usize].tabas > 0
    }

    /// Can `s` spend a banked throw of `flats` flat sides now?
    #[inline]
    fn can_spend(&self, s: Seat, flats: u8) -> bool {
        let m = self.mothers[s as usize];
        m.journey == Journey::Returning
            && flats != TABA
            && self.credits[s as usize].banked(flats) > 0
            && self.setup.sticks.value(flats) <= m.day
    }

    /// Has `s` any credit to spend now? (Hot path: no allocation.)
    #[inline]
    pub(super) fn has_spend(&self, s: Seat) -> bool {
        match self.mothers[s as usize].journey {
            Journey::Outward => self.can_step(s),
            Journey::Well => self.can_pay(s),
            Journey::Returning => self.can_step(s) || BANKABLE.iter().any(|&f| self.can_spend(s, f)),
            _ => false,
        }
    }

    /// Appends the credits `s` can spend now: paying at the well, stepping in, then banked throws
    /// (ymn, three flat sides, sta).
    pub(super) fn spends(&self, s: Seat, out: &mut Vec<Move>) {
        if self.can_pay(s) {
            out.push(Move::Pay);
        }
        if self.can_step(s) {
            out.push(Move::Step);
        }
        for f in BANKABLE {
            if self.can_spend(s, f) {
                out.push(Move::Spend(f));
            }
        }
    }

    pub(super) fn why_no_step(&self, s: Seat) -> Msg {
        let m = self.mothers[s as usize];
        let short = match m.journey {
            Journey::Outward => m.day == self.hollows,
            Journey::Returning => m.day == 1,
            _ => false,
        };
        if !short { Msg::new("hyena.error.step_where") } else { Msg::new("hyena.error.no_taba") }
    }

    pub(super) fn why_no_pay(&self, s: Seat) -> Msg {
        if !self.setup.pay_chosen {
            Msg::new("hyena.error.pay_at_once")
        } else if self.mothers[s as usize].journey != Journey::Well {
            Msg::new("hyena.error.pay_where")
        } else {
            Msg::new("hyena.error.no_taba")
        }
    }

    pub(super) fn why_no_spend(&self, s: Seat, flats: u8) -> Msg {
        let m = self.mothers[s as usize];
        let info = self.setup.sticks.info(flats);
        if m.journey != Journey::Returning || flats == TABA {
            Msg::new("hyena.error.spend_when")
        } else if self.credits[s as usize].banked(flats) == 0 {
            Msg::new("hyena.error.none_banked").arg(info.notation)
        } else {
            Msg::new("hyena.error.spend_past").arg(info.value).arg(m.day)
        }
    }
}
