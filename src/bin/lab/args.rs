//! The command line, read by hand (the tool has few flags and no other dependency needs).

use sandgames::model::Ending;

/// The flags and positional words after the subcommand.
#[derive(Debug, Default)]
pub struct Args {
    pub positional: Vec<String>,
    pub opts: Vec<(String, String)>,
    pub state_file: Option<String>,
    pub record: Option<String>,
    pub link: Option<String>,
    pub json: bool,
    pub seconds: Option<f64>,
    pub games: Option<u32>,
    /// `--from N`: with `stats --check`, the first game's number (a long run played in parts).
    pub from: Option<u32>,
    pub seed: Option<u64>,
    pub a: Option<String>,
    pub b: Option<String>,
    pub paired: bool,
    pub check: bool,
    pub threads: Option<usize>,
    pub deal: Option<u32>,
    /// `--budget N`: the review's search iterations per decision (`lab review`).
    pub budget: Option<u32>,
    /// `convert --collect N`: collect N decided positions from games.
    pub collect: Option<u32>,
    /// `convert --positions FILE`: the decided positions to play out.
    pub positions: Option<String>,
    /// `convert --only I`: play position I alone and print its game.
    pub only: Option<u32>,
    /// `--resign SEAT` or `--draw`: end the game by agreement after the moves.
    pub ending: Option<Ending>,
}

pub fn parse(words: &[String]) -> Result<Args, String> {
    let mut a = Args::default();
    let mut it = words.iter();
    while let Some(w) = it.next() {
        let mut value = |flag: &str| it.next().cloned().ok_or_else(|| format!("{flag} needs a value"));
        match w.as_str() {
            "--opt" => {
                let kv = value("--opt")?;
                let (k, v) = kv.split_once('=').ok_or_else(|| format!("--opt {kv}: expected KEY=VALUE"))?;
                a.opts.push((k.to_string(), v.to_string()));
            }
            "--state" => a.state_file = Some(value("--state")?),
            "--record" => a.record = Some(value("--record")?),
            "--link" => a.link = Some(value("--link")?),
            "--json" => a.json = true,
            "--paired" => a.paired = true,
            "--check" => a.check = true,
            "--threads" => {
                let v = value("--threads")?;
                let n: usize = v.parse().map_err(|_| format!("--threads {v}: not a whole number"))?;
                if !(1..=64).contains(&n) {
                    return Err(format!("--threads {v}: must be from 1 to 64"));
                }
                a.threads = Some(n);
            }
            "--seconds" => {
                let v = value("--seconds")?;
                let s: f64 = v.parse().map_err(|_| format!("--seconds {v}: not a number"))?;
                if !(s > 0.0 && s <= 3600.0) {
                    return Err(format!("--seconds {v}: must be above 0 and at most 3600"));
                }
                a.seconds = Some(s);
            }
            "--games" => {
                let v = value("--games")?;
                let n: u32 = v.parse().map_err(|_| format!("--games {v}: not a whole number"))?;
                if n == 0 {
                    return Err("--games must be at least 1".into());
                }
                a.games = Some(n);
            }
            "--from" => {
                let v = value("--from")?;
                a.from = Some(v.parse().map_err(|_| format!("--from {v}: not a whole number"))?);
            }
            "--seed" => {
                let v = value("--seed")?;
                a.seed = Some(v.parse().map_err(|_| format!("--seed {v}: not a whole number"))?);
            }
            "--budget" => {
                let v = value("--budget")?;
                let n: u32 = v.parse().map_err(|_| format!("--budget {v}: not a whole number"))?;
                if !(1..=10_000_000).contains(&n) {
                    return Err(format!("--budget {v}: must be from 1 to 10000000"));
                }
                a.budget = Some(n);
            }
            "--deal" => {
                let v = value("--deal")?;
                a.deal = Some(v.parse().map_err(|_| format!("--deal {v}: not a whole number"))?);
            }
            "--collect" => {
                let v = value("--collect")?;
                let n: u32 = v.parse().map_err(|_| format!("--collect {v}: not a whole number"))?;
                if n == 0 {
                    return Err("--collect must be at least 1".into());
                }
                a.collect = Some(n);
            }
            "--positions" => a.positions = Some(value("--positions")?),
            "--only" => {
                let v = value("--only")?;
                a.only = Some(v.parse().map_err(|_| format!("--only {v}: not a whole number"))?);
            }
            "--resign" | "--draw" if a.ending.is_some() => {
                return Err("give one ending: --resign SEAT or --draw".into());
            }
            "--resign" => {
                let v = value("--resign")?;
                let seat = Ending::parse(&format!("resigned seat {v}"))
                    .ok_or_else(|| format!("--resign {v}: give a seat number"))?;
                a.ending = Some(seat);
            }
            "--draw" => a.ending = Some(Ending::DrawAgreed),
            "--a" => a.a = Some(value("--a")?),
            "--b" => a.b = Some(value("--b")?),
            // A move may itself start with a dash only if it is a number; flags never do.
            flag if flag.starts_with("--") => return Err(format!("unknown flag {flag}")),
            _ => a.positional.push(w.clone()),
        }
    }
    Ok(a)
}
