//! The home page: the four games, each with a small drawing of its board, its name, its people
//! and place, and one line on how it plays; and the games in progress on this device. Nothing of
//! any game's rules is needed here: the drawings are static pictures and the saved games are
//! listed from the summaries kept beside them.

use super::text::t;
use crate::games::GameId;
use leptos::prelude::*;

#[component]
pub fn Home() -> impl IntoView {
    super::offline::page_shown();
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
                <p><a class="button" href="#/teach" data-testid="teach-link">{t("home.teach")}</a></p>
            </section>
        </section>
    }
}

fn card(id: GameId) -> impl IntoView {
    let id = id.as_str();
    view! {
        <li class="game-card">
            <a href=format!("#/{id}") data-testid=format!("game-card-{id}")>
                <img class="thumb" src=format!("public/thumbs/{id}.svg") alt="" width="160" height="100"/>
                <h2>{t(&format!("{id}.name"))}</h2>
                <p class="people">{t(&format!("{id}.people"))}</p>
                <p class="line">{t(&format!("{id}.tagline"))}</p>
            </a>
        </li>
    }
}
