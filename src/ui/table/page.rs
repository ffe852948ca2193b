//! A game's page: its heading, the new-game panel, the board with the panels around it, and the
//! rules.

use super::super::games::GameView;
use super::super::text::t;
use super::{Table, Tv, computer, log, rules, setup, status};
use leptos::prelude::*;
use std::sync::Arc;

pub fn game_page<G: GameView>(query: String) -> AnyView
where
    G::Move: Send + Sync,
{
    let table = Table::<G>::new();
    let _ = query; // Game links arrive here (see the links module).
    computer::drive(table);
    let board = move || G::board(table);
    frame(Arc::new(table), board.into_any_fn())
}

/// Lets the page take the typed board as a plain function.
trait IntoAnyFn {
    fn into_any_fn(self) -> Arc<dyn Fn() -> AnyView + Send + Sync>;
}
impl<F: Fn() -> AnyView + Send + Sync + 'static> IntoAnyFn for F {
    fn into_any_fn(self) -> Arc<dyn Fn() -> AnyView + Send + Sync> {
        Arc::new(self)
    }
}

/// Everything on a game page but the board, compiled once for all games.
fn frame(tv: Tv, board: Arc<dyn Fn() -> AnyView + Send + Sync>) -> AnyView {
    let id = tv.game();
    let setting_up = RwSignal::new(true);
    let has_game = {
        let tv = tv.clone();
        move || tv.has_game()
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
                            {status::seats(tv.clone())}
                            {status::controls(tv.clone())}
                            {log::move_list(tv.clone())}
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
                    <a class="button quiet" href="#rules" data-testid="rules-link">{t("table.rules")}</a>
                </nav>
            </header>
            {move || setting_up.get().then(&setup_panel)}
            {move || has_game().then(&play)}
            {rules::panel(tv)}
        </section>
    }
    .into_any()
}
