//! A mother's journey: out of the village, along the groove to the well, drinking and washing,
//! and back to the village.
//!
//! > "2. A player has to throw a tba to enable his mother to leave the village at all […]
//! > 3. After she has left the village, a tba having been thrown by her son, she moves two "days"
//! > (i.e. hollows) for a throw at ymn, four "days" for a rab' and six for a sta. […]
//! > 4. A mother must reach the well exactly. […]
//! > 5. At the well, she requires two tbas to drink, one to wash her clothes and two to come away
//! > with. If a player has not this number of tbas to his credit, his mother has to wait until he
//! > has scored them. […]
//! > 6. On coming down from the well, the women make their way back, in the same manner, to the
//! > village, from which the first to arrive lets loose the hyena." (Davies, pp. 145–146)

use super::Hyena;
use super::sticks::TABA;
use crate::i18n::Msg;
use crate::model::Seat;

/// Where a mother is on her journey.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Journey {
    /// In the village, waiting for a tâba to leave.
    Village,
    /// On the way to the well.
    Outward,
    /// At the well, paying her tâbas.
    Well,
    /// Coming down from the well (she has paid them all).
    Returning,
    /// Safely back in the village.
    Home,
    /// Eaten by the hyena.
    Eaten,
}

impl Journey {
    pub const ALL: [Journey; 6] = [
        Journey::Village,
        Journey::Outward,
        Journey::Well,
        Journey::Returning,
        Journey::Home,
        Journey::Eaten,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Journey::Village => "village",
            Journey::Outward => "outward",
            Journey::Well => "at-well",
            Journey::Returning => "returning",
            Journey::Home => "home",
            Journey::Eaten => "eaten",
        }
    }
}

/// One mother.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Mother {
    pub journey: Journey,
    /// Days from the village (the well is `hollows + 1`; an eaten mother keeps the day she was
    /// eaten on).
    pub day: u8,
    /// Tâbas paid at the well so far (only while `journey` is `Well`).
    pub paid: u8,
}

impl Mother {
    pub const START: Mother = Mother { journey: Journey::Village, day: 0, paid: 0 };

    /// Still on her journey (her player still throws for her)?
    #[inline]
    pub fn is_travelling(self) -> bool {
        !matches!(self.journey, Journey::Home | Journey::Eaten)
    }
}

/// A mother's state, for the board display.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MotherState {
    /// In the village, waiting for a tâba to leave.
    InVillage,
    /// On the way to the well.
    Outward,
    /// At the well: `paid` of the `of` tâbas paid (two to drink, one to wash, two to come away).
    AtWell { paid: u8, of: u8 },
    /// On the way back to the village.
    Returning,
    /// Home: `order` is 1 for the first mother home (whose player is the hyena), 2 for the next…
    Home { order: u8 },
    /// Eaten by the hyena.
    Eaten,
}

impl MotherState {
    /// The state in words (`hyena.state.*`).
    pub fn describe(self) -> Msg {
        match self {
            MotherState::InVillage => Msg::new("hyena.state.village"),
            MotherState::Outward => Msg::new("hyena.state.outward"),
            MotherState::AtWell { paid, of } => Msg::new("hyena.state.at-well").arg(of).arg(paid),
            MotherState::Returning => Msg::new("hyena.state.returning"),
            MotherState::Home { order } => Msg::new("hyena.state.home").arg(order),
            MotherState::Eaten => Msg::new("hyena.state.eaten"),
        }
    }
}

impl Hyena {
    /// A throw worth `value` days, for a mother on her journey.
    pub(super) fn mother_throw(&mut self, s: Seat, flats: u8, value: u8) {
        let well = self.well_day();
        let i = s as usize;
        let m = self.mothers[i];
        match m.journey {
            // Rule 2: only a tâba lets her leave; it takes her onto the first hollow. Any other
            // throw is lost (rule `lost-throw`).
            Journey::Village => {
                if flats == TABA {
                    self.mothers[i] = Mother { journey: Journey::Outward, day: 1, paid: 0 };
                }
            }
            // Rule 3: a tâba is marked down as a credit. Rule 4 and `overshoot`: a throw that would
            // carry her past the well is lost.
            Journey::Outward => {
                if flats == TABA {
                    self.credits[i].bank_taba();
                } else if m.day + value <= well {
                    self.mothers[i].day = m.day + value;
                    if m.day + value == well {
                        self.arrive_at_well(s);
                    }
                }
            }
            // Rule 5: a tâba pays at once (with `well-pay=chosen` it is banked, to be paid when
            // the player chooses); any other throw is marked down for later.
            Journey::Well => {
                if flats == TABA && self.setup.pay_chosen {
                    self.credits[i].bank_taba();
                } else if flats == TABA {
                    self.mothers[i].paid += 1;
                    if self.mothers[i].paid >= self.setup.well {
                        self.come_away(s);
                    }
                } else {
                    self.credits[i].bank_throw(flats);
                }
            }
            // Rule 6: "in the same manner": tâbas are banked, the village must be reached exactly.
            Journey::Returning => {
                if flats == TABA {
                    self.credits[i].bank_taba();
                } else if value <= m.day {
                    self.mothers[i].day = m.day - value;
                    if m.day == value {
                        self.arrive_home(s);
                    }
                }
            }
            Journey::Home | Journey::Eaten => {}
        }
    }

