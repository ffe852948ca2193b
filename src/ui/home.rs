//! The home page: the four games, each with a small drawing of its board, its name, its people
//! and place, and one line on how it plays.

use super::games::GameView;
use super::text::t;
use crate::games::GameId;
use crate::with_game;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    view! {
        <section class="home" data-testid="home">
            <div class="intro">
                <h1>{t("home.title")}</h1>
                <p class="lede">{t("home.intro")}</p>
            </div>
            {super::saved::in_progress()}
            <ul class="game-cards" data-testid="game-cards">
                {GameId::ALL.iter().map(|&id| card(id)).collect_view()}
            </ul>
            <section class="about">
                <h2>{t("home.about")}</h2>
                <p>{t("home.about.text")}</p>
            </section>
        </section>
    }
}

fn card(id: GameId) -> AnyView {
    with_game!(id, G => card_for::<G>(id))
}

fn card_for<G: GameView>(id: GameId) -> AnyView
where
    G::Move: Send + Sync,
{
    let key = |k: &str| format!("{}.{k}", id.as_str());
    let (name, people, line) = (key("name"), key("people"), key("tagline"));
    view! {
        <li class="game-card">
            <a href=format!("#/{}", id.as_str()) data-testid=format!("game-card-{}", id.as_str())>
                <div class="thumb" aria-hidden="true">{G::thumbnail()}</div>
                <h2>{t(&name)}</h2>
                <p class="people">{t(&people)}</p>
                <p class="line">{t(&line)}</p>
            </a>
        </li>
    }
    .into_any()
}

/// The page of one game.
pub fn game_page(id: GameId, query: String) -> AnyView {
    with_game!(id, G => super::table::game_page::<G>(query))
}
