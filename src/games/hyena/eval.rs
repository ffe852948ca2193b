//! The computer players' estimate of how each player is doing: his expected score, the share of
//! the other players he will finish ahead of (a tie counting half), which is what the search plays
//! for (`ai::search::result_value`) and what `lab arena` measures.
//!
//! The race is timed in rounds (every player's turn once). A mother walks about 5⅓ days a turn
//! (a turn is throws until the ymn: on average 1⅔ throws before it, each 0, 4 or 6 days, then the
//! ymn's 2) and banks about one tâba a turn; the hyena walks twice as far and banks tâbas as she
//! does. So each mother's rounds until she is home (and until she leaves the well), and the
//! hyena's rounds until he leaves the well and until he is home, come from where they stand, the
//! tâbas still owed and the credits banked. From those:
//! - before anyone is home, who comes home first (and becomes the hyena, ahead of everyone) is a
//!   race, each pair's chance from the difference of their times against its spread (about one
//!   round per round of walking still to do, and more while tâbas are awaited);
//! - a mother is eaten if she leaves the well before the hyena does and he reaches the village
//!   before her (he then overtakes her on the way);
//! - the mothers home safe share a rank, or rank by arrival where the game ranks them so.
//!
//! The hyena's player has won (1); every estimate is cheap (a few exponentials per pair of seats).

use super::Hyena;
use super::hyena_piece::{LEAVE_COST, Prowl};
use super::mother::Journey;
use super::sticks::BANKABLE;
use crate::model::{Evaluate, MAX_SEATS, Seat};

/// Days a mother walks in a turn on average, and the hyena (at double rates).
const MOTHER_DAYS: f32 = 16.0 / 3.0;
const HYENA_DAYS: f32 = 2.0 * MOTHER_DAYS;
/// The variance of a turn's days over the square of its mean: a turn's walk has a spread of
/// about one turn.
const WALK_VAR: f32 = 1.0;
/// The variance, in rounds², of waiting for one more tâba (about one a turn, unevenly).
const TABA_VAR: f32 = 1.6;
/// A banked throw counts this much of the days it would walk.
const BANKED_DAY: f32 = 0.9;
/// A logistic curve with this scale times the standard deviation approximates the normal one.
const LOGISTIC: f32 = 0.55;

/// A time in rounds and its variance.
#[derive(Clone, Copy, Debug, Default)]
struct Eta {
    rounds: f32,
    var: f32,
}

impl Eta {
    fn walk(days: f32, rate: f32) -> Eta {
        let r = (days / rate).max(0.0);
        Eta { rounds: r, var: WALK_VAR * r }
    }

    fn wait(tabas: f32) -> Eta {
        let t = tabas.max(0.0);
        Eta { rounds: t, var: TABA_VAR * t }
    }

    fn then(self, o: Eta) -> Eta {
        Eta { rounds: self.rounds + o.rounds, var: self.var + o.var }
    }
}

/// The chance that the first of two times is the shorter.
fn sooner(a: Eta, b: Eta) -> f32 {
    let s = LOGISTIC * (a.var + b.var).max(0.25).sqrt();
    1.0 / (1.0 + ((a.rounds - b.rounds) / s).exp())
}

/// One mother's race, for the estimate.
#[derive(Clone, Copy, Debug, Default)]
struct Race {
    /// Still on her way (not home, not eaten).
    travelling: bool,
    /// Rounds until she has left the well (negative once she has: as if she had left then).
    leave: Eta,
    /// Rounds until she is home.
    home: Eta,
    /// The chance the hyena eats her.
    eaten: f32,
}

impl Hyena {
    /// Whether the mothers home safe rank by arrival (option `home-rank=arrival`); by default they
    /// share one rank.
    fn safe_ranked_by_arrival(&self) -> bool {
        self.setup.rank_by_arrival
    }

