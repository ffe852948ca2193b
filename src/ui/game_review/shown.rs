//! A finished review as the panel draws it, without the game's type: the panel (graph, key
//! moments, decisions, accounts) is compiled once for every game; each game only turns its
//! `GameReview` into this (`mod.rs`).

use crate::model::Seat;

/// How a decision is graded: the review engine's grades, in order from best to worst.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    Best,
    Good,
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Mark {
    pub const ALL: [Mark; 5] = [Mark::Best, Mark::Good, Mark::Inaccuracy, Mark::Mistake, Mark::Blunder];

    /// Its name in the catalog (`analysis.grade.<name>`) and its class on the page.
    pub fn name(self) -> &'static str {
        match self {
            Mark::Best => "best",
            Mark::Good => "good",
            Mark::Inaccuracy => "inaccuracy",
            Mark::Mistake => "mistake",
            Mark::Blunder => "blunder",
        }
    }
}

/// One side of the game as the review follows it: a line of the graph, an account.
#[derive(Clone, PartialEq, Debug)]
pub struct Side {
    /// The seat the side is named by (Dèleb's team by its first player).
    pub seat: Seat,
    /// Its name as the players know it.
    pub name: String,
    /// Its share of decisions played as the best move found, in percent.
    pub accuracy: f32,
    /// How many of its decisions got each mark, in `Mark::ALL`'s order.
    pub marks: [usize; 5],
    /// Its chance of winning (percent) at the start, what the throws gave it, what its own
    /// decisions cost it, what the others' decisions gave it, what the computer's search saw
    /// only later (neither a throw's doing nor a graded decision's), and at the end:
    /// `start + luck − own + others + revised = result`.
    pub start: f32,
    pub luck: f32,
    pub own: f32,
    pub others: f32,
    pub revised: f32,
    pub result: f32,
}

/// One decision of the game, graded.
#[derive(Clone, PartialEq, Debug)]
pub struct Decision {
    /// The move's index in the game (the position before it is `index`, after it `index + 1`).
    pub index: usize,
    /// The side that decided (index into `Shown::sides`).
    pub side: usize,
    pub who: String,
    pub played: String,
    /// The best move found, when it is not the one played.
    pub better: Option<String>,
    /// What the move cost its side's chance of winning, in percent.
    pub cost: f32,
    pub mark: Mark,
    /// The value is exact (a solved position), not an estimate.
    pub exact: bool,
}

/// A finished review of a game's first `len` moves.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct Shown {
    pub len: usize,
    pub sides: Vec<Side>,
    /// At every position (`0..=len`), each side's value: its chance of winning in percent, or in
    /// the hyena game its expected place (`places` is then the number of places).
    pub values: Vec<Vec<f32>>,
    pub places: Option<usize>,
    pub decisions: Vec<Decision>,
    /// The key moments: indices into `decisions` or chance steps, as the move's index, largest
    /// swing first.
    pub key: Vec<Moment>,
    /// A game of throws: the accounts say what the throws gave.
    pub luck: bool,
    /// The least cost (percent) of a good move, an inaccuracy, a mistake and a blunder.
    pub thresholds: [f32; 4],
}

/// A key moment: a move whose position changed the sides' values most.
#[derive(Clone, PartialEq, Debug)]
pub struct Moment {
    /// The move's index in the game.
    pub index: usize,
    /// The decision it was, if it was one (index into `Shown::decisions`), else a throw.
    pub decision: Option<usize>,
    /// The side whose value moved most, and by how much (percent, or places).
    pub side: usize,
    pub swing: f32,
}

/// What the review can do with the game on the table (implemented for each game in `mod.rs`).
pub trait Reviewed {
    /// Shows the position after move `at` moves (0: the start) on the board.
    fn show(&self, at: usize);
    /// Shows decision `d` on the board: the position after it, the better move drawn beside the
    /// one played.
    fn show_decision(&self, d: &Decision);
    /// The better move at decision `d`, step by step ("Why?"): what happens, and the rules.
    fn why_better(&self, d: &Decision) -> Vec<(String, Vec<String>)>;
}
