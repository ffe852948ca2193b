//! `lab review` (a game record reviewed: values, grades, key moments, luck and skill) and
//! `lab review-bench` (how stable the grades are and how long a review takes).

use super::args::Args;
use super::commands::{Failure, thread_cpu_ms};
use sandgames::ai::review::{GameReview, Grade, ReviewBudget, Reviewer, StepKind, review_game};
use sandgames::ai::{Bot, arena};
use sandgames::model::{Evaluate, Game, Level, Seat, Turn};
use std::fmt::Write as _;

use Failure::{Rejected, Usage};

/// The key moments `lab review` lists.
const MOMENTS: usize = 5;

/// The review's budget: the game's default, or `--budget N` iterations per decision (and a tenth
/// of that, at least 20, per outcome of a throw).
pub fn budget<G: Evaluate>(args: &Args) -> ReviewBudget {
    match args.budget {
        Some(n) => ReviewBudget { iterations: n, chance_iterations: (n / 10).max(20) },
        None => ReviewBudget::default_for::<G>(),
    }
}

/// A side's name: its seat, or its team's seats.
fn side_name<G: Game>(start: &G, seat: Seat) -> String {
    let team: Vec<String> = (0..start.seats() as Seat)
        .filter(|&s| start.team(s) == start.team(seat))
        .map(|s| s.to_string())
        .collect();
    if team.len() == 1 { format!("seat {seat}") } else { format!("the team of seats {}", team.join(", ")) }
}

/// `lab review GAME --record FILE [--json] [--budget N] [--seed S]`.
pub fn review<G: Evaluate>(start: &G, moves: &[G::Move], args: &Args) -> Result<String, Failure> {
    let budget = budget::<G>(args);
    let seed = args.seed.unwrap_or(1);
    let t0 = thread_cpu_ms();
    let r = review_game(start, moves, budget, seed);
    let ms = thread_cpu_ms() - t0;
    let mut states = Vec::with_capacity(moves.len());
    let mut s = start.clone();
    for &mv in moves {
        states.push(s.clone());
        s.play(mv).map_err(|e| Rejected(format!("review: a move cannot be played: {}", e.why)))?;
    }
    let moments = r.key_moments(MOMENTS);
    if args.json {
        return Ok(format!("{}\n", json(start, &r, &states, moves, &moments, (budget, seed, ms))));
    }
    let seats = start.seats();
    let mut out = format!(
        "{} moves reviewed, {} iterations per decision, {} per other outcome of a throw, seed {seed}, {ms:.0} ms\n",
        moves.len(),
        budget.iterations,
        budget.chance_iterations
    );
    let _ = writeln!(out, "\n move  {:<20} {:<12} values after (seat 0…{})  grade", "move", "who", seats - 1);
    let _ = writeln!(out, " start {:<20} {:<12} {}", "", "", fmt_values(&r.values()[0], seats));
    for step in &r.steps {
        let state = &states[step.index];
        let text = state.move_text(moves[step.index]);
        let (who, grade) = match step.kind {
            StepKind::Decision { seat, best, cost, grade, exact, .. } => {
                let better = if best == moves[step.index] || grade == Grade::Best {
                    String::new()
                } else {
                    format!(", cost {cost:.3}, better {}", state.move_text(best))
                };
                (
                    format!("seat {seat}"),
                    format!("{}{better}{}", grade.as_str(), if exact { " (exact)" } else { "" }),
                )
            }
            StepKind::Chance => ("throw".into(), luck_text(&step.before, &step.after, seats)),
            StepKind::Forced => ("forced".into(), String::new()),
        };
        let _ = writeln!(
            out,
            " {:>5} {text:<20} {who:<12} {}  {grade}",
            step.index + 1,
            fmt_values(&step.after, seats)
        );
    }
    let _ = writeln!(out, "\nkey moments (the largest swings):");
    for &m in &moments {
        let _ =
            writeln!(out, "  move {} ({}), swing {:.3}", m + 1, states[m].move_text(moves[m]), r.swing(m));
    }
    let _ = writeln!(out, "\nluck and skill:");
    for a in &r.accounts {
        let name = side_name(start, a.seat);
        let _ = writeln!(
            out,
            "  {name}: started at {:.2}; the throws {}; its own decisions {}; the others' decisions {}; \
             what the search saw only later {}; result {:.2}",
            a.start,
            moved(a.luck),
            moved(a.own),
            moved(a.others),
            moved(a.revised),
            a.result
        );
        let counts: Vec<String> =
            Grade::ALL.iter().map(|g| format!("{} {}", a.grades[g.index()], g.as_str())).collect();
        let _ = writeln!(
            out,
            "    accuracy {:.0} % over {} decisions ({})",
            a.accuracy * 100.0,
            a.decisions(),
            counts.join(", ")
        );
    }
    Ok(out)
}

