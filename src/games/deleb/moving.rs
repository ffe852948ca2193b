//! Giving throws to men: liberation, passing, eating, double men, storing dèlebs.
//!
//! Marin 1931, pp. 509–510:
//! - "The number of points given by each throw cannot be distributed among different pieces; it
//!   must be executed in full or not at all; but the order in which the throws occurred does not
//!   matter." A move gives one whole throw of the pool to one man; `end` forgoes the rest.
//! - "As long as a man occupies its original position, it is a 'slave' (horiè·l). It is not
//!   allowed to travel until it has been freed, i.e. before it has been moved one single step …
//!   This can only be done by means of a dèleb, and each team is obliged to use all their dèleb for
//!   this purpose until all their men have been thus liberated."
//! - "A man can pass over other men of its own kind, but not over an enemy. If a throw of the
//!   billets brings it to the exact place occupied by a man of the other team, he 'eats' it, i.e.
//!   removes it from the game and takes his place."
//! - "When one team has liberated all its men, it is free to turn its dèleb to any use it likes; it
//!   can even store them up for use at some critical moment … Only dèleb can be stored up in this
//!   way; but one can always forgo any other gains if it is found safer to do so."
//! - "A man can be left by the side of another of its own kind; henceforth the two companions move
//!   together as if they were a single man; but they also run the risk of being 'eaten together.'
//!   Only a dèleb can separate them again if desired."
//!
//! Our decisions (see `docs/rules/deleb.md`): at most two men make a double man; no man may join a
//! slave (a slave may not travel until freed, so it cannot move "together" with anyone); a man who
//! joins another follows his companion's course; a dèleb separates a double man by moving one of
//! the two one step; when no slave can be freed (every slave's step is barred), dèlebs may be used
//! otherwise; unused dèlebs are stored at the end of the turn once the team has no slave.

use super::billets::ThrowName;
use super::board::{self, cell_byte};
use super::track::{self, Junction, Team};
use super::{Deleb, Move, Phase};
use crate::i18n::Msg;

/// Why a throw cannot be given to a man (or the turn cannot end).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Refusal {
    /// It is not the time to move men.
    NotMoving,
    /// No such throw in the pool (nor, for a dèleb, in the team's store).
    NoThrow(ThrowName),
    /// No man of the player's team on this junction.
    NoMan(Junction),
    /// A slave moves only by a dèleb.
    SlaveNeedsDeleb(Junction),
    /// Dèlebs must free slaves while one can be freed.
    FreeSlavesFirst,
    /// The way is barred by an enemy (a man may not pass one).
    PassEnemy { from: Junction, enemy: Junction },
    /// The landing junction holds a slave of the same team.
    JoinSlave(Junction),
    /// The landing junction already holds a double man of the same team (or a double would be
    /// three).
    Full(Junction),
    /// Only a double man can be separated.
    NotDouble(Junction),
}

impl Refusal {
    /// The reason, as a catalog message.
    pub fn msg(self) -> Msg {
        match self {
            Refusal::NotMoving => Msg::new("deleb.error.throw_first"),
            Refusal::NoThrow(t) => Msg::new("deleb.error.no_throw").arg(t.notation()),
            Refusal::NoMan(j) => Msg::new("deleb.error.no_man").arg(j),
            Refusal::SlaveNeedsDeleb(j) => Msg::new("deleb.error.slave_deleb").arg(j),
            Refusal::FreeSlavesFirst => Msg::new("deleb.error.free_first"),
            Refusal::PassEnemy { from, enemy } => Msg::new("deleb.error.pass_enemy").arg(from).arg(enemy),
            Refusal::JoinSlave(j) => Msg::new("deleb.error.join_slave").arg(j),
            Refusal::Full(j) => Msg::new("deleb.error.full").arg(j),
            Refusal::NotDouble(j) => Msg::new("deleb.error.not_double").arg(j),
        }
    }
}

/// Where a move lands and what it does there.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Landing {
    /// The cell landed on and the mover's step there.
    pub cell: usize,
    pub step: u16,
    /// Enemy men eaten there (0, 1 or 2).
    pub eats: u8,
    /// Joins a man of its own team, making a double man.
    pub joins: bool,
    /// Passes over men of its own team on the way.
    pub passes_own: bool,
}

impl Deleb {
    /// Can the player's team use a dèleb now (from the pool or, once all men are free, the store)?
    fn deleb_available(&self, team: Team) -> bool {
        self.pool[0] > 0 || self.store[team as usize] > 0
    }

