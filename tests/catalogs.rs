//! Every language's catalogs against English: the same keys (plus a translation of each source
//! quote), the same `{n}` arguments, and every plural form the language's CLDR rule can ask for.
//! A catalog that fails here would show a raw key or drop a number in front of a reader.

use intl_pluralrules::{PluralCategory, PluralRuleType, PluralRules};
use sandgames::games::GameId;
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

/// Every part of the catalogs: the shared parts and one per game, named by its id.
fn parts() -> Vec<&'static str> {
    SHARED_PARTS.iter().copied().chain(GameId::ALL.iter().map(|g| g.as_str())).collect()
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
    i18n::load(Lang::Fr, "hyena", include_str!("../src/i18n/texts/fr/hyena.txt"))
        .expect("fr/hyena.txt reads");
    assert_eq!(m.text(Lang::Fr), "La hyène est maintenant sur le creux 7.");
    let named = Msg::new("um-dyar.board.hole").arg_text("um-dyar.seat.north").arg(2).arg(4);
    assert_eq!(named.text(Lang::En), "North's hole 2: 4 seeds");
}
