## As palavras da mesa web para uma vaga (tenkaichi.table: a página e a tela da vaga, o seu
## painel, avisos, políticas de reação e resumo). Os nomes (lutadores, times, vagas, técnicas)
## chegam como são; os números que são dados chegam já escritos.

## Texto que uma pessoa lê na mesa (present_text)

table-rolled = (dados { $dice })
table-yes = sim
table-no = não

## O menu de opções: títulos dos grupos (present_options)

table-group-signatures = Signature Techniques
table-group-release = Liberar o Energy Charge
table-group-entrusted-attack = Ataque Entrusted
table-group-convert = Converter uma Ação
table-group-end-turn = Encerrar o turno
table-group-enter-state = Entrar em um Estado
table-group-leave-state = Sair de um Estado
table-group-life-wager = Ki Wager paga com Vida
table-group-stop-charging = Parar de carregar
table-group-cancel-charge = Cancelar o Energy Charge
table-group-end-holding-back = Encerrar o Holding Back
table-group-on = em { $name }
table-group-for = para { $name }
table-group-to = até { $name }
table-group-here = onde você está
table-group-toward-east = para o leste
table-group-toward-south-east = para o sudeste
table-group-toward-south = para o sul
table-group-toward-south-west = para o sudoeste
table-group-toward-west = para o oeste
table-group-toward-north-west = para o noroeste
table-group-toward-north = para o norte
table-group-toward-north-east = para o nordeste

## O que uma opção custa

table-cost-actions = { $n ->
    [one] { $count } Ação
   *[other] { $count } Ações
}
table-cost-counters = { $n ->
    [one] { $count } Contra-Ação
   *[other] { $count } Contra-Ações
}
table-cost-converted = { $n ->
    [one] { $count } Ação de { $source } (como Contra-Ação)
   *[other] { $count } Ações de { $source } (como Contra-Ações)
}
table-cost-from-this-turn = este turno
table-cost-from-coming-turn = seu próximo turno
table-cost-from-this-round = este Round
table-cost-instant = Instant
table-cost-kp = { $kp } KP
table-cost-life = { $life } de Vida
table-cost-karma = { $n ->
    [one] { $count } Ponto de Karma
   *[other] { $count } Pontos de Karma
}
table-cost-free = grátis

## As chances de uma opção: "acertar 62%, dano esperado 14"

table-odds-chance = { $what } { $percent }
table-odds-hit = acertar
table-odds-be-hit = ser atingido
table-odds-win-clash = vencer o Clash
table-odds-win-both-clashes = vencer os dois Clashes
table-odds-win-duel = vencer o Duel
table-odds-beat-wound = superar o Wound
table-odds-terrify-works = o Terrify funcionar
table-odds-see-through = perceber
table-odds-caught = ser pego
table-odds-find-hidden = achar todo oponente escondido
table-odds-beat-concealment = superar toda Ocultação
table-odds-pass = passar: { $check }
table-odds-if-they-dodge = se ele usar Dodge
table-odds-if-no-exploit = se nenhum Exploit acertar
table-odds-if-no-wager = se você não apostar nada
table-odds-in-their-place = no lugar dele
table-odds-if-no-one-wagers-more = se ninguém apostar mais
table-odds-against-their-best = contra a melhor rolagem dele
table-odds-with-your-better = com a sua melhor rolagem
table-odds-damage = dano esperado { $amount }
table-odds-damage-taken = dano sofrido esperado { $amount }

## O que uma decisão pergunta

table-attacked-you = { $attacker } está atacando você ({ $attack }): responda
table-attacked = { $attacker } está atacando { $fighter } ({ $attack }): responda
table-your-turn = Seu turno: { $prompt }
table-their-turn = Turno de { $fighter }: { $prompt }
table-waiting-for = Aguardando { $who }

## A ficha de um lutador: quando um efeito acaba, um Energy Charge

