## Famílias de manobras DBU, parte B: movimento forçado, Grapples, o campo de batalha e suas
## manobras, itens e as Advantages das Signature Techniques
## (tenkaichi.dbu.combat.families). Nomes de lutadores, ids de elementos do terreno e nomes de
## itens chegam como são; nomes de manobras, Advantages, itens e condições chegam como termos de
## jogo (terms-*.ftl).

## Peças que essas famílias compartilham

dbu-fb-square = casa { $name }
dbu-fb-heading = { $heading ->
    [north] norte
    [north-east] nordeste
    [east] leste
    [south-east] sudeste
    [south] sul
    [south-west] sudoeste
    [west] oeste
    [north-west] noroeste
   *[other] { $heading }
}
dbu-fb-squares = { $n ->
    [0] { $count } casas
    [one] { $count } casa
   *[other] { $count } casas
}
dbu-fb-uses = { $fighter } usa { $what }
dbu-fb-of = { $what } de { $fighter }
dbu-fb-stay = Ficar
dbu-fb-at-square = na { $square }
dbu-fb-to-square = para a { $square }
dbu-fb-or = { $first } ou { $rest }
dbu-fb-uncounted = { $technique }: { $why }

## Movimento forçado e Sudden Stop (forced.py)

dbu-forced-fewer = {" "}({ $count } a menos)
dbu-forced-sudden-move = { $stop }: mover { $squares } até a { $square }{ $fewer }
dbu-forced-sudden-stay = { $stop }: ficar na { $square }{ $fewer }
dbu-forced-sudden-collide = { $stop }, colidir com { $obstacle } por { $amount }
dbu-forced-sudden-collide-ignoring = { $stop }, colidir com { $obstacle } por { $amount } ignorando suas Qualidades
dbu-forced-sudden-clear = { $stop }, sem Colisão (depois um Movement fora de sequência)
dbu-forced-oos-mode = { $mode } fora de sequência
dbu-forced-not-moved = { $fighter } não é movido ({ $why })
dbu-forced-sudden-ask = { $fighter }: { $by } move você { $squares } para o { $heading } ({ $why }). Usar { $stop } (1 Contra-Ação)?
dbu-forced-no-sudden-stop = Sem { $stop }
dbu-forced-oos-ask = { $fighter }: { $stop } terminou sem Colisão. Mover-se fora de sequência?
dbu-forced-moved-fewer = {" "}({ $stop }: { $count } a menos de { $of })
dbu-forced-edge = : parado pela borda do campo de batalha
dbu-forced-moved = { $fighter } é movido { $squares } para o { $heading } da { $start } para a { $end }{ $fewer } ({ $why }){ $edge }
dbu-forced-stays = { $fighter } não é movido para o { $heading } (fica na { $start }){ $fewer } ({ $why }){ $edge }
dbu-forced-where-ask = { $fighter }: para onde mover (fora de sequência, depois do { $stop })?
dbu-forced-to-square = para a { $square }, { $squares }
dbu-forced-oos-uses = { $fighter } usa { $mode } como Manobra fora de sequência ({ $stop })

## O campo de batalha: obstáculos e Colisão (terrain/battlefield.py)

dbu-terrain-edge = a borda do campo de batalha
dbu-terrain-ground-at = o chão da { $square }
dbu-terrain-thing = { $kind ->
    [feature] o elemento
    [vehicle] o veículo
    [weapon] a arma
    [item] o item
   *[other] { $kind }
} { $name }
dbu-terrain-rank = Rank { $rank }
dbu-terrain-rank-glass = Rank { $rank } + 1 (Vidro)
dbu-terrain-hardness-base = Hardness Value { $value } ({ $rank }: 1(bT), bT { $bt })
dbu-terrain-hardness = Hardness Value { $value } (2 x { $rank } x bT { $bt })
dbu-terrain-times = {" "}x { $factor }
dbu-terrain-halves = {" "}x 0,5 ({ $quality })
dbu-terrain-doubles = {" "}x 2 ({ $quality })
dbu-terrain-qualities-ignored = {" "}(Qualidades ignoradas: { $stop })
dbu-terrain-how = { $how } = { $total }
dbu-terrain-halved = { $why }, reduzido à metade pelo { $stop }
dbu-terrain-collides = { $fighter } colide com { $obstacle } ({ $why }): { $how }
dbu-terrain-collision-with = Colisão com { $obstacle }
dbu-terrain-cover-note = Cobertura { $feature }: 2 x Hardness Value { $value }

