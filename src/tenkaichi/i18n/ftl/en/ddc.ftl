## Dungeon DICE Combat (seed 004): the battle's events, the actions in a menu, the prompt,
## the page of a seat and the chat's replies. Numbers arrive already written; names of
## fighters, forms, sides and named moves are data and stay as they are.

## Little pieces
ddc-square = square { $x },{ $y }
ddc-steps = { $n ->
    [one] { $count } step
   *[other] { $count } steps
}
ddc-and = { $first } and { $last }
ddc-side = side { $side }
ddc-move-normal = Normal
ddc-status-power-up = power-up
ddc-status-de-buff = de-buff

## Events
ddc-fighter-intro = { $name } ({ $level }, { $hp } HP)
ddc-battle-begins = Battle begins: { $fighters }
ddc-order-roll = { $name } rolls { $dice }d10: { $rolls } = { $total }
ddc-order-reroll = { $name } rolls { $dice }d10 (re-roll to break a tie): { $rolls } = { $total }
ddc-turn-order = Turn order: { $order }
ddc-round = Round { $round }
ddc-turn-started = { $name }'s turn (post { $post })
ddc-extra-turn-started = { $name }'s extra turn: attack of opportunity (post { $post })
ddc-turn-ended = { $name } ends their turn
ddc-charges = { $name } charges!
ddc-moved = { $name } moves from { $start } to { $end } ({ $steps })
ddc-provoked-at-once = { $name } runs from { $foe }: attack of opportunity at once
ddc-provoked = { $name } runs from { $foe }: { $foe } goes directly after { $name } and attacks first
ddc-uses = { $user } uses { $move } on { $target }: { $how }
ddc-uses-free = Attack of opportunity: { $user } uses { $move } on { $target }: { $how }
ddc-damage = { $name } takes { $amount } damage: { $hp }/{ $max } HP
ddc-damage-explained = { $name } takes { $amount } damage ({ $parts }): { $hp }/{ $max } HP
ddc-part-status = { $sign } { $status } { $bonus }
ddc-part-immune = ; { $name } is immune (digivolving) = 0
ddc-part-defends = ; { $name } defends: halved (rounded down) = { $amount }
ddc-part-barrier = ; barrier soaks { $soaked } = { $amount }
ddc-knocked-out = { $name } is K.O.'d!
ddc-heals = { $name } heals { $healed } (of { $amount }): { $hp }/{ $max } HP
ddc-barrier = { $name } raises a barrier of { $amount } until their next turn
ddc-immune = { $name } is immune
ddc-gets-power-up = { $name } gets a power-up: { $sign }1d{ $die } damage for { $turns } of their turns
ddc-gets-de-buff = { $name } gets a de-buff: { $sign }1d{ $die } damage for { $turns } of their turns
ddc-defends = { $name } defends: damage halved until their turn
ddc-digivolves = { $name } digivolves to { $form } for { $turns } turns ({ $dice }d6: { $rolls }); immune this turn, all statuses wear off
ddc-form-changed = { $name } changes to { $form }
ddc-reverted = { $name } returns to { $form }
ddc-why-last-side = last side standing
ddc-why-round-limit = round limit { $limit }, most HP left
ddc-draw-why = a draw ({ $why })
ddc-draw = a draw
ddc-wins = { $n ->
    [one] { $names } wins
   *[other] { $names } win
}
ddc-wins-notes = { $n ->
    [one] { $names } wins ({ $notes })
   *[other] { $names } win ({ $notes })
}
ddc-side-wins = side { $side } wins
ddc-side-wins-why = side { $side } wins ({ $why })
ddc-battle-over = Battle over: { $result }

## Actions, as a menu lists them, and the question
ddc-action-move = Move to { $square }
ddc-action-charge = Charge to { $square }
ddc-action-attack = Attack { $target } with { $move }
ddc-action-digivolve = Digivolve into { $form }
ddc-action-form = Change form to { $form }
ddc-action-defend = Defend (end the turn guarding)
ddc-action-end = End the turn
ddc-prompt = { $name }'s turn: what now?

