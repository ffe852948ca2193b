//! A quick estimate of how a seat's team is doing, for the computer players: men left (the game is
//! won by eating them all), then men freed, then dèlebs stored; and the men each team stands to
//! lose next turn: a man an enemy could land on with one turn's throws is in danger.

use super::board;
use super::track::{Cursor, circuit_len};
use super::turn::team_of_seat;
use super::{Deleb, Phase};
use crate::model::{Evaluate, Playout, Seat};

/// The chance that one turn's throws (thrown until a dug or a 3) let a man land exactly `d`
/// junctions ahead (`HIT[d - 1]`), taking one or several of the throws in turn: the share of
/// 200,000 simulated turns whose throws have a sub-sum of `d` (with gà·r 0; `HIT[1]`, a dug or
/// two dèlebs, 0.63). A man the enemy can reach at 2 or 3 is more likely eaten than not.
const HIT: [f32; 12] = [0.29, 0.63, 0.57, 0.23, 0.08, 0.15, 0.10, 0.09, 0.07, 0.04, 0.02, 0.02];

impl Deleb {
    /// Can any player of `team` move men with his throws (entered, or handicapped and so using
    /// his dèlebs)? One still in the stages moves nothing this turn.
    fn moves_men(&self, team: usize) -> bool {
        (0..self.setup.players)
            .any(|s| team_of_seat(self.setup.players, s) as usize == team && !self.entry[s as usize].stage.is_entering())
    }

    /// The men of each team that the other could eat next turn, each weighed by the chance that
    /// the enemy's throws reach it ([`HIT`]): for every enemy man, the first man of the team ahead
    /// of him on his course within 12 junctions (he may pass his own men, not an enemy). A slave
    /// moves one step only, by a dèleb.
    pub(super) fn danger(&self) -> [f32; 2] {
        let n = self.setup.lines;
        let cells = 4 * n as usize;
        let mut risk = [0f32; MAX_RISK_CELLS];
        let len = circuit_len(n);
        for i in 0..cells {
            let c = self.cells[i];
            let k = board::count(c);
            if k == 0 {
                continue;
            }
            let e = board::team(c);
            if !self.moves_men(e as usize) {
                continue;
            }
            let reach = if board::is_slave(c) { 1 } else { 12.min(len as usize - 1) };
            let mut cur = Cursor::at(n, board::step_at(n, i, c));
            for d in 0..reach {
                cur.advance(n);
                let j = cur.cell(n, e);
                let t = self.cells[j];
                if board::count(t) == 0 || board::team(t) == e {
                    continue;
                }
                let p = if board::is_slave(c) { HIT[0] } else { HIT[d] };
                if p > risk[j] {
                    risk[j] = p;
                }
                break;
            }
        }
        let mut loss = [0f32; 2];
        for (i, &r) in risk.iter().enumerate().take(cells) {
            if r > 0.0 {
                let c = self.cells[i];
                loss[board::team(c) as usize] += r * board::count(c) as f32;
            }
        }
        loss
    }
}

const MAX_RISK_CELLS: usize = 4 * super::MAX_LINES as usize;

impl Evaluate for Deleb {
    /// A turn is a run of throws and then several assignments: about a turn each way.
    const PLAYOUT_DEPTH: u32 = 40;

    const STRONG_PLAYOUT: Playout = Playout::Greedy;
    const STRONG_PLAYOUT_DEPTH: u32 = 8;

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
        let w = danger_weight();
        let danger = if w > 0.0 {
            let loss = self.danger();
            w * (loss[foe] - loss[own]) / n
        } else {
            0.0
        };
        (0.5 + 0.35 * (men + danger) + 0.1 * free + 0.05 * store).clamp(0.0, 1.0)
    }
}

fn danger_weight() -> f32 {
    static X: std::sync::OnceLock<f32> = std::sync::OnceLock::new();
    *X.get_or_init(|| std::env::var("DELEB_W").ok().and_then(|v| v.parse().ok()).unwrap_or(1.0))
}
