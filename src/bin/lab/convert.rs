//! `lab convert dablot`: does the computer finish what it wins? Decided positions are taken from
//! real games (the strong level against intermediate, greedy and random, after 60 and after 120
//! turns) and played out by bot a on the side ahead against bot b (docs/ai.md, "Dablot: won
//! positions converted").
//!
//! - `--collect N` plays those games and prints N decided positions, one a line, to keep in a
//!   file (`tests/data/dablot/decided-*.txt`): the benchmark then plays the same positions
//!   whatever the strong level has become since.
//! - `--positions FILE` plays each position out and reports how many bot a won outright (before
//!   the no-capture draw), by source, with the endings and the lengths.
//!
//! A line: `SOURCE<TAB>TURN<TAB>GAME<TAB>OPTIONS<TAB>POSITION`, where POSITION is the side to
//! move, the turns since the last capture, and every piece: `K`, `P`, `S` for side 0's king,
//! prince and soldiers, `k`, `p`, `s` for side 1's, followed by the point (`K10,6`).

use super::args::Args;
use super::commands::{Failure, thread_cpu_ms};
use Failure::{Rejected, Usage};
use sandgames::ai::Bot;
use sandgames::games::dablot::{Dablot, Placed, Point, Rank};
use sandgames::model::{Game, GameRng, Level, Options, Turn, playout::SAFETY_LIMIT, splitmix64};
use std::fmt::Write as _;
use std::time::Instant;

/// The opponents of the strong level in the games the positions come from.
const SOURCES: [&str; 3] = ["intermediate", "greedy", "random"];
/// The turns after which a position is taken.
const TURNS: [u32; 2] = [60, 120];

/// A position as one line's last field.
pub fn position_text(d: &Dablot) -> String {
    let mut out = format!("{} {}", d.to_move(), d.turns_without_capture());
    for p in d.pieces() {
        let c = match p.rank {
            Rank::King => 'K',
            Rank::Prince => 'P',
            Rank::Soldier => 'S',
        };
        let c = if p.side == 0 { c } else { c.to_ascii_lowercase() };
        let _ = write!(out, " {c}{}", p.point);
    }
    out
}

/// Reads [`position_text`] back under `options`.
pub fn parse_position(options: &Options, text: &str) -> Result<Dablot, String> {
    let mut words = text.split_whitespace();
    let mut num = |what: &str| -> Result<u16, String> {
        words.next().and_then(|w| w.parse().ok()).ok_or_else(|| format!("no {what}"))
    };
    let (to_move, quiet) = (num("side to move")?, num("count of turns without capture")?);
    let mut pieces = Vec::new();
    for w in words {
        let mut chars = w.chars();
        let c = chars.next().ok_or("empty piece")?;
        let rank = match c.to_ascii_uppercase() {
            'K' => Rank::King,
            'P' => Rank::Prince,
            'S' => Rank::Soldier,
            _ => return Err(format!("bad piece {w}")),
        };
        let (x, y) = chars.as_str().split_once(',').ok_or_else(|| format!("bad piece {w}"))?;
        let (x, y) = (
            x.parse().map_err(|_| format!("bad piece {w}"))?,
            y.parse().map_err(|_| format!("bad piece {w}"))?,
        );
        let point = Point::at(x, y).ok_or_else(|| format!("no point {x},{y}"))?;
        pieces.push(Placed { point, side: c.is_ascii_lowercase() as u8, rank });
    }
    Dablot::from_pieces(options, to_move as u8, quiet, &pieces).map_err(|e| format!("{:?}", e.why))
}

/// One decided position and where it comes from.
#[derive(Clone)]
struct Decided {
    source: String,
    turn: u32,
    game: u64,
    position: Dablot,
}

