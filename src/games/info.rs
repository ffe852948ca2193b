//! What the rest of the site knows of a game: its entry in the registry ([`GameInfo`]), declared
//! once in the game's own folder (`src/games/<game>/info.rs`) and read through [`GameId::info`]
//! or [`Registered::INFO`]. The teacher's kit (print sizes, record sheet, leaflet, words, story,
//! lesson, throw lab), the tallies of throws, the `lab games --json` list the build scripts read
//! and the home page's cards all come from here, so that no code outside a game's folders names
//! a game.
//!
//! [`GameId::info`]: super::GameId::info

use crate::model::conformance::Invariant;
use crate::model::{Evaluate, GameRng, JsonState, Prob};

/// A game the site offers: the rules (`Game`), their JSON (`JsonState`), the computer's estimate
/// and budgets (`Evaluate`), the game's own consistency check (`Invariant`) and its entry.
pub trait Registered: JsonState + Evaluate + Invariant + Send + Sync {
    /// Everything the rest of the site needs to know of the game besides its rules and its id
    /// (`Game::ID`: in addresses, links, records, catalogs and file names).
    const INFO: GameInfo;
}

/// A game's entry in the registry.
#[derive(Clone, Copy, Debug)]
pub struct GameInfo {
    /// Its folder in `src/games/` and `src/ui/games/` (`um_dyar`). The table's split point is
    /// named `page_<folder>` (`scripts/wasm.sh` reads it from the registry).
    pub folder: &'static str,
    /// The options `lab bench` and the WebAssembly benchmark time it with (`KEY=VALUE,…`, empty
    /// for the defaults).
    pub bench: &'static str,
    /// The local words of the game, as its source spells them, for its story and its leaflet.
    pub words: &'static [Word],
    /// The lesson game of the teachers' page.
    pub lesson: Lesson,
    /// The printable kit: board sizes, the leaflet's rules, the record sheet's columns.
    pub print: Print,
    /// The game's story (`#/<game>/about`): what is known, and the number of sources listed.
    pub about: About,
    /// The sticks the game throws, for its throw lab and its tallies; `None` for a game without.
    pub sticks: Option<&'static Sticks>,
}

/// A word of a game, as its source spells it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Word {
    /// The word as the source spells it.
    pub word: &'static str,
    /// Its language tag: `so` Somali; `ar-Latn` Arabic in Latin letters; `mey-Latn` Hassaniya
    /// in Latin letters; `sma` South Sámi, `smj` Lule Sámi, `se` North Sámi.
    pub lang: &'static str,
    /// The catalog key of its meaning.
    pub key: &'static str,
}

impl Word {
    pub const fn new(word: &'static str, lang: &'static str, key: &'static str) -> Word {
        Word { word, lang, key }
    }
}

/// The game of a lesson: set up for the time a lesson has, with a fixed seed so that every pupil
/// who opens the link gets the same throws, and the class can talk about one game. The link is
/// written out so that the teachers' page needs none of the games' code; a test rebuilds it from
/// the options and seed (`tests/teach.rs`), so it can never drift from what it says.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Lesson {
    /// The options that differ from the game's defaults, as `lab --opt` takes them.
    pub options: &'static [(&'static str, &'static str)],
    /// The seed that decides every throw.
    pub seed: u64,
    /// The page address: `#/<game>?g=…`.
    pub link: &'static str,
}

/// The printable kit of a game (`#/<game>/print`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Print {
    /// The board sheet is printed in landscape.
    pub landscape: bool,
    /// The setting that sizes the board (cross-lines, hollows, holes a row), if it has one.
    pub size: Option<BoardSize>,
    /// The rules the leaflet lists, in order (the rest are options or the site's own).
    pub leaflet: &'static [&'static str],
    /// The record sheet's columns (catalog keys); the first is the row's number.
    pub columns: &'static [&'static str],
}

/// The choices of a board's size on the print kit.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BoardSize {
    /// The catalog key of the setting's name.
    pub key: &'static str,
    pub choices: &'static [u8],
    pub default: u8,
}

/// A game's story: the rows of "what is known" and how many sources it lists
/// (`teach.about.<game>.k.<row>`, `teach.about.<game>.src.<n>`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct About {
    pub known: &'static [(&'static str, Status)],
    pub sources: usize,
}

/// Where a piece of knowledge about a game comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// Said by the source itself.
    Source,
    /// In the source, but lost from the copy we have.
    Lost,
    /// Reconstructed by a later reading (named in the row).
    Later,
    /// Decided by us where the source is silent.
    Ours,
    /// Not known from any source we have.
    Unknown,
}

impl Status {
    /// Its name in the catalog, and its class on the page (`status source` …).
    pub fn name(self) -> &'static str {
        match self {
            Status::Source => "source",
            Status::Lost => "lost",
            Status::Later => "later",
            Status::Ours => "ours",
            Status::Unknown => "unknown",
        }
    }
}

