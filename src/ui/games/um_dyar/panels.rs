//! Around the drawing: the line under the board (why a click did nothing, the preview of a
//! sowing, the pass and skip buttons), the match panel, the source's words.

use super::scene::Scene;
use crate::games::um_dyar::{MoveEffect, UmDyar, seat_key};
use crate::ui::table::{Why, why_line};
use crate::ui::text::{marked, t, t_args, t_msg};
use leptos::prelude::*;

/// The line under the board: why a click did nothing, what the previewed sowing would do, the
/// pass when the player has no seeds, and "skip" while a move is being shown.
pub fn under(
    scene: Memo<Scene>,
    why: RwSignal<Option<Why>>,
    pass: impl Fn() + Copy + Send + Sync + 'static,
    skip: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class="ud-under">
            {why_line::<UmDyar>("ud-why", why)}
            <p class="ud-preview" data-testid="preview" aria-live="polite">
                {move || scene.with(|s| s.preview.as_ref().map(preview_text))}
            </p>
            {move || scene.with(Scene::can_pass).then(|| view! {
                <button type="button" class="button primary" data-testid="pass"
                    on:click=move |_| pass()>{t("um-dyar.board.pass")}</button>
            }.into_any())}
            {move || scene.with(Scene::playing).then(|| view! {
                <button type="button" class="button quiet" data-testid="skip"
                    on:click=move |_| skip()>{t("um-dyar.board.skip")}</button>
            }.into_any())}
        </div>
    }
}

/// Where the last seed would land and what it would take.
fn preview_text(e: &MoveEffect) -> String {
    let land = t_args("um-dyar.preview.lands", &[&t(seat_key(e.last.player)), &(e.last.index + 1)]);
    let sown = t_args("um-dyar.preview.sown", &[&e.sown.len()]);
    if e.captures.is_empty() {
        format!("{land} {sown} {}", t("um-dyar.preview.no_capture"))
    } else {
        let captured = t_args("um-dyar.preview.captures", &[&e.captured()]);
        format!("{land} {sown} {captured} {}", t_args("um-dyar.preview.from_holes", &[&e.captures.len()]))
    }
}

/// The source's own words for the board, marked as Hassaniya.
pub fn words() -> impl IntoView {
    view! { <p class="ud-words help" data-testid="words">{marked("um-dyar", t("um-dyar.board.words"))}</p> }
}

/// The match's score: games won, open and closed holes, who leads, the game before.
pub fn match_panel(s: &UmDyar) -> Option<impl IntoView + use<>> {
    let m = s.match_view()?;
    let who = |p: usize| t(seat_key(p as u8));
    let leader = m
        .leader
        .map_or_else(|| t("um-dyar.match.level"), |p| t_args("um-dyar.match.leads", &[&who(p as usize)]));
    Some(view! {
        <section class="ud-match" data-testid="match">
            <h2>{t_msg(&m.heading())}</h2>
            <table>
                <thead><tr><th scope="col">{t("um-dyar.match.player")}</th><th>{t("um-dyar.match.won")}</th><th>{t("um-dyar.match.open")}</th><th>{t("um-dyar.match.closed")}</th></tr></thead>
                <tbody>
                    {(0..2).map(|p| view! {
                        <tr><th scope="row">{who(p)}</th><td>{m.wins[p]}</td><td>{m.open_holes[p]}</td><td>{m.closed_holes[p]}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p>{leader}{(m.carry > 0).then(|| format!(" · {}", t_args("um-dyar.match.carry", &[&m.carry])))}</p>
            {m.last_game.map(|g| {
                let text = match g.winner {
                    Some(w) => t_args("um-dyar.match.last_won", &[&g.number, &who(w as usize), &g.piles[w as usize], &g.piles[1 - w as usize]]),
                    None => t_args("um-dyar.match.last_tie", &[&g.number, &g.piles[0]]),
                };
                let why = g.why().map(|w| view! { <p class="help" data-testid="last-game-why">{t_msg(&w)}</p> });
                view! { <p class="help" data-testid="last-game">{text}</p> {why} }
            })}
        </section>
    })
}
