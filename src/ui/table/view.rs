//! The table as the panels around the board see it, without the game's type. The panels (turn,
//! seats, controls, move list, rules, new game) are compiled once for all games; each game only
//! adds this small adapter, which keeps the site small.

use super::super::sticks::Face;
use super::super::storage;
use super::super::text::t_msg;
use super::GameView;
use super::save::{self, Opening};
use super::{ByLinkJob, Table, undo_point};
use crate::i18n::Msg;
use crate::link::{ActKind, Throws};
use crate::model::{EndingRule, Options, Outcome, Player, RuleRef, Seat, SeatConfig, Session, Turn};
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// A view to come (a part of the page whose code is fetched when it is first asked for).
pub type Later<T> = Pin<Box<dyn Future<Output = T>>>;

/// One line of the move list.
pub struct LogLine {
    pub number: usize,
    pub who: Option<Seat>,
    pub text: String,
    pub rules: Vec<&'static str>,
}

/// What the panels read (reactively) and do. Implemented by `Table<G>` for every game.
/// One outcome of a throw entered by hand: its name, its exact chance and how the sticks lie.
#[derive(Clone, PartialEq, Debug)]
pub struct HandThrow {
    pub label: String,
    /// The exact probability as numerator and denominator.
    pub odds: (u64, u64),
    pub faces: Vec<Face>,
}

/// A move being explained ("why?"), as the panel shows it.
#[derive(Clone, PartialEq, Debug)]
pub struct Explanation {
    /// The move's number, from 1.
    pub number: usize,
    pub who: Option<Seat>,
    /// The move in notation.
    pub text: String,
    /// Each step: what happens, and the rules that make it so.
    pub steps: Vec<(Msg, Vec<&'static str>)>,
    /// The step the board shows.
    pub at: usize,
}

pub trait TableView: Send + Sync {
    fn game(&self) -> &'static str;
    fn rules(&self) -> &'static [RuleRef];
    fn has_game(&self) -> bool;
    /// Who acts in the position shown: the turn, and at a chance step the seat that throws.
    fn turn(&self) -> Option<(Turn, Option<Seat>)>;
    fn outcome(&self) -> Option<Outcome>;
    /// The game's own line on how it ended.
    fn result_note(&self) -> Option<Msg>;
    fn seat_count(&self) -> usize;
    /// The game's name for the seat, with the person's name or "computer".
    fn seat_title(&self, seat: Seat) -> String;
    /// The game's name for the seat, with the person's name if one was given.
    fn seat_place(&self, seat: Seat) -> String;
    /// The seat as sentences name it: the person's name if one was given, else the game's name
    /// for the seat ("Amina's mother", "Player 2's mother").
    fn seat_called(&self, seat: Seat) -> String;
    /// A message of the game in the reader's language, each seat it names called as
    /// `seat_called` calls it (the hyena game's explanations: "Amina's mother goes…").
    fn say(&self, msg: &Msg) -> String {
        msg.text_naming(super::super::text::lang(), &|seat| self.seat_called(seat))
    }
    fn seat_player(&self, seat: Seat) -> Option<Player>;
    /// The side the seat plays for (`Game::team`: Dèleb's partners share one), for the list of
    /// players to mark its chip as the side's pieces look.
    fn seat_side(&self, seat: Seat) -> u8;
    fn human_seat(&self) -> Option<Seat>;
    /// A game by link not begun yet: nobody may move.
    fn waiting_to_start(&self) -> bool;
    /// The last moves (at most 200), oldest first.
    fn log(&self) -> Vec<LogLine>;
    /// The rules the last move applied.
    fn applied(&self) -> Vec<&'static str>;
    fn options(&self) -> Option<Options>;
    fn seats(&self) -> Vec<SeatConfig>;
    fn thinking(&self) -> bool;
    fn notice(&self) -> Option<Msg>;
    fn set_notice(&self, m: Option<Msg>);
    fn speed(&self) -> f32;
    fn set_speed(&self, s: f32);
    fn can_undo(&self) -> bool;
    /// At a throw entered by hand: each possible outcome's label and exact probability (as a
    /// fraction), in the game's order; empty otherwise.
    fn hand_throws(&self) -> Vec<HandThrow>;
    /// At a throw of the sticks (not a draw the site makes or a choice made on the board).
    fn at_throw(&self) -> bool;
    /// Enters outcome `i` of `hand_throws` (thrown by hand).
    fn enter_throw(&self, i: usize);
    fn undo(&self);
    fn throw(&self);
    /// Opens the game an address names (the part after `?`: a local game, a lesson link, or a
    /// game by link, whose code is fetched first); a message if the link was broken or replayed
    /// only in part.
    fn open(&self, query: String) -> Later<Option<Msg>>;
    /// Starts a new game; `by_hand`: its throws are entered by hand (the players' own sticks).
    fn start(&self, options: Options, seats: Vec<SeatConfig>, seed: u64, by_hand: bool) -> Result<(), Msg>;
    /// A new game like the one on the table (its options, seats and way of throwing) with new
    /// throws, for a game on this device; `None` for a game by link (a new one is set up afresh).
    fn play_again(&self) -> Option<Result<(), Msg>>;

