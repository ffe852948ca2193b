//! A property test of the link and record readers over generated input: random bytes and texts,
//! and mutations of valid links and records, some re-sealed with a correct check so they reach
//! every field check and the replay behind it. Whatever the input: no panic; and a link that
//! opens gives the same game again when re-encoded.
//!
//! The default (about 20,000 inputs) runs with the other tests. The full run:
//!
//! ```text
//! LINK_FUZZ_INPUTS=1000000 cargo test --release --no-default-features --test link_fuzz -- --nocapture
//! ```
//!
//! (`LINK_FUZZ_SEED=N` changes the inputs.)

mod common;

use common::trio::Trio;
use common::{assert_same_game, random_game, random_recorded_game};
use sandgames::link::address::{fragment, payload_bytes};
use sandgames::link::payload::{Payload, PayloadThrows, checksum};
use sandgames::link::{
    Act, ActKind, Correspondence, Secret, Throws, ToAct, export_record, import_record, open, recorded_link,
    seeded_link,
};
use sandgames::model::pig::{Pig, PigMove};
use sandgames::model::{Ending, Game, GameRng, Options, SeatConfig, Turn};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::time::Instant;

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// Links of format 1, written by the first released site (the same as in `tests/link.rs`): they
/// are mutated too, so the format-1 reader meets hostile input as well.
const V1_LINKS: &[&str] = &[
    "#/pig?g=AQEAAgAEw4VzYQMAAOgHAAAAAAAAFQMABAEABAEAAwAAAwAFAQAFAQMAAwQCJic",
    "#/pig?g=AQEAAgADQW5uAAJCbwFNAAAAAAAAAAcFAAUBAAQBweLcGg",
    "#/pig?g=AQEAAgAFQWxpY2UAAkJvAgcHBwcHBwcHBwcHBwcHBwcBAgGPaZeGETEfS925E9Lrz61UdS1ubCZAHtdqEpsxi8D5OALNksiDpmyB5ObkgipkpkGe4vGqZ-pSw7WR8yhj5B_pvQYAAQABAQByEOsG",
];

/// Valid inputs to mutate: Pig and Trio links of every kind (with endings, and correspondence
/// games with draw offers, answers and resignations), links of format 1, and records.
struct Corpus {
    pig_links: Vec<Vec<u8>>,
    trio_links: Vec<Vec<u8>>,
    records: Vec<String>,
    /// Pig correspondence: the secrets and one participant's copy at some point of the game.
    secrets: [Secret; 2],
    copies: Vec<Correspondence<Pig>>,
}

fn bytes_of(link: &str, id: &str) -> Vec<u8> {
    payload_bytes(link, id).expect("a valid link")
}

