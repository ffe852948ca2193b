//! The state as JSON (`lab show`, `--state FILE`).
//!
//! ```json
//! {"game":"hyena","options":{"players":4,"hollows":80,…},"hollows":80,
//!  "turn":0,"phase":"throw","over":false,
//!  "mothers":[{"place":"hollow","hollow":12,"state":"outward"},
//!             {"place":"well","state":"at-well","paid":2,"of":5},…],
//!  "credits":[{"tabas":1,"ymn":0,"rab":2,"sta":1},…],
//!  "hyena":{"player":null,"place":null,"state":"caged"},
//!  "home":[],"eaten":[],"result":null}
//! ```
//!
//! Places: `village`, `hollow` (with `hollow`: 1 to hollows, counted from the village), `well`,
//! `home`, `eaten` (with the hollow where it happened). Mother states: `village`, `outward`,
//! `at-well` (with `paid` and `of`), `returning`, `home`, `eaten`. Hyena states: `caged`,
//! `village` (with `paid` of 2), `outward`, `at-well` (with `paid` and `of`), `returning`, `home`.
//! Phases: `spiral` (the hollow count is still to be drawn), `throw` (the sticks are thrown next),
//! `choose` (the player may spend a credit or throw), `close` (after the ymn: spend or end),
//! `over`. `result` (written, not read) gives the ranks, the hyena's player, the mothers home in
//! order and the mothers eaten.

use super::Hyena;
use super::board::Place;
use super::credits::Credits;
use super::hyena_piece::{Beast, LEAVE_COST, NOBODY, Prowl};
use super::mother::{Journey, Mother};
use super::options::{SPECS, Setup};
use super::sticks::{STA, THREE_FLAT, YMN};
use super::turn::Phase;
use crate::i18n::Msg;
use crate::model::json::{bad, get_array, get_str, get_u64, opt};
use crate::model::{BadSetup, Game, JsonState, MAX_SEATS, OptionKind, Options, Seat};
use serde_json::{Map, Value, json};

fn place_json(obj: &mut Map<String, Value>, place: Option<Place>) {
    obj.insert("place".into(), place.map_or(Value::Null, |p| p.key().into()));
    if let Some(Place::Hollow(n) | Place::Eaten(n)) = place {
        obj.insert("hollow".into(), n.into());
    }
}

fn refuse(why: &'static str) -> BadSetup {
    bad(why)
}

fn refuse_at(why: &'static str, seat: usize) -> BadSetup {
    BadSetup { why: Msg::new(why).arg(seat) }
}

/// A whole number 0..=255 at `key`.
fn get_u8(v: &Value, key: &str) -> Result<u8, BadSetup> {
    let n = get_u64(v, key)?;
    u8::try_from(n).map_err(|_| BadSetup { why: Msg::new("hyena.error.json_number").arg(key).arg(n) })
}

impl JsonState for Hyena {
    fn to_json(&self) -> Value {
        let options: Map<String, Value> = self
            .setup
            .to_options()
            .pairs()
            .map(|(k, v)| {
                let int = SPECS.iter().any(|s| s.key == k && matches!(s.kind, OptionKind::Int { .. }));
                let val =
                    if int { v.parse::<i64>().map(Value::from).unwrap_or(Value::from(v)) } else { v.into() };
                (k.to_string(), val)
            })
            .collect();
        let sticks = self.setup.sticks;
        let mothers: Vec<Value> = (0..self.players() as Seat)
            .map(|s| {
                let m = self.mothers[s as usize];
                let mut o = Map::new();
                place_json(&mut o, self.mother_place(s));
                o.insert("state".into(), m.journey.key().into());
                if m.journey == Journey::Well {
                    o.insert("paid".into(), m.paid.into());
                    o.insert("of".into(), self.setup.well.into());
                }
                Value::Object(o)
            })
            .collect();
        let credits: Vec<Value> = self.credits[..self.players()]
            .iter()
            .map(|c| {
                let mut o = Map::new();
                o.insert("tabas".into(), c.tabas.into());
                for f in [YMN, THREE_FLAT, STA] {
                    o.insert(sticks.info(f).notation.into(), c.banked(f).into());
                }
                Value::Object(o)
            })
            .collect();
        let mut hyena = Map::new();
        hyena.insert("player".into(), self.hyena_player().map_or(Value::Null, Value::from));
        place_json(&mut hyena, self.hyena_place());
        hyena.insert("state".into(), self.beast.prowl.key().into());
        match self.beast.prowl {
            Prowl::Village => {
                hyena.insert("paid".into(), self.beast.paid.into());
                hyena.insert("of".into(), LEAVE_COST.into());
            }
            Prowl::Well => {
                hyena.insert("paid".into(), self.beast.paid.into());
                hyena.insert("of".into(), self.setup.hyena_well.into());
            }
            _ => {}
        }
        let standing = self.standing();
        let result = self.outcome().map_or(Value::Null, |o| {
            json!({
                "ranks": o.ranks(),
                "hyena": standing.hyena,
                "home": standing.home,
                "eaten": standing.eaten,
            })
        });
        json!({
            "game": Self::ID,
            "options": options,
            "hollows": self.hollow_count(),
            "turn": self.seat,
            "phase": self.phase.key(),
            "over": self.phase == Phase::Over,
            "mothers": mothers,
            "credits": credits,
            "hyena": hyena,
            "home": self.home[..(self.homes as usize).min(super::options::MAX_PLAYERS)].to_vec(),
            "eaten": standing.eaten,
            "result": result,
        })
    }

