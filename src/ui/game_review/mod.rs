//! "Review this game": the game on the table reviewed by the computer (`ai::review`), position by
//! position, in slices of a few milliseconds like the computer's thinking (`table::computer`), so
//! the page never freezes; then a graph of each side's chance of winning, the key moments, every
//! decision graded with the better move drawn on the board, accuracy, and in a game of throws
//! what the throws and the decisions gave each side. Not the translators' review mode
//! (`ui::review`).
//!
//! Used only after a game, so it is a chunk of the site of its own per game (`review_<folder>`,
//! the split point in each game's `ui::games::<game>`), fetched with its texts (`analysis`) and
//! style sheet (`style/analysis.css`) when a review is first opened (`table::analysis`).
//!
//! | file | holds |
//! |---|---|
//! | `mod.rs` | running the review for game `G`, keeping it with the saved game, and what it does on the table |
//! | `shown.rs` | the review as the panel draws it, without the game's type |
//! | `panel.rs` | the panel: progress, key moments, accounts, decisions |
//! | `graph.rs` | the graph of the chance of winning |

mod graph;
mod panel;
mod shown;

use super::storage;
use super::table::{GameView, Suggest, Suggestion, Table, TableView};
use super::text::t_msg;
use crate::ai::review::{
    BLUNDER, GOOD, GameReview, Grade, INACCURACY, MISTAKE, ReviewBudget, Reviewer, StepKind,
};
use crate::i18n::Msg;
use crate::model::{MAX_SEATS, Seat, splitmix64};
use leptos::prelude::*;
use panel::Stage;
use shown::{Decision, Mark, Moment, Reviewed, Shown, Side};
use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

/// Where a local game's finished review is kept on this device, beside the game
/// (`sandgames.analysis.<slot>`, apart from the translation review's `sandgames.review.<lang>`;
/// deleted with it from the home page).
pub const KEPT: &str = "sandgames.analysis.";

/// How many key moments the panel lists.
const MOMENTS: usize = 5;

/// The review of the game on `table`, up to the move shown (a game in progress is reviewed up to
/// where it is): the kept one if this game has one, else run now.
pub fn panel<G: GameView>(table: Table<G>) -> AnyView {
    let stage = RwSignal::new(None::<Stage>);
    let note = RwSignal::new(None::<Msg>);
    // Bumped to stop a running review (its next slice sees it and ends).
    let run_id = StoredValue::new(0u64);
    let start = move || {
        run_id.update_value(|r| *r += 1);
        let id = run_id.get_value();
        if let Some((reviewer, len)) = reviewer(table) {
            let out = Out {
                stage,
                progress: RwSignal::new((0, 1)),
                so_far: RwSignal::new(None),
                drawn: StoredValue::new(super::yield_now::now()),
            };
            stage.set(Some(Stage::Running(out.progress, out.so_far)));
            let still = move || run_id.try_get_value() == Some(id);
            // The slices run in tasks of their own: the review is shown in this panel's scope
            // (its language, the players' names).
            let owner = Owner::current().unwrap_or_default();
            let run = Rc::new(RefCell::new(reviewer));
            super::yield_now::then(move || slice(table, run, len, out, owner, still));
        }
    };
    match kept(table) {
        Ok(Some(review)) => stage.set(Some(Stage::Done(Arc::new(shown(table, &review))))),
        Ok(None) => start(),
        Err(why) => {
            note.set(Some(why));
            start();
        }
    }
    let stop = Arc::new(move || {
        run_id.update_value(|r| *r += 1);
        stage.set(Some(Stage::Stopped));
    });
    let game: Arc<dyn Reviewed + Send + Sync> = Arc::new(OnTable(table));
    on_cleanup(move || {
        run_id.try_update_value(|r| *r += 1);
        table.suggested.try_set(None);
    });
    panel::panel(stage, note, game, stop, Arc::new(start)).into_any()
}

/// A reviewer for the game's moves so far, seeded from the game's seed and its length (the same
/// game reviewed twice gives the same review).
fn reviewer<G: GameView>(table: Table<G>) -> Option<(Reviewer<G>, usize)> {
    table.session.with_untracked(|s| {
        let s = s.as_ref()?;
        let seed = splitmix64(s.seed() ^ (s.len() as u64).rotate_left(32));
        let r = Reviewer::new(s.start(), s.moves(), ReviewBudget::default_for::<G>(), seed);
        Some((r, s.len()))
    })
}

