//! The subcommands, each written once for any game (`with_game!` picks the type).

use super::args::{self, Args};
use sandgames::games::GameId;
use sandgames::link::{self, Throws};
use sandgames::model::{
    Ending, Game, GameRng, JsonState, Options, Session, Turn, check_ending, conformance::Invariant,
    json::state_from_str, perft::perft, pig::Pig, playout,
};
use sandgames::with_game;
use std::fmt::Write as _;
use std::time::{Duration, Instant};

pub enum Failure {
    /// The command line is wrong (exit 2).
    Usage(String),
    /// A move or state was refused (exit 1).
    Rejected(String),
}

use Failure::{Rejected, Usage};

pub fn run(argv: &[String]) -> Result<String, Failure> {
    let (cmd, rest) = argv.split_first().ok_or_else(|| Usage("no subcommand".into()))?;
    if cmd == "merge-corrections" {
        return super::corrections::run(rest);
    }
    let args = args::parse(rest).map_err(Usage)?;
    if cmd == "catalog" {
        let [file] = args.positional.as_slice() else {
            return Err(Usage("catalog: which file? (lab catalog FILE)".into()));
        };
        return catalog_json(file);
    }
    if cmd == "pseudo" {
        let [file] = args.positional.as_slice() else {
            return Err(Usage("pseudo: which file? (lab pseudo FILE)".into()));
        };
        return pseudo_catalog(file);
    }
    if cmd == "games" {
        if args.json {
            return Ok(format!("{}\n", games_json()));
        }
        return Ok(GameId::ALL.iter().map(|g| format!("{}\n", g.as_str())).collect());
    }
    if cmd == "convert" {
        let name = args.positional.first().ok_or_else(|| Usage("convert: which game?".into()))?;
        return super::convert::run(name, &args.positional[1..], &args);
    }
    if cmd == "endings" {
        let name = args.positional.first().ok_or_else(|| Usage("endings: which game?".into()))?;
        return super::endings::run(name, &args.positional[1..], &args);
    }
    if cmd == "tables" {
        let name = args.positional.first().ok_or_else(|| Usage("tables: which game?".into()))?;
        no_extra(&args.positional[1..], "tables")?;
        return super::convert::tables(name, &args);
    }
    let known = [
        "show",
        "moves",
        "play",
        "perft",
        "bench",
        "stats",
        "link",
        "record",
        "arena",
        "rules",
        "think",
        "review",
        "review-bench",
        "review-check",
        "solve",
        "perfect",
    ];
    if !known.contains(&cmd.as_str()) {
        return Err(Usage(format!("unknown subcommand {cmd}")));
    }
    let name = args.positional.first().ok_or_else(|| Usage(format!("{cmd}: which game?")))?;
    let words = &args.positional[1..];
    // Pig, the toy dice game the shared model is tested with, is not a site game and is not
    // listed by `lab games`; it is here so the tools can be tried and tested on it.
    if name == Pig::ID {
        return dispatch::<Pig>(cmd, words, &args);
    }
    if cmd == "solve" {
        if name != "um-dyar" {
            return Err(Usage(format!("solve: only um-dyar has a solver, not {name}")));
        }
        no_extra(words, "solve")?;
        return super::solve::solve(&start::<sandgames::games::um_dyar::UmDyar>(&args)?, &args);
    }
    let id = GameId::parse(name).ok_or_else(|| {
        let ids: Vec<_> = GameId::ALL.iter().map(|g| g.as_str()).collect();
        Usage(format!("unknown game {name} (games: {})", ids.join(", ")))
    })?;
    with_game!(id, G => dispatch::<G>(cmd, words, &args))
}

