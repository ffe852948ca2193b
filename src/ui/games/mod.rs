//! Each game's own drawing: its board (handed the state and the legal moves, it emits the chosen
//! move and animates by comparing the previous state with the new one). No rule is decided here.
//!
//! Each game's page is a chunk of the site of its own (`#[lazy]`): its rules, its board and the
//! computer's search for it are fetched when the page is first opened, never on the home page.

use super::sticks::{Face, Kind};
use super::table::{ByLinkJob, Table, TableView, view::Later};
use super::text::{t, t_args, t_opt};
use crate::games::GameId;
use crate::i18n::Msg;
use crate::model::{Evaluate, Options, Seat, Turn};
use leptos::prelude::*;

mod dablot;
mod deleb;
pub(super) mod hyena;
mod um_dyar;

/// The page of game `id` for the address's query (`g=…`: a game link), its code fetched first.
pub async fn page(id: GameId, query: String) -> AnyView {
    match id {
        GameId::Deleb => deleb::page(query).await,
        GameId::Hyena => hyena::page(query).await,
        GameId::UmDyar => um_dyar::page(query).await,
        GameId::Dablot => dablot::page(query).await,
    }
}

/// Fetches game `id`'s code without building anything (so it travels beside the page's texts).
pub async fn preload(id: GameId) {
    match id {
        GameId::Deleb => deleb::__preload_page().await,
        GameId::Hyena => hyena::__preload_page().await,
        GameId::UmDyar => um_dyar::__preload_page().await,
        GameId::Dablot => dablot::__preload_page().await,
    }
}

pub trait GameView: Evaluate + Send + Sync
where
    Self::Move: Send + Sync,
{
    /// The board for a game in progress.
    fn board(table: Table<Self>) -> AnyView;

    /// The options the new-game panel shows first, for a table to choose before it starts (Um
    /// dyar's match or single game, the number of players); the others are folded away.
    const PRIMARY_OPTIONS: &'static [&'static str] = &[];

    /// The game is played with thrown sticks or billets: the new-game panel then offers throws
    /// by the site or by the players' own sticks (entered with one button per outcome).
    const THROWS: bool = false;

    /// A throw's outcome as the players see it fall, for its button when throws are entered by
    /// hand (e.g. "tâba — one flat side up"). Default: its notation.
    fn outcome_label(state: &Self, mv: Self::Move) -> String {
        state.move_text(mv)
    }

    /// At a chance step: is it a throw of the sticks or billets (entered by hand when the players
    /// throw their own), rather than something the site draws (the hyena spiral's count of
    /// hollows) or a player decides on the board (Dèleb's choice of word)? Default: every one.
    fn thrown_by_hand(_state: &Self) -> bool {
        true
    }

    /// How the sticks lie for a throw's outcome, drawn on its button when throws are entered by
    /// hand. Default: nothing drawn.
    fn outcome_faces(_state: &Self, _mv: Self::Move) -> (Kind, Vec<Face>) {
        (Kind::HyenaSticks, Vec::new())
    }

    /// The sharing panel (links, QR codes, records) for this game, built when it is first opened
    /// (`table::share::panel`). A future, so that it can become a chunk of its own: measured,
    /// with `#[leptos::lazy]` it saved nothing (docs/architecture.md, "Size").
    fn share(table: Table<Self>) -> Later<AnyView> {
        Box::pin(std::future::ready(super::table::share::panel(table)))
    }

    /// Playing this game by link (`table::by_link::run`), for a game by link created or opened.
    /// A future for the same reason as `share`.
    fn by_link(table: Table<Self>, job: ByLinkJob) -> Later<Option<Msg>> {
        Box::pin(std::future::ready(super::table::by_link::run(table, job)))
    }

    /// How a seat is called in this game ("South", "Team A, player 2", "the Sámi"…).
    fn seat_name(state: &Self, seat: Seat) -> Msg {
        let _ = state;
        Msg::new("table.seat_n").arg(seat as usize + 1)
    }

    /// A line on how a finished game ended, shown after the winner ("92 seeds to 52").
    fn result_note(state: &Self) -> Option<Msg> {
        let _ = state;
        None
    }

    /// How long the board animates `mv` (played from `before`), in milliseconds at speed 1.
    /// The table waits this long before a computer seat or an automatic throw acts.
    fn animation_ms(before: &Self, mv: Self::Move) -> u32 {
        let _ = (before, mv);
        400
    }

    /// Options the new-game panel proposes before the player changes anything, when they depend
    /// on the player (Dèleb's day or night from the local clock). Default: the game's defaults.
    fn proposed_options(options: &mut Options) {
        let _ = options;
    }
}