/// The candidates of game `g` against `source`: the decided positions after each of [`TURNS`].
fn candidates(options: &Options, source: &str, g: u64) -> Vec<Decided> {
    let strong = Bot::Level(Level::Strong);
    let other = Bot::parse(source).expect("a known bot");
    // The strong level plays side 0 in even games, side 1 in odd ones.
    let strong_side = (g % 2) as u8;
    let seed = splitmix64(g ^ splitmix64(source.len() as u64 * 0x51ED));
    let mut rngs =
        [GameRng::seed_from_u64(splitmix64(seed ^ 1)), GameRng::seed_from_u64(splitmix64(seed ^ 2))];
    let mut state = Dablot::new(options).expect("the options make a game");
    let mut out = Vec::new();
    let mut turn = 0;
    while turn < *TURNS.last().unwrap() {
        let Turn::Seat(s) = state.turn() else { break };
        let bot = if s == strong_side { strong } else { other };
        let Some(mv) = bot.choose(&state, &mut rngs[s as usize]) else { break };
        state.play_unchecked(mv);
        turn += 1;
        if TURNS.contains(&turn) && state.ahead().is_some() {
            out.push(Decided { source: source.to_string(), turn, game: g, position: state });
        }
    }
    out
}

/// `--collect N`: N decided positions, as many from each source (opponent and turn) as it gives
/// up to an even share, the rest from the others, in the order of the games.
fn collect(options: &Options, n: u32, threads: usize) -> Result<String, Failure> {
    let share = (n as usize).div_ceil(SOURCES.len() * TURNS.len());
    let mut taken: Vec<Decided> = Vec::new();
    let mut spare: Vec<Decided> = Vec::new();
    let mut per = std::collections::HashMap::<(String, u32), usize>::new();
    let mut next_game = 0u64;
    let batch = 8u64;
    let t0 = Instant::now();
    while taken.len() < n as usize {
        if next_game > 2000 {
            return Err(Rejected(format!("only {} decided positions in {next_game} games", taken.len())));
        }
        let jobs: Vec<(&str, u64)> =
            (next_game..next_game + batch).flat_map(|g| SOURCES.iter().map(move |&s| (s, g))).collect();
        next_game += batch;
        let results = parallel(&jobs, threads, |&(s, g)| candidates(options, s, g));
        for c in results.into_iter().flatten() {
            let k = per.entry((c.source.clone(), c.turn)).or_default();
            if *k < share {
                *k += 1;
                taken.push(c);
            } else {
                spare.push(c);
            }
        }
        // Once every source has given what it gives in a good number of games, fill from the rest.
        if next_game >= 64 && taken.len() + spare.len() >= n as usize {
            break;
        }
    }
    taken.extend(spare);
    taken.truncate(n as usize);
    let mut out = format!(
        "# lab convert dablot --collect {n} --opt {} ({} games per opponent, {:.0} s)\n",
        options.changed_text(),
        next_game,
        t0.elapsed().as_secs_f64()
    );
    for d in &taken {
        let _ = writeln!(
            out,
            "{}\t{}\t{}\t{}\t{}",
            d.source,
            d.turn,
            d.game,
            options,
            position_text(&d.position)
        );
    }
    Ok(out)
}

/// `f` over `jobs` on `threads` threads, results in the jobs' order.
fn parallel<J: Sync, R: Send>(jobs: &[J], threads: usize, f: impl Fn(&J) -> R + Sync) -> Vec<R> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut all: Vec<(usize, R)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads.clamp(1, 64))
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        if i >= jobs.len() {
                            return mine;
                        }
                        mine.push((i, f(&jobs[i])));
                    }
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("a thread panicked")).collect()
    });
    all.sort_by_key(|(i, _)| *i);
    all.into_iter().map(|(_, r)| r).collect()
}

/// One position played out.
struct Played {
    /// 1 won by bot a, ½ drawn, 0 lost; `None` stopped by the safety limit.
    score: Option<f64>,
    reason: &'static str,
    turns: u32,
    /// Turns until the last capture (or the end).
    a_ms_total: f64,
    a_ms_max: f64,
    a_decisions: u32,
    moves: Vec<String>,
}

