//! Playing by link (correspondence play), as the table drives it. The table holds a
//! `Box<dyn ByLink<G>>`; the implementation below, with all of `link::Correspondence`, reaches the
//! page only through each game's `by_link` chunk (`GameView::by_link`), fetched when a game by
//! link is created or opened: a game on one screen downloads none of it.

use super::GameView;
use super::Table;
use crate::ui::storage::{self, BY_LINK, SECRET};
mod panel;

use crate::i18n::Msg;
use crate::link::{self, ActKind, Correspondence, Secret, ToAct};
use crate::model::{Game, Options, Seat, SeatConfig, Session};
use panel::{ByLinkView, Phase};

/// What the table asks of a correspondence game.
pub trait ByLink<G: Game> {
    fn session(&self) -> &Session<G>;
    /// The storage key of the game (its salt).
    fn key(&self) -> String;
    /// This browser's secret for the game, as stored.
    fn secret_text(&self) -> Option<String>;
    /// The link to send now.
    fn link(&self) -> Result<String, Msg>;
    /// The seats this browser plays, as a bit mask.
    fn mine(&self) -> u16;
    /// This browser is to act now (a move, a throw, or answering a draw offer).
    fn acts_here(&self) -> bool;
    /// The game has begun (every seat taken, and its creator started it).
    fn started(&self) -> bool;
    fn play(&mut self, mv: G::Move) -> Result<(), Msg>;
    fn throw(&mut self) -> Result<(), Msg>;
    /// Takes back the last step made since the last link was opened.
    fn undo(&mut self);
    /// Where the game stands, for the panel; `title` names a seat.
    fn view(&self) -> ByLinkView;
    fn join(&mut self, seats: &[Seat], name: &str) -> Result<(), Msg>;
    fn begin(&mut self) -> Result<(), Msg>;
    /// Can this browser offer a draw, accept or decline one, or resign, now?
    fn can(&self, act: ActKind) -> bool;
    fn offer_draw(&mut self) -> Result<(), Msg>;
    fn answer_draw(&mut self, accept: bool) -> Result<(), Msg>;
    fn resign(&mut self, seat: Seat) -> Result<(), Msg>;
    /// The panel that says what to do next (drawn from this chunk).
    fn panel(&self, tv: super::AnyTable) -> leptos::prelude::AnyView;
}

/// A correspondence game and, if this browser plays in it, its secret.
struct Corr<G: Game> {
    game: Correspondence<G>,
    secret: Option<Secret>,
}

fn no_secret() -> Msg {
    Msg::new("corr.not_yours")
}

impl<G: Game> Corr<G> {
    fn with_secret(
        &mut self,
        f: impl FnOnce(&mut Correspondence<G>, &Secret) -> Result<(), link::LinkError>,
    ) -> Result<(), Msg> {
        let secret = self.secret.as_ref().ok_or_else(no_secret)?;
        f(&mut self.game, secret).map_err(|e| e.why)
    }

    fn me(&self) -> Option<usize> {
        self.secret.as_ref().and_then(|s| self.game.participant_of(s))
    }
}

