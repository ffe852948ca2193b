//! The teacher's kit: the throw lab's answers are the rules engine's. The computed figures (exact
//! odds, expected throws) are checked against games played by the engine itself, so a change of
//! rule that made them wrong would show here.

use sandgames::games::GameId;
use sandgames::games::deleb::{self, Deleb, Stage};
use sandgames::games::hyena::{self, Hyena, MotherState, Move};
use sandgames::i18n::{self, Lang};
use sandgames::link::tally::{Added, Pool, Tally};
use sandgames::link::{open, seeded_link};
use sandgames::model::{Game, GameRng, Options, Prob, Session, Turn};
use sandgames::with_game;

/// Plays random decisions and the seed's throws until `stop` says so or the game ends.
fn play_until<G: Game>(s: &mut Session<G>, rng: &mut GameRng, mut stop: impl FnMut(&Session<G>) -> bool) {
    let mut buf = Vec::new();
    for _ in 0..20_000 {
        if stop(s) {
            return;
        }
        match s.turn() {
            Turn::Over => return,
            Turn::Chance => {
                s.throw();
            }
            Turn::Seat(_) => {
                let mv = s.state().random_move(rng, &mut buf).expect("a move");
                s.play(mv).expect("legal");
            }
        }
    }
}

#[test]
fn a_mother_waits_eight_thirds_throws_and_two_turns_to_leave_the_village() {
    // The engine's answer: seat 0's throws (and turns) until her mother is out, over many games.
    let games = 4000u64;
    let (mut throws, mut turns) = (0u64, 0u64);
    let mut rng = GameRng::seed_from_u64(5);
    for seed in 0..games {
        let options = Options::parse(Hyena::option_specs(), "spread=0").unwrap();
        let mut s = Session::<Hyena>::new(options, Vec::new(), seed).unwrap();
        let mut was_turn = false;
        play_until(&mut s, &mut rng, |s| {
            let state = s.state();
            let mine = state.current_player() == Some(0);
            if mine && !was_turn {
                turns += 1;
            }
            was_turn = mine;
            if state.mother_state(0) != Some(MotherState::InVillage) {
                return true;
            }
            if let (true, Some(Move::Sticks(_))) = (mine, s.next_throw()) {
                throws += 1;
            }
            false
        });
        assert_ne!(s.state().mother_state(0), Some(MotherState::InVillage));
    }
    // 8/3 = 2.667 throws (standard deviation √(1 − p)/p = 2.1, so over 4,000 games the mean is
    // within 0.13 of it with room to spare); 2 turns (standard deviation 1.4: within 0.09).
    let expected = hyena::throws_for_tabas(1);
    assert_eq!(expected.to_string(), "8/3");
    let mean = throws as f64 / games as f64;
    assert!((mean - 8.0 / 3.0).abs() < 0.13, "{mean}");
    assert_eq!(hyena::turns_to_leave().to_string(), "2");
    let mean_turns = turns as f64 / games as f64;
    assert!((mean_turns - 2.0).abs() < 0.09, "{mean_turns}");
}

#[test]
fn a_throw_in_entry_stages_1_and_2_scores_a_deleb_as_computed() {
    // Play the engine (defaults: gà·r 1 %, by day) and look at every throw made in stages 1 and
    // 2: the share that scores a dèleb matches the exact chance of the lab's question.
    let (gar, night) = (1, false);
    let mut seen = [(0u64, 0u64); 2];
    let mut rng = GameRng::seed_from_u64(9);
    for seed in 0..400u64 {
        let options = Options::parse(Deleb::option_specs(), "lines=6").unwrap();
        let mut s = Session::<Deleb>::new(options, Vec::new(), seed).unwrap();
        play_until(&mut s, &mut rng, |s| {
            let state = s.state();
            let seat = state.seat();
            if state.phase() != deleb::Phase::Throw {
                return false;
            }
            let Some(before) = state.entry(seat) else { return false };
            let k = match before.stage {
                Stage::One => 0,
                Stage::Two => 1,
                _ => return (0..2).all(|p| state.entry(p).is_some_and(|e| !e.stage.is_entering())),
            };
            let mut next = s.clone();
            next.throw();
            let after = next.state().entry(seat).map_or(0, |e| e.deleb);
            seen[k].0 += 1;
            seen[k].1 += u64::from(after > before.deleb);
            false
        });
    }
    for (k, stage) in [Stage::One, Stage::Two].into_iter().enumerate() {
        let p = deleb::first_throw_scores_deleb(stage, gar, night).to_f64();
        let (n, hits) = seen[k];
        let share = hits as f64 / n as f64;
        let se = (p * (1.0 - p) / n as f64).sqrt();
        assert!(n > 1000, "stage {k}: {n} throws");
        assert!((share - p).abs() < 4.0 * se, "stage {stage:?}: {share} against {p} over {n}");
    }
    assert_eq!(deleb::first_throw_scores_deleb(Stage::Three, gar, night), Prob::ZERO);
}

