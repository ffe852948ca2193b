//! Merging a reviewer's corrections file into a language's catalogs (`lab merge-corrections`):
//! every line is checked first (the file's syntax, each key an English one, its arguments and
//! plural forms, by [`super::check`], the site's own check as the reviewer typed), and nothing is
//! written unless all are good. Each corrected line replaces the catalog's line of that key in the
//! part that holds it, keeping the file's order and comments; a plural form the catalog lacks goes
//! after its key's other forms.

use super::super::{Lang, Msg, catalog};
use super::{check, file_language, split_key};
use std::collections::HashMap;

/// A catalog file: its part (`site`, `deleb`…) and its text.
pub type File = (String, String);

/// One line the merge changed.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Change {
    pub part: String,
    pub key: String,
    /// The line's text before, as the catalog writes it (`None`: a plural form it lacked).
    pub before: Option<String>,
    pub after: String,
}

/// Why a corrections file was refused: the line (1 for the file as a whole) and the reason, in
/// English.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Refused {
    pub line: usize,
    pub why: String,
}

/// What merging gives: the language, the catalog files it changes (part, new text) and each line
/// changed.
#[derive(Debug)]
pub struct Merged {
    pub lang: Lang,
    pub files: Vec<File>,
    pub changes: Vec<Change>,
}

/// Merges corrections file `text` (in `lang`, else the language its `# lang:` line names) into
/// `catalogs`, that language's files, checked against `english`, the English files.
pub fn merge(text: &str, lang: Option<Lang>, english: &[File], catalogs: &[File]) -> Result<Merged, Refused> {
    let whole = |why: String| Refused { line: 1, why };
    let lang = lang.or_else(|| file_language(text)).ok_or_else(|| {
        whole("the file names no language: its first lines should hold one such as \"# lang: so\"".into())
    })?;
    let mut english_texts: HashMap<String, String> = HashMap::new();
    let mut part_of: HashMap<String, String> = HashMap::new();
    for (part, file) in english {
        let entries = catalog::parse(file).map_err(|e| {
            whole(format!("the English catalog {part} is broken at line {}: {}", e.line, e.why))
        })?;
        for (key, value) in entries {
            english_texts.insert(key.to_string(), value.to_string());
            part_of.insert(split_key(key).0.to_string(), part.clone());
        }
    }
    let lookup = |key: &str| english_texts.get(key).cloned();
    let mut lines: Vec<(String, String)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r');
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let refuse = |why: String| Refused { line: i + 1, why };
        let entries = catalog::parse(line).map_err(|e| refuse(e.why.to_string()))?;
        let Some((key, value)) = entries.into_iter().next() else { continue };
        if lines.iter().any(|(k, _)| k == key) {
            return Err(refuse(format!("{key} is corrected twice")));
        }
        check(lang, key, value, &lookup).map_err(|m: Msg| refuse(m.text(Lang::En)))?;
        let raw_value = line.split_once(" = ").map_or("", |(_, v)| v);
        lines.push((key.to_string(), raw_value.to_string()));
    }
    let mut files: Vec<File> = Vec::new();
    let mut changes = Vec::new();
    for (key, value) in lines {
        let part = &part_of[split_key(&key).0];
        if !files.iter().any(|(p, _)| p == part) {
            let Some((_, file)) = catalogs.iter().find(|(p, _)| p == part) else {
                return Err(whole(format!("the {} catalogs have no part {part} for {key}", lang.tag())));
            };
            files.push((part.clone(), file.clone()));
        }
        let file = files.iter_mut().find(|(p, _)| p == part).map(|(_, f)| f);
        let Some(file) = file else { continue };
        let before = put_line(file, &key, &value);
        if before.as_deref() != Some(value.as_str()) {
            changes.push(Change { part: part.clone(), key, before, after: value });
        }
    }
    files.retain(|(p, _)| changes.iter().any(|c| &c.part == p));
    Ok(Merged { lang, files, changes })
}

/// Writes `key = value` into catalog text `file`: in place of the line of `key`, else after the
/// last line of the same key's other plural forms, else at the end. The text it had before.
fn put_line(file: &mut String, key: &str, value: &str) -> Option<String> {
    let new_line = format!("{key} = {value}");
    let mut lines: Vec<String> = file.lines().map(str::to_string).collect();
    let key_of = |line: &str| {
        let line = line.trim_end_matches('\r');
        if line.starts_with('#') {
            return None;
        }
        line.split_once(" = ")
            .map(|(k, _)| k.to_string())
            .or_else(|| line.strip_suffix(" =").map(str::to_string))
    };
    let mut before = None;
    if let Some(i) = lines.iter().position(|l| key_of(l).as_deref() == Some(key)) {
        before = Some(lines[i].trim_end_matches('\r').split_once(" = ").map_or("", |(_, v)| v).to_string());
        lines[i] = new_line;
    } else {
        let base = split_key(key).0;
        match lines.iter().rposition(|l| key_of(l).is_some_and(|k| split_key(&k).0 == base)) {
            Some(i) => lines.insert(i + 1, new_line),
            None => lines.push(new_line),
        }
    }
    *file = lines.join("\n") + "\n";
    before
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(list: &[(&str, &str)]) -> Vec<File> {
        list.iter().map(|(p, t)| (p.to_string(), t.to_string())).collect()
    }

    #[test]
    fn lines_are_replaced_in_place_and_missing_forms_go_beside_their_key() {
        let en = files(&[("site", "a = Play\nn[one] = {0} move\nn[other] = {0} moves\nz = Last\n")]);
        let so = files(&[("site", "# Somali\na = Ciyaar\n\nn[other] = {0} dhaqaaq\nz = Ugu dambe\n")]);
        let fix = "# lang: so\na = Ciyaar hadda\nn[one] = hal dhaqaaq\nz = Ugu dambe\n";
        let merged = merge(fix, None, &en, &so).unwrap();
        assert_eq!(merged.lang, Lang::So);
        assert_eq!(
            merged.files,
            files(&[(
                "site",
                "# Somali\na = Ciyaar hadda\n\nn[other] = {0} dhaqaaq\nn[one] = hal dhaqaaq\nz = Ugu dambe\n"
            )])
        );
        assert_eq!(merged.changes.len(), 2, "a line already right is no change");
        assert_eq!(merged.changes[0].before.as_deref(), Some("Ciyaar"));
        assert_eq!(merged.changes[1].before, None);
    }

    #[test]
    fn a_broken_file_is_refused_at_its_line() {
        let en = files(&[("site", "a = Play {0}\nn[one] = {0} move\nn[other] = {0} moves\n")]);
        let so = files(&[("site", "a = Ciyaar {0}\nn[one] = {0} dhaqaaq\nn[other] = {0} dhaqaaq\n")]);
        let refused = |fix: &str| merge(fix, None, &en, &so).unwrap_err();
        assert_eq!(refused("a = x {0}\n").line, 1, "no language");
        assert_eq!(
            refused("# lang: so\n\nno separator\n"),
            Refused { line: 3, why: "no \" = \" after the key".into() }
        );
        assert_eq!(refused("# lang: so\nb = x\n").line, 2);
        assert!(refused("# lang: so\nb = x\n").why.contains('b'), "names the key");
        assert_eq!(refused("# lang: so\na = x\n").line, 2, "a lost argument");
        assert_eq!(refused("# lang: so\nn[few] = {0}\n").line, 2, "a form Somali does not use");
        assert_eq!(refused("# lang: so\na = x {0}\na = y {0}\n").line, 3, "twice");
    }
}
