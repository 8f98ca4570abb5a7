## DBU maneuver families, part B: forced movement, grapples, the battlefield and its maneuvers,
## items, and the Advantages of Signature Techniques (tenkaichi.dbu.combat.families).
## Fighters' names, feature ids and item names arrive as they are; maneuver, Advantage, item and
## condition names arrive as game terms (terms-*.ftl).

## Pieces shared by these families

dbu-fb-square = square { $name }
dbu-fb-heading = { $heading ->
    [north] north
    [north-east] north-east
    [east] east
    [south-east] south-east
    [south] south
    [south-west] south-west
    [west] west
    [north-west] north-west
   *[other] { $heading }
}
dbu-fb-squares = { $n ->
    [one] { $count } square
   *[other] { $count } squares
}
dbu-fb-uses = { $fighter } uses { $what }
dbu-fb-of = { $fighter }'s { $what }
dbu-fb-stay = Stay
dbu-fb-at-square = at { $square }
dbu-fb-to-square = to { $square }
dbu-fb-or = { $first } or { $rest }
dbu-fb-uncounted = { $technique }: { $why }

## Forced movement and Sudden Stop (forced.py)

dbu-forced-fewer = {" "}({ $count } fewer)
dbu-forced-sudden-move = { $stop }: move { $squares } to { $square }{ $fewer }
dbu-forced-sudden-stay = { $stop }: stay at { $square }{ $fewer }
dbu-forced-sudden-collide = { $stop }, collide with { $obstacle } for { $amount }
dbu-forced-sudden-collide-ignoring = { $stop }, collide with { $obstacle } for { $amount } ignoring its Qualities
dbu-forced-sudden-clear = { $stop }, no Collision (then an Out-of-Sequence Movement)
dbu-forced-oos-mode = Out-of-Sequence { $mode }
dbu-forced-not-moved = { $fighter } is not moved ({ $why })
dbu-forced-sudden-ask = { $fighter }: { $by } moves you { $squares } { $heading } ({ $why }). Use { $stop } (1 Counter Action)?
dbu-forced-no-sudden-stop = No { $stop }
dbu-forced-oos-ask = { $fighter }: { $stop } ended without Collision. Move Out-of-Sequence?
dbu-forced-moved-fewer = {" "}({ $stop }: { $count } fewer of { $of })
dbu-forced-edge = : stopped by the edge of the battlefield
dbu-forced-moved = { $fighter } is moved { $squares } { $heading } from { $start } to { $end }{ $fewer } ({ $why }){ $edge }
dbu-forced-stays = { $fighter } is not moved { $heading } (stays at { $start }){ $fewer } ({ $why }){ $edge }
dbu-forced-where-ask = { $fighter }: where to move (Out-of-Sequence, after { $stop })?
dbu-forced-to-square = to { $square }, { $squares }
dbu-forced-oos-uses = { $fighter } uses { $mode } as an Out-of-Sequence Maneuver ({ $stop })

## The battlefield: obstacles and Collision (terrain/battlefield.py)

dbu-terrain-edge = the edge of the battlefield
dbu-terrain-ground-at = the ground at { $square }
dbu-terrain-thing = { $kind ->
    [feature] feature
    [vehicle] vehicle
    [weapon] weapon
    [item] item
   *[other] { $kind }
} { $name }
dbu-terrain-rank = Rank { $rank }
dbu-terrain-rank-glass = Rank { $rank } + 1 (Glass)
dbu-terrain-hardness-base = Hardness Value { $value } ({ $rank }: 1(bT), bT { $bt })
dbu-terrain-hardness = Hardness Value { $value } (2 x { $rank } x bT { $bt })
dbu-terrain-times = {" "}x { $factor }
dbu-terrain-halves = {" "}x 0.5 ({ $quality })
dbu-terrain-doubles = {" "}x 2 ({ $quality })
dbu-terrain-qualities-ignored = {" "}(Qualities ignored: { $stop })
dbu-terrain-how = { $how } = { $total }
dbu-terrain-halved = { $why }, halved by { $stop }
dbu-terrain-collides = { $fighter } collides with { $obstacle } ({ $why }): { $how }
dbu-terrain-collision-with = Collision with { $obstacle }
dbu-terrain-cover-note = Cover { $feature }: 2 x Hardness Value { $value }

## Terrain Lift and Placing (terrain/lift.py)

