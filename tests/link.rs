//! Game links, correspondence play and records (src/link): the contract every game must keep,
//! checked on Pig until the real games are merged, and the anti-cheating scheme on Pig.
//!
//! To check a game, add one line to `link_contract!` at the bottom.

mod common;
use common::lab::lab;

use common::{assert_same_game, random_game, random_recorded_game};
use sandgames::link::address::{fragment, payload_bytes};
use sandgames::link::bytes::Writer;
use sandgames::link::limits::{MAX_ADDRESS_CHARS, MAX_MOVES, MAX_RECORD_BYTES};
use sandgames::link::payload::{Payload, PayloadThrows, checksum};
use sandgames::link::{
    self, CorrStep, Correspondence, LinkError, Secret, Throws, ToAct, export_record, import_record, open,
    recorded_link, seeded_link,
};
use sandgames::model::pig::{Pig, PigMove};
use sandgames::model::{Game, GameRng, JsonState, Options, SeatConfig, Session, Turn};

// ---------------------------------------------------------------------------------------------
// The contract, for any game.

/// Seeded links (local games, saved games, lesson links) give back the same game, move for move
/// and state for state, and their throws are checked against the seed.
fn seeded_links_round_trip<G: Game>() {
    for seed in 0..60 {
        let s = random_game::<G>(seed, (seed as usize * 7) % 300);
        let link = seeded_link(&s);
        assert!(link.starts_with(&format!("#/{}?g=", G::ID)), "{link}");
        let back = open::<G>(&link).unwrap_or_else(|e| panic!("seed {seed}: {e}"));
        assert_eq!(back.throws, Throws::Seeded);
        assert_eq!(back.revision, G::REVISION);
        assert_eq!(back.stop, None);
        assert_eq!(back.session.seed(), s.seed());
        assert_same_game(&s, &back.session);
        // The same game gives the same link, so saved games and lesson links are stable.
        assert_eq!(seeded_link(&back.session), link);
    }
}

/// Links whose throws are as recorded (a transcribed game) round-trip too.
fn recorded_links_round_trip<G: Game>() {
    for seed in 0..40 {
        let s = random_recorded_game::<G>(seed, 250);
        let back = open::<G>(&recorded_link(&s)).unwrap();
        assert_eq!((back.throws, back.stop), (Throws::Recorded, None));
        assert_same_game(&s, &back.session);
    }
}

/// Records give back the same game; a seeded record keeps its seed.
fn records_round_trip<G: Game>() {
    for seed in 0..40 {
        let s = random_game::<G>(seed, 200);
        let text = export_record(&s, Throws::Seeded);
        let back = import_record::<G>(&text, 0).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!((back.throws, back.stop.clone()), (Throws::Seeded, None), "{text}");
        assert_eq!(back.session.seed(), s.seed());
        assert_same_game(&s, &back.session);
        assert_eq!(export_record(&back.session, Throws::Seeded), text);
        // A record of recorded throws carries the seed that gives the throws after them; one
        // without it (as written before it did) goes on with the seed it is opened with.
        let r = random_recorded_game::<G>(seed, 200);
        let text = export_record(&r, Throws::Recorded);
        let back = import_record::<G>(&text, 5).unwrap();
        assert_eq!((back.throws, back.stop.clone(), back.session.seed()), (Throws::Recorded, None, r.seed()));
        assert_same_game(&r, &back.session);
        assert_eq!(export_record(&back.session, Throws::Recorded), text);
        let old = text.lines().filter(|l| !l.starts_with("seed:")).collect::<Vec<_>>().join("\n");
        let back = import_record::<G>(&old, 5).unwrap();
        assert_eq!((back.throws, back.stop, back.session.seed()), (Throws::Recorded, None, 5));
        assert_same_game(&r, &back.session);
    }
}

/// Every cut and every changed byte or character of a link is an error, never a panic and never
/// a different game.
fn damaged_links_are_refused<G: Game>() {
    let s = random_game::<G>(3, 120);
    let link = seeded_link(&s);
    let (head, payload) = link.split_once("?g=").unwrap();
    for cut in 0..payload.len() {
        let e = open::<G>(&format!("{head}?g={}", &payload[..cut])).err();
        assert!(e.is_some(), "cut at {cut} was accepted");
    }
    let bytes = payload_bytes(&link, G::ID).unwrap();
    for i in 0..bytes.len() {
        for bit in 0..8 {
            let mut b = bytes.clone();
            b[i] ^= 1 << bit;
            let e = open::<G>(&fragment(G::ID, &b)).err().map(|e| e.why.key);
            assert_eq!(e, Some("link.error.damaged"), "byte {i} bit {bit}");
        }
    }
    let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (i, c) in payload.char_indices() {
        for other in alphabet.chars().filter(|&o| o != c).step_by(5) {
            let edited = format!("{head}?g={}{other}{}", &payload[..i], &payload[i + 1..]);
            assert!(open::<G>(&edited).is_err(), "character {i} changed to {other}");
        }
    }
}

