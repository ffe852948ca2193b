//! `lab endings GAME`: does the computer finish an ending it has won, or chase it for ever?
//! (docs/ai.md, "Endings in Dèleb and Um dyar".)
//!
//! Whole games are played as `lab arena --paired` plays them (the same deals: every deal in
//! both seat arrangements, so each bot meets the same throws on the same side; two identical bots
//! play one game a deal), and each game is then replayed move by move to find its ending:
//!
//! - **Dèleb**: from the first moment a team is down to its last two men while the other has
//!   more, to its last man while the other has two or more, and one man each (a double man counts
//!   two), how many turns (a turn: the billets with one player) and moves
//!   (throws included) until the game ends, and how it ends: the team down eaten, or coming back
//!   to win. At the first decision of each turn after that moment, whether the player to move
//!   can eat every man the other team has left *this turn*, whatever that team answers with
//!   stored dèlebs (a search over his own assignments of the throws he holds: `wins_this_turn`);
//!   such a turn is **in hand**, and **missed** when the billets pass on with the game not over.
//! - **Um dyar** (a match): the standing at the start of each game (the seeds each player held
//!   when the game before ended, which fill his holes). From the first game that a player begins
//!   with at most one hole's worth of seeds (and at most two), how many games and moves until the
//!   match ends, how it ends, the games stopped by the stall rule (a chase without a capture),
//!   and standings that come back (a cycle of games).

use super::args::Args;
use super::commands::{Failure, start, thread_cpu_ms};
use Failure::{Rejected, Usage};
use sandgames::ai::Bot;
use sandgames::ai::arena::{self, Plan, Played};
use sandgames::games::deleb::{Deleb, Move as DMove, Phase, Team};
use sandgames::games::um_dyar::{Ending as UEnding, Hole, UmDyar};
use sandgames::model::{Evaluate, Game, JsonState, Seat, Turn, json::state_from_str};
use std::fmt::Write as _;
use std::time::Instant;

/// Positions the search for a win this turn may visit before it gives up (counted as not won).
const SEARCH_NODES: u32 = 20_000;

pub fn run(name: &str, words: &[String], args: &Args) -> Result<String, Failure> {
    super::commands::no_extra(words, "endings")?;
    let bot = |flag: &str, v: &Option<String>| {
        let name = v.as_deref().ok_or_else(|| Usage(format!("endings: give {flag} BOT")))?;
        Bot::parse(name).ok_or_else(|| Usage(format!("endings: unknown bot {name}")))
    };
    let plan = Plan {
        a: bot("--a", &args.a)?,
        b: bot("--b", &args.b)?,
        games: args.games.unwrap_or(8),
        seed: args.seed.unwrap_or(1),
        paired: true,
        threads: args.threads.unwrap_or(1),
        clock: thread_cpu_ms,
    };
    let t0 = Instant::now();
    let out = match name {
        "deleb" => {
            let starts: Vec<Deleb> = starts(args)?;
            if let Some(d) = args.deal {
                return Ok(deleb_trace(&starts[d as usize % starts.len()], plan, d));
            }
            let games = distinct(plan, play_all(&starts, plan));
            if let Some(n) = args.collect {
                return Ok(collect(&games, n, |s| deleb_moment(0, s).is_some()));
            }
            deleb_report(&starts[0], plan, &games)
        }
        "um-dyar" => {
            let starts: Vec<UmDyar> = starts(args)?;
            if let Some(d) = args.deal {
                return Ok(um_dyar_trace(&starts[d as usize % starts.len()], plan, d));
            }
            let games = distinct(plan, play_all(&starts, plan));
            if let Some(n) = args.collect {
                return Ok(collect(&games, n, |s| last_seeds(s, 2)));
            }
            um_dyar_report(&starts[0], plan, &games)
        }
        _ => return Err(Usage(format!("endings: only deleb and um-dyar, not {name}"))),
    };
    let seconds = t0.elapsed().as_secs_f64();
    Ok(if args.json {
        let mut v = out;
        v["seconds"] = serde_json::json!(seconds);
        format!("{v}\n")
    } else {
        format!("{}{seconds:.0} s\n", v_text(&out))
    })
}

