## Tournament of Power (seed 002): what the game says to a seat, made when the seat reads it
## (tenkaichi.top.text, text_content, text_events, text_status).

## Content: cards, powers, spaces and warriors.

top-no-dice = no dice
top-no-space = no space
top-no-effect = no effect
top-a-card = a card
top-and = {" "}and{" "}
top-kind-event = Event
top-kind-power = power
top-kind-space = space
top-kind-warrior = warrior
top-inset-none = no defence possible
top-inset-cards = defence with cards only
top-inset-cards-or-dice = defence with cards or dice
top-inset-invulnerable = defence with invulnerable cards only
top-event-none = nothing happens this turn
top-event-move-range = move up to { $n } spaces this turn
top-event-rerolls = { $signed } re-roll for the warriors of the player whose turn it is
top-event-no-support = no support dice for anyone this turn
top-event-draw = draw { $n } card(s) of your choice at the end of the turn
top-event-transform-bonus = { $signed } to transformation rolls this turn
top-event-extra-combat = a second combat this turn
top-event-heal = each of your warriors heals up to { $n } damage
top-card-attack-text = form { $combo } for { $damage } damage{ $sphere }; { $inset }{ $extra }
top-card-sphere-note = {" "}(a sphere attack)
top-card-extra-note = ; a second combat this turn
top-against-sphere = a sphere attack
top-against-attack = an attack
top-card-proof-note = , even an invulnerable one
top-card-defence-text = against { $against }{ $proof }: form { $combo } and it { $does }
top-defence-negate = stops the attack
top-defence-halve = halves the attack's damage
top-defence-counter = takes the hit, then strikes back
top-card-rescue-text = when one of your warriors is eliminated, it comes back with { $n } Endurance
top-card-transform-text = after a failed transformation roll, roll once more (the card is used either way)
top-start-recover = at the start of your turn, heal one of your warriors of up to { $n } damage
top-start-extra-combat = at the start of your turn: a second combat this turn
top-start-instant-move = at the start of your turn, move a warrior to any free red, yellow or blue space instead of moving
top-start-fuse = at the start of your turn, fuse two fusion partners standing on one space
top-space-green-text = fight an unplayed warrior; a win draws 2 cards of your choice
top-space-draw-text = draw { $card } at the end of your turn
top-form-summary = { $name }: Power { $power }, Technique { $technique }{ $ability }
top-ability-note = , { $ability }
top-warrior-text = Endurance { $endurance }. { $forms }

## Events.

