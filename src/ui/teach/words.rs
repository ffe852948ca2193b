//! The local words of each game, as its source spells them, with their language and meaning, for
//! the games' stories and the leaflets. Dèleb's are Marin's glossary (`deleb::GLOSSARY`, meanings
//! in the game's catalog); the others are written here, meanings in the `teach` catalog.
//!
//! Language tags: `so` Somali; `ar-Latn` Arabic written in Latin letters (Davies's Sudanese
//! words, Marin's "Arabian ta·b"); `mey-Latn` Hassaniya written in Latin letters; `sma` South
//! Sámi, `smj` Lule Sámi, `se` North Sámi.

use super::super::text::t;
use crate::games::GameId;
use crate::games::deleb::GLOSSARY;
use leptos::prelude::*;

/// A word: as the source spells it, its language tag, and the catalog key of its meaning.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Word {
    pub word: &'static str,
    pub lang: &'static str,
    pub key: &'static str,
}

const fn w(word: &'static str, lang: &'static str, key: &'static str) -> Word {
    Word { word, lang, key }
}

/// Davies, "Li'b El Merafib, the Hyena Game", pp. 145–146 (the copy prints "tba" for tâba).
const HYENA: &[Word] = &[
    w("Li'b El Merafib", "ar-Latn", "teach.word.hyena.game"),
    w("tâba", "ar-Latn", "teach.word.hyena.taba"),
    w("ymn", "ar-Latn", "teach.word.hyena.ymn"),
    w("rab'", "ar-Latn", "teach.word.hyena.rab"),
    w("sta", "ar-Latn", "teach.word.hyena.sta"),
];

/// Wikimanqala, "Um dyar".
const UM_DYAR: &[Word] = &[
    w("Um dyar", "mey-Latn", "teach.word.um-dyar.game"),
    w("dyar", "mey-Latn", "teach.word.um-dyar.dyar"),
    w("dar", "mey-Latn", "teach.word.um-dyar.dar"),
    w("kyétan", "mey-Latn", "teach.word.um-dyar.kyetan"),
    w("kyit", "mey-Latn", "teach.word.um-dyar.kyit"),
];

/// Wikipedia, "Dablot Prejjesne" / "Dablo".
const DABLOT: &[Word] = &[
    w("daabloe", "sma", "teach.word.dablot.daabloe"),
    w("dábllo", "smj", "teach.word.dablot.dabllo"),
    w("dablot prejjesne", "sma", "teach.word.dablot.prejjesne"),
    w("daablodh duoljjesne", "sma", "teach.word.dablot.duoljjesne"),
    w("cuhkka", "se", "teach.word.dablot.cuhkka"),
    w("gånneka", "sma", "teach.word.dablot.ganneka"),
    w("gånnekan alke", "sma", "teach.word.dablot.alke"),
    w("dårake", "sma", "teach.word.dablot.darake"),
];

/// The words of game `id`.
pub fn words(id: GameId) -> Vec<Word> {
    match id {
        GameId::Deleb => GLOSSARY.iter().map(|g| Word { word: g.word, lang: g.lang, key: g.key }).collect(),
        GameId::Hyena => HYENA.to_vec(),
        GameId::UmDyar => UM_DYAR.to_vec(),
        GameId::Dablot => DABLOT.to_vec(),
    }
}

/// The words as a definition list, each word marked with its language.
pub fn glossary(id: GameId) -> impl IntoView {
    view! {
        <dl class="glossary" data-testid="glossary">
            {words(id).into_iter().map(|w| view! {
                <div class="term">
                    <dt lang=w.lang>{w.word}</dt>
                    <dd>{t(w.key)}</dd>
                </div>
            }).collect_view()}
        </dl>
    }
}
