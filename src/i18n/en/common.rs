//! Texts shared by the whole site and by every game.

crate::i18n::catalog! {
    // The site frame.
    "site.name" => "Sand & Board",
    "site.tagline" => "Four traditional games, played as their sources record them",
    "site.skip" => "Skip to the content",
    "site.footer" => {
        "Every rule here cites its source. The site runs entirely in your browser; nothing is sent anywhere."
    },
    "site.projector" => "Projector",
    "site.not_found" => "No such page",
    "site.not_found.text" => "This address names no game:",
    "site.back_home" => "Back to the games",
    // The home page.
    "home.title" => "Play, study and teach four traditional games",
    "home.intro" => {
        "Each game follows the written record it comes from: the rules panel shows the source's own words beside every rule, and where a source is silent or unclear, our decision and the other readings you can choose."
    },
    "home.about" => "About the sources",
    "home.about.text" => {
        "Dèleb was recorded by G. Marin among Somali boys (1931); the hyena game by R. Davies in the Sudan; Um dyar from Hassaniya players in Mauritania; Dablot Prejjesne from the South Sámi, after Keyland (1921)."
    },
    // The new-game panel.
    "setup.title" => "New game",
    "setup.rules" => "Rules",
    "setup.seats" => "Who plays",
    "setup.player" => "Player",
    "setup.person" => "Person",
    "setup.computer.beginner" => "Computer — beginner",
    "setup.computer.intermediate" => "Computer — intermediate",
    "setup.computer.strong" => "Computer — strong",
    "setup.name" => "Name (optional)",
    "setup.start" => "Start the game",
    "setup.cancel" => "Back to the game",
    // Around the board.
    "table.actions" => "Game actions",
    "table.new_game" => "New game",
    "table.rules" => "Rules",
    "table.seat_n" => "Player {0}",
    "table.computer" => "computer",
    "table.to_move" => "To play: {0}",
    "table.to_throw" => "{0} throws the sticks",
    "table.chance" => "The sticks are thrown",
    "table.thinking" => "thinking…",
    "table.throw" => "Throw the sticks",
    "table.draw" => "The game is drawn",
    "table.winner" => "Won by {0}",
    "table.place" => "place {0}",
    "table.players" => "Players",
    "table.undo" => "Take back",
    "table.speed" => "Animation",
    "table.speed.class" => "Slow (for a class)",
    "table.speed.fast" => "Fast",
    "table.speed.none" => "None",
    "table.moves" => "Moves",
    "table.dismiss" => "Dismiss",
    // Throwing sticks.
    "sticks.last" => "Last throw",
    "sticks.none" => "The sticks, not yet thrown",
    // Where the game is kept, and links that fail.
    "keep.not_saved" => "This browser did not let the game be saved on this device; it is still in the address bar.",
    "keep.link_problem" => "This link could not be opened in full.",
    "keep.link_problem.help" => "Whatever could be read is shown. Nothing you had is lost: your saved games are untouched. You can start a new game or go back to the games.",
    // Playing on this screen or by links.
    "setup.where" => "Where do the players sit?",
    "setup.where.here" => "Together, at this screen",
    "setup.where.link" => "Apart: each plays on his own device, by sending links",
    "setup.where.link.help" => "Tick the seats you play. Send the invitation link to the others: they choose their seats, and the game goes back and forth by links. Nobody can foresee or throw again another player's sticks.",
    "setup.mine" => "I play this seat",
    // Stepping through a game.
    "replay.title" => "Step through the game",
    "replay.at" => "Move {0} of {1}",
    "replay.start" => "To the start",
    "replay.back" => "One move back",
    "replay.forward" => "One move forward",
    "replay.end" => "To the end",
    "replay.auto" => "Play the moves",
    "replay.play_on" => "Play on from here",
    // Sharing and records.
    "share.title" => "Share and keep",
    "share.this_game" => "Link to this game as it stands",
    "share.lesson" => "Lesson link: this game from its start",
    "share.lesson.help" => "Everyone who opens the lesson link starts from the same position and gets the same throws at the same moments: a whole class can follow one game.",
    "share.copy" => "Copy",
    "share.copied" => "Copied",
    "share.qr" => "QR code",
    "share.qr.label" => "QR code of the link",
    "share.qr.too_long" => "This link is too long for a QR code; copy it instead.",
    "share.export" => "Download the game record",
    "share.import" => "Open a game record…",
    "share.record.help" => "A game record is a small text file in the notation of the lab tool: keep it, read it, or analyse it with `lab play GAME --record FILE`.",
    "share.unreadable" => "That file could not be read.",
    // Correspondence play.
    "corr.title" => "Playing by links",
    "corr.invite" => "Send this invitation link to the other players. Each opens it, chooses a seat and sends you back the link it gives.",
    "corr.invite.link" => "Invitation link",
    "corr.join.intro" => "You are invited to this game. Choose your seat(s) and your name, then send back the link you will be given.",
    "corr.join.seats" => "Seats still free",
    "corr.join" => "Join the game",
    "corr.all_joined" => "Everyone has joined.",
    "corr.start" => "Start the game",
    "corr.wait_start" => "Waiting for the game's creator to start it. Send him this link if you have not yet.",
    "corr.your_turn" => "Your turn: play on the board, then send the link that appears here.",
    "corr.send_to" => "Now send this link to {0}.",
    "corr.watching" => "You are watching this game. {0} is to play.",
    "corr.send" => "Link to send",
    "corr.over" => "The game is over. The link shows the whole game.",
    "corr.fair" => "Throws come from values each player's browser committed to before anyone could see them: nobody can foresee or throw again another's sticks (docs/links.md).",
    "corr.no_random" => "This browser gives no source of randomness, so it cannot play by links.",
    // Saved games on the home page.
    "saved.title" => "Games in progress on this device",
    "saved.here" => "on this screen",
    "saved.by_link" => "by links",
    "saved.moves" => "{0} moves",
    "saved.over" => "finished",
    "saved.continue" => "Continue",
    "saved.delete" => "Delete",
    "saved.really_delete" => "Really delete?",
    "saved.broken" => "Some saved games could not be opened. They were set aside on this device (not deleted):",
    "saved.unknown_game" => "this saved game is for a game this site does not know",
    // The rules panel.
    "rules.title" => "Rules and sources",
    "rules.intro" => {
        "Each rule as this site plays it, with the words of the source it rests on. A rule the last move applied is marked."
    },
    "rules.in_force" => "Options in force",
    "rules.source" => "Source:",
    "rules.ours" => "our decision (the source is silent)",
    // Errors from the shared model.
    "error.not_legal_now" => "that move is not legal now",
    "error.game_over" => "the game is over",
    "error.option_choice" => "option {0} cannot be \"{1}\" (choose one of: {2})",
    "error.option_number" => "option {0} takes a whole number, not \"{1}\"",
    "error.option_range" => "option {0} = {1} is out of range ({2} to {3})",
    "error.option_step" => "option {0} = {1} must be from {2} to {3} in steps of {4}",
    "error.option_unknown" => "there is no option \"{0}\" (options: {1})",
    "error.option_syntax" => "\"{0}\" is not of the form key=value",
    "error.notation" => "\"{0}\" is not a move in this game's notation",
    "error.json" => "the state is not valid JSON: {0}",
    "error.json_field" => "the state's field \"{0}\" is missing or not {1}",
    "error.json_game" => "the state is for game \"{0}\", not \"{1}\"",
    "error.no_resign" => "this game offers no resignation",
    "error.no_draw_agreement" => "this game offers no draw by agreement",
    "error.resign_sides" => "resigning is offered only where two sides play",
    "error.no_such_seat" => "there is no seat {0}",
    // Endings by agreement (src/model/ending.rs): the shared rules of games whose source is
    // silent, and the texts around the board.
    "ending.rule.resign" => "Resigning",
    "ending.rule.resign.text" => {
        "A player may resign at any moment, also when it is not his turn: his side loses (in a team game, the whole team) and the other side wins. Our rule, as in most board games: the source is silent. Offered only where two sides play."
    },
    "ending.rule.draw-agreed" => "Draw by agreement",
    "ending.rule.draw-agreed.text" => {
        "A player may offer a draw at any moment; if every other side accepts, the game ends drawn, and if one declines, play goes on. A computer player accepts only when its own estimate of the position says it is clearly behind. Our rule: the source is silent."
    },
    "ending.resign" => "Resign",
    "ending.resign.confirm" => "Resign this game? Your side loses.",
    "ending.offer_draw" => "Offer a draw",
    "ending.offered" => "{0} offers a draw.",
    "ending.accept" => "Accept the draw",
    "ending.decline" => "Decline",
    "ending.declined" => "{0} declines the draw: play goes on.",
    "ending.computer_accepts" => "{0} (computer) accepts the draw.",
    "ending.computer_declines" => "{0} (computer) declines the draw: play goes on.",
    "ending.resigned" => "{0} resigned.",
    "ending.draw_agreed" => "Drawn by agreement.",
    "ending.take_back" => "Take back the ending",
    "ending.corr.offer_sent" => "You offer a draw. Send this link to {0}, who will accept or decline it.",
    "ending.corr.answer" => "{0} offers a draw. Accept or decline it, then send the link that appears here.",
    "ending.corr.wait_answer" => "Your draw offer is waiting for {0}'s answer.",
    "ending.corr.accepted_by" => "Accepted so far by: {0}.",
    // Game links, saved games and records (src/link). Positions ("at byte {0}") help whoever
    // debugs a link; the first sentence is what a player can act on.
    "link.error.too_long" => "This link is too long to be a game (more than {0} characters).",
    "link.error.no_game" => "This address holds no game (a game link ends in ?g= followed by the game).",
    "link.error.wrong_game" => "This link is for the game \"{0}\", not \"{1}\".",
    "link.error.char" => {
        "This link is damaged: it contains \"{0}\" (character {1}), which no game link has. Copy the whole link again."
    },
    "link.error.damaged" => {
        "This link is damaged or incomplete (its check does not match). Copy the whole link again, or ask for it again."
    },
    "link.error.newer_format" => {
        "This link was made by a newer version of the site (link format {0}; this page reads up to {1}). Reload the page to update it."
    },
    "link.error.unknown_format" => "This is not a game link this site ever made (link format {0}).",
    "link.error.truncated" => "This link is damaged: it ends in the middle of a value (at byte {0}).",
    "link.error.overlong" => {
        "This link is damaged: a number in it is written in an invalid form (at byte {0})."
    },
    "link.error.too_big" => {
        "This link is damaged: a number in it is too large ({1}, at most {2}; at byte {0})."
    },
    "link.error.utf8" => "This link is damaged: a text in it is not valid (at byte {0}).",
    "link.error.trailing" => {
        "This link is damaged: it has {0} unexpected bytes at its end (from byte {1})."
    },
    "link.error.no_seats" => "This link is damaged: it describes no seats.",
    "link.error.player" => "This link is damaged: seat {0} has an unknown kind of player ({1}).",
    "link.error.name" => "The name of seat {0} cannot be used.",
    "link.error.throws" => "This link is damaged: it has an unknown way of deciding throws ({0}).",
    "link.error.started" => {
        "This link is damaged: an invalid value ({0}) where it says whether the game has started."
    },
    "link.error.owners" => {
        "This link is damaged: its seats are not shared out between the players correctly."
    },
    "link.error.options" => "This link's options are not valid for this game.",
    "link.error.setup" => "This link's options do not make a game.",
    "link.error.seats" => "This link has {0} seats, but this game has {1}.",
    "link.error.ending" => "This link is damaged: it has an unknown kind of ending ({0}).",
    "link.error.acts" => "This link is damaged: its draw offers and resignations are out of order.",
    "link.error.act" => "This link is damaged: it has an unknown kind of draw offer, answer or resignation ({0}).",
    "link.reason.no_such_move" => {
        "move {0} is number {1} of the moves possible there, but there are only {2}"
    },
    "link.reason.after_end" => "move {0} comes after the end of the game",
    "link.reason.seed_throw" => "throw {0} is \"{1}\", but the game's seed gives \"{2}\"",
    "link.stop.older_rules" => {
        "This game was made with an earlier version of the rules (revision {0}; now {1}). It was replayed up to move {2}."
    },
    "link.stop.newer_rules" => {
        "This game was made with a newer version of the rules (revision {0}; this page has {1}). It was replayed up to move {2}; reload the page to update it."
    },
    "link.stop.edited" => "This game was edited or damaged: it was replayed up to move {0} only.",
    "link.stop.ending" => {
        "Every move of this game was replayed ({0} moves), but not the way it ended: that ending is not possible there."
    },
    "link.name.too_long" => "A name may have at most {0} characters (this one has {1}).",
    "link.name.char" => {
        "A name may not contain line breaks, control or text-direction characters (it contains {0})."
    },
    // Correspondence play.
    "link.corr.secret_text" => "The saved key for this game is damaged.",
    "link.corr.no_seats" => "Choose at least one seat to play.",
    "link.corr.no_such_seat" => "This game has no seat {0}.",
    "link.corr.seat_taken" => "That seat is already taken by another player.",
    "link.corr.already_joined" => "You have already joined this game.",
    "link.corr.already_started" => "This game has already started: nobody can join it any more.",
    "link.corr.not_all_joined" => "Not every seat has a player yet.",
    "link.corr.creator_starts" => "Only the player who created the game can start it.",
    "link.corr.not_started" => "The game has not started yet.",
    "link.corr.not_yours" => "This browser is not one of the players of this game.",
    "link.corr.not_your_turn" => "It is not your turn: wait for the other player's link.",
    "link.corr.throws_are_drawn" => "Throws are not chosen: throw the sticks.",
    "link.corr.not_a_throw" => "This is not the moment to throw the sticks.",
    "link.corr.chain_exhausted" => {
        "This game is too long to go on by links (a player has used up their key)."
    },
    "link.corr.missing_reveal" => {
        "This link lacks a player's published value, so its throws cannot be checked."
    },
    "link.corr.not_correspondence" => "This link is not a game played by links.",
    "link.corr.throw" => {
        "This link was edited: throw \"{1}\" at move {0} is not the one the players' published values give. It cannot be played on."
    },
    "link.corr.forged_reveal" => {
        "This link was edited: a player's published value does not match. It cannot be played on."
    },
    "link.corr.other_game" => "This link is for another game than the one you have.",
    "link.corr.changed_setup" => {
        "This link changes the game's options, seats or players. It cannot be played on."
    },
    "link.corr.older" => {
        "This link is older than your game ({0} moves; yours has {1}). Your game is kept."
    },
    "link.corr.diverged" => {
        "This link does not continue your game: move {0} differs. It cannot be played on."
    },
    "link.corr.players_changed" => {
        "This link does not have the same players as your game. It cannot be played on."
    },
    "link.corr.left_out" => "This game started without you: your seats went to someone else.",
    "link.corr.your_moves" => "This link was edited: move {0} was played for your seats, but not by you.",
    "link.corr.your_acts" => {
        "This link was edited: it has a draw offer, answer or resignation in your name that you did not make."
    },
    "link.corr.acts_diverged" => {
        "This link does not continue your game: a draw offer, answer or resignation differs. It cannot be played on."
    },
    "link.corr.ending" => "This link was edited: the ending it states is not the one its players agreed.",
    "link.corr.bad_act" => "This link was edited: its draw offer, answer or resignation number {0} cannot be made there.",
    "link.corr.after_end" => "The game is over: nothing more can be played or agreed.",
    "link.corr.answer_first" => "A draw has been offered: it must be accepted or declined before play goes on.",
    "link.corr.offer_open" => "A draw offer is already waiting for an answer.",
    "link.corr.no_offer" => "No draw has been offered.",
    "link.corr.not_your_answer" => "It is not for you to answer the draw offer now.",
    "link.corr.not_your_seat" => "You can only resign for a seat you play.",
    // Game records.
    "link.record.too_big" => "This record is too large (at most {0} bytes).",
    "link.record.line_too_long" => "Line {0} of the record is too long (at most {1} bytes).",
    "link.record.too_many_moves" => "This record has too many moves (at most {0}).",
    "link.record.header_too_long" => "Line {0}: too many header lines before \"moves:\".",
    "link.record.header" => {
        "Line {0} of the record is not a header line this site knows (game:, rules:, options:, seat N:, seed:, throws:, moves:)."
    },
    "link.record.duplicate" => "Line {0}: \"{1}\" is given twice.",
    "link.record.no_game" => "The record does not say which game it is (a line \"game: …\").",
    "link.record.game" => "This record is of the game \"{0}\", not \"{1}\".",
    "link.record.rules" => "Line {0}: the rules revision must be a whole number.",
    "link.record.seed" => "Line {0}: the seed must be a whole number from 0 to 18446744073709551615.",
    "link.record.throws" => "Line {0}: throws are \"seeded\" or \"recorded\".",
    "link.record.no_seed" => "The record says its throws follow a seed, but gives none.",
    "link.record.seat" => {
        "Line {0}: a seat is \"person\" or \"computer LEVEL\", optionally followed by a quoted name."
    },
    "link.record.level" => "Line {0}: \"{1}\" is not a computer level (beginner, intermediate, strong).",
    "link.record.name" => {
        "Line {0}: the name must be in double quotes, with \\\" for a quote and \\\\ for a backslash."
    },
    "link.record.seats" => "The record names {0} seats, but this game has {1}.",
    "link.record.numbering" => "Line {0}: this move is numbered {1}, but it is move {2}.",
    "link.record.empty_move" => "Line {0}: a move number with no move.",
    "link.record.ending" => "Line {0}: an ending is \"end: draw agreed\" or \"end: resigned seat N\".",
    "link.record.after_end" => "Line {0}: nothing may follow the line that ends the game (\"end: …\").",
}
