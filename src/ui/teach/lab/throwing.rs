//! The lab's first panel: how the throws are made (the computer's, or real sticks tallied by
//! hand), the settings of sticks that may lie on their side, the throw buttons, and a new tally.

use super::super::super::sticks::{Throw, sticks};
use super::super::super::text::{t, t_args};
use super::{Lab, rate_range};
use crate::link::tally::Tally;
use leptos::prelude::*;

/// The panel: its heading (the sticks), the settings, the throws and the reset.
pub(super) fn panel(lab: Lab) -> impl IntoView {
    let reset_armed = RwSignal::new(false);
    let reset = move |_| {
        if !reset_armed.get_untracked() {
            reset_armed.set(true);
            return;
        }
        reset_armed.set(false);
        lab.own.update(|t| *t = Tally::new(lab.id, t.real, t.gar, t.night, super::new_id()));
        lab.history.set_value(Vec::new());
        lab.last.set(None);
    };
    view! {
        <section class="panel lab-panel">
            <h2>{t(&lab.noun_key("teach.lab."))}</h2>
            {settings(lab)}
            {move || if lab.own.with(|t| t.real) { by_hand(lab).into_any() } else { by_computer(lab).into_any() }}
            <p class="lab-reset">
                <button type="button" class="button quiet" data-testid="reset" on:click=reset>
                    {move || t(if reset_armed.get() { "teach.lab.reset_really" } else { "teach.lab.reset" })}
                </button>
            </p>
        </section>
    }
}

/// How the throws are made, and for sticks that may lie on their side, how often and by day or
/// night. Locked once the tally holds a throw (its settings belong to it).
fn settings(lab: Lab) -> impl IntoView {
    let own = lab.own;
    view! {
        <fieldset class="lab-settings" disabled=move || !lab.empty()>
            <legend>{t("teach.lab.how")}</legend>
            <div class="choice-row" role="radiogroup">
                <label class="check">
                    <input type="radio" name="lab-mode" data-testid="mode-computer"
                        prop:checked=move || !own.with(|t| t.real)
                        on:change=move |_| own.update(|t| t.real = false)/>
                    {t("teach.lab.mode_computer")}
                </label>
                <label class="check">
                    <input type="radio" name="lab-mode" data-testid="mode-real"
                        prop:checked=move || own.with(|t| t.real)
                        on:change=move |_| own.update(|t| t.real = true)/>
                    {t(&lab.noun_key("teach.lab.mode_real_"))}
                </label>
            </div>
            {lab.on_side().then(|| on_side_settings(lab))}
            <p class="help" hidden=move || lab.empty()>{t("teach.lab.locked")}</p>
        </fieldset>
    }
}

/// The rate of sticks lying on their side, and whether one counts white (day) or black (night).
fn on_side_settings(lab: Lab) -> impl IntoView {
    let own = lab.own;
    let max = rate_range(lab.id).1;
    view! {
        <div class="lab-gar">
            <label class="field">
                <span>{t("teach.lab.gar")}</span>
                <input type="number" min="0" max=max.to_string() data-testid="gar"
                    prop:value=move || own.with(|t| t.gar.to_string())
                    on:change=move |ev| {
                        let v = event_target_value(&ev).trim().parse::<u8>().unwrap_or(0).min(max);
                        own.update(|t| t.gar = v);
                    }/>
            </label>
            <label class="field">
                <span>{t("teach.lab.time")}</span>
                <select data-testid="time" on:change=move |ev| {
                    let night = event_target_value(&ev) == "night";
                    own.update(|t| t.night = night);
                }>
                    <option value="day" selected=move || !own.with(|t| t.night)>{t("teach.lab.time.day")}</option>
                    <option value="night" selected=move || own.with(|t| t.night)>{t("teach.lab.time.night")}</option>
                </select>
            </label>
            <p class="help">{t("teach.lab.gar.help")}</p>
        </div>
    }
}

