//! Every language's catalogs against English: the same keys (plus a translation of each source
//! quote), the same `{n}` arguments, and every plural form the language's CLDR rule can ask for.
//! A catalog that fails here would show a raw key or drop a number in front of a reader.

mod common;

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use sandgames::games::GameId;
use sandgames::i18n::glossary::{self, Term};
use sandgames::i18n::{self, Lang, Msg, SHARED_PARTS, catalog};
use sandgames::model::Game;
use sandgames::with_game;
use std::collections::{BTreeMap, BTreeSet};
use unic_langid::LanguageIdentifier;

/// A part's texts: key without category → (category or "" → text).
type Keys = BTreeMap<String, BTreeMap<String, String>>;

fn read(lang: Lang, part: &str) -> Keys {
    let path = format!("{}/src/i18n/texts/{}/{part}.txt", env!("CARGO_MANIFEST_DIR"), lang.tag());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let entries = catalog::parse(&text).unwrap_or_else(|e| panic!("{path}:{}: {}", e.line, e.why));
    let mut keys = Keys::new();
    for (key, text) in entries {
        let (base, category) = match key.split_once('[') {
            Some((b, c)) => (b, c.trim_end_matches(']')),
            None => (key, ""),
        };
        keys.entry(base.to_string()).or_default().insert(category.to_string(), text.to_string());
    }
    keys
}

fn arguments(forms: &BTreeMap<String, String>) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for text in forms.values() {
        let mut rest = text.as_str();
        while let Some(open) = rest.find('{') {
            rest = &rest[open + 1..];
            if let Some(close) = rest.find('}')
                && rest[..close].parse::<usize>().is_ok()
            {
                out.insert(rest[..close].to_string());
            }
        }
    }
    out
}

/// Every part of the catalogs: the shared parts and two per game, named by its id (its page's)
/// and `<id>-play` (what only play needs).
fn parts() -> Vec<&'static str> {
    let games = GameId::ALL.iter().flat_map(|g| [g.as_str(), g.play_part()]);
    SHARED_PARTS.iter().copied().chain(games).collect()
}

/// The source quotes of a game part, each of which a translated catalog must translate.
fn quote_keys(part: &str) -> Vec<String> {
    let Some(id) = GameId::parse(part) else { return Vec::new() };
    let rules = with_game!(id, G => G::rules());
    rules.iter().filter(|r| !r.quote.is_empty()).map(|r| format!("{part}.quote.{}", r.id)).collect()
}

/// The CLDR categories the language uses for whole numbers 0 to 10,000 (what the site counts).
fn categories(lang: Lang) -> BTreeSet<String> {
    let id: LanguageIdentifier = lang.tag().parse().expect("a valid tag");
    let rules = PluralRules::create(id, PluralRuleType::CARDINAL).expect("CLDR has the language");
    (0..=10_000u32)
        .map(|n| match rules.select(n).expect("a category") {
            PluralCategory::ZERO => "zero",
            PluralCategory::ONE => "one",
            PluralCategory::TWO => "two",
            PluralCategory::FEW => "few",
            PluralCategory::MANY => "many",
            PluralCategory::OTHER => "other",
        })
        .map(str::to_string)
        .collect()
}

/// The plural forms review mode and its merge command accept (`i18n::review::plural_categories`)
/// are the ones CLDR gives each language for the numbers the site counts, in CLDR's order.
#[test]
fn the_plural_forms_review_accepts_are_cldrs() {
    const ORDER: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];
    for &lang in Lang::ALL {
        let used = categories(lang);
        let used: Vec<&str> = ORDER.into_iter().filter(|c| used.contains(*c)).collect();
        assert_eq!(sandgames::i18n::review::plural_categories(lang), used.as_slice(), "{}", lang.tag());
    }
}

