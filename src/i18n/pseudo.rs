//! The pseudo-language (`en-XA`, [`super::Lang::Pseudo`]): English made strange on purpose, to
//! test the site as a translated site without waiting for a translator. Every text is accented
//! (a → á, e → ë…, still readable), about 40 % longer (as French or Somali often are) and
//! wrapped in markers, ⟦…⟧, so that a text the page shows outside them was never translated, and a
//! text cut short has lost its closing marker. Arguments (`{0}`), escapes (`\n`), plural forms
//! and the games' own words (which no translation changes) are kept as they are.
//!
//! It is written from the English catalogs by the build (`lab pseudo FILE`, in
//! `scripts/wasm.sh`), never committed, and offered by no menu: only an address asks for it
//! (`?lang=en-XA`). See docs/i18n.md, "The pseudo-language".

/// Opens a text in the pseudo-language.
pub const OPEN: char = '⟦';
/// Closes a text in the pseudo-language.
pub const CLOSE: char = '⟧';

/// Each text of catalog file `text` (the English one) in the pseudo-language, the file's lines,
/// keys and comments kept. `keep` lists words left as written wherever they stand as a whole word
/// (the games' own words: the page marks them with their language by their spelling). A game's
/// list of its words (`<game>.words`, `<game>.words.lang`: data for the page) stays as it is, and
/// so does an empty text.
pub fn file(text: &str, keep: &[&str]) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for line in text.lines() {
        match line.split_once(" = ") {
            Some((key, value)) if !line.starts_with('#') && !is_data(key) && !value.is_empty() => {
                out.push_str(key);
                out.push_str(" = ");
                out.push_str(&localize(value, keep));
            }
            _ => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// Keys whose value the page reads as data, not as a text to show: a game's list of its words
/// (`<game>.words`) and their language (`<game>.words.lang`).
fn is_data(key: &str) -> bool {
    matches!(key.split('.').collect::<Vec<_>>().as_slice(), [_, "words"] | [_, "words", "lang"])
}

/// One text, as written in a catalog file (escapes as `\n`, `\\`), in the pseudo-language. Each
/// line of a text of several lines (`\n`) is marked on its own: the page may show each line as a
/// paragraph or an item of a list.
pub fn localize(value: &str, keep: &[&str]) -> String {
    value.split("\\n").map(|line| localize_line(line, keep)).collect::<Vec<_>>().join("\\n")
}

fn localize_line(value: &str, keep: &[&str]) -> String {
    if value.is_empty() {
        return String::new();
    }
    let mut body = String::with_capacity(value.len() * 2);
    let mut shown = 0usize;
    let mut i = 0;
    while i < value.len() {
        let rest = &value[i..];
        let at_start = value[..i].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        if let Some(len) = argument_len(rest) {
            body.push_str(&rest[..len]);
            i += len;
        } else if rest.starts_with('\\') && rest.len() > 1 {
            let len = 1 + rest[1..].chars().next().map_or(0, char::len_utf8);
            body.push_str(&rest[..len]);
            i += len;
        } else if let Some(word) = at_start.then(|| kept_word(rest, keep)).flatten() {
            body.push_str(word);
            shown += word.chars().count();
            i += word.len();
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            body.push(accented(c));
            shown += 1;
            i += c.len_utf8();
        }
    }
    // About 40 % longer, in words a line can break between, as a longer translation would be.
    let extra = (shown * 2).div_ceil(5).max(1);
    let mut pad = String::new();
    for word in FILLER.iter().cycle() {
        if pad.chars().count() >= extra {
            break;
        }
        pad.push(' ');
        pad.push_str(word);
    }
    let pad: String = pad.chars().take(extra.max(2)).collect();
    format!("{OPEN}{body}{pad}{CLOSE}")
}

/// Words to lengthen a text with.
const FILLER: [&str; 8] = ["ļöŕëɱ", "ïþšüɱ", "ðöļöŕ", "šïţ", "áɱëţ", "çöñšëçţëţüŕ", "áðïþïšçïñĝ", "ëļïţ"];

/// The length of the argument `{n}` that `text` starts with, if it starts with one.
fn argument_len(text: &str) -> Option<usize> {
    let inner = text.strip_prefix('{')?;
    let close = inner.find('}')?;
    (close > 0 && inner[..close].bytes().all(|b| b.is_ascii_digit())).then_some(close + 2)
}

/// The word of `keep` that `text` starts with as a whole word (an English plural "s" may follow).
fn kept_word<'a>(text: &'a str, keep: &[&str]) -> Option<&'a str> {
    keep.iter()
        .filter(|w| !w.is_empty() && text.starts_with(**w))
        .map(|w| {
            let after = &text[w.len()..];
            let plural = after.strip_prefix('s').filter(|a| !a.starts_with(char::is_alphanumeric));
            plural.map_or(w.len(), |_| w.len() + 1)
        })
        .filter(|&len| !text[len..].starts_with(char::is_alphanumeric))
        .max()
        .map(|len| &text[..len])
}

