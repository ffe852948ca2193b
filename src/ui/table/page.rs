//! A game's page: its heading, the new-game panel, the board with the panels around it, and the
//! rules. A game arrives from the address (`?g=…`: a saved game, a lesson link, a correspondence
//! link) or from the new-game panel.

use super::super::games::GameView;
use super::super::route::jump_to;
use super::super::text::{t, t_msg};
use super::{Table, Tv, computer, corr, keep, log, replay, rules, setup, share, status};
use leptos::prelude::*;
use std::sync::Arc;

pub fn game_page<G: GameView>(query: String) -> AnyView
where
    G::Move: Send + Sync,
{
    let table = Table::<G>::new();
    let problem = keep::open(table, &query);
    keep::keep(table);
    computer::drive(table);
    let board: Arc<dyn Fn() -> AnyView + Send + Sync> = Arc::new(move || G::board(table));
    frame(Arc::new(table), board, problem)
}

/// Everything on a game page but the board, compiled once for all games.
fn frame(
    tv: Tv,
    board: Arc<dyn Fn() -> AnyView + Send + Sync>,
    problem: Option<crate::i18n::Msg>,
) -> AnyView {
    let id = tv.game();
    let setting_up = RwSignal::new(!tv.has_game());
    let link_problem = RwSignal::new(problem);
    // A memo, so the play area is built once when a game arrives, not again at every move.
    let has_game = {
        let tv = tv.clone();
        Memo::new(move |_| tv.has_game())
    };
    let play = {
        let tv = tv.clone();
        move || {
            untrack(|| {
                view! {
                    <div class="play-area">
                        <div class="board-column">
                            {status::turn_bar(tv.clone())}
                            <div class="board-frame" data-testid="board">{board()}</div>
                            {status::notice(tv.clone())}
                        </div>
                        <aside class="side-column">
                            {corr::panel(tv.clone())}
                            {status::seats(tv.clone())}
                            {status::controls(tv.clone())}
                            {replay::controls(tv.clone())}
                            {log::move_list(tv.clone())}
                            {share::panel(tv.clone())}
                        </aside>
                    </div>
                }
                .into_any()
            })
        }
    };
    let setup_panel = {
        let tv = tv.clone();
        move || untrack(|| setup::panel(tv.clone(), move || setting_up.set(false)).into_any())
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
            }.into_any())}
            {move || setting_up.get().then(&setup_panel)}
            {move || has_game.get().then(&play)}
            {rules::panel(tv)}
        </section>
    }
    .into_any()
}
