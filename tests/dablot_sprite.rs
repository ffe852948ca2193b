//! The drawing of Dablot's board and pieces, `public/dablot.svg`, is a static file (an SVG sprite
//! the page references with `<use href="public/dablot.svg#…">`): the site loads it only on the
//! pages that show it, and the WebAssembly module stays smaller. This test draws it again from the
//! rules' own geometry (`dablot::points()`, `dablot::lines()`) and checks the file is that
//! drawing; `BLESS=1 cargo test --no-default-features --test dablot_sprite` rewrites it.
//!
//! The geometry must match `src/ui/games/dablot.rs` (`U`, `M`, `W`, `H`): point `(x, y)` in
//! doubled coordinates is drawn at `(M + x·U, M + (12 − y)·U)`, side 0 at the bottom.

use sandgames::games::dablot::{LINES, POINTS, Point, lines, points};
use std::fmt::Write;

const U: i32 = 40;
const M: i32 = 48;
const W: i32 = 10 * U + 2 * M;
const H: i32 = 12 * U + 2 * M;
const FILE: &str = "public/dablot.svg";

fn xy(p: Point) -> (i32, i32) {
    (M + p.x() as i32 * U, M + (12 - p.y() as i32) * U)
}

fn disc(d: &mut String, x: i32, y: i32, r: i32) {
    let _ = write!(d, "M{} {y}a{r} {r} 0 1 0 {} 0a{r} {r} 0 1 0 -{} 0", x - r, 2 * r, 2 * r);
}

/// The home page's small picture: a corner of the board, 5 × 3 points 30 apart, light Sámi pieces
/// below (a king among them), dark landowners above (a son among them).
fn thumbnail(out: &mut String) {
    let mut lines = String::new();
    for y in [20, 50, 80] {
        let _ = write!(lines, "M20 {y}H140");
    }
    for x in (20..=140).step_by(30) {
        let _ = write!(lines, "M{x} 20V80");
    }
    for x in (20..=110).step_by(30) {
        for y in [20, 50] {
            let _ = write!(lines, "M{x} {y}l30 30m0 -30l-30 30");
        }
    }
    let side = |soldiers: &[(i32, i32)], (hx, hy, hr): (i32, i32, i32), mark: &str| {
        let (mut body, mut marks) = (String::new(), String::new());
        for &(x, y) in soldiers {
            disc(&mut body, x, y, 10);
            disc(&mut marks, x, y, 5);
        }
        disc(&mut body, hx, hy, hr);
        marks += mark;
        (body, marks)
    };
    let light = side(
        &[(20, 80), (50, 80), (80, 80), (110, 80), (140, 80), (35, 65), (95, 65)],
        (65, 65, 14),
        "M58 70V61L61 65L65 58L69 65L72 61V70z",
    );
    let dark = side(
        &[(20, 20), (50, 20), (80, 20), (110, 20), (140, 20), (35, 35), (125, 35)],
        (95, 35, 12),
        "M95 27L101 35L95 43L89 35z",
    );
    let _ = writeln!(
        out,
        "<g id=\"thumb\"><rect class=\"wood\" x=\"4\" y=\"4\" width=\"152\" height=\"92\" rx=\"8\"/>\
         <path class=\"lines t-lines\" d=\"{lines}\"/>\
         <path class=\"t-sa\" d=\"{}\"/><path class=\"t-sa-m\" d=\"{}\"/>\
         <path class=\"t-lo\" d=\"{}\"/><path class=\"t-lo-m\" d=\"{}\"/></g>",
        light.0, light.1, dark.0, dark.1
    );
}

