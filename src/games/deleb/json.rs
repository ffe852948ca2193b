//! The state as JSON (for `lab show`, `lab play`, `--state`), and the checks that refuse an
//! impossible position.
//!
//! ```json
//! {"game":"deleb",
//!  "options":{"lines":20,"players":2,"gar":0,"time":"day","stage_pass":"continue"},
//!  "phase":"move", "seat":0, "billets":0,
//!  "teams":[{"team":"A","seats":[0],"men_left":20,"slaves":19,"stored_deleb":0,
//!            "men":[{"at":"B1","step":20,"count":1,"slave":false,"seafarer":false}, …]}, …],
//!  "players":[{"seat":0,"team":"A","stage":"entered","score":{"deleb":0,"gasse":0}}, …],
//!  "pool":{"deleb":0,"dug":1,"3":0,"gasse":0,"sitte":0},
//!  "over":false, "winner":null}
//! ```
//!
//! Reading back, a man is placed by `step` (his place on his team's circuit) or, without it, by
//! `at` (and `homeward: true` for the second run of a sea line); when both are given they must
//! agree. `men_left` and `slaves` are optional and, when given, checked.

use super::billets::ThrowName;
use super::board::{self, cell_byte};
use super::entry::{Entry, Stage};
use super::options::Setup;
use super::options::StartChoice;
use super::track::{self, Junction, TEAM_A, TEAM_D, Team};
use super::turn::team_of_seat;
use super::{Deleb, Phase, options};
use crate::i18n::Msg;
use crate::model::json::{get_array, get_str, get_u64};
use crate::model::{BadSetup, JsonState, MAX_SEATS, Options};
use serde_json::{Value, json};

fn bad(m: Msg) -> BadSetup {
    BadSetup { why: m }
}

fn phase_word(p: Phase) -> &'static str {
    match p {
        Phase::Choose => "choose",
        Phase::Start => "start",
        Phase::Throw => "throw",
        Phase::Move => "move",
        Phase::Rescue => "rescue",
        Phase::Over => "over",
    }
}

fn team_letter(t: Team) -> String {
    track::home_line(t).letter().to_string()
}

