//! The review's panel: its progress while it runs (and a button to stop it), then the graph, the
//! key moments, the accuracy and, in a game of throws, the luck and the skill of each side, and
//! every decision graded; a decision chosen is shown on the board with the better move beside
//! the one played, and why it is better.

use super::super::text::{t, t_args};
use super::graph::graph;
use super::shown::{Decision, Mark, Reviewed, Shown, Side};
use crate::i18n::Msg;
use leptos::prelude::*;
use std::sync::Arc;

/// Where the review is.
#[derive(Clone)]
pub enum Stage {
    /// Running: decisions done, and of how many (a signal of its own, so that the progress
    /// changes only its numbers, never the stop button under a finger).
    /// The graph of the moves reviewed so far comes with it once there is one.
    Running(RwSignal<(usize, usize)>, RwSignal<Option<Arc<Shown>>>),
    Stopped,
    Done(Arc<Shown>),
}

/// The panel for a review in `stage`; `stop` stops it, `again` starts it again, `note` is a
/// message for the reader (a kept review that could not be read).
pub fn panel(
    stage: RwSignal<Option<Stage>>,
    note: RwSignal<Option<Msg>>,
    game: Arc<dyn Reviewed + Send + Sync>,
    stop: Arc<dyn Fn() + Send + Sync>,
    again: Arc<dyn Fn() + Send + Sync>,
) -> impl IntoView {
    let body = move || {
        let (stop, again, game) = (stop.clone(), again.clone(), game.clone());
        match stage.get()? {
            Stage::Running(progress, so_far) => Some(running(progress, so_far, game, stop).into_any()),
            Stage::Stopped => Some(
                view! {
                    <p data-testid="review-stopped">{t("analysis.stopped")}</p>
                    <button type="button" class="button" data-testid="review-again" on:click=move |_| again()>
                        {t("analysis.again")}
                    </button>
                }
                .into_any(),
            ),
            Stage::Done(shown) => Some(untrack(|| done(shown, game)).into_any()),
        }
    };
    view! {
        <section class="panel game-review" data-testid="game-review" aria-labelledby="game-review-title">
            <h2 id="game-review-title">{t("analysis.title")}</h2>
            {move || note.get().map(|m| view! {
                <p class="notice" role="alert" data-testid="review-note">{super::super::text::t_msg(&m)}</p>
            })}
            {body}
        </section>
    }
}

fn running(
    progress: RwSignal<(usize, usize)>,
    so_far: RwSignal<Option<Arc<Shown>>>,
    game: Arc<dyn Reviewed + Send + Sync>,
    stop: Arc<dyn Fn() + Send + Sync>,
) -> impl IntoView {
    let share = move || progress.with(|&(done, total)| (done * 100).checked_div(total).unwrap_or(0));
    // The graph so far: its line stops at the last move reviewed, marked; a click there shows
    // that position on the board, as in the finished review.
    let graph_so_far = move || {
        let shown = so_far.get()?;
        let at = RwSignal::new(shown.values.len().saturating_sub(1));
        let game = game.clone();
        let go: Arc<dyn Fn(usize) + Send + Sync> = Arc::new(move |i| {
            at.set(i);
            game.show(i);
        });
        Some(untrack(|| graph(shown, at.into(), go, "review-graph-so-far")))
    };
    view! {
        {graph_so_far}
        <p role="status" data-testid="review-progress">{move || t_args("analysis.progress", &[&share()])}</p>
        <progress
            max=move || progress.get().1.to_string()
            value=move || progress.get().0.to_string()
            aria-label=t("analysis.title")
        ></progress>
        <button type="button" class="button quiet" data-testid="review-stop" on:click=move |_| stop()>
            {t("analysis.stop")}
        </button>
    }
}

