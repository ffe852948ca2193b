//! "Review this game": the button beside the move list, for a finished game or one in progress
//! (reviewed up to where it is), opened here, from a saved game, a record or a link alike. The
//! review itself (`ui::game_review`) is a chunk of each game's own, fetched with its texts
//! (`analysis`) and style sheet when first opened: a game that is never reviewed never downloads
//! it.

use super::super::text::{app_base, fetch_text, lang, load_parts, t};
use super::AnyTable;
use leptos::prelude::*;

pub fn panel(tv: AnyTable) -> impl IntoView {
    let open = RwSignal::new(false);
    let loading = RwSignal::new(false);
    let failed = RwSignal::new(false);
    let built: StoredValue<Option<AnyView>, LocalStorage> = StoredValue::new_local(None);
    let ready = RwSignal::new(false);
    // The review's own reactive scope, a child of this panel's: its running slices stop and its
    // signals go when it is closed (and with the page). Not the button's: a view swapped out
    // would dispose the review with it.
    let parent = Owner::current().unwrap_or_default();
    let scope: StoredValue<Option<Owner>, LocalStorage> = StoredValue::new_local(None);
    let start = {
        let tv = tv.clone();
        move |_| {
            if loading.get_untracked() {
                return;
            }
            failed.set(false);
            loading.set(true);
            let (code, texts, css) = (tv.game_review(), load_parts(untrack(lang), vec!["analysis"]), style());
            let owner = parent.child();
            scope.set_value(Some(owner.clone()));
            owner.with(|| {
                leptos::task::spawn_local_scoped_with_cancellation(async move {
                    let (texts, css) = (texts.await, css.await);
                    let view = code.await.filter(|_| texts && css);
                    loading.set(false);
                    match view {
                        Some(v) => {
                            built.set_value(Some(v));
                            open.set(true);
                            ready.set(true);
                        }
                        None => failed.set(true),
                    }
                })
            });
        }
    };
    let close = {
        let tv = tv.clone();
        move |_| {
            open.set(false);
            ready.set(false);
            built.set_value(None);
            if let Some(owner) = scope.try_update_value(Option::take).flatten() {
                owner.cleanup();
            }
            tv.set_view_at(None);
        }
    };
    let has_moves = {
        let tv = tv.clone();
        move || tv.len() > 0
    };
    view! {
        <div class="review-entry" hidden=move || !has_moves()>
            {move || if open.get() {
                view! {
                    <button type="button" class="button quiet" data-testid="review-close" on:click=close.clone()>
                        {t("analysis.close")}
                    </button>
                }.into_any()
            } else {
                view! {
                    <button type="button" class="button" data-testid="review-open" disabled=move || loading.get()
                        on:click=start.clone()>{t("analysis.open")}</button>
                }.into_any()
            }}
            {move || loading.get().then(|| view! { <p class="loading" role="status">{t("site.loading")}</p> })}
            {move || failed.get().then(|| view! { <p class="notice" role="alert">{t("analysis.not_fetched")}</p> })}
            {move || (ready.get() && open.get()).then(|| built.try_update_value(Option::take).flatten()).flatten()}
        </div>
    }
}

/// Puts the review's style sheet in the page (once).
fn style() -> impl std::future::Future<Output = bool> {
    let present = document().get_element_by_id("style-analysis").is_some();
    let css = (!present).then(|| fetch_text(&format!("{}style/analysis.css", app_base())));
    async move {
        let Some(css) = css else { return true };
        let Some(css) = css.await else { return false };
        let Ok(style) = document().create_element("style") else { return false };
        style.set_id("style-analysis");
        style.set_text_content(Some(&css));
        document().head().is_some_and(|h| h.append_child(&style).is_ok())
    }
}
