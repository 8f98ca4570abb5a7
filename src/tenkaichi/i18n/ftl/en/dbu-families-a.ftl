## DBU engine families, part A (tenkaichi.dbu.combat.families: vehicles, duel, conditions, team,
## triggered, transformations, profile effects). Fighters' and sides' names arrive as they are;
## maneuver, Profile, condition, transformation and vehicle names arrive as game terms
## (terms-*.ftl). $n beside a $count is the same number, for choosing a plural form.

## Pieces shared by these families.

dbu-fa-square = square { $square }
dbu-fa-uses = { $fighter } uses { $option }
dbu-fa-actions = { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}
dbu-fa-squares = { $n ->
    [one] { $count } square
   *[other] { $count } squares
}
dbu-fa-counter-actions = { $n ->
    [one] { $count } Counter Action
   *[other] { $count } Counter Actions
}

## Vehicles: the Ride Maneuver and piloting.

dbu-ride-gets-out = { $fighter } gets out of { $vehicle } to { $square } ({ $why })
dbu-ride-knocked-out = { $fighter } is knocked out of { $vehicle }
dbu-ride-no-longer-in = { $fighter } is no longer in { $vehicle }
dbu-ride-no-pilot = { $vehicle } has no Pilot now
dbu-ride-enter-as-pilot = { $ride }: enter { $vehicle } as its Pilot
dbu-ride-enter-as-passenger = { $ride }: enter { $vehicle } as a passenger
dbu-ride-leave = { $ride }: leave { $vehicle }
dbu-ride-stop-piloting = { $ride }: stop piloting { $vehicle }
dbu-ride-take-controls-from = { $ride }: take the controls of { $vehicle } from { $pilot }
dbu-ride-take-controls-free = { $ride }: take the controls of { $vehicle } (no one is piloting)
dbu-ride-provokes = { $ride } provokes { $exploit } from { $fighters }
dbu-ride-cannot-get-in = { $fighter } cannot get into { $vehicle } any more and regains 1 Action (Instantaneous Control)
dbu-ride-gets-in = { $fighter } gets into { $vehicle } at { $square }
dbu-ride-gets-in-as-pilot = { $fighter } gets into { $vehicle } at { $square } as its Pilot
dbu-ride-to = to { $square }
dbu-ride-no-free-square = { $fighter } finds no free square to leave { $vehicle }
dbu-ride-ask-where-out = { $fighter }: where do you get out of { $vehicle }?
dbu-ride-stops-piloting = { $fighter } stops piloting { $vehicle }
dbu-ride-ask-which-inside = { $fighter }: which square inside { $vehicle }?
dbu-ride-ask-hand-over = { $pilot }: { $fighter } wants to pilot { $vehicle }. Hand over the controls?
dbu-ride-hand-over = Hand the controls to { $fighter } (swap squares)
dbu-ride-refuse = Refuse (Clash: Physical Strike vs Physical Strike/Dodge)
dbu-ride-becomes-pilot = { $fighter } becomes the Pilot of { $vehicle }
dbu-ride-becomes-pilot-swaps = { $fighter } becomes the Pilot of { $vehicle } and swaps squares with { $other }
dbu-ride-let-stay = Let { $fighter } stay in { $vehicle }
dbu-ride-put-out-at = Put { $fighter } out at { $square }
dbu-ride-ask-put-out = { $winner }: put { $fighter } out of { $vehicle }?
dbu-ride-refuses = { $fighter } refuses to hand over { $vehicle }
dbu-ride-put-out-by = put out by { $fighter }
dbu-ride-moves-inside = { $fighter } moves to { $square } inside { $vehicle }

## Duels.

