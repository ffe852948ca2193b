//! Link format 2 (src/link): links of format 1 still open as they were played; endings by
//! agreement travel in links and records; draw offers, answers and resignations in
//! correspondence play, authenticated like turns; games of up to sixteen seats.

mod common;

use common::crowd::{Crowd, CrowdMove};
use common::trio::Trio;
use common::{assert_same_game, random_game};
use sandgames::link::address::{fragment, payload_bytes};
use sandgames::link::payload::{Payload, PayloadThrows};
use sandgames::link::{
    Act, ActKind, CorrStep, Correspondence, Secret, Throws, ToAct, export_record, import_record, open,
    recorded_link, seeded_link,
};
use sandgames::model::pig::{Pig, PigMove};
use sandgames::model::{Ending, Game, Level, Options, Player, SeatConfig, Session, Turn};

fn secret(n: u64) -> Secret {
    let mut b = [0u8; 32];
    b[..8].copy_from_slice(&n.to_le_bytes());
    b[31] = 0xA5;
    Secret::from_bytes(b)
}

fn texts<G: Game>(s: &Session<G>) -> Vec<String> {
    (0..s.len()).map(|i| s.state_at(i).unwrap().move_text(s.moves()[i])).collect()
}

fn payload_of<G: Game>(link: &str) -> Payload {
    Payload::from_bytes(G::ID, &payload_bytes(link, G::ID).unwrap()).unwrap()
}

fn reseal<G: Game>(p: &Payload) -> String {
    fragment(G::ID, &p.to_bytes(G::ID))
}

// ---------------------------------------------------------------------------------------------
// Links of format 1, made by the first released site before format 2 existed (written by the
// code of that day, then kept here as data).

/// Seeded Pig: "Åsa" against the strong computer, seed 2024, 25 moves.
const V1_SEEDED: &str = "#/pig?g=AQEAAgAEw4VzYQMAAOgHAAAAAAAAFQMABAEABAEAAwAAAwAFAQAFAQMAAwQCJic";
/// Pig with throws as recorded: Ann and Bo, 7 moves.
const V1_RECORDED: &str = "#/pig?g=AQEAAgADQW5uAAJCbwFNAAAAAAAAAAcFAAUBAAQBweLcGg";
/// A correspondence game of Pig (Alice: secret 100, seat 0; Bo: secret 200, seat 1) after three
/// turns, in play: Bo is to act.
const V1_CORR: &str = "#/pig?g=AQEAAgAFQWxpY2UAAkJvAgcHBwcHBwcHBwcHBwcHBwcBAgGPaZeGETEfS925E9Lrz61UdS1ubCZAHtdqEpsxi8D5OALNksiDpmyB5ObkgipkpkGe4vGqZ-pSw7WR8yhj5B_pvQYAAQABAQByEOsG";
/// Trio, three seats, seed 9, 12 moves.
const V1_TRIO: &str = "#/trio?g=AQEAAwABQQABQgABQwAJAAAAAAAAAAwCAAEBAQABAQEAAQDthWsK";

