//! `lab merge-corrections FILE`: a reviewer's corrections (exported from the site's review mode,
//! docs/i18n.md) merged into a language's catalogs, after every line is checked
//! (`sandgames::i18n::review::merge`). A broken file is refused with its line, and nothing is
//! written.

use super::commands::Failure::{self, Rejected, Usage};
use sandgames::i18n::Lang;
use sandgames::i18n::review::merge::{File, merge};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

pub fn run(words: &[String]) -> Result<String, Failure> {
    let mut file = None;
    let mut texts = PathBuf::from("src/i18n/texts");
    let mut lang = None;
    let mut words = words.iter();
    while let Some(w) = words.next() {
        let mut value =
            |name: &str| words.next().cloned().ok_or_else(|| Usage(format!("{name} needs a value")));
        match w.as_str() {
            "--texts" => texts = PathBuf::from(value("--texts")?),
            "--lang" => {
                let tag = value("--lang")?;
                lang = Some(
                    Lang::parse(&tag)
                        .ok_or_else(|| Usage(format!("--lang {tag}: not a language of the site")))?,
                );
            }
            w if w.starts_with("--") => return Err(Usage(format!("merge-corrections: unknown option {w}"))),
            w if file.is_none() => file = Some(w.to_string()),
            w => return Err(Usage(format!("merge-corrections: one file only ({w}?)"))),
        }
    }
    let file =
        file.ok_or_else(|| Usage("merge-corrections: which file? (lab merge-corrections FILE)".into()))?;
    let text = std::fs::read_to_string(&file).map_err(|e| Rejected(format!("{file}: {e}")))?;
    let english = read_dir(&texts.join("en"))?;
    // The language is read from the file unless given: its catalogs are read once it is known.
    let lang = lang.or_else(|| sandgames::i18n::review::file_language(&text));
    let catalogs = match lang {
        Some(l) => read_dir(&texts.join(l.tag()))?,
        None => Vec::new(),
    };
    let merged = merge(&text, lang, &english, &catalogs)
        .map_err(|r| Rejected(format!("{file}:{}: {} (nothing was written)", r.line, r.why)))?;
    let dir = texts.join(merged.lang.tag());
    for (part, new) in &merged.files {
        let path = dir.join(format!("{part}.txt"));
        let temporary = dir.join(format!(".{part}.txt.merging"));
        std::fs::write(&temporary, new)
            .and_then(|()| std::fs::rename(&temporary, &path))
            .map_err(|e| Rejected(format!("{}: {e}", path.display())))?;
    }
    let mut out = String::new();
    for c in &merged.changes {
        let before =
            c.before.as_deref().map_or("(a form the catalog lacked)".to_string(), |b| format!("\"{b}\""));
        let _ = writeln!(
            out,
            "{}/{}.txt: {}\n  was {before}\n  now \"{}\"",
            merged.lang.tag(),
            c.part,
            c.key,
            c.after
        );
    }
    let _ = writeln!(
        out,
        "{} line(s) changed in {} file(s) of {}",
        merged.changes.len(),
        merged.files.len(),
        dir.display()
    );
    Ok(out)
}

/// The catalog files of one language's folder, part and text (its glossary is not one).
fn read_dir(dir: &Path) -> Result<Vec<File>, Failure> {
    let entries = std::fs::read_dir(dir).map_err(|e| Rejected(format!("{}: {e}", dir.display())))?;
    let mut files = Vec::new();
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(part) = path.file_stem().and_then(|s| s.to_str()) else { continue };
        if path.extension().is_some_and(|e| e == "txt") && part != "glossary" && !part.starts_with('.') {
            let text =
                std::fs::read_to_string(&path).map_err(|e| Rejected(format!("{}: {e}", path.display())))?;
            files.push((part.to_string(), text));
        }
    }
    files.sort();
    Ok(files)
}
