//! The keyboard's focus follows the game. A control a player used often leaves the page when the
//! turn passes (the throw button, a chosen piece), and the browser then drops the focus to the
//! page's body: a keyboard or screen-reader player would tab back through the whole page to act
//! again. So when a person here is to act after another seat has (the computer, a throw, another
//! player) and the focus is lost, it goes to the control needed now: the throw button, a throw to
//! enter by hand, else the board's own focus point. Focus a player has put elsewhere is left
//! where it is.

use super::AnyTable;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// The controls a player may need, in the order they are offered the focus.
const NEXT: &str = "[data-testid=throw], [data-testid=hand-throws] button, \
                    [data-testid=board] [tabindex='0'], [data-testid=board] button:not([disabled])";

/// Gives the focus to the control needed whenever a person here is to act again: after another
/// seat has acted, and after each step of the person's own turn (a throw, then the move it
/// allows), since the control just used may be gone.
pub fn follow(tv: AnyTable) {
    Effect::new(move |before: Option<(bool, usize)>| {
        let now = (tv.human_seat().is_some() && tv.view_at().is_none(), tv.len());
        if now.0 && before.is_some_and(|b| b != now) {
            // After the page has drawn the turn's controls.
            request_animation_frame(focus_next);
        }
        now
    });
}

fn focus_next() {
    let doc = document();
    let body: Option<web_sys::Element> = doc.body().map(Into::into);
    let lost = doc.active_element().is_none_or(|a| Some(&a) == body.as_ref() || !a.is_connected());
    let Some(next) = doc.query_selector(NEXT).ok().flatten().filter(|_| lost) else { return };
    // A button of the page, or a point of an SVG board.
    match next.dyn_into::<web_sys::HtmlElement>() {
        Ok(el) => {
            let _ = el.focus();
        }
        Err(el) => {
            if let Ok(el) = el.dyn_into::<web_sys::SvgElement>() {
                let _ = el.focus();
            }
        }
    }
}
