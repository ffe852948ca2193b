//! Every visible text goes through here: `t("key")` in the current language.

use crate::i18n::{Lang, Msg, tr};
use leptos::prelude::*;

/// The language the page is shown in (provided by `App`).
#[derive(Clone, Copy)]
pub struct Language(pub RwSignal<Lang>);

fn lang() -> Lang {
    use_context::<Language>().map(|l| l.0.get()).unwrap_or_default()
}

/// The text for `key` in the current language (reactive when read inside a view closure).
pub fn t(key: &str) -> String {
    tr(lang(), key).to_string()
}

/// A message with arguments, in the current language.
pub fn t_msg(msg: &Msg) -> String {
    msg.text(lang())
}

/// `t` with `{0}`, `{1}`… filled in.
pub fn t_args(key: &'static str, args: &[&dyn std::fmt::Display]) -> String {
    let mut m = Msg::new(key);
    for a in args {
        m = m.arg(a);
    }
    t_msg(&m)
}
