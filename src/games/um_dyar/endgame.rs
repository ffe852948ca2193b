//! The last seeds of a game, played out by a search of their own (the strong level's, through
//! `Evaluate::planner`).
//!
//! When a game's board holds only a few seeds, what is left to decide is who gets them: by
//! capture, or under our stall rule (the seeds on each side go to its owner), and in a match
//! whether the player down is left with none, which ends the match (rule `match-end`). The
//! general search values such positions by the share of seeds, which hardly changes whether the
//! last seeds are taken now or after a hundred moves; its random playouts run on into the next
//! game, where they lose seeds at random. So with two lone seeds left on his own side, the strong
//! level shuffled them round until the stall rule ended the game a hundred moves later, though it
//! could unite and take them in three moves (docs/ai.md, "Endings in Dèleb and Um dyar").
//!
//! This search looks only at the game in progress: an alpha-beta search, iteratively deeper,
//! whose score for the player to move at the root is his pile less the other's where the game
//! has ended (a match won by leaving the other no seed counts above everything), and elsewhere
//! the seeds each would have if the stall rule ended the game now (his pile and the seeds on his
//! side). A game that ends sooner scores a little better for the player ahead (and worse for the
//! player behind), never as much as one seed.

use super::UmDyar;
use crate::model::{Game, Planner, Turn};

/// The most seeds on the board for which this search plays.
pub const FEW_SEEDS: u16 = 6;
/// Positions searched for each of the general search's iterations.
const NODES_PER_ITERATION: u64 = 4;
/// The deepest search, in moves (passes included).
const MAX_DEPTH: u32 = 40;
/// A match won (the other left with no seed), above any difference of seeds.
const MATCH_WON: f32 = 10_000.0;

/// A search for the position `root`, if its board holds at most [`FEW_SEEDS`] seeds and a player
/// is to move.
pub(super) fn plan(root: &UmDyar, iterations: u32) -> Option<Plan> {
    if !matches!(root.turn(), Turn::Seat(_)) || root.on_board() > FEW_SEEDS {
        return None;
    }
    let mut moves = Vec::new();
    root.moves(&mut moves);
    if moves.is_empty() {
        return None;
    }
    let roots = moves.into_iter().map(|mv| (mv, 0u64, 0.0f32)).collect();
    Some(Plan {
        root: *root,
        roots,
        budget: iterations as u64 * NODES_PER_ITERATION,
        nodes: 0,
        depth: 0,
        cut: false,
        finished: false,
    })
}

/// The search under way.
pub struct Plan {
    root: UmDyar,
    /// Each root move, the positions searched under it, and its score at the last whole depth,
    /// best first once a depth is done.
    roots: Vec<(u8, u64, f32)>,
    budget: u64,
    nodes: u64,
    /// The last depth searched in full.
    depth: u32,
    /// The depth under way stopped some line before the game's end (else the search is exact).
    cut: bool,
    finished: bool,
}

/// Why a depth's search stopped short.
struct OutOfBudget;

impl Plan {
    /// The score of `s` for `me` when no further move is searched: the game's end, or the seeds
    /// each player would hold if the stall rule ended it now. `ended` is set where the game (or
    /// the match) has ended.
    fn leaf(&self, s: &UmDyar, me: usize, depth: u32, ended: &mut bool) -> f32 {
        let game_no = |x: &UmDyar| (x.game_no, x.over);
        if game_no(s) != game_no(&self.root) {
            *ended = true;
            let piles = s.last.map_or(s.captured, |g| g.piles);
            let diff = piles[me] as f32 - piles[1 - me] as f32;
            let won_match =
                s.over && s.mode == super::options::Mode::Match && piles[1 - me] == 0 && piles[me] > 0;
            let lost_match = s.over && s.mode == super::options::Mode::Match && piles[me] == 0;
            // Sooner is better for the player ahead, later for the player behind.
            let soon = 0.5 * (MAX_DEPTH + 1 - depth) as f32 / (MAX_DEPTH + 1) as f32;
            let ahead = if diff > 0.0 {
                soon
            } else if diff < 0.0 {
                -soon
            } else {
                0.0
            };
            return diff
                + if won_match { MATCH_WON } else { 0.0 }
                + if lost_match { -MATCH_WON } else { 0.0 }
                + ahead;
        }
        let held = |p: usize| (s.captured[p] + s.on_side(p)) as f32;
        held(me) - held(1 - me)
    }

