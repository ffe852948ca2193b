//! What the player is doing on the board, as plain data: the piece chosen and the landing points
//! chosen for it so far, and the point the keyboard is on. A click, a drop or a key changes it and
//! says what the board must do ([`Act`]): play a move, draw the choice, say why not. Every rule
//! question is asked of the engine (`movable_pieces`, `continuations`, `legal_paths`, and
//! `parse_move`/`play` for the reason a point cannot be reached), never answered here.
//!
//! The board (`src/ui/games/dablot/`) only turns pointer and keyboard events into these calls and
//! draws what they leave; the tests below are what a player would notice.

use super::{Continuations, Dablot, Move, Point};
use crate::i18n::Msg;
use crate::model::Game;

/// What the player has chosen so far on the board.
#[derive(Clone, PartialEq, Debug)]
pub struct Pick {
    /// The chosen piece, and the landing points chosen for it so far (empty before its first jump
    /// or step).
    pub chosen: Option<(Point, Vec<Point>)>,
    /// The point with the keyboard focus (one tab stop; the arrow keys move it).
    pub cursor: Point,
}

impl Default for Pick {
    fn default() -> Self {
        Pick { chosen: None, cursor: Point::raw(0) }
    }
}

/// What the board must do after a click, a drop or a key.
#[derive(Clone, PartialEq, Debug)]
pub enum Act {
    /// Nothing to play or to say: the board draws the choice as it now is, and clears the line
    /// that said why an earlier click did nothing.
    Show,
    /// Nothing at all: the line under the board stays as it is (and a key stays the browser's).
    Keep,
    /// Play `mv`, chosen along `path` (its start, then each landing point), whose piece the board
    /// already shows on `path[shown]`: only the rest of the path is to be animated.
    Play { mv: Move, path: Vec<Point>, shown: usize },
    /// Say why not: the reason, and the rule that forbids it (quoted under it), if a rule does.
    Refuse { why: Msg, rule: Option<&'static str> },
    /// No one at this screen may move now (a past position, the other seat's turn, the game
    /// over): the table says why.
    NotNow,
    /// The keyboard cursor moved to this point (the board gives it the focus); `None`: an arrow
    /// towards the edge of the board, which stays where it is.
    Cursor(Option<Point>),
}

impl Pick {
    /// The point where the chosen piece stands now: its start, or its last landing point.
    pub fn holding(&self) -> Option<Point> {
        self.chosen.as_ref().map(|(from, so_far)| *so_far.last().unwrap_or(from))
    }

    /// Where the chosen piece may go next, and whether its move may end where it stands.
    pub fn next(&self, shown: &Dablot) -> Option<Continuations> {
        self.chosen.as_ref().map(|(from, so_far)| shown.continuations(*from, so_far))
    }

    /// The player clicks (taps, or presses Enter on) point `at`, with the moves a person here may
    /// choose now (`legal`, empty when no one here is to move).
    pub fn click(&mut self, shown: &Dablot, legal: &[Move], at: Point) -> Act {
        self.choose(shown, legal, at, false)
    }

    /// The player drops the chosen piece, dragged by the pointer, on point `at`: the board already
    /// shows it there.
    pub fn drop(&mut self, shown: &Dablot, legal: &[Move], at: Point) -> Act {
        self.choose(shown, legal, at, true)
    }

    /// "Stop here": the chain of jumps ends where the chosen piece stands, where the rules let it.
    pub fn stop(&mut self, shown: &Dablot, legal: &[Move]) -> Act {
        match self.holding() {
            Some(p) => self.click(shown, legal, p),
            None => Act::Keep,
        }
    }

    /// "Cancel" (and Escape): nothing is chosen any more.
    pub fn cancel(&mut self) -> Act {
        self.chosen = None;
        Act::Keep
    }

    /// A key pressed on the board: the arrows move the cursor from point to point as the board
    /// lays them out (left and right along a row, up and down to the next row: corner rows and
    /// centre rows alternate), Enter or Space choose the point under the cursor, Escape cancels.
    /// `None`: not a key of the board's.
    pub fn key(&mut self, shown: &Dablot, legal: &[Move], key: &str) -> Option<Act> {
        if let Some(to) = arrow(self.cursor, key) {
            if let Some(p) = to {
                self.cursor = p;
            }
            return Some(Act::Cursor(to));
        }
        match key {
            _ if chooses(key) => Some(self.click(shown, legal, self.cursor)),
            "Escape" => Some(self.cancel()),
            _ => None,
        }
    }