/// The keys written out in the code (`Msg::new("…")`, `t("…")`, `t_args("…")`), each of which
/// must be an English text (a plural key by its base): a key mistyped or never written shows the
/// raw key to every reader. Keys the code builds (`format!`) are the rules' and options', which
/// the tests above hold through the games' own lists. `src/i18n` is left out: its unit tests name
/// made-up keys on purpose.
#[test]
fn every_key_the_code_names_is_an_english_text() {
    let english: BTreeSet<String> =
        parts().into_iter().flat_map(|part| read(Lang::En, part).into_keys()).collect();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    common::rust_files(&root, &mut files);
    files.retain(|f| !f.starts_with(root.join("i18n")));
    assert!(files.len() > 100, "found only {} source files under {}", files.len(), root.display());
    let (mut named, mut missing) = (0, Vec::new());
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        // Comments name keys as examples; an empty key is the explanation's "nothing to say".
        let code: String =
            text.lines().filter(|l| !l.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n");
        for key in named_keys(&code).into_iter().filter(|k| !k.is_empty()) {
            named += 1;
            if !english.contains(key) {
                missing.push(format!("{}: {key}", file.strip_prefix(&root).unwrap().display()));
            }
        }
    }
    assert!(
        named > 500,
        "found only {named} keys named in the code: has the way texts are asked for changed?"
    );
    assert!(missing.is_empty(), "keys named in the code but in no English catalog:\n{}", missing.join("\n"));
}

/// The literal keys of `text`'s calls to `Msg::new`, `t` and `t_args` (spaces and line breaks
/// allowed before the key).
fn named_keys(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for call in ["Msg::new(", "t(", "t_args("] {
        let mut from = 0;
        while let Some(at) = text[from..].find(call) {
            let start = from + at;
            from = start + call.len();
            let before = text[..start].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let rest = text[from..].trim_start();
            if let Some(quoted) = rest.strip_prefix('"')
                && let Some(end) = quoted.find('"')
            {
                out.push(&quoted[..end]);
            }
        }
    }
    out
}

/// Every language the menu offers has a catalog file for every part, and no other language
/// directory lies unused beside them.
#[test]
fn every_language_has_every_part_and_no_stray_directory() {
    let dir = format!("{}/src/i18n/texts", env!("CARGO_MANIFEST_DIR"));
    let on_disk: BTreeSet<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    let offered: BTreeSet<String> = Lang::ALL.iter().map(|l| l.tag().to_string()).collect();
    assert_eq!(on_disk, offered, "directories in {dir} and Lang::ALL differ");
    for &lang in Lang::ALL {
        for part in parts() {
            read(lang, part);
        }
    }
}