dbu-terrain-lift-tear-option = { $lift }: tear up { $square }
dbu-terrain-lift-option = { $lift }: lift { $feature }
dbu-terrain-place-option = Place { $feature } at { $square } (Instant)
dbu-terrain-placed = { $fighter } puts { $feature } down at { $square } (Placing, an Instant Maneuver)
dbu-terrain-lift-out-of-reach = { $fighter }'s { $lift }: { $feature } is out of reach
dbu-terrain-lift-occupied = { $fighter }'s { $lift }: { $square } is occupied now
dbu-terrain-lifts = { $fighter } lifts { $feature } (Hardness Rank { $rank }) (Force Modifier { $force } > 3 x Hardness Value { $value } = { $triple })
dbu-terrain-tears-up = { $fighter } tears up the ground at { $square }: { $feature }, a 1-square Feature of Hardness Rank { $rank } (Force Modifier { $force } > 3 x Hardness Value { $value } = { $triple })
dbu-terrain-drops = { $fighter } drops { $feature } at { $square }

## Throw (terrain/throw.py)

dbu-terrain-throw-option = { $throw } { $thing } ({ $kind ->
    [feature] feature
    [weapon] weapon
    [item] item
   *[other] { $kind }
}, Hardness Rank { $rank }) at { $target }
dbu-terrain-land-ask = { $fighter }: where does { $thing } land next to { $target }?
dbu-terrain-lands = { $thing } lands at { $square } ({ $where })
dbu-terrain-next-to = next to { $fighter }
dbu-terrain-end-of-throw = at the end of the throw

## Thrust and Feature Thrust (terrain/thrust.py)

dbu-terrain-thrust-option = { $thrust } { $target }
dbu-terrain-feature-thrust-option = { $thrust }: push { $feature } { $squares }
dbu-terrain-thrust-no-target = { $fighter }'s { $thrust } finds no target: { $target } is out of reach
dbu-terrain-knock-prone-option = Knock Prone (Impulsive vs Corporeal)
dbu-terrain-push-back-option = Push Back { $squares } (Collision doubled)
dbu-terrain-thrust-effect-ask = { $fighter }: the { $thrust } lands on { $target }. Which effect?
dbu-terrain-thrust-push-why = { $fighter }'s { $thrust }: Push Back
dbu-terrain-feature-thrust-out-of-reach = { $fighter }'s { $thrust }: { $feature } is out of reach
dbu-terrain-stopped-by = , stopped by { $obstacle }
dbu-terrain-thrust-into-at = { $fighter } thrusts { $feature } at { $end } into { $victim }
dbu-terrain-thrust-stays = { $fighter } thrusts { $feature }, but it stays at { $end }{ $why }
dbu-terrain-thrust-moves = { $fighter } thrusts { $feature } { $squares } from { $start } to { $end }{ $why }
dbu-terrain-thrust-moves-into = { $fighter } thrusts { $feature } { $squares } from { $start } to { $end }, into { $victim }
dbu-terrain-flies-ask = { $fighter }: { $feature } flies at you. Spend a Counter Action on a Might Clash against { $by } to stop it?
dbu-terrain-take-collision = Take the Collision ({ $life } Life)
dbu-terrain-block-option = Might Clash (1 Counter Action)
dbu-terrain-feature-stopped = { $fighter } stops { $feature } on the square next to them
dbu-terrain-block-why = a Might Clash against the Feature
dbu-terrain-stops-why = { $fighter } stops { $feature }
dbu-terrain-knock-prone-why = { $thrust }: Knock Prone
dbu-terrain-failed-thrust = { $fighter }'s failed { $thrust }

## Grapples (grapple/)

