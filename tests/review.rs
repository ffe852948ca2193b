//! Review mode's merge command (`lab merge-corrections`, docs/i18n.md "Review mode"): a reviewer's
//! file applied to a copy of the catalogs, and every kind of broken file refused with its line and
//! nothing written.

mod common;
use common::lab::lab;
use std::path::{Path, PathBuf};

/// A copy of the catalogs in a folder of the test's own.
fn copy_of_texts(name: &str) -> PathBuf {
    let to = std::env::temp_dir().join(format!("sandgames-review-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&to);
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/texts");
    for lang in std::fs::read_dir(&from).unwrap() {
        let lang = lang.unwrap();
        std::fs::create_dir_all(to.join(lang.file_name())).unwrap();
        for file in std::fs::read_dir(lang.path()).unwrap() {
            let file = file.unwrap();
            std::fs::copy(file.path(), to.join(lang.file_name()).join(file.file_name())).unwrap();
        }
    }
    to
}

fn read(dir: &Path, file: &str) -> String {
    std::fs::read_to_string(dir.join(file)).unwrap()
}

fn merge(dir: &Path, corrections: &str) -> (i32, String, String) {
    let file = dir.join("corrections-so.txt");
    std::fs::write(&file, corrections).unwrap();
    lab(&["merge-corrections", file.to_str().unwrap(), "--texts", dir.to_str().unwrap()])
}

#[test]
fn a_good_file_changes_its_lines_and_nothing_else() {
    let dir = copy_of_texts("good");
    let site = read(&dir, "so/site.txt");
    let review = read(&dir, "so/review.txt");
    let fix = "# Corrections to the Soomaali texts of Sand & Board, made in review mode.\n# lang: so\n\
               home.title = Ciyaar oo baro afar ciyaarood\nsite.title.page = {0} · Sand & Board\n\
               review.bar.count[one] = hal sixitaan\n";
    let (code, out, err) = merge(&dir, fix);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("so/site.txt: home.title"), "{out}");
    assert!(out.contains("3 line(s) changed in 2 file(s)"), "{out}");
    let after = read(&dir, "so/site.txt");
    let changed: Vec<(&str, &str)> = site.lines().zip(after.lines()).filter(|(a, b)| a != b).collect();
    assert_eq!(changed.len(), 2, "two lines of site.txt, in place: {changed:?}");
    assert!(
        changed[0].1 == "home.title = Ciyaar oo baro afar ciyaarood"
            || changed[1].1.starts_with("home.title")
    );
    assert_eq!(site.lines().count(), after.lines().count(), "its comments and order kept");
    assert!(after.contains("site.title.page = {0} · Sand & Board\n"));
    let review_after = read(&dir, "so/review.txt");
    assert!(review_after.contains("review.bar.count[one] = hal sixitaan\n"));
    assert_eq!(review.lines().count(), review_after.lines().count());
    // The same file again changes nothing.
    let (code, out, _) = merge(&dir, fix);
    assert_eq!(code, 0);
    assert!(out.contains("0 line(s) changed"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_broken_file_is_refused_with_its_line_and_nothing_is_written() {
    let dir = copy_of_texts("broken");
    let before: Vec<String> = ["so/site.txt", "so/review.txt"].iter().map(|f| read(&dir, f)).collect();
    let head = "# lang: so\nsite.name = Sand & Board\n";
    let cases = [
        ("home.title = Ciyaar\n", ":1:", "names no language"),
        (&format!("{head}site.name Sand\n") as &str, ":3:", "no \" = \" after the key"),
        (&format!("{head}no.such.key = x\n"), ":3:", "no.such.key is not a key of the English texts"),
        (&format!("{head}site.title.page = Sand & Board\n"), ":3:", "{0} of the English text is missing"),
        (&format!("{head}home.title = Ciyaar {{1}}\n"), ":3:", "{1} is not in the English text"),
        (
            &format!("{head}review.bar.count[few] = {{0}}\n"),
            ":3:",
            "The form [few] is not one this language uses",
        ),
        (&format!("{head}review.bar.count = {{0}}\n"), ":3:", "is written in plural forms"),
        (&format!("{head}home.title[one] = x\n"), ":3:", "has no plural forms in English"),
        (&format!("{head}site.name = Sand\n"), ":3:", "site.name is corrected twice"),
    ];
    for (file, line, why) in cases {
        let (code, out, err) = merge(&dir, file);
        assert_eq!(code, 1, "{file:?} refused: {out}");
        assert!(err.contains(line) && err.contains(why), "{file:?}: {err}");
        assert!(err.contains("nothing was written"), "{err}");
    }
    let after: Vec<String> = ["so/site.txt", "so/review.txt"].iter().map(|f| read(&dir, f)).collect();
    assert_eq!(before, after, "no catalog changed");
    let _ = std::fs::remove_dir_all(&dir);
}
