//! Every rule of Dèleb as implemented, with its source, and which rules a move applies.
//!
//! Quotes are from G. Marin, "Somali Games", Journal of the Royal Anthropological Institute 61
//! (1931), pp. 499–511 (Dèleb pp. 508–510), with our copy's code-page errors read as è, à, ù, ì, ò
//! and "ə" for the letter it prints "x" (in "tələ·də", the throw of 3, and "badmə·h", sea-farer; see
//! `docs/rules/deleb.md`), and from the Digital Ludeme Project's summary of it, evidence record
//! DLP.Evidence.1511 (Ludii portal, "Dèleb", 2021). `docs/rules/deleb.md` is the long form.

use super::billets::ThrowName;
use super::board;
use super::entry::{EntryStep, Stage, entry_steps};
use super::track;
use super::{Deleb, Move, Phase};
use crate::model::{Game, RuleDoc};

const fn marin(page: &'static str, id: &'static str, quote: &'static str) -> RuleDoc {
    RuleDoc { id, cite: page, quote }
}

const fn ours(id: &'static str) -> RuleDoc {
    RuleDoc { id, cite: "ours", quote: "" }
}

const P508: &str = "Marin 1931, p. 508";
const P509: &str = "Marin 1931, p. 509";
const P510: &str = "Marin 1931, p. 510";
const P508_509: &str = "Marin 1931, pp. 508–509";
const P509_510: &str = "Marin 1931, pp. 509–510";
const DLP: &str = "DLP.Evidence.1511 (Ludii portal, 2021)";