#[test]
fn links_of_format_1_open_as_they_were_played() {
    for link in [V1_SEEDED, V1_RECORDED, V1_CORR] {
        assert_eq!(payload_bytes(link, "pig").unwrap()[0], 1, "a link of format 1");
    }
    let o = open::<Pig>(V1_SEEDED).unwrap();
    assert_eq!((o.throws, o.stop.clone(), o.revision, o.session.seed()), (Throws::Seeded, None, 1, 2024));
    assert_eq!(
        texts(&o.session).join(" "),
        "4 roll 5 hold 1 5 hold 1 4 roll 1 4 roll 6 hold 1 6 hold 4 roll 4"
    );
    assert_eq!(*o.session.state(), Pig { banked: [22, 16], pending: 0, to_move: 0, must_throw: false });
    assert_eq!(o.session.seats()[0], SeatConfig::human("Åsa"));
    assert_eq!(o.session.seats()[1].player, Player::Computer(Level::Strong));
    // Saved again today, in format 2, it is the same game.
    let again = seeded_link(&o.session);
    assert_eq!(payload_bytes(&again, "pig").unwrap()[0], 2);
    assert_same_game(&o.session, &open::<Pig>(&again).unwrap().session);

    let o = open::<Pig>(V1_RECORDED).unwrap();
    assert_eq!((o.throws, o.stop.clone()), (Throws::Recorded, None));
    assert_eq!(*o.session.state(), Pig { banked: [17, 0], pending: 0, to_move: 1, must_throw: true });
    assert_same_game(&o.session, &open::<Pig>(&recorded_link(&o.session)).unwrap().session);

    let o = open::<Trio>(V1_TRIO).unwrap();
    assert_eq!(o.stop, None);
    assert_eq!(*o.session.state(), Trio { pos: [6, 2, 6], to_move: Some(1), die: Some(1) });
    assert_eq!(o.session.len(), 12);
}

#[test]
fn a_correspondence_game_of_format_1_plays_on_in_format_2() {
    let (alice, bo) = (secret(100), secret(200));
    let seen = open::<Pig>(V1_CORR).unwrap();
    assert_eq!(seen.throws, Throws::Correspondence);
    assert_eq!(texts(&seen.session).join(" "), "1 2 roll 2 hold 1");
    let a = Correspondence::<Pig>::open(V1_CORR, None, Some(&alice)).unwrap();
    let mut b = Correspondence::<Pig>::open(V1_CORR, None, Some(&bo)).unwrap();
    assert_eq!(b.to_act(), ToAct::Participant(1));
    // Bo plays his turn and offers a draw; the link he sends is of format 2.
    while b.to_act() == ToAct::Participant(1) {
        if b.session().turn() == Turn::Chance {
            b.throw(&bo).unwrap();
        } else {
            b.play(&bo, PigMove::Hold).unwrap();
        }
    }
    b.offer_draw(&bo).unwrap();
    let link = b.link(Some(&bo)).unwrap();
    assert_eq!(payload_bytes(&link, "pig").unwrap()[0], 2);
    let mut a = Correspondence::open(&link, Some(&a), Some(&alice)).unwrap();
    assert_eq!(a.to_act(), ToAct::Answer(0));
    a.accept_draw(&alice).unwrap();
    let end = a.link(Some(&alice)).unwrap();
    let b = Correspondence::open(&end, Some(&b), Some(&bo)).unwrap();
    assert_eq!((b.to_act(), b.session().ending()), (ToAct::Over, Some(Ending::DrawAgreed)));
    assert!(open::<Pig>(&end).unwrap().session.outcome().unwrap().is_draw());
}

// ---------------------------------------------------------------------------------------------
// Endings in links and records.

fn pig_session(n: usize) -> Session<Pig> {
    let seats = vec![SeatConfig::human("Ann"), SeatConfig::human("Bo")];
    let mut s = Session::<Pig>::new(Options::defaults(Pig::option_specs()), seats, 31).unwrap();
    while s.len() < n && s.turn() != Turn::Over {
        if s.turn() == Turn::Chance {
            s.throw();
        } else {
            s.play(if s.state().pending >= 5 { PigMove::Hold } else { PigMove::Roll }).unwrap();
        }
    }
    s
}

#[test]
fn endings_travel_in_links_and_records() {
    for ending in [Ending::Resigned(1), Ending::Resigned(0), Ending::DrawAgreed] {
        let mut s = pig_session(9);
        s.end_with(ending).unwrap();
        for link in [seeded_link(&s), recorded_link(&s)] {
            let o = open::<Pig>(&link).unwrap();
            assert_eq!((o.stop, o.session.ending()), (None, Some(ending)));
            assert_eq!(o.session.turn(), Turn::Over);
            assert_same_game(&s, &o.session);
        }
        let record = export_record(&s, Throws::Seeded);
        assert!(record.ends_with(&format!("9. {}\nend: {}\n", texts(&s)[8], ending.text())), "{record}");
        let o = import_record::<Pig>(&record, 0).unwrap();
        assert_eq!(o.stop, None);
        assert_same_game(&s, &o.session);
    }
    // Taken back, the game goes on, and its link says so.
    let mut s = pig_session(9);
    s.resign(0).unwrap();
    s.undo();
    assert_eq!(open::<Pig>(&seeded_link(&s)).unwrap().session.ending(), None);
}