## Terrain Lift e Colocar (terrain/lift.py)

dbu-terrain-lift-tear-option = { $lift }: arrancar o chão da { $square }
dbu-terrain-lift-option = { $lift }: levantar { $feature }
dbu-terrain-place-option = Colocar { $feature } na { $square } (Instantânea)
dbu-terrain-placed = { $fighter } põe { $feature } no chão na { $square } (Colocar, uma Manobra Instantânea)
dbu-terrain-lift-out-of-reach = { $lift } de { $fighter }: { $feature } está fora de alcance
dbu-terrain-lift-occupied = { $lift } de { $fighter }: a { $square } agora está ocupada
dbu-terrain-lifts = { $fighter } levanta { $feature } (Hardness Rank { $rank }) (Modificador de Força { $force } > 3 x Hardness Value { $value } = { $triple })
dbu-terrain-tears-up = { $fighter } arranca o chão da { $square }: { $feature }, um Elemento de 1 casa com Hardness Rank { $rank } (Modificador de Força { $force } > 3 x Hardness Value { $value } = { $triple })
dbu-terrain-drops = { $fighter } larga { $feature } na { $square }

## Throw (terrain/throw.py)

dbu-terrain-throw-option = { $throw } { $thing } ({ $kind ->
    [feature] elemento
    [weapon] arma
    [item] item
   *[other] { $kind }
}, Hardness Rank { $rank }) em { $target }
dbu-terrain-land-ask = { $fighter }: onde { $thing } cai ao lado de { $target }?
dbu-terrain-lands = { $thing } cai na { $square } ({ $where })
dbu-terrain-next-to = ao lado de { $fighter }
dbu-terrain-end-of-throw = no fim do arremesso

## Thrust e Feature Thrust (terrain/thrust.py)

dbu-terrain-thrust-option = { $thrust } em { $target }
dbu-terrain-feature-thrust-option = { $thrust }: empurrar { $feature } { $squares }
dbu-terrain-thrust-no-target = { $thrust } de { $fighter } não encontra alvo: { $target } está fora de alcance
dbu-terrain-knock-prone-option = Derrubar (Prone) (Impulsive contra Corporeal)
dbu-terrain-push-back-option = Empurrar para Trás { $squares } (Colisão dobrada)
dbu-terrain-thrust-effect-ask = { $fighter }: o { $thrust } acerta { $target }. Qual efeito?
dbu-terrain-thrust-push-why = { $thrust } de { $fighter }: Empurrar para Trás
dbu-terrain-feature-thrust-out-of-reach = { $thrust } de { $fighter }: { $feature } está fora de alcance
dbu-terrain-stopped-by = , parado por { $obstacle }
dbu-terrain-thrust-into-at = { $fighter } empurra { $feature } na { $end } contra { $victim }
dbu-terrain-thrust-stays = { $fighter } empurra { $feature }, mas ele fica na { $end }{ $why }
dbu-terrain-thrust-moves = { $fighter } empurra { $feature } { $squares } da { $start } para a { $end }{ $why }
dbu-terrain-thrust-moves-into = { $fighter } empurra { $feature } { $squares } da { $start } para a { $end }, contra { $victim }
dbu-terrain-flies-ask = { $fighter }: { $feature } voa na sua direção. Gastar uma Contra-Ação num Might Clash contra { $by } para pará-lo?
dbu-terrain-take-collision = Receber a Colisão ({ $life } de Vida)
dbu-terrain-block-option = Might Clash (1 Contra-Ação)
dbu-terrain-feature-stopped = { $fighter } para { $feature } na casa ao lado
dbu-terrain-block-why = um Might Clash contra o Elemento
dbu-terrain-stops-why = { $fighter } para { $feature }
dbu-terrain-knock-prone-why = { $thrust }: Derrubar (Prone)
dbu-terrain-failed-thrust = { $thrust } fracassado de { $fighter }

