## Chat (the Discord bot, `tenkaichi chat say`): the router, the languages, the DBU tools,
## the DBU and Tournament of Power tables in chat, and the Discord adapter's own words.
## Commands ($cmd, $command...) arrive already written with their prefix (`!roll`): they are
## typed as they are in every language. Numbers arrive already written the reader's way.

## The router: a post's commands, !help
chat-post-too-long = That post is too long to read for commands ({ $size } characters; at most { $most }). Nothing was run.
chat-post-too-many = That post has { $count } commands; a post runs at most { $most }. Nothing was run.
chat-post-not-run = Not run, as an earlier command was refused: { $commands }.
chat-unknown-command = Unknown command { $command }. { $help } lists the commands.
chat-help = Commands: { $commands }. Each game's own help: { $fight }, { $top }; Dungeon DICE Combat: { $ddc }.
chat-server-fault = Something went wrong on our side; nothing was changed. Try again later.

## !lang: the language a user reads, and a server's default
chat-lang-usage = Usage: { $cmd } [language | clear] [server]
chat-lang-ids = User and server ids are at most { $most } characters.
chat-lang-unknown = I do not speak { $language }. I speak: { $languages }.
chat-lang-no-server = A direct message has no server: { $cmd } <language> sets yours.
chat-lang-not-moderator = Only a moderator may set the server's language.
chat-lang-server-set = This server's replies are now in { $language } for whoever set no language of their own.
chat-lang-server-cleared = This server has no default language now: whoever set none of their own reads { $language }.
chat-lang-set = I will write to you in { $language } from now on.
chat-lang-cleared = You set no language now: I write to you in { $language }.
chat-lang-now = You read { $language }.
chat-lang-yours = Your own setting: { $language }.
chat-lang-server = This server's default: { $language }.
chat-lang-server-none = This server has no default language: { $language }.
chat-lang-speak = I speak: { $languages }.
chat-lang-how = { $cmd } es sets yours, { $cmd } clear forgets it; { $cmd } es server sets the server's default (moderators).
chat-help-spec = Every command of every game here
chat-lang-spec = The language replies are written in: yours, or the server's default
chat-lang-spec-language = { $languages }; clear: back to the default
chat-lang-spec-scope = server: the server's default (moderators)

