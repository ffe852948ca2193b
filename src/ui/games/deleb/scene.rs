//! What the board shows at a moment, computed in one place: beside the field (`Desk`), from the
//! position and the moves a person here may make; on the field (`stones`), from the position, the
//! throw chosen and the frame of a move being shown. Plain data: the views in `field.rs` and
//! `desk.rs` only draw it. Every answer is the rules' (`view.rs` of the game, and `Pick`).

use super::field::place;
use super::motion::Walk;
use crate::games::deleb::{
    Deleb, Junction, Move, Phase, Pick, Stage, StartChoice, ThrowName, ThrowUse, team_key,
};
use crate::i18n::Msg;
use crate::model::{Game, Seat, Turn};
use crate::ui::text::{t, t_args, t_msg};

/// A man (or double man) as drawn.
#[derive(Clone, PartialEq)]
pub struct Stone {
    pub at: Junction,
    pub x: i32,
    pub y: i32,
    pub team: u8,
    pub count: u8,
    pub slave: bool,
    pub sea: bool,
    /// Two men sharing the junction without being joined (option `join=choose`).
    pub apart: bool,
    /// Preyed upon: the player moving could eat him now (marked while his team may answer).
    pub danger: bool,
    /// Where the chosen throw would take him, if he may take it.
    pub to: Option<Junction>,
    pub moving: bool,
    /// Not a man but a ring marking the last move's start ("from") or landing ("to").
    pub mark: &'static str,
}

impl Stone {
    /// Nothing but a place: a man is filled in from there, or a mark of the last move.
    pub fn on(at: Junction, (x, y): (i32, i32)) -> Stone {
        Stone {
            at,
            x,
            y,
            team: 0,
            count: 0,
            slave: false,
            sea: false,
            apart: false,
            danger: false,
            to: None,
            moving: false,
            mark: "",
        }
    }
}

/// The men on a field folded in bands of `w` cross-lines: those of `shown`, each ringed where
/// `targets` (the men who may take the chosen throw) has him, marked where `danger` has him;
/// while a move is shown (`walk`), the men of the position before it, less those walking, and the
/// walking man where he stands (no man offered a throw, none marked in danger).
pub fn stones(
    shown: &Deleb,
    targets: &[(Junction, Junction)],
    danger: &[Junction],
    walk: Option<&Walk>,
    w: u8,
) -> Vec<Stone> {
    let targets = if walk.is_some() { &[][..] } else { targets };
    let men = walk.map_or_else(|| shown.men_view(), |a| a.before.men_view());
    let mut out = Vec::new();
    for m in men {
        let mut count = m.count;
        if let Some(a) = walk.filter(|a| a.from == m.at) {
            count -= a.moving.min(count);
        }
        if count > 0 {
            out.push(Stone {
                team: m.team,
                count,
                slave: m.slave,
                sea: m.seafarer,
                apart: m.apart && count > 1,
                danger: walk.is_none() && danger.contains(&m.at),
                to: targets.iter().find(|t| t.0 == m.at).map(|t| t.1),
                ..Stone::on(m.at, place(w, m.at))
            });
        }
    }
    if let Some(a) = walk {
        out.push(Stone { team: a.team, count: a.moving, moving: true, ..Stone::on(a.at, place(w, a.at)) });
    }
    out
}

/// The last move's rings ("from" and "to"), drawn under the men.
pub fn marks(last: Option<(Junction, Junction)>, w: u8) -> Vec<Stone> {
    let marks = last.map_or(vec![], |(a, b)| vec![(a, "from"), (b, "to")]);
    marks.into_iter().map(|(at, mark)| Stone { mark, ..Stone::on(at, place(w, at)) }).collect()
}

/// A button beside the pool: its label, test id, move, and why it cannot be played (then it only
/// says so when pressed).
#[derive(Clone, PartialEq)]
pub struct Button {
    pub label: String,
    pub id: String,
    pub mv: Move,
    pub class: &'static str,
    pub why: Option<Msg>,
}