fn corpus() -> Corpus {
    let mut pig_links = Vec::new();
    let mut trio_links = Vec::new();
    let mut records = Vec::new();
    for link in V1_LINKS {
        pig_links.push(bytes_of(link, "pig"));
    }
    for seed in 0..12 {
        let p = random_game::<Pig>(seed, 150);
        pig_links.push(bytes_of(&seeded_link(&p), "pig"));
        pig_links.push(bytes_of(&recorded_link(&random_recorded_game::<Pig>(seed, 150)), "pig"));
        records.push(export_record(&p, Throws::Seeded));
        let t = random_game::<Trio>(seed, 150);
        trio_links.push(bytes_of(&seeded_link(&t), "trio"));
        records.push(export_record(&t, Throws::Recorded));
    }
    // A correspondence game of Pig, kept at every turn.
    let secrets = [Secret::from_bytes([1; 32]), Secret::from_bytes([2; 32])];
    let s = &secrets;
    let opts = Options::defaults(Pig::option_specs());
    let mut a = Correspondence::<Pig>::create(opts, vec![], &[0], &s[0], [9; 16]).expect("create");
    let mut b = Correspondence::<Pig>::open(&a.link(Some(&s[0])).expect("link"), None, None).expect("open");
    b.join(&[(1, SeatConfig::human("Bo"))], &s[1]).expect("join");
    pig_links.push(bytes_of(&b.link(Some(&s[1])).expect("link"), "pig"));
    a = Correspondence::open(&b.link(Some(&s[1])).expect("link"), Some(&a), Some(&s[0])).expect("open");
    a.start(&s[0]).expect("start");
    let mut copies = vec![a.clone(), b.clone()];
    let mut game = [a, b];
    let mut turn = 0;
    while let ToAct::Participant(p) = game[0].to_act() {
        let me = &s[p];
        // Now and then an offer, answered by the other in the same link (as if sent and back).
        if turn % 5 == 2 {
            game[p].offer_draw(me).expect("offer");
            pig_links.push(bytes_of(&game[p].link(Some(me)).expect("link"), "pig"));
            let q = 1 - p;
            game[q] =
                Correspondence::open(&game[p].link(Some(me)).expect("link"), Some(&game[q]), Some(&s[q]))
                    .expect("open");
            game[q].decline_draw(&s[q]).expect("decline");
            let back = game[q].link(Some(&s[q])).expect("link");
            pig_links.push(bytes_of(&back, "pig"));
            game[p] = Correspondence::open(&back, Some(&game[p]), Some(me)).expect("open");
        }
        while game[p].to_act() == ToAct::Participant(p) {
            if game[p].session().turn() == Turn::Chance {
                game[p].throw(me).expect("throw");
            } else {
                let mv = if game[p].session().state().pending >= 5 { PigMove::Hold } else { PigMove::Roll };
                game[p].play(me, mv).expect("play");
            }
        }
        let link = game[p].link(Some(me)).expect("link");
        pig_links.push(bytes_of(&link, "pig"));
        game[1 - p] = Correspondence::open(&link, Some(&game[1 - p]), Some(&s[1 - p])).expect("open");
        copies.push(game[1 - p].clone());
        turn += 1;
        if turn > 60 {
            break;
        }
    }
    // Endings: the same game resigned, or drawn by agreement, at a few points.
    for c in copies.clone().iter().step_by(7) {
        for (who, s_) in s.iter().enumerate() {
            let mut g = c.clone();
            if g.resign(s_, who as u8).is_ok() {
                pig_links.push(bytes_of(&g.link(Some(s_)).expect("link"), "pig"));
            }
            let mut g = c.clone();
            if g.offer_draw(s_).is_ok() {
                let q = 1 - who;
                if g.accept_draw(&s[q]).is_ok() {
                    pig_links.push(bytes_of(&g.link(Some(s_)).expect("link"), "pig"));
                }
            }
        }
    }
    Corpus { pig_links, trio_links, records, secrets, copies }
}

/// A random change to bytes: flips, replaced/inserted/deleted runs, cuts, splices.
fn mutate(rng: &mut GameRng, data: &mut Vec<u8>, other: &[u8]) {
    for _ in 0..1 + rng.below(4) {
        let len = data.len();
        match rng.below(8) {
            0 if len > 0 => {
                let i = rng.below(len);
                data[i] ^= 1 << rng.below(8);
            }
            1 if len > 0 => {
                let i = rng.below(len);
                data[i] = rng.next_u64() as u8;
            }
            2 => {
                let i = rng.below(len + 1);
                let extra: Vec<u8> = (0..1 + rng.below(12)).map(|_| interesting(rng)).collect();
                data.splice(i..i, extra);
            }
            3 if len > 0 => {
                let i = rng.below(len);
                let n = 1 + rng.below((len - i).min(16));
                data.drain(i..i + n);
            }
            4 => data.truncate(rng.below(len + 1)),
            5 if !other.is_empty() => {
                let cut = rng.below(len + 1);
                let from = rng.below(other.len());
                data.truncate(cut);
                data.extend_from_slice(&other[from..]);
            }
            6 if len > 0 => {
                // A varint at a random place, often overlong or huge.
                let i = rng.below(len);
                let v: &[u8] = match rng.below(4) {
                    0 => &[0x80, 0x00],
                    1 => &[0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01],
                    2 => &[0xFF, 0xFF, 0xFF, 0xFF, 0x0F],
                    _ => &[0x90, 0x4E],
                };
                data.splice(i..(i + 1).min(len), v.iter().copied());
            }
            _ if len > 0 => {
                let i = rng.below(len);
                data[i] = interesting(rng);
            }
            _ => data.push(interesting(rng)),
        }
    }
}

/// Bytes that matter to the format: small numbers, limits, UTF-8 fragments, control characters.
fn interesting(rng: &mut GameRng) -> u8 {
    const B: &[u8] =
        &[0, 1, 2, 3, 5, 6, 7, 8, 9, 0x1F, 0x20, 0x7F, 0x80, 0x81, 0xC3, 0xE2, 0xF0, 0xFE, 0xFF, b'\n'];
    if rng.below(2) == 0 { B[rng.below(B.len())] } else { rng.next_u64() as u8 }
}

/// Replaces the last 4 bytes by the check the body deserves.
fn reseal(id: &str, data: &mut Vec<u8>) {
    if data.len() >= 4 {
        data.truncate(data.len() - 4);
    }
    let c = checksum(id, data);
    data.extend_from_slice(&c);
}