/// A catalog file's texts as one JSON object, key to text (`lab catalog FILE`): the build reads
/// the catalogs through the site's own parser (`i18n::catalog`), never one of its own.
fn catalog_json(file: &str) -> Result<String, Failure> {
    let text = std::fs::read_to_string(file).map_err(|e| Rejected(format!("{file}: {e}")))?;
    let entries = sandgames::i18n::catalog::parse(&text)
        .map_err(|e| Rejected(format!("{file}:{}: {}", e.line, e.why)))?;
    let map: serde_json::Map<String, serde_json::Value> =
        entries.iter().map(|(k, v)| (k.to_string(), serde_json::Value::from(*v))).collect();
    Ok(format!("{}\n", serde_json::Value::Object(map)))
}

/// An English catalog file in the pseudo-language (`lab pseudo FILE`, written by the build into
/// `texts/en-XA/`): every text accented, lengthened and marked, the games' own words kept (those
/// of the registry and each game's `<game>.words` list).
fn pseudo_catalog(file: &str) -> Result<String, Failure> {
    use sandgames::i18n::{self, Lang, pseudo};
    let text = std::fs::read_to_string(file).map_err(|e| Rejected(format!("{file}: {e}")))?;
    i18n::catalog::parse(&text).map_err(|e| Rejected(format!("{file}:{}: {}", e.line, e.why)))?;
    let mut keep: Vec<&str> =
        GameId::ALL.iter().flat_map(|g| g.info().words.iter().map(|w| w.word)).collect();
    for g in GameId::ALL {
        if let Some(list) = i18n::lookup(Lang::En, &format!("{}.words", g.as_str())) {
            keep.extend(list.split('|'));
        }
    }
    Ok(pseudo::file(&text, &keep))
}

/// The registry of games as the build scripts read it (`lab games --json`): for each game, in the
/// order the site lists them, its id, its folder (`src/games/<folder>/`), its table's split point
/// (`page_<folder>`, the chunk `scripts/wasm.sh` looks for), the options it is benchmarked with,
/// whether it is thrown with sticks, and its name in English.
fn games_json() -> serde_json::Value {
    let games: Vec<_> = GameId::ALL
        .iter()
        .map(|&g| {
            let info = g.info();
            serde_json::json!({
                "id": g.as_str(),
                "folder": info.folder,
                "split": format!("page_{}", info.folder),
                "bench": info.bench,
                "sticks": info.sticks.is_some(),
                "name": sandgames::i18n::tr(sandgames::i18n::Lang::En, &format!("{}.name", g.as_str())),
            })
        })
        .collect();
    serde_json::Value::Array(games)
}

