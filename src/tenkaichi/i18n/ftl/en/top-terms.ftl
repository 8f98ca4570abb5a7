## Tournament of Power (seed 002): the names of its cards, die symbols, decks, space colours,
## warrior powers and combos. Warriors' names are names and stay as they are.

## Cards (decks.yaml).

top-card-barrier = Barrier
top-card-blitz = Blitz
top-card-calm = Calm
top-card-counter = Counter
top-card-crush = Crush
top-card-deflect = Deflect
top-card-dodge = Dodge
top-card-fatigue = Fatigue
top-card-flurry = Flurry
top-card-focus = Focus
top-card-follow-up = Follow-up
top-card-frenzy = Frenzy
top-card-fusion = Fusion
top-card-guard = Guard
top-card-heavy-legs = Heavy Legs
top-card-instant-move = Instant Move
top-card-isolation = Isolation
top-card-long-stride = Long Stride
top-card-point-blank = Point-blank
top-card-recovery = Recovery
top-card-rescue = Rescue
top-card-respite = Respite
top-card-second-wind = Second Wind
top-card-surge = Surge
top-card-transformation = Transformation
top-card-ultimate-beam = Ultimate Beam
top-card-volley = Volley
top-card-windfall = Windfall

## Die symbols (dice.yaml).

top-face-kick = kick
top-face-punch = punch
top-face-sphere = sphere
top-face-strength = strength
top-face-star = star
top-face-teleport = teleport

## Combos.

top-combo-finisher = Finisher
top-combo-technique = Technique

## Decks: the name, a card of the deck as its back shows it, and the kind of its cards.

top-deck-attack = Attack
top-deck-attack-a-card = an Attack card
top-deck-attack-card = Attack card
top-deck-defence = Defence
top-deck-defence-a-card = a Defence card
top-deck-defence-card = Defence card
top-deck-special = Special
top-deck-special-a-card = a Special card
top-deck-special-card = Special card
top-deck-event = Event
top-deck-event-a-card = an Event card
top-deck-event-card = Event card
top-deck-unknown = unknown
top-deck-unknown-a-card = an unknown card

## Spaces.

top-colour-r = red
top-space-red = Red space
top-colour-y = yellow
top-space-yellow = Yellow space
top-colour-b = blue
top-space-blue = Blue space
top-colour-g = green
top-space-green = Green space

## Warrior powers: the name and what it does.

top-power-extra-reroll = One more re-roll
top-power-extra-reroll-text = one re-roll more than its Technique
top-power-fewer-rerolls = Fewer re-rolls
top-power-fewer-rerolls-text = a warrior attacking it has { $n } re-roll(s) fewer
top-power-reflect-sphere = Reflect the sphere
top-power-reflect-sphere-text = sends a sphere attack back to its attacker (not one from an invulnerable card), who may then defend with dice or cards
top-power-counter-attack = Counter-attack
top-power-counter-attack-text = strikes back at once after an enemy's attack
top-power-extra-attack-die = One more attack die
top-power-extra-attack-die-text = attacks with one more die
top-power-extra-defence-die = One more defence die
top-power-extra-defence-die-text = rolls one more die when it defends
top-power-no-defence-dice = No defence dice
top-power-no-defence-dice-text = the warrior it attacks may defend with cards only, never with a Dodge roll
top-power-double-support = Two support dice
top-power-double-support-text = gives a teammate beside it 2 support dice, not 1
top-power-solar-flare = Solar Flare
top-power-solar-flare-text = with less than 10 Endurance left it may flee up to 3 spaces away during a combat
top-power-shield = Shield
top-power-shield-text = stops sphere attacks of less than 20 damage without a roll (not invulnerable ones)
top-power-health = Health
top-power-health-text = heals up to 5 damage at the start of each of its player's turns
top-power-remove-attack-die = One attack die fewer
top-power-remove-attack-die-text = a warrior attacking it rolls one die fewer
top-power-solo = Solo
top-power-solo-text = gives no support dice to its teammates
top-power-none = No power
top-power-none-text = no special power
