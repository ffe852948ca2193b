//! What the player is doing on the board, apart from the board: the throw of the pool he has
//! chosen, and what a click on a man, a key on a man or a button beside the pool asks of the
//! board ([`Act`]). A move is made by choosing a throw, then one of the men ringed for it.
//!
//! Every question is the rules': [`Deleb::throw_uses`] says who may take each throw (and why no
//! one), [`Deleb::why_not`] why a man may not take the one chosen. The board asks first whether a
//! person here is to act at all (an earlier position shown, the game over, another seat's turn);
//! then this answers. The buttons beside the pool (the choice of a word, standing beside, a
//! separation, the end of the turn) are legal moves, or say the rules' reason: the board's.
//!
//! There is no keyboard cursor: Tab goes from man to man among those ringed (the page's focus),
//! and Enter or Space on one is a click ([`Pick::activates`]).

use super::{Deleb, Junction, Move, Phase, ThrowName, ThrowUse};
use crate::i18n::Msg;
use crate::model::Game;

/// What the board must do after a click, a key or a button.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Act {
    /// Play this move.
    Play(Move),
    /// Draw the new choice: the throw chosen pressed, the men who may take it ringed (and the
    /// line under the board cleared).
    Select,
    /// Say why nothing happens: the reason, and the rule that forbids it (quoted beside it).
    Refuse { why: Msg, rule: Option<&'static str> },
}

impl Act {
    /// A refusal, with the rule the game names for its reason.
    pub fn refuse(why: Msg) -> Act {
        let rule = Deleb::forbidding_rule(why.key);
        Act::Refuse { why, rule }
    }
}

/// What the player has chosen so far: a throw of the pool, kept while it is there to give.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pick {
    throw: Option<ThrowName>,
}

impl Pick {
    /// What each throw of the pool can do now, when a person at the board may move (`legal`, the
    /// moves a person here may make, is not empty); nothing otherwise.
    pub fn uses(shown: &Deleb, legal: &[Move]) -> Vec<ThrowUse> {
        if legal.is_empty() { Vec::new() } else { shown.throw_uses() }
    }

    /// The throw chosen: the player's while it is in the pool, else the first a man can take,
    /// else the first (`uses` from [`Pick::uses`]).
    pub fn chosen(&self, uses: &[ThrowUse]) -> Option<ThrowName> {
        self.chosen_use(uses).map(|u| u.throw)
    }