/// A Latin letter with an accent (or a stroke) that still reads as the letter.
fn accented(c: char) -> char {
    const LOWER: &[char; 26] = &[
        'á', 'ƀ', 'ç', 'ð', 'ë', 'ƒ', 'ĝ', 'ĥ', 'ï', 'ĵ', 'ķ', 'ļ', 'ɱ', 'ñ', 'ö', 'þ', 'ʠ', 'ŕ', 'š', 'ţ',
        'ü', 'ṽ', 'ŵ', 'ẋ', 'ý', 'ž',
    ];
    const UPPER: &[char; 26] = &[
        'Å', 'Ɓ', 'Ç', 'Ð', 'É', 'Ƒ', 'Ĝ', 'Ĥ', 'Ï', 'Ĵ', 'Ķ', 'Ļ', 'Ṁ', 'Ñ', 'Ö', 'Þ', 'Ǫ', 'Ŕ', 'Š', 'Ţ',
        'Û', 'Ṽ', 'Ŵ', 'Ẋ', 'Ý', 'Ž',
    ];
    match c {
        'a'..='z' => LOWER[(c as u8 - b'a') as usize],
        'A'..='Z' => UPPER[(c as u8 - b'A') as usize],
        _ => c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::catalog;

    #[test]
    fn accents_lengthens_and_marks_every_text() {
        let t = localize("Take back", &[]);
        assert!(t.starts_with("⟦Ţáķë ƀáçķ") && t.ends_with('⟧'), "{t}");
        // 9 letters shown, 4 more (40 %, rounded up), inside the markers.
        assert_eq!(t.chars().count(), 2 + 9 + 4, "{t}");
        assert!(localize("OK", &[]).chars().count() > 4, "even a short text grows");
    }

    #[test]
    fn keeps_arguments_escapes_and_game_words() {
        let t = localize("{0} throws tâba, then {12}.\\nA \\\\ too: rab's", &["tâba", "rab'"]);
        assert!(
            t.starts_with("⟦{0} ţĥŕöŵš tâba, ţĥëñ {12}. ļöŕëɱ ï⟧\\n⟦Å \\\\ ţöö: rab's "),
            "each line marked: {t}"
        );
        // Inside a longer word, a game word is not one.
        assert!(localize("stable", &["sta"]).starts_with("⟦šţáƀļë"));
        assert!(localize("{x} and {", &[]).starts_with("⟦{ẋ} áñð {"));
    }

    #[test]
    fn a_file_keeps_keys_plural_forms_comments_and_data() {
        let en = "# comment\nt.n[one] = {0} move\nt.n[other] = {0} moves\ng.words = tâba|sta\ng.words.lang = apd-Latn\nt.empty =\nt.x = Throw\ng.rule.words = Marin's words\n";
        let pseudo = file(en, &["tâba"]);
        let e = catalog::parse(&pseudo).unwrap();
        assert_eq!(e.len(), 7);
        assert!(e["g.rule.words"].starts_with("⟦Ṁáŕïñ'š ŵöŕðš"), "a text, though its key ends in words");
        assert!(e["t.n[one]"].starts_with("⟦{0} ɱöṽë"));
        assert!(e["t.n[other]"].starts_with("⟦{0} ɱöṽëš"));
        assert_eq!(e["g.words"], "tâba|sta");
        assert_eq!(e["g.words.lang"], "apd-Latn");
        assert_eq!(e["t.empty"], "");
        assert!(pseudo.starts_with("# comment\n"));
    }

    #[test]
    fn every_english_catalog_reads_back_with_the_same_keys_and_arguments() {
        for (part, text) in crate::i18n::builtin::files(crate::i18n::Lang::En) {
            let en = catalog::parse(text).unwrap();
            let pseudo = catalog::parse(&file(text, &[])).unwrap_or_else(|e| panic!("{part}: {e:?}"));
            assert_eq!(en.len(), pseudo.len(), "{part}");
            for (key, value) in &en {
                fn args(s: &str) -> Vec<&str> {
                    let mut a: Vec<&str> = s
                        .match_indices('{')
                        .filter_map(|(i, _)| Some(&s[i..i + argument_len(&s[i..])?]))
                        .collect();
                    a.sort();
                    a
                }
                assert_eq!(args(value), args(pseudo[key]), "{part}: {key}");
            }
        }
    }

    #[test]
    fn only_an_address_asks_for_it_and_it_isolates_arguments() {
        use crate::i18n::{Lang, Msg, load};
        assert_eq!(Lang::parse("en-XA"), Some(Lang::Pseudo));
        assert_eq!(Lang::parse("en-xa"), Some(Lang::Pseudo));
        assert_eq!(Lang::parse("en-GB"), Some(Lang::En));
        assert!(!Lang::ALL.contains(&Lang::Pseudo), "never in the language menu");
        assert!(!Lang::Pseudo.rtl());
        load(Lang::Pseudo, "test-pseudo", &file("t.k[one] = {0} seat\nt.k[other] = {0} seats\n", &[]))
            .unwrap();
        let two = Msg::new("t.k").arg(2).text(Lang::Pseudo);
        assert!(two.starts_with("⟦\u{2068}2\u{2069} šëáţš"), "the plural form, its argument isolated: {two}");
    }
}
