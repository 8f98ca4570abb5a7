## Famílias do motor de DBU, parte A (tenkaichi.dbu.combat.families: veículos, duelos,
## condições, jogo em equipe, manobras Triggered, transformações, efeitos de Profile).
## Os nomes de lutadores e lados chegam como são; os de manobras, Profiles, condições,
## transformações e veículos chegam como termos de jogo (terms-*.ftl).
## $n ao lado de $count é o mesmo número, para escolher a forma do plural.

## Peças comuns destas famílias.

dbu-fa-square = casa { $square }
dbu-fa-uses = { $fighter } usa { $option }
dbu-fa-actions = { $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
}
dbu-fa-squares = { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
}
dbu-fa-counter-actions = { $n ->
    [0] { $count } Contra-Ações
    [one] { $count } Contra-Ação
   *[other] { $count } Contra-Ações
}

## Veículos: a manobra Ride e a pilotagem.

dbu-ride-gets-out = { $fighter } sai de { $vehicle } para a { $square } ({ $why })
dbu-ride-knocked-out = { $fighter } cai para fora de { $vehicle }
dbu-ride-no-longer-in = { $fighter } não está mais em { $vehicle }
dbu-ride-no-pilot = { $vehicle } fica sem Piloto
dbu-ride-enter-as-pilot = { $ride }: entrar em { $vehicle } como Piloto
dbu-ride-enter-as-passenger = { $ride }: entrar em { $vehicle } como passageiro
dbu-ride-leave = { $ride }: sair de { $vehicle }
dbu-ride-stop-piloting = { $ride }: parar de pilotar { $vehicle }
dbu-ride-take-controls-from = { $ride }: tomar os controles de { $vehicle } de { $pilot }
dbu-ride-take-controls-free = { $ride }: assumir os controles de { $vehicle } (ninguém está pilotando)
dbu-ride-provokes = { $ride } provoca { $exploit } de { $fighters }
dbu-ride-cannot-get-in = { $fighter } não consegue mais entrar em { $vehicle } e recupera 1 Ação (Controle Instantâneo)
dbu-ride-gets-in = { $fighter } entra em { $vehicle } na { $square }
dbu-ride-gets-in-as-pilot = { $fighter } entra em { $vehicle } na { $square } como Piloto
dbu-ride-to = para a { $square }
dbu-ride-no-free-square = { $fighter } não encontra uma casa livre para sair de { $vehicle }
dbu-ride-ask-where-out = { $fighter }: por onde você sai de { $vehicle }?
dbu-ride-stops-piloting = { $fighter } para de pilotar { $vehicle }
dbu-ride-ask-which-inside = { $fighter }: qual casa dentro de { $vehicle }?
dbu-ride-ask-hand-over = { $pilot }: { $fighter } quer pilotar { $vehicle }. Entregar os controles?
dbu-ride-hand-over = Entregar os controles a { $fighter } (trocar de casa)
dbu-ride-refuse = Recusar (Clash: Physical Strike contra Physical Strike/Dodge)
dbu-ride-becomes-pilot = { $fighter } passa a ser o Piloto de { $vehicle }
dbu-ride-becomes-pilot-swaps = { $fighter } passa a ser o Piloto de { $vehicle } e troca de casa com { $other }
dbu-ride-let-stay = Deixar { $fighter } ficar em { $vehicle }
dbu-ride-put-out-at = Pôr { $fighter } para fora na { $square }
dbu-ride-ask-put-out = { $winner }: pôr { $fighter } para fora de { $vehicle }?
dbu-ride-refuses = { $fighter } se recusa a entregar { $vehicle }
dbu-ride-put-out-by = por ação de { $fighter }
dbu-ride-moves-inside = { $fighter } vai para a { $square } dentro de { $vehicle }

## Duelos.

