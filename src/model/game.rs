//! The one model every game implements.
//!
//! A game is a value type: options make a validated starting state; the state lists its legal
//! moves, plays one (or refuses it, unchanged, with a reason), says whose turn it is and how the
//! game ended. Chance is explicit: when the sticks are thrown, the turn belongs to `Turn::Chance`,
//! the "moves" are the possible throws with exact probabilities, and the throw that happened is
//! recorded like any other move. A game record (options + moves) therefore replays identically
//! everywhere, and a computer player can reason about the odds.

use super::agreements::Agreements;
use super::explain_step::ExplainStep;
use super::options::{OldDefault, OptionSpec, Options};
use super::outcome::Outcome;
use super::prob::{Prob, lcm};
use super::rng::{GameRng, word_below};
pub use super::seats::{MAX_SEATS, Seat};
use crate::i18n::Msg;
use std::fmt::Debug;

/// Who acts next.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Turn {
    /// This seat chooses a move.
    Seat(Seat),
    /// A chance step (a throw of the sticks): the moves are its outcomes.
    Chance,
    /// The game is over; see [`Game::outcome`].
    Over,
}

/// Why a move was refused. The state that refused it is unchanged.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct IllegalMove {
    pub why: Msg,
}

/// Why a text is not a move in this position (bad notation).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadNotation {
    pub why: Msg,
}

/// Why options or a described position cannot start a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadSetup {
    pub why: Msg,
}

/// A rule as the game applies it: its id (stable, used in options, move notes and the rules
/// panel), where it comes from, and the source's own words. Its title and our plain-language
/// summary live in the translation catalog under `<game>.rule.<id>` and `<game>.rule.<id>.text`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleDoc {
    pub id: &'static str,
    /// Short citation, e.g. `"Marin 1931, p. 509"` or `"ours"` for a decision the source leaves open.
    pub cite: &'static str,
    /// The sentence of the source the rule rests on, verbatim (empty for our own decisions).
    pub quote: &'static str,
}

/// A rule as the site lists it: a [`RuleDoc`] without the source's words, which the site fetches
/// with the game's page (`src/games/<game>/quotes.txt`, written from the rules and checked by
/// `tests/quotes.rs`), so that the code every page loads does not carry every game's quotes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleRef {
    pub id: &'static str,
    /// Short citation, or `"ours"` (see [`RuleDoc::cite`]).
    pub cite: &'static str,
    /// The source's words are quoted (every rule but our own decisions).
    pub quoted: bool,
}

impl RuleDoc {
    pub const fn reference(&self) -> RuleRef {
        RuleRef { id: self.id, cite: self.cite, quoted: !self.quote.is_empty() }
    }

    /// `docs` without their words, for [`Game::rule_refs`]: evaluated as the program is compiled
    /// (in a `const`), so the words are not in a program that only lists the references.
    pub const fn references<const N: usize>(docs: &[RuleDoc]) -> [RuleRef; N] {
        assert!(docs.len() == N, "one reference per rule");
        let mut refs = [RuleRef { id: "", cite: "", quoted: false }; N];
        let mut i = 0;
        while i < N {
            refs[i] = docs[i].reference();
            i += 1;
        }
        refs
    }
}

