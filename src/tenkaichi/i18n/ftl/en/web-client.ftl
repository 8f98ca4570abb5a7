## The web table's live client (web/src): its own words. Names, options, events and the
## table's other texts arrive in the screen already in its language; these are the client's.

## The match of each game, with its article: inside a sentence, and to start one.

client-match-dbu = the fight
client-match-top = the game
client-match-ddc = the battle
client-match-dbu-capital = The fight
client-match-top-capital = The game
client-match-ddc-capital = The battle

## Words used all over the client.

client-back = Back
client-cancel = Cancel
client-choose = Choose: { $option }
client-close = Close
client-set = Set
client-yes = yes
client-no = no
client-hidden = hidden
client-defeated = defeated
client-acting = acting
client-yours = yours
client-of = { $value } of { $max }
client-side = Side
client-square = Square
client-fighter = Fighter
client-fighters = Fighters
client-players = Players
client-note = Note
client-roll = Roll
client-round = Round { $round }
client-initiative-order = Initiative Order
client-zoom-in = Zoom in
client-stat-life = Life
client-stat-ki = Ki
client-stat-capacity = Capacity
client-stat-actions = Actions
client-stat-counters = Counter Actions

## The header: who you are, the table's state, the link, the language, the keys.

client-seat = { $who }. { $table }
client-table-lobby = { $the } is waiting to start.
client-table-running = { $the } is in progress.
client-table-paused = { $the } is paused.
client-table-over = { $the } is over.
client-table-other = { $the } is { $status }.
client-table-not-started = { $the } has not started yet.
client-link-connecting = Connecting…
client-link-open = Live
client-link-reconnecting = Reconnecting…
client-link-closed = Disconnected
client-language = Language
client-keys-button = Keys (?)
client-keys-title = Playing by keyboard
client-keys-goes-to = { $key } goes to { $part }
client-part-decision = the decision
client-part-board = the board
client-part-tracker = the tracker
client-part-cards = the fighters
client-part-log = the log
client-part-panel = the table panel
client-keys-choose = { $first }–{ $last } choose the numbered option; { $back } goes back up; { $find } finds an option by name
client-keys-tab = { $tab } moves between buttons; on the board, fighters take focus and { $enter } shows their options
client-keys-help = { $help } shows or hides this list
client-key-backspace = Backspace
client-key-tab = Tab
client-key-enter = Enter
client-key-escape = Esc

## The link to the table, and its refusals without words of their own.

client-link-refused = this seat's link is no longer valid: ask the game master for a new one
client-not-connected = not connected to the table: wait for the link to come back
client-refused = the table refused that ({ $status })
client-unreachable = the table could not be reached: try again

## The end of a DBU fight (the tracker, the panel).

client-over = The fight is over.
client-over-draw = The fight is over: a draw.
client-over-side-wins = The fight is over: side { $side } wins.

## The log.

client-log-title = Log
client-log-show = Show
client-log-all = All
client-log-mine = Mine
client-log-rolls = Rolls
client-log-note = Note
client-log-roll = Roll

## A decision's panel (a DBU seat's).

client-decision-no-match = No option matches “{ $filter }”.
client-decision-find = Find an option
client-decision-find-example = type: beam vegeta
client-decision-keys = Keys: 1-9 choose, Backspace goes back, / finds.
client-decision-pick-square = (pick a square)
client-decision-free = free
client-decision-amount = Amount ({ $min } to { $max })
client-decision-amount-slider = Amount

## The table panel: joining, dice to type, the turn timer, reactions, the replay.

client-table-panel = The table
client-join = Join the table
client-your-name = Your name
client-waiting-approval = The game master has not let you in yet.
client-countdown = Time left for { $who }: { $left }
client-seconds = { $seconds } s
client-dice-roll = Roll { $title }
client-dice-rolled = { $n ->
    [one] The die you rolled ({ $faces })
   *[other] The dice you rolled ({ $faces })
}
client-dice-enter = { $n ->
    [one] Enter the die
   *[other] Enter the dice
}
client-dice-help = { $n ->
    [one] Type the number, like { $example }.
   *[other] Type the numbers in this order, with spaces or commas, like { $example }.
}
client-waiting-dice = Waiting for { $who } to roll dice.
client-replay = Replay { $the } step by step
client-policies = Reactions: when to ask you
client-policies-hint = The table asks a reaction only when an answer could change the outcome. Here you choose, for every fighter you play ({ $fighters }), which of those to be asked.

