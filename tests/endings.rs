//! Endings by agreement (src/model/ending.rs, `Session`): resignations and agreed draws end the
//! game, give its result, name the rule they apply, are taken back like a move, and are offered
//! only where the game offers them; the computer's answer to a draw offer (src/ai/draw.rs).

mod common;

use common::crowd::{Crowd, CrowdMove};
use common::trio::Trio;
use sandgames::ai::accepts_draw;
use sandgames::games::GameId;
use sandgames::games::dablot::Dablot;
use sandgames::games::hyena::Hyena;
use sandgames::games::um_dyar::UmDyar;
use sandgames::i18n::has;
use sandgames::model::pig::{Pig, PigMove};
use sandgames::model::{
    Ending, Game, JsonState, Options, Session, Step, Turn, ending_rules, json::state_from_str,
};
use sandgames::with_game;

fn session<G: Game>(options: &str) -> Session<G> {
    let o = Options::parse(G::option_specs(), options).unwrap();
    Session::new(o, vec![], 1).unwrap()
}

#[test]
fn a_resignation_ends_the_game_and_is_taken_back_like_a_move() {
    let mut s = session::<Pig>("");
    s.throw().unwrap();
    let before = s.clone();
    assert!(s.can_resign(0) && s.can_offer_draw());
    s.resign(0).unwrap();
    assert_eq!(s.ending(), Some(Ending::Resigned(0)));
    assert_eq!(s.turn(), Turn::Over, "the session is over though its state is not");
    assert_ne!(s.state().turn(), Turn::Over);
    let o = s.outcome().unwrap();
    assert!(o.is_winner(1) && !o.is_winner(0));
    // Nothing more can be played, thrown or agreed.
    assert_eq!(s.play(PigMove::Roll).unwrap_err().why.key, "error.game_over");
    assert_eq!(s.throw(), None);
    assert_eq!(s.agree_draw().unwrap_err().why.key, "error.game_over");
    assert!(!s.can_resign(1));
    // Undo takes the resignation back, then the moves.
    assert_eq!(s.undo(), Some(Step::Ending(Ending::Resigned(0))));
    assert_eq!(s.turn(), before.turn());
    assert_eq!(s.outcome(), None);
    assert!(matches!(s.undo(), Some(Step::Move(_))));
    // An agreed draw: everyone ties.
    let mut d = before.clone();
    d.agree_draw().unwrap();
    assert!(d.outcome().unwrap().is_draw());
    assert_eq!(d.ending_rule().unwrap().doc.id, "draw-agreed");
    // Cutting the game back to fewer moves drops the ending; keeping every move keeps it.
    d.truncate(d.len());
    assert_eq!(d.ending(), Some(Ending::DrawAgreed));
    d.truncate(0);
    assert_eq!((d.ending(), d.len()), (None, 0));
    // A seat that does not exist cannot resign.
    assert_eq!(before.clone().resign(2).unwrap_err().why.key, "error.no_such_seat");
}

#[test]
fn a_seat_resigns_for_its_whole_side() {
    let mut s = session::<Crowd>("seats=6");
    s.resign(3).unwrap();
    let o = s.outcome().unwrap();
    assert_eq!(o.ranks(), [0, 1, 0, 1, 0, 1], "seats 1, 3 and 5 lose together");
    // Sixteen seats: the model seats up to 16 players.
    let mut s = session::<Crowd>("seats=16");
    assert_eq!(s.seats().len(), 16);
    s.play(s.next_throw().unwrap()).unwrap();
    s.play(CrowdMove::Jump).unwrap();
    s.resign(14).unwrap();
    assert_eq!(s.outcome().unwrap().ranks(), [1, 0].repeat(8));
}

#[test]
fn resigning_needs_two_sides_and_a_game_that_offers_it() {
    // Three sides: who would come second? No resignation; a draw agreed by all is offered.
    let mut t = session::<Trio>("");
    assert_eq!(t.resign(0).unwrap_err().why.key, "error.resign_sides");
    t.agree_draw().unwrap();
    assert_eq!(t.outcome().unwrap().ranks(), [0, 0, 0]);
    // The hyena game offers neither (every player's place is the result).
    let mut h = session::<Hyena>("");
    assert_eq!(h.resign(0).unwrap_err().why.key, "error.no_resign");
    assert_eq!(h.agree_draw().unwrap_err().why.key, "error.no_draw_agreement");
    assert!(!h.can_offer_draw() && !h.can_resign(0));
    assert_eq!(h.ending(), None);
    // A game over by its rules cannot be resigned.
    let mut p = session::<Pig>("");
    while p.turn() != Turn::Over {
        if p.turn() == Turn::Chance {
            p.throw();
        } else {
            p.play(PigMove::Roll).unwrap();
        }
    }
    assert_eq!(p.resign(0).unwrap_err().why.key, "error.game_over");
}

