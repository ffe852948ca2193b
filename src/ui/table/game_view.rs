//! What the table needs to know of a game's drawing (`GameView`, implemented in `ui::games`
//! beside each board), and what every board shares for a click that does nothing: why not now
//! (`why_not_now`), and the line under the board that says so with the rule quoted (`why_line`).

use super::super::sticks::Face;
use super::super::text::{t, t_args};
use super::{ByLinkJob, Table, TableView, view::Later};
use crate::i18n::Msg;
use crate::model::{Evaluate, Options, Seat, Turn};
use leptos::prelude::*;

/// A game as the table draws it: its board, and what the board adds to the rules (seat names,
/// animation times, the new-game panel's main options, throws entered by hand, sharing).
pub trait GameView: Evaluate + Send + Sync {
    /// The board for a game in progress.
    fn board(table: Table<Self>) -> AnyView;

    /// The options the new-game panel shows first, for a table to choose before it starts (Um
    /// dyar's match or single game, the number of players); the others are folded away.
    const PRIMARY_OPTIONS: &'static [&'static str] = &[];

    /// The game is played with thrown sticks or billets: the new-game panel then offers throws
    /// by the site or by the players' own sticks (entered with one button per outcome).
    const THROWS: bool = false;

    /// A throw's outcome as the players see it fall, for its button when throws are entered by
    /// hand (e.g. "tâba — one flat side up"). Default: its notation.
    fn outcome_label(state: &Self, mv: Self::Move) -> String {
        state.move_text(mv)
    }

    /// At a chance step: is it a throw of the sticks or billets (entered by hand when the players
    /// throw their own), rather than something the site draws (the hyena spiral's count of
    /// hollows) or a player decides on the board (Dèleb's choice of word)? Default: every one.
    fn thrown_by_hand(_state: &Self) -> bool {
        true
    }

    /// How the sticks lie for a throw's outcome, drawn on its button when throws are entered by
    /// hand. Default: nothing drawn.
    fn outcome_faces(_state: &Self, _mv: Self::Move) -> Vec<Face> {
        Vec::new()
    }

    /// The sharing panel (links, QR codes, records) for this game, built when it is first opened
    /// (`table::share::panel`). A future, so that it can become a chunk of its own: measured,
    /// with `#[leptos::lazy]` it saved nothing (docs/architecture.md, "Size").
    fn share(table: Table<Self>) -> Later<AnyView> {
        Box::pin(std::future::ready(super::share::panel(table)))
    }

    /// Playing this game by link (`table::by_link::run`), for a game by link created or opened.
    /// A future for the same reason as `share`.
    fn by_link(table: Table<Self>, job: ByLinkJob) -> Later<Option<Msg>> {
        Box::pin(std::future::ready(super::by_link::run(table, job)))
    }

    /// This game's review ("Review this game", `ui::game_review`), a chunk of its own fetched when
    /// a review is first opened: each game names its split point (`review_<folder>`) beside its
    /// table's. `None` if the chunk could not be fetched.
    fn review(table: Table<Self>) -> Later<Option<AnyView>>;

    /// How a side is called where partners share one (Dèleb's teams), in a review's accounts.
    /// Default: as its seat (`seat_name`).
    fn side_name(state: &Self, seat: Seat) -> Msg {
        Self::seat_name(state, seat)
    }

    /// How a seat is called in this game ("South", "Team A, player 2", "the Sámi"…).
    fn seat_name(state: &Self, seat: Seat) -> Msg {
        let _ = state;
        Msg::new("table.seat_n").arg(seat as usize + 1)
    }

    /// A line on how a finished game ended, shown after the winner ("92 seeds to 52").
    fn result_note(state: &Self) -> Option<Msg> {
        let _ = state;
        None
    }

    /// How long the board animates `mv` (played from `before`), in milliseconds at speed 1.
    /// The table waits this long before a computer seat or an automatic throw acts.
    fn animation_ms(before: &Self, mv: Self::Move) -> u32 {
        let _ = (before, mv);
        400
    }

    /// Options the new-game panel proposes before the player changes anything, when they depend
    /// on the player (Dèleb's day or night from the local clock). Default: the game's defaults.
    fn proposed_options(options: &mut Options) {
        let _ = options;
    }
}

/// Why a person at this screen cannot act on the board now, whatever was clicked: the game is
/// over, an earlier position is shown, or another seat (the computer, or another player by link)
/// is to act. `None` when a person here is to act.
pub fn why_not_now<G: GameView>(table: Table<G>) -> Option<String> {
    if table.view_at.get_untracked().is_some() {
        return Some(t("table.why.replay"));
    }
    if untrack(|| table.waiting_to_start()) {
        return Some(t("corr.not_started"));
    }
    let (turn, thrower) = untrack(|| table.turn())?;
    let seat = match turn {
        Turn::Over => return Some(t("table.why.over")),
        Turn::Seat(s) => s,
        Turn::Chance => thrower?,
    };
    untrack(|| table.human_seat())
        .is_none()
        .then(|| t_args("table.why.turn", &[&untrack(|| table.seat_title(seat))]))
}

/// Why a click on the board did nothing: the reason in words, and the rule that forbids it (when
/// the rules forbid it, rather than the turn or the replay), quoted under the reason.
#[derive(Clone, PartialEq, Debug)]
pub struct Why {
    pub text: String,
    pub rule: Option<&'static str>,
}

impl Why {
    /// A reason no rule of the game gives (another seat's turn, a past position).
    pub fn said(text: String) -> Why {
        Why { text, rule: None }
    }
}

/// The line under a board that says why a click did nothing, with the rule quoted.
pub fn why_line<G: GameView>(class: &'static str, why: RwSignal<Option<Why>>) -> impl IntoView {
    view! {
        <div class=class data-testid="why" role="status" hidden=move || why.with(Option::is_none)>
            {move || why.get().map(|w| view! {
                // A refusal of the rules is written to fit in a sentence: shown as one of its own.
                <p><span class="sentence">{w.text}</span></p>
                {w.rule.map(|r| super::cited(G::ID, G::rule_refs(), r))}
            })}
        </div>
    }
}
