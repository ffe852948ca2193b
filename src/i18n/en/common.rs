//! Texts shared by the whole site and by every game.

pub(super) fn text(key: &str) -> Option<&'static str> {
    Some(match key {
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