top-ev-unknown = Something happened that this version cannot describe
top-ev-defends-card = { $who } defends with { $card }
top-ev-defends-dodge = { $who } tries a Dodge roll
top-ev-defends-hit = { $who } takes the hit
top-ev-defence-dodge-works = The dodge of { $who } works
top-ev-defence-dodge-fails = The dodge of { $who } fails
top-ev-defence-card-works = The defence of { $who } works
top-ev-defence-card-fails = The defence of { $who } fails
top-ev-attack = { $who } attacks{ $card } for { $damage } damage{ $speed }
top-ev-attack-card = {" "}with { $card }
top-ev-attack-lightning = {" "}(a lightning attack: no defence)
top-ev-attack-rolls = {" "}after { $rolls } rolls
top-ev-dealt-nothing = { $seat } is dealt nothing: the { $deck } deck is empty
top-ev-dealt = { $seat } is dealt { $card } from the { $deck } deck
top-ev-drew-nothing = { $seat } draws nothing: the { $deck } deck is empty
top-ev-drew = { $seat } draws { $card } from the { $deck } deck
top-ev-eliminated = { $who } is eliminated
top-ev-eliminated-fusion = { $who } is eliminated (a fusion: two warriors lost)
top-ev-combat-duel = Tie-break duel: { $one } against { $other }
top-ev-combat-green = { $one } fights { $other } on a green space
top-ev-combat-attack = Combat: { $one } attacks { $other }
top-ev-combat-over-both = The combat is over: both warriors still stand
top-ev-combat-over-attacker = The combat is over: only the attacker still stands
top-ev-combat-over-defender = The combat is over: only the defender still stands
top-ev-combat-over-neither = The combat is over: neither warrior still stands
top-ev-score = { $player } { $count }
top-ev-scores = Warriors left on the board: { $scores }
top-ev-game-over-none = The game is over: no one wins
top-ev-game-over-one = The game is over: { $winner } wins
top-ev-game-over-shared = The game is over: { $winners } share the win
top-ev-healed = { $who } heals { $damage } damage{ $why }
top-ev-healed-health = {" "}(its Health power)
top-ev-healed-recovery = {" "}(a Recovery card)
top-ev-healed-event = {" "}(the Event { $card })
top-ev-fusion-roll-works = { $seat } rolls { $roll } to fuse: the fusion works
top-ev-fusion-roll-fails = { $seat } rolls { $roll } to fuse: no fusion
top-ev-decks-shuffled = The Attack, Defence, Special and Event decks are shuffled
top-ev-draft-begins = A die roll: { $seat } drafts first
top-ev-drafted = { $seat } drafts { $name }
top-ev-unplayed-stack = The { $count } warriors no one drafted are shuffled into a stack
top-ev-placed = { $seat } places { $name } on { $where }
top-ev-first-player = { $seat } plays first
top-ev-turn = Round { $round }: { $seat }'s turn
top-ev-discarded = { $seat } discards { $card } under the { $deck } deck
top-ev-event = Event for { $seat }: { $card }
top-ev-played = { $seat } plays { $card }
top-ev-moved = { $who } moves from { $start } to { $end }
top-ev-instant-move = { $who } moves instantly from { $start } to { $end }
top-ev-stepped = { $who } steps from { $start } to { $end }
top-ev-green = { $name } comes from the unplayed stack, played by { $seat }
top-ev-duel-attack = Attack { $number } of the duel: { $one } attacks { $other }
top-ev-fused = { $seat }'s fusion partners become { $name }
top-ev-transformed = { $who } rolls { $roll } and transforms into { $form }
top-ev-transform-failed = { $who } rolls { $roll }: no transformation
top-ev-rolled = { $who } rolls { $dice } (roll { $number })
top-ev-extra-combat = { $seat } gains a second combat this turn ({ $card })
top-ev-shielded = The Shield of { $who } stops the sphere ({ $damage } damage)
top-ev-reflected = { $who } reflects the sphere back ({ $damage } damage)
top-ev-defence-rolled = { $who } rolls { $dice } to defend
top-ev-damaged = { $who } takes { $damage } damage ({ $total } in all)
top-ev-rescued = { $who } is saved by { $card } ({ $damage } damage left on it)
top-ev-fled = { $who } flees with Solar Flare from { $start } to { $end }
top-ev-counter-attack = { $who } strikes back at once
top-ev-form-cost = { $who } pays { $cost } Endurance for its transformation
top-ev-returned = The unplayed warrior goes back under the stack
top-ev-duel-guard = No one is eliminated after { $count } attacks: the engine's guard stops the duel
top-ev-extra-round = More than two players are tied: play on to round { $round }
top-ev-time-up = Time is up: round { $round } is the last

## Names, spaces and options.

