//! The state as JSON for `lab`: the shared fields (`game`, `holes`, `seeds`, `rows`, `captured`,
//! `to_move`, `over`) and ours (closed holes, carry, the stall count, match data, `kept`: the part
//! of each pile kept back from the game before; `last_game` with its `kept` and `taken`). `rows[p]`
//! lists player p's holes from his own left to his right. Reading checks that the position can
//! arise: seeds add up, closed holes are empty and rightmost, parity in a single game.

use super::ending::{Ending, GameEnd};
use super::options::{CaptureSide, Mode};
use super::setup::{MAX_SEEDS, MIN_SEEDS};
use super::{MAX_HOLES, UmDyar};
use crate::i18n::Msg;
use crate::model::json::{get_array, get_bool, get_u64, get_u64_list, opt};
use crate::model::{BadSetup, JsonState, Seat};
use serde_json::{Value, json};

fn bad(m: Msg) -> BadSetup {
    BadSetup { why: m }
}

fn pair(v: &Value, key: &'static str, max: u64) -> Result<[u16; 2], BadSetup> {
    match get_u64_list(v, key)?[..] {
        [a, b] if a <= max && b <= max => Ok([a as u16, b as u16]),
        _ => Err(bad(Msg::new("um-dyar.error.json_pair").arg(key).arg(max))),
    }
}

fn seat(v: &Value, key: &'static str) -> Result<Seat, BadSetup> {
    match get_u64(v, key)? {
        s @ 0..=1 => Ok(s as Seat),
        _ => Err(bad(Msg::new("um-dyar.error.json_seat").arg(key))),
    }
}

fn choice<T>(v: &Value, key: &'static str, parse: impl Fn(&str) -> Option<T>) -> Result<Option<T>, BadSetup> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(x) => {
            let t = x.as_str().unwrap_or("");
            parse(t).map(Some).ok_or_else(|| bad(Msg::new("um-dyar.error.json_choice").arg(key).arg(t)))
        }
    }
}

/// An optional list: absent or `null` gives `None`; anything else must be a list.
fn list<'a>(v: &'a Value, key: &str, err: impl Fn() -> BadSetup) -> Result<Option<&'a Vec<Value>>, BadSetup> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(x) => x.as_array().map(Some).ok_or_else(err),
    }
}

fn winner_json(w: Option<Seat>) -> Value {
    w.map_or(Value::Null, |s| json!(s))
}

impl JsonState for UmDyar {
    fn to_json(&self) -> Value {
        let n = self.holes as usize;
        let rows: Vec<Vec<u16>> = (0..2).map(|p| self.pits[p * n..(p + 1) * n].to_vec()).collect();
        let closed: Vec<Vec<bool>> =
            (0..2).map(|p| (0..n).map(|i| self.is_closed_ring(p * n + i)).collect()).collect();
        let last = self.last.map_or(Value::Null, |e| {
            json!({"number": e.number, "ending": e.ending.as_str(), "piles": e.piles,
                   "winner": winner_json(e.winner), "kept": e.kept, "taken": e.taken})
        });
        json!({
            "game": "um-dyar",
            "holes": n,
            "seeds": self.seeds,
            "rows": rows,
            "captured": self.captured,
            "kept": self.kept,
            "to_move": self.to_move,
            "over": self.over,
            "winner": winner_json(if self.over { self.leader_by_pile() } else { None }),
            "closed": closed,
            "carry": self.carry,
            "captures": self.captures.as_str(),
            "stall": self.stall,
            "since_capture": self.since_capture,
            "mode": self.mode.as_str(),
            "starter": self.starter,
            "game_number": self.game_no,
            "match_games": self.match_games,
            "games_won": self.wins,
            "last_agreed": self.last_agreed,
            "last_game": last,
            "notes": super::ending::notes(self.notes),
        })
    }

