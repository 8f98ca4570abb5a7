## Game terms only the dbu-1 edition uses (tenkaichi.dbu.combat.editions.dbu1): why Ki was paid
## or regained, where a condition came from, what a check is for. English renders each unchanged.

term-boosted-movement = Boosted Movement
term-stopping-the-energy-charge = stopping the Energy Charge
term-stopped-as-an-instant-action = stopped as an Instant Action
term-0-ki-points = 0 Ki Points
term-an-intervene-attempt = an Intervene attempt
term-the-duel-refunds-the-united-ki-wager = the Duel refunds the United Ki Wager
term-after-a-blitz = after a Blitz
term-after-a-charged-attack = after a charged attack
term-exploited-a-combat-recovery = Exploited a Combat Recovery
term-unnoticed-ambush = unnoticed ambush
term-moved-by-another = moved by another
term-grapple-check-start-of-turn = Grapple Check (start of turn)
term-grapple-check-moved-by-another-2-t = Grapple Check (moved by another, -2(T))