table-until-start-of-turn = até o início do próximo turno de { $fighter }
table-until-start-of-a-turn = até o início do próximo turno
table-until-end-of-turn = até o fim do turno de { $fighter }
table-until-end-of-a-turn = até o fim do turno
table-for-more-starts = por mais { $count } inícios de turno de { $fighter }
table-for-more-starts-of-turns = por mais { $count } inícios de turno
table-for-more-ends = por mais { $count } fins de turno de { $fighter }
table-for-more-ends-of-turns = por mais { $count } fins de turno
table-rounds-left = { $n ->
    [one] falta { $count } Round
   *[other] faltam { $count } Rounds
}
table-ends-this-round = acaba neste Round
table-until-surprise-ends = até o fim do Round surpresa
table-while-charge-lasts = enquanto durar o Energy Charge
table-charge-basic-attack = Basic Attack { $profile }
table-charge = { $attack }, { $n ->
    [one] { $count } carga
   *[other] { $count } cargas
}

## A página da vaga desenhada pelo servidor (seat.html.j2)

table-page-title-round = Mesa Tenkaichi: Round { $round }
table-round = Round { $round }
table-viewer-gm = Mestre
table-viewer-side = Time { $side }
table-viewer-spectator = Espectador
table-over = A luta acabou.
table-over-side-wins = A luta acabou: o time { $side } venceu.
table-over-draw = A luta acabou: empate.
table-card-yours = (seu)
table-card-side = Time
table-card-square = Casa
table-card-health = Saúde
table-card-life = Vida
table-card-ki = Ki
table-card-capacity = Capacidade
table-card-actions = Ações
table-card-defeated = (fora de combate)
table-card-hidden-of = oculto (de { $most })
table-card-no-actions = nenhuma: fora de combate
table-card-and-counters = { $n ->
    [one] e { $count } Contra-Ação
   *[other] e { $count } Contra-Ações
}
table-card-form = Forma
table-card-aura = Aura
table-card-charging = Carregando
table-card-effects = Efeitos
table-quick-pass-turn = Passar pelo resto deste turno
table-quick-never-ask = Não perguntar mais por { $fighter }
table-quick-change-hint = (mude isso em Reações)
table-log-round = R{ $round }

## O painel que a página de todo jogo compartilha (web_pages, _table_panel.html.j2, table_lobby)

