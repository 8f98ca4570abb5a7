## The DBU engine's core rules (tenkaichi.dbu.combat.rules, rulings, the engine's own events):
## what a fight's log says, the options a fighter is offered and the questions asked.
## Names (fighters, sides, squares' labels, dice) arrive as they are; game terms (a profile's,
## a technique's, a condition's name) are Term arguments, translated by the terms-*.ftl files.
## $n beside $count is the same number, for choosing a plural form.

## Roll parts and dice
dbu-part-spectating = { $fighter } spectating
dbu-part-doubled = { $label } ×2 ({ $why })
dbu-part-recovering = { $label } (Combat Recovery -{ $value })
dbu-dice-botch = { $dice } botch -{ $penalty }

## Checks and Saving Throws
dbu-check-roll = { $dice } { $rolled }{ $critical }{ $parts } = { $total }
dbu-critical-on = {" "}(Critical on { $value }+)
dbu-part-score = { $attribute } Score
dbu-part-half-score = ½ { $attribute } Score
dbu-part-ranks = { $n ->
    [one] { $count } rank
   *[other] { $count } ranks
} x 2

## Squares
dbu-square = square { $square }

## Conditions, Ki and Capacity
dbu-condition-gained = { $fighter } gains { $condition } ({ $source })
dbu-condition-gained-stacks = { $fighter } gains { $condition } ({ $count } stacks) ({ $source })
dbu-condition-lost = { $fighter } loses { $condition }
dbu-condition-stack-lost = { $fighter } loses a stack of { $condition }
dbu-condition-ended = { $fighter } loses { $condition } ({ $source } ended)
dbu-kp-paid = { $fighter } pays { $kp } KP for { $why } (Ki { $ki }, Capacity { $capacity })
dbu-ki-regained = { $fighter } regains { $ki } KP{ $capped }{ $capacity } ({ $why })
dbu-ki-up-to-max = {" "}(up to the maximum)
dbu-ki-and-capacity = {" "}and { $capacity } Capacity

## Damage, Health Thresholds, Steadfast, Defeat, Momentum
dbu-steadfast-tn-risen = { $tn } ({ $base } +{ $step } per Tier after the first)
dbu-damage-wound = Wound { $wound }
dbu-damage-dr = {" "}- DR { $dr }
dbu-damage-soak = {" "}- Soak { $soak }
dbu-damage-half-soak = {" "}- ½ Soak { $soak }
dbu-damage-broken = {" "}+ Broken { $broken }
dbu-damage-broken-soak = {" "}(Broken -{ $broken })
dbu-damage-less = {" "}- { $value }
dbu-damage-more = {" "}+ { $value }
dbu-damage-total = {" "}({ $category }) = { $damage }
dbu-life-lost = { $fighter } loses { $amount } Life ({ $why }): { $life }/{ $top } left
dbu-will-to-survive-waits = { $fighter } is at 0 Life but not yet Defeated (Will to Survive): they may heal themselves back above 0
dbu-defeated = { $fighter } is Defeated
dbu-threshold-drops = { $fighter } drops to { $threshold }
dbu-threshold-recovers = { $fighter } recovers to { $threshold }
dbu-steadfast-massive = { $fighter } fails the Steadfast Check for { $threshold } (Massive Damage)
dbu-steadfast-passed = { $fighter } Steadfast Check for { $threshold }: { $check } vs { $tn }: pass
dbu-steadfast-failed = { $fighter } Steadfast Check for { $threshold }: { $check } vs { $tn }: fail, -1(bT) to Combat Rolls
dbu-bonus-momentum = { $fighter } gains Bonus Momentum: +1 Action
dbu-reduced-momentum = { $fighter } suffers Reduced Momentum: 1 Action fewer next round
dbu-revived = { $fighter } is revived by { $by } with { $life } Life (Will to Survive) and will lose their next turn
dbu-healed = { $fighter } regains { $amount } Life ({ $why }): { $life }/{ $top }

## Actions and Counter Actions
dbu-action-converted = { $fighter } converts a Standard Action into a Counter Action
dbu-counter-paid = { $fighter } answers with { $why } (1 Counter Action)

