## As regras centrais do motor de DBU: o que o registro de um combate diz, as opções oferecidas
## a um lutador e as perguntas feitas a ele. Os nomes (lutadores, times, casas, dados) chegam como
## são; os termos de jogo chegam traduzidos (terms-*.ftl). Os termos de regra ficam em inglês,
## como a comunidade usa. $n ao lado de $count é o mesmo número, para escolher o plural.

## Partes de uma rolagem e dados
dbu-part-spectating = { $fighter } assistindo
dbu-part-doubled = { $label } ×2 ({ $why })
dbu-part-recovering = { $label } (Combat Recovery -{ $value })
dbu-dice-botch = { $dice } botch -{ $penalty }

## Testes e Testes de Resistência
dbu-check-roll = { $dice } { $rolled }{ $critical }{ $parts } = { $total }
dbu-critical-on = {" "}(Crítico com { $value }+)
dbu-part-score = Valor de { $attribute }
dbu-part-half-score = ½ Valor de { $attribute }
dbu-part-ranks = { $n ->
    [one] { $count } graduação
   *[other] { $count } graduações
} x 2

## Casas
dbu-square = casa { $square }

## Condições, Ki e Capacidade
dbu-condition-gained = { $fighter } recebe { $condition } ({ $source })
dbu-condition-gained-stacks = { $fighter } recebe { $condition } ({ $n ->
    [0] { $count } stacks
    [one] { $count } stack
   *[other] { $count } stacks
}) ({ $source })
dbu-condition-lost = { $fighter } perde { $condition }
dbu-condition-stack-lost = { $fighter } perde um stack de { $condition }
dbu-condition-ended = { $fighter } perde { $condition } ({ $source } terminou)
dbu-kp-paid = { $fighter } paga { $kp } KP por { $why } (Ki { $ki }, Capacidade { $capacity })
dbu-ki-regained = { $fighter } recupera { $ki } KP{ $capped }{ $capacity } ({ $why })
dbu-ki-up-to-max = {" "}(até o máximo)
dbu-ki-and-capacity = {" "}e { $capacity } de Capacidade

## Dano, Limiares de Vida, Steadfast, Derrota e Momentum
dbu-steadfast-tn-risen = { $tn } ({ $base } +{ $step } por Tier depois do primeiro)
dbu-damage-wound = Wound { $wound }
dbu-damage-dr = {" "}- RD { $dr }
dbu-damage-soak = {" "}- Soak { $soak }
dbu-damage-half-soak = {" "}- ½ Soak { $soak }
dbu-damage-broken = {" "}+ Broken { $broken }
dbu-damage-broken-soak = {" "}(Broken -{ $broken })
dbu-damage-less = {" "}- { $value }
dbu-damage-more = {" "}+ { $value }
dbu-damage-total = {" "}({ $category }) = { $damage }
dbu-life-lost = { $fighter } perde { $amount } de Vida ({ $why }): restam { $life }/{ $top }
dbu-will-to-survive-waits = { $fighter } está com 0 de Vida, mas ainda não foi derrotado (Vontade de Sobreviver): pode se curar acima de 0
dbu-defeated = { $fighter } foi derrotado
dbu-threshold-drops = { $fighter } cai para o limiar { $threshold }
dbu-threshold-recovers = { $fighter } volta ao limiar { $threshold }
dbu-steadfast-massive = { $fighter } falha no Steadfast Check do limiar { $threshold } (Dano Massivo)
dbu-steadfast-passed = Steadfast Check de { $fighter } pelo limiar { $threshold }: { $check } contra { $tn }: passou
dbu-steadfast-failed = Steadfast Check de { $fighter } pelo limiar { $threshold }: { $check } contra { $tn }: falhou, -1(bT) nas Rolagens de Combate
dbu-bonus-momentum = { $fighter } ganha Momentum Bônus: +1 Ação
dbu-reduced-momentum = { $fighter } sofre Momentum Reduzido: 1 Ação a menos no próximo round
dbu-revived = { $fighter } é reanimado por { $by } com { $life } de Vida (Vontade de Sobreviver) e vai perder o próximo turno
dbu-healed = { $fighter } recupera { $amount } de Vida ({ $why }): { $life }/{ $top }

