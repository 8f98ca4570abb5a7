## The web table's home page (table_home.html.j2, web_create)

table-home-title = Tenkaichi: open a table
table-home-heading = Open a table
table-home-games-label = games
table-home-games = Games:
table-home-top-link = Tournament of Power table
table-home-top-hint = (the board game for 2 to 6 players)
table-home-gm-name = Your name (game master)
table-home-gm-default = Game master
table-home-fight = The fight
table-home-source-sheets = Pick character sheets
table-home-source-example = An example encounter
table-home-source-file = An encounter file
table-home-sheets = Character sheets
table-home-sheets-hint = Choose each character, the side it fights on and who plays it. A character without a square starts at its side's edge: West on the left, East on the right. A player gets an invite link to hand out; the game master plays the characters nobody else does.
table-home-col-character = Character
table-home-col-file = or a sheet file
table-home-col-side = Side
table-home-col-square = Square (like D4, optional)
table-home-col-plays = Played by
table-home-none = (none)
table-home-the-sheet-file = the sheet file
table-home-plays-player = a player (invite link)
table-home-plays-gm = the game master
table-home-plays-greedy = a greedy bot
table-home-plays-random = a random bot
table-home-battlefield = Battlefield
table-home-by = by
table-home-squares = squares
table-home-example = Example encounter
table-home-file = Encounter file
table-home-yaml = Encounter YAML
table-home-rules = Rules
table-home-edition = Edition
table-home-edition-own = the encounter's own (dbu-2 for picked sheets)
table-home-edition-dbu-2 = dbu-2 (the current rules)
table-home-edition-dbu-1 = dbu-1 (the older maneuvers)
table-home-house-rules = { $n ->
    [one] House rules ({ $count } setting; left at its default, the rules are played as written and the edition's own readings apply)
   *[other] House rules ({ $count } settings; left at their defaults, the rules are played as written and the edition's own readings apply)
}
table-home-col-setting = Setting
table-home-col-value = Value
table-home-col-default = Default
table-home-col-allowed = Allowed
table-home-dice = Dice
table-home-dice-seeded = rolled by the table
table-home-dice-physical = physical (each person types their own, or lets the table roll)
table-home-seed = Seed (optional)
table-home-seed-placeholder = secret
table-home-seed-help = The seed rolls the table's dice: leave it empty for secret dice; a seed you type is for replays and tests, and anyone who knows it can foretell the dice.
table-home-open = Open the table
table-home-open-game = Open the { $title } table

## The house rules' values (web_settings)

table-yes-or-no = yes or no
table-one-of = one of { $choices }
table-whole-from-to = a whole number from { $low } to { $high }
table-list-of = a list of { $low } to { $high } items, each { $each }
table-rule-is = { $setting } is { $allowed }

## The replay page (table_replay.html.j2, web_replay, replay_jump)

table-replay-title = Tenkaichi table: replay, step { $step } of { $steps }
table-replay-heading = Replay: step { $step } of { $steps }
table-replay-jump-to = Jump to
table-replay-jump-step = { $label } (step { $step })
table-replay-go = Go
table-replay-exports = Take the fight home:
table-replay-export-html = transcript (web page)
table-replay-export-md = transcript (Markdown)
table-replay-export-json = input log (for tenkaichi replay)
table-replay-over-draw = The fight is over: a draw.
table-replay-over-wins = The fight is over: side { $side } wins.
table-replay-side-on = Side { $side }, on { $square }
table-replay-health-hidden = Health hidden
table-replay-life = Life { $life }
table-replay-defeated = (defeated)
table-replay-ki-capacity = Ki { $ki }, Capacity { $capacity }
table-replay-form = Form: { $form }
table-replay-what-happened = What happened
table-replay-quiet = No new line in the log at this step (its outcome shows at a later one).
table-replay-round-short = R{ $round }
table-mark-surprise-begins = Surprise round begins
table-mark-round-begins = Round { $round } begins
table-mark-surprise-turn = Surprise round, { $fighter }'s turn
table-mark-round-turn = Round { $round }, { $fighter }'s turn

## The error page (table_error.html.j2)

table-error-page-title = Tenkaichi table
table-error-back = Back to the table
table-error-new-table = Open a new table

## The game master's settings and tools (web_settings, web_gm)

table-flag-hide-npc-numbers = Players see NPCs' Life and Ki only as Health words
table-flag-player-notes = Players may write notes in the log
table-flag-player-rolls = Players may make their own rolls
table-flag-approve-spectators = Spectators wait to be let in
table-timeout-pause = pause the fight
table-timeout-pass = answer for them (pass)
table-gm-seat-you = You
table-gm-seat-not-joined = (not joined yet)
table-gm-seat-label = { $name } ({ $role })
table-gm-role-gm = game master
table-gm-role-player = player
table-gm-role-bot = bot
table-talk-everyone = Everyone
table-talk-gm-alone = The game master alone
table-end-export-md = Transcript (Markdown)
table-end-export-html = Transcript (web page)
table-end-export-json = Input log (JSON, for tenkaichi replay)

## Transcripts (export)

table-export-unknown = unknown
table-export-none = none
table-export-hit-on = { $amount } on { $target }
table-export-defeated = Defeated
table-export-standing = Standing
table-export-col-player = Player
table-export-col-fighter = Fighter
table-export-col-side = Side
table-export-col-score = Score
table-export-col-warriors-left = Warriors left
table-export-col-damage-dealt = Damage dealt
table-export-col-damage-taken = Damage taken
table-export-col-biggest-hit = Biggest hit
table-export-col-ki-spent = Ki spent
table-export-col-kos = KOs
table-export-col-rounds-acted = Rounds acted
table-export-col-conditions = Conditions
table-export-col-life = Life
table-export-col-ki = Ki
table-export-col-hp = HP
table-export-col-status = Status
table-export-before-first-round = Before the first round
table-export-round = Round { $round }
table-export-summary = Summary
table-export-the-fight = The fight
table-export-nothing-yet = Nothing has happened yet.
table-export-notes = Table notes
table-export-caption-fighter = Per fighter, at the end of the log
table-export-caption-player = Per player, at the end of the log
