## DBU edition dbu-1, the old rules (tenkaichi.dbu.combat.editions.dbu1): its maneuvers' options,
## questions and events. Fighters', allies', items' and terrain pieces' names arrive as they are;
## maneuver, Profile, skill, weapon and condition names arrive as game terms (terms-*.ftl).
## $n beside a $count is the same number, for choosing a plural form.

## Pieces shared by the edition.

dbu-legacy-uses = { $fighter } uses { $option }
dbu-legacy-squares = { $n ->
    [one] { $count } square
   *[other] { $count } squares
}
dbu-legacy-shots = { $n ->
    [one] { $count } shot
   *[other] { $count } shots
}
dbu-legacy-energy-charges = { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-legacy-kp = { $kp } KP
dbu-legacy-cost-two-actions = 2 Actions
dbu-legacy-cost-instant = Instant Action
dbu-legacy-success = success
dbu-legacy-failure = failure

## Movement, Combat Recovery and Command.

dbu-legacy-movement-normal = Movement (Normal Speed)
dbu-legacy-movement-boosted = Movement (Boosted Speed, { $kp } KP per square beyond Normal Speed)
dbu-legacy-destination = to { $square }, { $squares }
dbu-legacy-destination-kp = to { $square }, { $squares }, { $kp } KP
dbu-legacy-nowhere-to-move = { $fighter } has nowhere to move
dbu-legacy-ask-where-to-move = { $fighter }: where to move?
dbu-legacy-recovery-option = Combat Recovery (2 Actions: solid 2d10(T) Life and Ki)
dbu-legacy-recovers = { $fighter } recovers: solid 2d10(T) = { $total }
dbu-legacy-recovers-exploited = { $fighter } recovers: solid 2d10(T) = { $total } (an Exploit hit: nothing regained)
dbu-legacy-command-option = Command { $minion } (1 Action: it gains 2 Actions)
dbu-legacy-source-command = { $fighter }'s Command
dbu-legacy-commands = { $fighter } commands { $minion }: 2 Actions, one for a Movement or a Counter Action

## Checks against a Target Number, and Opposed Skill Checks. $what is the check's name, $why
## what it is for, $roll how it was made (dice, bonuses and total).

dbu-legacy-check = { $fighter } { $what } ({ $why }): { $roll } vs { $tn } { $target }: { $result }
dbu-legacy-skill-check = { $skill } Check
dbu-legacy-tn-medium = TN Medium
dbu-legacy-tn-hard = TN Hard
dbu-legacy-tn-lift = TN Lift
dbu-legacy-tn = TN { $difficulty }
dbu-legacy-opposed = { $why }: { $fighter } { $skill } { $roll } vs { $defender } { $defender_skill } { $defender_roll }: { $winner } wins

## Blitz, Terrify, Treatment, Shoot and Reload.

dbu-legacy-blitz-option = Blitz ({ $profile }) on { $target }: charge { $squares } ({ $cost }, { $kp } KP)
dbu-legacy-part-blitz = Blitz { $n ->
    [one] { $count } square
   *[other] { $count } squares
}
dbu-legacy-terrify-option = Terrify { $target } (Intimidation vs Intuition)
dbu-legacy-terrify-out-of-reach = { $fighter }'s Terrify: { $target } is out of reach
dbu-legacy-source-terrify = { $fighter }'s Terrify
dbu-legacy-treatment-revive = Treatment: revive { $ally }
dbu-legacy-treatment-cure = Treatment: cure { $ally }'s Poison
dbu-legacy-treatment-of = Treatment of { $ally }
dbu-legacy-why-treatment-rolled = { $fighter }'s Treatment (1d10(bT) { $total })
dbu-legacy-why-treatment = { $fighter }'s Treatment
dbu-legacy-cured-of-poison = { $fighter } is cured of Poison
dbu-legacy-shoot-option = Shoot { $weapon } { $aim } ({ $shots }/{ $ammo } shots)
dbu-legacy-shoots = { $fighter } uses { $option }: { $n ->
    [one] { $count } shot
   *[other] { $count } shots
} left
dbu-legacy-reload-option = Reload { $weapon } ({ $shots }/{ $ammo } shots, 1 Counter Action)
dbu-legacy-why-reload = Reload { $weapon }
dbu-legacy-reloads = { $fighter } reloads { $weapon }: { $shots }

## United Attack, Intervene, Duel Escape and Grapple.

dbu-legacy-part-united-bonuses = United { $ally } ½ Wound bonuses
dbu-legacy-part-united-wager = United { $ally } Ki Wager
dbu-legacy-intervene-ask = { $fighter }: { $attacker }'s attack hits { $ally }. Intervene?
dbu-legacy-intervene-no = No Intervene
dbu-legacy-intervene-attempt = Intervene: Impulsive Save, TN Medium (1 Counter Action); choose the option if you pass
dbu-legacy-intervene-for = Intervene for { $ally }
dbu-legacy-intervene-passed = { $fighter }: the Save is passed. Which Intervene option for { $ally }?
dbu-legacy-intervene-no-option = No option (the Counter Action stays spent)
dbu-legacy-intervene-failed = { $fighter } fails to Intervene and cannot try again this round
dbu-legacy-escape-failed = { $fighter } fails to escape: the Duel goes on
dbu-legacy-escapes-duel = { $fighter } escapes the Duel: the attack is nullified (its Actions and KP stay spent); { $fighter } may attack again at once
dbu-legacy-escape-attack-ask = { $fighter }: attack again after the Duel Escape (Instant Action)?
dbu-legacy-no-attack = No attack
dbu-legacy-free-signature = { $technique }: { $free }
dbu-legacy-grapple-moved-away = { $grappled } is freed: { $grappler } is moved away

## Terrain Lift, its shield, and thrown things.

dbu-legacy-part-modifier = { $attribute } Modifier
dbu-legacy-part-half-score = ½ { $attribute } Score
dbu-legacy-lift-square-option = Terrain Lift: tear up { $square } (Athletics TN { $tn })
dbu-legacy-lift-feature-option = Terrain Lift: lift { $feature } (Athletics TN { $tn })
dbu-legacy-lift-occupied = { $fighter }'s Terrain Lift: { $square } is occupied now
dbu-legacy-lifts = { $fighter } lifts { $feature } (Hardness Rank { $rank })
dbu-legacy-shield-ask = { $fighter }: { $attacker }'s attack hits you. Hold up { $feature } as a shield?
dbu-legacy-shield-use = Use { $feature } as a shield (-{ $value } Damage; it breaks if Damage still gets through)
dbu-legacy-shield-keep = Keep { $feature } out of it (it is not damaged)
dbu-legacy-shield-held = { $fighter } holds up { $feature } as a shield
dbu-legacy-shield-kept = { $fighter } keeps { $feature } out of the attack
dbu-legacy-shield-note = shield { $feature }: Hardness Value { $value }
dbu-legacy-shield-shatters = { $feature } shatters: Damage got through
dbu-legacy-thrown-destroyed = { $thing } is destroyed on impact
dbu-legacy-source-thrust = { $fighter }'s Thrust
dbu-legacy-break-value-drops = { $item }'s Break Value drops to { $value }
dbu-legacy-break-value-breaks = { $item }'s Break Value drops to { $value }: it breaks

## Empower.

dbu-legacy-empower-option = Empower { $ally } (1 Action, Empowerment Roll)
dbu-legacy-empowerment-maximum = { $value } (maximum results in Melee Range){ $parts }
dbu-legacy-empowerment-rolled = { $total } = { $dice } { $rolled }{ $parts }
dbu-legacy-empowerment = { $fighter } Empowerment Roll { $roll }: up to { $cap } KP
dbu-legacy-empower-ask = { $fighter }: how much Ki for { $ally }?
dbu-legacy-transfers = { $fighter } transfers { $kp } KP to { $ally }
dbu-legacy-why-empower = { $fighter }'s Empower

## Energy Charge. $release is the release option's own words.

dbu-legacy-release-option = { $release }, +{ $kp } KP for the charges
dbu-legacy-stop-charging-option = Stop charging (Instant, { $kp } KP)
dbu-legacy-charges-benefit = { $fighter } benefits from { $used } of { $charges } (½ Modifier)

## The Duel's contested Wound Rolls.

dbu-legacy-part-ally-wager = { $ally }'s Ki Wager
dbu-legacy-part-united-attribute = United { $ally } { $attribute }
dbu-legacy-duel-roll = { $fighter } Wound { $score } = { $dice }{ $extra } { $draws }{ $parts }{ $note }
dbu-legacy-late-critical = {" "}+ Critical { $extra } ({ $name }'s Wound Roll: Critical Target { $target })

## The 2-Action Called Shot. $effect is the lasting effect of the spot.

dbu-legacy-called-shot-option = Called Shot (1 more Action: -1(T) Strike in Melee Range, -2(T) at range; +1 Damage Category)
dbu-legacy-called-shot-damage-option = Called Shot (1 more Action: -1(T) Strike in Melee Range, -2(T) at range; +1 Damage Category; vulnerable spot: +3(T) Damage)
dbu-legacy-called-shot-spot-option = Called Shot (1 more Action: -1(T) Strike in Melee Range, -2(T) at range; +1 Damage Category; vulnerable spot: { $spot }, { $effect })
dbu-legacy-part-called-shot-range = Called Shot range ({ $far } x 4 squares)
dbu-legacy-note-vulnerable-spot = vulnerable spot +{ $bonus }

## Holding Back, Sense and Detect Holding Back. What only the holder's side may read is taken out
## of the events the other sides read (dbu-legacy-pays-ki is what they read of a Ki payment).

dbu-legacy-pays-ki = { $fighter } pays Ki for { $why }
dbu-legacy-stacks = { $n ->
    [one] { $count } stack
   *[other] { $count } stacks
}
dbu-legacy-stops-holding = { $fighter } stops Holding Back ({ $why })
dbu-legacy-holding-why-instant = an Instant Action
dbu-legacy-holding-why-no-stacks = no stacks left
dbu-legacy-holding-why-tier-rose = the Tier of Power rose
dbu-legacy-end-holding-option = End Holding Back ({ $stacks })
dbu-legacy-holding-option = Holding Back: { $stacks } (Tier { $tier })
dbu-legacy-holding-option-full = Holding Back: { $stacks } (Tier { $tier }, -1(bT) Combat Rolls)
dbu-legacy-holds-back = { $fighter } holds back: { $stacks }, Tier { $tier }
dbu-legacy-holding-at-threshold = Holding Back at a Health Threshold
dbu-legacy-loses-stack = { $fighter } loses a Holding Back stack: { $count } left
dbu-legacy-sense-option = Sense (Instant: Clairvoyance against every Opponent)
dbu-legacy-detect-option = Is { $target } holding back? (Instant: Clairvoyance vs Concealment)
dbu-legacy-sense-roll = { $fighter } Sense: Clairvoyance { $roll }
dbu-legacy-detect-roll = { $fighter } looks whether { $target } holds back: Clairvoyance { $roll }
dbu-legacy-concealment-found = { $fighter } Concealment { $roll }: found
dbu-legacy-concealment-unseen = { $fighter } Concealment { $roll }: unseen
dbu-legacy-sees-holding = { $fighter } sees that { $target } holds back with { $stacks }
dbu-legacy-sees-not-holding = { $fighter } sees that { $target } is not holding back
dbu-legacy-learns-nothing = { $fighter } learns nothing about { $target }

## The play layer (tenkaichi.dbu.play.why_not): why a Signature Technique or a transformation is
## not on a menu. $away is dbu-play-why-nearest.

dbu-play-why-not-now = not now: used with an Action on your own turn
dbu-play-why-no-actions = no Actions left this turn
dbu-play-why-sleeping = Sleeping: no Maneuvers
dbu-play-why-spectator = a Spectator makes no Maneuvers
dbu-play-why-charging-for = charging an Energy Charge for { $attack }: only that attack can be used
dbu-play-why-charging-basic = charging an Energy Charge for a { $profile } Basic Attack: only that attack can be used
dbu-play-why-pinned = Pinned: no attacks
dbu-play-why-transfigured = Transfigured: no Signature Techniques
dbu-play-why-minion = a Minion attacks once a round: already attacked
dbu-play-why-once-a-round = once a round: a Signature Technique was already used this round
dbu-play-why-magic-score = the { $profile } Profile needs a Magic Score of { $need }, has { $has }
dbu-play-why-profile-not-allowed = the { $profile } Profile is not allowed here
dbu-play-why-ki = needs { $kp } KP, has { $ki } Ki
dbu-play-why-capacity = needs { $kp } KP, has { $capacity } Capacity left this round
dbu-play-why-compelled = Compelled: may only attack { $by }, who is out of its reach
dbu-play-why-not-available = not available at this moment
dbu-play-why-no-opponent = no Opponent left to aim at
dbu-play-why-nearest = nearest Opponent: { $opponent }, { $squares } squares away
dbu-play-why-within = needs an Opponent within { $squares } squares ({ $away })
dbu-play-why-within-area = needs an Opponent within { $squares } squares for its { $area } ({ $away })
dbu-play-why-no-square = no square short of Long Range puts an Opponent in its { $area } ({ $away })
dbu-play-why-melee = needs an Opponent in Melee Range for a Physical attack ({ $away })
dbu-play-why-no-reach = no Opponent in reach ({ $away })
dbu-play-why-awakening = an Awakening: always on
dbu-play-why-already-in-it = already in it
dbu-play-why-charging = charging an Energy Charge: only the declared attack can be used
dbu-play-why-stress-exhaustion = Stress Exhaustion: no transformations until it ends
dbu-play-why-tier = needs Tier of Power { $need }, has { $has }
dbu-play-why-locked = cannot be entered again until the end of your next turn
dbu-play-why-revert-first = already in { $form }: revert first
dbu-play-why-actions = needs { $count } Actions, has { $has }

## The play layer's bots (tenkaichi.dbu.play.bot_names, search_bot). random, greedy and search are
## the names --bot takes, the same in every language.

dbu-play-bot-seconds = search ({ $n ->
    [one] { $count } second
   *[other] { $count } seconds
} a decision)
dbu-play-bot-futures = search ({ $n ->
    [one] { $count } sampled future
   *[other] { $count } sampled futures
} a decision)
dbu-play-unknown-bot = unknown bot { $name }; choose one of: { $bots } (search:20 looks at 20 sampled futures a decision, search:0.5s thinks half a second)
dbu-play-search-iterations = the search bot needs at least 1 iteration, got { $got }
dbu-play-search-seconds = the search bot needs a time above 0 seconds, got { $got }
dbu-play-search-budget = search bot budget must be a number of sampled futures a decision (search:20, at most { $most }) or a time (search:0.5s, at most { $seconds }s), got { $got }