dbu-fa-foundation-physical = physical
dbu-fa-foundation-energy = energy
dbu-fa-foundation-magic = magic
dbu-fa-ki-wager = Ki Wager { $kp }
dbu-fa-no-ki-wager = No Ki Wager
dbu-duel-with-signature = Duel with { $signature } ({ $profile }, { $foundation }), { $kp } KP
dbu-duel-with-basic = Duel with a { $profile } ({ $foundation }) Basic Attack, { $kp } KP
dbu-duel-power-duel = Power Duel (no Initiating Attack, 0 KP)
dbu-duel-answers = { $fighter } answers { $attacker }'s attack with a Duel: { $option }
dbu-duel-free-signature = { $signature }: { $free }
dbu-duel-lapses = The Duel lapses: a duelist is Defeated
dbu-duel-starts = Duel: { $attackers } against { $defenders }, best of 3 Duel Clashes ({ $primary } plays for the defenders)
dbu-duel-ask-wager = { $fighter }: secret Ki Wager for Duel Clash { $clash } (up to { $cap }); no one else learns it before the Duel Clash
dbu-duel-revealed = Duel Clash { $clash }: the Ki Wagers are revealed: { $wagers }
dbu-duel-clash-won = Duel Clash { $clash }: { $attacker } vs { $defender }: { $winner } wins
dbu-duel-clash-tied = Duel Clash { $clash }: { $attacker } vs { $defender }: a tie
dbu-duel-safety-stop = Stopped: the simulation's safety limit of { $n ->
    [one] { $count } redone Duel Clash
   *[other] { $count } redone Duel Clashes
} in a row was reached (not a rule): the Duel ends as a tied third Duel Clash would
dbu-duel-redone = Duel Clash { $clash } is redone
dbu-duel-score = Duel Clashes won: { $attacker } { $attacker_wins }, { $defender } { $defender_wins }
dbu-duel-tie = The Duel ends in a tie: everyone loses ½ of the { $total } KP wagered = { $loss } Life
dbu-duel-won = { $fighter } wins the Duel { $won }-{ $lost } (Ki Wagers in all: { $total })
dbu-duel-enters = { $fighter } enters the Duel: { $option }
dbu-duel-committed = { $fighter } records a secret Ki Wager of { $kp } for Duel Clash { $clash }
dbu-duel-side-roll = { $fighter } { $score } = { $dice } { $draws }{ $parts }{ $note }
dbu-duel-wound = { $fighter } Duel Wound { $score } = { $dice }{ $charges } { $draws }{ $parts }{ $notes }
dbu-duel-wound-charges = {" "}+ { $n ->
    [one] { $count } charge
   *[other] { $count } charges
} { $extra }
dbu-duel-power-wound = { $fighter } Power Duel Wound { $wound } = Might { $might } + Ki Wagers { $total }
dbu-duel-shaken-ends = { $fighter } loses { $shaken } ({ $winner }, who won the Power Duel, dropped through a Health Threshold)
dbu-duel-ask-escape = { $fighter }: { $initiator } answers your attack with a Duel. Escape it?
dbu-duel-accept = Accept the Duel
dbu-duel-escape-option = { $escape } (1 Counter Action): Impulsive Clash against { $initiator }
dbu-duel-escape-fails = { $fighter } fails to escape: the Duel goes on
dbu-duel-escaped = { $fighter } escapes the Duel: the attack is nullified and { $fighter } regains { $actions } (its { $kp } KP stay spent)
dbu-duel-ask-join = { $fighter }: { $initiator } Duels { $attacker }'s attack. Enter the Duel too (a United Duel, 1 Counter Action)?
dbu-duel-stay-out = Stay out (answer the attack as usual)
dbu-duel-ask-primary = { $fighter }: who plays the United Duel? (the others wager up to 1/10 Max Capacity per Duel Clash)
dbu-duel-primary = { $fighter } is the primary duelist
dbu-fa-no-united = No { $united }
dbu-duel-united = { $united } (1 Action, { $kp } KP): join { $primary }'s Duel
dbu-duel-united-lending = { $united } with { $signature } (1 Action, { $kp } KP): join { $primary }'s Duel and lend up to { $n ->
    [one] { $count } rank
   *[other] { $count } ranks
} of its Advantages
dbu-duel-ask-united = { $fighter }: { $primary } Duels { $attacker }'s attack. Join with { $united }?
dbu-duel-joins-united = { $fighter } joins { $primary }'s Duel with { $united } (1 Action)
dbu-duel-joins-united-with = { $fighter } joins { $primary }'s Duel with { $united } and { $signature } (1 Action)
dbu-duel-why-refund = the Duel refunds the Ki Wager
dbu-duel-why-initiating = the Duel's Initiating Attack
dbu-duel-why-with = Duel with { $signature }
dbu-duel-why-wager = Duel Clash { $clash } Ki Wager
dbu-duel-why-tie-refund = tied Duel Clash refund
dbu-duel-why-tied = tied Duel
dbu-duel-part-states = States { $states }
dbu-duel-part-allies = { $count } United Duel ally(ies)
dbu-duel-part-super-stacks = { $n ->
    [one] { $count } Super Stack
   *[other] { $count } Super Stacks
}{ $why }
dbu-duel-part-burst = {" "}({ $power_burst })
dbu-duel-part-burst-from = {" "}({ $burst } from { $power_burst })
dbu-duel-part-ally-wager = { $fighter }'s Ki Wager
dbu-duel-part-united = United { $fighter } ¼ { $attribute }

