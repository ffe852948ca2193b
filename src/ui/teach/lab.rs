//! The throw lab of a game played with sticks (`#/deleb/lab`, `#/hyena/lab`).
//!
//! - Throw the billets or sticks once (animated, `ui::sticks`), or 10, 100 or 10,000 times at
//!   once, with the site's random numbers (`GameRng`, seeded from `fresh_seed`; `?seed=N` repeats
//!   a demonstration exactly) and the engine's own draws (`deleb::throw_faces`,
//!   `hyena::throw_faces`); or tally real throws by hand, to see whether home-made sticks are
//!   fair.
//! - A chart of the tally against the exact odds, with the margin stated (`chart`).
//! - The tally as a short checked code, a link and a QR code (`link::tally`); the class section
//!   adds up the codes it is given (pasted, or opened as links `#/<game>/lab?t=…`).
//! - How the odds follow from counting the ways the sticks fall, and questions answered by the
//!   engine (`deleb::stage_rows`, `hyena::throws_for_tabas`).
//!
//! The pupil's tally and the class's codes are kept on the device (localStorage), so a reload
//! loses nothing.

use super::super::qr::qr;
use super::super::route::replace_address;
use super::super::sticks::{Face, Kind, Throw, sticks};
use super::super::storage;
use super::super::text::{t, t_args, t_msg};
use super::chart::{Bar, chance, chart, decimal, pct};
use super::{full_url, kit_nav};
use crate::games::GameId;
use crate::games::deleb::{self, BilletFace, Billets, EntryStep, Stage, ThrowName};
use crate::games::hyena;
use crate::link::tally::{Added, Pool, Tally};
use crate::model::{Game, GameRng, Prob, fresh_seed};
use leptos::prelude::*;

/// This page (in the kit's chunk, `teach::kit`).
pub fn page(id: GameId, query: String) -> AnyView {
    lab(id, &query).into_any()
}

const TALLY_KEY: &str = "sandgames.teach.tally.";
const CLASS_KEY: &str = "sandgames.teach.class.";

/// The game's sticks: names, values and exact odds.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Sticks(GameId);

impl Sticks {
    fn deleb(self) -> bool {
        self.0 == GameId::Deleb
    }

    /// Each throw's catalog key and value, in the tally's order.
    fn names(self) -> Vec<(&'static str, u8)> {
        if self.deleb() {
            ThrowName::ALL.iter().map(|n| (n.key(), n.value())).collect()
        } else {
            hyena::throw_names().to_vec()
        }
    }

    fn odds(self, gar: u8, night: bool) -> Vec<Prob> {
        if self.deleb() { deleb::throw_odds(gar, night).to_vec() } else { hyena::throw_odds().to_vec() }
    }

    fn count(self) -> usize {
        if self.deleb() { 4 } else { 3 }
    }

    /// The bars of a tally.
    fn bars(self, tally: &Tally) -> Vec<Bar> {
        let odds = self.odds(tally.gar, tally.night);
        self.names()
            .into_iter()
            .zip(odds)
            .zip(&tally.counts)
            .map(|(((key, _), exact), &count)| Bar { name: t(key), count, exact })
            .collect()
    }
}

/// The default gà·r rate: the game's own default (option `gar`).
fn default_gar() -> u8 {
    deleb::Deleb::option_specs()
        .iter()
        .find(|s| s.key == "gar")
        .and_then(|s| s.default.parse().ok())
        .unwrap_or(1)
}

fn new_id() -> u32 {
    fresh_seed().unwrap_or_else(|| js_sys::Date::now() as u64) as u32 & 0xFF_FFFF
}

/// A message under the class's box: what became of one code.
#[derive(Clone, PartialEq)]
struct Said {
    ok: bool,
    text: String,
}