/// Two participants play whole games by links, each opening the other's link with its own copy
/// and secret; every throw verifies, and the game seen by a spectator is the same.
fn correspondence_games_play_to_the_end<G: Game>() {
    let mut all_turns = 0;
    let mut endings = 0;
    for seed in 0..6u64 {
        let mut rng = GameRng::seed_from_u64(seed);
        let options = common::random_options::<G>(&mut rng);
        let n = G::new(&options).unwrap().seats();
        if n < 2 {
            return;
        }
        let seats = common::random_seats(&mut rng, n);
        let secrets = [secret(seed * 2 + 1), secret(seed * 2 + 2)];
        let even: Vec<u8> = (0..n as u8).filter(|s| s % 2 == 0).collect();
        let odd: Vec<(u8, SeatConfig)> =
            (0..n as u8).filter(|s| s % 2 == 1).map(|s| (s, SeatConfig::human("B"))).collect();
        let mut a =
            Correspondence::<G>::create(options, seats, &even, &secrets[0], [seed as u8; 16]).unwrap();
        let invitation = a.link(Some(&secrets[0])).unwrap();
        let mut b = Correspondence::<G>::open(&invitation, None, None).unwrap();
        assert_eq!(b.to_act(), ToAct::Join);
        b.join(&odd, &secrets[1]).unwrap();
        let joined = b.link(Some(&secrets[1])).unwrap();
        a = Correspondence::open(&joined, Some(&a), Some(&secrets[0])).unwrap();
        assert_eq!(a.to_act(), ToAct::Start);
        a.start(&secrets[0]).unwrap();
        let mut copies = [a, b];
        let mut last = copies[0].link(Some(&secrets[0])).unwrap();
        let mut buf = Vec::new();
        let mut turns = 0;
        // Games 2 and 5 stop early, to end by agreement.
        let cap = if seed % 3 == 2 { 10 } else { 600 };
        while let ToAct::Participant(p) = copies[0].to_act() {
            // Participant p opens the last link and plays its whole turn.
            let me = &secrets[p];
            copies[p] = Correspondence::open(&last, Some(&copies[p]), Some(me)).unwrap();
            while copies[p].to_act() == ToAct::Participant(p) && copies[p].session().len() < cap {
                if copies[p].session().turn() == Turn::Chance {
                    copies[p].throw(me).unwrap();
                } else {
                    copies[p].session().state().moves(&mut buf);
                    copies[p].play(me, buf[rng.below(buf.len())]).unwrap();
                }
            }
            last = copies[p].link(Some(me)).unwrap();
            let other = 1 - p;
            copies[other] = Correspondence::open(&last, Some(&copies[other]), Some(&secrets[other])).unwrap();
            turns += 1;
            if copies[p].session().len() >= cap {
                break;
            }
        }
        // A game its rules have not ended ends by agreement, where the game offers it: a draw
        // offered by the one to play and accepted by the other, or a resignation.
        if let ToAct::Participant(p) = copies[0].to_act() {
            copies[p] = Correspondence::open(&last, Some(&copies[p]), Some(&secrets[p])).unwrap();
            let other = 1 - p;
            let seat = copies[p].participants()[p].seats().trailing_zeros() as u8;
            if seed % 2 == 0 && copies[p].offer_draw(&secrets[p]).is_ok() {
                last = copies[p].link(Some(&secrets[p])).unwrap();
                copies[other] =
                    Correspondence::open(&last, Some(&copies[other]), Some(&secrets[other])).unwrap();
                assert_eq!(copies[other].to_act(), ToAct::Answer(other));
                copies[other].accept_draw(&secrets[other]).unwrap();
                last = copies[other].link(Some(&secrets[other])).unwrap();
                copies[p] = Correspondence::open(&last, Some(&copies[p]), Some(&secrets[p])).unwrap();
                assert_eq!(copies[p].session().ending(), Some(sandgames::model::Ending::DrawAgreed));
            } else if copies[p].resign(&secrets[p], seat).is_ok() {
                last = copies[p].link(Some(&secrets[p])).unwrap();
                copies[other] =
                    Correspondence::open(&last, Some(&copies[other]), Some(&secrets[other])).unwrap();
                assert_eq!(copies[other].session().ending(), Some(sandgames::model::Ending::Resigned(seat)));
            }
            endings += copies[0].session().ending().is_some() as u32;
        }
        all_turns += turns;
        assert_same_game(copies[0].session(), copies[1].session());
        let spectator = open::<G>(&last).unwrap();
        assert_eq!(spectator.throws, Throws::Correspondence);
        assert_same_game(copies[0].session(), &spectator.session);
    }
    assert!(all_turns >= 12, "only {all_turns} turns in 6 games");
    if G::AGREEMENTS.draw.is_some() && G::ID != "trio" {
        assert!(endings >= 1, "{}: no game ended by agreement", G::ID);
    }
}

/// The link contract for each game: one line per game.
macro_rules! link_contract {
    ($($name:ident: $G:ty),* $(,)?) => {$(
        mod $name {
            #[test]
            fn seeded_links_round_trip() { super::seeded_links_round_trip::<$G>() }
            #[test]
            fn recorded_links_round_trip() { super::recorded_links_round_trip::<$G>() }
            #[test]
            fn records_round_trip() { super::records_round_trip::<$G>() }
            #[test]
            fn damaged_links_are_refused() { super::damaged_links_are_refused::<$G>() }
            #[test]
            fn correspondence_games_play_to_the_end() { super::correspondence_games_play_to_the_end::<$G>() }
        }
    )*};
}

link_contract! {
    pig: sandgames::model::pig::Pig,
    trio: super::common::trio::Trio,
    deleb: sandgames::games::deleb::Deleb,
    hyena: sandgames::games::hyena::Hyena,
    um_dyar: sandgames::games::um_dyar::UmDyar,
    dablot: sandgames::games::dablot::Dablot,
}

// ---------------------------------------------------------------------------------------------
// Links on Pig: size, hostile content, replay that stops.

fn secret(n: u64) -> Secret {
    let mut b = [0u8; 32];
    b[..8].copy_from_slice(&n.to_le_bytes());
    b[31] = 0xA5;
    Secret::from_bytes(b)
}

fn pig_options() -> Options {
    Options::defaults(Pig::option_specs())
}

/// A Pig game of exactly `n` moves (rolling on until the game would end).
fn pig_game(n: usize, seed: u64) -> Session<Pig> {
    let mut s =
        Session::<Pig>::new(pig_options(), vec![SeatConfig::human("Ann"), SeatConfig::human("Bo")], seed)
            .unwrap();
    while s.len() < n && s.turn() != Turn::Over {
        match s.turn() {
            Turn::Chance => {
                s.throw();
            }
            _ => {
                // Hold when the turn's points are large, so games last.
                let mv = if s.state().pending >= 4 { PigMove::Hold } else { PigMove::Roll };
                s.play(mv).unwrap();
            }
        }
    }
    s
}

