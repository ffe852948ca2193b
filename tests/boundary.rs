//! The rules must stay pure: no web crate may appear in the folders that `lab` and the native
//! tests use. (The build with `--no-default-features` proves they compile without the web
//! crates; this test also catches a web import hidden behind a `cfg`.)

use std::path::Path;

const PURE: &[&str] = &["src/model", "src/games", "src/i18n", "src/ai", "src/link", "src/bin/lab"];
const WEB: &[&str] = &["leptos", "web_sys", "wasm_bindgen", "js_sys", "gloo"];

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
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

#[test]
fn pure_folders_use_no_web_crate() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in PURE {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 10, "found too few source files: {files:?}");
    let mut offences = Vec::new();
    for f in &files {
        let text = std::fs::read_to_string(f).unwrap();
        for (n, line) in text.lines().enumerate() {
            let code = line.split("//").next().unwrap_or("");
            for w in WEB {
                let used = code.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|tok| tok == *w);
                if used {
                    offences.push(format!("{}:{}: {}", f.display(), n + 1, line.trim()));
                }
            }
        }
    }
    assert!(offences.is_empty(), "web crates in pure code:\n{}", offences.join("\n"));
}

#[test]
fn the_check_itself_catches_an_import() {
    // Guards the scanner: a line importing leptos must be found.
    let line = "use leptos::prelude::*;";
    assert!(line.split(|c: char| !(c.is_alphanumeric() || c == '_')).any(|t| t == "leptos"));
}