pub(super) const RULES: &[RuleDoc] = &[
    marin(
        P508,
        "billets",
        "They are made from a stick about 85cm. long and nearly 1cm. across, which is cut longitudinally \
         and transversely into four equal sections, each of which has a convex side covered with \"black\" \
         bark, and a flat one showing the \"white\" wood.",
    ),
    marin(
        P509,
        "names",
        "The number of points to move is determined by the throws: a dèleb counts as 1, a dug as 2, a \
         tələ·də as 3, a gàsse as 4, and a sìtte as 6.",
    ),
    marin(
        P508_509,
        "words",
        "Related to the Arabian ta·b. … The boys do not count these points by means of the Somali \
         numerals, but use special words: to count 3 they say: tùh, tàh, tələ·də; to count 4: gàsse \
         (\"reddish\"), bù·ri (\"tobacco\"), dzèmana (\"coffee-pot \"), sónkor (\"sugar\"); to count 6: inna \
         sè·ra, wàha, àrab, qàmma, qabsej (\"he caught \").",
    ),
    marin(
        P508,
        "gar",
        "A billet lying on its side is called a gà·r; it is counted as white if the game is played during \
         the day time, as black if it is night time.",
    ),
    ours("gar-rate"),
    marin(
        P508,
        "throw-again",
        "After throwing a sìtte, a dèleb, or a gàsse, the same person goes on playing, but after a dug or a \
         tələ·də he must hand over the sticks to the next player.",
    ),
    marin(
        P508,
        "field",
        "Twenty cross-lines are a convenient number, but there may be fewer or more - even four or five \
         times as many. The two middle longitudinal lines (B and C) are called bad, \"sea\".",
    ),
    marin(
        P508,
        "men",
        "The points of junction of the cross-lines with the lines A and D are covered with two sets of \
         stones of distinctive colours or kinds.",
    ),
    marin(
        P508,
        "players",
        "The players may be 2, 4, 6, 8, or more, and divide into two equal teams. Each child takes his turn \
         after his left-hand neighbour, so that partners (who all squat, on the same side) play in \
         succession.",
    ),
    ours("seating"),
    marin(
        P508,
        "start",
        "One side chooses \"dèleb\" and the other \"dug\". A member of each team throws two of the billets; \
         this is repeated, if necessary, until either a dèleb (3 black + 1 white) or a dug (2 black + 2 \
         white) turn up to decide which team will be the first to try its luck.",
    ),
    ours("start-choice"),
    marin(
        P509,
        "entry-1",
        "(1) He plays with the four billets: if he throws a dug or it tələ·də, his turn is ended, and he \
         hands over the billets to his neighbour; if a sìtte or a gàsse turns up, he goes on throwing; as \
         soon as a dèleb appears he counts \"one dèleb\" and immediately passes on to the second stage.",
    ),
    marin(
        P509,
        "entry-2",
        "(2) He plays with three billets: if he casts either three black, or two black and one white, he \
         adds a dèleb to his score, and goes on playing; if three white turn up, he counts a gàsse and goes \
         on playing; but as soon as one black and two white appear he passes into the third stage.",
    ),
    marin(
        P509,
        "entry-3",
        "(3) He now plays with two billets: if he has the misfortune of getting two black (hab), all the \
         dèleb and gàsse he may have scored are lost, and he will have to start the whole process over \
         again when his next turn comes; if he gets two white, he counts a gàsse and reverts immediately \
         into the second stage; but if he casts one white and one black (dag), he enters definitely into \
         the game by making good whatever dèleb and gàsse he may have summed up, and he hands all billets \
         to his neighbour. Henceforth he will always play with the whole set of four sticks.",
    ),
    marin(
        P509,
        "stage-pass",
        "as soon as a dèleb appears he counts \"one dèleb\" and immediately passes on to the second stage.",
    ),
    marin(
        P509,
        "track",
        "The men progress along the longitudinal lines, in boustrophedon. One team moves its first piece A1 \
         successively to B1, B2, B3 ... B20, C20 ... C1, D1 ... D20, when the man becomes a badmə·h, \
         \"sea-farer,\" and comes back through C20 ... C1, B1 ... B20, A20 ... etc. The other team advances \
         D20 to C20 ... C1, B1, and so forth.",
    ),
    ours("seafarer"),
    marin(
        P509,
        "use-throws",
        "The number of points given by each throw cannot be distributed among different pieces; it must he \
         executed in full or not at all; but the order in which the throws occurred does not matter.",
    ),
    ours("throw-first"),
    marin(
        P509,
        "liberation",
        "As long as a man occupies its original position, it is a \"slave\" (horiè·l). It is not allowed to \
         travel until it has been freed, i.e. before it has been moved one single step (A1 to B1, A2 to A1, \
         etc., D20 to C20, D19 to D20, etc.). This can only be done by means of a dèleb, and each team is \
         obliged to use all their dèleb for this purpose until all their men have been thus liberated.",
    ),
    ours("liberation-blocked"),
    ours("join-slave"),
    marin(P509, "pass", "A man can pass over other men of its own kind, but not over an enemy."),
    marin(
        P509,
        "eat",
        "If a throw of the billets brings it to the exact place occupied by a man of the other team, he \
         \"eats\" it, i.e. removes it from the game and takes his place.",
    ),
    marin(
        P509_510,
        "store",
        "When one team has liberated all its men, it, is free to turn its dèleb to any use it likes; it can \
         even store them up for use at some critical moment, e.g. for putting out of danger a man which is \
         actually preyed upon by the opponents. Only dèleb can be stored up in this way",
    ),
    marin(
        P509_510,
        "rescue",
        "it can even store them up for use at some critical moment, e.g. for putting out of danger a man \
         which is actually preyed upon by the opponents.",
    ),
    marin(P510, "forgo", "but one can always forgo any other gains if it is found safer to do so."),
    marin(
        P510,
        "double",
        "A man can be left by the side of another of its own kind; henceforth the two companions move \
         together as if they were a single man; but they also run the risk of being \"eaten together.\" \
         Only a dèleb can separate them again if desired.",
    ),
    ours("double-limit"),
    ours("join-course"),
    marin(
        DLP,
        "join-choice",
        "When a team's piece lands on a space occupied by another piece of that team, they may choose to \
         move both pieces as one. They may decouple these pieces with a throw of 1.",
    ),
    ours("split"),
    marin(
        P510,
        "handicap",
        "If a boy has been unable to enter the game proper, and all the pawns on his own side have been \
         librated, he is saved any further endeavour to pass through the three introductory stages; but for \
         the whole duration of the game, no attention will be paid to any of his throws with the exception \
         of the dèleb he may happen to cast.",
    ),
    ours("handicap-detail"),
    marin(P509, "win", "The aim of the game is to eat up every one of the opponents' men."),
];

