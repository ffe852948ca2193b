//! What the player is doing on the board, apart from its drawing: the hole whose sowing is
//! previewed (under the pointer, or holding the keyboard's focus), the keyboard's cursor, and what
//! a click or a key asks the board to do. Every question goes to the rules: the legal moves say
//! what may be played, `play` says why a hole may not (with the rule `forbidding_rule` names for
//! its reason), `preview` says where the last seed lands and what it takes.

use super::board::{Hole, Row, Spot, hole_drawn_at, spot};
use super::view::{MoveEffect, seat_key};
use super::{Move, PASS, UmDyar};
use crate::i18n::Msg;
use crate::model::{Game, Turn};

/// Why the rules refuse a hole: the reason, and the rule that forbids it (quoted beside it).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refusal {
    pub why: Msg,
    pub rule: Option<&'static str>,
}

impl Refusal {
    fn new(why: Msg) -> Refusal {
        Refusal { rule: UmDyar::forbidding_rule(why.key), why }
    }
}

/// What the board must do after a click or a key.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Act {
    /// Play this move.
    Play(Move),
    /// The keyboard moved to this hole: give it the focus, and preview its sowing.
    Preview(Hole),
    /// The hole cannot be played: the rules' reason, or `None` when they give none (it is not
    /// this person's turn, the game is over: the table says why).
    Refuse(Option<Refusal>),
    /// Nothing (a key the board does not use).
    Nothing,
}

/// What the player is doing on the board.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pick {
    /// The hole whose sowing is previewed: under the pointer or holding the keyboard's focus,
    /// whichever came last.
    pub previewed: Option<Hole>,
    /// The hole holding the keyboard's focus.
    pub cursor: Option<Hole>,
}

impl Pick {
    /// The pointer went over a hole (`None`: it left it).
    pub fn point(&mut self, at: Option<Hole>) {
        self.previewed = at;
    }

    /// A hole took the keyboard's focus (`None`: it lost it).
    pub fn focus(&mut self, at: Option<Hole>) {
        self.cursor = at;
        self.previewed = at;
    }

    /// What sowing the previewed hole would do in the position shown (any hole with seeds, the
    /// opponent's too: a player may wonder what his opponent threatens).
    pub fn preview(&self, shown: &UmDyar) -> Option<MoveEffect> {
        shown.preview(self.previewed?)
    }

    /// Can the person here play hole `at` now? (`legal`: the moves he may play, none when it is
    /// not his turn.)
    pub fn playable(shown: &UmDyar, legal: &[Move], at: Hole) -> bool {
        shown.turn() == Turn::Seat(at.player) && legal.contains(&(at.index as Move + 1))
    }

    /// He has no seeds: his move is the pass, which the board offers as a button.
    pub fn can_pass(legal: &[Move]) -> bool {
        legal.contains(&PASS)
    }

    /// A click (or Enter) on hole `at`: play it, or say why not.
    pub fn click(&mut self, shown: &UmDyar, legal: &[Move], at: Hole) -> Act {
        let mv = at.index as Move + 1;
        if Pick::playable(shown, legal, at) {
            self.previewed = None;
            return Act::Play(mv);
        }
        let Turn::Seat(mover) = shown.turn() else { return Act::Refuse(None) };
        if at.player != mover {
            let why = Msg::new("um-dyar.why.theirs").arg_text(seat_key(at.player)).arg_text(seat_key(mover));
            return Act::Refuse(Some(Refusal::new(why)));
        }
        Act::Refuse(shown.clone().play(mv).err().map(|e| Refusal::new(e.why)))
    }