## Combat Conditions and States.

dbu-cond-slowed-fewer = { $fighter } is { $slowed }: { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} fewer this round
dbu-cond-is = { $fighter } is { $condition }
dbu-cond-slowed-skip = is { $slowed } (3 stacks): no Maneuvers this turn
dbu-cond-part-impaired = { $impaired } ×{ $stacks } (Natural Result)
dbu-cond-note-broken = { $broken } ×{ $stacks }: -{ $soak }(bT) Soak
dbu-cond-why-compelled = { $compelled }: { $spent } of { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} spent attacking { $fighter }
dbu-state-karma-cost = {" "}(1 Karma Point)
dbu-state-raise = { $state } { $now } -> { $next }{ $cost }
dbu-state-enter-surging = Enter { $state }, Focus { $focus }{ $cost }
dbu-state-enter-option = Enter { $state }{ $cost }
dbu-state-leave-option = Leave { $state }
dbu-state-rises = { $fighter }'s { $state } State rises to level { $level }
dbu-state-enters = { $fighter } enters the { $state } State{ $focus }{ $karma }
dbu-state-focus = {" "}(Focus: { $focus })
dbu-state-karma-left = ; { $n ->
    [one] { $count } Karma Point
   *[other] { $count } Karma Points
} left
dbu-state-holds-on = { $fighter } holds on at 1 Life ({ $undying })
dbu-state-leaves = { $fighter } leaves the { $state } State
dbu-state-loses-next-turn = { $fighter } will lose their next turn (leaving { $determined })
dbu-state-defeated-undying = { $fighter } is Defeated (left { $undying } at { $life } Life)
dbu-state-oos-raging = { $state } (level 3)
dbu-state-oos-arms = { $state } (2 Counter Actions)
dbu-state-oos-attack = { $fighter } attacks { $target } out of sequence: { $why }
dbu-state-liquid-heal-option = { $liquid }: Healing Surge (1 Action, 1/Round)
dbu-state-liquid-heals = { $fighter } reforms ({ $liquid }): Healing Surge 2d10(T) { $roll } + Surgency { $surgency }
dbu-state-surging-charge = { $surging }: the attack on { $focus } gains 1 Energy Charge
dbu-state-surging-immune = { $fighter } is { $surging }: immune to { $compelled }
dbu-state-undying-survive = Enter the { $undying } State (1 Karma Point): Life 1 (Will to Survive)
dbu-state-liquid-survive = { $liquid }: Healing Surge (1 Action; Will to Survive)
dbu-state-why-liquid = { $liquid } Healing Surge

## Team play: Empower, Entrusted, United Attack.

dbu-team-empower-option = { $empower } { $ally } ({ $actions }, up to { $kp } KP)
dbu-team-full-empowerment-option = Full Empowerment of { $ally } ({ $actions }: Capacity to 0, { $fatigued } and { $impediment }, any amount up to { $kp } KP)
dbu-team-ask-amount = { $fighter }: how much Ki to transfer to { $ally } (up to { $cap })?
dbu-team-transfer = Transfer { $kp } KP
dbu-team-full-empowerment = { $fighter } uses Full Empowerment: Capacity drops to 0
dbu-team-transfers = { $fighter } transfers { $kp } KP to { $ally } (Ki { $ki }; Capacity unchanged)
dbu-team-why-full = Full Empowerment
dbu-team-why-four = four Empowerments
dbu-team-miracle-fails-own = Miracle Empowerment ({ $why }) does not work for { $ally }: they already entered { $entrusted } this encounter
dbu-team-miracle-fails-side = Miracle Empowerment ({ $why }) does not work for { $ally }: an ally already entered { $entrusted } this encounter
dbu-team-entrusted = { $ally } enters the { $entrusted } Special State: Greater Dice on Combat Rolls, +1 Stress Bonus, one Full Wager All-or-Nothing Basic Attack
dbu-team-entrusted-action = { $ally } enters the { $entrusted } Special State: Greater Dice on Combat Rolls, +1 Stress Bonus, +1 Action now, one Full Wager All-or-Nothing Basic Attack
dbu-team-entrusted-attack = { $entrusted }: reset Capacity, Full Wager All-or-Nothing { $attack }
dbu-team-entrusted-resets = { $fighter } ({ $entrusted }) resets Capacity to { $capacity } for an All-or-Nothing attack
dbu-team-ask-wager = { $fighter }: Ki Wager on { $attacker }'s Wound Roll (up to { $cap })
dbu-team-half-force = +½ Force to the Wound
dbu-team-half-magic = +½ Magic to the Wound
dbu-team-united = { $united } (1 Action, { $kp } KP): { $power }
dbu-team-united-lending = { $united } with { $signature } (1 Action, { $kp } KP): { $power }, and lend up to { $n ->
    [one] { $count } rank
   *[other] { $count } ranks
} of its Advantages
dbu-team-ask-united = { $fighter }: join { $attacker }'s attack ({ $what }) with { $united }?
dbu-team-joins = { $fighter } joins { $attacker }'s attack with { $united } (1 Action)
dbu-team-joins-with = { $fighter } joins { $attacker }'s attack with { $united } and { $signature } (1 Action)
dbu-team-why-empower = { $empower } from { $fighter }
dbu-team-part-united = United { $fighter } ½ { $attribute }
dbu-team-part-united-wager = United { $fighter } Ki Wager

