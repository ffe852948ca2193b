//! The one translation layer: every visible text is a catalog key, translated where it is shown.
//!
//! The catalogs are data, not code: `src/i18n/texts/<lang>/<part>.txt` (format in
//! [`catalog`]), one file per language and part of the site: the parts shared by every game
//! ([`SHARED_PARTS`]: the site's frame and home page, the table around every game, links, the
//! teacher's kit) and one part per game, named by its id. The site fetches only the parts a page
//! needs in the reader's language ([`load`]), so a page downloads no text it does not show and
//! adding a language costs nothing to anyone who does not choose it. Native builds (`lab`, the
//! tests) compile the catalogs in.
//!
//! A key the loaded catalogs lack shows the key itself (visible, so it gets fixed); tests check
//! that every catalog has exactly the English keys.

pub mod catalog;
pub mod glossary;
mod number;
pub mod pseudo;
pub mod review;
pub use number::decimal;

use catalog::Entries;
use std::fmt;
use std::sync::Mutex;

/// The parts of the site with their own catalog file besides the games' own (each game's part is
/// its id). A key lives in the part of the page that shows it: the games' names are in `site`
/// (the home page shows them), their rules in the game; `links` (links, records, sharing, games
/// by link, replaying, the coach, and what only a table shows around its board) is fetched with a
/// game's table, not to show its page, as is each game's `<id>-play` part (what only play needs);
/// `teach` with the teacher's kit; `review` with review mode (docs/i18n.md), only when it is on;
/// `analysis` with a game's review ("Review this game"), when it is first opened.
pub const SHARED_PARTS: &[&str] = &["site", "table", "links", "teach", "review", "analysis"];

/// A language the site can be shown in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Lang {
    #[default]
    En,
    /// Somali.
    So,
    /// Arabic (written right to left).
    Ar,
    /// French.
    Fr,
    /// Norwegian Bokmål.
    Nb,
    /// Swedish.
    Sv,
    /// The pseudo-language, for tests: English accented, lengthened and marked ([`pseudo`]).
    /// Asked for by an address only (`?lang=en-XA`), never in [`Lang::ALL`] nor the menu.
    Pseudo,
}

impl Lang {
    /// Every language the site has, in the order the language menu lists them.
    pub const ALL: &'static [Lang] = &[Lang::En, Lang::So, Lang::Ar, Lang::Fr, Lang::Nb, Lang::Sv];

    /// The BCP 47 tag, for `<html lang>`, storage and file names.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::So => "so",
            Lang::Ar => "ar",
            Lang::Fr => "fr",
            Lang::Nb => "nb",
            Lang::Sv => "sv",
            Lang::Pseudo => "en-XA",
        }
    }

    /// The language's name in itself, for the language menu.
    pub fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::So => "Soomaali",
            Lang::Ar => "العربية",
            Lang::Fr => "Français",
            Lang::Nb => "Norsk bokmål",
            Lang::Sv => "Svenska",
            Lang::Pseudo => "Pseudo",
        }
    }

    /// The catalog is a draft that a native speaker has not reviewed yet (docs/i18n.md); the
    /// menu says so. Every catalog but English is a draft until a native speaker has read it.
    pub fn draft(self) -> bool {
        self != Lang::En
    }

    /// The language a tag names (`fr`, `fr-FR`, `nb-NO`…), if the site has it. Norwegian
    /// readers whose browser says `no` or `nn` get Bokmål. `en-XA` is the pseudo-language.
    pub fn parse(tag: &str) -> Option<Lang> {
        if tag.eq_ignore_ascii_case(Lang::Pseudo.tag()) {
            return Some(Lang::Pseudo);
        }
        let primary = tag.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        let primary = match primary.as_str() {
            "no" | "nn" => "nb",
            p => p,
        };
        Lang::ALL.iter().copied().find(|l| l.tag() == primary)
    }

    /// Written right to left.
    pub fn rtl(self) -> bool {
        self == Lang::Ar
    }

    /// Arguments put into a text are isolated ([`Msg::text`]): in a right-to-left language, and
    /// in the pseudo-language, whose tests go the same way through the page.
    fn isolates(self) -> bool {
        self.rtl() || self == Lang::Pseudo
    }
}

struct Loaded {
    lang: Lang,
    part: &'static str,
    entries: Entries,
}

