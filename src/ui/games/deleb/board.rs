//! Dèleb's board as a component: it only wires the table's signals into the views. What the
//! player is doing is a `Pick` (the game's `pick.rs`, tested natively); what the board shows, the
//! `scene`; a move is shown by the table's animator from `motion::frames`; the markup is in
//! `field.rs` (the field and its men) and `desk.rs` (the billets, the pool, the players' lines,
//! the glossary).

use super::desk::{desk, info};
use super::field::{bands, bring_into_view, field};
use super::motion::{self, Walk};
use super::scene::{self, Desk};
use crate::games::deleb::{Act, Deleb, Junction, Pick};
use crate::i18n::Msg;
use crate::model::{Game, Turn};
use crate::ui::table::{Animator, Table, TableView};
use crate::ui::text::t;
use leptos::prelude::*;

pub fn board(table: Table<Deleb>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let narrow = RwSignal::new(is_narrow());
    let resize = window_event_listener(leptos::ev::resize, move |_| narrow.set(is_narrow()));
    on_cleanup(move || resize.remove());
    let zoom = RwSignal::new(false);
    // Each move just played is shown junction by junction; speed 0 (or a throw) shows it at once.
    let walk: Animator<Walk> = Animator::new();
    walk.follow(table, false, motion::frames);
    let pick = RwSignal::new(Pick::default());

    let geo = Memo::new(move |_| {
        let n = state.with(|s| s.as_ref().map_or(20, |s| s.setup().lines));
        bands(n, narrow.get(), zoom.get())
    });
    let desk_now = Memo::new(move |_| {
        let legal = table.legal_moves();
        let last = table.last_move().and_then(|(b, mv)| motion::marks(&b, mv));
        let mut desk = state.with(|s| {
            s.as_ref().map(|s| Desk::of(s, &legal, last, |x| table.seat_place(x))).unwrap_or_default()
        });
        // Ended by agreement too (the session's ending, not the position's).
        desk.over |= table.view_at.get().is_none()
            && table.session.with(|x| x.as_ref().is_some_and(|x| x.turn() == Turn::Over));
        desk
    });
    // The last move's rings (not while a move is shown), then the men.
    let men = Memo::new(move |_| {
        let w = geo.get().1;
        let pick = pick.get();
        let (targets, danger, last) =
            desk_now.with(|d| (pick.targets(&d.uses).to_vec(), d.danger.clone(), d.last));
        let frame = walk.frame();
        let mut out = scene::marks(last.filter(|_| frame.is_none()), w);
        state.with(|s| {
            if let Some(s) = s {
                out.extend(scene::stones(s, &targets, &danger, frame.as_ref(), w));
            }
        });
        out
    });

    // On a phone, after each step of a person's turn (a throw, a throw chosen, a man moved), the
    // page brings the men who may take the throw chosen, or the throw button, into view.
    Effect::new(move |_| {
        men.track();
        if narrow.get() && table.human_seat().is_some() && walk.frame().is_none() {
            request_animation_frame(bring_into_view);
        }
    });

    let run = move |act: Act| match act {
        Act::Play(mv) => table.choose(mv),
        Act::Select => table.notice.set(None),
        Act::Refuse { why, .. } => table.notice.set(Some(why)),
    };
    // A man clicked (or Enter on him): nothing while a move is shown; why not, when no person
    // here is to act; else the pick's answer.
    let on_man = move |j: Junction| {
        if walk.playing_untracked() {
            return;
        }
        let Some(st) = state.get_untracked() else { return };
        match not_now(table, &st) {
            Some(why) => table.notice.set(Some(why)),
            None => run(desk_now.with_untracked(|d| pick.get_untracked().click(&st, &d.uses, j))),
        }
    };

    view! {
        <div class="dl-board">
            {desk(table, desk_now, pick, run)}
            <div class="dl-field">
                {field(table, geo, men, on_man)}
                {move || narrow.get().then(|| view! {
                    <button type="button" class="button quiet dl-zoom" data-testid="zoom"
                        aria-pressed=move || if zoom.get() { "true" } else { "false" }
                        on:click=move |_| zoom.update(|z| *z = !*z)>{t("deleb.board.zoom")}</button>
                })}
            </div>
            {info(desk_now)}
        </div>
    }
}

fn is_narrow() -> bool {
    window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 700.0)
}

/// Why no person here may act on the board now, whatever was clicked: an earlier position is
/// shown, the game is over, another seat (or chance) is to act. `None` when a person here is to
/// act (then the pick says what a click does).
fn not_now(table: Table<Deleb>, s: &Deleb) -> Option<Msg> {
    if table.view_at.get_untracked().is_some() {
        return Some(Msg::new("deleb.why.replay"));
    }
    let turn = table.session.with_untracked(|x| x.as_ref().map_or(Turn::Over, |x| x.turn()));
    if turn == Turn::Over {
        return Some(Msg::new("error.game_over"));
    }
    if untrack(|| table.human_seat()).is_some() {
        return None;
    }
    let seat = match turn {
        Turn::Seat(x) => Some(x),
        _ => s.acting_seat(),
    };
    Some(match seat {
        Some(x) => Msg::new("deleb.why.turn").arg(table.seat_place(x)),
        None => Msg::new("deleb.why.chance"),
    })
}
