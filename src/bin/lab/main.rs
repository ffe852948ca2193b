//! `lab`: the rules engine on the command line, for researchers, teachers preparing lessons, and
//! the project's own tests and benchmarks. Run `lab --help`.

mod args;
mod commands;
mod convert;
mod corrections;
mod endings;
mod review;
mod solve;

use std::process::ExitCode;

const HELP: &str = "\
lab — the rules of the site's games on the command line

USAGE
  lab catalog FILE
      The texts of a catalog file (src/i18n/texts/LANG/PART.txt) as one JSON object, key to
      text, read by the site's own parser (the build writes the home page's texts with it).
  lab pseudo FILE
      An English catalog file in the pseudo-language (en-XA, for tests: every text accented,
      about 40 % longer and wrapped in ⟦…⟧; arguments, plural forms and the games' words kept).
  lab merge-corrections FILE [--texts DIR] [--lang LANG]
      Merges a corrections file exported from the site's review mode (corrections-LANG.txt, in
      the catalogs' format, its language on a line \"# lang: LANG\") into that language's
      catalogs (src/i18n/texts/LANG/, or DIR/LANG/): each line replaces the line of its key in the
      part that holds it, keeping the files' order and comments, and the changes are listed. Every
      line is checked first: the key is an English one, its {0}… arguments are English's, a plural
      form is one the language uses. A broken file is refused (exit 1) with the line and why, and
      nothing is written. See docs/i18n.md, \"Review mode\".
  lab games [--json]
      One game id per line (only games that are playable). With --json, the registry of games as
      the build scripts read it: each game's id, folder, table chunk (split point), benchmark
      options, whether it is thrown with sticks, and its name in English.
  lab show GAME [--opt KEY=VALUE]...
      The initial state as one JSON object.
  lab moves GAME [--opt ...] [--state FILE] [MOVE...]
      The legal moves after the given moves (from the initial state, or from a state JSON file
      in the format `show` prints), one per line in move notation. At a chance step (a throw of
      the sticks) every outcome is listed with its exact probability, e.g. `dug 3/8`.
  lab play GAME [--opt ...] [--state FILE] MOVE... [--resign SEAT | --draw]
  lab play GAME --record FILE [MOVE...] [--resign SEAT | --draw]
      Applies the moves and prints the resulting state JSON. An illegal move exits with status 1
      and a message naming the move and why it is illegal. With --record, the game record's
      moves are replayed first (a record whose move cannot be played is refused the same way,
      with the move's number); a record with a seed must have the throws the seed gives.
      --resign SEAT (that seat resigns for its side) or --draw (a draw agreed by every side)
      ends the game by agreement after the moves, where the game offers it; the JSON then has
      an \"ending\" field: {\"end\": \"resigned seat 1\", \"ranks\": [...], \"rule\": \"resign\"}.
      A record that ends by agreement (its \"end:\" line) gives the same field.
  lab link GAME --record FILE
      The game link (`#/GAME?g=…`) of a record: a lesson link when the record has a seed (every
      pupil opening it gets the same throws), else a link whose throws are as recorded.
  lab record GAME --link LINK
      The game record of a link (a whole URL, or the part from `#`), to read or analyse.
  lab perft GAME DEPTH [--opt ...] [--state FILE]
      Counts the move sequences of length DEPTH (a whole turn, such as a chain of jumps, is one
      move; each outcome of a chance step is one move).
  lab rules GAME [--json]
      The game's rules as implemented: id, title, source (null in JSON for a rule of ours), the
      options that change it, and, for a rule that seldom applies in play, the measured reason.
  lab bench GAME [--opt ...] [--seconds N] [--json]
      Random playouts per second on one thread (default 5 seconds).
  lab stats GAME [--opt ...] [--games N] [--seed S] [--check [--from G]] [--threads T] [--json]
      Random-playout statistics: mean length, share of each result, games stopped by the safety
      limit, the mean number of real decisions (positions where the player to move had two or
      more moves), and the share of games in which each rule applied (default 1000 games, seed 1).
      With --check, every position of those games is also checked against the game's contract
      (legal moves are accepted and others refused without change, notation reads back, chance
      odds sum to 1, the game's own invariant; the state JSON reads back at every 64th position
      and the last): the first broken promise is printed and exits 1. With --check, --threads
      spreads the games over T threads (the same games whatever T), and --from G plays games
      G to G+N-1 of the same series, so a long run can be played in parts: the parts' checked
      positions add up to the whole run's.

  lab arena GAME --a BOT --b BOT [--opt ...] [--games N] [--seed S] [--paired] [--threads T] [--json]
  lab arena GAME --a BOT --b BOT [--opt ...] [--seed S] --deal D
      Computer players against each other. BOT is random, greedy (one move ahead), beginner,
      intermediate, strong, or search:N[:DEPTH[:C]] (the strong search with N iterations, and
      another playout depth and exploration constant in hundredths, for experiments). Bot a
      plays one side and bot b the others (in a game of more than two sides, a sits in one seat
      against b in all the others). The throws come from the deal, a stream indexed by the
      throw's number, never from the bots. With --paired every deal is
      played once in each seat arrangement (a on each side, or in each seat), so both bots meet
      the same throws in the same seats. Prints bot a's mean score (the share of the other sides
      it finished ahead of, a tie counting half) with a 95 % interval (paired: from the spread of
      the deals' scores; otherwise Wilson's), its wins (ahead of every other side), draws and
      losses, and its thinking time per decision in processor time (default 100 games). The
      JSON also names the deals where bot a did worst; --deal D prints deal D in every seat
      arrangement as game records seeded with the deal's throws, to replay and study.

  lab endings deleb|um-dyar --a BOT --b BOT [--opt ...] [--state FILE | --positions FILE]
              [--games N] [--seed S] [--threads T] [--json]
  lab endings deleb|um-dyar --a BOT --b BOT [--opt ...] --collect N
  lab endings deleb --a BOT --b BOT [--opt ...] --deal D
      Does a computer finish an ending it has won? Plays the deals of `arena --paired` (default
      8 games; two identical bots' games are counted once) and replays each game. Dèleb: from
      the first moment a team is down to its last two men (the other having more), to its last
      man (the other two or more), and one man each, the turns and moves to the end, how it
      ended (the team down eaten, or winning), and the turns in which the player to move could
      eat every man the other team had left that turn whatever it answered (a win in hand),
      and how many of those he let pass. Um dyar (a match): from the first game a player begins
      with at most one (two) holes' worth of seeds, the games and moves to the match's end, how
      it ended, the games stopped by the stall rule, and the standings (seeds held at a game's
      start) that came back. --collect N prints, instead, the position at the first such
      moment of each game (Dèleb: the last two men; Um dyar: two holes), one state JSON a line;
      --positions FILE plays one deal from each of them, in both seat arrangements. --deal D
      tells deal D's Dèleb games turn by turn from the last two men on.

  lab think GAME [--opt ...] [--state FILE | --record FILE] [MOVE...] [--a BOT] [--seed S] [--json]
      What a computer player makes of the position after the moves: each legal move with how
      often its search tried it, its value for the player to move (the share of the other sides
      it expects to finish ahead of: in a two-sided game its chance of winning, a draw counting
      half), the rules it applies and the game's own evaluation just after it; then the move it
      plays (processor time). BOT is a level or search:N[:DEPTH[:C]] (default strong). Where the
      game knows the position exactly (see `solve`), each move's result with perfect play too.

  lab solve um-dyar [--opt ...] [--json]
      Solves a single game of Um dyar on a small board (at most 4 holes a row and 63 seeds in
      all) by retrograde analysis, the stall rule's count part of each position: prints the
      positions reachable from the start, the values held, the memory, the time, and the start's
      value with perfect play (\"win in N\": the player to move wins and the game ends N moves
      later, both players' moves counted). The site knows the 2 × 2 board of 4 seeds exactly.
  lab perfect GAME [--opt ...] [--games N] [--seed S] [--json]
      Where the game knows positions exactly (Um dyar: --opt mode=game --opt holes=2): plays N
      games between random, greedy, beginner, intermediate and strong (default 25, every pairing
      once; seeded), and prints for each player the share of those games' decisions in which it
      plays a perfect move (one that keeps the best result: a win where one can be forced, else a
      draw), over all decisions and over those where a mistake was possible.

  lab review GAME --record FILE [--budget N] [--seed S] [--json]
      The game of the record reviewed: every position's value for each seat (the chance of
      winning, a draw counting half; in the hyena game the expected share of the others finished
      ahead of), every decision graded by what it cost against the best move the search found
      (best, good, inaccuracy, mistake, blunder; docs/ai.md), the key moments, each side's
      accuracy, and its luck and skill: start + luck + own + others + revised = result. --budget N
      searches N iterations a decision (default: the game's review budget); the JSON also holds
      the review's text form, as a saved game keeps it.
  lab review-check GAME [--opt ...] [--games N] [--budget N] [--seed S]
      N random games reviewed (default 1000, with a small budget) and each checked: every side's
      account adds up to its result, and the review reads back from its text. Exits 1 at the
      first failure.
  lab review-bench GAME [--opt ...] [--games N] [--budget N] [--seed S] [--json]
      N games of strong against intermediate (default 20), each reviewed with the budget and
      with twice it: the share of decisions whose grade changes, and the review's processor time
      (each game's figures on standard error as it goes).

OPTIONS
  --opt KEY=VALUE   a game option (repeatable); `lab show GAME` lists every option's value
  --state FILE      start from this state instead of the initial one (`-` reads standard input)
  --record FILE     start from the end of this game record (`-` reads standard input); works
                    with every subcommand that takes a game; see docs/links.md for the format
  --link LINK       a game link (for `record`)
  --resign SEAT     end the game: this seat resigns for its side (for `play`)
  --draw            end the game: a draw agreed by every side (for `play`)
  --json            print one JSON object instead of a readable summary
  -h, --help        this text

GAME RECORDS
  A record is a small text file: header lines `game: ID`, `rules: N`, `options: KEY=VALUE,...`,
  `seat N: person \"NAME\"` or `seat N: computer LEVEL`, `seed: S` (throws follow the seed) or
  `throws: recorded` (throws as written), then `moves:` and one move per line in the notation
  `moves` prints, optionally numbered (`12. roll`), and, for a game that ended by agreement, a
  last line `end: draw agreed` or `end: resigned seat N`. Lines starting with # are comments.
  Besides the games listed by `lab games`, `pig` (a toy dice game) is accepted for trying things.

EXIT STATUS
  0 success, 1 illegal move or rejected state, 2 bad command line.
";

fn main() -> ExitCode {
    let argv: Vec<String> = std::env::args().skip(1).collect();
    if argv.is_empty() || argv.iter().any(|a| a == "-h" || a == "--help") {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    match commands::run(&argv) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(commands::Failure::Usage(msg)) => {
            eprintln!("lab: {msg}\nRun `lab --help` for usage.");
            ExitCode::from(2)
        }
        Err(commands::Failure::Rejected(msg)) => {
            eprintln!("lab: {msg}");
            ExitCode::from(1)
        }
    }
}
