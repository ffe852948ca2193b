//! The site's page: the one the address chooses, in the frame index.html has written (`frame`).

use super::home::Home;
use super::route::{Route, TeachPage, use_route};
use super::text::{Language, app_base, fetch_text, lang, load_parts, load_quotes, t, t_args};
use crate::games::GameId;
use crate::i18n::{Lang, Msg};
use leptos::prelude::*;

#[component]
pub fn App(lang: Lang) -> impl IntoView {
    let lang = RwSignal::new(lang);
    provide_context(Language(lang));
    // The page has its own drawing now: the HTML's home page and loading line go (index.html);
    // its frame stays.
    for written in super::frame::elements("[data-boot]") {
        written.remove();
    }
    super::frame::keep(lang.get_untracked());
    Effect::new(move |_| {
        // Keep <html lang dir> true to the language (Arabic will turn the page right to left).
        let l = lang.get();
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", l.tag());
            let _ = html.set_attribute("dir", if l.rtl() { "rtl" } else { "ltr" });
        }
    });
    let route = use_route();
    // The page's title (the tab's, the bookmark's, the history's): the page's, in the language;
    // the description search engines and link previews read, in the language too.
    Effect::new(move |_| {
        route.with(|r| document().set_title(&page_title(r)));
        if let Ok(Some(meta)) = document().query_selector("meta[name=description]") {
            let _ = meta.set_attribute("content", &t("site.description"));
        }
    });
    // Drawn in the page's <main> (`ui::start`).
    view! {
        {super::offline::update_banner()}
        {super::language::unsaved_note()}
        {super::review::bar()}
        // Only the address decides which page is built: what a page reads while it is being
        // built must not rebuild it.
        {move || {
            let route = route.get();
            // A new page starts at its top.
            window().scroll_to_with_x_and_y(0.0, 0.0);
            // A lesson link may name the teacher's language: the class reads it.
            if let Route::Game(_, query) = &route
                && let Some(l) = super::language::query_language(&format!("?{query}"))
            {
                untrack(|| super::language::switch_language(l));
            }
            untrack(|| match route {
                Route::Home => view! { <Home/> }.into_any(),
                Route::Game(id, query) => game_page(id, query),
                Route::Teach(page) => super::teach::open(page),
                Route::Unknown(name) => not_found(&name),
            })
        }}
    }
}

/// The title of the page `route` opens, in the reader's language: the site's for its home page,
/// else the page's name with the site's.
fn page_title(route: &Route) -> String {
    let game = |id: &GameId| t(&format!("{}.name", id.as_str()));
    match route {
        Route::Game(id, _) => t_args("site.title.page", &[&game(id)]),
        Route::Teach(TeachPage::Lessons) => t("site.title.lessons"),
        Route::Teach(TeachPage::Lab(id, _) | TeachPage::About(id) | TeachPage::Print(id, _)) => {
            t_args("site.title.kit", &[&game(id)])
        }
        Route::Home | Route::Teach(TeachPage::Review | TeachPage::ReviewBar) | Route::Unknown(_) => {
            t("site.title")
        }
    }
}

/// A game's page: its texts, its sources' words and its style sheet are fetched together the first
/// time it is opened (meanwhile the page says it is loading); its table's code when a game starts
/// on it or the address names one (`table::game_page`).
fn game_page(id: GameId, query: String) -> AnyView {
    let ready = RwSignal::new(false);
    let page = StoredValue::new_local(None::<AnyView>);
    // Built in a task owned by this page: leaving the page before it arrives drops it.
    leptos::task::spawn_local_scoped_with_cancellation(async move {
        let texts = load_parts(untrack(lang), vec!["table", id.as_str()]);
        let quotes = load_quotes(id.as_str());
        let style = game_style(id);
        // The page reads its texts as it is built: build it once they are in, in a task of its
        // own (see `ui::start`).
        let view = if texts.await & quotes.await & style.await {
            super::yield_now::a_task().await;
            super::table::game_page(super::games::front(id), query, move || Box::pin(table(id)))
        } else {
            offline_notice().into_any()
        };
        page.set_value(Some(view));
        ready.set(true);
    });
    (move || match ready.get().then(|| page.try_update_value(Option::take).flatten()).flatten() {
        Some(view) => view,
        None => page_loading().into_any(),
    })
    .into_any()
}

/// What a page shows while it is being fetched or built: its loading line, holding the footer
/// below the screen.
pub fn page_loading() -> impl IntoView {
    view! { <p class="loading page-loading" data-testid="loading" role="status">{t("site.loading")}</p> }
}

/// What builds game `id`'s table, fetched with the texts it shows that its page does not (links,
/// records, sharing, replaying, the coach, the turn bar and "Why?": the `links` part; the game's
/// own, `<id>-play`), or why they could not be had.
async fn table(id: GameId) -> Result<super::table::MakeTable, Msg> {
    let texts = load_parts(untrack(lang), vec!["links", id.play_part()]);
    let make = super::games::table(id).await;
    // Awaited even when the code could not be had: a request left unawaited that fails (offline)
    // is an uncaught error in the page.
    let texts = texts.await;
    make.and_then(|make| if texts { Ok(make) } else { Err(Msg::new("table.not_fetched")) })
}

/// Puts the game's style sheet in the page (once): fetched beside its code, so the site's first
/// download carries no game's styles.
fn game_style(id: GameId) -> impl std::future::Future<Output = bool> {
    let element_id = format!("style-{}", id.as_str());
    let present = document().get_element_by_id(&element_id).is_some();
    let css = (!present).then(|| fetch_text(&format!("{}style/{}.css", app_base(), id.as_str())));
    async move {
        let Some(css) = css else { return true };
        let Some(css) = css.await else { return false };
        let Ok(style) = document().create_element("style") else { return false };
        style.set_id(&element_id);
        style.set_text_content(Some(&css));
        document().head().is_some_and(|h| h.append_child(&style).is_ok())
    }
}

/// What a page says when its part of the site could not be fetched (offline before the site was
/// ever kept on this device).
fn offline_notice() -> impl IntoView {
    view! {
        <section class="notice" data-testid="offline-notice" role="alert">
            <h1>{t("site.offline")}</h1>
            <p>{t("site.offline.text")}</p>
            <p><a class="button" href="#/">{t("site.back_home")}</a></p>
        </section>
    }
}

/// The page for an address that names no game.
pub fn not_found(name: &str) -> AnyView {
    super::offline::page_shown();
    view! {
        <section class="notice" data-testid="not-found">
            <h1>{t("site.not_found")}</h1>
            <p>{t("site.not_found.text")} " " <code>{name.to_string()}</code></p>
            <p><a class="button" href="#/">{t("site.back_home")}</a></p>
        </section>
    }
    .into_any()
}
