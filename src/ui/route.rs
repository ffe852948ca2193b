//! Pages are addressed by the URL's fragment (`#/dablot`), so the site works from any static host
//! and under any sub-path, with no server rewrites, and reloading a page keeps it.

use crate::games::GameId;
use leptos::prelude::*;

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    Home,
    /// A game's page, with whatever followed `?` (a game link, handled by the table).
    Game(GameId, String),
    /// A fragment that names no page.
    Unknown(String),
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path = hash.trim_start_matches('#').trim_start_matches('/');
        let (name, query) = path.split_once('?').unwrap_or((path, ""));
        let name = name.trim_end_matches('/');
        if name.is_empty() {
            return Route::Home;
        }
        match GameId::parse(name) {
            Some(id) => Route::Game(id, query.to_string()),
            None => Route::Unknown(name.to_string()),
        }
    }
}

/// The current route, following the address bar.
pub fn use_route() -> ReadSignal<Route> {
    let (route, set_route) = signal(Route::parse(&location_hash().unwrap_or_default()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        set_route.set(Route::parse(&location_hash().unwrap_or_default()));
    });
    on_cleanup(move || handle.remove());
    route
}
