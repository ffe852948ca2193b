//! The home page written in `index.html` (it opens without the site's code, see the comment at the
//! top of its `<body>`) against the site's own lists: its one card, which `scripts/wasm.sh` writes
//! out for every game of the registry (`lab games --json`, in the order of `GameId::ALL`), with
//! each game's drawing; the language menu of `Lang::ALL` (names, drafts); every text it names, for
//! every game, in every language's catalog. A new language missing from the written page, or a
//! game without its drawing or card texts, fails here; that the built page has a card for every
//! game and reads the same as the one the site draws is checked in the browser
//! (`tests/browser/site.test.mjs`).

use sandgames::games::GameId;
use sandgames::i18n::{Lang, catalog};
use std::path::Path;

fn index() -> String {
    std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("index.html")).expect("index.html")
}

/// Every value of `attr="…"` in the page, in order.
fn values(html: &str, attr: &str) -> Vec<String> {
    let needle = format!("{attr}=\"");
    html.match_indices(&needle)
        .map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            rest[..rest.find('"').expect("closing quote")].to_string()
        })
        .collect()
}

/// The page as `scripts/wasm.sh` writes it out: its card template once for each game, in order.
fn written() -> String {
    let html = index();
    let start = html.find("<li class=\"game-card\" data-card-template>").expect("the card template");
    let end = start + html[start..].find("</li>").expect("its end") + "</li>".len();
    let card = html[start..end].replace(" data-card-template", "");
    let cards: String = GameId::ALL.iter().map(|g| card.replace("{id}", g.as_str())).collect();
    format!("{}{cards}{}", &html[..start], &html[end..])
}

#[test]
fn a_card_for_every_game_in_order_with_its_drawing() {
    let html = written();
    let cards: Vec<String> = values(&html, "data-testid")
        .into_iter()
        .filter_map(|v| v.strip_prefix("game-card-").map(str::to_string))
        .collect();
    let games: Vec<&str> = GameId::ALL.iter().map(|g| g.as_str()).collect();
    assert_eq!(cards, games);
    for id in games {
        assert!(html.contains(&format!("href=\"#/{id}\"")), "{id}: the card opens the game");
        let thumb = format!("public/thumbs/{id}.svg");
        assert!(html.contains(&thumb), "{id}: its drawing");
        assert!(Path::new(env!("CARGO_MANIFEST_DIR")).join(&thumb).exists(), "{thumb} exists");
        for text in ["name", "people", "tagline"] {
            assert!(html.contains(&format!("data-t=\"{id}.{text}\"")), "{id}: its {text}");
        }
    }
}

#[test]
fn the_language_menu_is_the_sites() {
    let html = index();
    let menu =
        &html[html.find("id=\"site-language\"").expect("the menu (src/ui/frame.rs keeps it by this id)")..];
    let menu = &menu[..menu.find("</select>").expect("its end")];
    // Its languages; its last entry turns review mode on (src/ui/review/mod.rs).
    assert!(menu.contains("<option data-review value=\"review\" data-t=\"site.review\"></option>"));
    let options: Vec<(String, String, bool)> = menu
        .split("<option ")
        .skip(1)
        .filter(|o| !o.starts_with("data-review"))
        .map(|o| {
            let value = values(o, "value").remove(0);
            let name = o[o.find('>').unwrap() + 1..o.find("</option>").unwrap()].to_string();
            (value, name, o.contains("data-draft"))
        })
        .collect();
    let site: Vec<(String, String, bool)> =
        Lang::ALL.iter().map(|l| (l.tag().to_string(), l.name().to_string(), l.draft())).collect();
    assert_eq!(options, site);
}

#[test]
fn every_text_it_names_is_in_every_catalog() {
    let html = written();
    let keys: Vec<String> =
        values(&html, "data-t").into_iter().chain(values(&html, "data-t-content")).collect();
    assert!(keys.len() > 15, "the page's texts: {keys:?}");
    for &lang in Lang::ALL {
        let path =
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("src/i18n/texts/{}/site.txt", lang.tag()));
        let entries = catalog::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
        for key in keys.iter().chain([&"site.draft".to_string()]) {
            assert!(catalog::find(&entries, key).is_some_and(|t| !t.is_empty()), "{}: {key}", lang.tag());
        }
    }
}