table-page-title = Mesa Tenkaichi: { $title }
table-game-dbu = Dragon Ball Universe
table-game-top = Torneio do Poder
table-game-ddc = Dungeon DICE Combat
table-noun-dbu = luta
table-noun-top = partida
table-noun-ddc = batalha
table-noun-game = partida
table-role-gm = Mestre
table-role-player = Jogador
table-role-bot = Bot
table-role-spectator = Espectador
table-status-lobby = aguardando o início
table-status-running = em andamento
table-status-paused = pausada
table-status-over = encerrada
table-status-line = A { $noun } está { $status }.
table-status-line-titled = { $title }: a { $noun } está { $status }.
table-replay-steps-label = passos do replay
table-replay-step = Replay: passo { $step } de { $steps }
table-replay-first = Primeiro
table-replay-back = Voltar
table-replay-forward = Avançar
table-replay-last = Último
table-replay-back-to-table = Voltar à mesa
table-replay-link = Rever a { $noun } passo a passo
table-join-name = Seu nome
table-join = Entrar na mesa
table-not-let-in = O Mestre ainda não deixou você entrar.
table-time-left-for = Tempo restante para { $who }:
table-seconds-short = s
table-dice-roll = Role { $roll }
table-dice-you-rolled = { $n ->
    [one] O dado que você rolou
   *[other] Os dados que você rolou
} ({ $faces })
table-dice-enter = { $n ->
    [one] Informar o dado
   *[other] Informar os dados
}
table-dice-help = { $n ->
    [one] Digite o número, como { $example }.
   *[other] Digite os números nesta ordem, separados por espaços ou vírgulas, como { $example }.
}
table-waiting-dice = Aguardando { $who } rolar os dados.
table-reactions-title = Reações: quando perguntar a você
table-reactions-hint = A mesa só pergunta por uma reação quando uma resposta pode mudar o resultado. Aqui você escolhe, para cada lutador que você joga ({ $fighters }), sobre quais delas quer ser perguntado.
table-set = Salvar
table-policy-ask = Perguntar
table-policy-never = Nunca: deixar passar
table-policy-always = Sempre: { $answer }
table-policy-note = { $fighter }: { $policy }
table-policy-note-this-turn = { $fighter }: { $policy } (neste turno)
table-policy-never-asked = nunca perguntado
table-policy-always-asked = sempre: { $answer }
table-policy-asked = perguntado
table-gm-start = Iniciar a { $noun }
table-gm-pause = Pausar
table-gm-resume = Retomar
table-gm-undo = Desfazer a última decisão
table-gm-end-confirm = Sim, encerrar para todos
table-gm-end = Encerrar a { $noun }
table-seats-seat = Vaga
table-seats-who = Quem
table-seats-plays = Joga
table-seats-link = Link de convite
table-seats-dice = Dados
table-seat-you = você
table-seat-not-joined = (ainda não entrou)
table-seats-waiting = (aguardando)
table-seats-relink = (expulse a vaga para um link novo)
table-seats-dice-of = dados de { $name }
table-dice-physical = digita dados físicos
table-dice-digital = a mesa rola
table-seats-let-in = Deixar entrar
table-seats-kick = Expulsar (link novo)
table-seats-remove = Remover
table-add-a = Adicionar um
table-add-player = jogador
table-add-bot = bot
table-add-spectator = espectador
table-add-for-side = para o time
table-add-no-side = (nenhum)
table-add-dice = dados
table-add-seat = Adicionar vaga
table-settings = Configurações da mesa
table-settings-gm-secrets = O Mestre vê os segredos de todos os times
table-settings-timer = Cronômetro de turno
table-settings-timer-range = segundos (0 desliga; senão, de { $low } a { $high })
table-settings-on-timeout = Quando o tempo acabar
table-settings-save = Salvar as configurações

## O rastreador de combate (screen)

table-tracker-dice = Aguardando { $who }: dados
table-tracker-choice = Aguardando { $who }: uma escolha
table-tracker-choice-prompt = Aguardando { $who }: uma escolha ({ $prompt })

## Vagas e avisos (seatview)

table-seat-gm = o Mestre
table-seat-spectator = um espectador
table-seat-for = a vaga de { $plays }
table-notice-paused = { $who } pausou a luta
table-notice-resumed = { $who } retomou a luta
table-notice-ended = { $who } encerrou a luta
table-notice-to-gm = (para o Mestre)
table-notice-to = (para { $who })
table-notice-note = { $who }{ $to }: { $note }
table-notice-roll = { $who } rola{ $to }: { $roll }
table-notice-made-it = contra { $target }: conseguiu
table-notice-missed = contra { $target }: falhou
table-notice-chance = (chance de { $chance })
table-notice-typed = (dados digitados na mesa)
table-notice-undo = { $n ->
    [one] { $who } desfez a última decisão
   *[other] { $who } desfez as últimas { $n } decisões
}
table-notice-undo-again = { $n ->
    [one] { $who } desfez a última decisão e rola os dados de novo
   *[other] { $who } desfez as últimas { $n } decisões e rola os dados de novo
}
table-notice-timeout-paused = o tempo de { $who } acabou: a luta está pausada
table-notice-timeout-answered = o tempo de { $who } acabou: a mesa respondeu no lugar

## Políticas de reação (policies, games/dbu_reactions)

