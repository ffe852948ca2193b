//! Dèleb, the Somali team game of billets, sea lines and sea-farers (G. Marin, "Somali Games",
//! JRAI 61, 1931, pp. 508–510).
//!
//! Where each rule lives:
//!
//! | file | holds |
//! |---|---|
//! | `mod.rs` | the state, the phases of a turn and the `Game` implementation |
//! | `options.rs` | the options (cross-lines, players, gà·r, day or night, stage passing, who chooses "dèleb", stored dèlebs against a threat, the double-man readings) |
//! | `rules.rs` | every rule and decision with its source |
//! | `billets.rs` | the throws: names, values, gà·r, exact odds, sampling |
//! | `track.rs` | the field, the boustrophedon circuit, sea-farers |
//! | `board.rs` | what stands on a junction (one byte) |
//! | `turn.rs` | the choice of "dèleb" or "dug", the start, the seating, throwing again, handing over, handicapped players |
//! | `entry.rs` | the three introductory stages |
//! | `moving.rs` | giving throws to men: liberation, passing, eating, double men, storing |
//! | `rescue.rs` | stored dèlebs spent during the opponents' turn on a man preyed upon |
//! | `words.rs` | Marin's Somali words, for the glossary and for marking them in texts |
//! | `notation.rs` | move text |
//! | `json.rs` | the state as JSON, and the checks of a described position |
//! | `view.rs` | what the board shows, as pure functions for the UI |
//! | `pick.rs` | what the player is doing on the board (the throw chosen) and what a click asks of it |
//! | `odds.rs` | the billets' arithmetic for the throw lab |
//! | `eval.rs` | a quick estimate for computer players |
//! | `explain.rs` | a move told step by step, each step with its rules (`Game::explain`) |
//! | `info.rs` | the game's entry in the registry of games (words, lesson, printable kit, story, billets) |
//! | `invariant.rs` | the game's own consistency, checked in every position |
//!
//! Before the first turn, `Phase::Choose`: one side chooses "dèleb" (or it is drawn), then
//! `Phase::Start`, the starting throw. A turn goes: `Phase::Throw` (chance steps; the player throws until a dug or a 3, or, while
//! entering, as the stages say), then `Phase::Move` (the player gives the pooled throws to men, one
//! whole throw per move, in any order, and ends with `end`), then the billets pass to the next seat.
//! While he moves, a team with stored dèlebs whose man he could eat with a throw he holds may
//! answer (`Phase::Rescue`, a decision of that team's next player): see `rescue.rs`.

mod billets;
mod board;
mod entry;
mod eval;
mod explain;
mod info;
mod invariant;
mod json;
mod moving;
mod notation;
mod odds;
mod options;
mod pick;
mod rescue;
mod rules;
mod track;
mod turn;
mod view;
mod words;

pub use billets::{Billets, ThrowName, outcome_key, outcome_word};
pub use entry::{Entry, EntryStep, Stage, entry_steps};
pub use moving::{Landing, Refusal};
pub use odds::{
    BilletFace, FallRow, StageRow, billets_of, fair_falls, fall_rows, first_throw_scores_deleb, stage_rows,
    throw_faces, throw_odds,
};
pub use options::{MAX_GAR, MAX_LINES, MAX_PLAYERS, MIN_LINES, Setup, StartChoice};
pub use pick::{Act, Pick};
pub use track::{Heading, Junction, Line, TEAM_A, TEAM_D, Team, circuit_len, heading, home_line, home_step};
pub use track::{is_seafarer, junction, step_of, team_key};
pub use turn::{start_decides, team_of_seat};
pub use view::{ManView, ThrowUse, ThrowView, describe_throw};
pub use words::{GLOSSARY, somali_spans};

use crate::i18n::Msg;
use crate::model::{
    BadNotation, BadSetup, Game, GameRng, MAX_SEATS, OldDefault, OptionSpec, Options, Outcome, Prob, RuleDoc,
    RuleRef,
};
use crate::model::{Seat, Turn};
use board::{Cell, MAX_CELLS};

