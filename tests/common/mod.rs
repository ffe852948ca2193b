//! Helpers shared by the integration tests: random games of any game, the comparison of two
//! sessions (the link tests and the link fuzzer), and running `lab` (`lab.rs`).
#![allow(dead_code)]

use sandgames::model::{Game, GameRng, Level, OptionKind, Options, SeatConfig, Session, Turn};

const NAMES: &[&str] = &["Ann", "Gáddjá", "Maxamed", "محمد", "张伟", "O'Neil \"Bo\"", "", "👩‍🏫"];

/// Random option values (each option a random one of its values); the defaults when that
/// combination does not make a game.
pub fn random_options<G: Game>(rng: &mut GameRng) -> Options {
    let mut o = Options::defaults(G::option_specs());
    for spec in G::option_specs() {
        let value = match spec.kind {
            OptionKind::Choice(values) => values[rng.below(values.len())].to_string(),
            OptionKind::Int { min, max, step } => {
                let steps = ((max - min) / step.max(1)) as usize;
                (min + step.max(1) * rng.below(steps + 1) as i32).to_string()
            }
        };
        o.set(spec.key, &value).expect("a value the spec lists");
    }
    // Links carry at most `MAX_LINK_SEATS` seats (one-byte masks); Dèleb's 10 to 16 players play
    // in sessions but do not travel by link yet.
    let fits = |g: G| g.seats() <= sandgames::link::limits::MAX_LINK_SEATS;
    if G::new(&o).is_ok_and(fits) { o } else { Options::defaults(G::option_specs()) }
}

pub fn random_seats(rng: &mut GameRng, n: usize) -> Vec<SeatConfig> {
    (0..n)
        .map(|_| match rng.below(4) {
            0 => SeatConfig::computer(Level::ALL[rng.below(3)]),
            _ => SeatConfig::human(NAMES[rng.below(NAMES.len())]),
        })
        .collect()
}

/// A random game of up to `max_moves` moves: decisions at random, throws from the seed.
pub fn random_game<G: Game>(seed: u64, max_moves: usize) -> Session<G> {
    let mut rng = GameRng::seed_from_u64(seed);
    let options = random_options::<G>(&mut rng);
    let n = G::new(&options).expect("checked").seats();
    let seats = random_seats(&mut rng, n);
    let mut s = Session::<G>::new(options, seats, rng.next_u64()).expect("checked");
    let mut buf = Vec::new();
    while s.len() < max_moves {
        match s.turn() {
            Turn::Over => break,
            Turn::Chance => {
                s.throw().expect("a chance step has a throw");
            }
            Turn::Seat(_) => {
                s.state().moves(&mut buf);
                s.play(buf[rng.below(buf.len())]).expect("a listed move is legal");
            }
        }
    }
    // Now and then, a game that ends by agreement (where the game offers it).
    if s.turn() != Turn::Over {
        let _ = match rng.below(4) {
            0 => s.resign(rng.below(n) as u8),
            1 => s.agree_draw(),
            _ => Ok(()),
        };
    }
    s
}

/// A random game whose throws are drawn at random (not from the seed), as a game transcribed
/// from real sticks would be.
pub fn random_recorded_game<G: Game>(seed: u64, max_moves: usize) -> Session<G> {
    let mut rng = GameRng::seed_from_u64(seed ^ 0x5EED);
    let mut s = Session::<G>::new(random_options::<G>(&mut rng), random_seats(&mut rng, 8), rng.next_u64())
        .expect("checked");
    let mut buf = Vec::new();
    while s.len() < max_moves && s.turn() != Turn::Over {
        let mv = if s.turn() == Turn::Chance {
            s.state().sample_chance(&mut rng)
        } else {
            s.state().moves(&mut buf);
            buf[rng.below(buf.len())]
        };
        s.play(mv).expect("legal");
    }
    s
}

/// Two sessions hold the same game: options, seats, seed, every move and every state.
pub fn assert_same_game<G: Game>(a: &Session<G>, b: &Session<G>) {
    assert_eq!(a.options(), b.options());
    assert_eq!(a.seats(), b.seats());
    assert_eq!(a.moves(), b.moves());
    assert_eq!(a.chance_steps(), b.chance_steps());
    assert_eq!(a.ending(), b.ending());
    assert_eq!(a.outcome(), b.outcome());
    for i in 0..=a.len() {
        assert_eq!(a.state_at(i), b.state_at(i), "state before move {i}");
    }
}

pub mod crowd;
pub mod lab;
pub mod trio;

/// Every `.rs` file under `dir`, at any depth, added to `out` (the house's and the boundary's
/// scans of the source).
pub fn rust_files(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}
