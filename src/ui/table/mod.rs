//! The table: everything around a board that is the same for every game. It holds the game in
//! progress (a `model::Session`), lets people choose moves on the board, throws the sticks, gives
//! computer seats their turn without freezing the page, takes moves back, ends a game by
//! agreement, steps through the game (replay), keeps it on this device and in the address, and
//! plays by link.
//!
//! What a game's page shows before a game is on it (`page`'s frame, `front`, `setup`, `rules`) is
//! in the site's module; the rest is each game's table, a chunk of its own fetched when a game
//! starts (`page::table_for`, split off in `ui::games`).

mod analysis;
pub mod animator;
pub mod by_link;
mod coach;
mod computer;
mod endings;
mod explain;
mod focus;
mod front;
mod game_view;
mod log;
mod page;
mod replay;
mod rules;
mod save;
mod setup;
pub mod share;
mod status;
pub mod suggest;
pub mod view;

pub use animator::{Animator, Frames};
pub use by_link::{ByLink, ByLinkJob};
pub use front::{AnyFront, front};
pub use game_view::{GameView, Why, why_line, why_not_now};
pub use page::{MakeTable, game_page, table_for};
pub use rules::cited;
pub use suggest::{Suggest, Suggestion};
pub use view::{AnyTable, Later, TableView};

use crate::i18n::Msg;
use crate::link::Throws;
use crate::model::{ExplainStep, Player, Seat, Session, Turn};
use leptos::prelude::*;

/// A handle on the game in progress, shared by the board and the panels around it (`Copy`: it is
/// only signals).
pub struct Table<G: GameView> {
    pub session: RwSignal<Option<Session<G>>>,
    /// How this game's throws are decided (a local game: from its seed, or as recorded).
    pub throws: RwSignal<Throws>,
    /// Set while playing by link: the correspondence game as this browser holds it (its code is
    /// fetched only for such games).
    pub link_game: RwSignal<Option<Box<dyn ByLink<G>>>, LocalStorage>,
    /// While stepping through the game: the number of moves shown (the live game is `None`).
    pub view_at: RwSignal<Option<usize>>,
    /// Where this local game is kept on this device (`sandgames.game.<slot>`).
    pub slot: RwSignal<Option<String>>,
    /// A message for the players (a refused move, a broken link…), cleared by the next move.
    pub notice: RwSignal<Option<Msg>>,
    /// The computer is thinking (shown as an indicator; the board is not playable meanwhile).
    pub thinking: RwSignal<bool>,
    /// Animation speed factor: 1 for a class to follow, 0.35 fast, 0 to skip animations.
    pub speed: RwSignal<f32>,
    /// Bumped whenever the game is replaced or taken back, so pending computer work is dropped.
    pub epoch: RwSignal<u64>,
    /// A draw offered on this screen and not yet answered: the seat that offered it.
    pub offer: RwSignal<Option<Seat>>,
    /// A move being explained ("why?"): its number (from 1) and the step the board shows.
    pub explain: RwSignal<Option<(usize, usize)>>,
    /// "What the computer sees": each legal move with its estimate for the mover (0 to 100),
    /// for the board to draw where the move goes (empty when the coach is not showing them).
    pub estimates: RwSignal<Vec<(G::Move, u32)>>,
    /// A move for the board to draw beside the last one (`suggest.rs`): the coach's hint, or a
    /// review's better move. Set by whoever shows it, and taken away by it; drawn only while it
    /// applies to the position shown (`Table::suggestion`).
    pub suggested: RwSignal<Option<Suggestion<G>>>,
}

impl<G: GameView> Clone for Table<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: GameView> Copy for Table<G> {}

impl<G: GameView> Table<G> {
    pub fn new() -> Self {
        Table {
            session: RwSignal::new(None),
            throws: RwSignal::new(Throws::Seeded),
            link_game: RwSignal::new_local(None),
            view_at: RwSignal::new(None),
            slot: RwSignal::new(None),
            notice: RwSignal::new(None),
            thinking: RwSignal::new(false),
            speed: RwSignal::new(super::prefs::speed()),
            epoch: RwSignal::new(0),
            offer: RwSignal::new(None),
            explain: RwSignal::new(None),
            estimates: RwSignal::new(Vec::new()),
            suggested: RwSignal::new(None),
        }
    }

