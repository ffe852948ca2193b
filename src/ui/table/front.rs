//! What a game's page shows before a game is on its table: the new-game panel (the game's options,
//! each beside its rule, and who sits in each seat) and the rules. It needs only the game's data
//! and how its options make seats, so it is part of the site's module and a page opens with it;
//! the table (board, computer, the panels of play) is the game's own chunk, fetched when a game
//! starts or the address names one (`table::page`).

use super::super::text::t_msg;
use super::GameView;
use crate::i18n::Msg;
use crate::model::{EndingRule, OptionSpec, Options, RuleRef, Seat, ending_rules};
use std::marker::PhantomData;
use std::sync::Arc;

/// A game as its page shows it before its table is there.
pub trait Front: Send + Sync {
    fn game(&self) -> &'static str;
    fn rules(&self) -> &'static [RuleRef];
    /// The rules of endings by agreement this game offers (for the rules panel).
    fn ending_rules(&self) -> Vec<EndingRule>;
    fn option_specs(&self) -> &'static [OptionSpec];
    /// The options the new-game panel shows first (the others are folded).
    fn primary_options(&self) -> &'static [&'static str];
    /// The game is played with thrown sticks (the new-game panel offers throws by hand).
    fn has_throws(&self) -> bool;
    /// The seat names these options give, or why they make no game.
    fn try_options(&self, o: &Options) -> Result<Vec<String>, Msg>;
    /// The options the new-game panel proposes first.
    fn proposed_options(&self) -> Options;
}

pub type AnyFront = Arc<dyn Front>;

/// Game `G`'s front (no state: everything comes from the game's type).
pub fn front<G: GameView>() -> AnyFront {
    Arc::new(FrontOf::<G>(PhantomData))
}

struct FrontOf<G>(PhantomData<fn() -> G>);

impl<G: GameView> Front for FrontOf<G> {
    fn game(&self) -> &'static str {
        G::ID
    }
    fn rules(&self) -> &'static [RuleRef] {
        G::rule_refs()
    }
    fn ending_rules(&self) -> Vec<EndingRule> {
        ending_rules::<G>()
    }
    fn option_specs(&self) -> &'static [OptionSpec] {
        G::option_specs()
    }
    fn primary_options(&self) -> &'static [&'static str] {
        G::PRIMARY_OPTIONS
    }
    fn has_throws(&self) -> bool {
        G::THROWS
    }
    fn try_options(&self, o: &Options) -> Result<Vec<String>, Msg> {
        let g = G::new(o).map_err(|e| e.why)?;
        Ok((0..g.seats()).map(|i| t_msg(&G::seat_name(&g, i as Seat))).collect())
    }
    fn proposed_options(&self) -> Options {
        let mut o = Options::defaults(G::option_specs());
        G::proposed_options(&mut o);
        o
    }
}