    fn from_json(v: &Value) -> Result<Self, BadSetup> {
        let n = get_u64(v, "holes")?;
        if !(2..=MAX_HOLES as u64).contains(&n) || !n.is_multiple_of(2) {
            return Err(bad(Msg::new("um-dyar.error.holes").arg(n)));
        }
        let n = n as usize;
        let s = get_u64(v, "seeds")?;
        if !(MIN_SEEDS as u64..=MAX_SEEDS as u64).contains(&s) {
            return Err(bad(Msg::new("um-dyar.error.seeds").arg(s).arg(MIN_SEEDS).arg(MAX_SEEDS)));
        }
        let captures = choice(v, "captures", CaptureSide::parse)?.unwrap_or(CaptureSide::Both);
        let mode = choice(v, "mode", Mode::parse)?.unwrap_or(Mode::Game);
        let stall = opt(v, "stall", get_u64)?.unwrap_or(100);
        if !(1..=u16::MAX as u64).contains(&stall) {
            return Err(bad(Msg::new("um-dyar.error.json_stall_range").arg(stall)));
        }
        let mut g = UmDyar::empty(n, s as u16, captures, stall as u16, mode);
        let total = g.total as u64;

        // Holes.
        let rows = get_array(v, "rows")?;
        let row_err = || bad(Msg::new("um-dyar.error.json_rows").arg(n).arg(total));
        if rows.len() != 2 {
            return Err(row_err());
        }
        for (p, row) in rows.iter().enumerate() {
            let row = row.as_array().filter(|r| r.len() == n).ok_or_else(row_err)?;
            for (i, c) in row.iter().enumerate() {
                let c = c.as_u64().filter(|&c| c <= total).ok_or_else(row_err)?;
                g.pits[p * n + i] = c as u16;
            }
        }
        let closed_err = || bad(Msg::new("um-dyar.error.json_closed").arg(n));
        if let Some(closed) = list(v, "closed", closed_err)? {
            if closed.len() != 2 {
                return Err(closed_err());
            }
            for (p, row) in closed.iter().enumerate() {
                let row = row.as_array().filter(|r| r.len() == n).ok_or_else(closed_err)?;
                for (i, c) in row.iter().enumerate() {
                    if c.as_bool().ok_or_else(closed_err)? {
                        g.closed |= 1 << (p * n + i);
                    }
                }
            }
        }

        // Piles, turn, counters.
        g.captured = pair(v, "captured", total)?;
        if v.get("kept").is_some_and(|k| !k.is_null()) {
            g.kept = pair(v, "kept", total)?;
        }
        g.carry = opt(v, "carry", get_u64)?.unwrap_or(0).min(total + 1) as u16;
        g.to_move = seat(v, "to_move")?;
        g.starter = match v.get("starter") {
            None | Some(Value::Null) => g.to_move,
            Some(_) => seat(v, "starter")?,
        };
        g.over = get_bool(v, "over")?;
        g.since_capture = opt(v, "since_capture", get_u64)?.unwrap_or(0).min(u16::MAX as u64) as u16;
        g.game_no = opt(v, "game_number", get_u64)?.unwrap_or(1).min(u16::MAX as u64) as u16;
        g.match_games = opt(v, "match_games", get_u64)?.unwrap_or(0).min(99) as u16;
        g.wins = match v.get("games_won") {
            None | Some(Value::Null) => [0, 0],
            Some(_) => pair(v, "games_won", u16::MAX as u64)?,
        };
        g.last_agreed = opt(v, "last_agreed", get_bool)?.unwrap_or(false);
        g.last = match v.get("last_game") {
            None | Some(Value::Null) => None,
            Some(e) => Some(read_end(e, total)?),
        };
        let notes_err = || bad(Msg::new("um-dyar.error.json_choice").arg("notes").arg("…"));
        if let Some(notes) = list(v, "notes", notes_err)? {
            for note in notes {
                let t = note.as_str().unwrap_or("");
                let bit = (0..8)
                    .map(|b| 1u8 << b)
                    .find(|&b| super::ending::notes(b).first() == Some(&t))
                    .ok_or_else(|| bad(Msg::new("um-dyar.error.json_choice").arg("notes").arg(t)))?;
                g.notes |= bit;
            }
        }
        g.check()?;
        Ok(g)
    }
}