static LOADED: Mutex<Vec<Loaded>> = Mutex::new(Vec::new());

/// Adds a catalog file's texts for `lang` (replacing that part if it was loaded before). In a
/// right-to-left language each run of Latin script in a text is isolated ([`isolate_latin`]),
/// so every text shows it in its own order; a game's list of its words (`<game>.words`, data for
/// the page, not a text) stays as written.
pub fn load(lang: Lang, part: &'static str, text: &str) -> Result<(), catalog::BadLine> {
    let mut entries = catalog::parse(text)?;
    if lang.rtl() {
        for (key, value) in entries.iter_mut() {
            if !key.ends_with(".words") && !key.ends_with(".words.lang") && value.contains(latin) {
                *value = Box::leak(isolate_latin(value).into_boxed_str());
            }
        }
    }
    let mut loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
    loaded.retain(|l| !(l.lang == lang && l.part == part));
    loaded.push(Loaded { lang, part, entries });
    Ok(())
}

/// The parts loaded in `lang` (those a page has needed so far).
pub fn loaded_parts(lang: Lang) -> Vec<&'static str> {
    LOADED
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|l| l.lang == lang)
        .map(|l| l.part)
        .collect()
}

/// Has `part` of `lang` been loaded?
pub fn is_loaded(lang: Lang, part: &str) -> bool {
    builtin::ensure(lang);
    LOADED.lock().unwrap_or_else(|e| e.into_inner()).iter().any(|l| l.lang == lang && l.part == part)
}

/// The text of `key` (a key with its `[category]` if it is a plural form) in `lang`, if loaded.
pub fn lookup(lang: Lang, key: &str) -> Option<&'static str> {
    builtin::ensure(lang);
    let found = {
        let loaded = LOADED.lock().unwrap_or_else(|e| e.into_inner());
        loaded.iter().filter(|l| l.lang == lang).find_map(|l| catalog::find(&l.entries, key))
    };
    // Review mode (docs/i18n.md): the reviewer's corrections first, and the keys shown remembered.
    if review::live::is_on() {
        return review::live::consult(lang, key, found);
    }
    found
}

/// The text for `key`, or the key itself when the catalog lacks it.
pub fn tr(lang: Lang, key: &str) -> &str {
    lookup(lang, key).unwrap_or(key)
}

/// Does the English catalog define `key`? (For optional texts, and for tests.)
pub fn has(key: &str) -> bool {
    // A text written in plural forms has at least its `other` form.
    lookup(Lang::En, key).is_some() || lookup(Lang::En, &format!("{key}[other]")).is_some()
}

/// The CLDR plural category (`one`, `few`, `other`…) of a number in a language. The site uses
/// the browser's own rules (`Intl.PluralRules`, CLDR data kept by the browser's makers); native
/// tools print English only.
pub type PluralRule = fn(Lang, f64) -> &'static str;

static PLURAL: Mutex<Option<PluralRule>> = Mutex::new(None);

/// Sets the plural rule used to choose `key[category]` texts.
pub fn set_plural_rule(rule: PluralRule) {
    *PLURAL.lock().unwrap_or_else(|e| e.into_inner()) = Some(rule);
}

