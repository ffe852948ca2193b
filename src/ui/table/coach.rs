//! The coach: on request, the move the computer would play and why in a few words (a hint), or
//! every legal move of the position with the computer's estimate for it ("what the computer
//! sees"), listed for a teacher to discuss. Its search is the strong computer player's
//! (`ai::Search`, `ai::Budget::of(Level::Strong)`), run in slices of a few milliseconds like the
//! computer's own thinking (`computer.rs`), so the page never freezes while the coach thinks.
//!
//! The estimate of a move is the search's value for the player to move (`Search::insights`): the
//! share of the other sides it expects to finish ahead of, a tie counting half — in a game of two
//! sides its chance of winning (a draw counting half), in the hyena game, where several mothers
//! race, also shown as the expected place.
//!
//! Where the game knows a move's result exactly (`Evaluate::solved`: Um dyar's smallest single
//! games), the coach says so instead of a percentage — "perfect: wins in 5 moves", "perfect: a
//! draw" — counting the move itself and every move after it, both players' — and puts the moves
//! of the best exact result first, so the hint is a perfect move.

use super::super::text::{t, t_args};
use super::GameView;
use super::{Suggest, Suggestion, Table};
use crate::ai::{Budget, Search, perfect};
use crate::model::{Level, Solved, Turn, splitmix64};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// A move as the coach shows it.
#[derive(Clone)]
struct Row<M> {
    mv: M,
    text: String,
    /// The estimate for the mover, 0 to 100.
    percent: u32,
    /// How often the search tried the move.
    visits: u32,
    /// In a game of more than two sides: the expected place (1 is first), else `None`.
    place: Option<f32>,
    /// A few words on why: the rules the move applies.
    why: String,
    /// The move's result with perfect play for the mover, the move itself counted, where the game
    /// knows it exactly.
    exact: Option<Solved>,
}

/// What the coach was asked for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Ask {
    Hint,
    Sees,
}

/// The coach's panel: two buttons, then the hint or the list once the search is done.
pub fn panel<G: GameView>(table: Table<G>) -> impl IntoView {
    let asked = RwSignal::new(None::<Ask>);
    let rows: RwSignal<Vec<Row<G::Move>>, LocalStorage> = RwSignal::new_local(Vec::new());
    // Thinking: the share of the budget spent, in percent.
    let progress = RwSignal::new(None::<u32>);
    // Bumped at every new position, so a search for an older one stops and its result is dropped.
    let generation = RwSignal::new(0u64);
    Effect::new(move |_| {
        table.epoch.track();
        table.view_at.track();
        table.session.with(|s| s.as_ref().map(|s| s.len()));
        generation.update(|g| *g += 1);
        asked.set(None);
        rows.set(Vec::new());
        progress.set(None);
    });
    on_board(table, asked, rows, progress);
    // The coach speaks only when a person here is to choose a move.
    let can_ask = move || {
        table.human_seat().is_some()
            && table.session.with(|s| s.as_ref().is_some_and(|s| matches!(s.turn(), Turn::Seat(_))))
    };
    let ask = move |what: Ask| {
        if asked.get_untracked() == Some(what) && progress.get_untracked().is_none() {
            asked.set(None);
            return;
        }
        asked.set(Some(what));
        if progress.get_untracked().is_some() || !rows.with_untracked(Vec::is_empty) {
            return; // already thinking about this position, or done: the other view of it
        }
        let Some((state, seed, len)) =
            table.session.with_untracked(|s| s.as_ref().map(|s| (s.state().clone(), s.seed(), s.len())))
        else {
            return;
        };
        let search = Rc::new(RefCell::new(Search::new(
            &state,
            Budget::of::<G>(Level::Strong),
            splitmix64(seed ^ len as u64 ^ 0xC0AC_0000_0000),
        )));
        progress.set(Some(0));
        let mine = generation.get_untracked();
        think(search, state, rows, progress, move || generation.try_get_untracked() == Some(mine));
    };
    let play = move |mv: G::Move| {
        if can_ask() {
            table.choose(mv);
        }
    };
    view! {
        <section class="panel coach" data-testid="coach">
            <h2>{t("coach.title")}</h2>
            <div class="coach-actions">
                <button type="button" class="button quiet" data-testid="coach-hint"
                    aria-pressed=move || (asked.get() == Some(Ask::Hint)).to_string()
                    disabled=move || !can_ask() on:click=move |_| ask(Ask::Hint)>
                    {t("coach.hint")}
                </button>
                <button type="button" class="button quiet" data-testid="coach-sees"
                    aria-pressed=move || (asked.get() == Some(Ask::Sees)).to_string()
                    disabled=move || !can_ask() on:click=move |_| ask(Ask::Sees)>
                    {t("coach.sees")}
                </button>
            </div>
            {move || {
                let what = asked.get()?;
                if let Some(p) = progress.get() {
                    return Some(view! {
                        <p class="help" role="status" data-testid="coach-thinking">
                            {t_args("coach.thinking", &[&p])}
                        </p>
                    }.into_any());
                }
                let list = rows.get();
                let best = list.first().cloned()?;
                Some(match what {
                    Ask::Hint => {
                        let mv = best.mv;
                        view! {
                            <div class="coach-hint" data-testid="coach-hint-text" role="status">
                                <p>
                                    {t_args("coach.hint.move", &[&best.text])} " "
                                    {estimate(&best)}
                                    {(!best.why.is_empty()).then(|| format!(" — {}", best.why))}
                                </p>
                                <button type="button" class="button" data-testid="coach-play"
                                    disabled=move || !can_ask() on:click=move |_| play(mv)>
                                    {t("coach.play")}
                                </button>
                            </div>
                        }
                        .into_any()
                    }
                    Ask::Sees => seen(list),
                })
            }}
        </section>
    }
}

