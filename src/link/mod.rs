//! Games as links, saved games and game records (pure: no web types).
//!
//! A game (options, seats, how its throws are decided, every move) travels in the address as
//! `#/<game-id>?g=<payload>`: the game id readable, the payload compact bytes in URL-safe base64,
//! ending in a check that catches a link cut short. `docs/links.md` documents the byte layout,
//! the versioning policy, the correspondence scheme and its limits.
//!
//! What the site calls:
//! - local games, saved games, lesson links: [`seeded_link`] (throws from the seed) or
//!   [`recorded_link`] (throws as recorded), and [`open`] on load;
//! - correspondence play: [`Correspondence`] (`create`, `join`, `start`, `open`, `play`, `throw`,
//!   `offer_draw`, `accept_draw`, `decline_draw`, `resign`, `link`), with [`Secret`] and
//!   [`fresh_salt`];
//! - records: [`export_record`], [`import_record`].
//!
//! One concept per file: `sha256`, `base64`, `bytes` (bounded reader/writer, varints), `limits`,
//! `names`, `address` (the fragment), `payload` (the byte layout), `replay` (payload → game),
//! `chain` (hash chains and secrets), `turns` (who plays what, throw words), `acts` (draw offers,
//! answers and resignations in correspondence play), `correspondence`, `record`.

pub mod acts;
pub mod address;
pub mod base64;
pub mod bytes;
pub mod chain;
mod correspondence;
pub mod limits;
pub mod names;
pub mod payload;
mod rebuild;
mod record;
mod replay;
pub mod sha256;
pub mod tally;
pub mod turns;

pub use acts::{Act, ActKind, Offer};
pub use chain::Secret;
pub use correspondence::{CorrStep, Correspondence, Participant, ToAct, fresh_salt};
pub use names::{check_name, clean_name};
pub use record::{export_record, import_record};
pub use replay::{Opened, Stop, Throws, open, open_local, recorded_link, seeded_link};

use crate::i18n::Msg;
use std::fmt;

/// Why a link or record cannot be opened, for people: what is wrong and, where another part of
/// the program knows more (the options parser, the rules), the precise reason beneath it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct LinkError {
    pub why: Msg,
    pub detail: Option<Msg>,
}

impl LinkError {
    pub fn new(why: Msg) -> LinkError {
        LinkError { why, detail: None }
    }

    pub fn detail(mut self, detail: Msg) -> LinkError {
        self.detail = Some(detail);
        self
    }
}

/// English, for `lab` and logs.
impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.detail {
            Some(d) => write!(f, "{} ({d})", self.why),
            None => write!(f, "{}", self.why),
        }
    }
}