#[test]
fn a_long_game_makes_a_short_link() {
    // A real game's link: one byte per move while move lists stay below 128 moves.
    let header = seeded_link(&pig_game(0, 1)).len();
    let (mut moves, mut chars) = (0, 0);
    for seed in 0..50 {
        let s = pig_game(400, seed);
        moves += s.len();
        chars += seeded_link(&s).len() - header;
    }
    let per_move = chars as f64 / moves as f64;
    println!("Pig: {header} characters without moves, {per_move:.3} per move ({moves} moves in 50 games)");
    assert!(per_move < 1.36, "{per_move} characters per move");
    // The size of a 200-move game (a long Dablot game) follows from the layout, whatever the
    // game: here 200 moves of index 100 (Dablot offers fewer than 128 moves in a position), then
    // the worst case of move lists longer than 128, seeded and in correspondence play.
    let long = |index: u32, throws: PayloadThrows| {
        let p = Payload {
            revision: 1,
            options: String::new(),
            seats: vec![SeatConfig::human("Gáddjá"), SeatConfig::human("Ánde")],
            throws,
            moves: vec![index; 200],
            ending: None,
        };
        fragment("dablot", &p.to_bytes("dablot")).len()
    };
    let corr = || PayloadThrows::Correspondence {
        salt: [1; 16],
        started: true,
        participants: vec![(1, [2; 32]), (2, [3; 32])],
        acts: vec![],
    };
    let sizes = [
        long(100, PayloadThrows::Seeded(u64::MAX)),
        long(100, corr()),
        long(300, PayloadThrows::Seeded(u64::MAX)),
        long(300, corr()),
    ];
    println!("200 moves: {sizes:?} characters (seeded, correspondence; small and large move lists)");
    assert!(sizes[0] < 340 && sizes[1] < 440, "{sizes:?}");
    assert!(sizes.iter().all(|&n| n < 700), "{sizes:?}");
}

/// Builds a link from raw body bytes, with a correct check, to reach the checks behind it.
fn sealed(body: &[u8]) -> String {
    let mut b = body.to_vec();
    b.extend_from_slice(&checksum("pig", body));
    fragment("pig", &b)
}

fn key(r: Result<link::Opened<Pig>, LinkError>) -> &'static str {
    r.err().map(|e| e.why.key).unwrap_or("accepted")
}

/// The fields of a seeded link's body, with `f` changing some of them.
fn body(f: impl FnOnce(&mut Writer, &mut Vec<u8>)) -> Vec<u8> {
    let mut w = Writer::new();
    let mut tail = Vec::new();
    f(&mut w, &mut tail);
    let mut b = w.into_bytes();
    b.extend(tail);
    b
}

#[test]
fn hostile_links_are_refused_with_reasons() {
    let ok_seats = |w: &mut Writer| {
        w.varint(2).u8(0).str("Ann").u8(0).str("Bo");
    };
    // A well-formed empty game first, to show the rest fail for the reason they are built for.
    let good = body(|w, _| {
        w.u8(1).varint(1).str("");
        ok_seats(w);
        w.u8(0).u64_le(9).varint(0);
    });
    assert!(open::<Pig>(&sealed(&good)).is_ok());
    // Unknown versions: newer ones say so.
    assert_eq!(key(open(&sealed(&[&[3u8][..], &good[1..]].concat()))), "link.error.newer_format");
    assert_eq!(key(open(&sealed(&[&[0u8][..], &good[1..]].concat()))), "link.error.unknown_format");
    // An overlong varint (the revision 1 written in two bytes).
    let overlong = body(|w, _| {
        w.u8(1).u8(0x81).u8(0x00);
    });
    assert_eq!(key(open(&sealed(&overlong))), "link.error.overlong");
    // Huge counts: seats, moves, and a text length, none of which may allocate.
    for huge in [u64::MAX, 1 << 40, MAX_MOVES as u64 + 1] {
        let moves = body(|w, _| {
            w.u8(1).varint(1).str("");
            ok_seats(w);
            w.u8(0).u64_le(9).varint(huge);
        });
        assert_eq!(key(open(&sealed(&moves))), "link.error.too_big", "{huge} moves");
        let seats = body(|w, _| {
            w.u8(1).varint(1).str("").varint(huge);
        });
        assert_eq!(key(open(&sealed(&seats))), "link.error.too_big");
        let text = body(|w, _| {
            w.u8(1).varint(1).varint(huge);
        });
        assert_eq!(key(open(&sealed(&text))), "link.error.too_big");
    }
    // A count that the remaining bytes cannot hold.
    let short = body(|w, _| {
        w.u8(1).varint(1).str("");
        ok_seats(w);
        w.u8(0).u64_le(9).varint(9_000).varint(0);
    });
    assert_eq!(key(open(&sealed(&short))), "link.error.truncated");
    // Bad UTF-8 in a name, a control character in a name, a name too long.
    let utf8 = body(|w, _| {
        w.u8(1).varint(1).str("").varint(2).u8(0).varint(2).bytes(&[0xC3, 0x28]);
    });
    assert_eq!(key(open(&sealed(&utf8))), "link.error.utf8");
    for bad in ["Ann\nseed: 4", "\u{202E}nnA", &"x".repeat(41)] {
        let name = body(|w, _| {
            w.u8(1).varint(1).str("").varint(2).u8(0).str(bad).u8(0).str("Bo").u8(0).u64_le(9).varint(0);
        });
        let e = open::<Pig>(&sealed(&name)).unwrap_err();
        assert_eq!(e.why.key, "link.error.name", "{bad:?}");
        assert!(e.detail.is_some_and(|d| d.key.starts_with("link.name.")));
    }
    // Options the game does not have; a wrong number of seats; bytes after the end.
    let options = body(|w, _| {
        w.u8(1).varint(1).str("goal=99");
        ok_seats(w);
        w.u8(0).u64_le(9).varint(0);
    });
    let e = open::<Pig>(&sealed(&options)).unwrap_err();
    assert_eq!((e.why.key, e.detail.map(|d| d.key)), ("link.error.options", Some("error.option_range")));
    let three = body(|w, _| {
        w.u8(1)
            .varint(1)
            .str("")
            .varint(3)
            .u8(0)
            .str("")
            .u8(0)
            .str("")
            .u8(0)
            .str("")
            .u8(0)
            .u64_le(9)
            .varint(0);
    });
    assert_eq!(key(open(&sealed(&three))), "link.error.seats");
    assert_eq!(key(open(&sealed(&[&good[..], &[0u8][..]].concat()))), "link.error.trailing");
    // Not a link at all, or a link for another game.
    assert_eq!(key(open("#/pig")), "link.error.no_game");
    assert_eq!(key(open("#/dablot?g=AQ")), "link.error.wrong_game");
    assert_eq!(key(open("#/pig?g=<img src=x>")), "link.error.char");
    assert_eq!(key(open(&format!("#/pig?g={}", "A".repeat(MAX_ADDRESS_CHARS)))), "link.error.too_long");
    let mut rng = GameRng::seed_from_u64(5);
    for len in 0..200 {
        let random: Vec<u8> = (0..len).map(|_| rng.next_u64() as u8).collect();
        assert!(open::<Pig>(&fragment("pig", &random)).is_err());
    }
}

