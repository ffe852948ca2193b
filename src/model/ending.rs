//! Endings by agreement: a game can end, besides by its rules, when a side resigns or when every
//! side agrees to a draw. They are not moves of the rules engine (the state knows nothing of
//! them): a [`Session`](super::Session) records the ending after its moves, links and records
//! carry it, and correspondence play authenticates it like a turn (`docs/links.md`).
//!
//! Each game says which of them it offers, and the rule each rests on, in
//! [`Game::AGREEMENTS`]: a rule of its own (Dablot's `agreement`, with its source) or one of the
//! shared rules below (`resign`, `draw-agreed`: our decisions, for games whose source is silent).

use super::agreements::{DRAW_AGREED, RESIGN};
use super::game::{Game, RuleDoc, RuleRef, Seat, Turn};
use super::outcome::Outcome;
use crate::i18n::Msg;

/// How a game ended other than by its rules.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Ending {
    /// The player at this seat resigned for its whole side: that side loses, every other side
    /// wins (offered only where exactly two sides play, see [`Agreements`](super::Agreements)).
    Resigned(Seat),
    /// Every side agreed to a draw.
    DrawAgreed,
}

impl Ending {
    /// The result this ending gives in `state` (the position where it was agreed).
    pub fn outcome<G: Game>(self, state: &G) -> Outcome {
        let n = state.seats();
        match self {
            Ending::Resigned(seat) => {
                let side = state.team(seat);
                Outcome::winners(n, |s| state.team(s) != side)
            }
            Ending::DrawAgreed => Outcome::draw(n),
        }
    }

    /// The id of the rule this ending applies in game `G` (its entry of [`Game::AGREEMENTS`]).
    pub fn rule_id<G: Game>(self) -> Option<&'static str> {
        match self {
            Ending::Resigned(_) => G::AGREEMENTS.resign,
            Ending::DrawAgreed => G::AGREEMENTS.draw,
        }
    }

    /// The rule this ending applies in game `G`, for the page to show which rule ended the game
    /// and where it comes from.
    pub fn rule<G: Game>(self) -> Option<EndingRule> {
        self.rule_id::<G>().and_then(ending_rule::<G>)
    }

    /// The ending as a record writes it: `draw agreed` or `resigned seat 1`.
    pub fn text(self) -> String {
        match self {
            Ending::Resigned(seat) => format!("resigned seat {seat}"),
            Ending::DrawAgreed => "draw agreed".into(),
        }
    }

    /// Reads [`Ending::text`] back.
    pub fn parse(text: &str) -> Option<Ending> {
        let text = text.trim();
        if text == "draw agreed" {
            return Some(Ending::DrawAgreed);
        }
        let seat = text.strip_prefix("resigned seat ")?;
        // Digits only: `parse` would also take a leading `+`.
        if seat.is_empty() || !seat.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        seat.parse().ok().map(Ending::Resigned)
    }
}

/// The rules of endings by agreement that games share (our decisions: the sources these games
/// come from are silent on them). Their texts are in the common catalog under
/// `ending.rule.<id>` and `ending.rule.<id>.text`.
pub const SHARED_RULES: &[RuleDoc] =
    &[RuleDoc { id: RESIGN, cite: "ours", quote: "" }, RuleDoc { id: DRAW_AGREED, cite: "ours", quote: "" }];

/// A rule that can end a game by agreement, as the page shows it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct EndingRule {
    /// Its id and citation (the source's words, if any, are the game's `RuleDoc`'s).
    pub doc: RuleRef,
    /// Whether it is one of the game's own rules (listed in its rules panel already) or a shared
    /// one (the panel lists it after the game's own).
    pub shared: bool,
}

impl EndingRule {
    /// The catalog key of its title (`<game>.rule.<id>` or `ending.rule.<id>`); its summary is
    /// the same key with `.text` appended.
    pub fn key(&self, game_id: &str) -> String {
        if self.shared {
            format!("ending.rule.{}", self.doc.id)
        } else {
            format!("{game_id}.rule.{}", self.doc.id)
        }
    }
}

/// The rule `id` of game `G` for an ending: the game's own rule of that id if it has one, else
/// the shared rule.
pub fn ending_rule<G: Game>(id: &str) -> Option<EndingRule> {
    if let Some(doc) = G::rule_refs().iter().find(|r| r.id == id) {
        return Some(EndingRule { doc: *doc, shared: false });
    }
    SHARED_RULES.iter().find(|r| r.id == id).map(|doc| EndingRule { doc: doc.reference(), shared: true })
}

/// The rules of endings by agreement game `G` offers (resignation first), for its rules panel.
pub fn ending_rules<G: Game>() -> Vec<EndingRule> {
    [G::AGREEMENTS.resign, G::AGREEMENTS.draw].into_iter().flatten().filter_map(ending_rule::<G>).collect()
}

/// Why `ending` cannot end the game at `state`, if it cannot: the game does not offer it, it is
/// already over, the seat does not exist, or (to resign) more than two sides play.
pub fn check_ending<G: Game>(state: &G, ending: Ending) -> Result<(), Msg> {
    if state.turn() == Turn::Over {
        return Err(Msg::new("error.game_over"));
    }
    match ending {
        Ending::Resigned(seat) => {
            if G::AGREEMENTS.resign.is_none() {
                return Err(Msg::new("error.no_resign"));
            }
            if seat as usize >= state.seats() {
                return Err(Msg::new("error.no_such_seat").arg(seat));
            }
            if sides(state) != 2 {
                return Err(Msg::new("error.resign_sides"));
            }
        }
        Ending::DrawAgreed => {
            if G::AGREEMENTS.draw.is_none() {
                return Err(Msg::new("error.no_draw_agreement"));
            }
        }
    }
    Ok(())
}

/// How many sides play in `state` (partners share a side).
pub fn sides<G: Game>(state: &G) -> usize {
    let mut seen = Vec::with_capacity(state.seats());
    for s in 0..state.seats() {
        let t = state.team(s as Seat);
        if !seen.contains(&t) {
            seen.push(t);
        }
    }
    seen.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endings_read_back_as_written() {
        for e in [Ending::DrawAgreed, Ending::Resigned(0), Ending::Resigned(15)] {
            assert_eq!(Ending::parse(&e.text()), Some(e));
        }
        for bad in [
            "",
            "draw",
            "resigned",
            "resigned seat",
            "resigned seat +1",
            "resigned seat x",
            "resigned seat 999",
        ] {
            assert_eq!(Ending::parse(bad), None, "{bad:?}");
        }
    }
}
