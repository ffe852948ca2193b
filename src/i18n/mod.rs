//! The one translation layer: every visible text is a catalog key, translated where it is shown.
//!
//! English is the only catalog so far; French and Arabic (right to left) will be added as
//! `fr.rs` and `ar.rs` beside `en/`, with the same keys. A missing key shows the key itself, and a
//! test checks that every key the code uses exists in English.

mod en;

/// A catalog of `key => text` pairs. Looked up by a linear scan: in WebAssembly a table is far
/// smaller than a `match` over hundreds of strings, and a page looks up only a few hundred keys.
macro_rules! catalog {
    ($($k:literal => $v:expr),* $(,)?) => {
        pub(super) static TEXTS: &[(&str, &str)] = &[$(($k, $v)),*];

        pub(super) fn text(key: &str) -> Option<&'static str> {
            TEXTS.iter().find(|(k, _)| *k == key).map(|(_, v)| *v)
        }
    };
}
pub(crate) use catalog;

use std::fmt;

/// A language the site can be shown in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    En,
}

impl Lang {
    pub const ALL: &'static [Lang] = &[Lang::En];

    /// The BCP 47 tag, for `<html lang>`.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
        }
    }

    /// Written right to left (Arabic will be).
    pub fn rtl(self) -> bool {
        false
    }

    fn catalog(self) -> fn(&str) -> Option<&'static str> {
        match self {
            Lang::En => en::text,
        }
    }
}

/// The text for `key`, or the key itself when the catalog lacks it (visible, so it gets fixed).
pub fn tr(lang: Lang, key: &str) -> &str {
    lang.catalog()(key).unwrap_or(key)
}

/// Does the English catalog define `key`? (Used by tests and by optional texts.)
pub fn has(key: &str) -> bool {
    en::text(key).is_some()
}

/// A text to show later: a catalog key and its arguments (`{0}`, `{1}`… in the text).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Msg {
    pub key: &'static str,
    pub args: Vec<String>,
}

impl Msg {
    pub fn new(key: &'static str) -> Msg {
        Msg { key, args: Vec::new() }
    }

    pub fn arg(mut self, a: impl fmt::Display) -> Msg {
        self.args.push(a.to_string());
        self
    }

    /// The message in `lang`, arguments filled in. Arguments are plain text: the web layer puts
    /// them into text nodes, never into markup.
    pub fn text(&self, lang: Lang) -> String {
        fill(tr(lang, self.key), &self.args)
    }
}

/// English, for the command line and logs.
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text(Lang::En))
    }
}

/// Replaces `{0}`, `{1}`… in `template` by `args`.
pub fn fill(template: &str, args: &[String]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| Some((close, after[..close].parse::<usize>().ok()?))) {
            Some((close, i)) => {
                out.push_str(args.get(i).map(String::as_str).unwrap_or(""));
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_arguments() {
        let args = vec!["a".to_string(), "b".to_string()];
        assert_eq!(fill("{1} then {0}, {x} {", &args), "b then a, {x} {");
        assert_eq!(fill("no args", &[]), "no args");
    }

    #[test]
    fn missing_key_shows_itself() {
        assert_eq!(tr(Lang::En, "no.such.key"), "no.such.key");
    }
}