#[test]
fn a_session_with_an_unsafe_name_still_makes_a_link_that_opens() {
    let seats = vec![SeatConfig::human("Ann\n<b>\u{202E}"), SeatConfig::human("x".repeat(60))];
    let s = Session::<Pig>::new(pig_options(), seats, 5).unwrap();
    let o = open::<Pig>(&seeded_link(&s)).unwrap();
    assert_eq!(o.session.seats()[0].name, "Ann<b>", "markup stays text; the site never renders it");
    assert_eq!(o.session.seats()[1].name.len(), 40);
    let r = import_record::<Pig>(&export_record(&s, Throws::Seeded), 0).unwrap();
    assert_eq!(r.session.seats(), o.session.seats());
}

#[test]
fn replay_stops_at_a_move_that_cannot_be_played_and_says_why() {
    let s = pig_game(30, 4);
    let mut p = Payload::from_bytes("pig", &payload_bytes(&seeded_link(&s), "pig").unwrap()).unwrap();
    // Move 6 names a move that does not exist there.
    p.moves[5] = 40;
    let o = open::<Pig>(&fragment("pig", &p.to_bytes("pig"))).unwrap();
    let stop = o.stop.unwrap();
    assert_eq!(stop.replayed, 5);
    assert_eq!((stop.why.key, stop.reason.key), ("link.stop.edited", "link.reason.no_such_move"));
    assert_eq!(o.session.moves(), &s.moves()[..5], "everything before it is kept");
    // A throw that is not the seed's: the first throw changed to another face.
    let mut p2 = Payload::from_bytes("pig", &payload_bytes(&seeded_link(&s), "pig").unwrap()).unwrap();
    p2.moves[0] = (p2.moves[0] + 1) % 6;
    let o = open::<Pig>(&fragment("pig", &p2.to_bytes("pig"))).unwrap();
    let stop = o.stop.unwrap();
    assert_eq!((stop.replayed, stop.reason.key), (0, "link.reason.seed_throw"));
    // The same edit in a link whose throws are as recorded is a different, valid game.
    p2.throws = PayloadThrows::Recorded(s.seed());
    assert_eq!(open::<Pig>(&fragment("pig", &p2.to_bytes("pig"))).unwrap().stop, None);
    // Made with an earlier revision of the rules: the message says so.
    p.revision = Pig::REVISION - 1;
    let stop = open::<Pig>(&fragment("pig", &p.to_bytes("pig"))).unwrap().stop.unwrap();
    assert_eq!(stop.why.key, "link.stop.older_rules");
    assert_eq!(stop.why.args, [(Pig::REVISION - 1).to_string(), Pig::REVISION.to_string(), "5".into()]);
    p.revision = Pig::REVISION + 1;
    let stop = open::<Pig>(&fragment("pig", &p.to_bytes("pig"))).unwrap().stop.unwrap();
    assert_eq!(stop.why.key, "link.stop.newer_rules");
}

// ---------------------------------------------------------------------------------------------
// Correspondence play on Pig.

/// Alice (participant 0, seat 0) and Bo (participant 1, seat 1), after the invitation, the join
/// and the start; returns both copies and the start link.
fn pig_by_links() -> ([Secret; 2], [Correspondence<Pig>; 2], String) {
    pig_by_links_salted([7; 16])
}

fn pig_by_links_salted(salt: [u8; 16]) -> ([Secret; 2], [Correspondence<Pig>; 2], String) {
    let s = [secret(100), secret(200)];
    let seats = vec![SeatConfig::human("Alice"), SeatConfig::human("")];
    let a = Correspondence::<Pig>::create(pig_options(), seats, &[0], &s[0], salt).unwrap();
    let invitation = a.link(Some(&s[0])).unwrap();
    let mut b = Correspondence::<Pig>::open(&invitation, None, None).unwrap();
    b.join(&[(1, SeatConfig::human("Bo"))], &s[1]).unwrap();
    // Bo cannot throw before the creator starts the game, even on his own seat's turn.
    assert_eq!(b.throw(&s[1]).unwrap_err().why.key, "link.corr.not_started");
    let mut a = Correspondence::open(&b.link(Some(&s[1])).unwrap(), Some(&a), Some(&s[0])).unwrap();
    assert_eq!(a.session().seats()[1].name, "Bo");
    assert_eq!(b.start(&s[1]).unwrap_err().why.key, "link.corr.creator_starts");
    a.start(&s[0]).unwrap();
    let start = a.link(Some(&s[0])).unwrap();
    let b = Correspondence::open(&start, Some(&b), Some(&s[1])).unwrap();
    (s, [a, b], start)
}

/// Plays participant `p`'s turn: throw, and roll on while the turn's points are below 6.
fn play_turn(c: &mut Correspondence<Pig>, me: &Secret, p: usize) {
    while c.to_act() == ToAct::Participant(p) {
        if c.session().turn() == Turn::Chance {
            c.throw(me).unwrap();
        } else {
            let mv = if c.session().state().pending >= 6 { PigMove::Hold } else { PigMove::Roll };
            c.play(me, mv).unwrap();
        }
    }
}