    /// The state shown (reactive): the live position, the one being looked at in replay, or a
    /// step of a move being explained.
    pub fn state(&self) -> Option<G> {
        if let Some((n, k)) = self.explain.get()
            && let Some(steps) = self.explained(n)
        {
            let last = steps.len().saturating_sub(1);
            return steps.into_iter().nth(k.min(last)).map(|s| s.shows);
        }
        let at = self.view_at.get();
        self.session.with(|s| {
            let s = s.as_ref()?;
            Some(at.and_then(|i| s.state_at(i)).unwrap_or(s.state()).clone())
        })
    }

    /// The steps of move `number` (from 1), told by its game (`model::explain`).
    pub fn explained(&self, number: usize) -> Option<Vec<ExplainStep<G>>> {
        self.session.with(|s| {
            let s = s.as_ref()?;
            let i = number.checked_sub(1)?;
            crate::model::explain(s.state_at(i)?, *s.moves().get(i)?)
        })
    }

    /// The move that led to the state shown, and the state before it (for animations and the
    /// "last move" mark). None while a move is explained: its steps are shown as they are.
    pub fn last_move(&self) -> Option<(G, G::Move)> {
        if self.explain.get().is_some() {
            return None;
        }
        let at = self.view_at.get();
        self.session.with(|s| {
            let s = s.as_ref()?;
            let n = at.unwrap_or(s.len()).min(s.len()).checked_sub(1)?;
            Some((s.state_at(n)?.clone(), s.moves()[n]))
        })
    }

    /// The seat a person at this screen must act for now, if any: a decision or a throw of the
    /// sticks by a person's seat (in correspondence play, only this browser's seats).
    pub fn human_seat(&self) -> Option<Seat> {
        if self.view_at.get().is_some() || self.offer.get().is_some() || self.explain.get().is_some() {
            return None;
        }
        if self.waiting_to_start() {
            return None;
        }
        let mine = self.link_game.with(|c| c.as_ref().map(|c| c.mine()));
        self.session.with(|s| {
            let s = s.as_ref()?;
            let seat = match s.turn() {
                Turn::Seat(seat) => seat,
                Turn::Chance => s.state().acting_seat()?,
                Turn::Over => return None,
            };
            let person = s.seats().get(seat as usize)?.player == Player::Human;
            let here = mine.is_none_or(|m| m & (1 << seat) != 0);
            (person && here).then_some(seat)
        })
    }

    /// A game by link not begun yet (players still joining, or its creator yet to start it):
    /// nobody may move.
    pub fn waiting_to_start(&self) -> bool {
        self.link_game.with(|c| c.as_ref().is_some_and(|c| !c.started()))
    }

    /// Throws are entered by hand (the players' own sticks): the game's throws are as recorded,
    /// and every throw, the computer's seats' included, waits for its button.
    pub fn by_hand(&self) -> bool {
        self.throws.get() == Throws::Recorded && self.link_game.with(Option::is_none)
    }

    /// At a throw entered by hand: its possible outcomes (to choose from), else nothing.
    pub fn hand_throws(&self) -> Vec<G::Move> {
        if !self.by_hand() || self.view_at.get().is_some() {
            return Vec::new();
        }
        self.session.with(|s| {
            let mut out = Vec::new();
            if let Some(s) = s.as_ref().filter(|_| self.at_throw()) {
                s.state().moves(&mut out);
            }
            out
        })
    }

    /// At a throw of the sticks (not a draw the site makes or a choice made on the board).
    pub fn at_throw(&self) -> bool {
        self.session
            .with(|s| s.as_ref().is_some_and(|s| s.turn() == Turn::Chance && G::thrown_by_hand(s.state())))
    }

    /// The game waits for a throw entered by hand (not for a draw the site makes itself).
    pub fn awaits_hand_throw(&self) -> bool {
        self.by_hand() && self.at_throw()
    }

    /// The moves a person may choose now (empty while the computer or chance is to act, or while
    /// stepping through the game).
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

