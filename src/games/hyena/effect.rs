//! What a move does, for the board animation and the "which rule applied" notes: the pieces that
//! move (hollow by hollow), the mothers eaten, credits banked or paid, throws lost.
//!
//! Computed by playing the move on a copy and comparing, so it can never disagree with the rules.

use super::board::{self, Place};
use super::hyena_piece::{LEAVE_COST, Prowl};
use super::mother::Journey;
use super::sticks::{TABA, YMN};
use super::turn::Phase;
use super::{Hyena, Move};
use crate::model::{Game, Seat};

/// A piece on the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Piece {
    /// The mother of this seat.
    Mother(Seat),
    /// The hyena.
    Hyena,
}

/// What one move does.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MoveEffect {
    /// Each piece that moves along the groove, with the places it goes through one by one (the
    /// last is where it stops). A mother coming home with the hyena leaving at once gives two.
    pub paths: Vec<(Piece, Vec<Place>)>,
    /// The mothers the hyena eats in this move.
    pub eaten: Vec<Seat>,
    /// A tâba was marked down to the player's credit.
    pub banked_taba: bool,
    /// A throw was marked down for later (at the well).
    pub banked_throw: bool,
    /// Tâbas paid at the well, or by the hyena to leave the village (not the tâba spent to step).
    pub paid: u8,
    /// The throw could not be used (it would overshoot, or nothing can move for it).
    pub lost: bool,
    /// This move lets the hyena loose (the first mother is home).
    pub hyena_loosed: bool,
    /// The sticks go to the next player after this move.
    pub turn_ends: bool,
    /// The game is over after this move.
    pub over: bool,
}

/// Tâbas a mother has paid at the well on her journey so far.
fn mother_paid(g: &Hyena, s: Seat) -> u8 {
    let m = g.mothers[s as usize];
    match m.journey {
        Journey::Well => m.paid,
        Journey::Returning | Journey::Home => g.setup.well,
        Journey::Eaten | Journey::Village | Journey::Outward => 0,
    }
}

/// Tâbas the hyena has paid so far (to leave, then to drink).
fn hyena_paid(g: &Hyena) -> u8 {
    let b = g.beast;
    match b.prowl {
        Prowl::Caged => 0,
        Prowl::Village => b.paid,
        Prowl::Outward => LEAVE_COST,
        Prowl::Well => LEAVE_COST + b.paid,
        Prowl::Returning | Prowl::Home => LEAVE_COST + g.setup.hyena_well,
    }
}

fn mother_place(g: &Hyena, s: Seat) -> (u8, bool) {
    let m = g.mothers[s as usize];
    (m.day, matches!(m.journey, Journey::Returning | Journey::Home | Journey::Eaten))
}

/// The effect of `mv`, if it is legal here.
pub fn effect(before: &Hyena, mv: Move) -> Option<MoveEffect> {
    effect_and_after(before, mv).map(|(e, _)| e)
}

