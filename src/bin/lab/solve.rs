//! `lab solve um-dyar` (the exact values of a small single game) and `lab perfect GAME` (how often
//! each computer player plays a perfect move where the game knows positions exactly).

use super::args::Args;
use super::commands::Failure::{self, Rejected, Usage};
use sandgames::ai::perfect::{self, PLAYERS};
use sandgames::games::um_dyar::UmDyar;
use sandgames::games::um_dyar::solve::{Board, Solution};
use sandgames::model::{Evaluate, Game};
use std::fmt::Write as _;
use std::time::Instant;

/// A value in words: "win in 9", "draw", "loss in 4" (for the player to move).
fn words(v: i16) -> String {
    match v {
        0 => "draw".into(),
        v if v > 0 => format!("win in {v}"),
        v => format!("loss in {}", -v),
    }
}

/// `lab solve um-dyar --opt …`: solves the single game the options make, and prints the positions
/// reachable from the start (either player first), the values held (one per position and count
/// of moves since the last capture), the memory, the time, and the value of the start.
pub fn solve(start: &UmDyar, args: &Args) -> Result<String, Failure> {
    let board =
        Board::any(start).ok_or_else(|| Usage("solve: a single game only (--opt mode=game)".into()))?;
    let t0 = Instant::now();
    let s = Solution::solve(board).ok_or_else(|| {
        Rejected("solve: the solver takes at most 4 holes a row and 63 seeds in all".into())
    })?;
    let ms = t0.elapsed().as_secs_f64() * 1000.0;
    let first = s.value(start).ok_or_else(|| Rejected("solve: the start is not in the solution".into()))?;
    let mover = match start.turn() {
        sandgames::model::Turn::Seat(s) => s,
        _ => 0,
    };
    if args.json {
        return Ok(format!(
            "{}\n",
            serde_json::json!({
                "holes": board.holes, "seeds": board.seeds, "stall": board.stall,
                "captures": board.captures.as_str(), "positions": s.positions(),
                "values": s.values(), "bytes": s.bytes(), "ms": ms,
                "first": mover, "start": first, "start_text": words(first),
            })
        ));
    }
    let mut out = String::new();
    let _ = writeln!(
        out,
        "board 2 × {} holes, {} seeds a hole, stall {}, captures {}",
        board.holes,
        board.seeds,
        board.stall,
        board.captures.as_str()
    );
    let _ = writeln!(out, "positions {} (without the count of moves since a capture)", s.positions());
    let _ = writeln!(out, "values {} ({:.1} MB in memory)", s.values(), s.bytes() as f64 / 1e6);
    let _ = writeln!(out, "time {ms:.0} ms");
    let _ = writeln!(out, "start, player {mover} to move: {} (perfect play on both sides)", words(first));
    Ok(out)
}

/// `lab perfect GAME [--opt …] [--games N] [--seed S] [--json]`: the positions of N games between
/// the computer players (default 25: every pairing once), and for each player the share of those
/// decisions in which it plays a perfect move.
pub fn perfect<G: Evaluate>(start: &G, args: &Args) -> Result<String, Failure> {
    let Some(seat) = (match start.turn() {
        sandgames::model::Turn::Seat(s) => Some(s),
        _ => None,
    }) else {
        return Err(Rejected("perfect: no player chooses at the start".into()));
    };
    if start.solved(seat).is_none() {
        return Err(Rejected(format!(
            "perfect: {} knows no exact values with these options (Um dyar: --opt mode=game --opt holes=2)",
            G::ID
        )));
    }
    let games = args.games.unwrap_or(25);
    let seed = args.seed.unwrap_or(1);
    let t0 = Instant::now();
    let positions = perfect::positions(start, games, seed);
    let mut rows = Vec::new();
    for bot in PLAYERS {
        rows.push((bot, perfect::tally(bot, &positions, seed)));
    }
    let secs = t0.elapsed().as_secs_f64();
    if args.json {
        let list: Vec<serde_json::Value> = rows
            .iter()
            .map(|(b, t)| {
                serde_json::json!({
                    "bot": b.name(), "decisions": t.decisions, "perfect": t.perfect,
                    "share": t.perfect as f64 / t.decisions.max(1) as f64,
                    "critical": t.critical, "critical_perfect": t.critical_perfect,
                    "critical_share": t.critical_perfect as f64 / t.critical.max(1) as f64,
                })
            })
            .collect();
        return Ok(format!(
            "{}\n",
            serde_json::json!({ "games": games, "seed": seed, "positions": positions.len(), "seconds": secs, "players": list })
        ));
    }
    let mut out = format!("{} decisions from {games} games (seed {seed}), {secs:.0} s\n", positions.len());
    for (b, t) in &rows {
        let _ = writeln!(
            out,
            "  {:<13} perfect {:>5.1} % ({} of {}); where a mistake was possible {:>5.1} % ({} of {})",
            b.name(),
            100.0 * t.perfect as f64 / t.decisions.max(1) as f64,
            t.perfect,
            t.decisions,
            100.0 * t.critical_perfect as f64 / t.critical.max(1) as f64,
            t.critical_perfect,
            t.critical
        );
    }
    Ok(out)
}
