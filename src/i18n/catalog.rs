//! The catalog file format: one text per line, `key = text`, read the same by the site (which
//! fetches a language's files when it needs them) and by the native tools (which compile the
//! English files in).
//!
//! ```text
//! # A comment. Blank lines are ignored.
//! table.to_move = To play: {0}
//! table.moves[one] = {0} move
//! table.moves[other] = {0} moves
//! rules.intro = First line.\nSecond line.
//! ```
//!
//! - A key is ASCII letters, digits and `.-_`, optionally followed by a plural category in
//!   brackets (`[zero]`, `[one]`, `[two]`, `[few]`, `[many]`, `[other]`).
//! - The text follows the first ` = `; `\n` is a line break and `\\` a backslash.
//! - `{0}`, `{1}`… are the message's arguments.

use std::collections::HashMap;

/// Why a line of a catalog is not an entry.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BadLine {
    pub line: usize,
    pub why: &'static str,
}

/// A catalog file's texts by key.
pub type Entries = HashMap<&'static str, &'static str>;

/// The entries of a catalog file, or the first line that is not one. The text is leaked:
/// catalogs are loaded once per language and part of the site and live as long as the page.
pub fn parse(text: &str) -> Result<Entries, BadLine> {
    let mut entries = HashMap::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, value) = split(line).map_err(|why| BadLine { line: i + 1, why })?;
        if entries.insert(leak(key.to_string()), leak(unescape(value))).is_some() {
            return Err(BadLine { line: i + 1, why: "key defined twice" });
        }
    }
    Ok(entries)
}

/// The text of `key`.
pub fn find(entries: &Entries, key: &str) -> Option<&'static str> {
    entries.get(key).copied()
}

/// The categories of a plural rule, as CLDR names them.
pub const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

fn split(line: &str) -> Result<(&str, &str), &'static str> {
    let (key, value) = match line.split_once(" = ") {
        Some(kv) => kv,
        None => (line.strip_suffix(" =").ok_or("no \" = \" after the key")?, ""),
    };
    let (name, category) = match key.split_once('[') {
        Some((name, rest)) => (name, Some(rest.strip_suffix(']').ok_or("unclosed [category]")?)),
        None => (key, None),
    };
    let valid = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_');
    if name.is_empty() || !name.chars().all(valid) {
        return Err("a key is letters, digits and . - _");
    }
    if category.is_some_and(|c| !PLURAL_CATEGORIES.contains(&c)) {
        return Err("unknown plural category");
    }
    Ok((key, value))
}

fn unescape(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_entries_comments_escapes_and_plurals() {
        let text = "# comment\n\nb.key = Two\\nlines, a \\\\ and {0}\na.key = One = one\nc.n[one] = {0} move\nc.n[other] = {0} moves\nempty =\n";
        let e = parse(text).unwrap();
        assert_eq!(find(&e, "a.key"), Some("One = one"));
        assert_eq!(find(&e, "b.key"), Some("Two\nlines, a \\ and {0}"));
        assert_eq!(find(&e, "c.n[one]"), Some("{0} move"));
        assert_eq!(find(&e, "empty"), Some(""));
        assert_eq!(find(&e, "c.n"), None);
    }

    #[test]
    fn refuses_broken_lines_with_their_number() {
        assert_eq!(
            parse("a = 1\nno separator\n").unwrap_err(),
            BadLine { line: 2, why: "no \" = \" after the key" }
        );
        assert_eq!(parse("bad key = 1").unwrap_err().line, 1);
        assert_eq!(parse("k[several] = 1").unwrap_err().why, "unknown plural category");
        assert_eq!(
            parse("a = 1\nb = 2\na = 3\n").unwrap_err(),
            BadLine { line: 3, why: "key defined twice" }
        );
    }
}
