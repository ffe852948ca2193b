//! A game's page: its heading, the new-game panel, the board with the panels around it, and the
//! rules. A game arrives from the address (`?g=…`: a saved game, a lesson link, a correspondence
//! link) or from the new-game panel.

use super::super::route::jump_to;
use super::super::text::{t, t_msg};
use super::GameView;
use super::keep::Opening;
use super::{
    ByLinkJob, Table, Tv, coach, computer, endings, explain, keep, log, replay, rules, setup, status,
};
use crate::i18n::Msg;
use leptos::prelude::*;
use std::sync::Arc;

pub fn game_page<G: GameView>(query: String) -> AnyView
where
    G::Move: Send + Sync,
{
    let table = Table::<G>::new();
    let problem = RwSignal::new(None);
    let waiting = RwSignal::new(false);
    match keep::open(table, &query) {
        Opening::Here(p) => problem.set(p),
        Opening::ByLink => {
            // A game by link: its code comes first, then the game.
            waiting.set(true);
            leptos::task::spawn_local_scoped_with_cancellation(async move {
                let p = G::by_link(table, ByLinkJob::Open(query)).await;
                problem.set(p);
                waiting.set(false);
            });
        }
    }
    keep::keep(table);
    computer::drive(table);
    let board: Arc<dyn Fn() -> AnyView + Send + Sync> = Arc::new(move || G::board(table));
    let coach: Arc<dyn Fn() -> AnyView + Send + Sync> = Arc::new(move || coach::panel(table).into_any());
    frame(Arc::new(table), board, coach, problem, waiting)
}

/// Everything on a game page but the board, compiled once for all games.
fn frame(
    tv: Tv,
    board: Arc<dyn Fn() -> AnyView + Send + Sync>,
    coach: Arc<dyn Fn() -> AnyView + Send + Sync>,
    link_problem: RwSignal<Option<Msg>>,
    waiting: RwSignal<bool>,
) -> AnyView {
    let id = tv.game();
    let setting_up = RwSignal::new(!tv.has_game() && !waiting.get_untracked());
    // A link that opened a game by link shows it once it has arrived.
    Effect::new({
        let tv = tv.clone();
        move |_| {
            if !waiting.get() && !tv.has_game() {
                setting_up.set(true);
            }
        }
    });
    // A memo, so the play area is built once when a game arrives, not again at every move.
    let has_game = {
        let tv = tv.clone();
        Memo::new(move |_| tv.has_game())
    };
    let play = {
        let tv = tv.clone();
        move || {
            untrack(|| {
                let corr = tv.clone();
                view! {
                    <div class="play-area">
                        <div class="board-column">
                            {status::turn_bar(tv.clone())}
                            {status::hand_throws(tv.clone())}
                            <div class="board-frame" data-testid="board">{board()}</div>
                            {status::notice(tv.clone())}
                        </div>
                        <aside class="side-column">
                            // "Why?" on a move: beside the board that shows its steps (under it on a phone).
                            {explain::panel(tv.clone())}
                            {move || corr.corr_panel(corr.clone())}
                            {status::seats(tv.clone())}
                            {status::controls(tv.clone())}
                            {coach()}
                            {endings::panel(tv.clone())}
                            {replay::controls(tv.clone())}
                            {log::move_list(tv.clone())}
                            {share(tv.clone())}
                        </aside>
                    </div>
                }
                .into_any()
            })
        }
    };
    let setup_panel = {
        let tv = tv.clone();
        move || {
            untrack(|| {
                setup::panel(tv.clone(), move || {
                    setting_up.set(false);
                    turn_bar_to_top();
                })
                .into_any()
            })
        }
    };
    view! {
        <section class="game-page" data-game=id data-testid="game-page">
            <header class="game-head">
                <div>
                    <h1>{t(&format!("{id}.name"))}</h1>
                    <p class="people">{t(&format!("{id}.people"))}</p>
                </div>
                <nav class="head-actions" aria-label=t("table.actions")>
                    <button type="button" class="button" data-testid="new-game"
                        on:click=move |_| setting_up.set(true) disabled=move || setting_up.get()>
                        {t("table.new_game")}
                    </button>
                    <a class="button quiet" href="#rules" data-testid="rules-link"
                        on:click=|ev| jump_to(ev, "rules")>{t("table.rules")}</a>
                    // The teacher's kit: the throw lab (games of sticks), the story, the prints.
                    {crate::games::GameId::parse(id).is_some_and(super::super::route::has_sticks).then(|| view! {
                        <a class="button quiet" href=format!("#/{id}/lab") data-testid="lab-link">{t("table.kit.lab")}</a>
                    })}
                    <a class="button quiet" href=format!("#/{id}/about") data-testid="about-link">{t("table.kit.about")}</a>
                    <a class="button quiet" href=format!("#/{id}/print") data-testid="print-link">{t("table.kit.print")}</a>
                </nav>
            </header>
            {move || link_problem.get().map(|m| view! {
                <div class="link-problem" role="alert" data-testid="link-problem">
                    <p><strong>{t("keep.link_problem")}</strong> " " {t_msg(&m)}</p>
                    <p class="help">{t("keep.link_problem.help")}</p>
                    <div class="setup-actions">
                        <button type="button" class="button" on:click=move |_| link_problem.set(None)>{t("table.dismiss")}</button>
                        <a class="button quiet" href="#/">{t("site.back_home")}</a>
                    </div>
                </div>
            })}
            {move || waiting.get().then(|| view! { <p class="loading" role="status">{t("site.loading")}</p> })}
            {move || setting_up.get().then(&setup_panel)}
            {move || has_game.get().then(&play)}
            {rules::panel(tv)}
        </section>
    }
    .into_any()
}

/// Brings the turn bar to the top of the screen once the board is drawn, so the board, the turn
/// and the last throw are in view together (after starting a game, by mouse or keyboard).
fn turn_bar_to_top() {
    request_animation_frame(|| {
        if let Ok(Some(bar)) = document().query_selector(".turn-bar") {
            bar.scroll_into_view();
        }
    });
}

/// Sharing and keeping the game: folded until asked for, then its code is fetched (a chunk of the
/// game's own) and the links, QR codes and game record appear.
fn share(tv: Tv) -> impl IntoView {
    let shown = RwSignal::new(false);
    let panel: StoredValue<Option<AnyView>, LocalStorage> = StoredValue::new_local(None);
    let ready = RwSignal::new(false);
    let open = move |_| {
        if shown.get_untracked() {
            shown.set(false);
            return;
        }
        shown.set(true);
        if !ready.get_untracked() {
            let later = tv.share_panel();
            leptos::task::spawn_local_scoped_with_cancellation(async move {
                panel.set_value(Some(later.await));
                ready.set(true);
            });
        }
    };
    view! {
        <section class="panel share-panel">
            <h2>
                <button type="button" class="fold" data-testid="share-open"
                    aria-expanded=move || shown.get().to_string() on:click=open>
                    {t("share.title")}
                </button>
            </h2>
            // Built once, kept while folded.
            <div hidden=move || !shown.get()>
                {move || {
                    if ready.get() {
                        panel.try_update_value(Option::take).flatten()
                    } else {
                        shown.get().then(|| view! { <p class="loading" role="status">{t("site.loading")}</p> }.into_any())
                    }
                }}
            </div>
        </section>
    }
}
