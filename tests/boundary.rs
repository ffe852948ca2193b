//! The rules must stay pure: no web crate may appear in the folders that `lab` and the native
//! tests use. (The build with `--no-default-features` proves they compile without the web
//! crates; this test also catches a web import hidden behind a `cfg`.)

mod common;

use common::rust_files;
use std::path::Path;

const PURE: &[&str] = &["src/model", "src/games", "src/i18n", "src/ai", "src/link", "src/bin/lab"];
const WEB: &[&str] = &["leptos", "web_sys", "wasm_bindgen", "js_sys", "gloo"];

/// The scanner: every line of `text` (the file `name`) whose code names a web crate, as
/// "name:line: text". A name counts as a whole word outside a `//` comment, so `igloo` or a
/// comment about leptos is no offence; one line naming two crates is listed twice.
fn offences(name: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        for w in WEB {
            let used = code.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|tok| tok == *w);
            if used {
                found.push(format!("{name}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    found
}

#[test]
fn pure_folders_use_no_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in PURE {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 10, "found too few source files: {files:?}");
    let mut found = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        found.extend(offences(&f.display().to_string(), &text));
    }
    assert!(found.is_empty(), "web crates in pure code:\n{}", found.join("\n"));
}

#[test]
fn the_check_itself_catches_an_import() {
    // Guards the scanner the test above runs: fed a pure file with web code planted in it, it
    // finds the import and the call, and nothing in comments or inside other words.
    let planted = "\
//! Rules of a game (a comment naming leptos is no offence).
use leptos::prelude::*;
use crate::model::Board; // not a web_sys line: the crate is named only in this comment

pub fn width() -> f64 {
    let igloo = 3.0;
    web_sys::window().unwrap().inner_width().unwrap().as_f64().unwrap() + igloo
}
";
    assert_eq!(
        offences("src/model/planted.rs", planted),
        [
            "src/model/planted.rs:2: use leptos::prelude::*;",
            "src/model/planted.rs:7: web_sys::window().unwrap().inner_width().unwrap().as_f64().unwrap() + igloo",
        ]
    );
}