## The DBU session tools: !roll, !rr, !odds, !sheet, !check, !save, !strike, !dodge, !help.
## A refusal is "!roll: <reason>": a reason starts in lower case and has no full stop.
chat-tools-too-long = that message is { $size } characters; the limit is { $most }
chat-tools-no-store = saved characters need the table database, and this bot runs without one
chat-tools-rolled-privately = { $who } rolled privately.
chat-tools-rolled-for-privately = { $who } rolled for { $character } privately.
chat-tools-seed-chosen = { $who }: seed { $seed } chosen by the roller; `{ $again }` shows the same roll.
chat-tools-seed-fresh = { $who }: fresh dice, seed { $seed }; `{ $again }` replays them.
chat-tools-help-title = **DBU commands**
chat-tools-help-roll = `{ $roll } <dice> [comment] { $options }` (or `{ $r }`): roll, e.g. `{ $example } Strike vs Vegeta tier=3`; `private` (`-p`): only you see it
chat-tools-help-rr = `{ $rr } <count> <dice> [comment]`: the same roll several times
chat-tools-help-odds = `{ $odds } <dice> [tn=12 | difficulty=medium | vs <dice>] [tier=3] [base-tier=2] [proficient] [vs-tier=2] [samples=N seed=N]`: the chance to succeed, e.g. `{ $example }`
chat-tools-help-sheet-set = `{ $sheet } set` with your sheet attached (YAML, JSON, a Foundry VTT export), pasted, or an example's name: saves your character here; `{ $sheet }` shows it, `{ $sheet } @someone` theirs, `{ $sheet } clear` forgets it
chat-tools-help-checks = `{ $check } <skill>`, `{ $save } <which>`, `{ $strike } [technique]`, `{ $dodge }`, each `[in <form>] [vs 15 | vs medium] [private]`: your character's roll and its exact odds
chat-tools-help-sheet = `{ $sheet } <example> [form]`: an example character's derived values; `{ $fight } vs @someone`: a fight of saved characters
chat-tools-help-help = `{ $help }`: this list. Options may also be written as in the command line (`--tier 3`, `-t 3`, `--seed 42`).
chat-sheet-clear-alone = { $cmd } takes nothing more
chat-sheet-none-here = you have no saved character here
chat-sheet-forgotten = { $who }'s saved character on this server is forgotten.
chat-sheet-theirs-none = { $who } has no saved character here
chat-sheet-saved-by = Saved by { $who } ({ $source }):
chat-sheet-from-file = a sheet file
chat-sheet-from-pasted = a pasted sheet
chat-sheet-from-foundry = a Foundry VTT export
chat-sheet-from-example = an example character
chat-args-needs-value = { $option } needs a value, as in { $usage }
chat-args-twice = { $option } is given twice
chat-args-none = none
chat-args-unknown = there is no option { $typed } here (options: { $options })
chat-args-on-off = { $option } is on or off (yes or no), not { $typed }
chat-args-whole = { $option } must be a whole number, not { $typed }
chat-args-more-problems = { $n ->
    [one] (and { $count } more problem)
   *[other] (and { $count } more problems)
}
chat-roll-say-count = say how many rolls and which dice, as in { $example }
chat-roll-count = one command makes 1 to { $most } rolls, not { $count }
chat-roll-say-dice = say which dice, as in { $example }
chat-roll-seed = seed must be a whole number from 0 to { $most }, got { $seed }
chat-roll-rolls-of = { $count } rolls of `{ $expression }`
chat-roll-sum = Sum of the { $count } rolls: **{ $total }**
chat-roll-tier = Tier { $tier }
chat-roll-tier-base = Tier { $tier } (base { $base })
chat-roll-proficient = { $at }, proficient
chat-roll-seed-chosen = { $who }, { $at }: seed { $seed } chosen by the roller, so these are not fresh dice; `{ $again }` shows the same roll to anyone.
chat-roll-seed-fresh = { $who }, { $at }: fresh dice, seed { $seed }; `{ $again }` replays them.
chat-odds-say-roll = say which roll, as in { $example }
chat-odds-vs-once = give the defender's roll once (vs ... or vs=...)
chat-odds-vs-after = say the defender's roll after vs
chat-odds-one-of = give at most one of tn, difficulty and vs
chat-odds-tn = tn must be 0 or more, got { $tn }
chat-odds-samples = samples must be at least 1, got { $samples }
chat-odds-seed = seed= goes with samples= (exact odds need no seed)
chat-odds-vs-tier = vs-tier= goes with a defender's roll (vs ...)
chat-odds-over-budget = over the chat's budget for exact odds
chat-odds-too-many-dice = { $samples } samples would roll { $dice } dice, over the chat's limit of { $limit }: ask for at most { $most } samples (tenkaichi odds --samples takes more)
chat-odds-estimated = estimated from { $samples } samples
chat-odds-estimated-seed = , seed { $seed }
chat-odds-estimated-margin = ; chances ±{ $margin } at most, 95% interval
chat-odds-head = `{ $expression }` at { $who }
chat-odds-at-least = P(score ≥ { $tn }{ $label }) = { $exact }**{ $percent }**
chat-odds-at-least-sampled = P(score ≥ { $tn }{ $label }) ≈ **{ $percent }** ± { $margin }
chat-odds-clash = Clash vs `{ $vs }` at { $who }: initiator wins **{ $win }**, tie { $tie } (defender wins ties), defender wins { $lose }; mean margin { $margin }
chat-odds-clash-sampled = (± { $margin }, 95%)
chat-odds-percentiles = { $totals } possible totals; percentiles { $cuts }
chat-sheet-fence-open = the pasted sheet's code block is not closed (end it with ```)
chat-sheet-brace-open = the pasted sheet's { $braces } is not closed
chat-sheet-no-examples = No example characters here. Paste a sheet instead: { $sheet } and the sheet's YAML in a code block.
chat-sheet-examples = Example characters: { $names }.
chat-sheet-examples-how = `{ $sheet } goku` shows one, `{ $sheet } goku super saiyan` in a form; or paste your own: `{ $sheet }` and the sheet's YAML in a code block.
chat-sheet-none-here-examples = none here
chat-sheet-no-example = no example character { $name } (examples: { $examples })
chat-sheet-no-form = { $name } has no form { $form } (forms: { $forms })
chat-sheet-title = **{ $name }**: { $race }, Power Level { $level }, { $size }
chat-sheet-minion = , Minion
chat-sheet-in-form = , in { $form }
chat-sheet-row = { $label }: **{ $value }**
chat-sheet-row-tier = Tier of Power
chat-sheet-row-life = Life
chat-sheet-row-ki = Ki
chat-sheet-row-capacity = Capacity
chat-sheet-row-haste = Haste
chat-sheet-row-awareness = Awareness
chat-sheet-row-might = Might
chat-sheet-row-normal-speed = Normal Speed
chat-sheet-row-boosted-speed = Boosted Speed
chat-sheet-row-defense-value = Defense Value
chat-sheet-row-initiative = Initiative
chat-sheet-row-soak = Soak
chat-sheet-row-melee-reach = Melee reach
chat-sheet-row-impulsive-save = Impulsive save
chat-sheet-row-corporeal-save = Corporeal save
chat-sheet-row-cognitive-save = Cognitive save
chat-sheet-row-morale-save = Morale save
chat-saved-paste = paste the sheet in a code block
chat-saved-no-form = a saved sheet takes no form: name the form when you roll
chat-saved-without-form = { $name } is saved without a form (not { $form })
chat-saved-how = attach your sheet (YAML, JSON or a Foundry VTT export), paste it in a code block, or name an example character (as in { $example })
chat-saved-suffix = attach the sheet as a .yaml, .yml or .json file
chat-saved-one = attach one sheet at a time
chat-saved-attached = the attached sheet
chat-saved-too-large = { $name } is { $size } bytes; a sheet is at most { $most }
chat-saved-done = { $who } saved **{ $name }** (Power Level { $level }) as their character on this server: `{ $check }`, `{ $save }`, `{ $strike }` roll from it, `{ $sheet }` shows it.
chat-saved-not-imported = Not imported from the Foundry export ({ $count }): { $notes }
chat-saved-and-more = ; and { $count } more
chat-saved-none = you have no saved character here: { $set } first (attach your sheet, or name an example: { $example })
chat-saved-ids = user and server ids are at most { $most } characters
chat-saved-several = { $word } names several saved characters: { $names }; use a user id
chat-check-tn-once = give the Target Number once (vs ..., tn= or difficulty=)
chat-check-tn-or-difficulty = give tn= or difficulty=, not both
chat-check-tn-range = a Target Number is 0 to { $most }, not { $tn }
chat-check-which-save = say which Saving Throw: { $names } (as in { $example })
chat-check-dodge-name = a Dodge Roll takes no name ({ $example })
chat-check-which = say which Skill or Attribute, as in { $example }
chat-check-close = no Skill or Attribute { $name }; did you mean { $close }?
chat-check-unknown = no Skill or Attribute { $name }; Skills: { $skills }
chat-check-did-you-mean = ; did you mean { $close }?
chat-check-no-attack = { $who } has no attack { $name }{ $hint } (Signature Techniques: { $techniques }; Basic Attacks: { $profiles })
chat-check-check = { $name } check
chat-check-dodge = Dodge
chat-check-strike = Strike ({ $attack })
chat-check-no-difficulty = no difficulty { $name } (difficulties: { $known })
chat-check-head = **{ $who }**, { $label }: **{ $score }**
chat-check-head-form = **{ $who }** in { $form }, { $label }: **{ $score }**
chat-check-success = vs { $tn }: **success**; the chance was { $chance } (exact)
chat-check-failure = vs { $tn }: **failure**; the chance was { $chance } (exact)
chat-check-ladder = Chance to reach (exact): { $chances }
chat-check-spread = Mean { $mean }, range { $low }..{ $high }; add `{ $example }` for the exact chance to reach { $tn }
chat-check-twice = Rolled twice, the higher kept: the chance is that of either roll.
chat-check-after-roll = { $profile } changes the score after the roll: the chance is that of the roll before it.
chat-spec-against = vs 15, vs medium, or seed=N private
chat-spec-roll = Roll DBU dice: every die, criticals and botches.
chat-spec-roll-dice = The dice and a comment, e.g. 1d10+ToP+5 Strike vs Vegeta.
chat-spec-roll-options = { $options } (seed: replay a roll)
chat-spec-rr = Roll the same DBU dice several times.
chat-spec-rr-count = How many rolls (1 to { $most }).
chat-spec-rr-dice = The dice and a comment, e.g. 1d10+4 Strike.
chat-spec-odds = Exact odds of a roll: to reach a TN or a difficulty, or to win a Clash.
chat-spec-odds-dice = The roll, e.g. 1d10+ToP+4.
chat-spec-odds-against = tn=N, difficulty=medium, or vs and the defender's roll
chat-spec-sheet = A character: yours, someone's, an example; sheet set saves yours.
chat-spec-sheet-character = set, clear, @someone, an example; empty: yours.
chat-spec-check = Your saved character's Skill or Attribute check, with its exact odds.
chat-spec-check-skill = A Skill or Attribute, e.g. perception.
chat-spec-save = Your saved character's Saving Throw, with its exact odds.
chat-spec-save-which = impulsive, corporeal, cognitive or morale.
chat-spec-strike = Your saved character's Strike Roll, with its exact odds.
chat-spec-strike-attack = A Signature Technique or a Profile; empty: Simple.
chat-spec-dodge = Your saved character's Dodge Roll, with its exact odds.
chat-spec-help = The DBU commands and how to write them.
chat-sheet-no-longer-reads = the saved character no longer reads ({ $problem }): save it again