/// Where the games start: the options' first position (or `--state`, `--record`), or with
/// `--positions FILE` every position of the file (one state JSON a line, as `--collect` prints
/// them; `#` begins a comment), each the start of one deal.
fn starts<G: JsonState>(args: &Args) -> Result<Vec<G>, Failure> {
    let Some(path) = &args.positions else {
        return Ok(vec![start(args)?]);
    };
    let text = std::fs::read_to_string(path).map_err(|e| Rejected(format!("cannot read {path}: {e}")))?;
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#')) {
        out.push(
            state_from_str::<G>(line).map_err(|e| Rejected(format!("{path}, line {}: {}", i + 1, e.why)))?,
        );
    }
    if out.is_empty() {
        return Err(Rejected(format!("{path}: no position")));
    }
    Ok(out)
}

/// `--collect N`: from each game, the position at the first moment `at` holds (the state JSON,
/// one a line), at most `n` of them: the start of an ending, to play out again with
/// `--positions` by other bots on the same throws.
fn collect<G: JsonState>(games: &[Game1<G>], n: u32, at: impl Fn(&G) -> bool) -> String {
    let mut out = String::new();
    for g in games {
        let mut s = g.start.clone();
        let mut found = at(&s);
        for &mv in &g.moves {
            if found {
                break;
            }
            s.play_unchecked(mv);
            found = at(&s) && s.turn() != Turn::Over;
        }
        if found {
            let _ = writeln!(out, "{}", s.to_json());
            if out.lines().count() as u32 >= n {
                break;
            }
        }
    }
    out
}

/// An Um dyar match at the start of a game that a player begins with at most `holes` holes'
/// worth of seeds (the last seeds of a match).
fn last_seeds(s: &UmDyar, holes: u16) -> bool {
    let Some(m) = s.match_view() else { return false };
    // Nothing played yet in this game: no move since a capture, nothing taken beyond the kept.
    let fresh = s.stall_count().0 == 0 && s.captured(0) == m.kept[0] && s.captured(1) == m.kept[1];
    fresh && m.played > 0 && m.seeds.iter().any(|&p| p <= holes * s.start_seeds())
}

/// The text form of a report: its `text` field.
fn v_text(v: &serde_json::Value) -> String {
    v["text"].as_str().unwrap_or_default().to_string()
}

/// One game of a deal: where it started, which seats bot a held, how it went, its moves.
struct Game1<G: Game> {
    deal: u32,
    start: G,
    a_seats: Vec<bool>,
    played: Played,
    moves: Vec<G::Move>,
}

/// Every deal of `plan` in every seat arrangement, spread over `plan.threads` threads (the same
/// games whatever the number): from `starts[0]` as many deals as `plan.games` asks, or with
/// several starts (`--positions`) one deal from each.
fn play_all<G: Evaluate + Send + Sync>(starts: &[G], plan: Plan) -> Vec<Game1<G>>
where
    G::Move: Send,
{
    let k = arena::arrangements(&starts[0]).len().max(1) as u32;
    let deals = if starts.len() > 1 { starts.len() as u32 } else { plan.games.div_ceil(k) };
    let one = |d: u32| -> Vec<Game1<G>> {
        let start = &starts[d as usize % starts.len()];
        if plan.a == plan.b {
            // Identical bots play the same game in every arrangement: one is enough.
            let a_seats = arena::arrangements(start).swap_remove(0);
            let (deal, bots) = arena::deal_seeds(plan.seed, d);
            let (played, moves) =
                arena::play_recorded(start, (plan.a, plan.b), &a_seats, deal, bots, plan.clock);
            return vec![Game1 { deal: d, start: start.clone(), a_seats, played, moves }];
        }
        arena::replay_deal(start, plan, d)
            .into_iter()
            .map(|(a_seats, played, moves)| Game1 { deal: d, start: start.clone(), a_seats, played, moves })
            .collect()
    };
    arena::by_deal(deals, plan.threads, one).into_iter().flat_map(|(_, games)| games).collect()
}

