//! A game's page: its heading, the new-game panel, the board with the panels around it, and the
//! rules. A game arrives from the address (`?g=…`: a saved game, a lesson link, a correspondence
//! link) or from the new-game panel.
//!
//! The page opens with what it shows before a game is on the table (heading, new-game panel,
//! rules: `front`), which is part of the site's module. The table (its board, the computer, the
//! panels of play) is the game's own chunk (`ui::games`), fetched when a game starts or the
//! address names one: a first visit downloads only what it shows.

use super::super::app::page_loading;
use super::super::route::jump_to;
use super::super::text::{t, t_msg};
use super::super::yield_now::after_a_task;
use super::front::AnyFront;
use super::setup::Start;
use super::view::Later;
use super::{
    AnyTable, GameView, Table, analysis, coach, computer, endings, explain, focus, log, replay, rules, save,
    setup, status,
};
use crate::i18n::Msg;
use leptos::prelude::*;
use std::sync::Arc;

/// A game's table, as its chunk hands it to the page: the table the panels read, and the play
/// area (board and panels) to draw once a game is on it.
#[derive(Clone)]
pub struct Played {
    pub tv: AnyTable,
    pub play: Arc<dyn Fn() -> AnyView + Send + Sync>,
}

/// What builds a game's table, as its chunk hands it to the page: called in the page's reactive
/// scope, so that the table's effects (keeping the game, the computer's turns) end with the page.
pub type MakeTable = fn() -> Played;

/// Game `G`'s table, empty (its code is in the game's chunk): from now on it keeps its game in the
/// address and on this device, and gives computer seats their turn.
pub fn table_for<G: GameView>() -> Played {
    let table = Table::<G>::new();
    save::follow(table);
    computer::drive(table);
    let tv: AnyTable = Arc::new(table);
    let play = {
        let tv = tv.clone();
        Arc::new(move || {
            let board = view! { {G::board(table)} {super::suggest::caption(table)} }.into_any();
            play_area(tv.clone(), board, coach::panel(table).into_any())
        })
    };
    Played { tv, play }
}