/// The finished review.
fn done(shown: Arc<Shown>, game: Arc<dyn Reviewed + Send + Sync>) -> impl IntoView {
    // The position the graph marks and the decision chosen (index into `decisions`).
    let at = RwSignal::new(shown.len);
    let chosen = RwSignal::new(None::<usize>);
    let go: Arc<dyn Fn(usize) + Send + Sync> = {
        let game = game.clone();
        Arc::new(move |i| {
            chosen.set(None);
            at.set(i);
            game.show(i);
        })
    };
    let pick: Arc<dyn Fn(usize) + Send + Sync> = {
        let (game, shown) = (game.clone(), shown.clone());
        Arc::new(move |d| {
            let Some(dec) = shown.decisions.get(d) else { return };
            chosen.set(Some(d));
            at.set(dec.index + 1);
            game.show_decision(dec);
            board_to_top();
        })
    };
    let moment = {
        let (go, pick) = (go.clone(), pick.clone());
        move |index: usize, decision: Option<usize>| match decision {
            Some(d) => pick(d),
            None => {
                go(index + 1);
                board_to_top();
            }
        }
    };
    let detail = {
        let (shown, game) = (shown.clone(), game.clone());
        move || {
            let d = shown.decisions.get(chosen.get()?)?.clone();
            Some(untrack(|| chosen_view(d, game.clone())))
        }
    };
    // Every decision's line is built a task after the rest (a long game has hundreds): the page
    // answers a tap in between, and the graph is there first.
    let later = super::super::yield_now::after_a_task();
    let list = {
        let shown = shown.clone();
        move || later.get().then(|| untrack(|| decisions(&shown, pick.clone(), chosen)))
    };
    view! {
        {graph(shown.clone(), at.into(), go, "review-graph")}
        {detail}
        {key_moments(&shown, moment)}
        {accounts(&shown)}
        {list}
    }
}