dbu-grapple-starts = { $grappler } grapples { $grappled }: both suffer Guard Down while grappled
dbu-grapple-starts-tail = { $grappler } grapples { $grappled } by the tail (no Tail Attack in this Grapple): both suffer Guard Down while grappled
dbu-grapple-ends = The Grapple of { $grappler } on { $grappled } ends ({ $why })
dbu-grapple-out-of-reach = { $grappled } is out of { $grappler }'s Melee Range
dbu-grapple-defeated = { $fighter } is Defeated
dbu-grapple-gigantic-grip = Gigantic Grip +{ $n }(T)
dbu-grapple-check-grapple = Grapple Check (Grapple)
dbu-grapple-check-escape = Grapple Check (Escape)
dbu-grapple-check-launch = Grapple Check (Launch)
dbu-grapple-grappling-a-grapple = Grappling a Grapple ({ $grappler } holds { $grappled })
dbu-grapple-escaping = Escaping a Grapple
dbu-grapple-movement = Movement in a Grapple
dbu-grapple-moving-a-character = Moving a Character in a Grapple ({ $grappler } holds { $grappled })
dbu-grapple-keep-option = Keep the Grapple (no throw)
dbu-grapple-throw-option = Throw { $target } { $heading }
dbu-grapple-launch-ask = { $fighter }: { $launch } { $target }? (up to { $might } squares)
dbu-grapple-distance-ask = { $fighter }: throw { $target } how far { $heading }?
dbu-grapple-distance-option = { $squares } { $heading }
dbu-grapple-keeps-hold = { $fighter } keeps hold of { $target }
dbu-grapple-launches = { $fighter } launches { $target }
dbu-grapple-escape-word = Escape
dbu-grapple-fails = { $fighter }'s { $what } fails: { $why } (its cost stays spent)
dbu-grapple-no-longer-in-reach = { $target } is no longer in Melee Range
dbu-grapple-already = { $fighter } is already in a Grapple
dbu-grapple-keeps-hold-why = { $fighter } keeps hold
dbu-grapple-broke-in = { $grappled } escapes: { $fighter } broke in
dbu-grapple-lost-check = { $fighter } lost the Grapple Check: provokes Exploit from { $target }
dbu-grapple-no-longer-grappled = no longer grappled
dbu-grapple-stays-grappled = { $fighter } stays grappled
dbu-grapple-escapes = { $fighter } escapes
dbu-grapple-no-longer-grappler = no longer the Grappler
dbu-grapple-launch-failed = { $fighter } escapes: the { $launch } failed
dbu-grapple-pin-failed = { $fighter } escapes: the { $pin } failed
dbu-grapple-pinned = { $fighter } is Pinned: down to 1 Action
dbu-grapple-no-longer-pinned = no longer Pinned
dbu-grapple-breaks-pin = { $fighter } breaks the { $pin } and escapes
dbu-grapple-first-clash = {" "}(first a Might Clash against { $fighter })
dbu-grapple-option = { $grapple } { $target }{ $note }
dbu-grapple-tail-option = { $grapple } { $target } by the tail (Tail Restraint, -2(T)){ $note }
dbu-grapple-end-option = End the Grapple on { $target } (Instant)
dbu-grapple-launch-option = { $launch } { $target } (Grapple Check)
dbu-grapple-pin-option = { $pin } { $target } (Might Clash)
dbu-grapple-escape-option = Escape the Grapple ({ $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}{ $more })
dbu-grapple-escape-more = , +{ $more }(T)
dbu-grapple-escape-pin-option = Escape the Pin (Might Clash against { $target })
dbu-grapple-ends-instant = { $fighter } ends the Grapple (Instant)
dbu-grapple-lets-go = { $fighter } lets go
dbu-grapple-placed = { $fighter } is moved from { $start } to { $end } ({ $why })
dbu-grapple-pull-ask = { $fighter }: pull { $target } to which square?
dbu-grapple-pull-option = { $pulled }: Might Clash to pull { $target } adjacent (Instant)
dbu-grapple-tries-pull = { $fighter } tries to pull { $target } in (Instant)
dbu-grapple-pinned-stays = { $fighter } is Pinned and cannot move
dbu-grapple-dragged-by = dragged by { $fighter } in the Grapple
dbu-grapple-cannot-drag = { $fighter } cannot drag { $target } any further and stops
dbu-grapple-in-the-way = { $fighter } stops: { $target } is in the way
dbu-grapple-dragged-along = dragged along with { $fighter } in the Grapple
dbu-grapple-held = { $fighter } is not moved: held in { $grappler }'s Grapple, only the Grappler can be
dbu-grapple-moved-away = { $grappled } escapes: { $fighter } moves { $mover }

## Items: Skill Checks, No Effort, Disarm, Toss, a lost item (items/)

