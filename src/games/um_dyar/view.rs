//! What the board UI reads: seeds and closed holes, piles, match data, and the effect of a move
//! seed by seed (to animate it, or to preview it before it is played). Pure functions over the
//! state, so the UI never re-implements a rule.

use super::board::Hole;
use super::ending::{Ending, GameEnd};
use super::options::{CaptureSide, Mode};
use super::{Move, PASS, UmDyar};
use crate::i18n::Msg;
use crate::model::{Game, Seat};

/// The catalog key of a player's name on this board: South (player 0, the bottom row) or North.
pub fn seat_key(seat: Seat) -> &'static str {
    if seat == 0 { "um-dyar.seat.south" } else { "um-dyar.seat.north" }
}

/// What playing one hole does, in the order a player sees it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveEffect {
    /// The hole emptied.
    pub from: Hole,
    /// Where each seed lands, in sowing order (one entry per seed; laps repeat holes).
    pub sown: Vec<Hole>,
    /// Where the last seed lands (the last entry of `sown`).
    pub last: Hole,
    /// The holes captured and their seeds (after sowing), from the last hole backwards; empty
    /// when the move captures nothing.
    pub captures: Vec<(Hole, u16)>,
    /// Carried-over seeds (lone-seed rule) that this capture collects.
    pub carry_won: u16,
    /// If the move ends a game: how it ended and the piles then (in a match the next game is
    /// already set up in the state that follows).
    pub ends_game: Option<GameEnd>,
}

impl MoveEffect {
    /// Seeds captured from the board by the move (carried seeds not included).
    pub fn captured(&self) -> u16 {
        self.captures.iter().map(|&(_, c)| c).sum()
    }
}

/// The state of a match, for the score panel.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct MatchView {
    /// The game being played, from 1 (once the match is over, its last game).
    pub game: u16,
    /// Games finished so far.
    pub played: u16,
    /// The most games the match lasts (our `match-limit` rule); 0 for no limit (the default).
    pub games_limit: u16,
    /// Games won by each player (tied games count for nobody).
    pub wins: [u16; 2],
    /// The seeds each player kept back at the start of this game (rule `surplus`): part of his
    /// pile, counted at the end of the game like his captures.
    pub kept: [u16; 2],
    /// Open holes on each player's row in this game.
    pub open_holes: [usize; 2],
    /// Closed holes on each player's row in this game.
    pub closed_holes: [usize; 2],
    /// Where the match stands: the seeds each player held when the last game ended (his pile,
    /// which filled his holes for this game; once the match is over, the final piles), or half
    /// of all the seeds each before the first game has ended.
    pub seeds: [u16; 2],
    /// Who leads the match, and is closing in on winning it: the player who held more seeds at
    /// the end of the last game, so has as many holes as the other or more (the match is won by
    /// leaving the opponent no hole); `None` if level. Were the match to end now, after the game
    /// in progress, the piles at its end would decide in the same way (rule `match-stop`).
    pub leader: Option<Seat>,
    /// The players agreed that the game in progress is the match's last (rule `match-stop`; once
    /// the match is over, their agreement ended it).
    pub last_agreed: bool,
    /// Seeds carried over by the lone-seed rule, awaiting the first capture.
    pub carry: u16,
    /// The game just finished, if any.
    pub last_game: Option<GameEnd>,
    /// The match is over (its winner is the game's outcome).
    pub over: bool,
}

impl MatchView {
    /// The match panel's heading: "Match: game 3", or with a limit on games "Match: game 3 of at
    /// most 10".
    pub fn heading(&self) -> Msg {
        if self.games_limit == 0 {
            Msg::new("um-dyar.match.game_open").arg(self.game)
        } else {
            Msg::new("um-dyar.match.game").arg(self.game).arg(self.games_limit)
        }
    }
}

impl UmDyar {
    /// Holes per row.
    pub fn holes_per_row(&self) -> usize {
        self.holes as usize
    }

    /// Seeds per hole at the start: also the capture ceiling.
    pub fn start_seeds(&self) -> u16 {
        self.seeds
    }

    /// All the seeds of the game (on the board, in the piles and carried over).
    pub fn total_seeds(&self) -> u16 {
        self.total
    }

    /// Seeds in `hole` (0 for a hole not on this board).
    pub fn seeds_in(&self, hole: Hole) -> u16 {
        self.ring_index(hole).map_or(0, |i| self.pits[i])
    }

    /// Is `hole` closed (match play: filled with sand, nothing sown into or played from it)?
    pub fn is_closed(&self, hole: Hole) -> bool {
        self.ring_index(hole).is_some_and(|i| self.is_closed_ring(i))
    }

