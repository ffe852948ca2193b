//! The new-game panel: the game's options (each beside the rule it changes) and who sits in each
//! seat. Built from the game's option list, so every game gets the same panel.

use super::super::route::jump_to;
use super::super::text::{t, t_args, t_msg, t_opt};
use super::super::yield_now::after_a_task;
use super::AnyTable;
use super::front::AnyFront;
use super::view::Later;
use crate::i18n::Msg;
use crate::model::{
    Level, OptionKind, OptionSpec, Options, Player, Seat, SeatConfig, fresh_seed, splitmix64,
};
use leptos::prelude::*;

/// How a new game is to start, as the panel hands it to the page (`table::page`).
pub struct Start {
    pub options: Options,
    pub seats: Vec<SeatConfig>,
    pub seed: u64,
    /// Its throws are entered by hand (the players' own sticks).
    pub by_hand: bool,
    /// Played by link, with the seats this device plays.
    pub by_link: Option<Vec<Seat>>,
}

/// The panel for game `front`; `current` is the table's game in progress, if any; its seats are
/// built once `seated` (a task after the rest, as the page opens). `begin` starts the game
/// (fetching the table's code first if need be), `done` closes the panel.
pub fn panel(
    front: AnyFront,
    current: Option<AnyTable>,
    seated: ReadSignal<bool>,
    begin: impl Fn(Start) -> Later<Result<(), Msg>> + 'static,
    done: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    let id = front.game();
    // Start from the game in progress, if any, else from the proposed options.
    let in_progress = current.as_ref().and_then(|tv| tv.options());
    let options = RwSignal::new(in_progress.unwrap_or_else(|| front.proposed_options()));
    let seats: RwSignal<Vec<SeatConfig>> =
        RwSignal::new(current.as_ref().map(|tv| tv.seats()).unwrap_or_default());
    let names = {
        let front = front.clone();
        Memo::new(move |_| options.with(|o| front.try_options(o)))
    };
    // One seat row per seat these options make; a new table seats a person first and the
    // computer (beginner) in the other seats.
    Effect::new(move |_| {
        if let Ok(n) = names.get().map(|v| v.len()) {
            seats.update(|v| {
                let fresh = v.is_empty();
                v.resize_with(n, || SeatConfig::computer(Level::Beginner));
                if fresh && n > 0 {
                    v[0] = SeatConfig::human("");
                }
            });
        }
    });
    let seat_count = Memo::new(move |_| seats.with(Vec::len));
    // Playing by links: which seats this device plays (the others join from the link).
    let by_link = RwSignal::new(false);
    // Throws by the site, or by the players' own sticks (entered by hand).
    let by_hand = RwSignal::new(false);
    let has_throws = front.has_throws();
    let mine: RwSignal<Vec<u8>> = RwSignal::new(vec![0]);
    let has_game = current.as_ref().is_some_and(|tv| tv.has_game());
    // While the table's code is fetched (the first game on this page) or a game by link is
    // created, the start button waits; what went wrong is said under it.
    let starting = RwSignal::new(false);
    let problem = RwSignal::new(None::<Msg>);
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        if starting.get_untracked() {
            return;
        }
        let how = Start {
            options: options.get_untracked(),
            seats: seats.get_untracked(),
            seed: new_seed(),
            by_hand: by_hand.get_untracked(),
            by_link: by_link.get_untracked().then(|| mine.get_untracked()),
        };
        starting.set(true);
        problem.set(None);
        let later = begin(how);
        leptos::task::spawn_local_scoped_with_cancellation(async move {
            let result = later.await;
            starting.set(false);
            match result {
                Ok(()) => done(),
                Err(why) => problem.set(Some(why)),
            }
        });
    };
    let rules = front.rules();
    let primary = front.primary_options();
    let control = move |spec: &OptionSpec| {
        let cite = rules.iter().find(|r| r.id == spec.rule).map(|r| r.cite).unwrap_or("");
        option_control(id, *spec, cite, options)
    };
    // The options most tables choose stand first; the rest (each naming its rule and source) are
    // folded away, so the start button is in reach at once. Folded, they are built a task later:
    // with the panel, they made opening the page one long task (docs/performance.md, "The start
    // in tasks, and the code fetched after the first paint").
    let specs = front.option_specs();
    let controls = move |first: bool| {
        specs.iter().filter(|s| primary.contains(&s.key) == first).map(control).collect_view().into_any()
    };
    let main_count = specs.iter().filter(|s| primary.contains(&s.key)).count();
    let more_count = specs.len() - main_count;
    let unfolded = after_a_task();
    let more = move || unfolded.get().then(|| controls(false));
    view! {
        <form class="setup panel" data-testid="setup" on:submit=start>
            <h2>{t("setup.title")}</h2>
            {(main_count > 0).then(|| view! { <fieldset class="options main-options">{controls(true)}</fieldset> })}
            <fieldset class="seats">
                <legend>{t("setup.seats")}</legend>
                {where_field(by_link)}
                {has_throws.then(|| throws_field(by_hand))}
                {move || {
                    if !seated.get() {
                        return ().into_any();
                    }
                    let labels = names.get().unwrap_or_default();
                    let n = seat_count.get();
                    untrack(|| (0..n).map(|i| seat_row(i, labels.get(i).cloned().unwrap_or_default(), seats, by_link, mine)).collect_view().into_any())
                }}
            </fieldset>
            {move || names.get().err().map(|why| view! { <p class="error" role="alert">{t_msg(&why)}</p> }.into_any())}
            {move || problem.get().map(|why| view! { <p class="error" role="alert" data-testid="setup-problem">{t_msg(&why)}</p> })}
            {actions(starting, Signal::derive(move || names.with(Result::is_err)), has_game, done)}
            {(more_count > 0).then(|| view! {
                <details class="more-options" data-testid="more-options">
                    <summary>{t_args("setup.more_options", &[&more_count])}</summary>
                    <fieldset class="options"><legend class="visually-hidden">{t("setup.rules")}</legend>{more}</fieldset>
                </details>
            })}
        </form>
    }
}