impl Deleb {
    /// Checks that the position is one the game can reach: the men on the field agree with the
    /// counts, slaves stand on their own home line (alone unless the options let a man join
    /// them), the pool and the entry scores fit the phase, a threatened team is asked when it can
    /// answer, and the game is over exactly when a team has no man left.
    pub fn validate(&self) -> Result<(), Msg> {
        let s = &self.setup;
        let n = s.lines as usize;
        let err = |what: &str| Err(Msg::new("deleb.error.impossible").arg(what));
        let mut men = [0u16; 2];
        let mut slaves = [0u16; 2];
        for (cell, &c) in self.cells.iter().enumerate() {
            if c == 0 {
                continue;
            }
            if cell >= 4 * n {
                return err("a man stands off the field");
            }
            let known = board::COUNT | board::TEAM | board::SLAVE | board::HOMEWARD | board::APART;
            if c & !known != 0 || board::count(c) == 0 {
                return err("a junction is garbled");
            }
            let (t, j) = (board::team(c), Junction::of_cell(s.lines, cell));
            if board::is_homeward(c) && !j.line.is_sea() {
                return err("only sea lines have a homeward run");
            }
            if board::count(c) > s.double_max {
                return err("more men stand together than the options allow");
            }
            if board::is_slave(c) && j.line != track::home_line(t) {
                return err("a slave stands on his own home line");
            }
            if board::is_slave(c) && board::count(c) > 1 && !s.join_slave {
                return err("no man may join a slave in this game");
            }
            if board::is_apart(c) && (board::count(c) != 2 || board::is_slave(c) || !s.join_choice) {
                return err("only two free men may stand apart on a junction, when the options allow it");
            }
            men[t as usize] += board::count(c) as u16;
            slaves[t as usize] += board::is_slave(c) as u16;
        }
        if men.iter().any(|&m| m as usize > n) {
            return err("a team has more men than cross-lines");
        }
        if men != self.men.map(u16::from) || slaves != self.slaves.map(u16::from) {
            return err("the counts of men or slaves do not match the field");
        }
        for t in 0..2 {
            if self.slaves[t] > 0 && self.store[t] > 0 {
                return err("dèlebs are stored only once all a team's men are free");
            }
        }
        let players = s.players as usize;
        for (seat, e) in self.entry.iter().enumerate() {
            if seat >= players {
                if *e != Entry::START {
                    return err("a seat beyond the players has a score");
                }
                continue;
            }
            let team = team_of_seat(s.players, seat as u8) as usize;
            match e.stage {
                Stage::One if e.deleb != 0 || e.gasse != 0 => return err("a player in stage 1 has a score"),
                Stage::Two | Stage::Three if e.deleb == 0 => {
                    return err("a player past stage 1 has scored its dèleb");
                }
                Stage::Entered | Stage::Handicapped if e.deleb != 0 || e.gasse != 0 => {
                    return err("a player who entered keeps no entry score");
                }
                Stage::Handicapped if self.slaves[team] > 0 => {
                    return err("a player is handicapped only once all his team's men are free");
                }
                _ => {}
            }
        }
        if self.phase == Phase::Choose && (s.start == StartChoice::Fixed || *self != Deleb::from_setup(*s)) {
            return err("the choice of dèleb or dug is made before anything else");
        }
        let over = self.men[0] == 0 || self.men[1] == 0;
        if over != (self.phase == Phase::Over) {
            return err("the game is over exactly when a team has no man left");
        }
        if self.phase == Phase::Over && self.men[self.winner as usize & 1] == 0 {
            return err("the winner has no man left");
        }
        if (self.seat as usize) >= players {
            return err("the seat is not at the table");
        }
        let stage = self.entry[self.seat as usize].stage;
        let pool_empty = self.pool.iter().all(|&p| p == 0);
        let team = self.seat_team() as usize;
        match self.phase {
            Phase::Start | Phase::Over if !pool_empty => return err("throws are pooled only during a turn"),
            Phase::Move if self.rescue_owed() => {
                return err("the threatened team must be asked before the mover goes on");
            }
            Phase::Rescue => {
                if stage.is_entering() {
                    return err("a player moves men only once he has entered");
                }
                let mut answers = Vec::new();
                self.rescue_moves(&mut answers);
                if !s.rescue || answers.len() < 2 {
                    return err("a team is asked to answer a threat only when it can");
                }
            }
            Phase::Throw => {
                if stage.is_entering() && !pool_empty {
                    return err("a player still entering has no pool");
                }
                if stage.is_entering() && self.slaves[team] == 0 {
                    return err("a player whose team is all free is handicapped, not entering");
                }
                if self.pool[ThrowName::Dug.index()] > 0 || self.pool[ThrowName::Three.index()] > 0 {
                    return err("a dug or a 3 ends the throwing");
                }
            }
            Phase::Move => {
                if stage.is_entering() {
                    return err("a player moves men only once he has entered");
                }
                if pool_empty && self.store[team] == 0 {
                    return err("the moving phase needs a throw to give");
                }
            }
            _ => {}
        }
        if stage == Stage::Handicapped && self.pool.iter().skip(1).any(|&p| p > 0) {
            return err("only a handicapped player's dèlebs count");
        }
        Ok(())
    }
}

/// Reads a non-negative count no larger than `max`.
fn count_field(v: &Value, key: &str, max: u64) -> Result<u64, BadSetup> {
    let x = get_u64(v, key)?;
    if x > max {
        return Err(bad(Msg::new("deleb.error.json_range").arg(key).arg(x).arg(max)));
    }
    Ok(x)
}

fn parse_team(v: &Value) -> Result<Team, BadSetup> {
    match get_str(v, "team")? {
        "A" | "a" => Ok(TEAM_A),
        "D" | "d" => Ok(TEAM_D),
        other => Err(bad(Msg::new("deleb.error.json_team").arg(other))),
    }
}

