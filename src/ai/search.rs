//! Monte Carlo tree search over the shared model.
//!
//! - **Decision nodes** select children by UCB1 on the value of the seat that chooses there, so
//!   every seat plays for itself (max^n); partners share a value because the game's outcome
//!   ranks them together.
//! - **Chance nodes** (throws) are not chosen but sampled at their true odds; each outcome seen
//!   gets its own child, so the tree averages over the throws.
//! - **Leaves** are valued by a short random playout, then the game's own evaluation
//!   (`model::Evaluate`) if the game has not ended by then.
//!
//! The search can run in slices (`run(n)`) so the page stays responsive while it thinks.

use super::level::{Budget, Pick};
use crate::model::{Evaluate, Game, GameRng, Level, MAX_SEATS, Outcome, Planner, Seat, Solved, Turn};

type Values = [f32; MAX_SEATS];

/// What the search thinks of one move at the root (see [`Search::insights`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Insight<M> {
    pub mv: M,
    /// How often the search went down this move.
    pub visits: u32,
    /// Its estimated value for the mover, in `[0, 1]` (see [`Search::root_stats`]).
    pub value: f32,
    /// The rule ids the move applies.
    pub rules: Vec<&'static str>,
    /// The game's evaluation for the mover just after the move (1/½/0 if it ends the game).
    pub evaluation: f32,
    /// What the rules give the mover after the move with perfect play, where the game knows it
    /// exactly (`Evaluate::solved`: Dablot's smallest endings), for "wins in N".
    pub solved: Option<Solved>,
}

struct Node<M> {
    /// The move from the parent (`None` at the root).
    mv: Option<M>,
    /// Who acts at this node.
    turn: Turn,
    visits: u32,
    /// Sum of each seat's results over the visits.
    value: Values,
    children: Vec<u32>,
    /// Decision moves not yet tried (filled on first visit).
    untried: Vec<M>,
    expanded: bool,
}

pub struct Search<G: Evaluate> {
    root: G,
    nodes: Vec<Node<G::Move>>,
    rng: GameRng,
    budget: Budget,
    done: u32,
    seats: usize,
    buf: Vec<G::Move>,
    path: Vec<u32>,
    /// The game's own search, where it has one for this position (`Evaluate::planner`): then it
    /// does the work and this search only hands it on.
    plan: Option<Box<dyn Planner<G>>>,
}

impl<G: Evaluate> Search<G> {
    /// The computer player of `level`: the strong level hands the position to the game's own
    /// search where it has one (`Evaluate::planner`: Dablot's endgame); the other levels, and the
    /// strong level elsewhere, are the general search with the level's budget.
    pub fn playing(root: &G, level: Level, seed: u64) -> Self {
        let budget = Budget::of::<G>(level);
        let mut s = Search::new(root, budget, seed);
        if let (Level::Strong, Turn::Seat(_)) = (level, root.turn()) {
            s.plan = root.planner(budget.iterations, seed);
        }
        s
    }

    /// The general search alone, never the game's own (the coach, the game review, `lab`'s
    /// `search:N` bots: `search:24000` is Dablot's strong level without its endgame search).
    pub fn new(root: &G, budget: Budget, seed: u64) -> Self {
        let node = Node {
            mv: None,
            turn: root.turn(),
            visits: 0,
            value: [0.0; MAX_SEATS],
            children: Vec::new(),
            untried: Vec::new(),
            expanded: false,
        };
        Search {
            plan: None,
            root: root.clone(),
            nodes: vec![node],
            rng: GameRng::seed_from_u64(seed),
            budget,
            done: 0,
            seats: root.seats(),
            buf: Vec::new(),
            path: Vec::new(),
        }
    }

    /// The thinking budget this search was given.
    pub fn budget(&self) -> &Budget {
        &self.budget
    }

    /// Iterations done so far.
    pub fn iterations(&self) -> u32 {
        self.done
    }

    pub fn finished(&self) -> bool {
        match &self.plan {
            Some(p) => p.finished() || self.forced(),
            None => self.done >= self.budget.iterations || self.forced(),
        }
    }

    /// With a single legal move there is nothing to think about.
    fn forced(&self) -> bool {
        let mut m = Vec::new();
        self.root.moves(&mut m);
        m.len() <= 1
    }

    /// Runs up to `n` more iterations (fewer if the budget ends); returns `finished()`.
    pub fn run(&mut self, n: u32) -> bool {
        if self.forced() {
            return true;
        }
        if let Some(p) = &mut self.plan {
            let finished = p.run(n);
            self.done = p.iterations();
            return finished;
        }
        let n = n.min(self.budget.iterations.saturating_sub(self.done));
        for _ in 0..n {
            self.iterate();
            self.done += 1;
        }
        self.finished()
    }

    pub fn run_to_end(&mut self) {
        // A game's own search may do its work in bounded calls.
        while !self.run(u32::MAX) {}
    }