dbu-fa-foundation-physical = física
dbu-fa-foundation-energy = energia
dbu-fa-foundation-magic = magia
dbu-fa-ki-wager = Ki Wager { $kp }
dbu-fa-no-ki-wager = Sem Ki Wager
dbu-duel-with-signature = Duel com { $signature } ({ $profile }, { $foundation }), { $kp } KP
dbu-duel-with-basic = Duel com um Basic Attack de { $profile } ({ $foundation }), { $kp } KP
dbu-duel-power-duel = Power Duel (sem Ataque Iniciador, 0 KP)
dbu-duel-answers = { $fighter } responde ao ataque de { $attacker } com um Duel: { $option }
dbu-duel-free-signature = { $signature }: { $free }
dbu-duel-lapses = O Duel é anulado: um dos duelistas foi derrotado
dbu-duel-starts = Duel: { $attackers } contra { $defenders }, melhor de 3 Duel Clashes ({ $primary } joga pelos defensores)
dbu-duel-ask-wager = { $fighter }: Ki Wager secreto para o Duel Clash { $clash } (até { $cap }); ninguém mais fica sabendo antes do Duel Clash
dbu-duel-revealed = Duel Clash { $clash }: os Ki Wagers são revelados: { $wagers }
dbu-duel-clash-won = Duel Clash { $clash }: { $attacker } contra { $defender }: { $winner } vence
dbu-duel-clash-tied = Duel Clash { $clash }: { $attacker } contra { $defender }: empate
dbu-duel-safety-stop = Interrompido: atingido o limite de segurança da simulação de { $n ->
    [0] { $count } Duel Clashes refeitos
    [one] { $count } Duel Clash refeito
   *[other] { $count } Duel Clashes refeitos
} seguidos (não é uma regra): o Duel termina como terminaria um terceiro Duel Clash empatado
dbu-duel-redone = O Duel Clash { $clash } é refeito
dbu-duel-score = Duel Clashes vencidos: { $attacker } { $attacker_wins }, { $defender } { $defender_wins }
dbu-duel-tie = O Duel termina empatado: todos perdem ½ dos { $total } KP apostados = { $loss } de Vida
dbu-duel-won = { $fighter } vence o Duel por { $won }-{ $lost } (Ki Wagers no total: { $total })
dbu-duel-enters = { $fighter } entra no Duel: { $option }
dbu-duel-committed = { $fighter } registra um Ki Wager secreto de { $kp } para o Duel Clash { $clash }
dbu-duel-side-roll = { $fighter } { $score } = { $dice } { $draws }{ $parts }{ $note }
dbu-duel-wound = Wound de Duel de { $fighter } { $score } = { $dice }{ $charges } { $draws }{ $parts }{ $notes }
dbu-duel-wound-charges = {" "}+ { $n ->
    [0] { $count } cargas
    [one] { $count } carga
   *[other] { $count } cargas
} { $extra }
dbu-duel-power-wound = Wound do Power Duel de { $fighter } { $wound } = Might { $might } + Ki Wagers { $total }
dbu-duel-shaken-ends = { $fighter } deixa de estar { $shaken } ({ $winner }, que venceu o Power Duel, caiu abaixo de um Limiar de Vida)
dbu-duel-ask-escape = { $fighter }: { $initiator } responde ao seu ataque com um Duel. Tentar escapar?
dbu-duel-accept = Aceitar o Duel
dbu-duel-escape-option = { $escape } (1 Contra-Ação): Clash Impulsivo contra { $initiator }
dbu-duel-escape-fails = { $fighter } não consegue escapar: o Duel continua
dbu-duel-escaped = { $fighter } escapa do Duel: o ataque é anulado e { $fighter } recupera { $actions } (os { $kp } KP continuam gastos)
dbu-duel-ask-join = { $fighter }: { $initiator } responde ao ataque de { $attacker } com um Duel. Entrar no Duel também (um Duel Unido, 1 Contra-Ação)?
dbu-duel-stay-out = Ficar de fora (responder ao ataque normalmente)
dbu-duel-ask-primary = { $fighter }: quem joga o Duel Unido? (os outros apostam até 1/10 da Capacidade Máxima por Duel Clash)
dbu-duel-primary = { $fighter } é quem conduz o duelo
dbu-fa-no-united = Sem { $united }
dbu-duel-united = { $united } (1 Ação, { $kp } KP): entrar no Duel de { $primary }
dbu-duel-united-lending = { $united } com { $signature } (1 Ação, { $kp } KP): entrar no Duel de { $primary } e emprestar até { $n ->
    [0] { $count } ranks
    [one] { $count } rank
   *[other] { $count } ranks
} das suas Advantages
dbu-duel-ask-united = { $fighter }: { $primary } responde ao ataque de { $attacker } com um Duel. Entrar com { $united }?
dbu-duel-joins-united = { $fighter } entra no Duel de { $primary } com { $united } (1 Ação)
dbu-duel-joins-united-with = { $fighter } entra no Duel de { $primary } com { $united } e { $signature } (1 Ação)
dbu-duel-why-refund = o Duel devolve o Ki Wager
dbu-duel-why-initiating = o Ataque Iniciador do Duel
dbu-duel-why-with = Duel com { $signature }
dbu-duel-why-wager = Ki Wager do Duel Clash { $clash }
dbu-duel-why-tie-refund = devolução por Duel Clash empatado
dbu-duel-why-tied = Duel empatado
dbu-duel-part-states = Estados { $states }
dbu-duel-part-allies = { $n ->
    [0] { $count } aliados de Duel Unido
    [one] { $count } aliado de Duel Unido
   *[other] { $count } aliados de Duel Unido
}
dbu-duel-part-super-stacks = { $n ->
    [0] { $count } Super Stacks
    [one] { $count } Super Stack
   *[other] { $count } Super Stacks
}{ $why }
dbu-duel-part-burst = {" "}({ $power_burst })
dbu-duel-part-burst-from = {" "}({ $burst } de { $power_burst })
dbu-duel-part-ally-wager = Ki Wager de { $fighter }
dbu-duel-part-united = United { $fighter } ¼ { $attribute }