/// The games to count: two identical bots play the same game in every seat arrangement of a
/// deal (the arena's pairing), so each deal's game is counted once.
fn distinct<G: Game>(plan: Plan, games: Vec<Game1<G>>) -> Vec<Game1<G>> {
    if plan.a != plan.b {
        return games;
    }
    let mut last = None;
    games
        .into_iter()
        .filter(|g| {
            let first = last != Some(g.deal);
            last = Some(g.deal);
            first
        })
        .collect()
}

/// Bot a's mean and longest thinking time per decision, in milliseconds of processor time.
fn a_time<G: Game>(games: &[Game1<G>]) -> (f64, f64) {
    let decisions: u32 = games.iter().map(|g| g.played.a_decisions).sum();
    let total: f64 = games.iter().map(|g| g.played.a_ms_total).sum();
    (total / decisions.max(1) as f64, games.iter().map(|g| g.played.a_ms_max).fold(0.0, f64::max))
}

/// The deals the games come from.
fn deals<G: Game>(games: &[Game1<G>]) -> usize {
    let mut d: Vec<u32> = games.iter().map(|g| g.deal).collect();
    d.dedup();
    d.len()
}

/// Mean, a 95 % interval half-width (Student's t over the values) and the largest value.
fn spread(xs: &[f64]) -> (f64, f64, f64) {
    let n = xs.len();
    if n == 0 {
        return (0.0, 0.0, 0.0);
    }
    let (mean, var) = arena::mean_and_variance(xs);
    let half = if n > 1 { arena::t975(n - 1) * (var / n as f64).sqrt() } else { 0.0 };
    (mean, half, xs.iter().copied().fold(0.0, f64::max))
}

// ---------------------------------------------------------------------------------------------
// Dèleb

/// Can the player moving in `s` (in its moving phase) eat every man the other team has left
/// before the billets pass on, whatever the other team answers with stored dèlebs? `None` if the
/// search ran out of its `budget` of positions first.
pub fn wins_this_turn(s: &Deleb, budget: &mut u32) -> Option<bool> {
    if s.phase() != Phase::Move {
        return Some(false);
    }
    let team = s.seat_team();
    win_search(s, team, budget)
}

fn win_search(s: &Deleb, team: Team, budget: &mut u32) -> Option<bool> {
    if *budget == 0 {
        return None;
    }
    *budget -= 1;
    if let Some(w) = s.winner() {
        return Some(w == team);
    }
    let mut moves = Vec::new();
    s.moves(&mut moves);
    match (s.phase(), s.turn()) {
        // The mover: some assignment of his throws wins (forgoing them never does).
        (Phase::Move, Turn::Seat(_)) if s.seat_team() == team => {
            let mut unknown = false;
            for mv in moves.into_iter().filter(|&m| m != DMove::End) {
                let mut t = s.clone();
                t.play_unchecked(mv);
                match win_search(&t, team, budget) {
                    Some(true) => return Some(true),
                    Some(false) => {}
                    None => unknown = true,
                }
            }
            if unknown { None } else { Some(false) }
        }
        // The other team answering a threat with a stored dèleb: every answer must still lose.
        (Phase::Rescue, Turn::Seat(_)) => {
            for mv in moves {
                let mut t = s.clone();
                t.play_unchecked(mv);
                match win_search(&t, team, budget) {
                    Some(true) => {}
                    other => return other,
                }
            }
            Some(true)
        }
        // The billets passed on: not this turn.
        _ => Some(false),
    }
}