    fn chosen_use<'a>(&self, uses: &'a [ThrowUse]) -> Option<&'a ThrowUse> {
        uses.iter()
            .find(|u| Some(u.throw) == self.throw)
            .or_else(|| uses.iter().find(|u| !u.targets.is_empty()))
            .or(uses.first())
    }

    /// The men who may take the chosen throw (their junctions), each with where he would land.
    pub fn targets<'a>(&self, uses: &'a [ThrowUse]) -> &'a [(Junction, Junction)] {
        self.chosen_use(uses).map_or(&[], |u| &u.targets[..])
    }

    /// Why no man may take the chosen throw, when none may.
    pub fn reason<'a>(&self, uses: &'a [ThrowUse]) -> Option<&'a Msg> {
        self.chosen_use(uses).and_then(|u| u.reason.as_ref())
    }

    /// A throw of the pool chosen.
    pub fn choose(&mut self, throw: ThrowName) -> Act {
        self.throw = Some(throw);
        Act::Select
    }

    /// A click on the man on `at` (or on his junction), when a person here is to act in
    /// position `shown` (`uses` from [`Pick::uses`]): a man ringed for the chosen throw takes it;
    /// any other click says why not.
    pub fn click(&self, shown: &Deleb, uses: &[ThrowUse], at: Junction) -> Act {
        let throw = self.chosen(uses);
        if let Some(mv) = throw.and_then(|t| shown.play_move(t, at))
            && self.targets(uses).iter().any(|t| t.0 == at)
        {
            return Act::Play(mv);
        }
        Act::refuse(match (shown.phase(), throw) {
            (Phase::Choose, _) => Msg::new("deleb.why.choose"),
            (Phase::Move | Phase::Rescue, Some(t)) => {
                shown.why_not(t, at).unwrap_or_else(|| Msg::new("error.not_legal_now"))
            }
            _ => Msg::new("deleb.error.throw_first"),
        })
    }

    /// A key pressed on a man: Enter and Space act as a click on him; the others are the page's
    /// (Tab goes to the next man ringed).
    pub fn activates(key: &str) -> bool {
        key == "Enter" || key == " "
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Options;

    /// The position after `moves` (in notation) from a new game with `options` ("key=value,…").
    fn after(options: &str, moves: &[&str]) -> Deleb {
        let mut o = Options::defaults(Deleb::option_specs());
        for kv in options.split(',').filter(|kv| !kv.is_empty()) {
            let (k, v) = kv.split_once('=').unwrap();
            o.set(k, v).unwrap();
        }
        let mut s = Deleb::new(&o).unwrap();
        for m in moves {
            let mv = s.parse_move(m).unwrap_or_else(|e| panic!("{m}: {:?}", e.why));
            s.play(mv).unwrap_or_else(|e| panic!("{m}: {:?}", e.why));
        }
        s
    }

    /// What each throw can do, for a person to move in `s`.
    fn uses(s: &Deleb) -> Vec<ThrowUse> {
        let mut legal = Vec::new();
        s.moves(&mut legal);
        Pick::uses(s, &legal)
    }

    fn j(text: &str) -> Junction {
        Junction::parse(text, 20).unwrap()
    }

    /// Rules revision 1's options (the old link of tests/browser/deleb.test.mjs).
    const OLD: &str = "gar=0,start_choice=fixed,rescue=own-turn,join_slave=no,join_course=companion,double_max=two,join=always";

    /// tests/browser/data/deleb-midgame.txt: team A (seat 0) gives out a gàsse and a dug; his man
    /// on B17 may take the gàsse onto C20, where team D's man stands.
    fn midgame() -> Deleb {
        let moves = "start:deleb deleb s2:bbb s2:bbb s2:bww s3:dag deleb:A1-B1 deleb:A2-A1 deleb:A3-A2 deleb \
                     s2:bww s3:dag deleb:D20-C20 sitte sitte 3 sitte:A1-B6 sitte:B6-B12 3:B12-B15 dug end \
                     dug dug:B15-B17 dug end gasse dug";
        after(OLD, &moves.split(' ').filter(|m| !m.is_empty()).collect::<Vec<_>>())
    }

    fn refusal(act: Act) -> (Msg, Option<&'static str>) {
        match act {
            Act::Refuse { why, rule } => (why, rule),
            other => panic!("not refused: {other:?}"),
        }
    }

    #[test]
    fn the_first_throw_a_man_can_take_is_chosen_until_the_player_chooses() {
        let s = midgame();
        let uses = uses(&s);
        assert_eq!(uses.iter().map(|u| u.throw).collect::<Vec<_>>(), [ThrowName::Dug, ThrowName::Gasse]);
        let mut pick = Pick::default();
        assert_eq!(pick.chosen(&uses), Some(ThrowName::Dug));
        assert_eq!(pick.choose(ThrowName::Gasse), Act::Select);
        assert_eq!(pick.chosen(&uses), Some(ThrowName::Gasse));
    }

    #[test]
    fn choosing_a_throw_rings_the_men_who_can_take_it() {
        let s = midgame();
        let uses = uses(&s);
        let mut pick = Pick::default();
        pick.choose(ThrowName::Gasse);
        assert_eq!(pick.targets(&uses), [(j("A2"), j("B3")), (j("B1"), j("B5")), (j("B17"), j("C20"))]);
        pick.choose(ThrowName::Dug);
        assert_eq!(pick.targets(&uses), [(j("A2"), j("B1")), (j("B1"), j("B3")), (j("B17"), j("B19"))]);
        assert_eq!(pick.reason(&uses), None);
    }

    #[test]
    fn a_click_on_a_man_ringed_plays_the_chosen_throw() {
        let s = midgame();
        let uses = uses(&s);
        let mut pick = Pick::default();
        pick.choose(ThrowName::Gasse);
        let Act::Play(mv) = pick.click(&s, &uses, j("B17")) else { panic!("not played") };
        assert_eq!(s.move_text(mv), "gasse:B17-C20");
        pick.choose(ThrowName::Dug);
        let Act::Play(mv) = pick.click(&s, &uses, j("B17")) else { panic!("not played") };
        assert_eq!(s.move_text(mv), "dug:B17-B19");
    }

    #[test]
    fn a_click_on_a_man_who_cannot_take_it_says_why_and_the_rule() {
        let s = midgame();
        let uses = uses(&s);
        let mut pick = Pick::default();
        pick.choose(ThrowName::Dug);
        let (why, rule) = refusal(pick.click(&s, &uses, j("A5")));
        assert_eq!(why, Msg::new("deleb.error.slave_deleb").arg("A5"));
        assert_eq!(rule, Some("liberation"));
        // Team D's man, and an empty junction: no man of yours there (no rule to quote).
        let (why, rule) = refusal(pick.click(&s, &uses, j("D5")));
        assert_eq!((why, rule), (Msg::new("deleb.error.no_man").arg("D5"), None));
        let (why, _) = refusal(pick.click(&s, &uses, j("C3")));
        assert_eq!(why, Msg::new("deleb.error.no_man").arg("C3"));
    }

    #[test]
    fn a_throw_given_away_gives_way_to_the_first_a_man_can_take() {
        let s = midgame();
        let mut pick = Pick::default();
        pick.choose(ThrowName::Gasse);
        let Act::Play(mv) = pick.click(&s, &uses(&s), j("B17")) else { panic!("not played") };
        let mut s = s;
        s.play(mv).unwrap();
        let uses = uses(&s);
        assert_eq!(pick.chosen(&uses), Some(ThrowName::Dug));
        assert_eq!(pick.targets(&uses).len(), 3);
    }

    #[test]
    fn nothing_is_chosen_or_ringed_when_no_person_here_may_move() {
        let s = midgame();
        let mut pick = Pick::default();
        pick.choose(ThrowName::Gasse);
        let uses = Pick::uses(&s, &[]);
        assert!(uses.is_empty());
        assert_eq!((pick.chosen(&uses), pick.targets(&uses)), (None, &[][..]));
    }

    #[test]
    fn before_the_choice_or_the_billets_a_man_says_what_comes_first() {
        let s = after("", &[]);
        assert_eq!(s.phase(), Phase::Choose);
        let (why, rule) = refusal(Pick::default().click(&s, &uses(&s), j("A1")));
        assert_eq!((why, rule), (Msg::new("deleb.why.choose"), Some("start-choice")));
        let s = after("", &["choose:dug", "start:deleb"]);
        assert_eq!(s.phase(), Phase::Throw);
        let (why, rule) = refusal(Pick::default().click(&s, &uses(&s), j("D1")));
        assert_eq!((why, rule), (Msg::new("deleb.error.throw_first"), Some("throw-first")));
    }

    /// tests/browser/data/deleb-rescue.txt, then the dug the seed throws: team D's player could
    /// eat team A's man on B1, and team A may give him its stored dèleb.
    fn rescue() -> Deleb {
        let moves = "choose:deleb start:dug deleb s2:bbw s2:bbw s2:bbb s2:bww s3:ww s2:bww s3:dag \
                     deleb:D4-C4 deleb:D3-D4 deleb:D2-D3 deleb:D1-D2 gasse:C4-B1 gasse deleb s2:bbw s2:www+1gar \
                     s2:bbw s2:bbw s2:bbb s2:bww s3:dag deleb:A1-B1 deleb:A2-A1 deleb:A3-A2 deleb:A4-A3 \
                     gasse:A1-B4 end 3 3:D2-C4 3 3:A2-B2 end sitte dug";
        after("lines=4", &moves.split(' ').filter(|m| !m.is_empty()).collect::<Vec<_>>())
    }

    #[test]
    fn in_a_rescue_only_a_man_preyed_upon_takes_the_stored_deleb() {
        let s = rescue();
        assert_eq!(s.phase(), Phase::Rescue);
        let j = |t: &str| Junction::parse(t, 4).unwrap();
        let uses = uses(&s);
        let pick = Pick::default();
        assert_eq!(pick.chosen(&uses), Some(ThrowName::Deleb));
        assert_eq!(pick.targets(&uses), [(j("B1"), j("B2"))]);
        let (why, rule) = refusal(pick.click(&s, &uses, j("A3")));
        assert_eq!((why, rule), (Msg::new("deleb.error.not_preyed").arg("A3"), Some("rescue")));
        let Act::Play(mv) = pick.click(&s, &uses, j("B1")) else { panic!("not played") };
        assert_eq!(s.move_text(mv), "deleb:B1-B2");
    }

    #[test]
    fn a_slave_freed_by_a_deleb_joins_a_slave_where_the_option_allows() {
        // tests/browser/data/deleb-join-slave.txt: a dèleb takes the slave on A2 onto the slave
        // on A1 (option join_slave=yes); without the option, the rules refuse it.
        let moves =
            ["choose:deleb", "start:deleb", "deleb", "s2:bbb", "s2:bbb", "s2:bbw", "s2:bww", "s3:dag"];
        let j = |t: &str| Junction::parse(t, 4).unwrap();
        let s = after("lines=4,join=choose,join_slave=yes", &moves);
        let Act::Play(mv) = Pick::default().click(&s, &uses(&s), j("A2")) else { panic!("not played") };
        assert_eq!(s.move_text(mv), "deleb:A2-A1");
        let s = after("lines=4,join=choose,join_slave=no", &moves);
        let (why, rule) = refusal(Pick::default().click(&s, &uses(&s), j("A2")));
        assert_eq!((why, rule), (Msg::new("deleb.error.join_slave").arg("A1"), Some("join-slave")));
    }

    #[test]
    fn enter_and_space_act_as_a_click_other_keys_are_the_pages() {
        assert!(Pick::activates("Enter"));
        assert!(Pick::activates(" "));
        for key in ["Tab", "Escape", "ArrowRight", "a"] {
            assert!(!Pick::activates(key), "{key}");
        }
    }
}