    fn choose(&mut self, s: &Dablot, legal: &[Move], p: Point, dropped: bool) -> Act {
        if legal.is_empty() {
            return Act::NotNow;
        }
        if let Some((from, so_far)) = self.chosen.clone()
            && let Some(act) = self.go(s, from, &so_far, p, dropped)
        {
            return act;
        }
        // A piece chosen (again), or a point that is not one of the pieces that can move.
        let movable = s.movable_pieces().contains(&p);
        let act = match &self.chosen {
            Some((from, _)) if *from == p => Act::Show,
            _ if movable => Act::Show,
            _ => why_not_piece(s, p),
        };
        self.chosen =
            if movable { Some((p, Vec::new())) } else { self.chosen.take().filter(|(f, _)| *f == p) };
        act
    }

    /// Point `p` for the piece on `from`, which has gone to `so_far`: the next landing point, the
    /// end of its move, or a point it cannot reach. `None`: a point the piece has nothing to do
    /// with (another piece of the side to move, to be chosen instead).
    fn go(&mut self, s: &Dablot, from: Point, so_far: &[Point], p: Point, dropped: bool) -> Option<Act> {
        let c = s.continuations(from, so_far);
        let mut path = vec![from];
        path.extend_from_slice(so_far);
        let here = path.len() - 1;
        if c.next.contains(&p) {
            path.push(p);
            let then = s.continuations(from, &path[1..]);
            return Some(match then.stop_move {
                Some(mv) if then.next.is_empty() => self.play(mv, path, here + dropped as usize),
                _ => {
                    self.chosen = Some((from, path[1..].to_vec()));
                    Act::Show
                }
            });
        }
        if Some(&p) == so_far.last() {
            // The chain stops here, where the rules allow it.
            return Some(match c.stop_move.filter(|_| c.can_stop) {
                Some(mv) => self.play(mv, path, here),
                None => Act::Show,
            });
        }
        // A point further on: the end of exactly one move.
        let ends: Vec<(Move, Vec<Point>)> = s
            .legal_paths(from)
            .into_iter()
            .filter(|(_, q)| q.starts_with(so_far) && q.last() == Some(&p))
            .collect();
        if let Some((mv, rest)) = ends.first().filter(|(m, _)| ends.iter().all(|(n, _)| n == m)) {
            path.truncate(1);
            path.extend_from_slice(rest);
            let shown = if dropped { path.len() - 1 } else { here };
            return Some(self.play(*mv, path, shown));
        }
        // A point the chosen piece cannot reach: the rules say why (the move written out and
        // refused as the engine refuses it).
        let mine = s.piece_at(p).is_some_and(|(side, _)| side == s.to_move());
        if so_far.is_empty() && mine {
            return None;
        }
        path.push(p);
        let text = path.iter().map(Point::to_string).collect::<Vec<_>>().join("-");
        let refused = match s.parse_move(&text) {
            Err(e) => Some(e.why),
            Ok(mv) => {
                let mut t = *s;
                t.play(mv).err().map(|e| e.why)
            }
        };
        let name = piece_key(s, from, true);
        Some(match refused {
            Some(m) => Act::Refuse {
                why: Msg::new("dablot.why.cannot_go").arg_text(name).arg(p).arg_msg(&m),
                rule: Dablot::forbidding_rule(m.key),
            },
            None => {
                Act::Refuse { why: Msg::new("dablot.why.cannot_go_here").arg_text(name).arg(p), rule: None }
            }
        })
    }

    fn play(&mut self, mv: Move, path: Vec<Point>, shown: usize) -> Act {
        self.chosen = None;
        Act::Play { mv, path, shown }
    }
}

/// Enter and Space choose the point under the cursor, as a click does.
pub fn chooses(key: &str) -> bool {
    matches!(key, "Enter" | " ")
}

/// Where an arrow key takes the cursor from `p` (`Some(None)`: off the board); `None` for another
/// key.
fn arrow(p: Point, key: &str) -> Option<Option<Point>> {
    let (x, y) = (p.x() as i32, p.y() as i32);
    // Up and down go to the next row of points (corner rows and centre rows alternate).
    let row = |dy: i32| Point::at(if (y + dy) % 2 != 0 && x < 10 { x + 1 } else { x - 1 }, y + dy);
    Some(match key {
        "ArrowLeft" => Point::at(x - 2, y),
        "ArrowRight" => Point::at(x + 2, y),
        "ArrowUp" => row(1),
        "ArrowDown" => row(-1),
        _ => return None,
    })
}

/// The catalog key of the piece on `p` as a definite noun phrase ("the Sámi prince"…; `start`:
/// beginning a sentence), or "" for an empty point.
fn piece_key(s: &Dablot, p: Point, start: bool) -> &'static str {
    s.piece_at(p).map_or("", |(side, rank)| s.party(side).the_key(rank, start))
}