impl JsonState for Deleb {
    fn to_json(&self) -> Value {
        let s = &self.setup;
        let teams: Vec<Value> = [TEAM_A, TEAM_D]
            .iter()
            .map(|&t| {
                let men: Vec<Value> = self
                    .men_view()
                    .into_iter()
                    .filter(|m| m.team == t)
                    .map(|m| {
                        let mut v = json!({"at": m.at.to_string(), "step": m.step, "count": m.count,
                               "slave": m.slave, "seafarer": m.seafarer});
                        if m.apart {
                            v["apart"] = json!(true);
                        }
                        v
                    })
                    .collect();
                let seats: Vec<u8> = (0..s.players).filter(|&p| team_of_seat(s.players, p) == t).collect();
                json!({"team": team_letter(t), "seats": seats, "men_left": self.men[t as usize],
                       "slaves": self.slaves[t as usize], "stored_deleb": self.store[t as usize], "men": men})
            })
            .collect();
        let players: Vec<Value> = (0..s.players)
            .map(|p| {
                let e = self.entry[p as usize];
                json!({"seat": p, "team": team_letter(team_of_seat(s.players, p)), "stage": e.stage.as_str(),
                       "score": {"deleb": e.deleb, "gasse": e.gasse}})
            })
            .collect();
        let pool: serde_json::Map<String, Value> =
            ThrowName::ALL.iter().map(|t| (t.notation().to_string(), self.pool[t.index()].into())).collect();
        let options: serde_json::Map<String, Value> = s
            .to_options()
            .pairs()
            .map(|(k, v)| (k.to_string(), v.parse::<i64>().map(Value::from).unwrap_or(Value::from(v))))
            .collect();
        json!({
            "game": "deleb",
            "options": options,
            "phase": phase_word(self.phase),
            "seat": self.seat,
            "billets": self.billets_due(),
            "teams": teams,
            "players": players,
            "pool": pool,
            "deleb_team": team_letter(self.deleb_team),
            "answered": self.answered,
            "over": self.phase == Phase::Over,
            "winner": self.winner().map(team_letter),
        })
    }