#[test]
fn a_record_s_ending_line_is_read_strictly() {
    let err = |t: &str| import_record::<Pig>(t, 0).unwrap_err().why.key;
    assert_eq!(err("game: pig\nmoves:\n6\nend: drawn\n"), "link.record.ending");
    assert_eq!(err("game: pig\nmoves:\n6\nend: resigned seat one\n"), "link.record.ending");
    assert_eq!(err("game: pig\nmoves:\n6\nend: draw agreed\nroll\n"), "link.record.after_end");
    assert_eq!(err("game: pig\nmoves:\nend: draw agreed\nend: draw agreed\n"), "link.record.after_end");
    // Comments and blank lines may follow it; the move numbering does not count it.
    let o = import_record::<Pig>("game: pig\nmoves:\n1. 6\nend: resigned seat 0\n\n# done\n", 0).unwrap();
    assert_eq!((o.session.len(), o.session.ending()), (1, Some(Ending::Resigned(0))));
}

#[test]
fn an_ending_that_cannot_be_is_left_out_and_every_move_kept() {
    // A record of the hyena game ending in a resignation (the game offers none).
    let o = import_record::<sandgames::games::hyena::Hyena>("game: hyena\nmoves:\nend: resigned seat 0\n", 0)
        .unwrap();
    let stop = o.stop.unwrap();
    assert_eq!(
        (stop.ending, stop.replayed, stop.reason.key),
        (Some(Ending::Resigned(0)), 0, "error.no_resign")
    );
    assert_eq!(stop.why.key, "link.stop.ending");
    assert_eq!(o.session.ending(), None);
    // A link whose game is already over by its rules, with an ending after it.
    let mut s = pig_session(10_000);
    assert_eq!(s.turn(), Turn::Over);
    let mut p = payload_of::<Pig>(&seeded_link(&s));
    p.ending = Some(Ending::DrawAgreed);
    let o = open::<Pig>(&reseal::<Pig>(&p)).unwrap();
    let stop = o.stop.unwrap();
    assert_eq!((stop.replayed, stop.reason.key), (s.len(), "error.game_over"));
    assert_same_game(&s, &o.session);
    assert_eq!(s.agree_draw().unwrap_err().why.key, "error.game_over");
}