## The game master's panel: the controls, the seats, a new seat, the settings.

client-gm-title = Game master
client-gm-run = Run the table
client-gm-start = Start { $the }
client-gm-pause = Pause
client-gm-resume = Resume
client-gm-undo-last = Undo the last decision
client-gm-end = End { $the }
client-seats = Seats
client-seats-seat = Seat
client-seats-who = Who
client-seats-plays = Plays
client-seats-link = Invite link
client-seats-dice = Dice
client-seats-actions = Actions
client-seats-waiting = (waiting)
client-seats-relink = (kick the seat for a new link)
client-seats-dice-of = dice of { $who }
client-seats-let-in = Let in
client-seats-kick = Kick (new link)
client-seats-remove = Remove
client-copy = Copy
client-copied = Copied
client-copy-link-of = Copy the link of { $who }
client-dice-physical = types physical dice
client-dice-digital = the table rolls
client-add-seat = Add a seat
client-add-a = Add a
client-add-player = player
client-add-bot = bot
client-add-spectator = spectator
client-add-for-side = for side
client-add-no-side = (none)
client-add-which-bot = bot
client-add-dice = dice
client-add-submit = Add seat
client-settings = Table settings
client-settings-secrets = The game master sees every side's secrets
client-settings-timer = Turn timer
client-settings-timer-range = seconds (0 is off, else { $min } to { $max })
client-settings-timeout = When time runs out
client-settings-save = Save the settings

## The end screen.

client-end-caption = How each fighter did
client-end-dealt = Damage dealt
client-end-taken = Damage taken
client-end-biggest = Biggest hit
client-end-ki = Ki spent
client-end-kos = Knocked out
client-end-rounds = Rounds acted
client-end-conditions = Conditions and States
client-end-hit = { $amount } to { $target }
client-end-no-hit = none
client-end-no-kos = none
client-end-no-conditions = none
client-end-standing = standing
client-end-downloads = Downloads

## The game master's tools: undo and end, rulings, fighters.

