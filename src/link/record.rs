//! Game records: a small text file in the notation `lab` uses, for keeping, reading, and analysing
//! a game (`lab play GAME --record FILE`). For example:
//!
//! ```text
//! # Sand & Board game record
//! game: pig
//! rules: 1
//! options: goal=20
//! seat 0: person "Ann"
//! seat 1: computer strong
//! seed: 1234
//! moves:
//! 1. 4
//! 2. roll
//! ```
//!
//! Header lines are `key: value`; lines starting with `#` and blank lines are ignored. `options`
//! is the `Options` text form; seats are numbered from 0 like everywhere in `lab`; names are quoted
//! (`\"` and `\\` inside). With `seed:`, every throw must be the one the seed gives (a game saved
//! from the site); without it (or with `throws: recorded`) throws are taken as written, e.g. a
//! game transcribed from real sticks. After `moves:`, one move per line in the game's notation,
//! optionally numbered `N.`; a game that ended by agreement ends with the line
//! `end: draw agreed` or `end: resigned seat N`. Where the players of a match agreed that the
//! game in progress was its last, the line `agreed: last game` stands after the moves before it.

use super::LinkError;
use super::limits::{MAX_MOVES, MAX_RECORD_BYTES, MAX_RECORD_HEADER_LINES, MAX_RECORD_LINE_BYTES};
use super::names::{check_name, clean_name};
use super::rebuild::{LAST_GAME_TEXT, Stop, agree_last_game, end};
use super::replay::{Opened, Throws};
use crate::i18n::Msg;
use crate::model::{Ending, Game, Level, Player, SeatConfig, Session, Turn, chance_word, draw_outcome};
use std::fmt::Write as _;

/// The record of `session`. `throws` says whether its throws follow its seed (then the record
/// carries the seed, and importing checks them) or are as recorded.
pub fn export_record<G: Game>(session: &Session<G>, throws: Throws) -> String {
    let mut out = String::from("# Sand & Board game record\n");
    let _ = writeln!(out, "game: {}", G::ID);
    let _ = writeln!(out, "rules: {}", G::REVISION);
    let _ = writeln!(out, "options: {}", session.options());
    for (i, s) in session.seats().iter().enumerate() {
        let name = clean_name(&s.name);
        match s.player {
            Player::Human => {
                let _ = writeln!(out, "seat {i}: person {}", quote(&name));
            }
            Player::Computer(level) if name.is_empty() => {
                let _ = writeln!(out, "seat {i}: computer {}", level.as_str());
            }
            Player::Computer(level) => {
                let _ = writeln!(out, "seat {i}: computer {} {}", level.as_str(), quote(&name));
            }
        }
    }
    match throws {
        Throws::Seeded => {
            let _ = writeln!(out, "seed: {}", session.seed());
        }
        // The seed as well: it gives the throws after the last one recorded, so the record of
        // a link opens the game that link opens, and goes on with the same throws.
        Throws::Recorded => {
            let _ = writeln!(out, "seed: {}\nthrows: recorded", session.seed());
        }
        Throws::Correspondence => out
            .push_str("# The throws were drawn in correspondence play and checked then.\nthrows: recorded\n"),
    }
    out.push_str("moves:\n");
    for i in 0..=session.len() {
        if session.last_game_agreed() == Some(i) {
            let _ = writeln!(out, "{LAST_GAME_TEXT}");
        }
        if let (Some(state), Some(&mv)) = (session.state_at(i), session.moves().get(i)) {
            let _ = writeln!(out, "{}. {}", i + 1, state.move_text(mv));
        }
    }
    if let Some(e) = session.ending() {
        let _ = writeln!(out, "end: {}", e.text());
    }
    out
}

fn quote(name: &str) -> String {
    let mut q = String::with_capacity(name.len() + 2);
    q.push('"');
    for c in name.chars() {
        if c == '"' || c == '\\' {
            q.push('\\');
        }
        q.push(c);
    }
    q.push('"');
    q
}

/// Reads a quoted name (the whole of `text`, spaces around it allowed).
fn unquote(text: &str) -> Option<String> {
    let inner = text.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut out = String::with_capacity(inner.len());
    let mut chars = inner.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some(e @ ('"' | '\\')) => out.push(e),
                _ => return None,
            },
            '"' => return None,
            c => out.push(c),
        }
    }
    Some(out)
}

fn line_err(key: &'static str, line: usize) -> LinkError {
    LinkError::new(Msg::new(key).arg(line))
}

/// The header fields read so far.
#[derive(Default)]
struct Header {
    game: Option<String>,
    rules: Option<u32>,
    options: Option<String>,
    seats: Vec<(usize, SeatConfig)>,
    seed: Option<u64>,
    recorded: Option<bool>,
}