#[test]
fn lab_plays_records_that_end_by_agreement() {
    let mut s = pig_session(6);
    s.resign(1).unwrap();
    let dir = std::env::temp_dir().join(format!("sandgames-endings-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("resigned.txt");
    std::fs::write(&path, export_record(&s, Throws::Seeded)).unwrap();
    let lab = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_lab")).args(args).output().unwrap();
        (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned())
    };
    let file = path.to_str().unwrap();
    let (code, out) = lab(&["play", "pig", "--record", file]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        json["ending"],
        serde_json::json!({"end": "resigned seat 1", "ranks": [0, 1], "rule": "resign"})
    );
    assert_eq!(lab(&["play", "pig", "--record", file, "roll"]).0, 1, "no move after the end");
    assert_eq!(lab(&["moves", "pig", "--record", file]), (0, String::new()), "no moves after the end");
    // Record → link → record keeps the ending.
    let (code, link) = lab(&["link", "pig", "--record", file]);
    assert_eq!((code, link.trim()), (0, seeded_link(&s).as_str()));
    let (code, record) = lab(&["record", "pig", "--link", link.trim()]);
    assert_eq!((code, record), (0, export_record(&s, Throws::Seeded)));
    // Ending a game from the command line.
    let (code, out) = lab(&["play", "dablot", "--draw"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (json["ending"]["end"].as_str(), json["ending"]["rule"].as_str()),
        (Some("draw agreed"), Some("agreement"))
    );
    assert_eq!(lab(&["play", "hyena", "--resign", "0"]).0, 1);
}

// ---------------------------------------------------------------------------------------------
// Sixteen seats.

#[test]
fn links_and_records_carry_sixteen_seats() {
    let options = Options::parse(Crowd::option_specs(), "seats=16").unwrap();
    let seats: Vec<SeatConfig> = (0..16).map(|i| SeatConfig::human(format!("Player {i}"))).collect();
    let mut s = Session::<Crowd>::new(options, seats, 5).unwrap();
    while s.len() < 60 {
        if s.turn() == Turn::Chance {
            s.throw();
        } else {
            s.play(CrowdMove::Step).unwrap();
        }
    }
    s.resign(15).unwrap();
    let o = open::<Crowd>(&seeded_link(&s)).unwrap();
    assert_same_game(&s, &o.session);
    assert_eq!(o.session.seats()[15].name, "Player 15");
    let r = import_record::<Crowd>(&export_record(&s, Throws::Seeded), 0).unwrap();
    assert_same_game(&s, &r.session);
    for seed in 0..20 {
        let g = random_game::<Crowd>(seed, 200);
        assert_same_game(&g, &open::<Crowd>(&seeded_link(&g)).unwrap().session);
    }
}

#[test]
fn sixteen_people_play_by_links() {
    let options = Options::parse(Crowd::option_specs(), "seats=16").unwrap();
    let s: Vec<Secret> = (0..16).map(|i| secret(500 + i)).collect();
    let creator = Correspondence::<Crowd>::create(options, vec![], &[0], &s[0], [16; 16]).unwrap();
    let invitation = creator.link(Some(&s[0])).unwrap();
    let mut copies = vec![creator];
    for (i, who) in s.iter().enumerate().skip(1) {
        let mut c = Correspondence::<Crowd>::open(&invitation, None, None).unwrap();
        c.join(&[(i as u8, SeatConfig::human(format!("P{i}")))], who).unwrap();
        let back = c.link(Some(who)).unwrap();
        copies[0] = Correspondence::open(&back, Some(&copies[0]), Some(&s[0])).unwrap();
        copies.push(c);
    }
    assert_eq!(copies[0].to_act(), ToAct::Start);
    copies[0].start(&s[0]).unwrap();
    let mut last = copies[0].link(Some(&s[0])).unwrap();
    // Participants are numbered in the order the creator merged the joins: person i (seat i) is
    // participant `number[i]`, and `person[p]` is participant p's person.
    let number: Vec<usize> = (0..16).map(|i| copies[0].participant_of(&s[i]).unwrap()).collect();
    let mut person = [0; 16];
    for (i, &p) in number.iter().enumerate() {
        assert_eq!(copies[0].participants()[p].seats(), 1 << i);
        person[p] = i;
    }
    for i in 1..16 {
        copies[i] = Correspondence::open(&last, Some(&copies[i]), Some(&s[i])).unwrap();
    }
    let mut turns = 0;
    while let ToAct::Participant(n) = copies[0].to_act() {
        let p = person[n];
        copies[p] = Correspondence::open(&last, Some(&copies[p]), Some(&s[p])).unwrap();
        while copies[p].to_act() == ToAct::Participant(n) {
            if copies[p].session().turn() == Turn::Chance {
                copies[p].throw(&s[p]).unwrap();
            } else {
                copies[p].play(&s[p], CrowdMove::Step).unwrap();
            }
        }
        last = copies[p].link(Some(&s[p])).unwrap();
        if p != 0 {
            copies[0] = Correspondence::open(&last, Some(&copies[0]), Some(&s[0])).unwrap();
        }
        turns += 1;
        if turns == 40 {
            break;
        }
    }
    // Seat 7 resigns when its turn comes: the odd side loses.
    let p = 7;
    while copies[0].to_act() != ToAct::Participant(number[p]) {
        let ToAct::Participant(n) = copies[0].to_act() else { panic!("the game goes on") };
        let q = person[n];
        copies[q] = Correspondence::open(&last, Some(&copies[q]), Some(&s[q])).unwrap();
        while copies[q].to_act() == ToAct::Participant(n) {
            if copies[q].session().turn() == Turn::Chance {
                copies[q].throw(&s[q]).unwrap();
            } else {
                copies[q].play(&s[q], CrowdMove::Step).unwrap();
            }
        }
        last = copies[q].link(Some(&s[q])).unwrap();
        if q != 0 {
            copies[0] = Correspondence::open(&last, Some(&copies[0]), Some(&s[0])).unwrap();
        }
    }
    copies[p] = Correspondence::open(&last, Some(&copies[p]), Some(&s[p])).unwrap();
    assert_eq!(copies[p].resign(&s[p], 6).unwrap_err().why.key, "link.corr.not_your_seat");
    copies[p].resign(&s[p], 7).unwrap();
    last = copies[p].link(Some(&s[p])).unwrap();
    for i in 0..16 {
        copies[i] = Correspondence::open(&last, Some(&copies[i]), Some(&s[i])).unwrap();
        assert_eq!(copies[i].to_act(), ToAct::Over);
    }
    assert_eq!(copies[3].session().outcome().unwrap().ranks(), [0, 1].repeat(8));
    assert!(turns >= 40);
}

// ---------------------------------------------------------------------------------------------
// Draw offers, answers and resignations in correspondence play (Pig: Alice, participant 0 and
// seat 0; Bo, participant 1 and seat 1).

fn pig_by_links() -> ([Secret; 2], Correspondence<Pig>, Correspondence<Pig>) {
    let s = [secret(100), secret(200)];
    let seats = vec![SeatConfig::human("Alice"), SeatConfig::human("")];
    let a =
        Correspondence::<Pig>::create(Options::defaults(Pig::option_specs()), seats, &[0], &s[0], [7; 16])
            .unwrap();
    let mut b = Correspondence::<Pig>::open(&a.link(Some(&s[0])).unwrap(), None, None).unwrap();
    b.join(&[(1, SeatConfig::human("Bo"))], &s[1]).unwrap();
    let mut a = Correspondence::open(&b.link(Some(&s[1])).unwrap(), Some(&a), Some(&s[0])).unwrap();
    a.start(&s[0]).unwrap();
    let b = Correspondence::open(&a.link(Some(&s[0])).unwrap(), Some(&b), Some(&s[1])).unwrap();
    (s, a, b)
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

/// Sends `from`'s game to `to`: `to` opens the link with its copy and secret.
fn send(
    from: &Correspondence<Pig>,
    who: &Secret,
    to: &Correspondence<Pig>,
    me: &Secret,
) -> Correspondence<Pig> {
    Correspondence::open(&from.link(Some(who)).unwrap(), Some(to), Some(me)).unwrap()
}

#[test]
fn a_draw_offer_is_answered_before_play_goes_on() {
    let (s, mut a, mut b) = pig_by_links();
    assert_eq!(a.to_act(), ToAct::Participant(0));
    // Bo does not hold the game: he cannot offer, or resign.
    assert_eq!(b.offer_draw(&s[1]).unwrap_err().why.key, "link.corr.not_your_turn");
    assert_eq!(b.resign(&s[1], 1).unwrap_err().why.key, "link.corr.not_your_turn");
    // Alice offers before her turn; nothing is played until Bo answers.
    assert!(a.can(&s[0], ActKind::Offer));
    a.offer_draw(&s[0]).unwrap();
    assert_eq!(a.to_act(), ToAct::Answer(1));
    assert_eq!(a.pending_offer().map(|o| o.by), Some(0));
    assert_eq!(a.throw(&s[0]).unwrap_err().why.key, "link.corr.answer_first");
    assert_eq!(a.offer_draw(&s[0]).unwrap_err().why.key, "link.corr.offer_open");
    assert_eq!(a.accept_draw(&s[0]).unwrap_err().why.key, "link.corr.not_your_answer");
    b = send(&a, &s[0], &b, &s[1]);
    assert_eq!(b.to_act(), ToAct::Answer(1));
    // Bo declines: play goes on, Alice's turn again.
    b.decline_draw(&s[1]).unwrap();
    assert_eq!((b.to_act(), b.pending_offer()), (ToAct::Participant(0), None));
    assert_eq!(b.accept_draw(&s[1]).unwrap_err().why.key, "link.corr.no_offer");
    a = send(&b, &s[1], &a, &s[0]);
    play_turn(&mut a, &s[0], 0);
    b = send(&a, &s[0], &b, &s[1]);
    // Bo plays his turn, then offers (he made the last move); Alice accepts: the game is drawn.
    play_turn(&mut b, &s[1], 1);
    b.offer_draw(&s[1]).unwrap();
    a = send(&b, &s[1], &a, &s[0]);
    assert_eq!(a.to_act(), ToAct::Answer(0));
    a.accept_draw(&s[0]).unwrap();
    assert_eq!((a.to_act(), a.session().ending()), (ToAct::Over, Some(Ending::DrawAgreed)));
    assert_eq!(a.session().ending_rule().unwrap().doc.id, "draw-agreed");
    b = send(&a, &s[0], &b, &s[1]);
    assert!(b.session().outcome().unwrap().is_draw());
    assert_eq!(b.throw(&s[1]).unwrap_err().why.key, "error.game_over");
    let seen = open::<Pig>(&a.link(None).unwrap()).unwrap();
    assert_eq!(seen.session.ending(), Some(Ending::DrawAgreed));
    let kinds: Vec<_> = a.acts().iter().map(|x| (x.participant, x.kind)).collect();
    assert_eq!(
        kinds,
        [(0, ActKind::Offer), (1, ActKind::Decline), (1, ActKind::Offer), (0, ActKind::Accept)]
    );
}

#[test]
fn a_resignation_is_sent_like_a_turn_and_taken_back_before() {
    let (s, mut a, b) = pig_by_links();
    play_turn(&mut a, &s[0], 0);
    // Alice made the last move: she may still resign before sending, for her own seat only.
    assert_eq!(a.resign(&s[0], 1).unwrap_err().why.key, "link.corr.not_your_seat");
    a.resign(&s[0], 0).unwrap();
    assert_eq!(a.to_act(), ToAct::Over);
    // Taken back before sending: the last step was the resignation.
    assert!(matches!(a.undo(), Some(CorrStep::Act(Act { kind: ActKind::Resign(0), participant: 0, .. }))));
    assert_eq!((a.to_act(), a.session().ending()), (ToAct::Participant(1), None));
    a.resign(&s[0], 0).unwrap();
    let b = send(&a, &s[0], &b, &s[1]);
    assert_eq!(b.to_act(), ToAct::Over);
    let o = b.session().outcome().unwrap();
    assert!(o.is_winner(1) && !o.is_winner(0));
    assert_eq!(b.session().ending_rule().unwrap().doc.id, "resign");
    // What came in a link cannot be taken back.
    let mut b = b;
    assert_eq!(b.undo(), None);
}

#[test]
fn a_resignation_answers_an_offer() {
    let (s, mut a, b) = pig_by_links();
    a.offer_draw(&s[0]).unwrap();
    let mut b = send(&a, &s[0], &b, &s[1]);
    b.resign(&s[1], 1).unwrap();
    let a = send(&b, &s[1], &a, &s[0]);
    assert_eq!(a.session().ending(), Some(Ending::Resigned(1)));
}

#[test]
fn nobody_can_accept_or_resign_for_another() {
    let (s, mut a, b) = pig_by_links();
    play_turn(&mut a, &s[0], 0);
    a.offer_draw(&s[0]).unwrap();
    let offer = a.link(Some(&s[0])).unwrap();
    // Alice writes Bo's acceptance into her own link: it needs Bo's next published value, which
    // only Bo's secret gives. Bo's copy refuses it, whatever value she puts for him.
    let mut p = payload_of::<Pig>(&offer);
    let PayloadThrows::Correspondence { acts, .. } = &mut p.throws else { panic!() };
    acts.push(Act { after: a.session().len(), participant: 1, kind: ActKind::Accept });
    p.ending = Some(Ending::DrawAgreed);
    let forged = reseal::<Pig>(&p);
    let refused = ["link.corr.forged_reveal", "link.corr.players_changed", "link.corr.throw"];
    let e = Correspondence::open(&forged, Some(&b), Some(&s[1])).unwrap_err();
    assert!(refused.contains(&e.why.key), "{e}");
    let e = Correspondence::open(&forged, Some(&a), Some(&s[0])).unwrap_err();
    assert!(refused.contains(&e.why.key), "{e}");
    // The same with Bo's real last value moved one step on is refused too (it is not his next).
    let PayloadThrows::Correspondence { participants, .. } = &mut p.throws else { panic!() };
    participants[1].1 = sandgames::link::sha256::sha256(&participants[1].1);
    let e = Correspondence::open(&reseal::<Pig>(&p), Some(&b), Some(&s[1])).unwrap_err();
    assert!(refused.contains(&e.why.key), "{e}");
    // Through the program, only Bo's secret answers for Bo.
    let mut a2 = a.clone();
    assert_eq!(a2.accept_draw(&s[0]).unwrap_err().why.key, "link.corr.not_your_answer");
    let mut stranger = Correspondence::<Pig>::open(&offer, None, Some(&secret(999))).unwrap();
    assert_eq!(stranger.accept_draw(&secret(999)).unwrap_err().why.key, "link.corr.not_yours");
    // A stated ending the acts do not give is refused, even by a spectator.
    let mut p = payload_of::<Pig>(&offer);
    p.ending = Some(Ending::DrawAgreed);
    assert_eq!(open::<Pig>(&reseal::<Pig>(&p)).unwrap_err().why.key, "link.corr.ending");
    // An act out of place (an acceptance with no offer) is refused by everyone.
    let mut p = payload_of::<Pig>(&a.link(Some(&s[0])).unwrap());
    let PayloadThrows::Correspondence { acts, .. } = &mut p.throws else { panic!() };
    acts.clear();
    acts.push(Act { after: 0, participant: 1, kind: ActKind::Accept });
    let e = open::<Pig>(&reseal::<Pig>(&p)).unwrap_err();
    assert_eq!((e.why.key, e.detail.map(|d| d.key)), ("link.corr.bad_act", Some("link.corr.no_offer")));
}

#[test]
fn an_act_in_your_name_that_you_did_not_make_is_refused() {
    // Bo plays his turn and sends it to Alice. Alice, passing the game on, replaces Bo's turn by a
    // resignation in his name, using the value Bo published for that turn: on its own the link is
    // consistent, but Bo's copy from before his turn sees an act in his name he did not make.
    let (s, mut a, b) = pig_by_links();
    play_turn(&mut a, &s[0], 0);
    let b0 = send(&a, &s[0], &b, &s[1]);
    let mut b1 = b0.clone();
    play_turn(&mut b1, &s[1], 1);
    let mut p = payload_of::<Pig>(&b1.link(Some(&s[1])).unwrap());
    p.moves.truncate(b0.session().len());
    let PayloadThrows::Correspondence { acts, .. } = &mut p.throws else { panic!() };
    acts.push(Act { after: b0.session().len(), participant: 1, kind: ActKind::Resign(1) });
    p.ending = Some(Ending::Resigned(1));
    let forged = reseal::<Pig>(&p);
    assert!(open::<Pig>(&forged).is_ok(), "consistent on its own");
    let e = Correspondence::open(&forged, Some(&b0), Some(&s[1])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.your_acts");
    // Bo's copy after his turn sees that the link does not continue his game.
    let e = Correspondence::open(&forged, Some(&b1), Some(&s[1])).unwrap_err();
    assert_eq!(e.why.key, "link.corr.older");
}

#[test]
fn three_people_agree_a_draw_each_in_turn() {
    let s = [secret(11), secret(12), secret(13)];
    let a = Correspondence::<Trio>::create(Options::defaults(&[]), vec![], &[0], &s[0], [3; 16]).unwrap();
    let invitation = a.link(Some(&s[0])).unwrap();
    let mut a = a;
    let mut copies = Vec::new();
    for (i, who) in s.iter().enumerate().skip(1) {
        let mut c = Correspondence::<Trio>::open(&invitation, None, None).unwrap();
        c.join(&[(i as u8, SeatConfig::human(""))], who).unwrap();
        a = Correspondence::open(&c.link(Some(who)).unwrap(), Some(&a), Some(&s[0])).unwrap();
        copies.push(c);
    }
    a.start(&s[0]).unwrap();
    // Participants are numbered in the order the creator merged the joins: Cy's, the last,
    // came first. `c` and `s` are by person; `n(i)` is person i's participant number.
    let number: Vec<usize> = (0..3).map(|i| a.participant_of(&s[i]).unwrap()).collect();
    assert_eq!(number, [0, 2, 1]);
    let person = |p: usize| number.iter().position(|&x| x == p).unwrap();
    let mut c = [a, copies.remove(0), copies.remove(0)];
    let pass = |c: &mut [Correspondence<Trio>; 3], from: usize, to: usize| {
        let link = c[from].link(Some(&s[from])).unwrap();
        c[to] = Correspondence::open(&link, Some(&c[to]), Some(&s[to])).unwrap();
    };
    pass(&mut c, 0, 1);
    pass(&mut c, 0, 2);
    // Three sides: nobody may resign (who would come second?).
    assert_eq!(c[0].resign(&s[0], 0).unwrap_err().why.key, "error.resign_sides");
    // The creator offers; participant 1 accepts, participant 2 declines: play goes on.
    // Answers are asked in participant order from the offerer: participant 1 (Cy), then 2 (Bo).
    c[0].offer_draw(&s[0]).unwrap();
    pass(&mut c, 0, 2);
    assert_eq!(c[2].to_act(), ToAct::Answer(1));
    assert_eq!(
        c[2].clone().accept_draw(&s[1]).unwrap_err().why.key,
        "link.corr.not_your_answer",
        "Bo after Cy"
    );
    c[2].accept_draw(&s[2]).unwrap();
    assert_eq!(c[2].to_act(), ToAct::Answer(2));
    assert!(c[2].pending_offer().unwrap().has_accepted(1));
    pass(&mut c, 2, 1);
    c[1].decline_draw(&s[1]).unwrap();
    // The first throw (who starts) is nobody's: it goes to whoever made the last move or act.
    assert_eq!(c[1].to_act(), ToAct::Participant(2));
    c[1].throw(&s[1]).unwrap();
    let ToAct::Participant(n) = c[1].to_act() else { panic!() };
    let p = person(n);
    if p != 1 {
        pass(&mut c, 1, p);
    }
    // Whoever is to play offers again; both others accept: drawn.
    c[p].offer_draw(&s[p]).unwrap();
    let (q, r) = (person((n + 1) % 3), person((n + 2) % 3));
    pass(&mut c, p, q);
    c[q].accept_draw(&s[q]).unwrap();
    assert_eq!(c[q].session().ending(), None, "one side has not answered yet");
    pass(&mut c, q, r);
    c[r].accept_draw(&s[r]).unwrap();
    assert_eq!((c[r].to_act(), c[r].session().ending()), (ToAct::Over, Some(Ending::DrawAgreed)));
    let seen = open::<Trio>(&c[r].link(None).unwrap()).unwrap();
    assert_eq!(seen.session.outcome().unwrap().ranks(), [0, 0, 0]);
}