## A DBU fight or a Tournament of Power game at a chat table (!fight, !top)
chat-game-dbu = Dragon Ball Universe
chat-game-top = Tournament of Power
chat-or = { $first } or { $last }
chat-sorry = Sorry: { $problem }
chat-table-spec = { $game } at this channel's table: { $help } lists the commands
chat-table-channel-ids = Channel ids are 1-{ $most } printable characters.
chat-table-player-ids = Player ids are 1-{ $most } characters.
chat-table-several = You play at several tables: answer with the buttons of the one that asks you, or in its channel.
chat-table-help = { $game } commands:
chat-table-already-open = A table is already open in this channel ({ $status } shows it; its host or a moderator can { $end } it).
chat-table-none = No table has been opened in this channel: { $new } opens one.
chat-table-over = The last game here is over: { $new } opens the next.
chat-table-started = The game has started; { $status } shows it.
chat-table-not-started = The game has not started yet: nobody chooses now.
chat-table-paused = The game is paused: nobody chooses now.
chat-table-damaged = This channel's table is damaged (its saved log no longer replays); it has been set aside for the operator. { $new } opens another.
chat-table-no-examples = none (this server has no examples folder)
chat-table-examples = Example encounters: { $names }. { $new } <encounter> opens one.
chat-usage-new-example = Usage: { $cmd } new <encounter> [seed]
chat-table-no-example = There is no example encounter '{ $typed }'. Examples: { $examples }
chat-table-what-example = the { $encounter } encounter
chat-usage-new-top = Usage: { $cmd } new [players 2-6] [rounds { $rounds }] [seed]
chat-what-players = The number of players
chat-table-what-top = { $n ->
    [one] a { $players }-player game of { $rounds } rounds
   *[other] a { $players }-player game of { $rounds } rounds
}
chat-table-seed-chosen = (seed { $seed }, chosen by them: anyone who knows it can foretell the dice)
chat-table-opens = { $who } opens a { $game } table: { $what }{ $note }.
chat-table-sides = Sides: { $sides }.
chat-table-opens-how = { $join } [side] takes a side, { $bot } <side> gives one to a bot, { $start } begins.
chat-table-end-who = Only the table's host or a moderator may end it.
chat-table-ended = { $who } ends the game: no winner. { $new } opens another.
chat-table-rounds = A game lasts { $rounds } rounds, not '{ $typed }' (a seed comes after the rounds).
chat-table-asks-all = A { $game } game asks every decision.
chat-table-not-playing = You are not playing at this table.