/// A told deal's heading: which arrangement of seats, where bot a sat, its length and score.
fn deal_heading(
    out: &mut String,
    plan: Plan,
    d: u32,
    i: usize,
    a_seats: &[bool],
    score: Option<f64>,
    moves: usize,
) {
    let seats: Vec<usize> = (0..a_seats.len()).filter(|&s| a_seats[s]).collect();
    let _ = writeln!(
        out,
        "# deal {d}, arrangement {i}: {} in seats {seats:?}, {moves} moves, score for a {score:?}",
        plan.a.name(),
    );
}

/// `--deal D`: deal `D`'s games told from the moment a team is down to its last two men: at
/// each turn's first decision the men (junction and circuit step, `x2` a double man), the
/// stored dèlebs, the throws held and whether every enemy man is in reach this turn; then the
/// decisions made.
fn deleb_trace(start: &Deleb, plan: Plan, d: u32) -> String {
    let mut out = String::new();
    for (i, (a_seats, played, moves)) in arena::replay_deal(start, plan, d).into_iter().enumerate() {
        deal_heading(&mut out, plan, d, i, &a_seats, played.score, moves.len());
        let mut s = start.clone();
        let (mut on, mut asked, mut turn) = (false, false, 0u32);
        for mv in moves {
            on |= (0..2).any(|t| s.men_left(t) <= 2);
            if on && !asked && s.phase() == Phase::Move {
                asked = true;
                let men = |team: Team| -> String {
                    let mut v: Vec<String> = s
                        .men_view()
                        .into_iter()
                        .filter(|m| m.team == team)
                        .map(|m| format!("{}@{}{}", m.at, m.step, if m.count > 1 { "x2" } else { "" }))
                        .collect();
                    v.sort();
                    v.join(" ")
                };
                let pool: Vec<String> =
                    s.pool().iter().filter(|p| p.1 > 0).map(|(n, c)| format!("{n:?}×{c}")).collect();
                let mut budget = SEARCH_NODES;
                let _ = writeln!(
                    out,
                    "turn {turn}, team {} moves: A [{}] store {}; D [{}] store {}; holds {}; win in hand: {:?}",
                    s.seat_team(),
                    men(0),
                    s.stored_deleb(0),
                    men(1),
                    s.stored_deleb(1),
                    pool.join(" "),
                    wins_this_turn(&s, &mut budget)
                );
            }
            if on && matches!(s.turn(), Turn::Seat(_)) {
                let _ = writeln!(out, "    {}", s.move_text(mv));
            }
            let seat = s.seat();
            s.play_unchecked(mv);
            if s.seat() != seat {
                turn += 1;
                asked = false;
            }
        }
        let _ = writeln!(out, "end: winner {:?}", s.winner());
    }
    out
}

/// The moments an ending is measured from, by the men each team has left (a double man counts
/// two): a team down to its last two men while the other has more; down to its last man while
/// the other has two or more; one man each. The team down, if the moment has come.
const DELEB_MOMENTS: [&str; 3] =
    ["last two men against more", "last man against two or more", "one man each"];

fn deleb_moment(k: usize, s: &Deleb) -> Option<Team> {
    let men = [s.men_left(0), s.men_left(1)];
    match k {
        0 => (0..2).find(|&t| men[t as usize] <= 2 && men[1 - t as usize] > men[t as usize]),
        1 => (0..2).find(|&t| men[t as usize] <= 1 && men[1 - t as usize] >= 2),
        _ => (men[0] <= 1 && men[1] <= 1).then_some(0),
    }
}

/// What became of one game from the first moment of a kind.
#[derive(Clone, Debug)]
struct DelebEnding {
    deal: u32,
    /// The team down at that moment was bot a's.
    a_down: bool,
    /// Turns and moves from that moment to the end (`None`: stopped by the safety limit).
    turns: Option<u32>,
    moves: Option<u32>,
    /// The team down then lost (was eaten).
    down_lost: bool,
    /// Turns of the team ahead with every enemy man in reach this turn, and of those, the turns
    /// it let pass; the same for the team down; searches that gave up.
    tally: [u32; 5],
}