top-unplayed-stack = the unplayed stack
top-unplayed-warrior = the unplayed { $name }
top-whose = { $player }'s { $name }
top-space = { $name } ({ $colour })
top-card-nothing = nothing (the deck is empty)
top-player = Player { $number }
top-warrior-summary = { $name }, { $left } of { $endurance } Endurance, Power { $power }, Technique { $technique }{ $ability }
top-to-attack = { $space }: attack { $enemy }
top-to-fight-unplayed = { $space }: fight an unplayed warrior
top-keep-nothing = Keep nothing and re-roll all { $count } { $n ->
    [one] die
   *[other] dice
}
top-keep = Keep { $dice } and re-roll { $count } { $n ->
    [one] die
   *[other] dice
}
top-draft-label = { $name }: Endurance { $endurance }, Power { $power }, Technique { $technique }{ $ability }{ $forms }
top-forms-note = , { $count } { $n ->
    [one] transformation
   *[other] transformations
}
top-place-on = Place on { $space }
top-move-to = Move { $warrior } to { $to }
top-instant-move-to = Instant Move { $warrior } to { $to }
top-discard = Discard { $card } ({ $kind })
top-play-card = Play { $card }: { $text }
top-draw-a-card = Draw { $card }
top-heal = Heal { $warrior } ({ $damage } damage taken)
top-duel-with = Duel with { $warrior }
top-flee-to = Flee to { $space } with Solar Flare
top-stay-on = Stay on { $space }
top-step-to = Step to { $to }
top-sum-of-symbols = The sum of the symbols
top-play-named = Play { $card }
top-combo-named = Combo { $combo }
top-resolve = { $name }: { $damage } damage, { $kind }, { $inset }
top-take-hit = Take the hit ({ $damage } damage)
top-roll-dodge = Roll a Dodge (needs { $count } { $n ->
    [one] teleport
   *[other] teleports
})
top-the-warrior = the warrior
top-yes = Yes
top-no = No
top-yes-no-fuse-fuse = Try to fuse (a die roll of { $fuse } or more)
top-yes-no-fuse-no = Do not try to fuse
top-yes-no-transform-yes = Try to transform { $who }
top-yes-no-transform-no = Fight in the present form
top-yes-no-transform-card-yes = Play a Transformation card: roll once more
top-yes-no-transform-card-no = Play no card
top-yes-no-rescue-yes = Play Rescue: { $who } comes back
top-yes-no-rescue-no = No Rescue: { $who } is eliminated
top-yes-no-flee-no = Stay in the combat
top-yes-no-start-pass = Play no card
top-yes-no-move-pass = Stay (no warrior can move)
top-yes-no-instant-pass = Stay (no free space)
top-yes-no-bonus-pass = Draw nothing (the decks are empty)
top-yes-no-reroll-stop = Stop and use these dice
top-yes-no-defend-roll-stop = Stop: the defence fails

## Prompts and who is deciding.

top-rerolls-left = { $count } { $n ->
    [one] re-roll
   *[other] re-rolls
} left
top-ask-draft = Draft which warrior?
top-ask-start = Start of your turn: play a card?
top-ask-recover = Recovery: heal which warrior?
top-ask-instant = Instant Move: move which warrior, to which free space?
top-ask-duel = Tie-break duel: which of your warriors fights?
top-ask-fuse = Try the fusion roll for your fusion partners (only without a Fusion card)?
top-ask-transform-card = The transformation roll failed: play a Transformation card?
top-ask-place = Place { $warrior } on which space?
top-ask-discard = You hold more than { $limit } cards: discard which one?
top-ask-move = Move which warrior (up to { $range } spaces)?
top-your-warrior = your warrior
top-ask-step = After the combat: where does { $warrior } go?
top-ask-bonus = Draw a card of your choice ({ $count } to draw): from which deck?
top-ask-transform = Try to transform { $warrior }?
top-ask-reroll = { $warrior } rolled { $dice }: keep which dice? ({ $rerolls })
top-ask-resolve = Which attack does { $warrior } make on { $target }?
top-ask-defend = { $target } is attacked for { $damage } damage: how does it defend?
top-ask-defend-roll = { $target } rolled { $dice } and needs { $need }: keep which dice? ({ $rerolls })
top-ask-rescue = { $target } is out of Endurance: play a Rescue card?
top-ask-flee = { $target } has less than 10 Endurance left: flee with Solar Flare?
top-ask-choose = Choose
top-the-enemy = the enemy
top-game-is-over = The game is over
top-doing-deciding = { $player } is deciding
top-doing-draft = { $player } is drafting a warrior
top-doing-place = { $player } is placing a warrior
top-doing-discard = { $player } is discarding a card
top-doing-start = { $player } is choosing whether to play a card
top-doing-recover = { $player } is choosing a warrior to heal
top-doing-move = { $player } is moving
top-doing-instant = { $player } is making an Instant Move
top-doing-step = { $player } is stepping after the combat
top-doing-bonus = { $player } is choosing a deck to draw from
top-doing-duel = { $player } is choosing a warrior for the duel
top-doing-fuse = { $player } is deciding on a fusion roll
top-doing-transform = { $player } is deciding on a transformation
top-doing-transform-card = { $player } is deciding on a Transformation card
top-doing-reroll = { $player } is choosing dice to re-roll
top-doing-resolve = { $player } is choosing an attack
top-doing-defend = { $player } is choosing a defence
top-doing-defend-roll = { $player } is choosing dice to re-roll
top-doing-rescue = { $player } is deciding on a Rescue card
top-doing-flee = { $player } is deciding whether to flee