    /// Player `seat`'s pile of captured seeds (in a match, with any seeds he kept back).
    pub fn captured(&self, seat: Seat) -> u16 {
        self.captured.get(seat as usize).copied().unwrap_or(0)
    }

    /// The part of `seat`'s pile he kept back from the game before (match play, rule
    /// `surplus`): it counts for him at the end of this game, like the seeds he captures in it.
    pub fn kept(&self, seat: Seat) -> u16 {
        self.kept.get(seat as usize).copied().unwrap_or(0)
    }

    /// Seeds carried over by the lone-seed rule, awaiting the next capture.
    pub fn carried(&self) -> u16 {
        self.carry
    }

    /// The player to move (meaningless once over).
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    pub fn mode(&self) -> Mode {
        self.mode
    }

    pub fn capture_side(&self) -> CaptureSide {
        self.captures
    }

    /// Moves played since the last capture, and the limit at which our stall rule ends the game.
    pub fn stall_count(&self) -> (u16, u16) {
        (self.since_capture, self.stall)
    }

    /// The last finished game (single game: the game itself once over).
    pub fn last_game(&self) -> Option<GameEnd> {
        self.last
    }

    /// The match panel's data (`None` for a single game).
    pub fn match_view(&self) -> Option<MatchView> {
        if self.mode != Mode::Match {
            return None;
        }
        let n = self.holes as usize;
        let closed = |p: usize| (self.closed >> (p * n) & ((1u32 << n) - 1)).count_ones() as usize;
        let closed_holes = [closed(0), closed(1)];
        let open_holes = [n - closed_holes[0], n - closed_holes[1]];
        let half = self.total / 2;
        let seeds = self.last.map_or([half, half], |g| g.piles);
        let leader = (seeds[0] != seeds[1]).then_some((seeds[1] > seeds[0]) as Seat);
        Some(MatchView {
            game: self.game_no,
            played: if self.over { self.game_no } else { self.game_no.saturating_sub(1) },
            seeds,
            last_agreed: self.last_agreed,
            games_limit: self.match_games,
            wins: self.wins,
            kept: self.kept,
            open_holes,
            closed_holes,
            leader,
            carry: self.carry,
            last_game: self.last,
            over: self.over,
        })
    }

    /// What sowing `hole` would do if its owner played it now: the preview shown when the
    /// pointer is over a hole, and the script of the animation. `None` for an empty or closed
    /// hole, or a hole not on the board. `ends_game` is only filled when it is the owner's turn.
    pub fn preview(&self, hole: Hole) -> Option<MoveEffect> {
        let from = self.ring_index(hole)?;
        if self.pits[from] == 0 || self.is_closed_ring(from) {
            return None;
        }
        let sown: Vec<Hole> = self.sowing_path(from).into_iter().map(|i| self.hole_at(i)).collect();
        let mut after = *self;
        let last = after.sow(from);
        let mut captures = Vec::new();
        after.capture(last, hole.player, |i, c| captures.push((self.hole_at(i), c)));
        let carry_won = if captures.is_empty() { 0 } else { self.carry };
        let ends_game = if !self.over && hole.player == self.to_move {
            let mut played = *self;
            played.play_unchecked(hole.index as Move + 1);
            (played.last != self.last).then_some(played.last).flatten()
        } else {
            None
        };
        Some(MoveEffect { from: hole, sown, last: self.hole_at(last), captures, carry_won, ends_game })
    }

    /// The effect of move `mv` by the player to move (`None` for `pass` or a hole he cannot play).
    pub fn effect(&self, mv: Move) -> Option<MoveEffect> {
        if mv == PASS || self.over {
            return None;
        }
        self.preview(Hole { player: self.to_move, index: mv as usize - 1 })
    }
}

