//! Keeping a game: in the address bar (so reloading or sharing the address shows the same game)
//! and on this device (so it survives closing the tab; the home page lists it). Opening a game
//! from an address: a local game, a lesson link, or a correspondence game.

use super::super::games::GameView;
use super::super::route::replace_address;
use super::super::saved::Summary;
use super::super::storage::{self, CORR, GAME, META, SECRET};
use super::{Corr, Table};
use crate::i18n::Msg;
use crate::link::{self, Correspondence, Secret, Throws};
use crate::model::Session;
use leptos::prelude::*;

/// After every change, writes the game into the address bar (without adding a history entry)
/// and into its place on this device.
pub fn keep<G: GameView>(table: Table<G>)
where
    G::Move: Send + Sync,
{
    let written = StoredValue::new(None::<String>);
    Effect::new(move |_| {
        let corr = table.corr.with(|c| {
            c.as_ref().map(|c| {
                (c.game.key(), c.game.link(c.secret.as_ref()), c.secret.as_ref().map(Secret::to_text))
            })
        });
        let address = match corr {
            Some((key, Ok(address), secret)) => {
                storage::set(&format!("{CORR}{key}"), &address);
                table.session.with(|s| keep_summary(&format!("{CORR}{key}"), s.as_ref()));
                if let Some(secret) = secret {
                    storage::set(&format!("{SECRET}{key}"), &secret);
                }
                address
            }
            Some((_, Err(e), _)) => {
                table.notice.set(Some(e.why));
                return;
            }
            None => {
                let Some((address, slot)) = table.session.with(|s| {
                    let s = s.as_ref()?;
                    let address = match table.throws.get() {
                        Throws::Recorded => link::recorded_link(s),
                        _ => link::seeded_link(s),
                    };
                    Some((address, table.slot.get()?))
                }) else {
                    return;
                };
                if !storage::set(&format!("{GAME}{slot}"), &address) {
                    table.notice.set(Some(Msg::new("keep.not_saved")));
                }
                table.session.with(|s| keep_summary(&format!("{GAME}{slot}"), s.as_ref()));
                address.replacen("?g=", &format!("?s={slot}&g="), 1)
            }
        };
        // Once the address bar no longer shows what was written last, the player has gone to
        // another page (its event is on its way): the game is kept on this device, and the
        // address is theirs.
        let shown = format!("#{}", location_hash().unwrap_or_default());
        if written.with_value(|w| w.as_ref().is_some_and(|w| *w != shown)) {
            return;
        }
        replace_address(&address);
        written.set_value(Some(address));
    });
}

/// Writes the home page's summary of the game kept under `key`.
fn keep_summary<G: GameView>(key: &str, session: Option<&Session<G>>)
where
    G::Move: Send + Sync,
{
    let Some(s) = session else { return };
    let seats = s
        .seats()
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let place = G::seat_name(s.state(), i as u8);
            (place.key.to_string(), place.args, link::clean_name(&c.name))
        })
        .collect();
    let summary = Summary { moves: s.len(), over: s.state().outcome().is_some(), seats };
    storage::set(&format!("{META}{key}"), &summary.to_text());
}

/// Opens the game an address names (the part after `?`). Returns a message for the players if
/// the link is broken or replayed only in part; the table then shows whatever could be read.
pub fn open<G: GameView>(table: Table<G>, query: &str) -> Option<Msg>
where
    G::Move: Send + Sync,
{
    if !query.split('&').any(|kv| kv.starts_with("g=")) {
        return None;
    }
    let slot = query.split('&').find_map(|kv| kv.strip_prefix("s=")).filter(|s| valid_slot(s));
    match link::open::<G>(query) {
        Ok(opened) if opened.throws == Throws::Correspondence => open_corr(table, query),
        Ok(opened) => {
            table.slot.set(Some(slot.map_or_else(storage::new_slot, str::to_string)));
            let stop = opened.stop.map(|s| s.why);
            table.start(opened.session, opened.throws);
            stop
        }
        Err(e) => Some(e.why),
    }
}

fn valid_slot(s: &str) -> bool {
    !s.is_empty() && s.len() <= 16 && s.bytes().all(|b| b.is_ascii_alphanumeric())
}

/// A correspondence link: continued with this browser's stored copy and secret if it plays in
/// the game, else opened to watch or to join.
fn open_corr<G: GameView>(table: Table<G>, address: &str) -> Option<Msg>
where
    G::Move: Send + Sync,
{
    // First read it alone, to learn its key; then again with what this browser stored.
    let bare = match Correspondence::<G>::open(address, None, None) {
        Ok(c) => c,
        Err(e) => return Some(e.why),
    };
    let key = bare.key();
    let secret = storage::get(&format!("{SECRET}{key}")).and_then(|t| Secret::from_text(&t).ok());
    let stored = storage::get(&format!("{CORR}{key}"))
        .and_then(|a| Correspondence::<G>::open(&a, None, secret.as_ref()).ok());
    match Correspondence::<G>::open(address, stored.as_ref(), secret.as_ref()) {
        Ok(game) => {
            table.start_corr(Corr { game, secret });
            None
        }
        Err(e) => {
            // Keep playing the stored copy (nothing is lost) and say why the link was refused.
            let fallback = stored.unwrap_or(bare);
            table.start_corr(Corr { game: fallback, secret });
            Some(e.why)
        }
    }
}