/// The largest swings, one click each.
fn key_moments<F>(shown: &Shown, moment: F) -> impl IntoView + use<F>
where
    F: Fn(usize, Option<usize>) + Clone + Send + Sync + 'static,
{
    let items = shown
        .key
        .iter()
        .map(|m| {
            let side = shown.sides.get(m.side).map(|s| s.name.clone()).unwrap_or_default();
            let change = match shown.places {
                Some(_) => t_args("analysis.swing.place", &[&side, &signed(m.swing, true)]),
                None => t_args("analysis.swing", &[&side, &signed(m.swing, false)]),
            };
            let what = match m.decision.and_then(|d| shown.decisions.get(d)) {
                Some(d) => t_args("analysis.moment.decision", &[&(m.index + 1), &d.who, &d.played]),
                None => t_args("analysis.moment.throw", &[&(m.index + 1)]),
            };
            let (moment, index, decision) = (moment.clone(), m.index, m.decision);
            view! {
                <li>
                    <button type="button" class="link" data-testid="review-moment"
                        on:click=move |_| moment(index, decision)>{what}</button>
                    " " <span class="swing">{change}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <h3>{t("analysis.key")}</h3>
        <p class="help">{t("analysis.key.help")}</p>
        <ol class="review-moments" data-testid="review-moments">{items}</ol>
    }
}

/// Accuracy per side and, in a game of throws, what the throws and the decisions gave each.
fn accounts(shown: &Shown) -> impl IntoView + use<> {
    let accuracy = shown
        .sides
        .iter()
        .map(|s| {
            let marks = Mark::ALL
                .iter()
                .zip(s.marks)
                .filter(|&(_, n)| n > 0)
                .map(|(m, n)| t_args(mark_count(*m), &[&n]))
                .collect::<Vec<_>>()
                .join(" · ");
            view! {
                <li data-testid="review-accuracy">
                    <strong>{t_args("analysis.accuracy.side", &[&s.name, &t_args("analysis.percent", &[&(s.accuracy.round() as i32)])])}</strong>
                    " " <span class="marks">{marks}</span>
                </li>
            }
        })
        .collect_view();
    let luck = shown.luck.then(|| {
        let lines = shown.sides.iter().map(luck_lines).collect_view();
        view! {
            <h3>{t("analysis.luck.title")}</h3>
            <p class="help">{t("analysis.luck.help")}</p>
            <ul class="review-luck" data-testid="review-luck">{lines}</ul>
        }
    });
    view! {
        <h3>{t("analysis.accuracy")}</h3>
        <p class="help">{t("analysis.accuracy.help")}</p>
        <ul class="review-accuracy">{accuracy}</ul>
        {luck}
    }
}

/// One side's account in sentences: start, throws, own decisions, the others', end.
fn luck_lines(s: &Side) -> impl IntoView + use<> {
    let pct = |v: f32| t_args("analysis.percent", &[&(v.abs().round() as i32)]);
    let mut said = vec![t_args("analysis.luck.start_end", &[&s.name, &pct(s.start), &pct(s.result)])];
    said.push(match s.luck.round() as i32 {
        0 => t_args("analysis.luck.throws_even", &[&s.name]),
        l if l > 0 => t_args("analysis.luck.throws_up", &[&s.name, &pct(s.luck)]),
        _ => t_args("analysis.luck.throws_down", &[&s.name, &pct(s.luck)]),
    });
    said.push(if s.own.round() as i32 == 0 {
        t_args("analysis.luck.no_cost", &[&s.name])
    } else {
        t_args("analysis.luck.cost", &[&s.name, &pct(s.own)])
    });
    if s.others.round() as i32 != 0 {
        let key = if s.others > 0.0 { "analysis.luck.others_up" } else { "analysis.luck.others_down" };
        said.push(t_args(key, &[&s.name, &pct(s.others)]));
    }
    if s.revised.round() as i32 != 0 {
        let key = if s.revised > 0.0 { "analysis.luck.revised_up" } else { "analysis.luck.revised_down" };
        said.push(t_args(key, &[&s.name, &pct(s.revised)]));
    }
    view! { <li>{said.into_iter().map(|p| view! { <p>{p}</p> }).collect_view()}</li> }
}

/// Every decision with its mark; a click shows it on the board.
fn decisions(
    shown: &Shown,
    pick: Arc<dyn Fn(usize) + Send + Sync>,
    chosen: RwSignal<Option<usize>>,
) -> impl IntoView + use<> {
    let th = shown.thresholds.map(|x| x.round() as i32);
    let items = shown
        .decisions
        .iter()
        .enumerate()
        .map(|(k, d)| {
            let pick = pick.clone();
            let mark = d.mark.name();
            view! {
                <li class=format!("mark-{mark}")>
                    <button type="button" class="link" data-testid=format!("review-decision-{}", d.index + 1)
                        aria-current=move || (chosen.get() == Some(k)).then_some("true")
                        on:click=move |_| pick(k)>
                        {t_args("analysis.decision", &[&(d.index + 1), &d.who, &d.played])}
                    </button>
                    " " <span class=format!("mark {mark}") data-testid="review-mark">{t(&format!("analysis.grade.{mark}"))}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <details class="review-decisions">
            <summary>{t("analysis.decisions")}</summary>
            <p class="help">{t_args("analysis.grades.help", &[&th[0], &th[1], &th[2], &th[3]])}</p>
            <ol data-testid="review-decisions">{items}</ol>
        </details>
    }
}

/// The decision chosen: its mark, what it cost, the better move and why.
fn chosen_view(d: Decision, game: Arc<dyn Reviewed + Send + Sync>) -> impl IntoView {
    let mark = d.mark.name();
    let why_open = RwSignal::new(false);
    let why = {
        let d = d.clone();
        move || {
            why_open.get().then(|| {
                let steps = game.why_better(&d);
                view! {
                    <ol class="review-why" data-testid="review-why">
                        {steps.into_iter().map(|(says, rules)| view! {
                            <li>{says} {rules.into_iter().map(|r| view! { " " <span class="rule-chip">{r}</span> }).collect_view()}</li>
                        }).collect_view()}
                    </ol>
                }
            })
        }
    };
    let cost = t_args("analysis.cost", &[&t_args("analysis.percent", &[&(d.cost.round() as i32)])]);
    view! {
        <div class=format!("review-chosen mark-{mark}") data-testid="review-chosen" aria-live="polite">
            <p>
                <strong>{t_args("analysis.decision", &[&(d.index + 1), &d.who, &d.played])}</strong> " "
                <span class=format!("mark {mark}")>{t(&format!("analysis.grade.{mark}"))}</span>
                {d.exact.then(|| view! { " " <span class="exact">{t("analysis.exact")}</span> })}
            </p>
            {match d.better.clone() {
                Some(better) => view! {
                    <p data-testid="review-better">{t_args("analysis.better", &[&better])} " " {cost}</p>
                    <button type="button" class="button quiet" data-testid="review-why-open"
                        aria-expanded=move || why_open.get().to_string()
                        on:click=move |_| why_open.update(|o| *o = !*o)>{t("analysis.why")}</button>
                    {why}
                }.into_any(),
                None => view! { <p data-testid="review-better">{t("analysis.was_best")}</p> }.into_any(),
            }}
        </div>
    }
}

fn mark_count(m: Mark) -> &'static str {
    match m {
        Mark::Best => "analysis.count.best",
        Mark::Good => "analysis.count.good",
        Mark::Inaccuracy => "analysis.count.inaccuracy",
        Mark::Mistake => "analysis.count.mistake",
        Mark::Blunder => "analysis.count.blunder",
    }
}

/// A change written with its sign: "+12 %", "−3 %" (places: "+0.5").
fn signed(v: f32, places: bool) -> String {
    let sign = if v >= 0.0 { "+" } else { "−" };
    if places {
        format!("{sign}{}", crate::i18n::decimal(v.abs() as f64, 1))
    } else {
        format!("{sign}{}", t_args("analysis.percent", &[&(v.abs().round() as i32)]))
    }
}

/// Brings the board to the top of the screen (on a phone the review is under it).
fn board_to_top() {
    if let Ok(Some(bar)) = document().query_selector(".turn-bar") {
        bar.scroll_into_view();
    }
}
