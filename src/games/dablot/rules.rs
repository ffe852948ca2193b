//! Every rule as implemented, with its source and the source's own words. The primary source is
//! Wikipedia's article "Dablot Prejjesne" / "Dablo" (after J. Keyland, "Dablot prejjesne",
//! Fataburen 1921); it has no page numbers, so rules are cited by section and by the article's
//! rule numbers. `DLP.Evidence.1862` is the
//! Ludii portal's evidence record for the game (Keyland 1921 as quoted by Michaelsen,
//! <https://ludii.games/data.php?gameId=1070>). Titles and summaries are in the catalog under
//! `dablot.rule.<id>`; `docs/rules/dablot.md` is the long form.

use crate::model::RuleDoc;

/// A citation of the primary source, by section or rule number.
macro_rules! wp {
    ($part:literal) => {
        concat!("Wikipedia, \"Dablot Prejjesne\" (after Keyland, Fataburen 1921), ", $part)
    };
}

pub const RULES: &[RuleDoc] = &[
    RuleDoc {
        id: "board",
        cite: wp!("Equipment"),
        quote: "The board used is a 6 (width) x 7 (length) grid board with diagonal lines running through \
                each \"square\" of the board. Pieces are placed on the intersections between gridlines \
                similar to Alquerque and its variants, instead of within the square spaces as in other \
                draughts variants.",
    },
    RuleDoc {
        id: "pieces",
        cite: wp!("Equipment"),
        quote: "Each player has 30 pieces total. One player traditionally plays the Sami tribe, which can \
                be the red or white colored pieces, and one player plays the landowner party, which are \
                the black colored pieces.",
    },
    RuleDoc {
        id: "sides",
        cite: wp!("rule 1"),
        quote: "Players decide what colors to play, and who starts first.",
    },
    RuleDoc {
        id: "setup",
        cite: wp!("rule 2"),
        quote: "The 28 soldiers or peasants are initially set up on each player's half of the board, on each \
                intersection of the gridlines of the first 5 ranks (including the intersections of the \
                diagonals in between the \"main\" orthogonal grid). The Sami Prince is placed on the sixth \
                rank, on the intersection of diagonals to that player's farthest right. The Sami King is \
                placed on the seventh rank, at the right edge of the board",
    },
    RuleDoc {
        id: "move",
        cite: wp!("rule 3"),
        quote: "All pieces move alike. A piece moves one space along one of the gridlines to any adjacent, \
                unoccupied intersection. All pieces can move forward or backward at any time. Only one \
                piece may be moved per turn, or used to capture.",
    },
    RuleDoc {
        id: "jump",
        cite: wp!("rule 4"),
        quote: "The piece must jump over a single adjacent opposing piece, and land on an unoccupied space on \
                the exact opposite side of the jumped piece from its starting location. The jumped \
                opposing piece is removed from play. A piece cannot jump over two opposing pieces in one \
                jump, nor may it jump over a piece of its own color or jump over a piece into a space that \
                is occupied (whether by that player or his opponent).",
    },
    RuleDoc {
        id: "rank",
        cite: wp!("rule 5"),
        quote: "Pieces can only capture opposing pieces of equal or lower rank. The Sami King and Landowner \
                are the highest ranked pieces and are of equal rank to one another, therefore, they can \
                capture each other, and all the other pieces.",
    },
    RuleDoc {
        id: "chain",
        cite: wp!("rule 4"),
        quote: "A piece can make multiple jumps in one turn, even changing direction from one jump to the \
                next, as long as the prior rules are followed.",
    },
    RuleDoc {
        id: "capture",
        cite: wp!("rule 4a"),
        quote: "However, in modern play of the game, similar to other draughts variants, a player who has an \
                available capture or chain of captures is required to make the capture(s). If the player \
                has a choice regarding two or more pieces that can be used to capture, or between two or \
                more \"paths\" for multiple captures by a single piece, the player may choose freely which \
                piece to use or which sequence of captures to make, but cannot choose not to capture if \
                one is possible.",
    },
    RuleDoc {
        id: "capture-optional",
        cite: "Ludii DLP.Evidence.1862 (Keyland 1921 via Michaelsen)",
        quote: "Multiple captures are allowed. Captures are not compulsory and neither are the maximum number \
                of captures.",
    },
    RuleDoc { id: "chain-complete", cite: "ours", quote: "" },
    RuleDoc { id: "vacated", cite: "ours", quote: "" },
    RuleDoc { id: "same-effect", cite: "ours", quote: "" },
    RuleDoc {
        id: "no-promotion",
        cite: wp!("rule 6"),
        quote: "There is no promotion of pieces in this game; a player cannot recover a captured King, \
                Landowner, Prince or Son, or augment their numbers of these pieces.",
    },
    RuleDoc {
        id: "win",
        cite: wp!("Goal"),
        quote: "A player wins if it captures all their opponent's pieces.",
    },
    RuleDoc { id: "blocked", cite: "ours", quote: "" },
    RuleDoc {
        id: "lone-blocked",
        cite: "Ludii DLP.Evidence.1862 (Keyland 1921 via Michaelsen)",
        quote: "A player wins when they capture all of the opponent's pieces, or by blocking a higher ranking \
                piece from being able to move if it is the only remaining piece belonging to the opponent.",
    },
    RuleDoc {
        id: "no-capture-draw",
        cite: wp!("Goal"),
        quote: "A draw is possible by mutual agreement or after a number of turns made by each player without \
                a capture.",
    },
    RuleDoc { id: "draw-limit", cite: "ours", quote: "" },
    RuleDoc {
        id: "agreement",
        cite: wp!("Goal"),
        quote: "A draw is possible by mutual agreement or after a number of turns made by each player without \
                a capture.",
    },
    RuleDoc {
        id: "lone-kings",
        cite: "Ludii DLP.Evidence.1862 (Keyland 1921 via Michaelsen)",
        quote: "If only the Kings are left on the board the game is a draw.",
    },
    RuleDoc {
        id: "single-combat",
        cite: "Ludii DLP.Evidence.1862 (Keyland 1921 via Michaelsen)",
        quote: "If players are left with only one piece each of the same rank, one player may declare single \
                combat, and both pieces must move toward one another until one captures the other.",
    },
    RuleDoc {
        id: "king-capture",
        cite: "Wiklund 1892, quoted by M. Winther, mlwi.magix.net/bg/dablot.htm",
        quote: "Den som först förlorat alla sina brickor, har tappat. Efter öfverenskommelse kan äfven den \
                tappa, hvars kung blifvit öfverhoppat och slagen af den andres kung",
    },
];

/// The rule that forbids what a refusal says (the board quotes it beside the reason).
pub fn forbidding(why: &str) -> Option<&'static str> {
    Some(match why {
        "dablot.why.theirs" | "dablot.why.empty" | "dablot.error.not_yours" => "move",
        "dablot.why.forced" | "dablot.error.must_capture" => "capture",
        "dablot.why.blocked" | "dablot.error.occupied" | "dablot.error.not_a_jump" => "move",
        "dablot.error.step_in_chain" | "dablot.error.nothing_to_jump" => "jump",
        "dablot.error.outranked_soldier" | "dablot.error.outranked_prince" => "rank",
        "dablot.error.chain_unfinished" => "chain-complete",
        "dablot.error.single_combat" => "single-combat",
        "dablot.error.pass" => "lone-blocked",
        _ => return None,
    })
}
