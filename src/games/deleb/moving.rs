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
//! Our decisions and the options that switch them (see `docs/rules/deleb.md`): at most two men
//! make a double man (`double_max`); no man may join a slave (`join_slave`), so a team frees its
//! home line in order; a man who joins another follows his companion's course (`join_course`); a
//! man who lands on a companion always joins him (`join`, after the DLP summary: he may stand
//! beside him instead); a dèleb separates a double man by moving one of the two one step; when no
//! slave can be freed (every slave's step is barred), dèlebs may be used otherwise; unused dèlebs
//! are stored at the end of the turn once the team has no slave. The same code gives the moves of
//! a team answering a threat with stored dèlebs (`rescue.rs`).

use super::billets::ThrowName;
use super::board::{self, Cell, cell_byte};
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
    /// The landing junction already holds as many men of the team as may stand together (or two
    /// men standing apart).
    Full(Junction),
    /// Only a double man can be separated.
    NotDouble(Junction),
    /// In this game a man always joins the companion he lands on (option `join=always`).
    BesideOff,
    /// Only a single man can stand beside another, not a double man.
    BesideDouble(Junction),
    /// The landing junction holds no single free man of the same course to stand beside.
    NoCompanion(Junction),
    /// While the other team moves, a stored dèleb may only take a man out of its reach.
    NotPreyed(Junction),
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
            Refusal::BesideOff => Msg::new("deleb.error.beside_off"),
            Refusal::BesideDouble(j) => Msg::new("deleb.error.beside_double").arg(j),
            Refusal::NoCompanion(j) => Msg::new("deleb.error.beside_none").arg(j),
            Refusal::NotPreyed(j) => Msg::new("deleb.error.not_preyed").arg(j),
        }
    }
}

/// Where a move lands and what it does there.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Landing {
    /// The cell landed on and the mover's step there.
    pub cell: usize,
    pub step: u16,
    /// Enemy men eaten there.
    pub eats: u8,
    /// Joins men of its own team, making a double man.
    pub joins: bool,
    /// Passes over men of its own team on the way.
    pub passes_own: bool,
}

/// How a move takes men from their junction.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(super) enum Take {
    /// The man, or the joined men, as one (`Move::Play`); one man of two standing apart.
    Whole,
    /// One man of a double man, with a dèleb (`Move::Split`).
    One,
    /// A single man who lands beside a companion without joining him (`Move::Beside`).
    Beside,
}

impl Take {
    fn of(mv: Move) -> Option<(Take, ThrowName, usize)> {
        match mv {
            Move::Play { throw, from } => Some((Take::Whole, throw, from as usize)),
            Move::Beside { throw, from } => Some((Take::Beside, throw, from as usize)),
            Move::Split { from } => Some((Take::One, ThrowName::Deleb, from as usize)),
            _ => None,
        }
    }

    fn to_move(self, t: ThrowName, from: usize) -> Move {
        let from = from as u16;
        match self {
            Take::Whole => Move::Play { throw: t, from },
            Take::Beside => Move::Beside { throw: t, from },
            Take::One => Move::Split { from },
        }
    }
}

impl Deleb {
    /// Can `team` use a throw `t` now? In its own moving, from the pool (and, for a dèleb, from
    /// its store once the pool has none); answering a threat (`rescue`), only a stored dèleb.
    #[inline]
    fn throw_available(&self, team: Team, t: ThrowName, rescue: bool) -> bool {
        let stored = t == ThrowName::Deleb && self.store[team as usize] > 0;
        if rescue { stored } else { self.pool[t.index()] > 0 || stored }
    }

