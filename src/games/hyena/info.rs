//! The hyena game's entry in the registry of games (`games::info`): what the rest of the site
//! knows of it besides its rules — its words, its lesson, its printable kit, its story and its
//! sticks.

use super::Hyena;
use super::odds::{lab_odds, lab_throw, lab_throws};
use crate::games::info::{About, BoardSize, GameInfo, Lesson, Print, Registered, Status::*, Sticks, Word};

/// Davies, "Li'b El Merafib, the Hyena Game", pp. 145–146 (the copy prints "tba" for tâba).
const WORDS: &[Word] = &[
    Word::new("Li'b El Merafib", "ar-Latn", "teach.word.hyena.game"),
    Word::new("tâba", "ar-Latn", "teach.word.hyena.taba"),
    Word::new("ymn", "ar-Latn", "teach.word.hyena.ymn"),
    Word::new("rab'", "ar-Latn", "teach.word.hyena.rab"),
    Word::new("sta", "ar-Latn", "teach.word.hyena.sta"),
];

impl Registered for Hyena {
    const INFO: GameInfo = GameInfo {
        folder: "hyena",
        bench: "spread=0",
        words: WORDS,
        // Four mothers on a spiral drawn from 20 to 40 hollows (Davies: "a random number").
        lesson: Lesson {
            options: &[("hollows", "30")],
            seed: 145,
            link: "#/hyena?g=AgMKaG9sbG93cz0zMAQAAAAAAAAAAACRAAAAAAAAAAAArNdUvg",
        },
        print: Print {
            landscape: false,
            size: Some(BoardSize {
                key: "teach.print.size.hyena",
                choices: &[20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120],
                default: 80,
            }),
            leaflet: &[
                "players",
                "spiral",
                "sticks",
                "turn",
                "leave-village",
                "move",
                "taba-credit",
                "exact-well",
                "step",
                "overshoot",
                "well",
                "well-bank",
                "spend",
                "return",
                "first-home",
                "home-credit",
                "hyena-leave",
                "hyena-double",
                "hyena-well",
                "hyena-eat",
                "hyena-stop",
                "share",
                "end",
            ],
            columns: &[
                "teach.sheet.turn",
                "teach.sheet.player",
                "teach.sheet.throws",
                "teach.sheet.mother",
                "teach.sheet.credit",
            ],
        },
        about: About {
            known: &[
                ("board", Source),
                ("rules", Source),
                ("table", Lost),
                ("figure", Lost),
                ("values", Later),
                ("hollows", Ours),
                ("credit", Ours),
                ("who", Unknown),
            ],
            sources: 3,
        },
        sticks: Some(&Sticks {
            tally_code: 1,
            count: 3,
            noun: "sticks",
            bark: ("#5f7d3a", "#3e5424"),
            on_side: None,
            throws: lab_throws,
            odds: lab_odds,
            throw: lab_throw,
        }),
    };
}
