//! The local words of each game, as its source spells them, with their language and meaning, for
//! the games' stories and the leaflets: the game's entry in the registry (`GameInfo::words`), each
//! word's meaning a catalog text.

use super::super::text::t;
use crate::games::GameId;
use leptos::prelude::*;

/// The words of game `id` as a definition list, each word marked with its language.
pub fn glossary(id: GameId) -> impl IntoView {
    view! {
        <dl class="glossary" data-testid="glossary">
            {id.info().words.iter().map(|w| view! {
                <div class="term">
                    <dt lang=w.lang>{w.word}</dt>
                    <dd>{t(w.key)}</dd>
                </div>
            }).collect_view()}
        </dl>
    }
}
