//! Computer seats and automatic throws. The search runs in slices of a few milliseconds between
//! which the browser paints and handles input, so the page never freezes while it thinks.

use super::GameView;
use super::Table;
use crate::ai::Search;
use crate::model::{Player, Turn, splitmix64};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

/// Longest a decision may take on the page. The levels are iteration budgets (the same move on
/// every machine, as `lab` and the tests use them); on a slow device the strongest level would
/// think for seconds in Dèleb's longest decisions, so the page plays the best move found by this
/// time if the budget is not spent yet — after at least a twentieth of it (`MIN_SHARE`). With the
/// processor slowed 10× in Chromium, a tenth of the strong budget took up to 2.3 s in Dèleb
/// (rules revision 2), so the floor is a twentieth (tests/browser/computer.test.mjs).
const MAX_THINK_MS: f64 = 1000.0;
/// The least share of its budget a decision spends, however slow the device.
const MIN_SHARE: u32 = 20;

/// Watches the game; when the computer or chance is to act, acts after the last move's animation.
pub fn drive<G: GameView>(table: Table<G>) {
    Effect::new(move |_| {
        let epoch = table.epoch.get();
        let Some((turn, acting, len, seed, pause)) = table.session.with(|s| {
            let s = s.as_ref()?;
            let acting = s.state().acting_seat();
            let pause = match s.len().checked_sub(1) {
                Some(n) => G::animation_ms(s.state_at(n)?, s.moves()[n]),
                None => 0,
            };
            Some((s.turn(), acting, s.len(), s.seed(), pause))
        }) else {
            return;
        };
        // In correspondence play this browser acts only when the game says it is its turn;
        // elsewhere everything happens at this screen. Nothing happens while replaying.
        if !acts_here(table) {
            return;
        }
        let player = |seat: u8| {
            table.session.with_untracked(|s| s.as_ref()?.seats().get(seat as usize).map(|c| c.player))
        };
        let delay = Duration::from_millis((pause as f32 * table.speed.get_untracked()) as u64 + 150);
        let still_current = move || {
            // `try_`: the page may have been left (its signals disposed) before the timer fires.
            table.epoch.try_get_untracked() == Some(epoch)
                && table.session.try_with_untracked(|s| s.as_ref().map(|s| s.len())).flatten() == Some(len)
        };
        match turn {
            Turn::Over => {}
            // Throws entered by hand wait for their button, whoever throws.
            Turn::Chance if table.awaits_hand_throw() => {}
            Turn::Chance => {
                if acting.is_none() || matches!(acting.and_then(player), Some(Player::Computer(_))) {
                    set_timeout(
                        move || {
                            if still_current() {
                                table.throw()
                            }
                        },
                        delay,
                    );
                }
            }
            Turn::Seat(seat) => {
                if let Some(Player::Computer(level)) = player(seat) {
                    let state = table.session.with_untracked(|s| s.as_ref().map(|s| s.state().clone()));
                    let Some(state) = state else { return };
                    let search =
                        Rc::new(RefCell::new(Search::playing(&state, level, splitmix64(seed ^ len as u64))));
                    set_timeout(move || think(table, search, None, still_current), delay);
                }
            }
        }
    });
}

fn acts_here<G: GameView>(table: Table<G>) -> bool {
    table.view_at.get().is_none()
        && table.offer.get().is_none()
        && table.link_game.with(|c| c.as_ref().is_none_or(|c| c.acts_here()))
}

/// One slice of thinking; schedules the next, or plays the move when the budget is spent.
fn think<G: GameView>(
    table: Table<G>,
    search: Rc<RefCell<Search<G>>>,
    since: Option<f64>,
    still_current: impl Fn() -> bool + Copy + 'static,
) {
    if !still_current() {
        table.thinking.set(false);
        return;
    }
    let now = super::super::yield_now::now;
    let Some(since) = since.filter(|_| table.thinking.get_untracked()) else {
        // Say so first: the page shows "thinking" before the first slice of work.
        table.thinking.set(true);
        let since = now();
        super::super::yield_now::then(move || think(table, search, Some(since), still_current));
        return;
    };
    let done = super::super::yield_now::work_a_slice(4, |n| {
        search.borrow_mut().run(n) || out_of_time(&search.borrow(), now() - since)
    });
    if done {
        let mv = search.borrow_mut().best_move();
        table.thinking.set(false);
        // The move (and the page's redrawing for it) in a task of its own, after the thinking.
        if let Some(mv) = mv {
            set_timeout(
                move || {
                    if still_current() {
                        table.choose(mv)
                    }
                },
                Duration::from_millis(0),
            );
        }
    } else {
        super::super::yield_now::then(move || think(table, search, Some(since), still_current));
    }
}

/// The page's time limit for one decision has passed, and enough of the budget is spent.
fn out_of_time<G: GameView>(search: &Search<G>, thought_ms: f64) -> bool {
    thought_ms >= MAX_THINK_MS && search.iterations() >= search.budget().iterations / MIN_SHARE
}