/// The phase of play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// One side chooses "dèleb" and the other "dug" (a decision of seat 0, or drawn by chance).
    Choose,
    /// The starting throw decides which team begins.
    Start,
    /// The player whose turn it is throws the billets.
    Throw,
    /// The player gives his pooled throws to men.
    Move,
    /// During the moving of [`Deleb::seat`], the other team may spend a stored dèleb on a man he
    /// could eat (option `rescue=threat`).
    Rescue,
    /// A team has eaten every enemy man.
    Over,
}

/// A move: the choice of "dèleb" or "dug", a throw (chance), a throw given to a man, a dèleb
/// separating a double man, or the end of the moving.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Team A takes this word ([`ThrowName::Deleb`] or [`ThrowName::Dug`]) for the starting
    /// throw, team D the other: chosen by seat 0, or drawn (option `start_choice`).
    Choose(ThrowName),
    /// How the billets fell (a chance outcome).
    Throw(Billets),
    /// One whole throw given to the man (or double man) on cell `from`. If he lands on a man of
    /// his team, he joins him.
    Play { throw: ThrowName, from: u16 },
    /// A throw given to the single man on cell `from`, who lands beside a man of his team without
    /// joining him (option `join=choose`).
    Beside { throw: ThrowName, from: u16 },
    /// A dèleb moving one man of the double man on cell `from` one step, separating them.
    Split { from: u16 },
    /// End the moving: the rest of the pool is forgone (dèlebs stored when allowed). In
    /// `Phase::Rescue`: the threatened team lets the danger be.
    End,
}

/// A position of Dèleb.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Deleb {
    setup: Setup,
    phase: Phase,
    /// The player throwing or moving (meaningless at the start).
    seat: u8,
    /// What stands on each junction (`line * lines + cross - 1`), see `board.rs`.
    cells: [Cell; MAX_CELLS],
    /// Men left per team.
    men: [u8; 2],
    /// Slaves left per team.
    slaves: [u8; 2],
    /// Dèlebs stored per team.
    store: [u16; 2],
    /// The throws of this turn not yet given, per [`ThrowName`].
    pool: [u16; 5],
    /// Each seat's progress through the introductory stages.
    entry: [Entry; MAX_SEATS],
    /// The winning team, once over.
    winner: Team,
    /// The team that took "dèleb" for the starting throw (the other took "dug").
    deleb_team: Team,
    /// In the moving phase: the other team has answered (or had no answer to) the danger of the
    /// position since the mover's last move, so it is not asked again until he moves.
    answered: bool,
}

impl Deleb {
    /// The starting position: every junction of A and D holds a slave; the starting throw is due.
    pub fn from_setup(setup: Setup) -> Deleb {
        let n = setup.lines as usize;
        let mut cells = [0; MAX_CELLS];
        for col in 0..n {
            cells[Line::A.index() * n + col] = board::cell_byte(TEAM_A, 1, true, false);
            cells[Line::D.index() * n + col] = board::cell_byte(TEAM_D, 1, true, false);
        }
        Deleb {
            setup,
            phase: if setup.start == StartChoice::Fixed { Phase::Start } else { Phase::Choose },
            seat: 0,
            cells,
            men: [setup.lines; 2],
            slaves: [setup.lines; 2],
            store: [0; 2],
            pool: [0; 5],
            entry: [Entry::START; MAX_SEATS],
            winner: 0,
            deleb_team: TEAM_A,
            answered: false,
        }
    }

    pub fn setup(&self) -> Setup {
        self.setup
    }

    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The seat throwing or moving (0 before the start is decided). In `Phase::Rescue` it is
    /// still the seat whose moving the other team interrupts; [`Game::turn`] names the seat that
    /// decides.
    pub fn seat(&self) -> Seat {
        self.seat
    }

    /// The team of the seat throwing or moving.
    pub fn seat_team(&self) -> Team {
        team_of_seat(self.setup.players, self.seat)
    }

