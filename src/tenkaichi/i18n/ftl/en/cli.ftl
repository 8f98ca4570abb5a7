# The command line's messages (tenkaichi.cli).

cli-error = error: { $message }
cli-aborted = aborted
cli-refused = refused
cli-internal-error = internal error: { $kind }: { $message } (set TENKAICHI_DEBUG=1 for details, and please report it)
cli-needs-a-command = { $command } needs a command: { $names } (see { $command } --help)
cli-no-such-command = No such command { $name }. Did you mean { $suggestions }?
cli-no-such-command-alone = No such command { $name }.
cli-missing-argument = Missing argument { $name }.
cli-missing-option = Missing option { $name }.
cli-no-such-option = No such option: { $name }
cli-option-needs-a-value = Option '{ $name }' requires an argument.
cli-extra-arguments = Got unexpected extra arguments ({ $name })
cli-invalid-value = Invalid value for { $name }: { $reason }
cli-not-whole = not a whole number
cli-not-a-number = not a number
cli-at-most = the most allowed is { $limit }
cli-at-least = the least allowed is { $limit }
cli-less-than = must be less than { $limit }
cli-more-than = must be more than { $limit }
cli-rounds =
    { $n ->
        [one] { $count } round
       *[other] { $count } rounds
    }
cli-fight-defeated = defeated
cli-fight-life = Life { $life }
cli-fight-fighter = { $fighter } (side { $side }): { $status }, dealt { $dealt } damage, took { $taken }
cli-fight-safety-stop = Result: stopped after { $rounds } by the simulation's safety limit of { $limit } rounds (not a rule); no side won
cli-fight-draw = Result: draw after { $rounds }
cli-fight-winner = Winner: side { $side } ({ $names }) after { $rounds }
cli-bot-plays-every-side = The { $bot } bot plays every side.
cli-simulate-worker-died = a worker process of the simulation died (killed, out of memory, or unable to start); run it again, or with one worker
cli-simulate-seeds-range = seeds { $first }..{ $last } must lie between 0 and { $most }
cli-plot-needs-png = --plot needs a .png file name, got { $path }
cli-plot-no-folder = cannot write the plot to { $path }: no such folder
cli-plot-cannot-write = cannot write the plot to { $path }: { $reason }
cli-progress-fights = fights
cli-simulate-side = side
cli-simulate-fighters = fighters
cli-simulate-wins = wins
cli-simulate-win-rate = win rate
cli-simulate-interval = 95% interval
cli-simulate-damage = mean damage dealt
cli-simulate-title = { $fights } fight(s), seeds { $first }..{ $last }, { $bot } bots
cli-simulate-from-to = { $low } to { $high }
cli-simulate-draws = Draws: { $draws } ({ $share }); mean fight length { $mean } rounds
cli-simulate-draws-stopped = Draws: { $draws } ({ $share }, { $stops } of them stopped by the simulation's safety limit of rounds (not a rule)); mean fight length { $mean } rounds
cli-wrote = wrote { $path }
cli-plot-side =
    side { $side }
    { $names }
cli-plot-draw = draw
cli-plot-share = share of fights (%)
cli-plot-win-rate = Win rate, 95% Wilson interval
cli-plot-rounds = rounds
cli-plot-fights = fights
cli-plot-length = Fight length: mean { $mean } rounds
cli-plot-title = { $fights } fight(s), seeds from { $first }, { $bot } bots
cli-progress-every = { $variable } must be a number of seconds (0 for no progress lines), got { $got }
cli-progress-line = { $what }: { $done }/{ $total } ({ $share }%), { $rate } { $what }/s, { $left }
cli-progress-finished = { $what }: { $done }/{ $total } (100%) in { $took }
cli-progress-done = done
cli-progress-under-a-second = under 1 s left
cli-progress-left = about { $left } left
cli-progress-not-known = time left not known yet
cli-lab-progress-cells = cells { $done }/{ $total }
cli-lab-progress-line = { $cells }, fights { $done }/{ $total } ({ $share }%), { $rate } fights/s, { $left }
cli-lab-progress-finished = { $cells }, fights { $done } in { $took }
cli-lab-progress-rate = { $rate } fights/s
cli-progress-dice = dice
cli-progress-steps = steps
cli-progress-battles = battles
cli-progress-games = games
cli-progress-report-files = report files
cli-sheet-no-forms = none
cli-sheet-no-such-form = { $path }: { $name } has no form { $form } (forms: { $forms })
cli-sheet-title = { $name }: { $race }, Power Level { $level } (Tier of Power { $tier }), { $size }
cli-sheet-minion = , Minion
cli-sheet-in-form = , in { $form }
cli-sheet-attribute = Attribute
cli-sheet-score = Score
cli-sheet-modifier = Modifier
cli-sheet-attributes = Attributes
cli-sheet-value = value
cli-sheet-how = how
cli-sheet-derived = Derived values
cli-sheet-tier-of-power = Tier of Power
cli-sheet-life = Life
cli-sheet-ki = Ki
cli-sheet-capacity = Capacity
cli-sheet-haste = Haste
cli-sheet-awareness = Awareness
cli-sheet-might = Might
cli-sheet-normal-speed = Normal Speed
cli-sheet-boosted-speed = Boosted Speed
cli-sheet-defense-value = Defense Value
cli-sheet-initiative = Initiative
cli-sheet-soak = Soak
cli-sheet-melee-reach = Melee reach
cli-sheet-save = { $name } save
cli-sheet-name = Name
cli-sheet-profile = Profile
cli-sheet-foundation = Foundation
cli-sheet-notes = Notes
cli-sheet-signatures = Signature Techniques
cli-sheet-kind = Kind
cli-sheet-stress-test = Stress Test
cli-sheet-bonuses = Bonuses
cli-sheet-other = Other
cli-sheet-transformations = Transformations
cli-sheet-auras = Auras
cli-import-needs-json = { $path }: a Foundry VTT export is a .json file
cli-sheet-needs-yaml = { $path }: the sheet is written as YAML (.yaml or .yml)
cli-new-sheet-needs-yaml = { $path }: a new sheet is written as YAML (.yaml or .yml)
cli-file-exists = { $path } exists; add --force to overwrite it
cli-import-not-imported = not imported: { $what }
cli-write-error = write error
cli-cannot-write = { $path }: cannot write it ({ $reason })
cli-import-wrote = wrote { $path }: { $name }, a valid sheet
cli-new-sheet-wrote = wrote { $path }: { $name }, { $race }, Power Level { $level }, { $signatures } Signature Technique(s); it loads as a valid sheet
cli-rules-tests =
    { $n ->
        [one] { $count } test
       *[other] { $count } tests
    }
cli-rules-covered = ok  { $rule }: { $what } ({ $tests })
cli-rules-untested = --  { $rule }: { $what } (untested; from { $source })
cli-rules-total = { $system }: { $done } of { $total } rules covered by tests
cli-rules-unknown = warning: a test in { $place } names { $rule }, which is not in the rules index
cli-serve-demo-missing = --demo: { $path } is missing (give --data the examples folder)
cli-serve-game-master = game master
cli-serve-player = player
cli-serve-spectator = spectator
cli-serve-cannot-listen = --host/--port: cannot listen on { $host } port { $port } ({ $reason })
cli-serve-not-a-folder = --data: { $path } is not a folder
cli-serve-listening = Tenkaichi table: { $url } (Ctrl-C stops it)
cli-serve-demo-needs-data = --demo: give --data the examples folder
cli-serve-stopped = stopped
cli-replay-no-such-side = --side: { $side } is not a side of this fight ({ $sides })
cli-replay-step = [{ $step }/{ $steps }] Enter: { $actor } decides; q stops:
cli-replay-stopped = Stopped.
cli-replay-an-option = an option
cli-replay-chose = { $actor } chose: { $option }
cli-replay-unfinished = The fight stops here, unfinished ({ $count } choices).
cli-unknown-edition = --edition: unknown edition { $edition }; allowed: { $editions }
cli-lab-workers-or-ray = give --workers (processes here) or --ray (Ray tasks), not both
cli-lab-interrupted = interrupted: the finished batches are in { $folder }; run the same command again to resume
cli-lab-sweep-finished = Sweep finished: { $cells } cell(s), { $fights } fights ({ $new } played now). Results in { $folder }
cli-lab-sweep-resumed = Sweep resumed and finished: { $cells } cell(s), { $fights } fights ({ $new } played now). Results in { $folder }
cli-lab-sweep-complete = Sweep already complete: { $cells } cell(s), { $fights } fights ({ $new } played now). Results in { $folder }
cli-lab-more-cells = ... and { $more } more cells in cells.parquet
cli-lab-first-side = first side
cli-lab-cell = cell
cli-lab-fight = fight
cli-lab-fights = fights
cli-lab-wins = { $side } wins (95% interval)
cli-lab-draws = draws
cli-lab-mean-rounds = mean rounds
cli-lab-stopped-after = stopped after
cli-lab-every-cell = Every cell: { $values }
cli-lab-rate = { $rate } ({ $low } to { $high })
cli-lab-parameter = parameter (as the spec names it)
cli-lab-what-it-changes = what it changes
cli-lab-report-unfinished = note: the sweep has not finished ({ $cells } of { $planned } cells have fights); reporting what is there
cli-lab-charts =
    { $n ->
        [one] { $count } chart
       *[other] { $count } charts
    }
cli-lab-cells =
    { $n ->
        [one] { $count } cell
       *[other] { $count } cells
    }
cli-lab-report-wrote = report of { $cells }, { $fights } fights: { $path }
cli-lab-charts-as = { $charts } as { $formats }: { $path }
cli-ddc-fighters-or-setup = give fighters or --setup, not both
cli-ddc-two-fighters = name at least two fighters (for example: Agumon Gabumon)
cli-ddc-summary = { $battles } battles, { $bot } bots, seeds { $first }..{ $last }
cli-ddc-mean-rounds = { "  " }mean rounds: { $mean }
cli-ddc-seed = Seed { $seed } (--seed { $seed } plays this battle again).
cli-ddc-not-in-battle = --human { $name } is not in this battle ({ $names })
cli-ddc-leave = You leave the battle.
cli-ddc-to-squares = { $kind } (to one of { $count } squares)
cli-ddc-choose = { $actor }, choose:
cli-ddc-choice = Choice (1-{ $most }, or an action like 'move 4 7'; q quits):
cli-ddc-pick-a-number = pick a number from 1 to { $most }
cli-ddc-type-a-square = type '{ $kind } X Y' with a square from: { $squares }
cli-ddc-not-possible = not possible: { $reason }
cli-percent = { $value }%
cli-top-packaged-content = packaged content
cli-top-not-a-folder = { $path }: not a folder (a content pack is a folder of data files)
cli-top-problem = problem: { $problem }
cli-top-content-ok = ok: { $where }: { $characters } characters ({ $draftable } draftable), { $forms } forms ({ $assumed } with assumed values), { $cards } cards, board { $board } ({ $spaces })
cli-top-needs-a-bot = --bots needs at least one bot name
cli-top-seeds = seeds { $first }..{ $last } go past { $most }
cli-top-seat = seat
cli-top-title = { $games } game(s), { $players } players, seeds { $first }..{ $last }
cli-top-seats-played = seats played
cli-top-length = mean length { $rounds } rounds ({ $turns } turns); warriors eliminated per game { $eliminated }
cli-top-timed = timed games: { $minutes } minutes on a simulated clock of { $pace } minutes per turn
cli-top-warriors = warriors (drafted at least { $least } times)
cli-top-warrior = warrior
cli-top-games = games
cli-top-team-won = team won
cli-top-too-many-humans = --humans { $humans } is more than --players { $players }
cli-top-turns = --turns must be 5 or 10, got { $turns }
cli-top-seed = Seed { $seed } (--seed { $seed } plays this game again).
cli-top-left = { $name } left the game; it is not finished.
cli-top-clock = The clock starts: { $minutes } minutes of play.
cli-chat-db-or-database = give --db (an SQLite file) or --database (a URL), not both
cli-chat-database-unusable = the table database cannot be used (it is damaged, locked or not a table database): nothing was done
cli-chat-attach-most = --attach takes at most { $most } files (got { $got })
cli-chat-attach-missing = --attach: there is no file { $path }
cli-chat-attach-unreadable = --attach: { $path } cannot be read ({ $reason })
cli-chat-attach-too-large = --attach: { $path } is larger than { $most } (a character sheet is a few KB)
cli-chat-images-unmade = --images: { $path } cannot be made ({ $reason })
cli-chat-images-not-writable = --images: { $path } is not a folder this user may write in
cli-chat-images-unwritten = --images: { $path } cannot be written ({ $reason })
cli-chat-to-only = (to { $user } only)
cli-chat-in-channel = (in { $channel })
cli-chat-the-board = the board
cli-chat-board-picture = (board picture: { $picture })
cli-chat-not-a-command = (not a command: commands start with { $prefix })
cli-play-ask-or-pass = { $given }: choose ask or pass
cli-play-seeded-or-physical = { $given }: choose seeded or physical
cli-play-no-such-side = { $side } is not a side of this fight (sides: { $sides })
cli-play-left-before = Left before the fight began: nothing to save.
cli-play-you-play = You play side { $side } ({ $names }) against the { $bot } bot
cli-play-seed = { $who }, seed { $seed }.
cli-play-type-a-key = Type a menu key (? for help); q saves the fight and leaves.
cli-play-resuming =
    Resuming { $file }: { $n ->
        [one] { $count } choice made; { $seats }.
       *[other] { $count } choices made; { $seats }.
    }
cli-demo-title = Tenkaichi: DBU dice
cli-demo-showcase-1 = A Tier 3 Strike Roll: base d10, Tier Extra Dice, Haste 2 + Awareness 2
cli-demo-showcase-2 = A Critical: the 10 adds a solid d10
cli-demo-showcase-3 = A Botch: the 1 costs 5 (the score never drops below 0)
cli-demo-showcase-4 = Keep the best of 2d10 in place of the d10
cli-demo-showcase-5 = A Penalization Die takes the higher d10, never the last one
cli-demo-tier-seed = (tier { $tier }, seed { $seed })
cli-demo-clash = Strike vs Dodge: exact odds of a Clash (the defender wins ties)
cli-demo-tier = tier
cli-demo-strike = Strike { $expression }
cli-demo-dodge = Dodge { $expression }
cli-demo-hit = hit
cli-demo-tie = tie
cli-demo-miss = miss
cli-demo-mean = mean { $mean }
cli-demo-check = A +3 check against passive Target Numbers (TNs rise 3 per Tier after the first)
cli-demo-difficulty = difficulty
cli-demo-tier-n = tier { $tier }
cli-demo-try = Try: tenkaichi roll '1d10+ToP+5' --tier 3 · tenkaichi odds '1d10+ToP+5' --vs '1d10+ToP+4' --tier 2 · tenkaichi odds '1d10+3' --difficulty medium --plot odds.png