#[test]
fn every_catalog_has_the_english_keys_arguments_and_plural_forms() {
    let mut problems = Vec::new();
    for &lang in Lang::ALL.iter().filter(|&&l| l != Lang::En) {
        let needed = categories(lang);
        for part in parts() {
            let en = read(Lang::En, part);
            let tr = read(lang, part);
            let quotes = quote_keys(part);
            let tag = lang.tag();
            for key in en.keys().chain(quotes.iter()) {
                if !tr.contains_key(key) {
                    problems.push(format!("{tag}/{part}: missing {key}"));
                }
            }
            for (key, forms) in &tr {
                let Some(english) = en.get(key) else {
                    if !quotes.contains(key) {
                        problems.push(format!("{tag}/{part}: {key} is not an English key"));
                    }
                    continue;
                };
                if arguments(forms) != arguments(english) {
                    problems.push(format!(
                        "{tag}/{part}: {key} has arguments {:?}, English {:?}",
                        arguments(forms),
                        arguments(english)
                    ));
                }
                let plural = !english.contains_key("") || !forms.contains_key("");
                if plural {
                    let have: BTreeSet<String> = forms.keys().cloned().collect();
                    let lacking: Vec<_> = needed.difference(&have).collect();
                    if forms.contains_key("") || !lacking.is_empty() {
                        problems.push(format!("{tag}/{part}: {key} plural forms lack {lacking:?}"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// The test above can fail: a catalog missing a key, with a lost argument or a lacking plural
/// form is reported (checked on a made-up Arabic catalog).
#[test]
fn the_check_reports_what_a_reader_would_meet() {
    let needed = categories(Lang::Ar);
    assert_eq!(needed.len(), 6, "Arabic has six plural forms: {needed:?}");
    assert!(categories(Lang::Fr).contains("one"));
    assert!(!categories(Lang::Sv).contains("few"));
    let forms: BTreeMap<String, String> = [("one", "حركة واحدة"), ("other", "{0} حركة")]
        .iter()
        .map(|(c, t)| (c.to_string(), t.to_string()))
        .collect();
    assert!(!needed.difference(&forms.keys().cloned().collect()).collect::<Vec<_>>().is_empty());
    let english: BTreeMap<String, String> = [("".to_string(), "{0} moves by {1}".to_string())].into();
    let dropped: BTreeMap<String, String> = [("".to_string(), "{0} coups".to_string())].into();
    assert_ne!(arguments(&english), arguments(&dropped));
}

#[test]
fn inner_messages_are_translated_with_the_outer_one() {
    // A place with its number inside a sentence, in English and in French.
    let place = Msg::new("hyena.place.hollow").arg(7);
    let m = Msg::new("hyena.effect.hyena").arg_msg(&place);
    assert_eq!(m.text(Lang::En), "The hyena is now on hollow 7.");
    // Native builds compile English in only: the site fetches the others.
    i18n::load(Lang::Fr, "hyena-play", include_str!("../src/i18n/texts/fr/hyena-play.txt"))
        .expect("fr/hyena-play.txt reads");
    assert_eq!(m.text(Lang::Fr), "La hyène est maintenant sur le creux 7.");
    let named = Msg::new("um-dyar.board.hole").arg(4).arg_text("um-dyar.seat.north").arg(2);
    assert_eq!(named.text(Lang::En), "North's hole 2: 4 seeds");
}

/// The words that may follow an argument without making it a count: verbs and little words after
/// a name or a place ("{0} is to play", "{0}'s hole", "{1} to {2}"), and units a number carries
/// unchanged in every language's writing ("mm", "%"). Any other word after `{n}` is taken for a
/// counted noun ("{2} seeds"), so a new count is caught unless it is a plural key: add a word
/// here only if no count can stand before it.
const NOT_COUNTED: &[&str] = &[
    "is",
    "was",
    "has",
    "holds",
    "takes",
    "goes",
    "cannot",
    "can",
    "must",
    "would",
    "now",
    "to",
    "of",
    "on",
    "in",
    "at",
    "and",
    "but",
    "for",
    "from",
    "over",
    "beside",
    "only",
    "apart",
    "across",
    "plays",
    "throws",
    "chooses",
    "begins",
    "belongs",
    "offers",
    "declines",
    "resigned",
    "won",
    "leads",
    "comes",
    "differs",
    "outranks",
    "sows",
    "steps",
    "jumps",
    "fell",
    "mm",
    "true",
    "start",
    "unexpected",
    "is",
    "kept",
    "carried",
    "captured",
    "are",
    "white",
    "black",
];

/// Nouns a number follows as its name, not its count ("move {0}", "hole {1}").
const LABELS: &[&str] =
    &["move", "hole", "seat", "line", "game", "stage", "step", "point", "player", "throw", "tally", "side"];

/// Texts whose number is never one because it is a limit of the site's code (a link's length, a
/// record's size: hundreds or more), so no language needs its forms.
const NEVER_ONE: &[&str] =
    &["link.error.too_long", "link.name.too_long", "link.record.line_too_long", "link.record.too_big"];

/// Counts not yet written as plural keys (issue 30). Each is a fault a reader may meet; this list
/// only shrinks, and a new text is never added to it: the test catches a new count at once.
const NOT_YET_PLURAL: &[&str] = &[];

/// The counted words of `text`: each `{n}` directly followed by a word not in [`NOT_COUNTED`],
/// or by another argument ("{0} {1}": a number and a name put in), with that word.
fn counts(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut before = String::new();
    while let Some(open) = rest.find('{') {
        before.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        let Some((close, n)) = after.find('}').and_then(|c| Some((c, after[..c].parse::<usize>().ok()?)))
        else {
            before.push('{');
            rest = after;
            continue;
        };
        rest = &after[close + 1..];
        // "the {0} goes", "a banked {0}": a name put into a phrase; "move {0}", "on {0}": a
        // number naming a move or a place. Neither counts anything.
        let named = before.trim_end().rsplit(' ').next().is_some_and(|w| {
            let w = w.to_lowercase();
            ["the", "a", "an", "this", "banked", "no", "on", "from", "at", "into"].contains(&w.as_str())
                || LABELS.contains(&w.as_str())
        });
        before.push_str("{}");
        let Some(next) = rest.strip_prefix(' ') else { continue };
        if next.starts_with('{') {
            out.push((n, next.chars().take_while(|&c| c != ' ').collect()));
            continue;
        }
        let word: String =
            next.chars().take_while(|c| c.is_alphabetic() || matches!(c, '\'' | '-' | '·')).collect();
        let counted =
            word.chars().next().is_some_and(char::is_lowercase) && !NOT_COUNTED.contains(&word.as_str());
        if counted && !named {
            out.push((n, word));
        }
    }
    out
}

/// Counts are plural keys: every number that counts something ("{2} seeds") is the first
/// argument of a key written in plural forms, which picks its form by that argument; a text with
/// two counts ("{0} throws, {1} tâbas") is split, each count in its own key. Checked on the
/// English catalogs, which every other holds the same keys and arguments as.
#[test]
fn every_count_is_the_first_argument_of_a_plural_key() {
    let mut problems = Vec::new();
    for part in parts() {
        for (key, forms) in read(Lang::En, part) {
            if NEVER_ONE.contains(&key.as_str()) || NOT_YET_PLURAL.contains(&key.as_str()) {
                continue;
            }
            let plural = !forms.contains_key("");
            for (category, text) in &forms {
                for (n, word) in counts(text) {
                    if !plural {
                        problems
                            .push(format!("{part}: {key} counts \"{{{n}}} {word}\" but is not a plural key"));
                    } else if n != 0 {
                        problems.push(format!(
                            "{part}: {key}[{category}] counts \"{{{n}}} {word}\", but its form is chosen by {{0}}"
                        ));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Every text of [`NOT_YET_PLURAL`] is still a count to fix and still in the catalogs: a fixed
/// one leaves the list.
#[test]
fn the_list_of_counts_to_fix_only_holds_faults() {
    let all: BTreeMap<String, BTreeMap<String, String>> =
        parts().into_iter().flat_map(|p| read(Lang::En, p)).collect();
    for key in NOT_YET_PLURAL {
        let forms =
            all.get(*key).unwrap_or_else(|| panic!("{key} is no longer a text: take it off the list"));
        assert!(
            forms.contains_key("") && forms.values().any(|t| !counts(t).is_empty()),
            "{key} is a plural key now: take it off NOT_YET_PLURAL"
        );
    }
}

/// Nouns that read the same after one and after many, per language ("1 kast", "2 kast"): a
/// `[one]` form may be its `[other]` form only when the counted word is one of these.
fn invariable(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Fr => &["fois", "fils", "creux"],
        Lang::Nb => &["kast", "trekk", "frø", "hull", "kryss"],
        Lang::Sv => &["kast", "drag", "krigare", "markägare", "regelval", "spelare"],
        _ => &[],
    }
}

/// A `[one]` form says one: "1 ganger" (Norwegian) or "1 gånger" (Swedish) copies the plural
/// into the singular. Checked where the singular differs from the plural (English, French,
/// Norwegian, Swedish; Somali counts with the singular, Arabic forms are checked by hand).
#[test]
fn the_one_form_is_not_the_plural_form() {
    let mut problems = Vec::new();
    for lang in [Lang::En, Lang::Fr, Lang::Nb, Lang::Sv] {
        for part in parts() {
            for (key, forms) in read(lang, part) {
                let (Some(one), Some(other)) = (forms.get("one"), forms.get("other")) else { continue };
                if one != other {
                    continue;
                }
                let word = one
                    .split_once("{0} ")
                    .map(|(_, after)| after.chars().take_while(|c| c.is_alphabetic()).collect::<String>())
                    .unwrap_or_default();
                if !invariable(lang).contains(&word.as_str()) {
                    problems.push(format!("{}/{part}: {key}[one] is its [other] form: {one}", lang.tag()));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Texts made only of arguments and punctuation on purpose: number formats, each language with
/// its own decimal sign and spacing; a man's label on Dèleb's field (his point, then what stands
/// there), a list rather than a sentence; the players of a saved game, a list with each
/// language's comma (Arabic's "،") and a typed name in brackets; a review's sides, listed with
/// that comma, and a percentage with each language's sign.
const CONNECTORS: &[&str] = &[
    "analysis.percent",
    "analysis.list",
    "teach.pct",
    "teach.pct3",
    "teach.decimal",
    "teach.chance",
    "deleb.board.man",
    "saved.players",
    "saved.player_named",
];

/// No sentence is built from fragments: no English text starts with a space or a dash (the end
/// of a sentence another text began, " — scored…"), and none is a bare connector such as
/// "{0}: {1}{2}" or "{0} ({1})" that joins translated pieces in English order.
#[test]
fn no_text_is_a_fragment_of_a_sentence() {
    let mut problems = Vec::new();
    for part in parts() {
        for (key, forms) in read(Lang::En, part) {
            for text in forms.values() {
                let words = fill_nothing(text);
                if text.starts_with([' ', '—', '–', '-']) {
                    problems.push(format!("{part}: {key} starts with a fragment's join: \"{text}\""));
                } else if !text.is_empty()
                    && !words.chars().any(char::is_alphabetic)
                    && !CONNECTORS.contains(&key.as_str())
                {
                    problems.push(format!("{part}: {key} only joins other texts: \"{text}\""));
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// `text` without its arguments.
fn fill_nothing(text: &str) -> String {
    i18n::fill(text, &[])
}

/// Texts with an article before an argument, and why that argument may stand there: a throw's
/// name (a game word, written alike in every catalog: "the dèleb"), a side's name (a plural each
/// catalog writes as its language needs: "the Sámi", "samene", "فريق السامي"), a count ("the 4
/// seeds").
const ARTICLE_BEFORE: &[&str] = &[
    "deleb.error.no_throw",
    "deleb.walk.again",
    "deleb.walk.stop",
    "deleb.walk.give",
    "deleb.walk.end",
    "hyena.error.none_banked",
    "dablot.board.label",
    "dablot.board.taken",
    "dablot.why.theirs",
    "teach.print.dablot.note",
    "um-dyar.walk.take",
    "um-dyar.walk.capture_carry",
];

/// No text puts a translated name into an English article ("The {0} cannot move"): Norwegian,
/// Swedish and Somali make a noun definite by its ending, Arabic by its own article, so a piece's
/// name is passed as a whole noun phrase ("the warrior", "krigeren", "المحارب": Dablot's
/// `dablot.the.*` and `dablot.The.*`).
#[test]
fn no_name_is_put_into_an_article() {
    let article = ["the", "The", "this", "This", "a", "A", "an", "An"];
    let mut problems = Vec::new();
    for part in parts() {
        for (key, forms) in read(Lang::En, part) {
            if ARTICLE_BEFORE.contains(&key.as_str()) {
                continue;
            }
            for text in forms.values() {
                for (i, _) in text.match_indices('{') {
                    let before = text[..i].trim_end_matches(' ');
                    let word = before.rsplit([' ', '(']).next().unwrap_or("");
                    let digit = text[i + 1..].starts_with(|c: char| c.is_ascii_digit());
                    if digit && before.len() < text[..i].len() && article.contains(&word) {
                        problems.push(format!("{part}: {key} puts an argument after \"{word}\": {text}"));
                    }
                }
            }
        }
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// A language's glossary (`src/i18n/texts/<lang>/glossary.txt`): the site's terms and their
/// rendering, the forms to avoid, the games' words kept as the sources spell them.
fn glossary_of(lang: Lang) -> Vec<Term> {
    let path = format!("{}/src/i18n/texts/{}/glossary.txt", env!("CARGO_MANIFEST_DIR"), lang.tag());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    glossary::parse(&text).unwrap_or_else(|e| panic!("{path}:{}: {}", e.line, e.why))
}

/// Texts that may render a glossary term otherwise, each with the reason: (language, or `*` for
/// every one, English term, key, why). A list that may only shrink: an entry that no longer
/// excuses a fault fails (`the_glossary_exceptions_only_hold_faults`).
const GLOSSARY_EXCEPTIONS: &[(&str, &str, &str, &str)] = &[
    (
        "*",
        "dug",
        "teach.about.um-dyar.place",
        "English \"dug\" here is a verb (holes dug), not Marin's throw",
    ),
    ("*", "dug", "teach.print.um-dyar.need", "English \"dug\" here is a verb (holes dug), not Marin's throw"),
    ("*", "draw", "teach.print.hyena.note", "\"draw lots\", not a drawn game"),
    ("*", "turn", "teach.about.deleb.k.track", "a turn of the way round, not a player's turn"),
    ("*", "turn", "review.page.empty", "\"turn on\" review mode, not a player's turn"),
    ("*", "computer", "link.record.seat", "the words of the record file (person, computer LEVEL)"),
    ("fr", "kings", "dablot.rule.draw-limit.text", "a draughts king is a \"dame\" in French draughts"),
    (
        "*",
        "king",
        "dablot.error.json_rank",
        "the words of the state file (king, prince, soldier), kept in English",
    ),
    (
        "*",
        "throw",
        "deleb.error.json_phase",
        "the words of the state file (choose, start, throw…), kept in English",
    ),
    (
        "*",
        "move",
        "deleb.error.json_phase",
        "the words of the state file (choose, start, throw…), kept in English",
    ),
    (
        "*",
        "throw",
        "hyena.error.json_phase",
        "the words of the state file (spiral, throw, choose…), kept in English",
    ),
    (
        "so",
        "random",
        "deleb.quote.start",
        "Marin: \"to try its luck first\": luck (nasiib) is the source's word",
    ),
];

/// What a reader of `tag` would meet against its glossary: a text whose English has a term but
/// which has none of the term's forms (for a game word: the word as the source spells it), and
/// any text with a form the glossary avoids. `english` and `translated` map a key (with its plural
/// category, `key[one]`) to its text; a translated plural form is read against the English form of
/// its category, or `[other]` where English has none (Arabic's `[few]`). `excused` are the
/// exceptions allowed.
fn glossary_problems(
    tag: &str,
    excused: &[(&str, &str, &str, &str)],
    terms: &[Term],
    english: &BTreeMap<String, String>,
    translated: &BTreeMap<String, String>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (key, text) in translated {
        let base = key.split_once('[').map_or(key.as_str(), |(b, _)| b);
        // Arabic's [zero] form says "none" in its own words ("no seeds"), with no English form
        // of its own to be read against.
        let zero = key.ends_with("[zero]") && !english.contains_key(key);
        let en = english.get(key).or_else(|| english.get(&format!("{base}[other]"))).filter(|_| !zero);
        for term in terms {
            let excused = |t: &Term| {
                excused.iter().any(|&(l, e, k, _)| (l == tag || l == "*") && e == t.english && k == base)
            };
            for (form, why) in &term.avoid {
                if glossary::has_form(text, form) && !excused(term) {
                    problems.push(format!("{tag}: {key} has \"{form}\", avoided ({why}): {text}"));
                }
            }
            let Some(en) = en else { continue };
            if glossary::has_word(&literals_masked(en, text), &term.english)
                && !term.forms.iter().any(|f| glossary::has_form(text, f))
                && !excused(term)
            {
                let kind = if term.kept() { "the game word" } else { "the rendering" };
                problems.push(format!(
                    "{tag}: {key} lacks {kind} \"{}\" of \"{}\": {text}",
                    term.forms[0], term.english
                ));
            }
        }
    }
    problems
}

/// `english` without the quoted or bracketed spans that `translated` writes as they are: a title
/// cited ("Somali Games"), the words of a file's syntax ("end: draw agreed", "(game:, rules:…)"),
/// an address ("(ludii.games)"), which no glossary renders.
fn literals_masked(english: &str, translated: &str) -> String {
    let mut out = english.to_string();
    for (open, close) in [('"', '"'), ('“', '”'), ('«', '»'), ('(', ')')] {
        let mut rest = english;
        while let Some(start) = rest.find(open) {
            let after = &rest[start + open.len_utf8()..];
            let Some(end) = after.find(close) else { break };
            let inner = &after[..end];
            // Arabic writes the list's commas as its own (،).
            if !inner.is_empty() && translated.replace('،', ",").contains(inner) {
                out = out.replace(inner, " ");
            }
            rest = &after[end + close.len_utf8()..];
        }
    }
    out
}

/// Every text of every part, key with its plural category (`key[one]`) → text.
fn flat(lang: Lang) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    for part in parts() {
        for (key, forms) in read(lang, part) {
            for (category, text) in forms {
                let full = if category.is_empty() { key.clone() } else { format!("{key}[{category}]") };
                out.insert(full, text);
            }
        }
    }
    out
}

/// Every language but English has a glossary, and every catalog holds to it: the same English
/// term is rendered the same way on every page (words inflect: a form is found as the start of a
/// word), no text uses a rendering the glossary avoids ("nasiib", luck, for "random"), and the
/// games' words stay as the sources spell them wherever the English has them.
#[test]
fn every_catalog_uses_its_glossary() {
    let english = flat(Lang::En);
    let mut problems = Vec::new();
    for &lang in Lang::ALL.iter().filter(|&&l| l != Lang::En) {
        let terms = glossary_of(lang);
        for term in &terms {
            if !english.values().any(|t| glossary::has_word(t, &term.english)) {
                problems.push(format!(
                    "{}: glossary term \"{}\" is in no English text",
                    lang.tag(),
                    term.english
                ));
            }
        }
        problems.extend(glossary_problems(lang.tag(), GLOSSARY_EXCEPTIONS, &terms, &english, &flat(lang)));
    }
    assert!(problems.is_empty(), "{} problems:\n{}", problems.len(), problems.join("\n"));
}

/// Every exception excuses a text that would fail without it (for `*`, in at least one
/// language whose glossary has the term): a text fixed leaves the list.
#[test]
fn the_glossary_exceptions_only_hold_faults() {
    let english = flat(Lang::En);
    for &(tag, term, key, _) in GLOSSARY_EXCEPTIONS {
        let mut excuses = false;
        for lang in Lang::ALL.iter().copied().filter(|&l| l != Lang::En && (tag == "*" || l.tag() == tag)) {
            let terms: Vec<Term> = glossary_of(lang).into_iter().filter(|t| t.english == term).collect();
            assert!(tag == "*" || terms.len() == 1, "{tag}: \"{term}\" is not a term of its glossary");
            let texts: BTreeMap<String, String> = flat(lang)
                .into_iter()
                .filter(|(k, _)| k.split_once('[').map_or(k.as_str(), |(b, _)| b) == key)
                .collect();
            assert!(!texts.is_empty(), "{key} is no longer a text: take it off GLOSSARY_EXCEPTIONS");
            excuses |= !glossary_problems(lang.tag(), &[], &terms, &english, &texts).is_empty();
        }
        assert!(excuses, "{tag}: {key} holds to \"{term}\" now: take it off GLOSSARY_EXCEPTIONS");
    }
}

/// The glossary check fails what a reader would notice (checked on made-up texts): a term
/// rendered otherwise, an avoided word, a game word respelled; and passes inflected forms.
#[test]
fn the_glossary_check_reports_what_a_reader_would_meet() {
    let terms = glossary::parse(
        "random = aan kala sooc lahayn\n  ! nasiib — luck, not random\nplayer = ciyaaryahan | ciyaartoy\ndèleb = dèleb\n",
    )
    .unwrap();
    let map = |pairs: &[(&str, &str)]| -> BTreeMap<String, String> {
        pairs.iter().map(|(k, t)| (k.to_string(), t.to_string())).collect()
    };
    let english = map(&[
        ("a", "A random player throws."),
        ("b", "The dèleb wins."),
        ("c[one]", "{0} player"),
        ("c[other]", "{0} players"),
    ]);
    let good = map(&[
        ("a", "Ciyaaryahanka aan kala sooc lahayn ayaa tuura."),
        ("b", "Dèleb ayaa guuleysta."),
        ("c[one]", "{0} ciyaartoy"),
        ("c[other]", "{0} ciyaartoy"),
    ]);
    assert_eq!(glossary_problems("so", &[], &terms, &english, &good), Vec::<String>::new());
    let bad = map(&[
        ("a", "Ciyaaryahan nasiib ah ayaa tuura."),
        ("b", "Deleb ayaa guuleysta."),
        ("c[one]", "{0} qof"),
    ]);
    let found = glossary_problems("so", &[], &terms, &english, &bad);
    assert!(found.iter().any(|p| p.contains("\"nasiib\", avoided")), "{found:?}");
    assert!(found.iter().any(|p| p.contains("a lacks the rendering \"aan kala sooc lahayn\"")), "{found:?}");
    assert!(found.iter().any(|p| p.contains("b lacks the game word \"dèleb\"")), "{found:?}");
    assert!(found.iter().any(|p| p.contains("c[one] lacks the rendering \"ciyaaryahan\"")), "{found:?}");
}
