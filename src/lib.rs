//! Four traditional games, played faithfully to their recorded sources.
//!
//! The pure part (no web types, tested natively and used by the `lab` tool):
//! - [`model`]: what every game is (options, states, moves, chance, outcomes, sessions);
//! - [`games`]: the rules of each game, one folder per game;
//! - [`i18n`]: every visible text, by key;
//! - [`link`]: games as links, correspondence play, saved games and game records.
//!
//! With the `web` feature, [`ui`] adds the Leptos site.

pub mod ai;
pub mod games;
pub mod i18n;
pub mod link;
pub mod model;

#[cfg(feature = "web")]
pub mod ui;
