//! Review mode's pure half: what a native speaker's correction must be to be accepted, the file
//! corrections travel in, and which keys a text on the page can be. The site checks a correction
//! as it is typed with [`check`], and `lab merge-corrections` checks a whole file with the same
//! function before it writes anything ([`merge`]). How review mode works: docs/i18n.md, "Review
//! mode".
//!
//! A corrections file is a catalog file (format in [`super::catalog`]) of one language, with a
//! comment line `# lang: <tag>` naming it:
//!
//! ```text
//! # Corrections to the Somali texts of Sand & Board, made in review mode.
//! # lang: so
//! home.title = Ciyaar, baro oo bar afar ciyaarood oo dhaqameed
//! table.moves[one] = {0} dhaqaaq
//! ```

pub mod live;
pub mod merge;

use super::{Lang, Msg, catalog};
use std::collections::BTreeSet;

/// The CLDR plural categories a language's whole numbers use (what the site counts), in CLDR's
/// order. `tests/catalogs.rs` derives the same from CLDR's data for 0 to 10,000;
/// `tests/review.rs` holds this table to it.
pub fn plural_categories(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Ar => &["zero", "one", "two", "few", "many", "other"],
        // The pseudo-language is English made strange: English's forms.
        Lang::En | Lang::Pseudo | Lang::So | Lang::Fr | Lang::Nb | Lang::Sv => &["one", "other"],
    }
}

/// The numbers of the `{n}` arguments a text has.
pub fn arguments(text: &str) -> BTreeSet<usize> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        if let Some(n) = rest.find('}').and_then(|close| rest[..close].parse::<usize>().ok()) {
            out.insert(n);
        }
    }
    out
}

/// A key without its plural category, and the category (`table.moves[one]` → `table.moves`,
/// `one`).
pub fn split_key(key: &str) -> (&str, Option<&str>) {
    match key.split_once('[') {
        Some((base, rest)) => (base, Some(rest.trim_end_matches(']'))),
        None => (key, None),
    }
}

/// Whether `text`, a correction of `key` (with its plural category where the English text has
/// forms) in `lang`, can replace the catalog's: the key is an English one, a plural form is one the
/// language uses, and the arguments are English's (a form for one number only, `[zero]`, `[one]`,
/// `[two]`, may leave out its count `{0}`: "one move"). `english` gives an English catalog's text of a key (with its category). The
/// reason is a message for the reviewer, in the catalog part `review`.
pub fn check(lang: Lang, key: &str, text: &str, english: &dyn Fn(&str) -> Option<String>) -> Result<(), Msg> {
    let (base, category) = split_key(key);
    let forms: Vec<String> =
        catalog::PLURAL_CATEGORIES.iter().filter_map(|c| english(&format!("{base}[{c}]"))).collect();
    let plain = english(base);
    let english_texts: Vec<String> = plain.iter().cloned().chain(forms.iter().cloned()).collect();
    if english_texts.is_empty() {
        return Err(Msg::new("review.problem.unknown_key").arg(base));
    }
    match (category, plain.is_some()) {
        (Some(_), true) => return Err(Msg::new("review.problem.not_plural").arg(base)),
        (None, false) => return Err(Msg::new("review.problem.needs_form").arg(base)),
        (Some(c), false) if !plural_categories(lang).contains(&c) => {
            let used = plural_categories(lang).join(", ");
            return Err(Msg::new("review.problem.form").arg(c).arg(used));
        }
        _ => {}
    }
    let wanted: BTreeSet<usize> = english_texts.iter().flat_map(|t| arguments(t)).collect();
    let have = arguments(text);
    if let Some(extra) = have.difference(&wanted).next() {
        return Err(Msg::new("review.problem.extra_argument").arg(format!("{{{extra}}}")));
    }
    // A form for one number only ("one move", Arabic's "two moves") may say it in words.
    let may_lack = |n: &usize| *n == 0 && matches!(category, Some("zero" | "one" | "two"));
    if let Some(lost) = wanted.difference(&have).find(|n| !may_lack(n)) {
        return Err(Msg::new("review.problem.lost_argument").arg(format!("{{{lost}}}")));
    }
    Ok(())
}

/// A text as a catalog line writes it: a line break as `\n`, a backslash as `\\`.
pub fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace('\r', "").replace('\n', "\\n")
}

/// The first line of a corrections file, then the line naming its language.
pub fn file_header(lang: Lang) -> String {
    format!(
        "# Corrections to the {} texts of Sand & Board, made in review mode.\n# lang: {}\n",
        lang.name(),
        lang.tag()
    )
}

/// A corrections file of `lang` holding `corrections` (key with its category, text), in order.
pub fn write_file(lang: Lang, corrections: &[(String, String)]) -> String {
    let mut out = file_header(lang);
    for (key, text) in corrections {
        out.push_str(&format!("{key} = {}\n", escape(text)));
    }
    out
}

/// The language a corrections file names on its `# lang: <tag>` line.
pub fn file_language(text: &str) -> Option<Lang> {
    text.lines().find_map(|l| l.trim().strip_prefix("# lang:")).and_then(|tag| Lang::parse(tag.trim()))
}

/// The corrections of a file, key and text (unescaped) in the file's order, or its first broken
/// line.
pub fn read_file(text: &str) -> Result<Vec<(String, String)>, catalog::BadLine> {
    let entries = catalog::parse(text)?;
    let mut out: Vec<(usize, String, String)> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim_end_matches('\r');
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let key = line.split_once(" = ").map_or(line.trim_end_matches(" ="), |(k, _)| k);
        if let Some(value) = catalog::find(&entries, key) {
            out.push((i + 1, key.to_string(), value.to_string()));
        }
    }
    Ok(out.into_iter().map(|(_, k, v)| (k, v)).collect())
}