/// The sticks (or billets) a game throws, as its throw lab and a tally of throws know them.
#[derive(Clone, Copy, Debug)]
pub struct Sticks {
    /// The game's number in a tally's code (`link::tally`): fixed for ever, so that a code once
    /// given keeps reading. Two bits.
    pub tally_code: u8,
    /// How many are thrown at once.
    pub count: usize,
    /// What they are called in the kit's texts (`teach.lab.mode_real_<noun>` …): `billets` or
    /// `sticks`.
    pub noun: &'static str,
    /// The colour of their rounded side, as the source describes it (Dèleb's "black" bark, the
    /// hyena sticks' "rounded green surface"), and of its grain: a CSS colour each.
    pub bark: (&'static str, &'static str),
    /// They may lie on their side (Dèleb's gà·r): the game's option that says how often, in
    /// percent, whose default the throw lab starts from. The lab then asks how often, and whether
    /// a stick on its side counts by day or by night; a tally counts the sticks seen on their side.
    /// `None` for sticks that never lie on their side.
    pub on_side: Option<&'static str>,
    /// Each throw's catalog key and what it counts, in the tally's order.
    pub throws: fn() -> Vec<(&'static str, u8)>,
    /// The exact chance of each throw, in the same order, for a rate of sticks on their side (in
    /// percent) and the time of day (ignored by sticks that never lie on their side).
    pub odds: fn(on_side: u8, night: bool) -> Vec<Prob>,
    /// One throw drawn stick by stick with the engine's own draws.
    pub throw: fn(rng: &mut GameRng, on_side: u8, night: bool) -> Fall,
}

/// How the sticks of one throw fell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Fall {
    /// Each stick's face.
    pub faces: Vec<Face>,
    /// The throw it makes: its index in [`Sticks::throws`].
    pub throw: usize,
    /// The sticks lying on their side.
    pub on_side: u8,
}

/// What a stick shows when it lands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    /// The flat, white side (wood).
    White,
    /// The rounded side with its bark (black for Dèleb's billets, green for the hyena sticks).
    Bark,
    /// Lying on its side (Dèleb's gà·r).
    Side,
}

#[cfg(test)]
mod tests {
    use super::super::GameId;
    use crate::model::{Game, GameRng, OptionKind, Prob};
    use crate::with_game;

    /// Every entry holds together: its folder exists, its lesson is a link to the game, the
    /// leaflet lists rules the game has, the board's default size is one of its choices, the
    /// story lists known rows and sources, its play texts are the part `<id>-play`.
    #[test]
    fn every_entry_holds_together() {
        for &id in GameId::ALL {
            let (g, info) = (id.as_str(), id.info());
            let folder = format!("{}/src/games/{}/info.rs", env!("CARGO_MANIFEST_DIR"), info.folder);
            assert!(std::path::Path::new(&folder).exists(), "{g}: {folder}");
            assert!(info.lesson.link.starts_with(&format!("#/{g}?g=")), "{g}: lesson link");
            let rules = with_game!(id, G => G::rules());
            for r in info.print.leaflet {
                assert!(rules.iter().any(|d| d.id == *r), "{g}: leaflet rule {r}");
            }
            if let Some(size) = info.print.size {
                assert!(size.choices.contains(&size.default), "{g}: board size");
            }
            assert!(!info.print.columns.is_empty() && !info.words.is_empty(), "{g}: sheet and words");
            assert!(!info.about.known.is_empty() && info.about.sources > 0, "{g}: its story");
            assert_eq!(id.play_part(), format!("{g}-play"), "{g}: its play texts' part");
        }
    }

    /// The sticks of every game thrown with them: a distinct tally code of two bits, as many
    /// chances as throws summing to 1 for any rate on their side, throws drawn within the list, and
    /// the option the rate comes from among the game's options.
    #[test]
    fn every_games_sticks_hold_together() {
        let mut codes = Vec::new();
        for &id in GameId::ALL {
            let Some(sticks) = id.info().sticks else { continue };
            let g = id.as_str();
            assert!(sticks.tally_code < 4 && !codes.contains(&sticks.tally_code), "{g}: tally code");
            codes.push(sticks.tally_code);
            let throws = (sticks.throws)();
            let mut rng = GameRng::seed_from_u64(7);
            for (rate, night) in [(0, false), (1, false), (25, true)] {
                let odds = (sticks.odds)(rate, night);
                assert_eq!(odds.len(), throws.len(), "{g}: odds");
                assert_eq!(odds.iter().fold(Prob::ZERO, |a, &b| a + b), Prob::ONE, "{g}: odds sum");
                for _ in 0..100 {
                    let fall = (sticks.throw)(&mut rng, rate, night);
                    assert!(fall.throw < throws.len() && fall.faces.len() == sticks.count, "{g}: {fall:?}");
                }
            }
            if let Some(key) = sticks.on_side {
                let spec = with_game!(id, G => G::option_specs()).iter().find(|s| s.key == key);
                assert!(matches!(spec.map(|s| s.kind), Some(OptionKind::Int { .. })), "{g}: option {key}");
            }
        }
        assert!(!codes.is_empty(), "a game is thrown with sticks");
    }
}