/// A game's page for the address's query. `fetch` brings what builds the game's table (its
/// chunk), or says why it could not be fetched.
pub fn game_page(
    front: AnyFront,
    query: String,
    fetch: impl Fn() -> Later<Result<MakeTable, Msg>> + Clone + Send + Sync + 'static,
) -> AnyView {
    let id = front.game();
    // The table is built when its code has arrived, but belongs to the page: it is dropped, and
    // its effects stop, when the reader leaves the page.
    let owner = Owner::current().unwrap_or_default();
    let fetch = move || {
        let (fetch, owner) = (fetch.clone(), owner.clone());
        async move { fetch().await.map(|make| owner.with(make)) }
    };
    let played: RwSignal<Option<Played>> = RwSignal::new(None);
    // What was wrong with the address's game, and whether a part of it could be shown.
    let link_problem = RwSignal::new(None::<(Msg, bool)>);
    // The address names a game: its table comes first, then the game (for a game by link, its
    // code too).
    let opens = query.split('&').any(|kv| kv.starts_with("g="));
    let waiting = RwSignal::new(opens);
    if opens {
        let fetch = fetch.clone();
        leptos::task::spawn_local_scoped_with_cancellation(async move {
            match fetch().await {
                Ok(p) => {
                    let problem = p.tv.open(query).await;
                    let shown = p.tv.has_game();
                    played.set(Some(p));
                    link_problem.set(problem.map(|why| (why, shown)));
                }
                Err(why) => link_problem.set(Some((why, false))),
            }
            waiting.set(false);
        });
    }
    let current = Signal::derive(move || played.with(|p| p.as_ref().map(|p| p.tv.clone())));
    // A memo, so the play area is built once when a game arrives, not again at every move.
    let has_game = Memo::new(move |_| played.with(|p| p.as_ref().is_some_and(|p| p.tv.has_game())));
    let setting_up = RwSignal::new(!opens);
    // A link that opened no game shows the new-game panel once it has been read.
    Effect::new(move |_| {
        if !waiting.get() && !has_game.get() {
            setting_up.set(true);
        }
    });
    let play = move || untrack(|| played.get().map(|p| (p.play)()));
    // Starting a game: the table first (fetched once), then the game on it.
    let begin = move |how: Start| -> Later<Result<(), Msg>> {
        let fetch = fetch.clone();
        Box::pin(async move {
            let p = match played.get_untracked() {
                Some(p) => p,
                None => {
                    let p = fetch().await?;
                    played.set(Some(p.clone()));
                    p
                }
            };
            match how.by_link {
                Some(mine) => match p.tv.create_by_link(how.options, how.seats, mine).await {
                    None => Ok(()),
                    Some(why) => Err(why),
                },
                None => p.tv.start(how.options, how.seats, how.seed, how.by_hand),
            }
        })
    };
    // The page is built in three tasks, and shown once the last is done (meanwhile it says it is
    // loading, as before it had its texts): its heading and rules; the new-game panel; the panel's
    // seats (each a task after the one before: tasks asked for come in the order asked). Built at
    // once, they made opening the page one long task on a reader's phone (docs/performance.md,
    // "A game's page built in three tasks").
    let panel_built = after_a_task();
    let whole = after_a_task();
    // Shown: whole, and a game the address names on its table (or said not to open); then the
    // offline copy may come without sharing the network with the table's code.
    Effect::new(move |_| {
        if whole.get() && !waiting.get() {
            super::super::offline::page_shown();
        }
    });
    let setup_panel = {
        let front = front.clone();
        move || {
            untrack(|| {
                setup::panel(front.clone(), current.get(), whole, begin.clone(), move || {
                    setting_up.set(false);
                    turn_bar_to_top();
                })
                .into_any()
            })
        }
    };
    view! {
        {move || (!whole.get()).then(page_loading)}
        <section class="game-page" data-game=id data-testid="game-page" hidden=move || !whole.get()>
            {game_head(id, setting_up)}
            {move || link_problem.get().map(|(why, shown)| link_problem_view(why, shown, link_problem))}
            {move || waiting.get().then(|| view! { <p class="loading" role="status">{t("site.loading")}</p> })}
            {move || (panel_built.get() && setting_up.get()).then(&setup_panel)}
            {move || has_game.get().then(play).flatten()}
            {rules::panel(front, current)}
        </section>
    }
    .into_any()
}

/// The page's heading: the game's name and people, and what can be done from it (a new game, the
/// rules, the teacher's kit: the throw lab for a game of sticks, the story, the prints).
fn game_head(id: &'static str, setting_up: RwSignal<bool>) -> impl IntoView {
    let has_lab = crate::games::GameId::parse(id).is_some_and(crate::games::GameId::has_sticks);
    view! {
        <header class="game-head">
            <div>
                <h1>{t(&format!("{id}.name"))}</h1>
                <p class="people">{t(&format!("{id}.people"))}</p>
            </div>
            <nav class="head-actions" aria-label=t("table.actions")>
                <button type="button" class="button" data-testid="new-game"
                    on:click=move |_| setting_up.set(true) disabled=move || setting_up.get()>
                    {t("table.new_game")}
                </button>
                <a class="button quiet" href="#rules" data-testid="rules-link"
                    on:click=|ev| jump_to(ev, "rules")>{t("table.rules")}</a>
                {has_lab.then(|| view! {
                    <a class="button quiet" href=format!("#/{id}/lab") data-testid="lab-link">{t("table.kit.lab")}</a>
                })}
                <a class="button quiet" href=format!("#/{id}/about") data-testid="about-link">{t("table.kit.about")}</a>
                <a class="button quiet" href=format!("#/{id}/print") data-testid="print-link">{t("table.kit.print")}</a>
            </nav>
        </header>
    }
}