client-gm-undo-end = Undo and end
client-gm-steps = Steps to undo
client-gm-undo = Undo
client-gm-nothing-to-undo = Nothing to undo while { $the } is not running.
client-gm-undo-title-one = Undo the last step?
client-gm-undo-title = Undo the last { $count } steps?
client-gm-undo-text = { $n ->
    [one] This takes back { $count } decision and what the table did after it.
   *[other] This takes back { $count } decisions and what the table did after them.
}
client-gm-undo-rolled = The step you undo rolled dice: keep those dice, or roll them again?
client-gm-keep-dice = Keep those dice
client-gm-roll-again = Roll again
client-gm-yes-undo = Yes, undo
client-gm-undone = Undone.
client-gm-undone-again = Undone: the dice from there on are rolled again.
client-gm-end-title = End { $the } now?
client-gm-end-text = Everyone sees the result; this cannot be undone.
client-gm-yes-end = Yes, end { $the }
client-gm-rulings = Rulings
client-gm-rulings-lobby = Rulings open once the fight has started.
client-gm-rulings-over = The fight is over: no more rulings.
client-gm-rulings-wait = Rulings wait while the table waits for dice or for the fight to go on.
client-gm-no-fighter = No fighter in the fight yet.
client-gm-reason = Reason (optional)
client-gm-square-hint = columns A to { $last }, rows 1 to { $rows }, like C4
client-gm-square-like = like C4
client-gm-square-now = now on { $square }; { $hint }
client-gm-square-taken = A fighter stands there: tap a free square, or type one.
client-gm-square-picked = { $square } picked for { $who }.
client-gm-no-board = There is no board to pick on: type the square.
client-gm-pick-tap = Tap a square on the board for { $who } (Escape stops).
client-gm-pick = Pick on the board
client-gm-pick-stop = Stop picking
client-gm-set = Set a value
client-gm-set-done = { $stat } of { $fighter } set to { $value }.
client-gm-what = What
client-gm-new-value = New value
client-gm-now = now { $value }
client-gm-condition = A Condition or State
client-gm-condition-added = { $condition } put on { $fighter }.
client-gm-condition-removed = { $condition } taken from { $fighter }.
client-gm-conditions-now = Now: { $conditions }
client-gm-no-condition = no Condition or State
client-gm-condition-field = Condition or State
client-gm-stacks = Stacks
client-gm-rounds = Rounds (empty: until removed)
client-gm-condition-add = Add the condition
client-gm-condition-remove = Remove the condition
client-gm-move = Move a fighter
client-gm-move-done = { $fighter } moved to { $square }.
client-gm-move-submit = Move the fighter
client-gm-order-done = Initiative Order set.
client-gm-order-moved = { $fighter } is now { $place } of { $count }.
client-gm-defeated-mark = (defeated)
client-gm-move-up = Move up
client-gm-move-down = Move down
client-gm-order-changed = Changed here, not set yet.
client-gm-order-submit = Set the order
client-gm-order-reset = Put it back
client-gm-add = Add a fighter or a squad
client-gm-add-done = { $fighter } joins the fight.
client-gm-add-done-many = { $count } new fighters join the fight.
client-gm-new-fighter = the new fighter
client-gm-new-fighter-capital = The new fighter
client-gm-no-sheet = There is no sheet to add a fighter from.
client-gm-sheet = Sheet
client-gm-sheets-fight = This fight's sheets
client-gm-sheets-example = Example sheets
client-gm-how-many = How many
client-gm-how-many-hint = 2 to 20 make a squad of minions
client-gm-initiative = Initiative (empty: rolled)
client-gm-played-by = Played by
client-gm-you = The game master (you)
client-gm-name = Name (optional)
client-gm-add-submit = Add to the fight
client-gm-remove = Remove a fighter
client-gm-remove-done = { $fighter } removed from the fight.
client-gm-remove-submit = Remove from the fight
client-gm-give = Give a fighter to a seat
client-gm-give-done = { $fighter } given to { $seat }.
client-gm-the-seat = the seat
client-gm-give-field = Give
client-gm-played-by-who = { $fighter } (played by { $player })
client-gm-nobody = nobody
client-gm-give-to = to
client-gm-give-submit = Give
client-gm-kick = Kick a player
client-gm-kick-done = { $player } kicked.
client-gm-the-player = The player
client-gm-player = Player
client-gm-kick-to = Their fighters go to
client-gm-a-bot = A bot ({ $bot })
client-gm-kick-submit = Kick the player

## Notes and rolls at the table.

client-talk-title = Notes and rolls
client-talk-roll-summary = Roll dice or a check
client-talk-shown-to = Shown to
client-talk-everyone = Everyone
client-talk-write-note = Write a note
client-talk-note-sent = Note sent.
client-talk-characters = { $typed } of { $max } characters
client-talk-send-note = Send the note
client-talk-rolled = Rolled: the result is in the log.
client-talk-what = What to roll
client-talk-dice = Dice
client-talk-check = A check or save
client-talk-check-field = Skill or Saving Throw
client-talk-expression = Dice to roll
client-talk-expression-hint = like 2d10+3
client-talk-target = Target (optional)
client-talk-results = Dice rolled at the table (optional)
client-talk-results-hint = the numbers the dice show, like 7 4; empty: the table rolls
client-talk-chance = Chance to reach { $target }: { $chance }
client-talk-no-target = add a target to see the chance to reach it

## The fight preview on the game master's page (bots play the fight many times).