fn play_out(start: &Dablot, a: Bot, b: Bot, seed: u64, keep_moves: bool) -> Played {
    let leader = start.ahead().expect("a decided position");
    let mut rngs =
        [GameRng::seed_from_u64(splitmix64(seed ^ 1)), GameRng::seed_from_u64(splitmix64(seed ^ 2))];
    let mut state = *start;
    let mut p = Played {
        score: None,
        reason: "",
        turns: 0,
        a_ms_total: 0.0,
        a_ms_max: 0.0,
        a_decisions: 0,
        moves: Vec::new(),
    };
    while p.turns < SAFETY_LIMIT {
        let Turn::Seat(s) = state.turn() else { break };
        let t0 = thread_cpu_ms();
        let Some(mv) = (if s == leader { a } else { b }).choose(&state, &mut rngs[s as usize]) else { break };
        if s == leader {
            let ms = thread_cpu_ms() - t0;
            p.a_ms_total += ms;
            p.a_ms_max = p.a_ms_max.max(ms);
            p.a_decisions += 1;
        }
        if keep_moves {
            p.moves.push(state.move_text(mv));
        }
        state.play_unchecked(mv);
        p.turns += 1;
    }
    if let Some(end) = state.end() {
        p.score = Some(match end.winner {
            Some(w) if w == leader => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        });
        p.reason = end.reason.as_str();
    }
    p
}

