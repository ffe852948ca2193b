//! Sharing and keeping a game: its link (this position, or its start as a lesson link for a
//! class: everyone who opens it gets the same throws), copied or shown as a QR code for a
//! projector; the game record as a small text file, to download or to open. Each game's copy of
//! this panel is a chunk of its own (`GameView::share`), fetched when the panel is first opened.

use super::super::qr::qr;
use super::super::storage;
use super::super::text::{lang, t, t_args, t_msg};
use super::GameView;
use super::Table;
use crate::i18n::Msg;
use crate::link::{self, Throws};
use leptos::prelude::*;

/// The whole address for a fragment, as it should be sent.
pub fn full_url(fragment: &str) -> String {
    let base = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .map(|h| h.split('#').next().unwrap_or_default().to_string())
        .unwrap_or_default();
    format!("{base}{fragment}")
}

/// A link with its copy and QR buttons.
pub fn link_row(
    testid: &'static str,
    label: String,
    link: impl Fn() -> String + Send + Sync + Clone + 'static,
) -> impl IntoView {
    let show_qr = RwSignal::new(false);
    let copied = RwSignal::new(false);
    let (l1, l2, l3) = (link.clone(), link.clone(), link);
    let copy = move |_| {
        let text = l2();
        if let Some(w) = web_sys::window() {
            let _ = w.navigator().clipboard().write_text(&text);
            copied.set(true);
        }
    };
    let input_label = label.clone();
    view! {
        <div class="link-block">
            <label class="link-label" for=testid>{label}</label>
            <div class="link-row">
                <input id=testid type="text" readonly data-testid=testid prop:value=l1
                    aria-label=input_label on:focus=move |ev| {
                        use wasm_bindgen::JsCast;
                        if let Some(i) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) {
                            i.select();
                        }
                    }/>
                <button type="button" class="button" data-testid=format!("{testid}-copy") on:click=copy>
                    {move || if copied.get() { t("share.copied") } else { t("share.copy") }}
                </button>
                <button type="button" class="button quiet" data-testid=format!("{testid}-qr")
                    aria-pressed=move || show_qr.get().to_string() on:click=move |_| show_qr.update(|q| *q = !*q)>
                    {t("share.qr")}
                </button>
            </div>
            {move || show_qr.get().then(|| qr(&l3(), t("share.qr.label"), Some(t("share.qr.too_long"))))}
        </div>
    }
}

/// The address of the game as it stands (a fragment, `#/…`): its link by correspondence, or its
/// seeded or recorded link.
pub fn link_here<G: GameView>(table: Table<G>) -> String {
    if let Some(Ok(l)) = table.link_game.with(|c| c.as_ref().map(|c| c.link())) {
        return l;
    }
    let recorded = table.throws.get() == Throws::Recorded;
    table.session.with(|s| match s.as_ref() {
        Some(s) if recorded => link::recorded_link(s),
        Some(s) => link::seeded_link(s),
        None => String::new(),
    })
}

/// The address of the game's start with the same seed: a lesson link.
fn lesson_link<G: GameView>(table: Table<G>) -> String {
    table.session.with(|s| {
        let Some(s) = s.as_ref() else { return String::new() };
        let mut start = s.clone();
        start.truncate(0);
        link::seeded_link(&start)
    })
}

fn download_record<G: GameView>(table: Table<G>) {
    let throws = table.throws.get_untracked();
    let Some(text) = table.session.with_untracked(|s| s.as_ref().map(|s| link::export_record(s, throws)))
    else {
        return;
    };
    super::super::download::text_file(&format!("{}-record.txt", G::ID), &text);
}

fn import_record<G: GameView>(table: Table<G>, text: &str) {
    let seed = crate::model::fresh_seed().unwrap_or(1);
    match link::import_record::<G>(text, seed) {
        Ok(opened) => {
            let stop = opened.stop.map(|s| s.why);
            table.slot.set(Some(storage::new_slot()));
            table.start(opened.session, opened.throws);
            table.notice.set(stop);
        }
        Err(e) => table.notice.set(Some(e.why)),
    }
}

pub fn panel<G: GameView>(table: Table<G>) -> AnyView {
    let here = move || full_url(&link_here(table));
    // A lesson link may carry the teacher's language, if asked: the class then reads the site in
    // it. A game link never does (each reader keeps their own).
    let in_my_language = RwSignal::new(false);
    let lesson = move || {
        let mut link = lesson_link(table);
        if in_my_language.get() && !link.is_empty() {
            link.push_str(&format!("&lang={}", lang().tag()));
        }
        full_url(&link)
    };
    let local = move || table.link_game.with(Option::is_none);
    let download = move |_| download_record(table);
    let import = move |ev: leptos::ev::Event| {
        use wasm_bindgen::JsCast;
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
        input.set_value("");
        if file.size() > 2.0 * 1024.0 * 1024.0 {
            table.notice.set(Some(Msg::new("link.record.too_big")));
            return;
        }
        let reader =
            gloo::file::callbacks::read_as_text(&gloo::file::File::from(file), move |text| match text {
                Ok(text) => import_record(table, &text),
                Err(_) => table.notice.set(Some(Msg::new("share.unreadable"))),
            });
        // The read finishes on its own; keep the reader alive until then.
        std::mem::forget(reader);
    };
    view! {
        <div class="share" data-testid="share">
            {link_row("share-link", t("share.this_game"), here)}
            {move || local().then(|| {
                view! {
                    <p class="help">{t("share.lesson.help")}</p>
                    {link_row("lesson-link", t("share.lesson"), lesson)}
                    <label class="check">
                        <input type="checkbox" data-testid="lesson-lang"
                            prop:checked=move || in_my_language.get()
                            on:change=move |ev| in_my_language.set(event_target_checked(&ev))/>
                        " " {t_args("share.lesson.lang", &[&lang().name()])}
                    </label>
                }.into_any()
            })}
            <div class="record-row">
                <button type="button" class="button" data-testid="export" on:click=download>{t("share.export")}</button>
                <label class="button quiet file-button">
                    {t("share.import")}
                    <input type="file" accept=".txt,text/plain" data-testid="import" class="visually-hidden" on:change=import/>
                </label>
            </div>
            <p class="help">{t_msg(&Msg::new("share.record.help"))}</p>
        </div>
    }
    .into_any()
}
