//! The teachers' page (`#/teach`): a lesson of 30–45 minutes for each game (age, goals,
//! materials, steps, questions to ask, what to look for), with the lesson's game as a link every
//! pupil opens with the same throws (`the game's `Lesson` in the registry`), and links to the throw lab, the printable
//! kit and the game's story.

use super::super::qr::qr;
use super::super::route::jump_to;
use super::super::text::t;
use super::{full_url, items, paragraphs};
use crate::games::GameId;
use leptos::prelude::*;

/// This page (in the kit's chunk, `teach::kit`).
pub fn page() -> AnyView {
    lessons().into_any()
}

fn lessons() -> impl IntoView {
    let contents = GameId::ALL
        .iter()
        .map(|&id| {
            let g = id.as_str();
            let anchor = format!("lesson-{g}");
            let target = anchor.clone();
            view! {
                <li><a href=format!("#{anchor}") on:click=move |ev| jump_to(ev, &target)>
                    {t(&format!("{g}.name"))} " — " {t(&format!("teach.lesson.{g}.title"))}
                </a></li>
            }
        })
        .collect_view();
    view! {
        <section class="kit-page lessons" data-testid="lessons">
            <header class="kit-head">
                <h1>{t("teach.lessons.title")}</h1>
                <p class="lede">{t("teach.lessons.intro")}</p>
            </header>
            <nav class="panel lesson-contents" aria-label=t("teach.lessons.contents")>
                <h2>{t("teach.lessons.contents")}</h2>
                <ul>{contents}</ul>
            </nav>
            <section class="panel">
                <h2>{t("teach.lessons.kit")}</h2>
                {paragraphs("teach.lessons.kit.text")}
                <h3>{t("teach.lessons.pool")}</h3>
                <ol class="steps">{items("teach.lessons.pool.steps")}</ol>
            </section>
            {GameId::ALL.iter().map(|&id| lesson(id)).collect_view()}
        </section>
    }
}

fn lesson(id: GameId) -> impl IntoView {
    let g = id.as_str();
    let k = move |part: &str| format!("teach.lesson.{g}.{part}");
    let link = id.info().lesson.link;
    let url = full_url(link);
    let show_qr = RwSignal::new(false);
    let qr_url = url.clone();
    view! {
        <article class="panel lesson" id=format!("lesson-{g}") data-testid=format!("lesson-{g}") tabindex="-1">
            <p class="lesson-game">{t(&format!("{g}.name"))} " · " {t(&format!("{g}.people"))}</p>
            <h2>{t(&k("title"))}</h2>
            <p class="lesson-meta">
                <span class="badge">{t(&k("age"))}</span> " "
                <span class="badge">{t(&k("time"))}</span>
            </p>
            {paragraphs(&k("summary"))}
            <div class="lesson-links">
                <a class="button primary" href=link data-testid=format!("lesson-link-{g}")>{t("teach.lessons.open_game")}</a>
                {id.has_sticks().then(|| view! {
                    <a class="button" href=format!("#/{g}/lab") data-testid=format!("lesson-lab-{g}")>{t("teach.nav.lab")}</a>
                })}
                <a class="button" href=format!("#/{g}/print") data-testid=format!("lesson-print-{g}")>{t("teach.nav.print")}</a>
                <a class="button" href=format!("#/{g}/about") data-testid=format!("lesson-about-{g}")>{t("teach.nav.about")}</a>
                <button type="button" class="button quiet" aria-pressed=move || show_qr.get().to_string()
                    data-testid=format!("lesson-qr-{g}") on:click=move |_| show_qr.update(|q| *q = !*q)>
                    {t("teach.lessons.qr")}
                </button>
            </div>
            <p class="help">{t("teach.lessons.link_help")} " " <code class="lesson-url">{url}</code></p>
            {move || show_qr.get().then(|| qr(&qr_url, t("teach.lessons.qr"), None))}
            <div class="lesson-body">
                <section>
                    <h3>{t("teach.lessons.goals")}</h3>
                    <ul class="bullets">{items(&k("goals"))}</ul>
                    <h3>{t("teach.lessons.materials")}</h3>
                    <ul class="bullets">{items(&k("materials"))}</ul>
                </section>
                <section>
                    <h3>{t("teach.lessons.steps")}</h3>
                    <ol class="steps">{items(&k("steps"))}</ol>
                </section>
                <section>
                    <h3>{t("teach.lessons.questions")}</h3>
                    <ul class="bullets">{items(&k("questions"))}</ul>
                    <h3>{t("teach.lessons.look")}</h3>
                    <ul class="bullets">{items(&k("look"))}</ul>
                </section>
            </div>
        </article>
    }
}
