//! A game's page: its heading, the new-game panel, the board with the panels around it, and the
//! rules.

use super::super::games::GameView;
use super::super::text::t;
use super::{Table, computer, log, rules, setup, status};
use leptos::prelude::*;

pub fn game_page<G: GameView>(query: String) -> AnyView
where
    G::Move: Send + Sync,
{
    let table = Table::<G>::new();
    let _ = query; // Game links arrive here (see the links module).
    let setting_up = RwSignal::new(true);
    computer::drive(table);
    let id = G::ID;
    let key = move |k: &str| format!("{id}.{k}");
    let has_game = move || table.session.with(|s| s.is_some());
    view! {
        <section class="game-page" data-game=id data-testid="game-page">
            <header class="game-head">
                <div>
                    <h1>{move || t(&key("name"))}</h1>
                    <p class="people">{move || t(&key("people"))}</p>
                </div>
                <nav class="head-actions" aria-label=move || t("table.actions")>
                    <button
                        type="button"
                        class="button"
                        data-testid="new-game"
                        on:click=move |_| setting_up.set(true)
                        disabled=move || setting_up.get()
                    >
                        {move || t("table.new_game")}
                    </button>
                    <a class="button quiet" href="#rules" data-testid="rules-link">{move || t("table.rules")}</a>
                </nav>
            </header>
            <Show when=move || setting_up.get()>
                {setup::panel(table, move || setting_up.set(false), move || setting_up.set(false))}
            </Show>
            <Show when=has_game>
                <div class="play-area">
                    <div class="board-column">
                        {status::turn_bar(table)}
                        <div class="board-frame" data-testid="board">{G::board(table)}</div>
                        {status::notice(table)}
                    </div>
                    <aside class="side-column">
                        {status::seats(table)}
                        {status::controls(table)}
                        {log::move_list(table)}
                    </aside>
                </div>
            </Show>
            {rules::panel(table)}
        </section>
    }
    .into_any()
}
