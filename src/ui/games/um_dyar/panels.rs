//! Around the drawing: the line under the board (why a click did nothing, the preview of a
//! sowing, the pass and skip buttons), the match panel (where the match stands, and ending it
//! after the game in progress), the source's words.

use super::scene::{Names, Scene};
use crate::games::um_dyar::{MoveEffect, UmDyar};
use crate::model::Session;
use crate::ui::table::{Table, Why, why_line};
use crate::ui::text::{marked, t, t_args, t_msg};
use leptos::prelude::*;

/// The line under the board: why a click did nothing, what the previewed sowing would do, the
/// pass when the player has no seeds, and "skip" while a move is being shown.
pub fn under(
    scene: Memo<Scene>,
    names: Memo<Names>,
    why: RwSignal<Option<Why>>,
    pass: impl Fn() + Copy + Send + Sync + 'static,
    skip: impl Fn() + Copy + Send + Sync + 'static,
) -> impl IntoView {
    view! {
        <div class="ud-under">
            {why_line::<UmDyar>("ud-why", why)}
            <p class="ud-preview" data-testid="preview" aria-live="polite">
                {move || scene.with(|s| s.preview.as_ref().map(|e| names.with(|n| preview_text(e, n))))}
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
fn preview_text(e: &MoveEffect, names: &Names) -> String {
    let land = t_args("um-dyar.preview.lands", &[&names.called[e.last.player as usize], &(e.last.index + 1)]);
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

/// Where the match stands, in words and numbers: the game being played and the games played,
/// each player's games won, open holes and seeds, who is closing in on winning it, the game
/// before; and the agreement to end it after the game in progress (`last`, shown for the live
/// game), or the line saying it was made.
pub fn match_panel(s: &UmDyar, names: &Names, last: Option<AnyView>) -> Option<impl IntoView + use<>> {
    let m = s.match_view()?;
    let who = |p: usize| names.called[p].clone();
    let n = s.holes_per_row();
    let standing = match (m.over, m.leader) {
        // Once the match is over, its result in seeds (who held more, or a draw).
        (true, Some(p)) => {
            let (p, other) = (p as usize, 1 - p as usize);
            t_args("um-dyar.match.over_won", &[&who(p), &m.seeds[p], &m.seeds[other]])
        }
        (true, None) => t_args("um-dyar.match.over_drawn", &[&m.seeds[0]]),
        (false, Some(p)) => {
            let other = 1 - p as usize;
            t_args("um-dyar.match.closing", &[&m.open_holes[other], &who(p as usize), &who(other)])
        }
        (false, None) => t("um-dyar.match.level"),
    };
    let carry = (m.carry > 0).then(|| format!(" · {}", t_args("um-dyar.match.carry", &[&m.carry])));
    let agreed = (m.last_agreed && !m.over).then(|| {
        view! { <p class="ud-last" data-testid="last-agreed" role="status">{t("um-dyar.match.stop.agreed")}</p> }
    });
    Some(view! {
        <section class="ud-match" data-testid="match">
            <h2>{t_msg(&m.heading())}</h2>
            <p data-testid="match-played">{t_args("um-dyar.match.played", &[&m.played])}</p>
            <table data-testid="standing">
                <thead><tr><th scope="col">{t("um-dyar.match.player")}</th><th scope="col">{t("um-dyar.match.won")}</th><th scope="col">{t("um-dyar.match.holes")}</th><th scope="col">{t("um-dyar.match.seeds")}</th></tr></thead>
                <tbody>
                    {(0..2).map(|p| view! {
                        <tr data-testid=format!("standing-{p}")>
                            <th scope="row">{names.place[p].clone()}</th>
                            <td>{m.wins[p]}</td>
                            <td data-testid=format!("holes-{p}")>{t_args("um-dyar.match.holes_of", &[&m.open_holes[p], &n])}</td>
                            <td data-testid=format!("seeds-{p}")>{m.seeds[p]}</td>
                        </tr>
                    }).collect_view()}
                </tbody>
            </table>
            <p class="ud-standing" data-testid="closing">{standing}{carry}</p>
            {m.last_game.map(|g| {
                let text = match g.winner {
                    Some(w) => t_args("um-dyar.match.last_won", &[&g.piles[w as usize], &g.number, &who(w as usize), &g.piles[1 - w as usize]]),
                    None => t_args("um-dyar.match.last_tie", &[&g.piles[0], &g.number]),
                };
                let why = g.why().map(|w| view! { <p class="help" data-testid="last-game-why">{t_msg(&w)}</p> });
                view! { <p class="help" data-testid="last-game">{text}</p> {why} }
            })}
            {agreed}
            {last}
        </section>
    })
}

/// The agreement to end the match after the game in progress (rule `match-stop`): a button,
/// then the other side's answer. A computer always agrees (the game in progress is still played
/// out, and the standing at its end decides, as our limit on games would); on one screen the
/// players say together that both agree. `None` where it cannot be made now: an earlier position
/// shown, a game by link (no link act carries it), a single game, the match over or the
/// agreement made.
pub fn last_game_control(table: Table<UmDyar>, asking: RwSignal<bool>) -> Option<AnyView> {
    let live = table.view_at.get().is_none() && table.explain.get().is_none();
    let local = table.link_game.with(Option::is_none);
    let can = table.session.with(|s| s.as_ref().is_some_and(Session::can_agree_last_game));
    if !(live && local && can) {
        return None;
    }
    let computer =
        table.session.with(|s| s.as_ref().is_some_and(|s| s.seats().iter().any(|c| c.is_computer())));
    let agree = move |_| {
        asking.set(false);
        let mut refused = None;
        table.session.update(|s| {
            if let Some(Err(e)) = s.as_mut().map(Session::agree_last_game) {
                refused = Some(e.why);
            }
        });
        table.notice.set(refused);
    };
    Some(if asking.get() {
        let ask = if computer { "um-dyar.match.stop.ask_computer" } else { "um-dyar.match.stop.ask" };
        view! {
            <div class="ud-stop" data-testid="stop-ask" role="group" aria-labelledby="ud-stop-ask">
                <p id="ud-stop-ask">{t(ask)}</p>
                <div class="setup-actions">
                    <button type="button" class="button primary" data-testid="stop-yes" on:click=agree>{t("um-dyar.match.stop.yes")}</button>
                    <button type="button" class="button" data-testid="stop-no" on:click=move |_| asking.set(false)>{t("um-dyar.match.stop.no")}</button>
                </div>
            </div>
        }
        .into_any()
    } else {
        view! {
            <div class="ud-stop">
                <button type="button" class="button quiet" data-testid="stop-match" on:click=move |_| asking.set(true)>{t("um-dyar.match.stop")}</button>
                <p class="help">{t("um-dyar.match.stop.help")}</p>
            </div>
        }
        .into_any()
    })
}