    // Stepping through the game.
    fn len(&self) -> usize;
    fn view_at(&self) -> Option<usize>;
    fn view_at_untracked(&self) -> Option<usize>;
    fn set_view_at(&self, at: Option<usize>);
    /// Can the game be cut back to the move shown, to play on from there?
    fn can_play_on(&self) -> bool;
    fn play_on(&self);

    // Explaining a move ("why?").
    /// Opens move `number` (from 1) step by step, the board showing its first step.
    fn explain_move(&self, number: usize);
    /// The move being explained, if any.
    fn explanation(&self) -> Option<Explanation>;
    /// Shows step `step` of the move explained; `None` closes the explanation (back to the game).
    fn explain_step(&self, step: Option<usize>);
    /// The rule that forbids what a refusal says (its message key), to quote beside it.
    fn forbidding_rule(&self, why: &str) -> Option<&'static str>;

    // Ending by agreement.
    /// The rule that ended the game by agreement, if it ended so.
    fn ending_rule(&self) -> Option<EndingRule>;
    /// May the person at this screen offer a draw now? (`Some` with the seat that offers.)
    fn may_offer_draw(&self) -> Option<Seat>;
    /// May the person at this screen resign now? (`Some` with the seat that resigns.)
    fn may_resign(&self) -> Option<Seat>;
    /// A draw offered on this screen and waiting for an answer: the seat that offered.
    fn offer(&self) -> Option<Seat>;
    fn offer_draw(&self, by: Seat);
    fn answer_draw(&self, accept: bool);
    fn resign(&self, seat: Seat);

    // Sharing (its own chunk, fetched when the panel is opened).
    fn share_panel(&self) -> Later<AnyView>;

    /// The game's review ("Review this game", its own chunk): `None` if it could not be fetched.
    fn game_review(&self) -> Later<Option<AnyView>>;

