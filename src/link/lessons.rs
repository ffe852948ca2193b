//! The lesson links the teachers' page offers: one game per lesson, set up for the time a lesson
//! has, with a fixed seed so that every pupil who opens the link gets the same throws (the
//! hyena game's spiral included), and the class can talk about one game.
//!
//! The links are written out so that the teachers' page needs none of the games' code; the test
//! below rebuilds each from its options and seed, so a link can never drift from what it says.

use crate::games::GameId;

/// One lesson's game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct LessonGame {
    pub game: GameId,
    /// The options that differ from the game's defaults, as `lab --opt` takes them.
    pub options: &'static [(&'static str, &'static str)],
    /// The seed that decides every throw.
    pub seed: u64,
    /// The page address: `#/<game>?g=…`.
    pub link: &'static str,
}

/// The four lessons' games, in the order of `GameId::ALL`.
pub const LESSON_GAMES: [LessonGame; 4] = [
    // Four players in two teams on a short field: the entry stages for everyone, then a game
    // that random players finish in about 300 moves, throws included.
    LessonGame {
        game: GameId::Deleb,
        options: &[("lines", "6"), ("players", "4")],
        seed: 1931,
        link: "#/deleb?g=AgIRbGluZXM9NixwbGF5ZXJzPTQEAAAAAAAAAAAAiwcAAAAAAAAAAGlTJXM",
    },
    // Four mothers on a spiral drawn from 20 to 40 hollows (Davies: "a random number").
    LessonGame {
        game: GameId::Hyena,
        options: &[("hollows", "30")],
        seed: 145,
        link: "#/hyena?g=AgMKaG9sbG93cz0zMAQAAAAAAAAAAACRAAAAAAAAAAAArNdUvg",
    },
    // One game on two rows of four holes, four seeds each.
    LessonGame {
        game: GameId::UmDyar,
        options: &[("mode", "game"), ("holes", "4"), ("fill", "row")],
        seed: 2010,
        link: "#/um-dyar?g=AgIabW9kZT1nYW1lLGhvbGVzPTQsZmlsbD1yb3cCAAAAAADaBwAAAAAAAAAABdnY6g",
    },
    // The whole board, the modern rules (capture compulsory).
    LessonGame {
        game: GameId::Dablot,
        options: &[],
        seed: 1921,
        link: "#/dablot?g=AgEAAgAAAAAAgQcAAAAAAAAAAPJ1spA",
    },
];

/// The lesson game of `game`.
pub fn lesson_game(game: GameId) -> Option<&'static LessonGame> {
    LESSON_GAMES.iter().find(|l| l.game == game)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::{open, seeded_link};
    use crate::model::{Game, Options, Session};
    use crate::with_game;

    #[test]
    fn each_link_is_the_game_it_describes() {
        for l in &LESSON_GAMES {
            with_game!(l.game, G => {
                let mut options = Options::defaults(G::option_specs());
                for (k, v) in l.options {
                    options.set(k, v).unwrap();
                }
                let session = Session::<G>::new(options.clone(), Vec::new(), l.seed).unwrap();
                assert_eq!(seeded_link(&session), l.link, "{}", l.game.as_str());
                let opened = open::<G>(l.link).unwrap();
                assert_eq!(opened.session.options(), &options);
                assert_eq!(opened.session.seed(), l.seed);
                assert!(opened.session.is_empty());
            });
        }
    }
}