dbu-item-skill-check = { $fighter } { $category } { $skill } Check ({ $why }): { $roll } vs TN { $tn }: { $outcome }
dbu-item-success = success
dbu-item-failure = failure
dbu-item-effort-sheathe = { $effort }: sheathe { $item }
dbu-item-effort-replace = { $effort }: replace { $item } with { $other }
dbu-item-effort-draw = { $effort }: draw { $item }
dbu-item-effort-drop = { $effort }: drop { $item }
dbu-item-effort-pickup = { $effort }: pick up { $item } at { $square }
dbu-item-effort-pickup-feet = { $effort }: pick up { $item } at your feet
dbu-item-effort-activate = { $effort }: activate { $on }
dbu-item-effort-deactivate = { $effort }: deactivate { $off }
dbu-item-effort-swap = { $effort }: deactivate { $off } and activate { $on }
dbu-item-sheathes = { $fighter } sheathes { $item } ({ $effort })
dbu-item-replaces = { $fighter } replaces { $old } with { $item } ({ $effort })
dbu-item-draws = { $fighter } draws { $item } ({ $effort })
dbu-item-picks-up = { $fighter } picks up { $item } ({ $hand }; { $effort })
dbu-item-in-hand = in hand
dbu-item-carried = carried
dbu-item-activates = { $fighter } activates { $item } ({ $effort })
dbu-item-deactivates = { $fighter } deactivates { $item } ({ $effort })
dbu-item-disarm-option = { $disarm } { $target } ({ $item }): Strike vs Strike/Dodge
dbu-item-toss-option = { $toss } { $item } to { $target }
dbu-item-find-option = Look for the lost { $item } (1 Action, { $category } { $skill } Check)
dbu-item-looks-for = { $fighter } looks for the lost { $item }
dbu-item-finding = finding { $item }
dbu-item-not-found = { $fighter } does not find { $item }: it stays lost
dbu-item-found = { $fighter } finds { $item } ({ $hand })
dbu-item-land-ask-next-to = { $fighter }: where does { $item } land (next to { $near })?
dbu-item-land-ask-yours = { $fighter }: where does { $item } land (on or next to your square)?
dbu-item-drops = { $fighter } drops { $item }: it lands at { $square } ({ $effort })
dbu-item-knocks-away = { $fighter } knocks away { $item }: it lands at { $square }
dbu-item-takes-back = { $fighter } takes back the { $maneuver } and regains 1 Action ({ $why }; Instantaneous Control)
dbu-item-no-longer-target = { $target } is no longer a target
dbu-item-disarm-lost = { $fighter } loses the { $disarm } Clash and provokes Exploit from { $target }
dbu-item-disarms = { $fighter } disarms { $target }: { $item } leaves their grip
dbu-item-out-of-reach = { $target } can no longer be reached
dbu-item-catching = catching { $item }
dbu-item-catches = { $fighter } catches { $item } from { $by }
dbu-item-lost = { $item } sails past { $target } and is lost (a { $skill } Check finds it)

## The Advantages of Signature Techniques (advantages/)

dbu-adv-ranked = { $name } (rank { $rank })
dbu-adv-source = { $advantage }: { $what }
dbu-adv-named-technique = { $advantage } ({ $technique })
dbu-adv-of-technique = { $fighter }'s { $advantage } ({ $technique })
dbu-adv-on-ask = { $fighter }: { $what } on { $target }?
dbu-adv-the-attack = the attack
dbu-adv-plus-note = { $advantage } +{ $more }
dbu-adv-defender-wins = { $fighter } wins
dbu-adv-defender-wins-tie = { $fighter } wins (ties go to the defender)

# Homing and Rebound
dbu-adv-homing-part = { $homing } ({ $n ->
    [one] { $count } miss
   *[other] { $count } misses
} so far)
dbu-adv-homing-several = { $fighter }'s { $homing } gives no re-roll to an attack on several targets
dbu-adv-homing-out-of-reach = { $fighter }'s { $homing } gives no re-roll: { $target } is out of reach
dbu-adv-homing-again = +{ $bonus }(T); re-roll { $turn } of { $of }
dbu-adv-homing-option = { $homing }: roll the Strike again ({ $again }): { $chance }% to beat { $target }'s { $defence } { $score }
dbu-adv-rebound-option = { $rebound }: roll the Strike again at { $target } instead ({ $again }; { $target } answers it)
dbu-adv-let-miss-option = Let it miss
dbu-adv-homing-ask = { $fighter }: { $attack } missed { $target }.
dbu-adv-homing-rolls = { $fighter } rolls the Strike again at { $target } ({ $homing }, +{ $bonus }(T))
dbu-adv-rebound-turns = { $fighter }'s attack turns from { $target } to { $new } ({ $rebound }: the Strike again, { $homing } +{ $bonus }(T))
dbu-adv-lets-miss = { $fighter } lets the attack miss { $target }
dbu-adv-homing-keep-on-option = Keep the attack on { $target } out of reach ({ $homing }: no re-roll if it misses)

