//! Native builds (`lab`, the tests) compile the English catalogs in (`i18n::builtin`); the site
//! fetches them instead. The list of catalog files is read from `src/i18n/texts/en/`, so that a
//! game's catalog (named by its id) is found without a line of code naming it.

use std::path::Path;

fn main() {
    let dir = Path::new("src/i18n/texts/en");
    println!("cargo:rerun-if-changed={}", dir.display());
    let wasm = std::env::var("CARGO_CFG_TARGET_ARCH").is_ok_and(|a| a == "wasm32");
    let mut files = Vec::new();
    if !wasm {
        for entry in std::fs::read_dir(dir).expect("src/i18n/texts/en is readable") {
            let path = entry.expect("a catalog file").path();
            if path.extension().is_some_and(|e| e == "txt") {
                let part =
                    path.file_stem().and_then(|s| s.to_str()).expect("a file name in UTF-8").to_string();
                let full = path.canonicalize().expect("the catalog's full path");
                files.push(format!("({part:?}, include_str!({:?})),\n", full.display().to_string()));
            }
        }
    }
    files.sort();
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("catalogs_en.rs");
    std::fs::write(out, format!("&[\n{}]\n", files.concat())).expect("OUT_DIR is writable");
}