    /// Alpha-beta to `depth` more moves from `s`, for `me` (maximising where he is to move).
    fn search(
        &mut self,
        s: &UmDyar,
        me: usize,
        depth: u32,
        ply: u32,
        mut alpha: f32,
        mut beta: f32,
    ) -> Result<f32, OutOfBudget> {
        self.nodes += 1;
        if self.nodes > self.budget {
            return Err(OutOfBudget);
        }
        let mut ended = false;
        let here = self.leaf(s, me, ply, &mut ended);
        if !ended && depth == 0 {
            self.cut = true;
        }
        if ended || depth == 0 {
            return Ok(here);
        }
        let mut moves = Vec::new();
        s.moves(&mut moves);
        let maximising = s.to_move as usize == me;
        let mut best = if maximising { f32::NEG_INFINITY } else { f32::INFINITY };
        for mv in moves {
            let mut t = *s;
            t.play_unchecked(mv);
            let v = self.search(&t, me, depth - 1, ply + 1, alpha, beta)?;
            if maximising {
                best = best.max(v);
                alpha = alpha.max(v);
            } else {
                best = best.min(v);
                beta = beta.min(v);
            }
            if alpha >= beta {
                break;
            }
        }
        Ok(best)
    }

    /// Searches every root move one move deeper than the last whole depth; false if the budget
    /// ran out first (that depth is then left out).
    fn deepen(&mut self) -> bool {
        let depth = self.depth + 1;
        let me = self.root.to_move as usize;
        self.cut = false;
        let mut scored = Vec::with_capacity(self.roots.len());
        let mut alpha = f32::NEG_INFINITY;
        for i in 0..self.roots.len() {
            let (mv, spent, _) = self.roots[i];
            let before = self.nodes;
            let mut t = self.root;
            t.play_unchecked(mv);
            // A window just below the best so far: a move as good keeps its exact score.
            let v = match self.search(&t, me, depth - 1, 1, alpha - 1.0, f32::INFINITY) {
                Ok(v) => v,
                Err(OutOfBudget) => return false,
            };
            alpha = alpha.max(v);
            scored.push((mv, spent + self.nodes - before, v));
        }
        // The best first (the earlier one of equals: the order of the depth before).
        scored.sort_by(|a, b| b.2.total_cmp(&a.2));
        self.roots = scored;
        self.depth = depth;
        true
    }
}

impl Planner<UmDyar> for Plan {
    fn run(&mut self, n: u32) -> bool {
        let _ = n;
        // One more depth a call: each depth costs about as much as all before it together.
        // Done when the budget is spent, or a depth saw every line to the game's end (exact).
        if !self.finished
            && (self.depth >= MAX_DEPTH || !self.deepen() || !self.cut || self.nodes >= self.budget)
        {
            self.finished = true;
        }
        self.finished
    }

    fn iterations(&self) -> u32 {
        (self.nodes / NODES_PER_ITERATION) as u32
    }

    fn finished(&self) -> bool {
        self.finished
    }

    fn best_move(&self) -> Option<u8> {
        self.roots.first().map(|r| r.0)
    }

    fn root_stats(&self) -> Vec<(u8, u32, f32)> {
        let total = self.root.total.max(1) as f32;
        self.roots
            .iter()
            .map(|&(mv, spent, v)| {
                let v = if v.abs() >= MATCH_WON / 2.0 { v.signum() * total } else { v };
                (mv, (spent / NODES_PER_ITERATION) as u32, (0.5 + v / (2.0 * total)).clamp(0.0, 1.0))
            })
            .collect()
    }
}