/// The rule ids a move applies, from what it does (`docs/rules/um-dyar.md`, "Which rules a move
/// reports"): the rules that set the board up on the first move of a match or single game, the
/// sowing and capture rules, our readings where they decide something about this very move, and
/// the rules that end the game (and set up the next one, in a match) on the move that ends it.
pub(super) fn rules_applied(g: &UmDyar, mv: Move) -> Vec<&'static str> {
    if g.over {
        return Vec::new();
    }
    let mut r = Vec::new();
    if g.is_first_move() {
        r.extend(["board", "seeds"]);
        if g.holes == 10 && g.seeds == 10 {
            r.push("seeds-20");
        }
        r.extend(["own-side", "first"]);
    }
    if mv == PASS {
        let mut after = *g;
        after.play_unchecked(PASS);
        r.push("pass");
        push_ending(&mut r, g, &after);
        return r;
    }
    let Some(e) = g.effect(mv) else { return Vec::new() };
    r.push("sow");
    if e.sown.len() == 1 {
        r.push("singleton");
    }
    if e.sown.len() > g.open_count() {
        r.push("laps");
    }
    if passes_closed(g, &e) {
        r.push("closed-skip");
    }
    let from = g.to_move as usize * g.holes as usize + (mv as usize - 1);
    let taken = capture_walk(g, from, g.captures);
    if !taken.holes.is_empty() {
        r.push("capture");
        if taken.holes.len() > 1 {
            r.push("chain");
        }
        let other = match g.captures {
            CaptureSide::Both => CaptureSide::Opponent,
            CaptureSide::Opponent => CaptureSide::Both,
        };
        if e.carry_won > 0 {
            r.push("carry");
        }
        if taken.empty_stop {
            r.push("empty-breaks");
        }
        if taken.crosses || taken.round {
            r.push("chain-length");
        }
        if capture_walk(g, from, other).holes != taken.holes {
            r.push("capture-side");
        }
    } else if !capture_walk(g, from, CaptureSide::Both).holes.is_empty() {
        // Under `opponent-side`, a capture the other reading would make is refused.
        r.push("capture-side");
    }
    let mut after = *g;
    after.play_unchecked(mv);
    push_ending(&mut r, g, &after);
    r
}

/// What the capture of a move takes, and why its chain stops.
struct Walk {
    /// Ring indices taken, from the last hole backwards.
    holes: Vec<usize>,
    /// The chain stopped at an empty hole it could otherwise have taken (rule `empty-breaks`).
    empty_stop: bool,
    /// The chain took holes on both rows (rule `chain-length`).
    crosses: bool,
    /// The chain came round the whole ring to the last hole (rule `chain-length`).
    round: bool,
}

/// Sows ring hole `from` on a copy of `g` and captures as `side` would.
fn capture_walk(g: &UmDyar, from: usize, side: CaptureSide) -> Walk {
    let mut copy = *g;
    copy.captures = side;
    let last = copy.sow(from);
    let sown = copy;
    let mut holes = Vec::new();
    copy.capture(last, g.to_move, |i, _| holes.push(i));
    let n = g.holes as usize;
    let crosses = holes.iter().any(|&i| i < n) && holes.iter().any(|&i| i >= n);
    let (mut empty_stop, mut round) = (false, false);
    if let Some(&end) = holes.last() {
        let before = sown.prev_open(end);
        if before == last {
            round = true;
        } else {
            // Counted as even, the empty holes would have let the chain run on to a hole it takes.
            let mut i = before;
            while i != last && sown.pits[i] == 0 && sown.takes(i, 2, g.to_move) {
                i = sown.prev_open(i);
            }
            empty_stop = i != before && i != last && sown.takes(i, sown.pits[i], g.to_move);
        }
    }
    Walk { holes, empty_stop, crosses, round }
}

/// Does the sowing step over a closed hole?
fn passes_closed(g: &UmDyar, e: &MoveEffect) -> bool {
    if g.closed == 0 {
        return false;
    }
    let ring = g.ring_len();
    let Some(mut at) = g.ring_index(e.from) else { return false };
    for &h in &e.sown {
        let Some(next) = g.ring_index(h) else { return false };
        // Steps of more than one hole (other than the first seed back into the emptied hole).
        let step = (next + ring - at) % ring;
        if step > 1 {
            return true;
        }
        at = next;
    }
    false
}

fn push_ending(r: &mut Vec<&'static str>, before: &UmDyar, after: &UmDyar) {
    if after.last == before.last {
        return;
    }
    let Some(end) = after.last else { return };
    r.push(match end.ending {
        Ending::AllCaptured => "end",
        Ending::LoneSeed => "single-seed",
        Ending::Stalled => "stall",
    });
    r.push(if end.winner.is_some() { "winner" } else { "tie" });
    if after.mode != Mode::Match {
        return;
    }
    // Seeds kept back from the game before counted in the piles that decided this game.
    let counted = end.kept != [0, 0];
    if after.over {
        // Either a player has no seed left for a single hole, or the players agreed that this game
        // was the last, or our limit on games stopped it.
        r.push(if after.stopped_by_agreement() {
            "match-stop"
        } else if after.captured.contains(&0) {
            "match-end"
        } else {
            "match-limit"
        });
        if counted {
            r.push("surplus");
        }
        return;
    }
    r.extend(["match", "match-fill"]);
    if end.winner.is_none() {
        r.push("match-tie");
    }
    let closes = after.closed & !before.closed != 0;
    let reopens = before.closed & !after.closed != 0;
    if after.closed != 0 {
        r.push("closed");
    }
    if reopens {
        r.push("reopen");
    }
    if closes || reopens {
        r.push("close-order");
    }
    r.push("next-first");
    if counted || after.kept != [0, 0] {
        r.push("surplus");
    }
}
