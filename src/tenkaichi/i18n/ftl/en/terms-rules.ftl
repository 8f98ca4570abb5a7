## Game terms of the DBU engine's core rules (tenkaichi.i18n.Term), by their English name: the
## Health Thresholds, the Surges, roll parts and the sources of conditions the rules name.
## English renders each term unchanged.

## Health Thresholds
term-healthy = Healthy
term-bruised = Bruised
term-injured = Injured
term-critical = Critical

## What Ki and Life are regained or paid for
term-healing-surge = Healing Surge
term-ki-surge = Ki Surge
term-power-flare-ki-wager = Power Flare Ki Wager
term-spectator-rest = Spectator rest

## The parts of a roll
term-proficient-1-t = proficient 1(T)
term-punching-up-1d4-t = Punching Up 1d4(T)
term-punching-down-1d8-t = Punching Down 1d8(T)

## Conditions and where they came from
term-hobbled-called-shot-leg = Hobbled (Called Shot: Leg)
term-surprised = surprised
term-spectate = Spectate
term-gm-ruling = GM ruling