client-pv-summary = Preview the fight
client-pv-about = Before you start: bots play this fight many times on the server, every side the same way, and you see how it tends to go. Only you see this.
client-pv-runs = Fights to run
client-pv-runs-hint = 1 to { $max }
client-pv-run-any = Run the fights
client-pv-run-once = Run it once
client-pv-run-times = Run it { $count } times
client-pv-cancelling-button = Cancelling…
client-pv-played-label = Fights played
client-pv-played = { $done } of { $count } fights played
client-pv-cancelling = Cancelling: the fights under way finish first.
client-pv-progress = { $percent } of { $count } fights played.
client-pv-running = Running { $count } fights.
client-pv-done = { $n ->
    [one] Done: { $count } fight played.
   *[other] Done: { $count } fights played.
}
client-pv-cancelled = Cancelled after { $count } of { $runs } fights: the numbers below are from those { $count }.
client-pv-cancelled-none = Cancelled before any fight was over: no numbers yet.
client-pv-title = { $n ->
    [one] How { $count } fight went
   *[other] How { $count } fights went
}
client-pv-title-first = How the first { $count } fights went
client-pv-bot = Every side is played by the { $bot } bot; the chances are likely within the numbers in brackets.
client-pv-who-wins = Who wins
client-pv-wins = wins
client-pv-nobody = Nobody
client-pv-draw = (a draw)
client-pv-likely = (likely { $low } to { $high })
client-pv-safety = { $n ->
    [one] { $count } fight reached the simulation's limit of rounds and count as draws.
   *[other] { $count } fights reached the simulation's limit of rounds and count as draws.
}
client-pv-how-long = How long
client-pv-rounds = A fight lasts { $mean } rounds on average; 8 fights in 10 last { $most }{ $ends }.
client-pv-rounds-count = { $n ->
    [one] { $count } round
   *[other] { $count } rounds
}
client-pv-rounds-range = { $low } to { $high } rounds
client-pv-rounds-ends = (shortest { $low }, longest { $high })
client-pv-lengths = Fights by length
client-pv-lengths-caption = How many fights lasted each number of rounds
client-pv-rounds-head = Rounds
client-pv-fights-head = Fights
client-pv-who-falls = Who falls first
client-pv-falls-first = falls first
client-pv-nobody-falls = { $n ->
    [one] Nobody falls in { $count } fight.
   *[other] Nobody falls in { $count } fights.
}
client-pv-each-fighter = Each fighter
client-pv-defeated-in = Defeated in { $share } of fights; deals { $life } Life a fight on average.
client-pv-most-used = Most used
client-pv-option-share = { $option }: { $share } of their choices
client-pv-no-choice = No choice made on their turns.
client-pv-most-damaging = Most damaging
client-pv-attack = { $attack }: { $life } Life a hit ({ $hits })
client-pv-hits = { $n ->
    [one] { $count } hit
   *[other] { $count } hits
}
client-pv-no-attack = No attack of theirs cost anyone Life.

## A DBU seat: the board, the decision, the fighters' cards, the tracker.

client-dbu-choose-square = Choose a square for { $option }: tap a shaded square, or type one below.
client-dbu-out-of-reach = { $square } is out of reach of { $option }.
client-dbu-tap-again = { $option }: tap again or press Choose.
client-dbu-options-on = Options on { $where }
client-dbu-hits = { $option }: hits { $fighters }
client-dbu-not-reached = { $square } is not a square { $option } reaches
client-dbu-that = that
client-dbu-in-reach = { $count } squares in reach, shaded on the board with their steps.
client-dbu-square-to = Square to move to
client-dbu-steps = { $count } steps
client-dbu-move = Move
client-dbu-left = { $actions } A · { $counters } CA
client-dbu-above-max = (above Max)
client-dbu-actions = { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}
client-dbu-counters = { $n ->
    [one] { $count } Counter Action
   *[other] { $count } Counter Actions
}
client-dbu-form-tag = Form: { $form }
client-dbu-enhancement-tag = Enhancement: { $enhancement }
client-dbu-aura-tag = Aura: { $aura }
client-dbu-charging = Charging: { $charge }
client-dbu-state-tag = State: { $state }
client-dbu-sheet-of = Sheet of { $fighter }
client-dbu-threshold = Health Threshold
client-dbu-hidden-from-you = hidden from your side
client-dbu-sheet-actions = { $actions } Actions, { $counters } Counter Actions
client-dbu-form = Form
client-dbu-base-form = base form
client-dbu-enhancement = Enhancement
client-dbu-aura = Aura
client-dbu-charge = Energy Charge
client-dbu-no-enhancement = none
client-dbu-no-aura = none
client-dbu-no-charge = none
client-dbu-no-conditions = none
client-dbu-battlefield = Battlefield { $width } by { $height } squares: { $fighters }.
client-dbu-at = { $fighter } ({ $side }) at { $square }
client-dbu-hardness = { $feature }, Hardness Rank { $rank }
client-dbu-hardness-short = H{ $rank }
client-dbu-melee = Melee Range
client-dbu-long = Long Range ({ $squares }+ squares)
client-dbu-legend-move = Shaded squares: where you can move (steps); tap one to go there
client-dbu-legend-aim = Outlined squares: where you can aim; tap once to preview, again to choose
client-dbu-fit = Fit the board

## Tournament of Power: the board, the combat, the hand, the players, the warrior cards.

