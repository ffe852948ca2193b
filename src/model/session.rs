//! A game being played: its options, who sits where, the seed that decides its throws, and every
//! move so far. The state after any number of moves can be recovered, which gives undo, replay
//! and links for free.

use super::game::{BadSetup, Game, IllegalMove, Turn, draw_outcome};
use super::options::Options;
use super::rng::chance_word;
use super::seats::SeatConfig;

#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    options: Options,
    seats: Vec<SeatConfig>,
    seed: u64,
    /// `states[i]` is the state before move `i`; the last entry is the current state.
    states: Vec<G>,
    moves: Vec<G::Move>,
    /// How many chance steps the moves contain (each step `n` draws `chance_word(seed, n)`).
    chance_steps: u32,
}

impl<G: Game> Session<G> {
    /// A new game. `seats` is padded with default humans (or cut) to the game's seat count.
    pub fn new(options: Options, mut seats: Vec<SeatConfig>, seed: u64) -> Result<Self, BadSetup> {
        let start = G::new(&options)?;
        seats.resize_with(start.seats(), || SeatConfig::human(""));
        Ok(Session { options, seats, seed, states: vec![start], moves: Vec::new(), chance_steps: 0 })
    }

    /// Replays `moves` from the start. If one is illegal, the session stops before it and the
    /// move's index and the reason come back with it, so nothing before it is lost.
    pub fn replay(
        options: Options,
        seats: Vec<SeatConfig>,
        seed: u64,
        moves: &[G::Move],
    ) -> Result<(Self, Option<(usize, IllegalMove)>), BadSetup> {
        let mut s = Session::new(options, seats, seed)?;
        for (i, &m) in moves.iter().enumerate() {
            if let Err(e) = s.play(m) {
                return Ok((s, Some((i, e))));
            }
        }
        Ok((s, None))
    }

    pub fn options(&self) -> &Options {
        &self.options
    }

    pub fn seats(&self) -> &[SeatConfig] {
        &self.seats
    }

    pub fn seat_mut(&mut self, i: usize) -> Option<&mut SeatConfig> {
        self.seats.get_mut(i)
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn state(&self) -> &G {
        self.states.last().expect("a session always holds its start state")
    }

    pub fn start(&self) -> &G {
        &self.states[0]
    }

    /// The state before move `i` (`i == len()` gives the current state).
    pub fn state_at(&self, i: usize) -> Option<&G> {
        self.states.get(i)
    }

    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn turn(&self) -> Turn {
        self.state().turn()
    }

    /// Plays a move; an illegal one leaves the session as it was.
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        let mut next = self.state().clone();
        let chance = next.turn() == Turn::Chance;
        next.play(mv)?;
        self.moves.push(mv);
        self.states.push(next);
        self.chance_steps += chance as u32;
        Ok(())
    }

    /// How many chance steps have been played (the number of the next one).
    pub fn chance_steps(&self) -> u32 {
        self.chance_steps
    }

    /// The outcome this game's seed gives the current chance step, if it is one.
    pub fn next_throw(&self) -> Option<G::Move> {
        self.throw_for(chance_word(self.seed, self.chance_steps))
    }

    /// The outcome the random word `word` gives the current chance step, if it is one.
    pub fn throw_for(&self, word: u64) -> Option<G::Move> {
        if self.turn() != Turn::Chance {
            return None;
        }
        draw_outcome(self.state(), word, &mut Vec::new())
    }

    /// Plays the seed's outcome of the current chance step, if it is one.
    pub fn throw(&mut self) -> Option<G::Move> {
        let mv = self.next_throw()?;
        self.play(mv).ok().map(|_| mv)
    }

    /// Plays the outcome `word` gives the current chance step (for throws whose randomness comes
    /// from elsewhere than the seed, such as both players' contributions in correspondence play).
    pub fn throw_with(&mut self, word: u64) -> Option<G::Move> {
        let mv = self.throw_for(word)?;
        self.play(mv).ok().map(|_| mv)
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<G::Move> {
        let mv = self.moves.pop()?;
        self.states.pop();
        if self.state().turn() == Turn::Chance {
            self.chance_steps -= 1;
        }
        Some(mv)
    }

    /// Cuts the game back to its first `n` moves (for "play on from here" in replay).
    pub fn truncate(&mut self, n: usize) {
        while self.len() > n {
            self.undo();
        }
    }
}