    /// The chosen move: the most-visited one, or a visit-weighted choice (see [`Pick`]).
    pub fn best_move(&mut self) -> Option<G::Move> {
        let mut legal = Vec::new();
        self.root.moves(&mut legal);
        if legal.len() <= 1 {
            return legal.first().copied();
        }
        if let Some(p) = &self.plan {
            return p.best_move().or(legal.first().copied());
        }
        if self.nodes[0].children.is_empty() {
            return legal.first().copied();
        }
        let kids = &self.nodes[0].children;
        if let Pick::Weighted(power) = self.budget.pick {
            // Visits scaled to at most 1024 before the power, so the weights stay whole numbers
            // (the same move on every machine) that cannot overflow.
            let most = kids.iter().map(|&c| self.nodes[c as usize].visits).max().unwrap_or(1).max(1) as u64;
            let weight = |c: u32| (self.nodes[c as usize].visits as u64 * 1024 / most).pow(power.min(5));
            let total: u64 = kids.iter().map(|&c| weight(c)).sum();
            let mut r = crate::model::word_below(self.rng.next_u64(), total.max(1));
            for &c in kids {
                if r < weight(c) {
                    return self.nodes[c as usize].mv;
                }
                r -= weight(c);
            }
        }
        kids.iter().max_by_key(|&&c| self.nodes[c as usize].visits).and_then(|&c| self.nodes[c as usize].mv)
    }