## Menus over the options (tenkaichi.top.menus) and what a re-roll plays for.

top-aim-defence = the defence
top-aim-combo = { $name } combo
top-aim-card = { $name } card
top-menu-mover = { $warrior }, on { $space }
top-menu-mover-ask = Move { $warrior } from { $space } to which space?
top-menu-row = Row { $row }: { $spaces }
top-menu-row-ask = Which space of row { $row }?
top-menu-row-only = Row { $row }: only { $space }
top-menu-worth-damage = expected damage { $value }, an elimination counting extra
top-menu-worth-defend = chance to defend { $chance }
top-menu-best-stop = Best play: stop here ({ $worth })
top-menu-keep = keep { $dice }
top-menu-reroll-all = re-roll every die
top-menu-best = Best play: { $what } ({ $worth })
top-under-one-percent = under 1%
top-over-99-percent = over 99%
top-percent = { $value }%
top-menu-formed = formed
top-menu-note = { $name } ({ $need }): { $have }
top-menu-aim-formed = { $label }: { $aim } formed
top-menu-no-combo = { $label }: no combo formed
top-menu-aim-chance = { $label }: { $chance } for { $aim }
top-menu-more = Other dice to keep ({ $count } more)
top-symbol-sum = Symbol sum
top-symbol-sum-doubled = Symbol sum (doubled)
top-any-dice = any dice

## The status panel (tenkaichi.top.text_status).

top-warriors-drafted = { $count } { $n ->
    [one] warrior
   *[other] warriors
} drafted
top-warriors-placed = { $placed } of { $count } { $n ->
    [one] warrior
   *[other] warriors
} placed
top-warriors-on-board = { $count } { $n ->
    [one] warrior
   *[other] warriors
} on the board
top-a-warrior = a warrior
top-headline-draft = The draft: { $player } picks a warrior (pick { $pick } of { $picks })
top-headline-place = Placing the teams: { $player } places { $warrior } (warrior { $pick } of { $picks })
top-headline-round = Round { $round }, { $player }'s turn
top-headline-round-of = Round { $round } of { $last }, { $player }'s turn
top-named-text = { $name }: { $text }
top-status-headline = { $headline }.
top-status-headline-deciding = { $headline }. { $deciding }.
top-status-event = Event: { $event }
top-no-cards = no cards
top-status-player = { $name }: { $standing }; { $cards }
top-status-eliminated = { $name }: eliminated
top-fusion = fusion
top-not-on-board = not on the board
top-status-warrior = { $name }: { $left } of { $endurance } Endurance{ $extra }

## The seat's page (tenkaichi.table.web_top_model, top_seat.html.j2).

