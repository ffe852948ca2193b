//! States as JSON, for `lab`: `lab show` prints a state, `--state FILE` reads one back. Each game
//! writes and checks its own fields; the helpers here give every game the same clear messages.

use super::game::{BadSetup, Game};
use crate::i18n::Msg;
use serde_json::Value;

pub trait JsonState: Game {
    fn to_json(&self) -> Value;

    /// Reads a state back. Malformed data and impossible positions are refused with a reason.
    fn from_json(v: &Value) -> Result<Self, BadSetup>;
}

/// Parses text into a state of game `G`.
pub fn state_from_str<G: JsonState>(text: &str) -> Result<G, BadSetup> {
    let v: Value = serde_json::from_str(text).map_err(|e| BadSetup { why: Msg::new("error.json").arg(e) })?;
    let game = v.get("game").and_then(Value::as_str).unwrap_or("");
    if game != G::ID {
        return Err(BadSetup { why: Msg::new("error.json_game").arg(game).arg(G::ID) });
    }
    G::from_json(&v)
}

fn missing(key: &str, what: &str) -> BadSetup {
    BadSetup { why: Msg::new("error.json_field").arg(key).arg(what) }
}

/// A refusal with a catalog message.
pub fn bad(key: &'static str) -> BadSetup {
    BadSetup { why: Msg::new(key) }
}

pub fn get_u64(v: &Value, key: &str) -> Result<u64, BadSetup> {
    v.get(key).and_then(Value::as_u64).ok_or_else(|| missing(key, "a whole number ≥ 0"))
}

pub fn get_i64(v: &Value, key: &str) -> Result<i64, BadSetup> {
    v.get(key).and_then(Value::as_i64).ok_or_else(|| missing(key, "a whole number"))
}

pub fn get_bool(v: &Value, key: &str) -> Result<bool, BadSetup> {
    v.get(key).and_then(Value::as_bool).ok_or_else(|| missing(key, "true or false"))
}

pub fn get_str<'a>(v: &'a Value, key: &str) -> Result<&'a str, BadSetup> {
    v.get(key).and_then(Value::as_str).ok_or_else(|| missing(key, "a string"))
}

pub fn get_array<'a>(v: &'a Value, key: &str) -> Result<&'a Vec<Value>, BadSetup> {
    v.get(key).and_then(Value::as_array).ok_or_else(|| missing(key, "a list"))
}

/// A list of whole numbers ≥ 0.
pub fn get_u64_list(v: &Value, key: &str) -> Result<Vec<u64>, BadSetup> {
    get_array(v, key)?
        .iter()
        .map(|x| x.as_u64().ok_or_else(|| missing(key, "a list of whole numbers ≥ 0")))
        .collect()
}

/// An optional field: absent or `null` gives `None`, anything else must parse.
pub fn opt<T>(
    v: &Value,
    key: &str,
    get: impl Fn(&Value, &str) -> Result<T, BadSetup>,
) -> Result<Option<T>, BadSetup> {
    match v.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(_) => get(v, key).map(Some),
    }
}