## Grapples (grapple/)

dbu-grapple-starts = { $grappler } agarra { $grappled } (Grapple): ambos sofrem Guard Down enquanto durar o Grapple
dbu-grapple-starts-tail = { $grappler } agarra { $grappled } pela cauda (sem Tail Attack neste Grapple): ambos sofrem Guard Down enquanto durar o Grapple
dbu-grapple-ends = O Grapple de { $grappler } sobre { $grappled } termina ({ $why })
dbu-grapple-out-of-reach = { $grappled } está fora da Melee Range de { $grappler }
dbu-grapple-defeated = { $fighter } está Derrotado
dbu-grapple-gigantic-grip = Gigantic Grip +{ $n }(T)
dbu-grapple-check-grapple = Grapple Check (Grapple)
dbu-grapple-check-escape = Grapple Check (Fuga)
dbu-grapple-check-launch = Grapple Check (Launch)
dbu-grapple-grappling-a-grapple = Agarrar quem já está num Grapple ({ $grappler } segura { $grappled })
dbu-grapple-escaping = Escapando de um Grapple
dbu-grapple-movement = Movement num Grapple
dbu-grapple-moving-a-character = Mover um Personagem num Grapple ({ $grappler } segura { $grappled })
dbu-grapple-keep-option = Manter o Grapple (sem arremesso)
dbu-grapple-throw-option = Arremessar { $target } para o { $heading }
dbu-grapple-launch-ask = { $fighter }: { $launch } em { $target }? (até { $might } casas)
dbu-grapple-distance-ask = { $fighter }: arremessar { $target } a que distância para o { $heading }?
dbu-grapple-distance-option = { $squares } para o { $heading }
dbu-grapple-keeps-hold = { $fighter } continua segurando { $target }
dbu-grapple-launches = { $fighter } arremessa { $target }
dbu-grapple-escape-word = Fuga
dbu-grapple-fails = { $what } de { $fighter } falha: { $why } (o custo continua gasto)
dbu-grapple-no-longer-in-reach = { $target } não está mais na Melee Range
dbu-grapple-already = { $fighter } já está num Grapple
dbu-grapple-keeps-hold-why = { $fighter } não solta
dbu-grapple-broke-in = { $grappled } escapa: { $fighter } interveio
dbu-grapple-lost-check = { $fighter } perdeu o Grapple Check: provoca Exploit de { $target }
dbu-grapple-no-longer-grappled = não está mais agarrado
dbu-grapple-stays-grappled = { $fighter } continua agarrado
dbu-grapple-escapes = { $fighter } escapa
dbu-grapple-no-longer-grappler = não é mais o Grappler
dbu-grapple-launch-failed = { $fighter } escapa: o { $launch } falhou
dbu-grapple-pin-failed = { $fighter } escapa: o { $pin } falhou
dbu-grapple-pinned = { $fighter } está Pinned: fica com 1 Ação
dbu-grapple-no-longer-pinned = não está mais Pinned
dbu-grapple-breaks-pin = { $fighter } quebra o { $pin } e escapa
dbu-grapple-first-clash = {" "}(antes um Might Clash contra { $fighter })
dbu-grapple-option = { $grapple } em { $target }{ $note }
dbu-grapple-tail-option = { $grapple } em { $target } pela cauda (Tail Restraint, -2(T)){ $note }
dbu-grapple-end-option = Terminar o Grapple em { $target } (Instantânea)
dbu-grapple-launch-option = { $launch } em { $target } (Grapple Check)
dbu-grapple-pin-option = { $pin } em { $target } (Might Clash)
dbu-grapple-escape-option = Escapar do Grapple ({ $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
}{ $more })
dbu-grapple-escape-more = , +{ $more }(T)
dbu-grapple-escape-pin-option = Escapar do Pin (Might Clash contra { $target })
dbu-grapple-ends-instant = { $fighter } termina o Grapple (Instantânea)
dbu-grapple-lets-go = { $fighter } solta
dbu-grapple-placed = { $fighter } é movido da { $start } para a { $end } ({ $why })
dbu-grapple-pull-ask = { $fighter }: puxar { $target } para qual casa?
dbu-grapple-pull-option = { $pulled }: Might Clash para puxar { $target } para o seu lado (Instantânea)
dbu-grapple-tries-pull = { $fighter } tenta puxar { $target } (Instantânea)
dbu-grapple-pinned-stays = { $fighter } está Pinned e não pode se mover
dbu-grapple-dragged-by = arrastado por { $fighter } no Grapple
dbu-grapple-cannot-drag = { $fighter } não consegue arrastar { $target } mais longe e para
dbu-grapple-in-the-way = { $fighter } para: { $target } está no caminho
dbu-grapple-dragged-along = arrastado junto com { $fighter } no Grapple
dbu-grapple-held = { $fighter } não é movido: preso no Grapple de { $grappler }, só o Grappler pode ser movido
dbu-grapple-moved-away = { $grappled } escapa: { $fighter } move { $mover }

