//! The new-game panel: the game's options (each beside the rule it changes) and who sits in each
//! seat. Built from the game's option list, so every game gets the same panel.

use super::super::games::GameView;
use super::super::text::{t, t_msg};
use super::Table;
use crate::model::{
    Game, Level, OptionKind, OptionSpec, Options, Player, SeatConfig, Session, fresh_seed, splitmix64,
};
use leptos::prelude::*;

pub fn panel<G: GameView>(
    table: Table<G>,
    on_start: impl Fn() + Copy + Send + Sync + 'static,
    on_cancel: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let mut proposed = Options::defaults(G::option_specs());
    G::proposed_options(&mut proposed);
    // Start from the options of the game in progress, if any.
    if let Some(o) = table.session.with_untracked(|s| s.as_ref().map(|s| s.options().clone())) {
        proposed = o;
    }
    let options = RwSignal::new(proposed);
    let seats: RwSignal<Vec<SeatConfig>> = RwSignal::new(
        table.session.with_untracked(|s| s.as_ref().map(|s| s.seats().to_vec())).unwrap_or_default(),
    );
    let setup = Memo::new(move |_| options.with(|o| G::new(o).map(|g| (g.seats(), g)).map_err(|e| e.why)));
    // Keep one seat row per seat of the game these options make; new seats default to the
    // computer, except the first, which is a person's.
    Effect::new(move |_| {
        if let Ok((n, _)) = setup.get() {
            seats.update(|v| {
                let len = v.len();
                v.resize_with(n, || {
                    if len == 0 { SeatConfig::human("") } else { SeatConfig::computer(Level::Beginner) }
                });
                if len == 0 {
                    for s in v.iter_mut().skip(1) {
                        *s = SeatConfig::computer(Level::Beginner);
                    }
                }
            });
        }
    });
    let has_game = move || table.session.with(|s| s.is_some());
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let seed = fresh_seed().unwrap_or_else(|| splitmix64(js_sys::Date::now() as u64));
        if let Ok(s) = Session::<G>::new(options.get_untracked(), seats.get_untracked(), seed) {
            table.start(s);
            on_start();
        }
    };
    view! {
        <form class="setup panel" data-testid="setup" on:submit=start>
            <h2>{move || t("setup.title")}</h2>
            <fieldset class="options">
                <legend>{move || t("setup.rules")}</legend>
                {G::option_specs().iter().map(|spec| option_control::<G>(*spec, options)).collect_view()}
            </fieldset>
            <fieldset class="seats">
                <legend>{move || t("setup.seats")}</legend>
                <For each=move || 0..seats.with(Vec::len) key=|i| *i let:i>
                    {seat_row::<G>(i, seats, setup)}
                </For>
            </fieldset>
            {move || setup.get().err().map(|why| view! { <p class="error" role="alert">{t_msg(&why)}</p> })}
            <div class="setup-actions">
                <button type="submit" class="button primary" data-testid="start" disabled=move || setup.with(|s| s.is_err())>
                    {move || t("setup.start")}
                </button>
                <Show when=has_game>
                    <button type="button" class="button quiet" on:click=move |_| on_cancel()>
                        {move || t("setup.cancel")}
                    </button>
                </Show>
            </div>
        </form>
    }
}

fn option_control<G: Game>(spec: OptionSpec, options: RwSignal<Options>) -> impl IntoView {
    let id = G::ID;
    let input_id = format!("opt-{}", spec.key);
    let label = format!("{id}.opt.{}", spec.key);
    let help = format!("{id}.opt.{}.help", spec.key);
    let has_help = crate::i18n::has(&help);
    let value = move || options.with(|o| o.get(spec.key));
    let set = move |v: String| {
        options.update(|o| {
            let _ = o.set(spec.key, &v);
        })
    };
    let control = match spec.kind {
        OptionKind::Choice(values) => view! {
            <select id=input_id.clone() data-testid=format!("opt-{}", spec.key)
                on:change=move |ev| set(event_target_value(&ev))>
                {values.iter().map(|v| {
                    let v = *v;
                    let label = format!("{id}.opt.{}.{v}", spec.key);
                    view! { <option value=v selected=move || value() == v>{move || t(&label)}</option> }
                }).collect_view()}
            </select>
        }.into_any(),
        OptionKind::Int { min, max, step } => view! {
            <input id=input_id.clone() type="number" inputmode="numeric" data-testid=format!("opt-{}", spec.key)
                min=min max=max step=step prop:value=value
                on:change=move |ev| set(event_target_value(&ev)) />
        }.into_any(),
    };
    let rule_note = (!spec.rule.is_empty()).then(|| {
        let cite = G::rules().iter().find(|r| r.id == spec.rule).map(|r| r.cite).unwrap_or("");
        let rule_title = format!("{id}.rule.{}", spec.rule);
        view! {
            <a class="rule-ref" href=format!("#rule-{}", spec.rule)>
                {move || t(&rule_title)} {(!cite.is_empty()).then(|| format!(" · {cite}"))}
            </a>
        }
    });
    view! {
        <div class="field">
            <label for=input_id>{move || t(&label)}</label>
            {control}
            {has_help.then(|| view! { <p class="help">{move || t(&help)}</p> })}
            {rule_note}
        </div>
    }
}

fn seat_row<G: GameView>(
    i: usize,
    seats: RwSignal<Vec<SeatConfig>>,
    setup: Memo<Result<(usize, G), crate::i18n::Msg>>,
) -> impl IntoView
where
    G::Move: Send + Sync,
{
    let seat_label = move || {
        setup.with(|s| match s {
            Ok((_, g)) => t_msg(&G::seat_name(g, i as u8)),
            Err(_) => String::new(),
        })
    };
    let player = move || seats.with(|v| v.get(i).map(|s| s.player).unwrap_or(Player::Human));
    let kind_value = move || match player() {
        Player::Human => "human".to_string(),
        Player::Computer(l) => l.as_str().to_string(),
    };
    let set_kind = move |v: String| {
        seats.update(|s| {
            if let Some(seat) = s.get_mut(i) {
                seat.player = Level::parse(&v).map(Player::Computer).unwrap_or(Player::Human);
            }
        })
    };
    let name_id = format!("seat-name-{i}");
    let kind_id = format!("seat-kind-{i}");
    view! {
        <div class="seat-row" data-testid=format!("seat-{i}")>
            <span class="seat-label">{seat_label}</span>
            <label class="visually-hidden" for=kind_id.clone()>{move || t("setup.player")}</label>
            <select id=kind_id data-testid=format!("seat-kind-{i}") on:change=move |ev| set_kind(event_target_value(&ev))>
                <option value="human" selected=move || kind_value() == "human">{move || t("setup.person")}</option>
                {Level::ALL.iter().map(|l| {
                    let v = l.as_str();
                    let label = format!("setup.computer.{v}");
                    view! { <option value=v selected=move || kind_value() == v>{move || t(&label)}</option> }
                }).collect_view()}
            </select>
            <Show when=move || player() == Player::Human>
                <label class="visually-hidden" for=name_id.clone()>{move || t("setup.name")}</label>
                <input id=name_id.clone() type="text" maxlength="40" autocomplete="off"
                    data-testid=format!("seat-name-{i}")
                    placeholder=move || t("setup.name")
                    prop:value=move || seats.with(|v| v.get(i).map(|s| s.name.clone()).unwrap_or_default())
                    on:input=move |ev| {
                        let name = event_target_value(&ev);
                        seats.update(|s| if let Some(seat) = s.get_mut(i) { seat.name = name.chars().take(40).collect() });
                    } />
            </Show>
        </div>
    }
}