/// What a running review writes: where it is, its progress and its graph so far (and when that
/// was last drawn, on the page's clock).
#[derive(Clone, Copy)]
struct Out {
    stage: RwSignal<Option<Stage>>,
    progress: RwSignal<(usize, usize)>,
    so_far: RwSignal<Option<Arc<Shown>>>,
    drawn: StoredValue<f64>,
}

/// How often a long review draws its graph so far: a review shorter than this draws none.
const SO_FAR_MS: f64 = 2_000.0;

/// One slice of the review; schedules the next (every [`SO_FAR_MS`], after a task that draws the
/// graph so far), or keeps the review when it is done and shows it a task later (building the
/// finished panel is a task of its own).
fn slice<G: GameView>(
    table: Table<G>,
    reviewer: Rc<RefCell<Reviewer<G>>>,
    len: usize,
    out: Out,
    owner: Owner,
    still: impl Fn() -> bool + Copy + 'static,
) {
    if !still() {
        return;
    }
    let done = super::yield_now::work_a_slice(16, |n| reviewer.borrow_mut().run(n));
    if !done {
        let (d, total) = reviewer.borrow().progress();
        let now = (d as usize, total.max(1) as usize);
        // Only a whole percent more is drawn: a slice is a few milliseconds, and drawing the
        // bar after each one costs a slow phone as much again.
        let percent = |(d, t): (usize, usize)| d * 100 / t.max(1);
        let before = percent(out.progress.get_untracked());
        if percent(now) != before {
            out.progress.set(now);
        }
        let clock = super::yield_now::now();
        if percent(now) == before || clock - out.drawn.get_value() < SO_FAR_MS {
            super::yield_now::then(move || slice(table, reviewer, len, out, owner, still));
            return;
        }
        super::yield_now::then(move || {
            if !still() {
                return;
            }
            out.drawn.set_value(super::yield_now::now());
            let part = reviewer.borrow().partial();
            if let Some(part) = part {
                let shown = owner.with(|| shown_so_far(table, &part));
                out.so_far.set(Some(Arc::new(shown)));
            }
            super::yield_now::then(move || slice(table, reviewer, len, out, owner, still));
        });
        return;
    }
    let Some(review) = reviewer.borrow().review() else { return };
    keep(table, len, &review);
    super::yield_now::then(move || {
        if still() {
            let shown = owner.with(|| shown(table, &review));
            out.stage.set(Some(Stage::Done(Arc::new(shown))));
        }
    });
}

/// Keeps a finished review beside the local game it reviews (its number of moves first, so a
/// review of an earlier point of the game is not shown for the longer game).
fn keep<G: GameView>(table: Table<G>, len: usize, review: &GameReview<G::Move>) {
    let Some(slot) = table.slot.get_untracked() else { return };
    let text = table
        .session
        .with_untracked(|s| s.as_ref().map(|s| review.to_text(s.start(), &s.moves()[..len.min(s.len())])));
    if let Some(text) = text
        && !storage::set(&format!("{KEPT}{slot}"), &format!("{len}\n{text}"))
    {
        table.notice.set(Some(Msg::new("analysis.not_kept")));
    }
}

/// The review kept with this game, if it has one for its moves so far; a kept review that cannot
/// be read is dropped (the game is not touched) and the reader told.
fn kept<G: GameView>(table: Table<G>) -> Result<Option<GameReview<G::Move>>, Msg> {
    let Some(slot) = table.slot.get_untracked() else { return Ok(None) };
    let key = format!("{KEPT}{slot}");
    let Some(text) = storage::get(&key) else { return Ok(None) };
    let (len, body) = text.split_once('\n').unwrap_or((&text, ""));
    let read = table.session.with_untracked(|s| {
        let s = s.as_ref()?;
        let same = len.parse::<usize>().ok() == Some(s.len());
        Some(same.then(|| GameReview::from_text(body, s.start(), s.moves())))
    });
    match read.flatten() {
        // Kept for another point of the game: reviewed again (and kept anew) for this one.
        None => Ok(None),
        Some(Ok(review)) => Ok(Some(review)),
        Some(Err(_)) => {
            storage::remove(&key);
            Err(Msg::new("analysis.kept_broken"))
        }
    }
}