    /// A key pressed on the hole holding the focus: Enter or space plays it as a click does; the
    /// arrows move along the rows as they are drawn (South's row at the bottom numbered from his
    /// left, North's at the top numbered from *his* left, so from the right as drawn), up and down
    /// to the other row, staying put at an edge.
    pub fn key(&mut self, shown: &UmDyar, legal: &[Move], key: &str) -> Act {
        let Some(at) = self.cursor else { return Act::Nothing };
        let n = shown.holes_per_row();
        let Spot { row, column } = spot(n, at);
        let to = |row, column| hole_drawn_at(n, Spot { row, column });
        let next = match key {
            "Enter" | " " => return self.click(shown, legal, at),
            "ArrowLeft" => to(row, column.saturating_sub(1)),
            "ArrowRight" => to(row, (column + 1).min(n.saturating_sub(1))),
            "ArrowUp" => to(Row::Top, column),
            "ArrowDown" => to(Row::Bottom, column),
            _ => return Act::Nothing,
        };
        self.focus(Some(next));
        Act::Preview(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::model::{JsonState, Options};
    use serde_json::json;

    fn hole(player: u8, number: usize) -> Hole {
        Hole { player, index: number - 1 }
    }

    fn legal(g: &UmDyar) -> Vec<Move> {
        let mut out = Vec::new();
        g.moves(&mut out);
        out
    }

    /// A single game of 6 holes a row (12 seeds each at the start, 144 in all), South to move.
    fn position(south: [u16; 6], north: [u16; 6], captured: [u16; 2]) -> UmDyar {
        UmDyar::from_json(&json!({
            "holes": 6, "seeds": 12, "rows": [south, north], "captured": captured,
            "to_move": 0, "over": false, "mode": "game",
        }))
        .unwrap()
    }

    fn start() -> UmDyar {
        UmDyar::new(&Options::defaults(UmDyar::option_specs())).unwrap()
    }

    /// A refusal's words in English and its rule.
    fn refused(act: Act) -> (String, Option<&'static str>) {
        match act {
            Act::Refuse(Some(r)) => (r.why.text(Lang::En), r.rule),
            other => panic!("not refused with a reason: {other:?}"),
        }
    }

    #[test]
    fn a_click_on_one_of_the_movers_holes_with_seeds_plays_it() {
        let g = start();
        let mut pick = Pick::default();
        pick.point(Some(hole(0, 3)));
        assert_eq!(pick.click(&g, &legal(&g), hole(0, 3)), Act::Play(3));
        assert_eq!(pick.previewed, None, "the preview goes once the hole is played");
    }

    #[test]
    fn a_click_on_the_opponents_hole_says_whose_it_is_and_the_rule() {
        let g = start();
        let (text, rule) = refused(Pick::default().click(&g, &legal(&g), hole(1, 2)));
        assert_eq!(text, "That is North's hole: South sows from the holes of his own row.");
        assert_eq!(rule, Some("own-side"));
    }

    #[test]
    fn a_click_on_an_empty_hole_says_it_is_empty() {
        let g = position([0, 0, 3, 1, 1, 0], [1, 1, 1, 0, 0, 0], [68, 68]);
        let (text, rule) = refused(Pick::default().click(&g, &legal(&g), hole(0, 1)));
        assert_eq!(text, "hole 1 is empty");
        assert_eq!(rule, Some("sow"));
    }

    #[test]
    fn without_seeds_the_player_must_pass() {
        let g = position([0; 6], [2, 0, 0, 0, 0, 0], [70, 72]);
        let legal = legal(&g);
        assert!(Pick::can_pass(&legal));
        assert!(!Pick::can_pass(&[1, 2]));
        let (text, rule) = refused(Pick::default().click(&g, &legal, hole(0, 4)));
        assert_eq!(text, "you have no seeds, so you must pass");
        assert_eq!(rule, Some("pass"));
    }

    #[test]
    fn a_closed_hole_in_a_match_is_refused_and_previews_nothing() {
        let g = UmDyar::from_json(&json!({
            "holes": 6, "seeds": 12, "mode": "match", "game_number": 2, "games_won": [1, 0],
            "rows": [[2, 2, 2, 2, 0, 0], [2, 2, 2, 2, 2, 2]], "captured": [62, 62],
            "closed": [[false, false, false, false, true, true], [false, false, false, false, false, false]],
            "to_move": 0, "over": false,
        }))
        .unwrap();
        let mut pick = Pick::default();
        let (text, rule) = refused(pick.click(&g, &legal(&g), hole(0, 5)));
        assert_eq!(text, "hole 5 is closed");
        assert_eq!(rule, Some("closed"));
        pick.point(Some(hole(0, 5)));
        assert_eq!(pick.preview(&g), None);
        // Sowing steps over the closed holes: South's hole 4 sows into North's row at once.
        pick.point(Some(hole(0, 4)));
        assert_eq!(pick.preview(&g).unwrap().sown, [hole(0, 4), hole(1, 1)]);
    }

    #[test]
    fn the_rules_give_no_reason_when_it_is_not_this_persons_turn() {
        let g = start();
        // The computer is to move, or another player by link: nothing is legal here; the
        // table says why.
        assert_eq!(Pick::default().click(&g, &[], hole(0, 3)), Act::Refuse(None));
        let over = UmDyar::from_json(&json!({
            "holes": 6, "seeds": 12, "rows": [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]], "captured": [72, 72],
            "to_move": 0, "over": true, "mode": "game",
        }))
        .unwrap();
        assert_eq!(Pick::default().click(&over, &legal(&over), hole(0, 3)), Act::Refuse(None));
    }

    #[test]
    fn the_preview_shows_where_the_last_seed_lands_and_what_it_captures() {
        let g = position([0, 0, 3, 1, 1, 0], [1, 1, 1, 0, 0, 0], [68, 68]);
        let mut pick = Pick::default();
        assert_eq!(pick.preview(&g), None);
        pick.point(Some(hole(0, 3)));
        let e = pick.preview(&g).unwrap();
        // Three seeds, the first back into the hole they came from.
        assert_eq!(e.sown, [hole(0, 3), hole(0, 4), hole(0, 5)]);
        assert_eq!(e.last, hole(0, 5));
        // Hole 5 and hole 4 now hold 2 each: both taken, from the last backwards; hole 3 holds 1.
        assert_eq!(e.captures, [(hole(0, 5), 2), (hole(0, 4), 2)]);
        assert_eq!(e.captured(), 4);
        // A hole with nothing in it previews nothing; the pointer leaving clears the preview.
        pick.point(Some(hole(0, 1)));
        assert_eq!(pick.preview(&g), None);
        pick.point(Some(hole(1, 1)));
        assert_eq!(pick.preview(&g).unwrap().last, hole(1, 2), "the opponent's threat, a singleton");
        pick.point(None);
        assert_eq!(pick.preview(&g), None);
    }

    #[test]
    fn focus_previews_and_blur_clears() {
        let g = start();
        let mut pick = Pick::default();
        pick.focus(Some(hole(0, 2)));
        assert_eq!(pick.preview(&g).unwrap().from, hole(0, 2));
        pick.focus(None);
        assert_eq!(pick, Pick::default());
    }

    #[test]
    fn the_arrows_move_along_the_rows_as_drawn() {
        let g = start();
        let legal = legal(&g);
        let mut pick = Pick::default();
        assert_eq!(pick.key(&g, &legal, "ArrowRight"), Act::Nothing, "no hole has the focus");
        pick.focus(Some(hole(0, 1)));
        // South's row, at the bottom, numbered from his left: right is the next number.
        assert_eq!(pick.key(&g, &legal, "ArrowRight"), Act::Preview(hole(0, 2)));
        assert_eq!((pick.cursor, pick.previewed), (Some(hole(0, 2)), Some(hole(0, 2))));
        assert_eq!(pick.key(&g, &legal, "ArrowLeft"), Act::Preview(hole(0, 1)));
        assert_eq!(pick.key(&g, &legal, "ArrowLeft"), Act::Preview(hole(0, 1)), "the left edge");
        assert_eq!(pick.key(&g, &legal, "ArrowDown"), Act::Preview(hole(0, 1)), "the bottom edge");
        // Up: North's row, which he numbers from his own left, so hole 6 is above South's 1.
        assert_eq!(pick.key(&g, &legal, "ArrowUp"), Act::Preview(hole(1, 6)));
        assert_eq!(pick.key(&g, &legal, "ArrowRight"), Act::Preview(hole(1, 5)));
        assert_eq!(pick.key(&g, &legal, "ArrowDown"), Act::Preview(hole(0, 2)));
        pick.focus(Some(hole(1, 1)));
        assert_eq!(pick.key(&g, &legal, "ArrowRight"), Act::Preview(hole(1, 1)), "the right edge");
        assert_eq!(pick.key(&g, &legal, "ArrowDown"), Act::Preview(hole(0, 6)));
        assert_eq!(pick.key(&g, &legal, "a"), Act::Nothing);
        assert_eq!(pick.cursor, Some(hole(0, 6)));
    }

    #[test]
    fn enter_and_space_play_the_hole_with_the_focus_or_say_why_not() {
        let g = start();
        let legal = legal(&g);
        let mut pick = Pick::default();
        pick.focus(Some(hole(0, 4)));
        assert_eq!(pick.key(&g, &legal, "Enter"), Act::Play(4));
        assert_eq!(pick.key(&g, &legal, " "), Act::Play(4));
        pick.focus(Some(hole(1, 4)));
        assert_eq!(refused(pick.key(&g, &legal, "Enter")).1, Some("own-side"));
    }
}