impl<G: Game> ByLink<G> for Corr<G> {
    fn session(&self) -> &Session<G> {
        self.game.session()
    }
    fn key(&self) -> String {
        self.game.key()
    }
    fn secret_text(&self) -> Option<String> {
        self.secret.as_ref().map(Secret::to_text)
    }
    fn link(&self) -> Result<String, Msg> {
        self.game.link(self.secret.as_ref()).map_err(|e| e.why)
    }
    fn mine(&self) -> u16 {
        self.me().and_then(|i| self.game.participants().get(i)).map_or(0, |p| p.seats())
    }
    fn acts_here(&self) -> bool {
        let me = self.me();
        matches!(self.game.to_act(), ToAct::Participant(p) if Some(p) == me)
    }
    fn play(&mut self, mv: G::Move) -> Result<(), Msg> {
        self.with_secret(|c, s| c.play(s, mv))
    }
    fn throw(&mut self) -> Result<(), Msg> {
        self.with_secret(|c, s| c.throw(s).map(|_| ()))
    }
    fn undo(&mut self) {
        self.game.undo();
    }
    fn started(&self) -> bool {
        self.game.started()
    }
    fn view(&self) -> ByLinkView {
        let me = self.me();
        let owned = self.game.participants().iter().fold(0u16, |m, p| m | p.seats());
        let n = self.game.session().seats().len();
        let seats_of = |p: usize| {
            self.game
                .participants()
                .get(p)
                .map_or(Vec::new(), |x| (0..n as Seat).filter(|&s| x.owns(s)).collect())
        };
        let phase = match self.game.to_act() {
            ToAct::Join => Phase::Joining,
            ToAct::Start => Phase::ReadyToStart,
            ToAct::Participant(p) if Some(p) == me => Phase::MyTurn,
            ToAct::Answer(p) if Some(p) == me => Phase::Answer,
            ToAct::Participant(p) | ToAct::Answer(p) => Phase::Waiting(seats_of(p)),
            ToAct::Over => Phase::Over,
        };
        let offered_by = self.game.pending_offer().map(|o| seats_of(o.by));
        ByLinkView {
            member: me.is_some(),
            creator: me == Some(0),
            phase,
            free: (0..n as Seat).filter(|&s| owned & (1 << s) == 0).collect(),
            link: self.game.link(self.secret.as_ref()).unwrap_or_default(),
            offered_by,
        }
    }
    fn join(&mut self, seats: &[Seat], name: &str) -> Result<(), Msg> {
        let secret = Secret::fresh().ok_or_else(|| Msg::new("corr.no_random"))?;
        let mine: Vec<(Seat, SeatConfig)> =
            seats.iter().map(|&s| (s, SeatConfig::human(link::clean_name(name)))).collect();
        self.game.join(&mine, &secret).map_err(|e| e.why)?;
        self.secret = Some(secret);
        Ok(())
    }
    fn begin(&mut self) -> Result<(), Msg> {
        self.with_secret(|c, s| c.start(s))
    }
    fn can(&self, act: ActKind) -> bool {
        self.secret.as_ref().is_some_and(|s| self.game.can(s, act))
    }
    fn offer_draw(&mut self) -> Result<(), Msg> {
        self.with_secret(|c, s| c.offer_draw(s))
    }
    fn answer_draw(&mut self, accept: bool) -> Result<(), Msg> {
        self.with_secret(|c, s| if accept { c.accept_draw(s) } else { c.decline_draw(s) })
    }
    fn resign(&mut self, seat: Seat) -> Result<(), Msg> {
        self.with_secret(|c, s| c.resign(s, seat))
    }
    fn panel(&self, tv: super::AnyTable) -> leptos::prelude::AnyView {
        panel::panel(tv, self.view())
    }
}

/// What a game's `by_link` chunk is asked to do.
pub enum ByLinkJob {
    /// Open a correspondence link (the address's query).
    Open(String),
    /// Create a game to play by links: options, seats, and the seats this browser plays.
    Create(Options, Vec<SeatConfig>, Vec<Seat>),
}

/// Does `job` at `table` (the body of every game's `by_link` chunk). `Some` is a message for the
/// players: why a link was refused (the stored copy is kept and shown), or why no game was made.
pub fn run<G: GameView>(table: Table<G>, job: ByLinkJob) -> Option<Msg> {
    match job {
        ByLinkJob::Open(address) => open(table, &address),
        ByLinkJob::Create(options, seats, mine) => create(table, options, seats, mine).err(),
    }
}

fn create<G: GameView>(
    table: Table<G>,
    options: Options,
    seats: Vec<SeatConfig>,
    mine: Vec<Seat>,
) -> Result<(), Msg> {
    let secret = Secret::fresh().ok_or_else(|| Msg::new("corr.no_random"))?;
    let salt = link::fresh_salt().ok_or_else(|| Msg::new("corr.no_random"))?;
    let game = Correspondence::<G>::create(options, seats, &mine, &secret, salt).map_err(|e| e.why)?;
    table.start_by_link(Box::new(Corr { game, secret: Some(secret) }));
    Ok(())
}

/// A correspondence link: continued with this browser's stored copy and secret if it plays in
/// the game, else opened to watch or to join.
fn open<G: GameView>(table: Table<G>, address: &str) -> Option<Msg> {
    // First read it alone, to learn its key; then again with what this browser stored.
    let bare = match Correspondence::<G>::open(address, None, None) {
        Ok(c) => c,
        Err(e) => return Some(e.why),
    };
    let key = bare.key();
    let secret = storage::get(&format!("{SECRET}{key}")).and_then(|t| Secret::from_text(&t).ok());
    let stored = storage::get(&format!("{BY_LINK}{key}"))
        .and_then(|a| Correspondence::<G>::open(&a, None, secret.as_ref()).ok());
    match Correspondence::<G>::open(address, stored.as_ref(), secret.as_ref()) {
        Ok(game) => {
            table.start_by_link(Box::new(Corr { game, secret }));
            None
        }
        Err(e) => {
            // Keep playing the stored copy (nothing is lost) and say why the link was refused.
            let game = stored.unwrap_or(bare);
            table.start_by_link(Box::new(Corr { game, secret }));
            Some(e.why)
        }
    }
}
