//! The teacher's kit: pages beside the games, together one chunk of the site (`#[lazy] kit`),
//! with its texts (catalog part `teach`, and the game's own part for its names and rules) and its
//! style sheet (`style/teach.css`) fetched when it is first opened.
//!
//! - `#/<game>/lab` (Dèleb, the hyena game): the throw lab (`lab`): throws counted against the
//!   exact odds, real throws tallied by hand, a class's tallies pooled from pupils' codes, and
//!   questions answered by the rules engine;
//! - `#/<game>/print`: the printable kit (`print`): a board at real size (A4 or A3), a rules
//!   leaflet and a game record sheet, laid out by print styles;
//! - `#/<game>/about`: the game's story (`about`): people and place, what the source says, the
//!   local words, what is known and what is reconstructed, the sources;
//! - `#/teach`: lessons for teachers (`lessons`), one per game, linking to the rest.
//!
//! Review mode's code rides in this chunk too (`ui::review`: its bar and `#/review`), with texts
//! and a style sheet of its own: a chunk of its own cost every reader's first module its loader.

mod about;
pub(crate) mod chart;
pub(crate) mod kit_view;
pub(crate) mod lab;
mod lessons;
pub(crate) mod print;
mod words;

use super::route::TeachPage;
use super::text::{app_base, fetch_text, lang, load_parts, t};
use crate::games::GameId;
use leptos::prelude::*;

/// A page of the kit: its code, texts and style sheet are fetched together the first time it
/// is opened; meanwhile the page says it is loading.
pub fn open(page: TeachPage) -> AnyView {
    let ready = RwSignal::new(false);
    let built = StoredValue::new_local(None::<AnyView>);
    // Review mode rides in the kit's chunk with texts of its own (`ui::review`, which puts its
    // style sheet in); its bar shows nothing while it loads.
    let review = matches!(page, TeachPage::Review | TeachPage::ReviewBar);
    let bar = page == TeachPage::ReviewBar;
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        // The sticks' drawing names its throws with the table's texts (`sticks.*`); review mode
        // has texts of its own.
        let mut parts = if review { vec!["review"] } else { vec!["teach", "table"] };
        if let Some(id) = page.game() {
            // The kit draws the game's board and names its throws: its play texts too.
            parts.extend([id.as_str(), id.play_part()]);
        }
        let texts = load_parts(untrack(lang), parts);
        let style = style();
        // The kit's code travels beside its texts and style sheet.
        __preload_kit().await;
        let view = if texts.await & style.await {
            kit(page).await
        } else {
            view! {
                <section class="notice" role="alert">
                    <h1>{t("site.offline")}</h1>
                    <p>{t("site.offline.text")}</p>
                </section>
            }
            .into_any()
        };
        built.set_value(Some(view));
        ready.set(true);
        super::offline::page_shown();
    });
    (move || match ready.get().then(|| built.try_update_value(Option::take).flatten()).flatten() {
        Some(view) => view,
        None if bar => ().into_any(),
        None => super::app::page_loading().into_any(),
    })
    .into_any()
}

/// The kit's pages: one chunk of the site for all of them. The splitter gives code used by several
/// chunks a module per set of users, so the games' code the kit uses too (rules, boards' geometry,
/// throws, the sticks' drawing, QR codes) leaves each game's own module. Measured with
/// `node scripts/size.mjs dist` (brotli): a chunk per kit page made home + a game page about
/// 25 KB larger (8 modules became about 40); one chunk for the kit, about 10 KB.
#[leptos::lazy]
fn kit(page: TeachPage) -> AnyView {
    match page {
        TeachPage::Lab(id, query) => lab::page(id, query),
        TeachPage::About(id) => about::page(id),
        TeachPage::Print(id, query) => print::page(id, query),
        TeachPage::Lessons => lessons::page(),
        TeachPage::Review => super::review::page::page(),
        TeachPage::ReviewBar => super::review::bar::begin(),
    }
}

/// The whole address for a fragment of this site (`#/…`), as it should be sent.
pub fn full_url(fragment: &str) -> String {
    let base = window().location().href().unwrap_or_default();
    format!("{}{fragment}", base.split('#').next().unwrap_or_default())
}

/// The links between a game's pages: the game itself, its throw lab, its story, its printable
/// kit, and the lessons. `current` is the page shown (`lab`, `about`, `print`).
pub fn kit_nav(id: GameId, current: &'static str) -> impl IntoView {
    let game = id.as_str();
    let mut links = vec![(format!("#/{game}"), t("teach.nav.play"), "play")];
    if id.has_sticks() {
        links.push((format!("#/{game}/lab"), t("teach.nav.lab"), "lab"));
    }
    links.push((format!("#/{game}/about"), t("teach.nav.about"), "about"));
    links.push((format!("#/{game}/print"), t("teach.nav.print"), "print"));
    links.push(("#/teach".to_string(), t("teach.nav.lessons"), "lessons"));
    view! {
        <nav class="kit-nav" aria-label=t("teach.nav.label")>
            <span class="kit-game">{t(&format!("{game}.name"))}</span>
            {links.into_iter().map(|(href, text, which)| {
                let here = which == current;
                view! {
                    <a class=if here { "button quiet here" } else { "button quiet" } href=href
                        aria-current=here.then_some("page") data-testid=format!("nav-{which}")>{text}</a>
                }
            }).collect_view()}
        </nav>
    }
}

/// The paragraphs of a text: one catalog entry whose lines are paragraphs.
pub fn paragraphs(key: &str) -> impl IntoView + use<> {
    t(key)
        .split('\n')
        .filter(|p| !p.trim().is_empty())
        .map(|p| view! { <p>{p.to_string()}</p> })
        .collect_view()
}

/// The lines of a catalog entry as list items.
pub fn items(key: &str) -> impl IntoView + use<> {
    t(key)
        .split('\n')
        .filter(|p| !p.trim().is_empty())
        .map(|p| view! { <li>{p.to_string()}</li> })
        .collect_view()
}

/// Puts the kit's style sheet in the page (once).
fn style() -> impl std::future::Future<Output = bool> {
    let present = document().get_element_by_id("style-teach").is_some();
    let css = (!present).then(|| fetch_text(&format!("{}style/teach.css", app_base())));
    async move {
        let Some(css) = css else { return true };
        let Some(css) = css.await else { return false };
        let Ok(style) = document().create_element("style") else { return false };
        style.set_id("style-teach");
        style.set_text_content(Some(&css));
        document().head().is_some_and(|h| h.append_child(&style).is_ok())
    }
}