    /// Where `moving` men of `team` from `from` (whose word is `c`) land after `v` junctions, or
    /// why they cannot: they may pass their own men but not an enemy, may eat an enemy by landing
    /// exactly on him, may join men of their own team (a slave only with `join_slave=yes`, never
    /// two men standing apart, and no more than `double_max` together).
    #[inline]
    pub(super) fn landing(
        &self,
        team: Team,
        from: usize,
        c: Cell,
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
            } else if board::is_slave(o) && !self.setup.join_slave {
                return Err(Refusal::JoinSlave(Junction::of_cell(n, cell)));
            } else if board::is_apart(o) || board::count(o) + moving > self.setup.double_max {
                return Err(Refusal::Full(Junction::of_cell(n, cell)));
            } else {
                landing.joins = true;
            }
        }
        Ok(landing)
    }

    /// Can a single man landing as `l` stand beside the man there? Only beside one free man who
    /// stands alone and runs the same course (two men apart keep one course between them).
    fn beside_ok(&self, l: &Landing) -> bool {
        let o = self.cells[l.cell];
        l.joins
            && board::count(o) == 1
            && !board::is_slave(o)
            && board::is_homeward(o) == track::is_homeward(self.setup.lines, l.step)
    }

    /// Can any slave of `team` be freed by a dèleb now (its one step, alone or with a companion
    /// who joined him, not barred)?
    pub(super) fn can_free_any(&self, team: Team) -> bool {
        if self.slaves[team as usize] == 0 {
            return false;
        }
        let n = self.setup.lines as usize;
        let home = track::home_line(team).index() * n;
        (home..home + n).any(|cell| {
            let c = self.cells[cell];
            board::holds(c, team)
                && board::is_slave(c)
                && (self.landing(team, cell, c, 1, board::count(c)).is_ok()
                    || (board::count(c) > 1 && self.landing(team, cell, c, 1, 1).is_ok()))
        })
    }

    /// Must the player's dèlebs go to freeing slaves? (While a slave can be freed and a dèleb is
    /// at hand.)
    pub(super) fn must_free(&self, team: Team) -> bool {
        self.throw_available(team, ThrowName::Deleb, false) && self.can_free_any(team)
    }

    /// Checks giving throw `t` to the men on `from` as `take`, with `must_free` already computed.
    #[inline]
    fn check(
        &self,
        team: Team,
        take: Take,
        t: ThrowName,
        from: usize,
        must_free: bool,
        rescue: bool,
    ) -> Result<Landing, Refusal> {
        let n = self.setup.lines;
        let here = || Junction::of_cell(n, from);
        if !self.throw_available(team, t, rescue) {
            return Err(Refusal::NoThrow(t));
        }
        let c = match self.cells.get(from) {
            Some(&c) if from < 4 * n as usize && board::holds(c, team) => c,
            _ => return Err(Refusal::NoMan(here())),
        };
        match take {
            Take::One if board::count(c) < 2 || board::is_apart(c) => return Err(Refusal::NotDouble(here())),
            Take::Beside if !self.setup.join_choice => return Err(Refusal::BesideOff),
            Take::Beside if board::movers(c) != 1 => return Err(Refusal::BesideDouble(here())),
            _ => {}
        }
        if board::is_slave(c) {
            if t != ThrowName::Deleb {
                return Err(Refusal::SlaveNeedsDeleb(here()));
            }
        } else if t == ThrowName::Deleb && must_free {
            return Err(Refusal::FreeSlavesFirst);
        }
        let moving = if take == Take::Whole { board::movers(c) } else { 1 };
        let l = self.landing(team, from, c, t.value(), moving)?;
        if take == Take::Beside && !self.beside_ok(&l) {
            return Err(Refusal::NoCompanion(Junction::of_cell(n, l.cell)));
        }
        Ok(l)
    }

    /// Checks a move of the moving phase (or of a team answering a threat); `Ok` with its landing
    /// for a throw given to a man, `Ok(None)` for `end`.
    pub(super) fn check_move(&self, mv: Move) -> Result<Option<Landing>, Refusal> {
        let rescue = match self.phase {
            Phase::Move => false,
            Phase::Rescue => true,
            _ => return Err(Refusal::NotMoving),
        };
        let team = self.acting_team();
        if mv == Move::End {
            // The obliged dèlebs cannot be forgone while a slave can be freed.
            return if !rescue && self.pool[0] > 0 && self.must_free(team) {
                Err(Refusal::FreeSlavesFirst)
            } else {
                Ok(None)
            };
        }
        let Some((take, t, from)) = Take::of(mv) else { return Err(Refusal::NotMoving) };
        if rescue {
            let l = self.check(team, take, t, from, false, true)?;
            if !self.preyed_upon()[from] {
                return Err(Refusal::NotPreyed(Junction::of_cell(self.setup.lines, from)));
            }
            return Ok(Some(l));
        }
        self.check(team, take, t, from, self.must_free(team), false).map(Some)
    }

    /// Every move giving a throw to men of `team` on the cells `keep` accepts, with its landing, in
    /// order: by junction (A1 … D`N`), each man's throws in the order dèleb, dug, 3, gàsse, sìtte
    /// (each followed by standing beside a companion, where allowed), then the separation of a
    /// double man. `rescue`: only stored dèlebs, for a team answering a threat.
    ///
    /// The hot path of random playouts: it applies the gates of [`Deleb::check`] inline, with each
    /// man's place on the circuit found once (a test checks that both agree everywhere).
    #[inline]
    pub(super) fn each_move(
        &self,
        team: Team,
        rescue: bool,
        keep: impl Fn(usize) -> bool,
        mut f: impl FnMut(Move, &Landing),
    ) {
        let must_free = !rescue && self.must_free(team);
        let n = self.setup.lines;
        let avail = ThrowName::ALL.map(|t| self.throw_available(team, t, rescue));
        if !avail.iter().any(|&a| a) {
            return;
        }
        let beside = self.setup.join_choice;
        for from in 0..4 * n as usize {
            let c = self.cells[from];
            if !board::holds(c, team) || !keep(from) {
                continue;
            }
            let at = track::Cursor::at(n, board::step_at(n, from, c));
            let (count, movers) = (board::count(c), board::movers(c));
            let slave = board::is_slave(c);
            for t in ThrowName::ALL {
                let usable = avail[t.index()]
                    && if slave { t == ThrowName::Deleb } else { !(t == ThrowName::Deleb && must_free) };
                if !usable {
                    continue;
                }
                if let Ok(l) = self.landing_from(team, from, at, t.value(), movers) {
                    f(Take::Whole.to_move(t, from), &l);
                    if beside && movers == 1 && self.beside_ok(&l) {
                        f(Take::Beside.to_move(t, from), &l);
                    }
                }
            }
            // A dèleb separates a double man; from a slave pair it frees the slave, which the
            // obligation allows.
            if count >= 2
                && !board::is_apart(c)
                && avail[0]
                && (slave || !must_free)
                && let Ok(l) = self.landing_from(team, from, at, 1, 1)
            {
                f(Take::One.to_move(ThrowName::Deleb, from), &l);
            }
        }
    }

    /// The legal moves of the moving phase, in order (see [`Deleb::each_move`]); `end` last.
    pub(super) fn moving_moves(&self, out: &mut Vec<Move>) {
        let team = self.seat_team();
        self.each_move(team, false, |_| true, |m, _| out.push(m));
        if !(self.pool[0] > 0 && self.must_free(team)) {
            out.push(Move::End);
        }
    }

    /// Plays a legal move of the moving phase.
    pub(super) fn play_moving(&mut self, mv: Move) {
        if mv == Move::End {
            return self.end_moving();
        }
        let team = self.seat_team();
        if !self.apply(team, mv, false) {
            return;
        }
        if self.pool.iter().all(|&p| p == 0) && self.store[team as usize] == 0 {
            self.next_turn();
        } else {
            // The position changed: the other team may face a new danger.
            self.answered = false;
            self.offer_rescue();
        }
    }

    /// Moves the men of `team` as `mv` says and spends its throw (from the pool first, unless
    /// answering a threat, then from the store). Returns `false` when the game is over (or the
    /// move was not one of men).
    pub(super) fn apply(&mut self, team: Team, mv: Move, rescue: bool) -> bool {
        let Some((take, t, from)) = Take::of(mv) else { return false };
        let Some(&c) = self.cells.get(from).filter(|&&c| board::holds(c, team)) else { return false };
        let moving = if take == Take::Whole { board::movers(c) } else { 1 };
        let Ok(landing) = self.landing(team, from, c, t.value(), moving) else { return false };
        let n = self.setup.lines;
        if !rescue && self.pool[t.index()] > 0 {
            self.pool[t.index()] -= 1;
        } else {
            let s = &mut self.store[team as usize];
            *s = s.saturating_sub(1);
        }
        // What stays behind: nothing, or the companion (free: if a slave pair is separated, the
        // slave is the one who steps out and is freed).
        let left = board::count(c).saturating_sub(moving);
        self.cells[from] =
            if left == 0 { 0 } else { board::with_count(c, left) & !board::SLAVE & !board::APART };
        if board::is_slave(c) {
            self.slaves[team as usize] = self.slaves[team as usize].saturating_sub(1);
        }
        let o = self.cells[landing.cell];
        let homeward = track::is_homeward(n, landing.step);
        if landing.eats > 0 {
            let enemy = 1 - team as usize;
            self.men[enemy] = self.men[enemy].saturating_sub(landing.eats);
            if board::is_slave(o) {
                self.slaves[enemy] = self.slaves[enemy].saturating_sub(1);
            }
            self.cells[landing.cell] = cell_byte(team, moving, false, homeward);
            if self.men[enemy] == 0 {
                // "The aim of the game is to eat up every one of the opponents' men."
                self.pool = [0; 5];
                self.winner = team;
                self.phase = Phase::Over;
                return false;
            }
            return true;
        }
        self.cells[landing.cell] = if !landing.joins {
            cell_byte(team, moving, false, homeward)
        } else if take == Take::Beside {
            cell_byte(team, 2, false, homeward) | board::APART
        } else {
            // The newcomer joins his companion (a slave stays a slave until a dèleb frees him) and
            // the double man keeps the companion's course, or takes the newcomer's.
            let joined = board::with_count(o, board::count(o) + moving);
            if self.setup.newcomer_course {
                (joined & !board::HOMEWARD) | if homeward { board::HOMEWARD } else { 0 }
            } else {
                joined
            }
        };
        true
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
