## The web table's words for a seat (tenkaichi.table: the seat's page and screen, its panel,
## notices, reaction policies and summary). Names (fighters, sides, seats, techniques) arrive
## as they are; numbers that are data arrive already written.

## Text a person reads at the table (present_text)

table-rolled = (rolled { $dice })
table-yes = yes
table-no = no

## The options menu: group titles (present_options)

table-group-signatures = Signature Techniques
table-group-release = Release the Energy Charge
table-group-entrusted-attack = Entrusted attack
table-group-convert = Convert an Action
table-group-end-turn = End turn
table-group-enter-state = Enter a State
table-group-leave-state = Leave a State
table-group-life-wager = Ki Wager paid with Life
table-group-stop-charging = Stop charging
table-group-cancel-charge = Cancel the Energy Charge
table-group-end-holding-back = End Holding Back
table-group-on = on { $name }
table-group-for = for { $name }
table-group-to = to { $name }
table-group-here = where you stand
table-group-toward-east = toward the east
table-group-toward-south-east = toward the south-east
table-group-toward-south = toward the south
table-group-toward-south-west = toward the south-west
table-group-toward-west = toward the west
table-group-toward-north-west = toward the north-west
table-group-toward-north = toward the north
table-group-toward-north-east = toward the north-east

## What an option costs

table-cost-actions = { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}
table-cost-counters = { $n ->
    [one] { $count } Counter Action
   *[other] { $count } Counter Actions
}
table-cost-converted = { $n ->
    [one] { $count } Action of { $source } (as a Counter Action)
   *[other] { $count } Actions of { $source } (as Counter Actions)
}
table-cost-from-this-turn = this turn
table-cost-from-coming-turn = your coming turn
table-cost-from-this-round = this round
table-cost-instant = Instant
table-cost-kp = { $kp } KP
table-cost-life = { $life } Life
table-cost-karma = { $n ->
    [one] { $count } Karma Point
   *[other] { $count } Karma Points
}
table-cost-free = free

## An option's odds: "hit 62%, expected damage 14"

table-odds-chance = { $what } { $percent }
table-odds-hit = hit
table-odds-be-hit = be hit
table-odds-win-clash = win the Clash
table-odds-win-both-clashes = win both Clashes
table-odds-win-duel = win the Duel
table-odds-beat-wound = beat the Wound
table-odds-terrify-works = Terrify works
table-odds-see-through = see through it
table-odds-caught = caught
table-odds-find-hidden = find every hidden Opponent
table-odds-beat-concealment = beat every Concealment
table-odds-pass = pass the { $check }
table-odds-if-they-dodge = if they Dodge
table-odds-if-no-exploit = if no Exploit hits
table-odds-if-no-wager = if you wager nothing
table-odds-in-their-place = in their place
table-odds-if-no-one-wagers-more = if no one wagers more
table-odds-against-their-best = against their best roll
table-odds-with-your-better = with your better roll
table-odds-damage = expected damage { $amount }
table-odds-damage-taken = expected damage taken { $amount }

## What a decision asks

table-attacked-you = You are being attacked by { $attacker } ({ $attack }): answer
table-attacked = { $fighter } is being attacked by { $attacker } ({ $attack }): answer
table-your-turn = Your turn: { $prompt }
table-their-turn = { $fighter }'s turn: { $prompt }
table-waiting-for = Waiting for { $who }

## A fighter's card: when an effect ends, an Energy Charge

table-until-start-of-turn = until the start of { $fighter }'s next turn
table-until-start-of-a-turn = until the start of the next turn
table-until-end-of-turn = until the end of { $fighter }'s turn
table-until-end-of-a-turn = until the end of the turn
table-for-more-starts = for { $count } more starts of { $fighter }'s turns
table-for-more-starts-of-turns = for { $count } more starts of the turns
table-for-more-ends = for { $count } more ends of { $fighter }'s turns
table-for-more-ends-of-turns = for { $count } more ends of the turns
table-rounds-left = { $n ->
    [one] { $count } round left
   *[other] { $count } rounds left
}
table-ends-this-round = ends this round
table-until-surprise-ends = until the surprise round ends
table-while-charge-lasts = while the Energy Charge lasts
table-charge-basic-attack = { $profile } Basic Attack
table-charge = { $attack }, { $count } charge(s)

## The server-drawn seat page (seat.html.j2)

