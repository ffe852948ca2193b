//! A finished review as a short text, kept with a saved game so that it need not be searched
//! again. Versioned (`review 1` on the first line); the moves are the saved game's, so the text
//! holds only what the search found: each position's values in ten-thousandths, and at each
//! decision its seat, cost, whether it was exact, the values the search expected of the move
//! played, and the best move (in the game's notation).
//!
//! ```text
//! review 1
//! seats 2
//! start 5000 5000
//! d 0 0 0 5120 4880 5120 4880 3,5-4,4
//! c 4470 5530
//! f
//! ```
//!
//! Reading checks everything against the game (the seats, every move's kind, the best moves'
//! legality, the values' range, a finished game's result): a text that does not fit is refused,
//! never half read, and nothing panics.

use super::value::{UNIT, Values, quantized, result};
use super::{GameReview, Grade, Step, StepKind, account};
use crate::i18n::Msg;
use crate::model::{Game, MAX_SEATS, Seat, Turn};

/// The text form's version.
pub const VERSION: u32 = 1;

/// The message a review that cannot be read is refused with.
pub fn unreadable() -> Msg {
    Msg::new("gamereview.unreadable")
}

fn units(x: f32) -> i64 {
    (x * UNIT).round() as i64
}

fn write_values(out: &mut String, v: &Values, seats: usize) {
    for x in v.iter().take(seats) {
        out.push(' ');
        out.push_str(&units(*x).to_string());
    }
}

impl<M: Copy + Eq> GameReview<M> {
    /// The review as text, for the game that starts at `start` and plays `moves` (the moves it
    /// reviewed: the best moves are written in the notation of their positions).
    pub fn to_text<G: Game<Move = M>>(&self, start: &G, moves: &[M]) -> String {
        let seats = start.seats();
        let mut out = format!("review {VERSION}\nseats {seats}\nstart");
        let begin = self.steps.first().map_or([0.0; MAX_SEATS], |s| s.before);
        write_values(&mut out, &begin, seats);
        out.push('\n');
        let mut state = start.clone();
        for step in &self.steps {
            match step.kind {
                StepKind::Forced => out.push('f'),
                StepKind::Chance => {
                    out.push('c');
                    write_values(&mut out, &step.after, seats);
                }
                StepKind::Decision { seat, best, cost, exact, expected, .. } => {
                    out.push_str(&format!("d {seat} {} {}", units(cost), exact as u8));
                    write_values(&mut out, &expected, seats);
                    write_values(&mut out, &step.after, seats);
                    out.push(' ');
                    out.push_str(&state.move_text(best));
                }
            }
            out.push('\n');
            if let Some(&mv) = moves.get(step.index) {
                state.play_unchecked(mv);
            }
        }
        out
    }

    /// A review read back from [`to_text`](Self::to_text), for the same game (`start` and the
    /// same `moves`). Refused with [`unreadable`] if the text is not a review of this game.
    pub fn from_text<G: Game<Move = M>>(text: &str, start: &G, moves: &[M]) -> Result<Self, Msg> {
        read(text, start, moves).ok_or_else(unreadable)
    }
}

/// A value in ten-thousandths, from 0 to 1.
fn value(word: &str) -> Option<f32> {
    let k: u32 = word.parse().ok()?;
    (k <= UNIT as u32 && word.len() <= 5).then(|| k as f32 / UNIT)
}

fn values<'a>(words: &mut impl Iterator<Item = &'a str>, seats: usize) -> Option<Values> {
    let mut v = [0.0; MAX_SEATS];
    for x in v.iter_mut().take(seats) {
        *x = value(words.next()?)?;
    }
    Some(v)
}

fn read<G: Game>(text: &str, start: &G, moves: &[G::Move]) -> Option<GameReview<G::Move>> {
    let seats = start.seats();
    let mut lines = text.lines();
    if lines.next()? != format!("review {VERSION}") || lines.next()? != format!("seats {seats}") {
        return None;
    }
    let mut words = lines.next()?.split(' ');
    if words.next()? != "start" {
        return None;
    }
    let mut before = values(&mut words, seats)?;
    if words.next().is_some() {
        return None;
    }
    let (mut state, mut steps, mut buf) = (start.clone(), Vec::with_capacity(moves.len()), Vec::new());
    for (index, &mv) in moves.iter().enumerate() {
        let line = lines.next()?;
        state.moves(&mut buf);
        let (kind, after) = match (state.turn(), buf.len()) {
            (Turn::Over, _) => return None,
            (_, 0 | 1) if line == "f" => (StepKind::Forced, before),
            (Turn::Chance, n) if n >= 2 => {
                let mut w = line.split(' ');
                let after = (w.next()? == "c").then(|| values(&mut w, seats))??;
                (w.next().is_none()).then_some((StepKind::Chance, after))?
            }
            (Turn::Seat(me), n) if n >= 2 => {
                let mut w = line.splitn(2 * seats + 5, ' ');
                let (tag, seat, cost, exact) = (w.next()?, w.next()?, w.next()?, w.next()?);
                if tag != "d" || seat.parse::<Seat>().ok()? != me {
                    return None;
                }
                let cost = value(cost)?;
                let exact = match exact {
                    "0" => false,
                    "1" => true,
                    _ => return None,
                };
                let expected = values(&mut w, seats)?;
                let after = values(&mut w, seats)?;
                let best = state.parse_move(w.next()?).ok()?;
                let fits = units(before[me as usize] - expected[me as usize]).max(0) == units(cost);
                if !buf.contains(&best) || !fits || (best == mv && expected != before) {
                    return None;
                }
                let grade = Grade::of(cost);
                (StepKind::Decision { seat: me, played: mv, best, cost, grade, exact, expected }, after)
            }
            _ => return None,
        };
        if !buf.contains(&mv) {
            return None;
        }
        steps.push(Step { index, before, after, kind });
        state.play_unchecked(mv);
        before = after;
    }
    if lines.next().is_some() {
        return None;
    }
    if let Some(end) = result(&state)
        && quantized(&end, seats) != before
    {
        return None;
    }
    let accounts = account::accounts(start, &steps, before);
    Some(GameReview { steps, accounts })
}
