//! The one animator every board uses: a played move shown as a sequence of frames (what the board
//! draws at each step: a seed falling, a man reaching the next junction, a piece landing after a
//! jump), each shown for its time, as chessground animates by comparing the positions before and
//! after. The board computes the frames from the state before the move and the move (plain data,
//! tested natively); the animator only plays them, and `follow` decides when: a move just added
//! to the position shown is animated, anything else (a game opened, a move taken back, a jump in
//! the replay) is shown at once.

use super::Table;
use super::game_view::GameView;
use leptos::prelude::*;
use std::time::Duration;

/// The frames of a move: what the board draws at each step, and for how long (milliseconds at
/// speed 1). After the last, the board draws the position itself again.
pub type Frames<F> = Vec<(F, u32)>;

/// Plays frames, one at a time, on a signal the board reads. `Copy`: it is only signals.
pub struct Animator<F: Send + Sync + 'static> {
    frame: RwSignal<Option<F>>,
    /// Bumped by every play and stop, so that a timer of an older play does nothing.
    run: RwSignal<u64>,
    /// The length of the game the board has already shown itself (a move the player dragged
    /// into place), which `follow` then does not animate again; 0 for none.
    own: RwSignal<u64>,
}

impl<F: Send + Sync + 'static> Clone for Animator<F> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<F: Send + Sync + 'static> Copy for Animator<F> {}

impl<F: Clone + Send + Sync + 'static> Default for Animator<F> {
    fn default() -> Self {
        Self::new()
    }
}

impl<F: Clone + Send + Sync + 'static> Animator<F> {
    pub fn new() -> Self {
        Animator { frame: RwSignal::new(None), run: RwSignal::new(0), own: RwSignal::new(0) }
    }

    /// The frame shown now, `None` when no move is being shown (reactive).
    pub fn frame(&self) -> Option<F> {
        self.frame.get()
    }

    /// A move is being shown (reactive).
    pub fn playing(&self) -> bool {
        self.frame.with(Option::is_some)
    }

    /// A move is being shown (not reactive, for event handlers).
    pub fn playing_untracked(&self) -> bool {
        self.frame.with_untracked(Option::is_some)
    }

    /// Shows `frames` one after the other, each for its time multiplied by `speed`; then nothing.
    /// Speed 0 (or no frame) shows nothing at once. Any play before is stopped.
    pub fn play(&self, frames: Frames<F>, speed: f32) {
        self.run.update(|r| *r += 1);
        if speed <= 0.0 || frames.is_empty() {
            self.frame.set(None);
            return;
        }
        let times = frames.iter().map(|(_, ms)| Duration::from_millis((*ms as f32 * speed) as u64)).collect();
        next(*self, frames.into_iter().map(|(f, _)| f).collect(), times, 0, self.run.get_untracked());
    }

    /// Stops the move shown: the board draws the position.
    pub fn stop(&self) {
        self.run.update(|r| *r += 1);
        self.frame.set(None);
    }

    /// The board has shown the move that makes the game `len` moves long itself (a piece dragged
    /// into place, the rest played by `play`): `follow` does not start it again.
    pub fn shown_by_board(&self, len: usize) {
        self.own.set(len as u64);
    }

    /// Follows the table: each move just added to the position shown (the live game, or a step
    /// forward in the replay when `replay` is true) is shown with `frames_of(before, move)`, at the
    /// table's speed; anything else stops what is shown.
    pub fn follow<G: GameView>(self, table: Table<G>, replay: bool, frames_of: fn(&G, G::Move) -> Frames<F>) {
        Effect::new(move |prev: Option<usize>| {
            let live = table.session.with(|s| s.as_ref().map_or(0, |s| s.len()));
            let at = table.view_at.get();
            let n = if replay { at.unwrap_or(live) } else { live };
            if self.own.get_untracked() == n as u64 && n > 0 {
                self.own.set(0);
            } else if prev.is_some_and(|p| n == p + 1) && (replay || at.is_none()) {
                match table.last_move() {
                    Some((before, mv)) => self.play(frames_of(&before, mv), table.speed.get_untracked()),
                    None => self.stop(),
                }
            } else {
                self.stop();
            }
            n
        });
    }
}

/// Shows frame `i` and sets a timer for the next. `try_`: the page may have been left (its
/// signals disposed) before the timer fires, and a disposed signal read plainly would stop the
/// whole site.
fn next<F: Clone + Send + Sync + 'static>(
    a: Animator<F>,
    frames: Vec<F>,
    times: Vec<Duration>,
    i: usize,
    id: u64,
) {
    if a.run.try_get_untracked() != Some(id) {
        return;
    }
    let Some(f) = frames.get(i).cloned() else {
        a.frame.try_set(None);
        return;
    };
    a.frame.try_set(Some(f));
    let wait = times.get(i).copied().unwrap_or_default();
    set_timeout(move || next(a, frames, times, i + 1, id), wait);
}
