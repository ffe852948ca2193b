//! The state as JSON (`lab show`, `--state FILE`):
//!
//! ```json
//! {"game":"dablot","capture":"compulsory","to_move":0,
//!  "pieces":[{"x":0,"y":0,"side":0,"rank":"soldier"}, …],
//!  "turns_without_capture":0,"sami":"0","first":"0","draw_turns":25,"blocked":"loses",
//!  "lone_kings":"play","single_combat":"off","king_capture":"play-on","result":null}
//! ```
//!
//! Points are in doubled coordinates. Every option is a field; only `capture` is required when
//! reading (the others default). `result` is written for the reader and ignored when reading: it
//! follows from the position.

use super::board::Point;
use super::options::SPECS;
use super::pieces::Rank;
use super::{Dablot, Placed};
use crate::i18n::Msg;
use crate::model::json::{get_array, get_i64, get_str, get_u64, opt};
use crate::model::{BadSetup, JsonState, Options};
use serde_json::{Value, json};

impl JsonState for Dablot {
    fn to_json(&self) -> Value {
        let pieces: Vec<Value> = self
            .pieces()
            .map(|p| json!({"x": p.point.x(), "y": p.point.y(), "side": p.side, "rank": p.rank.as_str()}))
            .collect();
        let mut v = json!({
            "game": "dablot",
            "to_move": self.to_move,
            "pieces": pieces,
            "turns_without_capture": self.quiet,
        });
        for (k, val) in self.options().pairs() {
            v[k] = match val.parse::<u64>() {
                Ok(n) if k == "draw_turns" => json!(n),
                _ => json!(val),
            };
        }
        v["result"] = match self.end {
            None => Value::Null,
            Some(e) => json!({"winner": e.winner, "reason": e.reason.as_str()}),
        };
        v
    }

    fn from_json(v: &Value) -> Result<Self, BadSetup> {
        let mut options = Options::defaults(SPECS);
        get_str(v, "capture")?;
        for spec in SPECS {
            let text = match v.get(spec.key) {
                None | Some(Value::Null) => continue,
                Some(Value::String(s)) => s.clone(),
                Some(Value::Number(n)) => n.to_string(),
                Some(_) => return Err(BadSetup { why: Msg::new("dablot.error.json_option").arg(spec.key) }),
            };
            options.set(spec.key, &text).map_err(|why| BadSetup { why })?;
        }
        let to_move = get_u64(v, "to_move")?;
        if to_move > 1 {
            return Err(BadSetup { why: Msg::new("dablot.error.json_to_move") });
        }
        let quiet = opt(v, "turns_without_capture", get_u64)?.unwrap_or(0);
        let quiet = u16::try_from(quiet)
            .map_err(|_| BadSetup { why: Msg::new("dablot.error.json_quiet").arg(quiet).arg(u16::MAX) })?;
        let mut pieces = Vec::new();
        for item in get_array(v, "pieces")? {
            let (x, y) = (get_i64(item, "x")?, get_i64(item, "y")?);
            let point = i32::try_from(x)
                .ok()
                .zip(i32::try_from(y).ok())
                .and_then(|(x, y)| Point::at(x, y))
                .ok_or_else(|| BadSetup { why: Msg::new("dablot.error.json_point").arg(x).arg(y) })?;
            let side = get_u64(item, "side")?;
            if side > 1 {
                return Err(BadSetup { why: Msg::new("dablot.error.json_side") });
            }
            let rank_word = get_str(item, "rank")?;
            let rank = Rank::parse(rank_word)
                .ok_or_else(|| BadSetup { why: Msg::new("dablot.error.json_rank").arg(rank_word) })?;
            pieces.push(Placed { point, side: side as u8, rank });
        }
        Dablot::from_pieces(&options, to_move as u8, quiet, &pieces)
    }
}
