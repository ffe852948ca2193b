//! The class's section of the lab: the codes a teacher is given (pasted, or opened as links),
//! what became of each, the class's tallies added up against the exact odds.

use super::super::super::text::{t, t_args};
use super::super::chart::chart;
use super::super::kit_view::ThrowLab;
use super::{Lab, Said};
use crate::link::tally::{Pool, Tally};
use leptos::prelude::*;

/// The section: the box for codes, what became of them, and the class's chart.
pub(super) fn section(lab: Lab, throw_lab: Option<ThrowLab>) -> impl IntoView {
    let (own, said) = (lab.own, lab.said);
    let class_box = RwSignal::new(String::new());
    let add_all = move |_| {
        let text = class_box.get_untracked();
        said.set(Vec::new());
        let kept: Vec<String> =
            text.split_whitespace().filter(|code| !lab.add_code(code)).map(str::to_string).collect();
        if text.split_whitespace().next().is_none() {
            said.set(vec![Said { ok: false, text: t("teach.code.empty") }]);
        }
        // Codes that could not be added stay in the box, to be corrected.
        class_box.set(kept.join("\n"));
    };
    view! {
        <section class="panel lab-class" data-testid="class-section">
            <h2>{t("teach.class.title")}</h2>
            <p class="help">{t("teach.class.help")}</p>
            <div class="class-add">
                <label class="field">
                    <span>{t("teach.class.codes")}</span>
                    <textarea rows="3" data-testid="class-codes" prop:value=move || class_box.get()
                        on:input=move |ev| class_box.set(event_target_value(&ev))></textarea>
                </label>
                <div class="setup-actions">
                    <button type="button" class="button primary" data-testid="class-add" on:click=add_all>
                        {t("teach.class.add")}
                    </button>
                    <button type="button" class="button" data-testid="class-add-own"
                        disabled=move || own.with(|t| t.throws() == 0)
                        on:click=move |_| {
                            said.set(Vec::new());
                            lab.add_code(&own.with_untracked(Tally::to_code));
                        }>
                        {t("teach.class.add_own")}
                    </button>
                </div>
            </div>
            <ul class="said" data-testid="class-said" aria-live="polite">
                {move || said.get().into_iter().map(|s| view! {
                    <li class=if s.ok { "said-ok" } else { "said-bad error" }>{s.text}</li>
                }).collect_view()}
            </ul>
            {move || match lab.class.with(Pool::total) {
                None => view! { <p class="help" data-testid="class-empty">{t("teach.class.empty")}</p> }.into_any(),
                Some(total) => pooled(lab, throw_lab, total).into_any(),
            }}
        </section>
    }
}

/// The class's tallies: each with its code and a button to remove it, their sum against the
/// exact odds, and a button to start again.
fn pooled(lab: Lab, throw_lab: Option<ThrowLab>, total: Tally) -> impl IntoView {
    let class = lab.class;
    let clear_armed = RwSignal::new(false);
    let entries = class
        .with(|p| p.tallies.clone())
        .into_iter()
        .enumerate()
        .map(|(i, tally)| {
            let tid = tally.id;
            view! {
                <li>
                    <span>{t_args("teach.class.entry", &[&tally.throws(), &(i + 1)])}</span>
                    " " <code>{tally.to_code()}</code> " "
                    <button type="button" class="link" data-testid=format!("class-remove-{i}")
                        on:click=move |_| {
                            class.update(|p| p.tallies.retain(|t| t.id != tid));
                            lab.save_class();
                        }>
                        {t("teach.class.remove")}
                    </button>
                </li>
            }
        })
        .collect_view();
    view! {
        <p class="help">{lab.settings_line(&total)}</p>
        <ol class="class-list" data-testid="class-list">{entries}</ol>
        {chart("class", lab.bars(&total))}
        {throw_lab.map(|l| (l.tally_note)(&total))}
        <p>
            <button type="button" class="button quiet" data-testid="class-clear"
                on:click=move |_| {
                    if clear_armed.get_untracked() {
                        clear_armed.set(false);
                        class.set(Pool::default());
                        lab.said.set(Vec::new());
                        lab.save_class();
                    } else {
                        clear_armed.set(true);
                    }
                }>
                {move || t(if clear_armed.get() { "teach.class.clear_really" } else { "teach.class.clear" })}
            </button>
        </p>
    }
}
