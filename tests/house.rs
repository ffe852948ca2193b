//! The house's rules, held here so that they stay held: every game folder holds the same files for
//! the same things (docs/architecture.md, "One game"); no function of the site (`src/ui/`) is over
//! 120 lines (a board or a panel that grows past it is split into the plain type of what the
//! player is doing, what it shows, and small views), counted from its `fn` line to its closing
//! brace as `cargo fmt` lays it out.

mod common;

use common::rust_files;
use sandgames::games::GameId;
use std::path::Path;

/// The files every game folder holds, each for the same thing in every game.
const GAME_FILES: &[&str] = &[
    "mod.rs",
    "info.rs",
    "options.rs",
    "rules.rs",
    "quotes.txt",
    "notation.rs",
    "explain.rs",
    "view.rs",
    "pick.rs",
    "json.rs",
    "eval.rs",
    "invariant.rs",
];

#[test]
fn every_game_folder_holds_the_same_files() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut missing = Vec::new();
    for &id in GameId::ALL {
        let folder = root.join("src/games").join(id.info().folder);
        for file in GAME_FILES {
            if !folder.join(file).is_file() {
                missing.push(format!("{}/{file}", folder.display()));
            }
        }
    }
    assert!(missing.is_empty(), "missing from a game folder:\n{}", missing.join("\n"));
}

const LONGEST: usize = 120;

/// Every function of `text` whose body has its braces on lines of their own depth (as `cargo fmt`
/// writes them): its name, its first line (from 1) and its length in lines.
fn functions(text: &str) -> Vec<(String, usize, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let code = line.trim_start();
        let indent = line.len() - code.len();
        let after_vis =
            ["pub(crate) ", "pub(super) ", "pub "].iter().fold(code, |c, v| c.strip_prefix(v).unwrap_or(c));
        let after_kw = ["async ", "const "].iter().fold(after_vis, |c, k| c.strip_prefix(k).unwrap_or(c));
        let Some(rest) = after_kw.strip_prefix("fn ") else { continue };
        let name: String = rest.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
        // The signature ends at the first line ending in `{` (a body) or `;` (a declaration).
        let Some(open) = (i..lines.len()).find(|&j| {
            let l = lines[j].trim_end();
            l.ends_with('{') || l.ends_with(';')
        }) else {
            continue;
        };
        if lines[open].trim_end().ends_with(';') {
            continue;
        }
        let close = (open + 1..lines.len()).find(|&j| {
            let l = lines[j];
            l.len() > indent && l[..indent].trim().is_empty() && l[indent..].starts_with('}')
        });
        if let Some(close) = close {
            found.push((name, i + 1, close - i + 1));
        }
    }
    found
}

#[test]
fn no_function_of_the_site_is_over_120_lines() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src/ui"), &mut files);
    assert!(files.len() > 20, "found too few source files: {files:?}");
    let mut long = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (name, line, n) in functions(&text) {
            if n > LONGEST {
                long.push(format!(
                    "{}:{line}: fn {name}, {n} lines",
                    f.strip_prefix(root).unwrap_or(f).display()
                ));
            }
        }
    }
    assert!(long.is_empty(), "functions over {LONGEST} lines:\n{}", long.join("\n"));
}

#[test]
fn the_count_itself_finds_a_long_function() {
    // Guards the scanner: a function of 130 lines is found and measured, one of 3 is not long,
    // a declaration without a body is no function, and a method's closing brace is its own.
    let long = format!("pub fn board() -> AnyView {{\n{}}}\n", "    let x = 1;\n".repeat(128));
    assert_eq!(functions(&long), vec![("board".to_string(), 1, 130)]);
    let short = "impl A {\n    fn b(&self) -> u8 {\n        1\n    }\n    fn c(&self);\n}\n";
    assert_eq!(functions(short), vec![("b".to_string(), 2, 3)]);
}
