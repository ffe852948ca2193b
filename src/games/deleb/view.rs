//! What the board shows, as pure functions, so the UI never re-implements a rule: the men, each
//! player's entry stage and score, the stored dèlebs, the pool, how a throw fell and what it is
//! called, and for each throw of the pool the men it may be given to or why it cannot be used.
//! The track itself is in `track.rs` ([`junction`](super::junction), [`heading`](super::heading),
//! [`is_seafarer`](super::is_seafarer)).

use super::billets::{self, Billets, ThrowName};
use super::board;
use super::entry::Entry;
use super::moving::Refusal;
use super::track::{self, Junction, Team};
use super::{Deleb, Move, Phase};
use crate::i18n::Msg;

/// A man (or double man) on the field.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ManView {
    pub team: Team,
    pub at: Junction,
    /// His place on his team's circuit, `0 .. 6N` (see `track.rs`).
    pub step: u16,
    /// 1, or 2 for a double man.
    pub count: u8,
    /// Still on his original junction, never moved (horiè·l).
    pub slave: bool,
    /// On the way back from the far end of the enemy home line (badmə·h).
    pub seafarer: bool,
    /// Two men sharing the junction without being joined: each moves alone (option `join=choose`).
    pub apart: bool,
}

/// How a throw fell, for the throw animation and the move list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ThrowView {
    /// Billets thrown: 4, or 3 and 2 in the entry stages.
    pub billets: u8,
    pub white: u8,
    pub black: u8,
    /// Billets on their side (gà·r).
    pub side: u8,
    /// How many count white (a billet on its side counts white by day, black by night).
    pub counted_white: u8,
    /// The catalog key of its name (`deleb.throw.dug`, `deleb.throw.dag`…).
    pub key: &'static str,
    /// The four-billet throw and the junctions it moves a man (`None` for three or two billets).
    pub throw: Option<ThrowName>,
    pub value: Option<u8>,
}

/// What one throw of the pool can do now.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ThrowUse {
    pub throw: ThrowName,
    /// How many of it are in the pool (for a dèleb, plus the team's store).
    pub available: u16,
    /// The men (their junctions) it may be given to, with where each would land.
    pub targets: Vec<(Junction, Junction)>,
    /// Why it cannot be given to any man, when `targets` is empty.
    pub reason: Option<Msg>,
}

impl Deleb {
    /// Every man (and double man) on the field, by junction A1 … D`N`.
    pub fn men_view(&self) -> Vec<ManView> {
        let n = self.setup.lines;
        (0..4 * n as usize)
            .filter(|&cell| board::count(self.cells[cell]) != 0)
            .map(|cell| {
                let c = self.cells[cell];
                let step = board::step_at(n, cell, c);
                ManView {
                    team: board::team(c),
                    at: Junction::of_cell(n, cell),
                    step,
                    count: board::count(c),
                    slave: board::is_slave(c),
                    seafarer: track::is_seafarer(n, step),
                    apart: board::is_apart(c),
                }
            })
            .collect()
    }

    /// The man on a junction, if any.
    pub fn man_at(&self, j: Junction) -> Option<ManView> {
        let cell = self.cell_of(j)?;
        self.men_view().into_iter().find(|m| m.at == Junction::of_cell(self.setup.lines, cell))
    }

    /// Men left to a team (a double man counts two).
    pub fn men_left(&self, team: Team) -> u8 {
        self.men[team as usize & 1]
    }

    /// Slaves left to a team.
    pub fn slaves_left(&self, team: Team) -> u8 {
        self.slaves[team as usize & 1]
    }

    /// Dèlebs a team has stored.
    pub fn stored_deleb(&self, team: Team) -> u16 {
        self.store[team as usize & 1]
    }

    /// A seat's entry stage and the dèlebs and gàsses it has scored in the stages.
    pub fn entry(&self, seat: u8) -> Option<Entry> {
        (seat < self.setup.players).then(|| self.entry[seat as usize])
    }

    /// The throws of this turn not yet given, with how many of each.
    pub fn pool(&self) -> [(ThrowName, u16); 5] {
        ThrowName::ALL.map(|t| (t, self.pool[t.index()]))
    }

    /// How a throw move fell and what it is called; `None` for other moves.
    pub fn throw_view(&self, mv: Move) -> Option<ThrowView> {
        let Move::Throw(b) = mv else { return None };
        Some(describe_throw(b, self.setup.night))
    }

    /// The men of the team not moving that the player moving could eat now, with a throw he holds
    /// (those "preyed upon"; in `Phase::Rescue` their team may give them a stored dèleb). Empty
    /// outside the moving phases.
    pub fn in_danger(&self) -> Vec<Junction> {
        let preyed = self.preyed_upon();
        let n = self.setup.lines;
        (0..4 * n as usize).filter(|&c| preyed[c]).map(|c| Junction::of_cell(n, c)).collect()
    }