## Reactions (!fight react, !fight pass)
chat-react-nothing-to-pass = You are not asked a reaction you can let pass now.
chat-react-passes = { $who } lets { $family } pass for the rest of this turn.
chat-usage-react = Usage: { $cmd } react <family> ask|never|always [answer]
chat-react-set = Set: { $policy }.
chat-react-head = When the table asks your reactions ({ $fighters }):
chat-react-change = Change one: { $cmd } react <family> <mode> [answer].

## Reading a table's commands; the help lines of `!fight help` and `!top help`
chat-table-too-long = That message is too long ({ $size } characters; commands are at most { $most }).
chat-table-no-command = There is no { $command } command '{ $typed }': { $help } lists them.
chat-whole-number = { $what } is a whole number from { $low } to { $high }, not '{ $typed }'.
chat-what-seed = A seed
chat-what-page-history = A page of the history
chat-what-page-choices = A page of the choices
chat-page-one-history = Name one page of the history (1 to { $pages }).
chat-page-one-choices = Name one page of the choices (1 to { $pages }).
chat-usage-dbu-new = { $cmd } new [encounter] [seed]  (no encounter: lists the examples)
chat-usage-react-line = { $cmd } react [family ask|never|always [answer]]  (when to ask your reactions)
chat-usage-pass = { $cmd } pass  (let this kind of reaction pass for the rest of this turn)
chat-usage-note = { $cmd } note <text>  (to everyone, when the table lets players write notes)
chat-usage-roll = { $cmd } roll <dice> [vs N], or roll <fighter> <Skill or Saving Throw> [vs N]
chat-usage-gm = { $cmd } gm <command>  (the game master's, as { $gm } <command>: { $gm } help)
chat-usage-top-new = { $cmd } new [players 2-6] [rounds 5|10] [seed]
chat-usage-join = { $cmd } join [side]  (the first free side when none is named)
chat-usage-bot = { $cmd } bot <side> [{ $kinds }]  (a bot plays that side)
chat-usage-unbot = { $cmd } unbot <side>  (takes the side's bot out)
chat-usage-leave = { $cmd } leave  (gives your side back, before the start)
chat-usage-start = { $cmd } start  (sides nobody took are played by greedy bots)
chat-usage-status = { $cmd } status  (the game and whose turn it is)
chat-usage-options = { $cmd } options [page]  (your choices as a numbered list)
chat-usage-choose = { $cmd } choose [decision] <number>, or choose <words>[, <next answer>...]  (a secret choice: privately)
chat-usage-history = { $cmd } history [page]
chat-usage-end = { $cmd } end  (the host or a moderator ends the game)
chat-usage-help = { $cmd } help

## The lobby: sides taken, given to bots, given back; the start
chat-and = { $first } and { $last }
chat-a-bot = a { $kind } bot
chat-lobby-no-side = You hold no side at this table.
chat-lobby-gives-back = { $who } gives { $side } back. { $free }
chat-lobby-who = Only the table's host, its players or a moderator may change the lobby: { $join } takes a side first.
chat-lobby-no-bot = No bot plays { $side }.
chat-lobby-bot-leaves = The bot leaves { $side }. { $free }
chat-lobby-already = You already play { $side } here ({ $leave } gives it back).
chat-lobby-all-taken = Every side is taken.
chat-lobby-already-one = You already play a side here.
chat-lobby-taken-now = { $side } was taken just now by someone else. { $free }
chat-lobby-plays = { $who } plays { $side }. { $free }
chat-usage-bot-side = Usage: { $cmd } bot <side> [{ $kinds }]
chat-lobby-bot-plays = A { $kind } bot plays { $side }. { $free }
chat-lobby-nobody = Nobody plays yet: { $join } takes a side first.
chat-lobby-begins = The game begins.
chat-lobby-sides-to-bots = Sides nobody took are played by greedy bots: { $sides }.
chat-lobby-fighters-to-bots = Fighters nobody plays are played by greedy bots: { $names }.
chat-lobby-none-typed = (none)
chat-lobby-no-side-named = There is no side '{ $typed }' here. Sides: { $sides }.
chat-lobby-played-by-bot = { $side } is already played by a bot.
chat-lobby-played-by = { $side } is already played by { $who }.
chat-lobby-free = free
chat-lobby-not-started = The { $game } table has not started.
chat-lobby-sides = Sides: { $sides }. { $start } begins.

## What a table shows: status, history, whose turn, the winner
chat-view-yours = What you see:
chat-view-nothing-yet = Nothing has happened yet.
chat-view-history = History, page { $page } of { $pages }:
chat-view-paused = The game is paused.
chat-view-the-table = the table
chat-view-waiting = Waiting for { $who }.
chat-view-press-secret = Press a choice here, or send { $cmd } choose <number> to the bot in a direct message: typed in the channel, a secret choice is refused.
chat-view-press = Press a choice or type { $cmd } choose <number or words> ({ $cmd } options lists them).
chat-view-your-turn-secret = { $who }, your turn: a secret choice, offered to you privately.
chat-view-your-turn = { $who }, your turn.
chat-view-over-ended = The game is over: it was ended before anyone won.
chat-view-over-draw = The game is over: a draw.
chat-view-over-won = { $n ->
    [one] The game is over: { $winners } wins.
   *[other] The game is over: { $winners } win.
}
chat-view-earlier = { $n ->
    [one] ({ $count } earlier lines: { $cmd } history)
   *[other] ({ $count } earlier lines: { $cmd } history)
}

## The board as a picture: its legend (drawn in the picture) and its description
chat-board-more = ... and more: the text names every one.
chat-board-piece = { $letters } { $name } ({ $owner }) on { $square }
chat-board-piece-defeated = { $letters } { $name } ({ $owner }) on { $square }, defeated
chat-board-alt = The board, { $width } by { $height } squares: { $pieces }.
chat-board-alt-empty = The board, { $width } by { $height } squares, nobody on it yet.
chat-board-legend = { $name } ({ $owner }) on { $square }
chat-board-legend-acting = { $name } ({ $owner }) on { $square }, acting
chat-board-legend-defeated = { $name } ({ $owner }) on { $square }, defeated
chat-board-spaces = Spaces: R red, Y yellow, B blue, G green (the letter in a space's corner).
chat-board-features = Grey blocks: Features (the number is the Hardness Rank).
chat-board-items = Gold diamonds: items on the ground.
chat-board-vehicles = Outlined boxes: Vehicles.

## A DBU fight's status, a line a fighter:
## [K] Kale (side A) on C3: Life 248/260, Ki 86/120, Capacity 0/40; Bruised; Guard Down
chat-status-round = Round { $round }.
chat-status-head = { $name } (side { $side }) on { $square }
chat-status-side = side { $side }
chat-status-defeated = { $head }: defeated
chat-status-form = Form: { $name }
chat-status-enhancement = Enhancement: { $name }
chat-status-aura = Aura: { $name }
chat-status-charging = charging { $charge }
chat-status-numbers-hidden = numbers hidden
chat-status-life = Life
chat-status-ki = Ki
chat-status-capacity = Capacity
chat-status-hidden = { $pool } hidden

## The choices offered: the menus DBU options are grouped in
chat-group-attack = Attacks
chat-group-destination = Squares to move to
chat-group-move = Movement
chat-group-wager = Ki Wager
chat-group-flare-wager = Power Flare wager
chat-group-duel-wager = Secret Ki Wager
chat-group-defend = Defences
chat-group-signature = Signature Techniques
chat-group-transform = Transformations
chat-group-revert = Revert
chat-group-triggered = Triggered maneuvers
chat-group-exploit = Exploits
chat-group-modifier = Modifier Maneuvers
chat-choice-best = { $label } (best)

## Answering: options, choose
chat-what-choice = Your choice
chat-choose-no-match = No choice now matches '{ $typed }'.
chat-choose-and-more = and { $count } more
chat-choose-several = '{ $typed }' fits { $count } choices ({ $names }): say more of the one you mean, or give its number.
chat-choose-secret = a secret choice
chat-choose-not-your-turn = Not your turn. { $turn }
chat-choose-page = { $prompt } (choices page { $page } of { $pages })
chat-choose-stop-turn = { $more }: it is no longer your turn.
chat-choose-stop-secret = { $more }: the next choice is secret. { $how }
chat-choose-not-applied = Not applied: { $why }
chat-choose-meanwhile = That decision was answered meanwhile. { $status } shows the game.
chat-choose-none-matches = No choice now matches '{ $typed }'. { $options } shows your choices.
chat-usage-choose-short = Usage: { $cmd } choose [decision] <number>, or { $cmd } choose <words>.
chat-what-decision = A decision
chat-choose-moved-on = That choice was for an earlier decision; the game has moved on. { $options } shows your choices now.
chat-choose-has-chosen = { $who } has chosen.
chat-choose-secretly = You chose (secretly): { $choices }
chat-choose-how-privately = Answer it privately: press its button under the message only you can see ({ $options } sends it again), send the command to the bot in a direct message, or use your seat's web page ({ $link } sends you its address).
chat-choose-secret-refused = That choice is secret, so nothing was taken from the channel. { $how }
chat-choose-last-answer = Not applied: your last answer
chat-choose-last-answers = { $n ->
    [one] Not applied: your last { $count } answers
   *[other] Not applied: your last { $count } answers
}

## A fight of saved characters (!fight new saved ...)
chat-saved-fight-race = Another table was opened here at the same moment: try again.
chat-usage-new-saved = Usage: { $cmd } new saved [@someone ...] vs @someone [...] [on <encounter>]
chat-saved-fight-server-id = Server ids are at most { $most } characters.
chat-saved-fight-none = You have no saved character here: { $set } first (or name the players of both sides, and host without one).
chat-saved-fight-twice = { $who } is named twice.
chat-saved-fight-most = A side has at most { $most } saved characters.
chat-saved-fight-theirs = { $who } has no saved character on this server ({ $set } saves one): no table was opened.
chat-saved-fight-opens = { $who } opens a { $game } table of saved characters on the { $where } battlefield{ $note }.
chat-saved-fight-seated = Everyone named is seated as their character: { $start } begins ({ $leave } gives yours back; a bot plays it).

## The game master's commands (!gm), a player's notes and rolls
chat-gm-not-here = A { $game } table has no game master's commands in chat.
chat-gm-not-gm = Only the table's host or a moderator may make rulings.
chat-gm-who = { $who } (game master)
chat-gm-ruling = Ruling by { $who }:
chat-gm-note = Note from { $who }: { $note }
chat-gm-no-notes = A { $game } table takes no notes or rolls in chat.
chat-gm-write-note = Write the note: { $cmd } note <text>.
chat-gm-no-choice = No fighter the game master plays chooses now.
chat-gm-played-by = { $fighter } (played by the game master)
chat-gm-secret-choice = { $who }: a secret choice; { $options } shows it privately.
chat-gm-press = The host or a moderator presses a choice or types { $cmd } choose <number>.
chat-gm-chooses = { $who } chooses.
chat-gm-noted-seat = Noted for that seat alone: { $note }
chat-gm-tells-you = The game master tells you, privately: { $note }
chat-gm-told = Told { $who }, privately: { $note }
chat-gm-secret-roll = Secret roll, shown only to the game master: { $roll }
chat-gm-undo-dice = Dice were rolled in what would be taken back: { $again } keep keeps them (the same choices roll the same), { $again } again rolls them anew.
chat-gm-undo-anew = ; the dice from there on are rolled anew
chat-gm-undo-one = { $who } takes back the last decision{ $anew }.
chat-gm-undo = { $n ->
    [one] { $who } takes back the last { $count } decisions{ $anew }.
   *[other] { $who } takes back the last { $count } decisions{ $anew }.
}
chat-gm-to-gm = the game master ({ $options } lists its choices)
chat-gm-gives = { $who } gives { $fighter } to { $whom }.
chat-gm-rolls = { $who } rolls { $what }: { $dice }.
chat-gm-chance = (chance { $chance })
chat-gm-rolls-made = { $who } rolls { $what } against { $tn }{ $chance }: { $dice }: made it.
chat-gm-rolls-missed = { $who } rolls { $what } against { $tn }{ $chance }: { $dice }: missed.
chat-gm-usage = The game master's commands (the table's host or a moderator; a name with spaces may be quoted, { $example }):
chat-gm-usage-life = { $cmd } life|ki|capacity|actions|counters <fighter> <value> [reason]
chat-gm-usage-condition = { $cmd } condition <fighter> <condition> [stacks] [for N rounds] [reason]
chat-gm-usage-uncondition = { $cmd } uncondition <fighter> <condition> [stacks] [reason]  (takes it away)
chat-gm-usage-move = { $cmd } move <fighter> <square, like D4> [reason]
chat-gm-usage-note = { $cmd } note <text>  (to everyone)
chat-gm-usage-whisper = { $cmd } whisper <player> <text>  (to one player, privately)
chat-gm-usage-roll = { $cmd } roll <dice, like 2d10+3> [vs N] [secret]
chat-gm-usage-save = { $cmd } save <fighter> <Saving Throw or Skill> [vs N] [secret]
chat-gm-usage-undo = { $cmd } undo [how many] [keep|again]  (again: the dice after it are rolled anew)
chat-gm-usage-give = { $cmd } give <fighter> <player|gm|bot [kind]>
chat-gm-usage-options = { $cmd } options [page]  (the choices of a fighter the game master plays)
chat-gm-usage-choose = { $cmd } choose [decision] <number>
chat-gm-usage-help = { $cmd } help
chat-usage-line = Usage: { $usage }
chat-gm-usage-give-bot = Usage: { $cmd } give <fighter> bot [{ $kinds }]
chat-gm-no-command = There is no game master command '{ $typed }': { $help } lists them.
chat-gm-only-secret = Only the game master rolls in secret.
chat-gm-give-value = Give the value: { $cmd } { $stat } <fighter> <value> [reason].
chat-gm-what-new = The new { $stat }
chat-gm-what-stacks = The number of stacks
chat-gm-what-rounds = The number of Combat Rounds
chat-gm-what-undo = How many decisions to take back
chat-gm-what-target = The number to reach
chat-gm-nothing = nothing
chat-gm-square = Name the square as the grid labels it, like { $example } (not { $typed }).
chat-gm-square-off = Square { $square } is off the battlefield.
chat-gm-write-whisper = Write what to tell them: { $cmd } whisper <player> <text>.
chat-gm-type-dice = Type the dice to roll, like { $example }.
chat-gm-not-understood = I did not understand '{ $typed }' after { $after }.
chat-gm-the-player = the player
chat-gm-give-whom = Say whom to give { $fighter } to: a player, gm or bot.
chat-gm-odd-characters = That command { $problem }; nothing was changed.
chat-gm-name-fighter = Name the fighter.
chat-gm-name-player = Name the player.
chat-gm-name-condition = Name the condition.
chat-gm-name-check = Name the Saving Throw or Skill.
chat-gm-no-fighter = There is no fighter '{ $typed }' here. Fighters: { $known }.
chat-gm-no-player = There is no player '{ $typed }' here. Players: { $known }.
chat-gm-no-condition = There is no condition '{ $typed }' here. Conditions: { $known }.
chat-gm-no-check = There is no Saving Throw or Skill '{ $typed }' here. Saving Throw or Skills: { $known }.
chat-gm-not-at-table = The player mentioned does not play at this table.
chat-gm-reason = A reason is at most { $most } characters (this one has { $size }).
chat-gm-after-vs = After vs comes the number to reach (0 to { $most }).
chat-gm-stat-life = Life
chat-gm-stat-ki = Ki
chat-gm-stat-capacity = Capacity
chat-gm-stat-actions = Actions
chat-gm-stat-counters = Counter Actions
chat-game-ddc = Dungeon DICE Combat

## !link: your seat's web page
chat-link-none = This bot has no web table address ({ $variable } is not set).
chat-link-yours = Your seat at this channel's { $game } table: { $link } (keep it to yourself: it plays your seat).
chat-link-no-seat = You hold no seat at a table of this channel: join one first.
chat-table-spec-command = e.g. status, join, help
chat-gm-spec = The game master's rulings at this channel's fight: { $help } lists them
chat-gm-spec-command = e.g. life Goku 120 a senzu bean
chat-link-spec = Your seat's page at the web table, sent to you alone

## Files sent with a message
chat-files-kb = { $size } KB
chat-files-bytes = { $size } bytes
chat-files-too-big = { $names } (larger than { $size })
chat-files-unread = { $names } (could not be read)
chat-files-more = { $n ->
    [one] { $count } more file (only the first { $most } are read)
   *[other] { $count } more files (only the first { $most } are read)
}
chat-files-left-out = Left out of your message: { $parts }.
chat-files-a-file = a file

## The Discord bot's own lines
chat-discord-busy = Still working on earlier commands in this channel: try again in a moment.
chat-discord-not-here = I do not play in this channel.
chat-discord-failed = That command failed on my side (the bot's log has the details); nothing was said.
chat-discord-answered-privately = Answered privately.
chat-discord-more-choices = More choices:
chat-discord-image-alt = The board
chat-discord-no-dms = I cannot send you direct messages, so a private reply was held back: use the slash command (type /) to get it here, visible only to you.
chat-discord-cannot-post = Done, but I cannot post in the table's channel (it is gone, or I may not write there), so its players were not told: ask a moderator to let me post there.
chat-discord-posted-in = Posted in { $channel }.
chat-discord-left-out = { $n ->
    [one] … ({ $count } more messages left out: too long for one answer)
   *[other] … ({ $count } more messages left out: too long for one answer)
}
