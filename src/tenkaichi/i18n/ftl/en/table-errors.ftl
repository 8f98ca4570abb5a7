## The web table's errors: each one line, in the reader's language

table-state-lobby = lobby
table-state-running = running
table-state-paused = paused
table-state-over = over
table-either-or = { $first } or { $second }
table-your-name = your name
table-seat-name = the seat's name

## Answers and dice (service, service_core, inputs)

table-error-already-started = the fight has already started
table-error-waits-for-dice = the fight waits for dice, not for a choice
table-error-no-decision = there is no decision to make
table-error-not-your-decision = it is not your decision: { $fighter } is not yours to play
table-error-cannot-do-that = { $fighter } cannot do that: { $reason }
table-error-no-dice-needed = no dice are needed now
table-error-not-your-dice = { $who } rolls these dice, not you
table-error-policy-who = only a player or the game master sets reaction policies
table-error-not-let-in = the game master has not let you in yet
table-error-fight-over = the fight is over
table-error-asks-every-decision = a { $title } table asks every decision
table-error-no-turn-yet = there is no turn in progress yet
table-error-replay-not-yet = the replay opens when the fight is over
table-error-replay-step = a replay step is a whole number from 0 to { $steps }
table-error-cannot-pause = the table is { $status }: it cannot pause now
table-error-cannot-resume = the table is { $status }: it cannot resume now
table-error-cannot-end = the table is { $status }: it cannot end now
table-error-already-answered = decision { $decision } was already answered: look at the table again
table-error-database-busy = the table's database is busy, try again ({ $error })
table-error-no-seat = there is no seat { $seat } at this table
table-error-invalid-link = that seat link is not valid: ask the game master for a new one
table-error-gm-only = only the game master may do that
table-error-spectator-cannot-act = a spectator cannot act
table-error-nobody-answers = the table is { $status }: nobody answers now
table-error-answer-names-decision = an answer names the decision it answers by its number
table-error-decision-over = decision { $decision } is over: the table is at decision { $now }
table-error-must-be-text = { $what } must be text
table-error-field-problem = { $what }: { $problem }
table-error-no-option = option { $option } does not exist: choose 0 to { $last }
table-error-answer-shape = an answer is an option's number or its key
table-error-answer-unreadable = that answer is not readable as an option
table-error-answer-long = that answer is longer than { $most } characters
table-error-not-an-option = that answer is not one of the options: look at the table again
table-error-type-dice = type the numbers the dice show, like { $example }

## Seats (service_seats, seats)

table-error-dice-modes = dice at a { $title } table are { $modes } (got { $got })
table-error-seed = the seed is a whole number from 0 to { $high }
table-error-too-many-tables = you already have { $most } open tables: end one first
table-error-too-many-bots = your open tables would have { $count } fighters played by bots, over the { $most } the server plays for one game master at once: end a table first
table-error-seat-dice = a seat's dice are physical or digital
table-error-gm-not-removed = the game master's seat cannot be removed
table-error-still-plays = { $n ->
    [one] { $who } still plays { $fighters }: give it to another seat first
   *[other] { $who } still plays { $fighters }: give them to another seat first
}
table-error-who-joins = only a player or a spectator joins a table
table-error-not-joined = that seat has not joined yet
table-error-server-rolls = this table rolls every die on the server already
table-error-bot-rolls = a bot always rolls its own dice
table-error-gm-not-kicked = the game master cannot be kicked
table-error-kicked-to = a kicked seat's fighters go to the GM or a bot ({ $kinds })
table-error-link-made-anew = that seat's link was made anew: it has no token to act with
table-error-role = a seat's role is one of: player, bot, spectator (got { $got })
table-error-bot-kind = a bot seat plays { $kinds } (got { $got })
table-error-bot-kind-only = only a bot seat has a bot kind
table-error-spectator-side = a spectator answers for no side and no fighter
table-error-seat-needs-side = a { $role } seat needs a side or fighters to answer for
table-error-no-side = there is no side { $side } in this fight (sides: { $sides })
table-error-no-fighter = there is no fighter { $fighter } in this fight
table-error-not-on-side = { $fighter } is not on side { $side }
table-error-fighter-has-seat = { $fighter } already has a seat
table-error-side-has-seat = side { $side } already has a seat

## The game master's tools (service_gm)

table-error-no-rulings = a { $title } table takes no rulings
table-error-rulings-when = rulings are made while the fight is on
table-error-rule-after-dice = the fight waits for dice: rule once they are in
table-error-ruling-object = a ruling is an object, like { $example }
table-error-ruling-unreadable = that ruling is not readable
table-error-ruling-long = that ruling is longer than { $most } characters
table-error-spectator-plays-none = a spectator plays no fighter
table-error-ruling-refused = that ruling cannot be made: { $error }
table-error-note-text = a note is text
table-error-note = the note: { $problem }
table-error-gm-or-player-may-notes = only the game master or a player may write notes
table-error-gm-or-player-may-rolls = only the game master or a player may roll
table-error-players-may-not-notes = the game master does not let players write notes at this table
table-error-players-may-not-rolls = the game master does not let players roll at this table
table-error-expressions-only = a { $title } table rolls dice expressions only
table-error-check-when = a fighter's check is rolled once the fight has started
table-error-not-yours-to-roll = { $fighter } is not yours to roll for
table-error-player-audience = a player's note or roll goes to everyone or to the game master
table-error-no-fighter-here = there is no fighter { $fighter } at this table
table-error-over-nobody-plays = the fight is over: nobody plays anymore
table-error-undo-dice = after an undo the dice are kept or rolled again
table-error-undo-dice-anew = this table's dice are typed or drawn anew already: keep them
table-error-undo-nothing = there is no fight in progress to undo
table-error-undo-range = undo takes back 1 to { $most } decisions
table-error-undo-only = { $n ->
    [one] only { $count } decisions can be taken back
   *[other] only { $count } decisions can be taken back
}

