//! The hyena.
//!
//! > "7. The hyena (represented by the player whose mother first arrived at the village) is
//! > enabled to leave it on payment of two tbas, after which he moves towards the well at double
//! > rates, i.e. four "days" for a ymn, eight for a rab', twelve for a sta.
//! > 8. Arrived at the well he is held up, for it costs him ten tbas to drink and come away again.
//! > 9. On leaving the well he still moves at double rates and eats any woman whom he overtakes.
//! > He cannot eat before drinking." (Davies, p. 146)
//!
//! Our decisions: his player throws for him (rule `hyena-turn`); his tâbas (those left from the
//! mother's journey and those thrown since) pay at once, to leave and at the well, and while he is
//! held up other throws are lost; he needs no exact throw — the well stops him, and so does the
//! village, where his hunt ends (rule `hyena-stop`); he eats the mothers on their way home whom
//! his move goes past — those strictly ahead of him and behind the hollow where he stops, or on
//! it too with option `eat=reach` (rule `hyena-eat`).

use super::Hyena;
use super::board::Place;
use super::mother::Journey;
use super::sticks::TABA;
use crate::i18n::Msg;
use crate::model::Seat;

/// Tâbas the hyena pays to leave the village.
pub const LEAVE_COST: u8 = 2;

/// Seat value meaning "nobody" (the hyena is not loose yet).
pub const NOBODY: Seat = u8::MAX;

/// Where the hyena is on his hunt.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Prowl {
    /// Not loose yet: no mother is home.
    Caged,
    /// Loose in the village, paying his two tâbas.
    Village,
    /// On the way to the well.
    Outward,
    /// At the well, paying his ten tâbas.
    Well,
    /// Coming back from the well, eating.
    Returning,
    /// Back in the village: the hunt is over.
    Home,
}

impl Prowl {
    pub const ALL: [Prowl; 6] =
        [Prowl::Caged, Prowl::Village, Prowl::Outward, Prowl::Well, Prowl::Returning, Prowl::Home];

    pub fn key(self) -> &'static str {
        match self {
            Prowl::Caged => "caged",
            Prowl::Village => "village",
            Prowl::Outward => "outward",
            Prowl::Well => "at-well",
            Prowl::Returning => "returning",
            Prowl::Home => "home",
        }
    }
}

/// The hyena piece.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Beast {
    pub prowl: Prowl,
    /// Days from the village.
    pub day: u8,
    /// Tâbas paid so far: to leave (in the village) or to drink (at the well).
    pub paid: u8,
    /// The hyena's player, or [`NOBODY`].
    pub owner: Seat,
}

impl Beast {
    pub const CAGED: Beast = Beast { prowl: Prowl::Caged, day: 0, paid: 0, owner: NOBODY };

    #[inline]
    pub fn is_loose(self) -> bool {
        self.prowl != Prowl::Caged
    }

    #[inline]
    pub fn is_done(self) -> bool {
        self.prowl == Prowl::Home
    }

    /// Has he drunk (so that he may eat)?
    pub fn has_drunk(self) -> bool {
        matches!(self.prowl, Prowl::Returning | Prowl::Home)
    }
}

/// The hyena's state, for the board display.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum HyenaState {
    /// Not loose yet (no mother is home).
    Caged,
    /// Loose in the village: `paid` of the two tâbas that let him leave.
    InVillage { paid: u8, of: u8 },
    /// On the way to the well (he cannot eat yet).
    Outward,
    /// At the well: `paid` of the tâbas (ten) that let him drink and come away.
    AtWell { paid: u8, of: u8 },
    /// Coming back from the well, eating every mother he overtakes.
    Returning,
    /// Back in the village: the hunt is over.
    Home,
}

impl HyenaState {
    /// The state in words (`hyena.hyena.*`).
    pub fn describe(self) -> Msg {
        match self {
            HyenaState::Caged => Msg::new("hyena.hyena.caged"),
            HyenaState::InVillage { paid, of } => Msg::new("hyena.hyena.village").arg(of).arg(paid),
            HyenaState::Outward => Msg::new("hyena.hyena.outward"),
            HyenaState::AtWell { paid, of } => Msg::new("hyena.hyena.at-well").arg(of).arg(paid),
            HyenaState::Returning => Msg::new("hyena.hyena.returning"),
            HyenaState::Home => Msg::new("hyena.hyena.home"),
        }
    }
}