/// The effect of `mv` and the position after it, if `mv` is legal here.
fn effect_and_after(before: &Hyena, mv: Move) -> Option<(MoveEffect, Hyena)> {
    let mut legal = Vec::new();
    before.moves(&mut legal);
    if !legal.contains(&mv) {
        return None;
    }
    let mut after = *before;
    after.play_unchecked(mv);
    let mut e = MoveEffect::default();
    let h = after.hollows;
    for s in 0..before.players() as Seat {
        let (m0, m1) = (before.mothers[s as usize], after.mothers[s as usize]);
        if m1.journey == Journey::Eaten && m0.journey != Journey::Eaten {
            e.eaten.push(s);
        } else if m0.day != m1.day {
            let ((d0, _), (d1, back)) = (mother_place(before, s), mother_place(&after, s));
            e.paths.push((Piece::Mother(s), board::path(d0, d1, h, back)));
        }
    }
    let (b0, b1) = (before.beast, after.beast);
    if b0.day != b1.day {
        let back = matches!(b1.prowl, Prowl::Returning | Prowl::Home);
        e.paths.push((Piece::Hyena, board::path(b0.day, b1.day, h, back)));
    }
    let seat = before.seat;
    if let (Some(c0), Some(c1)) = (before.credits.get(seat as usize), after.credits.get(seat as usize)) {
        e.banked_taba = matches!(mv, Move::Sticks(TABA)) && c1.tabas > c0.tabas;
        e.banked_throw = c1.throws.iter().zip(c0.throws).any(|(a, b)| *a > b);
    }
    e.paid = (0..before.players() as Seat)
        .map(|s| mother_paid(&after, s).saturating_sub(mother_paid(before, s)))
        .sum::<u8>()
        + hyena_paid(&after).saturating_sub(hyena_paid(before));
    e.hyena_loosed = !b0.is_loose() && b1.is_loose();
    e.lost = matches!(mv, Move::Sticks(_))
        && e.paths.is_empty()
        && e.eaten.is_empty()
        && !e.banked_taba
        && !e.banked_throw
        && e.paid == 0;
    e.over = after.phase == Phase::Over;
    e.turn_ends = e.over
        || after.seat != seat
        || match mv {
            Move::Sticks(YMN) => after.phase != Phase::Close,
            Move::EndTurn => true,
            Move::Step | Move::Pay | Move::Spend(_) => {
                before.phase == Phase::Close && after.phase != Phase::Close
            }
            _ => false,
        };
    Some((e, after))
}

/// The ids (from `rules()`) of the rules `mv` applies here. A rule is named on the move where it
/// decides something a player sees.
pub(super) fn rules_applied(g: &Hyena, mv: Move) -> Vec<&'static str> {
    let Some((e, after)) = effect_and_after(g, mv) else { return Vec::new() };
    let mut r = Vec::new();
    let seat = g.seat;
    let hyena_moves = g.plays_hyena(seat);
    // The start: every player's mother in the village, on a spiral of the count just drawn (or
    // fixed by the players).
    if g.phase == Phase::Spiral || (g.setup.lo == g.setup.hi && at_start(g)) {
        r.push("players");
        r.push("spiral");
    }
    match mv {
        Move::Spiral(_) => {}
        Move::Sticks(f) => {
            r.push("sticks");
            if f == YMN {
                r.push("turn");
            }
            if hyena_moves {
                r.push("hyena-turn");
                match g.beast.prowl {
                    Prowl::Village => r.push(if f == TABA { "hyena-leave" } else { "lost-throw" }),
                    Prowl::Outward if f == TABA => r.push("taba-credit"),
                    Prowl::Outward => {
                        r.push("hyena-double");
                        if g.beast.day + 2 * g.setup.sticks.value(f) > g.well_day() {
                            r.push("hyena-stop");
                        }
                        // "Arrived at the well he is held up": his tâbas pay, or he waits for them.
                        if matches!(after.beast.prowl, Prowl::Well | Prowl::Returning) {
                            r.push("hyena-well");
                        }
                    }
                    Prowl::Well => r.push(if f == TABA { "hyena-well" } else { "lost-throw" }),
                    Prowl::Returning if f == TABA => r.push("taba-credit"),
                    Prowl::Returning => {
                        r.push("hyena-double");
                        if !e.eaten.is_empty() {
                            r.push("hyena-eat");
                        }
                        if g.beast.day <= 2 * g.setup.sticks.value(f) {
                            r.push("hyena-stop");
                        }
                    }
                    Prowl::Caged | Prowl::Home => {}
                }
            } else {
                let m = g.mothers[seat as usize];
                let day_after = after.mothers[seat as usize].day;
                match m.journey {
                    Journey::Village => r.push(if f == TABA { "leave-village" } else { "lost-throw" }),
                    Journey::Outward | Journey::Returning if f == TABA => r.push("taba-credit"),
                    // She must reach the well exactly: a throw that would carry her past it is lost.
                    Journey::Outward if e.lost => r.extend(["exact-well", "overshoot"]),
                    Journey::Outward => {
                        r.push("move");
                        if day_after == g.well_day() {
                            r.extend(["exact-well", "well"]);
                        } else if day_after == g.hollows {
                            // An odd number of days away: she arrives one day short of it.
                            r.push("exact-well");
                        }
                    }
                    Journey::Well => r.push(if f == TABA { "well" } else { "well-bank" }),
                    Journey::Returning if e.lost => r.extend(["return", "overshoot"]),
                    Journey::Returning => r.push("return"),
                    Journey::Home | Journey::Eaten => {}
                }
            }
        }
        Move::Throw | Move::EndTurn => r.push("choices"),
        Move::Step => {
            r.push("step");
            if g.mothers[seat as usize].journey == Journey::Outward {
                r.extend(["exact-well", "well"]);
            } else {
                r.push("return");
            }
        }
        Move::Pay => r.push("well"),
        Move::Spend(_) => r.extend(["spend", "return"]),
    }
    // A step or payment the player could not hold back (throwing or ending the turn refused).
    if matches!(mv, Move::Step | Move::Pay) {
        r.push(if g.must_spend(seat) { "come-home" } else { "choices" });
    }
    if e.hyena_loosed {
        r.push("first-home");
        if hyena_paid(&after) > 0 {
            r.push("hyena-leave");
        }
    }
    if came_home_with_credit(g, &after, mv) {
        r.push("home-credit");
    }
    if shares_a_hollow(&after, &e) {
        r.push("share");
    }
    if !e.over && sits_out(g, &after, &e) {
        r.push("sit-out");
    }
    if e.over {
        r.push("end");
    }
    r
}