#[test]
fn two_people_play_pig_by_links_and_every_throw_verifies() {
    let (s, [mut a, mut b], _) = pig_by_links();
    // Alice owns seat 0, which throws first.
    assert_eq!(a.to_act(), ToAct::Participant(0));
    assert_eq!(b.throw(&s[1]).unwrap_err().why.key, "link.corr.not_your_turn");
    assert_eq!(b.play(&s[1], PigMove::Roll).unwrap_err().why.key, "link.corr.not_your_turn");
    let mut turns = 0;
    loop {
        let (me, mine, other) = match a.to_act() {
            ToAct::Participant(0) => (0, &mut a, &mut b),
            ToAct::Participant(_) => (1, &mut b, &mut a),
            _ => break,
        };
        play_turn(mine, &s[me], me);
        let link = mine.link(Some(&s[me])).unwrap();
        assert!(!link.contains(&s[me].to_text()), "a link never carries a secret");
        *other = Correspondence::open(&link, Some(other), Some(&s[1 - me])).unwrap();
        *mine = Correspondence::open(&link, Some(mine), Some(&s[me])).unwrap();
        turns += 1;
        assert!(turns < 500);
    }
    assert_eq!(a.to_act(), ToAct::Over);
    assert_same_game(a.session(), b.session());
    assert!(turns >= 4, "{turns} turns");
    println!(
        "{turns} turns, {} moves, final link {} characters",
        a.session().len(),
        a.link(None).unwrap().len()
    );
    // A spectator with no copy sees the same game, every throw checked.
    let seen = open::<Pig>(&a.link(None).unwrap()).unwrap();
    assert_same_game(a.session(), &seen.session);
}

#[test]
fn a_throw_is_the_same_however_often_it_is_tried() {
    let (s, [mut a, _], start) = pig_by_links();
    let first = a.throw(&s[0]).unwrap();
    // Take it back and throw again: the same.
    assert_eq!(a.undo(), Some(CorrStep::Move(first)));
    assert_eq!(a.throw(&s[0]).unwrap(), first);
    // Throw from a fresh copy of the start link, or after sending and reopening: the same.
    let mut again = Correspondence::<Pig>::open(&start, None, Some(&s[0])).unwrap();
    assert_eq!(again.throw(&s[0]).unwrap(), first);
    let sent = a.link(Some(&s[0])).unwrap();
    let mut reopened = Correspondence::<Pig>::open(&sent, Some(&again), Some(&s[0])).unwrap();
    assert_eq!(reopened.session().moves(), [first]);
    assert_eq!(reopened.undo(), None, "a move that came in a link cannot be taken back");
    // A throw is not chosen: playing an outcome directly is refused.
    let mut c = Correspondence::<Pig>::open(&start, None, Some(&s[0])).unwrap();
    let other = if first == PigMove::Die(6) { PigMove::Die(5) } else { PigMove::Die(6) };
    assert_eq!(c.play(&s[0], other).unwrap_err().why.key, "link.corr.throws_are_drawn");
    // A whole turn replayed the same way gives the same throws.
    let mut t1 = Correspondence::<Pig>::open(&start, None, Some(&s[0])).unwrap();
    let mut t2 = t1.clone();
    play_turn(&mut t1, &s[0], 0);
    play_turn(&mut t2, &s[0], 0);
    assert_eq!(t1.session().moves(), t2.session().moves());
}

/// Alice's first turn, sent to Bo: returns the link and Bo's copy before opening it.
fn alices_turn() -> ([Secret; 2], Correspondence<Pig>, Correspondence<Pig>, String) {
    let (s, [mut a, b], _) = pig_by_links();
    play_turn(&mut a, &s[0], 0);
    let link = a.link(Some(&s[0])).unwrap();
    (s, a, b, link)
}

fn payload_of(link: &str) -> Payload {
    Payload::from_bytes("pig", &payload_bytes(link, "pig").unwrap()).unwrap()
}

fn reseal(p: &Payload) -> String {
    fragment("pig", &p.to_bytes("pig"))
}

#[test]
fn an_edited_throw_is_refused() {
    let (s, _, b, link) = alices_turn();
    assert!(Correspondence::open(&link, Some(&b), Some(&s[1])).is_ok());
    let p = payload_of(&link);
    let mut edited = 0;
    for i in 0..p.moves.len() {
        // Throws are the moves listed as die faces; change each to every other face.
        let o = open::<Pig>(&link).unwrap();
        if o.session.state_at(i).unwrap().turn() != Turn::Chance {
            continue;
        }
        for face in 0..6 {
            if face == p.moves[i] {
                continue;
            }
            let mut q = p.clone();
            q.moves[i] = face;
            q.moves.truncate(i + 1); // what follows may no longer be legal
            let e = Correspondence::open(&reseal(&q), Some(&b), Some(&s[1])).unwrap_err();
            assert_eq!(e.why.key, "link.corr.throw", "move {i} face {face}");
            assert_eq!(open::<Pig>(&reseal(&q)).unwrap_err().why.key, "link.corr.throw", "spectators too");
            edited += 1;
        }
    }
    assert!(edited >= 5);
}

