//! The field and the men's circuit.
//!
//! Marin 1931, p. 508: "Four parallel lines are drawn on the ground, and are intersected by
//! others … The two middle longitudinal lines (B and C) are called bad, 'sea'." p. 509: "The men
//! progress along the longitudinal lines, in boustrophedon. One team moves its first piece A1
//! successively to B1, B2, B3 … B20, C20 … C1, D1 … D20, when the man becomes a badmə·h,
//! 'sea-farer,' and comes back through C20 … C1, B1 … B20, A20 … etc. The other team advances D20
//! to C20 … C1, B1, and so forth." Liberation (p. 509) fixes the home line: "A1 to B1, A2 to A1,
//! etc., D20 to C20, D19 to D20".
//!
//! The circuit of team A, with `N` cross-lines, is therefore six runs of `N` junctions:
//!
//! | steps | run | junctions |
//! |---|---|---|
//! | `0 .. N` | home line | A`N` … A1 |
//! | `N .. 2N` | sea, outward | B1 … B`N` |
//! | `2N .. 3N` | sea, outward | C`N` … C1 |
//! | `3N .. 4N` | enemy home line | D1 … D`N` (at D`N` the man becomes a sea-farer) |
//! | `4N .. 5N` | sea, homeward | C`N` … C1 |
//! | `5N .. 6N` | sea, homeward | B1 … B`N` |
//!
//! and step `6N` is step 0 again (A`N`): "and so on round". Team D's circuit is the mirror image
//! (A ↔ D, B ↔ C, cross-line `k` ↔ `N + 1 − k`): D1 … D`N`, C`N` … C1, B1 … B`N`, A`N` … A1,
//! B1 … B`N`, C`N` … C1. Both teams therefore run every line the same way (A and C towards
//! cross-line 1, B and D towards cross-line `N`); the sea lines are run twice a round, and only
//! at their ends does the way on differ (outward or homeward).

/// One of the four long lines. B and C are the sea (bad).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Line {
    A,
    B,
    C,
    D,
}

impl Line {
    pub const ALL: [Line; 4] = [Line::A, Line::B, Line::C, Line::D];

    /// 0 for A … 3 for D.
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn from_index(i: usize) -> Option<Line> {
        Line::ALL.get(i).copied()
    }

    pub fn letter(self) -> char {
        ['A', 'B', 'C', 'D'][self.index()]
    }

    /// Is this one of the two middle lines, the "sea"?
    pub fn is_sea(self) -> bool {
        matches!(self, Line::B | Line::C)
    }

    /// The catalog key of the line's name.
    pub fn key(self) -> &'static str {
        ["deleb.line.a", "deleb.line.b", "deleb.line.c", "deleb.line.d"][self.index()]
    }
}

/// A team: 0 starts on line A, 1 on line D.
pub type Team = u8;
pub const TEAM_A: Team = 0;
pub const TEAM_D: Team = 1;

/// The home line of a team.
pub fn home_line(team: Team) -> Line {
    if team == TEAM_A { Line::A } else { Line::D }
}

/// The catalog key of a team's name.
pub fn team_key(team: Team) -> &'static str {
    if team == TEAM_A { "deleb.team.a" } else { "deleb.team.d" }
}

/// A junction of a long line with a cross-line, `cross` counted from 1.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Junction {
    pub line: Line,
    pub cross: u8,
}

impl Junction {
    /// The junction of cell index `cell` (`line * n + cross - 1`) on a field of `n` cross-lines.
    pub fn of_cell(n: u8, cell: usize) -> Junction {
        let n = n.max(1) as usize;
        Junction { line: Line::from_index(cell / n).unwrap_or(Line::D), cross: (cell % n) as u8 + 1 }
    }

    /// The cell index (`line * n + cross - 1`), if the junction is on a field of `n` cross-lines.
    pub fn cell(self, n: u8) -> Option<usize> {
        (self.cross >= 1 && self.cross <= n).then(|| self.line.index() * n as usize + self.cross as usize - 1)
    }

    /// Reads `A1`, `c20`… on a field of `n` cross-lines.
    pub fn parse(text: &str, n: u8) -> Option<Junction> {
        let mut chars = text.chars();
        let line = match chars.next()?.to_ascii_uppercase() {
            'A' => Line::A,
            'B' => Line::B,
            'C' => Line::C,
            'D' => Line::D,
            _ => return None,
        };
        let rest = chars.as_str();
        if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 3 {
            return None;
        }
        let cross: u16 = rest.parse().ok()?;
        (cross >= 1 && cross <= n as u16).then_some(Junction { line, cross: cross as u8 })
    }
}