    /// Each root move the search has tried, with its visit count and its estimated value for the
    /// mover: the mean, over the games the search imagined after it, of the share of the other
    /// sides the mover finishes ahead of (a tie counting half; see [`result_value`]), so in a
    /// two-sided game its estimated chance of winning (a draw counting half), in the hyena game
    /// its expected place among the others. The search tries every legal move before it tries any
    /// twice, so once it has run as many iterations as there are moves, every legal move is here.
    /// Pure: for a coach's hints as much as for tests.
    pub fn root_stats(&self) -> Vec<(G::Move, u32, f32)> {
        if let Some(p) = &self.plan {
            return p.root_stats();
        }
        let Turn::Seat(me) = self.nodes[0].turn else { return Vec::new() };
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c as usize];
                let mean = if n.visits == 0 { 0.0 } else { n.value[me as usize] / n.visits as f32 };
                n.mv.map(|m| (m, n.visits, mean))
            })
            .collect()
    }

    /// Each root move the search has tried, with its visits and its estimated value for every
    /// seat (the mean of each seat's results over the games imagined after it), in the order the
    /// search first tried them. The game review (`ai::review`) reads a decision's value for every
    /// side from here.
    pub fn root_values(&self) -> Vec<(G::Move, u32, [f32; MAX_SEATS])> {
        self.nodes[0]
            .children
            .iter()
            .filter_map(|&c| {
                let n = &self.nodes[c as usize];
                n.mv.map(|m| (m, n.visits, mean(n)))
            })
            .collect()
    }

    /// The root's own estimate for every seat: the mean of each seat's results over every game the
    /// search imagined (at a throw, the throw's outcomes sampled at their odds, so its expected
    /// value); all ½ before the first iteration.
    pub fn root_mean(&self) -> [f32; MAX_SEATS] {
        let root = &self.nodes[0];
        if root.visits == 0 {
            let mut half = [0.0; MAX_SEATS];
            half[..self.seats].fill(0.5);
            return half;
        }
        mean(root)
    }

    /// [`root_stats`](Self::root_stats) with a short "why" for each move, most visited first: the
    /// rules the move applies (`Game::rules_applied`: a capture, stepping into the well…; their
    /// titles are texts of the catalog) and the game's own evaluation for the mover right after
    /// it (material, progress…). Cheap: one move played per legal move.
    pub fn insights(&self) -> Vec<Insight<G::Move>> {
        let Turn::Seat(me) = self.nodes[0].turn else { return Vec::new() };
        let mut out: Vec<Insight<G::Move>> = self
            .root_stats()
            .into_iter()
            .map(|(mv, visits, value)| {
                let mut after = self.root.clone();
                after.play_unchecked(mv);
                let evaluation = match after.outcome() {
                    Some(o) => result_value(&after, &o, me),
                    None => after.evaluate(me),
                };
                let solved = match after.turn() {
                    Turn::Over => None,
                    _ => after.solved(me),
                };
                Insight { mv, visits, value, rules: self.root.rules_applied(mv), evaluation, solved }
            })
            .collect();
        // The game's own search lists the move it plays first; the general one plays the most
        // visited.
        if self.plan.is_none() {
            out.sort_by_key(|i| std::cmp::Reverse(i.visits));
        }
        out
    }

    fn iterate(&mut self) {
        let mut state = self.root.clone();
        self.path.clear();
        let mut id = 0u32;
        self.path.push(id);
        // Selection and expansion.
        loop {
            let node = &self.nodes[id as usize];
            match node.turn {
                Turn::Over => break,
                Turn::Chance => {
                    let mv = state.sample_chance(&mut self.rng);
                    state.play_unchecked(mv);
                    let found =
                        node.children.iter().copied().find(|&c| self.nodes[c as usize].mv == Some(mv));
                    let (child, fresh) = match found {
                        Some(c) => (c, false),
                        None => (self.add_child(id, mv, state.turn()), true),
                    };
                    id = child;
                    self.path.push(id);
                    if fresh {
                        break;
                    }
                }
                Turn::Seat(seat) => {
                    if !node.expanded {
                        state.moves(&mut self.buf);
                        let n = &mut self.nodes[id as usize];
                        n.untried.extend_from_slice(&self.buf);
                        n.expanded = true;
                    }
                    let n = &mut self.nodes[id as usize];
                    if !n.untried.is_empty() {
                        let i = self.rng.below(n.untried.len());
                        let mv = n.untried.swap_remove(i);
                        state.play_unchecked(mv);
                        id = self.add_child(id, mv, state.turn());
                        self.path.push(id);
                        break;
                    }
                    if n.children.is_empty() {
                        break;
                    }
                    let child = self.select(id, seat);
                    let mv = self.nodes[child as usize].mv.expect("children carry their move");
                    state.play_unchecked(mv);
                    id = child;
                    self.path.push(id);
                }
            }
        }
        // Simulation.
        let values = self.simulate(&mut state);
        // Backpropagation.
        for &n in &self.path {
            let node = &mut self.nodes[n as usize];
            node.visits += 1;
            for (v, x) in node.value.iter_mut().zip(&values).take(self.seats) {
                *v += x;
            }
        }
    }

    fn add_child(&mut self, parent: u32, mv: G::Move, turn: Turn) -> u32 {
        let id = self.nodes.len() as u32;
        self.nodes.push(Node {
            mv: Some(mv),
            turn,
            visits: 0,
            value: [0.0; MAX_SEATS],
            children: Vec::new(),
            untried: Vec::new(),
            expanded: false,
        });
        self.nodes[parent as usize].children.push(id);
        id
    }

    /// UCB1 for the seat choosing at `id`.
    fn select(&self, id: u32, seat: u8) -> u32 {
        let parent = &self.nodes[id as usize];
        let ln_n = (parent.visits.max(1) as f32).ln();
        let c = self.budget.exploration;
        let mut best = (f32::NEG_INFINITY, parent.children[0]);
        for &k in &parent.children {
            let n = &self.nodes[k as usize];
            let v = n.visits.max(1) as f32;
            let score = n.value[seat as usize] / v + c * (ln_n / v).sqrt();
            if score > best.0 {
                best = (score, k);
            }
        }
        best.1
    }

    /// A short random playout, then the result (if the game ended) or the evaluation.
    fn simulate(&mut self, state: &mut G) -> Values {
        for _ in 0..self.budget.playout_depth {
            match state.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    let mv = state.sample_chance(&mut self.rng);
                    state.play_unchecked(mv);
                }
                Turn::Seat(_) => {
                    let Some(mv) = state.random_move(&mut self.rng, &mut self.buf) else { break };
                    state.play_unchecked(mv);
                }
            }
        }
        let mut v = [0.0; MAX_SEATS];
        match state.outcome() {
            Some(o) => {
                for (s, x) in v.iter_mut().enumerate().take(self.seats) {
                    *x = result_value(state, &o, s as Seat);
                }
            }
            None => {
                for (s, x) in v.iter_mut().enumerate().take(self.seats) {
                    *x = state.evaluate(s as u8).clamp(0.0, 1.0);
                }
            }
        }
        v
    }
}

/// A node's mean result for every seat (0 for a node never visited).
fn mean<M>(n: &Node<M>) -> Values {
    let mut v = [0.0; MAX_SEATS];
    if n.visits > 0 {
        for (x, sum) in v.iter_mut().zip(&n.value) {
            *x = sum / n.visits as f32;
        }
    }
    v
}

/// What a finished game is worth to `seat`: the share of the seats of the other sides that it
/// finished ahead of, a tie counting half. In a two-sided game (two players, or Dèleb's teams)
/// that is 1 for a win, ½ for a draw, 0 for a loss; in the hyena game it weighs every other
/// player alike (the hyena's player 1; a mother home safe, ½ against each other safe mother and 1
/// against each eaten one). It is the score `lab arena` measures, so the search plays for it.
pub fn result_value<G: Game>(state: &G, o: &Outcome, seat: Seat) -> f32 {
    let (mut points, mut others) = (0.0f32, 0u32);
    let mine = o.rank(seat);
    for j in 0..state.seats() as Seat {
        if state.team(j) == state.team(seat) {
            continue;
        }
        others += 1;
        let theirs = o.rank(j);
        points += if mine < theirs {
            1.0
        } else if mine == theirs {
            0.5
        } else {
            0.0
        };
    }
    if others == 0 { 0.5 } else { points / others as f32 }
}
