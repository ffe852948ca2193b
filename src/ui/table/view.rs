//! The table as the panels around the board see it, without the game's type. The panels (turn,
//! seats, controls, move list, rules, new game) are compiled once for all games; each game only
//! adds this small adapter, which keeps the site small.

use super::super::games::GameView;
use super::super::storage;
use super::super::text::t_msg;
use super::corr::{CorrView, Phase};
use super::{Corr, Table, undo_point};
use crate::i18n::Msg;
use crate::link::{self, Correspondence, Secret, Throws, ToAct};
use crate::model::{OptionSpec, Options, Outcome, Player, RuleDoc, Seat, SeatConfig, Session, Turn};
use leptos::prelude::*;
use std::sync::Arc;

/// One line of the move list.
pub struct LogLine {
    pub number: usize,
    pub who: Option<Seat>,
    pub text: String,
    pub rules: Vec<&'static str>,
}

/// What the panels read (reactively) and do. Implemented by `Table<G>` for every game.
pub trait TableView: Send + Sync {
    fn game(&self) -> &'static str;
    fn rules(&self) -> &'static [RuleDoc];
    fn option_specs(&self) -> &'static [OptionSpec];
    fn has_game(&self) -> bool;
    /// Who acts: the turn, and at a chance step the seat that throws.
    fn turn(&self) -> Option<(Turn, Option<Seat>)>;
    fn outcome(&self) -> Option<Outcome>;
    /// The game's own line on how it ended.
    fn result_note(&self) -> Option<Msg>;
    fn seat_count(&self) -> usize;
    /// The game's name for the seat, with the person's name or "computer".
    fn seat_title(&self, seat: Seat) -> String;
    fn seat_player(&self, seat: Seat) -> Option<Player>;
    fn human_seat(&self) -> Option<Seat>;
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
    fn undo(&self);
    fn throw(&self);
    /// The seat names these options give, or why they make no game.
    fn try_options(&self, o: &Options) -> Result<Vec<String>, Msg>;
    /// The options the new-game panel proposes first.
    fn proposed_options(&self) -> Options;
    fn start(&self, options: Options, seats: Vec<SeatConfig>, seed: u64) -> Result<(), Msg>;

    // Stepping through the game.
    fn len(&self) -> usize;
    fn view_at(&self) -> Option<usize>;
    fn view_at_untracked(&self) -> Option<usize>;
    fn set_view_at(&self, at: Option<usize>);
    /// Can the game be cut back to the move shown, to play on from there?
    fn can_play_on(&self) -> bool;
    fn play_on(&self);

    // Links and records.
    /// The address of this game as it stands (a fragment, `#/…`).
    fn link_here(&self) -> String;
    /// The address of this game's start with the same seed: a lesson link.
    fn lesson_link(&self) -> String;
    fn is_corr(&self) -> bool;
    fn download_record(&self);
    fn import_record(&self, text: &str);

    // Correspondence play.
    fn corr(&self) -> Option<CorrView>;
    fn create_corr(&self, options: Options, seats: Vec<SeatConfig>, mine: Vec<Seat>) -> Result<(), Msg>;
    fn corr_join(&self, seats: Vec<Seat>, name: String);
    fn corr_start(&self);
}

pub type Tv = Arc<dyn TableView>;

/// How many of the last moves the move list shows.
const LOG_LINES: usize = 200;

