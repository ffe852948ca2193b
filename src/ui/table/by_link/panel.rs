//! Playing by link (correspondence): inviting the other players, joining, starting, answering a
//! draw offer, and after each turn the link to send on. The scheme that keeps throws fair is in
//! `link` and `docs/links.md`; this panel only says what to do next. It is drawn only from a
//! game's `by_link` chunk (`ByLink::panel`), so a game on one screen never downloads it.

use super::super::AnyTable;
use super::super::share::{full_url, link_row};
use crate::games::GameId;
use crate::model::Seat;
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// Where a correspondence game stands, from this browser's point of view.
#[derive(Clone, PartialEq, Debug)]
pub struct ByLinkView {
    /// This browser plays in the game.
    pub member: bool,
    /// This browser created the game (it starts it).
    pub creator: bool,
    pub phase: Phase,
    /// Seats nobody has taken yet.
    pub free: Vec<Seat>,
    /// The link to send (the whole game so far).
    pub link: String,
    /// A draw offered and not yet answered by everyone: the seats of the one who offered.
    pub offered_by: Option<Vec<Seat>>,
}

#[derive(Clone, PartialEq, Debug)]
pub enum Phase {
    Joining,
    ReadyToStart,
    /// This browser is to act.
    MyTurn,
    /// This browser is to accept or decline a draw offer.
    Answer,
    /// Another browser is to act: the seats it plays.
    Waiting(Vec<Seat>),
    Over,
}

/// The panel for a game by link as it stands (`cv`); drawn again whenever the game changes.
pub fn panel(tv: AnyTable, cv: ByLinkView) -> AnyView {
    let tv_game = tv.game();
    let link = cv.link.clone();
    let send = move |label: String| {
        let link = link.clone();
        link_row("corr-link", label, move || full_url(&link)).into_any()
    };
    let offered = cv.offered_by.as_ref().map(|seats| {
        let who: Vec<String> = seats.iter().map(|&s| tv.seat_title(s)).collect();
        who.join(", ")
    });
    let body = match (&cv.phase, cv.member) {
        (Phase::Joining, false) => join_form(tv.clone(), &cv).into_any(),
        (Phase::Joining, true) => view! {
            <p>{t("corr.invite")}</p>
            {send(t("corr.invite.link"))}
        }
        .into_any(),
        (Phase::ReadyToStart, true) if cv.creator => {
            let tv = tv.clone();
            view! {
                <p>{t("corr.all_joined")}</p>
                <button type="button" class="button primary" data-testid="corr-start"
                    on:click=move |_| tv.begin_by_link()>{t("corr.start")}</button>
            }
            .into_any()
        }
        (Phase::ReadyToStart, _) => view! {
            <p>{t("corr.wait_start")}</p>
            {send(t("corr.send"))}
        }
        .into_any(),
        (Phase::MyTurn, _) => view! { <p data-testid="corr-my-turn">{t("corr.your_turn")}</p> }.into_any(),
        (Phase::Answer, _) => {
            let (yes, no) = (tv.clone(), tv.clone());
            view! {
                <p data-testid="corr-answer">{t_args("ending.corr.answer", &[&offered.clone().unwrap_or_default()])}</p>
                <div class="setup-actions">
                    <button type="button" class="button primary" data-testid="draw-accept"
                        on:click=move |_| yes.answer_draw(true)>{t("ending.accept")}</button>
                    <button type="button" class="button" data-testid="draw-decline"
                        on:click=move |_| no.answer_draw(false)>{t("ending.decline")}</button>
                </div>
            }
            .into_any()
        }
        (Phase::Waiting(seats), member) => {
            let who: Vec<String> = seats.iter().map(|&s| tv.seat_title(s)).collect();
            let line = match (member, &offered) {
                (true, Some(_)) => "ending.corr.wait_answer",
                (true, None) => "corr.send_to",
                (false, _) => "corr.watching",
            };
            view! {
                <p data-testid="corr-waiting">{t_args(line, &[&who.join(", ")])}</p>
                {send(t("corr.send"))}
            }
            .into_any()
        }
        (Phase::Over, _) => view! {
            <p>{t("corr.over")}</p>
            {send(t("corr.send"))}
        }
        .into_any(),
    };
    view! {
        <section class="panel corr" data-testid="corr">
            <h2>{t("corr.title")}</h2>
            {body}
            // How throws stay fair, for a game thrown with sticks.
            {GameId::parse(tv_game).is_some_and(GameId::has_sticks).then(|| view! { <p class="help" data-testid="corr-fair">{t("corr.fair")}</p> })}
        </section>
    }
    .into_any()
}

/// Taking free seats in a game one was invited to.
fn join_form(tv: AnyTable, cv: &ByLinkView) -> impl IntoView {
    let chosen: RwSignal<Vec<Seat>> = RwSignal::new(cv.free.first().copied().into_iter().collect());
    let name = RwSignal::new(String::new());
    let seats = cv
        .free
        .iter()
        .map(|&s| {
            let (id, for_id) = (format!("join-seat-{s}"), format!("join-seat-{s}"));
            view! {
                <label class="check" for=for_id>
                    <input type="checkbox" id=id data-testid=format!("join-seat-{s}")
                        prop:checked=move || chosen.with(|c| c.contains(&s))
                        on:change=move |_| chosen.update(|c| if let Some(i) = c.iter().position(|&x| x == s) { c.remove(i); } else { c.push(s) })/>
                    {tv.seat_title(s)}
                </label>
            }
        })
        .collect_view();
    let join = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        tv.join_by_link(chosen.get_untracked(), name.get_untracked());
    };
    view! {
        <form class="join" on:submit=join>
            <p>{t("corr.join.intro")}</p>
            <fieldset><legend>{t("corr.join.seats")}</legend>{seats}</fieldset>
            <label for="join-name">{t("setup.name")}</label>
            <input id="join-name" type="text" maxlength="40" data-testid="join-name"
                on:change=move |ev| name.set(event_target_value(&ev))/>
            <button type="submit" class="button primary" data-testid="join">{t("corr.join")}</button>
        </form>
    }
}