table-policy-let-pass = { $fighter } deixou passar (política)
table-policy-answered = respondeu
table-policy-answered-always = { $fighter }: { $answer } (política: sempre)
table-policy-none = nenhum
table-policy-none-here = nenhuma neste jogo
table-policy-error-fighter = uma política é para um lutador que você joga ({ $fighters }) ou para todos eles
table-policy-error-family = não há família de reações { $family } (há: { $families })
table-policy-error-mode = uma política é ask (perguntar), never (nunca) ou always (sempre)
table-policy-error-never = { $family } não pode ser recusada: escolha perguntar ou sempre
table-policy-error-no-answer = { $family } não tem resposta para dar sempre: escolha perguntar ou nunca
table-policy-error-always = sempre o quê? { $family } pode sempre: { $answers }
table-family-instant = Instant Maneuvers
table-family-instant-when = antes que a manobra de outro se resolva
table-family-defence = Counter Maneuvers e Dodge
table-family-defence-when = quando você é atacado
table-family-intervene = Intervene e Blockade
table-family-intervene-when = quando um aliado é atingido, ou um inimigo passa por você
table-family-united = United Attack
table-family-united-when = quando um aliado ataca e você pode se juntar
table-family-exploit = Exploit
table-family-exploit-when = quando um inimigo sai do seu Melee Range
table-family-triggered = Triggered Maneuvers
table-family-triggered-when = quando acontece aquilo para o qual você preparou uma Triggered Maneuver
table-family-modifier = Modifier Maneuvers
table-family-modifier-when = depois que você declara um ataque (Ataque Mirado, Absorbing Attack)
table-family-duel = Respostas a um Duel
table-family-duel-when = quando um Duel começa ao seu lado, ou contra você
table-family-knockback = Knockback
table-family-knockback-when = depois que o seu ataque acerta com Launching ou a Advantage Knockback
table-family-sudden-stop = Sudden Stop
table-family-sudden-stop-when = quando você é empurrado ou arremessado, por uma Contra-Ação
table-answer-dodge = Dodge
table-answer-parry = Parry
table-answer-guard = Guard
table-answer-direct-hit = Direct Hit
table-answer-power-flare = Power Flare
table-answer-simple-attack = um ataque Simple
table-answer-fire = usá-la
table-answer-push = Might Clash, depois empurrar a distância toda em linha reta
table-answer-clash = Might Clash, depois perguntar para onde empurrar

## A linha de Vida de um NPC com os números ocultos (hidden): a palavra do seu Limiar de Vida

table-hidden-life-lost = { $fighter } perde { $amount } de Vida ({ $why }): { $health }
table-hidden-healed = { $fighter } recupera { $amount } de Vida ({ $why }): { $health }

## O resumo da luta (summary)

table-summary-nobody = ninguém
table-summary-round = Round { $round }
table-summary-after-round = após o Round { $round }
table-summary-before-first-round = antes do primeiro Round
table-summary-ended-by-gm = Encerrada pelo Mestre { $when }: ainda de pé: { $standing }
table-summary-ended-by-gm-only = Encerrada pelo Mestre { $when }
table-summary-in-progress = Em andamento, { $when }: ainda de pé: { $standing }
table-summary-draw = Empate após o Round { $round }
table-summary-wins = { $winner } vence após o Round { $round }
table-summary-share-win = { $winner } dividem a vitória após o Round { $round }
table-summary-game-in-progress = { $title }: em andamento, Round { $round }: ainda de pé: { $standing }
table-summary-game-in-progress-only = { $title }: em andamento, Round { $round }
table-summary-side = Time { $side }
table-summary-not-started = A partida ainda não começou

## Os erros do registro de entradas (log)

table-log-dice-do-not-fit = os dados informados não servem: { $error }
table-log-does-not-replay = o registro da mesa não pode ser refeito: { $error }
table-log-input-does-not-replay = o registro da mesa não pode ser refeito: entrada { $seq }: { $error }
table-log-no-dice-needed = nenhum dado é necessário agora
table-log-waits-for-dice = a luta espera dados, não uma escolha
table-log-those-dice-do-not-fit = esses dados não servem: { $error }
table-log-dice-not-needed = nem todos os dados informados eram necessários: informe só os pedidos

## Uma luta como texto, para o chat e o terminal (games/texts)

table-text-defeated = { $fighter } ({ $side }): fora de combate
table-text-ki-hidden = Ki oculto
table-text-ki = Ki { $ki }/{ $capacity }
table-text-life-hidden = oculta
table-text-life = Vida { $life }
table-text-line = { $fighter } ({ $side }): { $life }, { $ki } em ({ $x }, { $y })