/// Unicode's directional marks and isolates, which a right-to-left page puts around Latin words
/// and arguments (`i18n::isolate_latin`): not part of what a reader sees as a text.
fn is_direction_mark(c: char) -> bool {
    matches!(c, '\u{200e}' | '\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// `text` without direction marks and with every run of white space one space.
pub fn plain(text: &str) -> String {
    let kept: String = text.chars().filter(|&c| !is_direction_mark(c)).collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// How much of `shown` (a text on the page) the template `template` accounts for: the length of its
/// words between arguments when each is found in `shown`, in order; `None` when one is not, or the
/// template has fewer than two letters of its own (`{0}` alone could be anything).
pub fn accounts_for(shown: &str, template: &str) -> Option<usize> {
    let template = plain(template);
    let mut pieces: Vec<&str> = Vec::new();
    let mut rest = template.as_str();
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').map(|c| open + c);
        match close.filter(|&c| rest[open + 1..c].parse::<usize>().is_ok()) {
            Some(close) => {
                pieces.push(&rest[..open]);
                rest = &rest[close + 1..];
            }
            None => break,
        }
    }
    pieces.push(rest);
    let pieces: Vec<&str> = pieces.into_iter().map(str::trim).filter(|p| !p.is_empty()).collect();
    let letters: usize = pieces.iter().map(|p| p.chars().filter(|c| c.is_alphabetic()).count()).sum();
    if letters < 2 {
        return None;
    }
    let mut at = 0;
    for piece in &pieces {
        at += shown[at..].find(piece)? + piece.len();
    }
    Some(pieces.iter().map(|p| p.chars().count()).sum())
}

/// The keys whose texts `shown` (an element's text on the page) holds, the one that accounts for
/// the most of it first, at most `max`. `texts` are the candidates: key and its template as the
/// page's language has it now.
pub fn keys_shown<'a>(shown: &str, texts: &[(&'a str, &str)], max: usize) -> Vec<&'a str> {
    let shown = plain(shown);
    let mut found: Vec<(usize, &str)> =
        texts.iter().filter_map(|&(key, template)| Some((accounts_for(&shown, template)?, key))).collect();
    found.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(b.1)));
    found.dedup_by(|a, b| a.1 == b.1);
    found.into_iter().take(max).map(|(_, key)| key).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn english(key: &str) -> Option<String> {
        match key {
            "t.moves[one]" => Some("{0} move".into()),
            "t.moves[other]" => Some("{0} moves".into()),
            "t.turn" => Some("It is {0}'s turn with {1}.".into()),
            "t.plain" => Some("Play".into()),
            _ => None,
        }
    }

    #[test]
    fn a_correction_keeps_the_english_keys_arguments_and_the_languages_forms() {
        assert_eq!(check(Lang::So, "t.turn", "Waa {1} iyo {0}.", &english), Ok(()));
        assert_eq!(
            check(Lang::So, "t.moves[one]", "hal dhaqaaq", &english),
            Ok(()),
            "a form may omit its count"
        );
        assert_eq!(check(Lang::Ar, "t.moves[two]", "نقلتان", &english), Ok(()));
        let why = |lang, key, text| check(lang, key, text, &english).unwrap_err().key;
        assert_eq!(why(Lang::So, "t.nothing", "x"), "review.problem.unknown_key");
        assert_eq!(why(Lang::So, "t.turn", "Waa {0}."), "review.problem.lost_argument");
        assert_eq!(why(Lang::So, "t.turn", "Waa {0} {1} {2}."), "review.problem.extra_argument");
        assert_eq!(why(Lang::So, "t.moves[few]", "{0}"), "review.problem.form");
        assert_eq!(why(Lang::So, "t.moves", "{0}"), "review.problem.needs_form");
        assert_eq!(why(Lang::So, "t.plain[one]", "Ciyaar"), "review.problem.not_plural");
        assert_eq!(why(Lang::So, "t.moves[other]", "dhaqaaqyo"), "review.problem.lost_argument");
    }

    #[test]
    fn a_file_reads_back_what_was_written() {
        let list = vec![("t.turn".to_string(), "Two\nlines \\ {0} {1}".to_string())];
        let file = write_file(Lang::So, &list);
        assert_eq!(file_language(&file), Some(Lang::So));
        assert_eq!(read_file(&file).unwrap(), list);
        assert!(file.contains("t.turn = Two\\nlines \\\\ {0} {1}\n"));
    }

    #[test]
    fn a_text_on_the_page_is_matched_to_the_keys_that_hold_it_longest_first() {
        let texts = [
            ("t.turn", "It is {0}'s turn with {1}."),
            ("t.plain", "Play"),
            ("t.name", "Sand & Board"),
            ("t.arg", "{0}"),
        ];
        assert_eq!(keys_shown("It is Amina's turn with 3 seeds.", &texts, 5), ["t.turn"]);
        assert_eq!(keys_shown("  Play \n", &texts, 5), ["t.plain"]);
        assert_eq!(keys_shown("Sand & Board Play", &texts, 5), ["t.name", "t.plain"]);
        assert_eq!(keys_shown("Sand & Board Play", &texts, 1), ["t.name"]);
        assert!(keys_shown("Nothing here", &texts, 5).is_empty(), "an argument alone matches nothing");
        // The marks a right-to-left page puts around Latin words are not part of the text.
        assert_eq!(keys_shown("\u{2068}Play\u{2069}", &[("k", "\u{2066}Play\u{2069}")], 5), ["k"]);
    }
}