/// A link that did not open as it was: what is wrong with it, and a way on.
/// `shown`: the part of its game that could be read is on the table; else nothing could be.
fn link_problem_view(why: Msg, shown: bool, problem: RwSignal<Option<(Msg, bool)>>) -> impl IntoView {
    view! {
        <div class="link-problem" role="alert" data-testid="link-problem">
            <p><strong>{t("keep.link_problem")}</strong> " " {t_msg(&why)}</p>
            <p class="help" data-testid="link-problem-help">
                {t(if shown { "keep.link_problem.help" } else { "keep.link_problem.none" })}
            </p>
            <div class="setup-actions">
                <button type="button" class="button" on:click=move |_| problem.set(None)>{t("table.dismiss")}</button>
                <a class="button quiet" href="#/">{t("site.back_home")}</a>
            </div>
        </div>
    }
}

/// The board with the panels around it (built in the game's chunk, compiled once for all games).
fn play_area(tv: AnyTable, board: AnyView, coach: AnyView) -> AnyView {
    let (by_link, first) = (tv.clone(), tv.clone());
    focus::follow(tv.clone());
    // The panel of a game by link: above the board for a player invited and not yet joined (it is
    // where he looks first: on a phone the side panels are below the board), beside it after.
    let invited = Memo::new({
        let tv = tv.clone();
        move |_| tv.invited()
    });
    view! {
        <div class="play-area">
            <div class="board-column">
                {move || invited.get().then(|| first.by_link_panel(first.clone())).flatten()}
                {status::turn_bar(tv.clone())}
                {status::hand_throws(tv.clone())}
                <div class="board-frame" data-testid="board">{board}</div>
                {status::notice(tv.clone())}
            </div>
            <aside class="side-column">
                // "Why?" on a move: beside the board that shows its steps (under it on a phone).
                {explain::panel(tv.clone())}
                {move || (!invited.get()).then(|| by_link.by_link_panel(by_link.clone())).flatten()}
                {status::seats(tv.clone())}
                {status::controls(tv.clone())}
                {coach}
                {endings::panel(tv.clone())}
                {replay::controls(tv.clone())}
                {analysis::panel(tv.clone())}
                {log::move_list(tv.clone())}
                {share(tv)}
            </aside>
        </div>
    }
    .into_any()
}

/// Brings the turn bar to the top of the screen once the board is drawn, so the board, the turn
/// and the last throw are in view together (after starting a game, by mouse or keyboard).
fn turn_bar_to_top() {
    request_animation_frame(|| {
        if let Ok(Some(bar)) = document().query_selector(".turn-bar") {
            bar.scroll_into_view();
        }
    });
}

/// Sharing and keeping the game: folded until asked for, then its code is fetched (a chunk of the
/// game's own) and the links, QR codes and game record appear.
fn share(tv: AnyTable) -> impl IntoView {
    let shown = RwSignal::new(false);
    let panel: StoredValue<Option<AnyView>, LocalStorage> = StoredValue::new_local(None);
    let ready = RwSignal::new(false);
    let open = move |_| {
        if shown.get_untracked() {
            shown.set(false);
            return;
        }
        shown.set(true);
        if !ready.get_untracked() {
            let later = tv.share_panel();
            leptos::task::spawn_local_scoped_with_cancellation(async move {
                panel.set_value(Some(later.await));
                ready.set(true);
            });
        }
    };
    view! {
        <section class="panel share-panel">
            <h2>
                <button type="button" class="fold" data-testid="share-open"
                    aria-expanded=move || shown.get().to_string() on:click=open>
                    {t("share.title")}
                </button>
            </h2>
            // Built once, kept while folded.
            <div hidden=move || !shown.get()>
                {move || {
                    if ready.get() {
                        panel.try_update_value(Option::take).flatten()
                    } else {
                        shown.get().then(|| view! { <p class="loading" role="status">{t("site.loading")}</p> }.into_any())
                    }
                }}
            </div>
        </section>
    }
}