/// Why a person at this screen cannot act on the board now, whatever was clicked: the game is
/// over, an earlier position is shown, or another seat (the computer, or another player by link)
/// is to act. `None` when a person here is to act.
pub fn why_not_now<G: GameView>(table: Table<G>) -> Option<String>
where
    G::Move: Send + Sync,
{
    if table.view_at.get_untracked().is_some() {
        return Some(t("table.why.replay"));
    }
    let (turn, thrower) = untrack(|| table.turn())?;
    let seat = match turn {
        Turn::Over => return Some(t("table.why.over")),
        Turn::Seat(s) => s,
        Turn::Chance => thrower?,
    };
    untrack(|| table.human_seat())
        .is_none()
        .then(|| t_args("table.why.turn", &[&untrack(|| table.seat_title(seat))]))
}

/// Why a click on the board did nothing: the reason in words, and the rule that forbids it (when
/// the rules forbid it, rather than the turn or the replay), quoted under the reason.
#[derive(Clone, PartialEq, Debug)]
pub struct Why {
    pub text: String,
    pub rule: Option<&'static str>,
}

impl Why {
    /// A reason no rule of the game gives (another seat's turn, a past position).
    pub fn said(text: String) -> Why {
        Why { text, rule: None }
    }

    /// A reason said in words of catalog key `key`, with the rule that key names for game `G`.
    pub fn by<G: GameView>(text: String, key: &str) -> Why
    where
        G::Move: Send + Sync,
    {
        Why { text, rule: G::forbidding_rule(key) }
    }
}

/// The line under a board that says why a click did nothing, with the rule quoted.
pub fn why_line<G: GameView>(class: &'static str, why: RwSignal<Option<Why>>) -> impl IntoView
where
    G::Move: Send + Sync,
{
    view! {
        <div class=class data-testid="why" role="status" hidden=move || why.with(Option::is_none)>
            {move || why.get().map(|w| view! {
                <p>{w.text}</p>
                {w.rule.map(|r| super::table::cited(G::ID, G::rules(), r))}
            })}
        </div>
    }
}

/// `text` with the words of the game's source language marked with their language tag, for screen
/// readers and translation tools. The catalog lists them: `<game>.words` (separated by `|`, as
/// this language writes them) and `<game>.words.lang` (their tag, e.g. `mey-Latn`); a word is
/// marked where it stands as a whole word (an English plural "s" may follow).
pub fn marked(game: &str, text: String) -> AnyView {
    let (Some(list), Some(tag)) = (t_opt(&format!("{game}.words")), t_opt(&format!("{game}.words.lang")))
    else {
        return text.into_any();
    };
    let words: Vec<&str> = list.split('|').filter(|w| !w.is_empty()).collect();
    let mut parts: Vec<AnyView> = Vec::new();
    let (mut plain, mut i) = (0, 0);
    let is_word = |c: char| c.is_alphanumeric() || c == '\'';
    while i < text.len() {
        let rest = &text[i..];
        let starts = text[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let found = words
            .iter()
            .filter(|w| starts && rest.starts_with(**w))
            .map(|w| {
                let after = &rest[w.len()..];
                let after = after.strip_prefix('s').filter(|a| !a.starts_with(is_word)).unwrap_or(after);
                (rest.len() - after.len(), after)
            })
            .filter(|(_, after)| !after.starts_with(|c: char| c.is_alphanumeric()))
            .map(|(len, _)| len)
            .max();
        match found {
            Some(len) => {
                if plain < i {
                    parts.push(text[plain..i].to_string().into_any());
                }
                let tag = tag.clone();
                parts.push(view! { <span lang=tag>{text[i..i + len].to_string()}</span> }.into_any());
                i += len;
                plain = i;
            }
            None => i += rest.chars().next().map_or(1, char::len_utf8),
        }
    }
    if plain < text.len() {
        parts.push(text[plain..].to_string().into_any());
    }
    parts.collect_view().into_any()
}