    /// Where the players' actions go: in a game by link, `by_link` is the step taken with this
    /// browser's secret (`step_by_link`); a game on this device does `here`. The one place that
    /// tells the two apart.
    pub fn act(&self, by_link: impl FnOnce(&mut dyn ByLink<G>) -> Result<(), Msg>, here: impl FnOnce()) {
        if self.link_game.with_untracked(Option::is_some) {
            self.step_by_link(by_link);
        } else {
            here();
        }
    }

    /// A person (or a computer seat) chose `mv`.
    pub fn choose(&self, mv: G::Move) {
        self.act(
            |c| c.play(mv),
            || {
                let mut refused = None;
                self.session.update(|s| {
                    if let Some(s) = s.as_mut()
                        && let Err(e) = s.play(mv)
                    {
                        refused = Some(e.why);
                    }
                });
                self.notice.set(refused);
            },
        );
    }

    /// Throws the sticks for the current chance step: the seed decides (in correspondence play,
    /// every player's chain does).
    pub fn throw(&self) {
        self.act(
            |c| c.throw(),
            || {
                self.session.update(|s| {
                    if let Some(s) = s.as_mut() {
                        s.throw();
                    }
                });
                self.notice.set(None);
            },
        );
    }

    /// One step of a correspondence game with this browser's secret, then shows the result.
    pub fn step_by_link(&self, step: impl FnOnce(&mut dyn ByLink<G>) -> Result<(), Msg>) {
        let mut result = Ok(());
        self.link_game.update(|c| {
            if let Some(c) = c.as_mut() {
                result = step(c.as_mut());
            }
        });
        match result {
            Ok(()) => {
                let s = self.link_game.with_untracked(|c| c.as_ref().map(|c| c.session().clone()));
                self.session.set(s);
                self.notice.set(None);
            }
            Err(why) => self.notice.set(Some(why)),
        }
    }

    /// Takes back moves up to and including the last decision made by a person (or the ending
    /// agreed last), so that person can choose again. Throws after it come back the same (they
    /// depend on the seed and the throw's number only), so undo cannot be used to throw again.
    /// In correspondence play only moves not yet sent can be taken back.
    pub fn undo(&self) {
        // The move explained may be taken back.
        self.explain.set(None);
        self.suggested.set(None);
        self.act(
            |c| {
                c.undo();
                Ok(())
            },
            || {
                let by_hand = self.throws.get_untracked() == Throws::Recorded;
                self.session.update(|s| {
                    let Some(s) = s.as_mut() else { return };
                    if s.undo_ending().is_none()
                        && let Some(n) = undo_point(s, by_hand)
                    {
                        s.truncate(n);
                    }
                });
            },
        );
        self.offer.set(None);
        self.epoch.update(|e| *e += 1);
        self.notice.set(None);
    }

    /// Replaces the game at the table (a new game, a link opened, a record imported).
    pub fn start(&self, session: Session<G>, throws: Throws) {
        self.explain.set(None);
        self.suggested.set(None);
        self.link_game.set(None);
        self.offer.set(None);
        self.throws.set(throws);
        self.view_at.set(None);
        self.session.set(Some(session));
        self.epoch.update(|e| *e += 1);
        self.notice.set(None);
    }

    /// Sits this table at a correspondence game.
    pub fn start_by_link(&self, game: Box<dyn ByLink<G>>) {
        self.explain.set(None);
        self.suggested.set(None);
        self.throws.set(Throws::Correspondence);
        self.offer.set(None);
        self.view_at.set(None);
        self.session.set(Some(game.session().clone()));
        self.link_game.set(Some(game));
        self.slot.set(None);
        self.epoch.update(|e| *e += 1);
    }
}

/// The number of moves to keep so that the last decision made by a person is undone (with
/// throws entered by hand, a throw is one too: a wrong tap is taken back like a move).
fn undo_point<G: GameView>(s: &Session<G>, by_hand: bool) -> Option<usize> {
    (0..s.len()).rev().find(|&i| {
        let Some(before) = s.state_at(i) else { return false };
        match before.turn() {
            Turn::Seat(seat) => s.seats().get(seat as usize).is_some_and(|c| c.player == Player::Human),
            Turn::Chance => by_hand && G::thrown_by_hand(before),
            Turn::Over => false,
        }
    })
}