# Dice: Alotta Lotta Attacks, Low Stakes Attack, Trick Attack, Brutal Blitz
dbu-adv-alotta-note = {" "}({ $name }: { $n ->
    [one] { $count } more Strike Roll
   *[other] { $count } more Strike Rolls
})
dbu-adv-low-stakes = { $low_stakes } - this use does not count toward the Signature Technique Maneuver's limit
dbu-adv-trick = { $trick } ({ $attack }): { $fighter } { $skill } { $roll } vs { $target } { $against } { $defence }: { $outcome }
dbu-adv-trick-won = { $fighter } wins, +{ $bonus } to the Strike Roll against { $target }
dbu-adv-trick-strike = { $fighter }'s Strike against { $target } is { $score } (Strike { $strike } + { $trick } { $bonus })
dbu-adv-brutal-blitz = { $agility } ({ $blitz }: a full Boosted Speed charge; { $instead } { $value })

# Moves: Two Step Strike, Hit and Run, Back Flip, High Speed Dash
dbu-adv-move-ask = { $fighter }: { $advantage } with { $technique }?
dbu-adv-two-step-option = { $two_step }: { $thrust } { $target }, Push Back { $squares } if it lands
dbu-adv-no-two-step-option = No { $two_step }
dbu-adv-two-step-uses = { $fighter } uses { $two_step }: a { $thrust } on { $target } out of sequence
dbu-adv-two-step-why = { $two_step } ({ $thrust })
dbu-adv-dash-speed = { $dash }: Boosted Speed { $speed }, no Exploit
dbu-adv-normal-speed = Normal Speed { $speed }
dbu-adv-no-run-option = Stay (no { $run } move)
dbu-adv-run-option = { $run }: { $squares } { $heading } to { $square }
dbu-adv-back-flip-note = {" "}({ $back_flip }, before the attack)
dbu-adv-run-uses = { $fighter } uses { $run }{ $back_flip }: { $squares } { $heading } to { $square } ({ $how })

# Express Ticket
dbu-adv-ticket-full = {" "}(your full Boosted Speed: { $target } loses { $life } Life if not stopped)
dbu-adv-ticket-option = { $ticket }: carry { $target } { $squares } { $heading }, you to { $square }{ $full }
dbu-adv-ticket-stay-option = Stay (no { $ticket } ride for { $target })
dbu-adv-ticket-ask = { $fighter }: { $ticket } ({ $technique }) on { $target }?
dbu-adv-ticket-no-line = { $fighter } has no clear straight line to carry { $target } along ({ $ticket })
dbu-adv-ticket-rides = { $fighter } rides { $squares } from { $start } to { $end } carrying { $target } ({ $ticket }, Boosted Speed { $speed })
dbu-adv-ticket-full-ride = { $ticket } ({ $technique }): a full Boosted Speed ride with no Collision, 1/2 of { $fighter }'s Might

# Powerbomb and Terrain Slam
dbu-adv-powerbomb-keep-option = Keep the Grapple on { $target } (no { $powerbomb })
dbu-adv-powerbomb-option = { $powerbomb }: end the Grapple on { $target } after the attack (+{ $bonus } to its Wound Roll; no Grapple Maneuver until your next turn)
dbu-adv-powerbomb-no-grapple = { $fighter } cannot use the Grapple Maneuver until the start of their next turn ({ $powerbomb })
dbu-adv-powerbomb-uses = { $fighter } uses { $powerbomb } ({ $technique }): the Grapple on { $target } ends after the attack, and its Wound Roll gets +{ $bonus }
dbu-adv-slam-feature = Feature { $feature }
dbu-adv-slam-option = { $slam }: slam { $target } into { $where } (Hardness Rank { $rank }: { $amount } Collision damage)
dbu-adv-slammed = { $fighter } is slammed from { $start } onto { $onto } ({ $why })
dbu-adv-slam-nowhere = { $fighter } has no Feature or unoccupied square next to them to be slammed into ({ $what })

