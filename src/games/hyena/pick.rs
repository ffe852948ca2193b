//! What the player is doing on the board, apart from the page: the choice pointed at (a throw to
//! make, a banked credit to spend: its target hollow is marked on the spiral), and what a click or
//! a key does. The answers come from the rules (the legal moves, `move_effect`, `play`'s reasons,
//! the state's view); the board only wires them to the page. The sticks decide how far a piece
//! goes, so a piece is never picked up: a click on one says why it does not move.

use super::hyena_piece::HyenaState;
use super::mother::MotherState;
use super::{Hyena, Move, Piece, Place};
use crate::i18n::Msg;
use crate::model::{Game, Seat, Turn};

/// What the board must do after a click or a key.
#[derive(Clone, PartialEq, Debug)]
pub enum Act {
    /// Play this move; `throw`: choosing to throw is throwing, the sticks fly at once.
    Play { mv: Move, throw: bool },
    /// Draw the pick again: the choice marked on the spiral changed.
    Draw,
    /// Say why nothing happens: the reason, and the rule that forbids it (the one
    /// `forbidding_rule` names for the reason's key), for the board to quote.
    Refuse { why: Msg, rule: Option<&'static str> },
    /// Nothing to do.
    Nothing,
}

/// What the player is doing: the choice pointed at or focused, whose target hollow is marked.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Pick {
    pub hot: Option<Move>,
}

impl Pick {
    /// Where each of `legal` (the choices open to the player) takes the mother of the player whose
    /// turn it is, in the order of `legal`: the place she stops on. Choices that do not move her
    /// (throwing, paying at the well, ending the turn) have none.
    pub fn targets(shown: &Hyena, legal: &[Move]) -> Vec<(Move, Place)> {
        let Some(mother) = shown.current_player().map(Piece::Mother) else { return Vec::new() };
        legal
            .iter()
            .filter_map(|&mv| {
                let e = shown.move_effect(mv)?;
                let (_, path) = e.paths.into_iter().find(|p| p.0 == mother)?;
                Some((mv, *path.last()?))
            })
            .collect()
    }

    /// The pointer went onto a choice or its target hollow, or the keyboard focused a choice
    /// (`Some`); or left it (`None`).
    pub fn point(&mut self, at: Option<Move>) -> Act {
        if self.hot == at {
            return Act::Nothing;
        }
        self.hot = at;
        Act::Draw
    }

    /// A choice (its button or its target hollow) was clicked: played if the rules allow it,
    /// else refused with their reason.
    pub fn choose(&mut self, shown: &Hyena, legal: &[Move], mv: Move) -> Act {
        if legal.contains(&mv) {
            self.hot = None;
            return Act::Play { mv, throw: mv == Move::Throw };
        }
        let mut copy = *shown;
        match copy.play(mv) {
            Err(e) => Act::Refuse { rule: Hyena::forbidding_rule(e.why.key), why: e.why },
            // Legal in the position, not for this player: the board says whose turn it is.
            Ok(()) => Act::Nothing,
        }
    }

    /// A key pressed on the target hollow of choice `at`: Enter or Space plays it, Escape takes
    /// the mark away.
    pub fn key(&mut self, shown: &Hyena, legal: &[Move], at: Move, key: &str) -> Act {
        match key {
            "Enter" | " " => self.choose(shown, legal, at),
            "Escape" => self.point(None),
            _ => Act::Nothing,
        }
    }