fn sprite() -> String {
    let mut s = String::new();
    s += "<svg xmlns=\"http://www.w3.org/2000/svg\">\n";
    s += "<!-- Dablot Prejjesne: the board and the pieces, used by the page with <use>. Generated \
          by tests/dablot_sprite.rs from the rules' geometry; do not edit by hand. -->\n";
    s += "<style>\n\
          .wood { fill: #d9b57c; stroke: #3e2713; stroke-width: 3; }\n\
          .lines { fill: none; stroke: #4a2f16; stroke-width: 2.5; stroke-linecap: round; }\n\
          .dots { fill: #4a2f16; }\n\
          text { font: 600 13px var(--sans, sans-serif); fill: #3e2713; text-anchor: middle; }\n\
          text.odd { font-weight: 400; font-size: 11px; fill: #7a5a34; }\n\
          .b { fill: var(--body); stroke: var(--rim); stroke-width: 2.5; opacity: var(--fade, 1); }\n\
          .m { fill: var(--mark); opacity: var(--fade, 1); }\n\
          .r { fill: none; stroke: var(--mark); stroke-width: 1.5; opacity: var(--fade, 1); }\n\
          .x { display: var(--cross, none); stroke: #b3261e; stroke-width: 5; stroke-linecap: round; }\n\
          .t-lines { stroke-width: 1.5; }\n\
          .t-sa, .t-lo { stroke-width: 2; }\n\
          .t-sa { fill: #f6ecd4; stroke: #3e2713; }\n\
          .t-sa-m { fill: #a4441c; }\n\
          .t-lo { fill: #2b211b; stroke: #e8d6ad; }\n\
          .t-lo-m { fill: #e8d6ad; }\n\
          </style>\n<defs>\n";

    // The board: wood, the 191 lines, the 72 points, and the coordinates of the notation along
    // the bottom and left edges (odd ones, the centres' columns and rows, smaller).
    let _ = writeln!(
        s,
        "<g id=\"board\"><rect class=\"wood\" x=\"4\" y=\"4\" width=\"{}\" height=\"{}\" rx=\"14\"/>",
        W - 8,
        H - 8
    );
    let mut d = String::new();
    for &(a, b) in lines() {
        let ((ax, ay), (bx, by)) = (xy(a), xy(b));
        let _ = write!(d, "M{ax} {ay}L{bx} {by}");
    }
    let _ = writeln!(s, "<path class=\"lines\" d=\"{d}\"/>");
    let mut d = String::new();
    for p in points() {
        let (x, y) = xy(p);
        disc(&mut d, x, y, if p.is_centre() { 4 } else { 5 });
    }
    let _ = writeln!(s, "<path class=\"dots\" d=\"{d}\"/>");
    let odd = |v: i32| if v % 2 == 1 { " class=\"odd\"" } else { "" };
    for x in 0..=10 {
        let _ = write!(s, "<text{} x=\"{}\" y=\"{}\">{x}</text>", odd(x), M + x * U, H - 8);
    }
    for y in 0..=12 {
        let _ = write!(s, "<text{} x=\"13\" y=\"{}\">{y}</text>", odd(y), M + (12 - y) * U + 5);
    }
    s += "</g>\n";

    // The pieces, centred on (0, 0): rank by size and marking; colours come from the page
    // (`--body`, `--rim`, `--mark`), and a ghost (a piece just taken) sets `--fade` and `--cross`.
    let cross = "<path class=\"x\" d=\"M-11 -11L11 11M11 -11L-11 11\"/>";
    let _ = writeln!(s, "<g id=\"none\"/>");
    let _ = writeln!(
        s,
        "<g id=\"soldier\"><circle class=\"b\" r=\"14\"/><circle class=\"m\" r=\"7\"/>{cross}</g>"
    );
    let _ = writeln!(
        s,
        "<g id=\"prince\"><circle class=\"b\" r=\"18\"/><path class=\"m\" d=\"M0 -11L9 0L0 11L-9 0z\"/>{cross}</g>"
    );
    let _ = writeln!(
        s,
        "<g id=\"king\"><circle class=\"b\" r=\"21\"/><circle class=\"r\" r=\"16.5\"/>\
         <path class=\"m\" d=\"M-10 7V-6L-5 0L0 -10L5 0L10 -6V7z\"/>{cross}</g>"
    );
    thumbnail(&mut s);
    s += "</defs>\n</svg>\n";
    s
}

#[test]
fn sprite_is_drawn_from_the_rules_geometry() {
    assert_eq!(lines().len(), LINES);
    assert_eq!(points().count(), POINTS);
    let want = sprite();
    assert_eq!(want.matches("<text").count(), 11 + 13);
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(FILE, &want).expect("write the sprite");
    }
    let have = std::fs::read_to_string(FILE).unwrap_or_default();
    assert!(
        have == want,
        "{FILE} is out of date: run BLESS=1 cargo test --no-default-features --test dablot_sprite"
    );
}
