## Termos de jogo que só a edição dbu-1 usa (tenkaichi.dbu.combat.editions.dbu1): por que se pagou
## ou recuperou Ki, de onde veio uma condição, para que serve um teste.

term-boosted-movement = Movement ampliado
term-stopping-the-energy-charge = parar a Energy Charge
term-stopped-as-an-instant-action = parada como Ação Instantânea
term-0-ki-points = 0 Ki Points
term-an-intervene-attempt = uma tentativa de Intervene
term-the-duel-refunds-the-united-ki-wager = o Duel devolve a Ki Wager do United Attack
term-after-a-blitz = depois de um Blitz
term-after-a-charged-attack = depois de um ataque carregado
term-exploited-a-combat-recovery = fez Exploit numa Combat Recovery
term-unnoticed-ambush = emboscada despercebida
term-moved-by-another = movido por outro
term-grapple-check-start-of-turn = Grapple Check (início do turno)
term-grapple-check-moved-by-another-2-t = Grapple Check (movido por outro, -2(T))