    /// A piece was clicked. The sticks decide how far it goes, so this says why nothing
    /// happens: whose turn it is, that it will not move again, that the sticks are to be thrown,
    /// or where the choices are. `name` is a seat's name as the board says it.
    pub fn click(&mut self, shown: &Hyena, piece: Piece, name: &dyn Fn(Seat) -> String) -> Act {
        let Some(current) = shown.current_player() else { return Act::Nothing };
        let whose = match piece {
            Piece::Mother(m) => Msg::new("hyena.why.mother").arg(name(m)),
            Piece::Hyena => Msg::new("hyena.why.the_hyena"),
        };
        let gone = match piece {
            Piece::Mother(m) => {
                matches!(shown.mother_state(m), Some(MotherState::Home { .. } | MotherState::Eaten))
            }
            Piece::Hyena => shown.hyena_state() == HyenaState::Home,
        };
        let why = if gone {
            Msg::new("hyena.why.done").arg_msg(&whose)
        } else if shown.moving_piece() != Some(piece) {
            Msg::new("hyena.why.not_now").arg_msg(&whose).arg(name(current))
        } else if shown.turn() == Turn::Chance {
            Msg::new("hyena.why.throw").arg_msg(&whose)
        } else {
            Msg::new("hyena.why.choose")
        };
        Act::Refuse { rule: Hyena::forbidding_rule(why.key), why }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Options;

    /// The banked throws: a rab' (three flat sides up, 4 days) and a sta (none, 6 days).
    const RAB: Move = Move::Spend(3);
    const STA: Move = Move::Spend(0);

    /// Seats as the board names them.
    fn name(s: Seat) -> String {
        format!("Player {}", s + 1)
    }

    fn game(options: &str, moves: &str) -> Hyena {
        let specs = Hyena::option_specs();
        let mut g = Hyena::new(&Options::parse(specs, options).unwrap()).unwrap();
        for m in moves.split_whitespace() {
            g.play_text(m).unwrap_or_else(|e| panic!("{m}: {}", e.why));
        }
        g
    }

    fn legal(g: &Hyena) -> Vec<Move> {
        let mut out = Vec::new();
        g.moves(&mut out);
        out
    }

    /// The first player's mother at the well with a rab' and a sta banked (the browser tests'
    /// `SPEND` link): she may throw, or spend either on her way home.
    fn spend() -> Hyena {
        game(
            "players=3,hollows=40,spread=0,home-credit=pass,home-rank=arrival",
            "taba sta sta sta sta sta sta rab sta rab taba taba taba taba taba",
        )
    }

    /// The first player's mother is home, so he is the hyena; the hyena has drunk and comes back,
    /// the second mother on hollow 39 on her way home (the browser tests' `RETURN` link).
    fn hunt() -> Hyena {
        let moves = "ymn taba sta sta sta sta sta sta rab taba taba taba taba taba ymn \
            taba sta sta sta sta sta sta rab taba taba taba taba taba sta sta sta ymn \
            taba sta sta sta sta sta sta rab taba taba taba taba taba sta sta sta sta sta sta rab \
            taba step taba taba sta sta sta rab taba taba taba taba taba taba taba taba taba taba";
        game("players=3,hollows=40,spread=0,home-credit=pass,home-rank=arrival", moves)
    }

    fn refusal(act: Act) -> (String, Option<&'static str>) {
        match act {
            Act::Refuse { why, rule } => (why.to_string(), rule),
            other => panic!("not a refusal: {other:?}"),
        }
    }

    #[test]
    fn a_credit_to_spend_shows_the_hollow_she_would_reach() {
        let g = spend();
        assert_eq!(legal(&g), [Move::Throw, RAB, STA]);
        assert_eq!((g.move_text(RAB), g.move_text(STA)), ("spend:4".into(), "spend:6".into()));
        assert_eq!(g.mother_place(0), Some(Place::Well));
        // The rab' takes her 4 days from the well (day 41) towards the village, the sta 6;
        // throwing moves nobody yet.
        assert_eq!(Pick::targets(&g, &legal(&g)), [(RAB, Place::Hollow(37)), (STA, Place::Hollow(35))]);
        // Nobody's choices before the sticks are thrown: no target.
        assert_eq!(Pick::targets(&game("spread=0", ""), &[]), []);
    }

    #[test]
    fn pointing_at_a_choice_marks_it_and_leaving_it_clears_it() {
        let mut pick = Pick::default();
        assert_eq!(pick.point(Some(STA)), Act::Draw);
        assert_eq!(pick.hot, Some(STA));
        assert_eq!(pick.point(Some(STA)), Act::Nothing, "nothing new to draw");
        assert_eq!(pick.point(None), Act::Draw);
        assert_eq!(pick.hot, None);
    }

    #[test]
    fn choosing_plays_and_choosing_to_throw_throws() {
        let g = spend();
        let mut pick = Pick { hot: Some(STA) };
        assert_eq!(pick.choose(&g, &legal(&g), STA), Act::Play { mv: STA, throw: false });
        assert_eq!(pick.hot, None, "the mark goes with the move");
        assert_eq!(pick.choose(&g, &legal(&g), Move::Throw), Act::Play { mv: Move::Throw, throw: true });
    }

    #[test]
    fn a_choice_the_rules_refuse_says_why_with_the_rule() {
        let g = spend();
        let mut pick = Pick::default();
        let why = match pick.choose(&g, &legal(&g), Move::Step) {
            Act::Refuse { why, rule } => {
                assert_eq!(rule, Hyena::forbidding_rule(why.key));
                assert_eq!(rule, Some("step"), "{why}");
                why
            }
            other => panic!("{other:?}"),
        };
        let mut copy = g;
        assert_eq!(copy.play(Move::Step).unwrap_err().why, why, "the rules' own reason");
        // A choice the rules allow, but not to this screen (another seat is to act): nothing.
        assert_eq!(pick.choose(&g, &[], Move::Throw), Act::Nothing);
    }

    #[test]
    fn keys_on_a_target_hollow_play_it_or_clear_the_mark() {
        let g = spend();
        let legal = legal(&g);
        let mut pick = Pick { hot: Some(RAB) };
        assert_eq!(pick.key(&g, &legal, RAB, "ArrowLeft"), Act::Nothing);
        assert_eq!(pick.key(&g, &legal, RAB, "Escape"), Act::Draw);
        assert_eq!(pick.hot, None, "Escape clears the mark");
        assert_eq!(pick.key(&g, &legal, RAB, "Escape"), Act::Nothing);
        assert_eq!(pick.key(&g, &legal, STA, "Enter"), Act::Play { mv: STA, throw: false });
        assert_eq!(pick.key(&g, &legal, RAB, " "), Act::Play { mv: RAB, throw: false });
    }

    #[test]
    fn a_click_on_another_players_mother_says_whose_turn_it_is() {
        let g = game("spread=0", "");
        assert_eq!(g.turn(), Turn::Chance);
        assert_eq!(
            refusal(Pick::default().click(&g, Piece::Mother(1), &name)),
            ("That is Player 2's mother, and it is Player 1's turn.".to_string(), Some("turn"))
        );
        // The hyena, still caged, is nobody's yet.
        assert_eq!(refusal(Pick::default().click(&g, Piece::Hyena, &name)).1, Some("turn"));
    }

    #[test]
    fn a_click_on_her_own_mother_says_the_sticks_decide_then_where_the_choices_are() {
        let g = game("spread=0", "");
        assert_eq!(
            refusal(Pick::default().click(&g, Piece::Mother(0), &name)),
            ("The sticks decide how far Player 1's mother goes: throw them.".to_string(), Some("sticks"))
        );
        let (text, rule) = refusal(Pick::default().click(&spend(), Piece::Mother(0), &name));
        assert!(text.starts_with("Choose what to do with the buttons"), "{text}");
        assert_eq!(rule, Some("choices"));
    }

    #[test]
    fn the_hyenas_player_moves_the_hyena_and_his_mother_home_moves_no_more() {
        let g = hunt();
        assert_eq!(g.hyena_player(), Some(0));
        assert_eq!(g.current_player(), Some(0));
        assert_eq!(g.moving_piece(), Some(Piece::Hyena));
        assert_eq!(
            refusal(Pick::default().click(&g, Piece::Hyena, &name)),
            ("The sticks decide how far the hyena goes: throw them.".to_string(), Some("sticks"))
        );
        assert_eq!(
            refusal(Pick::default().click(&g, Piece::Mother(0), &name)),
            ("That is Player 1's mother, who will not move again in this game.".to_string(), Some("end"))
        );
        assert_eq!(refusal(Pick::default().click(&g, Piece::Mother(1), &name)).1, Some("turn"));
    }

    #[test]
    fn a_click_once_the_game_is_over_does_nothing_here() {
        // The board says the game is over (a table's reason, not the game's).
        let mut g = game("players=2,hollows=6,spread=0", "");
        let (mut rng, mut moves) = (crate::model::GameRng::seed_from_u64(7), Vec::new());
        while let Some(mv) = g.random_move(&mut rng, &mut moves) {
            g.play(mv).unwrap();
        }
        assert!(g.is_over());
        assert_eq!(Pick::default().click(&g, Piece::Mother(0), &name), Act::Nothing);
    }
}