## Condições de Combate e Estados.

dbu-cond-slowed-fewer = { $fighter } está { $slowed }: { $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
} a menos nesta rodada
dbu-cond-is = { $fighter } está { $condition }
dbu-cond-slowed-skip = está { $slowed } (3 acúmulos): sem Manobras neste turno
dbu-cond-part-impaired = { $impaired } ×{ $stacks } (Resultado Natural)
dbu-cond-note-broken = { $broken } ×{ $stacks }: -{ $soak }(bT) de Soak
dbu-cond-why-compelled = { $compelled }: { $spent } de { $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
} gastas atacando { $fighter }
dbu-state-karma-cost = {" "}(1 Ponto de Karma)
dbu-state-raise = { $state } { $now } -> { $next }{ $cost }
dbu-state-enter-surging = Entrar em { $state }, com Foco em { $focus }{ $cost }
dbu-state-enter-option = Entrar em { $state }{ $cost }
dbu-state-leave-option = Sair de { $state }
dbu-state-rises = O Estado { $state } de { $fighter } sobe para o nível { $level }
dbu-state-enters = { $fighter } entra no Estado { $state }{ $focus }{ $karma }
dbu-state-focus = {" "}(Foco: { $focus })
dbu-state-karma-left = ; { $n ->
    [0] restam { $count } Pontos de Karma
    [one] resta { $count } Ponto de Karma
   *[other] restam { $count } Pontos de Karma
}
dbu-state-holds-on = { $fighter } se mantém com 1 de Vida ({ $undying })
dbu-state-leaves = { $fighter } sai do Estado { $state }
dbu-state-loses-next-turn = { $fighter } vai perder o próximo turno (ao sair de { $determined })
dbu-state-defeated-undying = Derrota de { $fighter } (saiu de { $undying } com { $life } de Vida)
dbu-state-oos-raging = { $state } (nível 3)
dbu-state-oos-arms = { $state } (2 Contra-Ações)
dbu-state-oos-attack = { $fighter } ataca { $target } fora de sequência: { $why }
dbu-state-liquid-heal-option = { $liquid }: Surto de Cura (1 Ação, 1/Rodada)
dbu-state-liquid-heals = { $fighter } se recompõe ({ $liquid }): Surto de Cura 2d10(T) { $roll } + Surgency { $surgency }
dbu-state-surging-charge = { $surging }: o ataque contra { $focus } ganha 1 Energy Charge
dbu-state-surging-immune = { $fighter } está { $surging }: imune a { $compelled }
dbu-state-undying-survive = Entrar no Estado { $undying } (1 Ponto de Karma): Vida 1 (Vontade de Sobreviver)
dbu-state-liquid-survive = { $liquid }: Surto de Cura (1 Ação; Vontade de Sobreviver)
dbu-state-why-liquid = Surto de Cura de { $liquid }

