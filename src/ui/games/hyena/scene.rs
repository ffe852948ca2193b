//! What the board shows at a moment, computed in one place from the position shown, the last
//! move, the choices open to the player, what the player is pointing at (`Pick`) and the frame of
//! a move being shown: the spiral, each piece's spot, the last move's course, the targets of the
//! choices, and beside and under the spiral what the last move did, the choices and the players.
//! Plain data: the view functions (`spiral.rs`, `side.rs`) only draw it.

use super::layout::{self, at, village_label};
use super::motion::{Frame, place_of};
use crate::games::hyena::{Hyena, HyenaState, Move, Pick, Piece, Place};
use crate::model::{Game, Seat, Session};
use crate::ui::sticks::{Face, Throw};
use crate::ui::text::{t, t_args, t_msg};

/// The spiral itself, drawn again only for a new game.
#[derive(Clone, PartialEq)]
pub struct Spiral {
    /// Hollows between the village and the well.
    pub n: usize,
    /// The pieces: every mother and the hyena.
    pub pieces: usize,
    /// The sentence that gives the count.
    pub count: String,
    pub view_box: (i32, i32, i32, i32),
    pub village: (i32, i32),
    /// Where the village's name is written, and its `text-anchor`.
    pub label: ((i32, i32), &'static str),
}

/// A piece as drawn.
pub struct Spot {
    pub class: String,
    pub style: String,
    pub label: String,
    /// The place in short (`hollow-12`, `well`, `village`, `home`, `eaten-7`), for tests.
    pub place: String,
}

/// Where a choice that moves her takes her, on the spiral.
#[derive(Clone)]
pub struct Target {
    pub mv: Move,
    /// The move's notation, for its test id.
    pub id: String,
    pub text: String,
    pub at: (i32, i32),
}

/// Beside the spiral: what the last move did and the choices open to a person.
#[derive(Clone)]
pub struct Acts {
    pub effect: String,
    /// (move, test id, text).
    pub choices: Vec<(Move, String, String)>,
}

/// One player's line under the board.
#[derive(Clone)]
pub struct Row {
    pub seat: Seat,
    pub title: String,
    pub state: String,
    pub tabas: u8,
    pub throws: String,
    pub hyena: Option<String>,
    pub current: bool,
}

/// Under the board: the players, and the degrees of defeat once the game is over: (seat, rank,
/// text).
#[derive(Clone)]
pub struct Players {
    pub rows: Vec<Row>,
    pub result: Option<Vec<(Seat, u8, String)>>,
}

/// A seat's names, the table's (`TableView::seat_title`, `seat_called`): its full title (with the
/// person's name, or "computer") for the lists, its short name for sentences ("Amina's mother",
/// "Player 2's mother").
pub struct Names<'a> {
    pub title: &'a dyn Fn(Seat) -> String,
    pub short: &'a dyn Fn(Seat) -> String,
}

/// Everything the board draws at a moment, and what a click is asked about.
pub struct Scene {
    /// The position shown.
    pub shown: Hyena,
    /// The choices open to a person here.
    pub legal: Vec<Move>,
    pub spiral: Spiral,
    pub spots: Vec<Spot>,
    /// The last move's course: the hollows the piece started from and went through.
    pub trail: Vec<(i32, i32)>,
    pub targets: Vec<Target>,
    /// The choice pointed at: its target is marked.
    pub hot: Option<Move>,
    pub acts: Acts,
    pub players: Players,
}

impl Scene {
    /// The board for position `s`, reached by `last` (the position before and the move), with
    /// `legal` open to a person here, `pick` what he points at and `frame` the move being shown.
    pub fn new(
        s: &Hyena,
        last: Option<&(Hyena, Move)>,
        legal: Vec<Move>,
        pick: Pick,
        frame: Option<&Frame>,
        names: &Names,
    ) -> Scene {
        let n = s.hollow_count().unwrap_or(0) as usize;
        let targets = Pick::targets(s, &legal)
            .into_iter()
            .map(|(mv, place)| Target {
                mv,
                id: s.move_text(mv).replace(':', "-"),
                text: t_msg(&s.describe(mv)),
                at: at(n, place).0,
            })
            .collect();
        let choices = legal
            .iter()
            .map(|&m| (m, format!("choice-{}", s.move_text(m).replace(':', "-")), t_msg(&s.describe(m))))
            .collect();
        let effect = last.map(|(before, mv)| effect_line(before, *mv, names.short)).unwrap_or_default();
        Scene {
            shown: *s,
            legal,
            spiral: spiral(s),
            spots: spots(s, frame, names.short),
            trail: last.map(|(before, mv)| trail(before, *mv)).unwrap_or_default(),
            targets,
            hot: pick.hot,
            acts: Acts { effect, choices },
            players: Players { rows: rows(s, names.title), result: result(s, names.title) },
        }
    }
}

