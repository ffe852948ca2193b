//! Um dyar's entry in the registry of games (`games::info`): what the rest of the site knows of
//! it besides its rules — its words, its lesson, its printable kit and its story.

use super::UmDyar;
use crate::games::info::{About, BoardSize, GameInfo, Lesson, Print, Registered, Status::*, Word};

/// Wikimanqala, "Um dyar".
const WORDS: &[Word] = &[
    Word::new("Um dyar", "mey-Latn", "teach.word.um-dyar.game"),
    Word::new("dyar", "mey-Latn", "teach.word.um-dyar.dyar"),
    Word::new("dar", "mey-Latn", "teach.word.um-dyar.dar"),
    Word::new("kyétan", "mey-Latn", "teach.word.um-dyar.kyetan"),
    Word::new("kyit", "mey-Latn", "teach.word.um-dyar.kyit"),
];

impl Registered for UmDyar {
    const INFO: GameInfo = GameInfo {
        folder: "um_dyar",
        bench: "",
        words: WORDS,
        // One game on two rows of four holes, four seeds each.
        lesson: Lesson {
            options: &[("mode", "game"), ("holes", "4"), ("fill", "row")],
            seed: 2010,
            link: "#/um-dyar?g=AgIabW9kZT1nYW1lLGhvbGVzPTQsZmlsbD1yb3cCAAAAAADaBwAAAAAAAAAABdnY6g",
        },
        print: Print {
            landscape: true,
            size: Some(BoardSize {
                key: "teach.print.size.um-dyar",
                choices: &[2, 4, 6, 8, 10, 12],
                default: 6,
            }),
            leaflet: &[
                "board",
                "seeds",
                "own-side",
                "first",
                "sow",
                "singleton",
                "laps",
                "capture",
                "chain",
                "capture-side",
                "empty-breaks",
                "pass",
                "end",
                "winner",
                "single-seed",
                "stall",
                "match",
                "match-fill",
                "closed",
                "reopen",
                "carry",
                "match-end",
            ],
            columns: &[
                "teach.sheet.move",
                "teach.sheet.player",
                "teach.sheet.hole",
                "teach.sheet.captured",
                "teach.sheet.piles",
            ],
        },
        about: About {
            known: &[
                ("who", Source),
                ("rules", Source),
                ("laps", Ours),
                ("sides", Ours),
                ("stall", Ours),
                ("ludii", Later),
            ],
            sources: 2,
        },
        sticks: None,
    };
}