## Itens: Testes de Perícia, No Effort, Disarm, Toss, um item perdido (items/)

dbu-item-skill-check = { $fighter }: Teste de { $skill } ({ $category }) ({ $why }): { $roll } contra TN { $tn }: { $outcome }
dbu-item-success = sucesso
dbu-item-failure = falha
dbu-item-effort-sheathe = { $effort }: embainhar { $item }
dbu-item-effort-replace = { $effort }: trocar { $item } por { $other }
dbu-item-effort-draw = { $effort }: sacar { $item }
dbu-item-effort-drop = { $effort }: largar { $item }
dbu-item-effort-pickup = { $effort }: pegar { $item } na { $square }
dbu-item-effort-pickup-feet = { $effort }: pegar { $item } aos seus pés
dbu-item-effort-activate = { $effort }: ativar { $on }
dbu-item-effort-deactivate = { $effort }: desativar { $off }
dbu-item-effort-swap = { $effort }: desativar { $off } e ativar { $on }
dbu-item-sheathes = { $fighter } embainha { $item } ({ $effort })
dbu-item-replaces = { $fighter } troca { $old } por { $item } ({ $effort })
dbu-item-draws = { $fighter } saca { $item } ({ $effort })
dbu-item-picks-up = { $fighter } pega { $item } ({ $hand }; { $effort })
dbu-item-in-hand = na mão
dbu-item-carried = guardado
dbu-item-activates = { $fighter } ativa { $item } ({ $effort })
dbu-item-deactivates = { $fighter } desativa { $item } ({ $effort })
dbu-item-disarm-option = { $disarm } em { $target } ({ $item }): Strike contra Strike/Dodge
dbu-item-toss-option = { $toss }: { $item } para { $target }
dbu-item-find-option = Procurar o item perdido { $item } (1 Ação, Teste de { $skill } ({ $category }))
dbu-item-looks-for = { $fighter } procura o item perdido { $item }
dbu-item-finding = ao procurar { $item }
dbu-item-not-found = { $fighter } não encontra { $item }: continua perdido
dbu-item-found = { $fighter } encontra { $item } ({ $hand })
dbu-item-land-ask-next-to = { $fighter }: onde { $item } cai (ao lado de { $near })?
dbu-item-land-ask-yours = { $fighter }: onde { $item } cai (na sua casa ou ao lado dela)?
dbu-item-drops = { $fighter } larga { $item }: cai na { $square } ({ $effort })
dbu-item-knocks-away = { $fighter } arranca { $item } da mão: cai na { $square }
dbu-item-takes-back = { $fighter } desfaz o { $maneuver } e recupera 1 Ação ({ $why }; Controle Instantâneo)
dbu-item-no-longer-target = { $target } não é mais um alvo
dbu-item-disarm-lost = { $fighter } perde o Clash de { $disarm } e provoca Exploit de { $target }
dbu-item-disarms = { $fighter } desarma { $target }: { $item } escapa das mãos
dbu-item-out-of-reach = { $target } não pode mais ser alcançado
dbu-item-catching = ao pegar { $item }
dbu-item-catches = { $fighter } pega { $item } lançado por { $by }
dbu-item-lost = { $item } passa longe de { $target } e se perde (um Teste de { $skill } o encontra)