## Non-attacking maneuvers, Surges, Command, Aura upkeep, the Spectator
dbu-named = { $name }
dbu-option-charge-basic-attack = a { $profile } ({ $foundation }) Basic Attack
dbu-charge-dropped = { $fighter } stops charging and loses { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
} ({ $why })
dbu-healing-surge = { $fighter } uses a Healing Surge: 2d10(T) { $roll } + Surgency { $surgency }
dbu-ki-surge = { $fighter } uses a Ki Surge: ¼ Max Ki + Surgency { $surgency } = { $ki } KP, ¼ Max Capacity = { $capacity }
dbu-command = { $fighter } commands { $minions }
dbu-charge-declared = { $fighter } declares { $attack } for the Energy Charge
dbu-nowhere-to-move = { $fighter } has nowhere to move
dbu-option-destination = to { $square }, { $n ->
    [one] { $count } square
   *[other] { $count } squares
}
dbu-ask-destination = { $fighter }: where to move?
dbu-charge-no-attack = { $fighter }'s Energy Charge finds no attack to power
dbu-ask-charge-attack = { $fighter }: which attack will the Energy Charge power?
dbu-charge-nothing-to-add = { $fighter }'s Energy Charge finds no charge to add to
dbu-charge-holds = { $fighter } now holds { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-aura-activated = { $fighter } activates the { $aura } Aura
dbu-ask-aura-upkeep = { $fighter }: keep the { $aura } Aura for { $kp } KP?
dbu-option-keep-aura = Pay { $kp } KP to keep { $aura }
dbu-option-drop-aura = Let { $aura } end
dbu-ask-spectator = { $fighter } is spectating: leave, or rest this turn?
dbu-option-leave-spectator = Leave the Spectator state and act
dbu-option-spectator-rest = Stay: lose your Actions, regain 2d10(bT) Life and Ki
dbu-aura-ends = { $fighter }'s { $aura } Aura ends
dbu-why-aura-upkeep = { $aura } upkeep
dbu-spectator-rests = { $fighter } rests as a Spectator: 2d10(bT) = { $roll }

## Instant windows, Movement, Exploit, Combat Recovery, Instantaneous Control
dbu-option-healing-surge = Surge: Healing Surge
dbu-option-ki-surge = Surge: Ki Surge
dbu-trigger-attack = attack ({ $attack })
dbu-ask-instant = { $fighter }: use an Instant Maneuver before { $actor }'s { $trigger } resolves?
dbu-option-no-instant = No Instant Maneuver
dbu-does-not-move = { $fighter } does not move
dbu-leaves-melee-range = { $fighter } leaves the Melee Range of { $provokers } at { $square } (from { $before }) and provokes Exploit
dbu-stays = { $fighter } does not move (stays at { $square })
dbu-moves = { $fighter } moves { $n ->
    [one] { $count } square
   *[other] { $count } squares
} to { $square }
dbu-move-stopped = { $move } and stops there: the Exploit dealt Damage
dbu-ask-exploit = { $fighter }: { $provoker } provoked Exploit ({ $reason }). Attack?
dbu-option-let-it-go = Let it go
dbu-reason-leaving-melee = leaving Melee Range
dbu-provokes = { $why } provokes Exploit from { $provokers }
dbu-recovers = { $fighter } recovers: { $spent }×1d10(bT) = { $roll }
dbu-recovers-hit = { $fighter } recovers: { $spent }×1d10(bT) = { $roll } (the Exploit hit: no Life regained)
dbu-condition-recovery-passed = { $fighter } Condition Recovery Steadfast Check: { $check } vs { $tn }: pass
dbu-condition-recovery-failed = { $fighter } Condition Recovery Steadfast Check: { $check } vs { $tn }: fail
dbu-condition-recovery-hit = { $fighter } Condition Recovery Steadfast Check: { $check } vs { $tn }: fail (hit by the Exploit)
dbu-ask-condition-recovery = { $fighter }: remove which condition?
dbu-option-remove = Remove { $condition }
dbu-option-no-spectate = Keep your remaining Actions
dbu-option-spectate = Spectate: spend { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}, cheer on { $ally } (+1(bT) to their Combat Rolls)
dbu-option-spectate-alone = Spectate: spend { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}, with no Ally to cheer on (rest at the start of your turns)
dbu-ask-spectate = { $fighter }: enter the Spectator state?
dbu-becomes-spectator = { $fighter } spends { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} and becomes a Spectator for { $ally }
dbu-becomes-spectator-alone = { $fighter } spends { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} and becomes a Spectator (no Ally to cheer on)
dbu-retargets = { $fighter } turns the attack on { $target } (Instantaneous Control)
dbu-homing-follows = { $fighter }'s attack follows { $target } out of reach (Homing)
dbu-attack-taken-back = { $fighter } takes the attack back and regains { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} and { $kp } KP (Instantaneous Control)

## Called Shot spots and Foundations
dbu-spot-head = head
dbu-spot-eyes = eyes
dbu-spot-arm = arm
dbu-spot-leg = leg
dbu-spot-gut = gut
dbu-foundation-physical = physical
dbu-foundation-energy = energy
dbu-foundation-magic = magic
dbu-called-shot-source = Called Shot: { $spot }

## Declaring an attack: Modifier Maneuvers, Ki Wager, Instantaneous Control
dbu-option-no-modifier = No Modifier Maneuver
dbu-option-absorbing-attack = Absorbing Attack (+1 Damage Category, drain Life and Ki)
dbu-option-called-shot = Called Shot: { $spot } (+1 Damage Category, -2(T) Strike; { $effect })
dbu-called-shot-head = Impediment until the start of the attacker's next turn
dbu-called-shot-eyes = Blinded until the end of the target's next turn
dbu-called-shot-arm = Guard Down until the start of the attacker's next turn
dbu-called-shot-leg = Speeds and Defense Value halved until the start of the attacker's next turn
dbu-called-shot-gut = knocked Prone
dbu-option-called-shot-absorbing = Called Shot: { $spot } and Absorbing Attack
dbu-ask-modifier = { $fighter }: apply a Modifier Maneuver?
dbu-option-wager = Ki Wager { $kp }
dbu-option-no-wager = No Ki Wager
dbu-ask-wager = { $fighter }: Ki Wager on the Wound Roll (up to { $cap })
dbu-left-the-area = { $gone } left the area; the attack goes on against { $valid } (Instantaneous Control)
dbu-option-refund = Take the maneuver back (regain its Actions and KP)
dbu-option-retarget = Change target to { $target }
dbu-ask-control = { $fighter }: the target got away. Take it back or retarget?
dbu-got-out-of-reach = { $away } got out of reach; the attack goes on against { $valid } (Instantaneous Control)
dbu-adds-modifier = { $fighter } adds { $modifier }
dbu-will-dodge = { $fighter } will Dodge

## The Clash of an attack
dbu-option-dodge = Dodge (no Counter Maneuver)
dbu-option-defend-parry = Defend: Parry (your Strike against theirs)
dbu-option-defend-direct-hit = Defend: Direct Hit (take it, +½ Soak)
dbu-option-defend-power-flare = Defend: Power Flare (Wound against Wound)
dbu-option-defend-cross-counter = Defend: Cross Counter (½ Defense Value, then attack back)
dbu-option-defend-guard = Defend: Guard (halve the Wound, -1 Damage Category)
dbu-option-kp = { $option } { $kp } KP
dbu-option-energy-cancel-drop = Energy Cancel (drop your Energy Charges)
dbu-ask-reaction = { $fighter }: { $attacker } attacks you with { $attack }. Answer?
dbu-dice-part = {" "}+ { $label } { $dice }
dbu-part-energy-charges = { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-rolled-twice = {" "}({ $why }: rolled twice, the higher kept; the other roll { $rolled } = { $total })
dbu-strike = { $fighter } Strike { $score } = { $dice }{ $hooked } { $rolled }{ $parts }{ $notes }
dbu-forgoes-dodge = { $fighter } forgoes the Dodge Roll: { $attacker }'s attack hits
dbu-auto-hit = { $attacker }'s attack hits { $fighter } ({ $why })
dbu-defence-hit = { $fighter } { $roll } { $score } = { $dice } { $rolled }{ $parts }: hit
dbu-defence-miss = { $fighter } { $roll } { $score } = { $dice } { $rolled }{ $parts }: miss
dbu-defence-tie = { $fighter } { $roll } { $score } = { $dice } { $rolled }{ $parts }: miss (ties go to the defender)
dbu-strike-again-hit = { $attacker }'s Strike { $strike } against { $fighter }'s { $roll } { $score }: hit
dbu-strike-again-miss = { $attacker }'s Strike { $strike } against { $fighter }'s { $roll } { $score }: miss
dbu-strike-again-tie = { $attacker }'s Strike { $strike } against { $fighter }'s { $roll } { $score }: miss (ties go to the defender)
dbu-combination = { $fighter } Combination: extra Strikes { $scores }{ $more } vs { $score }: { $count } success(es), +{ $wound }(T) Wound
dbu-option-no-cross = No attack back (the maneuver is spent)
dbu-ask-cross-counter = { $fighter }: Cross Counter attack on { $attacker }

## The Wound Roll and Damage
dbu-ask-flare-wager = { $fighter }: Power Flare against Wound { $wound }: Ki Wager (up to { $cap })
dbu-part-again = { $label } again ({ $why })
dbu-wound-charges = {" "}+ { $n ->
    [one] { $count } charge
   *[other] { $count } charges
} { $dice }
dbu-wound = { $fighter } Wound { $score } = { $dice }{ $charges }{ $hooked } { $rolled }{ $parts }{ $notes }
dbu-power-flare-beats = { $fighter } Power Flare { $score } = { $dice } { $rolled }{ $parts } vs Wound { $wound }: no Damage
dbu-power-flare-short = { $fighter } Power Flare { $score } = { $dice } { $rolled }{ $parts } vs Wound { $wound }: not enough
dbu-note-called-shot = Called Shot +1
dbu-note-absorbing = Absorbing +1
dbu-note-prone = Prone +1
dbu-note-guard = Guard -1, Wound halved
dbu-note-direct-hit = Direct Hit Soak ×1.5
dbu-note-pinpoint = Pinpoint ignores { $soak } Soak
dbu-damage-line = { $fighter }: { $how }
dbu-damage-line-noted = { $fighter }: { $how } [{ $notes }]

## Attack options and their aims
dbu-option-basic-attack = Basic Attack ({ $profile }, { $foundation }) { $aim }
dbu-option-basic-attack-area = Basic Attack ({ $profile } { $area }, { $foundation }) { $aim }
dbu-option-signature = { $technique } ({ $profile }) { $aim }
dbu-area-minor-sphere = minor sphere
dbu-area-sphere = sphere
dbu-area-wave = wave
dbu-area-cone = cone
dbu-area-line = line
dbu-uncounted = { $technique }: { $why }
dbu-basic-attack = Basic Attack ({ $profile }, { $foundation })
dbu-attacks = { $fighter } attacks { $targets } with { $attack }{ $charges }{ $oos }
dbu-attack-charges = , { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-out-of-sequence = {" "}(Out-of-Sequence)
dbu-aim-on = on { $target }
dbu-aim-at = aimed at { $target }
dbu-aim-around = around you (hits { $hits })
dbu-aim-square = on { $square } (hits { $hits })
dbu-aim-square-toward = on { $square } toward the { $direction } (hits { $hits })
dbu-heading-north = north
dbu-heading-east = east
dbu-heading-south = south
dbu-heading-west = west

## Clashes outside attacks
dbu-clash-score = { $roll } { $score } = { $dice } { $draws }{ $critical }{ $parts }
dbu-ask-clash-roll = { $fighter }: { $initiator } starts a Clash ({ $why }). Which roll?
dbu-clash = { $why }: { $initiator } { $initiator_roll } vs { $defender } { $defender_roll }: { $winner } wins
dbu-clash-tie = { $why }: { $initiator } { $initiator_roll } vs { $defender } { $defender_roll }: { $winner } wins (ties go to the defender)

## The turn decision
dbu-ask-turn-one = { $fighter }: choose a maneuver ({ $count } Action left)
dbu-ask-turn = { $fighter }: choose a maneuver ({ $count } Actions left)
dbu-option-charge = Energy Charge (charge { $charge })
dbu-option-cancel-charge = No Effort: Cancel Energy Charge
dbu-option-energy-cancel = Energy Cancel (Counter Action)
dbu-option-power-up = Power Up (Power { $now } -> { $then })
dbu-option-stand-up = Stand up (1 Action)
dbu-option-convert = Convert a Standard Action into a Counter Action
dbu-option-end-turn = End turn
dbu-charged-basic-attack = { $profile } Basic Attack
dbu-option-release = Release { $attack } ({ $n ->
    [one] { $count } charge
   *[other] { $count } charges
}) { $aim }
dbu-option-charge-declare = Energy Charge (declare the attack to charge)
dbu-option-aura = Aura: { $aura } ({ $kp } KP)
dbu-option-recovery = Combat Recovery ({ $n ->
    [one] { $count } Actions
   *[other] { $count } Actions
})
dbu-option-condition-recovery = Combat Recovery ({ $n ->
    [one] { $count } Actions
   *[other] { $count } Actions
}), Condition Recovery
dbu-option-command = Command { $n ->
    [one] { $count } Minion
   *[other] { $count } Minions
} ({ $n ->
    [one] { $count } Action
   *[other] { $count } Actions
})
dbu-ends-turn-early = { $fighter } ends the turn early
dbu-uses = { $fighter } uses { $maneuver }

## Movement modes
dbu-move-mode-normal = Movement (Normal Speed)
dbu-move-mode-boosted = Movement (Boosted Speed, 3(T) KP)
dbu-move-mode-rapid = Movement (Normal Speed, Rapid +2(T) KP)
dbu-move-mode-boosted-rapid = Movement (Boosted Speed, Rapid, 5(T) KP)

## Initiative, rounds and turns
dbu-initiative-modifier = { $who } rolls Initiative: solid d10 { $natural } + ½ Agility Modifier { $bonus } = { $score }{ $group }
dbu-initiative-score = { $who } rolls Initiative: solid d10 { $natural } + ½ Agility Score { $bonus } = { $score }{ $group }
dbu-initiative-group = {" "}(one roll for { $count })
dbu-initiative-order = Initiative Order: { $order }
dbu-roll-off = { $fighter } rolls off for the tie: d10 { $rolled } = { $total }
dbu-advantage-initiative = Initiative 10+ above the best enemy
dbu-advantage-tiers = { $n ->
    [one] { $count } Tier
   *[other] { $count } Tiers
} above the strongest enemy
dbu-initiative-advantage = { $fighter } has Initiative Advantage: +{ $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} each turn ({ $why })
dbu-skip-defeated = { $fighter } is Defeated
dbu-skip-surprised = { $fighter } is surprised
dbu-skip-will-to-survive = { $fighter } loses this turn (Will to Survive)
dbu-skip-command = { $fighter } waits for a Command
dbu-skip-other = { $fighter } { $reason }
dbu-surprise-round-ends = Surprise round ends
dbu-round-ends = Round { $round } ends
dbu-actions-lost = { $ended }; unspent actions are lost ({ $fighters })

## Will to Survive
dbu-ask-will-to-survive = { $fighter } is at 0 Life (Will to Survive): heal yourself, or be Defeated?
dbu-option-fall = Be Defeated
dbu-survives = { $fighter } is back above 0 Life ({ $life }) and stays in the fight (Will to Survive)
dbu-option-survival-surge = Healing Surge (Will to Survive)

## The game master's rulings
dbu-ruling = GM: { $ruling }{ $why }
dbu-ruling-why = {" "}({ $reason })
dbu-ruling-set-life = { $fighter }'s Life set to { $value }
dbu-ruling-set-ki = { $fighter }'s Ki set to { $value }
dbu-ruling-set-capacity = { $fighter }'s Capacity set to { $value }
dbu-ruling-set-actions = { $fighter }'s Actions set to { $value }
dbu-ruling-set-counters = { $fighter }'s Counter Actions set to { $value }
dbu-ruling-revived = { $fighter } is back in the fight (GM ruling)
dbu-ruling-no-longer = { $fighter } is no longer { $condition }
dbu-ruling-loses-stacks = { $fighter } loses { $n ->
    [one] { $count } stack
   *[other] { $count } stacks
} of { $condition }{ $left }
dbu-ruling-stacks-left = {" "}({ $n ->
    [one] { $count } stack
   *[other] { $count } stacks
} left)
dbu-ruling-is = { $fighter } is { $condition }{ $level }{ $stacks }{ $lasting }
dbu-ruling-stacks = {" "}({ $n ->
    [one] { $count } stack
   *[other] { $count } stacks
})
dbu-ruling-for-rounds = {" "}for { $n ->
    [one] { $count } Combat Round
   *[other] { $count } Combat Rounds
}
dbu-ruling-moved = { $fighter } moved from { $before } to { $square }
dbu-ruling-order = Initiative Order set to { $order }
dbu-ruling-joins = { $fighters } { $n ->
    [one] joins
   *[other] join
} the fight on side { $side } at { $square } (Initiative { $initiative })
dbu-ruling-initiative = { $fighter } rolls Initiative: solid d10 { $natural } + ½ Agility { $bonus } = { $score }
dbu-ruling-leaves = { $fighter } leaves the fight

## The encounter
dbu-encounter-starts = Encounter on a { $width }x{ $height } battlefield: { $fighters }
dbu-placed = { $fighter } (side { $side }) at { $square }

## Size in attacks
dbu-note-punching-down = Punching Down: Standard counts as Direct