## Jogo em equipe: Empower, Entrusted, United Attack.

dbu-team-empower-option = { $empower } em { $ally } ({ $actions }, até { $kp } KP)
dbu-team-full-empowerment-option = Full Empowerment de { $ally } ({ $actions }: Capacidade a 0, { $fatigued } e { $impediment }, qualquer quantia até { $kp } KP)
dbu-team-ask-amount = { $fighter }: quanto Ki transferir para { $ally } (até { $cap })?
dbu-team-transfer = Transferir { $kp } KP
dbu-team-full-empowerment = { $fighter } usa Full Empowerment: a Capacidade cai para 0
dbu-team-transfers = { $fighter } transfere { $kp } KP para { $ally } (Ki { $ki }; Capacidade inalterada)
dbu-team-why-full = Full Empowerment
dbu-team-why-four = quatro Empowers
dbu-team-miracle-fails-own = O Miracle Empowerment ({ $why }) não funciona para { $ally }: já entrou em { $entrusted } neste encontro
dbu-team-miracle-fails-side = O Miracle Empowerment ({ $why }) não funciona para { $ally }: um aliado já entrou em { $entrusted } neste encontro
dbu-team-entrusted = { $ally } entra no Estado Especial { $entrusted }: Dados Maiores nas Rolagens de Combate, +1 de Bônus de Estresse, um Basic Attack Tudo ou Nada com Full Wager
dbu-team-entrusted-action = { $ally } entra no Estado Especial { $entrusted }: Dados Maiores nas Rolagens de Combate, +1 de Bônus de Estresse, +1 Ação agora, um Basic Attack Tudo ou Nada com Full Wager
dbu-team-entrusted-attack = { $entrusted }: restaurar a Capacidade, Tudo ou Nada com Full Wager: { $attack }
dbu-team-entrusted-resets = { $fighter } ({ $entrusted }) restaura a Capacidade para { $capacity } para um ataque Tudo ou Nada
dbu-team-ask-wager = { $fighter }: Ki Wager na Wound Roll de { $attacker } (até { $cap })
dbu-team-half-force = +½ de Força no Wound
dbu-team-half-magic = +½ de Magia no Wound
dbu-team-united = { $united } (1 Ação, { $kp } KP): { $power }
dbu-team-united-lending = { $united } com { $signature } (1 Ação, { $kp } KP): { $power }, e emprestar até { $n ->
    [0] { $count } ranks
    [one] { $count } rank
   *[other] { $count } ranks
} das suas Advantages
dbu-team-ask-united = { $fighter }: entrar no ataque de { $attacker } ({ $what }) com { $united }?
dbu-team-joins = { $fighter } entra no ataque de { $attacker } com { $united } (1 Ação)
dbu-team-joins-with = { $fighter } entra no ataque de { $attacker } com { $united } e { $signature } (1 Ação)
dbu-team-why-empower = { $empower } de { $fighter }
dbu-team-part-united = United { $fighter } ½ { $attribute }
dbu-team-part-united-wager = Ki Wager de United { $fighter }

## Jogo em equipe: Intervene, Defense Wall, Reflect, Blockade.