## As Advantages das Signature Techniques (advantages/)

dbu-adv-ranked = { $name } (rank { $rank })
dbu-adv-source = { $advantage }: { $what }
dbu-adv-named-technique = { $advantage } ({ $technique })
dbu-adv-of-technique = { $advantage } de { $fighter } ({ $technique })
dbu-adv-on-ask = { $fighter }: { $what } em { $target }?
dbu-adv-the-attack = o ataque
dbu-adv-plus-note = { $advantage } +{ $more }
dbu-adv-defender-wins = { $fighter } vence
dbu-adv-defender-wins-tie = { $fighter } vence (empates ficam com quem defende)

# Homing e Rebound
dbu-adv-homing-part = { $homing } ({ $n ->
    [one] { $count } erro
   *[other] { $count } erros
} até agora)
dbu-adv-homing-several = { $homing } de { $fighter } não dá nova rolagem a um ataque contra vários alvos
dbu-adv-homing-out-of-reach = { $homing } de { $fighter } não dá nova rolagem: { $target } está fora de alcance
dbu-adv-homing-again = +{ $bonus }(T); nova rolagem { $turn } de { $of }
dbu-adv-homing-option = { $homing }: rolar o Strike de novo ({ $again }): { $chance }% de superar o { $defence } { $score } de { $target }
dbu-adv-rebound-option = { $rebound }: rolar o Strike de novo contra { $target } em vez disso ({ $again }; { $target } responde)
dbu-adv-let-miss-option = Deixar errar
dbu-adv-homing-ask = { $fighter }: { $attack } errou { $target }.
dbu-adv-homing-rolls = { $fighter } rola o Strike de novo contra { $target } ({ $homing }, +{ $bonus }(T))
dbu-adv-rebound-turns = O ataque de { $fighter } passa de { $target } para { $new } ({ $rebound }: o Strike de novo, { $homing } +{ $bonus }(T))
dbu-adv-lets-miss = { $fighter } deixa o ataque errar { $target }
dbu-adv-homing-keep-on-option = Manter o ataque em { $target }, fora de alcance ({ $homing }: sem nova rolagem se errar)

# Dados: Alotta Lotta Attacks, Low Stakes Attack, Trick Attack, Brutal Blitz
dbu-adv-alotta-note = {" "}({ $name }: { $n ->
    [one] mais { $count } rolagem de Strike
   *[other] mais { $count } rolagens de Strike
})
dbu-adv-low-stakes = { $low_stakes }: este uso não conta para o limite da Manobra de Signature Technique
dbu-adv-trick = { $trick } ({ $attack }): { $fighter } { $skill } { $roll } contra { $target } { $against } { $defence }: { $outcome }
dbu-adv-trick-won = { $fighter } vence, +{ $bonus } na rolagem de Strike contra { $target }
dbu-adv-trick-strike = O Strike de { $fighter } contra { $target } é { $score } (Strike { $strike } + { $trick } { $bonus })
dbu-adv-brutal-blitz = { $agility } ({ $blitz }: uma investida com toda a Velocidade Acelerada; { $instead } { $value })

# Movimentos: Two Step Strike, Hit and Run, Back Flip, High Speed Dash
dbu-adv-move-ask = { $fighter }: { $advantage } com { $technique }?
dbu-adv-two-step-option = { $two_step }: { $thrust } em { $target }, Empurrar para Trás { $squares } se acertar
dbu-adv-no-two-step-option = Sem { $two_step }
dbu-adv-two-step-uses = { $fighter } usa { $two_step }: um { $thrust } em { $target } fora de sequência
dbu-adv-two-step-why = { $two_step } ({ $thrust })
dbu-adv-dash-speed = { $dash }: Velocidade Acelerada { $speed }, sem Exploit
dbu-adv-normal-speed = Velocidade Normal { $speed }
dbu-adv-no-run-option = Ficar (sem o movimento de { $run })
dbu-adv-run-option = { $run }: { $squares } para o { $heading } até a { $square }
dbu-adv-back-flip-note = {" "}({ $back_flip }, antes do ataque)
dbu-adv-run-uses = { $fighter } usa { $run }{ $back_flip }: { $squares } para o { $heading } até a { $square } ({ $how })

