//! English texts for Dèleb (keys without the `deleb.` prefix).

crate::i18n::catalog! {
    "name" => "Dèleb",
    "people" => "Somali · Darod boys (Marin 1931)",
    "tagline" => "Two teams throw four billets, free their slaves and run their men through the sea to eat every enemy.",
    "seat.a" => "Team A · player {0}",
    "seat.d" => "Team D · player {0}",

    // The board.
    "board.label" => "The field: long lines A to D crossed by the cross-lines; B and C are the sea",
    "board.pool" => "Throws to give",
    "board.hint" => "Choose a throw, then one of the circled men.",
    "board.split" => "Separate the double man on {0} (a dèleb moves one of them)",
    "board.end" => "End the turn (forgo the rest)",
    "board.man" => "{0}: {1}, {2}",
    "board.goes" => "The chosen throw takes him to {0}",
    "board.begins" => "{0} begins",
    "board.again" => "no decision: throw again",
    "board.step.ends" => "turn over",
    "board.step.again" => "throw again",
    "board.step.deleb" => "+1 dèleb",
    "board.step.gasse" => "+1 gàsse",
    "board.step.next" => "on to the next stage",
    "board.step.hab" => "all scores lost",
    "board.step.dag" => "enters the game",
    "board.not_counted" => "not counted (handicapped)",
    "board.counts" => "counts {0}",
    "board.gar_day" => "gà·r (on the side): {0}, counted white by day",
    "board.gar_night" => "gà·r (on the side): {0}, counted black at night",
    "board.seat" => "{0}: {1}{2}",
    "board.scored" => " — scored {0} dèleb, {1} gàsse",
    "board.team" => "{0}: {1} men, {2} slaves, {3} dèlebs stored",
    "board.legend" => {
        "Light stones: team A; dark stones: team D. A dashed ring: a slave (horiè·l), freed only by a \
         dèleb. Two stacked stones marked 2: a double man. A wave: a sea-farer (badmə·h). Every line \
         is run the way its arrows point: team A goes A → B → C → D and back C → B → A; team D goes \
         D → C → B → A and back B → C → D."
    },

    // Names of things on the field and at the table.
    "line.a" => "line A (home of team A)",
    "line.b" => "line B (sea, bad)",
    "line.c" => "line C (sea, bad)",
    "line.d" => "line D (home of team D)",
    "team.a" => "team A",
    "team.d" => "team D",
    "man" => "man",
    "double" => "double man",
    "slave" => "slave (horiè·l)",
    "seafarer" => "sea-farer (badmə·h)",
    "gar" => "gà·r (billet on its side)",
    "stage.1" => "entering: stage 1 (four billets)",
    "stage.2" => "entering: stage 2 (three billets)",
    "stage.3" => "entering: stage 3 (two billets)",
    "stage.entered" => "in the game",
    "stage.handicapped" => "handicapped (only dèlebs count)",

    // Throws. Four billets: named by the billets counted white.
    "throw.deleb" => "dèleb",
    "throw.dug" => "dug",
    "throw.3" => "tələ·də",
    "throw.gasse" => "gàsse",
    "throw.sitte" => "sìtte",
    // Three billets (entry stage 2).
    "throw.bbb" => "three black",
    "throw.bbw" => "two black, one white",
    "throw.bww" => "one black, two white",
    "throw.www" => "three white",
    // Two billets (entry stage 3).
    "throw.hab" => "hab (two black)",
    "throw.dag" => "dag (one black, one white)",
    "throw.ww" => "two white",
    "throw.unknown" => "a throw",

    // Options.
    "opt.lines" => "Cross-lines",
    "opt.lines.help" => {
        "How many cross-lines the field has (Marin: twenty is convenient); each team has as many men."
    },
    "opt.players" => "Players",
    "opt.players.help" => "2, 4, 6 or 8 players in two equal teams; partners play one after another.",
    "opt.gar" => "Billets on their side (%)",
    "opt.gar.help" => "How often a billet lands on its side (gà·r), in percent; 0 means never.",
    "opt.time" => "Time of day",
    "opt.time.day" => "day (a billet on its side counts white)",
    "opt.time.night" => "night (a billet on its side counts black)",
    "opt.time.help" => "A billet on its side counts white by day and black at night.",
    "opt.stage_pass" => "Passing to the next entry stage",
    "opt.stage_pass.continue" => "go on throwing at once (Marin)",
    "opt.stage_pass.end-turn" => "ends the turn (Ludii's reading)",
    "opt.stage_pass.help" => {
        "Whether a player who passes to the next entry stage throws again at once or waits for his next \
         turn."
    },

    // Rules: titles and plain summaries.
    "rule.billets" => "The billets",
    "rule.billets.text" => {
        "Four half-sticks are thrown like dice. Each has a black side (the bark) and a white side (the \
         wood)."
    },
    "rule.names" => "What a throw counts",
    "rule.names.text" => {
        "One white is a dèleb (1), two white a dug (2), three white a tələ·də (3), four white a gàsse \
         (4), and no white a sìtte (6)."
    },
    "rule.gar" => "A billet on its side",
    "rule.gar.text" => {
        "A billet that lands on its side (gà·r) counts as white by day and as black at night."
    },
    "rule.gar-rate" => "How often a billet lands on its side",
    "rule.gar-rate.text" => {
        "The source does not say how often this happens. You choose it; by default it never happens, \
         and then the throws come out 4, 6, 4, 1 and 1 times in 16."
    },
    "rule.throw-again" => "Throwing again",
    "rule.throw-again.text" => {
        "After a dèleb, a gàsse or a sìtte the same player throws again. A dug or a 3 ends the throwing."
    },
    "rule.field" => "The field",
    "rule.field.text" => {
        "Four long lines, A, B, C and D, are crossed by cross-lines (twenty is usual). The two middle \
         lines are the sea."
    },
    "rule.men" => "The men",
    "rule.men.text" => {
        "Each team has a man on every junction of its home line: team A on line A, team D on line D."
    },
    "rule.players" => "Players and teams",
    "rule.players.text" => {
        "2, 4, 6 or 8 players form two equal teams. Partners sit together and play one after another; a \
         team's men belong to all its players."
    },
    "rule.seating" => "Seats",
    "rule.seating.text" => {
        "The first half of the seats is team A, the second half team D. The turn passes from each seat \
         to the next, round the table."
    },
    "rule.start" => "Who starts",
    "rule.start.text" => {
        "One team chooses dèleb, the other dug. Each team throws two billets; the four together decide: \
         a dèleb or a dug names the team that starts, anything else is thrown again."
    },
    "rule.start-choice" => "Which team chose what",
    "rule.start-choice.text" => {
        "Here team A has chosen dèleb and team D dug, so team D starts more often (6 chances against \
         4). The first player of the winning team begins."
    },
    "rule.entry-1" => "Entering: stage 1",
    "rule.entry-1.text" => {
        "With four billets: a dug or a 3 ends your turn, a gàsse or a sìtte lets you throw again, a \
         dèleb scores one dèleb and takes you to stage 2."
    },
    "rule.entry-2" => "Entering: stage 2",
    "rule.entry-2.text" => {
        "With three billets: three black or two black and one white score a dèleb; three white score a \
         gàsse; you throw again. One black and two white take you to stage 3."
    },
    "rule.entry-3" => "Entering: stage 3",
    "rule.entry-3.text" => {
        "With two billets: two black (hab) lose everything you scored and you start again next turn; \
         two white score a gàsse and take you back to stage 2; one of each (dag) lets you in: you play \
         what you scored, then hand over."
    },
    "rule.stage-pass" => "Passing to the next stage",
    "rule.stage-pass.text" => {
        "Marin says the player passes on to the next stage at once and goes on throwing. Another \
         reading ends the turn there; it is an option."
    },
    "rule.track" => "The way round",
    "rule.track.text" => {
        "Men go along the lines in a snake: from the home line into the sea, along both sea lines, \
         along the enemy's home line, then back through both sea lines to their own home line, and \
         round again."
    },
    "rule.seafarer" => "Sea-farers",
    "rule.seafarer.text" => {
        "A man who has reached the far end of the enemy's home line becomes a sea-farer on his way back \
         home."
    },
    "rule.use-throws" => "Using the throws",
    "rule.use-throws.text" => {
        "When the throwing ends you give your throws to men in any order. Each throw moves one man its \
         whole count; it is never split between men."
    },
    "rule.throw-first" => "Throw first, then move",
    "rule.throw-first.text" => {
        "All the throws of a turn are made before any man moves, as Marin says players usually do."
    },
    "rule.liberation" => "Slaves",
    "rule.liberation.text" => {
        "A man that has never moved is a slave. Only a dèleb frees him, by moving him one step, and a \
         team must spend its dèlebs freeing slaves until all its men are free."
    },
    "rule.liberation-blocked" => "When no slave can be freed",
    "rule.liberation-blocked.text" => {
        "If every slave's step is barred (by a double man of its own team), the dèleb may be used for \
         something else, but it cannot be stored."
    },
    "rule.pass" => "Passing",
    "rule.pass.text" => "A man may pass over men of his own team but never over an enemy.",
    "rule.eat" => "Eating",
    "rule.eat.text" => "A man that lands exactly on an enemy eats him: the enemy leaves the game.",
    "rule.store" => "Storing dèlebs",
    "rule.store.text" => {
        "Once all its men are free, a team keeps the dèlebs it does not use and may spend them in a \
         later turn. Only dèlebs can be kept."
    },
    "rule.forgo" => "Forgoing throws",
    "rule.forgo.text" => "You may leave any throw unused when you end your moving.",
    "rule.double" => "Double men",
    "rule.double.text" => {
        "A man that lands on a man of his own team joins him: the two move together and can be eaten \
         together. Only a dèleb separates them."
    },
    "rule.double-limit" => "Two at most",
    "rule.double-limit.text" => {
        "A double man is two men: no third can join them, and no man can join a slave. The man who \
         joins follows his companion's way round."
    },
    "rule.split" => "Separating a double man",
    "rule.split.text" => {
        "A dèleb given to a double man may move both one step, or move one of them one step and leave \
         the other."
    },
    "rule.handicap" => "Handicapped players",
    "rule.handicap.text" => {
        "A player who has not entered when all his team's men are free no longer needs to enter, but \
         from then on only his dèlebs count."
    },
    "rule.handicap-detail" => "How a handicapped player plays",
    "rule.handicap-detail.text" => {
        "He throws four billets as usual and throws again after a dèleb, gàsse or sìtte, but only his \
         dèlebs can be used. What he had scored while entering is lost."
    },
    "rule.win" => "Winning",
    "rule.win.text" => "The team that eats every man of the other team wins.",

    // Reasons a move is refused.
    "error.players" => "the players must be 2, 4, 6 or 8 in two equal teams, not {0}",
    "error.throw_first" => "the billets must be thrown first",
    "error.not_throw_time" => "it is time to move men, not to throw",
    "error.billets" => "this throw is made with {0} billets",
    "error.no_gar" => "no billet lands on its side in this game",
    "error.no_throw" => "there is no {0} to use",
    "error.no_man" => "there is no man of yours on {0}",
    "error.no_men" => "no man can take this throw",
    "error.slave_deleb" => "the slave on {0} can only be freed by a dèleb",
    "error.free_first" => "dèlebs must free slaves first",
    "error.pass_enemy" => "the man on {0} would pass an enemy on {1}",
    "error.join_slave" => "{0} holds a slave, whom no man may join",
    "error.full" => "a double man already stands on {0}",
    "error.not_double" => "only a double man can be separated, and {0} holds a single man",
    "error.notation" => {
        "\"{0}\" is not a Dèleb move (examples: dug, s2:bbw, s3:dag, dug:B3-B5, split:B3-B4, end)"
    },
    "error.junction" => "\"{0}\" is not a junction (lines A to D, cross-lines 1 to {1})",
    "error.wrong_target" => "a throw of {0} takes the man on {1} to {2}, not {3}",
    "error.impossible" => "impossible position: {0}",
    "error.json_range" => "the state's field \"{0}\" is {1}, beyond {2}",
    "error.json_team" => "\"{0}\" is not a team (A or D)",
    "error.json_phase" => "\"{0}\" is not a phase (start, throw, move or over)",
    "error.json_teams" => "the state must describe teams A and D once each",
    "error.json_step" => "step {0} of this team's way round is not {1}",
    "error.json_twice" => "two entries stand on {0}",
    "error.json_count" => "the state's \"{0}\" says {1} but the field has {2}",
    "error.json_players" => "the state lists {0} players but the options say {1}",
    "error.json_seat" => "seat {0} is described twice",
    "error.json_stage" => "\"{0}\" is not an entry stage (1, 2, 3, entered or handicapped)",
}
