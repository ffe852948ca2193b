//! Every rule and decision, with its source (R. Davies, "Li'b El Merafib, the Hyena Game", Sudan
//! Notes and Records, pp. 145–146, as reprinted in the Ludii portal's description of
//! "Li'b el-Merafib"; the stick table and Fig. 11 are lost in that copy). The long form is
//! `docs/rules/hyena.md`; titles and summaries are catalog texts `hyena.rule.<id>` and
//! `hyena.rule.<id>.text`, and `hyena.rule.<id>.rare` says why a rule of ours seldom applies.

use crate::model::RuleDoc;

const OURS: &str = "ours";

pub(super) const RULES: &[RuleDoc] = &[
    RuleDoc {
        id: "players",
        cite: "Davies, p. 145",
        quote: "Fig. 11 shows a board set for four players. […] The sticks 1, 2, 3, 4 represent the mothers of the players.",
    },
    RuleDoc {
        id: "spiral",
        cite: "Davies, p. 145",
        quote: "The board is made by scooping a spiral groove in the sand and making a random number of hollows along its course. The bigger the spiral, of course, the longer the game will last.",
    },
    RuleDoc {
        id: "sticks",
        cite: "Davies, p. 145; the table is lost: usual reading, as in Ludii 1.3.13",
        quote: "The dice consist of three pieces of split stick, each about six inches long, on which the bark has been left, so that each stick has one rounded green surface and one flat white one.",
    },
    RuleDoc {
        id: "turn",
        cite: "Davies, p. 145, rule 1",
        quote: "The players throw the dice in turn, each player throwing time after time, during his turn, until he is brought to a standstill by a throw of \"ymn\", when he hands the dice to the next player.",
    },
    RuleDoc {
        id: "leave-village",
        cite: "Davies, p. 145, rule 2",
        quote: "A player has to throw a tba to enable his mother to leave the village at all, just as in race games played by English children one must throw a six to start.",
    },
    RuleDoc {
        id: "move",
        cite: "Davies, pp. 145–146, rule 3",
        quote: "After she has left the village, a tba having been thrown by her son, she moves two \"days\" (i.e. hollows) for a throw at ymn, four \"days\" for a rab' and six for a sta.",
    },
    RuleDoc {
        id: "taba-credit",
        cite: "Davies, p. 146, rule 3",
        quote: "She does not move for a tba, which is, however, marked down on the sand to the credit of the player, for a use which will appear presently.",
    },
    RuleDoc {
        id: "exact-well",
        cite: "Davies, p. 146, rule 4",
        quote: "A mother must reach the well exactly. Thus if she is an odd number of \"days\" away from it she will arrive one day short of it, and may then use one of her son's credit of tbas to complete the journey.",
    },
    RuleDoc {
        id: "step",
        cite: "Davies, p. 146, rule 4",
        quote: "[…] and may then use one of her son's credit of tbas to complete the journey.",
    },
    RuleDoc { id: "come-home", cite: OURS, quote: "" },
    RuleDoc { id: "overshoot", cite: OURS, quote: "" },
    RuleDoc { id: "lost-throw", cite: OURS, quote: "" },
    RuleDoc {
        id: "well",
        cite: "Davies, p. 146, rule 5",
        quote: "At the well, she requires two tbas to drink, one to wash her clothes and two to come away with. If a player has not this number of tbas to his credit, his mother has to wait until he has scored them.",
    },
    RuleDoc {
        id: "well-bank",
        cite: "Davies, p. 146, rule 5",
        quote: "If she has to wait there, however, the player is allowed to mark down for later use any other scores of two, four, or six, which he may throw in the meantime.",
    },
    RuleDoc { id: "spend", cite: OURS, quote: "" },
    RuleDoc { id: "choices", cite: OURS, quote: "" },
    RuleDoc {
        id: "return",
        cite: "Davies, p. 146, rule 6",
        quote: "On coming down from the well, the women make their way back, in the same manner, to the village […]",
    },
    RuleDoc {
        id: "first-home",
        cite: "Davies, p. 146, rules 6–7",
        quote: "[…] to the village, from which the first to arrive lets loose the hyena. The hyena (represented by the player whose mother first arrived at the village) […]",
    },
    RuleDoc { id: "home-credit", cite: OURS, quote: "" },
    RuleDoc { id: "sit-out", cite: OURS, quote: "" },
    RuleDoc {
        id: "hyena-leave",
        cite: "Davies, p. 146, rule 7",
        quote: "The hyena […] is enabled to leave it on payment of two tbas […]",
    },
    RuleDoc {
        id: "hyena-double",
        cite: "Davies, p. 146, rules 7 and 9",
        quote: "[…] after which he moves towards the well at double rates, i.e. four \"days\" for a ymn, eight for a rab', twelve for a sta. […] On leaving the well he still moves at double rates […]",
    },
    RuleDoc {
        id: "hyena-well",
        cite: "Davies, p. 146, rule 8",
        quote: "Arrived at the well he is held up, for it costs him ten tbas to drink and come away again.",
    },
    RuleDoc {
        id: "hyena-eat",
        cite: "Davies, p. 146, rule 9",
        quote: "On leaving the well he still moves at double rates and eats any woman whom he overtakes. He cannot eat before drinking.",
    },
    RuleDoc { id: "hyena-stop", cite: OURS, quote: "" },
    RuleDoc { id: "hyena-turn", cite: OURS, quote: "" },
    RuleDoc { id: "share", cite: OURS, quote: "" },
    RuleDoc {
        id: "end",
        cite: "Davies, p. 146, rule 9",
        quote: "In this game, the hyena may be said to be the winner, but there are degrees of defeat. The player whose mother gets eaten by the hyena is rudely mocked by the one who manages to get the old lady safely back to the village.",
    },
];

/// The rule that forbids what a refusal says (the board quotes it beside the reason).
pub(super) fn forbidding(why: &str) -> Option<&'static str> {
    Some(match why {
        "hyena.why.throw" | "hyena.error.throw_now" | "hyena.error.choose_first" => "sticks",
        "hyena.why.not_now" => "turn",
        "hyena.why.done" => "end",
        "hyena.why.choose" => "choices",
        "hyena.error.must_come_home" => "come-home",
        "hyena.error.turn_over" | "hyena.error.no_ymn_yet" => "turn",
        "hyena.error.step_where" | "hyena.error.no_taba" => "step",
        "hyena.error.pay_at_once" | "hyena.error.pay_where" => "well",
        "hyena.error.spend_when" | "hyena.error.none_banked" | "hyena.error.spend_taba" => "spend",
        "hyena.error.spend_past" => "overshoot",
        _ => return None,
    })
}