/// The endings of one game, one per moment of [`DELEB_MOMENTS`] (`None` where it never came).
fn deleb_game(g: &Game1<Deleb>) -> [Option<DelebEnding>; 3] {
    let mut s = g.start.clone();
    let players = s.setup().players;
    let team_of = |seat: u8| sandgames::games::deleb::team_of_seat(players, seat);
    let a_team = (0..players).find(|&p| g.a_seats[p as usize]).map_or(0, team_of);
    // For each moment: the move and turn it came at, and the team down.
    let mut marks: [Option<(u32, u32, Team)>; 3] = [None; 3];
    let mark = |marks: &mut [Option<(u32, u32, Team)>; 3], s: &Deleb, at: u32, turn: u32| {
        for (k, m) in marks.iter_mut().enumerate() {
            if m.is_none() {
                *m = deleb_moment(k, s).map(|d| (at, turn, d));
            }
        }
    };
    mark(&mut marks, &s, 0, 0);
    let mut turns = 0u32;
    let mut tally = [[0u32; 5]; 3];
    let add =
        |tally: &mut [[u32; 5]; 3], marks: &[Option<(u32, u32, Team)>; 3], team: Option<Team>, i: usize| {
            for (k, m) in marks.iter().enumerate() {
                if let Some((_, _, down)) = m {
                    let j = match team {
                        Some(t) if t == *down => i + 2,
                        Some(_) => i,
                        None => 4,
                    };
                    tally[k][j] += 1;
                }
            }
        };
    // The team that held every enemy man in reach at the first decision of this turn.
    let mut in_hand: Option<Team> = None;
    let mut asked = false;
    for (i, &mv) in g.moves.iter().enumerate() {
        if marks.iter().any(Option::is_some) && !asked && s.phase() == Phase::Move {
            asked = true;
            let mut budget = SEARCH_NODES;
            let team = s.seat_team();
            match wins_this_turn(&s, &mut budget) {
                Some(true) => {
                    in_hand = Some(team);
                    add(&mut tally, &marks, in_hand, 0);
                }
                Some(false) => {}
                None => add(&mut tally, &marks, None, 0),
            }
        }
        let seat = s.seat();
        s.play_unchecked(mv);
        if s.seat() != seat || s.winner().is_some() {
            if let Some(t) = in_hand.take()
                && s.winner().is_none()
            {
                add(&mut tally, &marks, Some(t), 1);
            }
            if s.seat() != seat {
                turns += 1;
                asked = false;
            }
        }
        mark(&mut marks, &s, i as u32 + 1, turns);
    }
    let over = s.winner();
    let mut out = [None, None, None];
    for (k, m) in marks.iter().enumerate() {
        if let Some((at, turn, down)) = *m {
            out[k] = Some(DelebEnding {
                deal: g.deal,
                a_down: down == a_team,
                turns: over.map(|_| turns - turn),
                moves: over.map(|_| g.moves.len() as u32 - at),
                down_lost: over.is_some_and(|w| w != down),
                tally: tally[k],
            });
        }
    }
    out
}

