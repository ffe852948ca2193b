//! Entering the game: the three introductory stages every player passes through once (Marin 1931,
//! p. 509), and the handicapped player who is spared them (p. 510).

use super::Deleb;
use super::billets::ThrowName;

/// Where a player stands with respect to entering the game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Stage {
    /// "(1) He plays with the four billets".
    One,
    /// "(2) He plays with three billets".
    Two,
    /// "(3) He now plays with two billets".
    Three,
    /// "he enters definitely into the game … Henceforth he will always play with the whole set of
    /// four sticks."
    Entered,
    /// Spared the stages because his team's men were all freed before he entered: "no attention
    /// will be paid to any of his throws with the exception of the dèleb he may happen to cast."
    Handicapped,
}

impl Stage {
    pub const ALL: [Stage; 5] = [Stage::One, Stage::Two, Stage::Three, Stage::Entered, Stage::Handicapped];

    /// How many billets the player throws.
    pub fn billets(self) -> u8 {
        match self {
            Stage::Two => 3,
            Stage::Three => 2,
            _ => 4,
        }
    }

    /// Still passing through the introductory stages?
    pub fn is_entering(self) -> bool {
        matches!(self, Stage::One | Stage::Two | Stage::Three)
    }

    /// The word used in JSON.
    pub fn as_str(self) -> &'static str {
        ["1", "2", "3", "entered", "handicapped"][self as usize]
    }

    pub fn parse(text: &str) -> Option<Stage> {
        Stage::ALL.into_iter().find(|s| s.as_str() == text)
    }

    /// The catalog key of its name.
    pub fn key(self) -> &'static str {
        ["deleb.stage.1", "deleb.stage.2", "deleb.stage.3", "deleb.stage.entered", "deleb.stage.handicapped"]
            [self as usize]
    }
}

/// A player's progress through the stages and the dèlebs and gàsses scored on the way.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Entry {
    pub stage: Stage,
    pub deleb: u8,
    pub gasse: u8,
}

impl Entry {
    pub const START: Entry = Entry { stage: Stage::One, deleb: 0, gasse: 0 };
}

/// What one throw during the stages does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EntryStep {
    /// Stage 1, dug or 3: the turn ends.
    TurnEnds,
    /// Stage 1, gàsse or sìtte: throw again, nothing scored.
    ThrowAgain,
    /// Stage 1 dèleb, or stage 2 with three black or two black and one white: one dèleb scored.
    ScoreDeleb,
    /// Stage 2 three white, stage 3 two white: one gàsse scored.
    ScoreGasse,
    /// Stage 1 dèleb (after scoring it), stage 2 one black and two white: on to the next stage.
    NextStage,
    /// Stage 3, two black (hab): all scores lost, start again next turn.
    Hab,
    /// Stage 3, one of each (dag): the player enters and plays his scores.
    Dag,
}

/// The effect of `counted` billets counted white at `stage` (Marin p. 509), as the list of steps
/// it takes, in order.
pub fn entry_steps(stage: Stage, counted: u8) -> &'static [EntryStep] {
    use EntryStep::*;
    match (stage, counted) {
        // "(1) … if he throws a dug or a təl…də, his turn is ended …; if a sìtte or a gàsse turns
        // up, he goes on throwing; as soon as a dèleb appears he counts 'one dèleb' and
        // immediately passes on to the second stage."
        (Stage::One, 1) => &[ScoreDeleb, NextStage],
        (Stage::One, 2 | 3) => &[TurnEnds],
        (Stage::One, _) => &[ThrowAgain],
        // "(2) … if he casts either three black, or two black and one white, he adds a dèleb to
        // his score, and goes on playing; if three white turn up, he counts a gàsse and goes on
        // playing; but as soon as one black and two white appear he passes into the third stage."
        (Stage::Two, 0 | 1) => &[ScoreDeleb],
        (Stage::Two, 3) => &[ScoreGasse],
        (Stage::Two, _) => &[NextStage],
        // "(3) … two black (hab), all the dèleb and gàsse he may have scored are lost, and he will
        // have to start the whole process over again when his next turn comes; if he gets two
        // white, he counts a gàsse and reverts immediately into the second stage; but if he casts
        // one white and one black (dag), he enters definitely into the game by making good
        // whatever dèleb and gàsse he may have summed up, and he hands all billets to his
        // neighbour."
        (Stage::Three, 0) => &[Hab],
        (Stage::Three, 2) => &[ScoreGasse],
        (Stage::Three, _) => &[Dag],
        _ => &[],
    }
}

impl Deleb {
    /// A throw by a player still passing through the stages.
    pub(super) fn entry_throw(&mut self, counted: u8) {
        let seat = self.seat as usize;
        let Some(&before) = self.entry.get(seat) else { return };
        let mut e = before;
        for step in entry_steps(before.stage, counted) {
            match step {
                EntryStep::TurnEnds => return self.next_turn(),
                EntryStep::ThrowAgain => {}
                EntryStep::ScoreDeleb => e.deleb = e.deleb.saturating_add(1),
                EntryStep::ScoreGasse => {
                    e.gasse = e.gasse.saturating_add(1);
                    // Two white in stage 3 "reverts immediately into the second stage".
                    if e.stage == Stage::Three {
                        e.stage = Stage::Two;
                    }
                }
                EntryStep::NextStage => {
                    e.stage = if e.stage == Stage::One { Stage::Two } else { Stage::Three };
                    self.entry[seat] = e;
                    if self.setup.pass_ends_turn {
                        return self.next_turn();
                    }
                    return;
                }
                EntryStep::Hab => {
                    self.entry[seat] = Entry::START;
                    return self.next_turn();
                }
                EntryStep::Dag => {
                    // The scores become the pool, played now; then he hands over the billets.
                    self.pool[ThrowName::Deleb.index()] += e.deleb as u16;
                    self.pool[ThrowName::Gasse.index()] += e.gasse as u16;
                    self.entry[seat] = Entry { stage: Stage::Entered, deleb: 0, gasse: 0 };
                    return self.start_moving();
                }
            }
        }
        self.entry[seat] = e;
    }
}
