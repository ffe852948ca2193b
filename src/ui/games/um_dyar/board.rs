//! The component: the table's signals wired into the view. What a click or a key does is the
//! game's `Pick`, what the board shows is the `Scene`, a move's frames are `motion`'s, played by
//! the shared animator.

use super::field::{Hands, field, focus_target, suggested};
use super::layout::Geo;
use super::motion::{self, Frame};
use super::panels::{last_game_control, match_panel, under, words};
use super::scene::{Names, Scene};
use crate::games::um_dyar::{Act, Hole, Move, PASS, Pick, UmDyar};
use crate::ui::table::{Animator, Table, TableView, Why, why_not_now};
use crate::ui::text::t_msg;
use leptos::prelude::*;

pub fn board(table: Table<UmDyar>) -> impl IntoView {
    let state = Memo::new(move |_| table.state());
    let pick = RwSignal::new(Pick::default());
    // Only a move just added to the live game is shown seed by seed (not undo, not a game loaded
    // at once, not while stepping through the game).
    let anim = Animator::<Frame>::new();
    anim.follow(table, false, motion::frames);
    let scene = Memo::new(move |_| {
        let last = table.last_move().and_then(|(before, mv)| before.effect(mv));
        Scene::new(state.get(), pick.get(), anim.frame(), table.legal_moves(), last, table.estimates.get())
    });

    let names = Memo::new(move |_| Names {
        called: [table.seat_called(0), table.seat_called(1)],
        place: [table.seat_place(0), table.seat_place(1)],
    });

    // The layout follows the screen's width (a phone turned, a window resized).
    let width_px = RwSignal::new(0u32);
    let resize = window_event_listener(leptos::ev::resize, move |_| width_px.update(|w| *w += 1));
    on_cleanup(move || resize.remove());
    let geo = Memo::new(move |_| {
        width_px.track();
        Geo::for_screen(state.with(|s| s.as_ref().map_or(6, |s| s.holes_per_row())))
    });

    // Why a click did nothing (cleared by the next move, or by stepping through the game).
    let why: RwSignal<Option<Why>> = RwSignal::new(None);
    Effect::new(move |_| {
        table.session.with(|s| s.as_ref().map(|s| s.len()));
        table.view_at.track();
        why.set(None);
    });
    let act = move |a: Act| match a {
        Act::Play(mv) => {
            why.set(None);
            table.choose(mv);
        }
        Act::Refuse(r) => why.set(
            why_not_now(table)
                .map(Why::said)
                .or_else(|| r.map(|r| Why { text: t_msg(&r.why), rule: r.rule })),
        ),
        Act::Preview(h) => focus_target(h),
        Act::Nothing => {}
    };
    // What the pick says of a click or a key, in the position shown.
    let ask = move |f: &dyn Fn(&mut Pick, &UmDyar, &[Move]) -> Act| {
        let (shown, legal) = scene.with_untracked(|s| (s.shown, s.legal.clone()));
        let shown = shown?;
        pick.try_update(|p| f(p, &shown, &legal))
    };
    // While a move is being shown, the holes cannot be played.
    let click = move |h: Hole| {
        if !anim.playing_untracked() {
            act(ask(&|p, s, l| p.click(s, l, h)).unwrap_or(Act::Refuse(None)));
        }
    };
    let key = move |ev: web_sys::KeyboardEvent| {
        let k = ev.key();
        if anim.playing_untracked() && (k == "Enter" || k == " ") {
            ev.prevent_default();
            return;
        }
        let a = ask(&|p, s, l| p.key(s, l, &k)).unwrap_or(Act::Nothing);
        if !matches!(a, Act::Nothing) {
            ev.prevent_default();
        }
        act(a);
    };

    // The agreement to end the match after this game, asked before it is made.
    let asking = RwSignal::new(false);
    let panel =
        move || state.get().and_then(|s| match_panel(&s, &names.get(), last_game_control(table, asking)));

    view! {
        <div class="ud-board">
            <div class="ud-field">{field(geo, scene, names, Hands { pick, click, key }, suggested(table, geo))}</div>
            {under(scene, names, why, move || table.choose(PASS), move || anim.stop())}
            {move || panel().map(IntoAny::into_any)}
            {words()}
        </div>
    }
}
