//! The games in progress kept on this device, for the home page: continue or delete.
//!
//! Beside each kept game (its address, `sandgames.game.<slot>` or `sandgames.link_game.<key>`) the
//! table writes a small summary (`sandgames.meta.…`): the game, how many moves, whether it is
//! over, and who plays. The home page lists games from these summaries alone, so it needs none
//! of the games' rules. A game kept by an earlier version of the site, without a summary, is
//! listed by its name; opening it writes its summary.

use super::storage::{self, BY_LINK, GAME, META};
use super::text::{t, t_args};
use crate::games::GameId;
use crate::i18n::fill;
use leptos::prelude::*;

/// What the home page shows of a kept game.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Summary {
    pub moves: usize,
    pub over: bool,
    /// Each seat: the catalog key of its place ("deleb.seat.a"), that key's arguments, and the
    /// person's name (may be empty).
    pub seats: Vec<(String, Vec<String>, String)>,
}

impl Summary {
    /// The stored form: `moves`, `over`, then a line per seat of tab-separated fields (names
    /// never hold tabs or line breaks: `link::clean_name` drops control characters).
    pub fn to_text(&self) -> String {
        let mut out = format!("1\n{}\n{}\n", self.moves, self.over as u8);
        for (key, args, name) in &self.seats {
            out.push_str(key);
            for a in args {
                out.push('\t');
                out.push_str(a);
            }
            out.push('\t');
            out.push_str(name);
            out.push('\n');
        }
        out
    }

    /// Reads the stored form; `None` if it is not one (the entry is then listed by name only).
    pub fn from_text(text: &str) -> Option<Summary> {
        let mut lines = text.lines();
        if lines.next()? != "1" {
            return None;
        }
        let moves = lines.next()?.parse().ok()?;
        let over = lines.next()? == "1";
        let seats = lines
            .map(|l| {
                let mut fields: Vec<String> = l.split('\t').map(str::to_string).collect();
                let name = if fields.len() > 1 { fields.pop().unwrap_or_default() } else { String::new() };
                let key = fields.first().cloned().unwrap_or_default();
                (key, fields.into_iter().skip(1).collect(), name)
            })
            .collect();
        Some(Summary { moves, over, seats })
    }

    /// Who plays, in the reader's language: "Team A, player 1 (Ann), Team D, player 1" (the
    /// list's comma and the name's brackets are the language's: Arabic's comma is "،").
    fn players(&self) -> String {
        self.seats
            .iter()
            .map(|(key, args, name)| {
                let place = fill(&t(key), args);
                match name.trim() {
                    "" => place,
                    name => t_args("saved.player_named", &[&place, &name]),
                }
            })
            .reduce(|list, next| t_args("saved.players", &[&list, &next]))
            .unwrap_or_default()
    }
}

#[derive(Clone, PartialEq)]
struct Entry {
    key: String,
    href: String,
    game: GameId,
    summary: Option<Summary>,
    by_link: bool,
}

/// Every kept game whose address names a game of this site.
fn read_all() -> Vec<Entry> {
    let mut entries = Vec::new();
    for (prefix, by_link) in [(GAME, false), (BY_LINK, true)] {
        for key in storage::keys(prefix) {
            let Some(address) = storage::get(&key) else { continue };
            let Some(game) =
                address.strip_prefix("#/").and_then(|r| r.split('?').next()).and_then(GameId::parse)
            else {
                continue;
            };
            let slot = key.trim_start_matches(prefix);
            let href =
                if by_link { address.clone() } else { address.replacen("?g=", &format!("?s={slot}&g="), 1) };
            let summary = storage::get(&format!("{META}{key}")).and_then(|s| Summary::from_text(&s));
            entries.push(Entry { key, href, game, summary, by_link });
        }
    }
    entries
}

/// The home page's list of games in progress (nothing when there are none).
pub fn in_progress() -> impl IntoView {
    let entries = RwSignal::new(read_all());
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
                let state = e.summary.as_ref().map(|s| {
                    if s.over { t("saved.over") } else { t_args("saved.moves", &[&s.moves]) }
                });
                let players = e.summary.as_ref().map(Summary::players).unwrap_or_default();
                view! {
                    <li class="saved" data-testid="saved-game">
                        <div>
                            <strong>{t(&format!("{}.name", e.game.as_str()))}</strong>
                            <span class="help">" · " {kind} {state.map(|s| format!(" · {s}"))}</span>
                            <p class="saved-players">{players}</p>
                        </div>
                        <div class="saved-actions">
                            <a class="button primary" href=e.href data-testid="saved-continue">{t("saved.continue")}</a>
                            <button type="button" class="button quiet" data-testid="saved-delete"
                                on:click=move |_| {
                                    if confirm.get_untracked().as_deref() == Some(key2.as_str()) {
                                        storage::remove(&key2);
                                        storage::remove(&format!("{META}{key2}"));
                                        // A local game's kept review goes with it.
                                        if let Some(slot) = key2.strip_prefix(GAME) {
                                            storage::remove(&format!("{}{slot}", super::game_review::KEPT));
                                        }
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
    };
    let any = move || entries.with(|v| !v.is_empty());
    move || {
        any().then(|| {
            view! {
                <section class="panel in-progress" data-testid="in-progress">
                    <h2>{t("saved.title")}</h2>
                    <ul class="saved-list">{list}</ul>
                </section>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_round_trip_and_odd_text_is_refused() {
        let s = Summary {
            moves: 12,
            over: false,
            seats: vec![
                ("table.seat_n".into(), vec!["1".into()], "Ann".into()),
                ("table.seat_n".into(), vec!["2".into()], String::new()),
            ],
        };
        assert_eq!(Summary::from_text(&s.to_text()), Some(s));
        assert_eq!(Summary::from_text("2\n1\n0\n"), None);
        assert_eq!(Summary::from_text("1\nmany\n0\n"), None);
        assert_eq!(Summary::from_text(""), None);
    }
}
