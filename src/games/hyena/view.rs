//! Read-only answers for the board display, so the page never re-implements a rule. All are pure
//! and cheap; seats outside `0..player_count()` give `None`.

use super::board::Place;
use super::credits::Credits;
use super::effect::{self, MoveEffect, Piece};
use super::ending::Standing;
use super::hyena_piece::{HyenaState, NOBODY};
use super::mother::{Journey, MotherState};
use super::sticks::ThrowInfo;
use super::turn::Phase;
use super::{Hyena, Move};
use crate::i18n::Msg;
use crate::model::{Game, Seat};

impl Hyena {
    /// The number of hollows between the village and the well (the board has two places more),
    /// or `None` while a random count is still to be drawn.
    pub fn hollow_count(&self) -> Option<u8> {
        (self.hollows > 0).then_some(self.hollows)
    }

    /// The range the hollow count is drawn from (both ends equal for a fixed count).
    pub fn hollow_range(&self) -> (u8, u8) {
        (self.setup.lo, self.setup.hi)
    }

    pub fn player_count(&self) -> usize {
        self.players()
    }

    /// The player whose turn it is (throwing or choosing), `None` before the spiral is drawn and
    /// once the game is over.
    pub fn current_player(&self) -> Option<Seat> {
        match self.phase {
            Phase::Spiral | Phase::Over => None,
            _ => Some(self.seat),
        }
    }

    /// The piece the player whose turn it is moves: the hyena once he is that player's, else
    /// that player's mother. `None` when nobody is to play.
    pub fn moving_piece(&self) -> Option<Piece> {
        let seat = self.current_player()?;
        Some(if self.hyena_player() == Some(seat) { Piece::Hyena } else { Piece::Mother(seat) })
    }

    /// Where the mother of `seat` is.
    pub fn mother_place(&self, seat: Seat) -> Option<Place> {
        let m = *self.mothers.get(seat as usize).filter(|_| (seat as usize) < self.players())?;
        Some(match m.journey {
            Journey::Village => Place::Village,
            Journey::Outward | Journey::Returning => {
                Place::on_road(m.day, self.hollows, m.journey == Journey::Returning)
            }
            Journey::Well => Place::Well,
            Journey::Home => Place::Home,
            Journey::Eaten => Place::Eaten(m.day),
        })
    }

    /// What the mother of `seat` is doing.
    pub fn mother_state(&self, seat: Seat) -> Option<MotherState> {
        ((seat as usize) < self.players()).then(|| self.mother_state_of(seat))
    }

    /// The hyena's player, once the hyena is loose.
    pub fn hyena_player(&self) -> Option<Seat> {
        (self.beast.owner != NOBODY && self.beast.is_loose()).then_some(self.beast.owner)
    }

    /// Where the hyena is (`None` while he is not loose).
    pub fn hyena_place(&self) -> Option<Place> {
        self.hyena_place_of()
    }

    pub fn hyena_state(&self) -> HyenaState {
        self.hyena_state_of()
    }

    /// What `seat` has to his credit: banked tâbas and banked throws.
    pub fn credits(&self, seat: Seat) -> Option<Credits> {
        self.credits.get(seat as usize).copied().filter(|_| (seat as usize) < self.players())
    }

    /// Tâbas a mother pays at the well (5, or 4 with option `well=4`).
    pub fn well_cost(&self) -> u8 {
        self.setup.well
    }

    /// Tâbas the hyena pays at the well (10, or 9 with option `hyena-well=9`).
    pub fn hyena_well_cost(&self) -> u8 {
        self.setup.hyena_well
    }

    /// The throw with `flats` flat sides up (0 to 3) under this game's reading of the sticks: its
    /// name (a catalog key), notation and value.
    pub fn throw_outcome(&self, flats: u8) -> Option<ThrowInfo> {
        (flats <= 3).then(|| self.setup.sticks.info(flats))
    }

    /// The throw a move records, if it is one.
    pub fn throw_info(&self, mv: Move) -> Option<ThrowInfo> {
        match mv {
            Move::Sticks(f) => self.throw_outcome(f),
            _ => None,
        }
    }

    /// A description of `mv` for the move list and the choice buttons.
    pub fn describe(&self, mv: Move) -> Msg {
        let sticks = self.setup.sticks;
        match mv {
            Move::Spiral(n) => Msg::new("hyena.move.spiral").arg(n),
            Move::Sticks(f) => {
                let info = sticks.info(f);
                let key = match info.notation {
                    "taba" => "hyena.move.taba",
                    "ymn" => "hyena.move.ymn",
                    "rab" => "hyena.move.rab",
                    "three" => "hyena.move.three",
                    _ => "hyena.move.sta",
                };
                Msg::new(key).arg(info.value).arg(2 * info.value)
            }
            Move::Throw => Msg::new("hyena.choice.throw"),
            Move::Pay => {
                let paid = self.mothers.get(self.seat as usize).map_or(0, |m| m.paid);
                Msg::new("hyena.choice.pay").arg(paid + 1).arg(self.setup.well)
            }
            Move::EndTurn => Msg::new("hyena.choice.end"),
            Move::Step => {
                let outward =
                    self.mothers.get(self.seat as usize).is_some_and(|m| m.journey == Journey::Outward);
                Msg::new(if outward { "hyena.choice.step_well" } else { "hyena.choice.step_home" })
            }
            Move::Spend(f) => {
                let info = sticks.info(f);
                let key = match info.notation {
                    "ymn" => "hyena.choice.spend_ymn",
                    "rab" => "hyena.choice.spend_rab",
                    "three" => "hyena.choice.spend_three",
                    _ => "hyena.choice.spend_sta",
                };
                Msg::new(key).arg(info.value)
            }
        }
    }

    /// The choices open to the player now, each described; empty at a chance step (the sticks
    /// are thrown) and when the game is over.
    pub fn choices(&self) -> Vec<(Move, Msg)> {
        if !matches!(self.phase, Phase::Choose | Phase::Close) {
            return Vec::new();
        }
        let mut moves = Vec::new();
        self.moves(&mut moves);
        moves.into_iter().map(|m| (m, self.describe(m))).collect()
    }

    /// What `mv` does (pieces moving hollow by hollow, mothers eaten, credits), if it is legal.
    pub fn move_effect(&self, mv: Move) -> Option<MoveEffect> {
        effect::effect(self, mv)
    }

    /// The hyena's player, the mothers home (in order) and the mothers eaten, so far.
    pub fn standing(&self) -> Standing {
        self.standing_of()
    }

    /// Is the game over?
    pub fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}
