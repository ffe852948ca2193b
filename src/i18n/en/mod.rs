//! The English catalog: shared texts in `common.rs`; each game's texts in its own file, found by
//! the key's first segment (`dablot.rule.capture` is key `rule.capture` in `dablot.rs`).

mod common;
mod dablot;
mod deleb;
mod hyena;
mod um_dyar;

pub(super) fn text(key: &str) -> Option<&'static str> {
    match key.split_once('.') {
        Some(("dablot", rest)) => dablot::text(rest),
        Some(("deleb", rest)) => deleb::text(rest),
        Some(("hyena", rest)) => hyena::text(rest),
        Some(("um-dyar", rest)) => um_dyar::text(rest),
        _ => common::text(key),
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn no_key_is_defined_twice() {
        for (name, texts) in [
            ("common", super::common::TEXTS),
            ("dablot", super::dablot::TEXTS),
            ("deleb", super::deleb::TEXTS),
            ("hyena", super::hyena::TEXTS),
            ("um_dyar", super::um_dyar::TEXTS),
        ] {
            let mut keys: Vec<&str> = texts.iter().map(|(k, _)| *k).collect();
            keys.sort_unstable();
            let before = keys.len();
            keys.dedup();
            assert_eq!(before, keys.len(), "a key is defined twice in {name}.rs");
        }
    }
}