    /// The team whose men the next decision moves: the other team in `Phase::Rescue`, otherwise
    /// the team of the seat throwing or moving.
    pub fn acting_team(&self) -> Team {
        if self.phase == Phase::Rescue { 1 - self.seat_team() } else { self.seat_team() }
    }

    /// The team that took "dèleb" for the starting throw (team A until the choice is made).
    pub fn deleb_team(&self) -> Team {
        self.deleb_team
    }

    /// The winning team, once the game is over.
    pub fn winner(&self) -> Option<Team> {
        (self.phase == Phase::Over).then_some(self.winner)
    }

    /// How many billets the next throw uses (4 at the start and in play, 3 and 2 in the second and
    /// third entry stages); 0 when no throw is due.
    pub fn billets_due(&self) -> u8 {
        match self.phase {
            Phase::Start => 4,
            Phase::Throw => self.entry.get(self.seat as usize).map_or(4, |e| e.stage.billets()),
            _ => 0,
        }
    }

    /// The cell of a junction, if it is on this field.
    fn cell_of(&self, j: Junction) -> Option<usize> {
        j.cell(self.setup.lines)
    }
}

impl Game for Deleb {
    type Move = Move;
    const ID: &'static str = "deleb";
    /// Resigning (for the whole team) and agreed draws are ours: Marin is silent.
    const AGREEMENTS: crate::model::Agreements = crate::model::Agreements::OURS;

    /// Revision 2: gà·r by default, the choice of "dèleb", stored dèlebs against a threat, and the
    /// double-man readings as options (see `options::OLD_DEFAULTS`).
    const REVISION: u32 = 2;