fn deleb_report(start: &Deleb, plan: Plan, games: &[Game1<Deleb>]) -> serde_json::Value {
    let per_game: Vec<[Option<DelebEnding>; 3]> = games.iter().map(deleb_game).collect();
    let same = plan.a == plan.b;
    let mut text = format!(
        "deleb, {} lines, {} players: {} vs {}, {} games ({} deals{}), seed {}\n",
        start.setup().lines,
        start.setup().players,
        plan.a.name(),
        plan.b.name(),
        games.len(),
        deals(games),
        if same { ", one game each: identical bots play the same game on either side" } else { ", paired" },
        plan.seed
    );
    let stopped = games.iter().filter(|g| g.played.outcome.is_none()).count();
    let length: Vec<f64> = games.iter().map(|g| g.moves.len() as f64).collect();
    let (len_mean, _, len_max) = spread(&length);
    let _ = writeln!(
        text,
        "  games: mean length {len_mean:.1} moves (longest {len_max:.0}), {stopped} stopped by the safety limit; \
         {} thinks {:.1} ms a decision (longest {:.0} ms, processor time)",
        plan.a.name(),
        a_time(games).0,
        a_time(games).1
    );
    let mut milestones = Vec::new();
    for (k, name) in DELEB_MOMENTS.into_iter().enumerate() {
        let mut rows = Vec::new();
        let sides: &[(&str, Option<bool>)] = if same || k == 2 {
            &[("", None)]
        } else {
            &[(", a ahead", Some(false)), (", b ahead", Some(true))]
        };
        for &(who, a_down) in sides {
            let es: Vec<&DelebEnding> = per_game
                .iter()
                .filter_map(|g| g[k].as_ref())
                .filter(|e| a_down.is_none_or(|d| e.a_down == d))
                .collect();
            let turns: Vec<f64> = es.iter().filter_map(|e| e.turns).map(f64::from).collect();
            let moves: Vec<f64> = es.iter().filter_map(|e| e.moves).map(f64::from).collect();
            let (t_mean, t_half, t_max) = spread(&turns);
            let (m_mean, _, m_max) = spread(&moves);
            let mut tally = [0u32; 5];
            for e in &es {
                for (x, y) in tally.iter_mut().zip(e.tally) {
                    *x += y;
                }
            }
            let [ih, im, dh, dm, unk] = tally;
            let lost = es.iter().filter(|e| e.down_lost).count();
            let came_back = es.iter().filter(|e| e.turns.is_some() && !e.down_lost).count();
            let ahead = match a_down {
                Some(true) => plan.b.name(),
                Some(false) => plan.a.name(),
                None => "the team ahead".into(),
            };
            let how = if k == 2 {
                format!(
                    "{} ended by a man eaten; a side could eat the other's last man in {} turns and let {} pass",
                    lost + came_back,
                    ih + dh,
                    im + dm
                )
            } else {
                format!(
                    "the team down eaten in {lost}, won in {came_back}; {ahead} could eat every man left in {ih} \
                     turns and let {im} pass; the team down could in {dh}, let {dm} pass"
                )
            };
            let _ = writeln!(
                text,
                "  {name}{who}: {} games; turns to the end {t_mean:.1} ± {t_half:.1} (longest {t_max:.0}), \
                 moves {m_mean:.1} (longest {m_max:.0}); {how}; {unk} searches gave up",
                es.len()
            );
            rows.push(serde_json::json!({
                "ahead": match a_down { Some(true) => "b", Some(false) => "a", None => "either" },
                "games": es.len(),
                "turns_mean": t_mean, "turns_half_interval": t_half, "turns_max": t_max,
                "moves_mean": m_mean, "moves_max": m_max,
                "down_eaten": lost, "down_won": came_back,
                "ahead_in_hand": ih, "ahead_missed": im, "down_in_hand": dh, "down_missed": dm,
                "searches_gave_up": unk,
                "turns_by_deal": es.iter().map(|e| serde_json::json!([e.deal, e.turns])).collect::<Vec<_>>(),
            }));
        }
        milestones.push(serde_json::json!({ "moment": name, "rows": rows }));
    }
    serde_json::json!({
        "game": "deleb", "lines": start.setup().lines, "players": start.setup().players,
        "a": plan.a.name(), "b": plan.b.name(), "games": games.len(), "seed": plan.seed,
        "stopped_by_limit": stopped, "mean_length": len_mean, "moments": milestones, "text": text,
        "a_ms_per_move": a_time(games).0, "a_ms_max": a_time(games).1,
    })
}

// ---------------------------------------------------------------------------------------------
// Um dyar

/// One game of a match: the standing it began with, the player to move first, its length, how it
/// ended.
#[derive(Clone, Copy, Debug)]
struct MatchGame {
    standing: [u16; 2],
    first: Seat,
    moves: u32,
    ending: Option<UEnding>,
}