    /// For each throw in the pool (and a dèleb when one is stored), the men it may be given to, or
    /// why it cannot be used. In `Phase::Rescue`, the threatened team's stored dèleb and the men
    /// preyed upon it may take. Empty outside these phases.
    pub fn throw_uses(&self) -> Vec<ThrowUse> {
        let rescue = match self.phase {
            Phase::Move => false,
            Phase::Rescue => true,
            _ => return Vec::new(),
        };
        let team = self.acting_team();
        let n = self.setup.lines;
        let mut uses = Vec::new();
        for t in ThrowName::ALL {
            let pooled = if rescue { 0 } else { self.pool[t.index()] };
            let available = pooled + if t == ThrowName::Deleb { self.store[team as usize] } else { 0 };
            if available == 0 {
                continue;
            }
            let mut targets = Vec::new();
            let mut reason = None;
            for cell in 0..4 * n as usize {
                if !board::holds(self.cells[cell], team) {
                    continue;
                }
                match self.check_move(Move::Play { throw: t, from: cell as u16 }) {
                    Ok(Some(l)) => targets.push((Junction::of_cell(n, cell), Junction::of_cell(n, l.cell))),
                    Ok(None) => {}
                    // Keep the most telling reason for the pool as a whole.
                    Err(r) => {
                        if reason.is_none_or(|old| priority(r) > priority(old)) {
                            reason = Some(r);
                        }
                    }
                }
            }
            let reason = if targets.is_empty() {
                Some(reason.map_or(Msg::new("deleb.error.no_men"), Refusal::msg))
            } else {
                None
            };
            uses.push(ThrowUse { throw: t, available, targets, reason });
        }
        uses
    }

    /// Why giving throw `t` to the man on `j` is not legal now (`None` if it is).
    pub fn why_not(&self, t: ThrowName, j: Junction) -> Option<Msg> {
        let Some(cell) = self.cell_of(j) else { return Some(Refusal::NoMan(j).msg()) };
        self.check_move(Move::Play { throw: t, from: cell as u16 }).err().map(Refusal::msg)
    }

    /// Why the man on `j` cannot take throw `t` to land beside a companion without joining him
    /// (`None` if he can; option `join=choose`).
    pub fn why_not_beside(&self, t: ThrowName, j: Junction) -> Option<Msg> {
        let Some(cell) = self.cell_of(j) else { return Some(Refusal::NoMan(j).msg()) };
        self.check_move(Move::Beside { throw: t, from: cell as u16 }).err().map(Refusal::msg)
    }

    /// Why a dèleb cannot separate the double man on `j` now (`None` if it can).
    pub fn why_not_split(&self, j: Junction) -> Option<Msg> {
        let Some(cell) = self.cell_of(j) else { return Some(Refusal::NoMan(j).msg()) };
        self.check_move(Move::Split { from: cell as u16 }).err().map(Refusal::msg)
    }

    /// Why `end` is not allowed now (dèlebs still owed to the slaves), or `None`. In
    /// `Phase::Rescue`, `end` lets the danger be and is always allowed.
    pub fn why_not_end(&self) -> Option<Msg> {
        self.check_move(Move::End).err().map(Refusal::msg)
    }

    /// The junction of cell index `cell` (the `from` of [`Move::Play`] and [`Move::Split`]).
    pub fn cell_junction(&self, cell: u16) -> Junction {
        Junction::of_cell(self.setup.lines, cell as usize)
    }

    /// The move giving throw `t` to the man on `j` (legal or not).
    pub fn play_move(&self, t: ThrowName, j: Junction) -> Option<Move> {
        self.cell_of(j).map(|c| Move::Play { throw: t, from: c as u16 })
    }
}

/// Which refusal best explains why a throw has no taker: the obligation to free slaves, then an
/// enemy in the way, then a crowded landing, then slaves that only a dèleb moves.
fn priority(r: Refusal) -> u8 {
    match r {
        Refusal::FreeSlavesFirst | Refusal::NotPreyed(_) => 4,
        Refusal::PassEnemy { .. } => 3,
        Refusal::Full(_) | Refusal::JoinSlave(_) => 2,
        Refusal::SlaveNeedsDeleb(_) => 1,
        _ => 0,
    }
}

/// How a fall of billets looks and what it is called (see [`ThrowView`]).
pub fn describe_throw(b: Billets, night: bool) -> ThrowView {
    let counted = b.counted_white(night);
    let throw = b.name(night);
    ThrowView {
        billets: b.count,
        white: b.white,
        black: b.black(),
        side: b.side,
        counted_white: counted,
        key: billets::outcome_key(b.count, counted).unwrap_or("deleb.throw.unknown"),
        throw,
        value: throw.map(ThrowName::value),
    }
}
