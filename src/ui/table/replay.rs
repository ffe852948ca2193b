//! Stepping through the game move by move: to the start, back, forward, to the end, and playing
//! the moves one after another (autoplay), from a link or from the game at the table.

use super::super::text::{t, t_args};
use super::AnyTable;
use leptos::prelude::*;
use std::time::Duration;

pub fn controls(tv: AnyTable) -> impl IntoView {
    let autoplay = RwSignal::new(false);
    let tv_len = tv.clone();
    let len = move || tv_len.len();
    let at = {
        let tv = tv.clone();
        move || tv.view_at().unwrap_or_else(|| tv.len())
    };
    let go = {
        let tv = tv.clone();
        move |i: usize| {
            let n = tv.len();
            tv.set_view_at((i < n).then_some(i));
        }
    };
    // Autoplay: one move a second, stopping at the end.
    let step_on = {
        let tv = tv.clone();
        move || {
            fn tick(tv: AnyTable, autoplay: RwSignal<bool>) {
                if !autoplay.get_untracked() {
                    return;
                }
                let n = tv.len();
                let next = tv.view_at_untracked().map_or(n, |i| i + 1);
                tv.set_view_at((next < n).then_some(next));
                if next >= n {
                    autoplay.set(false);
                } else {
                    set_timeout(move || tick(tv, autoplay), Duration::from_millis(1000));
                }
            }
            autoplay.update(|a| *a = !*a);
            if autoplay.get_untracked() {
                if tv.view_at_untracked().is_none() {
                    tv.set_view_at(Some(0));
                }
                let tv = tv.clone();
                set_timeout(move || tick(tv, autoplay), Duration::from_millis(1000));
            }
        }
    };
    let (go1, go2, go3, go4, at2, at3) = (go.clone(), go.clone(), go.clone(), go, at.clone(), at.clone());
    let (tv_on, tv_play) = (tv.clone(), tv.clone());
    view! {
        <section class="panel replay" data-testid="replay">
            <h2>{t("replay.title")}</h2>
            <p class="replay-at" data-testid="replay-at" aria-live="polite">
                {move || t_args("replay.at", &[&at(), &len()])}
            </p>
            <div class="replay-buttons" role="group" aria-label=t("replay.title")>
                <button type="button" class="button" data-testid="replay-start" aria-label=t("replay.start")
                    on:click=move |_| go1(0)>{icon("M3 2h2v12H3z M14 2v12L6 8z")}</button>
                <button type="button" class="button" data-testid="replay-back" aria-label=t("replay.back")
                    on:click=move |_| go2(at2().saturating_sub(1))>{icon("M12 2v12L4 8z")}</button>
                <button type="button" class="button" data-testid="replay-forward" aria-label=t("replay.forward")
                    on:click=move |_| go3(at3() + 1)>{icon("M4 2v12l8-6z")}</button>
                <button type="button" class="button" data-testid="replay-end" aria-label=t("replay.end")
                    on:click=move |_| go4(usize::MAX)>{icon("M11 2h2v12h-2z M2 2v12l8-6z")}</button>
                <button type="button" class="button" data-testid="replay-auto" aria-pressed=move || autoplay.get().to_string()
                    on:click=move |_| step_on()>{t("replay.auto")}</button>
            </div>
            {move || (tv_on.view_at().is_some() && tv_on.can_play_on()).then(|| {
                let tv = tv_play.clone();
                view! {
                    <button type="button" class="button quiet" data-testid="play-on" on:click=move |_| tv.play_on()>
                        {t("replay.play_on")}
                    </button>
                }.into_any()
            })}
        </section>
    }
}

/// A small drawn icon (fonts do not all have the media symbols).
fn icon(d: &'static str) -> impl IntoView {
    view! { <svg class="icon" viewBox="0 0 16 16" aria-hidden="true"><path d=d/></svg> }
}