# Express Ticket
dbu-adv-ticket-full = {" "}(toda a sua Velocidade Acelerada: { $target } perde { $life } de Vida se não for parado)
dbu-adv-ticket-option = { $ticket }: levar { $target } { $squares } para o { $heading }, você até a { $square }{ $full }
dbu-adv-ticket-stay-option = Ficar (sem viagem de { $ticket } para { $target })
dbu-adv-ticket-ask = { $fighter }: { $ticket } ({ $technique }) em { $target }?
dbu-adv-ticket-no-line = { $fighter } não tem linha reta livre para levar { $target } junto ({ $ticket })
dbu-adv-ticket-rides = { $fighter } avança { $squares } da { $start } para a { $end } levando { $target } ({ $ticket }, Velocidade Acelerada { $speed })
dbu-adv-ticket-full-ride = { $ticket } ({ $technique }): uma viagem com toda a Velocidade Acelerada sem Colisão, 1/2 do Might de { $fighter }

# Powerbomb e Terrain Slam
dbu-adv-powerbomb-keep-option = Manter o Grapple em { $target } (sem { $powerbomb })
dbu-adv-powerbomb-option = { $powerbomb }: terminar o Grapple em { $target } depois do ataque (+{ $bonus } na rolagem de Wound; sem Manobra de Grapple até o seu próximo turno)
dbu-adv-powerbomb-no-grapple = { $fighter } não pode usar a Manobra de Grapple até o início do seu próximo turno ({ $powerbomb })
dbu-adv-powerbomb-uses = { $fighter } usa { $powerbomb } ({ $technique }): o Grapple em { $target } termina depois do ataque, e a rolagem de Wound ganha +{ $bonus }
dbu-adv-slam-feature = o Elemento { $feature }
dbu-adv-slam-option = { $slam }: jogar { $target } contra { $where } (Hardness Rank { $rank }: { $amount } de dano de Colisão)
dbu-adv-slammed = { $fighter } é jogado da { $start } contra { $onto } ({ $why })
dbu-adv-slam-nowhere = { $fighter } não tem Elemento nem casa livre ao lado contra o qual ser jogado ({ $what })

# Efeitos: Last Legs, Armor Piercing, Shattering Blow, Minion Destroyer, Advantages sem efeito
dbu-adv-last-legs-ignores = { $last_legs } ignora os Limiares de Vida
dbu-adv-last-legs-below = { $last_legs } ({ $n ->
    [one] { $count } Limiar de Vida
   *[other] { $count } Limiares de Vida
} abaixo)
dbu-adv-armor-piercing-note = { $armor_piercing } ignora { $lowered } de Redução de Dano
dbu-adv-unplayed = { $technique }: { $names } não { $n ->
    [one] tem
   *[other] têm
} efeito em jogo

# Personal Bomb e Delayed
dbu-adv-bomb-everyone-option = Todos na Área de Efeito ({ $targets })
dbu-adv-bomb-only-option = Só { $target } ({ $bomb }: a área explode em volta dele depois)
dbu-adv-bomb-ally-option = Só { $target } (seu aliado) ({ $bomb }: a área explode em volta dele depois)
dbu-adv-bomb-ask = { $fighter }: { $technique } contra todos na área, ou contra um só alvo?
dbu-adv-bomb-aims = { $fighter } mira { $technique } só em { $target } ({ $bomb })
dbu-adv-delayed-held = { $fighter } ainda não sofre Dano ({ $delayed }): { $attacker } guarda o Wound { $wound } de { $technique }
dbu-adv-detonate-bomb = , e a Área de Efeito explode em volta de { $target } ({ $bomb })
dbu-adv-detonate-option = Detonar { $technique } ({ $delayed }, Manobra Instantânea): Wound { $wound } contra { $targets }{ $bomb }
dbu-adv-detonates = { $fighter } detona { $technique } ({ $delayed }, Manobra Instantânea): Wound { $wound } contra { $targets }; { $imminent } é removido
dbu-adv-bomb-goes-off = { $technique } explode em volta de { $target } ({ $bomb }): um novo Strike contra { $targets }, Wound { $wound }