## Table settings (timer, web_settings)

table-error-unknown-setting = unknown table setting { $setting } (known: { $known })
table-error-flag-gm-sees-secrets = whether the game master sees secrets is yes or no
table-error-flag-hide-npc-numbers = whether NPCs' numbers are hidden is yes or no
table-error-flag-player-notes = whether players may write notes is yes or no
table-error-flag-player-rolls = whether players may roll is yes or no
table-error-flag-approve-spectators = whether spectators wait to be let in is yes or no
table-error-timer = the turn timer is 0 (off) or { $low } to { $high } seconds
table-error-on-timeout = when time runs out the table pauses or passes for the player

## The replay (replay_jump, web_replay)

table-error-round-turn-numbers = a round and a turn are whole numbers
table-error-no-round = the fight has no round { $round } (rounds { $first } to { $last })
table-error-no-round-yet = the fight has no round { $round } (no rounds yet)
table-error-no-turn = round { $round } has no turn { $turn } (turns 1 to { $turns })

## The home page's form (web_create)

table-battlefield-width = the battlefield's width
table-battlefield-height = the battlefield's height
table-error-did-not-work = that did not work
table-error-form-whole = { $what } is a whole number from { $low } to { $high }
table-error-form-seed = the seed is a whole number from 0
table-error-square-name = a square is named like D4, a column letter and a row number (got { $got })
table-error-off-grid = { $square } is off the { $width }x{ $height } grid (A1 to { $last })
table-error-give-name = give your name
table-error-form-dice = the dice are rolled by the table or physical
table-error-edition = unknown edition { $edition }; allowed: { $allowed }
table-error-choose-source = choose an example encounter or give an encounter file, or pick at least two character sheets
table-error-no-example = there is no example encounter { $example }
table-error-give-file = give an encounter file (YAML or JSON)
table-error-two-sheets = a fight needs at least two character sheets
table-error-square-taken = { $fighter } already stands on { $square }
table-error-form-side = a side is { $first } or { $second }
table-error-form-plays = a character is played by a player, the game master or a bot
table-error-choose-sheet-file = choose a sheet file to upload (YAML or JSON)
table-error-no-example-sheet = there is no example sheet { $sheet }
table-error-choose-game = choose one of the games this page offers
table-error-unknown-game = this web table cannot show that game (it shows DBU, { $known })

## The web server (web, web_socket, web_hub)

table-the-seat = the seat
table-the-decision = the decision
table-the-option = the option
table-error-whole = { $what } must be a whole number (got { $got })
table-error-controls = the game master may { $controls } (got { $got })
table-error-end-confirm = ending the fight needs a confirmation: tick 'Yes, end it'
table-error-end-confirm-short = ending the fight needs a confirmation
table-error-seat-actions = a seat is added, let in, kicked, removed or given its dice
table-error-form-large = that form is larger than { $kb } KB
table-error-server = something went wrong on the server: try again, and tell the host if it stays
table-error-server-short = something went wrong on the server
table-error-no-page = there is no such page
table-error-refused = that request is refused
table-error-not-understood = that request is not understood
table-error-message-long = that message is longer than { $most } bytes
table-error-slow-down = too many messages: slow down
table-error-message-deep = that message is nested more than { $most } deep
table-error-message-json = a message is JSON, like { $example }
table-error-message-type = a message has the type "answer" or "dice"
table-error-message-then = an answer's "then" names the next option, like { $example }

## The game master's forms and rolls (web_gm, adhoc)

table-what-new-value = the new value
table-what-stacks = the stacks
table-what-rounds = the rounds it lasts
table-what-how-many = how many
table-what-initiative = the Initiative
table-what-how-many-decisions = how many decisions
table-what-target = the target
table-error-set-what = set Life, Ki, Capacity, Actions or Counter Actions
table-error-move-square = name the square to move to, like D4
table-error-add-square = name the square the new fighter stands on, like D4
table-error-add-sheet = choose the new fighter's sheet: one of this fight's, or an example
table-error-ruling-kinds = a ruling sets a value, a condition, a square, the order, adds or removes
table-error-not-a-check = { $name } is not a Skill or a Saving Throw
table-error-target = a target is a whole number from 0 to { $most }
table-error-type-expression = type the dice to roll, like 2d10+3
table-error-expression-long = a dice expression is at most { $most } characters
table-error-name-a-check = name the Skill or Saving Throw to roll
table-error-bad-dice = the dice { $dice }: { $error }
table-error-dice-do-not-fit = those dice do not fit: { $error }
table-error-dice-left-over = { $n ->
    [one] { $count } of the dice typed were not needed
   *[other] { $count } of the dice typed were not needed
}
table-error-flag-label = { $setting }: yes or no

## The preview, the table's store, exports

table-error-preview-runs = the fights to run are a whole number from 1 to { $most } (got { $got })
table-error-preview-stopping = the server is stopping: no new preview
table-error-preview-running = a preview of this fight is running already: wait or cancel it
table-error-preview-busy = the server is running { $count } previews already: try again in a minute
table-error-preview-do = a preview is started or cancelled
table-preview-not-this-game = a { $title } table has no fight preview
table-preview-before-start = the preview is made before the fight starts
table-preview-failed = the preview failed: { $reason }
table-preview-no-reason = no reason given
table-preview-failed-server = the preview failed on the server: try again, and tell the host
table-error-no-table = there is no table { $table }
table-error-export-dbu-only = only a Dragon Ball Universe fight exports its input log