/// `--deal D`: deal `D`'s matches move by move from the first game a player begins with at most
/// two holes' worth of seeds: the mover, the hole, then both rows (South's from his left, North's
/// from his left), the piles and the moves since the last capture.
fn um_dyar_trace(start: &UmDyar, plan: Plan, d: u32) -> String {
    let mut out = String::new();
    for (i, (a_seats, played, moves)) in arena::replay_deal(start, plan, d).into_iter().enumerate() {
        deal_heading(&mut out, plan, d, i, &a_seats, played.score, moves.len());
        let mut s = *start;
        let mut on = false;
        for mv in moves {
            if !on && last_seeds(&s, 2) {
                on = true;
            }
            let game = s.match_view().map_or(0, |m| m.game);
            if on && (s.stall_count().0 == 0 && s.captured(0) == s.kept(0) && s.captured(1) == s.kept(1)) {
                let m = s.match_view();
                let _ = writeln!(out, "game {game}: standing {:?}", m.map(|m| m.seeds));
            }
            let mover = s.to_move();
            let text = s.move_text(mv);
            s.play_unchecked(mv);
            if on {
                let n = s.holes_per_row();
                let row = |p: u8| -> Vec<u16> {
                    (0..n).map(|index| s.seeds_in(Hole { player: p, index })).collect()
                };
                let _ = writeln!(
                    out,
                    "  {} {text:>4}  S {:?}  N {:?}  piles {:?}  quiet {}",
                    if mover == 0 { "S" } else { "N" },
                    row(0),
                    row(1),
                    [s.captured(0), s.captured(1)],
                    s.stall_count().0
                );
            }
        }
        let _ = writeln!(out, "end: {:?}", s.outcome().map(|o| (o.rank(0), o.rank(1))));
    }
    out
}

/// The games of one match, in order.
fn um_dyar_games(g: &Game1<UmDyar>) -> Vec<MatchGame> {
    let mut s = g.start;
    let standing = |s: &UmDyar| s.match_view().map_or([0, 0], |m| m.seeds);
    let mut games = vec![MatchGame { standing: standing(&s), first: s.to_move(), moves: 0, ending: None }];
    for &mv in &g.moves {
        let before = s.match_view().map_or(0, |m| m.played);
        s.play_unchecked(mv);
        let last = games.last_mut().expect("a game");
        last.moves += 1;
        let after = s.match_view().map_or(0, |m| m.played);
        if after != before {
            last.ending = s.last_game().map(|e| e.ending);
            if s.turn() != Turn::Over {
                games.push(MatchGame { standing: standing(&s), first: s.to_move(), moves: 0, ending: None });
            }
        }
    }
    games
}

