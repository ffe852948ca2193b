//! Marin's Somali words: a glossary for the rules panel and the game's page, and a way to find
//! them in a text so that the page can mark them as Somali (`lang="so"`).
//!
//! G. Marin, "Somali Games", JRAI 61 (1931), pp. 508–510, spelled as Marin prints them, with the
//! copy's code-page errors read as è à ù ì ò, and "ə" for the letter the copy prints "x" (see
//! `docs/rules/deleb.md`). Meanings are Marin's where he gives them (in quotation marks in the
//! catalog), otherwise the use he describes.

use crate::games::info::Word;

/// A Somali word of the glossary (the meaning's key is `deleb.word.<…>`).
const fn so(word: &'static str, key: &'static str) -> Word {
    Word::new(word, "so", key)
}

/// Every word, in the order of the glossary: the game and its people, the throws, the counting
/// words, the field and the men, the entry stages, and the Arabian game Marin relates it to.
pub const GLOSSARY: &[Word] = &[
    so("dèleb", "deleb.word.deleb"),
    so("Da·rò·d", "deleb.word.darod"),
    so("dug", "deleb.word.dug"),
    so("tələ·də", "deleb.word.3"),
    so("gàsse", "deleb.word.gasse"),
    so("sìtte", "deleb.word.sitte"),
    so("gà·r", "deleb.word.gar"),
    so("tùh", "deleb.word.tuh"),
    so("tàh", "deleb.word.tah"),
    so("bù·ri", "deleb.word.buri"),
    so("dzèmana", "deleb.word.dzemana"),
    so("sónkor", "deleb.word.sonkor"),
    so("inna sè·ra", "deleb.word.inna_sera"),
    so("wàha", "deleb.word.waha"),
    so("àrab", "deleb.word.arab"),
    so("qàmma", "deleb.word.qamma"),
    so("qabsej", "deleb.word.qabsej"),
    so("bad", "deleb.word.bad"),
    so("badmə·h", "deleb.word.badmah"),
    so("horiè·l", "deleb.word.horiel"),
    so("hab", "deleb.word.hab"),
    so("dag", "deleb.word.dag"),
    // The Arabic game name Marin relates Dèleb to.
    Word::new("ta·b", "ar-Latn", "deleb.word.tab"),
];

fn is_word_char(c: char) -> bool {
    c.is_alphanumeric() || c == '·'
}

/// The length in bytes of the glossary word `text` starts with (the longest, case-insensitive in
/// its first letter), if it stands as a word: not inside a longer word, though an English plural
/// "s" may follow ("dèlebs").
fn word_at(text: &str) -> Option<(usize, &'static Word)> {
    let mut best: Option<(usize, &'static Word)> = None;
    for term in GLOSSARY {
        let mut t = term.word.chars();
        let mut s = text.chars();
        let (Some(t0), Some(s0)) = (t.next(), s.next()) else { continue };
        if t0.to_lowercase().ne(s0.to_lowercase())
            || !t.as_str().is_empty() && !s.as_str().starts_with(t.as_str())
        {
            continue;
        }
        let len = s0.len_utf8() + t.as_str().len();
        let mut after = text[len..].chars();
        let ends = match after.next() {
            None => true,
            Some('s') => !after.next().is_some_and(is_word_char),
            Some(c) => !is_word_char(c),
        };
        if ends && best.is_none_or(|(l, _)| len > l) {
            best = Some((len, term));
        }
    }
    best
}

/// `text` cut into pieces, each with the glossary term it is (`Some`, to be marked with the
/// term's `lang`) or `None` for the surrounding text. The pieces put together give `text` back.
pub fn somali_spans(text: &str) -> Vec<(&str, Option<&'static Word>)> {
    let mut out = Vec::new();
    let (mut plain, mut i) = (0, 0);
    let mut prev_word = false;
    while i < text.len() {
        let found = if prev_word { None } else { word_at(&text[i..]) };
        if let Some((len, term)) = found {
            if plain < i {
                out.push((&text[plain..i], None));
            }
            out.push((&text[i..i + len], Some(term)));
            i += len;
            plain = i;
            prev_word = true;
            continue;
        }
        let c = text[i..].chars().next().unwrap_or(' ');
        prev_word = is_word_char(c);
        i += c.len_utf8();
    }
    if plain < text.len() {
        out.push((&text[plain..], None));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn marked(text: &str) -> Vec<&str> {
        somali_spans(text).into_iter().filter(|(_, t)| t.is_some()).map(|(s, _)| s).collect()
    }

    #[test]
    fn finds_whole_words_only() {
        assert_eq!(marked("A sea-farer (badmə·h) crosses the sea (bad)."), ["badmə·h", "bad"]);
        assert_eq!(marked("Dèleb: two dèlebs and a dug, a badly dug hole"), ["Dèleb", "dèleb", "dug", "dug"]);
        assert_eq!(marked("inna sè·ra, wàha, àrab; Arabian ta·b"), ["inna sè·ra", "wàha", "àrab", "ta·b"]);
        assert!(marked("a daguerreotype of habits").is_empty());
        let text = "to count 4: gàsse (\"reddish\"), bù·ri";
        let back: String = somali_spans(text).into_iter().map(|(s, _)| s).collect();
        assert_eq!(back, text);
    }
}
