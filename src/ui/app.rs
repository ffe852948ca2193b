//! The frame around every page, and the choice of page.

use super::home::Home;
use super::route::{Route, jump_to, use_route};
use super::text::{Language, t};
use crate::i18n::Lang;
use leptos::prelude::*;

const PROJECTOR_KEY: &str = "sandgames.projector";

#[component]
pub fn App() -> impl IntoView {
    let lang = RwSignal::new(Lang::En);
    provide_context(Language(lang));
    Effect::new(move |_| {
        // Keep <html lang dir> true to the language (Arabic will turn the page right to left).
        let l = lang.get();
        if let Some(html) = document().document_element() {
            let _ = html.set_attribute("lang", l.tag());
            let _ = html.set_attribute("dir", if l.rtl() { "rtl" } else { "ltr" });
        }
    });
    // Projector mode: larger type and the board first, for a classroom; remembered on this device.
    let projector = RwSignal::new(super::prefs::load_bool(PROJECTOR_KEY));
    Effect::new(move |_| {
        let on = projector.get();
        super::prefs::save_bool(PROJECTOR_KEY, on);
        if let Some(body) = document().body() {
            let _ = body.class_list().toggle_with_force("projector", on);
        }
    });
    let route = use_route();
    view! {
        <a class="skip-link" href="#main" on:click=|ev| jump_to(ev, "main")>{t("site.skip")}</a>
        <header class="site-header">
            <a class="brand" href="#/" data-testid="home-link">
                <span class="brand-mark" aria-hidden="true"></span>
                <span class="brand-name">{t("site.name")}</span>
            </a>
            <p class="brand-tagline">{t("site.tagline")}</p>
            <div class="header-tools">
                <button type="button" class="button quiet" data-testid="projector"
                    aria-pressed=move || projector.get().to_string()
                    on:click=move |_| projector.update(|p| *p = !*p)>
                    {t("site.projector")}
                </button>
            </div>
        </header>
        <main id="main" tabindex="-1">
            // Only the address decides which page is built: what a page reads while it is being
            // built must not rebuild it.
            {move || {
                let route = route.get();
                untrack(|| match route {
                    Route::Home => view! { <Home/> }.into_any(),
                    Route::Game(id, query) => super::home::game_page(id, query),
                    Route::Unknown(name) => not_found(&name),
                })
            }}
        </main>
        <footer class="site-footer">
            <p>{t("site.footer")}</p>
        </footer>
    }
}

/// The page for an address that names no game.
pub fn not_found(name: &str) -> AnyView {
    view! {
        <section class="notice" data-testid="not-found">
            <h1>{t("site.not_found")}</h1>
            <p>{t("site.not_found.text")} " " <code>{name.to_string()}</code></p>
            <p><a class="button" href="#/">{t("site.back_home")}</a></p>
        </section>
    }
    .into_any()
}