fn plural_category(lang: Lang, n: f64) -> &'static str {
    match *PLURAL.lock().unwrap_or_else(|e| e.into_inner()) {
        Some(rule) => rule(lang, n),
        None if n == 1.0 => "one",
        None => "other",
    }
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

    /// An argument that is itself a catalog text (a piece's name, a side's name), translated
    /// with the message into the same language.
    pub fn arg_text(mut self, key: &str) -> Msg {
        self.args.push(format!("{TEXT_ARG}{key}"));
        self
    }

    /// An argument that is itself a message (a place with its number), translated with the
    /// message into the same language. One level deep: the inner message's own arguments are
    /// plain text.
    pub fn arg_msg(mut self, inner: &Msg) -> Msg {
        let mut a = format!("{TEXT_ARG}{}", inner.key);
        for x in &inner.args {
            a.push(ARG_SEP);
            a.push_str(x.trim_start_matches(TEXT_ARG));
        }
        self.args.push(a);
        self
    }

    /// An argument that names a seat (`seat` counted from 0): where the message is shown at a
    /// table, by the name the players gave it (see [`Msg::text_naming`]); else "Player 1"…
    /// (`table.seat_n`). Only in the message itself, not inside an [`Msg::arg_msg`].
    pub fn arg_seat(mut self, seat: u8) -> Msg {
        self.args.push(format!("{SEAT_ARG}{seat}"));
        self
    }

    /// The message in `lang`, arguments filled in. Arguments are plain text: the web layer puts
    /// them into text nodes, never into markup. A key written in plural forms (`key[one]`,
    /// `key[other]`…) takes the form its first argument's number calls for. In a right-to-left
    /// language each argument is isolated (a name, a number with its unit, a point `4,6`): it
    /// keeps its own order and does not carry the sentence's punctuation off with it.
    pub fn text(&self, lang: Lang) -> String {
        self.text_naming(lang, &|seat| fill(tr(lang, "table.seat_n"), &[(seat as usize + 1).to_string()]))
    }

    /// The message in `lang`, each seat it names ([`Msg::arg_seat`]) called by `name`: at a
    /// table, the person's name where one was given.
    pub fn text_naming(&self, lang: Lang, name: &dyn Fn(u8) -> String) -> String {
        let mut args: Vec<String> = self
            .args
            .iter()
            .map(|a| {
                if let Some(inner) = a.strip_prefix(TEXT_ARG) {
                    let mut parts = inner.split(ARG_SEP);
                    let key = parts.next().unwrap_or("");
                    let args: Vec<String> = parts.map(str::to_string).collect();
                    fill(lookup(lang, key).unwrap_or(key), &args)
                } else if let Some(seat) = a.strip_prefix(SEAT_ARG).and_then(|s| s.parse().ok()) {
                    name(seat)
                } else {
                    a.clone()
                }
            })
            .collect();
        let text = template(lang, self.key, args.first().map(String::as_str));
        if lang.isolates() {
            for a in args.iter_mut().filter(|a| !a.is_empty()) {
                *a = isolate_arg(a);
            }
        }
        fill(text, &args)
    }
}

/// An argument isolated for a right-to-left sentence, in the direction of its first strong
/// letter — as FSI would, but where every letter it has is inside arguments of its own (a list of
/// sides, each one isolated), FSI finds none and makes it left to right: Arabic's "South: 100 %،
/// North: 0 %" was shown with its parts out of order. There the first letter inside decides.
fn isolate_arg(a: &str) -> String {
    let open = match first_strong(a, true).or_else(|| first_strong(a, false)) {
        Some(true) => RLI,
        Some(false) => LRI,
        None => FSI,
    };
    format!("{open}{a}{PDI}")
}

/// Whether the first strong letter of `text` is right to left (`None`: it has none); with
/// `outside`, letters inside isolates are passed over, as Unicode's FSI does.
fn first_strong(text: &str, outside: bool) -> Option<bool> {
    let mut depth = 0usize;
    for c in text.chars() {
        match c {
            LRI | RLI | FSI => depth += 1,
            PDI => depth = depth.saturating_sub(1),
            _ if outside && depth > 0 => {}
            _ if rtl_letter(c) => return Some(true),
            _ if latin(c) => return Some(false),
            _ => {}
        }
    }
    None
}

/// A letter of Hebrew or Arabic (not their digits, signs, marks or punctuation: `٪`, `،`), by
/// ranges: Unicode's own table of letters would cost every page about 1.4 KB.
fn rtl_letter(c: char) -> bool {
    matches!(c,
        '\u{5d0}'..='\u{5ea}' | '\u{620}'..='\u{64a}' | '\u{66e}'..='\u{6d5}' | '\u{6fa}'..='\u{6ff}'
        | '\u{750}'..='\u{77f}' | '\u{8a0}'..='\u{8c9}' | '\u{fb1d}'..='\u{fdff}' | '\u{fe70}'..='\u{fefc}')
}

/// Unicode's directional isolates: left to right (LRI), by the first strong letter (FSI), and
/// their end (PDI). Inside a right-to-left sentence a run of Latin letters (a game's word, a
/// name, move notation) or an argument put in is isolated, so that it keeps its own order and
/// its punctuation: "rab'" is not shown "'rab".
const LRI: char = '\u{2066}';
const RLI: char = '\u{2067}';
const FSI: char = '\u{2068}';
const PDI: char = '\u{2069}';