client-shape-circle = circle
client-shape-square = square
client-shape-diamond = diamond
client-shape-triangle = triangle
client-shape-hexagon = hexagon
client-shape-star = star
client-shape-octagon = octagon
client-top-colour-red = red
client-top-colour-yellow = yellow
client-top-colour-blue = blue
client-top-colour-green = green
client-top-mark-red = A
client-top-mark-yellow = D
client-top-mark-blue = S
client-top-mark-green = W
client-top-key-red = red: Attack card
client-top-key-yellow = yellow: Defence card
client-top-key-blue = blue: Special card
client-top-key-green = green: fight an unplayed warrior
client-top-board = The board
client-top-board-scrolls = The board (scrolls)
client-top-space = { $space }, { $colour } space: { $text }
client-top-token-move = move { $warrior }
client-top-token-card = card of { $warrior }
client-top-token = { $warrior } ({ $letters }), { $owner }'s { $shape }
client-top-endurance-left = { $left } of { $max } Endurance
client-top-on = on { $space }
client-top-formed-worth = { $result } formed: { $damage } damage
client-top-sum-worth = { $result }: { $damage } damage
client-top-no-result = no result formed
client-top-chance-for = { $chance } for { $aim }
client-top-damage-paren = ({ $damage } damage)
client-top-about = about { $damage } damage
client-top-combat = Combat: { $attacker } attacks { $defender }
client-top-stage = Stage: { $stage }
client-top-rerolls-left = { $n ->
    [one] { $count } re-roll left
   *[other] { $count } re-rolls left
}
client-top-dice-on-table = The dice on the table
client-top-results = If the attacker stops now
client-top-result = Result
client-top-needs = Needs
client-top-damage = Damage
client-top-now = Now
client-top-formed = formed
client-top-not-formed = not formed
client-top-incoming = Incoming: { $damage }
client-top-damage-of = { $damage } damage
client-top-sphere-attack = (a sphere attack)
client-top-defence-needs = the defence needs { $need }
client-top-card-of = { $warrior }'s card
client-top-hands = Hands
client-top-hand-hint = The hand of whoever answers shows here when it is their turn to choose.
client-top-hand-of = { $player }'s hand
client-top-made-up = made up
client-top-no-cards = No cards.
client-top-pass = Pass the screen to { $player }
client-top-hidden-until = { $player }'s cards and choices are hidden until they are at the screen.
client-top-show-hand = I am { $player }: show my hand
client-top-turn-tag = turn
client-top-score = Score { $score }
client-top-cards = { $n ->
    [one] { $count } card
   *[other] { $count } cards
}
client-top-show-card = { $warrior }: show its card
client-top-endurance = Endurance
client-top-out = out
client-top-lobby = A game for { $count } players
client-top-status = The game
client-top-round-of = Round { $round } of { $last }
client-top-turn = { $round }, { $player }'s turn
client-top-event = Event: { $event }: { $text }
client-top-board-heading = Board
client-top-warrior-card = Warrior card
client-top-warriors-now = Warriors that matter now
client-top-pick-warrior = Pick a warrior on the board or in the players' list to read its card.
client-top-stop-here = Stop here
client-top-best = best
client-top-dice-keep = Dice: press the ones to keep
client-top-die-kept = Die { $number }: { $face }, kept
client-top-die-rerolled = Die { $number }: { $face }, re-rolled
client-top-keep = keep
client-top-reroll = re-roll
client-top-keeping-all = Keeping every die stops: { $worth }
client-top-keeping = { $option }: { $worth }
client-top-no-combo = no combo within reach
client-top-keep-one = Keep at least one die or re-roll any.
client-top-stop-dice = Stop with these dice
client-top-reroll-others = Re-roll the others
client-top-best-keep = Pick the best keep
client-top-waiting = Waiting
client-top-moving = Moving { $warrior }: pick a ringed space on the board or below.
client-top-a-warrior = a warrior
client-top-a-warrior-capital = A warrior
client-top-back-key = Back ({ $key })
client-top-spaces-to-go = { $n ->
    [one] { $count } space to go
   *[other] { $count } spaces to go
}
client-top-pick-mover = Pick a warrior to move (ringed on the board), then where it goes.
client-top-fewer = Fewer choices
client-top-more = More choices ({ $count })
client-top-keys = Keys: 1–9 choose.
client-top-keys-back = Keys: 1–9 choose, Esc goes back.
client-top-symbol-kick = kick
client-top-symbol-punch = punch
client-top-symbol-sphere = sphere
client-top-symbol-strength = strength
client-top-symbol-star = star
client-top-symbol-teleport = teleport
client-top-form-dice = { $dice } dice (Power)
client-top-form-rerolls = { $rerolls } re-rolls (Technique)
client-top-form-power = Power: { $power }: { $text }
client-top-combos-of = Combos of { $form }
client-top-combo = Combo
client-top-symbols = Symbols
client-top-sphere = sphere
client-top-dodge = Dodge
client-top-no-damage = no damage
client-top-sum-counts = A sum counts
client-top-wild = wild
client-top-endurance-is = Endurance { $value }
client-top-made-up-title = Seed 002 prints no numbers for this warrior: these are our defaults
client-top-transformations = Transformations ({ $count }): roll { $dice } before a combat
client-top-transform-dice = { $n ->
    [one] { $count } die
   *[other] { $count } dice
}
client-top-transform-table = Transformation table of { $warrior }
client-top-roll = Roll
client-top-dice-rerolls = Dice, re-rolls
client-top-combos = Combos
client-top-takes-costs = Takes, costs
client-top-now-tag = now
client-top-takes = 1/{ $divisor } damage, −{ $cost } Endurance after
client-top-no-transformation = No transformation.