top-page-draw = The game is a draw
top-page-winner = { $winner } wins the Tournament of Power
top-page-winners = { $winner } win the Tournament of Power
top-page-waiting = Waiting for { $who }
top-page-unplayed = Unplayed's { $name }
top-page-title-endurance = { $title }: { $left } of { $endurance } Endurance
top-stage-start = starting
top-stage-transform = transformation rolls
top-stage-reroll = rolling
top-stage-resolve = choosing the result
top-stage-defend = the defence
top-stage-defend-roll = the defensive roll
top-stage-damage = damage
top-stage-rescue = rescue
top-stage-flee = fleeing
top-stage-next = next attack
top-seat-made-up = made up
top-seat-made-up-title = Seed 002 does not say this: it is our reading (docs/assumptions.md)
top-seat-title = Tournament of Power
top-seat-title-round = Tournament of Power: round { $round }
top-seat-event = Event:
top-seat-lobby = A game for { $count } players
top-seat-lobby-hint = Players nobody sits at are played by the game master on this page. The game starts when the game master starts it.
top-seat-board = The board
top-seat-space-title = { $name }, a { $colour } space: { $text }
top-seat-combat = Combat: { $attacker } against { $defender }
top-seat-dice = The dice
top-seat-how-move = Click one of your warriors (ringed in gold), then one of the spaces it may reach (ringed in orange).
top-seat-how-cell = Click one of the ringed spaces on the board.
top-seat-how-keep = Click a die to keep it (lit) or re-roll it (dim).
top-seat-combos-now = The combos now, playing on for each:
top-seat-with-kept = With the dice you keep:
top-seat-best-play = (the best play)
top-seat-keep-best = Select the best dice to keep
top-seat-hand = { $player }'s hand
top-seat-no-cards = No cards.
top-seat-hand-hint = Your players' hands are shown when one of them must answer.
top-seat-players = Players
top-seat-playing = (playing)
top-seat-standing = { $standing }, { $count } { $n ->
    [one] card
   *[other] cards
} in hand
top-seat-endurance = { $left } of { $endurance } Endurance
top-seat-fused = fused
top-seat-eliminated = (eliminated)
top-seat-log = What happened
top-seat-help = What the spaces, dice, powers and warriors do
top-seat-spaces = Spaces
top-seat-faces = Dice faces
top-seat-star-note = (the star stands in for any symbol of a combo)
top-seat-powers = Powers
top-seat-no-powers = No warrior in play has a power.
top-seat-warriors = Warriors
top-seat-not-offered = That choice is not offered

## The page that opens a table (top_new.html.j2).

top-new-title = Tenkaichi: open a Tournament of Power table
top-new-heading = Open a Tournament of Power table
top-new-about = A board game for 2 to 6 players: draft a team of warriors, move them on the coloured board, fight with symbol dice, combos and cards.
top-new-dbu = Open a Dragon Ball Universe fight instead
top-new-your-name = Your name (the host)
top-new-host = Host
top-new-players-legend = The players
top-new-players = Players
top-new-players-hint = Each player is played by you (on your own page: the hot seat), by a person you send an invite link to, or by a bot. Rows past the number of players are left out.
top-new-played-by = Player { $number } is played by
top-new-plays-gm = the host (you, on this page)
top-new-plays-player = a person (invite link)
top-new-plays-greedy = a greedy bot
top-new-plays-random = a random bot
top-new-plays-search = a search bot (slow, strong)
top-new-game-legend = The game
top-new-rounds = Rounds
top-new-seed = Seed (optional)
top-new-seed-placeholder = secret
top-new-seed-help = The seed deals the cards and rolls the dice: leave it empty for secret dice; a seed you type is for replays and tests, and anyone who knows it can foretell the dice. The same seed and choices play the same game.
top-new-submit = Open the table
top-page-not-joined = (not joined yet)

## The terminal's screen (tenkaichi.cli.top_screen).

top-cli-headline-event = { $headline }. Event: { $event }
top-cli-nobody-yet = nobody yet
top-cli-drafted = { $player } drafted: { $picks }
top-cli-you = { $name } (you)
top-cli-bot = { $name } (bot)
top-cli-eliminated = {" "}(eliminated: { $names })
top-cli-player = { $player }: { $standing }{ $lost }; hand: { $cards }

## The board drawn in text (tenkaichi.top.text_board).

top-board-marks = Marks: 1A is { $player }'s warrior A; { $transformed } transformed; { $several } more than one warrior there
top-board-spaces = Spaces: r y b g are red, yellow, blue, green
top-board-spaces-unplayed = Spaces: r y b g are red, yellow, blue, green; { $mark } is an unplayed warrior
