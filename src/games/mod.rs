//! The games, one folder each, and their registry: [`GameId`] lists them, [`with_game!`] turns an
//! id into its type, and each game's entry ([`info::GameInfo`], in its folder's `info.rs`) tells
//! the rest of the site what it needs besides the rules. To add a game, follow
//! `docs/architecture.md`, "Add a game".

pub mod dablot;
pub mod deleb;
pub mod hyena;
pub mod info;
pub mod um_dyar;

pub use info::{GameInfo, Registered};

/// Every game that can be played, in the order the site lists them. A game appears here only
/// once it is playable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameId {
    Deleb,
    Hyena,
    UmDyar,
    Dablot,
}

impl GameId {
    pub const ALL: &'static [GameId] = &[GameId::Deleb, GameId::Hyena, GameId::UmDyar, GameId::Dablot];

    /// The game's id in addresses, links, records, catalogs and file names (`um-dyar`).
    pub fn as_str(self) -> &'static str {
        crate::with_game!(self, G => <G as crate::model::Game>::ID)
    }

    pub fn parse(text: &str) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| g.as_str() == text)
    }

    /// The part of the game's texts that only play needs (`<id>-play`: its board's words, "Why?",
    /// refusals, endings), fetched with its table; its page's part is named by its id. The two
    /// are split by `scripts/split-catalogs.mjs`.
    pub fn play_part(self) -> &'static str {
        // Written out, not built from the id: the site's first download carries no code to build
        // and keep them (a test holds each to `<id>-play`).
        match self {
            GameId::Deleb => "deleb-play",
            GameId::Hyena => "hyena-play",
            GameId::UmDyar => "um-dyar-play",
            GameId::Dablot => "dablot-play",
        }
    }

    /// The game's entry in the registry.
    pub fn info(self) -> &'static GameInfo {
        crate::with_game!(self, G => &<G as Registered>::INFO)
    }

    /// The game is thrown with sticks (it has a throw lab).
    pub fn has_sticks(self) -> bool {
        crate::with_game!(self, G => const { <G as Registered>::INFO.sticks.is_some() })
    }

    /// How the game's sticks look, for a drawing of a throw: how many are thrown, and the colours
    /// of their rounded side and its grain; `None` for a game without sticks. Evaluated as the
    /// program is compiled, so that a page drawing sticks carries nothing else of the registry
    /// (`info` gives a whole entry, the throw lab's arithmetic with it).
    pub fn sticks_look(self) -> Option<(usize, (&'static str, &'static str))> {
        crate::with_game!(self, G => const {
            match <G as Registered>::INFO.sticks {
                Some(s) => Some((s.count, s.bark)),
                None => None,
            }
        })
    }
}

/// Runs `$body` with `$G` standing for the game type of `$id`:
/// `with_game!(id, G => perft::<G>(…))`.
#[macro_export]
macro_rules! with_game {
    ($id:expr, $G:ident => $body:expr) => {
        match $id {
            $crate::games::GameId::Deleb => {
                type $G = $crate::games::deleb::Deleb;
                $body
            }
            $crate::games::GameId::Hyena => {
                type $G = $crate::games::hyena::Hyena;
                $body
            }
            $crate::games::GameId::UmDyar => {
                type $G = $crate::games::um_dyar::UmDyar;
                $body
            }
            $crate::games::GameId::Dablot => {
                type $G = $crate::games::dablot::Dablot;
                $body
            }
        }
    };
}