dbu-team-wall-from = { $intervene }: Defense Wall a partir da { $square } (receber o Wound, +½ de Soak)
dbu-team-wall-swap = { $intervene }: Defense Wall, empurrar { $ally } de volta para a { $square } e tomar o lugar
dbu-team-deflect-from = { $intervene }: Desvio a partir da { $square }, { $kp } KP (Might Clash)
dbu-team-distant-deflect = { $intervene }: Desvio a Distância, { $kp } KP (Might Clash daqui)
dbu-team-ask-intervene = { $fighter }: o ataque de { $attacker } atinge { $ally }. Intervir?
dbu-team-no-intervene = Sem { $intervene }
dbu-team-pushes-back = { $fighter } empurra { $ally } de volta para a { $back } e toma o lugar na { $old }
dbu-team-takes-wound = { $fighter } recebe o Wound no lugar de { $ally } (Defense Wall, +½ de Soak)
dbu-team-moves-to-intervene = { $fighter } vai da { $before } para a { $after } para intervir
dbu-team-deflects = { $fighter } desvia o ataque de { $attacker } de todos os alvos ({ $targets })
dbu-team-deflect-fails = { $fighter } falha no Desvio e recebe o Wound no lugar de { $ally } (+1 Categoria de Dano)
dbu-team-distant-fails = { $fighter } falha no Desvio a Distância: o ataque segue para { $ally }
dbu-team-note-wall = Soak da Defense Wall +{ $extra }
dbu-team-note-deflect = Desvio falho +1
dbu-team-why-overflow = excedente da Defense Wall
dbu-fa-notes = {" "}[{ $notes }]
dbu-team-wall-held = O ataque não derrota { $fighter }: nenhum Dano excedente chega a { $ally } (Defense Wall)
dbu-team-wall-excess = { $ally }: Dano excedente { $excess } além da Defense Wall de { $fighter }: { $how }{ $notes }
dbu-team-ask-reflect = { $fighter }: usar { $reflect } em { $attack } de { $attacker } ({ $kp } KP)?
dbu-team-no-reflect = Sem { $reflect }
dbu-team-reflect-at = { $reflect } contra { $target } ({ $kp } KP)
dbu-team-reflects = { $fighter } reflete o ataque de { $attacker } contra { $target }
dbu-team-reflect-clash = { $reflect }: Strike de { $fighter } { $strike } = { $strike_dice } { $strike_shown }{ $strike_parts } contra Dodge de { $target } { $dodge } = { $dodge_dice } { $dodge_shown }{ $dodge_parts }: { $outcome }
dbu-team-reflect-hit = acerto
dbu-team-reflect-miss = erro
dbu-team-reflect-miss-tie = erro (empates ficam com o defensor)
dbu-team-ask-blockade = { $fighter }: { $mover } começa a se mover. Usar { $blockade }?
dbu-team-no-blockade = Sem { $blockade }
dbu-team-blockade-option = { $blockade } ({ $kp } KP, Clash Impulsivo)
dbu-team-ask-step = { $fighter }: ir para o lado de { $mover }?
dbu-team-stay = Ficar onde está
dbu-team-move-to = Ir para a { $square }
dbu-team-blockade-fails = O { $blockade } de { $fighter } falha: { $mover } segue em frente e pode usar { $exploit } contra { $fighter }
dbu-team-blocks = { $fighter } bloqueia { $mover }: o movimento para; { $mover } recupera 1 Ação e não pode usar Movement de novo neste turno
dbu-team-blocks-kp = { $fighter } bloqueia { $mover }: o movimento para; { $mover } recupera 1 Ação e { $kp } KP e não pode usar Movement de novo neste turno

## A Manobra Modificadora Triggered.

