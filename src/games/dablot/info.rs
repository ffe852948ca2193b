//! Dablot Prejjesne's entry in the registry of games (`games::info`): what the rest of the site
//! knows of it besides its rules — its words, its lesson, its printable kit and its story.

use super::Dablot;
use crate::games::info::{About, GameInfo, Lesson, Print, Registered, Status::*, Word};

/// Wikipedia, "Dablot Prejjesne" / "Dablo".
const WORDS: &[Word] = &[
    Word::new("daabloe", "sma", "teach.word.dablot.daabloe"),
    Word::new("dábllo", "smj", "teach.word.dablot.dabllo"),
    Word::new("dablot prejjesne", "sma", "teach.word.dablot.prejjesne"),
    Word::new("daablodh duoljjesne", "sma", "teach.word.dablot.duoljjesne"),
    Word::new("cuhkka", "se", "teach.word.dablot.cuhkka"),
    Word::new("gånneka", "sma", "teach.word.dablot.ganneka"),
    Word::new("gånnekan alke", "sma", "teach.word.dablot.alke"),
    Word::new("dårake", "sma", "teach.word.dablot.darake"),
];

impl Registered for Dablot {
    const INFO: GameInfo = GameInfo {
        folder: "dablot",
        bench: "capture=optional",
        words: WORDS,
        // The whole board, the modern rules (capture compulsory).
        lesson: Lesson { options: &[], seed: 1921, link: "#/dablot?g=AgEAAgAAAAAAgQcAAAAAAAAAAPJ1spA" },
        print: Print {
            landscape: false,
            size: None,
            leaflet: &[
                "board",
                "pieces",
                "sides",
                "setup",
                "move",
                "jump",
                "rank",
                "chain",
                "capture",
                "chain-complete",
                "no-promotion",
                "win",
                "blocked",
                "no-capture-draw",
                "draw-limit",
                "agreement",
            ],
            columns: &["teach.sheet.move", "teach.sheet.sami", "teach.sheet.landowners"],
        },
        about: About {
            known: &[
                ("board", Source),
                ("ranks", Source),
                ("compulsory", Unknown),
                ("variations", Lost),
                ("keyland", Later),
                ("blocked", Ours),
                ("draw", Ours),
                ("name", Unknown),
            ],
            sources: 4,
        },
        sticks: None,
    };
}