    fn from_json(v: &Value) -> Result<Self, BadSetup> {
        // Options: any given value is set through the option specs (which check it).
        let mut o = Options::defaults(options::SPECS);
        if let Some(map) = v.get("options").and_then(Value::as_object) {
            for (k, x) in map {
                let text = match x {
                    Value::String(s) => s.clone(),
                    Value::Number(num) => num.to_string(),
                    _ => return Err(bad(Msg::new("error.json_field").arg(k).arg("a number or a word"))),
                };
                o.set(k, &text).map_err(bad)?;
            }
        } else if v.get("options").is_some() {
            return Err(bad(Msg::new("error.json_field").arg("options").arg("an object")));
        }
        let setup = Setup::from_options(&o)?;
        let n = setup.lines;
        let mut st = Deleb::from_setup(setup);
        st.cells = [0; board::MAX_CELLS];
        st.men = [0; 2];
        st.slaves = [0; 2];
        st.phase = match get_str(v, "phase")? {
            "choose" => Phase::Choose,
            "start" => Phase::Start,
            "throw" => Phase::Throw,
            "move" => Phase::Move,
            "rescue" => Phase::Rescue,
            "over" => Phase::Over,
            other => return Err(bad(Msg::new("deleb.error.json_phase").arg(other))),
        };
        st.seat = count_field(v, "seat", MAX_SEATS as u64 - 1)? as u8;
        let teams = get_array(v, "teams")?;
        if teams.len() != 2 {
            return Err(bad(Msg::new("deleb.error.json_teams")));
        }
        let mut seen = [false; 2];
        for tv in teams {
            let t = parse_team(tv)?;
            if std::mem::replace(&mut seen[t as usize], true) {
                return Err(bad(Msg::new("deleb.error.json_teams")));
            }
            st.store[t as usize] = count_field(tv, "stored_deleb", u16::MAX as u64)? as u16;
            for mv in get_array(tv, "men")? {
                let most = setup.double_max as u64;
                let count = count_field(mv, "count", most)? as u8;
                if count == 0 {
                    return Err(bad(Msg::new("deleb.error.json_range").arg("count").arg(0).arg(most)));
                }
                let slave = mv.get("slave").and_then(Value::as_bool).unwrap_or(false);
                let apart = mv.get("apart").and_then(Value::as_bool).unwrap_or(false);
                let at = match mv.get("at") {
                    None | Some(Value::Null) => None,
                    Some(x) => {
                        let text = x.as_str().unwrap_or("");
                        Some(
                            Junction::parse(text, n)
                                .ok_or_else(|| bad(Msg::new("deleb.error.junction").arg(text).arg(n)))?,
                        )
                    }
                };
                let step = match (mv.get("step"), at) {
                    (Some(x), _) if !x.is_null() => {
                        let s = x.as_u64().filter(|&s| s < track::circuit_len(n) as u64).ok_or_else(|| {
                            bad(Msg::new("deleb.error.json_range")
                                .arg("step")
                                .arg(x)
                                .arg(track::circuit_len(n) - 1))
                        })? as u16;
                        if let Some(j) = at
                            && track::junction(n, t, s) != j
                        {
                            return Err(bad(Msg::new("deleb.error.json_step").arg(s).arg(j)));
                        }
                        s
                    }
                    (_, Some(j)) => {
                        let homeward = mv.get("homeward").and_then(Value::as_bool).unwrap_or(false);
                        track::step_of(n, t, j, homeward && j.line.is_sea())
                    }
                    _ => {
                        return Err(bad(Msg::new("error.json_field").arg("at").arg("a junction such as B5")));
                    }
                };
                let cell = track::step_cell(n, t, step);
                if st.cells[cell] != 0 {
                    return Err(bad(Msg::new("deleb.error.json_twice").arg(Junction::of_cell(n, cell))));
                }
                st.cells[cell] = cell_byte(t, count, slave, track::is_homeward(n, step))
                    | if apart { board::APART } else { 0 };
                st.men[t as usize] = st.men[t as usize].saturating_add(count);
                st.slaves[t as usize] = st.slaves[t as usize].saturating_add(slave as u8);
            }
            for (key, have) in [("men_left", st.men[t as usize]), ("slaves", st.slaves[t as usize])] {
                if let Some(x) = tv.get(key)
                    && x.as_u64() != Some(have as u64)
                {
                    return Err(bad(Msg::new("deleb.error.json_count").arg(key).arg(x).arg(have)));
                }
            }
        }
        let players = get_array(v, "players")?;
        if players.len() != setup.players as usize {
            return Err(bad(Msg::new("deleb.error.json_players").arg(players.len()).arg(setup.players)));
        }
        let mut seen_seat = [false; MAX_SEATS];
        for pv in players {
            let seat = count_field(pv, "seat", setup.players as u64 - 1)? as usize;
            if std::mem::replace(&mut seen_seat[seat], true) {
                return Err(bad(Msg::new("deleb.error.json_seat").arg(seat)));
            }
            let stage_text = get_str(pv, "stage")?;
            let stage = Stage::parse(stage_text)
                .ok_or_else(|| bad(Msg::new("deleb.error.json_stage").arg(stage_text)))?;
            let (deleb, gasse) = match pv.get("score") {
                None | Some(Value::Null) => (0, 0),
                Some(sc) => (count_field(sc, "deleb", 255)? as u8, count_field(sc, "gasse", 255)? as u8),
            };
            st.entry[seat] = Entry { stage, deleb, gasse };
        }
        if let Some(pool) = v.get("pool").filter(|p| !p.is_null()) {
            for t in ThrowName::ALL {
                st.pool[t.index()] = match pool.get(t.notation()) {
                    None | Some(Value::Null) => 0,
                    Some(_) => count_field(pool, t.notation(), u16::MAX as u64)? as u16,
                };
            }
        }
        if let Some(w) = v.get("deleb_team").filter(|w| !w.is_null()) {
            st.deleb_team = match w.as_str() {
                Some("A" | "a") => TEAM_A,
                Some("D" | "d") => TEAM_D,
                _ => return Err(bad(Msg::new("deleb.error.json_team").arg(w))),
            };
        }
        st.answered = v.get("answered").and_then(Value::as_bool).unwrap_or(false);
        if let Some(w) = v.get("winner").filter(|w| !w.is_null()) {
            st.winner = match w.as_str() {
                Some("A" | "a") => TEAM_A,
                Some("D" | "d") => TEAM_D,
                _ => return Err(bad(Msg::new("deleb.error.json_team").arg(w))),
            };
            if st.men[st.winner as usize] == 0 || st.men[1 - st.winner as usize] != 0 {
                return Err(bad(
                    Msg::new("deleb.error.impossible").arg("the winner must have eaten every enemy")
                ));
            }
        } else if st.phase == Phase::Over {
            st.winner = if st.men[0] > 0 { TEAM_A } else { TEAM_D };
        }
        st.validate().map_err(bad)?;
        Ok(st)
    }
}