    /// Rule 4: "she will arrive one day short of it, and may then use one of her son's credit of
    /// tbas to complete the journey" — and, in the same manner, one day short of the village.
    pub(super) fn step(&mut self, s: Seat) {
        let i = s as usize;
        self.credits[i].tabas = self.credits[i].tabas.saturating_sub(1);
        match self.mothers[i].journey {
            Journey::Outward => {
                self.mothers[i].day += 1;
                self.arrive_at_well(s);
            }
            _ => {
                self.mothers[i].day = 0;
                self.arrive_home(s);
            }
        }
    }

    /// Rule `spend`: a banked throw moves her on her way home.
    pub(super) fn spend(&mut self, s: Seat, flats: u8) {
        let i = s as usize;
        let value = self.setup.sticks.value(flats);
        self.credits[i].take_throw(flats);
        self.mothers[i].day = self.mothers[i].day.saturating_sub(value);
        if self.mothers[i].day == 0 {
            self.arrive_home(s);
        }
    }

    /// Option `well-pay=chosen`: the player pays one tâba at the well from his credit.
    pub(super) fn pay_at_well(&mut self, s: Seat) {
        let i = s as usize;
        self.credits[i].tabas = self.credits[i].tabas.saturating_sub(1);
        self.mothers[i].paid += 1;
        if self.mothers[i].paid >= self.setup.well {
            self.come_away(s);
        }
    }

    /// Rule 5: at the well she pays at once with what her son has to his credit (with
    /// `well-pay=chosen`, only when he chooses).
    fn arrive_at_well(&mut self, s: Seat) {
        let i = s as usize;
        let pay = if self.setup.pay_chosen { 0 } else { self.credits[i].tabas.min(self.setup.well) };
        self.credits[i].tabas -= pay;
        self.mothers[i] = Mother { journey: Journey::Well, day: self.well_day(), paid: pay };
        if pay >= self.setup.well {
            self.come_away(s);
        }
    }

    /// "two to come away with": she starts back from the well.
    fn come_away(&mut self, s: Seat) {
        self.mothers[s as usize] = Mother { journey: Journey::Returning, day: self.well_day(), paid: 0 };
    }

    /// Rule 6: she is home; the first one home lets the hyena loose. Rule `home-credit` (ours):
    /// her banked throws lapse (they were marked down for her way home), and so do her banked
    /// tâbas, unless option `home-credit=pass` keeps them for her player, the hyena if she is the
    /// first.
    fn arrive_home(&mut self, s: Seat) {
        let i = s as usize;
        self.mothers[i] = Mother { journey: Journey::Home, day: 0, paid: 0 };
        self.credits[i].throws = [0; 4];
        if !self.setup.credit_passes {
            self.credits[i].tabas = 0;
        }
        if let Some(slot) = self.home.get_mut(self.homes as usize) {
            *slot = s;
        }
        self.homes += 1;
        if self.homes == 1 {
            self.loose_hyena(s);
        }
    }

    /// The state of mother `s` for display.
    pub(super) fn mother_state_of(&self, s: Seat) -> MotherState {
        let m = self.mothers[s as usize];
        match m.journey {
            Journey::Village => MotherState::InVillage,
            Journey::Outward => MotherState::Outward,
            Journey::Well => MotherState::AtWell { paid: m.paid, of: self.setup.well },
            Journey::Returning => MotherState::Returning,
            Journey::Home => {
                let order = self.home.iter().take(self.homes as usize).position(|&h| h == s).unwrap_or(0);
                MotherState::Home { order: order as u8 + 1 }
            }
            Journey::Eaten => MotherState::Eaten,
        }
    }
}