    // Correspondence play (its own chunk, fetched for a game by link).
    /// The panel of a game by link (`me` is this table, as the panel's buttons need it).
    fn by_link_panel(&self, me: AnyTable) -> Option<AnyView>;
    /// A game by link this browser was invited to and has not joined (reactive).
    fn invited(&self) -> bool;
    fn create_by_link(&self, options: Options, seats: Vec<SeatConfig>, mine: Vec<Seat>)
    -> Later<Option<Msg>>;
    fn join_by_link(&self, seats: Vec<Seat>, name: String);
    fn begin_by_link(&self);
}

pub type AnyTable = Arc<dyn TableView>;

/// How many of the last moves the move list shows.
const LOG_LINES: usize = 200;

impl<G: GameView> TableView for Table<G> {
    fn game(&self) -> &'static str {
        G::ID
    }
    fn rules(&self) -> &'static [RuleRef] {
        G::rule_refs()
    }
    fn has_game(&self) -> bool {
        self.session.with(Option::is_some)
    }
    fn turn(&self) -> Option<(Turn, Option<Seat>)> {
        // While stepping through the game: the turn of the position shown.
        let at = self.view_at.get();
        self.session.with(|s| {
            let s = s.as_ref()?;
            Some(match at.and_then(|i| s.state_at(i)) {
                Some(shown) => (shown.turn(), shown.acting_seat()),
                None => (s.turn(), s.state().acting_seat()),
            })
        })
    }
    fn outcome(&self) -> Option<Outcome> {
        self.session.with(|s| s.as_ref().and_then(Session::outcome))
    }
    fn result_note(&self) -> Option<Msg> {
        self.session.with(|s| {
            let s = s.as_ref().filter(|s| s.turn() == Turn::Over)?;
            if s.ending().is_some() { None } else { G::result_note(s.state()) }
        })
    }
    fn seat_count(&self) -> usize {
        self.session.with(|s| s.as_ref().map_or(0, |s| s.seats().len()))
    }
    fn seat_title(&self, seat: Seat) -> String {
        self.session.with(|s| s.as_ref().map(|s| title(s, seat)).unwrap_or_default())
    }
    fn seat_place(&self, seat: Seat) -> String {
        self.session.with(|s| s.as_ref().map(|s| place_and_name(s, seat)).unwrap_or_default())
    }
    fn seat_called(&self, seat: Seat) -> String {
        self.session.with(|s| s.as_ref().map(|s| called(s, seat)).unwrap_or_default())
    }
    fn seat_side(&self, seat: Seat) -> u8 {
        self.session.with(|s| s.as_ref().map_or(seat, |s| s.state().team(seat)))
    }
    fn seat_player(&self, seat: Seat) -> Option<Player> {
        self.session.with(|s| s.as_ref()?.seats().get(seat as usize).map(|c| c.player))
    }
    fn waiting_to_start(&self) -> bool {
        Table::waiting_to_start(self)
    }
    fn human_seat(&self) -> Option<Seat> {
        Table::human_seat(self)
    }
    fn log(&self) -> Vec<LogLine> {
        self.session.with(|s| {
            let Some(s) = s.as_ref() else { return Vec::new() };
            // The last moves only: the list shows these, and a long game stays cheap to redraw.
            let from = s.len().saturating_sub(LOG_LINES);
            s.moves()
                .iter()
                .enumerate()
                .skip(from)
                .filter_map(|(i, &mv)| {
                    let before = s.state_at(i)?;
                    let who = match before.turn() {
                        Turn::Seat(x) => Some(x),
                        _ => before.acting_seat(),
                    };
                    Some(LogLine {
                        number: i + 1,
                        who,
                        text: before.move_text(mv),
                        rules: before.rules_applied(mv),
                    })
                })
                .collect()
        })
    }
    fn applied(&self) -> Vec<&'static str> {
        self.last_move().map(|(before, mv)| before.rules_applied(mv)).unwrap_or_default()
    }
    fn options(&self) -> Option<Options> {
        self.session.with(|s| s.as_ref().map(|s| s.options().clone()))
    }
    fn seats(&self) -> Vec<SeatConfig> {
        self.session.with(|s| s.as_ref().map(|s| s.seats().to_vec()).unwrap_or_default())
    }
    fn thinking(&self) -> bool {
        self.thinking.get()
    }
    fn notice(&self) -> Option<Msg> {
        self.notice.get()
    }
    fn set_notice(&self, m: Option<Msg>) {
        self.notice.set(m)
    }
    fn speed(&self) -> f32 {
        self.speed.get()
    }
    fn set_speed(&self, s: f32) {
        self.speed.set(s)
    }
    fn can_undo(&self) -> bool {
        let by_hand = self.throws.get() == Throws::Recorded;
        self.session
            .with(|s| s.as_ref().is_some_and(|s| s.ending().is_some() || undo_point(s, by_hand).is_some()))
    }
    fn undo(&self) {
        Table::undo(self)
    }
    fn throw(&self) {
        Table::throw(self)
    }
    fn open(&self, query: String) -> Later<Option<Msg>> {
        match save::open(*self, &query) {
            Opening::Here(problem) => Box::pin(std::future::ready(problem)),
            Opening::ByLink => G::by_link(*self, ByLinkJob::Open(query)),
        }
    }
    fn start(&self, options: Options, seats: Vec<SeatConfig>, seed: u64, by_hand: bool) -> Result<(), Msg> {
        let s = Session::<G>::new(options, seats, seed).map_err(|e| e.why)?;
        self.slot.set(Some(storage::new_slot()));
        Table::start(self, s, if by_hand { Throws::Recorded } else { Throws::Seeded });
        Ok(())
    }

    fn play_again(&self) -> Option<Result<(), Msg>> {
        if self.link_game.with_untracked(Option::is_some) {
            return None;
        }
        let (options, seats) =
            self.session.with_untracked(|s| s.as_ref().map(|s| (s.options().clone(), s.seats().to_vec())))?;
        let by_hand = self.throws.get_untracked() == Throws::Recorded;
        Some(TableView::start(self, options, seats, super::setup::new_seed(), by_hand))
    }

    fn len(&self) -> usize {
        self.session.with(|s| s.as_ref().map_or(0, Session::len))
    }
    fn view_at(&self) -> Option<usize> {
        self.view_at.get()
    }
    fn view_at_untracked(&self) -> Option<usize> {
        self.view_at.get_untracked()
    }
    fn set_view_at(&self, at: Option<usize>) {
        // Stepping through the game leaves the move explained.
        self.explain.set(None);
        self.view_at.set(at);
        self.epoch.update(|e| *e += 1);
    }
    fn can_play_on(&self) -> bool {
        self.link_game.with(Option::is_none)
    }
    fn play_on(&self) {
        if let Some(n) = self.view_at.get_untracked() {
            self.session.update(|s| {
                if let Some(s) = s.as_mut() {
                    s.truncate(n);
                }
            });
        }
        self.set_view_at(None);
    }

    fn at_throw(&self) -> bool {
        Table::at_throw(self)
    }
    fn hand_throws(&self) -> Vec<HandThrow> {
        let outcomes = Table::hand_throws(self);
        self.session.with(|s| {
            let Some(s) = s.as_ref() else { return Vec::new() };
            let state = s.state();
            outcomes
                .iter()
                .map(|&m| {
                    let p = state.probability(m);
                    let faces = G::outcome_faces(state, m);
                    HandThrow { label: G::outcome_label(state, m), odds: (p.num(), p.den()), faces }
                })
                .collect()
        })
    }
    fn enter_throw(&self, i: usize) {
        if let Some(&m) = Table::hand_throws(self).get(i) {
            self.choose(m);
        }
    }

    fn explain_move(&self, number: usize) {
        if self.explained(number).is_some() {
            self.explain.set(Some((number, 0)));
            self.view_at.set(Some(number));
            self.epoch.update(|e| *e += 1);
        }
    }
    fn explanation(&self) -> Option<Explanation> {
        let (number, at) = self.explain.get()?;
        let steps = self.explained(number)?;
        let (who, text) = self.session.with(|s| {
            let s = s.as_ref()?;
            let before = s.state_at(number - 1)?;
            let who = match before.turn() {
                Turn::Seat(x) => Some(x),
                _ => before.acting_seat(),
            };
            Some((who, before.move_text(*s.moves().get(number - 1)?)))
        })?;
        let at = at.min(steps.len().saturating_sub(1));
        Some(Explanation {
            number,
            who,
            text,
            steps: steps.into_iter().map(|s| (s.says, s.rules)).collect(),
            at,
        })
    }
    fn explain_step(&self, step: Option<usize>) {
        match (step, self.explain.get_untracked()) {
            (Some(k), Some((n, _))) => self.explain.set(Some((n, k))),
            _ => {
                self.explain.set(None);
                self.set_view_at(None);
            }
        }
    }
    fn forbidding_rule(&self, why: &str) -> Option<&'static str> {
        G::forbidding_rule(why)
    }

    fn ending_rule(&self) -> Option<EndingRule> {
        self.session.with(|s| s.as_ref().and_then(Session::ending_rule))
    }
    fn may_offer_draw(&self) -> Option<Seat> {
        let seat = Table::human_seat(self)?;
        if let Some(ok) = self.link_game.with(|c| c.as_ref().map(|c| c.can(ActKind::Offer))) {
            return ok.then_some(seat);
        }
        self.session.with(|s| s.as_ref().is_some_and(|s| s.can_offer_draw())).then_some(seat)
    }
    fn may_resign(&self) -> Option<Seat> {
        let seat = Table::human_seat(self)?;
        if let Some(ok) = self.link_game.with(|c| c.as_ref().map(|c| c.can(ActKind::Resign(seat)))) {
            return ok.then_some(seat);
        }
        self.session.with(|s| s.as_ref().is_some_and(|s| s.can_resign(seat))).then_some(seat)
    }
    fn offer(&self) -> Option<Seat> {
        self.offer.get()
    }
    fn offer_draw(&self, by: Seat) {
        self.act(|c| c.offer_draw(), || self.offer_draw_here(by));
    }
    fn answer_draw(&self, accept: bool) {
        self.act(|c| c.answer_draw(accept), || self.answer_draw_here(accept));
    }
    fn resign(&self, seat: Seat) {
        self.act(
            |c| c.resign(seat),
            || {
                let mut refused = None;
                self.session.update(|s| {
                    if let Some(s) = s.as_mut()
                        && let Err(e) = s.resign(seat)
                    {
                        refused = Some(e.why);
                    }
                });
                self.offer.set(None);
                self.notice.set(refused);
            },
        );
    }

    fn share_panel(&self) -> Later<AnyView> {
        G::share(*self)
    }

    fn game_review(&self) -> Later<Option<AnyView>> {
        G::review(*self)
    }

    fn by_link_panel(&self, me: AnyTable) -> Option<AnyView> {
        self.link_game.with(|c| c.as_ref().map(|c| c.panel(me)))
    }
    fn invited(&self) -> bool {
        self.link_game.with(|c| c.as_ref().is_some_and(|c| !c.view().member))
    }
    fn create_by_link(
        &self,
        options: Options,
        seats: Vec<SeatConfig>,
        mine: Vec<Seat>,
    ) -> Later<Option<Msg>> {
        G::by_link(*self, ByLinkJob::Create(options, seats, mine))
    }
    fn join_by_link(&self, seats: Vec<Seat>, name: String) {
        self.step_by_link(|c| c.join(&seats, &name));
    }
    fn begin_by_link(&self) {
        self.step_by_link(|c| c.begin());
    }
}

