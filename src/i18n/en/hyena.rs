//! English texts of the hyena game (keys without the `hyena.` prefix).

crate::i18n::catalog! {
    "name" => "Li'b El Merafib (the hyena game)",
    "people" => "Sudan",
    "tagline" => "Walk your mother along the spiral to the well and home again before the hyena catches her.",

    // The board.
    "board.label" => "The spiral groove: the village at its outer end, the well in the middle",
    "board.well" => "well",
    "board.village" => "village",
    "board.count" => "The spiral has {0} hollows between the village and the well.",
    "board.count_drawn" => "The spiral has {0} hollows between the village and the well (drawn at random from {1} to {2}).",
    "board.count_pending" => "The number of hollows is being drawn ({0} to {1}).",
    "board.mother" => "{0}'s mother, {1}: {2}",
    "board.hyena" => "The hyena: {0}",
    "board.plays_hyena" => "plays the hyena: {0}",
    "board.tabas" => "tâbas banked: {0}",
    "board.throws" => "throws banked: {0}",
    "board.value_taba" => "1: to leave, to pay, or marked down",
    "board.value_days" => "{0} days",
    "board.value_hyena" => "{0} days for the hyena",
    "board.skip" => "Skip the animation",
    "effect.mother" => "{0}'s mother is now {1}.",
    "effect.hyena" => "The hyena is now {0}.",
    "effect.eaten" => "The hyena eats {0}'s mother!",
    "effect.banked_taba" => "A tâba is marked down on the sand.",
    "effect.banked_throw" => "The throw is marked down for later.",
    "effect.paid" => "Tâbas paid: {0}.",
    "effect.loosed" => "The hyena is loose: {0} plays the hyena.",
    "effect.lost" => "The throw cannot be used.",
    "effect.turn_ends" => "The sticks go to the next player.",
    "effect.over" => "Every mother is home or eaten: the game is over.",
    "result.title" => "Degrees of defeat",
    "result.hyena" => "{0}: the hyena (first mother home)",
    "result.home" => "{0}: brought his mother home safely (arrival {1})",
    "result.eaten" => "{0}: his mother was eaten by the hyena",

    // Rules: titles and plain-language summaries.
    "rule.players" => "Players and mothers",
    "rule.players.text" => {
        "Two or more players (four in Davies's drawing; up to eight here). Each player has one \
         piece, his mother, who starts in the village."
    },
    "rule.spiral" => "The spiral",
    "rule.spiral.text" => {
        "The board is a spiral groove in the sand with hollows (\"days\") along it: the village \
         at the outer end, the well in the middle. Its number of hollows is random: here it is \
         drawn at the start of each game, from 70 to 90 by default (a bigger spiral makes a \
         longer game), or the players fix it."
    },
    "rule.sticks" => "The sticks",
    "rule.sticks.text" => {
        "Three split sticks, each flat and white on one side, round and green on the other. One \
         flat side up is a tâba (1), two is a ymn (2), three is a rab' (4), none is a sta (6). \
         The chances are 3 in 8, 3 in 8, 1 in 8 and 1 in 8."
    },
    "rule.turn" => "Throwing until a ymn",
    "rule.turn.text" => {
        "On his turn a player throws again and again until a ymn comes; the ymn is still used, \
         then the sticks go to the next player."
    },
    "rule.leave-village" => "Leaving the village",
    "rule.leave-village.text" => {
        "A mother leaves the village only for a tâba, which takes her onto the first \
         hollow. Until then other throws do nothing."
    },
    "rule.move" => "Moving",
    "rule.move.text" => {
        "Once out, a mother moves 2 days (hollows) for a ymn, 4 for a rab' and 6 for a sta. A \
         thrown move is used at once if it can be."
    },
    "rule.taba-credit" => "Tâbas are credits",
    "rule.taba-credit.text" => {
        "A tâba thrown after she has left does not move her: it is marked down to her \
         player's credit, to be spent later."
    },
    "rule.exact-well" => "Reaching the well exactly",
    "rule.exact-well.text" => {
        "A mother must land on the well exactly. If she is an odd number of days away, she \
         stops one day short and needs a tâba from her player's credit to step in."
    },
    "rule.come-home" => "No waiting for ever",
    "rule.come-home.text" => "Our rule: a mother one day from home steps in as soon as her player has a tâba, and one waiting just short of the well (or at it, paying by choice) may hold back only while the hyena is out hunting. Otherwise a player could refuse for ever and the game would never end.",
    "error.must_come_home" => "she must step in now: there is no reason left to wait (rule: no waiting for ever)",
    "rule.step" => "Stepping in with a tâba",
    "rule.step.text" => {
        "One day short of the well (or, on the way back, of the village), the player may spend a \
         banked tâba to step her in. It is his choice when to do it."
    },
    "rule.overshoot" => "A throw that overshoots",
    "rule.overshoot.text" => {
        "A throw that would carry a mother past the well, or past the village on the way \
         back, cannot be used and is lost (a ymn still ends the turn)."
    },
    "rule.lost-throw" => "Throws that cannot be used",
    "rule.lost-throw.text" => {
        "A throw that nothing can use — a 2, 4 or 6 while she is still in the village, or \
         anything but a tâba while the hyena waits in the village or at the well — is lost."
    },
    "rule.well" => "At the well",
    "rule.well.text" => {
        "At the well she needs two tâbas to drink, one to wash her clothes and two to come away: \
         five in all. They are paid at once from her player's credit and from tâbas as they \
         are thrown; she waits until all are paid."
    },
    "rule.well-bank" => "Banking throws while she waits",
    "rule.well-bank.text" => {
        "While she waits at the well, every ymn, rab' and sta her player throws is marked \
         down for later use."
    },
    "rule.spend" => "Spending banked throws",
    "rule.spend.text" => {
        "On the way back, the player may spend a banked throw whenever it is his turn to \
         choose, moving her its number of days, as long as it does not carry her past the \
         village. Which and when is his choice."
    },
    "rule.choices" => "The player's choices",
    "rule.choices.text" => {
        "Thrown moves, banking and the well's payments happen by themselves. The player \
         chooses how to spend his credits: before each throw, and after the ymn before handing \
         on the sticks, he may spend a banked tâba or throw, or go on."
    },
    "rule.return" => "The way back",
    "rule.return.text" => {
        "After the well she walks back to the village in the same manner: tâbas are banked, \
         and she must reach the village exactly, stepping in with a tâba if one day short."
    },
    "rule.first-home" => "The first home lets the hyena loose",
    "rule.first-home.text" => {
        "The first mother back in the village lets the hyena loose, and her player becomes \
         the hyena. His turn goes on, now throwing for the hyena."
    },
    "rule.home-credit" => "Her credit when she is home",
    "rule.home-credit.text" => {
        "Our reading (the text is silent): what a mother has banked is for her journey, so when \
         she is home it lapses, and the hyena starts with no tâbas: he must throw two to leave \
         and ten at the well. With the other reading her banked tâbas stay her player's, and the \
         first one's pay for the hyena. Banked throws lapse either way."
    },
    "rule.sit-out" => "Players who are done",
    "rule.sit-out.text" => {
        "A player whose mother is home (unless he is the hyena) or eaten no longer throws. \
         The hyena's player throws until the hyena is back in the village."
    },
    "rule.hyena-leave" => "The hyena leaves the village",
    "rule.hyena-leave.text" => {
        "The hyena leaves the village when his player has paid two tâbas, paid as they are \
         thrown (or from his credit, if her credit passes to the hyena)."
    },
    "rule.hyena-double" => "Double rates",
    "rule.hyena-double.text" => {
        "The hyena moves 4 days for a ymn, 8 for a rab' and 12 for a sta, both ways."
    },
    "rule.hyena-well" => "The hyena at the well",
    "rule.hyena-well.text" => {
        "At the well the hyena is held up until his player has paid ten tâbas to drink and \
         come away."
    },
    "rule.hyena-eat" => "The hyena eats",
    "rule.hyena-eat.text" => {
        "Only after drinking, on his way back, the hyena eats every mother he overtakes: \
         every mother on her way home whom his move carries him past. Mothers still going out \
         meet him face to face and are not overtaken."
    },
    "rule.hyena-stop" => "The hyena needs no exact throw",
    "rule.hyena-stop.text" => {
        "A throw that would carry the hyena past the well stops him at the well; one that \
         would carry him past the village brings him home, where his hunt ends."
    },
    "rule.hyena-turn" => "The hyena's turn",
    "rule.hyena-turn.text" => {
        "The hyena's player throws for the hyena as for a mother. He has no choices: his \
         tâbas pay at once, and throws he cannot use are lost."
    },
    "rule.share" => "Sharing a hollow",
    "rule.share.text" => "Any number of pieces may stand on one hollow; mothers never harm each other.",
    "rule.end" => "Degrees of defeat",
    "rule.end.text" => {
        "The game ends when every mother is home or eaten. The hyena's player wins; those who \
         brought their mothers home safely come next (together, or in the order they came home \
         if the players so choose); those whose mothers were eaten come last."
    },

    // Options.
    "opt.players" => "Players",
    "opt.players.help" => "How many players, each with one mother (2 to 8).",
    "opt.hollows" => "Hollows",
    "opt.hollows.help" => {
        "Hollows between the village and the well (the middle of the range when the count is \
         drawn); a bigger spiral makes a longer game. Bell's drawing of the board has 80."
    },
    "opt.spread" => "Random spread",
    "opt.spread.help" => {
        "Davies: \"a random number of hollows\". The count is drawn at the start, up to this \
         many fewer or more hollows than the middle (narrowed to stay within 6 to 200); 0 fixes \
         it."
    },
    "opt.three-flat" => "Three flat sides",
    "opt.three-flat.4" => "rab', 4 days (usual reading)",
    "opt.three-flat.3" => "three, 3 days (some other sites)",
    "opt.three-flat.help" => "What a throw with all three flat sides up is worth.",
    "opt.well" => "Tâbas at the well",
    "opt.well.5" => "five (Davies)",
    "opt.well.4" => "four (Ludii)",
    "opt.well.help" => "Tâbas a mother pays at the well to drink, wash and come away.",
    "opt.well-pay" => "Paying at the well",
    "opt.well-pay.at-once" => "at once (Davies)",
    "opt.well-pay.chosen" => "when the player chooses (ours)",
    "opt.well-pay.help" => {
        "Whether her tâbas at the well are paid as soon as he has them, or when he \
         chooses (she may then wait there, banking throws)."
    },
    "opt.hyena-well" => "The hyena's tâbas at the well",
    "opt.hyena-well.10" => "ten (Davies)",
    "opt.hyena-well.9" => "nine (Ludii)",
    "opt.hyena-well.help" => "Tâbas the hyena pays at the well to drink and come away.",
    "opt.eat" => "Overtaking",
    "opt.eat.pass" => "only mothers he goes past",
    "opt.eat.reach" => "also the mother where he stops",
    "opt.eat.help" => "Which mothers on their way home the hyena eats.",
    "opt.home-credit" => "Credit at home",
    "opt.home-credit.lapse" => "lapses: the hyena starts with none (our reading)",
    "opt.home-credit.pass" => "passes to the hyena (other reading)",
    "opt.home-credit.help" => {
        "What a mother's banked tâbas become when she is home; Davies does not say. If they pass \
         to the hyena, the first mother home usually brings enough to pay his two tâbas to leave \
         and his ten at the well at once."
    },
    "opt.home-rank" => "Mothers home safe",
    "opt.home-rank.shared" => "share one rank (Davies's degrees of defeat)",
    "opt.home-rank.arrival" => "rank in the order they came home (ours)",
    "opt.home-rank.help" => {
        "Davies ranks the hyena first, then the players who brought their mothers home, then \
         those whose mothers were eaten. Ranking the safe mothers by arrival is our addition."
    },

    // Throws, places, states.
    "throw.taba" => "tâba",
    "throw.ymn" => "ymn",
    "throw.rab" => "rab'",
    "throw.three" => "three",
    "throw.sta" => "sta",
    "place.village" => "in the village",
    "place.hollow" => "on hollow {0}",
    "place.well" => "at the well",
    "place.home" => "home",
    "place.eaten" => "eaten on hollow {0}",
    "state.village" => "waiting for a tâba to leave the village",
    "state.outward" => "on the way to the well",
    "state.at-well" => "at the well, {0} of {1} tâbas paid",
    "state.returning" => "on the way home",
    "state.home" => "home safely ({0})",
    "state.eaten" => "eaten by the hyena",
    "hyena.caged" => "not loose yet",
    "hyena.village" => "loose in the village, {0} of {1} tâbas paid",
    "hyena.outward" => "going to the well",
    "hyena.at-well" => "at the well, {0} of {1} tâbas paid",
    "hyena.returning" => "coming back, eating",
    "hyena.home" => "back in the village",

    // Moves and choices.
    "move.spiral" => "the spiral is made with {0} hollows",
    "move.taba" => "tâba: one flat side up (a credit, or leave the village)",
    "move.ymn" => "ymn: two flat sides up ({0} days, the hyena {1}; ends the turn)",
    "move.rab" => "rab': three flat sides up ({0} days, the hyena {1})",
    "move.three" => "three: three flat sides up ({0} days, the hyena {1})",
    "move.sta" => "sta: no flat side up ({0} days, the hyena {1})",
    "choice.throw" => "throw the sticks",
    "choice.pay" => "pay a banked tâba at the well ({0} of {1})",
    "choice.end" => "end the turn and hand on the sticks",
    "choice.step_well" => "spend a banked tâba to step into the well",
    "choice.step_home" => "spend a banked tâba to step home into the village",
    "choice.spend_ymn" => "spend a banked ymn: she moves {0} days towards the village",
    "choice.spend_rab" => "spend a banked rab': she moves {0} days towards the village",
    "choice.spend_three" => "spend a banked three: she moves {0} days towards the village",
    "choice.spend_sta" => "spend a banked sta: she moves {0} days towards the village",

    // Errors.
    "error.players" => "the hyena game takes 2 to 8 players, not {0}",
    "error.spiral_range" => "a spiral of {0} hollows is outside this game's range ({1} to {2})",
    "error.spiral_first" => "the spiral must be made first (its hollow count is drawn)",
    "error.spiral_made" => "the spiral is already made",
    "error.throw_now" => "the sticks must be thrown now",
    "error.choose_first" => "the player must choose first: spend a credit, or throw (or end the turn)",
    "error.turn_over" => "the ymn has ended this turn: spend a credit or end the turn",
    "error.no_ymn_yet" => "the turn ends only with a ymn: throw the sticks",
    "error.step_where" => {
        "a banked tâba steps her in only when she is one day short of the well or of the village"
    },
    "error.no_taba" => "there is no banked tâba to spend",
    "error.pay_at_once" => "tâbas at the well are paid at once in this game, not chosen",
    "error.pay_where" => "tâbas are paid only while she is at the well",
    "error.spend_when" => "banked throws are spent only on the way home",
    "error.none_banked" => "there is no banked {0} to spend",
    "error.spend_past" => "{0} days would carry her past the village ({1} days away)",
    "error.spend_taba" => "a banked tâba is spent with \"step\"",
    "error.spend_value" => "no throw is worth {0} days in this game",
    "error.three_not_rab" => "with three flat sides worth 3, that throw is written \"three\"",
    "error.rab_not_three" => "with three flat sides worth 4, that throw is written \"rab\"",
    "error.json_number" => "the state's field \"{0}\" must be at most 255, not {1}",
    "error.json_options" => "the state's \"options\" must be an object of option values",
    "error.json_phase" => "the state's \"phase\" must be spiral, throw, choose, close or over",
    "error.json_spiral" => {
        "a state still drawing its spiral must be the starting position of a random spiral"
    },
    "error.json_hollows" => "the state's \"hollows\" is missing",
    "error.json_count" => "the state must list {0} for each of its {1} players",
    "error.json_mother" => "mother {0}: her state and place do not fit together on this spiral",
    "error.json_paid" => "mother {0} has paid all her tâbas, so she cannot still be at the well",
    "error.json_credits" => "player {0} has credits he could not have earned yet",
    "error.json_home" => "\"home\" must list each mother who is home, once, in order",
    "error.json_hyena" => "the hyena's state and place do not fit together",
    "error.json_hyena_owner" => {
        "the hyena is loose exactly when a mother is home, and is the first one's player"
    },
    "error.json_eaten" => "a mother cannot be eaten before the hyena has drunk",
    "error.json_turn" => "the player to move must be one who still plays",
    "error.json_over" => "the game is over exactly when every mother is home or eaten",
    "error.json_choose" => "the player to choose has nothing to spend",
}