# Ao acertar: Condition, Sustained, Forceful Launch, Precise Strike, Pinpoint Precision
dbu-adv-condition-already = Condição ({ $fighter } já está com { $condition })
dbu-adv-sustained-again = O Damage over Time de { $fighter } por { $sustained } ({ $stacks } stacks) recomeça seus { $rounds } Rounds de Combate
dbu-adv-sustained-source = { $sustained }: { $technique }, { $rounds } Rounds de Combate
dbu-adv-precise-strike-note = { $precise } num Strike Crítico: { $squares } x1,5 = { $longer }
dbu-adv-pinpoint-called-shot-option = { $called_shot }: { $spot } (+1 Categoria de Dano, -2(T) no Strike; { $effect }; { $pinpoint }: +1 { $broken } ao acertar)

# Alvos: Splitting, Widespread Assault, Controlled Blast
dbu-adv-split-option = Mirar também em { $target } (rolagem de Wound { $penalty } em cada alvo)
dbu-adv-split-done = Sem mais alvos
dbu-adv-split-done-penalty = Sem mais alvos (rolagem de Wound { $penalty })
dbu-adv-split-ask = { $fighter }: { $splitting }: mirar { $technique } também em outro Oponente? ({ $now } de até { $most } alvos)
dbu-adv-splits = { $fighter } divide { $technique }: mira em { $targets } ({ $splitting }: { $n ->
    [0] { $count } alvos
    [one] { $count } alvo
   *[other] { $count } alvos
} além do primeiro, { $penalty } na rolagem de Wound)
dbu-adv-split-part = { $splitting } ({ $n ->
    [0] { $count } alvos
    [one] { $count } alvo
   *[other] { $count } alvos
} além do primeiro)
dbu-adv-widespread-on = {" "}na { $square }
dbu-adv-widespread = { $technique }: { $widespread } lhe dá uma Área de Efeito em { $shape }{ $where } ({ $squares })
dbu-adv-controlled-allies = ; também { $n ->
    [one] seu aliado
   *[other] seus aliados
} { $allies }
dbu-adv-controlled-aim = da { $square } apontando para o { $heading } ({ $controlled }; acerta { $hits }{ $allies })
dbu-adv-controlled-note = { $technique }: { $controlled }: o { $cone } começa na { $square } e aponta para o { $heading }

# Números: Full Wager, Perfect Strike, Energy Charges ganhas, Instant Assault, Peppering Blows
dbu-adv-full-wager-option = Ki Wager { $kp } ({ $full })
dbu-adv-perfect-strike = { $technique }: { $perfect }: o custo de { $kp } KP tira só { $taken } de Capacidade (Capacidade { $capacity })
dbu-adv-boost-reason = { $boost } (em { $form })
dbu-adv-concentrated-reason = { $concentrated } (só { $target } na área)
dbu-adv-terror-reason = { $terror } (todos os alvos { $shaken })
dbu-adv-gains-charges = { $technique } ganha { $n ->
    [one] { $count } Energy Charge
   *[other] { $count } Energy Charges
}: { $reasons } ({ $total ->
    [one] { $total } Energy Charge
   *[other] { $total } Energy Charges
} no total)
dbu-adv-instant-assault = { $attack }: { $instant }: nenhuma Manobra Instantânea pode responder a ele
dbu-adv-peppering = { $fighter }: { $peppering } ({ $n ->
    [one] { $count } rank
   *[other] { $count } ranks
}) soma { $stacks ->
    [one] { $stacks } stack de Diminishing Defense
   *[other] { $stacks } stacks de Diminishing Defense
} ({ $all } no total)