/// "gave it 0.31 more", "cost it 0.12", "changed nothing".
fn moved(x: f32) -> String {
    if x.abs() < 0.00005 {
        "changed nothing".into()
    } else if x > 0.0 {
        format!("gave it {x:.2} more")
    } else {
        format!("cost it {:.2}", -x)
    }
}

fn fmt_values(v: &[f32], seats: usize) -> String {
    v.iter().take(seats).map(|x| format!("{x:.3}")).collect::<Vec<_>>().join(" ")
}

/// A throw's luck per seat, where it moved anything.
fn luck_text(before: &[f32], after: &[f32], seats: usize) -> String {
    let parts: Vec<String> = (0..seats)
        .filter(|&s| (after[s] - before[s]).abs() >= 0.0005)
        .map(|s| format!("seat {s} {:+.3}", after[s] - before[s]))
        .collect();
    if parts.is_empty() { String::new() } else { format!("luck: {}", parts.join(", ")) }
}

fn json<G: Game>(
    start: &G,
    r: &GameReview<G::Move>,
    states: &[G],
    moves: &[G::Move],
    moments: &[usize],
    (budget, seed, ms): (ReviewBudget, u64, f64),
) -> serde_json::Value {
    let seats = start.seats();
    let vals = |v: &[f32]| v.iter().take(seats).copied().collect::<Vec<f32>>();
    let steps: Vec<serde_json::Value> = r
        .steps
        .iter()
        .map(|s| {
            let state = &states[s.index];
            let mut j = serde_json::json!({
                "index": s.index, "move": state.move_text(moves[s.index]),
                "before": vals(&s.before), "after": vals(&s.after),
            });
            match s.kind {
                StepKind::Decision { seat, best, cost, grade, exact, expected, .. } => {
                    j["kind"] = "decision".into();
                    j["expected"] = vals(&expected).into();
                    j["seat"] = seat.into();
                    j["best"] = state.move_text(best).into();
                    j["cost"] = cost.into();
                    j["grade"] = grade.as_str().into();
                    j["exact"] = exact.into();
                }
                StepKind::Chance => j["kind"] = "chance".into(),
                StepKind::Forced => j["kind"] = "forced".into(),
            }
            j
        })
        .collect();
    let accounts: Vec<serde_json::Value> = r
        .accounts
        .iter()
        .map(|a| {
            serde_json::json!({
                "seat": a.seat, "start": a.start, "luck": a.luck, "own": a.own, "others": a.others, "revised": a.revised,
                "result": a.result, "accuracy": a.accuracy, "decisions": a.decisions(),
                "grades": Grade::ALL.iter().map(|g| (g.as_str().to_string(), a.grades[g.index()].into()))
                    .collect::<serde_json::Map<String, serde_json::Value>>(),
            })
        })
        .collect();
    serde_json::json!({
        "game": G::ID, "iterations": budget.iterations, "chance_iterations": budget.chance_iterations,
        "seed": seed, "ms": ms, "steps": steps, "key_moments": moments, "accounts": accounts,
        "text": r.to_text(start, moves),
    })
}

