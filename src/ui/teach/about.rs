//! A game's story (`#/<game>/about`): the people and the place, what the source says about who
//! played it and how, the local words, what is known and what is reconstructed (and by whom), the
//! sources in full with where to read them, and a text a teacher can read aloud.
//!
//! Every text is in the `teach` catalog (`teach.about.<game>.*`), written from the sources and
//! `docs/rules/<game>.md`; a section's paragraphs are separated by line breaks (`\n`). The rows of
//! "what is known", with where each comes from, and the number of sources are the game's entry in
//! the registry (`GameInfo::about`).

use super::super::text::t;
use super::words::glossary;
use super::{kit_nav, paragraphs};
use crate::games::GameId;
use leptos::prelude::*;

/// This page (in the kit's chunk, `teach::kit`).
pub fn page(id: GameId) -> AnyView {
    about(id).into_any()
}

fn about(id: GameId) -> impl IntoView {
    let g = id.as_str();
    let k = move |part: &str| format!("teach.about.{g}.{part}");
    let about = id.info().about;
    let rows = about
        .known
        .iter()
        .map(|&(suffix, status)| {
            let key = format!("teach.status.{}", status.name());
            view! {
                <tr data-status=t(&key)>
                    <td>{t(&k(&format!("k.{suffix}")))}</td>
                    <td><span class=format!("status {}", status.name())>{t(&key)}</span></td>
                </tr>
            }
        })
        .collect_view();
    let sources = (1..=about.sources)
        .map(|i| view! { <li class="source">{t(&k(&format!("src.{i}")))}</li> })
        .collect_view();
    view! {
        <article class="kit-page about" data-testid="about" data-game=g>
            {kit_nav(id, "about")}
            <header class="kit-head">
                <h1>{t(&k("title"))}</h1>
                <p class="lede">{t(&k("lede"))}</p>
            </header>
            <div class="about-body">
                <section class="panel">
                    <h2>{t("teach.about.place")}</h2>
                    {paragraphs(&k("place"))}
                </section>
                <section class="panel">
                    <h2>{t("teach.about.players")}</h2>
                    {paragraphs(&k("players"))}
                </section>
                <section class="panel">
                    <h2>{t("teach.about.words")}</h2>
                    <p class="help">{t(&k("words"))}</p>
                    {glossary(id)}
                </section>
                <section class="panel">
                    <h2>{t("teach.about.known")}</h2>
                    <p class="help">{t("teach.about.known.help")}</p>
                    <div class="table-wrap" tabindex="0" role="region" aria-label=t("teach.about.known")>
                        <table class="known-table" data-testid="known">
                            <thead><tr>
                                <th scope="col">{t("teach.about.what")}</th>
                                <th scope="col">{t("teach.about.status")}</th>
                            </tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                </section>
                <section class="panel">
                    <h2>{t("teach.about.sources")}</h2>
                    <ul class="sources" data-testid="sources">{sources}</ul>
                </section>
                <section class="panel read-aloud" data-testid="read-aloud">
                    <h2>{t("teach.about.aloud")}</h2>
                    <p class="help">{t("teach.about.aloud.help")}</p>
                    <blockquote>{paragraphs(&k("aloud"))}</blockquote>
                </section>
            </div>
        </article>
    }
}
