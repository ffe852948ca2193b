//! Saving a game: in the address bar (so reloading or sharing the address shows the same game)
//! and on this device (so it survives closing the tab; the home page lists it). Opening a game
//! from an address: a local game, a lesson link, or a correspondence game.

use super::super::route::replace_address;
use super::super::saved::Summary;
use super::super::storage::{self, BY_LINK, GAME, META, SECRET};
use super::GameView;
use super::Table;
use crate::i18n::Msg;
use crate::link::{self, Throws};
use crate::model::Session;
use leptos::prelude::*;

/// After every change, writes the game into the address bar (without adding a history entry)
/// and into its place on this device.
pub fn follow<G: GameView>(table: Table<G>) {
    let written = StoredValue::new(None::<String>);
    // What this page last kept in its game's place on the device, to tell another tab's writing.
    let stored = StoredValue::new(None::<String>);
    other_tabs(table, stored);
    Effect::new(move |_| {
        let by_link = table.link_game.with(|c| c.as_ref().map(|c| (c.key(), c.link(), c.secret_text())));
        let address = match by_link {
            Some((key, Ok(address), secret)) => {
                storage::set(&format!("{BY_LINK}{key}"), &address);
                table.session.with(|s| save_summary(&format!("{BY_LINK}{key}"), s.as_ref()));
                if let Some(secret) = secret {
                    storage::set(&format!("{SECRET}{key}"), &secret);
                }
                address
            }
            Some((_, Err(why), _)) => {
                table.notice.set(Some(why));
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
                if storage::set(&format!("{GAME}{slot}"), &address) {
                    stored.set_value(Some(address.clone()));
                } else {
                    table.notice.set(Some(Msg::new("keep.not_saved")));
                }
                table.session.with(|s| save_summary(&format!("{GAME}{slot}"), s.as_ref()));
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

/// The same saved game open in two tabs: when another tab writes this game's place on the device
/// with a game other than the one this page kept there, the two have played apart. This page's
/// game then becomes a saved game of its own (a new place, its address saying so: the effect in
/// `follow` writes it), both are listed on the home page, and the players here are told.
fn other_tabs<G: GameView>(table: Table<G>, stored: StoredValue<Option<String>>) {
    let handle = window_event_listener(leptos::ev::storage, move |ev| {
        let Some(slot) = table.slot.get_untracked() else { return };
        let ours = ev.key().is_some_and(|k| k == format!("{GAME}{slot}"));
        if !ours || ev.new_value().is_none() || ev.new_value() == stored.get_value() {
            return;
        }
        stored.set_value(None);
        table.slot.set(Some(storage::new_slot()));
        table.notice.set(Some(Msg::new("table.other_tab")));
    });
    on_cleanup(move || handle.remove());
}

/// Writes the home page's summary of the game kept under `key`.
fn save_summary<G: GameView>(key: &str, session: Option<&Session<G>>) {
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
    let summary = Summary { moves: s.len(), over: s.outcome().is_some(), seats };
    storage::set(&format!("{META}{key}"), &summary.to_text());
}

/// What an address opens.
pub enum Opening {
    /// Nothing (a new game is to be set up), or a local game, with a message if its link was
    /// broken or replayed only in part.
    Here(Option<Msg>),
    /// A game by link: its code is fetched first (`GameView::by_link`).
    ByLink,
}

/// Opens the game an address names (the part after `?`), if it is played on one screen. The
/// table then shows whatever could be read, with a message if the link was broken.
pub fn open<G: GameView>(table: Table<G>, query: &str) -> Opening {
    if !query.split('&').any(|kv| kv.starts_with("g=")) {
        return Opening::Here(None);
    }
    let slot = query.split('&').find_map(|kv| kv.strip_prefix("s=")).filter(|s| valid_slot(s));
    match link::open_local::<G>(query) {
        Ok(None) => Opening::ByLink,
        Ok(Some(opened)) => {
            table.slot.set(Some(slot.map_or_else(storage::new_slot, str::to_string)));
            let stop = opened.stop.map(|s| s.why);
            table.start(opened.session, opened.throws);
            Opening::Here(stop)
        }
        Err(e) => Opening::Here(Some(e.why)),
    }
}

fn valid_slot(s: &str) -> bool {
    !s.is_empty() && s.len() <= 16 && s.bytes().all(|b| b.is_ascii_alphanumeric())
}