    /// Is the throw available to the player?
    fn throw_available(&self, team: Team, t: ThrowName) -> bool {
        if t == ThrowName::Deleb { self.deleb_available(team) } else { self.pool[t.index()] > 0 }
    }

    /// Where `moving` men of `team` from `from` (whose byte is `c`) land after `v` junctions, or
    /// why they cannot: they may pass their own men but not an enemy, may eat an enemy by landing
    /// exactly on him, may join one man of their own team (not a slave) to make a double man.
    #[inline]
    pub(super) fn landing(
        &self,
        team: Team,
        from: usize,
        c: u8,
        v: u8,
        moving: u8,
    ) -> Result<Landing, Refusal> {
        let n = self.setup.lines;
        self.landing_from(team, from, track::Cursor::at(n, board::step_at(n, from, c)), v, moving)
    }

    /// [`Deleb::landing`] with the man's place on the circuit already known.
    #[inline]
    fn landing_from(
        &self,
        team: Team,
        from: usize,
        mut at: track::Cursor,
        v: u8,
        moving: u8,
    ) -> Result<Landing, Refusal> {
        let n = self.setup.lines;
        let mut passes_own = false;
        for _ in 1..v {
            at.advance(n);
            let cell = at.cell(n, team);
            let o = self.cells[cell];
            if board::count(o) != 0 {
                if board::team(o) != team {
                    let j = |x| Junction::of_cell(n, x);
                    return Err(Refusal::PassEnemy { from: j(from), enemy: j(cell) });
                }
                passes_own = true;
            }
        }
        at.advance(n);
        let cell = at.cell(n, team);
        let o = self.cells[cell];
        let mut landing = Landing { cell, step: at.step(n), eats: 0, joins: false, passes_own };
        if board::count(o) != 0 {
            if board::team(o) != team {
                landing.eats = board::count(o);
            } else if board::is_slave(o) {
                return Err(Refusal::JoinSlave(Junction::of_cell(n, cell)));
            } else if board::count(o) + moving > 2 {
                return Err(Refusal::Full(Junction::of_cell(n, cell)));
            } else {
                landing.joins = true;
            }
        }
        Ok(landing)
    }

    /// Can any slave of `team` be freed by a dèleb now (its one step not barred)?
    pub(super) fn can_free_any(&self, team: Team) -> bool {
        if self.slaves[team as usize] == 0 {
            return false;
        }
        let n = self.setup.lines as usize;
        let home = track::home_line(team).index() * n;
        (home..home + n).any(|cell| {
            let c = self.cells[cell];
            board::holds(c, team) && board::is_slave(c) && self.landing(team, cell, c, 1, 1).is_ok()
        })
    }

    /// Must the player's dèlebs go to freeing slaves? (While a slave can be freed and a dèleb is
    /// at hand.)
    pub(super) fn must_free(&self, team: Team) -> bool {
        self.deleb_available(team) && self.can_free_any(team)
    }

    /// Checks giving throw `t` to the man on `from` (or, with `split`, a dèleb to one man of the
    /// double man there), with `must_free` already computed.
    #[inline]
    fn check(
        &self,
        team: Team,
        t: ThrowName,
        from: usize,
        split: bool,
        must_free: bool,
    ) -> Result<Landing, Refusal> {
        let n = self.setup.lines;
        let here = || Junction::of_cell(n, from);
        if !self.throw_available(team, t) {
            return Err(Refusal::NoThrow(t));
        }
        let c = match self.cells.get(from) {
            Some(&c) if from < 4 * n as usize && board::holds(c, team) => c,
            _ => return Err(Refusal::NoMan(here())),
        };
        if split && board::count(c) != 2 {
            return Err(Refusal::NotDouble(here()));
        }
        if board::is_slave(c) {
            if t != ThrowName::Deleb {
                return Err(Refusal::SlaveNeedsDeleb(here()));
            }
        } else if t == ThrowName::Deleb && must_free {
            return Err(Refusal::FreeSlavesFirst);
        }
        let moving = if split { 1 } else { board::count(c) };
        self.landing(team, from, c, t.value(), moving)
    }

    /// Checks a move of the moving phase; `Ok` with its landing for a throw given to a man, `Ok(None)`
    /// for `end`.
    pub(super) fn check_move(&self, mv: Move) -> Result<Option<Landing>, Refusal> {
        if self.phase != Phase::Move {
            return Err(Refusal::NotMoving);
        }
        let team = self.seat_team();
        let must_free = self.must_free(team);
        match mv {
            Move::Play { throw, from } => self.check(team, throw, from as usize, false, must_free).map(Some),
            Move::Split { from } => {
                self.check(team, ThrowName::Deleb, from as usize, true, must_free).map(Some)
            }
            Move::End => {
                // The obliged dèlebs cannot be forgone while a slave can be freed.
                if self.pool[0] > 0 && must_free { Err(Refusal::FreeSlavesFirst) } else { Ok(None) }
            }
            Move::Throw(_) => Err(Refusal::NotMoving),
        }
    }