/// The review as the panel draws it, with the sides named as the players know them.
fn shown<G: GameView>(table: Table<G>, review: &GameReview<G::Move>) -> Shown {
    shown_as(table, review, true)
}

/// The review so far of a review still running, for its graph: the values of the moves reviewed
/// (the graph's line stops there), the sides, no decisions or key moments yet.
fn shown_so_far<G: GameView>(table: Table<G>, review: &GameReview<G::Move>) -> Shown {
    shown_as(table, review, false)
}

fn shown_as<G: GameView>(table: Table<G>, review: &GameReview<G::Move>, whole: bool) -> Shown {
    let Some((start, moves, seats)) = table
        .session
        .with_untracked(|s| s.as_ref().map(|s| (s.start().clone(), s.moves().to_vec(), s.seats().len())))
    else {
        return Shown::default();
    };
    // A side per team (Dèleb's partners share one), named by its first seat.
    let mut side_of = [0usize; MAX_SEATS];
    let mut firsts: Vec<Seat> = Vec::new();
    for seat in 0..seats.min(MAX_SEATS) as Seat {
        let team = start.team(seat);
        side_of[seat as usize] = match firsts.iter().position(|&f| start.team(f) == team) {
            Some(i) => i,
            None => {
                firsts.push(seat);
                firsts.len() - 1
            }
        };
    }
    let places = (firsts.len() > 2).then_some(firsts.len());
    let value = |v: &[f32; MAX_SEATS], seat: Seat| -> f32 {
        let x = v[seat as usize];
        match places {
            Some(n) => 1.0 + (n as f32 - 1.0) * (1.0 - x),
            None => x * 100.0,
        }
    };
    let len = moves.len();
    let mut values: Vec<Option<Vec<f32>>> = vec![None; len + 1];
    for step in &review.steps {
        let at = |v: &[f32; MAX_SEATS]| firsts.iter().map(|&f| value(v, f)).collect::<Vec<_>>();
        if step.index <= len {
            values[step.index].get_or_insert_with(|| at(&step.before));
            values[(step.index + 1).min(len)] = Some(at(&step.after));
        }
    }
    // Positions the review did not value (none, normally) take the value before them.
    let mut last = firsts.iter().map(|_| if places.is_some() { 1.0 } else { 50.0 }).collect::<Vec<_>>();
    let values: Vec<Vec<f32>> = values
        .into_iter()
        .map(|v| {
            if let Some(v) = v {
                last = v;
            }
            last.clone()
        })
        .collect();
    if !whole {
        let sides = firsts.iter().enumerate().map(|(i, &seat)| side(table, review, seat, i, &[])).collect();
        let values = values.into_iter().take(review.steps.len() + 1).collect();
        return Shown { len, sides, values, places, luck: false, ..Shown::default() };
    }
    let states: Vec<G> = table
        .session
        .with_untracked(|s| s.as_ref().map(|s| (0..len).filter_map(|i| s.state_at(i).cloned()).collect()))
        .unwrap_or_default();
    let decisions = decisions(table, review, &states, &side_of);
    let key = moments(review, &decisions, &side_of, places);
    let sides =
        firsts.iter().enumerate().map(|(i, &seat)| side(table, review, seat, i, &decisions)).collect();
    let luck = review.steps.iter().any(|s| matches!(s.kind, StepKind::Chance));
    let thresholds = [GOOD, INACCURACY, MISTAKE, BLUNDER].map(|x| x * 100.0);
    Shown { len, sides, values, places, decisions, key, luck, thresholds }
}

fn decisions<G: GameView>(
    table: Table<G>,
    review: &GameReview<G::Move>,
    states: &[G],
    side_of: &[usize; MAX_SEATS],
) -> Vec<Decision> {
    review
        .steps
        .iter()
        .filter_map(|step| {
            let StepKind::Decision { seat, played, best, cost, grade, exact, .. } = step.kind else {
                return None;
            };
            let before = states.get(step.index)?;
            Some(Decision {
                index: step.index,
                side: side_of[seat as usize % MAX_SEATS],
                who: TableView::seat_called(&table, seat),
                played: before.move_text(played),
                better: (best != played).then(|| before.move_text(best)),
                cost: cost * 100.0,
                mark: mark(grade),
                exact,
            })
        })
        .collect()
}

