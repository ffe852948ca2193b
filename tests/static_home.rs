//! The home page written in `index.html` (it opens without the site's code, see the comment at the
//! top of its `<body>`) against the site's own lists: a card for every game in `GameId::ALL`, in
//! that order, with its drawing; the language menu of `Lang::ALL` (names, drafts); every text it
//! names in every language's catalog. A fifth game or a new language missing from the written page
//! fails here; that the page reads the same as the one the site draws is checked in the browser
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

#[test]
fn a_card_for_every_game_in_order_with_its_drawing() {
    let html = index();
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
    let options: Vec<(String, String, bool)> = menu
        .split("<option ")
        .skip(1)
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
    let keys = values(&index(), "data-t");
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
