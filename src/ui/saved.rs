//! The games in progress kept on this device, for the home page: continue or delete. A saved
//! game that no longer opens is moved aside (never overwritten) and the page says so.

use super::games::GameView;
use super::storage::{self, CORR, GAME};
use super::text::{t, t_args, t_msg};
use crate::games::GameId;
use crate::link;
use crate::with_game;
use leptos::prelude::*;

#[derive(Clone, PartialEq)]
struct Entry {
    key: String,
    href: String,
    game: &'static str,
    players: String,
    moves: usize,
    by_link: bool,
    over: bool,
}

/// Reads every kept game; broken ones are moved aside and reported.
fn read_all() -> (Vec<Entry>, Vec<String>) {
    let mut entries = Vec::new();
    let mut broken = Vec::new();
    for (prefix, by_link) in [(GAME, false), (CORR, true)] {
        for key in storage::keys(prefix) {
            let Some(address) = storage::get(&key) else { continue };
            let id = address.strip_prefix("#/").and_then(|r| r.split('?').next()).and_then(GameId::parse);
            let read = match id {
                Some(id) => with_game!(id, G => summary::<G>(&address)),
                None => Err(crate::i18n::Msg::new("saved.unknown_game")),
            };
            match read {
                Ok((game, players, moves, over)) => {
                    let href = if by_link {
                        address.clone()
                    } else {
                        let slot = key.trim_start_matches(GAME);
                        address.replacen("?g=", &format!("?s={slot}&g="), 1)
                    };
                    entries.push(Entry { key, href, game, players, moves, by_link, over });
                }
                Err(why) => {
                    storage::keep_aside(&key, &why.to_string());
                    broken.push(t_msg(&why));
                }
            }
        }
    }
    (entries, broken)
}

fn summary<G: GameView>(address: &str) -> Result<(&'static str, String, usize, bool), crate::i18n::Msg>
where
    G::Move: Send + Sync,
{
    let opened = link::open::<G>(address).map_err(|e| e.why)?;
    let s = &opened.session;
    let players: Vec<String> = s
        .seats()
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let place = t_msg(&G::seat_name(s.state(), i as u8));
            if c.name.trim().is_empty() { place } else { format!("{place} ({})", c.name.trim()) }
        })
        .collect();
    Ok((G::ID, players.join(", "), s.len(), s.state().outcome().is_some()))
}

/// The home page's list of games in progress (nothing when there are none).
pub fn in_progress() -> impl IntoView {
    let (entries, broken) = read_all();
    let entries = RwSignal::new(entries);
    let confirm: RwSignal<Option<String>> = RwSignal::new(None);
    let list = move || {
        entries
            .get()
            .into_iter()
            .map(|e| {
                let key = e.key.clone();
                let key2 = e.key.clone();
                let asking = confirm.with(|c| c.as_deref() == Some(key.as_str()));
                let kind = if e.by_link { t("saved.by_link") } else { t("saved.here") };
                let state = if e.over { t("saved.over") } else { t_args("saved.moves", &[&e.moves]) };
                view! {
                    <li class="saved" data-testid="saved-game">
                        <div>
                            <strong>{t(&format!("{}.name", e.game))}</strong>
                            <span class="help">" · " {kind} " · " {state}</span>
                            <p class="saved-players">{e.players}</p>
                        </div>
                        <div class="saved-actions">
                            <a class="button primary" href=e.href data-testid="saved-continue">{t("saved.continue")}</a>
                            <button type="button" class="button quiet" data-testid="saved-delete"
                                on:click=move |_| {
                                    if confirm.get_untracked().as_deref() == Some(key2.as_str()) {
                                        storage::remove(&key2);
                                        entries.update(|v| v.retain(|x| x.key != key2));
                                    } else {
                                        confirm.set(Some(key2.clone()));
                                    }
                                }>
                                {if asking { t("saved.really_delete") } else { t("saved.delete") }}
                            </button>
                        </div>
                    </li>
                }
            })
            .collect_view()
            .into_any()
    };
    let any = move || entries.with(|v| !v.is_empty());
    view! {
        {(!broken.is_empty()).then(|| view! {
            <div class="link-problem" role="alert" data-testid="saved-broken">
                <p><strong>{t("saved.broken")}</strong></p>
                <ul>{broken.into_iter().map(|b| view! { <li>{b}</li> }).collect_view()}</ul>
            </div>
        })}
        {move || any().then(|| view! {
            <section class="panel in-progress" data-testid="in-progress">
                <h2>{t("saved.title")}</h2>
                <ul class="saved-list">{list}</ul>
            </section>
        }.into_any())}
    }
}