impl<G: GameView> Table<G> {
    /// A draw offered by `by` on this device: every other side answers, the computer by its
    /// estimate, people on this screen.
    fn offer_draw_here(&self, by: Seat) {
        let answer = self.session.with_untracked(|s| {
            let s = s.as_ref()?;
            let state = s.state();
            let (mut people, mut refused) = (false, None);
            for (seat, c) in s.seats().iter().enumerate() {
                let seat = seat as Seat;
                if state.team(seat) == state.team(by) {
                    continue;
                }
                match c.player {
                    Player::Human => people = true,
                    Player::Computer(_) if !crate::ai::accepts_draw(state, seat) => refused = Some(seat),
                    Player::Computer(_) => {}
                }
            }
            Some((people, refused))
        });
        match answer {
            Some((_, Some(seat))) => {
                let who =
                    self.session.with_untracked(|s| s.as_ref().map(|s| title(s, seat)).unwrap_or_default());
                self.notice.set(Some(Msg::new("ending.computer_declines").arg(who)));
            }
            Some((true, None)) => self.offer.set(Some(by)),
            Some((false, None)) => self.agree(),
            None => {}
        }
    }

    /// The answer to the draw offered on this device.
    fn answer_draw_here(&self, accept: bool) {
        let Some(by) = self.offer.get_untracked() else { return };
        self.offer.set(None);
        if accept {
            self.agree();
        } else {
            let who = self.session.with_untracked(|s| {
                s.as_ref().map(|s| {
                    let state = s.state();
                    let other =
                        (0..s.seats().len() as Seat).find(|&x| state.team(x) != state.team(by)).unwrap_or(0);
                    title(s, other)
                })
            });
            self.notice.set(Some(Msg::new("ending.declined").arg(who.unwrap_or_default())));
        }
    }