fn um_dyar_report(start: &UmDyar, plan: Plan, games: &[Game1<UmDyar>]) -> serde_json::Value {
    let per_match: Vec<Vec<MatchGame>> = games.iter().map(um_dyar_games).collect();
    let s = start.start_seeds();
    let mut text = format!(
        "um-dyar, {} holes a row, {} seeds a hole: {} vs {}, {} matches ({} deals{}), seed {}\n",
        start.holes_per_row(),
        s,
        plan.a.name(),
        plan.b.name(),
        games.len(),
        deals(games),
        if plan.a == plan.b {
            ", one match each: identical bots play the same match on either side"
        } else {
            ", paired"
        },
        plan.seed
    );
    let stopped = games.iter().filter(|g| g.played.outcome.is_none()).count();
    let length: Vec<f64> = games.iter().map(|g| g.moves.len() as f64).collect();
    let n_games: Vec<f64> = per_match.iter().map(|m| m.len() as f64).collect();
    let (len_mean, _, len_max) = spread(&length);
    let (g_mean, _, g_max) = spread(&n_games);
    let a_won = games.iter().filter(|g| g.played.score.is_some_and(|x| x >= 1.0)).count();
    let _ = writeln!(
        text,
        "  matches: mean length {len_mean:.1} moves (longest {len_max:.0}), {g_mean:.1} games (most {g_max:.0}); \
         {a_won} won by a; {stopped} stopped by the safety limit; {} thinks {:.1} ms a decision (longest {:.0} ms, \
         processor time)",
        plan.a.name(),
        a_time(games).0,
        a_time(games).1
    );
    let mut milestones = Vec::new();
    for holes in [1u16, 2] {
        let mut rows = Vec::new();
        let sides: &[(&str, Option<bool>)] = if plan.a == plan.b {
            &[("", None)]
        } else {
            &[(", a ahead", Some(false)), (", b ahead", Some(true))]
        };
        for &(who, a_down) in sides {
            // For each match that came to it: games and moves from the first game a player began
            // with at most `holes` holes' worth, the games stopped by the stall rule, the standings
            // that came back, the team down's end, the last game's length.
            let mut found = Vec::new();
            for (g, m) in games.iter().zip(&per_match) {
                let Some(i) = m.iter().position(|x| x.standing.iter().any(|&p| p <= holes * s)) else {
                    continue;
                };
                let down = (m[i].standing[1] < m[i].standing[0]) as usize;
                if a_down.is_some_and(|d| g.a_seats[down] != d) {
                    continue;
                }
                let rest = &m[i..];
                let mut seen = std::collections::HashSet::new();
                let repeats = rest.iter().filter(|x| !seen.insert((x.standing, x.first))).count();
                let stalls = rest.iter().filter(|x| x.ending == Some(UEnding::Stalled)).count();
                let moves: u32 = rest.iter().map(|x| x.moves).sum();
                let over = g.played.outcome.as_ref();
                let down_lost = over.is_some_and(|o| !o.is_winner(down as Seat));
                let longest = rest.iter().map(|x| x.moves).max().unwrap_or(0);
                found.push((
                    rest.len() as f64,
                    moves as f64,
                    stalls,
                    repeats,
                    down_lost,
                    longest,
                    over.is_some(),
                    g.deal,
                ));
            }
            let games_to_end: Vec<f64> = found.iter().map(|f| f.0).collect();
            let moves_to_end: Vec<f64> = found.iter().map(|f| f.1).collect();
            let (gm, gh, gx) = spread(&games_to_end);
            let (mm, mh, mx) = spread(&moves_to_end);
            let stalls: usize = found.iter().map(|f| f.2).sum();
            let repeats: usize = found.iter().map(|f| f.3).sum();
            let lost = found.iter().filter(|f| f.4).count();
            let came_back = found.iter().filter(|f| f.6 && !f.4).count();
            let longest = found.iter().map(|f| f.5).max().unwrap_or(0);
            let _ = writeln!(
                text,
                "  a player down to at most {holes} hole(s) of seeds{who}: {} matches; games to the end {gm:.1} ± {gh:.1} (most {gx:.0}), \
                 moves {mm:.1} ± {mh:.1} (most {mx:.0}; longest game {longest}); the side down lost {lost}, came back {came_back}; \
                 {stalls} games stopped by the stall rule; {repeats} standings came back",
                found.len()
            );
            rows.push(serde_json::json!({
                "ahead": match a_down { Some(true) => "b", Some(false) => "a", None => "either" },
                "matches": found.len(),
                "games_mean": gm, "games_half_interval": gh, "games_max": gx,
                "moves_mean": mm, "moves_half_interval": mh, "moves_max": mx, "longest_game": longest,
                "down_lost": lost, "down_came_back": came_back, "stalled_games": stalls,
                "standings_repeated": repeats,
                "by_deal": found.iter().map(|f| serde_json::json!([f.7, f.0, f.1, f.2])).collect::<Vec<_>>(),
            }));
        }
        milestones.push(serde_json::json!({ "holes": holes, "rows": rows }));
    }
    serde_json::json!({
        "game": "um-dyar", "a": plan.a.name(), "b": plan.b.name(), "matches": games.len(),
        "seed": plan.seed, "stopped_by_limit": stopped, "mean_length": len_mean, "a_won": a_won,
        "milestones": milestones, "text": text,
        "a_ms_per_move": a_time(games).0, "a_ms_max": a_time(games).1,
    })
}