pub trait Game: Clone + PartialEq + Debug + 'static {
    /// A small value describing one decision or one chance outcome.
    type Move: Copy + Eq + Debug + Send + Sync + 'static;

    /// The game's id: `deleb`, `hyena`, `um-dyar`, `dablot`.
    const ID: &'static str;

    /// The rules revision, stored in every game link and record. Raise it by one whenever a
    /// change could make an old move list replay differently (a rule, the order of `moves()`, a
    /// chance table, an option's meaning), so that an old link that no longer replays can say
    /// "made with an earlier version of the rules; replayed up to move K" instead of "damaged".
    const REVISION: u32 = 1;

    /// The endings by agreement this game offers besides its rules (resignation, a draw agreed
    /// by every side), each with the rule it rests on (see [`Agreements`]). Default: none.
    const AGREEMENTS: Agreements = Agreements::NONE;

    /// The options this game takes, with defaults.
    fn option_specs() -> &'static [OptionSpec];

    /// The defaults earlier revisions had, so that a link or record made then opens as it was
    /// played (see [`OldDefault`]). Raise [`Game::REVISION`] and add a line here whenever a
    /// default changes or an option is added whose default changes the old rules.
    fn old_defaults() -> &'static [OldDefault] {
        &[]
    }

    /// The options a link or record made at rules revision `revision` names by `text` (the
    /// options that differed from that revision's defaults).
    fn options_at(text: &str, revision: u32) -> Result<Options, Msg> {
        Options::parse_at(Self::option_specs(), Self::old_defaults(), text, revision)
    }

    /// The rules as implemented, each with its source.
    fn rules() -> &'static [RuleDoc];

    /// The same rules without the source's words, as the site lists them ([`RuleRef`]):
    /// `const R: [RuleRef; RULES.len()] = RuleDoc::references(RULES); &R`.
    fn rule_refs() -> &'static [RuleRef];

    /// The starting state for these options, or why they do not make a game.
    fn new(options: &Options) -> Result<Self, BadSetup>;

    /// How many seats this game has.
    fn seats(&self) -> usize;

    fn turn(&self) -> Turn;

    /// The side a seat plays for: partners share one (Dèleb's teams). Default: every seat is its
    /// own side. Computer players and `lab arena` use it to seat bots by side.
    fn team(&self, seat: Seat) -> u8 {
        seat
    }

    /// At a chance step, the seat whose throw it is (the site lets that seat's player throw the
    /// sticks); `None` for a throw that belongs to nobody, such as deciding who starts.
    fn acting_seat(&self) -> Option<Seat> {
        None
    }

    /// The legal moves (or, at a chance step, every possible outcome) in a fixed order, appended
    /// to `out` after clearing it. Empty only when the game is over.
    fn moves(&self, out: &mut Vec<Self::Move>);

    /// The exact probability of `mv` at a chance step (`Prob::ONE` at a decision).
    fn probability(&self, mv: Self::Move) -> Prob;

    /// Plays a move taken from `moves()`. Hot path for search and playouts: no checking.
    fn play_unchecked(&mut self, mv: Self::Move);

    /// How the game ended, once `turn()` is `Turn::Over`.
    fn outcome(&self) -> Option<Outcome>;

    /// The move in notation (e.g. `3`, `2,4x2,8x6,8`, `throw:dug`).
    fn move_text(&self, mv: Self::Move) -> String;

    /// Reads notation back; `parse_move(move_text(m)) == m` for every legal `m`.
    fn parse_move(&self, text: &str) -> Result<Self::Move, BadNotation>;

    /// Why `mv` is not legal here (called only for moves that are not in `moves()`); the default
    /// says just that. Games say more: "capture is compulsory", "that hole is empty"…
    fn why_illegal(&self, mv: Self::Move) -> Msg {
        let _ = mv;
        Msg::new("error.not_legal_now")
    }

    /// `mv` (legal here) told step by step, for the "why?" of the move list: see
    /// [`super::explain()`], which closes these steps (adds the position after the move and the
    /// rules no step named). Default: no steps of its own (one plain sentence then).
    fn explain(&self, mv: Self::Move) -> Vec<ExplainStep<Self>> {
        let _ = mv;
        Vec::new()
    }

    /// The rule that forbids what a refusal message (a key of the game's catalog or the table's)
    /// says, for a move tried on the board that the rules do not allow: the board quotes it
    /// beside the reason. Default: none.
    fn forbidding_rule(why: &str) -> Option<&'static str> {
        let _ = why;
        None
    }

    /// The rule ids that `mv` applies here (its capture, its throw…), for the move list and the
    /// "which rule applied" notes.
    fn rules_applied(&self, mv: Self::Move) -> Vec<&'static str>;

    /// A short label for a result in `lab stats` (default: `draw`, `win:0`, `win:1+3`).
    fn result_label(&self, outcome: &Outcome) -> String {
        outcome.label()
    }

    /// Facts about a finished game worth counting over many playouts (`lab stats`), e.g. that
    /// the hyena ate someone.
    fn end_notes(&self) -> Vec<&'static str> {
        Vec::new()
    }

    /// An agreement of the players that the game of a match in progress is the match's last
    /// (Um dyar's rule `match-stop`): it is played to its end, then the match ends, its result
    /// the game's own. Refused (and nothing changes) with the reason where the game offers no
    /// such agreement (the default), is no match, or is over. A `Session` keeps when it was made
    /// (`Session::agree_last_game`), so links and records carry it; a link writes it as the index
    /// one past the last legal move, so agreeing must leave `moves()` as it was.
    fn agree_last_game(&mut self) -> Result<(), Msg> {
        Err(Msg::new("error.not_legal_now"))
    }

    /// Plays `mv` if it is legal; otherwise leaves the state untouched and says why.
    fn play(&mut self, mv: Self::Move) -> Result<(), IllegalMove> {
        let mut legal = Vec::new();
        self.moves(&mut legal);
        if legal.contains(&mv) {
            self.play_unchecked(mv);
            Ok(())
        } else if self.turn() == Turn::Over {
            Err(IllegalMove { why: Msg::new("error.game_over") })
        } else {
            Err(IllegalMove { why: self.why_illegal(mv) })
        }
    }

    /// Parses notation and plays it.
    fn play_text(&mut self, text: &str) -> Result<Self::Move, IllegalMove> {
        let mv = self.parse_move(text).map_err(|e| IllegalMove { why: e.why })?;
        self.play(mv)?;
        Ok(mv)
    }

    /// A uniformly random legal move of the seat to move, for playouts and search: exactly
    /// `moves()[rng.below(n)]` for the `n` moves listed (`None` if there are none), drawing the
    /// same numbers from `rng`. A game may override it to answer without building the whole
    /// list; the conformance check (`conformance::check`) holds it to the same move.
    fn random_move(&self, rng: &mut GameRng, buf: &mut Vec<Self::Move>) -> Option<Self::Move> {
        self.moves(buf);
        (!buf.is_empty()).then(|| buf[rng.below(buf.len())])
    }

    /// A chance outcome drawn with the right probabilities, for playouts and search. Games may
    /// override it with something faster (flipping sticks one by one); records never use it.
    ///
    /// Only called at `Turn::Chance`, where every game lists at least one outcome (the invariant
    /// tests check it on random games).
    fn sample_chance(&self, rng: &mut GameRng) -> Self::Move {
        let mut buf = Vec::new();
        draw_outcome(self, rng.next_u64(), &mut buf).expect("a chance step has outcomes")
    }
}

/// The chance outcome that the uniform word `word` selects, by exact cumulative probability over
/// `moves()` order. This mapping is the canonical one used for game records: it depends only on
/// the word and the chance table, never on a game's faster sampling code.
/// `None` if the state lists no outcome (it is not at a chance step).
pub fn draw_outcome<G: Game>(state: &G, word: u64, buf: &mut Vec<G::Move>) -> Option<G::Move> {
    state.moves(buf);
    let den = buf.iter().fold(1u64, |d, &m| lcm(d, state.probability(m).den()));
    let mut r = word_below(word, den);
    for &m in buf.iter() {
        let p = state.probability(m);
        let w = p.num() * (den / p.den());
        if r < w {
            return Some(m);
        }
        r -= w;
    }
    // Only reachable if probabilities did not sum to 1 (a test checks they do for every game).
    buf.last().copied()
}
