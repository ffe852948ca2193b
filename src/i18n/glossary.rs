//! A language's glossary: the site's terms and how that language renders them, so that the same
//! English term is the same word on every page, and the games' own words stay as the sources spell
//! them. One file per language beside its catalogs, `src/i18n/texts/<lang>/glossary.txt` (none
//! for English); `tests/catalogs.rs` holds every catalog to its glossary, and the review mode shows
//! a text's terms to the reviewer.
//!
//! ```text
//! # A comment. Blank lines are ignored.
//! computer player = kombuyuutar | kombuyuutarka
//!   ! mashiin — a machine in general, not the one that plays
//! dèleb = dèleb
//! ```
//!
//! - An entry is `<English term> = <rendering> | <other accepted form> | …`. The English term is
//!   matched in the English texts case-insensitively on word boundaries, and may be several words.
//!   The first form is the rendering; the others are the forms a sentence may need (Somali and
//!   Arabic inflect), each matched as the start of a word.
//! - An entry whose rendering is its English term (`dèleb = dèleb`) is a game word, kept as it is.
//! - A line `! <avoided form> — <why>` right after an entry (indented or not) names a rendering
//!   not to use, and why.

use crate::i18n::catalog::BadLine;

/// One term of a glossary.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Term {
    /// The term as the English texts write it (matched without regard to case).
    pub english: String,
    /// Its rendering first, then the other forms a sentence may use.
    pub forms: Vec<String>,
    /// Renderings not to use, each with the reason.
    pub avoid: Vec<(String, String)>,
}

impl Term {
    /// A game word: kept in every language as the source spells it.
    pub fn kept(&self) -> bool {
        self.forms.first().is_some_and(|f| f.to_lowercase() == self.english.to_lowercase())
    }
}

/// The terms of a glossary file, or the first line that is not one.
pub fn parse(text: &str) -> Result<Vec<Term>, BadLine> {
    let mut terms: Vec<Term> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim_end_matches('\r').trim();
        let bad = |why| BadLine { line: i + 1, why };
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(rest) = line.strip_prefix('!') {
            let term = terms.last_mut().ok_or(bad("an avoided form before any entry"))?;
            let (form, why) = rest.split_once('—').ok_or(bad("no \" — \" before the reason"))?;
            let (form, why) = (form.trim(), why.trim());
            if form.is_empty() || why.is_empty() {
                return Err(bad("an avoided form needs the form and a reason"));
            }
            term.avoid.push((form.to_string(), why.to_string()));
            continue;
        }
        let (english, forms) = line.split_once(" = ").ok_or(bad("no \" = \" after the term"))?;
        let english = english.trim();
        let forms: Vec<String> = forms.split('|').map(|f| f.trim().to_string()).collect();
        if english.is_empty() || forms.iter().any(String::is_empty) {
            return Err(bad("an empty term or form"));
        }
        if terms.iter().any(|t| t.english.to_lowercase() == english.to_lowercase()) {
            return Err(bad("term defined twice"));
        }
        terms.push(Term { english: english.to_string(), forms, avoid: Vec::new() });
    }
    Ok(terms)
}

/// Whether `text` has `term` as a whole word or words (not inside another word), ignoring case:
/// how an English term is found in an English text.
pub fn has_word(text: &str, term: &str) -> bool {
    find_at(text, term, true)
}

/// Whether a word of `text` starts with `form`, ignoring case: how a rendering is found in a text
/// of an inflecting language ("ciyaar" in "ciyaartoyga").
pub fn has_word_start(text: &str, form: &str) -> bool {
    find_at(text, form, false)
}

fn find_at(text: &str, needle: &str, whole: bool) -> bool {
    let (text, needle) = (text.to_lowercase(), needle.to_lowercase());
    if needle.is_empty() {
        return false;
    }
    // An apostrophe or a quote mark is not part of a word ("rab'" is found in "«rab'»" and in
    // "the rab' thrown"); the dot of Marin's "tələ·də" and combining marks are.
    let word = |c: char| c.is_alphanumeric() || c == '·' || is_mark(c);
    text.match_indices(&needle).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + needle.len()..].chars().next();
        let starts = before.is_none_or(|c| !word(c));
        let ends = !whole || after.is_none_or(|c| !word(c));
        starts && ends
    })
}

/// Combining marks (Arabic vowel signs, the dot in "tələ·də" written with one), part of a word.
fn is_mark(c: char) -> bool {
    matches!(c as u32, 0x0300..=0x036F | 0x064B..=0x065F | 0x0670)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "# Somali\n\nrandom = aan la kala dooran | kala doorasho la'aan\n  ! nasiib — means luck, not random\n\ncomputer player = kombuyuutarka\ndèleb = dèleb\n";

    #[test]
    fn reads_terms_forms_and_avoided_forms() {
        let terms = parse(SAMPLE).unwrap();
        assert_eq!(terms.len(), 3);
        assert_eq!(terms[0].english, "random");
        assert_eq!(terms[0].forms, ["aan la kala dooran", "kala doorasho la'aan"]);
        assert_eq!(terms[0].avoid, [("nasiib".to_string(), "means luck, not random".to_string())]);
        assert_eq!(terms[1].english, "computer player");
        assert!(terms[1].avoid.is_empty());
        assert!(!terms[0].kept());
        assert!(terms[2].kept(), "a term rendered as itself is a game word");
    }

    #[test]
    fn refuses_broken_lines_with_their_number() {
        assert_eq!(
            parse("! nasiib — luck\n").unwrap_err(),
            BadLine { line: 1, why: "an avoided form before any entry" }
        );
        assert_eq!(parse("game = ciyaar\n  ! nasiib luck\n").unwrap_err().line, 2);
        assert_eq!(parse("game ciyaar\n").unwrap_err().why, "no \" = \" after the term");
        assert_eq!(parse("game = ciyaar | \n").unwrap_err().why, "an empty term or form");
        assert_eq!(
            parse("game = a\nGame = b\n").unwrap_err(),
            BadLine { line: 2, why: "term defined twice" }
        );
    }

    #[test]
    fn finds_whole_english_words_and_the_starts_of_inflected_words() {
        assert!(has_word("Play against the Computer player.", "computer player"));
        assert!(!has_word("Two players", "player"), "players is another word than player");
        assert!(!has_word("replay", "play"));
        assert!(has_word("the rab' is thrown", "rab'"));
        assert!(has_word_start("Ciyaartoyga kombuyuutarka", "kombuyuutar"));
        assert!(!has_word_start("dib u ciyaar", "yaar"), "not inside a word");
        assert!(has_word_start("«dèleb» waa", "dèleb"));
        assert!(has_word_start("ramiyay tələ·də", "tələ·də"));
    }
}