## A seat's page (tenkaichi.table.web_ddc_model)
ddc-kind-offense = attack
ddc-kind-defense = barrier
ddc-kind-heal = heal
ddc-kind-buff = power-up
ddc-kind-debuff = de-buff
ddc-range-normal = next to you
ddc-range-close = close
ddc-range-long = long range
ddc-range-self = yourself
ddc-range-support = support range
ddc-mode-open = nothing done yet
ddc-mode-move-act = Move&Act
ddc-mode-aoo-move = moving after a free attack
ddc-mode-defend = Defending
ddc-amount-damage = { $low }-{ $high } damage, about { $average }
ddc-amount-damage-halved = { $low }-{ $high } damage, about { $average } (halved: Defending)
ddc-amount-healing = { $low }-{ $high } healing, about { $average }
ddc-mark-defending = Defending
ddc-mark-barrier = Barrier { $barrier }
ddc-mark-immune = Immune
ddc-mark-digivolved = Digivolved ({ $turns } more turns)
ddc-status-line = { $n ->
    [one] { $status } ({ $effect }, { $count } turn)
   *[other] { $status } ({ $effect }, { $count } turns)
}
ddc-recharge-none = no named moves
ddc-recharge-waiting = named moves recharging: ready on post { $post }
ddc-recharge-ready = named moves ready
ddc-move-line = { $name } ({ $kind }, { $reach })
ddc-move-line-normal = { $name } ({ $kind }, { $reach }, normal damage)
ddc-steps-left = { $n ->
    [one] { $count } step left
   *[other] { $count } steps left
}
ddc-attack-used = attack used
ddc-an-extra-turn = an extra turn
ddc-page-turn = { $name }'s turn: { $parts }
ddc-page-wins = { $side } wins
ddc-waiting-for = Waiting for { $who }
ddc-waiting-for-turn = Waiting for { $who } ({ $name }'s turn)
ddc-page-title = { $title }: round { $round }
ddc-page-over = The battle is over: { $winner }.
ddc-page-order = Turn order:
ddc-page-acting = (acting)
ddc-page-mode-move = Move&Act: click a blue square
ddc-page-mode-charge = Charge (no attack, ends the turn): click an orange square
ddc-page-grid = the battle grid
ddc-page-token = { $name } ({ $side }): { $hp }/{ $max } HP
ddc-page-click-to-attack = click to attack
ddc-page-side = { $side }: { $shape } tokens.
ddc-page-side-edge = { $side }: { $shape } tokens, from the { $edge } edge.
ddc-page-grid-hint = Columns are the first number of a square, rows the second. A double border: Defending; B: a barrier; I: immune; D: digivolved.
ddc-page-digivolved-from = ({ $base } digivolved)
ddc-page-hp = HP
ddc-page-side-label = Side
ddc-page-side-shape = { $side } ({ $shape } tokens)
ddc-page-square = Square
ddc-page-dice = Attack dice
ddc-page-posts = Posts
ddc-page-recharge = Recharge
ddc-page-now = Now
ddc-page-statuses = Statuses
ddc-page-moves = Moves
ddc-page-click-square = Click a highlighted square to move there.
ddc-page-use-on = Use a move on { $name }
ddc-page-attack = Attack { $name }
ddc-shape-circle = circle
ddc-shape-square = square
ddc-shape-diamond = diamond
ddc-shape-triangle = triangle
ddc-shape-hexagon = hexagon
ddc-edge-left = left
ddc-edge-right = right
ddc-edge-top = top
ddc-edge-bottom = bottom

## The battle as text (tenkaichi.ddc.render: the chat's status, the command line)
ddc-text-knocked-out = { $letter } { $name }: K.O.
ddc-text-recharging = named moves recharging until post { $post }
ddc-text-defending = defending
ddc-text-barrier = barrier { $barrier }
ddc-text-immune = immune
ddc-text-digivolved = digivolved ({ $turns } more turns)
ddc-text-fighter = { $letter } { $name } { $hp }/{ $max } HP at { $square }, { $level } { $dice }d4
ddc-text-fighter-notes = { $letter } { $name } { $hp }/{ $max } HP at { $square }, { $level } { $dice }d4; { $notes }
ddc-text-turn = Round { $round }: { $name }'s { $turn }
ddc-text-a-turn = turn
ddc-text-extra-turn = extra turn
ddc-text-turn-left = { $which } ({ $left })
ddc-text-move-normal = Normal: normal range, normal damage, no recharge
ddc-text-move = { $name }: { $kind }, { $reach } range, { $what }
ddc-text-normal-damage = normal damage
ddc-text-doubled = doubled
ddc-text-kind-offense = offense
ddc-text-kind-defense = defense
ddc-text-kind-heal = heal
ddc-text-kind-buff = buff
ddc-text-kind-debuff = debuff
ddc-text-range-normal = normal
ddc-text-range-close = close
ddc-text-range-long = long
ddc-text-range-self = self
ddc-text-range-support = support

## The chat's replies (tenkaichi.chat.ddc_chat)
ddc-chat-server-fault = Something went wrong on our side; nothing was changed. Try again later.
ddc-chat-next-one = { $prefix }join gathers the next one.
ddc-chat-channel-id = Channel ids are 1-{ $most } printable characters.
ddc-chat-player-id = Player ids are 1-{ $most } characters.
ddc-chat-commands = Dungeon DICE Combat commands:
ddc-chat-roster = Fighters: { $fighters }
ddc-chat-damaged = This channel's battle is damaged (its saved log no longer replays) and cannot go on; it has been set aside for the operator. { $prefix }join gathers a new one.
ddc-chat-battle-on = A battle is on in this channel; join the next one when it ends ({ $prefix }status shows it).
ddc-chat-already-started = The battle has already started. { $prefix }status shows it.
ddc-chat-over-none-here = The battle is over; there is no battle in progress here: { $prefix }join <fighter> gathers the next.
ddc-chat-none-in-progress = There is no battle in progress here: { $prefix }join <fighter> gathers one.
ddc-chat-nobody-joined = Nobody has joined yet: { $prefix }join <fighter> first.
ddc-chat-two-sides = A battle needs fighters on at least two sides: { $prefix }join or { $prefix }bot more.
ddc-chat-lobby-changed = The lobby changed while the battle was being set up: try again.
ddc-chat-starts = The battle starts.
ddc-chat-no-battle-yet = There is no battle here yet: { $prefix }join <fighter> gathers one.
ddc-chat-nobody-won = nobody (it was ended before anyone won)
ddc-chat-last-over = The last battle is over: { $winner }. { $prefix }join opens the next.
ddc-chat-no-history = No battle has been played in this channel yet.
ddc-chat-history-pages = The history has pages 1 to { $pages }.
ddc-chat-history = History, page { $page } of { $pages }:
ddc-chat-history-more = History, page { $page } of { $pages } ({ $prefix }history { $pages } for the latest):
ddc-chat-moderator-ends = { $who } (a moderator) ends the battle: no winner. { $next }
ddc-chat-only-players-end = Only the battle's players (or a moderator) may ask to end it.
ddc-chat-knocked-out-end = Your fighter is K.O.'d: only players still standing may ask to end it.
ddc-chat-asks-to-end = { $who } asks to end the battle; it ends when every player still standing has asked (waiting for { $waiting }).
ddc-chat-everyone-asked = Every player still standing asked: the battle ends with no winner. { $next }
ddc-chat-not-in-battle = You are not in this battle.
ddc-chat-not-your-turn = Not your turn. { $line }
ddc-chat-not-your-turn-now = Not your turn: { $line }
ddc-chat-move-squares = { $n ->
    [one] { $prefix }move x y ({ $count } squares)
   *[other] { $prefix }move x y ({ $count } squares)
}
ddc-chat-charge-squares = { $n ->
    [one] { $prefix }charge x y ({ $count } squares)
   *[other] { $prefix }charge x y ({ $count } squares)
}
ddc-chat-now = Now: { $parts }
ddc-chat-only-players-act = You are not in this battle; only its players may act ({ $players }).
ddc-chat-over = The battle is over.
ddc-chat-over-won = The battle is over: { $winner }.
ddc-chat-turn-of = { $turn } ({ $who }).
ddc-chat-your-move = { $turn } - { $who }, your move.

## The chat's lobby (tenkaichi.chat.ddc_lobby)
ddc-lobby-only-players = Only the players in this lobby (or the channel's moderators) may change it: join first.
ddc-lobby-busy = The lobby is busy (others are changing it too): try again.
ddc-lobby-usage = Usage: { $usage }
ddc-lobby-already = You already play { $name } in this lobby.
ddc-lobby-full = This lobby is full ({ $most } fighters). { $prefix }unbot <name> takes a bot out.
ddc-lobby-no-fighter = No fighter called '{ $name }'. Fighters: { $fighters }
ddc-lobby-joins = { $name } ({ $level }) joins the lobby, played by { $player }. { $count } fighter(s); { $prefix }start when ready.
ddc-lobby-joins-side = { $name } ({ $level }) on side { $side } joins the lobby, played by { $player }. { $count } fighter(s); { $prefix }start when ready.
ddc-lobby-none = none
ddc-lobby-no-bot = No bot called '{ $name }' in the lobby (bots: { $bots }).
ddc-lobby-bot-leaves = { $name } (a bot) leaves the lobby. { $count } fighter(s) left.
ddc-lobby-not-in = You are not in this lobby.
ddc-lobby-leaves = { $name } leaves the lobby.
ddc-lobby-entry = { $name } ({ $player })
ddc-lobby-entry-side = { $name } ({ $player }, side { $side })
ddc-lobby-listing = The next battle has not started. Fighters: { $fighters }. { $prefix }start when ready.

## Why an action cannot be taken now (tenkaichi.ddc.options); $action is the command word
ddc-why-over = the battle is over
ddc-why-first = { $action } must be the first action of a turn
ddc-why-defends = { $name } defends this turn: no moving at all
ddc-why-no-digivolving = digivolving is impossible in this battle (digivolve_enabled is off)
ddc-why-cannot-form = { $name } cannot { $action } into { $form } now
ddc-why-attacked = { $name } already attacked this turn
ddc-why-not-now = { $action } is not possible now
ddc-why-off-grid = square { $square } is off the { $width }x{ $height } grid
ddc-why-already-on = { $name } is already on { $square }
ddc-why-taken = square { $square } is taken by { $name }
ddc-why-too-far = square { $square } is not within { $steps } steps of { $name } at { $at }
ddc-why-no-move = { $name } has no move { $move } (moves: { $moves })
ddc-why-recharging = { $name }'s named moves are recharging until their post { $ready } (this is post { $post })
ddc-why-no-fighter = no fighter called { $name } in this battle
ddc-why-knocked-out = { $name } is already K.O.'d
ddc-why-on-enemies = { $move } is used on enemies, and { $name } is not one
ddc-why-on-allies = { $move } is used on { $user } or allies, not on { $name }
ddc-why-immune = { $name } is digivolving this turn: immune to { $move }
ddc-why-out-of-range = { $name } is out of range of { $move } ({ $range }: { $reach }; { $name } is at offset { $offset })
ddc-reach-one-any = 1 square any way
ddc-reach-rays-close = 2 squares straight or 1 diagonally
ddc-reach-rays-long = 6 squares straight or 5 diagonally, on those lines only
ddc-reach-self = yourself only
ddc-reach-area-close = 1 square any way or 2 straight
ddc-reach-area-long = within 6 squares, at most 5 of them diagonal

## The chat's commands refused (tenkaichi.chat.ddc_commands, ddc_actions)
ddc-cmd-nothing-after = { $command } takes nothing after it.
ddc-cmd-defend-nothing-after = { $command } takes nothing after it, or end (to end the turn too).
ddc-cmd-mention-no-fighter = The player you mention has no fighter in this battle.
ddc-cmd-no-target = No fighter or player '{ $name }' in this battle. Fighters: { $fighters }
ddc-cmd-ambiguous = More than one fighter or player is called '{ $name }' ({ $found }): name the fighter or mention the player.
ddc-cmd-trailing = '{ $rest }' after the target is not part of a name: { $usage } (write your words outside the command's line).
ddc-cmd-too-long = That message is too long ({ $size } characters; commands are at most { $most }).
ddc-cmd-two-numbers = { $command } needs two whole numbers: { $usage }
ddc-cmd-two-numbers-not = { $command } needs two whole numbers, not '{ $typed }': { $usage }
ddc-cmd-side-word = A side is 1-{ $most } letters or digits (words joined by -), not '{ $typed }'.
ddc-cmd-side-is-fighter = '{ $typed }' is a fighter's name; a side named like a fighter would ally with it. Choose another side name.
ddc-cmd-side-taken = There is already a side '{ $side }': type it exactly to join it, or choose another name.

## The home page's form that opens a table (tenkaichi.table.web_ddc, ddc_create.html.j2)
ddc-form-played-by-player = a person (invite link)
ddc-form-played-by-host = the host (you)
ddc-form-played-by-bot = a { $kind } bot
ddc-form-yes-or-no = yes or no
ddc-form-give-name = give your name
ddc-form-no-fighter = there is no fighter { $name } in the roster
ddc-form-side = a side is { $sides } or { $last }
ddc-form-played-by = a side is played by a person, a bot or the host
ddc-form-two-fighters = pick at least two fighters
ddc-form-two-sides = put the fighters on at least two sides
ddc-form-hint = Pick the fighters from the roster and put each on a side: fighters on one side are allies. Then say who plays each side: a person gets an invite link to hand out, a bot plays by itself, and you (the host) play every fighter nobody else does.
ddc-form-fighter = Fighter
ddc-form-side-head = Side
ddc-form-fighter-n = fighter { $n }
ddc-form-none = (none)
ddc-form-side-of = side of fighter { $n }
ddc-form-played-by-head = Played by
ddc-form-who-plays = who plays { $side }
ddc-form-seed = Seed (optional)
ddc-form-secret = secret
ddc-form-seed-help = The seed rolls the dice: { $help }.
ddc-form-house-rules = House rules ({ $count } settings; left at their defaults, the seed's rules are played as written)
ddc-form-setting = Setting
ddc-form-value = Value
ddc-form-default = Default
ddc-form-allowed = Allowed
