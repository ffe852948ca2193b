//! Move-path counting ("perft"): the number of move sequences of a given length. Chance steps
//! count as moves, each outcome one branch. Kept as data files per game and checked in tests, so
//! any change to move generation shows up as a changed number.

use super::game::Game;

pub fn perft<G: Game>(state: &G, depth: u32) -> u64 {
    let mut bufs: Vec<Vec<G::Move>> = (0..depth).map(|_| Vec::new()).collect();
    count(state, depth, &mut bufs)
}

fn count<G: Game>(state: &G, depth: u32, bufs: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (buf, rest) = bufs.split_first_mut().expect("one buffer per level");
    state.moves(buf);
    if depth == 1 {
        return buf.len() as u64;
    }
    let mut total = 0;
    for &m in buf.iter() {
        let mut next = state.clone();
        next.play_unchecked(m);
        total += count(&next, depth - 1, rest);
    }
    total
}

/// Checks a game against its perft data file: lines `options<TAB>depth<TAB>count` (options in
/// `key=value,…` form, empty for defaults; `#` starts a comment). Returns the lines that differ.
pub fn check_perft_file<G: Game>(text: &str) -> Vec<String> {
    use super::options::Options;
    let mut bad = Vec::new();
    for line in text.lines().map(str::trim_end).filter(|l| !l.trim().is_empty() && !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [opts, depth, want] = cols[..] else {
            bad.push(format!("malformed line: {line}"));
            continue;
        };
        let parsed = Options::parse(G::option_specs(), opts)
            .map_err(|e| e.to_string())
            .and_then(|o| G::new(&o).map_err(|e| e.why.to_string()));
        match (parsed, depth.parse::<u32>(), want.parse::<u64>()) {
            (Ok(start), Ok(d), Ok(w)) => {
                let got = perft(&start, d);
                if got != w {
                    bad.push(format!("{opts} depth {d}: expected {w}, got {got}"));
                }
            }
            (Err(e), _, _) => bad.push(format!("{line}: {e}")),
            _ => bad.push(format!("malformed line: {line}")),
        }
    }
    bad
}