/// A changed field of a decoded link, re-encoded (valid framing, hostile content).
fn mutate_fields(rng: &mut GameRng, p: &mut Payload) {
    match rng.below(9) {
        0 if !p.moves.is_empty() => {
            let i = rng.below(p.moves.len());
            p.moves[i] = [0, 1, 2, 5, 6, 200, u32::MAX][rng.below(7)];
        }
        1 => p.moves.truncate(rng.below(p.moves.len() + 1)),
        2 => p.revision = [0, 1, 2, u32::MAX][rng.below(4)],
        3 => {
            p.options =
                ["", "goal=20", "goal=21", "goal", "x=y", "goal=20,goal=20", "=,=,"][rng.below(7)].into()
        }
        4 if !p.seats.is_empty() => {
            let i = rng.below(p.seats.len());
            p.seats[i].name = ["", "Bo", "a\u{0}", "\u{202E}", &"ø".repeat(41), "é"][rng.below(6)].into();
        }
        5 => {
            if rng.below(2) == 0 {
                p.seats.push(SeatConfig::human(""));
            } else {
                p.seats.pop();
            }
        }
        6 => {
            p.ending = [None, Some(Ending::DrawAgreed), Some(Ending::Resigned(0)), Some(Ending::Resigned(1))]
                [rng.below(4)]
        }
        7 => {
            if let PayloadThrows::Correspondence { acts, participants, .. } = &mut p.throws {
                let n = participants.len().max(1);
                let kinds = [
                    ActKind::Offer,
                    ActKind::Accept,
                    ActKind::Decline,
                    ActKind::Resign(0),
                    ActKind::Resign(1),
                ];
                match rng.below(4) {
                    0 => {
                        acts.pop();
                    }
                    1 if !acts.is_empty() => {
                        let i = rng.below(acts.len());
                        acts[i].participant = rng.below(n);
                    }
                    2 if !acts.is_empty() => {
                        let i = rng.below(acts.len());
                        acts[i].kind = kinds[rng.below(kinds.len())];
                    }
                    _ => {
                        let after = acts.last().map_or(0, |a| a.after).max(p.moves.len());
                        acts.push(Act {
                            after,
                            participant: rng.below(n),
                            kind: kinds[rng.below(kinds.len())],
                        });
                    }
                }
            }
        }
        _ => {
            p.throws = match &p.throws {
                PayloadThrows::Correspondence { salt, started, participants, acts } => {
                    let mut participants = participants.clone();
                    let last = participants.len().saturating_sub(1);
                    match (rng.below(3), participants.first_mut()) {
                        (0, Some(x)) => x.0 = rng.next_u64() as u16,
                        (1, Some(x)) => x.1[rng.below(32)] ^= 1,
                        _ => participants.swap(0, last),
                    }
                    let started = if rng.below(4) == 0 { !started } else { *started };
                    PayloadThrows::Correspondence { salt: *salt, started, participants, acts: acts.clone() }
                }
                PayloadThrows::Seeded(s) => PayloadThrows::Recorded(*s),
                PayloadThrows::Recorded(s) => PayloadThrows::Seeded(*s),
            }
        }
    }
}

#[derive(Default, Debug)]
struct Tally {
    inputs: u64,
    opened: u64,
    stopped: u64,
    refused: u64,
}

/// Opens `bytes` as a Pig link in every way the site would; a link that opens must re-encode to
/// the same game.
fn check_pig(bytes: &[u8], c: &Corpus, rng: &mut GameRng, t: &mut Tally) {
    let link = fragment("pig", bytes);
    t.inputs += 1;
    match open::<Pig>(&link) {
        Ok(o) => {
            if o.stop.is_some() {
                t.stopped += 1;
            } else {
                t.opened += 1;
            }
            let again = match o.throws {
                Throws::Seeded => Some(seeded_link(&o.session)),
                Throws::Recorded => Some(recorded_link(&o.session)),
                Throws::Correspondence => None,
            };
            if let Some(again) = again {
                let back = open::<Pig>(&again).expect("a re-encoded link opens");
                assert_same_game(&o.session, &back.session);
            }
        }
        Err(_) => t.refused += 1,
    }
    // As a correspondence participant with a stored copy (or none).
    let stored = &c.copies[rng.below(c.copies.len())];
    let who = rng.below(3);
    let _ = Correspondence::<Pig>::open(&link, (who < 2).then_some(stored), c.secrets.get(who));
}