    fn from_json(v: &Value) -> Result<Self, BadSetup> {
        let opts =
            v.get("options").and_then(Value::as_object).ok_or_else(|| refuse("hyena.error.json_options"))?;
        let mut pairs = Vec::new();
        for (k, val) in opts {
            let text = match val {
                Value::String(s) => s.clone(),
                Value::Number(n) => n.to_string(),
                _ => return Err(refuse("hyena.error.json_options")),
            };
            pairs.push((k.clone(), text));
        }
        let options = Options::from_pairs(SPECS, pairs.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(|why| BadSetup { why })?;
        let setup = Setup::from_options(&options)?;
        let start = Hyena::new(&options)?;
        let phase = Phase::parse(get_str(v, "phase")?).ok_or_else(|| refuse("hyena.error.json_phase"))?;
        let hollows = opt(v, "hollows", get_u8)?;
        if phase == Phase::Spiral {
            // Nothing has happened yet: the only position is the start.
            if hollows.is_some() || start.phase != Phase::Spiral {
                return Err(refuse("hyena.error.json_spiral"));
            }
            return Ok(start);
        }
        let hollows = hollows.ok_or_else(|| refuse("hyena.error.json_hollows"))?;
        if hollows < setup.lo || hollows > setup.hi {
            return Err(BadSetup {
                why: Msg::new("hyena.error.spiral_range").arg(hollows).arg(setup.lo).arg(setup.hi),
            });
        }
        let n = setup.players as usize;
        let mut g = Hyena { hollows, ..start };
        let well = hollows + 1;

        // Mothers.
        let ms = get_array(v, "mothers")?;
        if ms.len() != n {
            return Err(BadSetup { why: Msg::new("hyena.error.json_count").arg(n).arg("mothers") });
        }
        for (i, m) in ms.iter().enumerate() {
            let state = get_str(m, "state")?;
            let journey = Journey::ALL
                .into_iter()
                .find(|j| j.key() == state)
                .ok_or_else(|| refuse_at("hyena.error.json_mother", i))?;
            let place = get_str(m, "place")?;
            let hollow = opt(m, "hollow", get_u8)?;
            let on_hollow = |h: Option<u8>| h.filter(|&d| (1..=hollows).contains(&d));
            let day = match (journey, place) {
                (Journey::Village, "village") | (Journey::Home, "home") => Some(0),
                (Journey::Outward | Journey::Returning, "hollow") | (Journey::Eaten, "eaten") => {
                    on_hollow(hollow)
                }
                (Journey::Well | Journey::Returning, "well") => Some(well),
                _ => None,
            }
            .ok_or_else(|| refuse_at("hyena.error.json_mother", i))?;
            let paid = if journey == Journey::Well { opt(m, "paid", get_u8)?.unwrap_or(0) } else { 0 };
            if paid >= setup.well {
                return Err(refuse_at("hyena.error.json_paid", i));
            }
            g.mothers[i] = Mother { journey, day, paid };
        }

        // Credits.
        let cs = get_array(v, "credits")?;
        if cs.len() != n {
            return Err(BadSetup { why: Msg::new("hyena.error.json_count").arg(n).arg("credits") });
        }
        for (i, c) in cs.iter().enumerate() {
            let mut credit = Credits { tabas: get_u8(c, "tabas")?, throws: [0; 4] };
            for f in [YMN, THREE_FLAT, STA] {
                credit.throws[f as usize] = get_u8(c, setup.sticks.info(f).notation)?;
            }
            let journey = g.mothers[i].journey;
            // Throws are banked only at the well, and lapse when she is home; tâbas are banked only
            // once she has left the village.
            let may_bank = matches!(journey, Journey::Well | Journey::Returning | Journey::Eaten);
            // At the well, tâbas are paid as soon as they come unless the player chooses when.
            let unpaid = journey == Journey::Well && !setup.pay_chosen && credit.tabas > 0;
            if (!may_bank && credit.throws != [0; 4])
                || (journey == Journey::Village && credit.tabas > 0)
                || unpaid
            {
                return Err(refuse_at("hyena.error.json_credits", i));
            }
            g.credits[i] = credit;
        }

        // Mothers home, in order.
        let home: Vec<u64> = crate::model::json::get_u64_list(v, "home")?;
        let at_home = g.mothers[..n].iter().filter(|m| m.journey == Journey::Home).count();
        let mut seen = [false; MAX_SEATS];
        for &s in &home {
            let s = s as usize;
            if s >= n || seen[s] || g.mothers[s].journey != Journey::Home {
                return Err(refuse("hyena.error.json_home"));
            }
            seen[s] = true;
        }
        if home.len() != at_home {
            return Err(refuse("hyena.error.json_home"));
        }
        for (k, &s) in home.iter().enumerate() {
            g.home[k] = s as Seat;
            // With her credit lapsing at home, only the hyena's player (the first home) can have
            // tâbas again: those he throws for the hyena.
            if k > 0 && !setup.credit_passes && g.credits[s as usize].tabas > 0 {
                return Err(refuse_at("hyena.error.json_credits", s as usize));
            }
        }
        g.homes = home.len() as u8;
        g.eaten = g.mothers[..n].iter().filter(|m| m.journey == Journey::Eaten).count() as u8;

        // The hyena.
        let h = v.get("hyena").filter(|h| h.is_object()).ok_or_else(|| refuse("hyena.error.json_hyena"))?;
        let prowl = {
            let state = get_str(h, "state")?;
            Prowl::ALL
                .into_iter()
                .find(|p| p.key() == state)
                .ok_or_else(|| refuse("hyena.error.json_hyena"))?
        };
        let player = opt(h, "player", get_u8)?;
        if g.homes == 0 {
            if prowl != Prowl::Caged || player.is_some() {
                return Err(refuse("hyena.error.json_hyena_owner"));
            }
            g.beast = Beast::CAGED;
        } else {
            let owner = g.home[0];
            if prowl == Prowl::Caged || player != Some(owner) {
                return Err(refuse("hyena.error.json_hyena_owner"));
            }
            let place = h.get("place").and_then(Value::as_str).unwrap_or("");
            let hollow = opt(h, "hollow", get_u8)?.filter(|&d| (1..=hollows).contains(&d));
            let day = match (prowl, place) {
                (Prowl::Village, "village") | (Prowl::Home, "home") => Some(0),
                (Prowl::Outward | Prowl::Returning, "hollow") => hollow,
                (Prowl::Well | Prowl::Returning, "well") => Some(well),
                _ => None,
            }
            .ok_or_else(|| refuse("hyena.error.json_hyena"))?;
            let paid = opt(h, "paid", get_u8)?.unwrap_or(0);
            let cost = match prowl {
                Prowl::Village => LEAVE_COST,
                Prowl::Well => setup.hyena_well,
                _ => 1,
            };
            // His tâbas pay at once: while he waits to leave or at the well, none can be banked.
            let waiting = matches!(prowl, Prowl::Village | Prowl::Well);
            if paid >= cost || (waiting && g.credits[owner as usize].tabas > 0) {
                return Err(refuse("hyena.error.json_hyena"));
            }
            g.beast = Beast { prowl, day, paid, owner };
        }
        if g.eaten > 0 && !g.beast.has_drunk() {
            return Err(refuse("hyena.error.json_eaten"));
        }

        // Whose turn, and where in it.
        let seat = get_u8(v, "turn")?;
        if seat as usize >= n {
            return Err(refuse("hyena.error.json_turn"));
        }
        g.seat = seat;
        g.phase = phase;
        let done = g.all_done();
        if done != (phase == Phase::Over) {
            return Err(refuse("hyena.error.json_over"));
        }
        if !done && !g.active(seat) {
            return Err(refuse("hyena.error.json_turn"));
        }
        if matches!(phase, Phase::Choose | Phase::Close) && !g.has_spend(seat) {
            return Err(refuse("hyena.error.json_choose"));
        }
        if let Some(over) = v.get("over")
            && over.as_bool() != Some(done)
        {
            return Err(refuse("hyena.error.json_over"));
        }
        debug_assert!(g.beast.owner == NOBODY || (g.beast.owner as usize) < n);
        Ok(g)
    }
}
