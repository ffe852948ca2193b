//! A move drawn on the board beside the last one: the coach's hint, or in a game's review the
//! better move at a decision. The table holds it (`Table::suggested`); each board draws it in a
//! style of its own (a dashed outline in the suggestion's colour, distinct from the last move's
//! mark and from the marks of the moves a player may choose), and the line under the board
//! (`caption`) says it in words, for a screen reader and a player who does not tell the colours
//! apart.
//!
//! Whoever shows a suggestion sets it, and takes it away when it no longer applies (the coach:
//! when a move is played or the position changes). The table draws it only while it applies to
//! the board shown (`Table::suggestion`): played from the position shown, or for a review's
//! better move also from the one the last move shown was played from ("instead of the move
//! played, this one").

use super::super::text::t_args;
use super::{GameView, Table};
use crate::model::{Game, Turn};
use leptos::prelude::*;

/// Why a move is shown as suggested.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Suggest {
    /// The coach's hint: the move the computer would play in the position shown.
    Hint,
    /// A review's better move: what would have been better than the last move shown (set by the
    /// game's review, issue 31).
    #[allow(dead_code, reason = "the review sets it; the boards and the caption draw it already")]
    Better,
}

impl Suggest {
    /// The caption's text key (its argument: the move's notation).
    fn key(self) -> &'static str {
        match self {
            Suggest::Hint => "suggest.hint",
            Suggest::Better => "suggest.better",
        }
    }

    /// Its name in a word, for a chip on a choice marked as suggested ("Hint", "Better").
    pub fn chip_key(self) -> &'static str {
        match self {
            Suggest::Hint => "coach.hint",
            Suggest::Better => "suggest.better.chip",
        }
    }

    /// Its name in the markup (`data-why` on each board's mark).
    pub fn as_str(self) -> &'static str {
        match self {
            Suggest::Hint => "hint",
            Suggest::Better => "better",
        }
    }
}

/// A move suggested: `mv`, played from the position `before`.
#[derive(Clone, PartialEq, Debug)]
pub struct Suggestion<G: Game> {
    pub before: G,
    pub mv: G::Move,
    pub why: Suggest,
}

impl<G: Game> Suggestion<G> {
    pub fn new(before: G, mv: G::Move, why: Suggest) -> Self {
        Suggestion { before, mv, why }
    }

    /// A decision legal in `before` (never a throw of the sticks: a chance step is not drawn).
    fn legal(&self) -> bool {
        if !matches!(self.before.turn(), Turn::Seat(_)) {
            return false;
        }
        let mut moves = Vec::new();
        self.before.moves(&mut moves);
        moves.contains(&self.mv)
    }
}

impl<G: GameView> Table<G> {
    /// The suggestion to draw now (reactive): the one set, while it applies to the board shown —
    /// played from the position shown (or, a review's better move, from the one the last move
    /// shown was played from), a legal decision there — and not while a move's steps are
    /// explained.
    pub fn suggestion(&self) -> Option<Suggestion<G>> {
        let s = self.suggested.get()?;
        if self.explain.get().is_some() || !s.legal() {
            return None;
        }
        let shown = self.state()?;
        // A hint is for the position shown; a better move also beside the last move shown.
        let applies = s.before == shown
            || (s.why == Suggest::Better && self.last_move().is_some_and(|(before, _)| before == s.before));
        applies.then_some(s)
    }
}

/// The suggestion in words: "Coach's hint, drawn dashed on the board: 2,4-1,5". The move's
/// notation is isolated left to right (U+2066…U+2069), so that a right-to-left page does not
/// reorder it.
fn said<G: GameView>(s: &Suggestion<G>) -> String {
    t_args(s.why.key(), &[&format!("\u{2066}{}\u{2069}", s.before.move_text(s.mv))])
}

/// The line under the board that says what the dashed mark is: "Coach's hint: e3–d4".
pub fn caption<G: GameView>(table: Table<G>) -> impl IntoView {
    move || {
        table.suggestion().map(|s| {
            let text = said(&s);
            view! {
                <p class="suggest-caption" data-testid="suggest-caption" data-why=s.why.as_str() role="status">
                    <span class="suggest-swatch" aria-hidden="true"></span>
                    {text}
                </p>
            }
        })
    }
}

/// Where a board draws a suggested move, in its drawing's coordinates: the path the move takes
/// (its first point is where it starts, its last where it ends; one point for a move made in
/// place, such as a hole sown), the points whose pieces it takes (crossed), and what the board
/// says the move designates (`data-from`, `data-to`: a point, a hole, a piece, in the board's own
/// names, for tests and a screen reader's tools).
pub struct Mark {
    pub path: Vec<(i32, i32)>,
    pub taken: Vec<(i32, i32)>,
    /// The rings' radius at the start and at the end.
    pub r: i32,
    /// A line joins the path's points (not where the way between them is not a straight one:
    /// Um dyar's seeds go round the board).
    pub joined: bool,
    pub from: String,
    pub to: String,
}

/// The suggested move drawn in an SVG board: a dashed ring where it starts, a dashed line along
/// its path (if `joined`) to a double ring where it ends, a cross on each piece it takes; named
/// in words.
pub fn mark<G: GameView>(s: &Suggestion<G>, m: Mark) -> impl IntoView + use<G> {
    let label = said(s);
    // Whole drawing units: formatting floats would bring its code into the page for this alone.
    let points = m.path.iter().map(|(x, y)| format!("{x},{y}")).collect::<Vec<_>>().join(" ");
    let start = m.path.first().copied();
    let end = m.path.last().copied().filter(|_| m.path.len() > 1);
    let ring = move |(x, y): (i32, i32), r: i32, class: &'static str| {
        view! { <circle class=class cx=x cy=y r=r/> }
    };
    let d = m.r * 7 / 20;
    let crosses: String = m
        .taken
        .iter()
        .map(|(x, y)| {
            format!("M{} {}L{} {}M{} {}L{} {}", x - d, y - d, x + d, y + d, x - d, y + d, x + d, y - d)
        })
        .collect();
    view! {
        <g class="suggest" data-testid="suggested" data-why=s.why.as_str() data-from=m.from data-to=m.to
            role="img" aria-label=label>
            {m.joined.then(|| view! {
                <polyline class="halo" points=points.clone()/>
                <polyline class="line" points=points/>
            })}
            {start.map(|p| [ring(p, m.r, "halo"), ring(p, m.r, "line")])}
            {end.map(|p| [ring(p, m.r, "halo"), ring(p, m.r, "line"), ring(p, m.r * 18 / 25, "line")])}
            <path class="halo" d=crosses.clone()/>
            <path class="line cross" d=crosses/>
        </g>
    }
}