#[test]
fn the_teach_catalog_has_every_key_the_pure_code_names() {
    for key in [
        "teach.code.empty",
        "teach.code.char",
        "teach.code.damaged",
        "teach.code.newer",
        "teach.code.wrong_game",
        "teach.class.mismatch",
    ] {
        assert!(i18n::lookup(Lang::En, key).is_some(), "{key}");
    }
}

// Tallies of throws as codes (`link::tally`).

/// A tally of the computer's throws of Dèleb's billets (gà·r 1 %, by night).
fn sample() -> Tally {
    let mut t = Tally::new(GameId::Deleb, false, 1, true, 0xABCDEF);
    t.counts = vec![25, 37, 25, 6, 7];
    t.side = 3;
    t
}

#[test]
fn codes_round_trip_and_are_short() {
    let t = sample();
    let code = t.to_code();
    assert!(code.len() <= 20, "{code}");
    assert_eq!(Tally::from_code(&code, GameId::Deleb), Ok(t.clone()));
    let link = format!("https://school.example/games/{}", t.fragment());
    assert_eq!(Tally::from_code(&link, GameId::Deleb), Ok(t.clone()));
    assert_eq!(Tally::from_code(&format!(" t={code}\n"), GameId::Deleb), Ok(t));
    let mut h = Tally::new(GameId::Hyena, true, 9, true, 5);
    h.counts = vec![3750, 3760, 1240, 1250];
    assert_eq!((h.gar, h.night), (0, false), "settings the hyena game has not are zero");
    assert_eq!(Tally::from_code(&h.to_code(), GameId::Hyena), Ok(h));
}

#[test]
fn a_damaged_code_says_so_and_is_never_read_as_another_tally() {
    let code = sample().to_code();
    let key = |c: &str| Tally::from_code(c, GameId::Deleb).unwrap_err().key;
    assert_eq!(key(""), "teach.code.empty");
    assert_eq!(key(&code[..code.len() - 1]), "teach.code.damaged");
    assert_eq!(key(&format!("*{}", &code[1..])), "teach.code.char");
    assert_eq!(Tally::from_code(&code, GameId::Hyena).unwrap_err().key, "teach.code.wrong_game");
    // Every single character changed is caught.
    let chars: Vec<char> = code.chars().collect();
    for i in 0..chars.len() {
        for c in ['A', 'z', '0', '-'] {
            if chars[i] == c {
                continue;
            }
            let mut m = chars.clone();
            m[i] = c;
            let m: String = m.into_iter().collect();
            assert!(Tally::from_code(&m, GameId::Deleb).is_err(), "{m}");
        }
    }
}

#[test]
fn a_class_pools_its_tallies() {
    let mut pool = Pool::default();
    let a = sample();
    let mut b = Tally::new(GameId::Deleb, false, 1, true, 2);
    b.counts = vec![1, 2, 3, 4, 5];
    assert_eq!(pool.add(a.clone()), Ok(Added::New));
    assert_eq!(pool.add(b.clone()), Ok(Added::New));
    assert_eq!(pool.add(b.clone()), Ok(Added::Already));
    b.counts[0] += 10;
    assert_eq!(pool.add(b.clone()), Ok(Added::Replaced));
    let other = Tally::new(GameId::Deleb, false, 1, false, 3);
    assert_eq!(pool.add(other).unwrap_err().key, "teach.class.mismatch");
    let total = pool.total().unwrap();
    assert_eq!(total.counts, [36, 39, 28, 10, 12]);
    assert_eq!(total.throws(), 125);
    let (back, bad) = Pool::from_text(&format!("{} junk", pool.to_text()), GameId::Deleb);
    assert_eq!((back, bad), (pool, 1));
}

/// Each lesson's link (the game's `Lesson` in the registry) is the game it describes: its
/// options and seed, and no move yet.
#[test]
fn each_lesson_link_is_the_game_it_describes() {
    for &id in GameId::ALL {
        let l = id.info().lesson;
        with_game!(id, G => {
            let mut options = Options::defaults(G::option_specs());
            for (k, v) in l.options {
                options.set(k, v).unwrap();
            }
            let session = Session::<G>::new(options.clone(), Vec::new(), l.seed).unwrap();
            assert_eq!(seeded_link(&session), l.link, "{}", id.as_str());
            let opened = open::<G>(l.link).unwrap();
            assert_eq!(opened.session.options(), &options);
            assert_eq!(opened.session.seed(), l.seed);
            assert!(opened.session.is_empty());
        });
    }
}
