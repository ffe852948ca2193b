//! Texts shared by the whole site and by every game.

pub(super) fn text(key: &str) -> Option<&'static str> {
    Some(match key {
        // The site frame.
        "site.name" => "Sand & Board",
        "site.tagline" => "Four traditional games, played as their sources record them",
        "site.skip" => "Skip to the content",
        "site.footer" => {
            "Every rule here cites its source. The site runs entirely in your browser; nothing is sent anywhere."
        }
        "site.projector" => "Projector",
        "site.not_found" => "No such page",
        "site.not_found.text" => "This address names no game:",
        "site.back_home" => "Back to the games",
        // The home page.
        "home.title" => "Play, study and teach four traditional games",
        "home.intro" => {
            "Each game follows the written record it comes from: the rules panel shows the source's own words beside every rule, and where a source is silent or unclear, our decision and the other readings you can choose."
        }
        "home.about" => "About the sources",
        "home.about.text" => {
            "Dèleb was recorded by G. Marin among Somali boys (1931); the hyena game by R. Davies in the Sudan; Um dyar from Hassaniya players in Mauritania; Dablot Prejjesne from the South Sámi, after Keyland (1921)."
        }
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
        // The rules panel.
        "rules.title" => "Rules and sources",
        "rules.intro" => {
            "Each rule as this site plays it, with the words of the source it rests on. A rule the last move applied is marked."
        }
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
        _ => return None,
    })
}
