## Game terms only the DBU engine families of part B use (see dbu-families-b.ftl): Feature
## Qualities, torn-up ground ("ground 2"), the Imminent stack of a Delayed technique, and why
## someone provoked Exploit.

term-rubbery = Rubbery
term-fragile = Fragile
term-bouncy = Bouncy
term-dangerous = Dangerous
term-ground = ground
term-tail-restraint = Tail Restraint
term-imminent = Imminent
term-a-failed-grapple = a failed Grapple
term-a-failed-disarm = a failed Disarm