/// Why the piece (or empty point) `p` cannot be chosen now, on the turn of a person here.
fn why_not_piece(s: &Dablot, p: Point) -> Act {
    let why = match s.piece_at(p) {
        None => Msg::new("dablot.why.empty").arg(p),
        Some((side, _)) if side != s.to_move() => Msg::new("dablot.why.theirs")
            .arg_text(piece_key(s, p, true))
            .arg_text(s.party(side).name_key())
            .arg_text(s.party(s.to_move()).name_key()),
        Some(_) if s.capture_forced() => Msg::new("dablot.why.forced").arg_text(piece_key(s, p, false)),
        Some(_) => Msg::new("dablot.why.blocked").arg_text(piece_key(s, p, true)),
    };
    let rule = Dablot::forbidding_rule(why.key);
    Act::Refuse { why, rule }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Options;

    fn pt(text: &str) -> Point {
        let (x, y) = text.split_once(',').expect("x,y");
        Point::at(x.parse().expect("x"), y.parse().expect("y")).expect("a point")
    }

    fn pts(text: &str) -> Vec<Point> {
        text.split(' ').map(pt).collect()
    }

    fn game(options: &str) -> Dablot {
        Dablot::new(&Options::parse(Dablot::option_specs(), options).expect("options")).expect("a game")
    }

    fn after(options: &str, moves: &[&str]) -> Dablot {
        let mut d = game(options);
        for m in moves {
            let mv = d.parse_move(m).expect("a move");
            d.play(mv).expect("legal");
        }
        d
    }

    /// The browser test's opening: the Sámi must capture, with the soldier on 6,4 or the prince on
    /// 8,6, whose chain of three jumps has a choice at its third.
    const OPENING: [&str; 6] = ["10,6-8,6", "0,6-2,6", "8,6-10,6", "2,8-3,7", "9,5-8,6", "6,8-6,6"];

    fn mv(d: &Dablot, text: &str) -> Move {
        d.parse_move(text).expect("a move")
    }

    fn targets(pick: &Pick, d: &Dablot) -> Vec<Point> {
        pick.next(d).map(|c| c.next).unwrap_or_default()
    }

    /// The reason's key and the rule quoted with it.
    fn refusal(act: &Act) -> (&'static str, Option<&'static str>) {
        match act {
            Act::Refuse { why, rule } => (why.key, *rule),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn choosing_a_piece_shows_where_it_can_go_and_a_second_click_plays() {
        let d = game("");
        let legal = d.legal();
        let mut pick = Pick::default();
        assert_eq!(pick.click(&d, &legal, pt("10,6")), Act::Show);
        assert_eq!(pick.chosen, Some((pt("10,6"), vec![])));
        assert_eq!(targets(&pick, &d), pts("8,6 9,7"));
        let act = pick.click(&d, &legal, pt("8,6"));
        assert_eq!(act, Act::Play { mv: mv(&d, "10,6-8,6"), path: pts("10,6 8,6"), shown: 0 });
        assert_eq!(pick.chosen, None, "nothing chosen once played");
    }

    #[test]
    fn another_piece_that_can_move_is_chosen_instead() {
        let d = game("");
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("10,6"));
        assert_eq!(pick.click(&d, &legal, pt("4,4")), Act::Show);
        assert_eq!(pick.chosen, Some((pt("4,4"), vec![])));
        assert_eq!(pick.click(&d, &legal, pt("4,4")), Act::Show, "choosing it again keeps it");
        assert_eq!(pick.chosen, Some((pt("4,4"), vec![])));
    }

    #[test]
    fn a_click_on_what_cannot_be_chosen_says_why_and_which_rule() {
        let d = after("", &OPENING);
        let legal = d.legal();
        let mut pick = Pick::default();
        // Capture is compulsory: a warrior that could step cannot be chosen.
        assert_eq!(refusal(&pick.click(&d, &legal, pt("2,4"))), ("dablot.why.forced", Some("capture")));
        assert_eq!(pick.chosen, None);
        assert_eq!(refusal(&pick.click(&d, &legal, pt("0,10"))), ("dablot.why.theirs", Some("move")));
        assert_eq!(refusal(&pick.click(&d, &legal, pt("5,5"))), ("dablot.why.empty", Some("move")));
        let Act::Refuse { why, .. } = pick.click(&d, &legal, pt("0,10")) else { unreachable!() };
        assert_eq!(
            why.to_string(),
            "The peasant belongs to the Landowners; the Sámi are to move.",
            "the names are the pieces' and the parties'"
        );
        // A blocked piece when capture is optional.
        let d = game("capture=optional");
        let Act::Refuse { why, rule } = pick.click(&d, &d.legal(), pt("0,0")) else { panic!("refused") };
        assert_eq!((why.key, rule), ("dablot.why.blocked", Some("move")));
    }

    #[test]
    fn a_point_the_chosen_piece_cannot_reach_says_why_in_the_engines_words() {
        let d = game("");
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("10,6"));
        let act = pick.click(&d, &legal, pt("6,6"));
        assert_eq!(refusal(&act), ("dablot.why.cannot_go", Some("jump")));
        let Act::Refuse { why, .. } = act else { unreachable!() };
        assert_eq!(
            why.to_string(),
            "The Sámi king cannot go to 6,6: there is no enemy piece on 8,6 to jump over."
        );
        assert_eq!(pick.chosen, Some((pt("10,6"), vec![])), "the piece stays chosen");
    }

    #[test]
    fn a_chain_is_chosen_jump_by_jump() {
        let d = after("", &OPENING);
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("8,6"));
        assert_eq!(targets(&pick, &d), pts("4,6"));
        assert_eq!(pick.click(&d, &legal, pt("4,6")), Act::Show);
        assert_eq!(pick.holding(), Some(pt("4,6")));
        assert_eq!(targets(&pick, &d), pts("2,8"), "after the first jump, the next");
        assert_eq!(pick.next(&d).map(|c| c.can_stop), Some(false), "capture is compulsory: no stopping");
        // Clicking where the piece stands, or "stop here", does nothing while the chain must go on.
        assert_eq!(pick.click(&d, &legal, pt("4,6")), Act::Show);
        assert_eq!(pick.stop(&d, &legal), Act::Show);
        assert_eq!(pick.chosen, Some((pt("8,6"), pts("4,6"))));
        pick.click(&d, &legal, pt("2,8"));
        assert_eq!(targets(&pick, &d), pts("0,6 6,8"), "two ways on after the second jump");
        let act = pick.click(&d, &legal, pt("0,6"));
        let path = pts("8,6 4,6 2,8 0,6");
        assert_eq!(act, Act::Play { mv: mv(&d, "8,6x4,6x2,8x0,6"), path, shown: 2 });
    }

    #[test]
    fn a_point_mid_chain_that_is_not_a_next_jump_is_refused() {
        let d = after("", &OPENING);
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("8,6"));
        pick.click(&d, &legal, pt("4,6"));
        let act = pick.click(&d, &legal, pt("6,4"));
        assert_eq!(refusal(&act).0, "dablot.why.cannot_go", "{act:?}");
        assert_eq!(pick.chosen, Some((pt("8,6"), pts("4,6"))), "the chain so far stays");
    }

    #[test]
    fn the_end_of_a_chain_clicked_at_once_plays_the_whole_chain() {
        let d = after("", &OPENING);
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("8,6"));
        let act = pick.click(&d, &legal, pt("0,6"));
        let path = pts("8,6 4,6 2,8 0,6");
        assert_eq!(
            act,
            Act::Play { mv: mv(&d, "8,6x4,6x2,8x0,6"), path, shown: 0 },
            "animated from its start"
        );
    }

    #[test]
    fn a_dropped_piece_is_not_animated_again() {
        let d = game("");
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("10,6"));
        let act = pick.drop(&d, &legal, pt("8,6"));
        assert_eq!(act, Act::Play { mv: mv(&d, "10,6-8,6"), path: pts("10,6 8,6"), shown: 1 });
        // A chain: dropped on its next jump, it goes on; dropped on its end, it is all shown.
        let d = after("", &OPENING);
        let legal = d.legal();
        pick.click(&d, &legal, pt("8,6"));
        assert_eq!(pick.drop(&d, &legal, pt("4,6")), Act::Show);
        assert_eq!(pick.chosen, Some((pt("8,6"), pts("4,6"))));
        let act = pick.drop(&d, &legal, pt("0,6"));
        assert_eq!(act, Act::Play { mv: mv(&d, "8,6x4,6x2,8x0,6"), path: pts("8,6 4,6 2,8 0,6"), shown: 3 });
    }

    #[test]
    fn with_optional_capture_a_chain_may_stop_where_the_piece_stands() {
        let d = after("capture=optional", &OPENING);
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("8,6"));
        pick.click(&d, &legal, pt("4,6"));
        assert_eq!(pick.next(&d).map(|c| (c.next, c.can_stop)), Some((pts("2,8"), true)));
        let stop = Act::Play { mv: mv(&d, "8,6x4,6"), path: pts("8,6 4,6"), shown: 1 };
        assert_eq!(pick.clone().stop(&d, &legal), stop, "the button");
        assert_eq!(pick.click(&d, &legal, pt("4,6")), stop, "a click where the piece stands");
    }

    #[test]
    fn no_one_here_to_move_is_not_now_and_keeps_the_choice() {
        let d = game("");
        let mut pick = Pick::default();
        pick.click(&d, &d.legal(), pt("10,6"));
        assert_eq!(pick.click(&d, &[], pt("8,6")), Act::NotNow);
        assert_eq!(pick.chosen, Some((pt("10,6"), vec![])));
    }

    #[test]
    fn escape_and_cancel_drop_the_choice() {
        let d = game("");
        let legal = d.legal();
        let mut pick = Pick::default();
        pick.click(&d, &legal, pt("10,6"));
        assert_eq!(pick.key(&d, &legal, "Escape"), Some(Act::Keep));
        assert_eq!(pick.chosen, None);
        pick.click(&d, &legal, pt("10,6"));
        assert_eq!(pick.cancel(), Act::Keep);
        assert_eq!(pick.chosen, None);
        assert_eq!(pick.key(&d, &legal, "a"), None, "not the board's key");
    }

    #[test]
    fn the_arrows_move_the_cursor_by_the_boards_rows() {
        let d = game("");
        let legal = d.legal();
        let mut pick = Pick::default();
        assert_eq!(pick.cursor, pt("0,0"));
        let mut press = |key: &str| match pick.key(&d, &legal, key) {
            Some(Act::Cursor(p)) => p.map(|p| p.to_string()),
            other => panic!("{key}: {other:?}"),
        };
        assert_eq!(press("ArrowLeft"), None, "the edge: the cursor stays");
        assert_eq!(press("ArrowDown"), None);
        assert_eq!(press("ArrowRight").as_deref(), Some("2,0"), "along a row of corners");
        assert_eq!(press("ArrowUp").as_deref(), Some("3,1"), "up to the centre to the right");
        assert_eq!(press("ArrowUp").as_deref(), Some("2,2"), "up to the corner to the left");
        assert_eq!(press("ArrowDown").as_deref(), Some("3,1"));
        assert_eq!(press("ArrowDown").as_deref(), Some("2,0"));
        for _ in 0..4 {
            press("ArrowRight");
        }
        assert_eq!(press("ArrowRight"), None, "the right edge");
        assert_eq!(press("ArrowUp").as_deref(), Some("9,1"), "from the right corner, the centre to its left");
        assert_eq!(pick.cursor, pt("9,1"));
    }

    #[test]
    fn enter_and_space_choose_the_point_under_the_cursor() {
        let d = after("", &OPENING[..1]);
        let legal = d.legal();
        let mut pick = Pick { cursor: pt("0,6"), ..Pick::default() };
        assert_eq!(pick.key(&d, &legal, "Enter"), Some(Act::Show));
        assert_eq!(pick.chosen, Some((pt("0,6"), vec![])));
        pick.key(&d, &legal, "ArrowRight");
        let act = pick.key(&d, &legal, " ");
        assert_eq!(act, Some(Act::Play { mv: mv(&d, "0,6-2,6"), path: pts("0,6 2,6"), shown: 0 }));
        assert!(chooses("Enter") && chooses(" ") && !chooses("Escape"));
    }
}
