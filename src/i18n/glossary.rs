//! A language's glossary: the site's terms and how that language renders them, so that the same
//! English term is the same word on every page, and the games' own words stay as the sources spell
//! them. One file per language beside its catalogs, `src/i18n/texts/<lang>/glossary.txt` (none
//! for English); `tests/catalogs.rs` holds every catalog to its glossary, and the review mode shows
//! a text's terms to the reviewer.
//!
//! ```text
//! # A comment. Blank lines are ignored.
//! computer player = ciyaaryahan kombiyuutar | kombiyuutarka
//!   ! mashiin — a machine in general, not the one that plays
//! dèleb = dèleb
//! ```
//!
//! - An entry is `<English term> = <rendering> | <other accepted form> | …`. The English term is
//!   matched in the English texts case-insensitively on word boundaries, and may be several words.
//!   The first form is the rendering; the others are the forms a sentence may need (Somali and
//!   Arabic inflect), each matched as the start of a word.
//! - A form written with a leading hyphen (`-spill`) is the last part of a compound, found inside
//!   a word: Norwegian and Swedish join words ("hyenespillet", "samekongen").
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

/// Whether `text` has `form` as a glossary writes it: the start of a word, or with a leading
/// hyphen (`-spill`) the end part of a compound, anywhere inside a word ("hyenespillet").
pub fn has_form(text: &str, form: &str) -> bool {
    match form.strip_prefix('-') {
        Some(part) if !part.is_empty() => text.to_lowercase().contains(&part.to_lowercase()),
        _ => has_word_start(text, form),
    }
}

fn find_at(text: &str, needle: &str, whole: bool) -> bool {
    // Arabic writes its vowel signs and shadda or leaves them out: "تحرّك" is "تحرك".
    let plain = |s: &str| s.to_lowercase().chars().filter(|&c| !arabic_mark(c)).collect::<String>();
    let (text, needle) = (plain(text), plain(needle));
    if needle.is_empty() {
        return false;
    }
    // An apostrophe or a quote mark is not part of a word ("rab'" is found in "«rab'»" and in
    // "the rab' thrown"); the dot of Marin's "tələ·də", combining marks and the underscore of a
    // name in code ("to_move" is not "move") are. A change of script is a word's edge too: Arabic
    // joins its "and", "with" and article to a Latin game word ("وgàsse", "بـymn"), and to its own
    // words ("والضبع" has "ضبع").
    let word = |c: char| c.is_alphanumeric() || matches!(c, '·' | '_') || is_mark(c);
    let (first, last) = (needle.chars().next(), needle.chars().next_back());
    let same = |c: char, n: Option<char>| word(c) && n.is_some_and(|n| arabic(c) == arabic(n));
    text.match_indices(&needle).any(|(at, _)| {
        let head: String = text[..at].chars().rev().take_while(|&c| same(c, first)).collect();
        let after = text[at + needle.len()..].chars().next();
        let starts = head.is_empty()
            || first.is_some_and(arabic) && proclitics(&head.chars().rev().collect::<String>());
        let ends = !whole || after.is_none_or(|c| !same(c, last));
        starts && ends
    })
}

/// Whether `head` is only the little words Arabic joins to the front of a word: "and" or "so"
/// (و، ف), "with", "for" or "like" (ب، ل، ك), and the article (ال، or ل after ل: "للاعب").
fn proclitics(head: &str) -> bool {
    let mut rest: String = head.chars().filter(|&c| !is_mark(c) && c != '\u{640}').collect();
    for set in [&['و', 'ف'][..], &['ب', 'ل', 'ك'][..]] {
        if rest.starts_with(set) {
            rest = rest.chars().skip(1).collect();
        }
    }
    rest.is_empty() || rest == "ال" || rest == "ل"
}

/// A letter of the Arabic script (with its tatweel, "بـ").
fn arabic(c: char) -> bool {
    matches!(c as u32, 0x0600..=0x06FF | 0x0750..=0x077F | 0x08A0..=0x08FF | 0xFB50..=0xFDFF | 0xFE70..=0xFEFF)
}

/// Arabic's vowel signs, shadda and sukun, which a text may write or leave out.
fn arabic_mark(c: char) -> bool {
    matches!(c as u32, 0x064B..=0x065F | 0x0670)
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
        assert!(!has_word("\"to_move\" must be 0 or 1", "move"), "a name in code is not the word");
        assert!(!has_word("\"to_move\" must be 0 or 1", "move"), "a name in code is not the word");
        assert!(has_word("the rab' is thrown", "rab'"));
        assert!(has_word_start("Ciyaartoyga kombuyuutarka", "kombuyuutar"));
        assert!(!has_word_start("dib u ciyaar", "yaar"), "not inside a word");
        assert!(has_word_start("«dèleb» waa", "dèleb"));
        assert!(has_word_start("ramiyay tələ·də", "tələ·də"));
        assert!(has_word_start("تسمح وgàsse أو", "gàsse"), "Arabic's \"and\" joined to a Latin word");
        assert!(has_word_start("ينتهي بـymn.", "ymn"));
        assert!(has_word_start("والسامي", "سامي"), "Arabic's \"and\" and article before a word");
        assert!(has_word_start("للاعب", "لاعب"));
        assert!(has_word_start("ثم حرّك", "حرك"), "with or without its shadda");
        assert!(!has_word_start("مالك", "لك"), "an Arabic word inside another");
        assert!(has_form("Om hyenespillet", "-spill"), "the end of a compound");
        assert!(!has_form("Om hyenespillet", "spill"), "a plain form starts a word");
        assert!(has_form("Spillet", "spill"));
    }
}
