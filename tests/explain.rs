//! "Why?" on a move: every game's explanation keeps its promises in random games under random
//! options (at least one step, the last step shows the position the move leaves, every rule the
//! move applied is named by a step, every rule named exists, every text reads in English with its
//! arguments filled), and the steps a player is told about are the ones that happened: each seed
//! of a sowing, each jump of a chain, the throw given to a man and what he did.

mod common;

use common::random_options;
use sandgames::games::dablot::Dablot;
use sandgames::games::deleb::Deleb;
use sandgames::games::hyena::Hyena;
use sandgames::games::um_dyar::{Hole, UmDyar};
use sandgames::i18n::{Lang, Msg};
use sandgames::model::{ExplainStep, Game, GameRng, Options, Turn, explain};

/// A message reads in English: its key exists and every `{n}` is filled.
fn reads(m: &Msg) -> Result<String, String> {
    let text = m.text(Lang::En);
    if text == m.key || text.contains('{') || text.contains('\u{1}') || text.contains('\u{2}') {
        return Err(format!("{} reads {text:?}", m.key));
    }
    Ok(text)
}

/// Checks the explanation of every move played in `games` random games of `G` (random options
/// too), and returns every explanation seen (before, move, steps) for the game's own checks.
fn explained_games<G: Game>(
    games: u32,
    max_moves: usize,
    seed: u64,
) -> Vec<(G, G::Move, Vec<ExplainStep<G>>)> {
    let mut rng = GameRng::seed_from_u64(seed);
    let mut seen = Vec::new();
    let ids: Vec<&str> = G::rules().iter().map(|r| r.id).collect();
    let mut buf = Vec::new();
    for g in 0..games {
        let options =
            if g % 2 == 0 { Options::defaults(G::option_specs()) } else { random_options::<G>(&mut rng) };
        let mut state = G::new(&options).expect("options make a game");
        for _ in 0..max_moves {
            if state.turn() == Turn::Over {
                break;
            }
            let Some(mv) = (match state.turn() {
                Turn::Chance => Some(state.sample_chance(&mut rng)),
                _ => state.random_move(&mut rng, &mut buf),
            }) else {
                break;
            };
            let steps = explain(&state, mv).expect("a legal move is explained");
            let mut after = state.clone();
            after.play_unchecked(mv);
            let text = state.move_text(mv);
            assert!(!steps.is_empty(), "{}: {text} has no step", G::ID);
            assert!(
                steps.last().is_some_and(|s| s.shows == after),
                "{}: {text}: the last step is not the position after",
                G::ID
            );
            for r in state.rules_applied(mv) {
                assert!(
                    steps.iter().any(|s| s.rules.contains(&r)),
                    "{}: {text} applies {r}, named by no step",
                    G::ID
                );
            }
            for s in &steps {
                if let Err(e) = reads(&s.says) {
                    panic!("{}: {text}: {e}", G::ID);
                }
                for r in &s.rules {
                    assert!(
                        ids.contains(r),
                        "{}: {text}: a step names {r}, which is not a rule of the game",
                        G::ID
                    );
                }
            }
            seen.push((state.clone(), mv, steps));
            state = after;
        }
    }
    // An illegal move is not explained (it is refused with its reason instead).
    assert!(seen.iter().all(|(s, _, _)| s.turn() != Turn::Over));
    seen
}

/// Keys of a step's messages, in order.
fn keys<G>(steps: &[ExplainStep<G>]) -> Vec<&'static str> {
    steps.iter().map(|s| s.says.key).collect()
}

#[test]
fn um_dyar_sows_seed_by_seed_and_counts_the_capture_back() {
    let seen = explained_games::<UmDyar>(40, 300, 1);
    let mut chains = 0;
    for (before, mv, steps) in &seen {
        let Some(e) = before.effect(*mv) else { continue };
        let k = keys(steps);
        assert!(k[0].starts_with("um-dyar.walk.take"), "{k:?}");
        // One step per seed, each adding one seed to the hole it names.
        for (i, &h) in e.sown.iter().enumerate() {
            let (prev, step) = (&steps[i].shows, &steps[i + 1].shows);
            assert_eq!(step.seeds_in(h), prev.seeds_in(h) + 1, "seed {} of {mv}", i + 1);
            assert!(k[i + 1].contains("seed"), "{k:?}");
        }
        // Then each hole captured, emptied into the mover's pile, from the last hole backwards.
        let mover = before.to_move();
        let mut at = e.sown.len();
        for (n, &(h, c)) in e.captures.iter().enumerate() {
            at += 1;
            let (prev, step) = (&steps[at - 1].shows, &steps[at].shows);
            assert_eq!(step.seeds_in(h), 0);
            assert!(step.captured(mover) >= prev.captured(mover) + c);
            let first = ["um-dyar.walk.capture", "um-dyar.walk.capture_carry"];
            assert!(if n == 0 { first.contains(&k[at]) } else { k[at] == "um-dyar.walk.chain" }, "{k:?}");
        }
        if e.captures.len() > 1 {
            chains += 1;
        }
        // The last word says why the capture is what it is (none, or where it stops).
        let said = &steps[e.sown.len() + 1 + e.captures.len()];
        if e.captures.is_empty() {
            assert!(
                ["um-dyar.walk.odd", "um-dyar.walk.too_many", "um-dyar.walk.own_row"]
                    .contains(&said.says.key)
            );
        } else {
            assert!(said.says.key.starts_with("um-dyar.walk.stop") || said.says.key == "um-dyar.walk.round");
        }
    }
    assert!(chains > 10, "random games make chains of captures: {chains}");
}