    /// Mother `i`'s times, the hyena's eating aside.
    fn race(&self, i: usize) -> Race {
        let m = self.mothers[i];
        let well = self.well_day() as f32;
        let cost = self.setup.well as f32;
        let c = self.credits[i];
        let tabas = c.tabas as f32;
        let banked: f32 =
            BANKABLE.iter().map(|&f| c.banked(f) as f32 * self.setup.sticks.value(f) as f32).sum::<f32>();
        // A banked throw counts a little less than the days it would walk: it may not fit the
        // exact landing at the village, so spending it is never worse than keeping it.
        let back = |day: f32| Eta::walk(day - BANKED_DAY * banked, MOTHER_DAYS);
        let (leave, home) = match m.journey {
            Journey::Home | Journey::Eaten => return Race::default(),
            Journey::Village | Journey::Outward => {
                // She banks about a tâba a turn on the way out; those short at the well she waits for.
                let out = (well - m.day as f32).max(0.0);
                let start =
                    if m.journey == Journey::Village { Eta::wait(1.0 - tabas) } else { Eta::default() };
                let short = cost - tabas - out / MOTHER_DAYS;
                let leave = start.then(Eta::walk(out, MOTHER_DAYS)).then(Eta::wait(short));
                (leave, leave.then(back(well)))
            }
            Journey::Well => {
                let leave = Eta::wait(cost - m.paid as f32 - tabas);
                (leave, leave.then(back(well)))
            }
            Journey::Returning => {
                let home = back(m.day as f32);
                (Eta { rounds: -((well - m.day as f32) / MOTHER_DAYS), var: 0.0 }, home)
            }
        };
        Race { travelling: true, leave, home, eaten: 0.0 }
    }

    /// Every mother's race, with the hyena's eating, and each one's chance of coming home first
    /// while nobody is home.
    fn races(&self) -> ([Race; MAX_SEATS], [f32; MAX_SEATS]) {
        let n = self.players();
        let mut r = [Race::default(); MAX_SEATS];
        for (i, x) in r.iter_mut().enumerate().take(n) {
            *x = self.race(i);
        }
        let mut first = [0.0f32; MAX_SEATS];
        let b = self.beast;
        let well = self.well_day() as f32;
        let hw = self.setup.hyena_well as f32;
        // When the hyena leaves the well, and when he is home, in rounds from now.
        let hyena_times = |owner_tabas: f32, loosed: Eta| -> (Eta, Eta) {
            let (leave, from) = match b.prowl {
                Prowl::Caged => {
                    let leave = loosed
                        .then(Eta::wait(LEAVE_COST as f32 - owner_tabas))
                        .then(Eta::walk(well, HYENA_DAYS))
                        .then(Eta::wait(hw));
                    (leave, well)
                }
                Prowl::Village => {
                    let due = LEAVE_COST as f32 - b.paid as f32 + hw - owner_tabas;
                    (Eta::walk(well, HYENA_DAYS).then(Eta::wait(due)), well)
                }
                Prowl::Outward => {
                    let walk = Eta::walk(well - b.day as f32, HYENA_DAYS);
                    (walk.then(Eta::wait(hw - owner_tabas)), well)
                }
                Prowl::Well => (Eta::wait(hw - b.paid as f32 - owner_tabas), well),
                Prowl::Returning | Prowl::Home => {
                    (Eta { rounds: -((well - b.day as f32) / HYENA_DAYS), var: 0.0 }, b.day as f32)
                }
            };
            (leave, leave.then(Eta::walk(from, HYENA_DAYS)))
        };
        if b.prowl == Prowl::Caged {
            // The race to be first home; then whoever is first lets the hyena loose.
            let mut total = 0.0;
            for i in 0..n {
                if r[i].travelling {
                    first[i] = (0..n)
                        .filter(|&j| j != i && r[j].travelling)
                        .map(|j| sooner(r[i].home, r[j].home))
                        .product();
                    total += first[i];
                }
            }
            for f in first.iter_mut().take(n) {
                *f /= total.max(1e-6);
            }
            for i in 0..n {
                if !r[i].travelling {
                    continue;
                }
                // The hyena is loosed when the first of the others is home (her tâbas go with her
                // only if credits pass; the estimate leaves them aside).
                let loosed = (0..n)
                    .filter(|&j| j != i && r[j].travelling)
                    .map(|j| r[j].home)
                    .min_by(|a, c| a.rounds.total_cmp(&c.rounds))
                    .unwrap_or_default();
                let (leave, home) = hyena_times(0.0, loosed);
                r[i].eaten = (1.0 - first[i]) * sooner(r[i].leave, leave) * sooner(home, r[i].home);
            }
        } else if b.prowl != Prowl::Home {
            let owner = b.owner as usize;
            let owner_tabas = self.credits.get(owner).map_or(0.0, |c| c.tabas as f32);
            let (leave, home) = hyena_times(owner_tabas, Eta::default());
            for (i, x) in r.iter_mut().enumerate().take(n) {
                if !x.travelling || i == owner {
                    continue;
                }
                let m = self.mothers[i];
                x.eaten = if b.has_drunk() {
                    // On his way back he eats only the mothers ahead of him, if he is home first.
                    let ahead = m.journey == Journey::Returning && m.day < b.day;
                    if ahead { sooner(home, x.home) } else { 0.0 }
                } else {
                    // She is at risk if she leaves the well before him and he is home first.
                    sooner(x.leave, leave) * sooner(home, x.home)
                };
            }
        }
        (r, first)
    }
}

