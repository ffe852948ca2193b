//! The sources' words as the site fetches them: each game's `quotes.txt` (beside its rules, in
//! `src/games/<game>/`) holds, for every rule that quotes its source, the words its `RuleDoc`
//! quotes, verbatim. The site's code lists the rules without the words (`Game::rule_refs`) and
//! fetches them with the game's page, so this file must never drift from the rules.
//!
//! After changing a rule's quote: `SANDGAMES_WRITE_QUOTES=1 cargo test --test quotes` writes the
//! files again (then run it without the variable).

use sandgames::games::GameId;
use sandgames::i18n::{self, Lang, catalog};
use sandgames::model::{Game, RuleDoc};
use sandgames::with_game;

/// The file's text for game `G`, as written from its rules.
fn written<G: Game>(name: &str, rules_file: &str) -> String {
    let mut out = format!(
        "# {name}: the words of the sources each rule rests on, verbatim, as {rules_file}\n\
         # quotes them. The site fetches this file with the game's page. Written by\n\
         # `SANDGAMES_WRITE_QUOTES=1 cargo test --test quotes`; that test fails while it differs.\n"
    );
    for r in G::rules().iter().filter(|r| !r.quote.is_empty()) {
        let words = r.quote.replace('\\', "\\\\").replace('\n', "\\n");
        out.push_str(&format!("{} = {words}\n", r.id));
    }
    out
}

fn check<G: Game>(dir: &str, name: &str) {
    let path = format!("{}/src/games/{dir}/quotes.txt", env!("CARGO_MANIFEST_DIR"));
    let want = written::<G>(name, &format!("src/games/{dir}/rules.rs"));
    if std::env::var_os("SANDGAMES_WRITE_QUOTES").is_some() {
        std::fs::write(&path, &want).unwrap_or_else(|e| panic!("{path}: {e}"));
    }
    let have = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    assert!(
        have == want,
        "{path} differs from the rules' quotes: SANDGAMES_WRITE_QUOTES=1 cargo test --test quotes writes it"
    );
    // Read back as the site reads it: every quoted rule's words, exactly.
    let entries = catalog::parse(&have).unwrap_or_else(|e| panic!("{path}:{}: {}", e.line, e.why));
    for r in G::rules() {
        assert_eq!(
            catalog::find(&entries, r.id),
            (!r.quote.is_empty()).then_some(r.quote),
            "{path}: {}",
            r.id
        );
    }
    // The list the site uses is the rules without their words, in the same order.
    let refs: Vec<_> = G::rules().iter().map(RuleDoc::reference).collect();
    assert_eq!(G::rule_refs(), refs.as_slice(), "{name}: rule_refs");
}

#[test]
fn each_games_quotes_file_holds_its_rules_words() {
    for &id in GameId::ALL {
        let name = i18n::tr(Lang::En, &format!("{}.name", id.as_str())).to_string();
        with_game!(id, G => check::<G>(id.info().folder, &name));
    }
}
