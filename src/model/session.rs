//! A game being played: its options, who sits where, the seed that decides its throws, every
//! move so far, and how it ended if it ended by agreement (a resignation, a draw agreed), or what
//! was agreed during play (the game of a match in progress made its last). The state after any
//! number of moves can be recovered, which gives undo, replay and links for free.

use super::ending::{Ending, EndingRule, check_ending};
use super::game::{BadSetup, Game, IllegalMove, Seat, Turn, draw_outcome};
use super::options::Options;
use super::outcome::Outcome;
use super::rng::chance_word;
use super::seats::SeatConfig;
use crate::i18n::Msg;

/// One step of a game, as undo takes it back: a move, the ending by agreement after the moves, or
/// the agreement that the game of a match in progress is its last.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Step<M> {
    Move(M),
    Ending(Ending),
    LastGame,
}

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
    /// How the game ended by agreement, after its last move (see [`Session::end_with`]).
    ending: Option<Ending>,
    /// The agreement that the game of a match in progress is its last
    /// ([`Session::agree_last_game`]): after how many moves it was made, and the state it
    /// changed, as it was before (for undo).
    last_game: Option<(usize, G)>,
}

impl<G: Game> Session<G> {
    /// A new game. `seats` is padded with default humans (or cut) to the game's seat count.
    pub fn new(options: Options, mut seats: Vec<SeatConfig>, seed: u64) -> Result<Self, BadSetup> {
        let start = G::new(&options)?;
        seats.resize_with(start.seats(), || SeatConfig::human(""));
        Ok(Session {
            options,
            seats,
            seed,
            states: vec![start],
            moves: Vec::new(),
            chance_steps: 0,
            ending: None,
            last_game: None,
        })
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

    /// Who acts next: the state's turn, or `Turn::Over` once the game has ended by agreement.
    pub fn turn(&self) -> Turn {
        if self.ending.is_some() { Turn::Over } else { self.state().turn() }
    }

    /// How the game ended: by agreement (see [`Session::ending`]) or by its rules; `None` while it
    /// goes on. The page shows this, never the state's own outcome, which knows nothing of
    /// resignations and agreed draws.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.ending {
            Some(e) => Some(e.outcome(self.state())),
            None => self.state().outcome(),
        }
    }

    /// The ending by agreement, if the game ended so.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// The rule that ended the game by agreement, with its source (Dablot's `agreement`, or a
    /// shared rule of ours), for the page to show which rule applied.
    pub fn ending_rule(&self) -> Option<EndingRule> {
        self.ending.and_then(|e| e.rule::<G>())
    }

    /// Why `ending` cannot end the game now, if it cannot: the game does not offer it, the game
    /// is already over (by its rules or by agreement), the seat does not exist, or (to resign)
    /// more than two sides play.
    pub fn check_ending(&self, ending: Ending) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return Err(IllegalMove { why: Msg::new("error.game_over") });
        }
        check_ending(self.state(), ending).map_err(|why| IllegalMove { why })
    }

    /// Ends the game by agreement after its last move; refused (and nothing changes) where
    /// [`Session::check_ending`] says so.
    pub fn end_with(&mut self, ending: Ending) -> Result<(), IllegalMove> {
        self.check_ending(ending)?;
        self.ending = Some(ending);
        Ok(())
    }

    /// The player at `seat` resigns for its side, which loses.
    pub fn resign(&mut self, seat: Seat) -> Result<(), IllegalMove> {
        self.end_with(Ending::Resigned(seat))
    }

    /// Every side has agreed to a draw (the page asks them; the computer answers with
    /// `ai::accepts_draw`).
    pub fn agree_draw(&mut self) -> Result<(), IllegalMove> {
        self.end_with(Ending::DrawAgreed)
    }

    /// Could `seat` resign now? (For showing the button.)
    pub fn can_resign(&self, seat: Seat) -> bool {
        self.check_ending(Ending::Resigned(seat)).is_ok()
    }

    /// Could a draw be offered now? (For showing the button.)
    pub fn can_offer_draw(&self) -> bool {
        self.check_ending(Ending::DrawAgreed).is_ok()
    }

    /// The players agree that the game of a match in progress is the match's last
    /// ([`Game::agree_last_game`]): it is played to its end, then the match ends. Refused (and
    /// nothing changes) once the game is over, or where the game refuses it.
    pub fn agree_last_game(&mut self) -> Result<(), IllegalMove> {
        if self.turn() == Turn::Over {
            return Err(IllegalMove { why: Msg::new("error.game_over") });
        }
        let before = self.state().clone();
        let mut agreed = before.clone();
        agreed.agree_last_game().map_err(|why| IllegalMove { why })?;
        *self.states.last_mut().expect("a session always holds its start state") = agreed;
        self.last_game = Some((self.moves.len(), before));
        Ok(())
    }

    /// Could the players agree now that the game of a match in progress is its last?
    pub fn can_agree_last_game(&self) -> bool {
        self.turn() != Turn::Over && self.state().clone().agree_last_game().is_ok()
    }

    /// After how many moves the players agreed that the game of a match in progress was its
    /// last, if they did ([`Session::agree_last_game`]); links and records carry it.
    pub fn last_game_agreed(&self) -> Option<usize> {
        self.last_game.as_ref().map(|(at, _)| *at)
    }

    /// Takes back the ending by agreement, if the game has one: play goes on from where it stood.
    pub fn undo_ending(&mut self) -> Option<Ending> {
        self.ending.take()
    }

    /// Plays a move; an illegal one leaves the session as it was (so does any move once the game
    /// has ended by agreement).
    pub fn play(&mut self, mv: G::Move) -> Result<(), IllegalMove> {
        if self.ending.is_some() {
            return Err(IllegalMove { why: Msg::new("error.game_over") });
        }
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

    /// Takes back the last step: the ending by agreement if the game has one (a resignation or
    /// an agreed draw is taken back like a move), else the agreement on the last game of a match
    /// if no move was played since, else the last move.
    pub fn undo(&mut self) -> Option<Step<G::Move>> {
        if let Some(e) = self.ending.take() {
            return Some(Step::Ending(e));
        }
        if self.last_game.as_ref().is_some_and(|(at, _)| *at == self.moves.len())
            && let Some((_, before)) = self.last_game.take()
        {
            *self.states.last_mut().expect("a session always holds its start state") = before;
            return Some(Step::LastGame);
        }
        self.undo_move().map(Step::Move)
    }

    /// Takes back the last move, if any (and the ending after it, if the game has one).
    pub fn undo_move(&mut self) -> Option<G::Move> {
        if self.moves.is_empty() {
            return None;
        }
        self.ending = None;
        let mv = self.moves.pop()?;
        self.states.pop();
        // An agreement made after the move taken back goes with it.
        if self.last_game.as_ref().is_some_and(|(at, _)| *at > self.moves.len()) {
            self.last_game = None;
        }
        if self.state().turn() == Turn::Chance {
            self.chance_steps -= 1;
        }
        Some(mv)
    }

    /// Cuts the game back to its first `n` moves (for "play on from here" in replay). The ending
    /// by agreement goes too unless `n` keeps every move.
    pub fn truncate(&mut self, n: usize) {
        while self.len() > n {
            self.undo_move();
        }
    }
}