#[test]
fn an_edited_or_skipped_reveal_is_refused() {
    let (s, _, b, link) = alices_turn();
    let p = payload_of(&link);
    let PayloadThrows::Correspondence { participants, .. } = &p.throws else { panic!() };
    // Alice's published value replaced by another: her throws no longer follow.
    let mut q = p.clone();
    let mut forged = participants.clone();
    forged[0].1[0] ^= 1;
    q.throws =
        PayloadThrows::Correspondence { salt: [7; 16], started: true, participants: forged, acts: vec![] };
    let e = Correspondence::open(&reseal(&q), Some(&b), Some(&s[1])).unwrap_err();
    assert!(["link.corr.throw", "link.corr.players_changed"].contains(&e.why.key), "{e}");
    // (Without a copy, a spectator can only check the throws against the values in the link.)
    // Alice publishes her *next* value instead (one further along her own chain, to get other
    // throws): Bo's copy shows her chain does not continue as it must.
    let mut skip = participants.clone();
    skip[0].1 = s[0].reveal(3).unwrap();
    let mut q = p.clone();
    q.throws =
        PayloadThrows::Correspondence { salt: [7; 16], started: true, participants: skip, acts: vec![] };
    let e = Correspondence::open(&reseal(&q), Some(&b), Some(&s[1])).unwrap_err();
    assert!(["link.corr.throw", "link.corr.players_changed"].contains(&e.why.key), "{e}");
    // Bo's own value replaced: Bo knows his chain.
    let mut mine = participants.clone();
    mine[1].1 = [0; 32];
    let mut q = p.clone();
    q.throws =
        PayloadThrows::Correspondence { salt: [7; 16], started: true, participants: mine, acts: vec![] };
    let e = Correspondence::open(&reseal(&q), Some(&b), Some(&s[1])).unwrap_err();
    assert!(["link.corr.throw", "link.corr.players_changed"].contains(&e.why.key), "{e}");
}

/// The fixture of `pig_by_links` with the first salt for which `ok` holds.
fn pig_by_links_where(
    ok: impl Fn(&[Secret; 2], &Correspondence<Pig>) -> bool,
) -> ([Secret; 2], [Correspondence<Pig>; 2]) {
    for salt in 0..=255u8 {
        let (s, [a, b], _) = pig_by_links_salted([salt; 16]);
        if ok(&s, &a) {
            return (s, [a, b]);
        }
    }
    panic!("no salt gives the situation wanted");
}

#[test]
fn nobody_can_play_for_your_seats() {
    // A game where Alice's first throw is a 1 (her turn ends) and Bo's is not (he must decide).
    let (s, [a, b]) = pig_by_links_where(|s, a| {
        let mut a = a.clone();
        a.throw(&s[0]).unwrap() == PigMove::Die(1)
            && Correspondence::<Pig>::open(&a.link(Some(&s[0])).unwrap(), None, Some(&s[1]))
                .and_then(|mut b| b.throw(&s[1]))
                .is_ok_and(|t| t != PigMove::Die(1))
    });
    let mut a = a;
    play_turn(&mut a, &s[0], 0);
    let mut b = Correspondence::open(&a.link(Some(&s[0])).unwrap(), Some(&b), Some(&s[1])).unwrap();
    // Bo throws, then sends a link in the middle of his turn (he has not decided yet).
    b.throw(&s[1]).unwrap();
    assert_eq!(b.to_act(), ToAct::Participant(1));
    let mid = b.link(Some(&s[1])).unwrap();
    // Alice cannot decide for Bo through the API …
    let mut theirs = Correspondence::open(&mid, Some(&a), Some(&s[0])).unwrap();
    assert_eq!(theirs.play(&s[0], PigMove::Hold).unwrap_err().why.key, "link.corr.not_your_turn");
    // … and a link she edits to do it (consistent on its own: Bo's reveal for this turn is
    // already out) is refused by Bo, who did not play that move.
    let mut p = payload_of(&mid);
    p.moves.push(1); // "hold", move 1 of roll/hold
    assert!(Correspondence::<Pig>::open(&reseal(&p), None, None).is_ok());
    let e = Correspondence::open(&reseal(&p), Some(&b), Some(&s[1])).unwrap_err();
    assert_eq!((e.why.key, e.why.args.clone()), ("link.corr.your_moves", vec![p.moves.len().to_string()]));
}