impl Hyena {
    /// Rule `first-home`: the first mother home lets the hyena loose; her player is the hyena.
    /// Two tâbas already to his credit let him out at once.
    pub(super) fn loose_hyena(&mut self, s: Seat) {
        self.beast = Beast { prowl: Prowl::Village, day: 0, paid: 0, owner: s };
        self.hyena_pay(s);
    }

    /// Pays what the hyena owes from his player's banked tâbas, and moves him on when paid.
    fn hyena_pay(&mut self, s: Seat) {
        let i = s as usize;
        let (cost, next) = match self.beast.prowl {
            Prowl::Village => (LEAVE_COST, Prowl::Outward),
            Prowl::Well => (self.setup.hyena_well, Prowl::Returning),
            _ => return,
        };
        let pay = self.credits[i].tabas.min(cost.saturating_sub(self.beast.paid));
        self.credits[i].tabas -= pay;
        self.beast.paid += pay;
        if self.beast.paid >= cost {
            self.beast.paid = 0;
            self.beast.prowl = next;
            // Leaving takes him onto the first hollow, as it does a mother.
            if next == Prowl::Outward {
                self.beast.day = 1;
            }
        }
    }

    /// A throw worth `value` days (a mother's rate) for the hyena, who moves at double rates.
    pub(super) fn hyena_throw(&mut self, flats: u8, value: u8) {
        let s = self.beast.owner;
        if flats == TABA {
            self.credits[s as usize].bank_taba();
            self.hyena_pay(s);
            return;
        }
        let days = 2 * value;
        let b = self.beast;
        match b.prowl {
            Prowl::Outward => {
                let well = self.well_day();
                self.beast.day = (b.day + days).min(well);
                if self.beast.day == well {
                    self.beast.prowl = Prowl::Well;
                    self.beast.paid = 0;
                    self.hyena_pay(s);
                }
            }
            Prowl::Returning => {
                let to = b.day.saturating_sub(days);
                self.eat_between(b.day, to);
                self.beast.day = to;
                if to == 0 {
                    self.beast.prowl = Prowl::Home;
                }
            }
            // In the village and at the well he waits for tâbas; other throws are lost.
            Prowl::Caged | Prowl::Village | Prowl::Well | Prowl::Home => {}
        }
    }

    /// Does the hyena, moving home from day `from` to day `to`, overtake a mother on day `day`?
    #[inline]
    pub(super) fn overtakes(&self, from: u8, to: u8, day: u8) -> bool {
        day < from && (day > to || (self.setup.eat_on_landing && day == to && to > 0))
    }

    /// Rule `hyena-eat`: every mother on her way home whom he overtakes is eaten.
    fn eat_between(&mut self, from: u8, to: u8) {
        for i in 0..self.players() {
            let m = self.mothers[i];
            if i as Seat != self.beast.owner
                && m.journey == Journey::Returning
                && self.overtakes(from, to, m.day)
            {
                self.mothers[i].journey = Journey::Eaten;
                self.eaten += 1;
            }
        }
    }

    pub(super) fn hyena_state_of(&self) -> HyenaState {
        let b = self.beast;
        match b.prowl {
            Prowl::Caged => HyenaState::Caged,
            Prowl::Village => HyenaState::InVillage { paid: b.paid, of: LEAVE_COST },
            Prowl::Outward => HyenaState::Outward,
            Prowl::Well => HyenaState::AtWell { paid: b.paid, of: self.setup.hyena_well },
            Prowl::Returning => HyenaState::Returning,
            Prowl::Home => HyenaState::Home,
        }
    }

    pub(super) fn hyena_place_of(&self) -> Option<Place> {
        let b = self.beast;
        match b.prowl {
            Prowl::Caged => None,
            Prowl::Village => Some(Place::Village),
            Prowl::Home => Some(Place::Home),
            Prowl::Well => Some(Place::Well),
            Prowl::Outward | Prowl::Returning => {
                Some(Place::on_road(b.day, self.hollows, b.prowl == Prowl::Returning))
            }
        }
    }
}
