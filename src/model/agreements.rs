//! Which endings by agreement a game offers (resigning, a draw agreed), named in the game's
//! [`Game::AGREEMENTS`](super::Game::AGREEMENTS); what they do is in `ending.rs`.

/// Which endings by agreement a game offers, each with the id of the rule it rests on: one of
/// the game's own [`Game::rules`](super::Game::rules) (with its source), or one of
/// [`SHARED_RULES`](super::SHARED_RULES).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Agreements {
    /// A side may resign (and lose). Offered only where exactly two sides play: with more, the
    /// others' places among themselves would be left undecided.
    pub resign: Option<&'static str>,
    /// The sides may agree a draw (every side must agree).
    pub draw: Option<&'static str>,
}

impl Agreements {
    /// Neither resignation nor draws by agreement.
    pub const NONE: Agreements = Agreements { resign: None, draw: None };
    /// Both, as our own rules (the source is silent).
    pub const OURS: Agreements = Agreements { resign: Some(RESIGN), draw: Some(DRAW_AGREED) };
}

/// The shared rule "a side may resign".
pub const RESIGN: &str = "resign";
/// The shared rule "the sides may agree a draw".
pub const DRAW_AGREED: &str = "draw-agreed";