/// What the board shows besides the men, from the position and the moves a person may make.
#[derive(Clone, PartialEq, Default)]
pub struct Desk {
    /// For each throw of the pool: who may take it, or why no one (only while a person moves).
    pub uses: Vec<ThrowUse>,
    /// The pool as shown: throw, how many, and whether a man can take it.
    pub chips: Vec<(ThrowName, u16, bool)>,
    /// Buttons: the choice of "dèleb" or "dug", separations, the end of the turn (or letting a
    /// danger be).
    pub buttons: Vec<Button>,
    /// Standing beside a companion (option `join=choose`): for each throw, one per man it would
    /// take onto a companion.
    pub beside: Vec<(ThrowName, Button)>,
    /// Why the turn cannot end yet.
    pub why_end: Option<String>,
    /// The rule for this moment (a catalog key), shown when there is nothing to give.
    pub note: &'static str,
    /// What the players are asked or told now: who chooses, who holds "dèleb", a threat.
    pub say: String,
    /// The men preyed upon, while their team may answer with a stored dèleb.
    pub danger: Vec<Junction>,
    /// The last move: the man's junction and where he landed.
    pub last: Option<(Junction, Junction)>,
    /// Each seat's stage and scores, then each team's men and store: text, test id, class, and
    /// a value for tests (the stage word, or men left / dèlebs stored).
    pub info: Vec<(String, String, &'static str, String)>,
    /// The game is over: there are no throws to give.
    pub over: bool,
}

impl Desk {
    /// The desk for position `s`; `who` names a seat, in sentences and in the players' lines
    /// alike, by its team and place and the name typed for it (in Dèleb the team matters).
    pub fn of(
        s: &Deleb,
        legal: &[Move],
        last: Option<(Junction, Junction)>,
        who: impl Fn(Seat) -> String,
    ) -> Desk {
        let uses = Pick::uses(s, legal);
        let chips = if uses.is_empty() {
            s.pool().into_iter().filter(|p| p.1 > 0).map(|(th, k)| (th, k, false)).collect()
        } else {
            uses.iter().map(|u| (u.throw, u.available, !u.targets.is_empty())).collect()
        };
        let danger = if s.phase() == Phase::Rescue { s.in_danger() } else { Vec::new() };
        Desk {
            chips,
            buttons: buttons(s, legal),
            beside: beside(s, &uses),
            why_end: s.why_not_end().filter(|_| !legal.is_empty()).map(|m| t_msg(&m)),
            note: note(s),
            say: say(s, &uses, &danger, &who),
            danger,
            last,
            info: info(s, &who),
            over: s.phase() == Phase::Over,
            uses,
        }
    }
}

/// The buttons of the legal moves that are no throw given to a man.
fn buttons(s: &Deleb, legal: &[Move]) -> Vec<Button> {
    let rescue = s.phase() == Phase::Rescue;
    let button =
        |label: String, id: String, mv: Move, class: &'static str| Button { label, id, mv, class, why: None };
    let mut out = Vec::new();
    for &mv in legal {
        match mv {
            Move::Choose(word) => {
                let (key, id) = if word == ThrowName::Dug {
                    ("deleb.board.choose.dug", "choose-dug")
                } else {
                    ("deleb.board.choose.deleb", "choose-deleb")
                };
                out.push(button(t(key), id.into(), mv, "button"));
            }
            Move::Split { from } => {
                let j = s.cell_junction(from);
                out.push(button(t_args("deleb.board.split", &[&j]), format!("split-{j}"), mv, "button"));
            }
            Move::End if rescue => out.push(button(t("deleb.board.let_be"), "let-be".into(), mv, "button")),
            Move::End => out.push(button(t("deleb.board.end"), "end-turn".into(), mv, "button primary")),
            _ => {}
        }
    }
    out
}

/// A man whose throw would take him onto a companion may stand beside him instead, when the
/// option allows it; where it does not for this man, the button is idle and says why.
fn beside(s: &Deleb, uses: &[ThrowUse]) -> Vec<(ThrowName, Button)> {
    let mut out = Vec::new();
    if !s.setup().join_choice {
        return out;
    }
    for u in uses {
        for &(from, to) in &u.targets {
            if s.man_at(to).is_none_or(|m| m.team != s.acting_team()) {
                continue;
            }
            let Some(Move::Play { throw, from: cell }) = s.play_move(u.throw, from) else { continue };
            let why = s.why_not_beside(u.throw, from);
            let class = if why.is_some() { "button idle" } else { "button" };
            let label = t_args("deleb.board.beside", &[&to, &from]);
            let mv = Move::Beside { throw, from: cell };
            out.push((u.throw, Button { label, id: format!("beside-{from}"), mv, class, why }));
        }
    }
    out
}

/// A player's line beside the field, for each stage (`entry::Stage`, in its order): the stages of
/// entering with the dèlebs and gàsses scored, then in the game, handicapped.
const SEAT_LINES: [&str; 5] = [
    "deleb.board.seat.1",
    "deleb.board.seat.2",
    "deleb.board.seat.3",
    "deleb.board.seat.entered",
    "deleb.board.seat.handicapped",
];

/// Each seat's stage and scores (the seat acting now marked), then each team's men and store.
fn info(s: &Deleb, who: impl Fn(Seat) -> String) -> Vec<(String, String, &'static str, String)> {
    // Who acts now: seat 0 choosing, the player throwing or moving, the seat deciding for a
    // threatened team; nobody during the starting throw.
    let now = match (s.phase(), s.turn()) {
        (Phase::Start | Phase::Over, _) => None,
        (_, Turn::Seat(x)) => Some(x),
        (Phase::Throw, _) => Some(s.seat()),
        _ => None,
    };
    let mut info = Vec::new();
    for seat in 0..s.setup().players {
        let Some(e) = s.entry(seat) else { continue };
        // A whole line for each stage, with what it scored while entering.
        let key = SEAT_LINES.get(e.stage as usize).copied().unwrap_or(SEAT_LINES[3]);
        let text = t_args(key, &[&who(seat), &e.deleb, &e.gasse]);
        let class = if now == Some(seat) { "now" } else { "" };
        info.push((text, format!("player-{seat}"), class, e.stage.as_str().to_string()));
    }
    for team in [0u8, 1] {
        let (men, stored) = (s.men_left(team), s.stored_deleb(team));
        let text = t_args("deleb.board.team", &[&t(team_key(team)), &men, &s.slaves_left(team), &stored]);
        let class = if team == 0 { "team t0" } else { "team t1" };
        info.push((text, format!("team-{team}"), class, format!("{men}/{stored}")));
    }
    info
}

/// What the players are asked or told now: who chooses, who holds "dèleb", a threat.
fn say(s: &Deleb, uses: &[ThrowUse], danger: &[Junction], who: impl Fn(Seat) -> String) -> String {
    let deleb_team = s.deleb_team();
    match s.phase() {
        Phase::Choose if s.turn() != Turn::Chance => t_args("deleb.board.choose", &[&who(0)]),
        Phase::Start => t_args(
            if s.setup().start == StartChoice::Draw { "deleb.board.drawn" } else { "deleb.board.chosen" },
            &[&t(team_key(deleb_team)), &t(team_key(1 - deleb_team))],
        ),
        Phase::Rescue => {
            let decider = match s.turn() {
                Turn::Seat(x) => x,
                _ => s.seat(),
            };
            // A man the stored dèleb can take out of danger, else any man preyed upon.
            let movable = |j: &&Junction| uses.iter().any(|u| u.targets.iter().any(|x| x.0 == **j));
            let at = danger.iter().find(movable).or(danger.first()).map(|j| j.to_string());
            t_args("deleb.board.rescue", &[&who(decider), &who(s.seat()), &at.unwrap_or_default()])
        }
        _ => String::new(),
    }
}

/// The rule for this moment (a catalog key), shown when there is nothing to give.
fn note(s: &Deleb) -> &'static str {
    match (s.phase(), s.entry(s.seat()).map(|e| e.stage)) {
        (Phase::Choose, _) => "deleb.rule.start-choice.text",
        (Phase::Start, _) => "deleb.rule.start.text",
        (Phase::Throw, Some(Stage::One)) => "deleb.rule.entry-1.text",
        (Phase::Throw, Some(Stage::Two)) => "deleb.rule.entry-2.text",
        (Phase::Throw, Some(Stage::Three)) => "deleb.rule.entry-3.text",
        (Phase::Throw, Some(Stage::Handicapped)) => "deleb.rule.handicap-detail.text",
        (Phase::Throw, _) => "deleb.rule.throw-again.text",
        (Phase::Rescue, _) => "deleb.rule.rescue.text",
        _ => "",
    }
}
