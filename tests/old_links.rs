//! Links and records made by earlier versions of the site open as they were played, whatever has
//! changed since (defaults, new options, rules revisions).
//!
//! `tests/data/links/rev1.tsv` holds games made by the site at rules revision 1 of every game
//! (November 2026, before the faithful-defaults changes): the game, its link, its record, and
//! every move in notation. Each must still open to the end, move for move, and its record must
//! give the same game. The file is data, never regenerated: `write_fixtures` (ignored) is how it
//! was made, kept so the next revision's file can be made the same way from the code of its day.

mod common;

use sandgames::games::GameId;
use sandgames::link::{Throws, import_record, open, seeded_link};
use sandgames::model::{Game, GameRng, Options, SeatConfig, Session, Turn};
use sandgames::with_game;

const REV1: &str = include_str!("data/links/rev1.tsv");

/// One fixture line: `game <TAB> link <TAB> record (\n as \\n) <TAB> moves (space-separated)`.
struct Fixture<'a> {
    game: &'a str,
    link: &'a str,
    record: String,
    moves: Vec<&'a str>,
}

fn fixtures(data: &str) -> Vec<Fixture<'_>> {
    data.lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(f.len(), 4, "a fixture line has four fields: {l}");
            Fixture {
                game: f[0],
                link: f[1],
                record: f[2].replace("\\n", "\n"),
                moves: f[3].split(' ').filter(|m| !m.is_empty()).collect(),
            }
        })
        .collect()
}

fn move_texts<G: Game>(s: &Session<G>) -> Vec<String> {
    (0..s.len()).map(|i| s.state_at(i).expect("in range").move_text(s.moves()[i])).collect()
}

fn check<G: Game>(f: &Fixture) {
    let opened = open::<G>(f.link).unwrap_or_else(|e| panic!("{}: {e}\n{}", f.game, f.link));
    assert_eq!(opened.stop, None, "{}: the link replays to the end\n{}", f.game, f.link);
    assert_eq!(move_texts(&opened.session), f.moves, "{}: the same moves\n{}", f.game, f.link);
    let from_record =
        import_record::<G>(&f.record, 0).unwrap_or_else(|e| panic!("{}: {e}\n{}", f.game, f.record));
    assert_eq!(from_record.stop, None, "{}: the record replays to the end\n{}", f.game, f.record);
    assert_eq!(move_texts(&from_record.session), f.moves, "{}: the record's moves", f.game);
    // Saved again by today's site, the game opens the same.
    let again = open::<G>(&seeded_link(&opened.session)).expect("today's link opens");
    assert_eq!(move_texts(&again.session), f.moves, "{}: re-saved", f.game);
    assert_eq!(again.session.state(), opened.session.state());
}

#[test]
fn links_and_records_of_revision_1_open_as_played() {
    let all = fixtures(REV1);
    for id in GameId::ALL {
        let n = all.iter().filter(|f| f.game == id.as_str()).count();
        assert!(n >= 6, "{} has {n} fixtures", id.as_str());
    }
    for f in &all {
        let id = GameId::parse(f.game).expect("a game id");
        with_game!(id, G => check::<G>(f));
    }
}

// ---------------------------------------------------------------------------------------------
// How the data was made (run once, on the code of the revision it records).

fn game_with<G: Game>(options: &str, seed: u64, max: usize) -> Session<G> {
    let options = Options::parse(G::option_specs(), options).expect("fixture options");
    let n = G::new(&options).expect("fixture options make a game").seats();
    let seats: Vec<SeatConfig> =
        (0..n).map(|i| SeatConfig::human(["Ann", "Bo", "Cy", "Di"][i % 4])).collect();
    let mut s = Session::<G>::new(options, seats, seed).expect("checked");
    let mut rng = GameRng::seed_from_u64(seed ^ 0xF1);
    let mut buf = Vec::new();
    while s.len() < max {
        match s.turn() {
            Turn::Over => break,
            Turn::Chance => {
                s.throw();
            }
            Turn::Seat(_) => {
                s.state().moves(&mut buf);
                s.play(buf[rng.below(buf.len())]).expect("legal");
            }
        }
    }
    s
}

fn fixture_line<G: Game>(options: &str, seed: u64, max: usize) -> String {
    let s = game_with::<G>(options, seed, max);
    let record = sandgames::link::export_record(&s, Throws::Seeded).replace('\n', "\\n");
    format!("{}\t{}\t{}\t{}", G::ID, seeded_link(&s), record, move_texts(&s).join(" "))
}

#[test]
#[ignore = "writes the fixture data of the current revision; run by hand, never to update rev1.tsv"]
fn write_fixtures() {
    let mut out = String::from("# game\tlink\trecord\tmoves: made at rules revision 1 of every game\n");
    let sets: [(GameId, &[&str]); 4] = [
        (
            GameId::Deleb,
            &["lines=8", "players=4,lines=6", "gar=25,time=night,lines=6", "stage_pass=end-turn,lines=5"],
        ),
        (
            GameId::Hyena,
            &[
                "",
                "players=2",
                "players=3,hollows=30",
                "spread=5,hollows=40",
                "well-pay=chosen,hollows=20,eat=reach",
            ],
        ),
        (
            GameId::UmDyar,
            &[
                "",
                "holes=4",
                "holes=8,fill=row",
                "mode=match,match-games=3",
                "captures=opponent-side,first=1",
            ],
        ),
        (
            GameId::Dablot,
            &["", "capture=optional,first=1", "blocked=lone-loses,single_combat=on,draw_turns=10"],
        ),
    ];
    for (id, option_sets) in sets {
        for (k, options) in option_sets.iter().enumerate() {
            for (seed, max) in [(11 + k as u64, 40), (101 + k as u64, 100_000)] {
                let line = with_game!(id, G => fixture_line::<G>(options, seed, max));
                out.push_str(&line);
                out.push('\n');
            }
        }
    }
    std::fs::create_dir_all("tests/data/links").expect("mkdir");
    std::fs::write("tests/data/links/rev1.tsv", out).expect("write");
}