/// The spiral's size, and the sentence that gives it.
fn spiral(s: &Hyena) -> Spiral {
    let (lo, hi) = s.hollow_range();
    let count = match s.hollow_count() {
        Some(c) if lo == hi => t_args("hyena.board.count", &[&c]),
        Some(c) => t_args("hyena.board.count_drawn", &[&c, &lo, &hi]),
        None => t_args("hyena.board.count_pending", &[&lo, &hi]),
    };
    let n = s.hollow_count().unwrap_or(hi) as usize;
    let (label, anchor, _) = village_label(n, s.player_count());
    Spiral {
        n,
        pieces: s.player_count() + 1,
        count,
        view_box: layout::view_box(n, s.player_count()),
        village: layout::village(n),
        label: (label, anchor),
    }
}

/// A place in short (`hollow-12`, `well`…), as the board names it for tests.
pub fn place_key(p: Place) -> String {
    match p {
        Place::Hollow(d) => format!("hollow-{d}"),
        Place::Eaten(d) => format!("eaten-{d}"),
        p => p.key().to_string(),
    }
}

/// Every mother (in seat order) and the hyena, where `frame` puts them or else where they are.
fn spots(s: &Hyena, frame: Option<&Frame>, name: &dyn Fn(Seat) -> String) -> Vec<Spot> {
    let n = s.hollow_count().unwrap_or(s.hollow_range().1) as usize;
    let players = s.player_count();
    let pieces: Vec<(Piece, Option<Place>, Place)> = (0..=players)
        .map(|i| {
            let piece = if i < players { Piece::Mother(i as Seat) } else { Piece::Hyena };
            let shown = frame.and_then(|f| f.iter().find(|e| e.0 == piece).map(|e| e.1));
            let real = place_of(s, piece);
            (piece, real, shown.or(real).unwrap_or(Place::Village))
        })
        .collect();
    let bases: Vec<((i32, i32), bool)> = pieces.iter().map(|p| at(n, p.2)).collect();
    // Where the hyena stands, once he is loose (caged, he is not drawn and takes no room).
    let hyena_at = pieces.last().filter(|p| p.1.is_some()).map(|p| at(n, p.2).0);
    let moving = s.moving_piece();
    pieces
        .iter()
        .enumerate()
        .map(|(i, &(piece, real, place))| {
            let hyena = piece == Piece::Hyena;
            let mut class = String::from(if hyena { "hy-piece hy-hyena" } else { "hy-piece hy-mother" });
            let mut flag = |on: bool, name: &str| {
                if on {
                    class.push(' ');
                    class.push_str(name);
                }
            };
            flag(matches!(place, Place::Eaten(_)), "eaten");
            flag(place == Place::Home && !hyena, "home");
            flag(moving == Some(piece), "turn");
            flag(hyena && real.is_none(), "caged");
            flag(hyena && s.hyena_state() == HyenaState::Returning, "hunting");
            let label = match piece {
                Piece::Mother(m) => {
                    let state = s.mother_state(m).map(|x| t_msg(&x.describe())).unwrap_or_default();
                    t_args("hyena.board.mother", &[&name(m), &t_msg(&place.describe()), &state])
                }
                Piece::Hyena => t_args("hyena.board.hyena", &[&t_msg(&s.hyena_state().describe())]),
            };
            let at = layout::pos(layout::spot(&bases, i, hyena_at));
            let style = if hyena { at } else { format!("--c:var(--seat-{i});{at}") };
            Spot { class, style, label, place: place_key(place) }
        })
        .collect()
}

/// The hollows the pieces of `mv` started from and went through.
fn trail(before: &Hyena, mv: Move) -> Vec<(i32, i32)> {
    let Some(e) = before.move_effect(mv) else { return Vec::new() };
    let n = before.hollow_count().unwrap_or(0) as usize;
    e.paths
        .iter()
        .flat_map(|(p, path)| place_of(before, *p).into_iter().chain(path.iter().copied()))
        .filter(|p| matches!(p, Place::Hollow(_)))
        .map(|p| at(n, p).0)
        .collect()
}