#[test]
fn um_dyar_names_the_holes_as_the_board_does() {
    let g = UmDyar::new(&Options::defaults(UmDyar::option_specs())).unwrap();
    let steps = explain(&g, 2).unwrap();
    let n = g.seeds_in(Hole { player: 0, index: 1 });
    assert_eq!(steps[0].says.text(Lang::En), format!("South takes the {n} seeds of his hole 2."));
    assert_eq!(steps[0].rules, ["own-side", "sow"]);
    assert_eq!(
        steps[1].says.text(Lang::En),
        format!("Seed 1 goes back into South's hole 2, which now holds 1.")
    );
}

#[test]
fn dablot_shows_each_jump_of_a_chain() {
    let seen = explained_games::<Dablot>(30, 400, 2);
    let mut chains = 0;
    for (before, mv, steps) in &seen {
        let side = before.to_move();
        if !mv.is_capture() {
            continue;
        }
        // One step per jump; each removes exactly one piece of the other side.
        assert_eq!(steps.len() as u32, mv.captures(), "{}", before.move_text(*mv));
        let mut count = before.count(1 - side);
        for (i, s) in steps.iter().enumerate() {
            assert_eq!(s.shows.count(1 - side), count - 1);
            count -= 1;
            assert!(s.rules.contains(&"rank"), "each jump is allowed by the rank rule");
            assert_eq!(s.says.key, if i == 0 { "dablot.walk.jump" } else { "dablot.walk.jump_on" });
        }
        if mv.captures() > 1 {
            chains += 1;
        }
    }
    assert!(chains > 0, "random games make chains of jumps");
}

#[test]
fn deleb_says_which_throw_moved_which_man() {
    let seen = explained_games::<Deleb>(6, 600, 3);
    let (mut given, mut eaten) = (0, 0);
    for (before, _mv, steps) in &seen {
        let k = keys(steps);
        if k.contains(&"deleb.walk.give") {
            given += 1;
            let text = steps[0].says.text(Lang::En);
            assert!(text.contains(" is given to the man on "), "{text}");
        }
        if k.contains(&"deleb.walk.eat") {
            eaten += 1;
            let s = steps.last().unwrap();
            assert!(s.rules.contains(&"eat") || steps.iter().any(|s| s.rules.contains(&"eat")));
            let team = before.acting_team();
            assert!(s.shows.men_left(1 - team) < before.men_left(1 - team));
        }
    }
    assert!(given > 50 && eaten > 0, "given {given}, eaten {eaten}");
}

#[test]
fn hyena_says_what_the_sticks_are_worth_and_what_they_did() {
    let seen = explained_games::<Hyena>(20, 400, 4);
    let mut throws = 0;
    for (before, mv, steps) in &seen {
        if before.turn() == Turn::Chance
            && !before.move_text(*mv).is_empty()
            && steps[0].says.key == "hyena.walk.sticks"
        {
            throws += 1;
            assert_eq!(steps[0].rules, ["sticks"]);
        }
    }
    assert!(throws > 100, "{throws}");
}

#[test]
fn refusals_name_a_rule_of_their_game() {
    fn check<G: Game>(keys: &[&str]) {
        let ids: Vec<&str> = G::rules().iter().map(|r| r.id).collect();
        for k in keys {
            let r = G::forbidding_rule(k).unwrap_or_else(|| panic!("{k} names no rule"));
            assert!(ids.contains(&r), "{k} → {r}, not a rule of {}", G::ID);
        }
    }
    check::<UmDyar>(&["um-dyar.why.theirs", "um-dyar.error.empty", "um-dyar.error.must_pass"]);
    check::<Dablot>(&[
        "dablot.why.forced",
        "dablot.error.outranked_soldier",
        "dablot.error.chain_unfinished",
    ]);
    check::<Deleb>(&["deleb.error.slave_deleb", "deleb.error.pass_enemy", "deleb.error.full"]);
    check::<Hyena>(&["hyena.error.must_come_home", "hyena.error.spend_past", "hyena.why.throw"]);
    // An empty hole is refused by the sowing rule, in words and with the rule: the first empty
    // hole of a random game.
    let mut g = UmDyar::new(&Options::defaults(UmDyar::option_specs())).unwrap();
    let mut rng = GameRng::seed_from_u64(5);
    let mut buf = Vec::new();
    let empty = loop {
        let mover = g.to_move();
        if let Some(i) = (0..g.holes_per_row()).find(|&i| g.seeds_in(Hole { player: mover, index: i }) == 0) {
            break i as u8 + 1;
        }
        let mv = g.random_move(&mut rng, &mut buf).expect("the game goes on until a hole is empty");
        g.play_unchecked(mv);
    };
    let why = g.clone().play(empty).unwrap_err().why;
    assert_eq!(why.key, "um-dyar.error.empty");
    assert_eq!(UmDyar::forbidding_rule(why.key), Some("sow"));
}