# Effects: Last Legs, Armor Piercing, Shattering Blow, Minion Destroyer, unplayed Advantages
dbu-adv-last-legs-ignores = { $last_legs } ignores Health Thresholds
dbu-adv-last-legs-below = { $last_legs } ({ $n ->
    [one] { $count } Health Threshold
   *[other] { $count } Health Thresholds
} below)
dbu-adv-armor-piercing-note = { $armor_piercing } ignores { $lowered } Damage Reduction
dbu-adv-unplayed = { $technique }: { $names } { $n ->
    [one] has
   *[other] have
} no effect in play

# Personal Bomb and Delayed
dbu-adv-bomb-everyone-option = Everyone in the Area of Effect ({ $targets })
dbu-adv-bomb-only-option = Only { $target } ({ $bomb }: the area goes off around them later)
dbu-adv-bomb-ally-option = Only { $target } (your ally) ({ $bomb }: the area goes off around them later)
dbu-adv-bomb-ask = { $fighter }: { $technique } at everyone in its area, or at one target?
dbu-adv-bomb-aims = { $fighter } aims { $technique } at { $target } alone ({ $bomb })
dbu-adv-delayed-held = { $fighter } takes no Damage yet ({ $delayed }): { $attacker } keeps { $technique }'s Wound { $wound }
dbu-adv-detonate-bomb = , and its Area of Effect goes off around { $target } ({ $bomb })
dbu-adv-detonate-option = Detonate { $technique } ({ $delayed }, Instant Maneuver): Wound { $wound } against { $targets }{ $bomb }
dbu-adv-detonates = { $fighter } detonates { $technique } ({ $delayed }, Instant Maneuver): Wound { $wound } against { $targets }; { $imminent } is removed
dbu-adv-bomb-goes-off = { $technique } goes off around { $target } ({ $bomb }): a new Strike against { $targets }, Wound { $wound }

# On a hit: Condition, Sustained, Forceful Launch, Precise Strike, Pinpoint Precision
dbu-adv-condition-already = Condition ({ $fighter } is already { $condition })
dbu-adv-sustained-again = { $fighter }'s Damage over Time from { $sustained } ({ $stacks } stacks) starts its { $rounds } Combat Rounds again
dbu-adv-sustained-source = { $sustained }: { $technique }, { $rounds } Combat Rounds
dbu-adv-precise-strike-note = { $precise } on a Critical Strike: { $squares } x1.5 = { $longer }
dbu-adv-pinpoint-called-shot-option = { $called_shot }: { $spot } (+1 Damage Category, -2(T) Strike; { $effect }; { $pinpoint }: +1 { $broken } on a hit)

# Targets: Splitting, Widespread Assault, Controlled Blast
dbu-adv-split-option = Also target { $target } (Wound Roll { $penalty } on every target)
dbu-adv-split-done = No more targets
dbu-adv-split-done-penalty = No more targets (Wound Roll { $penalty })
dbu-adv-split-ask = { $fighter }: { $splitting } - aim { $technique } at another Opponent too? ({ $now } of up to { $most } targets)
dbu-adv-splits = { $fighter } splits { $technique }: it is aimed at { $targets } ({ $splitting }: { $n ->
    [one] { $count } target
   *[other] { $count } targets
} after the first, { $penalty } to the Wound Roll)
dbu-adv-split-part = { $splitting } ({ $n ->
    [one] { $count } target
   *[other] { $count } targets
} after the first)
dbu-adv-widespread-on = {" "}on { $square }
dbu-adv-widespread = { $technique }: { $widespread } gives it a { $shape } Area of Effect{ $where } ({ $squares })
dbu-adv-controlled-allies = ; also your { $n ->
    [one] ally
   *[other] allies
} { $allies }
dbu-adv-controlled-aim = from { $square } pointing { $heading } ({ $controlled }; hits { $hits }{ $allies })
dbu-adv-controlled-note = { $technique }: { $controlled } - the { $cone } starts on { $square } and points { $heading }

