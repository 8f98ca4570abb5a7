## Edição dbu-1 do DBU, as regras antigas (tenkaichi.dbu.combat.editions.dbu1): opções,
## perguntas e eventos das suas manobras. Os nomes de lutadores, aliados, itens e peças do terreno
## chegam como são; os de manobras, Profiles, perícias, armas e condições chegam como termos de
## jogo (terms-*.ftl). $n ao lado de $count é o mesmo número, para escolher o plural.

## Peças comuns da edição.

dbu-legacy-uses = { $fighter } usa { $option }
dbu-legacy-squares = { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
}
dbu-legacy-shots = { $n ->
    [one] { $count } tiro
   *[other] { $count } tiros
}
dbu-legacy-energy-charges = { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}
dbu-legacy-kp = { $kp } KP
dbu-legacy-cost-two-actions = 2 Ações
dbu-legacy-cost-instant = Ação Instantânea
dbu-legacy-success = sucesso
dbu-legacy-failure = falha

## Movement, Combat Recovery e Command.

dbu-legacy-movement-normal = Movement (velocidade normal)
dbu-legacy-movement-boosted = Movement (velocidade ampliada, { $kp } KP por casa além da velocidade normal)
dbu-legacy-destination = para a { $square }, { $squares }
dbu-legacy-destination-kp = para a { $square }, { $squares }, { $kp } KP
dbu-legacy-nowhere-to-move = { $fighter } não tem para onde se mover
dbu-legacy-ask-where-to-move = { $fighter }: para onde você se move?
dbu-legacy-recovery-option = Combat Recovery (2 Ações: 2d10(T) sólidos de Vida e Ki)
dbu-legacy-recovers = { $fighter } se recupera: 2d10(T) sólidos = { $total }
dbu-legacy-recovers-exploited = { $fighter } se recupera: 2d10(T) sólidos = { $total } (um Exploit acertou: não recupera nada)
dbu-legacy-command-option = Dar um Command a { $minion } (1 Ação: ele ganha 2 Ações)
dbu-legacy-source-command = Command de { $fighter }
dbu-legacy-commands = { $fighter } dá um Command a { $minion }: 2 Ações, uma para um Movement ou uma Contra-Ação

## Testes contra um Número-Alvo e Testes de Perícia Resistidos. $what é o nome do teste, $why para
## que serve, $roll como foi feito (dados, bônus e total).

dbu-legacy-check = { $what } de { $fighter } ({ $why }): { $roll } contra { $tn } { $target }: { $result }
dbu-legacy-skill-check = Teste de { $skill }
dbu-legacy-tn-medium = TN Média
dbu-legacy-tn-hard = TN Difícil
dbu-legacy-tn-lift = TN de Levantamento
dbu-legacy-tn = TN { $difficulty }
dbu-legacy-opposed = { $why }: { $skill } de { $fighter } { $roll } contra { $defender_skill } de { $defender } { $defender_roll }: { $winner } vence

## Blitz, Terrify, Treatment, Shoot e Reload.

dbu-legacy-blitz-option = Blitz ({ $profile }) em { $target }: avança { $squares } ({ $cost }, { $kp } KP)
dbu-legacy-part-blitz = Blitz { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
}
dbu-legacy-terrify-option = Terrify em { $target } (Intimidação contra Intuição)
dbu-legacy-terrify-out-of-reach = Terrify de { $fighter }: { $target } está fora de alcance
dbu-legacy-source-terrify = Terrify de { $fighter }
dbu-legacy-treatment-revive = Treatment: reanimar { $ally }
dbu-legacy-treatment-cure = Treatment: curar o veneno de { $ally }
dbu-legacy-treatment-of = Treatment de { $ally }
dbu-legacy-why-treatment-rolled = Treatment de { $fighter } (1d10(bT) { $total })
dbu-legacy-why-treatment = Treatment de { $fighter }
dbu-legacy-cured-of-poison = { $fighter } está curado do veneno
dbu-legacy-shoot-option = Atirar com { $weapon } { $aim } ({ $shots }/{ $ammo } tiros)
dbu-legacy-shoots = { $fighter } usa { $option }: { $n ->
    [0] restam { $count } tiros
    [one] resta { $count } tiro
   *[other] restam { $count } tiros
}
dbu-legacy-reload-option = Recarregar { $weapon } ({ $shots }/{ $ammo } tiros, 1 Contra-Ação)
dbu-legacy-why-reload = Recarregar { $weapon }
dbu-legacy-reloads = { $fighter } recarrega { $weapon }: { $shots }