## A Dungeon DICE Combat seat: the turn, the grid, the decision, the fighters.

client-ddc-out-of-reach = { $fighter } is out of reach of every move { $actor } has now.
client-ddc-grid-label = Battle grid
client-ddc-over = The battle is over: { $winner }.
client-ddc-turn-order = Turn order
client-ddc-acting-now = acting now
client-ddc-knocked-out = knocked out
client-ddc-moves-on = Moves on { $fighter } ({ $side })
client-ddc-attack = Attack { $fighter } ({ $side })
client-ddc-named = named
client-ddc-moves-count = { $n ->
    [one] { $count } move
   *[other] { $count } moves
}
client-ddc-keys = Keys: 1-9 choose, Backspace goes back. On the grid, tap a shaded square or a ringed fighter.
client-ddc-step = Step
client-ddc-move-act = Move&Act
client-ddc-charge-option = Charge (no attack, ends the turn)
client-ddc-move-to = Move to
client-ddc-charge-to = Charge to
client-ddc-move = Move
client-ddc-charge = Charge
client-ddc-in-reach-shaded = { $count } squares in reach, shaded on the grid
client-ddc-in-reach-hatched = { $count } squares in reach, hatched on the grid
client-ddc-near-first = those next to a foe come first
client-ddc-digivolved = ({ $base } digivolved)
client-ddc-ko = K.O.
client-ddc-hp = HP
client-ddc-attack-dice = Attack dice
client-ddc-posts = Posts
client-ddc-recharge = Recharge
client-ddc-now = Now
client-ddc-statuses = Statuses
client-ddc-moves = Moves ({ $count })
client-ddc-starts-from = { $side } starts from { $edge }
client-ddc-grid = Battle grid, { $width } columns by { $height } rows: { $fighters }.
client-ddc-on = { $fighter } ({ $side }) on { $square }
client-ddc-legend-side = { $side }: { $shape } tokens
client-ddc-from = from { $edge }
client-ddc-legend-move = Shaded squares: a Move&Act step reaches them; tap one to go there
client-ddc-legend-charge = Hatched squares: a Charge reaches them (no attack, ends the turn)
client-ddc-legend-ringed = Ringed fighters: tap one for the moves you can use on it
client-ddc-legend-marks = Gold box: whose turn it is. Double border: Defending. Bar under a token: its HP.
client-ddc-fit = Fit the grid
client-ddc-edge-left = the left edge
client-ddc-edge-right = the right edge
client-ddc-edge-top = the top edge
client-ddc-edge-bottom = the bottom edge
client-ddc-side = { $side } side
client-ddc-hp-of = { $hp } of { $max } HP
client-ddc-defending = Defending
client-ddc-targetable = can be targeted: press Enter for its moves
client-ddc-and = { $first } and { $second }
client-ddc-next-to = { $square }, next to { $foes }
client-ddc-to-knock-out = { $chance } to knock out