#[allow(dead_code)]
fn dispatch<G: JsonState + sandgames::model::Evaluate + Invariant + Send + Sync>(
    cmd: &str,
    words: &[String],
    args: &Args,
) -> Result<String, Failure> {
    match cmd {
        "show" => {
            no_extra(words, "show")?;
            Ok(format!("{}\n", start::<G>(args)?.to_json()))
        }
        "moves" => {
            let (state, ended) = start_and_ending::<G>(args)?;
            if ended.is_some() && words.is_empty() {
                return Ok(String::new());
            }
            no_move_after(ended, words)?;
            let state = after_moves(state, words)?;
            list_moves(&state)
        }
        "play" => {
            if words.is_empty() && args.record.is_none() && args.ending.is_none() {
                return Err(Usage(
                    "play: give at least one move (or --record FILE, --resign SEAT, --draw)".into(),
                ));
            }
            let (state, ended) = start_and_ending::<G>(args)?;
            no_move_after(ended, words)?;
            if let (Some(e), Some(_)) = (ended, args.ending) {
                return Err(Rejected(format!("the record's game is over ({})", e.text())));
            }
            let state = after_moves(state, words)?;
            if let Some(e) = args.ending {
                check_ending(&state, e)
                    .map_err(|why| Rejected(format!("{} is not possible: {why}", e.text())))?;
            }
            let mut json = state.to_json();
            if let Some(e) = ended.or(args.ending) {
                json["ending"] = serde_json::json!({
                    "end": e.text(),
                    "ranks": e.outcome(&state).ranks(),
                    "rule": e.rule_id::<G>(),
                });
            }
            Ok(format!("{json}\n"))
        }
        "perft" => {
            let (depth, more) = words.split_first().ok_or_else(|| Usage("perft: give a depth".into()))?;
            no_extra(more, "perft")?;
            let d: u32 = depth.parse().map_err(|_| Usage(format!("perft: bad depth {depth}")))?;
            if d > 12 {
                return Err(Usage("perft: depth above 12 would run for ages".into()));
            }
            Ok(format!("{}\n", perft(&start::<G>(args)?, d)))
        }
        "bench" => {
            no_extra(words, "bench")?;
            bench(start::<G>(args)?, args)
        }
        "stats" => {
            no_extra(words, "stats")?;
            stats(start::<G>(args)?, args)
        }
        "arena" => {
            no_extra(words, "arena")?;
            arena(start::<G>(args)?, args)
        }
        "think" => {
            let state = after_moves(start::<G>(args)?, words)?;
            think(&state, args)
        }
        "perfect" => {
            no_extra(words, "perfect")?;
            super::solve::perfect(&start::<G>(args)?, args)
        }
        "review" => {
            no_extra(words, "review")?;
            let path = args.record.as_deref().ok_or_else(|| Usage("review: give --record FILE".into()))?;
            let (session, _) = record_session::<G>(path, args)?;
            super::review::review(session.start(), session.moves(), args)
        }
        "review-check" => {
            no_extra(words, "review-check")?;
            super::review::check(&start::<G>(args)?, args)
        }
        "review-bench" => {
            no_extra(words, "review-bench")?;
            super::review::bench(&start::<G>(args)?, args)
        }
        "rules" => {
            no_extra(words, "rules")?;
            Ok(rules::<G>(args.json))
        }
        "link" => {
            no_extra(words, "link")?;
            let path = args.record.as_deref().ok_or_else(|| Usage("link: give --record FILE".into()))?;
            let (session, throws) = record_session::<G>(path, args)?;
            Ok(match throws {
                Throws::Seeded => format!("{}\n", link::seeded_link(&session)),
                _ => format!("{}\n", link::recorded_link(&session)),
            })
        }
        "record" => {
            no_extra(words, "record")?;
            let address = args.link.as_deref().ok_or_else(|| Usage("record: give --link LINK".into()))?;
            let opened = link::open::<G>(address).map_err(|e| Rejected(format!("link: {e}")))?;
            if let Some(stop) = &opened.stop {
                if let Some(e) = stop.ending {
                    return Err(Rejected(format!(
                        "link: the ending ({}) is not possible: {}",
                        e.text(),
                        stop.reason
                    )));
                }
                return Err(Rejected(format!(
                    "link: move {} cannot be played: {}. {}",
                    stop.replayed + 1,
                    stop.reason,
                    stop.why
                )));
            }
            Ok(link::export_record(&opened.session, opened.throws))
        }
        _ => unreachable!("checked in run"),
    }
}

/// Reads and replays a record; a move that cannot be played is refused with its number, its
/// text and why.
fn record_session<G: Game>(path: &str, args: &Args) -> Result<(Session<G>, Throws), Failure> {
    if args.state_file.is_some() || !args.opts.is_empty() {
        return Err(Usage(
            "--record cannot be combined with --state or --opt: the record carries its options".into(),
        ));
    }
    let text = read_input(path).map_err(|e| Rejected(format!("cannot read record {path}: {e}")))?;
    let opened = link::import_record::<G>(&text, args.seed.unwrap_or(0))
        .map_err(|e| Rejected(format!("record {path}: {e}")))?;
    if let Some(stop) = opened.stop {
        if let Some(e) = stop.ending {
            return Err(Rejected(format!(
                "record {path}: the ending ({}) is not possible: {}",
                e.text(),
                stop.reason
            )));
        }
        let mut msg = format!(
            "record {path}: move {} ({}) is illegal: {}",
            stop.replayed + 1,
            stop.move_text,
            stop.reason
        );
        if opened.revision != G::REVISION {
            msg = format!("{msg}\n{}", stop.why);
        }
        return Err(Rejected(msg));
    }
    Ok((opened.session, opened.throws))
}