fn rows(s: &Hyena, title: &dyn Fn(Seat) -> String) -> Vec<Row> {
    let hyena = s.hyena_player();
    (0..s.player_count() as Seat)
        .map(|seat| {
            let c = s.credits(seat).unwrap_or_default();
            let throws: Vec<String> = [2u8, 3, 0]
                .into_iter()
                .filter(|&f| c.banked(f) > 0)
                .filter_map(|f| Some(format!("{} ×{}", s.throw_outcome(f)?.value, c.banked(f))))
                .collect();
            Row {
                seat,
                title: title(seat),
                state: s.mother_state(seat).map(|m| t_msg(&m.describe())).unwrap_or_default(),
                tabas: c.tabas,
                throws: throws.join(", "),
                hyena: (hyena == Some(seat)).then(|| t_msg(&s.hyena_state().describe())),
                current: s.current_player() == Some(seat),
            }
        })
        .collect()
}

/// The degrees of defeat, once the game is over: the hyena's player, the mothers home, the
/// mothers eaten.
fn result(s: &Hyena, title: &dyn Fn(Seat) -> String) -> Option<Vec<(Seat, u8, String)>> {
    let o = s.outcome()?;
    let st = s.standing();
    let mut lines = Vec::new();
    if let Some(h) = st.hyena {
        lines.push((h, o.rank(h), t_args("hyena.result.hyena", &[&title(h)])));
    }
    // Mothers home before her: the hyena's mother and those in front of her. Said as a count, not
    // a place: safe mothers share their rank unless `home-rank=arrival`.
    for (i, &h) in st.home.iter().enumerate() {
        lines.push((h, o.rank(h), t_args("hyena.result.home", &[&(i + 1), &title(h)])));
    }
    for &e in &st.eaten {
        lines.push((e, o.rank(e), t_args("hyena.result.eaten", &[&title(e)])));
    }
    Some(lines)
}

/// What the last move did, in words.
fn effect_line(before: &Hyena, mv: Move, name: &dyn Fn(Seat) -> String) -> String {
    let Some(e) = before.move_effect(mv) else { return String::new() };
    let mut parts = Vec::new();
    for (piece, path) in &e.paths {
        if let Some(to) = path.last() {
            let to = t_msg(&to.describe());
            parts.push(match *piece {
                Piece::Mother(m) => t_args("hyena.effect.mother", &[&name(m), &to]),
                Piece::Hyena => t_args("hyena.effect.hyena", &[&to]),
            });
        }
    }
    for &m in &e.eaten {
        parts.push(t_args("hyena.effect.eaten", &[&name(m)]));
    }
    if e.banked_taba {
        parts.push(t("hyena.effect.banked_taba"));
    }
    if e.banked_throw {
        parts.push(t("hyena.effect.banked_throw"));
    }
    if e.paid > 0 {
        parts.push(t_args("hyena.effect.paid", &[&e.paid]));
    }
    if e.hyena_loosed {
        let who = before.current_player().map(name).unwrap_or_default();
        parts.push(t_args("hyena.effect.loosed", &[&who]));
    }
    if e.lost {
        parts.push(t("hyena.effect.lost"));
    }
    if e.over {
        parts.push(t("hyena.effect.over"));
    } else if e.turn_ends {
        parts.push(t("hyena.effect.turn_ends"));
    }
    parts.join(" ")
}

/// The last throw up to the `shown` first moves of `session` (while stepping through the game
/// too), as the sticks draw it.
pub fn last_throw(session: &Session<Hyena>, shown: usize) -> Option<Throw> {
    let shown = shown.min(session.len());
    let (i, mv) =
        session.moves()[..shown].iter().enumerate().rev().find(|(_, m)| matches!(m, Move::Sticks(_)))?;
    let before = session.state_at(i)?;
    let info = before.throw_info(*mv)?;
    let for_hyena = before.current_player().is_some_and(|p| before.hyena_player() == Some(p));
    let value = if info.notation == "taba" {
        t("hyena.board.value_taba")
    } else if for_hyena {
        t_args("hyena.board.value_hyena", &[&(2 * info.value)])
    } else {
        t_args("hyena.board.value_days", &[&info.value])
    };
    Some(Throw {
        serial: i + 1,
        faces: (0..3).map(|k| if k < info.flats { Face::White } else { Face::Bark }).collect(),
        name: t(info.name_key),
        value,
    })
}