/// A new game's seed: the browser's random numbers, else the clock's.
pub fn new_seed() -> u64 {
    fresh_seed().unwrap_or_else(|| splitmix64(js_sys::Date::now() as u64))
}

/// Where the players sit: all at this screen, or apart, each on his own device, by links.
fn where_field(by_link: RwSignal<bool>) -> impl IntoView {
    view! {
        <div class="field">
            <label for="setup-where">{t("setup.where")}</label>
            <select id="setup-where" data-testid="setup-where"
                on:change=move |ev| by_link.set(event_target_value(&ev) == "link")>
                <option value="here" selected=true>{t("setup.where.here")}</option>
                <option value="link">{t("setup.where.link")}</option>
            </select>
            {move || by_link.get().then(|| view! { <p class="help">{t("setup.where.link.help")}</p> }.into_any())}
        </div>
    }
}

/// Who throws (a game of sticks): the site, or the players' own sticks, entered by hand.
fn throws_field(by_hand: RwSignal<bool>) -> impl IntoView {
    view! {
        <div class="field">
            <label for="setup-throws">{t("setup.throws")}</label>
            <select id="setup-throws" data-testid="setup-throws"
                on:change=move |ev| by_hand.set(event_target_value(&ev) == "hand")>
                <option value="site" selected=true>{t("setup.throws.site")}</option>
                <option value="hand">{t("setup.throws.hand")}</option>
            </select>
            {move || by_hand.get().then(|| view! { <p class="help">{t("setup.throws.hand.help")}</p> })}
        </div>
    }
}

/// The start button (waiting while the table's code is fetched, closed while the options make
/// no game), and a way back to the game in progress.
fn actions(
    starting: RwSignal<bool>,
    no_game: Signal<bool>,
    has_game: bool,
    done: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class="setup-actions">
            <button type="submit" class="button primary" data-testid="start"
                disabled=move || starting.get() || no_game.get()>
                {move || if starting.get() { t("site.loading") } else { t("setup.start") }}
            </button>
            {has_game.then(|| view! {
                <button type="button" class="button quiet" on:click=move |_| done()>{t("setup.cancel")}</button>
            })}
        </div>
    }
}

