//! The table as the panels around the board see it, without the game's type. The panels (turn,
//! seats, controls, move list, rules, new game) are compiled once for all games; each game only
//! adds this small adapter, which keeps the site small.

use super::super::games::GameView;
use super::super::text::t_msg;
use super::{Table, undo_point};
use crate::i18n::Msg;
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
    fn seat_count(&self) -> usize;
    /// The game's name for the seat, with the person's name or "computer".
    fn seat_title(&self, seat: Seat) -> String;
    fn seat_player(&self, seat: Seat) -> Option<Player>;
    fn human_seat(&self) -> Option<Seat>;
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
}

pub type Tv = Arc<dyn TableView>;

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
            s.moves()
                .iter()
                .enumerate()
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
        Table::start(self, s);
        Ok(())
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