impl Evaluate for Hyena {
    /// A turn is a run of throws until a ymn: a round of every seat's turn.
    const PLAYOUT_DEPTH: u32 = 60;

    fn evaluate(&self, seat: Seat) -> f32 {
        let i = seat as usize;
        let n = self.players();
        if i >= n || n < 2 {
            return 0.0;
        }
        if self.plays_hyena(seat) {
            return 1.0;
        }
        let (r, first) = self.races();
        let arrival = self.safe_ranked_by_arrival();
        let hyena = self.beast.is_loose().then_some(self.beast.owner as usize);
        let order = |s: usize| self.home.iter().take(self.homes as usize).position(|&h| h as usize == s);
        let journey = |s: usize| self.mothers[s].journey;
        let mut points = 0.0;
        for j in (0..n).filter(|&j| j != i) {
            if hyena == Some(j) {
                continue; // the hyena's player is ahead of everyone
            }
            let (ri, rj) = (&r[i], &r[j]);
            // Both safe, i ahead of j: by arrival order, or shared.
            let safe_ahead = if arrival {
                match (order(i), order(j)) {
                    (Some(a), Some(b)) => (a < b) as u8 as f32,
                    (Some(_), None) => 1.0,
                    (None, Some(_)) => 0.0,
                    (None, None) => sooner(ri.home, rj.home),
                }
            } else {
                0.5
            };
            let (pi, pj) = (ri.eaten, rj.eaten);
            let value = match (journey(i), journey(j)) {
                (Journey::Eaten, Journey::Eaten) => 0.5,
                (Journey::Eaten, Journey::Home) => 0.0,
                (Journey::Eaten, _) => 0.5 * pj,
                (Journey::Home, Journey::Eaten) => 1.0,
                (Journey::Home, Journey::Home) => safe_ahead,
                (Journey::Home, _) => (1.0 - pj) * safe_ahead + pj,
                (_, Journey::Eaten) => (1.0 - pi) + 0.5 * pi,
                (_, Journey::Home) => (1.0 - pi) * safe_ahead,
                _ => {
                    // Both on their way: either may yet come home first, while nobody is.
                    let rest = (1.0 - first[i] - first[j]).max(0.0);
                    let neither = (1.0 - pi) * (1.0 - pj) * safe_ahead + (1.0 - pi) * pj + 0.5 * pi * pj;
                    first[i] + rest * neither
                }
            };
            points += value;
        }
        (points / (n - 1) as f32).clamp(0.0, 1.0)
    }
}