# Fintas: Fake Out, Encompassing Attack
dbu-adv-fake-out = { $fake_out } ({ $attack }): { $fighter } { $bluff } { $roll } contra { $target } { $intuition } { $defence }: { $outcome }
dbu-adv-fake-out-won = { $fighter } vence: { $target } só pode usar Dodge ou Guard contra { $attack }
dbu-adv-fake-out-lost = { $target } vence e pode responder a { $attack } como de costume
dbu-adv-fake-out-lost-tie = { $target } vence (empates ficam com quem defende) e pode responder a { $attack } como de costume
dbu-adv-encompassing-guard-option = { $guard } { $kp } KP (Guard { $base } + { $named } { $more })
dbu-adv-encompassing-option = { $option } { $kp } KP ({ $named })
dbu-adv-fake-out-technique-option = { $technique } ({ $profile }, { $kp } KP) { $aim }
dbu-adv-fake-out-ask = { $fighter }: { $fake_out } ({ $attack }): atacar fora de sequência { $dodgers }, que se esquivou?
dbu-adv-no-oos-attack-option = Sem ataque fora de sequência

# United Attack: emprestar Advantages
dbu-adv-lend-option = Emprestar um rank de { $advantage }
dbu-adv-lend-ask = { $fighter }: emprestar Advantages de { $technique } ao ataque de { $attacker } ({ $n ->
    [0] restam { $count } ranks
    [one] resta { $count } rank
   *[other] restam { $count } ranks
})
dbu-adv-lend-no-more-option = Não emprestar mais
dbu-adv-lends = { $fighter } empresta ao ataque de { $attacker } um rank de { $advantage } de { $technique }: agora tem { $has }

# Armas: Throwing Technique
dbu-adv-throw-technique-option = { $throw } { $weapon } com { $technique } ({ $profile }, { $kp } KP; { $throwing }) em { $target }
dbu-adv-throw-technique-uses = { $fighter } usa { $throw } com { $technique } ({ $throwing }): arremessa { $weapon } em { $target }

# Momento: Exploiting Technique, Counter, Final Chance
dbu-adv-exploit-option = { $technique } ({ $profile }) em { $target } ({ $exploiting })
dbu-adv-exploit-why = { $exploit } com { $technique } ({ $exploiting })
dbu-adv-counter-option = { $defend }: { $cross_counter } com { $technique } ({ $counter }: Defense Value inteiro, depois contra-ataque com ela)
dbu-adv-counter-why = { $defend }: { $cross_counter } com { $technique } ({ $counter })
dbu-adv-counter-not-halved = { $counter }: Defense Value não reduzido à metade
dbu-adv-counter-attack-option = { $technique } em { $target } ({ $counter })
dbu-adv-final-chance-option = Ki Wager { $kp } + { $final }: baixar { $life } de Vida para 0 (Ki Wager { $total })
dbu-adv-final-chance = { $fighter } baixa { $life } de Vida para 0 ({ $final }): Ki Wager { $kp } + { $life } = { $total }; { $fighter } não fica Derrotado até o ataque terminar

# Transformation Flare
dbu-adv-flare-stay-option = Ficar como está
dbu-adv-flare-option = { $option }, fora de sequência: sem Ação
dbu-adv-flare-ask-attack = { $fighter }: { $flare } ({ $technique }): usar a Manobra de { $transformation } fora de sequência antes da rolagem de Wound? Você a deixa assim que o ataque terminar.
dbu-adv-flare-ask-duel = { $fighter }: { $flare } ({ $technique }): usar a Manobra de { $transformation } fora de sequência antes da primeira rolagem do Duel? Você a deixa assim que o Duel terminar.
dbu-adv-flare-uses = { $fighter } usa a Manobra de { $transformation } como Manobra fora de sequência ({ $flare }: { $technique }): { $form }, sem Ação
dbu-adv-flare-over-attack = { $flare }: o ataque terminou
dbu-adv-flare-over-duel = { $flare }: o Duel terminou