/// `lab review-bench GAME --games N [--opt …] [--budget N] [--seed S] [--json]`: N games of the
/// strong level against the intermediate one (seeded, as `lab arena` plays them), each reviewed
/// with the budget and with twice it: the share of decisions whose grade changes, and the time.
pub fn bench<G: Evaluate>(start: &G, args: &Args) -> Result<String, Failure> {
    if args.record.is_some() {
        return Err(Usage("review-bench: it plays its own games; give options, not a record".into()));
    }
    let games = args.games.unwrap_or(20);
    let seed = args.seed.unwrap_or(1);
    let budget = budget::<G>(args);
    let bots = (Bot::Level(Level::Strong), Bot::Level(Level::Intermediate));
    let arrangements = arena::arrangements(start);
    let (mut decisions, mut changed, mut steps) = (0u32, 0u32, 0u32);
    let (mut ms, mut ms_doubled, mut longest) = (0.0f64, 0.0f64, 0.0f64);
    let mut per_decision = Vec::new();
    let mut sixty: Option<(u32, f64)> = None;
    let mut out = String::new();
    for g in 0..games {
        let (deal, bot_seed) = arena::deal_seeds(seed, g);
        let seats = &arrangements[g as usize % arrangements.len()];
        let (_, moves) = arena::play_recorded(start, bots, seats, deal, bot_seed, thread_cpu_ms);
        let t0 = thread_cpu_ms();
        let once = review_game(start, &moves, budget, seed.wrapping_add(g as u64));
        let t1 = thread_cpu_ms();
        let twice = review_game(start, &moves, budget.doubled(), seed.wrapping_add(g as u64));
        let t2 = thread_cpu_ms();
        let (mut d, mut c) = (0u32, 0u32);
        for (a, b) in once.steps.iter().zip(&twice.steps) {
            if let (StepKind::Decision { grade: x, .. }, StepKind::Decision { grade: y, .. }) =
                (a.kind, b.kind)
            {
                d += 1;
                c += (x != y) as u32;
            }
        }
        decisions += d;
        changed += c;
        steps += moves.len() as u32;
        ms += t1 - t0;
        ms_doubled += t2 - t1;
        longest = longest.max(t1 - t0);
        if d > 0 {
            per_decision.push((t1 - t0) / d as f64);
        }
        if sixty.is_none() && d >= 60 {
            sixty = Some(time_prefix(start, &moves, 60, budget, seed));
        }
        // Each game as it is done, on standard error: a long run can be read while it goes.
        eprintln!(
            "game {g}: {} moves, {d} decisions, {c} grades changed when doubled; review {:.0} ms (doubled {:.0} ms)",
            moves.len(),
            t1 - t0,
            t2 - t1
        );
    }
    let share = if decisions == 0 { 0.0 } else { changed as f64 / decisions as f64 };
    let mean = ms / games as f64;
    let per = if decisions == 0 { 0.0 } else { ms / decisions as f64 };
    if args.json {
        return Ok(format!(
            "{}\n",
            serde_json::json!({
                "game": G::ID, "games": games, "iterations": budget.iterations,
                "chance_iterations": budget.chance_iterations, "moves": steps, "decisions": decisions,
                "changed": changed, "changed_share": share, "ms_per_game": mean, "ms_longest_game": longest,
                "ms_per_decision": per, "ms_doubled_per_game": ms_doubled / games as f64,
                "sixty_decisions": sixty.map(|(m, t)| serde_json::json!({"moves": m, "ms": t})),
            })
        ));
    }
    let _ = writeln!(
        out,
        "\n{games} games, {decisions} decisions: {changed} grades ({:.1} %) change when the budget is doubled \
         ({} → {} iterations per decision)",
        share * 100.0,
        budget.iterations,
        budget.doubled().iterations
    );
    let _ = writeln!(
        out,
        "review time (processor): {mean:.0} ms per game on average, {longest:.0} ms the longest, {per:.1} ms per decision"
    );
    match sixty {
        Some((m, t)) => {
            let _ = writeln!(
                out,
                "the first 60 decisions of game 0 or the first game that has them ({m} moves): {t:.0} ms"
            );
        }
        None => {
            let _ = writeln!(out, "no game had 60 decisions");
        }
    }
    Ok(out)
}