#[test]
fn the_ending_names_its_rule_and_where_it_comes_from() {
    // Dablot's draw by agreement is the source's rule; resigning is ours.
    let mut d = session::<Dablot>("");
    d.agree_draw().unwrap();
    let rule = d.ending_rule().unwrap();
    assert_eq!((rule.doc.id, rule.shared), ("agreement", false));
    let words = Dablot::rules().iter().find(|r| r.id == rule.doc.id).unwrap().quote;
    assert!(
        rule.doc.cite.contains("Keyland") && rule.doc.quoted && words.contains("mutual agreement"),
        "{rule:?}"
    );
    assert_eq!(rule.key(Dablot::ID), "dablot.rule.agreement");
    d.undo();
    d.resign(1).unwrap();
    let rule = d.ending_rule().unwrap();
    assert_eq!((rule.doc.id, rule.doc.cite, rule.shared), ("resign", "ours", true));
    assert_eq!(rule.key(Dablot::ID), "ending.rule.resign");
    // Um dyar: both ours.
    let u = ending_rules::<UmDyar>();
    assert_eq!(
        u.iter().map(|r| (r.doc.id, r.shared)).collect::<Vec<_>>(),
        [("resign", true), ("draw-agreed", true)]
    );
    assert!(ending_rules::<Hyena>().is_empty());
}

/// Every game's endings rest on a rule it lists or a shared one, with a title and a summary.
fn rules_resolve<G: Game>() {
    let a = G::AGREEMENTS;
    let rules = ending_rules::<G>();
    assert_eq!(
        rules.len(),
        a.resign.iter().chain(a.draw.iter()).count(),
        "{}: every rule id resolves",
        G::ID
    );
    for r in rules {
        let key = r.key(G::ID);
        assert!(has(&key) && has(&format!("{key}.text")), "{}: no text for {key}", G::ID);
        if !r.shared {
            assert_ne!(r.doc.cite, "ours", "{}: a game's own ending rule with a source", G::ID);
        }
    }
}

#[test]
fn every_games_ending_rules_have_texts() {
    for id in GameId::ALL {
        with_game!(id, G => rules_resolve::<G>());
    }
    rules_resolve::<Pig>();
    for key in ["error.no_resign", "error.no_draw_agreement", "error.resign_sides", "error.no_such_seat"] {
        assert!(has(key), "{key}");
    }
}

// ---------------------------------------------------------------------------------------------
// The computer's answer to a draw offer.

fn dablot_with(keep: impl Fn(&serde_json::Value) -> bool) -> Dablot {
    let mut v = Dablot::new(&Options::defaults(Dablot::option_specs())).unwrap().to_json();
    let pieces: Vec<serde_json::Value> =
        v["pieces"].as_array().unwrap().iter().filter(|p| keep(p)).cloned().collect();
    v["pieces"] = pieces.into();
    state_from_str::<Dablot>(&v.to_string()).unwrap()
}

#[test]
fn the_computer_accepts_a_draw_at_dablot_only_when_clearly_behind() {
    let start = Dablot::new(&Options::defaults(Dablot::option_specs())).unwrap();
    assert!(!accepts_draw(&start, 0) && !accepts_draw(&start, 1), "level: both play on");
    // Side 1 keeps its king and two soldiers against the whole of side 0.
    let lost_for_1 = dablot_with(|p| {
        p["side"] == 0
            || p["rank"] == "king"
            || (p["rank"] == "soldier" && p["y"] == 8 && p["x"].as_u64() < Some(4))
    });
    assert!(accepts_draw(&lost_for_1, 1), "far behind: accepts");
    assert!(!accepts_draw(&lost_for_1, 0), "far ahead: declines");
    // One soldier down is not lost: the computer plays on.
    let one_down = dablot_with(|p| !(p["side"] == 1 && p["x"] == 0 && p["y"] == 12));
    assert!(!accepts_draw(&one_down, 1) && !accepts_draw(&one_down, 0));
    // Two soldiers down: clearly behind (docs/endings.md).
    let two_down = dablot_with(|p| !(p["side"] == 1 && p["y"] == 12 && p["x"].as_u64() < Some(4)));
    assert!(accepts_draw(&two_down, 1) && !accepts_draw(&two_down, 0));
}

#[test]
fn the_computer_accepts_a_draw_at_um_dyar_only_when_clearly_behind() {
    let start = UmDyar::new(&Options::defaults(UmDyar::option_specs())).unwrap();
    assert!(!accepts_draw(&start, 0) && !accepts_draw(&start, 1), "level: both play on");
    let mut v = start.to_json();
    v["rows"] = serde_json::json!([[2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2]]);
    v["captured"] = serde_json::json!([100, 20]);
    let lopsided = state_from_str::<UmDyar>(&v.to_string()).unwrap();
    assert!(!accepts_draw(&lopsided, 0), "100 seeds taken against 20: declines");
    assert!(accepts_draw(&lopsided, 1), "20 against 100: accepts");
    v["captured"] = serde_json::json!([64, 56]);
    let close = state_from_str::<UmDyar>(&v.to_string()).unwrap();
    assert!(!accepts_draw(&close, 0) && !accepts_draw(&close, 1), "64 against 56: both play on");
}