dbu-trig-offer-actions = { $triggered }: gastar agora as Ações de uma manobra e usá-la num gatilho
dbu-trig-offer-pay = { $triggered }: pagar agora por uma manobra e usá-la num gatilho
dbu-trig-when-damage = quando { $fighter } receber Dano
dbu-trig-when-movement = quando { $fighter } for se mover
dbu-trig-when-attack = quando { $fighter } usar uma Attacking Maneuver
dbu-trig-when-turn-end = quando { $fighter } encerrar o turno
dbu-trig-when-gains = quando { $fighter } ganhar { $condition }
dbu-trig-ask-maneuver = { $fighter }: qual manobra você adia com { $triggered }?
dbu-trig-ask-trigger = { $fighter }: o que dispara { $option }?
dbu-trig-provokes = { $triggered } provoca { $exploit } de { $fighters } (Sphere de { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
})
dbu-trig-cancelled = O ataque de { $exploit } causou dano a { $fighter }: a manobra { $label } ({ $triggered }) é cancelada e { $fighter } ganha { $counters }
dbu-trig-waits = A manobra { $label } ({ $triggered }) de { $fighter } aguarda: { $trigger }
dbu-trig-delays = { $fighter } adia { $label } com { $triggered } ({ $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
}, { $kp } KP agora; { $trigger })
dbu-trig-delays-kp-later = { $fighter } adia { $label } com { $triggered } ({ $n ->
    [0] { $count } Ações
    [one] { $count } Ação
   *[other] { $count } Ações
} agora, os KP ao usá-la; { $trigger })
dbu-trig-use-now = Usar { $label } agora (Fora de Sequência)
dbu-trig-use-other = Usá-la em outro alvo: { $option }
dbu-trig-take-back = Desfazer { $label } (recuperar as Ações)
dbu-trig-take-back-kp = Desfazer { $label } (recuperar as Ações e os KP)
dbu-trig-hold = Agora não: continuar esperando o gatilho
dbu-trig-ask-fire = { $fighter }: sua manobra { $label } ({ $triggered }) foi disparada ({ $trigger }).
dbu-trig-keeps-waiting = { $fighter } mantém a manobra { $triggered } aguardando
dbu-trig-takes-back = { $fighter } desfaz a manobra { $label } ({ $triggered }) e recupera { $actions } e { $kp } KP (Controle Instantâneo)
dbu-trig-fires = A manobra { $label } ({ $triggered }) de { $fighter } dispara como Manobra Fora de Sequência ({ $paid })
dbu-trig-paid = { $n ->
    [0] as { $count } Ações foram pagas
    [one] a { $count } Ação foi paga
   *[other] as { $count } Ações foram pagas
} quando ela foi preparada
dbu-trig-paid-kp = { $n ->
    [0] as { $count } Ações
    [one] a { $count } Ação
   *[other] as { $count } Ações
} e { $kp } KP foram pagos quando ela foi preparada
dbu-trig-after = (Ki { $ki }, Capacidade { $capacity })
dbu-trig-pays-beyond = { $fighter } paga { $kp } KP por { $why } além dos { $paid } KP pagos quando a manobra { $triggered } foi preparada { $after }
dbu-trig-regains = { $fighter } recupera { $back } KP e { $back } de Capacidade: { $why } custa { $kp } KP agora, { $paid } foram pagos quando a manobra { $triggered } foi preparada { $after }
dbu-trig-lapses = A manobra { $label } ({ $triggered }) de { $fighter } expira ({ $why })
dbu-trig-why-turn-start = início do turno
dbu-trig-why-defeated = derrota
dbu-trig-kind = { $kind }
dbu-trig-why-spend = { $label } ({ $triggered })

## Transformações, Aspectos e o Outro Mundo.

dbu-fa-and = { $first } e { $second }
dbu-form-option = Transformação: { $form } (Teste de Estresse { $needed }{ $how }{ $extra })
dbu-form-option-extra = { $enhancement }{ $long }
dbu-form-enhancement = , Aprimoramento
dbu-form-provokes = , provoca { $exploit }
dbu-form-long = , { $actions } Ações, provoca { $exploit }
dbu-form-revert-from = { $revert } de { $form }
dbu-form-stacked = {" "}({ $form } { $form_needs } + { $kept } { $kept_needs })
dbu-form-stress-test = Teste de Estresse de { $fighter } para { $what }: { $check } contra { $needed }{ $how }: { $outcome }
dbu-form-transforms = se transforma
dbu-form-holds = aguenta
dbu-form-fails = falha
dbu-form-why = {" "}({ $why })
dbu-form-reverts = { $fighter } sai de { $left }{ $why }
dbu-form-leaves-for = { $fighter } troca { $left } por { $new }{ $why }
dbu-form-locked-out = { $fighter } não pode entrar de novo em { $form } até o fim do próximo turno ({ $why })
dbu-form-breakthrough = { $fighter } conta o Tier of Power como { $tier } ({ $source }, Breakthrough); custos em Pontos de Ki e TNs continuam no Tier { $base }
dbu-form-drain-how = 3 × maior Requisito de Tier { $tier } × nível { $level } = { $amount }
dbu-form-drain-how-halved = 3 × maior Requisito de Tier { $tier } × nível { $level } = { $amount }, pela metade no Outro Mundo = { $halved }
dbu-form-drains = { $fighter } perde { $lost } KP por { $draining } ({ $how }); Ki { $ki }
dbu-form-straining = { $forms } ({ $straining })
dbu-form-permit-cut = O tempo de { $fighter } no mundo dos vivos fica { $hours } horas mais curto ({ $form }, { $draining } { $level }): { $left }
dbu-form-permit-left = restam { $minutes } min { $seconds } s
dbu-form-permit-none = não resta nada (volta na próxima rodada)
dbu-form-permit-over = Acabou o tempo de { $fighter } no mundo dos vivos: volta para o Outro Mundo
dbu-form-long-fails = Um ataque de { $exploit } levou { $fighter } abaixo de um Limiar de Vida: o Teste de Estresse para { $form } falha ({ $long })
dbu-form-exhausted = { $fighter } não pode entrar em { $form } sob { $exhaustion }
dbu-form-note-armored = { $armored } -1 Categoria de Dano