fn read_input(path: &str) -> std::io::Result<String> {
    if path == "-" { std::io::read_to_string(std::io::stdin()) } else { std::fs::read_to_string(path) }
}

pub(super) fn no_extra(words: &[String], cmd: &str) -> Result<(), Failure> {
    match words.first() {
        Some(w) => Err(Usage(format!("{cmd}: unexpected argument {w}"))),
        None => Ok(()),
    }
}

/// The state to start from, and the ending by agreement of a record that has one.
fn start_and_ending<G: JsonState>(args: &Args) -> Result<(G, Option<Ending>), Failure> {
    if let Some(path) = &args.record {
        let (s, _) = record_session::<G>(path, args)?;
        return Ok((s.state().clone(), s.ending()));
    }
    Ok((start::<G>(args)?, None))
}

/// No move may follow a game that ended by agreement.
fn no_move_after(ended: Option<Ending>, words: &[String]) -> Result<(), Failure> {
    match (ended, words.first()) {
        (Some(e), Some(w)) => {
            Err(Rejected(format!("move 1 ({w}) is illegal: the record's game is over ({})", e.text())))
        }
        _ => Ok(()),
    }
}

/// The state to start from: `--record FILE` (after the record's moves), `--state FILE`, or the
/// initial state for `--opt`s.
pub(super) fn start<G: JsonState>(args: &Args) -> Result<G, Failure> {
    if let Some(path) = &args.record {
        return Ok(record_session::<G>(path, args)?.0.state().clone());
    }
    if let Some(path) = &args.state_file {
        if !args.opts.is_empty() {
            return Err(Usage("--state and --opt cannot be combined: the state carries its options".into()));
        }
        let text = read_input(path).map_err(|e| Rejected(format!("cannot read state file {path}: {e}")))?;
        return state_from_str::<G>(&text).map_err(|e| Rejected(format!("state file {path}: {}", e.why)));
    }
    let options =
        Options::from_pairs(G::option_specs(), args.opts.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(|e| Usage(e.to_string()))?;
    G::new(&options).map_err(|e| Usage(format!("these options do not make a game: {}", e.why)))
}

fn after_moves<G: Game>(mut state: G, words: &[String]) -> Result<G, Failure> {
    for (i, w) in words.iter().enumerate() {
        state.play_text(w).map_err(|e| Rejected(format!("move {} ({w}) is illegal: {}", i + 1, e.why)))?;
    }
    Ok(state)
}

fn list_moves<G: Game>(state: &G) -> Result<String, Failure> {
    let mut moves = Vec::new();
    state.moves(&mut moves);
    let chance = state.turn() == Turn::Chance;
    let mut out = String::new();
    for m in moves {
        if chance {
            let _ = writeln!(out, "{} {}", state.move_text(m), state.probability(m));
        } else {
            let _ = writeln!(out, "{}", state.move_text(m));
        }
    }
    Ok(out)
}

fn bench<G: Game>(start: G, args: &Args) -> Result<String, Failure> {
    let budget = Duration::from_secs_f64(args.seconds.unwrap_or(5.0));
    let mut rng = GameRng::seed_from_u64(args.seed.unwrap_or(1));
    let mut buf = Vec::with_capacity(256);
    let (mut playouts, mut moves, mut stopped) = (0u64, 0u64, 0u64);
    let t0 = Instant::now();
    while t0.elapsed() < budget {
        // Check the clock every few playouts only, so timing does not weigh on fast games.
        for _ in 0..16 {
            let mut state = start.clone();
            let p = playout::random_playout(&mut state, &mut rng, &mut buf, playout::SAFETY_LIMIT);
            playouts += 1;
            moves += p.length as u64;
            stopped += p.outcome.is_none() as u64;
        }
    }
    let secs = t0.elapsed().as_secs_f64();
    let per_sec = playouts as f64 / secs;
    let mean = moves as f64 / playouts as f64;
    if args.json {
        Ok(format!(
            "{}\n",
            serde_json::json!({
                "game": G::ID,
                "playouts_per_sec": per_sec,
                "playouts": playouts,
                "seconds": secs,
                "mean_length": mean,
                "moves_per_sec": moves as f64 / secs,
                "stopped_by_limit": stopped,
            })
        ))
    } else {
        Ok(format!(
            "{}: {per_sec:.1} random playouts/s on one thread ({playouts} playouts in {secs:.2} s, \
             mean length {mean:.1} moves, {:.0} moves/s, {stopped} stopped by the safety limit)\n",
            G::ID,
            moves as f64 / secs,
        ))
    }
}

/// The game's rules as data: id, title, citation (`null` for a rule of ours), the options that
/// change it, why it seldom applies in play where that was measured (`rare`), and the source's
/// words it rests on (`quote`, for a rule with a source).
fn rules<G: Game>(json: bool) -> String {
    use sandgames::i18n::{Lang, has, tr};
    let rows: Vec<_> = G::rules()
        .iter()
        .map(|r| {
            let title = tr(Lang::En, &format!("{}.rule.{}", G::ID, r.id)).to_string();
            let source = (r.cite != "ours").then_some(r.cite);
            let options: Vec<&str> =
                G::option_specs().iter().filter(|o| o.rule == r.id).map(|o| o.key).collect();
            let rare_key = format!("{}.rule.{}.rare", G::ID, r.id);
            let rare = has(&rare_key).then(|| tr(Lang::En, &rare_key).to_string());
            (r.id, title, source, options, rare)
        })
        .collect();
    if json {
        let list: Vec<serde_json::Value> = rows
            .iter()
            .map(|(id, title, source, options, rare)| {
                let mut o =
                    serde_json::json!({ "id": id, "title": title, "source": source, "options": options });
                if let Some(rare) = rare {
                    o["rare"] = rare.as_str().into();
                }
                if let Some(r) = G::rules().iter().find(|r| r.id == *id && !r.quote.is_empty()) {
                    o["quote"] = r.quote.into();
                }
                o
            })
            .collect();
        return format!("{}\n", serde_json::Value::Array(list));
    }
    let mut out = String::new();
    for (id, title, source, options, rare) in rows {
        let _ = write!(out, "{id:<24} {title} ({})", source.unwrap_or("ours"));
        if !options.is_empty() {
            let _ = write!(out, "; options: {}", options.join(", "));
        }
        out.push('\n');
        if let Some(rare) = rare {
            let _ = writeln!(out, "{:<24} rare: {rare}", "");
        }
    }
    out
}

/// `lab stats --check` reads back the state JSON at every this many positions (and the last).
const JSON_EVERY: u32 = 64;

fn stats<G: JsonState + Invariant + Send + Sync>(start: G, args: &Args) -> Result<String, Failure> {
    let games = args.games.unwrap_or(1000);
    let seed = args.seed.unwrap_or(1);
    let first = args.from.unwrap_or(0);
    if args.from.is_some() && !args.check {
        return Err(Rejected("--from is for a checked run in parts: give --check".into()));
    }
    if first.checked_add(games).is_none() {
        return Err(Rejected(format!("--from {first} --games {games}: beyond game {}", u32::MAX)));
    }
    let t0 = Instant::now();
    // With --check: every position checked (the contract and the game's invariant), and at every
    // 64th position and the last that the state JSON reads back as the same state (the JSON is
    // several times dearer than everything else); the first broken promise exits 1.
    let (st, checked) = if args.check {
        let invariant = |s: &G, ply: u32| {
            s.invariant()?;
            if !ply.is_multiple_of(JSON_EVERY) && s.turn() != Turn::Over {
                return Ok(());
            }
            match G::from_json(&s.to_json()) {
                Ok(back) if back == *s => Ok(()),
                Ok(_) => Err("the state JSON reads back as another state".to_string()),
                Err(e) => Err(format!("the state JSON is refused: {}", e.why)),
            }
        };
        let (st, positions) =
            playout::checked_stats(&start, first, games, seed, args.threads.unwrap_or(1), &invariant)
                .map_err(|e| Rejected(format!("{}: conformance check failed in {e}", G::ID)))?;
        (st, Some(positions))
    } else {
        (playout::stats(&start, games, seed), None)
    };
    let seconds = t0.elapsed().as_secs_f64();
    let share = |n: u32| n as f64 / st.games as f64;
    if args.json {
        let results: serde_json::Map<_, _> =
            st.results.iter().map(|(k, n)| (k.clone(), share(*n).into())).collect();
        let notes: serde_json::Map<_, _> =
            st.notes.iter().map(|(k, n)| (k.to_string(), share(*n).into())).collect();
        // Every rule of the game, those that never applied at 0.
        let rules: serde_json::Map<_, _> = G::rules()
            .iter()
            .map(|r| {
                let n = st.rules.iter().find(|(k, _)| *k == r.id).map_or(0, |(_, n)| *n);
                (r.id.to_string(), share(n).into())
            })
            .collect();
        return Ok(format!(
            "{}\n",
            serde_json::json!({
                "game": G::ID,
                "games": st.games,
                "first_game": first,
                "mean_length": st.mean_length(),
                "results": results,
                "stopped_by_limit": st.stopped_by_limit,
                "notes": notes,
                "rules": rules,
                "decisions": st.mean_decisions(),
                "safety_limit": playout::SAFETY_LIMIT,
                "checked_positions": checked,
                "failures": checked.map(|_| 0),
                "seconds": seconds,
            })
        ));
    }
    let mut out = format!(
        "{}: {} random games, mean length {:.1} moves (throws included)\n",
        G::ID,
        st.games,
        st.mean_length()
    );
    for (k, n) in &st.results {
        let _ = writeln!(out, "  {k:<16} {:>6.2} %  ({n})", 100.0 * share(*n));
    }
    for (k, n) in &st.notes {
        let _ = writeln!(out, "  note {k:<11} {:>6.2} %  ({n})", 100.0 * share(*n));
    }
    let _ =
        writeln!(out, "  decisions (positions with two or more moves) per game: {:.1}", st.mean_decisions());
    let _ = writeln!(out, "  rules applied (share of games in which each rule applied at least once):");
    for r in G::rules() {
        let n = st.rules.iter().find(|(k, _)| *k == r.id).map_or(0, |(_, n)| *n);
        let _ = writeln!(out, "    {:<24} {:>6.2} %", r.id, 100.0 * share(n));
    }
    let _ = writeln!(
        out,
        "  stopped by the safety limit ({} moves): {}",
        playout::SAFETY_LIMIT,
        st.stopped_by_limit
    );
    if let Some(positions) = checked {
        let _ = writeln!(
            out,
            "  checked: {positions} positions (contract and invariant; state JSON every {JSON_EVERY}th and \
             last), 0 failures; {seconds:.1} s"
        );
    }
    Ok(out)
}

/// `lab think`: what a level's search makes of a position: each move with its visits, its value
/// for the mover (the share of the other sides it expects to finish ahead of), the rules it
/// applies and the game's evaluation just after it, most searched first; then the move the bot
/// plays (a beginner may pick another than the most searched).
fn think<G: sandgames::model::Evaluate>(state: &G, args: &Args) -> Result<String, Failure> {
    use sandgames::ai::{Bot, Search};
    let name = args.a.as_deref().unwrap_or("strong");
    let bot = Bot::parse(name);
    let Some(budget) = bot.and_then(|b| b.budget::<G>()) else {
        return Err(Usage(format!("think: --a must be a level or search:N[:DEPTH[:C]], not {name}")));
    };
    let Turn::Seat(seat) = state.turn() else {
        return Err(Rejected("think: no player chooses here (a throw, or the game is over)".into()));
    };
    let mut search = match bot {
        Some(Bot::Level(level)) => Search::playing(state, level, args.seed.unwrap_or(1)),
        _ => Search::new(state, budget, args.seed.unwrap_or(1)),
    };
    let t0 = thread_cpu_ms();
    search.run_to_end();
    let ms = thread_cpu_ms() - t0;
    let insights = search.insights();
    let chosen = search.best_move();
    if args.json {
        let list: Vec<serde_json::Value> = insights
            .iter()
            .map(|i| {
                serde_json::json!({
                    "move": state.move_text(i.mv), "visits": i.visits, "value": i.value,
                    "rules": i.rules, "evaluation": i.evaluation,
                    "exact": sandgames::ai::perfect::exact_move(state, i.mv).map(exact_text),
                })
            })
            .collect();
        return Ok(format!(
            "{}\n",
            serde_json::json!({
                "seat": seat, "bot": name, "iterations": search.iterations(), "ms": ms,
                "moves": list, "chosen": chosen.map(|m| state.move_text(m)),
            })
        ));
    }
    let mut out = format!("seat {seat}, {name}: {} iterations in {ms:.0} ms\n", search.iterations());
    for i in &insights {
        let _ = writeln!(
            out,
            "  {:<24} {:>7} visits  value {:.3}  evaluation after {:.3}  {}{}",
            state.move_text(i.mv),
            i.visits,
            i.value,
            i.evaluation,
            i.rules.join(" "),
            sandgames::ai::perfect::exact_move(state, i.mv)
                .map_or(String::new(), |s| format!("  perfect: {}", exact_text(s)))
        );
    }
    let _ = writeln!(out, "plays {}", chosen.map_or("nothing".to_string(), |m| state.move_text(m)));
    Ok(out)
}

/// A move's exact result for its mover, the move counted: "win in 3", "draw", "loss in 2".
fn exact_text(s: sandgames::model::Solved) -> String {
    match s {
        sandgames::model::Solved::Win(n) => format!("win in {n}"),
        sandgames::model::Solved::Draw => "draw".into(),
        sandgames::model::Solved::Loss(n) => format!("loss in {n}"),
    }
}

/// `lab arena … --deal D`: deal `D` of the match in every seat arrangement, each game as a game
/// record whose seed gives the deal's throws (`lab play GAME --record FILE` replays it).
fn deal_records<G: sandgames::model::Evaluate>(
    start: &G,
    plan: sandgames::ai::arena::Plan,
    d: u32,
    args: &Args,
) -> Result<String, Failure> {
    use sandgames::model::SeatConfig;
    if args.state_file.is_some() || args.record.is_some() {
        return Err(Usage("arena --deal: start from options, not a state or record".into()));
    }
    let options =
        Options::from_pairs(G::option_specs(), args.opts.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .map_err(|e| Usage(e.to_string()))?;
    let (deal, _) = sandgames::ai::arena::deal_seeds(plan.seed, d);
    let mut out = String::new();
    for (i, (a_seats, played, moves)) in
        sandgames::ai::arena::replay_deal(start, plan, d).into_iter().enumerate()
    {
        let seats: Vec<SeatConfig> = a_seats
            .iter()
            .map(|&mine| SeatConfig::human(if mine { plan.a.name() } else { plan.b.name() }))
            .collect();
        let (session, stop) = Session::<G>::replay(options.clone(), seats, deal, &moves)
            .map_err(|e| Rejected(format!("arena --deal: {}", e.why)))?;
        if stop.is_some() || session.len() != moves.len() {
            return Err(Rejected("arena --deal: the game does not replay as a record".into()));
        }
        let score = played.score.map_or("stopped".to_string(), |s| format!("{s}"));
        let _ = writeln!(
            out,
            "# lab arena deal {d} (seed {}), arrangement {i}: {} in seats {:?}, score {score}",
            plan.seed,
            plan.a.name(),
            a_seats.iter().enumerate().filter(|(_, m)| **m).map(|(s, _)| s).collect::<Vec<_>>()
        );
        out.push_str(&link::export_record(&session, Throws::Seeded));
        out.push('\n');
    }
    Ok(out)
}

/// This thread's processor time in milliseconds (`CLOCK_THREAD_CPUTIME_ID` on 64-bit Linux), so that
/// thinking times do not count the time other programs had the processor; elsewhere, the wall
/// clock since the first call.
pub fn thread_cpu_ms() -> f64 {
    #[cfg(all(target_os = "linux", target_pointer_width = "64"))]
    {
        #[repr(C)]
        struct Timespec {
            sec: i64,
            nsec: i64,
        }
        unsafe extern "C" {
            fn clock_gettime(clock: i32, t: *mut Timespec) -> i32;
        }
        const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
        let mut t = Timespec { sec: 0, nsec: 0 };
        // SAFETY: `t` is a valid, writable timespec (two 64-bit fields on 64-bit Linux), and
        // clock_gettime writes nothing else.
        if unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0 {
            return t.sec as f64 * 1e3 + t.nsec as f64 / 1e6;
        }
    }
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1000.0
}

fn arena<G: sandgames::model::Evaluate + Send + Sync>(start: G, args: &Args) -> Result<String, Failure> {
    use sandgames::ai::{Bot, arena};
    let bot = |flag: &str, v: &Option<String>| {
        let name = v.as_deref().ok_or_else(|| Usage(format!("arena: give {flag} BOT")))?;
        Bot::parse(name).ok_or_else(|| {
            Usage(format!(
                "arena: unknown bot {name} (random, greedy, beginner, intermediate, strong, search:ITERATIONS[:DEPTH[:C]])"
            ))
        })
    };
    let (a, b) = (bot("--a", &args.a)?, bot("--b", &args.b)?);
    let plan = arena::Plan {
        a,
        b,
        games: args.games.unwrap_or(100),
        seed: args.seed.unwrap_or(1),
        paired: args.paired,
        threads: args.threads.unwrap_or(1),
        clock: thread_cpu_ms,
    };
    if let Some(d) = args.deal {
        return deal_records(&start, plan, d, args);
    }
    let t0 = Instant::now();
    let r = arena::run(&start, plan);
    let seconds = t0.elapsed().as_secs_f64();
    if args.json {
        return Ok(format!(
            "{}\n",
            serde_json::json!({
                "game": G::ID, "a": a.name(), "b": b.name(), "paired": r.paired,
                "score": r.score, "low": r.low, "high": r.high,
                "games": r.games, "deals": r.deals, "arrangements": r.arrangements,
                "wins": r.wins, "draws": r.draws, "losses": r.losses,
                "stopped_by_limit": r.stopped, "mean_length": r.mean_length,
                "a_ms_per_move": r.a_ms_mean, "a_ms_max": r.a_ms_max, "seconds": seconds,
                "worst_deals": r.worst_deals.iter().map(|&(d, s)| serde_json::json!([d, s])).collect::<Vec<_>>(),
            })
        ));
    }
    let how = if r.paired {
        format!("{} deals, each played in {} seat arrangements", r.deals, r.arrangements)
    } else {
        "unpaired".to_string()
    };
    Ok(format!(
        "{}: {} vs {} over {} games ({how}): score {:.1} % (95 % interval {:.1}–{:.1} %), {} wins, {} draws, \
         {} losses, {} stopped by the safety limit, mean length {:.0} moves; {} thinks {:.1} ms a move \
         (longest {:.0} ms, processor time); {seconds:.0} s\n",
        G::ID,
        a.name(),
        b.name(),
        r.games,
        100.0 * r.score,
        100.0 * r.low,
        100.0 * r.high,
        r.wins,
        r.draws,
        r.losses,
        r.stopped,
        r.mean_length,
        a.name(),
        r.a_ms_mean,
        r.a_ms_max
    ))
}
