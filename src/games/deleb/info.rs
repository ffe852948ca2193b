//! Dèleb's entry in the registry of games (`games::info`): what the rest of the site knows of it
//! besides its rules — its words, its lesson, its printable kit, its story and its billets.

use super::Deleb;
use super::odds::{lab_odds, lab_throw, lab_throws};
use super::words::GLOSSARY;
use crate::games::info::{About, BoardSize, GameInfo, Lesson, Print, Registered, Status::*, Sticks};

impl Registered for Deleb {
    const INFO: GameInfo = GameInfo {
        folder: "deleb",
        bench: "",
        words: GLOSSARY,
        // Four players in two teams on a short field: the entry stages for everyone, then a game
        // that random players finish in about 300 moves, throws included.
        lesson: Lesson {
            options: &[("lines", "6"), ("players", "4")],
            seed: 1931,
            link: "#/deleb?g=AgIRbGluZXM9NixwbGF5ZXJzPTQEAAAAAAAAAAAAiwcAAAAAAAAAAGlTJXM",
        },
        print: Print {
            landscape: true,
            size: Some(BoardSize {
                key: "teach.print.size.deleb",
                choices: &[6, 8, 10, 12, 16, 20, 24, 30],
                default: 20,
            }),
            leaflet: &[
                "billets",
                "names",
                "throw-again",
                "gar",
                "field",
                "men",
                "players",
                "start",
                "entry-1",
                "entry-2",
                "entry-3",
                "track",
                "seafarer",
                "use-throws",
                "liberation",
                "pass",
                "eat",
                "double",
                "split",
                "store",
                "forgo",
                "rescue",
                "handicap",
                "win",
            ],
            columns: &["teach.sheet.turn", "teach.sheet.player", "teach.sheet.throws", "teach.sheet.moves"],
        },
        about: About {
            known: &[
                ("field", Source),
                ("billets", Source),
                ("names", Lost),
                ("figure", Lost),
                ("stages", Source),
                ("track", Source),
                ("gar-rate", Ours),
                ("chooser", Ours),
                ("preyed", Ours),
                ("dlp", Later),
                ("when", Unknown),
            ],
            sources: 3,
        },
        sticks: Some(&Sticks {
            tally_code: 0,
            count: 4,
            noun: "billets",
            bark: ("#2f2520", "#6b5a4a"),
            on_side: Some("gar"),
            throws: lab_throws,
            odds: lab_odds,
            throw: lab_throw,
        }),
    };
}