fn latin(c: char) -> bool {
    c.is_ascii_alphabetic()
        || matches!(c, '\u{c0}'..='\u{2af}' | '\u{1e00}'..='\u{1eff}') && !matches!(c, '×' | '÷')
}

/// `text` with each run of Latin script isolated left to right: from a Latin letter on, through
/// letters, digits, accents, apostrophes and the `·` of Marin's words, and across a space, dot,
/// hyphen or slash that another such character follows ("Royal Anthropological Institute",
/// "rab'", "B17-C20").
pub fn isolate_latin(text: &str) -> String {
    let inner =
        |c: char| latin(c) || c.is_ascii_digit() || matches!(c, '\u{300}'..='\u{36f}' | '·' | '\'' | '’');
    let mut out = String::with_capacity(text.len() + 16);
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if !latin(c) {
            out.push(c);
            continue;
        }
        out.push(LRI);
        out.push(c);
        while let Some(&n) = chars.peek() {
            if inner(n) {
                out.push(n);
                chars.next();
                continue;
            }
            let mut ahead = chars.clone();
            ahead.next();
            if matches!(n, ' ' | '.' | '-' | '/') && ahead.peek().is_some_and(|&a| inner(a)) {
                out.push(n);
                chars.next();
                continue;
            }
            break;
        }
        out.push(PDI);
    }
    out
}

/// Marks an argument of a [`Msg`] that is a catalog key to translate (see [`Msg::arg_text`]).
const TEXT_ARG: char = '\u{1}';
/// Marks an argument of a [`Msg`] that names a seat (see [`Msg::arg_seat`]).
const SEAT_ARG: char = '\u{3}';
/// Separates an inner message's key and arguments (see [`Msg::arg_msg`]).
const ARG_SEP: char = '\u{2}';

