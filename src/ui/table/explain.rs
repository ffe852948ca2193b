//! "Why?" on a move: the move told step by step beside the board (under it on a phone), which
//! shows each step (the seeds of a sowing one by one, each jump of a chain), with the rules each
//! step applied quoted from the source. Opened from the move list; the steps come from the game
//! (`model::explain`).

use super::super::text::marked;
use super::super::text::{t, t_args};
use super::{AnyTable, rules};
use leptos::prelude::*;
use std::time::Duration;

/// How long a step stays on the board when the steps play by themselves, at speed 1.
const STEP_MS: f32 = 1100.0;

pub fn panel(tv: AnyTable) -> impl IntoView {
    let id = tv.game();
    let docs = tv.rules();
    // (move number, step shown, steps): what the buttons and the autoplay need.
    let pos = {
        let tv = tv.clone();
        Memo::new(move |_| tv.explanation().map(|e| (e.number, e.at, e.steps.len())))
    };
    let playing = RwSignal::new(false);
    let go = {
        let tv = tv.clone();
        move |k: usize| tv.explain_step(Some(k))
    };
    // The steps play by themselves, one after another, until the last.
    Effect::new({
        let tv = tv.clone();
        move |_| {
            let Some((n, k, len)) = pos.get() else {
                playing.set(false);
                return;
            };
            if !playing.get() {
                return;
            }
            if k + 1 >= len {
                playing.set(false);
                return;
            }
            let ms = STEP_MS * untrack(|| tv.speed()).max(0.35);
            let tv = tv.clone();
            set_timeout(
                move || {
                    // `try_`: the page may have been left (its signals disposed) before the timer.
                    if playing.try_get_untracked() == Some(true)
                        && pos.try_get_untracked() == Some(Some((n, k, len)))
                    {
                        tv.explain_step(Some(k + 1));
                    }
                },
                Duration::from_millis(ms as u64),
            );
        }
    });
    move || {
        let e = tv.explanation()?;
        let (tv, go) = (tv.clone(), go.clone());
        Some(untrack(move || {
            let last = e.steps.len().saturating_sub(1);
            let at = e.at;
            let who = e.who.map(|w| tv.seat_title(w)).unwrap_or_default();
            let (now, now_rules) =
                e.steps.get(at).cloned().unwrap_or_else(|| (crate::i18n::Msg::new(""), Vec::new()));
            let cited = now_rules.iter().map(|&r| rules::cited(id, docs, r)).collect_view();
            let list = e
                .steps
                .iter()
                .enumerate()
                .map(|(k, (says, _))| {
                    let go = go.clone();
                    // Seats by the names the players gave them ("Amina's mother goes…").
                    let says = tv.say(says);
                    view! {
                        <li class:current=k == at>
                            <button type="button" class="step" data-testid=format!("explain-step-{}", k + 1)
                                aria-current=(k == at).then_some("step")
                                on:click=move |_| { playing.set(false); go(k) }>{says}</button>
                        </li>
                    }
                })
                .collect_view();
            let (prev, next, close) = (go.clone(), go.clone(), tv.clone());
            let keys = go.clone();
            view! {
                <section class="panel explain" data-testid="explain" aria-labelledby="explain-title"
                    on:keydown=move |ev| {
                        let to = match ev.key().as_str() {
                            "ArrowLeft" | "ArrowUp" => at.checked_sub(1),
                            "ArrowRight" | "ArrowDown" => (at < last).then_some(at + 1),
                            _ => return,
                        };
                        ev.prevent_default();
                        if let Some(k) = to {
                            playing.set(false);
                            keys(k);
                        }
                    }>
                    <h2 id="explain-title">
                        {t_args("explain.title", &[&e.number])} " "
                        <span class="who">{who}</span> " "
                        <code class="notation">{e.text.clone()}</code>
                    </h2>
                    <p class="explain-count" data-testid="explain-count">{t_args("explain.step", &[&(at + 1), &e.steps.len()])}</p>
                    <p class="explain-now" data-testid="explain-now" aria-live="polite">{marked(id, tv.say(&now))}</p>
                    <div class="explain-rules">{cited}</div>
                    <div class="explain-nav">
                        <button type="button" class="button quiet" data-testid="explain-prev" disabled={at == 0}
                            on:click=move |_| { playing.set(false); prev(at.saturating_sub(1)) }>{t("explain.prev")}</button>
                        <button type="button" class="button" data-testid="explain-next" disabled={at >= last}
                            on:click=move |_| { playing.set(false); next(at + 1) }>{t("explain.next")}</button>
                        <button type="button" class="button quiet" data-testid="explain-play" disabled={at >= last}
                            on:click=move |_| playing.update(|p| *p = !*p)>
                            {move || if playing.get() { t("explain.pause") } else { t("explain.play") }}
                        </button>
                        <button type="button" class="button quiet" data-testid="explain-close"
                            on:click=move |_| { playing.set(false); close.explain_step(None) }>{t("explain.close")}</button>
                    </div>
                    <ol class="explain-steps" data-testid="explain-steps">{list}</ol>
                </section>
            }
        }))
    }
}