fn option_control(
    id: &'static str,
    spec: OptionSpec,
    cite: &'static str,
    options: RwSignal<Options>,
) -> impl IntoView {
    let input_id = format!("opt-{}", spec.key);
    let help = format!("{id}.opt.{}.help", spec.key);
    let current = options.with_untracked(|o| o.get(spec.key));
    let set = move |v: String| {
        options.update(|o| {
            let _ = o.set(spec.key, &v);
        })
    };
    let control = match spec.kind {
        OptionKind::Choice(values) => view! {
            <select id=input_id.clone() data-testid=format!("opt-{}", spec.key)
                on:change=move |ev| set(event_target_value(&ev))>
                {values.iter().map(|v| view! {
                    <option value=*v selected=current == *v>{t(&format!("{id}.opt.{}.{v}", spec.key))}</option>
                }).collect_view()}
            </select>
        }.into_any(),
        OptionKind::Int { min, max, step } => view! {
            <input id=input_id.clone() type="number" inputmode="numeric" data-testid=format!("opt-{}", spec.key)
                min=min max=max step=step value=current
                on:change=move |ev| set(event_target_value(&ev)) />
        }.into_any(),
    };
    let rule_note = (!spec.rule.is_empty()).then(|| {
        view! {
            <a class="rule-ref" href=format!("#rule-{}", spec.rule)
                on:click=move |ev| jump_to(ev, &format!("rule-{}", spec.rule))>
                {t(&format!("{id}.rule.{}", spec.rule))}
                {(!cite.is_empty()).then(|| format!(" · {}", if cite == "ours" { t("rules.ours") } else { cite.to_string() }))}
            </a>
        }
    });
    view! {
        <div class="field">
            <label for=input_id>{t(&format!("{id}.opt.{}", spec.key))}</label>
            {control}
            {t_opt(&help).map(|help| view! { <p class="help">{help}</p> })}
            {rule_note}
        </div>
    }
}

fn seat_row(
    i: usize,
    label: String,
    seats: RwSignal<Vec<SeatConfig>>,
    by_link: RwSignal<bool>,
    mine: RwSignal<Vec<u8>>,
) -> impl IntoView {
    let seat = seats.with_untracked(|v| v.get(i).cloned()).unwrap_or_else(|| SeatConfig::human(""));
    let kind = match seat.player {
        Player::Human => "human",
        Player::Computer(l) => l.as_str(),
    };
    let set_kind = move |v: String| {
        seats.update(|s| {
            if let Some(seat) = s.get_mut(i) {
                seat.player = Level::parse(&v).map(Player::Computer).unwrap_or(Player::Human);
            }
        })
    };
    let (name_id, kind_id, mine_id) =
        (format!("seat-name-{i}"), format!("seat-kind-{i}"), format!("seat-mine-{i}"));
    let mine_for = mine_id.clone();
    let seat_no = i as u8;
    view! {
        <div class="seat-row" data-testid=format!("seat-{i}")>
            <span class="seat-label">{label}</span>
            <label class="visually-hidden" for=kind_id.clone()>{t("setup.player")}</label>
            <select id=kind_id data-testid=format!("seat-kind-{i}") on:change=move |ev| set_kind(event_target_value(&ev))>
                <option value="human" selected=kind == "human">{t("setup.person")}</option>
                {Level::ALL.iter().map(|l| view! {
                    <option value=l.as_str() selected=kind == l.as_str()>{t(&format!("setup.computer.{}", l.as_str()))}</option>
                }).collect_view()}
            </select>
            <label class="visually-hidden" for=name_id.clone()>{t("setup.name")}</label>
            <input id=name_id type="text" maxlength="40" autocomplete="off" data-testid=format!("seat-name-{i}")
                placeholder=t("setup.name") value=seat.name.clone()
                hidden=move || seats.with(|s| s.get(i).is_some_and(|s| s.player != Player::Human))
                on:change=move |ev| {
                    let name = event_target_value(&ev);
                    seats.update(|s| if let Some(seat) = s.get_mut(i) { seat.name = name.chars().take(40).collect() });
                } />
            <label class="check" for=mine_for hidden=move || !by_link.get()>
                <input type="checkbox" id=mine_id data-testid=format!("seat-mine-{i}")
                    prop:checked=move || mine.with(|m| m.contains(&seat_no))
                    on:change=move |_| mine.update(|m| if let Some(k) = m.iter().position(|&x| x == seat_no) { m.remove(k); } else { m.push(seat_no) })/>
                {t("setup.mine")}
            </label>
        </div>
    }
}
