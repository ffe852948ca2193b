//! The games, one folder each. To add a game: write its folder (rules, notation, JSON, docs), add
//! it to [`GameId`] and to the `with_game!` macro below, its consistency check to
//! [`invariants`], and give it a board in `ui/games/`.

pub mod dablot;
pub mod deleb;
pub mod hyena;
pub mod invariants;
pub mod um_dyar;

/// Every game that can be played. A game appears here only once it is playable.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameId {
    Deleb,
    Hyena,
    UmDyar,
    Dablot,
}

impl GameId {
    pub const ALL: &'static [GameId] = &[GameId::Deleb, GameId::Hyena, GameId::UmDyar, GameId::Dablot];

    pub fn as_str(self) -> &'static str {
        match self {
            GameId::Deleb => "deleb",
            GameId::Hyena => "hyena",
            GameId::UmDyar => "um-dyar",
            GameId::Dablot => "dablot",
        }
    }

    pub fn parse(text: &str) -> Option<GameId> {
        GameId::ALL.iter().copied().find(|g| g.as_str() == text)
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
