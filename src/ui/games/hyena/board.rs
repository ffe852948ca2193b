//! The board's component: wires the table's signals, what the player is doing (`Pick`, from the
//! game's pure folder) and the animator into the scene (`scene.rs`), and the page's events back
//! to the pick; the markup is in `spiral.rs` and `side.rs`.

use super::motion::{self, Frame};
use super::scene::{Names, Scene, Spiral, last_throw};
use super::{side, spiral};
use crate::games::hyena::{Act, Hyena, Move, Pick, Piece};
use crate::model::Seat;
use crate::ui::sticks::Throw;
use crate::ui::table::{Animator, Table, TableView, Why, why_not_now};
use crate::ui::text::t_msg;
use leptos::prelude::*;

/// The board's signals, and what its events do. `Copy`: it is only signals.
#[derive(Clone, Copy)]
pub struct Board {
    pub table: Table<Hyena>,
    pub pick: RwSignal<Pick>,
    pub anim: Animator<Frame>,
    /// Why a click did nothing (cleared by the next move).
    pub why: RwSignal<Option<Why>>,
    /// What the board shows now. Its readers draw again in place (an attribute, a text changes
    /// only if it differs), so it is not compared; the spiral itself, which is large, is kept
    /// apart and drawn again only for a new game.
    pub scene: Memo<Option<Scene>>,
    pub spiral: Memo<Option<Spiral>>,
    pub last_throw: Signal<Option<Throw>>,
}

pub fn board(table: Table<Hyena>) -> impl IntoView {
    let b = Board::new(table);
    view! {
        <div class="hy-board">
            <div class="hy-main">
                <div class="hy-field">{spiral::spiral(b)}</div>
                {side::side(b)}
            </div>
            {side::players(b)}
        </div>
    }
}

impl Board {
    fn new(table: Table<Hyena>) -> Board {
        let pick = RwSignal::new(Pick::default());
        let anim = Animator::new();
        anim.follow(table, false, motion::frames);
        let why = RwSignal::new(None);
        Effect::new(move |_| {
            table.session.with(|s| s.as_ref().map(|s| s.len()));
            table.view_at.track();
            why.set(None);
        });
        let scene = Memo::new_with_compare(
            move |_| {
                let (frame, legal, last, pick) =
                    (anim.frame(), table.legal_moves(), table.last_move(), pick.get());
                // The table's names for the seats, those the players typed included.
                let title = move |s: Seat| table.seat_title(s);
                let called = move |s: Seat| table.seat_called(s);
                let names = Names { title: &title, short: &called };
                Some(Scene::new(&table.state()?, last.as_ref(), legal, pick, frame.as_ref(), &names))
            },
            |_, _| true,
        );
        Board {
            table,
            pick,
            anim,
            why,
            scene,
            spiral: Memo::new(move |_| scene.with(|s| s.as_ref().map(|s| s.spiral.clone()))),
            last_throw: Signal::derive(move || {
                let at = table.view_at.get();
                table.session.with(|s| s.as_ref().and_then(|s| last_throw(s, at.unwrap_or(s.len()))))
            }),
        }
    }

    /// Reads the scene (the default before a game).
    pub fn with<T: Default>(self, f: impl FnOnce(&Scene) -> T) -> T {
        self.scene.with(|s| s.as_ref().map(f).unwrap_or_default())
    }

    /// Asks the pick what a click or a key does (with the position shown and the choices open
    /// to a person here), and does it: false if nothing.
    fn act(self, ask: &dyn Fn(&mut Pick, &Hyena, &[Move]) -> Act) -> bool {
        let before = self.pick.get_untracked();
        let mut pick = before;
        let Some(act) = self.scene.with_untracked(|s| s.as_ref().map(|s| ask(&mut pick, &s.shown, &s.legal)))
        else {
            return false;
        };
        if pick != before {
            self.pick.set(pick);
        }
        match act {
            Act::Play { mv, throw } => {
                self.table.choose(mv);
                if throw {
                    self.table.throw();
                }
            }
            Act::Refuse { why, rule } => self.why.set(Some(Why { text: t_msg(&why), rule })),
            Act::Draw => {}
            Act::Nothing => return false,
        }
        true
    }

    /// A choice (its button or its target hollow) was clicked.
    pub fn choose(self, mv: Move) {
        self.act(&|p, s, legal| p.choose(s, legal, mv));
    }

    /// The pointer or the focus went onto a choice or its target hollow, or left it.
    pub fn point(self, at: Option<Move>) {
        self.act(&|p, _, _| p.point(at));
    }

    /// A key on the target hollow of choice `at`; true if it was used.
    pub fn key(self, at: Move, key: &str) -> bool {
        self.act(&|p, s, legal| p.key(s, legal, at, key))
    }

    /// A piece was clicked: why it does not move (a piece is never picked up, the sticks decide).
    pub fn click(self, piece: Piece) {
        if let Some(text) = why_not_now(self.table) {
            self.why.set(Some(Why::said(text)));
        } else if !self.act(&|p, s, _| p.click(s, piece, &|seat| self.table.seat_called(seat))) {
            self.why.set(None);
        }
    }
}