impl<G: GameView> TableView for Table<G>
where
    G::Move: Send + Sync,
{
    fn game(&self) -> &'static str {
        G::ID
    }
    fn rules(&self) -> &'static [RuleDoc] {
        G::rules()
    }
    fn option_specs(&self) -> &'static [OptionSpec] {
        G::option_specs()
    }
    fn has_game(&self) -> bool {
        self.session.with(Option::is_some)
    }
    fn turn(&self) -> Option<(Turn, Option<Seat>)> {
        self.session.with(|s| s.as_ref().map(|s| (s.turn(), s.state().acting_seat())))
    }
    fn outcome(&self) -> Option<Outcome> {
        self.session.with(|s| s.as_ref().and_then(|s| s.state().outcome()))
    }
    fn result_note(&self) -> Option<Msg> {
        self.session
            .with(|s| s.as_ref().filter(|s| s.turn() == Turn::Over).and_then(|s| G::result_note(s.state())))
    }
    fn seat_count(&self) -> usize {
        self.session.with(|s| s.as_ref().map_or(0, |s| s.seats().len()))
    }
    fn seat_title(&self, seat: Seat) -> String {
        self.session.with(|s| s.as_ref().map(|s| title(s, seat)).unwrap_or_default())
    }
    fn seat_player(&self, seat: Seat) -> Option<Player> {
        self.session.with(|s| s.as_ref()?.seats().get(seat as usize).map(|c| c.player))
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
        self.session.with(|s| s.as_ref().is_some_and(|s| undo_point(s).is_some()))
    }
    fn undo(&self) {
        Table::undo(self)
    }
    fn throw(&self) {
        Table::throw(self)
    }
    fn try_options(&self, o: &Options) -> Result<Vec<String>, Msg> {
        let g = G::new(o).map_err(|e| e.why)?;
        Ok((0..g.seats()).map(|i| t_msg(&G::seat_name(&g, i as Seat))).collect())
    }
    fn proposed_options(&self) -> Options {
        let mut o = Options::defaults(G::option_specs());
        G::proposed_options(&mut o);
        o
    }
    fn start(&self, options: Options, seats: Vec<SeatConfig>, seed: u64) -> Result<(), Msg> {
        let s = Session::<G>::new(options, seats, seed).map_err(|e| e.why)?;
        self.slot.set(Some(storage::new_slot()));
        Table::start(self, s, Throws::Seeded);
        Ok(())
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
        self.view_at.set(at);
        self.epoch.update(|e| *e += 1);
    }
    fn can_play_on(&self) -> bool {
        self.corr.with(Option::is_none)
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

    fn link_here(&self) -> String {
        if let Some(l) = self.corr.with(|c| c.as_ref().and_then(|c| c.game.link(c.secret.as_ref()).ok())) {
            return l;
        }
        let recorded = self.throws.get() == Throws::Recorded;
        self.session.with(|s| match s.as_ref() {
            Some(s) if recorded => link::recorded_link(s),
            Some(s) => link::seeded_link(s),
            None => String::new(),
        })
    }
    fn lesson_link(&self) -> String {
        self.session.with(|s| {
            let Some(s) = s.as_ref() else { return String::new() };
            let mut start = s.clone();
            start.truncate(0);
            link::seeded_link(&start)
        })
    }
    fn is_corr(&self) -> bool {
        self.corr.with(Option::is_some)
    }
    fn download_record(&self) {
        let throws = self.throws.get_untracked();
        let Some(text) = self.session.with_untracked(|s| s.as_ref().map(|s| link::export_record(s, throws)))
        else {
            return;
        };
        super::super::download::text_file(&format!("{}-record.txt", G::ID), &text);
    }
    fn import_record(&self, text: &str) {
        let seed = crate::model::fresh_seed().unwrap_or(1);
        match link::import_record::<G>(text, seed) {
            Ok(opened) => {
                let stop = opened.stop.map(|s| s.why);
                self.slot.set(Some(storage::new_slot()));
                Table::start(self, opened.session, opened.throws);
                self.notice.set(stop);
            }
            Err(e) => self.notice.set(Some(e.why)),
        }
    }

    fn corr(&self) -> Option<CorrView> {
        self.corr.with(|c| {
            let c = c.as_ref()?;
            let me = c.secret.as_ref().and_then(|s| c.game.participant_of(s));
            let owned = c.game.participants().iter().fold(0u16, |m, p| m | p.seats());
            let n = c.game.session().seats().len();
            let free = (0..n as Seat).filter(|&s| owned & (1 << s) == 0).collect();
            let phase = match c.game.to_act() {
                ToAct::Join => Phase::Joining,
                ToAct::Start => Phase::ReadyToStart,
                ToAct::Participant(p) | ToAct::Answer(p) if Some(p) == me => Phase::MyTurn,
                ToAct::Participant(p) | ToAct::Answer(p) => Phase::Waiting(
                    c.game
                        .participants()
                        .get(p)
                        .map_or(Vec::new(), |x| (0..n as Seat).filter(|&s| x.owns(s)).collect()),
                ),
                ToAct::Over => Phase::Over,
            };
            Some(CorrView {
                member: me.is_some(),
                creator: me == Some(0),
                phase,
                free,
                link: c.game.link(c.secret.as_ref()).unwrap_or_default(),
            })
        })
    }
    fn create_corr(&self, options: Options, seats: Vec<SeatConfig>, mine: Vec<Seat>) -> Result<(), Msg> {
        let secret = Secret::fresh().ok_or_else(|| Msg::new("corr.no_random"))?;
        let salt = link::fresh_salt().ok_or_else(|| Msg::new("corr.no_random"))?;
        let game = Correspondence::<G>::create(options, seats, &mine, &secret, salt).map_err(|e| e.why)?;
        self.start_corr(Corr { game, secret: Some(secret) });
        Ok(())
    }
    fn corr_join(&self, seats: Vec<Seat>, name: String) {
        let Some(secret) = Secret::fresh() else {
            self.notice.set(Some(Msg::new("corr.no_random")));
            return;
        };
        let mut result = Ok(());
        self.corr.update(|c| {
            if let Some(c) = c.as_mut() {
                let mine: Vec<(Seat, SeatConfig)> =
                    seats.iter().map(|&s| (s, SeatConfig::human(link::clean_name(&name)))).collect();
                result = c.game.join(&mine, &secret);
                if result.is_ok() {
                    c.secret = Some(secret);
                }
            }
        });
        self.after_corr(result);
    }
    fn corr_start(&self) {
        let mut result = Ok(());
        self.corr.update(|c| {
            if let Some(Corr { game, secret: Some(secret) }) = c.as_mut() {
                result = game.start(secret);
            }
        });
        self.after_corr(result);
    }
}

impl<G: GameView> Table<G>
where
    G::Move: Send + Sync,
{
    fn after_corr(&self, result: Result<(), link::LinkError>) {
        match result {
            Ok(()) => {
                let s = self.corr.with_untracked(|c| c.as_ref().map(|c| c.game.session().clone()));
                self.session.set(s);
                self.notice.set(None);
            }
            Err(e) => self.notice.set(Some(e.why)),
        }
    }
}

/// A seat as the players know it: the game's name for it, and the person's name if one was given.
fn title<G: GameView>(s: &Session<G>, seat: Seat) -> String
where
    G::Move: Send + Sync,
{
    let place = t_msg(&G::seat_name(s.state(), seat));
    match s.seats().get(seat as usize) {
        Some(c) if !c.name.trim().is_empty() => format!("{place} · {}", c.name.trim()),
        Some(c) if c.is_computer() => format!("{place} · {}", super::super::text::t("table.computer")),
        _ => place,
    }
}