## United Attack, Intervene, Duel Escape e Grapple.

dbu-legacy-part-united-bonuses = ½ dos bônus de Wound de { $ally } (United)
dbu-legacy-part-united-wager = Ki Wager de { $ally } (United)
dbu-legacy-intervene-ask = { $fighter }: o ataque de { $attacker } acerta { $ally }. Intervene?
dbu-legacy-intervene-no = Sem Intervene
dbu-legacy-intervene-attempt = Intervene: Resistência Impulsiva, TN Média (1 Contra-Ação); escolha a opção se passar
dbu-legacy-intervene-for = Intervene por { $ally }
dbu-legacy-intervene-passed = { $fighter }: você passou na Resistência. Qual opção de Intervene para { $ally }?
dbu-legacy-intervene-no-option = Nenhuma opção (a Contra-Ação continua gasta)
dbu-legacy-intervene-failed = { $fighter } falha em Intervene e não pode tentar de novo nesta rodada
dbu-legacy-escape-failed = { $fighter } falha em escapar: o Duel continua
dbu-legacy-escapes-duel = { $fighter } escapa do Duel: o ataque é anulado (as Ações e o KP continuam gastos); { $fighter } pode atacar de novo na hora
dbu-legacy-escape-attack-ask = { $fighter }: atacar de novo depois do Duel Escape (Ação Instantânea)?
dbu-legacy-no-attack = Sem ataque
dbu-legacy-free-signature = { $technique }: { $free }
dbu-legacy-grapple-moved-away = { $grappled } fica livre: { $grappler } é movido para longe

## Terrain Lift, o escudo e o que é arremessado.

dbu-legacy-part-modifier = Modificador de { $attribute }
dbu-legacy-part-half-score = ½ Pontuação de { $attribute }
dbu-legacy-lift-square-option = Terrain Lift: arrancar a { $square } (Atletismo TN { $tn })
dbu-legacy-lift-feature-option = Terrain Lift: levantar { $feature } (Atletismo TN { $tn })
dbu-legacy-lift-occupied = Terrain Lift de { $fighter }: a { $square } agora está ocupada
dbu-legacy-lifts = { $fighter } levanta { $feature } (Hardness Rank { $rank })
dbu-legacy-shield-ask = { $fighter }: o ataque de { $attacker } acerta você. Erguer { $feature } como escudo?
dbu-legacy-shield-use = Usar { $feature } como escudo (-{ $value } de Dano; quebra se ainda passar Dano)
dbu-legacy-shield-keep = Deixar { $feature } de fora (não sofre dano)
dbu-legacy-shield-held = { $fighter } ergue { $feature } como escudo
dbu-legacy-shield-kept = { $fighter } deixa { $feature } fora do ataque
dbu-legacy-shield-note = escudo { $feature }: Hardness Value { $value }
dbu-legacy-shield-shatters = { $feature } se despedaça: o Dano passou
dbu-legacy-thrown-destroyed = { $thing } é destruído no impacto
dbu-legacy-source-thrust = Thrust de { $fighter }
dbu-legacy-break-value-drops = o Break Value de { $item } cai para { $value }
dbu-legacy-break-value-breaks = o Break Value de { $item } cai para { $value }: quebra

## Empower.

dbu-legacy-empower-option = Empower em { $ally } (1 Ação, Empowerment Roll)
dbu-legacy-empowerment-maximum = { $value } (resultados máximos em Melee Range){ $parts }
dbu-legacy-empowerment-rolled = { $total } = { $dice } { $rolled }{ $parts }
dbu-legacy-empowerment = Empowerment Roll de { $fighter } { $roll }: até { $cap } KP
dbu-legacy-empower-ask = { $fighter }: quanto Ki para { $ally }?
dbu-legacy-transfers = { $fighter } transfere { $kp } KP para { $ally }
dbu-legacy-why-empower = Empower de { $fighter }

