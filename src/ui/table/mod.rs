//! The table: everything around a board that is the same for every game. It holds the game in
//! progress (a `model::Session`), lets people choose moves on the board, throws the sticks, gives
//! computer seats their turn without freezing the page, and takes moves back.

mod computer;
mod log;
mod page;
mod rules;
mod setup;
mod status;
mod view;

pub use page::game_page;
pub use view::{TableView, Tv};

use super::games::GameView;
use crate::i18n::Msg;
use crate::model::{Game, Player, Seat, Session, Turn};
use leptos::prelude::*;

/// A handle on the game in progress, shared by the board and the panels around it (`Copy`: it is
/// only signals).
pub struct Table<G: GameView>
where
    G::Move: Send + Sync,
{
    pub session: RwSignal<Option<Session<G>>>,
    /// A message for the players (a refused move, a broken link…), cleared by the next move.
    pub notice: RwSignal<Option<Msg>>,
    /// The computer is thinking (shown as an indicator; the board is not playable meanwhile).
    pub thinking: RwSignal<bool>,
    /// Animation speed factor: 1 for a class to follow, 0.35 fast, 0 to skip animations.
    pub speed: RwSignal<f32>,
    /// Bumped whenever the game is replaced or taken back, so pending computer work is dropped.
    pub epoch: RwSignal<u64>,
}

impl<G: GameView> Clone for Table<G>
where
    G::Move: Send + Sync,
{
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameView> Copy for Table<G> where G::Move: Send + Sync {}

impl<G: GameView> Table<G>
where
    G::Move: Send + Sync,
{
    pub fn new() -> Self {
        Table {
            session: RwSignal::new(None),
            notice: RwSignal::new(None),
            thinking: RwSignal::new(false),
            speed: RwSignal::new(1.0),
            epoch: RwSignal::new(0),
        }
    }

    /// The current state (reactive).
    pub fn state(&self) -> Option<G> {
        self.session.with(|s| s.as_ref().map(|s| s.state().clone()))
    }

    /// The state before the last move and that move, for animations and the "last move" mark.
    pub fn last_move(&self) -> Option<(G, G::Move)> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let n = s.len().checked_sub(1)?;
            Some((s.state_at(n)?.clone(), s.moves()[n]))
        })
    }

    /// The seat a person must act for now, if a person is to act (a decision, or a throw of the
    /// sticks by a person's seat).
    pub fn human_seat(&self) -> Option<Seat> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let seat = match s.turn() {
                Turn::Seat(seat) => seat,
                Turn::Chance => s.state().acting_seat()?,
                Turn::Over => return None,
            };
            (s.seats().get(seat as usize)?.player == Player::Human).then_some(seat)
        })
    }

    /// The moves a person may choose now (empty while the computer or chance is to act).
    pub fn legal_moves(&self) -> Vec<G::Move> {
        let human = self.human_seat().is_some();
        self.session.with(|s| {
            let mut out = Vec::new();
            if let Some(s) = s.as_ref().filter(|s| human && matches!(s.turn(), Turn::Seat(_))) {
                s.state().moves(&mut out);
            }
            out
        })
    }

    /// A person chose `mv` on the board.
    pub fn choose(&self, mv: G::Move) {
        let mut refused = None;
        self.session.update(|s| {
            if let Some(s) = s.as_mut() {
                if let Err(e) = s.play(mv) {
                    refused = Some(e.why);
                }
            }
        });
        self.notice.set(refused);
    }

    /// Throws the sticks for the current chance step (the seed decides the outcome).
    pub fn throw(&self) {
        self.session.update(|s| {
            if let Some(s) = s.as_mut() {
                s.throw();
            }
        });
        self.notice.set(None);
    }

    /// Takes back moves up to and including the last decision made by a person, so that person
    /// can choose again. Throws after it come back the same (they depend on the seed and the
    /// throw's number only), so undo cannot be used to throw again.
    pub fn undo(&self) {
        self.session.update(|s| {
            if let Some(s) = s.as_mut() {
                if let Some(n) = undo_point(s) {
                    s.truncate(n);
                }
            }
        });
        self.epoch.update(|e| *e += 1);
        self.notice.set(None);
    }

    pub fn start(&self, session: Session<G>) {
        self.session.set(Some(session));
        self.epoch.update(|e| *e += 1);
        self.notice.set(None);
    }
}

/// The number of moves to keep so that the last decision made by a person is undone.
fn undo_point<G: Game>(s: &Session<G>) -> Option<usize> {
    (0..s.len()).rev().find(|&i| {
        let before = s.state_at(i);
        matches!(before.map(|b| b.turn()), Some(Turn::Seat(seat))
            if s.seats().get(seat as usize).is_some_and(|c| c.player == Player::Human))
    })
}
