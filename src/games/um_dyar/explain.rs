//! A move walked through for the "why?" of the move list: the hole emptied, each seed sown one by
//! one, then the capture counted back hole by hole, each step with the rule that makes it so and
//! the board as it stands after it.

use super::board::Hole;
use super::options::CaptureSide;
use super::{Move, PASS, UmDyar};
use crate::i18n::Msg;
use crate::model::ExplainStep;
use crate::model::explain::settle;

type Step = ExplainStep<UmDyar>;

/// The catalog key of a player's name.
fn side(player: u8) -> &'static str {
    if player == 0 { "um-dyar.seat.south" } else { "um-dyar.seat.north" }
}

impl UmDyar {
    /// A hole's place in words: its owner and its number from his left.
    fn hole_msg(key: &'static str, h: Hole) -> Msg {
        Msg::new(key).arg_text(side(h.player)).arg(h.index + 1)
    }

    pub(super) fn walk(&self, mv: Move) -> Vec<Step> {
        if mv == PASS || self.over {
            return Vec::new();
        }
        let Some(e) = self.effect(mv) else { return Vec::new() };
        let Some(from) = self.ring_index(e.from) else { return Vec::new() };
        let mover = self.to_move;
        let mut s = *self;
        let mut steps = Vec::new();

        let taken = s.pits[from];
        s.pits[from] = 0;
        let key = if taken == 1 { "um-dyar.walk.take_one" } else { "um-dyar.walk.take" };
        steps.push(Step::new(Self::hole_msg(key, e.from).arg(taken), &["own-side", "sow"], s));
        let open = self.open_count();
        for (k, &h) in e.sown.iter().enumerate() {
            let Some(i) = s.ring_index(h) else { continue };
            s.pits[i] += 1;
            let mut rules = Vec::new();
            if k == 0 {
                rules.push(if e.sown.len() == 1 { "singleton" } else { "sow" });
            }
            if k == open {
                // The first seed of a second lap: it passes the emptied hole again.
                rules.push("laps");
            }
            let key = if k + 1 == e.sown.len() {
                "um-dyar.walk.last_seed"
            } else if h == e.from {
                "um-dyar.walk.seed_back"
            } else {
                "um-dyar.walk.seed"
            };
            steps.push(Step { says: Self::hole_msg(key, h).arg(k + 1).arg(s.pits[i]), rules, shows: s });
        }
        if self.closed != 0 && steps.iter().all(|st| !st.rules.contains(&"closed-skip")) {
            let skips = e.sown.windows(2).any(|w| {
                let (Some(a), Some(b)) = (s.ring_index(w[0]), s.ring_index(w[1])) else { return false };
                b != (a + 1) % s.ring_len()
            });
            if skips && let Some(last) = steps.last_mut() {
                last.rules.push("closed-skip");
            }
        }

        // The capture, counted back from the last hole.
        let max = self.seeds;
        let Some(last) = s.ring_index(e.last) else { return steps };
        let count = s.pits[last];
        if e.captures.is_empty() {
            let (key, rule) = if count % 2 == 1 {
                ("um-dyar.walk.odd", "capture")
            } else if count > max {
                ("um-dyar.walk.too_many", "capture")
            } else {
                ("um-dyar.walk.own_row", "capture-side")
            };
            steps.push(Step::new(Self::hole_msg(key, e.last).arg(count).arg(max), &[rule], s));
            return self.settled(mv, steps);
        }
        let mut at = last;
        for (n, &(h, c)) in e.captures.iter().enumerate() {
            let Some(i) = s.ring_index(h) else { break };
            at = i;
            s.pits[i] = 0;
            s.captured[mover as usize] += c;
            let mut rules = vec![if n == 0 { "capture" } else { "chain" }];
            let key = if n == 0 { "um-dyar.walk.capture" } else { "um-dyar.walk.chain" };
            let mut says = Self::hole_msg(key, h).arg(c).arg(max);
            if n == 0 && s.carry > 0 {
                rules.push("carry");
                says = Self::hole_msg("um-dyar.walk.capture_carry", h).arg(c).arg(max).arg(s.carry);
                s.captured[mover as usize] += s.carry;
                s.carry = 0;
            }
            steps.push(Step { says, rules, shows: s });
        }
        // Why the counting back stops where it does.
        let before = s.prev_open(at);
        let h = s.hole_at(before);
        let c = s.pits[before];
        let (key, rule) = if before == last || before == at {
            ("um-dyar.walk.round", "chain-length")
        } else if c == 0 {
            ("um-dyar.walk.stop_empty", "empty-breaks")
        } else if c.is_multiple_of(2) && c <= max && s.captures == CaptureSide::Opponent {
            ("um-dyar.walk.stop_side", "capture-side")
        } else {
            ("um-dyar.walk.stop", "chain")
        };
        steps.push(Step::new(Self::hole_msg(key, h).arg(c).arg(max), &[rule], s));
        self.settled(mv, steps)
    }

    /// The last step shows the position the move leaves when the board is as the steps left it
    /// (the other player to move); when the move also ends the game (or sets up the next game of
    /// a match), a closing step will show that (`model::explain`).
    fn settled(&self, mv: Move, mut steps: Vec<Step>) -> Vec<Step> {
        settle(self, mv, &mut steps, |a, b| (a.pits, a.captured, a.carry) == (b.pits, b.captured, b.carry));
        steps
    }
}