impl Lab {
    /// One throw drawn, shown by the sticks and counted.
    fn throw_once(self) {
        let (rate, night) = self.own.with_untracked(|t| (t.gar, t.night));
        let Some(fall) = self.rng.try_update_value(|r| (self.sticks.throw)(r, rate, night)) else { return };
        self.own.update(|t| {
            t.count(fall.throw, fall.on_side);
        });
        let serial = self.serial.try_update_value(|s| {
            *s += 1;
            *s
        });
        let (key, value) = (self.sticks.throws)().get(fall.throw).copied().unwrap_or(("", 0));
        self.last.set(Some(Throw {
            serial: serial.unwrap_or(1),
            faces: fall.faces,
            name: t(key),
            value: t_args("teach.lab.counts", &[&value]),
        }));
    }

    /// `times` throws drawn and counted at once (the sticks are not shown).
    fn throw_many(self, times: u32) {
        let (rate, night) = self.own.with_untracked(|t| (t.gar, t.night));
        let mut counts = vec![(0u64, 0u64); (self.sticks.throws)().len()];
        self.rng.update_value(|r| {
            for _ in 0..times {
                let fall = (self.sticks.throw)(r, rate, night);
                if let Some(c) = counts.get_mut(fall.throw) {
                    c.0 += 1;
                    c.1 += fall.on_side as u64;
                }
            }
        });
        self.own.update(|t| {
            for (c, (k, s)) in t.counts.iter_mut().zip(&counts) {
                *c = c.saturating_add(*k);
                t.side = t.side.saturating_add(*s);
            }
        });
        self.last.set(None);
    }
}

/// The computer throws: the sticks, and buttons for 1, 10, 100 or 10,000 throws.
fn by_computer(lab: Lab) -> impl IntoView {
    let many = [(10, "throw-10", "teach.lab.throw_10"), (100, "throw-100", "teach.lab.throw_100")]
        .into_iter()
        .chain([(10_000, "throw-10000", "teach.lab.throw_10000")])
        .map(|(times, id, key)| {
            view! { <button type="button" class="button" data-testid=id on:click=move |_| lab.throw_many(times)>{t(key)}</button> }
        })
        .collect_view();
    view! {
        <div class="lab-throw">
            {sticks(lab.id, lab.last.into(), Signal::stored(1.0f32))}
            <div class="throw-buttons">
                <button type="button" class="button primary" data-testid="throw-1" on:click=move |_| lab.throw_once()>
                    {t("teach.lab.throw_1")}
                </button>
                {many}
            </div>
        </div>
    }
}

/// Real throws tallied by hand: a button per throw, one for a stick seen on its side, and one to
/// take back the last.
fn by_hand(lab: Lab) -> impl IntoView {
    let (own, history) = (lab.own, lab.history);
    let buttons = (lab.sticks.throws)()
        .into_iter()
        .enumerate()
        .map(|(i, (key, value))| {
            view! {
                <button type="button" class="button tally-button" data-testid=format!("real-{i}")
                    on:click=move |_| {
                        own.update(|t| { t.count(i, 0); });
                        history.update_value(|h| h.push((i, 0)));
                    }>
                    <span class="throw-name">{t(key)}</span>
                    <span class="tally-value">{t_args("teach.lab.counts", &[&value])}</span>
                    <span class="tally-count">{move || own.with(|t| t.counts.get(i).copied().unwrap_or(0))}</span>
                </button>
            }
        })
        .collect_view();
    view! {
        <div class="lab-real">
            <p class="help">{t(&lab.noun_key("teach.lab.real.help_"))}</p>
            <div class="tally-buttons">{buttons}</div>
            <div class="tally-extra">
                {lab.on_side().then(|| view! {
                    <button type="button" class="button quiet" data-testid="real-side"
                        on:click=move |_| {
                            own.update(|t| t.side = t.side.saturating_add(1));
                            history.update_value(|h| h.push((usize::MAX, 1)));
                        }>
                        {t("teach.lab.real.side")} " " <span class="tally-count">{move || own.with(|t| t.side)}</span>
                    </button>
                })}
                <button type="button" class="button quiet" data-testid="real-undo"
                    disabled=move || history.with_value(Vec::is_empty) || lab.empty()
                    on:click=move |_| {
                        if let Some((i, side)) = history.try_update_value(Vec::pop).flatten() {
                            own.update(|t| if i == usize::MAX { t.side = t.side.saturating_sub(side as u64) } else { t.uncount(i, side) });
                        }
                    }>
                    {t("teach.lab.real.undo")}
                </button>
            </div>
        </div>
    }
}