## Team play: Intervene, Defense Wall, Reflect, Blockade.

dbu-team-wall-from = { $intervene }: Defense Wall from { $square } (take the Wound, +½ Soak)
dbu-team-wall-swap = { $intervene }: Defense Wall, push { $ally } back to { $square } and take their place
dbu-team-deflect-from = { $intervene }: Deflect from { $square }, { $kp } KP (Might Clash)
dbu-team-distant-deflect = { $intervene }: Distant Deflect, { $kp } KP (Might Clash from here)
dbu-team-ask-intervene = { $fighter }: { $attacker }'s attack hits { $ally }. Intervene?
dbu-team-no-intervene = No { $intervene }
dbu-team-pushes-back = { $fighter } pushes { $ally } back to { $back } and takes their place at { $old }
dbu-team-takes-wound = { $fighter } takes the Wound instead of { $ally } (Defense Wall, +½ Soak)
dbu-team-moves-to-intervene = { $fighter } moves from { $before } to { $after } to Intervene
dbu-team-deflects = { $fighter } deflects { $attacker }'s attack away from all its targets ({ $targets })
dbu-team-deflect-fails = { $fighter } fails to Deflect and takes the Wound instead of { $ally } (+1 Damage Category)
dbu-team-distant-fails = { $fighter } fails the Distant Deflect: the attack goes on to { $ally }
dbu-team-note-wall = Defense Wall Soak +{ $extra }
dbu-team-note-deflect = failed Deflect +1
dbu-team-why-overflow = Defense Wall overflow
dbu-fa-notes = {" "}[{ $notes }]
dbu-team-wall-held = { $fighter } is not Defeated by the attack: no excess Damage reaches { $ally } (Defense Wall)
dbu-team-wall-excess = { $ally }: excess Damage { $excess } past { $fighter }'s Defense Wall: { $how }{ $notes }
dbu-team-ask-reflect = { $fighter }: { $reflect } { $attacker }'s { $attack } ({ $kp } KP)?
dbu-team-no-reflect = No { $reflect }
dbu-team-reflect-at = { $reflect } it at { $target } ({ $kp } KP)
dbu-team-reflects = { $fighter } Reflects { $attacker }'s attack at { $target }
dbu-team-reflect-clash = { $reflect }: { $fighter } Strike { $strike } = { $strike_dice } { $strike_shown }{ $strike_parts } vs { $target } Dodge { $dodge } = { $dodge_dice } { $dodge_shown }{ $dodge_parts }: { $outcome }
dbu-team-reflect-hit = hit
dbu-team-reflect-miss = miss
dbu-team-reflect-miss-tie = miss (ties go to the defender)
dbu-team-ask-blockade = { $fighter }: { $mover } starts moving. { $blockade }?
dbu-team-no-blockade = No { $blockade }
dbu-team-blockade-option = { $blockade } ({ $kp } KP, Impulsive Clash)
dbu-team-ask-step = { $fighter }: step next to { $mover }?
dbu-team-stay = Stay where you are
dbu-team-move-to = Move to { $square }
dbu-team-blockade-fails = { $fighter }'s { $blockade } fails: { $mover } goes on and may { $exploit } { $fighter }
dbu-team-blocks = { $fighter } blocks { $mover }: the movement stops; { $mover } regains 1 Action and cannot use Movement again this turn
dbu-team-blocks-kp = { $fighter } blocks { $mover }: the movement stops; { $mover } regains 1 Action and { $kp } KP and cannot use Movement again this turn

