//! English texts of Dablot Prejjesne (keys without the `dablot.` prefix).

crate::i18n::catalog! {
    "name" => "Dablot Prejjesne",
    "people" => "South Sámi · Sápmi",
    "tagline" => "A Sámi battle of the draughts family: jump to capture, but only pieces of your own rank or lower.",

    // The board.
    "board.label" => {
        "The board, 72 points joined by lines; the {0} start at the bottom, the {1} at the top. \
        Arrow keys move between points, Enter or Space chooses, Escape cancels."
    },
    "board.point" => "Point {0}: {1}. {2}",
    "board.piece" => "{0} ({1})",
    "board.empty" => "empty",
    "board.can_move" => "Can move.",
    "board.selected" => "Chosen.",
    "board.target" => "Can go here.",
    "board.choose" => "Choose a piece to move, then where it goes.",
    "board.where" => "Choose where the {0} goes.",
    "board.forced" => "Capture is compulsory: only the pieces that can capture can be chosen.",
    "board.chain" => "Jump again: choose the next point.",
    "board.chain_stop" => "Jump again, or stop here.",
    "board.stop" => "Stop here",
    "board.cancel" => "Cancel",
    "board.pass" => "Pass (no move possible)",
    "board.taken" => "Taken from the {0}",
    "board.count" => "{0} {1}",
    "board.none" => "none yet",

    // Parties and pieces.
    "party.sami" => "Sámi",
    "party.landowner" => "Landowners",
    "piece.sami.king" => "Sámi king",
    "piece.sami.prince" => "Sámi prince",
    "piece.sami.soldier" => "warrior",
    "piece.sami.soldiers" => "warriors",
    "piece.landowner.king" => "landowner",
    "piece.landowner.prince" => "landowner's son",
    "piece.landowner.soldier" => "peasant",
    "piece.landowner.soldiers" => "peasants",

    // Rules: titles and our plain-language summaries.
    "rule.board" => "The board",
    "rule.board.text" => {
        "A grid of 6 by 7 points with a diagonal cross in each of its 30 squares: \
        72 points joined by 191 lines. Pieces stand on the points."
    },
    "rule.pieces" => "The pieces",
    "rule.pieces.text" => {
        "Each side has 30 pieces: the Sámi a king, a prince and 28 warriors; the \
        landowners a landowner, his son and 28 peasants."
    },
    "rule.sides" => "Sides and first move",
    "rule.sides.text" => "The players choose who plays the Sámi and who moves first.",
    "rule.setup" => "Starting position",
    "rule.setup.text" => {
        "The warriors or peasants fill the first five rows of points on their side. \
        The prince stands on the sixth row at the player's far right, the king on the middle row at \
        the player's right edge. Twelve points stay empty."
    },
    "rule.move" => "Moving",
    "rule.move.text" => {
        "On your turn, move one piece one step along a line to an empty neighbouring \
        point, in any direction."
    },
    "rule.jump" => "Capturing",
    "rule.jump.text" => {
        "A piece captures by jumping along a straight line over a neighbouring enemy \
        piece to the empty point just beyond. The jumped piece is removed."
    },
    "rule.rank" => "Rank",
    "rule.rank.text" => {
        "A piece may only capture pieces of its own rank or lower: a king takes \
        anything, a prince takes princes and soldiers, a soldier only soldiers."
    },
    "rule.chain" => "Several jumps",
    "rule.chain.text" => {
        "After a jump the same piece may jump again, changing direction if it likes, \
        all in the same turn."
    },
    "rule.capture" => "Capture is compulsory (modern play)",
    "rule.capture.text" => {
        "If you can capture, you must. You may choose which piece captures and which \
        way it goes."
    },
    "rule.capture-optional" => "Capture is optional (Keyland's record)",
    "rule.capture-optional.text" => {
        "In the game as first recorded, capturing is never forced, and a \
        piece may stop after any jump of a chain."
    },
    "rule.capture-optional.rare" => "Only with the option \"capture: optional (Keyland's record)\".",
    "rule.chain-complete" => "Finishing a chain (our reading)",
    "rule.chain-complete.text" => {
        "When capture is compulsory, a piece that has started jumping must go \
        on while it can still capture. It need not choose the longest chain."
    },
    "rule.vacated" => "The starting point is free (our reading)",
    "rule.vacated.text" => {
        "Once a piece has jumped away, its starting point is empty: a chain may come back to it."
    },
    "rule.same-effect" => "Same start, end and captures: same move (our reading)",
    "rule.same-effect.text" => {
        "Two chains that start and end on the same points and take the same \
        pieces leave the same position, so they count as one move. You may play either path."
    },
    "rule.no-promotion" => "No promotion",
    "rule.no-promotion.text" => "Pieces never change rank, and a lost king or prince never comes back.",
    "rule.win" => "Winning",
    "rule.win.text" => "You win when you have captured all of your opponent's pieces.",
    "rule.blocked" => "A side that cannot move (our rule)",
    "rule.blocked.text" => {
        "Our rule, as in draughts: if it is your turn and none of your pieces can \
        move or capture, you lose. The article is silent; Keyland's record has only the rule for a \
        blocked lone piece, which the options offer instead."
    },
    "rule.blocked.rare" => {
        "A side almost never runs out of moves: every piece may step along any of \
        its four to eight lines, so the whole side must be hemmed in. In 20,000 random games it \
        happened twice."
    },
    "rule.lone-blocked" => "A blocked lone piece (Keyland's record)",
    "rule.lone-blocked.text" => {
        "A player whose only piece outranks all the opponent's pieces loses if \
        that piece cannot move. Any other side that cannot move just passes."
    },
    "rule.lone-blocked.rare" => {
        "Only with the option \"a side that cannot move: only a lone outranking \
        piece loses\". Even then random games almost never reach it (twice in 20,000)."
    },
    "rule.no-capture-draw" => "Draw without captures",
    "rule.no-capture-draw.text" => {
        "The game is drawn when each player has made a set number of turns (25 unless you \
        change it) without anyone capturing."
    },
    "rule.draw-limit" => "How many turns (our choice)",
    "rule.draw-limit.text" => {
        "The source gives no number. We use 25 turns of each player, the limit international \
        draughts sets when only kings (pieces that move freely, like every Dablot piece) are moving."
    },
    "rule.agreement" => "Draw by agreement",
    "rule.agreement.text" => {
        "The players may agree to a draw at any time. One offers it, the other \
        accepts or declines: on one screen, against the computer (which accepts or declines by how \
        the game stands for it), or in a game played by link."
    },
    "rule.agreement.rare" => {
        "An agreement is not a move: the players make it beside the moves, so \
        random games never reach it."
    },
    "rule.lone-kings" => "Two lone kings (variant)",
    "rule.lone-kings.text" => "If only the two kings are left, the game is a draw.",
    "rule.lone-kings.rare" => {
        "Only with the option \"only the two kings left: draw\"; with it, 1 % of \
        random games end so."
    },
    "rule.single-combat" => "Single combat (variant)",
    "rule.single-combat.text" => {
        "When each side has one piece left and both are of the same rank, \
        each must capture the other if it can, or else step closer to it."
    },
    "rule.single-combat.rare" => {
        "Only with the option \"single combat: on\"; with it, 1.4 % of random \
        games come down to one piece each of the same rank."
    },
    "rule.king-capture" => "Losing the king (variant)",
    "rule.king-capture.text" => {
        "By agreement, a player whose king is captured by the other king loses \
        at once."
    },
    "rule.king-capture.rare" => "Only with the option \"captured king: loses the game\".",

    // Options.
    "opt.capture" => "Capture",
    "opt.capture.compulsory" => "compulsory (modern play)",
    "opt.capture.optional" => "optional (Keyland's record)",
    "opt.capture.help" => "Must a player who can capture do so, and finish the chain?",
    "opt.sami" => "Sámi side",
    "opt.sami.0" => "player 1 (near side)",
    "opt.sami.1" => "player 2 (far side)",
    "opt.sami.help" => "Which player leads the Sámi; the other leads the landowners.",
    "opt.first" => "First move",
    "opt.first.0" => "player 1 (near side)",
    "opt.first.1" => "player 2 (far side)",
    "opt.first.help" => "Which player moves first.",
    "opt.draw_turns" => "Draw after turns without capture",
    "opt.draw_turns.help" => "Turns of each player without any capture after which the game is drawn.",
    "opt.blocked" => "A side that cannot move",
    "opt.blocked.loses" => "loses (our rule, as in draughts)",
    "opt.blocked.lone-loses" => "only a lone outranking piece loses, others pass (Keyland's record)",
    "opt.blocked.help" => {
        "What happens when the player to move has no move at all. The article says \
        nothing. Keyland's record names only a lone piece that outranks every enemy piece and cannot \
        move: it loses, and Ludii plays it so. That any side without a move loses is our rule, taken \
        from draughts."
    },
    "opt.lone_kings" => "Only the two kings left",
    "opt.lone_kings.play" => "play on",
    "opt.lone_kings.draw" => "draw",
    "opt.lone_kings.help" => "End the game as a draw when only the two kings remain.",
    "opt.single_combat" => "Single combat",
    "opt.single_combat.off" => "off",
    "opt.single_combat.on" => "on",
    "opt.single_combat.help" => {
        "With one piece each of equal rank, both must close in until one \
        captures."
    },
    "opt.king_capture" => "Captured king",
    "opt.king_capture.play-on" => "play on",
    "opt.king_capture.loses" => "loses the game",
    "opt.king_capture.help" => "Does losing your king to the enemy king lose the game?",

    // How a game ended.
    "end.all-taken" => "All of the loser's pieces were captured.",
    "end.king-taken" => "The loser's king was captured.",
    "end.blocked" => "The loser could not move.",
    "end.lone-blocked" => "The loser's last piece outranked every enemy piece but could not move.",
    "end.lone-kings" => "Only the two kings were left: a draw.",
    "end.no-capture" => "Too many turns without a capture: a draw.",

    // Moves and errors.
    "pass" => "pass (no move possible)",
    "error.notation" => "\"{0}\" is not a move: write points as x,y (for example 4,4-4,6 or 2,4x2,8x6,8)",
    "error.no_point" => "{0} is not a point of the board",
    "error.not_yours" => "there is no piece of the side to move on {0}",
    "error.occupied" => "{0} is not empty",
    "error.step_in_chain" => "{0} to {1} is a step, and a step cannot be part of a capture",
    "error.not_a_jump" => "{0} to {1} is neither a step nor a jump along a line",
    "error.nothing_to_jump" => "there is no enemy piece on {0} to jump over",
    "error.outranked_soldier" => "the piece on {0} outranks this soldier: soldiers only capture soldiers",
    "error.outranked_prince" => "the piece on {0} is a king: only a king can capture a king",
    "error.must_capture" => "a capture is possible, and capture is compulsory",
    "error.chain_unfinished" => {
        "the chain is not finished: this piece can still capture, and a \
        started chain must be completed"
    },
    "error.single_combat" => {
        "in single combat a piece must capture if it can, or else step closer to \
        the enemy piece"
    },
    "error.pass" => "you may only pass when no move is possible",
    "error.json_to_move" => "\"to_move\" must be 0 or 1",
    "error.json_side" => "a piece's \"side\" must be 0 or 1",
    "error.json_rank" => "\"{0}\" is not a rank (king, prince or soldier)",
    "error.json_point" => "{0},{1} is not a point of the board",
    "error.json_twice" => "two pieces on {0}",
    "error.json_two_kings" => "side {0} has more than one king",
    "error.json_two_princes" => "side {0} has more than one prince",
    "error.json_soldiers" => "side {0} has more than 28 soldiers",
    "error.json_no_pieces" => "side {0} has no pieces, yet it made the last move",
    "error.json_no_kings" => "with king_capture=loses at least one king must be on the board",
    "error.json_quiet" => "turns_without_capture = {0} is more than the draw limit allows ({1})",
    "error.json_option" => "option field \"{0}\" must be a string or a number",
}