    /// The legal moves of the moving phase, in order: by junction (A1 … D`N`), each man's throws
    /// in the order dèleb, dug, 3, gàsse, sìtte, then the separation of a double man; `end` last.
    ///
    /// The hot path of random playouts: it applies the gates of [`Deleb::check_move`] inline, with
    /// each man's place on the circuit found once (a test checks that both agree everywhere).
    pub(super) fn moving_moves(&self, out: &mut Vec<Move>) {
        let team = self.seat_team();
        let must_free = self.must_free(team);
        let n = self.setup.lines;
        let avail = ThrowName::ALL.map(|t| self.throw_available(team, t));
        for from in 0..4 * n as usize {
            let c = self.cells[from];
            if !board::holds(c, team) {
                continue;
            }
            let at = track::Cursor::at(n, board::step_at(n, from, c));
            let count = board::count(c);
            if board::is_slave(c) {
                if avail[0] && self.landing_from(team, from, at, 1, 1).is_ok() {
                    out.push(Move::Play { throw: ThrowName::Deleb, from: from as u16 });
                }
                continue;
            }
            for t in ThrowName::ALL {
                let usable = avail[t.index()] && !(t == ThrowName::Deleb && must_free);
                if usable && self.landing_from(team, from, at, t.value(), count).is_ok() {
                    out.push(Move::Play { throw: t, from: from as u16 });
                }
            }
            if count == 2 && avail[0] && !must_free && self.landing_from(team, from, at, 1, 1).is_ok() {
                out.push(Move::Split { from: from as u16 });
            }
        }
        if !(self.pool[0] > 0 && must_free) {
            out.push(Move::End);
        }
    }

    /// Plays a legal move of the moving phase.
    pub(super) fn play_moving(&mut self, mv: Move) {
        let team = self.seat_team();
        let (t, from, split) = match mv {
            Move::Play { throw, from } => (throw, from as usize, false),
            Move::Split { from } => (ThrowName::Deleb, from as usize, true),
            Move::End => return self.end_moving(),
            Move::Throw(_) => return,
        };
        let Some(&c) = self.cells.get(from) else { return };
        let moving = if split { 1 } else { board::count(c) };
        let Ok(landing) = self.landing(team, from, c, t.value(), moving) else { return };
        // Spend the throw: the pool's first, then a stored dèleb.
        if self.pool[t.index()] > 0 {
            self.pool[t.index()] -= 1;
        } else {
            let s = &mut self.store[team as usize];
            *s = s.saturating_sub(1);
        }
        self.cells[from] = if split { c - 1 } else { 0 };
        if board::is_slave(c) {
            self.slaves[team as usize] = self.slaves[team as usize].saturating_sub(1);
        }
        let o = self.cells[landing.cell];
        if landing.eats > 0 {
            let enemy = 1 - team as usize;
            self.men[enemy] = self.men[enemy].saturating_sub(landing.eats);
            if board::is_slave(o) {
                self.slaves[enemy] = self.slaves[enemy].saturating_sub(1);
            }
            self.cells[landing.cell] = 0;
            if self.men[enemy] == 0 {
                // "The aim of the game is to eat up every one of the opponents' men."
                self.cells[landing.cell] =
                    cell_byte(team, moving, false, track::is_homeward(self.setup.lines, landing.step));
                self.pool = [0; 5];
                self.winner = team;
                self.phase = Phase::Over;
                return;
            }
        }
        self.cells[landing.cell] = if landing.joins {
            // The newcomer joins his companion and follows his course.
            o + moving
        } else {
            cell_byte(team, moving, false, track::is_homeward(self.setup.lines, landing.step))
        };
        if self.pool.iter().all(|&p| p == 0) && self.store[team as usize] == 0 {
            self.next_turn();
        }
    }

    /// `end`: the rest of the pool is forgone, except dèlebs, which are stored once the team has no
    /// slave; the billets pass on.
    fn end_moving(&mut self) {
        let team = self.seat_team() as usize;
        if self.slaves[team] == 0 {
            self.store[team] = self.store[team].saturating_add(self.pool[0]);
        }
        self.pool = [0; 5];
        self.next_turn();
    }
}