## The Triggered Modifier Maneuver.

dbu-trig-offer-actions = { $triggered }: spend a maneuver's Actions now, use it on a trigger
dbu-trig-offer-pay = { $triggered }: pay for a maneuver now, use it on a trigger
dbu-trig-when-damage = when { $fighter } receives Damage
dbu-trig-when-movement = when { $fighter } would move
dbu-trig-when-attack = when { $fighter } uses an Attacking Maneuver
dbu-trig-when-turn-end = when { $fighter } ends their turn
dbu-trig-when-gains = when { $fighter } gains { $condition }
dbu-trig-ask-maneuver = { $fighter }: which maneuver do you delay with { $triggered }?
dbu-trig-ask-trigger = { $fighter }: what triggers { $option }?
dbu-trig-provokes = { $triggered } provokes { $exploit } from { $fighters } (Sphere of { $n ->
    [one] { $count } square
   *[other] { $count } squares
})
dbu-trig-cancelled = The { $exploit } damaged { $fighter }: the { $triggered } { $label } is cancelled and { $fighter } gains { $counters }
dbu-trig-waits = { $fighter }'s { $triggered } { $label } waits: { $trigger }
dbu-trig-delays = { $fighter } delays { $label } with { $triggered } ({ $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}, { $kp } KP now; { $trigger })
dbu-trig-delays-kp-later = { $fighter } delays { $label } with { $triggered } ({ $n ->
    [one] { $count } Action
   *[other] { $count } Actions
}, now, its KP when used; { $trigger })
dbu-trig-use-now = Use { $label } now (Out-of-Sequence)
dbu-trig-use-other = Use it on another target: { $option }
dbu-trig-take-back = Take { $label } back (regain its Actions)
dbu-trig-take-back-kp = Take { $label } back (regain its Actions and KP)
dbu-trig-hold = Not now: keep waiting for the trigger
dbu-trig-ask-fire = { $fighter }: your { $triggered } { $label } is triggered ({ $trigger }).
dbu-trig-keeps-waiting = { $fighter } keeps the { $triggered } maneuver waiting
dbu-trig-takes-back = { $fighter } takes back the { $triggered } { $label } and regains { $actions } and { $kp } KP (Instantaneous Control)
dbu-trig-fires = { $fighter }'s { $triggered } { $label } fires as an Out-of-Sequence Maneuver ({ $paid })
dbu-trig-paid = its { $n ->
    [one] { $count } Action was
   *[other] { $count } Actions were
} paid when it was set
dbu-trig-paid-kp = its { $n ->
    [one] { $count } Action
   *[other] { $count } Actions
} and { $kp } KP were paid when it was set
dbu-trig-after = (Ki { $ki }, Capacity { $capacity })
dbu-trig-pays-beyond = { $fighter } pays { $kp } KP for { $why } beyond the { $paid } KP paid when the { $triggered } was set { $after }
dbu-trig-regains = { $fighter } regains { $back } KP and { $back } Capacity: { $why } costs { $kp } KP now, { $paid } were paid when the { $triggered } was set { $after }
dbu-trig-lapses = { $fighter }'s { $triggered } { $label } lapses ({ $why })
dbu-trig-why-turn-start = the start of their turn
dbu-trig-why-defeated = Defeated
dbu-trig-kind = { $kind }
dbu-trig-why-spend = { $triggered } { $label }

## Transformations, Aspects and the Afterlife.