## O que os Profiles de ataque fazem: Charging Assault, efeitos elementais, Knockback, Metal, Plantlife.

dbu-fa-heading-north = norte
dbu-fa-heading-north-east = nordeste
dbu-fa-heading-east = leste
dbu-fa-heading-south-east = sudeste
dbu-fa-heading-south = sul
dbu-fa-heading-south-west = sudoeste
dbu-fa-heading-west = oeste
dbu-fa-heading-north-west = noroeste
dbu-fa-heading-nowhere = lugar nenhum
dbu-profile-charge-option = { $charging }: { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
} até a { $square }
dbu-profile-charge-stay = Ficar (sem { $charging })
dbu-profile-charge-ask = { $fighter }: { $charging } em direção a { $target }?
dbu-profile-rushes = { $fighter } avança { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
} em direção a { $target } ({ $charging }, Velocidade Ampliada { $boosted }, Velocidade Normal { $normal })
dbu-profile-life-wager = Ki Wager { $kp } pago com Pontos de Vida
dbu-profile-unmodelled = { $fighter } ganharia { $condition } ({ $source }), uma Condição de Combate que este motor ainda não modela
dbu-profile-sweeping = { $fighter } recebe { $n ->
    [0] mais { $count } acúmulos
    [one] mais { $count } acúmulo
   *[other] mais { $count } acúmulos
} de Diminishing Defense ({ $sweeping } os dobra ao causar Dano): { $stacks }
dbu-profile-knockback-ask = { $fighter }: { $knockback } em { $target } ({ $source })?
dbu-profile-knockback-option = { $knockback }: Might Clash contra { $target }
dbu-profile-no-knockback = Sem { $knockback }
dbu-profile-push = Empurrar { $target } { $squares } para o { $heading }
dbu-profile-push-ask = { $fighter }: empurrar { $target } até { $squares }{ $note }
dbu-profile-note = {" "}({ $note })
dbu-profile-metallic = { $feature } fica Metálico e Afiado, Rank de Dureza { $hardness } ({ $profile })
dbu-profile-grow-nothing = Não fazer crescer nada
dbu-profile-grow-at = Fazer crescer uma Feature na { $square }
dbu-profile-fill = Preencher a área com { $n ->
    [0] { $count } Features
    [one] { $count } Feature
   *[other] { $count } Features
}
dbu-profile-plant-ask = { $fighter }: fazer crescer Features de plantas?
dbu-profile-grows = { $fighter } faz crescer { $feature } na { $square }: Rank de Dureza { $hardness }, Estilhaçante ({ $profile })
dbu-profile-note-charges = { $n ->
    [0] { $count } cargas
    [one] { $count } carga
   *[other] { $count } cargas
}
dbu-profile-note-strike-critical = Crítico no Strike
dbu-profile-note-category = { $profile } ({ $why }) +{ $shift }
dbu-profile-note-clearing = {" "}({ $clearing }: Resultado Natural { $natural } -> 5)
dbu-profile-note-cutting = {" "}({ $cutting }: sem Crítico, então Botch -{ $penalty })
dbu-profile-wound-roll-of = Wound Roll de { $name }
dbu-profile-late-critical = {" "}+ Crítico { $extra } ({ $why }: Alvo de Crítico { $target })
dbu-profile-why-life-wager = Life Wager de { $profile }