#[test]
fn links_and_records_never_panic() {
    let inputs = env_u64("LINK_FUZZ_INPUTS", 20_000);
    let seed = env_u64("LINK_FUZZ_SEED", 1);
    let c = corpus();
    let mut rng = GameRng::seed_from_u64(seed);
    let mut t = Tally::default();
    let mut failures: Vec<String> = Vec::new();
    let t0 = Instant::now();
    // Keep panics quiet (they are collected and reported below).
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    for n in 0..inputs {
        let kind = n % 8;
        let pick = |rng: &mut GameRng, v: &Vec<Vec<u8>>| v[rng.below(v.len())].clone();
        let mut data = match kind {
            0 => (0..rng.below(160)).map(|_| rng.next_u64() as u8).collect(),
            1..=3 => pick(&mut rng, &c.pig_links),
            4 => pick(&mut rng, &c.trio_links),
            _ => Vec::new(),
        };
        let other = pick(&mut rng, &c.pig_links);
        let input_desc = std::cell::RefCell::new(String::new());
        let result = catch_unwind(AssertUnwindSafe(|| match kind {
            // Random bytes, as a link (a random 4-byte check almost never matches) and re-sealed.
            0 => {
                check_pig(&data, &c, &mut rng, &mut t);
                reseal("pig", &mut data);
                *input_desc.borrow_mut() = format!("bytes {data:02x?}");
                check_pig(&data, &c, &mut rng, &mut t);
            }
            // A mutated valid link: as is (the check catches it), then re-sealed.
            1 | 2 => {
                mutate(&mut rng, &mut data, &other);
                check_pig(&data, &c, &mut rng, &mut t);
                reseal("pig", &mut data);
                *input_desc.borrow_mut() = format!("bytes {data:02x?}");
                check_pig(&data, &c, &mut rng, &mut t);
            }
            // A valid link with a field changed (framing valid, content hostile).
            3 => {
                if let Ok(mut p) = Payload::from_bytes("pig", &data) {
                    mutate_fields(&mut rng, &mut p);
                    let b = p.to_bytes("pig");
                    *input_desc.borrow_mut() = format!("payload {p:?}");
                    check_pig(&b, &c, &mut rng, &mut t);
                }
            }
            // Trio links, mutated and re-sealed.
            4 => {
                mutate(&mut rng, &mut data, &[]);
                reseal("trio", &mut data);
                *input_desc.borrow_mut() = format!("trio bytes {data:02x?}");
                t.inputs += 1;
                match open::<Trio>(&fragment("trio", &data)) {
                    Ok(_) => t.opened += 1,
                    Err(_) => t.refused += 1,
                }
                let _ = Correspondence::<Trio>::open(&fragment("trio", &data), None, None);
            }
            // Random text as an address.
            5 => {
                let text: String = (0..rng.below(120))
                    .map(|_| match rng.below(4) {
                        0 => char::from_u32(rng.next_u64() as u32 % 0x11_0000).unwrap_or('?'),
                        1 => ['#', '/', '?', '&', '=', 'g', '%', ' '][rng.below(8)],
                        _ => {
                            let a = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
                            a[rng.below(64)] as char
                        }
                    })
                    .collect();
                let text = if rng.below(2) == 0 { format!("#/pig?g={text}") } else { text };
                *input_desc.borrow_mut() = format!("text {text:?}");
                t.inputs += 1;
                if open::<Pig>(&text).is_err() {
                    t.refused += 1;
                }
            }
            // A mutated record.
            _ => {
                let mut bytes = c.records[rng.below(c.records.len())].clone().into_bytes();
                let other = c.records[rng.below(c.records.len())].as_bytes();
                mutate(&mut rng, &mut bytes, other);
                let text = String::from_utf8_lossy(&bytes).into_owned();
                *input_desc.borrow_mut() = format!("record {text:?}");
                t.inputs += 1;
                let r = if text.contains("game: trio") {
                    import_record::<Trio>(&text, 1).map(|o| o.stop.is_some())
                } else {
                    import_record::<Pig>(&text, 1).map(|o| o.stop.is_some())
                };
                match r {
                    Ok(false) => t.opened += 1,
                    Ok(true) => t.stopped += 1,
                    Err(_) => t.refused += 1,
                }
            }
        }));
        if result.is_err() && failures.len() < 5 {
            failures.push(input_desc.into_inner());
        }
    }
    std::panic::set_hook(hook);
    let secs = t0.elapsed().as_secs_f64();
    println!(
        "link fuzz: {} generated inputs ({} decodes) in {secs:.1} s: {} opened whole, {} replayed in part, {} refused; seed {seed}",
        inputs, t.inputs, t.opened, t.stopped, t.refused
    );
    assert!(failures.is_empty(), "panics on:\n{}", failures.join("\n"));
    assert!(
        t.opened > inputs / 100 && t.refused > inputs / 10,
        "{t:?}: the inputs do not reach both outcomes"
    );
}
