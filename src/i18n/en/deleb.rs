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
    "board.choose" => "{0} chooses for his team: dèleb or dug. The other team takes the other word.",
    "board.choose.deleb" => "Choose dèleb (a dèleb thrown at the start lets your team begin)",
    "board.choose.dug" => "Choose dug (a dug thrown at the start lets your team begin)",
    "board.chosen" => "{0} holds dèleb, {1} holds dug",
    "board.drawn" => "Drawn: {0} holds dèleb, {1} holds dug",
    "board.rescue" => {
        "{0}: the throws of {1} can eat your man on {2}. Give him a stored dèleb to step him out of \
         danger, or let it be."
    },
    "board.let_be" => "Let it be (keep the stored dèlebs)",
    "board.in_danger" => "preyed upon",
    "board.beside" => "Stand beside the man on {0} without joining him",
    "board.apart" => "two men standing apart",
    "board.glossary" => "Marin's Somali words",
    "board.glossary.intro" => {
        "Marin (1931) heard Dèleb among Darod (Da·rò·d) boys and notes that it is related to the Arabian \
         ta·b. The boys name the throws, and count the points of a 3, 4 or 6 with special words instead of \
         the Somali numerals."
    },
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
    "opt.players.help" => {
        "2 to 16 players (Marin: \"2, 4, 6, 8, or more\") in two equal teams; partners play one after another."
    },
    "opt.gar" => "Billets on their side (%)",
    "opt.gar.help" => {
        "How often a billet lands on its side (gà·r), in percent; 0 means never. Marin gives no rate: 1 % \
         (ours) is rare for a half-stick lying on its edge, yet about one throw in 25 shows one."
    },
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
    "opt.start_choice" => "Who takes dèleb and who dug",
    "opt.start_choice.choose" => "the first player chooses for his team (Marin: \"One side chooses\")",
    "opt.start_choice.draw" => "drawn at random, even odds",
    "opt.start_choice.fixed" => "team A always holds dèleb (this site's first rules)",
    "opt.start_choice.help" => {
        "Marin: one side chooses dèleb and the other dug before the starting throw. A dug is likelier \
         (6 in 16 against 4), so the choice matters. Marin does not say which side chooses: here team A's \
         first player does, or it is drawn."
    },
    "opt.rescue" => "Stored dèlebs against a threat",
    "opt.rescue.threat" => "also when the danger arises, in the opponents' turn (Marin's example)",
    "opt.rescue.own-turn" => "only in your own turn (this site's first rules)",
    "opt.rescue.help" => {
        "Marin: stored dèlebs serve \"at some critical moment, e.g. for putting out of danger a man which \
         is actually preyed upon by the opponents\". By default a team may spend them while the other \
         team moves, on a man its throws could eat."
    },
    "opt.join_slave" => "Joining a slave",
    "opt.join_slave.no" => "no man may join a slave: the home line is freed in order (ours)",
    "opt.join_slave.yes" => "a man may join a slave; the pair moves only by a dèleb, which frees him",
    "opt.join_slave.help" => {
        "Marin: a slave \"is not allowed to travel until it has been freed\", so no one can move together \
         with him, and team A frees A1, then A2, … The other reading lets a man join a slave (the DLP \
         summary sets no limit on joining)."
    },
    "opt.join_course" => "The way a double man goes",
    "opt.join_course.companion" => "the way of the man already there (ours)",
    "opt.join_course.newcomer" => "the way of the man who joined (ours)",
    "opt.join_course.help" => {
        "On a sea line an outward man may meet a sea-farer going home. Marin does not say which way the \
         two then go together: by default the newcomer follows his companion."
    },
    "opt.double_max" => "Men in a double man",
    "opt.double_max.two" => "two at most (Marin: \"the two companions\")",
    "opt.double_max.any" => "any number may stand together (ours)",
    "opt.double_max.help" => {
        "Marin and the DLP summary speak of two men moving as one. The other reading lets more men join \
         them."
    },
    "opt.join" => "Landing on a companion",
    "opt.join.always" => "he joins him (Marin)",
    "opt.join.choose" => "he may join him or stand beside him (DLP summary)",
    "opt.join.help" => {
        "Marin: \"henceforth the two companions move together\". The DLP summary: \"they may choose to \
         move both pieces as one\"; two men standing apart each move alone."
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
    "rule.words" => "Marin's words",
    "rule.words.text" => {
        "Dèleb is related to the Arabian ta·b. The boys count the points of a throw with special words: \
         3 is tùh, tàh, tələ·də; 4 is gàsse (\"reddish\"), bù·ri (\"tobacco\"), dzèmana (\"coffee-pot\"), \
         sónkor (\"sugar\"); 6 is inna sè·ra, wàha, àrab, qàmma, qabsej (\"he caught\")."
    },
    "rule.gar" => "A billet on its side",
    "rule.gar.text" => {
        "A billet that lands on its side (gà·r) counts as white by day and as black at night."
    },
    "rule.gar-rate" => "How often a billet lands on its side",
    "rule.gar-rate.text" => {
        "The source does not say how often this happens. Here each billet lies on its side once in 100 \
         throws (an option: 0 to 50 %), so about one throw in 25 shows a gà·r. With none, the throws come \
         out 4, 6, 4, 1 and 1 times in 16."
    },
    "rule.throw-again" => "Throwing again",
    "rule.throw-again.text" => {
        "After a dèleb, a gàsse or a sìtte the same player throws again. A dug or a 3 ends the throwing."
    },
    "rule.field" => "The field",
    "rule.field.text" => {
        "Four long lines, A, B, C and D, are crossed by cross-lines (twenty is usual). The two middle \
         lines are the sea (bad)."
    },
    "rule.men" => "The men",
    "rule.men.text" => {
        "Each team has a man on every junction of its home line: team A on line A, team D on line D."
    },
    "rule.players" => "Players and teams",
    "rule.players.text" => {
        "2 to 16 players form two equal teams. Partners sit together and play one after another; a team's \
         men belong to all its players."
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
    "rule.start-choice" => "Who chooses",
    "rule.start-choice.text" => {
        "Marin does not say which side chooses. Here team A's first player chooses dèleb or dug for his \
         team (a dug is likelier: 6 chances against 4); as an option it is drawn. The first player of the \
         team that wins the starting throw begins."
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
        "A man who has reached the far end of the enemy's home line becomes a sea-farer (badmə·h) on his \
         way back home."
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
        "A man that has never moved is a slave (horiè·l). Only a dèleb frees him, by moving him one \
         step, and a team must spend its dèlebs freeing slaves until all its men are free."
    },
    "rule.liberation-blocked" => "When no slave can be freed",
    "rule.liberation-blocked.text" => {
        "If every slave's step is barred (by a double man of its own team), the dèleb may be used for \
         something else, but it cannot be stored."
    },
    "rule.join-slave" => "No one joins a slave",
    "rule.join-slave.text" => {
        "A slave may not travel until he is freed, so no man may land on him to move together with him: \
         team A frees A1 first, then A2 (to A1), and so on. As an option a man may join a slave; the pair \
         then moves only by a dèleb, which frees the slave."
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
    "rule.rescue" => "Out of danger",
    "rule.rescue.text" => {
        "A man is preyed upon when the player moving could eat him with a throw he already holds. While \
         that player moves, the team of the man preyed upon may give it a stored dèleb, one step, to \
         take it out of reach, or let it be; it is asked again after each of his moves. As an option \
         stored dèlebs serve only in the team's own turn."
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
        "A double man is two men: no third can join them. As an option any number may stand together."
    },
    "rule.join-course" => "The double man's way",
    "rule.join-course.text" => {
        "A man who joins a companion going the other way along a sea line (one outward, one a sea-farer \
         going home) follows his companion's way. As an option the pair goes the newcomer's way."
    },
    "rule.join-choice" => "Joining or standing beside",
    "rule.join-choice.text" => {
        "The DLP summary lets a man who lands on a single companion choose: join him (a double man), or \
         stand beside him, each still moving alone and both eaten by an enemy landing there. An option; \
         by default, as in Marin, he joins him."
    },
    "rule.join-choice.rare" => {
        "Only with option join=choose (the DLP summary's reading): by default, as in Marin, a man who lands \
         on a companion always joins him. With the option it applied in every one of 1,000 random games."
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
    "rule.handicap.rare" => {
        "Never with two players (the default): a team's only player frees its slaves himself, so he has \
         entered before they are all free. In 1,000 random games it applied in 0.7 % with 4 players and in \
         all with 16."
    },
    "rule.handicap-detail" => "How a handicapped player plays",
    "rule.handicap-detail.text" => {
        "He throws four billets as usual and throws again after a dèleb, gàsse or sìtte, but only his \
         dèlebs can be used. What he had scored while entering is lost."
    },
    "rule.win" => "Winning",
    "rule.win.text" => "The team that eats every man of the other team wins.",

    // Reasons a move is refused.
    "error.players" => "the players must be an even number from 2 to 16, in two equal teams, not {0}",
    "error.choose_first" => "first one side chooses dèleb or dug",
    "error.choose_word" => "the choice is dèleb or dug",
    "error.chosen" => "dèleb and dug have already been chosen",
    "error.beside_off" => "in this game a man always joins the companion he lands on",
    "error.beside_double" => "the men on {0} move as one; only a single man can stand beside another",
    "error.beside_none" => "{0} holds no single free man going the same way to stand beside",
    "error.not_preyed" => "the man on {0} is not preyed upon: a stored dèleb now only takes a man out of danger",
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
    "error.full" => "no more men may join those on {0}",
    "error.not_double" => "only a double man can be separated, and {0} holds a single man",
    "error.notation" => {
        "\"{0}\" is not a Dèleb move (examples: choose:dug, dug, s2:bbw, s3:dag, dug:B3-B5, split:B3-B4, \
         beside:dug:B3-B5, end)"
    },
    "error.junction" => "\"{0}\" is not a junction (lines A to D, cross-lines 1 to {1})",
    "error.wrong_target" => "a throw of {0} takes the man on {1} to {2}, not {3}",
    "error.impossible" => "impossible position: {0}",
    "error.json_range" => "the state's field \"{0}\" is {1}, beyond {2}",
    "error.json_team" => "\"{0}\" is not a team (A or D)",
    "error.json_phase" => "\"{0}\" is not a phase (choose, start, throw, move, rescue or over)",
    "error.json_teams" => "the state must describe teams A and D once each",
    "error.json_step" => "step {0} of this team's way round is not {1}",
    "error.json_twice" => "two entries stand on {0}",
    "error.json_count" => "the state's \"{0}\" says {1} but the field has {2}",
    "error.json_players" => "the state lists {0} players but the options say {1}",
    "error.json_seat" => "seat {0} is described twice",
    "error.json_stage" => "\"{0}\" is not an entry stage (1, 2, 3, entered or handicapped)",

    // Marin's Somali words (the glossary, `GLOSSARY` in the game's code): what each means or names.
    "word.deleb" => "the throw of one white (counts 1); the game's name",
    "word.darod" => "the Darod, the people among whose boys Marin recorded the game",
    "word.dug" => "the throw of two white (counts 2)",
    "word.3" => "the throw of three white (counts 3); also the third counting word for 3",
    "word.gasse" => "the throw of four white (counts 4); \"reddish\", the first counting word for 4",
    "word.sitte" => "the throw of no white (counts 6)",
    "word.gar" => "a billet lying on its side",
    "word.tuh" => "the first counting word for 3",
    "word.tah" => "the second counting word for 3",
    "word.buri" => "\"tobacco\", the second counting word for 4",
    "word.dzemana" => "\"coffee-pot\", the third counting word for 4",
    "word.sonkor" => "\"sugar\", the fourth counting word for 4",
    "word.inna_sera" => "the first counting word for 6",
    "word.waha" => "the second counting word for 6",
    "word.arab" => "the third counting word for 6",
    "word.qamma" => "the fourth counting word for 6",
    "word.qabsej" => "\"he caught\", the fifth counting word for 6",
    "word.bad" => "\"sea\": the two middle lines, B and C",
    "word.badmah" => "\"sea-farer\": a man coming back from the far end of the enemy's home line",
    "word.horiel" => "\"slave\": a man still on the junction where the game set him",
    "word.hab" => "two black, in the third entry stage: all scores lost",
    "word.dag" => "one white and one black, in the third entry stage: the player enters the game",
    "word.tab" => "the Arabian game of sticks Marin relates Dèleb to",
}