/// `--positions FILE`: every position played out by bot a (the side ahead) against bot b.
fn convert(path: &str, args: &Args) -> Result<String, Failure> {
    let text = std::fs::read_to_string(path).map_err(|e| Rejected(format!("cannot read {path}: {e}")))?;
    let mut list = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty()) {
        let f: Vec<&str> = line.split('\t').collect();
        let [source, turn, game, options, position] = f.as_slice() else {
            return Err(Rejected(format!("{path}:{}: expected five fields separated by tabs", i + 1)));
        };
        let options = Options::parse(Dablot::option_specs(), options)
            .map_err(|e| Rejected(format!("{path}:{}: {e:?}", i + 1)))?;
        let mut options = options;
        for (k, v) in &args.opts {
            options.set(k, v).map_err(|e| Usage(format!("--opt {k}={v}: {e:?}")))?;
        }
        let position =
            parse_position(&options, position).map_err(|e| Rejected(format!("{path}:{}: {e}", i + 1)))?;
        if position.ahead().is_none() {
            return Err(Rejected(format!("{path}:{}: no side is ahead in this position", i + 1)));
        }
        list.push(Decided {
            source: source.to_string(),
            turn: turn.parse().unwrap_or(0),
            game: game.parse().unwrap_or(0),
            position,
        });
    }
    let bot = |flag: &str, v: &Option<String>, default: &str| {
        let name = v.as_deref().unwrap_or(default);
        Bot::parse(name).ok_or_else(|| Usage(format!("convert: unknown bot {flag} {name}")))
    };
    let (a, b) = (bot("--a", &args.a, "strong")?, bot("--b", &args.b, "intermediate")?);
    let seed = args.seed.unwrap_or(1);
    let seed_of = |i: usize| splitmix64(seed ^ splitmix64(i as u64 + 1));
    if let Some(i) = args.only {
        let d = list
            .get(i as usize)
            .ok_or_else(|| Usage(format!("--only {i}: there are {} positions", list.len())))?;
        let p = play_out(&d.position, a, b, seed_of(i as usize), true);
        let mut out = format!("# position {i} ({} turn {} game {})\n", d.source, d.turn, d.game);
        let _ = writeln!(out, "# state: {}", sandgames::model::JsonState::to_json(&d.position));
        let _ = writeln!(
            out,
            "# {} (side {}) against {}: {:?} by {} after {} turns",
            a.name(),
            d.position.ahead().unwrap(),
            b.name(),
            p.score,
            p.reason,
            p.turns
        );
        for m in &p.moves {
            let _ = writeln!(out, "{m}");
        }
        return Ok(out);
    }
    let t0 = Instant::now();
    let idx: Vec<usize> = (0..list.len()).collect();
    let played =
        parallel(&idx, args.threads.unwrap_or(1), |&i| play_out(&list[i].position, a, b, seed_of(i), false));
    let seconds = t0.elapsed().as_secs_f64();
    // By source, then in all.
    let mut groups: Vec<(String, Vec<usize>)> = Vec::new();
    for (i, d) in list.iter().enumerate() {
        let key = format!("{} after {}", d.source, d.turn);
        match groups.iter_mut().find(|(k, _)| *k == key) {
            Some((_, v)) => v.push(i),
            None => groups.push((key, vec![i])),
        }
    }
    groups.push(("all".into(), idx.clone()));
    let summary = |ids: &[usize]| {
        let n = ids.len();
        let won = ids.iter().filter(|&&i| played[i].score == Some(1.0)).count();
        let drawn = ids.iter().filter(|&&i| played[i].score == Some(0.5)).count();
        let lost = ids.iter().filter(|&&i| played[i].score == Some(0.0)).count();
        let turns = ids.iter().map(|&i| played[i].turns as f64).sum::<f64>() / n.max(1) as f64;
        let (low, high) = sandgames::ai::arena::wilson(won as f64 / n.max(1) as f64, n);
        let mut reasons: Vec<(&str, usize)> = Vec::new();
        for &i in ids {
            match reasons.iter_mut().find(|(r, _)| *r == played[i].reason) {
                Some((_, c)) => *c += 1,
                None => reasons.push((played[i].reason, 1)),
            }
        }
        reasons.sort();
        (n, won, drawn, lost, turns, low, high, reasons)
    };
    let decisions: u32 = played.iter().map(|p| p.a_decisions).sum();
    let ms_mean = played.iter().map(|p| p.a_ms_total).sum::<f64>() / decisions.max(1) as f64;
    let ms_max = played.iter().map(|p| p.a_ms_max).fold(0.0, f64::max);
    let not_won: Vec<usize> = idx.iter().copied().filter(|&i| played[i].score != Some(1.0)).collect();
    if args.json {
        let groups: Vec<serde_json::Value> = groups
            .iter()
            .map(|(k, ids)| {
                let (n, won, drawn, lost, turns, low, high, reasons) = summary(ids);
                serde_json::json!({
                    "source": k, "positions": n, "won": won, "drawn": drawn, "lost": lost,
                    "won_share": won as f64 / n.max(1) as f64, "low": low, "high": high,
                    "mean_turns": turns,
                    "endings": reasons.iter().map(|(r, c)| (r.to_string(), serde_json::json!(c))).collect::<serde_json::Map<_, _>>(),
                })
            })
            .collect();
        return Ok(format!(
            "{}\n",
            serde_json::json!({
                "a": a.name(), "b": b.name(), "positions": path, "groups": groups,
                "not_won": not_won, "a_ms_per_move": ms_mean, "a_ms_max": ms_max, "seconds": seconds,
            })
        ));
    }
    let mut out = format!(
        "{} (on the side ahead) against {}, {} positions of {path}:\n",
        a.name(),
        b.name(),
        list.len()
    );
    for (k, ids) in &groups {
        let (n, won, drawn, lost, turns, low, high, reasons) = summary(ids);
        let reasons: Vec<String> = reasons.iter().map(|(r, c)| format!("{r} {c}")).collect();
        let _ = writeln!(
            out,
            "  {k:<22} {won:>3} of {n:>3} won ({:.1} %, 95 % interval {:.1}–{:.1} %), {drawn} drawn, {lost} lost; \
             {turns:.0} turns on average; endings: {}",
            100.0 * won as f64 / n.max(1) as f64,
            100.0 * low,
            100.0 * high,
            reasons.join(", ")
        );
    }
    let _ = writeln!(out, "  not won: {not_won:?}");
    let _ = writeln!(
        out,
        "{} thinks {ms_mean:.1} ms a move (longest {ms_max:.0} ms, processor time); {seconds:.0} s",
        a.name()
    );
    Ok(out)
}