table-page-title-round = Tenkaichi table: round { $round }
table-round = Round { $round }
table-viewer-gm = Game master
table-viewer-side = Side { $side }
table-viewer-spectator = Spectator
table-over = The fight is over.
table-over-side-wins = The fight is over: side { $side } wins.
table-over-draw = The fight is over: a draw.
table-card-yours = (yours)
table-card-side = Side
table-card-square = Square
table-card-health = Health
table-card-life = Life
table-card-ki = Ki
table-card-capacity = Capacity
table-card-actions = Actions
table-card-defeated = (defeated)
table-card-hidden-of = hidden (of { $most })
table-card-no-actions = none: defeated
table-card-and-counters = and { $count } Counter
table-card-form = Form
table-card-aura = Aura
table-card-charging = Charging
table-card-effects = Effects
table-quick-pass-turn = Pass for the rest of this turn
table-quick-never-ask = Never ask { $fighter } again
table-quick-change-hint = (change it under Reactions)
table-log-round = R{ $round }

## The panel every game's seat page shares (web_pages, _table_panel.html.j2, table_lobby)

table-page-title = Tenkaichi table: { $title }
table-game-dbu = Dragon Ball Universe
table-game-top = Tournament of Power
table-game-ddc = Dungeon DICE Combat
table-noun-dbu = fight
table-noun-top = game
table-noun-ddc = battle
table-noun-game = game
table-role-gm = Game master
table-role-player = Player
table-role-bot = Bot
table-role-spectator = Spectator
table-status-lobby = waiting to start
table-status-running = in progress
table-status-paused = paused
table-status-over = over
table-status-line = The { $noun } is { $status }.
table-status-line-titled = { $title }: the { $noun } is { $status }.
table-replay-steps-label = replay steps
table-replay-step = Replay: step { $step } of { $steps }
table-replay-first = First
table-replay-back = Back
table-replay-forward = Forward
table-replay-last = Last
table-replay-back-to-table = Back to the table
table-replay-link = Replay the { $noun } step by step
table-join-name = Your name
table-join = Join the table
table-not-let-in = The game master has not let you in yet.
table-time-left-for = Time left for { $who }:
table-seconds-short = s
table-dice-roll = Roll { $roll }
table-dice-you-rolled = { $n ->
    [one] The die
   *[other] The dice
} you rolled ({ $faces })
table-dice-enter = { $n ->
    [one] Enter the die
   *[other] Enter the dice
}
table-dice-help = { $n ->
    [one] Type the number, like { $example }.
   *[other] Type the numbers in this order, with spaces or commas, like { $example }.
}
table-waiting-dice = Waiting for { $who } to roll dice.
table-reactions-title = Reactions: when to ask you
table-reactions-hint = The table asks a reaction only when an answer could change the outcome. Here you choose, for every fighter you play ({ $fighters }), which of those to be asked.
table-set = Set
table-policy-ask = Ask me
table-policy-never = Never: let it pass
table-policy-always = Always { $answer }
table-policy-note = { $fighter }: { $policy }
table-policy-note-this-turn = { $fighter }: { $policy } (this turn)
table-policy-never-asked = never asked
table-policy-always-asked = always { $answer }
table-policy-asked = asked
table-gm-start = Start the { $noun }
table-gm-pause = Pause
table-gm-resume = Resume
table-gm-undo = Undo the last decision
table-gm-end-confirm = Yes, end it for everyone
table-gm-end = End the { $noun }
table-seats-seat = Seat
table-seats-who = Who
table-seats-plays = Plays
table-seats-link = Invite link
table-seats-dice = Dice
table-seat-you = you
table-seat-not-joined = (not joined yet)
table-seats-waiting = (waiting)
table-seats-relink = (kick the seat for a new link)
table-seats-dice-of = dice of { $name }
table-dice-physical = types physical dice
table-dice-digital = the table rolls
table-seats-let-in = Let in
table-seats-kick = Kick (new link)
table-seats-remove = Remove
table-add-a = Add a
table-add-player = player
table-add-bot = bot
table-add-spectator = spectator
table-add-for-side = for side
table-add-no-side = (none)
table-add-dice = dice
table-add-seat = Add seat
table-settings = Table settings
table-settings-gm-secrets = The game master sees every side's secrets
table-settings-timer = Turn timer
table-settings-timer-range = seconds (0 is off, else { $low } to { $high })
table-settings-on-timeout = When time runs out
table-settings-save = Save the settings

## The combat tracker (screen)

table-tracker-dice = Waiting for { $who }: dice
table-tracker-choice = Waiting for { $who }: a choice
table-tracker-choice-prompt = Waiting for { $who }: a choice ({ $prompt })

## Seats and notices (seatview)

