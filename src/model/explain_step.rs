//! One step of a move told step by step (`Game::explain`); how a game's steps are closed and
//! checked is in `explain.rs`.

use crate::i18n::Msg;

/// One step of a move, explained.
#[derive(Clone, PartialEq, Debug)]
pub struct ExplainStep<G> {
    /// What happens, in words.
    pub says: Msg,
    /// The rules that make it so (ids of [`Game::rules`](super::Game::rules)), quoted beside the words.
    pub rules: Vec<&'static str>,
    /// The position after this step, for the board.
    pub shows: G,
}

impl<G> ExplainStep<G> {
    pub fn new(says: Msg, rules: &[&'static str], shows: G) -> Self {
        ExplainStep { says, rules: rules.to_vec(), shows }
    }
}