## Ações e Contra-Ações
dbu-action-converted = { $fighter } converte uma Ação Standard em uma Contra-Ação
dbu-counter-paid = { $fighter } responde com { $why } (1 Contra-Ação)

## Manobras que não atacam, Surtos, Command, manutenção da Aura, o Espectador
dbu-named = { $name }
dbu-option-charge-basic-attack = um Basic Attack { $profile } ({ $foundation })
dbu-charge-dropped = { $fighter } para de carregar e perde { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
} ({ $why })
dbu-healing-surge = { $fighter } usa um Surto de Cura: 2d10(T) { $roll } + Surgência { $surgency }
dbu-ki-surge = { $fighter } usa um Surto de Ki: ¼ do Ki Máx. + Surgência { $surgency } = { $ki } KP, ¼ da Capacidade Máx. = { $capacity }
dbu-command = { $fighter } dá ordens a { $minions }
dbu-charge-declared = { $fighter } declara { $attack } para o Energy Charge
dbu-nowhere-to-move = { $fighter } não tem para onde se mover
dbu-option-destination = para a { $square }, { $n ->
    [one] { $count } casa
   *[other] { $count } casas
}
dbu-ask-destination = { $fighter }: para onde você se move?
dbu-charge-no-attack = O Energy Charge de { $fighter } não encontra ataque para potencializar
dbu-ask-charge-attack = { $fighter }: qual ataque o Energy Charge vai potencializar?
dbu-charge-nothing-to-add = O Energy Charge de { $fighter } não encontra carga à qual somar
dbu-charge-holds = { $fighter } agora acumula { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-aura-activated = { $fighter } ativa a Aura { $aura }
dbu-ask-aura-upkeep = { $fighter }: manter a Aura { $aura } por { $kp } KP?
dbu-option-keep-aura = Pagar { $kp } KP para manter { $aura }
dbu-option-drop-aura = Deixar { $aura } terminar
dbu-ask-spectator = { $fighter } está assistindo: sair ou descansar neste turno?
dbu-option-leave-spectator = Sair do estado de Espectador e agir
dbu-option-spectator-rest = Ficar: você perde suas Ações e recupera 2d10(bT) de Vida e de Ki
dbu-aura-ends = A Aura { $aura } de { $fighter } termina
dbu-why-aura-upkeep = manutenção de { $aura }
dbu-spectator-rests = { $fighter } descansa assistindo: 2d10(bT) = { $roll }

## Janelas Instant, Movement, Exploit, Combat Recovery, Controle Instantâneo
dbu-option-healing-surge = Surto: Surto de Cura
dbu-option-ki-surge = Surto: Surto de Ki
dbu-trigger-attack = ataque ({ $attack })
dbu-ask-instant = { $fighter }: usar uma Manobra Instantânea antes que { $trigger } de { $actor } se resolva?
dbu-option-no-instant = Nenhuma Manobra Instantânea
dbu-does-not-move = { $fighter } não se move
dbu-leaves-melee-range = { $fighter } sai da Melee Range de { $provokers } na { $square } (vindo da { $before }) e provoca Exploit
dbu-stays = { $fighter } não se move (fica na { $square })
dbu-moves = { $fighter } se move { $n ->
    [one] { $count } casa
   *[other] { $count } casas
} até a { $square }
dbu-move-stopped = { $move } e para ali: o Exploit causou Dano
dbu-ask-exploit = { $fighter }: { $provoker } provocou Exploit ({ $reason }). Atacar?
dbu-option-let-it-go = Deixar passar
dbu-reason-leaving-melee = ao sair da Melee Range
dbu-provokes = { $why } provoca Exploit de { $provokers }
dbu-recovers = { $fighter } se recupera com { $spent }×1d10(bT) = { $roll }
dbu-recovers-hit = { $fighter } se recupera com { $spent }×1d10(bT) = { $roll } (o Exploit acertou: não recupera Vida)
dbu-condition-recovery-passed = Steadfast Check de Recuperação de Condição de { $fighter }: { $check } contra { $tn }: passou
dbu-condition-recovery-failed = Steadfast Check de Recuperação de Condição de { $fighter }: { $check } contra { $tn }: falhou
dbu-condition-recovery-hit = Steadfast Check de Recuperação de Condição de { $fighter }: { $check } contra { $tn }: falhou (atingido pelo Exploit)
dbu-ask-condition-recovery = { $fighter }: qual condição remover?
dbu-option-remove = Remover { $condition }
dbu-option-no-spectate = Manter as Ações que restam
dbu-option-spectate = Assistir: gastar { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
} e torcer por { $ally } (+1(bT) nas Rolagens de Combate dele)
dbu-option-spectate-alone = Assistir: gastar { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
}, sem Aliado para torcer (descansa no início dos seus turnos)
dbu-ask-spectate = { $fighter }: entrar no estado de Espectador?
dbu-becomes-spectator = { $fighter } gasta { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
} e vira Espectador de { $ally }
dbu-becomes-spectator-alone = { $fighter } gasta { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
} e vira Espectador (sem Aliado para torcer)
dbu-retargets = { $fighter } volta o ataque contra { $target } (Controle Instantâneo)
dbu-homing-follows = O ataque de { $fighter } segue { $target } para fora do alcance (Homing)
dbu-attack-taken-back = { $fighter } desfaz o ataque e recupera { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
} e { $kp } KP (Controle Instantâneo)

## Pontos do Ataque Mirado e Fundamentos
dbu-spot-head = cabeça
dbu-spot-eyes = olhos
dbu-spot-arm = braço
dbu-spot-leg = perna
dbu-spot-gut = barriga
dbu-foundation-physical = físico
dbu-foundation-energy = energia
dbu-foundation-magic = magia
dbu-called-shot-source = Ataque Mirado: { $spot }

## Declarar um ataque: Manobras Modificadoras, Ki Wager, Controle Instantâneo
dbu-option-no-modifier = Nenhuma Manobra Modificadora
dbu-option-absorbing-attack = Absorbing Attack (+1 Categoria de Dano, drena Vida e Ki)
dbu-option-called-shot = Ataque Mirado: { $spot } (+1 Categoria de Dano, -2(T) no Strike; { $effect })
dbu-called-shot-head = Impediment até o início do próximo turno do atacante
dbu-called-shot-eyes = Blinded até o fim do próximo turno do alvo
dbu-called-shot-arm = Guard Down até o início do próximo turno do atacante
dbu-called-shot-leg = Velocidades e Defense Value pela metade até o início do próximo turno do atacante
dbu-called-shot-gut = derrubado (Prone)
dbu-option-called-shot-absorbing = Ataque Mirado: { $spot } e Absorbing Attack
dbu-ask-modifier = { $fighter }: aplicar uma Manobra Modificadora?
dbu-option-wager = Ki Wager { $kp }
dbu-option-no-wager = Sem Ki Wager
dbu-ask-wager = { $fighter }: Ki Wager na rolagem de Wound (até { $cap })
dbu-left-the-area = { $gone } saiu da área; o ataque continua contra { $valid } (Controle Instantâneo)
dbu-option-refund = Desfazer a manobra (recupera as Ações e os KP dela)
dbu-option-retarget = Mudar o alvo para { $target }
dbu-ask-control = { $fighter }: o alvo escapou. Desfazer o ataque ou mudar de alvo?
dbu-got-out-of-reach = { $away } ficou fora de alcance; o ataque continua contra { $valid } (Controle Instantâneo)
dbu-adds-modifier = { $fighter } acrescenta { $modifier }
dbu-will-dodge = { $fighter } vai usar Dodge

## O Clash de um ataque
dbu-option-dodge = Dodge (sem Manobra de resposta)
dbu-option-defend-parry = Defend: Parry (o seu Strike contra o dele)
dbu-option-defend-direct-hit = Defend: Direct Hit (aguenta o golpe, +½ Soak)
dbu-option-defend-power-flare = Defend: Power Flare (Wound contra Wound)
dbu-option-defend-cross-counter = Defend: Cross Counter (½ Defense Value, depois contra-ataca)
dbu-option-defend-guard = Defend: Guard (Wound pela metade, -1 Categoria de Dano)
dbu-option-kp = { $option } { $kp } KP
dbu-option-energy-cancel-drop = Energy Cancel (descarta seus Energy Charges)
dbu-ask-reaction = { $fighter }: { $attacker } ataca você com { $attack }. Como responder?
dbu-dice-part = {" "}+ { $label } { $dice }
dbu-part-energy-charges = { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-rolled-twice = {" "}({ $why }: rolado duas vezes, fica o maior; a outra rolagem { $rolled } = { $total })
dbu-strike = Strike de { $fighter } { $score } = { $dice }{ $hooked } { $rolled }{ $parts }{ $notes }
dbu-forgoes-dodge = { $fighter } abre mão da rolagem de Dodge: o ataque de { $attacker } acerta
dbu-auto-hit = O ataque de { $attacker } acerta { $fighter } ({ $why })
dbu-defence-hit = { $roll } de { $fighter } { $score } = { $dice } { $rolled }{ $parts }: acerto
dbu-defence-miss = { $roll } de { $fighter } { $score } = { $dice } { $rolled }{ $parts }: erro
dbu-defence-tie = { $roll } de { $fighter } { $score } = { $dice } { $rolled }{ $parts }: erro (empate favorece o defensor)
dbu-strike-again-hit = Strike de { $attacker } { $strike } contra { $roll } de { $fighter } { $score }: acerto
dbu-strike-again-miss = Strike de { $attacker } { $strike } contra { $roll } de { $fighter } { $score }: erro
dbu-strike-again-tie = Strike de { $attacker } { $strike } contra { $roll } de { $fighter } { $score }: erro (empate favorece o defensor)
dbu-combination = Combination de { $fighter }: Strikes extras { $scores }{ $more } contra { $score }: { $n ->
    [0] { $count } sucessos
    [one] { $count } sucesso
   *[other] { $count } sucessos
}, +{ $wound }(T) no Wound
dbu-option-no-cross = Sem contra-ataque (a manobra é gasta)
dbu-ask-cross-counter = { $fighter }: ataque de Cross Counter contra { $attacker }

## A rolagem de Wound e o Dano
dbu-ask-flare-wager = { $fighter }: Power Flare contra Wound { $wound }: Ki Wager (até { $cap })
dbu-part-again = { $label } de novo ({ $why })
dbu-wound-charges = {" "}+ { $n ->
    [one] { $count } carga
   *[other] { $count } cargas
} { $dice }
dbu-wound = Wound de { $fighter } { $score } = { $dice }{ $charges }{ $hooked } { $rolled }{ $parts }{ $notes }
dbu-power-flare-beats = Power Flare de { $fighter } { $score } = { $dice } { $rolled }{ $parts } contra Wound { $wound }: nenhum Dano
dbu-power-flare-short = Power Flare de { $fighter } { $score } = { $dice } { $rolled }{ $parts } contra Wound { $wound }: não basta
dbu-note-called-shot = Ataque Mirado +1
dbu-note-absorbing = Absorbing +1
dbu-note-prone = Prone +1
dbu-note-guard = Guard -1, Wound pela metade
dbu-note-direct-hit = Direct Hit Soak ×1,5
dbu-note-pinpoint = Pinpoint ignora { $soak } de Soak
dbu-damage-line = Dano em { $fighter }: { $how }
dbu-damage-line-noted = Dano em { $fighter }: { $how } [{ $notes }]

## Opções de ataque e seus alvos
dbu-option-basic-attack = Basic Attack ({ $profile }, { $foundation }) { $aim }
dbu-option-basic-attack-area = Basic Attack ({ $profile } em { $area }, { $foundation }) { $aim }
dbu-option-signature = { $technique } ({ $profile }) { $aim }
dbu-area-minor-sphere = esfera menor
dbu-area-sphere = esfera
dbu-area-wave = onda
dbu-area-cone = cone
dbu-area-line = linha
dbu-uncounted = { $technique } não conta para o limite: { $why }
dbu-basic-attack = Basic Attack ({ $profile }, { $foundation })
dbu-attacks = { $fighter } ataca { $targets } com { $attack }{ $charges }{ $oos }
dbu-attack-charges = , { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-out-of-sequence = {" "}(fora de sequência)
dbu-aim-on = em { $target }
dbu-aim-at = mirando { $target }
dbu-aim-around = ao seu redor (atinge { $hits })
dbu-aim-square = na { $square } (atinge { $hits })
dbu-aim-square-toward = na { $square } rumo ao { $direction } (atinge { $hits })
dbu-heading-north = norte
dbu-heading-east = leste
dbu-heading-south = sul
dbu-heading-west = oeste

## Clashes fora dos ataques
dbu-clash-score = { $roll } { $score } = { $dice } { $draws }{ $critical }{ $parts }
dbu-ask-clash-roll = { $fighter }: { $initiator } inicia um Clash ({ $why }). Qual rolagem?
dbu-clash = { $why }: { $initiator } { $initiator_roll } contra { $defender } { $defender_roll }: { $winner } vence
dbu-clash-tie = { $why }: { $initiator } { $initiator_roll } contra { $defender } { $defender_roll }: { $winner } vence (empate favorece o defensor)

## A decisão do turno
dbu-ask-turn-one = { $fighter }: escolha uma manobra (resta { $count } Ação)
dbu-ask-turn = { $fighter }: escolha uma manobra (restam { $count } Ações)
dbu-option-charge = Energy Charge (carga { $charge })
dbu-option-cancel-charge = No Effort: cancelar o Energy Charge
dbu-option-energy-cancel = Energy Cancel (Contra-Ação)
dbu-option-power-up = Power Up (Power { $now } -> { $then })
dbu-option-stand-up = Levantar-se (1 Ação)
dbu-option-convert = Converter uma Ação Standard em uma Contra-Ação
dbu-option-end-turn = Encerrar o turno
dbu-charged-basic-attack = Basic Attack { $profile }
dbu-option-release = Liberar { $attack } ({ $n ->
    [one] { $count } carga
   *[other] { $count } cargas
}) { $aim }
dbu-option-charge-declare = Energy Charge (declarar o ataque a carregar)
dbu-option-aura = Aura: { $aura } ({ $kp } KP)
dbu-option-recovery = Combat Recovery ({ $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
})
dbu-option-condition-recovery = Combat Recovery ({ $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
}), Recuperação de Condição
dbu-option-command = Dar ordens a { $n ->
    [one] { $count } Lacaio
   *[other] { $count } Lacaios
} ({ $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
})
dbu-ends-turn-early = { $fighter } encerra o turno mais cedo
dbu-uses = { $fighter } utiliza { $maneuver }

## Modos de Movement
dbu-move-mode-normal = Movement (Velocidade Normal)
dbu-move-mode-boosted = Movement (Velocidade Acelerada, 3(T) KP)
dbu-move-mode-rapid = Movement (Velocidade Normal, Rápido +2(T) KP)
dbu-move-mode-boosted-rapid = Movement (Velocidade Acelerada, Rápido, 5(T) KP)

## Iniciativa, rounds e turnos
dbu-initiative-modifier = { $who } rola Iniciativa: d10 sólido { $natural } + ½ Modificador de Agilidade { $bonus } = { $score }{ $group }
dbu-initiative-score = { $who } rola Iniciativa: d10 sólido { $natural } + ½ Valor de Agilidade { $bonus } = { $score }{ $group }
dbu-initiative-group = {" "}(uma rolagem para { $count })
dbu-initiative-order = Ordem de Iniciativa: { $order }
dbu-roll-off = { $fighter } rola o desempate: d10 { $rolled } = { $total }
dbu-advantage-initiative = Iniciativa 10+ acima do melhor inimigo
dbu-advantage-tiers = { $n ->
    [one] { $count } Tier
   *[other] { $count } Tiers
} acima do inimigo mais forte
dbu-initiative-advantage = { $fighter } tem Vantagem de Iniciativa: +{ $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
} a cada turno ({ $why })
dbu-skip-defeated = { $fighter } foi derrotado
dbu-skip-surprised = { $fighter } está surpreso
dbu-skip-will-to-survive = { $fighter } perde este turno (Vontade de Sobreviver)
dbu-skip-command = { $fighter } aguarda um Command
dbu-skip-other = { $fighter } perde o turno: { $reason }
dbu-surprise-round-ends = Termina o round surpresa
dbu-round-ends = Termina o round { $round }
dbu-actions-lost = { $ended }; as ações não gastas se perdem ({ $fighters })

## Vontade de Sobreviver
dbu-ask-will-to-survive = { $fighter } está com 0 de Vida (Vontade de Sobreviver): se curar ou ser derrotado?
dbu-option-fall = Ser derrotado
dbu-survives = { $fighter } volta a ter mais de 0 de Vida ({ $life }) e continua no combate (Vontade de Sobreviver)
dbu-option-survival-surge = Surto de Cura (Vontade de Sobreviver)

## As decisões do Mestre
dbu-ruling = Mestre: { $ruling }{ $why }
dbu-ruling-why = {" "}({ $reason })
dbu-ruling-set-life = a Vida de { $fighter } passa a { $value }
dbu-ruling-set-ki = o Ki de { $fighter } passa a { $value }
dbu-ruling-set-capacity = a Capacidade de { $fighter } passa a { $value }
dbu-ruling-set-actions = as Ações de { $fighter } passam a { $value }
dbu-ruling-set-counters = as Contra-Ações de { $fighter } passam a { $value }
dbu-ruling-revived = { $fighter } volta ao combate (decisão do Mestre)
dbu-ruling-no-longer = { $fighter } não tem mais { $condition }
dbu-ruling-loses-stacks = { $fighter } perde { $n ->
    [one] { $count } stack
   *[other] { $count } stacks
} de { $condition }{ $left }
dbu-ruling-stacks-left = {" "}({ $n ->
    [one] resta { $count } stack
   *[other] restam { $count } stacks
})
dbu-ruling-is = { $fighter } recebe { $condition }{ $level }{ $stacks }{ $lasting }
dbu-ruling-stacks = {" "}({ $n ->
    [one] { $count } stack
   *[other] { $count } stacks
})
dbu-ruling-for-rounds = {" "}por { $n ->
    [one] { $count } Round de Combate
   *[other] { $count } Rounds de Combate
}
dbu-ruling-moved = { $fighter } foi movido da { $before } para a { $square }
dbu-ruling-order = a Ordem de Iniciativa fica assim: { $order }
dbu-ruling-joins = { $fighters } { $n ->
    [one] entra
   *[other] entram
} no combate no time { $side }, na { $square } (Iniciativa { $initiative })
dbu-ruling-initiative = { $fighter } rola Iniciativa: d10 sólido { $natural } + ½ Agilidade { $bonus } = { $score }
dbu-ruling-leaves = { $fighter } sai do combate

## O encontro
dbu-encounter-starts = Encounter num campo de batalha de { $width }x{ $height }: { $fighters }
dbu-placed = { $fighter } (time { $side }) na { $square }

## Tamanho nos ataques
dbu-note-punching-down = Punching Down: Standard conta como Direct
