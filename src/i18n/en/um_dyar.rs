//! English texts of Um dyar (keys without the `um-dyar.` prefix).

crate::i18n::catalog! {
    "name" => "Um dyar",
    "people" => "Hassaniya · Mauritania",
    "tagline" => "Sow seeds round two rows of holes in the sand; take the holes your last seed makes even.",
    "seat.south" => "South",
    "result.piles" => "South {0} seeds, North {1}",
    // Why a game of a match was won when the seeds kept back from the game before decided it
    // (`GameEnd::why`): {0} seeds the player with kept seeds took in this game, {1} the other
    // took, {2} his kept seeds, {3} and {4} the piles.
    "result.kept_won.south" => {
        "South took {0} seeds in this game and North {1}, but South began it with {2} \
         seeds kept back from the game before, more than his holes could take. They are captured \
         seeds too, and the player with more captured seeds wins: South {3}, North {4}."
    },
    "result.kept_won.north" => {
        "North took {0} seeds in this game and South {1}, but North began it with {2} \
         seeds kept back from the game before, more than his holes could take. They are captured \
         seeds too, and the player with more captured seeds wins: North {3}, South {4}."
    },
    "result.kept_tie.south" => {
        "South took {0} seeds in this game and North {1}, but South began it with {2} \
         seeds kept back from the game before, which count too: both hold {3}, a tie."
    },
    "result.kept_tie.north" => {
        "North took {0} seeds in this game and South {1}, but North began it with {2} \
         seeds kept back from the game before, which count too: both hold {3}, a tie."
    },
    "seat.north" => "North",
    "board.label" => "The board: South's row at the bottom, North's at the top; seeds are sown counterclockwise",
    "board.hole" => "{0}'s hole {1}: {2} seeds",
    "board.closed_hole" => "{0}'s hole {1}: closed",
    "board.pile" => "{0}'s captured seeds: {1}",
    "board.pile_kept" => "{0}'s captured seeds: {1}, of which {2} kept back from the game before",
    "board.pass" => "Pass (no seeds to play)",
    "board.skip" => "Skip the animation",
    "preview.lands" => "The last seed would land in {0}'s hole {1} ({2} seeds sown).",
    "preview.no_capture" => "Nothing would be captured.",
    "preview.captures" => "It would capture {0} seeds from {1} holes.",
    "match.game" => "Match: game {0} of at most {1}",
    "match.game_open" => "Match: game {0}",
    "match.won" => "games won",
    "match.open" => "open holes",
    "match.closed" => "closed holes",
    "match.leads" => "{0} leads the match.",
    "match.level" => "The match is level.",
    "match.carry" => "{0} seeds wait for the next capture",
    "match.last_won" => "Game {0} was won by {1}, {2} seeds to {3}.",
    "match.last_tie" => "Game {0} was a tie, {1} seeds each.",
    "seed" => "seed",
    "seeds" => "seeds",
    "hole" => "hole",
    "pass" => "pass",

    // Rules and our decisions.
    "rule.board" => "The board",
    "rule.board.text" => {
        "Two rows of holes, an even number from 2 to 12 in each row. Each player owns \
         the row nearer to him."
    },
    "rule.seeds" => "Seeds in each hole",
    "rule.seeds.text" => {
        "A board of 4 holes starts with 4 seeds in each hole. Boards of 8 or 12 holes \
         start with as many seeds per hole as the whole board has holes (or, as an option, as one row \
         has). Boards of 16 or 24 holes start with as many as one row has. This number is also the \
         most a capture can take from one hole."
    },
    "rule.seeds-20" => "Boards of 20 holes",
    "rule.seeds-20.text" => {
        "The source does not name the board of 20 holes. Like the other large \
         boards, we start it with as many seeds per hole as one row has: 10."
    },
    "rule.seeds-20.rare" => "Only on a board of 10 holes a row, which you choose in the options.",
    "rule.own-side" => "Your row",
    "rule.own-side.text" => "You may only take seeds from the holes on your own row.",
    "rule.first" => "Who starts",
    "rule.first.text" => "The player at the bottom starts, unless the options say otherwise.",
    "rule.sow" => "Sowing",
    "rule.sow.text" => {
        "Take all the seeds of one of your holes and drop them one by one, \
         counterclockwise. The first seed goes back into the hole you emptied."
    },
    "rule.singleton" => "A single seed",
    "rule.singleton.text" => "If the hole holds just one seed, it goes into the next hole.",
    "rule.laps" => "Going round",
    "rule.laps.text" => {
        "With many seeds, sowing goes round the whole board again, dropping a seed in \
         every hole, the emptied one included."
    },
    "rule.capture" => "Capture",
    "rule.capture.text" => {
        "If your last seed makes its hole hold an even number of seeds, no more than \
         the starting number per hole, you take those seeds."
    },
    "rule.chain" => "Capturing more holes",
    "rule.chain.text" => {
        "After a capture you also take the holes just before it, one after the other, \
         as long as each holds an even number of seeds no more than the starting number."
    },
    "rule.capture-side" => "Where you may capture",
    "rule.capture-side.text" => {
        "The source names no side, so captures may take holes on both rows. An \
         option allows captures only on the opponent's row."
    },
    "rule.empty-breaks" => "Empty holes",
    "rule.empty-breaks.text" => "An empty hole holds no seeds to take, so it stops a chain of captures.",
    "rule.chain-length" => "How far a chain goes",
    "rule.chain-length.text" => {
        "A chain of captures goes back as far as the rule holds, across to the \
         other row and round the board, but never takes the same hole twice."
    },
    "rule.pass" => "Passing",
    "rule.pass.text" => "If you have no seeds in your holes, you pass and your opponent plays again.",
    "rule.end" => "End of the game",
    "rule.end.text" => "The game ends when all the seeds have been captured.",
    "rule.winner" => "Winner",
    "rule.winner.text" => {
        "The player who has captured more seeds wins. In a match that is every seed \
         he holds, the seeds he kept back from the game before included, not only this game's."
    },
    "rule.tie" => "Tie",
    "rule.tie.text" => "If both players captured the same number of seeds, the game is a tie.",
    "rule.stall" => "A game that goes round in circles",
    "rule.stall.text" => {
        "Our rule: if no one captures for a number of moves in a row (100 unless the \
         options say otherwise), the game stops and each player takes the seeds on his own row."
    },
    "rule.single-seed" => "One seed left",
    "rule.single-seed.text" => {
        "A single seed can never be captured. If one is left, the game ends, and \
         the player with an odd number of captured seeds gives up one. Those two seeds are not \
         counted. In a single game this cannot happen; in a match it can, after a game stopped by our \
         rule."
    },
    "rule.match" => "A match",
    "rule.match.text" => {
        "Usually people play a match: a series of games, each set up from the seeds \
         the players captured in the game before. It is how a game starts unless you choose a single \
         game."
    },
    "rule.match-fill" => "Setting up the next game",
    "rule.match-fill.text" => {
        "The winner fills all his holes with the starting number of seeds. The \
         loser fills as many holes as he can and puts any seeds left over in one more hole."
    },
    "rule.closed" => "Closed holes",
    "rule.closed.text" => {
        "The loser's empty holes are closed. Nobody plays from them or sows into them \
         in the next game."
    },
    "rule.closed-skip" => "Sowing past closed holes",
    "rule.closed-skip.text" => {
        "Sowing and chains of captures simply skip closed holes, as if they were \
         not there."
    },
    "rule.reopen" => "Reopening holes",
    "rule.reopen.text" => "A player who wins back seeds reopens as many holes as he needs for them.",
    "rule.close-order" => "Which holes close",
    "rule.close-order.text" => {
        "Holes are filled from the player's left, so the holes on his right \
         close first and reopen last."
    },
    "rule.surplus" => "The winner's extra seeds",
    "rule.surplus.text" => {
        "Seeds the winner has beyond what fills his holes stay in his pile. They are \
         captured seeds, so they count for him at the end of the next game: he can win it while \
         taking fewer seeds in it than his opponent."
    },
    "rule.match-tie" => "A tied game in a match",
    "rule.match-tie.text" => {
        "After a tie both players have enough seeds to fill all their holes, so the \
         next game starts on a full board. Nobody scores a game won."
    },
    "rule.next-first" => "Who starts the next game",
    "rule.next-first.text" => {
        "The loser of a game starts the next one. After a tie, the player who did \
         not start the tied game starts."
    },
    "rule.match-limit" => "Length of a match",
    "rule.match-limit.text" => {
        "Our rule, only if you set a limit (the source has none): after that many \
         games, if no one has won, the player with more seeds wins the match."
    },
    "rule.match-limit.rare" => {
        "Only if you set a limit on the games of a match; by default there is none, \
         as in the source."
    },
    "rule.carry" => "Seeds carried over",
    "rule.carry.text" => {
        "Seeds left out of a game by the one-seed rule go to the first player who \
         captures in the next game."
    },
    "rule.match-end" => "Winning the match",
    "rule.match-end.text" => {
        "You win the match when your opponent has no seeds left to fill even one \
         hole."
    },

    // Options.
    "opt.holes" => "Holes per row",
    "opt.holes.help" => "An even number from 2 to 12.",
    "opt.seeds" => "Seeds per hole",
    "opt.seeds.help" => "0 follows the source's rule for the board's size; any other number sets it.",
    "opt.fill" => "Seeds for 8 or 12 holes",
    "opt.fill.board" => "as many as the board has holes",
    "opt.fill.row" => "as many as one row has holes",
    "opt.fill.help" => "The source gives both counts for boards of 8 and 12 holes.",
    "opt.captures" => "Captures",
    "opt.captures.both-sides" => "on both rows",
    "opt.captures.opponent-side" => "only on the opponent's row",
    "opt.captures.help" => "The source names no side; other mancalas capture only from the opponent.",
    "opt.stall" => "Moves without a capture before the game stops",
    "opt.stall.help" => "Our rule for games that could go round forever.",
    "opt.mode" => "Play",
    "opt.mode.match" => "a match, as usually played",
    "opt.mode.game" => "a single game",
    "opt.mode.help" => {
        "The source: \"Usually you don't play just a game, but a match.\" Each game \
         is set up from the seeds captured in the one before; a player who is short of seeds plays \
         with fewer holes. The match is won by leaving the opponent no hole, which can take many \
         games."
    },
    "opt.match-games" => "Most games in a match",
    "opt.match-games.0" => "no limit",
    "opt.match-games.help" => {
        "0: no limit, as in the source. Any other number is our rule for a match of a \
         set length: after that many games the player with more seeds wins the match."
    },
    "opt.first" => "First to move",
    "opt.first.0" => "the player at the bottom",
    "opt.first.1" => "the player at the top",
    "opt.first.help" => "Who moves first in the first game.",

    // How a game ended.
    "ending.all-captured" => "all seeds captured",
    "ending.lone-seed" => "one seed left",
    "ending.stalled" => "stopped after moves without a capture",

    // Errors.
    "error.holes" => "a row must have an even number of holes from 2 to 12, not {0}",
    "error.seeds" => "{0} seeds per hole is not possible: choose from {1} to {2}",
    "error.no_hole" => "there is no hole {0}: holes are numbered 1 to {1} from your left",
    "error.notation" => "\"{0}\" is not a move: give a hole number from 1 to {1}, or \"pass\"",
    "error.empty" => "hole {0} is empty",
    "error.closed" => "hole {0} is closed",
    "error.must_pass" => "you have no seeds, so you must pass",
    "error.cannot_pass" => "you cannot pass while you have seeds to sow",
    "error.json_pair" => "\"{0}\" must be a list of two whole numbers of at most {1}",
    "error.json_seat" => "\"{0}\" must be 0 or 1",
    "error.json_choice" => "\"{0}\" cannot be \"{1}\"",
    "error.json_stall_range" => "the stall limit {0} is out of range",
    "error.json_rows" => "rows must be two lists of {0} seed counts, each at most {1}",
    "error.json_closed" => "closed must be two lists of {0} true/false values",
    "error.json_total" => {
        "the seeds do not add up: {0} on the board, {1} captured and {2} carried over, \
         but the game has {3}"
    },
    "error.json_closed_seeds" => "hole {1} of player {0} is closed but holds seeds",
    "error.json_single" => "closed holes, carried seeds and game scores only exist in match play",
    "error.json_odd" => {
        "impossible in a single game: captures always take an even number of seeds, so \
         the board and both piles must hold even numbers"
    },
    "error.json_closed_order" => "closed holes are always the rightmost holes of a row",
    "error.json_no_holes" => "player {0} has no open hole, but the match is not over",
    "error.json_over_board" => "the game is over but seeds are still on the board",
    "error.json_match_over" => "the match is over only when a player has no seeds left",
    "error.json_lone" => "fewer than two seeds on the board: the game would already be over",
    "error.json_stall" => {
        "{0} moves without a capture reach the stall limit {1}: the game would \
         already be over"
    },
    "error.json_kept" => {
        "\"kept\" (seeds kept back from the game before) must be part of each pile, and 0 \
         once the game is over"
    },
    "error.json_match" => "the game number and the games won do not fit together",
}
