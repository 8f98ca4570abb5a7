## Términos de juego que solo usa la edición dbu-1 (tenkaichi.dbu.combat.editions.dbu1): por qué
## se pagó o recuperó Ki, de dónde vino una condición, para qué es una prueba.

term-boosted-movement = Movimiento Potenciado
term-stopping-the-energy-charge = dejar la Carga de Energía
term-stopped-as-an-instant-action = detenida como Acción Instantánea
term-0-ki-points = 0 Puntos de Ki
term-an-intervene-attempt = un intento de Intervenir
term-the-duel-refunds-the-united-ki-wager = el Duelo devuelve la Apuesta de Ki Unida
term-after-a-blitz = tras una Embestida
term-after-a-charged-attack = tras un ataque cargado
term-exploited-a-combat-recovery = aprovechó una Recuperación en Combate
term-unnoticed-ambush = emboscada inadvertida
term-moved-by-another = movido por otro
term-grapple-check-start-of-turn = Prueba de Agarre (inicio del turno)
term-grapple-check-moved-by-another-2-t = Prueba de Agarre (movido por otro, -2(T))