fn lab(id: GameId, query: &str) -> impl IntoView {
    let sticks_of = Sticks(id);
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
            .map(str::to_string)
    };
    // The pupil's own tally, kept on the device.
    let kept =
        storage::get(&format!("{TALLY_KEY}{}", id.as_str())).and_then(|c| Tally::from_code(&c, id).ok());
    let own = RwSignal::new(kept.unwrap_or_else(|| Tally::new(id, false, default_gar(), false, new_id())));
    Effect::new(move |_| {
        let code = own.with(Tally::to_code);
        storage::set(&format!("{TALLY_KEY}{}", id.as_str()), &code);
    });
    // The class's codes, kept on the device.
    let (pool, _) =
        Pool::from_text(&storage::get(&format!("{CLASS_KEY}{}", id.as_str())).unwrap_or_default(), id);
    let class = RwSignal::new(pool);
    let save_class = move || {
        storage::set(&format!("{CLASS_KEY}{}", id.as_str()), &class.with_untracked(Pool::to_text));
    };
    let said = RwSignal::new(Vec::<Said>::new());
    let add_code = move |code: &str| -> bool {
        let result = Tally::from_code(code, id).and_then(|tally| {
            let n = tally.throws();
            class.try_update(|p| p.add(tally)).unwrap_or(Ok(Added::Already)).map(|a| (a, n))
        });
        let s = match result {
            Ok((Added::New, n)) => Said { ok: true, text: t_args("teach.class.added", &[&n]) },
            Ok((Added::Replaced, n)) => Said { ok: true, text: t_args("teach.class.replaced", &[&n]) },
            Ok((Added::Already, _)) => Said { ok: true, text: t("teach.class.already") },
            Err(m) => Said {
                ok: false,
                text: format!("{} {}", t_msg(&m), t_args("teach.class.code_was", &[&code])),
            },
        };
        let ok = s.ok;
        said.update(|v| v.push(s));
        save_class();
        ok
    };
    // A code opened as a link: added to the class, then the address forgets it (a reload does
    // not add it again).
    if let Some(code) = param("t") {
        add_code(&code);
        replace_address(&format!("#/{}/lab", id.as_str()));
    }
    let seed = param("seed").and_then(|s| s.parse().ok()).or_else(fresh_seed).unwrap_or(1);
    let rng = StoredValue::new(GameRng::seed_from_u64(seed));
    let last = RwSignal::new(None::<Throw>);
    let serial = StoredValue::new(0usize);
    // Real throws tallied by hand, for taking back a mistake: (throw index, billets on their side).
    let history = StoredValue::new(Vec::<(usize, u8)>::new());

    let throw_once = move || {
        let (gar, night) = own.with_untracked(|t| (t.gar, t.night));
        let (faces, index, side, value) = rng
            .try_update_value(|r| {
                if sticks_of.deleb() {
                    let faces = deleb::throw_faces(4, gar, r);
                    let b = deleb::billets_of(&faces);
                    let name = b.name(night).unwrap_or(ThrowName::Dug);
                    let shown = faces
                        .iter()
                        .map(|f| match f {
                            BilletFace::White => Face::White,
                            BilletFace::Black => Face::Bark,
                            BilletFace::Side => Face::Side,
                        })
                        .collect::<Vec<_>>();
                    (shown, name.index(), b.side, name.value())
                } else {
                    let faces = hyena::throw_faces(r);
                    let i = hyena::order_index(hyena::flats_of(&faces));
                    let shown = faces.iter().map(|&f| if f { Face::White } else { Face::Bark }).collect();
                    (shown, i, 0, hyena::throw_names()[i].1)
                }
            })
            .unwrap_or_default();
        own.update(|t| {
            t.count(index, side);
        });
        let n = serial.try_update_value(|s| {
            *s += 1;
            *s
        });
        let key = sticks_of.names().get(index).map_or("", |k| k.0);
        last.set(Some(Throw {
            serial: n.unwrap_or(1),
            faces,
            name: t(key),
            value: t_args("teach.lab.counts", &[&value]),
        }));
    };
    let throw_many = move |times: u32| {
        let (gar, night) = own.with_untracked(|t| (t.gar, t.night));
        let mut counts = vec![(0u64, 0u64); sticks_of.names().len()];
        rng.update_value(|r| {
            for _ in 0..times {
                if sticks_of.deleb() {
                    let b: Billets = deleb::billets_of(&deleb::throw_faces(4, gar, r));
                    let i = b.name(night).map_or(1, ThrowName::index);
                    counts[i].0 += 1;
                    counts[i].1 += b.side as u64;
                } else {
                    let i = hyena::order_index(hyena::flats_of(&hyena::throw_faces(r)));
                    counts[i].0 += 1;
                }
            }
        });
        own.update(|t| {
            for (c, (k, s)) in t.counts.iter_mut().zip(&counts) {
                *c = c.saturating_add(*k);
                t.side = t.side.saturating_add(*s);
            }
        });
        last.set(None);
    };
    let reset_armed = RwSignal::new(false);
    let reset = move |_| {
        if !reset_armed.get_untracked() {
            reset_armed.set(true);
            return;
        }
        reset_armed.set(false);
        own.update(|t| *t = Tally::new(id, t.real, t.gar, t.night, new_id()));
        history.set_value(Vec::new());
        last.set(None);
    };
    let empty = move || own.with(|t| t.throws() == 0 && t.side == 0);

    let kind = if sticks_of.deleb() { Kind::Billets } else { Kind::HyenaSticks };
    let name_key = format!("{}.name", id.as_str());
    let sticks_word = if sticks_of.deleb() { "teach.lab.billets" } else { "teach.lab.sticks" };

    let settings = move || {
        view! {
            <fieldset class="lab-settings" disabled=move || !empty()>
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
                        {t(if sticks_of.deleb() { "teach.lab.mode_real_billets" } else { "teach.lab.mode_real_sticks" })}
                    </label>
                </div>
                {sticks_of.deleb().then(|| view! {
                    <div class="lab-gar">
                        <label class="field">
                            <span>{t("teach.lab.gar")}</span>
                            <input type="number" min="0" max=deleb::MAX_GAR.to_string() data-testid="gar"
                                prop:value=move || own.with(|t| t.gar.to_string())
                                on:change=move |ev| {
                                    let v = event_target_value(&ev).trim().parse::<u8>().unwrap_or(0).min(deleb::MAX_GAR);
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
                })}
                <p class="help" hidden=empty>{t("teach.lab.locked")}</p>
            </fieldset>
        }
    };

    let computer_buttons = move || {
        view! {
            <div class="lab-throw">
                {sticks(kind, sticks_of.count(), last.into(), Signal::stored(1.0f32))}
                <div class="throw-buttons">
                    <button type="button" class="button primary" data-testid="throw-1" on:click=move |_| throw_once()>
                        {t("teach.lab.throw_1")}
                    </button>
                    <button type="button" class="button" data-testid="throw-10" on:click=move |_| throw_many(10)>
                        {t("teach.lab.throw_10")}
                    </button>
                    <button type="button" class="button" data-testid="throw-100" on:click=move |_| throw_many(100)>
                        {t("teach.lab.throw_100")}
                    </button>
                    <button type="button" class="button" data-testid="throw-10000" on:click=move |_| throw_many(10_000)>
                        {t("teach.lab.throw_10000")}
                    </button>
                </div>
            </div>
        }
    };

    let real_buttons = move || {
        let names = sticks_of.names();
        view! {
            <div class="lab-real">
                <p class="help">{t(if sticks_of.deleb() { "teach.lab.real.help_billets" } else { "teach.lab.real.help_sticks" })}</p>
                <div class="tally-buttons">
                    {names.into_iter().enumerate().map(|(i, (key, value))| view! {
                        <button type="button" class="button tally-button" data-testid=format!("real-{i}")
                            on:click=move |_| {
                                own.update(|t| { t.count(i, 0); });
                                history.update_value(|h| h.push((i, 0)));
                            }>
                            <span class="throw-name">{t(key)}</span>
                            <span class="tally-value">{t_args("teach.lab.counts", &[&value])}</span>
                            <span class="tally-count">{move || own.with(|t| t.counts.get(i).copied().unwrap_or(0))}</span>
                        </button>
                    }).collect_view()}
                </div>
                <div class="tally-extra">
                    {sticks_of.deleb().then(|| view! {
                        <button type="button" class="button quiet" data-testid="real-side"
                            on:click=move |_| {
                                own.update(|t| t.side = t.side.saturating_add(1));
                                history.update_value(|h| h.push((usize::MAX, 1)));
                            }>
                            {t("teach.lab.real.side")} " " <span class="tally-count">{move || own.with(|t| t.side)}</span>
                        </button>
                    })}
                    <button type="button" class="button quiet" data-testid="real-undo"
                        disabled=move || history.with_value(Vec::is_empty) || empty()
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
    };

    let share = move || {
        let code = own.with(Tally::to_code);
        let fragment = own.with(Tally::fragment);
        let link = full_url(&fragment);
        share_row(code, link)
    };

    let class_box = RwSignal::new(String::new());
    let add_all = move |_| {
        let text = class_box.get_untracked();
        said.set(Vec::new());
        let kept: Vec<String> =
            text.split_whitespace().filter(|code| !add_code(code)).map(str::to_string).collect();
        if text.split_whitespace().next().is_none() {
            said.set(vec![Said { ok: false, text: t("teach.code.empty") }]);
        }
        // Codes that could not be added stay in the box, to be corrected.
        class_box.set(kept.join("\n"));
    };
    let clear_armed = RwSignal::new(false);

    view! {
        <section class="kit-page lab" data-testid="lab" data-game=id.as_str()>
            {kit_nav(id, "lab")}
            <header class="kit-head">
                <h1>{t_args("teach.lab.title", &[&t(&name_key)])}</h1>
                <p class="lede">{t(if sticks_of.deleb() { "teach.lab.intro.deleb" } else { "teach.lab.intro.hyena" })}</p>
            </header>
            <div class="lab-grid">
                <section class="panel lab-panel">
                    <h2>{t(sticks_word)}</h2>
                    {settings}
                    {move || if own.with(|t| t.real) { real_buttons().into_any() } else { computer_buttons().into_any() }}
                    <p class="lab-reset">
                        <button type="button" class="button quiet" data-testid="reset" on:click=reset>
                            {move || t(if reset_armed.get() { "teach.lab.reset_really" } else { "teach.lab.reset" })}
                        </button>
                    </p>
                </section>
                <section class="panel lab-panel">
                    <h2>{t("teach.lab.yours")}</h2>
                    <p class="help">{move || own.with(|t| settings_line(sticks_of, t))}</p>
                    {move || own.with(|t| chart("own", sticks_of.bars(t)))}
                    {move || (sticks_of.deleb() && own.with(|t| t.throws() > 0)).then(|| own.with(gar_seen))}
                    {move || (!sticks_of.deleb() && own.with(|t| t.throws() > 0)).then(|| own.with(taba_seen))}
                    <h3>{t("teach.lab.share")}</h3>
                    <p class="help">{t("teach.lab.share.help")}</p>
                    {share}
                </section>
            </div>
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
                                let code = own.with_untracked(Tally::to_code);
                                add_code(&code);
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
                {move || {
                    let total = class.with(Pool::total);
                    match total {
                        None => view! { <p class="help" data-testid="class-empty">{t("teach.class.empty")}</p> }.into_any(),
                        Some(total) => view! {
                            <p class="help">{settings_line(sticks_of, &total)}</p>
                            <ol class="class-list" data-testid="class-list">
                                {class.with(|p| p.tallies.clone()).into_iter().enumerate().map(|(i, tally)| {
                                    let tid = tally.id;
                                    view! {
                                        <li>
                                            <span>{t_args("teach.class.entry", &[&tally.throws(), &(i + 1)])}</span>
                                            " " <code>{tally.to_code()}</code> " "
                                            <button type="button" class="link" data-testid=format!("class-remove-{i}")
                                                on:click=move |_| {
                                                    class.update(|p| p.tallies.retain(|t| t.id != tid));
                                                    save_class();
                                                }>
                                                {t("teach.class.remove")}
                                            </button>
                                        </li>
                                    }
                                }).collect_view()}
                            </ol>
                            {chart("class", sticks_of.bars(&total))}
                            {sticks_of.deleb().then(|| gar_seen(&total))}
                            {(!sticks_of.deleb()).then(|| taba_seen(&total))}
                            <p>
                                <button type="button" class="button quiet" data-testid="class-clear"
                                    on:click=move |_| {
                                        if clear_armed.get_untracked() {
                                            clear_armed.set(false);
                                            class.set(Pool::default());
                                            said.set(Vec::new());
                                            save_class();
                                        } else {
                                            clear_armed.set(true);
                                        }
                                    }>
                                    {move || t(if clear_armed.get() { "teach.class.clear_really" } else { "teach.class.clear" })}
                                </button>
                            </p>
                        }.into_any(),
                    }
                }}
            </section>
            <section class="panel lab-odds" data-testid="odds">
                <h2>{t("teach.odds.title")}</h2>
                {move || {
                    let (gar, night) = own.with(|t| (t.gar, t.night));
                    if sticks_of.deleb() { deleb_odds(gar, night).into_any() } else { hyena_odds().into_any() }
                }}
            </section>
            <section class="panel lab-questions" data-testid="questions">
                <h2>{t("teach.q.title")}</h2>
                {move || {
                    let (gar, night) = own.with(|t| (t.gar, t.night));
                    if sticks_of.deleb() { deleb_questions(gar, night).into_any() } else { hyena_questions().into_any() }
                }}
            </section>
        </section>
    }
}

/// How the tally was thrown: "The computer's throws; gà·r 1 % by day."
fn settings_line(sticks_of: Sticks, t0: &Tally) -> String {
    let how = t(match (t0.real, sticks_of.deleb()) {
        (false, _) => "teach.lab.by_computer",
        (true, true) => "teach.lab.by_hand_billets",
        (true, false) => "teach.lab.by_hand_sticks",
    });
    if sticks_of.deleb() {
        let time = t(if t0.night { "teach.lab.night" } else { "teach.lab.day" });
        t_args("teach.lab.settings_deleb", &[&how, &t0.gar, &time])
    } else {
        how
    }
}

/// Billets seen on their side, against the rate set.
fn gar_seen(t0: &Tally) -> impl IntoView + use<> {
    let billets = t0.throws() * 4;
    let seen = crate::link::tally::share_bp(t0.side, billets);
    view! {
        <p class="gar-seen" data-testid="gar-seen" data-side=t0.side>
            {t_args("teach.lab.gar_seen", &[&t0.side, &billets, &pct(seen), &t0.gar])}
        </p>
    }
}

/// Throws per tâba in the tally, against 8/3.
fn taba_seen(t0: &Tally) -> impl IntoView + use<> {
    let tabas = t0.counts.first().copied().unwrap_or(0);
    let n = t0.throws();
    let line = if tabas == 0 {
        t("teach.lab.taba_none")
    } else {
        t_args("teach.lab.taba_seen", &[&n, &tabas, &decimal((n * 200 / tabas).div_ceil(2))])
    };
    view! { <p class="taba-seen" data-testid="taba-seen">{line}</p> }
}

/// The faces of a fall as small drawings of sticks.
fn fall_view(faces: Vec<Face>) -> impl IntoView {
    view! {
        <span class="fall">
            {faces.into_iter().map(|f| {
                let class = match f {
                    Face::White => "face white",
                    Face::Bark => "face bark",
                    Face::Side => "face side",
                };
                view! { <span class=class></span> }
            }).collect_view()}
        </span>
    }
}

fn bits(fall: u8, count: usize) -> Vec<Face> {
    (0..count).map(|i| if fall >> i & 1 == 1 { Face::White } else { Face::Bark }).collect()
}

/// Dèleb: the sixteen falls of four fair billets, then (with gà·r) the falls by faces.
fn deleb_odds(gar: u8, night: bool) -> impl IntoView {
    let rows = deleb::fair_falls()
        .into_iter()
        .map(|(name, falls)| {
            let ways = falls.len() as u64;
            view! {
                <tr>
                    <th scope="row" class="throw-name">{t(name.key())}</th>
                    <td class="falls">{falls.into_iter().map(|f| fall_view(bits(f, 4))).collect_view()}</td>
                    <td>{t_args("teach.odds.ways", &[&ways, &16])}</td>
                    <td>{chance(Prob::new(ways, 16))}</td>
                </tr>
            }
        })
        .collect_view();
    let gar_rows = (gar > 0).then(|| {
        let rows = deleb::fall_rows(gar, night)
            .into_iter()
            .map(|r| {
                let b = r.billets;
                let mut faces = vec![Face::White; b.white as usize];
                faces.extend(std::iter::repeat_n(Face::Bark, b.black() as usize));
                faces.extend(std::iter::repeat_n(Face::Side, b.side as usize));
                // Thousandths of a percent: a fall with three billets on their side is rare.
                let m = (r.chance.num() as u128 * 200_000 / r.chance.den() as u128).div_ceil(2) as u64;
                view! {
                    <tr>
                        <td>{fall_view(faces)}</td>
                        <td>{r.ways}</td>
                        <td>{t_args("teach.pct3", &[&(m / 1000), &format!("{:03}", m % 1000)])}</td>
                        <td class="throw-name">{t(r.name.key())}</td>
                    </tr>
                }
            })
            .collect_view();
        let time = t(if night { "teach.lab.night" } else { "teach.lab.day" });
        view! {
            <h3>{t("teach.odds.gar_title")}</h3>
            <p>{t_args("teach.odds.gar_text", &[&gar, &time])}</p>
            <div class="table-wrap">
                <table class="odds-table" data-testid="gar-table">
                    <thead><tr>
                        <th scope="col">{t("teach.odds.faces")}</th>
                        <th scope="col">{t("teach.odds.orders")}</th>
                        <th scope="col">{t("teach.odds.chance")}</th>
                        <th scope="col">{t("teach.odds.counts_as")}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        }
    });
    view! {
        <p>{t("teach.odds.deleb_text")}</p>
        {falls_table(rows)}
        <p class="help">{t("teach.odds.legend_billets")}</p>
        {gar_rows}
    }
}

/// The table of throws: the falls that give each, their number of ways and chance.
fn falls_table(rows: impl IntoView) -> impl IntoView {
    view! {
        <div class="table-wrap">
            <table class="odds-table" data-testid="falls-table">
                <thead><tr>
                    <th scope="col">{t("teach.odds.throw")}</th>
                    <th scope="col">{t("teach.odds.falls")}</th>
                    <th scope="col">{t("teach.odds.ways_head")}</th>
                    <th scope="col">{t("teach.odds.chance")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

/// The hyena game: the eight falls of three sticks.
fn hyena_odds() -> impl IntoView {
    let names = hyena::throw_names();
    let rows = hyena::falls()
        .into_iter()
        .enumerate()
        .map(|(i, (_, falls))| {
            let ways = falls.len() as u64;
            view! {
                <tr>
                    <th scope="row" class="throw-name">{t(names[i].0)}</th>
                    <td class="falls">{falls.into_iter().map(|f| fall_view(bits(f, 3))).collect_view()}</td>
                    <td>{t_args("teach.odds.ways", &[&ways, &8])}</td>
                    <td>{chance(Prob::new(ways, 8))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p>{t("teach.odds.hyena_text")}</p>
        {falls_table(rows)}
        <p class="help">{t("teach.odds.legend_sticks")}</p>
    }
}

fn step_key(stage: Stage, step: EntryStep) -> &'static str {
    match step {
        // Stage 3's two white "reverts immediately into the second stage".
        EntryStep::ScoreGasse if stage == Stage::Three => "teach.step.score_gasse_back",
        EntryStep::TurnEnds => "teach.step.turn_ends",
        EntryStep::ThrowAgain => "teach.step.throw_again",
        EntryStep::ScoreDeleb => "teach.step.score_deleb",
        EntryStep::ScoreGasse => "teach.step.score_gasse",
        EntryStep::NextStage => "teach.step.next_stage",
        EntryStep::Hab => "teach.step.hab",
        EntryStep::Dag => "teach.step.dag",
    }
}

/// Dèleb: the chance of a dèleb with the first throw of each entry stage, and what every throw
/// of the stage does.
fn deleb_questions(gar: u8, night: bool) -> impl IntoView {
    let stages = [Stage::One, Stage::Two, Stage::Three]
        .into_iter()
        .enumerate()
        .map(|(k, stage)| {
            let p = deleb::first_throw_scores_deleb(stage, gar, night);
            let count = stage.billets();
            let rows = deleb::stage_rows(stage, gar, night)
                .into_iter()
                .rev()
                .map(|r| {
                    let name = deleb::outcome_key(count, r.counted).map(t).unwrap_or_default();
                    let does = r.steps.iter().map(|&s| t(step_key(stage, s))).collect::<Vec<_>>().join(" ");
                    view! {
                        <tr class=if r.steps.contains(&EntryStep::ScoreDeleb) { "scores" } else { "" }>
                            <td>{t_args("teach.q.whites", &[&r.counted, &count])}</td>
                            <td class="throw-name">{name}</td>
                            <td>{chance(r.chance)}</td>
                            <td>{does}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <div class="stage" data-testid=format!("stage-{}", k + 1) data-num=p.num() data-den=p.den()>
                    <h4>{t_args("teach.q.stage", &[&(k + 1), &count])}</h4>
                    <p class="answer">{t_args("teach.q.stage_answer", &[&chance(p)])}</p>
                    <div class="table-wrap">
                        <table class="odds-table">
                            <thead><tr>
                                <th scope="col">{t("teach.q.counted")}</th>
                                <th scope="col">{t("teach.odds.throw")}</th>
                                <th scope="col">{t("teach.odds.chance")}</th>
                                <th scope="col">{t("teach.q.does")}</th>
                            </tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                </div>
            }
        })
        .collect_view();
    let time = t(if night { "teach.lab.night" } else { "teach.lab.day" });
    view! {
        <h3>{t("teach.q.deleb")}</h3>
        <p class="help">{t_args("teach.q.deleb_help", &[&gar, &time])}</p>
        <div class="stages">{stages}</div>
        <p class="help">{t("teach.q.deleb_source")}</p>
    }
}

/// The hyena game: how many throws a mother waits to leave the village, and more tâbas.
fn hyena_questions() -> impl IntoView {
    let one = hyena::throws_for_tabas(1);
    let turns = hyena::turns_to_leave();
    let per_turn = hyena::leave_in_a_turn();
    let taba = hyena::throw_odds()[0];
    let rows =
        [(1u64, "teach.q.tabas_1"), (2, "teach.q.tabas_2"), (5, "teach.q.tabas_5"), (10, "teach.q.tabas_10")]
            .into_iter()
            .map(|(k, key)| {
                let r = hyena::throws_for_tabas(k);
                view! {
                    <tr>
                        <td>{k}</td>
                        <td>{t(key)}</td>
                        <td>{t_args("teach.q.ratio", &[&r, &decimal(r.hundredths())])}</td>
                    </tr>
                }
            })
            .collect_view();
    view! {
        <h3>{t("teach.q.hyena")}</h3>
        <p class="answer" data-testid="answer-leave" data-num=one.num data-den=one.den>
            {t_args("teach.q.hyena_answer", &[&taba, &one, &decimal(one.hundredths())])}
        </p>
        <p class="answer" data-testid="answer-turns">
            {t_args("teach.q.hyena_turns", &[&per_turn, &turns])}
        </p>
        <div class="table-wrap">
            <table class="odds-table">
                <thead><tr>
                    <th scope="col">{t("teach.q.tabas")}</th>
                    <th scope="col">{t("teach.q.for")}</th>
                    <th scope="col">{t("teach.q.expected")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        <p class="help">{t("teach.q.hyena_source")}</p>
    }
}

/// A tally's code, its link (copied with one button) and its QR code.
fn share_row(code: String, link: String) -> impl IntoView {
    let show_qr = RwSignal::new(false);
    let copied = RwSignal::new(false);
    let l2 = link.clone();
    let l3 = link.clone();
    view! {
        <div class="share-tally">
            <p class="tally-code">
                <span>{t("teach.lab.code")}</span> " "
                <code data-testid="own-code">{code}</code>
            </p>
            <div class="link-row">
                <input type="text" readonly data-testid="own-link" prop:value=link aria-label=t("teach.lab.link")/>
                <button type="button" class="button" data-testid="own-copy" on:click=move |_| {
                    if let Some(w) = web_sys::window() {
                        let _ = w.navigator().clipboard().write_text(&l2);
                        copied.set(true);
                    }
                }>
                    {move || t(if copied.get() { "teach.lab.copied" } else { "teach.lab.copy" })}
                </button>
                <button type="button" class="button quiet" data-testid="own-qr"
                    aria-pressed=move || show_qr.get().to_string() on:click=move |_| show_qr.update(|q| *q = !*q)>
                    {t("teach.lab.qr")}
                </button>
            </div>
            {move || show_qr.get().then(|| qr(&l3, t("teach.lab.qr.label"), None))}
        </div>
    }
}