    fn option_specs() -> &'static [OptionSpec] {
        options::SPECS
    }

    fn old_defaults() -> &'static [OldDefault] {
        options::OLD_DEFAULTS
    }

    fn rules() -> &'static [RuleDoc] {
        rules::RULES
    }
    fn rule_refs() -> &'static [RuleRef] {
        const REFS: [RuleRef; rules::RULES.len()] = RuleDoc::references(rules::RULES);
        &REFS
    }

    fn new(options: &Options) -> Result<Self, BadSetup> {
        Ok(Deleb::from_setup(Setup::from_options(options)?))
    }

    fn seats(&self) -> usize {
        self.setup.players as usize
    }

    fn team(&self, seat: Seat) -> u8 {
        team_of_seat(self.setup.players, seat)
    }

    /// The player throws the billets himself; the throw that decides who starts is nobody's.
    fn acting_seat(&self) -> Option<Seat> {
        (self.phase == Phase::Throw).then_some(self.seat)
    }

    fn turn(&self) -> Turn {
        match self.phase {
            Phase::Choose if self.setup.start == StartChoice::Choose => Turn::Seat(0),
            Phase::Choose | Phase::Start | Phase::Throw => Turn::Chance,
            Phase::Move => Turn::Seat(self.seat),
            Phase::Rescue => Turn::Seat(self.rescuer()),
            Phase::Over => Turn::Over,
        }
    }

    fn moves(&self, out: &mut Vec<Move>) {
        out.clear();
        match self.phase {
            Phase::Choose => out.extend([Move::Choose(ThrowName::Deleb), Move::Choose(ThrowName::Dug)]),
            Phase::Start | Phase::Throw => {
                billets::for_each_outcome(self.billets_due(), self.setup.gar, |b| out.push(Move::Throw(b)))
            }
            Phase::Move => self.moving_moves(out),
            Phase::Rescue => self.rescue_moves(out),
            Phase::Over => {}
        }
    }

    fn probability(&self, mv: Move) -> Prob {
        match (self.phase, mv) {
            (Phase::Choose, Move::Choose(ThrowName::Deleb | ThrowName::Dug))
                if self.setup.start == StartChoice::Draw =>
            {
                Prob::new(1, 2)
            }
            (Phase::Choose, _) if self.setup.start == StartChoice::Draw => Prob::ZERO,
            (Phase::Start | Phase::Throw, Move::Throw(b)) if b.count == self.billets_due() => {
                billets::probability(b, self.setup.gar)
            }
            (Phase::Start | Phase::Throw, _) => Prob::ZERO,
            _ => Prob::ONE,
        }
    }

    fn play_unchecked(&mut self, mv: Move) {
        match (self.phase, mv) {
            (Phase::Choose, Move::Choose(word)) => self.choose(word),
            (Phase::Start, Move::Throw(b)) => self.start_throw(b),
            (Phase::Throw, Move::Throw(b)) => {
                let counted = b.counted_white(self.setup.night);
                let stage = self.entry.get(self.seat as usize).map_or(Stage::Entered, |e| e.stage);
                if stage.is_entering() {
                    self.entry_throw(counted);
                } else if let Some(name) = ThrowName::from_whites(counted) {
                    self.play_throw(name);
                }
            }
            (Phase::Move, _) => self.play_moving(mv),
            (Phase::Rescue, _) => self.play_rescue(mv),
            _ => {}
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        let w = self.winner()?;
        Some(Outcome::winners(self.seats(), |s| team_of_seat(self.setup.players, s) == w))
    }

    fn move_text(&self, mv: Move) -> String {
        self.notation(mv)
    }

    fn parse_move(&self, text: &str) -> Result<Move, BadNotation> {
        self.parse_notation(text)
    }

    fn why_illegal(&self, mv: Move) -> Msg {
        match (self.phase, mv) {
            (Phase::Choose, Move::Choose(_)) => Msg::new("deleb.error.choose_word"),
            (Phase::Choose, _) => Msg::new("deleb.error.choose_first"),
            (_, Move::Choose(_)) => Msg::new("deleb.error.chosen"),
            (Phase::Start | Phase::Throw, Move::Throw(b)) => {
                if b.count != self.billets_due() {
                    Msg::new("deleb.error.billets").arg(self.billets_due())
                } else if b.side > 0 && self.setup.gar == 0 {
                    Msg::new("deleb.error.no_gar")
                } else {
                    Msg::new("error.not_legal_now")
                }
            }
            (Phase::Start | Phase::Throw, _) => Msg::new("deleb.error.throw_first"),
            (Phase::Move | Phase::Rescue, Move::Throw(_)) => Msg::new("deleb.error.not_throw_time"),
            (Phase::Move | Phase::Rescue, _) => match self.check_move(mv) {
                Err(r) => r.msg(),
                Ok(_) => Msg::new("error.not_legal_now"),
            },
            (Phase::Over, _) => Msg::new("error.game_over"),
        }
    }

    fn rules_applied(&self, mv: Move) -> Vec<&'static str> {
        rules::applied(self, mv)
    }

    fn explain(&self, mv: Move) -> Vec<crate::model::ExplainStep<Self>> {
        self.walk(mv)
    }

    fn forbidding_rule(why: &str) -> Option<&'static str> {
        rules::forbidding(why)
    }

    fn end_notes(&self) -> Vec<&'static str> {
        let seats = &self.entry[..self.setup.players as usize];
        let mut notes = Vec::new();
        if seats.iter().any(|e| e.stage == Stage::Handicapped) {
            notes.push("handicapped");
        }
        if self.store.iter().any(|&s| s > 0) {
            notes.push("stored");
        }
        notes
    }

    fn result_label(&self, outcome: &Outcome) -> String {
        let _ = outcome;
        match self.winner() {
            Some(t) => format!("team-{}", track::home_line(t).letter()),
            None => "unfinished".into(),
        }
    }

    fn sample_chance(&self, rng: &mut GameRng) -> Move {
        if self.phase == Phase::Choose {
            let word = if rng.below(2) == 0 { ThrowName::Deleb } else { ThrowName::Dug };
            return Move::Choose(word);
        }
        Move::Throw(billets::sample(self.billets_due().max(2), self.setup.gar, rng))
    }
}