#[test]
fn nobody_can_rewrite_a_turn_already_sent() {
    // A game where Alice's first throw is not a 1, so she decides.
    let (s, [a, b]) = pig_by_links_where(|s, a| a.clone().throw(&s[0]).is_ok_and(|t| t != PigMove::Die(1)));
    // Alice holds at once and sends that to Bo …
    let mut sent = a.clone();
    sent.throw(&s[0]).unwrap();
    sent.play(&s[0], PigMove::Hold).unwrap();
    let b = Correspondence::open(&sent.link(Some(&s[0])).unwrap(), Some(&b), Some(&s[1])).unwrap();
    // … then plays the turn again differently from her copy before it (every throw verifies: she
    // has her secret). Bo's copy shows the game does not continue his.
    let mut again = a.clone();
    play_turn(&mut again, &s[0], 0);
    assert_ne!(again.session().moves()[1], PigMove::Hold);
    let rewritten = again.link(Some(&s[0])).unwrap();
    assert!(open::<Pig>(&rewritten).is_ok(), "valid on its own");
    let e = Correspondence::open(&rewritten, Some(&b), Some(&s[1])).unwrap_err();
    assert_eq!((e.why.key, e.why.args.clone()), ("link.corr.diverged", vec!["2".to_string()]));
    // An older link than the copy is refused (the site keeps its copy).
    let e = Correspondence::open(&a.link(Some(&s[0])).unwrap(), Some(&b), Some(&s[1])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.older");
    // A link of another game; a browser that is not a player; names changed in a link.
    let (_, [other, _], _) = pig_by_links();
    let e = Correspondence::open(&other.link(None).unwrap(), Some(&b), Some(&s[1])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.other_game");
    let stranger = secret(999);
    let mut c = Correspondence::<Pig>::open(&rewritten, None, Some(&stranger)).unwrap();
    assert_eq!(c.throw(&stranger).unwrap_err().why.key, "link.corr.not_yours");
    let mut p = payload_of(&sent.link(Some(&s[0])).unwrap());
    p.seats[0].name = "Mallory".into();
    let e = Correspondence::open(&reseal(&p), Some(&b), Some(&s[1])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.changed_setup");
}

#[test]
fn joining_takes_free_seats_only() {
    let s = [secret(1), secret(2), secret(3)];
    let a = Correspondence::<Pig>::create(pig_options(), vec![], &[0], &s[0], [1; 16]).unwrap();
    let invitation = a.link(Some(&s[0])).unwrap();
    let mut b = Correspondence::<Pig>::open(&invitation, None, None).unwrap();
    let mut c = b.clone();
    assert_eq!(b.join(&[(0, SeatConfig::human("x"))], &s[1]).unwrap_err().why.key, "link.corr.seat_taken");
    assert_eq!(b.join(&[(2, SeatConfig::human("x"))], &s[1]).unwrap_err().why.key, "link.corr.no_such_seat");
    assert_eq!(b.join(&[], &s[1]).unwrap_err().why.key, "link.corr.no_seats");
    let bad = SeatConfig::human("a\u{0007}");
    assert_eq!(b.join(&[(1, bad)], &s[1]).unwrap_err().why.key, "link.error.name");
    b.join(&[(1, SeatConfig::human("Bo"))], &s[1]).unwrap();
    assert_eq!(b.join(&[(1, SeatConfig::human("Bo"))], &s[1]).unwrap_err().why.key, "link.corr.seat_taken");
    // Two people join from the same invitation for the same seat: the second is refused.
    c.join(&[(1, SeatConfig::human("Cy"))], &s[2]).unwrap();
    let a = Correspondence::open(&b.link(Some(&s[1])).unwrap(), Some(&a), Some(&s[0])).unwrap();
    let e = Correspondence::open(&c.link(Some(&s[2])).unwrap(), Some(&a), Some(&s[0])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.seat_taken");
    let mut a2 = a.clone();
    assert_eq!(a2.join(&[(1, SeatConfig::human(""))], &s[2]).unwrap_err().why.key, "link.corr.seat_taken");
    a2.start(&s[0]).unwrap();
    assert_eq!(a2.start(&s[0]).unwrap_err().why.key, "link.corr.already_started");
}

#[test]
fn three_people_join_in_parallel_and_play() {
    use common::trio::Trio;
    let s = [secret(11), secret(12), secret(13), secret(14)];
    let a = Correspondence::<Trio>::create(Options::defaults(&[]), vec![], &[0], &s[0], [3; 16]).unwrap();
    let invitation = a.link(Some(&s[0])).unwrap();
    // Bo and Cy both join from the invitation, for different seats, and send their links back.
    let join = |seat: u8, who: &Secret, name: &str| {
        let mut c = Correspondence::<Trio>::open(&invitation, None, None).unwrap();
        c.join(&[(seat, SeatConfig::human(name))], who).unwrap();
        (c.link(Some(who)).unwrap(), c)
    };
    let (from_bo, bo) = join(1, &s[1], "Bo");
    let (from_cy, cy) = join(2, &s[2], "Cy");
    let (from_di, di) = join(2, &s[3], "Di"); // Di wants Cy's seat
    let a = Correspondence::open(&from_bo, Some(&a), Some(&s[0])).unwrap();
    assert_eq!(a.to_act(), ToAct::Join);
    let mut a = Correspondence::open(&from_cy, Some(&a), Some(&s[0])).unwrap();
    assert_eq!(a.participants().len(), 3);
    let names: Vec<_> = a.session().seats().iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["", "Bo", "Cy"]);
    assert_eq!(a.to_act(), ToAct::Start);
    a.start(&s[0]).unwrap();
    let start = a.link(Some(&s[0])).unwrap();
    // Di, whose join came too late, is told the game started without him.
    let e = Correspondence::open(&start, Some(&di), Some(&s[3])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.left_out");
    let _ = from_di;
    // The first throw (who starts) belongs to nobody: the creator, who holds the link, throws it.
    let mut copies = [
        a,
        Correspondence::open(&start, Some(&bo), Some(&s[1])).unwrap(),
        Correspondence::open(&start, Some(&cy), Some(&s[2])).unwrap(),
    ];
    assert_eq!(copies[0].to_act(), ToAct::Participant(0));
    // Participants are numbered in the order the creator merged them (Cy's join came in last
    // but was merged first): copies and secrets here are by person, so find each one's number.
    let person =
        |c: &Correspondence<Trio>, p: usize| (0..3).find(|&i| c.participant_of(&s[i]) == Some(p)).unwrap();
    assert_eq!([person(&copies[0], 0), person(&copies[0], 1), person(&copies[0], 2)], [0, 2, 1]);
    let mut last = start;
    let mut turns = 0;
    while let ToAct::Participant(n) = copies[0].to_act() {
        let p = person(&copies[0], n);
        copies[p] = Correspondence::open(&last, Some(&copies[p]), Some(&s[p])).unwrap();
        while copies[p].to_act() == ToAct::Participant(n) {
            if copies[p].session().turn() == Turn::Chance {
                copies[p].throw(&s[p]).unwrap();
            } else {
                let mv =
                    if turns % 2 == 0 { common::trio::TrioMove::Jump } else { common::trio::TrioMove::Step };
                copies[p].play(&s[p], mv).unwrap();
            }
        }
        last = copies[p].link(Some(&s[p])).unwrap();
        for q in 0..3 {
            copies[q] = Correspondence::open(&last, Some(&copies[q]), Some(&s[q])).unwrap();
        }
        turns += 1;
        assert!(turns < 100);
    }
    assert_eq!(copies[2].to_act(), ToAct::Over);
    assert_same_game(copies[0].session(), copies[2].session());
    assert!(turns >= 6, "{turns}");
}

#[test]
fn secrets_are_data_for_the_site_to_keep() {
    let (s, [a, _], _) = pig_by_links();
    let kept = Secret::from_text(&s[0].to_text()).unwrap();
    assert_eq!(a.participant_of(&kept), Some(0));
    assert_eq!(a.key().len(), 22);
    assert_eq!(Secret::from_text("not a secret").unwrap_err().why.key, "link.corr.secret_text");
}

// ---------------------------------------------------------------------------------------------
// Records and `lab`.

fn temp_file(name: &str, text: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sandgames-link-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn a_record_reads_as_written_and_says_what_is_wrong() {
    let text = "\
# A game of Pig, by hand.
game: pig
rules: 1
options: goal=20
seat 0: person \"Ann \\\"the\\\" first\"
seat 1: computer strong
throws: recorded

moves:
1. 6
2. roll
3. 6
hold
5. 1
";
    let o = import_record::<Pig>(text, 3).unwrap();
    assert_eq!(o.stop, None);
    assert_eq!(o.session.seats()[0].name, "Ann \"the\" first");
    // Ann banked 12; Bo threw a 1, so it is Ann's turn again.
    assert_eq!(o.session.state().banked, [12, 0]);
    assert_eq!(o.session.state().to_move, 0);
    let err = |t: &str| import_record::<Pig>(t, 0).unwrap_err().why.key;
    assert_eq!(err("moves:\n6\n"), "link.record.no_game");
    assert_eq!(err("game: dablot\n"), "link.record.game");
    assert_eq!(err("game: pig\ngame: pig\n"), "link.record.duplicate");
    assert_eq!(err("game: pig\ncolour: red\n"), "link.record.header");
    assert_eq!(err("game: pig\nseat 0: robot\n"), "link.record.seat");
    assert_eq!(err("game: pig\nseat 0: computer genius\n"), "link.record.level");
    assert_eq!(err("game: pig\nseat 0: person Ann\n"), "link.record.name");
    assert_eq!(err("game: pig\nseat 0: person \"A\tB\"\n"), "link.record.name");
    assert_eq!(err("game: pig\nseat 2: person \"C\"\n"), "link.record.seats");
    assert_eq!(err("game: pig\nseed: -1\n"), "link.record.seed");
    assert_eq!(err("game: pig\nthrows: seeded\n"), "link.record.no_seed");
    assert_eq!(err("game: pig\noptions: goal=5\n"), "link.error.options");
    assert_eq!(err("game: pig\nmoves:\n2. 6\n"), "link.record.numbering");
    assert_eq!(err(&"x".repeat(MAX_RECORD_BYTES + 1)), "link.record.too_big");
    assert_eq!(err(&format!("game: pig\n# {}\n", "x".repeat(3000))), "link.record.line_too_long");
    assert_eq!(
        err(&format!("game: pig\nmoves:\n{}", "6\n".repeat(MAX_MOVES + 1))),
        "link.record.too_many_moves"
    );
    // A move that cannot be played stops the replay there, keeping what came before.
    let o = import_record::<Pig>("game: pig\nmoves:\n6\nroll\nhold\n", 0).unwrap();
    let stop = o.stop.unwrap();
    assert_eq!((stop.replayed, stop.move_text.as_str(), stop.reason.key), (2, "hold", "error.not_legal_now"));
    let o = import_record::<Pig>("game: pig\nmoves:\n6\nsnake eyes\n", 0).unwrap();
    assert_eq!(o.stop.unwrap().reason.key, "error.notation");
    // A seeded record whose throw is not the seed's.
    let s = pig_game(6, 77);
    let rec = export_record(&s, Throws::Seeded);
    let first = s.state_at(0).unwrap().move_text(s.moves()[0]);
    let other = if first == "1" { "2" } else { "1" };
    let edited = rec.replacen(&format!("1. {first}\n"), &format!("1. {other}\n"), 1);
    let stop = import_record::<Pig>(&edited, 0).unwrap().stop.unwrap();
    assert_eq!((stop.replayed, stop.reason.key), (0, "link.reason.seed_throw"));
}

#[test]
fn lab_reads_records_and_reports_illegal_moves_with_their_number() {
    let s = pig_game(17, 12);
    assert_ne!(s.turn(), Turn::Over);
    let path = temp_file("game.txt", &export_record(&s, Throws::Seeded));
    let (code, out, err) = lab(&["play", "pig", "--record", path.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json, s.state().to_json());
    // Moves after the record are played on from its end.
    let mut after = *s.state();
    let next = if after.turn() == Turn::Chance { "3" } else { "hold" };
    after.play_text(next).unwrap();
    let (code, out, _) = lab(&["play", "pig", "--record", path.to_str().unwrap(), next]);
    assert_eq!(code, 0);
    assert_eq!(serde_json::from_str::<serde_json::Value>(&out).unwrap(), after.to_json());
    // Record → link → record.
    let (code, link, _) = lab(&["link", "pig", "--record", path.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(link.trim(), seeded_link(&s));
    let (code, record, _) = lab(&["record", "pig", "--link", link.trim()]);
    assert_eq!((code, record), (0, export_record(&s, Throws::Seeded)));
    // An illegal move: exit 1, its number, its text and why.
    let bad = temp_file("bad.txt", "game: pig\nmoves:\n1. 6\n2. roll\n3. hold\n");
    let (code, _, err) = lab(&["play", "pig", "--record", bad.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("move 3 (hold) is illegal: that move is not legal now"), "{err}");
    let broken = temp_file("broken.txt", "game: pig\nseat 0: wizard\n");
    let (code, _, err) = lab(&["play", "pig", "--record", broken.to_str().unwrap()]);
    assert_eq!(code, 1);
    assert!(err.contains("Line 2"), "{err}");
    let (code, _, err) = lab(&["record", "pig", "--link", "#/pig?g=AAAA"]);
    assert_eq!(code, 1);
    assert!(err.contains("damaged"), "{err}");
    let (code, help, _) = lab(&["--help"]);
    assert_eq!(code, 0);
    assert!(help.contains("--record FILE") && help.contains("lab record GAME --link LINK"));
}

#[test]
fn every_message_key_of_the_link_code_has_an_english_text() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/link");
    let mut keys = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
        for (i, _) in text.match_indices("\"link.") {
            let rest = &text[i + 1..];
            let key = &rest[..rest.find('"').unwrap()];
            if key.chars().all(|c| c.is_ascii_lowercase() || c == '.' || c == '_') {
                keys.push(key.to_string());
            }
        }
    }
    assert!(keys.len() > 60, "found only {} keys", keys.len());
    let missing: Vec<_> = keys.iter().filter(|k| !sandgames::i18n::has(k)).collect();
    assert!(missing.is_empty(), "keys without an English text: {missing:?}");
}