table-seat-gm = the game master
table-seat-spectator = a spectator
table-seat-for = the seat for { $plays }
table-notice-paused = { $who } paused the fight
table-notice-resumed = { $who } resumed the fight
table-notice-ended = { $who } ended the fight
table-notice-to-gm = (to the game master)
table-notice-to = (to { $who })
table-notice-note = { $who }{ $to }: { $note }
table-notice-roll = { $who } rolls{ $to }: { $roll }
table-notice-made-it = vs { $target }: made it
table-notice-missed = vs { $target }: missed
table-notice-chance = (chance { $chance })
table-notice-typed = (dice typed at the table)
table-notice-undo = { $n ->
    [one] { $who } took back the last decision
   *[other] { $who } took back the last { $n } decisions
}
table-notice-undo-again = { $n ->
    [one] { $who } took back the last decision and rolls the dice again
   *[other] { $who } took back the last { $n } decisions and rolls the dice again
}
table-notice-timeout-paused = time ran out for { $who }: the fight is paused
table-notice-timeout-answered = time ran out for { $who }: the table answered for them

## Reaction policies (policies, games/dbu_reactions)

table-policy-let-pass = { $fighter } let it pass (policy)
table-policy-answered = answered
table-policy-answered-always = { $fighter }: { $answer } (policy: always)
table-policy-none = none
table-policy-none-here = none at this game
table-policy-error-fighter = a policy is for a fighter you play ({ $fighters }) or for all of them
table-policy-error-family = there is no reaction family { $family } (there are: { $families })
table-policy-error-mode = a policy is ask, never or always
table-policy-error-never = { $family } cannot be declined: choose ask or always
table-policy-error-no-answer = { $family } has no answer to give always: choose ask or never
table-policy-error-always = always what? { $family } can always: { $answers }
table-family-instant = Instant Maneuvers
table-family-instant-when = before someone else's maneuver resolves
table-family-defence = Counter Maneuvers and Dodge
table-family-defence-when = when you are attacked
table-family-intervene = Intervene and Blockade
table-family-intervene-when = when an ally is hit, or an enemy moves past you
table-family-united = United Attack
table-family-united-when = when an ally attacks and you may join
table-family-exploit = Exploit
table-family-exploit-when = when an enemy leaves your Melee Range
table-family-triggered = Triggered Maneuvers
table-family-triggered-when = when what you set a Triggered Maneuver for happens
table-family-modifier = Modifier Maneuvers
table-family-modifier-when = after you declare an attack (Called Shot, Absorbing Attack)
table-family-duel = Duel answers
table-family-duel-when = when a Duel starts next to you, or against you
table-family-knockback = Knockback
table-family-knockback-when = after your attack lands with Launching or the Knockback Advantage
table-family-sudden-stop = Sudden Stop
table-family-sudden-stop-when = when you are pushed or knocked back, for a Counter Action
table-answer-dodge = Dodge
table-answer-parry = Parry
table-answer-guard = Guard
table-answer-direct-hit = Direct Hit
table-answer-power-flare = Power Flare
table-answer-simple-attack = a Simple attack
table-answer-fire = use it
table-answer-push = Might Clash, then push the full distance straight away
table-answer-clash = Might Clash, then ask where to push

## An NPC's Life line with its numbers hidden (hidden): the Health Threshold's word instead

table-hidden-life-lost = { $fighter } loses { $amount } Life ({ $why }): { $health }
table-hidden-healed = { $fighter } regains { $amount } Life ({ $why }): { $health }

## The fight's summary (summary)

table-summary-nobody = nobody
table-summary-round = round { $round }
table-summary-after-round = after round { $round }
table-summary-before-first-round = before the first round
table-summary-ended-by-gm = Ended by the game master { $when }: still standing: { $standing }
table-summary-ended-by-gm-only = Ended by the game master { $when }
table-summary-in-progress = In progress, { $when }: still standing: { $standing }
table-summary-draw = A draw after round { $round }
table-summary-wins = { $winner } wins after round { $round }
table-summary-share-win = { $winner } share the win after round { $round }
table-summary-game-in-progress = { $title }: in progress, round { $round }: still standing: { $standing }
table-summary-game-in-progress-only = { $title }: in progress, round { $round }
table-summary-side = Side { $side }
table-summary-not-started = The game has not started yet

## The input log's errors (log)

table-log-dice-do-not-fit = the dice entered do not fit: { $error }
table-log-does-not-replay = the table's log does not replay: { $error }
table-log-input-does-not-replay = the table's log does not replay: input { $seq }: { $error }
table-log-no-dice-needed = no dice are needed now
table-log-waits-for-dice = the fight waits for dice, not for a choice
table-log-those-dice-do-not-fit = those dice do not fit: { $error }
table-log-dice-not-needed = the dice entered were not all needed: enter just those asked for

## A fight as text, for chat and terminals (games/texts)

table-text-defeated = { $fighter } ({ $side }): defeated
table-text-ki-hidden = Ki hidden
table-text-ki = Ki { $ki }/{ $capacity }
table-text-life-hidden = hidden
table-text-life = Life { $life }
table-text-line = { $fighter } ({ $side }): { $life }, { $ki } at ({ $x }, { $y })