# Numbers: Full Wager, Perfect Strike, Energy Charges gained, Instant Assault, Peppering Blows
dbu-adv-full-wager-option = Ki Wager { $kp } ({ $full })
dbu-adv-perfect-strike = { $technique }: { $perfect } - the { $kp } KP cost takes only { $taken } Capacity (Capacity { $capacity })
dbu-adv-boost-reason = { $boost } (in { $form })
dbu-adv-concentrated-reason = { $concentrated } (only { $target } in the area)
dbu-adv-terror-reason = { $terror } (every target { $shaken })
dbu-adv-gains-charges = { $technique } gains { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}: { $reasons } ({ $total ->
    [one] { $total } Energy Charge
   *[other] { $total } Energy Charges
} in all)
dbu-adv-instant-assault = { $attack }: { $instant } - no Instant Maneuver may answer it
dbu-adv-peppering = { $fighter }: { $peppering } ({ $n ->
    [one] { $count } rank
   *[other] { $count } ranks
}) adds { $stacks ->
    [one] { $stacks } Diminishing Defense stack
   *[other] { $stacks } Diminishing Defense stacks
} ({ $all } in all)

# Feints: Fake Out, Encompassing Attack
dbu-adv-fake-out = { $fake_out } ({ $attack }): { $fighter } { $bluff } { $roll } vs { $target } { $intuition } { $defence }: { $outcome }
dbu-adv-fake-out-won = { $fighter } wins: { $target } may only Dodge or Guard against { $attack }
dbu-adv-fake-out-lost = { $target } wins and may answer { $attack } as usual
dbu-adv-fake-out-lost-tie = { $target } wins (ties go to the defender) and may answer { $attack } as usual
dbu-adv-encompassing-guard-option = { $guard } { $kp } KP (Guard { $base } + { $named } { $more })
dbu-adv-encompassing-option = { $option } { $kp } KP ({ $named })
dbu-adv-fake-out-technique-option = { $technique } ({ $profile }, { $kp } KP) { $aim }
dbu-adv-fake-out-ask = { $fighter }: { $fake_out } ({ $attack }): attack { $dodgers }, who dodged it, out of sequence?
dbu-adv-no-oos-attack-option = No attack out of sequence

# United Attack: lending Advantages
dbu-adv-lend-option = Lend a rank of { $advantage }
dbu-adv-lend-ask = { $fighter }: lend { $technique }'s Advantages to { $attacker }'s attack ({ $n ->
    [one] { $count } rank
   *[other] { $count } ranks
} left)
dbu-adv-lend-no-more-option = Lend no more
dbu-adv-lends = { $fighter } lends { $attacker }'s attack a rank of { $advantage } from { $technique }: it has { $has }

# Weapons: Throwing Technique
dbu-adv-throw-technique-option = { $throw } { $weapon } with { $technique } ({ $profile }, { $kp } KP; { $throwing }) at { $target }
dbu-adv-throw-technique-uses = { $fighter } uses { $throw } with { $technique } ({ $throwing }): throws { $weapon } at { $target }

# Timing: Exploiting Technique, Counter, Final Chance
dbu-adv-exploit-option = { $technique } ({ $profile }) on { $target } ({ $exploiting })
dbu-adv-exploit-why = { $exploit } with { $technique } ({ $exploiting })
dbu-adv-counter-option = { $defend }: { $cross_counter } with { $technique } ({ $counter }: full Defense Value, then attack back with it)
dbu-adv-counter-why = { $defend }: { $cross_counter } with { $technique } ({ $counter })
dbu-adv-counter-not-halved = { $counter }: Defense Value not halved
dbu-adv-counter-attack-option = { $technique } on { $target } ({ $counter })
dbu-adv-final-chance-option = Ki Wager { $kp } + { $final }: drop { $life } Life to 0 (Ki Wager { $total })
dbu-adv-final-chance = { $fighter } drops { $life } Life to 0 ({ $final }): Ki Wager { $kp } + { $life } = { $total }; { $fighter } is not Defeated until the attack is over

# Transformation Flare
dbu-adv-flare-stay-option = Stay as you are
dbu-adv-flare-option = { $option }, out of sequence: no Action
dbu-adv-flare-ask-attack = { $fighter }: { $flare } ({ $technique }): use the { $transformation } Maneuver out of sequence before the Wound Roll? You leave it once the attack is over.
dbu-adv-flare-ask-duel = { $fighter }: { $flare } ({ $technique }): use the { $transformation } Maneuver out of sequence before the Duel's first roll? You leave it once the Duel is over.
dbu-adv-flare-uses = { $fighter } uses the { $transformation } Maneuver as an Out-of-Sequence Maneuver ({ $flare }: { $technique }): { $form }, no Action
dbu-adv-flare-over-attack = { $flare }: the attack is over
dbu-adv-flare-over-duel = { $flare }: the Duel is over