/// "What the computer sees": every move with its estimate (or its exact result) and visits.
fn seen<M: 'static>(list: Vec<Row<M>>) -> AnyView {
    let exact = list.first().is_some_and(|r| r.exact.is_some());
    view! {
        <p class="help">{t("coach.sees.help")}</p>
        {exact.then(|| view! {
            <p class="help" data-testid="coach-perfect-help">{t("coach.perfect.help")}</p>
        })}
        <ol class="coach-list" data-testid="coach-list">
            {list.into_iter().map(|r| view! {
                <li data-testid="coach-item" data-move=r.text.clone()>
                    <strong class="coach-move">{r.text.clone()}</strong> " "
                    <span class="coach-value">{estimate(&r)}</span> " "
                    <span class="help">{t_args("coach.visits", &[&r.visits])}</span>
                    {(!r.why.is_empty()).then(|| view! { <span class="help">{format!(" — {}", r.why)}</span> })}
                </li>
            }).collect_view()}
        </ol>
    }
    .into_any()
}

/// What the coach shows drawn on the board too: the estimates while the list is shown (where each
/// move goes: a hole, a point), the hint while it is shown (`suggest.rs`), until a move is played
/// or the position changes (which takes the hint away; a review's better move is left be).
fn on_board<G: GameView>(
    table: Table<G>,
    asked: RwSignal<Option<Ask>>,
    rows: RwSignal<Vec<Row<G::Move>>, LocalStorage>,
    progress: RwSignal<Option<u32>>,
) {
    Effect::new(move |_| {
        let shown = asked.get() == Some(Ask::Sees) && progress.get().is_none();
        let marks =
            if shown { rows.with(|r| r.iter().map(|r| (r.mv, r.percent)).collect()) } else { Vec::new() };
        table.estimates.set(marks);
    });
    Effect::new(move |_| {
        let best = (asked.get() == Some(Ask::Hint) && progress.get().is_none())
            .then(|| rows.with(|r| r.first().map(|r| r.mv)))
            .flatten();
        let before = table.session.with_untracked(|s| s.as_ref().map(|s| s.state().clone()));
        match best.zip(before) {
            Some((mv, before)) => table.suggested.set(Some(Suggestion::new(before, mv, Suggest::Hint))),
            None if table
                .suggested
                .with_untracked(|s| s.as_ref().is_some_and(|s| s.why == Suggest::Hint)) =>
            {
                table.suggested.set(None)
            }
            None => {}
        }
    });
}