## Energy Charge. $release são as palavras da própria opção de liberar.

dbu-legacy-release-option = { $release }, +{ $kp } KP pelas cargas
dbu-legacy-stop-charging-option = Parar de carregar (Instant, { $kp } KP)
dbu-legacy-charges-benefit = { $fighter } aproveita { $used } de { $charges } (½ Modificador)

## As Wound Rolls disputadas do Duel.

dbu-legacy-part-ally-wager = Ki Wager de { $ally }
dbu-legacy-part-united-attribute = { $attribute } de { $ally } (United)
dbu-legacy-duel-roll = Wound de { $fighter } { $score } = { $dice }{ $extra } { $draws }{ $parts }{ $note }
dbu-legacy-late-critical = {" "}+ Crítico { $extra } (Wound Roll de { $name }: Critical Target { $target })

## O Called Shot de 2 Ações. $effect é o efeito duradouro do ponto.

dbu-legacy-called-shot-option = Called Shot (mais 1 Ação: -1(T) no Strike em Melee Range, -2(T) à distância; +1 Categoria de Dano)
dbu-legacy-called-shot-damage-option = Called Shot (mais 1 Ação: -1(T) no Strike em Melee Range, -2(T) à distância; +1 Categoria de Dano; ponto vulnerável: +3(T) de Dano)
dbu-legacy-called-shot-spot-option = Called Shot (mais 1 Ação: -1(T) no Strike em Melee Range, -2(T) à distância; +1 Categoria de Dano; ponto vulnerável: { $spot }, { $effect })
dbu-legacy-part-called-shot-range = distância do Called Shot ({ $far } x 4 casas)
dbu-legacy-note-vulnerable-spot = ponto vulnerável +{ $bonus }

## Holding Back, Sense e Detect Holding Back. O que só o time de quem se contém pode ler é tirado
## dos eventos que os outros times leem (dbu-legacy-pays-ki é o que eles leem de um pagamento de
## Ki).

dbu-legacy-pays-ki = { $fighter } paga Ki por { $why }
dbu-legacy-stacks = { $n ->
    [one] { $count } stack
   *[other] { $count } stacks
}
dbu-legacy-stops-holding = { $fighter } para de usar Holding Back ({ $why })
dbu-legacy-holding-why-instant = uma Ação Instantânea
dbu-legacy-holding-why-no-stacks = não restam stacks
dbu-legacy-holding-why-tier-rose = o Tier of Power subiu
dbu-legacy-end-holding-option = End Holding Back ({ $stacks })
dbu-legacy-holding-option = Holding Back: { $stacks } (Tier { $tier })
dbu-legacy-holding-option-full = Holding Back: { $stacks } (Tier { $tier }, -1(bT) nas rolagens de combate)
dbu-legacy-holds-back = { $fighter } se contém: { $stacks }, Tier { $tier }
dbu-legacy-holding-at-threshold = Holding Back num Limiar de Vida
dbu-legacy-loses-stack = { $fighter } perde um stack de Holding Back: { $n ->
    [0] restam { $count }
    [one] resta { $count }
   *[other] restam { $count }
}
dbu-legacy-sense-option = Sense (Instant: Clarividência contra cada oponente)
dbu-legacy-detect-option = { $target } está usando Holding Back? (Instant: Clarividência contra Ocultação)
dbu-legacy-sense-roll = { $fighter } usa Sense: Clarividência { $roll }
dbu-legacy-detect-roll = { $fighter } observa se { $target } se contém: Clarividência { $roll }
dbu-legacy-concealment-found = Ocultação de { $fighter } { $roll }: descoberto
dbu-legacy-concealment-unseen = Ocultação de { $fighter } { $roll }: despercebido
dbu-legacy-sees-holding = { $fighter } vê que { $target } se contém com { $stacks }
dbu-legacy-sees-not-holding = { $fighter } vê que { $target } não está se contendo
dbu-legacy-learns-nothing = { $fighter } não descobre nada sobre { $target }