impl std::fmt::Display for Junction {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}{}", self.line.letter(), self.cross)
    }
}

/// The runs of the circuit, per team (see the module text).
const RUNS: [[Line; 6]; 2] = [
    [Line::A, Line::B, Line::C, Line::D, Line::C, Line::B],
    [Line::D, Line::C, Line::B, Line::A, Line::B, Line::C],
];

/// The number of steps in one round of the circuit: six runs of `n` junctions.
pub fn circuit_len(n: u8) -> u16 {
    6 * n as u16
}

/// The cell index (`line * n + cross - 1`) of step `step` (taken round the circuit) of `team`.
#[inline]
pub fn step_cell(n: u8, team: Team, step: u16) -> usize {
    let n = n as usize;
    let step = step as usize % (6 * n);
    let (run, i) = (step / n, step % n);
    // Team A runs its even runs towards cross-line 1 and its odd runs towards N; team D the mirror.
    let col = if (run + team as usize).is_multiple_of(2) { n - 1 - i } else { i };
    RUNS[team as usize & 1][run].index() * n + col
}

/// A place on a team's circuit kept as (run, index in the run), so that walking along it needs no
/// division: the hot path of move generation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Cursor {
    run: usize,
    i: usize,
}

impl Cursor {
    #[inline]
    pub(super) fn at(n: u8, step: u16) -> Cursor {
        let (n, s) = (n as usize, step as usize % (6 * n as usize));
        Cursor { run: s / n, i: s % n }
    }

    /// One junction further on.
    #[inline]
    pub(super) fn advance(&mut self, n: u8) {
        self.i += 1;
        if self.i == n as usize {
            self.i = 0;
            self.run = if self.run == 5 { 0 } else { self.run + 1 };
        }
    }

    #[inline]
    pub(super) fn cell(self, n: u8, team: Team) -> usize {
        let n = n as usize;
        let col = if (self.run + team as usize).is_multiple_of(2) { n - 1 - self.i } else { self.i };
        RUNS[team as usize & 1][self.run].index() * n + col
    }

    #[inline]
    pub(super) fn step(self, n: u8) -> u16 {
        (self.run * n as usize + self.i) as u16
    }
}

/// The junction at step `step` of `team`'s circuit.
pub fn junction(n: u8, team: Team, step: u16) -> Junction {
    Junction::of_cell(n, step_cell(n, team, step))
}

/// The step of `team`'s circuit at junction `j`. On the sea lines, which are run twice a round,
/// `homeward` picks the second run (the sea-farer's way back); on A and D it is ignored.
pub fn step_of(n: u8, team: Team, j: Junction, homeward: bool) -> u16 {
    let mirror = team == TEAM_D;
    // Mirror team D's junction onto team A's circuit (A ↔ D, B ↔ C, k ↔ N + 1 − k).
    let (line, col) = if mirror {
        (Line::from_index(3 - j.line.index()).unwrap_or(Line::A), n.saturating_sub(j.cross))
    } else {
        (j.line, j.cross.saturating_sub(1))
    };
    let run: u16 = match line {
        Line::A => 0,
        Line::B => {
            if homeward {
                5
            } else {
                1
            }
        }
        Line::C => {
            if homeward {
                4
            } else {
                2
            }
        }
        Line::D => 3,
    };
    let i = if run.is_multiple_of(2) { n.saturating_sub(1).saturating_sub(col) } else { col };
    run * n as u16 + i as u16
}

/// The step at which the man whose original junction is on cross-line `cross` of his home line
/// starts: A`k` is step `N − k` of team A's circuit, D`k` is step `k − 1` of team D's.
pub fn home_step(n: u8, team: Team, cross: u8) -> u16 {
    step_of(n, team, Junction { line: home_line(team), cross }, false)
}

/// Is a man at this step a sea-farer (badmə·h)? From the far end of the enemy home line (D`N` for
/// team A, A1 for team D), where "the man becomes a sea-farer", until he is back on his own home
/// line (our reading: the name is for the way back).
pub fn is_seafarer(n: u8, step: u16) -> bool {
    let n = n as u16;
    step % (6 * n) >= 4 * n - 1
}

