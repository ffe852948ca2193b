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