/// The processor time of reviewing a game's moves up to its `n`-th decision.
fn time_prefix<G: Evaluate>(
    start: &G,
    moves: &[G::Move],
    n: u32,
    budget: ReviewBudget,
    seed: u64,
) -> (u32, f64) {
    let mut state = start.clone();
    let (mut seen, mut end, mut buf) = (0u32, moves.len(), Vec::new());
    for (i, &mv) in moves.iter().enumerate() {
        state.moves(&mut buf);
        if matches!(state.turn(), Turn::Seat(_)) && buf.len() >= 2 {
            seen += 1;
            if seen == n {
                end = i + 1;
                break;
            }
        }
        state.play_unchecked(mv);
    }
    let t0 = thread_cpu_ms();
    let mut r = Reviewer::new(start, &moves[..end], budget, seed);
    while !r.run(20_000) {}
    (end as u32, thread_cpu_ms() - t0)
}

/// `lab review-check GAME --games N [--opt …] [--budget N] [--seed S]`: N random games (the
/// throws from the seed, the decisions random), each reviewed (default 40 iterations per
/// decision, 8 per other outcome of a throw: the identity does not depend on the budget) and
/// checked: one step per move, every side's start + luck + own + others + revised = result, the
/// result the game's, and the review read back from its text unchanged. The first failure exits 1.
pub fn check<G: Evaluate>(start: &G, args: &Args) -> Result<String, Failure> {
    use sandgames::model::{GameRng, chance_word, draw_outcome};
    let games = args.games.unwrap_or(1000);
    let seed = args.seed.unwrap_or(1);
    let budget = match args.budget {
        Some(_) => budget::<G>(args),
        None => ReviewBudget { iterations: 40, chance_iterations: 8 },
    };
    let t0 = std::time::Instant::now();
    let (mut worst, mut moves_all, mut luck_all) = (0.0f64, 0usize, 0.0f64);
    for g in 0..games {
        let game_seed = seed.wrapping_mul(1_000_003).wrapping_add(g as u64);
        let (mut state, mut rng, mut buf, mut moves) =
            (start.clone(), GameRng::seed_from_u64(game_seed), Vec::new(), Vec::new());
        let mut throws = 0;
        while moves.len() < 100_000 {
            let mv = match state.turn() {
                Turn::Over => break,
                Turn::Chance => {
                    throws += 1;
                    draw_outcome(&state, chance_word(game_seed, throws), &mut buf)
                }
                Turn::Seat(_) => state.random_move(&mut rng, &mut buf),
            };
            let Some(mv) = mv else { break };
            state.play_unchecked(mv);
            moves.push(mv);
        }
        let r = review_game(start, &moves, budget, game_seed);
        let fail = |why: String| Err(Rejected(format!("review-check: game {g} (seed {game_seed}): {why}")));
        if r.steps.len() != moves.len() {
            return fail(format!("{} steps for {} moves", r.steps.len(), moves.len()));
        }
        for a in &r.accounts {
            let sum = a.start as f64 + a.luck as f64 + a.own as f64 + a.others as f64 + a.revised as f64;
            let err = (sum - a.result as f64).abs();
            worst = worst.max(err);
            luck_all += a.luck.abs() as f64;
            if err > 1e-4 {
                return fail(format!("seat {}'s account adds up to {sum}, not {}", a.seat, a.result));
            }
            if let Some(o) = state.outcome()
                && (sandgames::ai::result_value(&state, &o, a.seat) - a.result).abs() > 1e-4
            {
                return fail(format!("seat {}'s result is {}, the game's is not", a.seat, a.result));
            }
        }
        match GameReview::from_text(&r.to_text(start, &moves), start, &moves) {
            Ok(back) if back == r => {}
            _ => return fail("the review does not read back from its text".into()),
        }
        moves_all += moves.len();
    }
    Ok(format!(
        "{games} random games of {} reviewed ({moves_all} moves, {} iterations per decision, {} per other outcome \
         of a throw): every side's account adds up (largest difference {worst:.1e}), the results are the games', \
         and every review reads back from its text; mean |luck| per side and game {:.3}; {:.0} s\n",
        G::ID,
        budget.iterations,
        budget.chance_iterations,
        luck_all / games as f64 / sandgames::model::sides(start).max(1) as f64,
        t0.elapsed().as_secs_f64()
    ))
}
