//! Every rule and every decision of ours, with its source. The long form, with our reasons, is
//! `docs/rules/um-dyar.md`; titles and summaries are catalog texts (`um-dyar.rule.<id>`).

use crate::model::RuleDoc;

/// The source: Wikimanqala's article "Um dyar" (after field reports from Boutilimit and
/// Moudjéria, Mauritania; retrieved 2010). It has no page numbers: quotes are from its "Rules".
const SRC: &str = "Wikimanqala, \"Um dyar\" (retrieved 2010), Rules";
const OURS: &str = "ours";

const fn src(id: &'static str, quote: &'static str) -> RuleDoc {
    RuleDoc { id, cite: SRC, quote }
}

const fn ours(id: &'static str) -> RuleDoc {
    RuleDoc { id, cite: OURS, quote: "" }
}

pub const RULES: &[RuleDoc] = &[
    src("board", "The board is made of two rows of an even number of holes, between 2 and 12."),
    src(
        "seeds",
        "A board which numbers just four holes has four seeds in each hole. Board that have eight or \
         twelve holes have as many seeds as the whole board numbers holes or, alternatively, just as many \
         as one row numbers holes. Large boards which have 16 or 24 holes have initially in each hole as \
         many seeds as a row counts holes.",
    ),
    ours("seeds-20"),
    src("own-side", "Each player controls the holes on his side of the board."),
    ours("first"),
    src(
        "sow",
        "At his turn, a player takes the contents of any hole of his side of the board and sows them \
         counterclocwise, one by one, starting in the very same hole from where he took them.",
    ),
    src("singleton", "If you move a singleton, it is put into the next hole counterclockwise."),
    ours("laps"),
    src(
        "capture",
        "If the last seed ends in a hole making a total of an even number of seeds, not greater than the \
         initial number of seeds per hole, these seeds are captured and removed from the board.",
    ),
    src(
        "chain",
        "If you have captured, you also get the contents of the preceding holes (in an unbroken sequence) \
         that contain an even number of seeds, not greater than the initial number of seeds per hole.",
    ),
    ours("capture-side"),
    ours("empty-breaks"),
    ours("chain-length"),
    src("pass", "If a player has no seeds to play with, he passes and his opponent plays again."),
    src("end", "The game ends when all seeds are captured."),
    src("winner", "The player who has captured most seeds, wins the game."),
    ours("tie"),
    ours("stall"),
    src(
        "single-seed",
        "If at the end of the game a single seed remains (i.e. there has been some mistake or cheating), \
         the players who has an odd number of captured seeds loses one seed. These two seeds (the lost one \
         and the seed remaining on the board) are not counted.",
    ),
    src("match", "Usually you don't play just a game, but a match."),
    src(
        "match-fill",
        "In the next game you start filling the holes with the captured seeds. The winner fills all his \
         holes with the standard initial number of seeds. The loser fills all the holes he can with the \
         standard number of seeds. If he some seeds remain, he puts them in another hole.",
    ),
    src(
        "closed",
        "The empty holes on the loser's side of the board are refilled with sand or marked somehow. In the \
         next game you don't play in them.",
    ),
    ours("closed-skip"),
    src("reopen", "If the loser has not enough holes for his seeds, he reopens as many holes as he needs."),
    src(
        "close-order",
        "There is no fixed rule about the order to close or reopen the holes. Sometimes they are openend \
         from left to right. However, it is not important.",
    ),
    ours("surplus"),
    ours("match-tie"),
    ours("next-first"),
    ours("match-limit"),
    ours("match-stop"),
    src(
        "carry",
        "If there was a couple of seeds out of game (as seen above) they are given to the first player who \
         makes a capture in the next game.",
    ),
    src(
        "match-end",
        "The winner of the match is who captures all the seeds and leaves the opponent with no holes on his \
         side.",
    ),
];

/// The rule that forbids what a refusal says (the board quotes it beside the reason).
pub fn forbidding(why: &str) -> Option<&'static str> {
    Some(match why {
        "um-dyar.why.theirs" => "own-side",
        "um-dyar.error.empty" => "sow",
        "um-dyar.error.closed" => "closed",
        "um-dyar.error.must_pass" | "um-dyar.error.cannot_pass" => "pass",
        "um-dyar.error.no_hole" => "board",
        _ => return None,
    })
}