/// `lab convert GAME …` (Dablot only).
pub fn run(game: &str, words: &[String], args: &Args) -> Result<String, Failure> {
    if game != Dablot::ID {
        return Err(Usage(format!("convert: only dablot has decided positions to convert, not {game}")));
    }
    if let Some(w) = words.first() {
        return Err(Usage(format!("convert: unexpected argument {w}")));
    }
    match (args.collect, &args.positions) {
        (Some(n), None) => {
            let options = Options::from_pairs(
                Dablot::option_specs(),
                args.opts.iter().map(|(k, v)| (k.as_str(), v.as_str())),
            )
            .map_err(|e| Usage(e.to_string()))?;
            collect(&options, n, args.threads.unwrap_or(1))
        }
        (None, Some(path)) => convert(path, args),
        _ => Err(Usage("convert: give --collect N or --positions FILE".into())),
    }
}

/// `lab tables dablot [--opt …]`: builds the exact tables of every ending (one piece against one,
/// two against one) under the options, and prints each one's size, build time and results.
pub fn tables(game: &str, args: &Args) -> Result<String, Failure> {
    /// Positions read or gone back from in one step of a build in steps (about what the strong
    /// level's endgame search does in a 5 ms slice of a page on a fast machine).
    const STEP: u32 = 4_000;
    use sandgames::games::dablot::endgame::table::{self, Ending};
    if game != Dablot::ID {
        return Err(Usage(format!("tables: only dablot has exact tables, not {game}")));
    }
    let options =
        Options::from_pairs(Dablot::option_specs(), args.opts.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(|e| Usage(e.to_string()))?;
    let cfg = sandgames::games::dablot::options::Config::from_options(&options);
    let mut out = String::new();
    let mut rows = Vec::new();
    let (mut total_ms, mut total_bytes) = (0.0, 0usize);
    // The smaller endings first: a table reads those its captures leave.
    let mut all = Ending::all();
    all.sort_by_key(|e| e.a.iter().flatten().count());
    for e in all {
        let t0 = Instant::now();
        let t = table::solve(&cfg, e);
        let ms = t0.elapsed().as_secs_f64() * 1000.0;
        // Keep it for the larger endings.
        let _ = table::table(&cfg, e);
        // Built again in steps of STEP positions, as a page builds it between paints: the
        // longest step, the last one (the table made from the work) included, in processor time.
        let mut b = table::Builder::new(&cfg, e);
        let (mut steps, mut longest) = (0u32, 0.0f64);
        loop {
            let t1 = thread_cpu_ms();
            let done = b.step(STEP);
            steps += 1;
            longest = longest.max(thread_cpu_ms() - t1);
            if done {
                break;
            }
        }
        let t1 = thread_cpu_ms();
        drop(b.finish());
        longest = longest.max(thread_cpu_ms() - t1);
        total_ms += ms;
        total_bytes += t.bytes();
        let [w, l, d] = t.counts;
        rows.push(serde_json::json!({
            "ending": e.to_string(), "bytes": t.bytes(), "ms": ms, "won": w, "lost": l, "drawn": d,
            "longest_win": t.longest, "steps": steps, "longest_step_ms": longest,
        }));
        let _ = writeln!(
            out,
            "{:<8} {:>9} bytes {:>8.0} ms  won {w:>7}  lost {l:>7}  drawn {d:>7} (side to move)  longest win {} turns  in {steps} steps of {STEP}: longest {longest:.2} ms",
            e.to_string(),
            t.bytes(),
            ms,
            t.longest
        );
    }
    if args.json {
        return Ok(format!(
            "{}\n",
            serde_json::json!({"options": options.to_string(), "tables": rows, "ms": total_ms, "bytes": total_bytes})
        ));
    }
    let _ = writeln!(out, "all: {total_bytes} bytes, {total_ms:.0} ms (one thread, wall clock)");
    Ok(out)
}