fn read_end(e: &Value, total: u64) -> Result<GameEnd, BadSetup> {
    let ending = choice(e, "ending", Ending::parse)?
        .ok_or_else(|| bad(Msg::new("um-dyar.error.json_choice").arg("ending").arg("")))?;
    let winner = match e.get("winner") {
        None | Some(Value::Null) => None,
        Some(_) => Some(seat(e, "winner")?),
    };
    let number = get_u64(e, "number")?.min(u16::MAX as u64) as u16;
    let piles = pair(e, "piles", total)?;
    let kept = match e.get("kept") {
        None | Some(Value::Null) => [0, 0],
        Some(_) => pair(e, "kept", total)?,
    };
    let taken = match e.get("taken") {
        None | Some(Value::Null) => piles,
        Some(_) => pair(e, "taken", total)?,
    };
    Ok(GameEnd { number, ending, piles, winner, kept, taken })
}

impl UmDyar {
    /// Refuses positions that cannot arise in play.
    fn check(&self) -> Result<(), BadSetup> {
        let n = self.holes as usize;
        let board = self.on_board() as u64;
        let piles = self.captured[0] as u64 + self.captured[1] as u64;
        if board + piles + self.carry as u64 != self.total as u64 {
            return Err(bad(Msg::new("um-dyar.error.json_total")
                .arg(board)
                .arg(piles)
                .arg(self.carry)
                .arg(self.total)));
        }
        for i in 0..2 * n {
            if self.is_closed_ring(i) && self.pits[i] != 0 {
                let h = self.hole_at(i);
                return Err(bad(Msg::new("um-dyar.error.json_closed_seeds").arg(h.player).arg(h.index + 1)));
            }
        }
        if (0..2).any(|p| self.kept[p] > self.captured[p]) || (self.over && self.kept != [0, 0]) {
            return Err(bad(Msg::new("um-dyar.error.json_kept")));
        }
        if self.mode == Mode::Game {
            if self.closed != 0
                || self.last_agreed
                || self.game_no != 1
                || self.wins != [0, 0]
                || self.carry != 0
                || self.kept != [0, 0]
            {
                return Err(bad(Msg::new("um-dyar.error.json_single")));
            }
            // Every capture takes an even number of seeds, so in a game still going the board
            // and both piles are even.
            if !self.over && (!board.is_multiple_of(2) || self.captured.iter().any(|c| !c.is_multiple_of(2)))
            {
                return Err(bad(Msg::new("um-dyar.error.json_odd")));
            }
        }
        for p in 0..2 {
            let row = self.closed >> (p * n) & ((1u32 << n) - 1);
            // Closed holes are a block at the right of the row (holes open from the left).
            let open = n - row.count_ones() as usize;
            if row != ((1u32 << n) - 1) & !((1u32 << open) - 1) {
                return Err(bad(Msg::new("um-dyar.error.json_closed_order")));
            }
            if open == 0 && !self.over {
                return Err(bad(Msg::new("um-dyar.error.json_no_holes").arg(p)));
            }
        }
        if self.over {
            if board != 0 {
                return Err(bad(Msg::new("um-dyar.error.json_over_board")));
            }
            let limit_reached = self.match_games > 0 && self.game_no >= self.match_games;
            if self.mode == Mode::Match && !self.captured.contains(&0) && !limit_reached && !self.last_agreed
            {
                return Err(bad(Msg::new("um-dyar.error.json_match_over")));
            }
        } else {
            if board < 2 {
                return Err(bad(Msg::new("um-dyar.error.json_lone")));
            }
            if self.since_capture >= self.stall {
                return Err(bad(Msg::new("um-dyar.error.json_stall")
                    .arg(self.since_capture)
                    .arg(self.stall)));
            }
        }
        if self.game_no == 0
            || (self.match_games > 0 && self.game_no > self.match_games)
            || self.wins[0] as u32 + self.wins[1] as u32 >= self.game_no as u32 + self.over as u32
        {
            return Err(bad(Msg::new("um-dyar.error.json_match")));
        }
        Ok(())
    }
}
