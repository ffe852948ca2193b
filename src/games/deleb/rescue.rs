//! Stored dèlebs spent when the danger arises (option `rescue=threat`, the default).
//!
//! Marin 1931, pp. 509–510: "When one team has liberated all its men, it is free to turn its dèleb
//! to any use it likes; it can even store them up for use at some critical moment, e.g. for putting
//! out of danger a man which is actually preyed upon by the opponents."
//!
//! Our reading (see `docs/rules/deleb.md`): a man is *preyed upon* when the player who is moving
//! could eat him now, with a throw he holds (his pool, or his team's stored dèlebs) by a legal move.
//! Players throw first and move afterwards, so the throws are on the ground when the danger is
//! real. When the mover's throwing has ended, and again after each of his moves, if the other team
//! has stored dèlebs and a man preyed upon that one could move, that team decides (its next player
//! in turn order sits at `Turn::Seat`): give a stored dèleb to a man preyed upon (one step, under
//! the usual rules: he may eat, join a companion, or a dèleb may separate a double man), again
//! while it has dèlebs and a man preyed upon, or `end` to let the danger be. It is not asked again
//! until the mover has moved. The game stays a sequence of single-seat decisions and throws.
//!
//! With `rescue=own-turn` (rules revision 1) stored dèlebs are spent only in the team's own moving.

use super::board::MAX_CELLS;
use super::turn::team_of_seat;
use super::{Deleb, Move, Phase};
use crate::model::Seat;

impl Deleb {
    /// The cells of the other team's men that the player moving could eat now, with a throw he
    /// holds, by a legal move (all `false` outside the moving phases).
    pub(super) fn preyed_upon(&self) -> [bool; MAX_CELLS] {
        let mut preyed = [false; MAX_CELLS];
        if matches!(self.phase, Phase::Move | Phase::Rescue) {
            self.each_move(
                self.seat_team(),
                false,
                |_| true,
                |_, l| {
                    if l.eats > 0 {
                        preyed[l.cell] = true;
                    }
                },
            );
        }
        preyed
    }

    /// The seat that decides for the threatened team: its next player in turn order.
    pub(super) fn rescuer(&self) -> Seat {
        let players = self.setup.players.max(2);
        let team = 1 - self.seat_team();
        (1..=players)
            .map(|k| (self.seat + k) % players)
            .find(|&s| team_of_seat(players, s) == team)
            .unwrap_or(0)
    }

    /// The moves of the threatened team: a stored dèleb for each man preyed upon who can take it,
    /// then `end`.
    pub(super) fn rescue_moves(&self, out: &mut Vec<Move>) {
        let preyed = self.preyed_upon();
        self.each_move(1 - self.seat_team(), true, |c| preyed[c], |m, _| out.push(m));
        out.push(Move::End);
    }

    /// Could the threatened team answer the danger now?
    fn rescue_exists(&self) -> bool {
        let team = 1 - self.seat_team();
        if !self.setup.rescue || self.store[team as usize] == 0 {
            return false;
        }
        let preyed = self.preyed_upon();
        let mut any = false;
        self.each_move(team, true, |c| preyed[c], |_, _| any = true);
        any
    }

    /// Hands the decision to the threatened team, if it has not answered since the mover's last
    /// move and has an answer.
    pub(super) fn offer_rescue(&mut self) {
        if self.phase == Phase::Move && !self.answered && self.rescue_exists() {
            self.phase = Phase::Rescue;
        }
    }

    /// Is the position one where the threatened team should have been asked (for `validate`)?
    pub(super) fn rescue_owed(&self) -> bool {
        self.phase == Phase::Move && !self.answered && self.rescue_exists()
    }

    /// Plays a move of the threatened team.
    pub(super) fn play_rescue(&mut self, mv: Move) {
        if mv != Move::End {
            let team = self.acting_team();
            if !self.apply(team, mv, true) {
                return;
            }
            if self.rescue_exists() {
                return;
            }
        }
        self.phase = Phase::Move;
        self.answered = true;
    }
}
