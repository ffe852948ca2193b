//! The English catalog: shared texts in `common.rs`; each game's texts in its own file, found by
//! the key's first segment (`dablot.rule.capture` is key `rule.capture` in `dablot.rs`).

mod common;
mod dablot;

pub(super) fn text(key: &str) -> Option<&'static str> {
    match key.split_once('.') {
        Some(("dablot", rest)) => dablot::text(rest),
        _ => common::text(key),
    }
}
