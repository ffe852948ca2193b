//! Pages are addressed by the URL's fragment (`#/dablot`), so the site works from any static host
//! and under any sub-path, with no server rewrites, and reloading a page keeps it. Every address
//! is read here, the teacher's kit's pages (`TeachPage`) too; the kit draws them (`ui::teach`).

use crate::games::GameId;
use leptos::prelude::*;

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Route {
    Home,
    /// A game's page, with whatever followed `?` (a game link, handled by the table).
    Game(GameId, String),
    /// A page of the teacher's kit (`#/teach`, `#/<game>/lab`, `#/<game>/about`,
    /// `#/<game>/print`), with whatever followed `?`.
    Teach(TeachPage),
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
        if let Some(page) = TeachPage::parse(name, query) {
            return Route::Teach(page);
        }
        match GameId::parse(name) {
            Some(id) => Route::Game(id, query.to_string()),
            None => Route::Unknown(name.to_string()),
        }
    }
}

/// A page of the kit, as the address names it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TeachPage {
    Lab(GameId, String),
    About(GameId),
    Print(GameId, String),
    Lessons,
    /// Review mode's list of corrections (`#/review`, `ui::review`): its code rides in the kit's
    /// chunk, which no reader but a teacher or a reviewer fetches.
    Review,
    /// Review mode's bar, above every page in review mode (no address of its own).
    ReviewBar,
}

impl TeachPage {
    /// The page named by an address's path (`teach`, `deleb/lab`…) and query, if it is one.
    pub fn parse(path: &str, query: &str) -> Option<TeachPage> {
        match path {
            "teach" => return Some(TeachPage::Lessons),
            "review" => return Some(TeachPage::Review),
            _ => {}
        }
        let (game, page) = path.split_once('/')?;
        let id = GameId::parse(game)?;
        match page {
            "lab" if id.has_sticks() => Some(TeachPage::Lab(id, query.to_string())),
            "about" => Some(TeachPage::About(id)),
            "print" => Some(TeachPage::Print(id, query.to_string())),
            _ => None,
        }
    }

    /// The game the page is about (all but the lessons).
    pub fn game(&self) -> Option<GameId> {
        match self {
            TeachPage::Lab(id, _) | TeachPage::About(id) | TeachPage::Print(id, _) => Some(*id),
            TeachPage::Lessons | TeachPage::Review | TeachPage::ReviewBar => None,
        }
    }
}

/// The current route, following the address bar.
///
/// The route is read from the address the browser navigated to (the event's `newURL`), not from
/// the address bar at the moment the event is handled: a game page keeps its game in the address
/// bar after every move, and a computer's move may land between the navigation and its event.
/// A fragment that names no page but a place on it (`#rules`) is not a navigation: the page stays
/// and the address goes back to what it was, so it still holds the game.
pub fn use_route() -> ReadSignal<Route> {
    let (route, set_route) = signal(Route::parse(&location_hash().unwrap_or_default()));
    let handle = window_event_listener(leptos::ev::hashchange, move |ev| {
        let new_url = ev.new_url();
        let new = fragment(&new_url);
        if is_anchor(new) {
            replace_address(&ev.old_url());
            return;
        }
        set_route.set(Route::parse(new));
    });
    on_cleanup(move || handle.remove());
    route
}

/// What follows `#` in an address.
fn fragment(url: &str) -> &str {
    url.split_once('#').map_or("", |(_, f)| f)
}

/// `rules` in `#rules` (a place on the page), as against `/dablot` or nothing (a page).
fn is_anchor(fragment: &str) -> bool {
    !fragment.is_empty() && !fragment.starts_with('/')
}

/// Writes `address` into the address bar without a history entry and without an event.
pub fn replace_address(address: &str) {
    if let Ok(history) = window().history() {
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(address));
    }
}

/// Brings a place on the page into view and gives it the focus, leaving the address alone (for
/// in-page links such as "skip to content" and "rules").
pub fn jump_to(ev: leptos::ev::MouseEvent, id: &str) {
    let Some(target) = document().get_element_by_id(id) else { return };
    ev.prevent_default();
    target.scroll_into_view();
    if let Some(el) = wasm_bindgen::JsCast::dyn_ref::<web_sys::HtmlElement>(&target) {
        let _ = el.focus();
    }
}

/// The address's fragment as it stands (`#/…`), empty when there is none.
pub fn current_hash() -> String {
    location_hash().map(|h| format!("#{h}")).unwrap_or_default()
}