/// Is `g` the starting position: every mother still in the village and the first player to throw?
/// (After a round in which nobody threw a tâba, the position is the start again.)
fn at_start(g: &Hyena) -> bool {
    g.phase == Phase::Throw
        && g.seat == 0
        && g.mothers[..g.players()].iter().all(|m| m.journey == Journey::Village)
}

/// Did the mover's mother come home with credit left over (banked tâbas or throws that this move
/// did not spend), so that rule `home-credit` decides what becomes of it?
fn came_home_with_credit(g: &Hyena, after: &Hyena, mv: Move) -> bool {
    let i = g.seat as usize;
    if g.mothers[i].journey == Journey::Home || after.mothers[i].journey != Journey::Home {
        return false;
    }
    let mut c = g.credits[i];
    match mv {
        Move::Step => c.tabas = c.tabas.saturating_sub(1),
        Move::Spend(f) => c.take_throw(f),
        _ => {}
    }
    c.tabas > 0 || c.throws.iter().any(|&t| t > 0)
}

/// Does a piece that moved stop on a hollow (or the well) where another piece stands?
fn shares_a_hollow(after: &Hyena, e: &MoveEffect) -> bool {
    let n = after.players() as Seat;
    e.paths.iter().any(|(piece, path)| {
        let Some(&end) = path.last() else { return false };
        if !matches!(end, Place::Hollow(_) | Place::Well) {
            return false;
        }
        let mothers =
            (0..n).filter(|&s| *piece != Piece::Mother(s)).any(|s| after.mother_place(s) == Some(end));
        mothers || (*piece != Piece::Hyena && after.hyena_place() == Some(end))
    })
}

/// Does the turn pass over a player who no longer throws, or does the mover himself stop
/// throwing (his mother home while another is the hyena, or the hyena back home)?
fn sits_out(g: &Hyena, after: &Hyena, e: &MoveEffect) -> bool {
    if !after.active(g.seat) {
        return true;
    }
    let n = g.setup.players;
    let next = if g.seat + 1 >= n { 0 } else { g.seat + 1 };
    e.turn_ends && after.seat != next
}
