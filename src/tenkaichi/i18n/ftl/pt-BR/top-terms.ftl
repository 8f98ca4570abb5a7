## Torneio do Poder (semente 002): os nomes das cartas, símbolos dos dados, baralhos, cores das
## casas, poderes dos guerreiros e combos. Os nomes dos guerreiros não se traduzem.

## Cartas (decks.yaml).

top-card-barrier = Barreira
top-card-blitz = Blitz
top-card-calm = Calma
top-card-counter = Counter
top-card-crush = Esmagar
top-card-deflect = Desviar
top-card-dodge = Dodge
top-card-fatigue = Cansaço
top-card-flurry = Rajada de golpes
top-card-focus = Foco
top-card-follow-up = Sequência
top-card-frenzy = Frenesi
top-card-fusion = Fusão
top-card-guard = Guard
top-card-heavy-legs = Pernas pesadas
top-card-instant-move = Teletransporte
top-card-isolation = Isolamento
top-card-long-stride = Passada longa
top-card-point-blank = À queima-roupa
top-card-recovery = Recuperação
top-card-rescue = Resgate
top-card-respite = Trégua
top-card-second-wind = Novo fôlego
top-card-surge = Explosão
top-card-transformation = Transformação
top-card-ultimate-beam = Raio supremo
top-card-volley = Saraivada
top-card-windfall = Golpe de sorte

## Símbolos dos dados (dice.yaml).

top-face-kick = chute
top-face-punch = soco
top-face-sphere = esfera
top-face-strength = força
top-face-star = estrela
top-face-teleport = teleporte

## Combos.

top-combo-finisher = Finalização
top-combo-technique = Técnica

## Baralhos: o nome, uma carta do baralho como o verso a mostra e o tipo das suas cartas.

top-deck-attack = Ataque
top-deck-attack-a-card = uma carta de Ataque
top-deck-attack-card = Carta de Ataque
top-deck-defence = Defesa
top-deck-defence-a-card = uma carta de Defesa
top-deck-defence-card = Carta de Defesa
top-deck-special = Especial
top-deck-special-a-card = uma carta Especial
top-deck-special-card = Carta Especial
top-deck-event = Evento
top-deck-event-a-card = uma carta de Evento
top-deck-event-card = Carta de Evento
top-deck-unknown = desconhecido
top-deck-unknown-a-card = uma carta desconhecida

## Casas.

top-colour-r = vermelha
top-space-red = Casa vermelha
top-colour-y = amarela
top-space-yellow = Casa amarela
top-colour-b = azul
top-space-blue = Casa azul
top-colour-g = verde
top-space-green = Casa verde

## Poderes dos guerreiros: o nome e o que fazem.

top-power-extra-reroll = Uma nova rolagem a mais
top-power-extra-reroll-text = uma nova rolagem a mais que a sua Técnica
top-power-fewer-rerolls = Menos novas rolagens
top-power-fewer-rerolls-text = um guerreiro que o ataca tem { $n } nova(s) rolagem(ns) a menos
top-power-reflect-sphere = Refletir a esfera
top-power-reflect-sphere-text = devolve um ataque de esfera ao atacante (não um de carta invulnerável), que então pode se defender com dados ou cartas
top-power-counter-attack = Contra-ataque
top-power-counter-attack-text = revida na hora depois do ataque de um inimigo
top-power-extra-attack-die = Um dado de ataque a mais
top-power-extra-attack-die-text = ataca com um dado a mais
top-power-extra-defence-die = Um dado de defesa a mais
top-power-extra-defence-die-text = rola um dado a mais quando se defende
top-power-no-defence-dice = Sem dados de defesa
top-power-no-defence-dice-text = o guerreiro que ele ataca só pode se defender com cartas, nunca com uma rolagem de Dodge
top-power-double-support = Dois dados de apoio
top-power-double-support-text = dá a um colega ao seu lado 2 dados de apoio, não 1
top-power-solar-flare = Taiyoken
top-power-solar-flare-text = com menos de 10 de Resistência restante pode fugir até 3 casas durante um combate
top-power-shield = Escudo
top-power-shield-text = para sem rolagem os ataques de esfera de menos de 20 de dano (não os invulneráveis)
top-power-health = Saúde
top-power-health-text = cura até 5 de dano no início de cada turno do seu jogador
top-power-remove-attack-die = Um dado de ataque a menos
top-power-remove-attack-die-text = um guerreiro que o ataca rola um dado a menos
top-power-solo = Solo
top-power-solo-text = não dá dados de apoio aos colegas
top-power-none = Sem poder
top-power-none-text = nenhum poder especial