/// "62 % chance of winning", or in a game of more sides "ahead of 62 % of the others (place 1.8)";
/// where the move's result is known exactly, "perfect: wins in 5 moves".
fn estimate<M>(r: &Row<M>) -> String {
    match r.exact {
        Some(Solved::Win(n)) => return t_args("coach.value.perfect_win", &[&n]),
        Some(Solved::Loss(n)) => return t_args("coach.value.perfect_loss", &[&n]),
        Some(Solved::Draw) => return t("coach.value.perfect_draw"),
        None => {}
    }
    match r.place {
        None => t_args("coach.value.win", &[&r.percent]),
        Some(place) => t_args("coach.value.ahead", &[&r.percent, &crate::i18n::decimal(place as f64, 1)]),
    }
}

/// One slice of the coach's thinking; schedules the next, or fills the rows when done.
fn think<G: GameView>(
    search: Rc<RefCell<Search<G>>>,
    state: G,
    rows: RwSignal<Vec<Row<G::Move>>, LocalStorage>,
    progress: RwSignal<Option<u32>>,
    current: impl Fn() -> bool + Copy + 'static,
) {
    if !current() {
        return;
    }
    let done = super::super::yield_now::work_a_slice(4, |n| search.borrow_mut().run(n));
    if !done {
        let s = search.borrow();
        progress.set(Some(s.iterations() * 100 / s.budget().iterations.max(1)));
        drop(s);
        super::super::yield_now::then(move || think(search, state, rows, progress, current));
        return;
    }
    let sides = {
        let mut teams: Vec<u8> = (0..state.seats() as u8).map(|s| state.team(s)).collect();
        teams.sort_unstable();
        teams.dedup();
        teams.len()
    };
    let game = G::ID;
    let insights = search.borrow().insights();
    // Why, in a few words: the rules a move applies that not every move here applies (a capture,
    // stepping into the well…), at most three; what every move does says nothing about one.
    let shared: Vec<&'static str> = match insights.split_first() {
        Some((first, rest)) => {
            first.rules.iter().copied().filter(|r| rest.iter().all(|i| i.rules.contains(r))).collect()
        }
        None => Vec::new(),
    };
    let mut list: Vec<Row<G::Move>> = insights
        .into_iter()
        .map(|i| {
            let exact = perfect::exact_move(&state, i.mv);
            let why: Vec<String> = i
                .rules
                .iter()
                .filter(|r| tells_apart(&shared, r))
                .take(3)
                .map(|id| t(&format!("{game}.rule.{id}")))
                .collect();
            Row {
                mv: i.mv,
                text: state.move_text(i.mv),
                percent: match exact {
                    Some(Solved::Win(_)) => 100,
                    Some(Solved::Loss(_)) => 0,
                    Some(Solved::Draw) => 50,
                    None => (i.value * 100.0).round().clamp(0.0, 100.0) as u32,
                },
                visits: i.visits,
                place: (sides > 2).then(|| 1.0 + (sides - 1) as f32 * (1.0 - i.value)),
                why: why.join(", "),
                exact,
            }
        })
        .collect();
    // Known exactly: the best result first (the search's order kept among equals).
    if list.iter().all(|r| r.exact.is_some()) {
        list.sort_by_key(|r| std::cmp::Reverse(r.exact.map(perfect::rank)));
    }
    rows.set(list);
    progress.set(None);
}

/// Whether rule `r` tells this move from the others (it is not one every move applies).
fn tells_apart(shared: &[&'static str], r: &&'static str) -> bool {
    !shared.contains(r)
}