/// The rule ids a move applies in `state` (empty for a move that is not legal there).
pub(super) fn applied(state: &Deleb, mv: Move) -> Vec<&'static str> {
    let mut ids = Vec::new();
    match (state.phase, mv) {
        (Phase::Choose, Move::Choose(ThrowName::Deleb | ThrowName::Dug)) => {
            ids.extend(["start", "start-choice"])
        }
        (Phase::Start, Move::Throw(b)) if b.count == 4 => {
            ids.extend(["billets", "start", "start-choice"]);
            if b.side > 0 {
                ids.extend(["gar", "gar-rate"]);
            }
        }
        (Phase::Throw, Move::Throw(b)) if b.count == state.billets_due() => {
            ids.push("billets");
            let counted = b.counted_white(state.setup.night);
            let stage = state.entry.get(state.seat as usize).map_or(Stage::Entered, |e| e.stage);
            match stage {
                Stage::One | Stage::Two | Stage::Three => {
                    ids.push(["entry-1", "entry-2", "entry-3"][stage as usize]);
                    if entry_steps(stage, counted).contains(&EntryStep::NextStage) {
                        ids.push("stage-pass");
                    }
                }
                Stage::Entered | Stage::Handicapped => {
                    ids.extend(["names", "throw-again"]);
                    if stage == Stage::Handicapped {
                        ids.extend(["handicap", "handicap-detail"]);
                    }
                    if ThrowName::from_whites(counted).is_some_and(|t| !t.throws_again()) {
                        // The throwing ends; now the throws are given to men.
                        ids.push("throw-first");
                    }
                }
            }
            if b.side > 0 {
                ids.extend(["gar", "gar-rate"]);
            }
        }
        (Phase::Move | Phase::Rescue, Move::Play { .. } | Move::Beside { .. } | Move::Split { .. }) => {
            men_moved(state, mv, &mut ids);
        }
        (Phase::Move, Move::End) if state.check_move(mv).is_ok() => {
            ids.extend(["use-throws", "forgo"]);
            if state.slaves[state.seat_team() as usize] == 0 && state.pool[0] > 0 {
                ids.push("store");
            }
        }
        (Phase::Rescue, Move::End) => ids.push("rescue"),
        _ => {}
    }
    // "Each child takes his turn after his left-hand neighbour": the billets pass on.
    if matches!(state.phase, Phase::Throw | Phase::Move) && !ids.is_empty() {
        let mut after = state.clone();
        after.play_unchecked(mv);
        if matches!(after.phase, Phase::Throw | Phase::Move | Phase::Rescue) && after.seat != state.seat {
            ids.extend(["players", "seating"]);
        }
    }
    ids
}

/// The rules a legal move of men applies (nothing for an illegal one).
fn men_moved(state: &Deleb, mv: Move, ids: &mut Vec<&'static str>) {
    let Ok(Some(l)) = state.check_move(mv) else { return };
    let (throw, from, split, beside) = match mv {
        Move::Play { throw, from } => (throw, from as usize, false, false),
        Move::Beside { throw, from } => (throw, from as usize, false, true),
        Move::Split { from } => (ThrowName::Deleb, from as usize, true, false),
        _ => return,
    };
    let rescue = state.phase == Phase::Rescue;
    let team = state.acting_team();
    let n = state.setup.lines;
    let c = state.cells[from];
    if board::is_slave(c) {
        ids.extend(["liberation", "men"]);
    }
    if split {
        ids.extend(["double", "split"]);
    } else if !board::is_slave(c) {
        ids.extend(["use-throws", "track"]);
        let before = board::step_at(n, from, c);
        if track::is_seafarer(n, l.step) && !track::is_seafarer(n, before) {
            ids.push("seafarer");
        }
    }
    let line = |cell: usize| track::Junction::of_cell(n, cell).line;
    if !line(from).is_sea() && line(l.cell).is_sea() {
        ids.push("field");
    }
    if matches!(throw, ThrowName::Three | ThrowName::Gasse | ThrowName::Sitte) {
        ids.push("words");
    }
    if l.passes_own {
        ids.push("pass");
    }
    if l.eats > 0 {
        ids.push("eat");
        if state.men[1 - team as usize] <= l.eats {
            ids.push("win");
        }
    }
    if beside {
        ids.push("join-choice");
    } else if l.joins {
        let o = state.cells[l.cell];
        ids.extend(["double", "double-limit"]);
        if board::is_slave(o) {
            ids.push("join-slave");
        }
        if board::is_homeward(o) != track::is_homeward(n, l.step) {
            ids.push("join-course");
        }
        if state.setup.join_choice {
            ids.push("join-choice");
        }
    }
    if throw == ThrowName::Deleb && !board::is_slave(c) && state.slaves[team as usize] > 0 {
        // A dèleb given to a free man while slaves remain: none of them can be freed now.
        ids.push("liberation-blocked");
    }
    if throw == ThrowName::Deleb && (rescue || state.pool[0] == 0) {
        ids.push("store");
    }
    if rescue {
        ids.push("rescue");
    }
}

/// The rule that forbids what a refusal says (the board quotes it beside the reason).
pub(super) fn forbidding(why: &str) -> Option<&'static str> {
    Some(match why {
        "deleb.why.choose" | "deleb.error.choose_first" | "deleb.error.choose_word" => "start-choice",
        "deleb.error.beside_off" | "deleb.error.beside_double" | "deleb.error.beside_none" => "join-choice",
        "deleb.error.not_preyed" => "rescue",
        "deleb.error.throw_first" | "deleb.error.not_throw_time" => "throw-first",
        "deleb.error.no_throw" | "deleb.error.no_men" => "use-throws",
        "deleb.error.slave_deleb" | "deleb.error.free_first" => "liberation",
        "deleb.error.pass_enemy" => "pass",
        "deleb.error.join_slave" => "join-slave",
        "deleb.error.full" => "double-limit",
        "deleb.error.not_double" => "split",
        "deleb.error.wrong_target" => "track",
        _ => return None,
    })
}
