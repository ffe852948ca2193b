//! A quick estimate of how a seat's team is doing, for the computer players: men left (the game is
//! won by eating them all), then men freed, then dèlebs stored; and in an ending (a team down to
//! its last two men), how near the side ahead has come behind a man left (docs/ai.md, "Endings in
//! Dèleb and Um dyar").

use super::turn::team_of_seat;
use super::{Deleb, Phase, Team, board, track};
use crate::model::{Evaluate, Seat};

/// In an ending, what the side ahead gains from its nearest man standing right behind an enemy
/// man rather than a whole circuit away (and the side down loses): 0.1, measured against 0.25 on
/// the stand-off of docs/ai.md.
const PURSUIT: f32 = 0.1;

impl Evaluate for Deleb {
    /// A turn is a run of throws and then several assignments: about a turn each way.
    const PLAYOUT_DEPTH: u32 = 40;

    /// 500 iterations with 8-move playouts. With the usual 1,500 and 40 the intermediate level
    /// played as well as the strong one (47.5 %, 31.4–63.6 %, over 20 deals on 8 lines), so a
    /// learner would have felt no step between them; with this budget strong beats it (63.75 %,
    /// 52.9–74.6 %, 40 deals) and it still beats beginner (88.8 %, 82.0–95.5 %): docs/ai.md.
    const INTERMEDIATE: (u32, u32) = (500, 8);

    /// A game review searches 3,000 iterations a decision and 150 per other outcome of a throw,
    /// a quarter of the strong level's: a game on 20 lines has hundreds of decisions and
    /// thousands of throws, and the strong level's 12,000 buy no better moves here than 1,500
    /// (docs/ai.md, "Reviewing a game", gives the times and how stable the grades are).
    const REVIEW: (u32, u32) = (3_000, 150);

    fn evaluate(&self, seat: Seat) -> f32 {
        let team = team_of_seat(self.setup.players, seat) as usize;
        if self.phase == Phase::Over {
            return if self.winner as usize == team { 1.0 } else { 0.0 };
        }
        let n = self.setup.lines as f32;
        let (own, foe) = (team, 1 - team);
        let men = (self.men[own] as f32 - self.men[foe] as f32) / n;
        let free_of = |t: usize| self.men[t].saturating_sub(self.slaves[t]) as f32;
        let free = (free_of(own) - free_of(foe)) / n;
        let store = (self.store[own].min(8) as f32 - self.store[foe].min(8) as f32) / 8.0;
        let mut v = 0.5 + 0.35 * men + 0.1 * free + 0.05 * store;
        if let Some(ahead) = self.ending_ahead() {
            let p = PURSUIT * self.pursuit(ahead);
            v += if ahead as usize == own { p } else { -p };
        }
        v.clamp(0.0, 1.0)
    }
}

impl Deleb {
    /// The team ahead in an ending: the other team is down to its last two men (a double man
    /// counting two) and has fewer than it.
    pub(super) fn ending_ahead(&self) -> Option<Team> {
        let men = self.men;
        (0..2).find(|&t| men[1 - t as usize] <= 2 && men[t as usize] > men[1 - t as usize])
    }

    /// How near `team`'s nearest free man stands behind a man of the other team, along his own
    /// circuit with no other enemy between (the distance that a throw, or throws given to one
    /// man, must make exactly to eat him): 1 − distance / circuit, 0 if none is.
    pub(super) fn pursuit(&self, team: Team) -> f32 {
        let n = self.setup.lines;
        let len = track::circuit_len(n);
        let mut nearest = len;
        for cell in 0..4 * n as usize {
            let c = self.cells[cell];
            if !board::holds(c, team) || board::is_slave(c) {
                continue;
            }
            let mut at = track::Cursor::at(n, board::step_at(n, cell, c));
            for d in 1..nearest {
                at.advance(n);
                if board::holds(self.cells[at.cell(n, team)], 1 - team) {
                    nearest = d;
                    break;
                }
            }
        }
        1.0 - nearest as f32 / len as f32
    }
}