/// Is this step on the second (homeward) run of a sea line?
pub fn is_homeward(n: u8, step: u16) -> bool {
    step % (6 * n as u16) >= 4 * n as u16
}

/// Which way a man at a step goes next, for drawing arrows.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Heading {
    /// Along the same line, towards higher cross-line numbers.
    Up,
    /// Along the same line, towards lower cross-line numbers.
    Down,
    /// Across to the same cross-line of another long line.
    Across(Line),
}

/// The way on from step `step` of `team`'s circuit: the next junction and how it is reached.
pub fn heading(n: u8, team: Team, step: u16) -> (Junction, Heading) {
    let here = junction(n, team, step);
    let next = junction(n, team, (step + 1) % circuit_len(n));
    let h = if next.line != here.line {
        Heading::Across(next.line)
    } else if next.cross > here.cross {
        Heading::Up
    } else {
        Heading::Down
    };
    (next, h)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: u8, team: Team, from: u16, len: u16) -> String {
        (from..from + len).map(|s| junction(n, team, s).to_string()).collect::<Vec<_>>().join(" ")
    }

    #[test]
    fn team_a_runs_marins_circuit() {
        // Four cross-lines: A4 A3 A2 A1 | B1 … B4 | C4 … C1 | D1 … D4 | C4 … C1 | B1 … B4 | A4.
        assert_eq!(
            names(4, TEAM_A, 0, 25),
            "A4 A3 A2 A1 B1 B2 B3 B4 C4 C3 C2 C1 D1 D2 D3 D4 C4 C3 C2 C1 B1 B2 B3 B4 A4"
        );
    }

    #[test]
    fn team_d_runs_the_mirror() {
        assert_eq!(
            names(4, TEAM_D, 0, 25),
            "D1 D2 D3 D4 C4 C3 C2 C1 B1 B2 B3 B4 A4 A3 A2 A1 B1 B2 B3 B4 C4 C3 C2 C1 D1"
        );
    }

    #[test]
    fn steps_and_junctions_agree() {
        for n in [4u8, 5, 20, 100] {
            for team in [TEAM_A, TEAM_D] {
                for s in 0..circuit_len(n) {
                    let j = junction(n, team, s);
                    assert_eq!(step_of(n, team, j, is_homeward(n, s)), s, "n {n} team {team} step {s}");
                    assert_eq!(j.cell(n), Some(step_cell(n, team, s)));
                }
            }
        }
    }

    #[test]
    fn home_steps_and_first_steps() {
        assert_eq!(home_step(20, TEAM_A, 1), 19);
        assert_eq!(junction(20, TEAM_A, 20).to_string(), "B1");
        assert_eq!(junction(20, TEAM_A, home_step(20, TEAM_A, 2) + 1).to_string(), "A1");
        assert_eq!(junction(20, TEAM_D, home_step(20, TEAM_D, 20) + 1).to_string(), "C20");
        assert_eq!(junction(20, TEAM_D, home_step(20, TEAM_D, 19) + 1).to_string(), "D20");
        assert!(!is_seafarer(20, 78) && is_seafarer(20, 79) && is_seafarer(20, 119));
        assert_eq!(junction(20, TEAM_A, 79).to_string(), "D20");
    }

    #[test]
    fn headings() {
        assert_eq!(heading(20, TEAM_A, 19), (Junction { line: Line::B, cross: 1 }, Heading::Across(Line::B)));
        assert_eq!(heading(20, TEAM_A, 20).1, Heading::Up);
        assert_eq!(heading(20, TEAM_A, 0).1, Heading::Down);
        assert_eq!(heading(20, TEAM_D, 0).1, Heading::Up);
    }

    #[test]
    fn parses_junctions() {
        assert_eq!(Junction::parse("b20", 20), Some(Junction { line: Line::B, cross: 20 }));
        assert_eq!(Junction::parse("B21", 20), None);
        assert_eq!(Junction::parse("E1", 20), None);
        assert_eq!(Junction::parse("A0", 20), None);
        assert_eq!(Junction::parse("A", 20), None);
        assert_eq!(Junction::parse("A+1", 20), None);
        assert_eq!(Junction::parse("", 20), None);
    }
}