## A camada de jogo (tenkaichi.dbu.play.why_not): por que uma Signature Technique ou uma
## transformação não está num menu. $away é dbu-play-why-nearest.

dbu-play-why-not-now = agora não: usada com uma Ação no seu próprio turno
dbu-play-why-no-actions = não restam Ações neste turno
dbu-play-why-sleeping = Sleeping: sem manobras
dbu-play-why-spectator = um Spectator não faz manobras
dbu-play-why-charging-for = carregando uma Energy Charge para { $attack }: só esse ataque pode ser usado
dbu-play-why-charging-basic = carregando uma Energy Charge para um Basic Attack { $profile }: só esse ataque pode ser usado
dbu-play-why-pinned = Pinned: sem ataques
dbu-play-why-transfigured = Transfigured: sem Signature Techniques
dbu-play-why-minion = um lacaio ataca uma vez por rodada: já atacou
dbu-play-why-once-a-round = uma vez por rodada: uma Signature Technique já foi usada nesta rodada
dbu-play-why-magic-score = o Profile { $profile } precisa de Pontuação de Magia { $need }, tem { $has }
dbu-play-why-profile-not-allowed = o Profile { $profile } não é permitido aqui
dbu-play-why-ki = precisa de { $kp } KP, tem { $ki } de Ki
dbu-play-why-capacity = precisa de { $kp } KP, restam { $capacity } de Capacidade nesta rodada
dbu-play-why-compelled = Compelled: só pode atacar { $by }, que está fora do alcance
dbu-play-why-not-available = indisponível neste momento
dbu-play-why-no-opponent = não resta nenhum oponente para mirar
dbu-play-why-nearest = oponente mais próximo: { $opponent }, a { $n ->
    [0] { $squares } casas
    [one] { $squares } casa
   *[other] { $squares } casas
}
dbu-play-why-within = precisa de um oponente a até { $n ->
    [0] { $squares } casas
    [one] { $squares } casa
   *[other] { $squares } casas
} ({ $away })
dbu-play-why-within-area = precisa de um oponente a até { $n ->
    [0] { $squares } casas
    [one] { $squares } casa
   *[other] { $squares } casas
} para o seu { $area } ({ $away })
dbu-play-why-no-square = nenhuma casa aquém do Longo Alcance põe um oponente no seu { $area } ({ $away })
dbu-play-why-melee = precisa de um oponente em Melee Range para um ataque físico ({ $away })
dbu-play-why-no-reach = nenhum oponente ao alcance ({ $away })
dbu-play-why-awakening = um Awakening: sempre ativo
dbu-play-why-already-in-it = já está nela
dbu-play-why-charging = carregando uma Energy Charge: só o ataque declarado pode ser usado
dbu-play-why-stress-exhaustion = Stress Exhaustion: sem transformações até acabar
dbu-play-why-tier = precisa de Tier of Power { $need }, tem { $has }
dbu-play-why-locked = não pode ser usada de novo até o fim do seu próximo turno
dbu-play-why-revert-first = já está em { $form }: reverta primeiro
dbu-play-why-actions = precisa de { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
}, tem { $has }

## Os bots da camada de jogo (tenkaichi.dbu.play.bot_names, search_bot). random, greedy e search
## são os nomes que --bot aceita, os mesmos em todos os idiomas.

dbu-play-bot-seconds = search ({ $n ->
    [one] { $count } segundo
   *[other] { $count } segundos
} por decisão)
dbu-play-bot-futures = search ({ $n ->
    [one] { $count } futuro amostrado
   *[other] { $count } futuros amostrados
} por decisão)
dbu-play-unknown-bot = bot desconhecido { $name }; escolha um destes: { $bots } (search:20 examina 20 futuros amostrados por decisão, search:0.5s pensa meio segundo)
dbu-play-search-iterations = o bot search precisa de pelo menos 1 iteração, recebeu { $got }
dbu-play-search-seconds = o bot search precisa de um tempo acima de 0 segundos, recebeu { $got }
dbu-play-search-budget = o orçamento do bot search deve ser um número de futuros amostrados por decisão (search:20, no máximo { $most }) ou um tempo (search:0.5s, no máximo { $seconds }s), recebeu { $got }