/// The text of `key` in `lang`, in the plural form `count` calls for where the key has forms.
pub fn template(lang: Lang, key: &'static str, count: Option<&str>) -> &'static str {
    if let Some(text) = lookup(lang, key) {
        return text;
    }
    // Counts are whole numbers here (no float parsing in the site's first download).
    let n = count.and_then(|c| c.trim().parse::<i64>().ok()).map(|n| n as f64);
    let form = |category: &str| lookup(lang, &format!("{key}[{category}]"));
    n.and_then(|n| form(plural_category(lang, n))).or_else(|| form("other")).unwrap_or(key)
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

/// The catalogs as files, for native builds: `lab` and the tests read them without a browser.
/// The site's WebAssembly compiles none of them in: it fetches what a page needs.
pub mod builtin {
    use super::Lang;

    /// The catalog files compiled in, part and text: English only, in native builds (listed from
    /// `src/i18n/texts/en/` by `build.rs`). Other languages are read by the site only; native
    /// tools print English and the catalog tests read the files themselves.
    pub fn files(lang: Lang) -> &'static [(&'static str, &'static str)] {
        #[cfg(not(target_arch = "wasm32"))]
        if lang == Lang::En {
            return include!(concat!(env!("OUT_DIR"), "/catalogs_en.rs"));
        }
        let _ = lang;
        &[]
    }

    /// The text of catalog file `part` of `lang`, if compiled in.
    pub fn file(lang: Lang, part: &str) -> Option<&'static str> {
        files(lang).iter().find(|(p, _)| *p == part).map(|(_, text)| *text)
    }

    /// Loads every compiled-in file of `lang` once (nothing in WebAssembly).
    pub(super) fn ensure(lang: Lang) {
        #[cfg(not(target_arch = "wasm32"))]
        {
            use std::sync::Mutex;
            static DONE: Mutex<Vec<Lang>> = Mutex::new(Vec::new());
            // Held while loading: another thread asking meanwhile waits for the texts.
            let mut done = DONE.lock().unwrap_or_else(|e| e.into_inner());
            if done.contains(&lang) {
                return;
            }
            for (part, text) in files(lang) {
                // The catalog tests report a broken file with its line.
                let _ = super::load(lang, part, text);
            }
            done.push(lang);
        }
        let _ = lang;
    }
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
    fn latin_runs_are_isolated_in_right_to_left_text() {
        let i = |s: &str| isolate_latin(s).replace(LRI, "<").replace(PDI, ">");
        assert_eq!(i("رمية rab' مدّخرة"), "رمية <rab'> مدّخرة");
        assert_eq!(i("وrab'، وsta"), "و<rab'>، و<sta>");
        assert_eq!(
            i("Journal of the Royal Anthropological Institute (1931)"),
            "<Journal of the Royal Anthropological Institute> (1931)"
        );
        assert_eq!(i("tələ·də و B17-C20."), "<tələ·də> و <B17-C20>.");
        assert_eq!(i("dèleb {1}، gàsse {2}"), "<dèleb> {1}، <gàsse> {2}");
        assert_eq!(i("3 × 4"), "3 × 4");
        load(Lang::Ar, "test-rtl", "t.k = رمية {0}: {1}\nt.words = rab'|sta\n").unwrap();
        assert_eq!(lookup(Lang::Ar, "t.words"), Some("rab'|sta"), "a list of words stays as written");
        let m = Msg::new("t.k").arg("rab'").arg(4);
        assert_eq!(m.text(Lang::Ar), format!("رمية {LRI}rab'{PDI}: {FSI}4{PDI}"));
    }

    #[test]
    fn an_argument_made_of_arguments_keeps_the_direction_of_its_letters() {
        load(Lang::Ar, "test-nested", "t.side = {0}: {1}\nt.list = {0}، {1}\nt.after = بعد {0}: {1}\n")
            .unwrap();
        let side = |name: &str, v: &str| Msg::new("t.side").arg(name).arg(v).text(Lang::Ar);
        let list = Msg::new("t.list").arg(side("الجنوب", "100")).arg(side("الشمال", "0")).text(Lang::Ar);
        // Every letter of the list is inside an argument: FSI would make it left to right.
        assert_eq!(first_strong(&list, true), None);
        let after = Msg::new("t.after").arg(39).arg(&list).text(Lang::Ar);
        let show = |s: &str| s.replace(LRI, "<L").replace(RLI, "<R").replace(FSI, "<F").replace(PDI, ">");
        assert_eq!(
            show(&after),
            "بعد <F39>: <R<R<Rالجنوب>: <F100>>، <R<Rالشمال>: <F0>>>",
            "the list and each side right to left, a number by its own direction"
        );
        // A Latin name is left to right, a sentence that begins with one by its own first letter.
        assert_eq!(show(&isolate_arg("beginner")), "<Lbeginner>");
        assert_eq!(show(&isolate_arg(&format!("{LRI}Marin{PDI} وغيره"))), "<R<LMarin> وغيره>");
        // Arabic's percent sign, comma and digits are not letters: a signed percentage has none.
        assert_eq!(show(&isolate_arg(&format!("+{FSI}32{PDI}٪"))), "<F+<F32>٪>");
        assert_eq!(show(&isolate_arg("١٢، ٣")), "<F١٢، ٣>");
    }

    #[test]
    fn a_seat_is_called_by_the_name_the_table_gives_it() {
        load(
            Lang::En,
            "test-seat",
            "t.turn = It is {0}'s turn.\nt.walk[one] = {1} goes {0} step, {2}.\nt.walk[other] = {1} goes {0} steps, {2}.\n",
        )
        .unwrap();
        let m = Msg::new("t.turn").arg_seat(1);
        assert_eq!(m.text(Lang::En), "It is Player 2's turn.");
        let named = |s: u8| if s == 1 { "Amina".to_string() } else { format!("seat {s}") };
        assert_eq!(m.text_naming(Lang::En, &named), "It is Amina's turn.");
        // A seat's number is not a count: a plural text still takes its form from a number.
        let walk = Msg::new("t.walk").arg(3).arg_seat(0).arg("then stops");
        assert_eq!(walk.text_naming(Lang::En, &named), "seat 0 goes 3 steps, then stops.");
    }

    #[test]
    fn missing_key_shows_itself() {
        assert_eq!(tr(Lang::En, "no.such.key"), "no.such.key");
    }

    #[test]
    fn every_english_file_reads() {
        assert!(builtin::files(Lang::En).len() > SHARED_PARTS.len(), "the games' catalogs are compiled in");
        for part in SHARED_PARTS {
            assert!(builtin::file(Lang::En, part).is_some(), "en/{part}.txt");
        }
        for (part, text) in builtin::files(Lang::En) {
            if let Err(e) = catalog::parse(text) {
                panic!("en/{part}.txt line {}: {}", e.line, e.why);
            }
        }
    }
}
