//! Player names: whatever a person typed, in any script, shown only ever as text (never as
//! markup). They travel in links and records, so they are bounded and must not carry characters
//! that would break a record's lines or reorder the text around them.

use super::limits::MAX_NAME_CHARS;
use crate::i18n::Msg;

/// Why a name is refused: too long, or it holds a character that is not part of a name.
pub fn check_name(name: &str) -> Result<(), Msg> {
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Err(Msg::new("link.name.too_long").arg(MAX_NAME_CHARS).arg(chars));
    }
    match name.chars().find(|&c| forbidden(c)) {
        Some(c) => Err(Msg::new("link.name.char").arg(format!("U+{:04X}", c as u32))),
        None => Ok(()),
    }
}

/// The name with the characters [`check_name`] refuses removed and cut to the longest length
/// allowed: what links and records write, so that whatever a session holds, the link made from it
/// opens. (The site should still tell people with `check_name` when it changes their name.)
pub fn clean_name(name: &str) -> String {
    name.chars().filter(|&c| !forbidden(c)).take(MAX_NAME_CHARS).collect()
}

/// Control characters (line breaks and tabs included), the line and paragraph separators, the
/// bidirectional embeddings, overrides and isolates (they would reorder the text shown after the
/// name), the byte-order mark and the interlinear annotation marks. Everything else, joiners used
/// by many scripts and by emoji included, is allowed.
fn forbidden(c: char) -> bool {
    c.is_control()
        || matches!(c,
            '\u{2028}' | '\u{2029}'           // line and paragraph separators
            | '\u{202A}'..='\u{202E}'         // LRE, RLE, PDF, LRO, RLO
            | '\u{2066}'..='\u{2069}'         // LRI, RLI, FSI, PDI
            | '\u{FEFF}'                      // byte-order mark
            | '\u{FFF9}'..='\u{FFFB}') // interlinear annotation
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_in_any_script_are_welcome() {
        for name in
            ["", "Ann", "Gáddjá", "Maxamed Cali", "محمد", "Дарья", "张伟", "👩‍🏫 Ms. K", "O'Neil \"Bo\""]
        {
            assert_eq!(check_name(name), Ok(()), "{name}");
        }
        assert_eq!(check_name(&"é".repeat(MAX_NAME_CHARS)), Ok(()));
    }

    #[test]
    fn long_names_and_unsafe_characters_are_refused() {
        let long = "a".repeat(MAX_NAME_CHARS + 1);
        assert_eq!(check_name(&long).unwrap_err().key, "link.name.too_long");
        for bad in [
            "a\nb",
            "tab\there",
            "nul\0",
            "del\u{7F}",
            "c1\u{85}",
            "sep\u{2028}",
            "\u{202E}evil",
            "x\u{2066}",
        ] {
            assert_eq!(check_name(bad).unwrap_err().key, "link.name.char", "{bad:?}");
        }
        assert_eq!(check_name("a\u{202E}b").unwrap_err().args, ["U+202E"]);
    }

    #[test]
    fn cleaning_makes_any_name_acceptable() {
        assert_eq!(clean_name("An\nn\u{202E}"), "Ann");
        assert_eq!(clean_name(&"ü".repeat(90)).chars().count(), MAX_NAME_CHARS);
        for name in ["", "\0\0", "a\tb", &"x\u{2028}".repeat(50)] {
            assert_eq!(check_name(&clean_name(name)), Ok(()));
        }
    }
}