    /// Ends the game drawn by agreement.
    fn agree(&self) {
        let mut refused = None;
        self.session.update(|s| {
            if let Some(s) = s.as_mut()
                && let Err(e) = s.agree_draw()
            {
                refused = Some(e.why);
            }
        });
        self.notice.set(refused);
    }
}

/// The one source of a seat's names, for every game and every panel: the game's name for the
/// seat ("Player 2", "the Sámi", "Team A, player 1") and the name the players typed for it on the
/// new-game panel, if any.
fn names<G: GameView>(s: &Session<G>, seat: Seat) -> (String, Option<&str>) {
    let place = t_msg(&G::seat_name(s.state(), seat));
    let name = s.seats().get(seat as usize).map(|c| c.name.trim()).filter(|n| !n.is_empty());
    (place, name)
}

/// A seat as the players know it: the game's name for it, and the person's name if one was given
/// (else "computer" for a computer's seat). The turn bar, the move list, the boards' lists.
pub(super) fn title<G: GameView>(s: &Session<G>, seat: Seat) -> String {
    match names(s, seat) {
        (place, Some(name)) => format!("{place} · {name}"),
        (place, None) if s.seats().get(seat as usize).is_some_and(|c| c.is_computer()) => {
            format!("{place} · {}", super::super::text::t("table.computer"))
        }
        (place, None) => place,
    }
}

/// The game's name for the seat, and the person's name if one was given (the list of players,
/// which shows a computer's level beside it).
fn place_and_name<G: GameView>(s: &Session<G>, seat: Seat) -> String {
    match names(s, seat) {
        (place, Some(name)) => format!("{place} · {name}"),
        (place, None) => place,
    }
}

/// The seat as a sentence names it: the person's name if one was given, else the game's name.
fn called<G: GameView>(s: &Session<G>, seat: Seat) -> String {
    match names(s, seat) {
        (_, Some(name)) => name.to_string(),
        (place, None) => place,
    }
}