/// Reads a record of game `G`. A broken record (bad header, wrong game, unreadable line) is an
/// error; a move that cannot be played stops the replay there, keeping the moves before it (see
/// [`Opened::stop`]). `seed` gives later throws when the record has no seed of its own.
pub fn import_record<G: Game>(text: &str, seed: u64) -> Result<Opened<G>, LinkError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(LinkError::new(Msg::new("link.record.too_big").arg(MAX_RECORD_BYTES)));
    }
    let mut h = Header::default();
    let mut moves: Vec<(usize, &str)> = Vec::new();
    let mut ending: Option<Ending> = None;
    let mut last_game: Option<usize> = None;
    let mut in_moves = false;
    let mut header_lines = 0;
    for (n, raw) in text.split('\n').enumerate() {
        let line_no = n + 1;
        if raw.len() > MAX_RECORD_LINE_BYTES {
            return Err(LinkError::new(
                Msg::new("link.record.line_too_long").arg(line_no).arg(MAX_RECORD_LINE_BYTES),
            ));
        }
        let line = raw.strip_suffix('\r').unwrap_or(raw).trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if ending.is_some() {
            return Err(line_err("link.record.after_end", line_no));
        }
        if in_moves && let Some(text) = line.strip_prefix("end:") {
            ending = Some(Ending::parse(text).ok_or_else(|| line_err("link.record.ending", line_no))?);
            continue;
        }
        if in_moves && line == LAST_GAME_TEXT {
            if last_game.replace(moves.len()).is_some() {
                return Err(LinkError::new(Msg::new("link.record.duplicate").arg(line_no).arg("agreed")));
            }
            continue;
        }
        if in_moves {
            if moves.len() >= MAX_MOVES {
                return Err(LinkError::new(Msg::new("link.record.too_many_moves").arg(MAX_MOVES)));
            }
            let mv = strip_number(line, moves.len() + 1, line_no)?;
            moves.push((line_no, mv));
            continue;
        }
        header_lines += 1;
        if header_lines > MAX_RECORD_HEADER_LINES {
            return Err(line_err("link.record.header_too_long", line_no));
        }
        if line == "moves:" {
            in_moves = true;
            continue;
        }
        header_line(&mut h, line, line_no)?;
    }
    let game = h.game.ok_or_else(|| LinkError::new(Msg::new("link.record.no_game")))?;
    if game != G::ID {
        return Err(LinkError::new(Msg::new("link.record.game").arg(game).arg(G::ID)));
    }
    let revision = h.rules.unwrap_or(G::REVISION);
    let options = G::options_at(h.options.as_deref().unwrap_or(""), revision)
        .map_err(|why| LinkError::new(Msg::new("link.error.options")).detail(why))?;
    let mut seats = Vec::new();
    for (i, config) in h.seats {
        if seats.len() <= i {
            seats.resize_with(i + 1, || SeatConfig::human(""));
        }
        seats[i] = config;
    }
    let seeded = match (h.seed, h.recorded) {
        (Some(_), Some(false) | None) => true,
        (None, Some(false)) => return Err(LinkError::new(Msg::new("link.record.no_seed"))),
        _ => false,
    };
    let session_seats = seats.len();
    let mut session = Session::<G>::new(options, seats, h.seed.unwrap_or(seed))
        .map_err(|e| LinkError::new(Msg::new("link.error.setup")).detail(e.why))?;
    if session_seats > session.seats().len() {
        return Err(LinkError::new(
            Msg::new("link.record.seats").arg(session_seats).arg(session.seats().len()),
        ));
    }
    let mut stop = replay_texts(&mut session, &moves, seeded, revision, last_game);
    if stop.is_none()
        && let Some(e) = ending
    {
        stop = end(&mut session, e, revision);
    }
    Ok(Opened { session, throws: if seeded { Throws::Seeded } else { Throws::Recorded }, revision, stop })
}

/// Removes a leading `N.` from a move line; `N` must be the move's number.
fn strip_number(line: &str, expected: usize, line_no: usize) -> Result<&str, LinkError> {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &line[digits..];
    let numbered =
        digits > 0 && rest.starts_with('.') && rest[1..].chars().next().is_none_or(char::is_whitespace);
    if !numbered {
        return Ok(line);
    }
    let n: Option<usize> = line[..digits].parse().ok();
    if n != Some(expected) {
        return Err(LinkError::new(
            Msg::new("link.record.numbering").arg(line_no).arg(&line[..digits]).arg(expected),
        ));
    }
    let mv = rest[1..].trim();
    if mv.is_empty() {
        return Err(line_err("link.record.empty_move", line_no));
    }
    Ok(mv)
}

