//! A move walked through for the "why?" of the move list: the throw and what it is worth, or the
//! credit spent, then what it did (who moved where, what was banked, paid or lost, who was eaten),
//! each with the rule that makes it so.

use super::effect::{Piece, effect};
use super::{Hyena, Move};
use crate::i18n::Msg;
use crate::model::{ExplainStep, Game};

type Step = ExplainStep<Hyena>;

impl Hyena {
    pub(super) fn walk(&self, mv: Move) -> Vec<Step> {
        let Some(e) = effect(self, mv) else { return Vec::new() };
        let mut after = *self;
        after.play_unchecked(mv);
        let step = |says: Msg, rules: &[&'static str]| Step::new(says, rules, after);
        let sticks = self.setup.sticks;
        let mut steps = Vec::new();
        match mv {
            Move::Sticks(f) => {
                let info = sticks.info(f);
                let p = self.probability(mv);
                let says = Msg::new("hyena.walk.sticks")
                    .arg(info.flats)
                    .arg_text(info.name_key)
                    .arg(crate::model::explain::chance_text(p));
                steps.push(step(says, &["sticks"]));
            }
            Move::Spend(f) => {
                let info = sticks.info(f);
                steps.push(step(
                    Msg::new("hyena.walk.spend").arg(info.value).arg_text(info.name_key),
                    &["spend"],
                ));
            }
            Move::Step => steps.push(step(Msg::new("hyena.walk.step"), &["step"])),
            Move::Pay => steps.push(step(Msg::new("hyena.walk.pay"), &["well"])),
            Move::Throw | Move::EndTurn | Move::Spiral(_) => {}
        }
        for (piece, path) in &e.paths {
            let Some(to) = path.last() else { continue };
            steps.push(match *piece {
                Piece::Mother(m) => step(
                    Msg::new("hyena.walk.mother").arg(path.len()).arg_seat(m).arg_msg(&to.describe()),
                    &["move"],
                ),
                Piece::Hyena => step(
                    Msg::new("hyena.walk.hyena").arg(path.len()).arg_msg(&to.describe()),
                    &["hyena-turn"],
                ),
            });
        }
        for &m in &e.eaten {
            steps.push(step(Msg::new("hyena.effect.eaten").arg_seat(m), &["hyena-eat"]));
        }
        if e.banked_taba {
            steps.push(step(Msg::new("hyena.effect.banked_taba"), &["taba-credit"]));
        }
        if e.banked_throw {
            steps.push(step(Msg::new("hyena.effect.banked_throw"), &["well-bank"]));
        }
        if e.paid > 0 {
            steps.push(step(Msg::new("hyena.effect.paid").arg(e.paid), &["well"]));
        }
        if e.hyena_loosed
            && let Some(s) = self.current_player()
        {
            steps.push(step(Msg::new("hyena.effect.loosed").arg_seat(s), &["first-home"]));
        }
        if e.lost {
            steps.push(step(Msg::new("hyena.effect.lost"), &["lost-throw"]));
        }
        if e.over {
            steps.push(step(Msg::new("hyena.effect.over"), &["end"]));
        } else if e.turn_ends {
            steps.push(step(Msg::new("hyena.effect.turn_ends"), &["turn"]));
        }
        steps
    }
}