fn mark(g: Grade) -> Mark {
    Mark::ALL[g.index().min(4)]
}

/// The key moments, largest swing first: the move's index, the decision it was if any, the side
/// whose value moved most and by how much.
fn moments<M: Copy>(
    review: &GameReview<M>,
    decisions: &[Decision],
    side_of: &[usize; MAX_SEATS],
    places: Option<usize>,
) -> Vec<Moment> {
    review
        .key_moments(MOMENTS)
        .into_iter()
        .filter_map(|i| {
            let step = review.steps.get(i)?;
            let (seat, swing) = (0..MAX_SEATS)
                .map(|s| (s, step.after[s] - step.before[s]))
                .max_by(|a, b| a.1.abs().total_cmp(&b.1.abs()))?;
            let swing = match places {
                Some(n) => -(n as f32 - 1.0) * swing,
                None => swing * 100.0,
            };
            let decision = decisions.iter().position(|d| d.index == step.index);
            Some(Moment { index: step.index, decision, side: side_of[seat], swing })
        })
        .collect()
}

fn side<G: GameView>(
    table: Table<G>,
    review: &GameReview<G::Move>,
    seat: Seat,
    index: usize,
    decisions: &[Decision],
) -> Side {
    let mut marks = [0usize; 5];
    for d in decisions.iter().filter(|d| d.side == index) {
        marks[Mark::ALL.iter().position(|&m| m == d.mark).unwrap_or(0)] += 1;
    }
    let a = review.accounts.get(index);
    let pct = |v: Option<f32>| v.unwrap_or(0.0) * 100.0;
    let name = table
        .session
        .with_untracked(|s| s.as_ref().map(|s| t_msg(&G::side_name(s.state(), seat))).unwrap_or_default());
    Side {
        seat,
        name: if name.is_empty() { TableView::seat_called(&table, seat) } else { name },
        accuracy: pct(a.map(|a| a.accuracy)),
        marks,
        start: pct(a.map(|a| a.start)),
        luck: pct(a.map(|a| a.luck)),
        // The account's own is what the side's decisions moved it by (at most 0): shown as a cost.
        own: -pct(a.map(|a| a.own)),
        others: pct(a.map(|a| a.others)),
        revised: pct(a.map(|a| a.revised)),
        result: pct(a.map(|a| a.result)),
    }
}

/// The review's actions on the game's table.
struct OnTable<G: GameView>(Table<G>);

impl<G: GameView> Reviewed for OnTable<G> {
    fn show(&self, at: usize) {
        self.0.suggested.set(None);
        let len = TableView::len(&self.0);
        TableView::set_view_at(&self.0, (at < len).then_some(at));
    }

    fn show_decision(&self, d: &Decision) {
        let table = self.0;
        let found = table.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let before = s.state_at(d.index)?.clone();
            let mut moves = Vec::new();
            before.moves(&mut moves);
            let best =
                moves.into_iter().find(|&m| d.better.as_ref().is_some_and(|b| *b == before.move_text(m)))?;
            Some((before, best))
        });
        let len = TableView::len(&table);
        TableView::set_view_at(&table, (d.index + 1 < len).then_some(d.index + 1));
        table.suggested.set(found.map(|(before, best)| Suggestion::new(before, best, Suggest::Better)));
    }

    fn why_better(&self, d: &Decision) -> Vec<(String, Vec<String>)> {
        let table = self.0;
        let Some(steps) = table.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let before = s.state_at(d.index)?;
            let mut moves = Vec::new();
            before.moves(&mut moves);
            let best =
                moves.into_iter().find(|&m| d.better.as_ref().is_some_and(|b| *b == before.move_text(m)))?;
            crate::model::explain(before, best)
        }) else {
            return Vec::new();
        };
        steps
            .into_iter()
            .map(|step| {
                let rules =
                    step.rules.iter().map(|r| super::text::t(&format!("{}.rule.{r}", G::ID))).collect();
                (TableView::say(&table, &step.says), rules)
            })
            .collect()
    }
}