fn header_line(h: &mut Header, line: &str, line_no: usize) -> Result<(), LinkError> {
    let (key, value) = line.split_once(':').ok_or_else(|| line_err("link.record.header", line_no))?;
    let (key, value) = (key.trim(), value.trim());
    let dup = || LinkError::new(Msg::new("link.record.duplicate").arg(line_no).arg(key));
    match key {
        "game" => {
            if h.game.replace(value.to_string()).is_some() {
                return Err(dup());
            }
        }
        "rules" => {
            let r = value.parse().map_err(|_| line_err("link.record.rules", line_no))?;
            if h.rules.replace(r).is_some() {
                return Err(dup());
            }
        }
        "options" => {
            if h.options.replace(value.to_string()).is_some() {
                return Err(dup());
            }
        }
        "seed" => {
            let s = value.parse().map_err(|_| line_err("link.record.seed", line_no))?;
            if h.seed.replace(s).is_some() {
                return Err(dup());
            }
        }
        "throws" => {
            let recorded = match value {
                "recorded" => true,
                "seeded" => false,
                _ => return Err(line_err("link.record.throws", line_no)),
            };
            if h.recorded.replace(recorded).is_some() {
                return Err(dup());
            }
        }
        _ => {
            let seat = key
                .strip_prefix("seat ")
                .and_then(|n| n.trim().parse::<usize>().ok())
                .filter(|&n| n < crate::model::MAX_SEATS)
                .ok_or_else(|| line_err("link.record.header", line_no))?;
            if h.seats.iter().any(|(s, _)| *s == seat) {
                return Err(dup());
            }
            h.seats.push((seat, seat_config(value, line_no)?));
        }
    }
    Ok(())
}

/// `person "name"`, `person`, `computer LEVEL` or `computer LEVEL "name"`.
fn seat_config(value: &str, line_no: usize) -> Result<SeatConfig, LinkError> {
    let (kind, rest) = value.split_once(char::is_whitespace).unwrap_or((value, ""));
    let rest = rest.trim();
    let name = |text: &str| -> Result<String, LinkError> {
        if text.is_empty() {
            return Ok(String::new());
        }
        let name = unquote(text).ok_or_else(|| line_err("link.record.name", line_no))?;
        check_name(&name).map_err(|why| line_err("link.record.name", line_no).detail(why))?;
        Ok(name)
    };
    match kind {
        "person" => Ok(SeatConfig { name: name(rest)?, player: Player::Human }),
        "computer" => {
            let (level, rest) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
            let level = Level::parse(level)
                .ok_or_else(|| LinkError::new(Msg::new("link.record.level").arg(line_no).arg(level)))?;
            Ok(SeatConfig { name: name(rest)?, player: Player::Computer(level) })
        }
        _ => Err(line_err("link.record.seat", line_no)),
    }
}

/// Plays the moves as written; with `seeded`, each throw must be the seed's.
fn replay_texts<G: Game>(
    session: &mut Session<G>,
    moves: &[(usize, &str)],
    seeded: bool,
    revision: u32,
    last_game: Option<usize>,
) -> Option<Stop> {
    let mut buf = Vec::new();
    for (i, &(_, text)) in moves.iter().enumerate() {
        if last_game == Some(i)
            && let Some(stop) = agree_last_game(session, i, revision)
        {
            return Some(stop);
        }
        let state = session.state();
        let stop = |reason: Msg| Some(Stop::new(i, text.to_string(), revision, G::REVISION, reason));
        let mv = match state.parse_move(text) {
            Ok(mv) => mv,
            Err(e) => return stop(e.why),
        };
        if seeded && state.turn() == Turn::Chance {
            let expected = draw_outcome(state, chance_word(session.seed(), session.chance_steps()), &mut buf);
            if expected != Some(mv) {
                let shown = expected.map(|e| state.move_text(e)).unwrap_or_default();
                return stop(Msg::new("link.reason.seed_throw").arg(i + 1).arg(text).arg(shown));
            }
        }
        if let Err(e) = session.play(mv) {
            return stop(e.why);
        }
    }
    match last_game {
        Some(at) if at == moves.len() => agree_last_game(session, at, revision),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_quoted_and_unquoted_exactly() {
        for name in ["", "Ann", "say \"hi\"", "back\\slash", "Gáddjá"] {
            assert_eq!(unquote(&quote(name)).as_deref(), Some(name));
        }
        assert_eq!(unquote("\"a\"b\""), None);
        assert_eq!(unquote("\"a\\n\""), None);
        assert_eq!(unquote("noquotes"), None);
        assert_eq!(unquote("\"open"), None);
    }

    #[test]
    fn move_numbers_are_optional_but_checked() {
        assert_eq!(strip_number("3. roll", 3, 9).unwrap(), "roll");
        assert_eq!(strip_number("roll", 3, 9).unwrap(), "roll");
        assert_eq!(strip_number("12", 3, 9).unwrap(), "12", "a bare number is a move");
        assert_eq!(strip_number("3.4", 3, 9).unwrap(), "3.4", "a dot inside a move is the move's");
        assert_eq!(strip_number("4. roll", 3, 9).unwrap_err().why.key, "link.record.numbering");
        assert_eq!(strip_number("3.", 3, 9).unwrap_err().why.key, "link.record.empty_move");
        assert_eq!(
            strip_number("99999999999999999999999. x", 3, 9).unwrap_err().why.key,
            "link.record.numbering"
        );
    }
}