dbu-fa-and = { $first } and { $second }
dbu-form-option = Transformation: { $form } (Stress Test { $needed }{ $how }{ $extra })
dbu-form-option-extra = { $enhancement }{ $long }
dbu-form-enhancement = , Enhancement
dbu-form-provokes = , provokes { $exploit }
dbu-form-long = , { $actions } Actions, provokes { $exploit }
dbu-form-revert-from = { $revert } from { $form }
dbu-form-stacked = {" "}({ $form } { $form_needs } + { $kept } { $kept_needs })
dbu-form-stress-test = { $fighter } Stress Test for { $what }: { $check } vs { $needed }{ $how }: { $outcome }
dbu-form-transforms = transforms
dbu-form-holds = holds
dbu-form-fails = fails
dbu-form-why = {" "}({ $why })
dbu-form-reverts = { $fighter } reverts from { $left }{ $why }
dbu-form-leaves-for = { $fighter } leaves { $left } for { $new }{ $why }
dbu-form-locked-out = { $fighter } cannot enter { $form } again until the end of their next turn ({ $why })
dbu-form-breakthrough = { $fighter } treats their Tier of Power as { $tier } ({ $source }, Breakthrough); Ki Point costs and TNs stay at Tier { $base }
dbu-form-drain-how = 3 × highest Tier Requirement { $tier } × level { $level } = { $amount }
dbu-form-drain-how-halved = 3 × highest Tier Requirement { $tier } × level { $level } = { $amount }, halved in the Afterlife = { $halved }
dbu-form-drains = { $fighter } loses { $lost } KP to { $draining } ({ $how }); Ki { $ki }
dbu-form-straining = { $forms } ({ $straining })
dbu-form-permit-cut = { $fighter }'s time in the living world is { $hours } hours shorter ({ $form }, { $draining } { $level }): { $left }
dbu-form-permit-left = { $minutes } min { $seconds } s left
dbu-form-permit-none = none left (back at the next round)
dbu-form-permit-over = { $fighter }'s time in the living world is over: they return to the Afterlife
dbu-form-long-fails = { $fighter } was knocked through a Health Threshold by an { $exploit }: the Stress Test for { $form } fails ({ $long })
dbu-form-exhausted = { $fighter } cannot enter { $form } under { $exhaustion }
dbu-form-note-armored = { $armored } -1 Damage Category

## What attack Profiles do: Charging Assault, Elemental riders, Knockback, Metal, Plantlife.

dbu-fa-heading-north = north
dbu-fa-heading-north-east = north-east
dbu-fa-heading-east = east
dbu-fa-heading-south-east = south-east
dbu-fa-heading-south = south
dbu-fa-heading-south-west = south-west
dbu-fa-heading-west = west
dbu-fa-heading-north-west = north-west
dbu-fa-heading-nowhere = nowhere
dbu-profile-charge-option = { $charging }: { $n ->
    [one] { $count } square
   *[other] { $count } squares
} to { $square }
dbu-profile-charge-stay = Stay (no { $charging })
dbu-profile-charge-ask = { $fighter }: { $charging } toward { $target }?
dbu-profile-rushes = { $fighter } rushes { $n ->
    [one] { $count } square
   *[other] { $count } squares
} toward { $target } ({ $charging }, Boosted Speed { $boosted }, Normal Speed { $normal })
dbu-profile-life-wager = Ki Wager { $kp } paid with Life Points
dbu-profile-unmodelled = { $fighter } would gain { $condition } ({ $source }), a Combat Condition this engine does not model yet
dbu-profile-sweeping = { $fighter } takes { $count } more Diminishing Defense stack(s) ({ $sweeping } doubles them on Damage): { $stacks }
dbu-profile-knockback-ask = { $fighter }: { $knockback } { $target } ({ $source })?
dbu-profile-knockback-option = { $knockback }: Might Clash against { $target }
dbu-profile-no-knockback = No { $knockback }
dbu-profile-push = Push { $target } { $squares } toward the { $heading }
dbu-profile-push-ask = { $fighter }: push { $target } up to { $squares }{ $note }
dbu-profile-note = {" "}({ $note })
dbu-profile-metallic = { $feature } becomes Metallic and Sharp, Hardness Rank { $hardness } ({ $profile })
dbu-profile-grow-nothing = Grow nothing
dbu-profile-grow-at = Grow a Feature at { $square }
dbu-profile-fill = Fill the area with { $n ->
    [one] { $count } Feature
   *[other] { $count } Features
}
dbu-profile-plant-ask = { $fighter }: grow plant Features?
dbu-profile-grows = { $fighter } grows { $feature } at { $square }: Hardness Rank { $hardness }, Splintering ({ $profile })
dbu-profile-note-charges = { $count } charges
dbu-profile-note-strike-critical = Strike Critical
dbu-profile-note-category = { $profile } ({ $why }) +{ $shift }
dbu-profile-note-clearing = {" "}({ $clearing }: Natural Result { $natural } -> 5)
dbu-profile-note-cutting = {" "}({ $cutting }: no Critical, so a Botch -{ $penalty })
dbu-profile-wound-roll-of = { $name }'s Wound Roll
dbu-profile-late-critical = {" "}+ Critical { $extra } ({ $why }: Critical Target { $target })
dbu-profile-why-life-wager = { $profile } Life Wager
